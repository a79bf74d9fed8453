"""A bounded memory of the hosts read lately, for the column functions.

A crawl lists a host's URLs together, so a host read once is soon read
again: remembering its value saves reading it anew. The memory is bounded,
and emptied when full (as ``URL()``'s own: an LRU's bookkeeping would cost
every row), so that a column holding the same URLs over and over (a
benchmark's corpus, repeated to a million) gains nothing from the repeats
that a real column of that size would not.
"""

from __future__ import annotations

from typing import Final, NamedTuple, TypeVar

__all__ = ["RecentHosts"]

_V = TypeVar("_V")


class _CacheInfo(NamedTuple):
    maxsize: int
    currsize: int


class RecentHosts(dict[str, _V]):
    """Values by host text, at most ``maxsize`` of them.

    >>> recent: RecentHosts[str] = RecentHosts()
    >>> recent.keep("Example.com", "example.com")
    'example.com'
    >>> recent["Example.com"]
    'example.com'

    ``cache_info`` and ``cache_clear`` are functools' names, which
    tests/test_memory_bounds.py looks for.
    """

    __slots__ = ()
    #: A few thousand hosts: far fewer than a corpus cycle's 22,000, and
    #: about 0.4 MB with the corpora's hosts.
    maxsize: Final = 4096
    #: The longest host kept (a DNS name's most): a longer one is computed
    #: each time, so that the memory is bounded in bytes too (4,096 hosts of
    #: 10,000 characters would hold 80 MB after the call returned).
    max_length: Final = 253

    def keep(self, host: str, value: _V) -> _V:
        """Remember ``value`` for ``host`` (forgetting every other when full); return it.

        A host longer than ``max_length`` is not remembered.

        >>> recent: RecentHosts[str] = RecentHosts()
        >>> recent.keep("a" * 254, "x"), len(recent)
        ('x', 0)
        """
        if len(host) > self.max_length:
            return value
        if len(self) >= self.maxsize:
            self.clear()
        self[host] = value
        return value

    def cache_info(self) -> _CacheInfo:
        """How many hosts the memory holds, and at most."""
        return _CacheInfo(self.maxsize, len(self))

    def cache_clear(self) -> None:
        """Forget every host."""
        self.clear()

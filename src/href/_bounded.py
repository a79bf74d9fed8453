"""A memory of recent values by text, bounded in entries and in each key's length.

``URL()``'s recent URLs and ``href.arrow``'s recent hosts are both this: a
dict emptied when full (an LRU's bookkeeping would cost every lookup), that
keeps no key longer than ``max_length`` (so it is bounded in bytes too), and
that answers functools' ``cache_info`` and ``cache_clear``, which
tests/test_memory_bounds.py looks for.
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple, TypeVar

__all__ = ["BoundedMemory", "CacheInfo"]

_V = TypeVar("_V")


class CacheInfo(NamedTuple):
    """How many entries a memory holds, and at most (functools' names)."""

    maxsize: int
    currsize: int


class BoundedMemory(dict[str, _V]):
    """Values by text: at most ``maxsize``, none for a key past ``max_length``.

    >>> class Recent(BoundedMemory[str]):
    ...     maxsize, max_length = 2, 3
    >>> recent = Recent()
    >>> recent.keep("a", "A"), recent.keep("long", "L"), recent.cache_info()
    ('A', 'L', CacheInfo(maxsize=2, currsize=1))
    """

    __slots__ = ()
    maxsize: ClassVar[int]
    max_length: ClassVar[int]

    def keep(self, key: str, value: _V) -> _V:
        """Remember ``value`` for ``key`` (forgetting every other when full); return it.

        A key longer than ``max_length`` is not remembered.
        """
        if len(key) > self.max_length:
            return value
        if len(self) >= self.maxsize:
            self.clear()
        self[key] = value
        return value

    def cache_info(self) -> CacheInfo:
        """How many entries the memory holds, and at most."""
        return CacheInfo(self.maxsize, len(self))

    def cache_clear(self) -> None:
        """Forget every entry."""
        self.clear()

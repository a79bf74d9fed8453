"""A bounded memory of the hosts read lately, for the column functions.

A crawl lists a host's URLs together, so a host read once is soon read
again: remembering its value saves reading it anew. The memory is bounded,
and emptied when full (as ``URL()``'s own: an LRU's bookkeeping would cost
every row), so that a column holding the same URLs over and over (a
benchmark's corpus, repeated to a million) gains nothing from the repeats
that a real column of that size would not.
"""

from __future__ import annotations

from typing import TypeVar

from href._bounded import BoundedMemory

__all__ = ["RecentHosts"]

_V = TypeVar("_V")


class RecentHosts(BoundedMemory[_V]):
    """Values by host text, at most ``maxsize`` of them, none for a host past ``max_length``.

    >>> recent: RecentHosts[str] = RecentHosts()
    >>> recent.keep("Example.com", "example.com")
    'example.com'
    >>> recent["Example.com"]
    'example.com'
    >>> recent.keep("a" * 254, "x"), len(recent)
    ('x', 1)
    """

    __slots__ = ()
    #: A few thousand hosts: far fewer than a corpus cycle's 22,000, and
    #: about 0.4 MB with the corpora's hosts.
    maxsize = 4096
    #: The longest host kept (a DNS name's most): a longer one is computed
    #: each time, so that the memory is bounded in bytes too (4,096 hosts of
    #: 10,000 characters would hold 80 MB after the call returned).
    max_length = 253

"""scale.py's timing: two ways of one job, alternated, each given fresh inputs.

Each round times href's way, then the baseline's, after emptying the caches
a repeated input could hit (see ``cold``); the ratio reported is the best
time of one over the best of the other, beside the lowest and highest ratio
of a single round (how much the machine moved while it ran).
"""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from href import _url
from href.arrow import _keys

_T = TypeVar("_T")


def cold() -> None:
    """Empty the caches that would remember a URL between two timings.

    ``URL()`` keeps the last 256 URLs and ``urlsplit`` (3.11+) the last 128,
    and href.arrow's host functions the last 4,096 hosts: none spans a
    cycle of the corpus (91,000 lines, 22,000 hosts), so in a run a cache
    hits only where the corpus itself repeats nearby, for both sides; this
    keeps one timing's rows from warming the next one's start.
    """
    _url._recent_urls.cache_clear()
    urllib.parse.urlsplit.cache_clear()  # type: ignore[attr-defined]  # an lru_cache on 3.11+
    _keys._canonical_hosts.cache_clear()


@dataclass
class Pair(Generic[_T]):
    """The seconds of each round of both sides, and each side's last result."""

    href: list[float] = field(default_factory=list)
    base: list[float] = field(default_factory=list)
    href_result: object = None
    base_result: object = None

    @property
    def ratio(self) -> float:
        """href's best time over the baseline's best."""
        return min(self.href) / min(self.base)

    def cell(self, *, same: bool = False) -> str:
        """The ratio, the range of the rounds' ratios, and the best seconds.

        ``same``: both sides must have given the same result (a count, say).
        """
        if same and self.href_result != self.base_result:
            return f"results differ: {self.href_result!r} and {self.base_result!r}"
        rounds = [h / b for h, b in zip(self.href, self.base, strict=True)]
        return (
            f"{self.ratio:.2f} ({min(rounds):.2f}-{max(rounds):.2f}; "
            f"{min(self.href):.2f} s / {min(self.base):.2f} s)"
        )


def timed(job: Callable[[_T], object], given: _T) -> tuple[float, object]:
    """Seconds ``job(given)`` takes, from cold caches, and its result."""
    cold()
    start = time.perf_counter()
    result = job(given)
    return time.perf_counter() - start, result


def pair(
    href: Callable[[_T], object],
    base: Callable[[_T], object],
    fresh: Callable[[], _T],
    repeat: int,
) -> Pair[_T]:
    """Time ``href`` and ``base`` alternately, ``repeat`` rounds, each on ``fresh()``.

    ``fresh()`` runs untimed before each timing: the loops take new ``str``
    objects each time, as a real column's rows are (a ``str`` keeps its
    hash once computed, which a second pass over the same list would reuse).
    """
    result: Pair[_T] = Pair()
    for _ in range(repeat):
        seconds, result.href_result = timed(href, fresh())
        result.href.append(seconds)
        seconds, result.base_result = timed(base, fresh())
        result.base.append(seconds)
    return result

"""What a non-ASCII host costs: href's UTS 46 against ``idna.encode``/``idna.decode``.

    python benchmarks/hosts.py [--rounds N]

The corpora in ``../shared/data/urls`` hold no non-ASCII host, so the names
are a named set: IDNs in several scripts (the IANA test TLDs' example names,
German, Greek, Cyrillic, Arabic, Japanese), the hosts browsers take that
``idna.encode`` refuses (emoji, ``_``, hyphens), and A-label forms. Each call
is uncached (href's lru_cache is bypassed), so this is the cost of the first
sight of a host. ``idna.encode`` is timed only on the names it accepts.
Medians of the rounds, in microseconds a host, CPU time.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import idna

from href._idna import _name_to_ascii, _name_to_unicode

NAMES = [
    "bücher.example",
    "münchen.de",
    "straße.de",
    "παράδειγμα.δοκιμή",
    "пример.испытание",
    "مثال.إختبار",
    "例え.テスト",
    "日本語.jp",
    "ＥＸＡＭＰＬＥ.com",
    "Bücher.EXAMPLE",
    "xn--bcher-kva.example",
    "xn--mnchen-3ya.de",
    "xn--hxajbheg2az3al.xn--jxalpdlp",
    "☃.net",
    "💩.la",
    "i❤.ws",
    "-ü.example",
    "ü_x.de",
    "ab--c.ü",
]


def _per_call(function: Callable[[str], object], names: list[str], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(200):
            for name in names:
                function(name)
        times.append((time.process_time() - start) / (200 * len(names)))
    return statistics.median(times) * 1e6


def _accepts(function: Callable[[str], object], name: str) -> bool:
    try:
        function(name)
    except (idna.IDNAError, UnicodeError, ValueError):
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    rounds = parser.parse_args().rounds

    def encode(name: str) -> bytes:
        return idna.encode(name, uts46=True, transitional=False)

    def decode(name: str) -> str:
        return idna.decode(name, uts46=True)

    common = [name for name in NAMES if _accepts(encode, name)]
    print(f"{len(NAMES)} names; idna.encode accepts {len(common)} of them (its rows use those)")
    rows = [
        ("to ASCII, names idna accepts", encode, _name_to_ascii, common),
        ("to Unicode, names idna accepts", decode, _name_to_unicode, common),
        ("to ASCII, every name (href only)", None, _name_to_ascii, NAMES),
    ]
    print(f"{'operation':34} {'idna':>8} {'href':>8} {'ratio':>6}")
    for label, theirs, ours, names in rows:
        href_time = _per_call(ours, names, rounds)
        if theirs is None:
            print(f"{label:34} {'':>8} {href_time:8.2f}")
            continue
        idna_time = _per_call(theirs, names, rounds)
        print(f"{label:34} {idna_time:8.2f} {href_time:8.2f} {href_time / idna_time:6.2f}")


if __name__ == "__main__":
    main()

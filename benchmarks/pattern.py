"""Time href.pattern against the URL Pattern packages on PyPI, as ratios in one run.

Peers: ``urlpattern`` (a Rust wrapper, the ``bench`` extra) and
``urlpattern-py`` (pure Python). Both install a top-level ``urlpattern``
package, so they cannot share an environment: install the pure-Python one
apart, ``pip install --target DIR urlpattern-py``, and pass ``--urlpattern-py
DIR`` (it is loaded from there as ``urlpattern_py``). Rows:

- ``exec``: ``exec()`` of a compiled pattern on realistic routes (a path with
  two named groups, a host wildcard, a path with a regexp group), each over
  2,000 distinct URLs that match;
- ``construct``: building patterns not seen before (every one distinct, so
  no cache on either side answers);
- ``arrow``: ``href.arrow.pattern_test`` over corpus URLs (repeated to
  ``--rows``) against a loop of ``re.match`` of a hand-written equivalent.

Each row is timed in rounds, the libraries interleaved in chunks whose order
rotates, and reported as the median microseconds a call and href's ratio to
each peer (lower is better)::

    python benchmarks/pattern.py --quick --urlpattern-py /tmp/upy
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from href.pattern import URLPattern

REPO = Path(__file__).resolve().parent.parent
CORPORA = REPO.parent / "shared" / "data" / "urls"
_CHUNK = 200

Call = Callable[[], object]

#: (row name, pattern, the URL of the i-th input)
ROUTES: tuple[tuple[str, dict[str, str], Callable[[int], str]], ...] = (
    (
        "exec: two named groups",
        {"pathname": "/users/:user/repos/:repo"},
        lambda i: f"https://api.example.com/users/u{i}/repos/r{i * 7}?tab=code",
    ),
    (
        "exec: host wildcard",
        {"hostname": "*.example.com", "pathname": "/*"},
        lambda i: f"https://shop{i}.example.com/cart/{i}",
    ),
    (
        "exec: regexp group",
        {"pathname": "/articles/:year(\\d{4})/:slug"},
        lambda i: f"https://news.example.com/articles/{1990 + i % 30}/story-{i}",
    ),
)


def _load_urlpattern_py(directory: str | None) -> ModuleType | None:
    if not directory:
        return None
    init = Path(directory) / "urlpattern" / "__init__.py"
    spec = importlib.util.spec_from_file_location(
        "urlpattern_py", init, submodule_search_locations=[str(init.parent)]
    )
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules["urlpattern_py"] = module
    spec.loader.exec_module(module)
    return module


def _peers(urlpattern_py: str | None) -> dict[str, Callable[[dict[str, str]], object]]:
    """Each peer's URLPattern constructor, by name (href first)."""
    peers: dict[str, Callable[[dict[str, str]], object]] = {"href": URLPattern}
    try:
        import urlpattern  # noqa: PLC0415 - an optional peer (the bench extra)

        peers["urlpattern"] = urlpattern.URLPattern
    except ImportError:
        print("urlpattern is not installed (pip install -e '.[bench]')", file=sys.stderr)
    python = _load_urlpattern_py(urlpattern_py)
    if python is not None:
        peers["urlpattern-py"] = python.URLPattern
    else:
        print("urlpattern-py not given (--urlpattern-py DIR)", file=sys.stderr)
    return peers


def _rounds(calls: dict[str, list[Call]], rounds: int) -> dict[str, float]:
    """Median microseconds a call of each library, interleaved in rotating chunks."""
    names = list(calls)
    medians: dict[str, list[float]] = {name: [] for name in names}
    count = len(next(iter(calls.values())))
    clock = time.perf_counter
    turn = 0
    for _ in range(rounds):
        totals = dict.fromkeys(names, 0.0)
        for start in range(0, count, _CHUNK):
            turn += 1
            for name in names[turn % len(names) :] + names[: turn % len(names)]:
                chunk = calls[name][start : start + _CHUNK]
                began = clock()
                for call in chunk:
                    call()
                totals[name] += clock() - began
        for name in names:
            medians[name].append(totals[name] / count * 1e6)
    return {name: statistics.median(values) for name, values in medians.items()}


def _exec_calls(
    peers: dict[str, Callable[[dict[str, str]], object]], pattern: dict[str, str], urls: list[str]
) -> dict[str, list[Call]]:
    calls: dict[str, list[Call]] = {}
    for name, make in peers.items():
        compiled: object = make(dict(pattern))
        run = compiled.exec  # type: ignore[attr-defined]
        assert all(run(url) is not None for url in urls[:50]), f"{name} does not match"
        calls[name] = [lambda url=url, run=run: run(url) for url in urls]
    return calls


def _construct_calls(
    peers: dict[str, Callable[[dict[str, str]], object]], count: int, turn: int
) -> dict[str, list[Call]]:
    # Every library gets its own distinct patterns each round: no cache answers.
    calls: dict[str, list[Call]] = {}
    for index, (name, make) in enumerate(peers.items()):
        patterns = [
            {"pathname": f"/r{turn}x{index}x{i}/:id/items/:item", "hostname": f"h{i}.example.com"}
            for i in range(count)
        ]
        calls[name] = [lambda pattern=pattern, make=make: make(pattern) for pattern in patterns]
    return calls


def _corpus(rows: int) -> list[str]:
    lines: list[str] = []
    for path in sorted(CORPORA.glob("*.txt")):
        lines += [line for line in path.read_text(encoding="utf-8-sig").splitlines() if line]
    if not lines:
        return []
    return (lines * (rows // len(lines) + 1))[:rows]


def _arrow_row(rows: int, rounds: int) -> tuple[float, float] | None:
    try:
        import pyarrow as pa  # noqa: PLC0415 - the arrow extra

        from href import arrow  # noqa: PLC0415
    except ImportError:
        return None
    urls = _corpus(rows)
    if not urls:
        return None
    column = pa.array(urls)
    pattern = URLPattern({"protocol": "https", "pathname": "/*/:name.html"})
    # The same question by hand, on text a browser would write back as it is.
    hand = re.compile(r"https://[^/?#]*/(?:[^?#]*)/([^/?#]+?)\.html(?:[?#]|\Z)").match
    href_times, loop_times = [], []
    for _ in range(rounds):
        began = time.perf_counter()
        arrow.pattern_test(column, pattern)
        href_times.append(time.perf_counter() - began)
        began = time.perf_counter()
        [hand(url) is not None for url in urls]
        loop_times.append(time.perf_counter() - began)
    return statistics.median(href_times), statistics.median(loop_times)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the rows and print a markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds and rows")
    parser.add_argument("--urlpattern-py", default=os.environ.get("HREF_URLPATTERN_PY"))
    parser.add_argument("--rows", type=int, default=None, help="corpus URLs for the arrow row")
    args = parser.parse_args(argv)
    rounds = 3 if args.quick else 7
    rows = args.rows or (200_000 if args.quick else 1_000_000)
    peers = _peers(args.urlpattern_py)
    others = [name for name in peers if name != "href"]
    print("| row | href µs | " + " | ".join(f"{p} µs | href/{p}" for p in others) + " |")
    print("|---" * (2 + 2 * len(others)) + "|")
    for name, pattern, url in ROUTES:
        urls = [url(i) for i in range(2000)]
        times = _rounds(_exec_calls(peers, pattern, urls), rounds)
        _line(name, times, others)
    construct: dict[str, list[float]] = {name: [] for name in peers}
    for turn in range(rounds):
        for name, value in _rounds(_construct_calls(peers, 300, turn), 1).items():
            construct[name].append(value)
    _line(
        "construct: new patterns", {n: statistics.median(v) for n, v in construct.items()}, others
    )
    arrow_times = _arrow_row(rows, rounds)
    if arrow_times is not None:
        href_s, loop_s = arrow_times
        print(
            f"\narrow.pattern_test over {rows:,} corpus URLs: {href_s:.2f} s; "
            f"re.match loop {loop_s:.2f} s; ratio {href_s / loop_s:.2f}"
        )
    return 0


def _line(name: str, times: dict[str, float], others: list[str]) -> None:
    cells = [f"{times['href']:.2f}"]
    for peer in others:
        cells += [f"{times[peer]:.2f}", f"{times['href'] / times[peer]:.2f}"]
    print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    sys.exit(main())

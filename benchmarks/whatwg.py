"""Time href.whatwg.parse against ada_url.URL on the URL corpora, in one process.

Each round parses every unique corpus line with each parser in turn (lines
that either parser refuses are dropped first, so both do the same work); the
report is the median microseconds per URL over the rounds, for:

- ``href.whatwg.parse``: the public function (fast path, then state machine);
- ``state machine``: href's basic URL parser and serializer alone, no fast path;
- ``ada_url.URL``: ada (C++ through cffi), if installed (``pip install ada-url``).

    python benchmarks/whatwg.py [--rounds N] [--limit N] [--data FILE ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from href import whatwg
from href._whatwg_fast import is_serialized
from href._whatwg_parse import parse
from href._whatwg_record import serialize

REPO = Path(__file__).resolve().parent.parent
CORPORA = REPO.parent / "shared" / "data" / "urls"


def _inputs(files: Sequence[Path], limit: int | None) -> list[str]:
    seen: dict[str, None] = {}
    for file in files:
        for line in file.read_text(encoding="utf-8-sig").splitlines():
            if line:
                seen.setdefault(line)
    texts = [text for text in seen if whatwg.can_parse(text)]
    return texts[:limit] if limit else texts


def _state_machine(text: str) -> str:
    return serialize(parse(text))


def _time(function: Callable[[str], object], texts: list[str]) -> float:
    """Microseconds per call over ``texts``."""
    start = time.perf_counter()
    for text in texts:
        function(text)
    return (time.perf_counter() - start) / len(texts) * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    """Run the timing and print a markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--limit", type=int, default=None, help="first N unique URLs only")
    parser.add_argument("--data", type=Path, nargs="*", default=None)
    args = parser.parse_args(argv)
    files = args.data or sorted(CORPORA.glob("*.txt"))
    if not files:
        print(f"no corpora in {CORPORA}", file=sys.stderr)
        return 1
    texts = _inputs(files, args.limit)
    parsers: dict[str, Callable[[str], object]] = {
        "href.whatwg.parse": whatwg.parse,
        "state machine": _state_machine,
    }
    try:
        import ada_url  # noqa: PLC0415 - optional peer

        texts = [text for text in texts if ada_url.check_url(text)]
        parsers["ada_url.URL"] = ada_url.URL
    except ImportError:
        print("ada_url is not installed: timing href only", file=sys.stderr)
    fast = sum(map(is_serialized, texts))
    times: dict[str, list[float]] = {name: [] for name in parsers}
    for _ in range(args.rounds):
        for name, function in parsers.items():
            times[name].append(_time(function, texts))
    print(f"{len(texts)} unique URLs from {', '.join(f.name for f in files)}; ", end="")
    print(f"{fast} ({fast / len(texts):.0%}) take the fast path; {args.rounds} rounds\n")
    print("| parser | median µs/URL | min | max |")
    print("|---|---:|---:|---:|")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"| {name} | {median:.2f} | {min(values):.2f} | {max(values):.2f} |")
    if "ada_url.URL" in times:
        ratio = statistics.median(times["href.whatwg.parse"]) / statistics.median(
            times["ada_url.URL"]
        )
        print(f"\nhref.whatwg.parse / ada_url.URL: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

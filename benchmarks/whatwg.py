"""Time href.whatwg.parse against ada_url.URL on the URL corpora, in one process.

Each round parses every unique corpus line with each parser, a thousand
lines at a time through each parser in turn, the order rotating from chunk
to chunk so that no parser always runs first and all of them share
whatever else the machine is doing (lines that either parser refuses are
dropped first, so both do the same work); the report is the median
microseconds per URL over the rounds, and the ratio of the medians, for:

- ``href.whatwg.parse``: the public function (fast path, then state machine);
- ``state machine``: href's basic URL parser and serializer alone, no fast path;
- ``href.whatwg.validate``: the same text's validation errors (its own fast
  path for text with none, then the state machine with an error sink);
- ``ada_url.URL``: ada (C++ through cffi), if installed (``pip install ada-url``).

    python benchmarks/whatwg.py [--rounds N] [--limit N] [--data FILE ...]

Another script can take the same inputs and operations::

    from whatwg import whatwg_inputs, whatwg_operations  # benchmarks/ on sys.path

    texts = whatwg_inputs()
    for name, operation in whatwg_operations().items():
        ...  # time operation(text) for text in texts
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from href import whatwg
from href.whatwg._fast import is_serialized
from href.whatwg._parse import parse
from href.whatwg._record import serialize

__all__ = ["CORPORA", "whatwg_inputs", "whatwg_operations"]

REPO = Path(__file__).resolve().parent.parent
#: Where the URL corpora are (one URL a line, ``*.txt``).
CORPORA = REPO.parent / "shared" / "data" / "urls"


def _state_machine(text: str) -> str:
    return serialize(parse(text))


def _ada_url() -> Callable[[str], object] | None:
    try:
        import ada_url  # noqa: PLC0415 - an optional peer (the bench extra)
    except ImportError:
        return None
    url: Callable[[str], object] = ada_url.URL
    return url


def whatwg_operations() -> dict[str, Callable[[str], object]]:
    """The operations to time, by name: each takes one URL's text.

    ``"href.whatwg.parse"``, ``"state machine"`` and ``"href.whatwg.validate"``
    always; ``"ada_url.URL"`` where ada-url is installed. The ratios to report
    are ``"href.whatwg.parse"`` over ``"ada_url.URL"`` and
    ``"href.whatwg.validate"`` over ``"href.whatwg.parse"`` (at most 1.5).
    """
    operations: dict[str, Callable[[str], object]] = {
        "href.whatwg.parse": whatwg.parse,
        "state machine": _state_machine,
        "href.whatwg.validate": whatwg.validate,
    }
    ada = _ada_url()
    if ada is not None:
        operations["ada_url.URL"] = ada
    return operations


def whatwg_inputs(files: Sequence[Path] | None = None, limit: int | None = None) -> list[str]:
    """The unique corpus lines, in corpus order, that every operation parses.

    ``files`` defaults to every ``*.txt`` in :data:`CORPORA` (none: an empty
    list); lines that href or (where installed) ada refuses are dropped, so
    each operation does the same work; ``limit`` keeps the first N.
    """
    if files is None:
        files = sorted(CORPORA.glob("*.txt"))
    seen: dict[str, None] = {}
    for file in files:
        for line in file.read_text(encoding="utf-8-sig").splitlines():
            if line:
                seen.setdefault(line)
    texts = [text for text in seen if whatwg.can_parse(text)]
    ada = _ada_url()
    if ada is not None:
        texts = [text for text in texts if _parses(ada, text)]
    return texts[:limit] if limit else texts


def _parses(operation: Callable[[str], object], text: str) -> bool:
    try:
        operation(text)
    except ValueError:
        return False
    return True


def _round(
    operations: dict[str, Callable[[str], object]], texts: list[str], turn: int
) -> dict[str, float]:
    """Microseconds per call of each operation over ``texts``, in one round.

    The texts go in chunks of a thousand, each chunk through every
    operation before the next chunk, in an order that rotates with ``turn``
    and from chunk to chunk: on a shared machine, whatever else runs slows
    each operation alike, and the ratio holds while the times move.
    """
    names = list(operations)
    totals = dict.fromkeys(names, 0.0)
    clock = time.perf_counter
    for start in range(0, len(texts), _CHUNK):
        chunk = texts[start : start + _CHUNK]
        turn += 1
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            function = operations[name]
            began = clock()
            for text in chunk:
                function(text)
            totals[name] += clock() - began
    return {name: total / len(texts) * 1e6 for name, total in totals.items()}


_CHUNK = 1000


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
    texts = whatwg_inputs(files, args.limit)
    operations = whatwg_operations()
    if "ada_url.URL" not in operations:
        print("ada_url is not installed: timing href only", file=sys.stderr)
    fast = sum(map(is_serialized, texts))
    times: dict[str, list[float]] = {name: [] for name in operations}
    for round_number in range(args.rounds):
        for name, microseconds in _round(operations, texts, round_number).items():
            times[name].append(microseconds)
    print(f"{len(texts)} unique URLs from {', '.join(f.name for f in files)}; ", end="")
    print(f"{fast} ({fast / len(texts):.1%}) take the fast path; {args.rounds} rounds\n")
    print("| parser | median µs/URL | min | max |")
    print("|---|---:|---:|---:|")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"| {name} | {median:.2f} | {min(values):.2f} | {max(values):.2f} |")
    parse_median = statistics.median(times["href.whatwg.parse"])
    if "ada_url.URL" in times:
        ratio = parse_median / statistics.median(times["ada_url.URL"])
        print(f"\nhref.whatwg.parse / ada_url.URL: {ratio:.2f}x")
    validate = statistics.median(times["href.whatwg.validate"])
    print(
        f"href.whatwg.validate / href.whatwg.parse: {validate / parse_median:.2f}x (at most 1.5)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Time href.templates against uritemplate and std-uritemplate on the RFC 6570 suite.

The inputs are the valid templates of the official suite
(tests/data/uritemplate-test) with their group's variables; a case that a peer
refuses or expands otherwise is left out of every row (``--list-dropped`` names
them; href passes them all), so every library does the same work. Each round
runs each case through every operation of a row (ten calls each) before the
next case, the order rotating from case to case, so that whatever else the
machine does slows each alike. The report is the median microseconds a call
over the rounds, and the median over the rounds of each round's ratio:

- ``parse+expand:unique``: ``URITemplate(text).expand(variables)`` of a
  template never seen before (href's memories of templates, expressions and
  URLs emptied before each call, as for a stream of distinct templates),
  against uritemplate's ``URITemplate(text).expand(variables)`` and
  std-uritemplate's ``StdUriTemplate.expand(text, variables)``, which keep
  nothing;
- ``parse+expand:repeated``: the same calls, href keeping the templates it
  parsed lately, as a client that expands the same few does;
- ``expand``: a parsed template's ``expand(variables)``, href against uritemplate;
- ``match``: href's ``match(url)`` of the expansion, against its own ``expand``,
  on the templates that matching can invert.

    python benchmarks/templates.py [--rounds N]

Targets (issue 35): parse+expand at most 0.5x each peer, expand at most 0.3x
uritemplate, match at most 2x expand.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from href import _url as url_module
from href.templates import URITemplate, Value
from href.templates import _parse as template_parse
from href.templates import _template as template_class

__all__ = ["template_cases", "template_rows"]

REPO = Path(__file__).resolve().parent.parent
SUITE = REPO / "tests" / "data" / "uritemplate-test"
_FILES = ("spec-examples.json", "spec-examples-by-section.json", "extended-tests.json")

# template, variables, the suite's acceptable expansions
Case = tuple[str, dict[str, Value], tuple[str, ...]]
Operation = Callable[[Case], object]


def template_cases() -> tuple[list[Case], list[str]]:
    """The valid cases that every installed peer expands as the suite says; those dropped."""
    kept: list[Case] = []
    dropped: list[str] = []
    peers = _peers()
    for name in _FILES:
        for group in json.loads((SUITE / name).read_text(encoding="utf-8")).values():
            for text, expected in group["testcases"]:
                variables: dict[str, Value] = group["variables"]
                accepted = tuple(expected) if isinstance(expected, list) else (expected,)
                case = (text, variables, accepted)
                if all(_agrees(peer, case) for peer in peers.values()):
                    kept.append(case)
                else:
                    dropped.append(text)
    return kept, dropped


def _agrees(operation: Operation, case: Case) -> bool:
    try:
        return str(operation(case)) in case[2]
    except Exception:
        return False


def _peers() -> dict[str, Operation]:
    peers: dict[str, Operation] = {}
    try:
        import uritemplate  # noqa: PLC0415 - an optional peer (the bench extra)
    except ImportError:
        pass
    else:
        peers["uritemplate"] = lambda case: uritemplate.URITemplate(case[0]).expand(case[1])
    try:
        from stduritemplate import StdUriTemplate  # noqa: PLC0415 - an optional peer
    except ImportError:
        pass
    else:
        peers["std-uritemplate"] = lambda case: StdUriTemplate.expand(case[0], case[1])
    return peers


def _unique(case: Case) -> object:
    # Every memory emptied: the template, its expressions and its expansion
    # met for the first time.
    _forget_templates()
    _forget_expressions()
    _forget_urls()
    return URITemplate(case[0]).expand(case[1])


# (Bound once: the lookups would be timed as href's.)
_forget_templates = template_class._recent.clear
_forget_expressions = template_parse._recent.clear
_forget_urls = url_module._recent_urls.clear


def template_rows(cases: list[Case]) -> dict[str, tuple[list[Case], dict[str, Operation]]]:
    """Each row's inputs and operations by name; href's operation is first in each."""
    peers = _peers()
    rows: dict[str, tuple[list[Case], dict[str, Operation]]] = {}
    rows["parse+expand:unique"] = (cases, {"href": _unique, **peers})
    rows["parse+expand:repeated"] = (
        cases,
        {"href": lambda case: URITemplate(case[0]).expand(case[1]), **peers},
    )
    parsed = {case[0]: URITemplate(case[0]) for case in cases}
    expand: dict[str, Operation] = {"href": lambda case: parsed[case[0]].expand(case[1])}
    if "uritemplate" in peers:
        import uritemplate  # noqa: PLC0415 - installed: peers has it

        theirs = {case[0]: uritemplate.URITemplate(case[0]) for case in cases}
        expand["uritemplate"] = lambda case: theirs[case[0]].expand(case[1])
    rows["expand"] = (cases, expand)
    matchable = [case for case in cases if _matches(parsed[case[0]])]
    urls = {case[0]: parsed[case[0]].expand(case[1]) for case in matchable}
    rows["match"] = (
        matchable,
        {
            "href match": lambda case: parsed[case[0]].match(urls[case[0]]),
            "href expand": lambda case: parsed[case[0]].expand(case[1]),
        },
    )
    return rows


def _matches(template: URITemplate) -> bool:
    try:
        template.match("")
    except ValueError:
        return False
    return True


def _round(operations: dict[str, Operation], cases: list[Case], turn: int) -> dict[str, float]:
    """Microseconds a call of each operation over ``cases``, in one round.

    Each case goes through every operation (``_INNER`` calls each) before the
    next case, in an order that rotates from case to case: on a shared
    machine, whatever else runs slows each operation alike, and the ratio
    holds while the times move.
    """
    names = list(operations)
    totals = dict.fromkeys(names, 0.0)
    clock = time.perf_counter
    inner = range(_INNER)
    for index, case in enumerate(cases):
        shift = (turn + index) % len(names)
        for name in names[shift:] + names[:shift]:
            function = operations[name]
            began = clock()
            for _ in inner:
                function(case)
            totals[name] += clock() - began
    return {name: total / len(cases) / _INNER * 1e6 for name, total in totals.items()}


_INNER = 10


def main(argv: Sequence[str] | None = None) -> int:
    """Run the timing and print a markdown table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--list-dropped", action="store_true")
    args = parser.parse_args(argv)
    cases, dropped = template_cases()
    if args.list_dropped:
        print("\n".join(dropped))
    peers = _peers()
    missing = {"uritemplate", "std-uritemplate"} - set(peers)
    if missing:
        print(f"not installed: {', '.join(sorted(missing))} (pip install -e '.[bench]')")
    print(
        f"{len(cases)} of the suite's valid cases ({len(dropped)} dropped); {args.rounds} rounds\n"
    )
    print("| row | operation | median µs/call | min | href / this (median of rounds) |")
    print("|---|---|---:|---:|---:|")
    for row, (inputs, operations) in template_rows(cases).items():
        times: dict[str, list[float]] = {name: [] for name in operations}
        ratios: dict[str, list[float]] = {name: [] for name in operations}
        first = next(iter(operations))
        for turn in range(args.rounds):
            timings = _round(operations, inputs, turn)
            for name, microseconds in timings.items():
                times[name].append(microseconds)
                # Each round's ratio: both sides met the same load.
                ratios[name].append(timings[first] / microseconds)
        for name, values in times.items():
            print(
                f"| {row} | {name} | {statistics.median(values):.2f} | {min(values):.2f} "
                f"| {statistics.median(ratios[name]):.2f} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

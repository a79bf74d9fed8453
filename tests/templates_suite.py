"""The RFC 6570 suite's cases (tests/data/uritemplate-test), for the template tests.

Shared by the conformance tests, the property tests and the benchmarks: each
case is one template with its group's variables and what it must give.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from conformance_data import URITEMPLATE
from href.templates import Value

__all__ = ["SUITE_FILES", "Case", "cases", "valid_cases"]

SUITE_FILES = (
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
)


class Case(NamedTuple):
    """One test case: where it is, its template, its variables, what it must give."""

    id: str
    template: str
    variables: dict[str, Value]
    # The acceptable expansions, or None when the template must be refused.
    expected: tuple[str, ...] | None


def cases() -> list[Case]:
    """Every case of the four files, in their order."""
    found: list[Case] = []
    for name in SUITE_FILES:
        groups = json.loads((URITEMPLATE / name).read_text(encoding="utf-8"))
        for group, content in groups.items():
            for index, (template, expected) in enumerate(content["testcases"]):
                if expected is False:
                    accepted = None
                elif isinstance(expected, list):
                    accepted = tuple(expected)
                else:
                    accepted = (expected,)
                found.append(
                    Case(f"{name}:{group}:{index}", template, content["variables"], accepted)
                )
    return found


def valid_cases() -> list[Case]:
    """The cases whose template expands."""
    return [case for case in cases() if case.expected is not None]

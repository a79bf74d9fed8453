"""web-platform-tests' URL patterns as href builds them, for the tests that compare matchers.

``PATTERNS`` are the cases' patterns that a string or a mapping alone builds
(and href accepts); ``WORDS`` the alphanumeric words of their components, to
draw URLs from; ``INPUTS`` the cases' string inputs.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from conformance_data import URLPATTERN
from href.pattern import URLPattern

__all__ = ["INPUTS", "PATTERNS", "WORDS"]

_CASES: list[dict[str, Any]] = json.loads(
    (URLPATTERN / "urlpatterntestdata.json").read_text(encoding="utf-8")
)
_KEYS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")


def _pattern(arguments: list[Any]) -> URLPattern | None:
    """The case's pattern, if href builds it from a string or a mapping alone."""
    if not arguments or len(arguments) > 2:
        return None
    input_, *rest = arguments
    if rest and not isinstance(rest[0], Mapping):
        return None
    ignore_case = bool(rest and rest[0].get("ignoreCase"))
    if isinstance(input_, Mapping):
        input_ = {key: value for key, value in input_.items() if key in (*_KEYS, "baseURL")}
    try:
        return URLPattern(input_, ignore_case=ignore_case)
    except (ValueError, TypeError):
        return None


PATTERNS = [p for case in _CASES if (p := _pattern(case.get("pattern", []))) is not None]
WORDS = sorted(
    {
        word
        for pattern in PATTERNS
        for name in _KEYS
        for word in getattr(pattern, name).replace("/", " ").replace(".", " ").split()
        if word.isalnum()
    }
)
INPUTS = sorted(
    {value for case in _CASES for value in case.get("inputs", []) if isinstance(value, str)}
)

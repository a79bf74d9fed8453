"""web-platform-tests' urlpatterntestdata.json, by the rules of WPT's own harness.

urlpattern/resources/urlpatterntestharness.js: a constructor error is
expected where ``expected_obj`` is "error"; otherwise each component's
pattern string is checked (a missing one derived from the base URL, "*", or
"" for ``exactly_empty_components``), then ``test()`` and ``exec()`` against
``expected_match`` (a missing component result is ``{input: "", groups:
{"0": ""}}``, without the group for an exactly empty component).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from conformance_data import URLPATTERN
from href.pattern import URLPattern, URLPatternResult
from href.whatwg._parse import parse

_CASES: list[dict[str, Any]] = json.loads(
    (URLPATTERN / "urlpatterntestdata.json").read_text(encoding="utf-8")
)
_COMPONENTS = (
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)
_INIT_KEYS = frozenset((*_COMPONENTS, "baseURL"))
_EARLIER = {
    "protocol": (),
    "hostname": ("protocol",),
    "port": ("protocol", "hostname"),
    "username": (),
    "password": (),
    "pathname": ("protocol", "hostname", "port"),
    "search": ("protocol", "hostname", "port", "pathname"),
    "hash": ("protocol", "hostname", "port", "pathname", "search"),
}

# Cases href cannot pass yet, by their index in the file, with the reason.
_KNOWN_GAPS: dict[int, str] = {}


def _construct(arguments: list[Any]) -> URLPattern:
    """``new URLPattern(...arguments)``, each of the IDL's overloads.

    A JavaScript dictionary ignores members it does not know (one case
    passes ``{ignoreCase: true}`` as the init); href refuses unknown keys
    (a typo would otherwise match everything), so they are left out here.
    """
    if not arguments:
        return URLPattern()
    input_, *rest = arguments
    if isinstance(input_, Mapping):
        input_ = {key: value for key, value in input_.items() if key in _INIT_KEYS}
    options: Any = {}
    base = None
    if len(rest) == 1 and isinstance(rest[0], Mapping):
        options = rest[0]
    elif rest:
        base = rest[0]
        options = rest[1] if len(rest) > 1 else {}
    ignore_case = isinstance(options, Mapping) and bool(options.get("ignoreCase", False))
    return URLPattern(input_, base, ignore_case=ignore_case)


def _base_getter(base: str, component: str) -> str:
    """What ``new URL(base)[component]`` gives, without the ":", "?" or "#"."""
    url = parse(base)
    values = {
        "protocol": url.scheme,
        "hostname": url.host or "",
        "port": "" if url.port is None else str(url.port),
        "pathname": url.pathname,
        "search": url.query or "",
        "hash": url.fragment or "",
    }
    return values[component]


def _expected_pattern(case: dict[str, Any], component: str) -> str:
    if component in case.get("exactly_empty_components", ()):
        return ""
    expected_obj = case.get("expected_obj")
    if isinstance(expected_obj, Mapping) and component in expected_obj:
        return str(expected_obj[component])
    pattern = case["pattern"]
    if not pattern:
        return "*"
    if isinstance(pattern[0], Mapping) and pattern[0].get(component):
        return str(pattern[0][component])
    base = None
    if pattern and isinstance(pattern[0], Mapping) and pattern[0].get("baseURL"):
        base = pattern[0]["baseURL"]
    elif len(pattern) > 1 and isinstance(pattern[1], str):
        base = pattern[1]
    if isinstance(pattern[0], Mapping) and any(c in pattern[0] for c in _EARLIER[component]):
        return "*"
    if base is not None and component not in ("username", "password"):
        return _base_getter(base, component)
    return "*"


def _check_exec(case: dict[str, Any], result: URLPatternResult) -> None:
    expected = case["expected_match"]
    inputs = expected.get("inputs", case["inputs"])
    assert len(result.inputs) == len(inputs)
    for got, want in zip(result.inputs, inputs, strict=True):
        if isinstance(want, str):
            assert got == want
        else:
            assert isinstance(got, Mapping)
            for component in _COMPONENTS:
                assert got.get(component) == want.get(component), component
    for component in _COMPONENTS:
        want = expected.get(component)
        if not want:
            want = {"input": "", "groups": {}}
            if component not in case.get("exactly_empty_components", ()):
                want["groups"]["0"] = ""
        got = getattr(result, component)
        assert (got.input, got.groups) == (want["input"], want["groups"]), component


def _param(index: int, case: dict[str, Any]) -> Any:
    marks = []
    if index in _KNOWN_GAPS:
        marks.append(pytest.mark.xfail(strict=True, reason=_KNOWN_GAPS[index]))
    name = f"{index}:{json.dumps(case['pattern'], ensure_ascii=False)[:60]}"
    return pytest.param(case, id=name, marks=marks)


@pytest.mark.parametrize("case", [_param(i, case) for i, case in enumerate(_CASES)])
def test_wpt_urlpattern(case: dict[str, Any]) -> None:
    if case.get("expected_obj") == "error":
        with pytest.raises((ValueError, TypeError)):
            _construct(case["pattern"])
        return
    pattern = _construct(case["pattern"])
    for component in _COMPONENTS:
        assert getattr(pattern, component) == _expected_pattern(case, component), component
    inputs = case.get("inputs", [])
    if case.get("expected_match") == "error":
        with pytest.raises(TypeError):
            pattern.test(*inputs)
        with pytest.raises(TypeError):
            pattern.exec(*inputs)
        return
    expected = case.get("expected_match")
    # JavaScript's !!expected_match: an object, even {}, is true.
    assert pattern.test(*inputs) is (expected is not None)
    result = pattern.exec(*inputs)
    if not isinstance(expected, Mapping):
        assert result is None
        return
    assert result is not None
    _check_exec(case, result)


def test_wpt_file_holds_the_synced_number_of_cases() -> None:
    assert len(_CASES) == 369

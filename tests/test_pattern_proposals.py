"""The two proposals WPT tests as tentative: compare_component() and generate().

urlpattern-compare-test-data.json and urlpattern-generate-test-data.json
(tests/data/urlpattern/), by the rules of WPT's tentative tests: each pattern
is ``new URLPattern(pattern)``; ``expected: null`` for generate is a throw.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance_data import URLPATTERN
from href.pattern import URLPattern, URLPatternError


def _load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((URLPATTERN / name).read_text(encoding="utf-8"))
    return cases


_COMPARE = _load("urlpattern-compare-test-data.json")
_GENERATE = _load("urlpattern-generate-test-data.json")


def _id(case: dict[str, Any]) -> str:
    return json.dumps(case, ensure_ascii=False)[:80]


@pytest.mark.parametrize("case", _COMPARE, ids=_id)
def test_wpt_compare_component(case: dict[str, Any]) -> None:
    left, right = URLPattern(case["left"]), URLPattern(case["right"])
    component, expected = case["component"], case["expected"]
    assert URLPattern.compare_component(component, left, right) == expected
    # WPT checks the reverse order too, and each pattern against itself.
    assert URLPattern.compare_component(component, right, left) == -expected
    assert URLPattern.compare_component(component, left, left) == 0
    assert URLPattern.compare_component(component, right, right) == 0


@pytest.mark.parametrize("case", _GENERATE, ids=_id)
def test_wpt_generate(case: dict[str, Any]) -> None:
    pattern = URLPattern(case["pattern"])
    if case["expected"] is None:
        with pytest.raises((URLPatternError, TypeError)):
            pattern.generate(case["component"], case["groups"])
    else:
        assert pattern.generate(case["component"], case["groups"]) == case["expected"]


def test_the_files_hold_the_synced_number_of_cases() -> None:
    assert (len(_COMPARE), len(_GENERATE)) == (25, 19)


# The messages, each pinned once.
def test_generate_names_the_missing_group() -> None:
    with pytest.raises(
        URLPatternError, match=r"^cannot generate the pathname from '/:id': no value for 'id'$"
    ):
        URLPattern({"pathname": "/:id"}).generate("pathname", {})


def test_generate_refuses_a_value_of_two_segments() -> None:
    message = r"^cannot generate the pathname: 'a/b' for 'id' is more than one segment$"
    with pytest.raises(URLPatternError, match=message):
        URLPattern({"pathname": "/:id"}).generate("pathname", {"id": "a/b"})


def test_generate_refuses_a_wildcard() -> None:
    message = r"^cannot generate the pathname from '\*': only named groups are filled$"
    with pytest.raises(URLPatternError, match=message):
        URLPattern({"pathname": "*"}).generate("pathname", {})


def test_generate_refuses_a_value_the_canonicalizer_refuses() -> None:
    message = r"^cannot generate the hostname: 'a:b' for 'h' is refused \(.*\)$"
    with pytest.raises(URLPatternError, match=message):
        URLPattern({"hostname": ":h.example"}).generate("hostname", {"h": "a:b"})


def test_an_unknown_component_is_a_type_error() -> None:
    pattern = URLPattern({"pathname": "/"})
    message = r"^compare_component\(\) expected a component name \(protocol, .*\), got 'path'$"
    with pytest.raises(TypeError, match=message):
        URLPattern.compare_component("path", pattern, pattern)
    with pytest.raises(TypeError, match=r"^generate\(\) expected a component name"):
        pattern.generate("path", {})

"""A template's first expansion, read straight from its text (href.templates._first).

It must write what the parsed parts write, expression by expression
(href.templates._expand.expand_expression), or raise the same error: held
together over the RFC 6570 suite's valid templates with their variables,
and over drawn templates and values of every kind, a URITemplate's first
expansion against its second (which the parts write).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href.templates import InvalidTemplate, URITemplate, Value, _template
from href.templates._expand import expand_expression
from href.templates._first import expand_plain
from href.templates._parse import is_plain, parse
from template_values import values
from templates_suite import Case, valid_cases


def _by_parts(template: str, variables: dict[str, Value]) -> str:
    return "".join(
        part if isinstance(part, str) else expand_expression(part, variables, template)
        for part in parse(template)
    )


def _outcome(
    expand: Callable[[str, dict[str, Value]], str], template: str, variables: dict[str, Value]
) -> object:
    try:
        return expand(template, variables)
    except (InvalidTemplate, TypeError) as error:
        return type(error), str(error)


_SUITE = [case for case in valid_cases() if is_plain(case.template)]


def test_most_of_the_suite_is_read_straight_from_its_text() -> None:
    assert len(_SUITE) > 200


@pytest.mark.parametrize("case", _SUITE, ids=[case.id for case in _SUITE])
def test_the_first_expansion_writes_what_the_parts_write(case: Case) -> None:
    template, variables = case.template, case.variables
    assert expand_plain(template, variables) == _by_parts(template, variables)


# A lone surrogate too, which has no UTF-8 encoding: an error that names the expression.
_values = st.one_of(values(), st.text(st.characters(min_codepoint=0xD7FF, max_codepoint=0xE000)))
_OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"]
_NAMES = ["a", "b", "c1", "x_y", "d.e"]
_specs = st.tuples(st.sampled_from(_NAMES), st.sampled_from(["", "*", ":1", ":3", ":9999"])).map(
    "".join
)
_expressions = st.tuples(
    st.sampled_from(_OPERATORS), st.lists(_specs, min_size=1, max_size=3).map(",".join)
).map(lambda pair: "{" + pair[0] + pair[1] + "}")
_literals = st.sampled_from(["", "/", "x", "/a/b", "?q=1&", "#", "%41", "=", ","])
_templates = st.lists(st.tuples(_literals, _expressions), min_size=1, max_size=4).map(
    lambda pairs: "".join(literal + expression for literal, expression in pairs)
)


@settings(max_examples=examples(2000), deadline=None)
@given(template=_templates, data=st.data())
def test_the_first_expansion_is_the_parts_expansion_for_drawn_templates(
    template: str, data: st.DataObject
) -> None:
    assert is_plain(template)
    variables = {name: data.draw(_values, label=name) for name in _NAMES}
    assert _outcome(expand_plain, template, variables) == _outcome(_by_parts, template, variables)


@settings(max_examples=examples(500), deadline=None)
@given(template=_templates, data=st.data())
def test_a_templates_first_and_second_expansions_agree(template: str, data: st.DataObject) -> None:
    variables = {name: data.draw(_values, label=name) for name in _NAMES}
    _template._recent.clear()  # not remembered: what follows is its first expansion
    fresh = URITemplate(template)
    outcomes = []
    for _ in range(2):
        try:
            outcomes.append(str(fresh.expand(variables)))
        except (InvalidTemplate, TypeError) as error:
            outcomes.append(f"{type(error).__name__}: {error}")
    assert outcomes[0] == outcomes[1]

"""URITemplate.partial(): the given variables expanded, every literal and other variable kept."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href.templates import InvalidTemplate, URITemplate, Value
from template_values import values

PARTIALS = [
    # "/", ".", ";", "&": one expression a variable.
    pytest.param("{/a,b,c}", {"b": 1}, "{/a}/1{/c}", id="path-middle"),
    pytest.param("{.a,b}", {"a": "x"}, ".x{.b}", id="label-first"),
    pytest.param("{;a,b}", {"b": ""}, "{;a};b", id="semicolon-empty"),
    pytest.param("{&a,b}", {"a": [1, 2]}, "&a=1,2{&b}", id="ampersand-list"),
    # "?": "?" goes to the first value written.
    pytest.param("{?a,b,c}", {"a": 1, "c": 3}, "?a=1{&b}&c=3", id="query-around"),
    pytest.param("{?a,b,c}", {"a": None, "b": 2}, "?b=2{&c}", id="query-undefined-first"),
    pytest.param("{?a,b}", {"b": None}, "{?a}", id="query-undefined-dropped"),
    # Simple, "+", "#": undefined variables drop out.
    pytest.param("{a,b}", {"a": None}, "{b}", id="simple-undefined"),
    pytest.param("{#a,b}", {"a": None, "b": None}, "", id="fragment-all-undefined"),
    pytest.param("{+a,b}", {"a": "/x", "b": "y"}, "/x,y", id="reserved-all-given"),
    # Literals and expressions untouched stay.
    pytest.param("https://{host}{/path*}", {"host": "h"}, "https://h{/path*}", id="base-url"),
    pytest.param("/a b/{x}", {"y": 1}, "/a%20b/{x}", id="literal-encoded-as-expanded"),
    pytest.param("{x:3}{?y*}", {}, "{x:3}{?y*}", id="modifiers-kept"),
]


@pytest.mark.parametrize(("text", "variables", "expected"), PARTIALS)
def test_partial(text: str, variables: dict[str, Value], expected: str) -> None:
    assert URITemplate(text).partial(variables) == URITemplate(expected)


def test_partial_takes_keywords_over_the_mapping() -> None:
    template = URITemplate("{/a,b}")
    assert str(template.partial({"a": 1, "b": 2}, b=3)) == "/1/3"
    assert str(template.partial(a=1)) == "/1{/b}"
    assert template.partial() == template


IMPOSSIBLE = [
    pytest.param(
        "{a,b}",
        {"a": 1},
        "cannot expand '{a,b}' of '{a,b}' in part: 'a' given and 'b' not, and the ',' between "
        "them is written only when both sides are defined; no RFC 6570 expression writes "
        "that, so give all of its variables or none",
        id="simple",
    ),
    pytest.param(
        "x{#a,b}",
        {"b": ""},
        "cannot expand '{#a,b}' of 'x{#a,b}' in part: 'b' given and 'a' not, and the ',' "
        "between them is written only when both sides are defined; no RFC 6570 expression "
        "writes that, so give all of its variables or none",
        id="fragment",
    ),
    pytest.param(
        "{?a,b}",
        {"b": 1},
        "cannot expand '{?a,b}' of '{?a,b}' in part: 'b' is given and 'a' not, and 'b' is "
        "written after '?' if they are undefined and '&' if not; no RFC 6570 expression "
        "writes that, so give all of its variables or none",
        id="query",
    ),
]


@pytest.mark.parametrize(("text", "variables", "message"), IMPOSSIBLE)
def test_partial_refuses_what_no_template_can_write(
    text: str, variables: dict[str, Value], message: str
) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$") as raised:
        URITemplate(text).partial(variables)
    assert not isinstance(raised.value, InvalidTemplate)


def test_partial_checks_given_values_as_expand_does() -> None:
    with pytest.raises(InvalidTemplate, match="applies to strings only"):
        URITemplate("{/x:2}").partial(x=["a"])
    with pytest.raises(TypeError, match="the value of 'x' must be"):
        URITemplate("{/x}").partial(x=object())  # type: ignore[arg-type]  # on purpose


TEMPLATES = [
    "{a}{b}",
    "{+a}{#b,c}",
    "/x{/a,b*}{.c:2}",
    "{;a,b*,c}",
    "{?a,b,c}{&d*}",
    "https://h{/a}/k{?b,c:3}#{d}",
]


@settings(max_examples=examples(500), deadline=None)
@given(st.sampled_from(TEMPLATES), st.data())
def test_partial_then_expand_is_expand_for_drawn_values(text: str, data: st.DataObject) -> None:
    template = URITemplate(text)
    drawn = {
        name: data.draw(values(prefixed=":" in text), label=name) for name in template.variables
    }
    given_names = data.draw(st.sets(st.sampled_from(template.variables)), label="given")
    part = {name: value for name, value in drawn.items() if name in given_names}
    rest = {name: value for name, value in drawn.items() if name not in given_names}
    try:
        partial = template.partial(part)
    except InvalidTemplate:
        with pytest.raises(InvalidTemplate):
            template.expand(drawn)
        return
    except ValueError as error:
        assert "in part" in str(error)
        return
    assert partial.expand(rest) == template.expand(drawn)

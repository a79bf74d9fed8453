"""href.templates.URITemplate: parsing, expansion, partial expansion and matching.

The RFC 6570 suite runs in tests/test_templates_conformance.py; these are the
API's own cases: the value types, every error message, partial expansion
and matching, and properties over drawn values.
"""

from __future__ import annotations

import pickle
import re

import pytest

from href import URL
from href.templates import InvalidTemplate, URITemplate, Value

# -- the template as a value ---------------------------------------------------


def test_str_gives_the_text_back_exactly() -> None:
    text = "https://h/café/{+path}{?q*}%7e"
    assert str(URITemplate(text)) == text
    assert repr(URITemplate(text)) == f"URITemplate({text!r})"


def test_templates_compare_and_hash_by_text() -> None:
    assert URITemplate("{a}") == URITemplate("{a}")
    assert URITemplate("{a}") != URITemplate("{b}")
    assert URITemplate("{a}") != "{a}"
    assert len({URITemplate("{a}"), URITemplate("{a}"), URITemplate("{b}")}) == 2


def test_templates_pickle() -> None:
    template = URITemplate("/u{/id}{?q}")
    assert pickle.loads(pickle.dumps(template)) == template


def test_variables_are_the_names_in_order_of_first_use() -> None:
    template = URITemplate("{/user}/repos{?page,per_page}{&page}{#frag:3}")
    assert template.variables == ("user", "page", "per_page", "frag")
    assert URITemplate("https://h/").variables == ()


def test_a_str_subclass_is_read_as_its_text() -> None:
    class Text(str):
        __slots__ = ()

    template = URITemplate(Text("{a}"))
    assert type(str(template)) is str
    assert template.expand(a=Text("b")) == URL("b")


@pytest.mark.parametrize("text", [None, b"{a}", 1])
def test_a_template_must_be_str(text: object) -> None:
    with pytest.raises(TypeError, match=r"^URITemplate\(\) expected str, got "):
        URITemplate(text)  # type: ignore[arg-type]  # the wrong type on purpose


# -- invalid templates: each message pinned --------------------------------------

INVALID = [
    pytest.param(
        "/users/{id",
        "invalid template '/users/{id': '{' at position 7 is never closed; "
        "write '%7B' for a literal brace",
        None,
        7,
        id="unclosed",
    ),
    pytest.param(
        "/users/id}",
        "invalid template '/users/id}': '}' at position 9 closes no '{'; "
        "write '%7D' for a literal brace",
        None,
        9,
        id="stray-close",
    ),
    pytest.param(
        "/a{=path}",
        "invalid template '/a{=path}': the operator '=' is reserved by RFC 6570 and means "
        "nothing yet, in expression '{=path}' at position 2",
        "{=path}",
        2,
        id="reserved-operator",
    ),
    pytest.param(
        "{$var}",
        "invalid template '{$var}': '$' cannot be in a variable name, in expression "
        "'{$var}' at position 0",
        "{$var}",
        0,
        id="unknown-operator",
    ),
    pytest.param(
        "/r{?x, y}",
        "invalid template '/r{?x, y}': ' ' cannot be in a variable name, in expression "
        "'{?x, y}' at position 2",
        "{?x, y}",
        2,
        id="space-in-name",
    ),
    pytest.param(
        "{var:0}",
        "invalid template '{var:0}': the prefix length '0' of 'var' is not a number from 1 "
        "to 9999, in expression '{var:0}' at position 0",
        "{var:0}",
        0,
        id="prefix-0",
    ),
    pytest.param(
        "{var:10000}",
        "invalid template '{var:10000}': the prefix length '10000' of 'var' is not a number "
        "from 1 to 9999, in expression '{var:10000}' at position 0",
        "{var:10000}",
        0,
        id="prefix-over-9999",
    ),
    pytest.param(
        "x{}",
        "invalid template 'x{}': an expression needs a variable name, in expression '{}' "
        "at position 1",
        "{}",
        1,
        id="empty-expression",
    ),
    pytest.param(
        "{x,}",
        "invalid template '{x,}': an empty variable name, in expression '{x,}' at position 0",
        "{x,}",
        0,
        id="empty-name",
    ),
    pytest.param(
        "{x..y}",
        "invalid template '{x..y}': 'x..y' is not a variable name (letters, digits, '_' and "
        "escapes, with single dots between them), in expression '{x..y}' at position 0",
        "{x..y}",
        0,
        id="double-dot",
    ),
    pytest.param(
        "a\ud800{x}",
        "invalid template 'a\\ud800{x}': the lone surrogate '\\ud800' at position 1 has no "
        "UTF-8 encoding",
        None,
        1,
        id="lone-surrogate",
    ),
]


@pytest.mark.parametrize(("text", "message", "expression", "position"), INVALID)
def test_an_invalid_template_is_refused_naming_expression_and_position(
    text: str, message: str, expression: str | None, position: int
) -> None:
    with pytest.raises(InvalidTemplate, match=f"^{re.escape(message)}$") as raised:
        URITemplate(text)
    error = raised.value
    assert (error.template, error.expression, error.position) == (text, expression, position)
    assert isinstance(error, ValueError)
    again = pickle.loads(pickle.dumps(error))
    assert (str(again), again.template, again.position) == (message, text, position)


# -- expansion ------------------------------------------------------------------

EXPANSIONS = [
    # Values: RFC 6570 2.3, with href's own (int, float, URL).
    pytest.param("{x}", {"x": 42}, "42", id="int"),
    pytest.param("{x}", {"x": -1.5}, "-1.5", id="float"),
    pytest.param("{?u}", {"u": URL("http://a/b?c")}, "?u=http%3A%2F%2Fa%2Fb%3Fc", id="url"),
    pytest.param("{+u}", {"u": URL("http://a/b?c")}, "http://a/b?c", id="url-reserved"),
    pytest.param("{/x*}", {"x": ("a", 1)}, "/a/1", id="tuple"),
    pytest.param("{?x*}", {"x": {"a": 1, "b": None}}, "?a=1", id="dict-none-member-left-out"),
    pytest.param("{?x}", {"x": {"b": None}}, "", id="dict-all-none-undefined"),
    pytest.param("{x}", {"x": None}, "", id="none-undefined"),
    pytest.param("{x}", {}, "", id="not-given-undefined"),
    pytest.param("{;x}", {"x": ""}, ";x", id="empty-named-semicolon"),
    pytest.param("{?x}", {"x": ""}, "?x=", id="empty-named-query"),
    pytest.param("{x:2}", {"x": "ébc"}, "%C3%A9b", id="prefix-counts-characters"),
    # Literals: RFC 6570 3.1.
    pytest.param("a b{x}", {"x": 1}, "a%20b1", id="literal-space-encoded"),
    pytest.param("/%{x}%41", {"x": 1}, "/%251%41", id="literal-lone-percent-encoded"),
    pytest.param("/it's/", {}, "/it's/", id="literal-reserved-kept"),
    pytest.param("/é", {}, "/%C3%A9", id="literal-non-ascii-encoded"),
]


@pytest.mark.parametrize(("text", "variables", "expected"), EXPANSIONS)
def test_expansion(text: str, variables: dict[str, Value], expected: str) -> None:
    assert URITemplate(text).expand(variables) == URL(expected)


def test_expansion_returns_a_url() -> None:
    url = URITemplate("https://h/{x}").expand(x="a b")
    assert type(url) is URL
    assert url.path.segments == ("a b",)


def test_keywords_win_over_the_mapping() -> None:
    template = URITemplate("{x,y}")
    assert template.expand({"x": 1, "y": 2}, y=3) == URL("1,3")
    assert template.expand(x=1) == URL("1")
    assert template.expand() == URL("")


EXPANSION_ERRORS = [
    pytest.param(
        "{x:3}",
        {"x": ["a"]},
        InvalidTemplate,
        "invalid expansion of '{x:3}': the prefix ':3' applies to strings only (RFC 6570 "
        "2.4.1), and 'x' is a list, in expression '{x:3}' at position 0",
        id="prefix-on-list",
    ),
    pytest.param(
        "/{+x:3}",
        {"x": {"a": "b"}},
        InvalidTemplate,
        "invalid expansion of '/{+x:3}': the prefix ':3' applies to strings only (RFC 6570 "
        "2.4.1), and 'x' is a dict, in expression '{+x:3}' at position 1",
        id="prefix-on-dict",
    ),
    pytest.param(
        "http://h:{port}/",
        {"port": "x"},
        InvalidTemplate,
        "invalid expansion of 'http://h:{port}/': 'http://h:x/' is not a URL (invalid port "
        "'x' in 'http://h:x/': not a decimal number)",
        id="not-a-url",
    ),
    pytest.param(
        "{x}",
        {"x": "\ud800"},
        InvalidTemplate,
        "invalid expansion of '{x}': a value of '{x}' holds a lone surrogate, which has no "
        "UTF-8 encoding, at position 0",
        id="lone-surrogate",
    ),
    pytest.param(
        "{x}",
        {"x": object()},
        TypeError,
        "the value of 'x' must be str, int, float, URL, a list or tuple of those, a dict of "
        "them, or None (undefined); got object",
        id="object",
    ),
    pytest.param(
        "{x}",
        {"x": True},
        TypeError,
        "the value of 'x' must be str, int, float, URL, a list or tuple of those, a dict of "
        "them, or None (undefined); got bool",
        id="bool-not-a-number",
    ),
    pytest.param(
        "{x}",
        {"x": b"ab"},
        TypeError,
        "the value of 'x' must be str, int, float, URL, a list or tuple of those, a dict of "
        "them, or None (undefined); got bytes",
        id="bytes",
    ),
    pytest.param(
        "{x}",
        {"x": ["a", None]},
        TypeError,
        "the items of 'x' must be str, int, float or URL (a list's items and a dict's keys "
        "and values); got NoneType",
        id="none-in-list",
    ),
]


@pytest.mark.parametrize(("text", "variables", "error", "message"), EXPANSION_ERRORS)
def test_expansion_errors(
    text: str, variables: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=f"^{re.escape(message)}$"):
        URITemplate(text).expand(variables)  # type: ignore[arg-type]  # wrong types on purpose

"""The URI template fuzz target: templates (RFC 6570) parsed, expanded, partly expanded, matched.

``templates`` draws a template (a seed, raw text, or expressions and literals put
together from tables of operators, names, modifiers and awkward literal text), values
for its variables, and a URL. Only ``InvalidTemplate`` may come out of parsing and
expansion (``TypeError`` too, though the values drawn are all of documented types);
``partial`` may also refuse a split with its documented ``ValueError`` (``in part``),
and ``match`` an ambiguous template with its own (``cannot match URLs against``). And:

- ``str(URITemplate(text)) == text``;
- ``t.partial(a).expand(b) == t.expand(a | b)``;
- ``t.match(t.expand(v))`` is not None, and expanding it gives that URL again (up to
  equivalent spelling); and for any URL that matches, expanding the match gives it.
"""

from __future__ import annotations

from typing import Final

from fuzz.findings import Refused, attempt, check, fail
from fuzz.inputs import Source, pick, url_text, value_text

from href import URL, InvalidURL
from href.templates import InvalidTemplate, URITemplate, Value

__all__ = ["TEMPLATE_SEEDS", "templates"]

#: Seeds: RFC 6570's own examples, and templates of each operator.
TEMPLATE_SEEDS: Final = (
    "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
    "http://example.com/~{username}/",
    "http://example.com/dictionary/{term:1}/{term}",
    "http://example.com/search{?q,lang}",
    "{+path}/here",
    "X{.list*}",
    "{/list*,path:4}",
    "{;keys*}",
    "{?x,y,empty}{&list*}",
    "{#keys*}",
    "/base{/group_id,first_name}/pages{/page,lang}{?format,q}",
    "café/{var}",
    "{?assoc_special_chars*}",
)
_OPERATORS: Final = ("", "", "+", "#", ".", "/", ";", "?", "&", "=", "!", "$", "|", "*")
_NAMES: Final = ("a", "b", "c", "list", "keys", "a.b", "%41", "x y", "", "1", "_")
_MODIFIERS: Final = ("", "", "*", ":1", ":3", ":9999", ":0", ":10000", ":", "**")
_LITERALS: Final = (
    "/", "/x", "?", "&", "#", "=", ",", ".", ";", "a", "é", " ", "%", "%41", "%zz", "{",
    "}", "'", "\\", "\x00", "\ud800", "http://h", "https://h:8080/", "//",
)  # fmt: skip
_KEYS: Final = ("a", "b", "", "=", "a b", "é")


def _template_text(source: Source) -> str:
    literal = source.literal()
    if literal is not None:
        return literal
    mode = source.integer(0, 7)
    if mode == 0:
        return source.text(40)
    if mode == 1:
        return pick(source, TEMPLATE_SEEDS)
    parts: list[str] = []
    for _ in range(source.integer(1, 5)):
        if source.integer(0, 2) == 0:
            parts.append(pick(source, _LITERALS))
            continue
        specs = [
            pick(source, _NAMES) + pick(source, _MODIFIERS) for _ in range(source.integer(1, 3))
        ]
        parts.append("{" + pick(source, _OPERATORS) + ",".join(specs) + "}")
    return "".join(parts)


def _scalar(source: Source) -> str | int | float | URL:
    kind = source.integer(0, 5)
    if kind == 0:
        return source.integer(-(2**40), 2**40)
    if kind == 1:
        return source.integer(-1000, 1000) / 8
    if kind == 2:
        return URL("http://a/b?c=d#e")
    return value_text(source)


def _value(source: Source) -> Value:
    kind = source.integer(0, 5)
    if kind == 0:
        return None
    if kind <= 2:
        return _scalar(source)
    if kind == 3:
        return [_scalar(source) for _ in range(source.integer(0, 3))]
    if kind == 4:
        return tuple(_scalar(source) for _ in range(source.integer(0, 3)))
    return {
        pick(source, _KEYS): (_scalar(source) if source.integer(0, 3) else None)
        for _ in range(source.integer(0, 3))
    }


def _expanding(error: BaseException) -> bool:
    return isinstance(error, InvalidTemplate | TypeError)


def _partial_refused(error: BaseException) -> bool:
    return _expanding(error) or (isinstance(error, ValueError) and " in part: " in str(error))


def _ambiguous(error: BaseException) -> bool:
    return isinstance(error, ValueError) and str(error).startswith("cannot match URLs against")


def _same(a: URL, b: URL) -> bool:
    return a == b or a.equivalent(b)


def templates(source: Source) -> None:
    """Parse, expand, partly expand and match a drawn template."""
    text = _template_text(source)
    template = attempt(
        "templates:parse",
        f"URITemplate({text!r})",
        lambda: URITemplate(text),
        allowed=lambda error: isinstance(error, InvalidTemplate),
    )
    if isinstance(template, Refused):
        return
    check(str(template) == text, "templates:str", f"str(URITemplate({text!r})) changed it")
    values = {name: _value(source) for name in template.variables}
    what = f"URITemplate({text!r}).expand({values!r})"
    url = attempt("templates:expand", what, lambda: template.expand(values), allowed=_expanding)
    given = {name: value for name, value in values.items() if source.boolean()}
    rest = {name: value for name, value in values.items() if name not in given}
    partial = attempt(
        "templates:partial",
        f"URITemplate({text!r}).partial({given!r})",
        lambda: template.partial(given),
        allowed=_partial_refused,
    )
    if not isinstance(partial, Refused) and not isinstance(url, Refused):
        again = attempt(
            "templates:partial-expand",
            f"{partial!r}.expand({rest!r})",
            lambda: partial.expand(rest),
            allowed=_expanding,
        )
        check(
            again == url,
            "templates:partial-differs",
            f"{what} = {url!r} but .partial({given!r}).expand({rest!r}) = {again!r}",
        )
    if not isinstance(url, Refused):
        _check_match(template, url, f"{what} = {url!r}")
    other = url_text(source)
    try:
        other_url = URL(other)
    except InvalidURL:
        return
    _check_match(template, other_url, f"URITemplate({text!r}) and {other!r}", expansion=False)


def _check_match(template: URITemplate, url: URL, what: str, *, expansion: bool = True) -> None:
    found = attempt(
        "templates:match", f"match() of {what}", lambda: template.match(url), allowed=_ambiguous
    )
    if isinstance(found, Refused):
        return
    if found is None:
        if expansion:
            fail("templates:match-none", f"match() of {what} is None")
        return
    again = attempt(
        "templates:match-expand",
        f"expand({found!r}) of the match of {what}",
        lambda: template.expand(found),
        allowed=lambda _: False,
    )
    check(
        not isinstance(again, Refused) and _same(again, url),
        "templates:match-differs",
        f"match() of {what} = {found!r}, which expands to {again!r}",
    )

"""Template text to its parts: literal text (as section 3.1 writes it) and expressions.

RFC 6570 section 2 is the grammar. A template is parsed once, into a tuple of
parts that expansion, partial expansion and matching walk without reading the
text again: a literal is kept already encoded, an expression as its operator's
row of the table of appendix A and its variable specifications.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple, TypeAlias

from href._bounded import BoundedMemory
from href._grammar import GEN_DELIMS, SUB_DELIMS, UNRESERVED
from href._quote import quote
from href.templates._errors import InvalidTemplate

__all__ = [
    "OPERATORS",
    "OPERATOR_OF",
    "SIMPLE",
    "Expression",
    "Operator",
    "Part",
    "VarSpec",
    "expression",
    "is_plain",
    "parse",
]


class Operator(NamedTuple):
    """One row of RFC 6570 appendix A's table: how an operator writes its values."""

    char: str  # as written after "{" ("" for simple string expansion)
    first: str
    sep: str
    named: bool
    ifemp: str
    reserved: bool  # allow reserved characters and escapes as they are (U+R)


class VarSpec(NamedTuple):
    """A variable of an expression: its name, prefix length (0: none) and explode."""

    name: str
    prefix: int
    explode: bool

    def text(self) -> str:
        """The specification as written: ``name``, ``name:3`` or ``name*``."""
        if self.explode:
            return f"{self.name}*"
        return f"{self.name}:{self.prefix}" if self.prefix else self.name


class Expression(NamedTuple):
    """An expression: its text (braces included), position, operator and variables."""

    text: str
    position: int
    operator: Operator
    varspecs: tuple[VarSpec, ...]


Part: TypeAlias = str | Expression

# RFC 6570 appendix A.
OPERATORS = {
    "": Operator("", "", ",", named=False, ifemp="", reserved=False),
    "+": Operator("+", "", ",", named=False, ifemp="", reserved=True),
    "#": Operator("#", "#", ",", named=False, ifemp="", reserved=True),
    ".": Operator(".", ".", ".", named=False, ifemp="", reserved=False),
    "/": Operator("/", "/", "/", named=False, ifemp="", reserved=False),
    ";": Operator(";", ";", ";", named=True, ifemp="", reserved=False),
    "?": Operator("?", "?", "&", named=True, ifemp="=", reserved=False),
    "&": Operator("&", "&", "&", named=True, ifemp="=", reserved=False),
}
# RFC 6570 2.2: op-reserve, kept for future extensions, so an error today.
_RESERVED_OPERATORS = frozenset("=,!@|")
_EXPRESSION = re.compile(r"\{([^{}]*)\}")
# RFC 6570 2.3: varname = varchar *( ["."] varchar ), varchar = ALPHA / DIGIT
# / "_" / pct-encoded; 2.4.1: max-length = %x31-39 0*3DIGIT.
_VARNAME = re.compile(r"(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+(?:\.(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+)*")
_PREFIX = re.compile(r"[1-9][0-9]{0,3}")
# RFC 6570 3.1: a literal character allowed in a URI is copied, and so is a
# pct-encoded triplet; anything else is written as its UTF-8 escapes.
_LITERAL_KEPT = re.compile(
    rf"(?:[{re.escape(UNRESERVED + GEN_DELIMS + SUB_DELIMS)}]|%[0-9A-Fa-f]{{2}})*"
)
_LITERAL_SAFE = UNRESERVED + GEN_DELIMS + SUB_DELIMS
# A template whose literals need no encoding and whose expressions are valid,
# with names of letters, digits, "_" and dots (no escapes), the common case:
# recognised in one call. (Possessive: a piece's first character says which
# it is, and a name ends where the characters after it start, so there is
# never anything to try again.)
_WORD = r"[A-Za-z0-9_]++(?:\.[A-Za-z0-9_]++)*+"
_WORD_SPEC = rf"{_WORD}(?::{_PREFIX.pattern}|\*)?+"
_PLAIN_TEMPLATE = re.compile(
    rf"(?:[{re.escape(_LITERAL_SAFE)}]++|%[0-9A-Fa-f]{{2}}"
    rf"|\{{[+#./;?&]?{_WORD_SPEC}(?:,{_WORD_SPEC})*+\}})*+"
).fullmatch
#: The operators by their character; SIMPLE, simple string expansion, has none.
OPERATOR_OF = {char: operator for char, operator in OPERATORS.items() if char}
SIMPLE = OPERATORS[""]
_new = tuple.__new__


def parse(template: str) -> tuple[Part, ...]:
    """Split ``template`` into literal text and expressions, or raise InvalidTemplate.

    >>> parse("/a{/b}")
    ('/a', Expression(text='{/b}', position=2, operator=Operator(char='/', ...), ...))
    """
    if not _PLAIN_TEMPLATE(template):
        return _parse_checking(template)
    # Every literal is kept as written and every expression is valid, so
    # each "{" starts a body that the next "}" ends: str.split and
    # str.partition cut the text (a regular expression's split costs more).
    pieces = template.split("{")
    first = pieces[0]
    parts: list[Part] = [first] if first else []
    position = len(first)
    for piece in pieces[1:]:
        body, _, literal = piece.partition("}")
        known = _recent.get(body)
        if known is None:
            known = _read_body(body)
        parts.append(_new(Expression, (f"{{{body}}}", position, known[0], known[1])))
        position += len(body) + 2
        if literal:
            parts.append(literal)
            position += len(literal)
    return tuple(parts)


def is_plain(template: str) -> bool:
    """Whether ``template`` is valid with literals kept as written: :func:`parse`'s fast case.

    >>> is_plain("/a{/b}{?c,d*}"), is_plain("/ä{b}"), is_plain("{b")
    (True, False, False)
    """
    return _PLAIN_TEMPLATE(template) is not None


def expression(body: str, position: int) -> Expression:
    """The expression ``{body}`` at ``position`` of a template that :func:`is_plain` takes."""
    known = _recent.get(body)
    if known is None:
        known = _read_body(body)
    return _new(Expression, (f"{{{body}}}", position, known[0], known[1]))


def _read_body(body: str) -> tuple[Operator, tuple[VarSpec, ...]]:
    # ``body`` is valid (_PLAIN_TEMPLATE): its operator and variables, remembered.
    operator = OPERATOR_OF.get(body[0])
    if operator is None:
        operator, specs = SIMPLE, body
    else:
        specs = body[1:]
    if specs.isalnum() or ("," not in specs and specs[-1] != "*" and ":" not in specs):
        # One variable, written as its name: most expressions.
        known: tuple[Operator, tuple[VarSpec, ...]] = (
            operator,
            (_new(VarSpec, (specs, 0, False)),),
        )
    else:
        varspecs: list[VarSpec] = []
        for spec in specs.split(","):
            if spec[-1] == "*":
                varspecs.append(_new(VarSpec, (spec[:-1], 0, True)))
            elif ":" in spec:
                name, _, prefix = spec.partition(":")
                varspecs.append(_new(VarSpec, (name, int(prefix), False)))
            else:
                varspecs.append(_new(VarSpec, (spec, 0, False)))
        known = (operator, tuple(varspecs))
    # _recent.keep(body, known), written out: a call costs a fifth of this.
    if len(body) <= _RecentExpressions.max_length:
        if len(_recent) >= _RecentExpressions.maxsize:
            _recent.clear()
        _recent[body] = known
    return known


def _parse_checking(template: str) -> tuple[Part, ...]:
    # A literal to encode, or an error to find and name.
    parts: list[Part] = []
    end = 0
    for match in _EXPRESSION.finditer(template):
        if match.start() > end:
            parts.append(_literal(template, end, match.start()))
        parts.append(_expression(template, match.start(), match.group(1)))
        end = match.end()
    if end < len(template):
        parts.append(_literal(template, end, len(template)))
    return tuple(parts)


def _literal(template: str, start: int, end: int) -> str:
    text = template[start:end]
    if _LITERAL_KEPT.fullmatch(text):
        return text
    brace = min((i for i in (text.find("{"), text.find("}")) if i >= 0), default=-1)
    if brace >= 0:
        position = start + brace
        if text[brace] == "{":
            message = f"invalid template {template!r}: '{{' at position {position} is never closed"
            hint = "; write '%7B' for a literal brace"
        else:
            message = f"invalid template {template!r}: '}}' at position {position} closes no '{{'"
            hint = "; write '%7D' for a literal brace"
        raise InvalidTemplate(
            message + hint, template=template, expression=None, position=position
        )
    # Escapes stay as written; a "%" that starts none is a literal "%" (3.1).
    pieces = re.split(r"(%[0-9A-Fa-f]{2})", text)
    try:
        return "".join(
            piece if i % 2 else quote(piece, safe=_LITERAL_SAFE) for i, piece in enumerate(pieces)
        )
    except UnicodeEncodeError:
        index = next(i for i, c in enumerate(text) if "\ud800" <= c <= "\udfff")
        position = start + index
        message = (
            f"invalid template {template!r}: the lone surrogate {text[index]!r} at "
            f"position {position} has no UTF-8 encoding"
        )
        raise InvalidTemplate(
            message, template=template, expression=None, position=position
        ) from None


class _RecentExpressions(BoundedMemory[tuple[Operator, tuple[VarSpec, ...]]]):
    """Expressions read lately: templates repeat a few (``{id}``, ``{?page}``) often."""

    __slots__ = ()
    maxsize = 4096
    max_length = 256


_recent = _RecentExpressions()


def _expression(template: str, position: int, body: str) -> Expression:
    text = f"{{{body}}}"
    known = _recent.get(body)
    if known is not None:
        return Expression(text, position, *known)

    def fail(what: str) -> InvalidTemplate:
        message = (
            f"invalid template {template!r}: {what}, in expression {text!r} at position {position}"
        )
        return InvalidTemplate(message, template=template, expression=text, position=position)

    char = body[:1]
    if char in OPERATORS and char:
        operator = OPERATORS[char]
        body = body[1:]
    elif char in _RESERVED_OPERATORS:
        raise fail(f"the operator {char!r} is reserved by RFC 6570 and means nothing yet")
    else:
        operator = OPERATORS[""]
    if not body:
        raise fail("an expression needs a variable name")
    varspecs = tuple(_varspec(spec, fail) for spec in body.split(","))
    _recent.keep(text[1:-1], (operator, varspecs))
    return Expression(text, position, operator, varspecs)


def _varspec(spec: str, fail: Callable[[str], InvalidTemplate]) -> VarSpec:
    name, colon, prefix = spec.partition(":")
    explode = not colon and name.endswith("*")
    if explode:
        name = name[:-1]
    if not _VARNAME.fullmatch(name):
        if not name:
            raise fail("an empty variable name")
        bad = next((c for c in name if not (c.isascii() and (c.isalnum() or c in "_.%"))), None)
        if bad is not None:
            raise fail(f"{bad!r} cannot be in a variable name")
        raise fail(
            f"{name!r} is not a variable name (letters, digits, '_' and escapes, "
            "with single dots between them)"
        )
    if not colon:
        return VarSpec(name, 0, explode=explode)
    if not _PREFIX.fullmatch(prefix):
        raise fail(f"the prefix length {prefix!r} of {name!r} is not a number from 1 to 9999")
    return VarSpec(name, int(prefix), explode=False)

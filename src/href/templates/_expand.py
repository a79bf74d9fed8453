"""Expansion of one expression (RFC 6570 section 3.2 and appendix A).

A value is a string (``int``, ``float`` and a ``URL`` are written as their
text), a list, or an associative array; ``None`` is undefined (2.3). The
expansion of an expression is its operator's first character and its
defined variables' text joined by the operator's separator, or nothing when
none is defined.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeAlias

from href._grammar import GEN_DELIMS, SUB_DELIMS, UNRESERVED
from href._quote import component_quoter
from href._url import URL
from href.templates._errors import InvalidTemplate
from href.templates._parse import Expression, Operator

__all__ = [
    "Scalar",
    "Value",
    "encode_reserved",
    "encode_unreserved",
    "expand_expression",
    "expander",
    "is_defined",
    "scalar",
    "text_items",
]

Scalar: TypeAlias = str | int | float | URL
Value: TypeAlias = Scalar | Sequence[Scalar] | Mapping[str, Scalar | None] | None

# RFC 6570 3.2.1: U is the unreserved set; U+R adds the reserved set and
# leaves pct-encoded triplets as they are (a "%" that starts none is encoded).
encode_unreserved = component_quoter("")
_encode_outside_escapes = component_quoter(GEN_DELIMS + SUB_DELIMS)
_RESERVED_KEPT = re.compile(
    rf"(?:[{re.escape(UNRESERVED + GEN_DELIMS + SUB_DELIMS)}]|%[0-9A-Fa-f]{{2}})*"
).fullmatch
_ESCAPES = re.compile(r"(%[0-9A-Fa-f]{2})")


def encode_reserved(text: str) -> str:
    """Encode ``text`` for ``{+var}`` and ``{#var}``: reserved characters and escapes kept.

    >>> encode_reserved("/a b%2F%zz")
    '/a%20b%2F%25zz'
    """
    if "%" not in text:
        # No escape to keep: the quoter alone (which keeps what it need not
        # encode as it is, at once).
        return _encode_outside_escapes(text)
    if _RESERVED_KEPT(text):
        return text
    pieces = _ESCAPES.split(text)
    return "".join(
        [piece if i % 2 else _encode_outside_escapes(piece) for i, piece in enumerate(pieces)]
    )


def scalar(value: object, name: str) -> str:
    """The text of a string value, or TypeError naming the variable.

    >>> scalar(6, "page"), scalar(-122.427, "lat")
    ('6', '-122.427')
    """
    kind = type(value)
    if kind is str:
        return value  # type: ignore[return-value]  # kind is str
    if kind is int or kind is float:
        return str(value)
    if isinstance(value, URL):
        return str(value)
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise _unsupported(value, name)


def is_defined(value: object) -> bool:
    """Whether RFC 6570 2.3 counts ``value`` as defined (an empty string is).

    >>> is_defined(""), is_defined([]), is_defined({"a": None}), is_defined(None)
    (True, False, False, False)
    """
    if value is None:
        return False
    if isinstance(value, Mapping):
        return any(item is not None for item in value.values())
    if isinstance(value, Sequence) and not isinstance(value, str):
        return len(value) > 0
    return True


def _unsupported(value: object, name: str) -> TypeError:
    return TypeError(
        f"the value of {name!r} must be str, int, float, URL, a list or tuple of those, "
        f"a dict of them, or None (undefined); got {type(value).__name__}"
    )


def _item(value: object, name: str) -> str:
    """The text of an item (or a dict's key or value) of ``name``'s list or dict."""
    if type(value) is str:
        return value
    try:
        return scalar(value, name)
    except TypeError:
        message = (
            f"the items of {name!r} must be str, int, float or URL (a list's items and a dict's "
            f"keys and values); got {type(value).__name__}"
        )
        raise TypeError(message) from None


def _encoded(item: object, name: str, encode: Callable[[str], str]) -> str:
    """An item of ``name``'s list or dict, encoded."""
    text = item if type(item) is str else _item(item, name)
    return text if text.isalnum() and text.isascii() else encode(text)


def expand_expression(
    expression: Expression, variables: Mapping[str, object], template: str
) -> str:
    """Expand ``expression`` with ``variables`` (RFC 6570 appendix A).

    Raises:
        InvalidTemplate: for a prefix modifier on a list or dict (2.4.1), or a
            value holding a lone surrogate (which has no UTF-8 encoding).
        TypeError: for a value of another type, naming its variable.

    >>> from href.templates._parse import parse
    >>> expand_expression(parse("{?x,y,list*}")[0], {"x": 1, "list": ["a", "b c"]}, "")
    '?x=1&list=a&list=b%20c'
    """
    _, _, operator, varspecs = expression
    _, first, sep, named, ifemp, reserved = operator
    encode = encode_reserved if reserved else encode_unreserved
    items: list[str] = []
    try:
        for name, prefix, explode in varspecs:
            value = variables.get(name)
            if value is None:
                continue
            kind = type(value)
            if kind is str or kind is int or kind is float or isinstance(value, (str, URL)):
                text = value if type(value) is str else scalar(value, name)
                if prefix:
                    text = text[:prefix]
                # Letters and digits alone, the most common value, need no call.
                if not (text.isalnum() and text.isascii()):
                    text = encode(text)
                if named:
                    items.append(f"{name}={text}" if text else name + ifemp)
                else:
                    items.append(text)
            # (A dict, list or tuple before the abstract classes, whose
            # isinstance costs several times theirs.)
            elif kind is dict or (
                kind is not list and kind is not tuple and isinstance(value, Mapping)
            ):
                _expand_pairs(value, name, prefix, explode, expression, template, items)  # type: ignore[arg-type]  # a Mapping
            elif (
                kind is list
                or kind is tuple
                or (isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)))
            ):
                if not value:
                    continue  # 2.3: an empty list is undefined
                if prefix:
                    raise _prefix_on_composite(expression, template, name, prefix, "list")
                # (Letters and digits, most items, checked here: no call.)
                encoded = [
                    item
                    if type(item) is str and item.isalnum() and item.isascii()
                    else _encoded(item, name, encode)
                    for item in value  # type: ignore[attr-defined]  # a Sequence
                ]
                if not explode:
                    joined = ",".join(encoded)
                    items.append(
                        (f"{name}={joined}" if joined else name + ifemp) if named else joined
                    )
                elif named:
                    items += [f"{name}={e}" if e else name + ifemp for e in encoded]
                else:
                    items.extend(encoded)
            else:
                raise _unsupported(value, name)
    except UnicodeEncodeError:
        message = (
            f"invalid expansion of {template!r}: a value of {expression.text!r} holds a lone "
            f"surrogate, which has no UTF-8 encoding, at position {expression.position}"
        )
        raise InvalidTemplate(
            message, template=template, expression=expression.text, position=expression.position
        ) from None
    if not items:
        return ""
    return first + sep.join(items) if len(items) > 1 else first + items[0]


def _expand_pairs(  # noqa: PLR0917 - the caller's state, passed on
    value: Mapping[object, object],
    name: str,
    prefix: int,
    explode: bool,
    expression: Expression,
    template: str,
    items: list[str],
) -> None:
    operator = expression.operator
    encode = encode_reserved if operator.reserved else encode_unreserved
    # 2.3: a member whose value is undefined is left out, and an array whose
    # members are all undefined is itself undefined.
    pairs = [
        (
            key
            if type(key) is str and key.isalnum() and key.isascii()
            else _encoded(key, name, encode),
            item
            if type(item) is str and item.isalnum() and item.isascii()
            else _encoded(item, name, encode),
        )
        for key, item in value.items()
        if item is not None
    ]
    if not pairs:
        return
    if prefix:
        raise _prefix_on_composite(expression, template, name, prefix, "dict")
    if not explode:
        joined = ",".join([f"{key},{item}" for key, item in pairs])
        items.append(f"{name}={joined}" if operator.named else joined)
    elif operator.named:
        items += [f"{key}={item}" if item else key + operator.ifemp for key, item in pairs]
    else:
        items += [f"{key}={item}" for key, item in pairs]


def _prefix_on_composite(
    expression: Expression, template: str, name: str, prefix: int, kind: str
) -> InvalidTemplate:
    message = (
        f"invalid expansion of {template!r}: the prefix ':{prefix}' applies to strings only "
        f"(RFC 6570 2.4.1), and {name!r} is a {kind}, in expression {expression.text!r} at "
        f"position {expression.position}"
    )
    return InvalidTemplate(
        message, template=template, expression=expression.text, position=expression.position
    )


def text_items(
    operator: Operator, specs: Iterable[tuple[str, int]], variables: Mapping[str, object]
) -> list[str] | None:
    """The items an expression writes (3.2.1), if each variable is text or undefined.

    ``specs`` are the variables' names and prefixes (0: none); an explode
    changes nothing for text (2.4.2). None at the first value of another
    type, or one that has no UTF-8 encoding: ``expand_expression`` then
    writes it, or names what is wrong.

    >>> from href.templates._parse import OPERATORS
    >>> text_items(OPERATORS["?"], [("q", 0), ("page", 2), ("x", 0)], {"q": "a b", "page": "123"})
    ['q=a%20b', 'page=12']
    """
    _, _, _, named, ifemp, reserved = operator
    encode = encode_reserved if reserved else encode_unreserved
    items = []
    for name, prefix in specs:
        value = variables.get(name)
        if value is None:
            continue
        if type(value) is not str:
            return None
        if prefix:
            value = value[:prefix]
        # Letters and digits alone, most values, need no call.
        if not (value.isalnum() and value.isascii()):
            try:
                value = encode(value)
            except UnicodeEncodeError:
                return None
        if named:
            value = f"{name}={value}" if value else name + ifemp
        items.append(value)
    return items


def expander(expression: Expression, template: str) -> Callable[[Mapping[str, object]], str]:
    """``expand_expression`` for one expression, made once: a function of the variables.

    An expression of one variable without a prefix (``{id}``, ``{/number}``,
    ``{?page}``: most of them) given a ``str`` is written at once; any other
    value, or any other expression, goes through ``expand_expression``, which
    gives the same text.

    >>> from href.templates._parse import parse
    >>> expander(parse("{?q}")[0], "{?q}")({"q": "a b"})
    '?q=a%20b'
    """
    if len(expression.varspecs) != 1 or expression.varspecs[0].prefix:
        operator = expression.operator
        specs = [(spec.name, spec.prefix) for spec in expression.varspecs]

        def expand_many(variables: Mapping[str, object]) -> str:
            items = text_items(operator, specs, variables)
            if items is None:
                return expand_expression(expression, variables, template)
            return operator.first + operator.sep.join(items) if items else ""

        return expand_many
    name = expression.varspecs[0].name
    _, first, _, named, ifemp, reserved = expression.operator
    encode = encode_reserved if reserved else encode_unreserved
    if named:
        start, empty = f"{first}{name}=", f"{first}{name}{ifemp}"
    else:
        start = empty = first

    def expand_one(variables: Mapping[str, object]) -> str:
        value = variables.get(name)
        if type(value) is not str:
            if value is None:
                return ""
            return expand_expression(expression, variables, template)
        if not value:
            return empty
        if value.isalnum() and value.isascii():
            return start + value
        try:
            return start + encode(value)
        except UnicodeEncodeError:
            return expand_expression(expression, variables, template)  # raises, naming it

    return expand_one

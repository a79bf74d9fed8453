"""The application/x-www-form-urlencoded codec (HTML's form encoding).

``parse_form`` reads query text as ``urllib.parse.parse_qsl`` reads text;
``encode_form`` writes pairs the way :class:`href.Query` builders need them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from href._grammar import QUERY_VALUE_SAFE
from href._quote import component_quoters, unquote

__all__ = [
    "encode_form",
    "encode_form_ascii",
    "encode_form_pair",
    "encode_form_text",
    "parse_form",
]


def parse_form(
    text: str,
    *,
    keep_blank_values: bool = False,
    strict_parsing: bool = False,
    encoding: str = "utf-8",
    errors: str = "replace",
    max_num_fields: int | None = None,
    separator: str = "&",
    decode: Callable[[str], str] | None = None,
    describe: Callable[[str], str] = repr,
    plus: bool = True,
) -> list[tuple[str, str]]:
    """Split form-encoded ``text`` into decoded (name, value) pairs, in order.

    A piece without ``=`` is a name with an empty value (kept only with
    ``keep_blank_values``, as are empty values); empty pieces are skipped
    unless ``strict_parsing``, which also refuses pieces without ``=``.
    ``decode``, if given, is called on each name and then its value, after
    unquoting, and returns what to keep (:mod:`href.compat` checks there
    that bytes input decodes to ASCII, failing where ``urllib.parse`` fails).
    ``describe`` writes a malformed field in its error message. ``plus=False``
    reads ``+`` as a plus, as RFC 3986 alone does (``mailto:``, RFC 6068).

    Raises:
        ValueError: for an empty separator, more than ``max_num_fields``
            fields, or (with ``strict_parsing``) a malformed field.

    >>> parse_form("a=1&b=x+y%21&c", keep_blank_values=True)
    [('a', '1'), ('b', 'x y!'), ('c', '')]
    >>> parse_form("b=x+y%20z", plus=False)
    [('b', 'x+y z')]
    """
    if not separator or not isinstance(separator, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    if max_num_fields is not None:
        fields = 1 + text.count(separator) if text else 0
        if max_num_fields < fields:
            msg = "Max number of fields exceeded"
            raise ValueError(msg)
    pairs: list[tuple[str, str]] = []
    for field in text.split(separator) if text else ():
        if not field and not strict_parsing:
            continue
        name, equals, value = field.partition("=")
        if not equals:
            if strict_parsing:
                msg = f"bad query field: {describe(field)}"
                raise ValueError(msg)
            if not keep_blank_values:
                continue
        if value or keep_blank_values:
            # unquote() returns text without "%" as it is, whatever the
            # encoding; testing here first saves the call.
            if plus:
                name = name.replace("+", " ")
            if "%" in name:
                name = unquote(name, encoding, errors)
            if decode is not None:
                name = decode(name)
            if plus:
                value = value.replace("+", " ")
            if "%" in value:
                value = unquote(value, encoding, errors)
            if decode is not None:
                value = decode(value)
            pairs.append((name, value))
    return pairs


#: ``quote_plus(text, QUERY_VALUE_SAFE)``: one form-encoded name or value; the
#: second for ASCII text that is not letters and digits alone (component_quoters).
encode_form_text, encode_form_ascii = component_quoters(QUERY_VALUE_SAFE, plus=True)


def encode_form_pair(name: str, value: str) -> str:
    """Encode one pair as ``name=value``, escaping what would split or end it.

    >>> encode_form_pair("q", "a b&c=d#e+f")
    'q=a+b%26c%3Dd%23e%2Bf'
    """
    return f"{encode_form_text(name)}={encode_form_text(value)}"


def encode_form(pairs: Iterable[tuple[str, str]]) -> str:
    """Encode (name, value) pairs as form-urlencoded text joined with ``&``.

    >>> encode_form([("a", "1"), ("b", "ä")])
    'a=1&b=%C3%A4'
    """
    return "&".join(encode_form_pair(name, value) for name, value in pairs)

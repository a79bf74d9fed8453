"""A URL Pattern and the serialized-URL check in RE2's syntax, for pyarrow's compute functions.

``pyarrow.compute.match_substring_regex`` runs RE2 over a whole column in C++,
a tenth of the time of a Python loop of ``re`` calls. RE2 has no lookaround,
so the Python expressions of :mod:`href.pattern._combined` do not carry
over; this module writes, for text that :data:`SERIALIZED` takes, one
lookaround-free expression whose every match splits the text where its
delimiters fall, and leaves everything else (a ``(regexp)`` group, case
folding beyond ASCII, a path pattern that may not start with ``/``) to the
row-by-row path. tests/test_arrow_pattern_re2.py holds both to ``URLPattern.test``.
"""

from __future__ import annotations

from href.pattern._component import Component, generate_regex
from href.pattern._init import COMPONENTS
from href.pattern._parts import Modifier, PartType
from href.pattern._urlpattern import URLPattern, compiled
from href.whatwg._encode import FRAGMENT_SAFE, PATH_SAFE, SPECIAL_QUERY_SAFE

__all__ = ["NOT_SERIALIZED_PREFIX", "SERIALIZED", "serialized_pattern"]


def _literal(char: str) -> str:
    """``char`` as RE2 reads it literally, in a class or out of one."""
    return char if char.isascii() and char.isalnum() else "\\x{%x}" % ord(char)  # noqa: UP031


def _class(chars: str) -> str:
    return "[" + "".join(_literal(c) for c in sorted(set(chars))) + "]"


def _none_of(chars: str) -> str:
    """Any one character but ``chars`` (any at all for none)."""
    if not chars:
        return "(?s:.)"
    return "[^" + "".join(_literal(c) for c in sorted(set(chars))) + "]"


_HOST_PUNCTUATION = "!\"$&'()*+,;=_`{}~-"
# A label character the domain parser keeps as it is (lower-case ASCII, no
# forbidden domain code point), as href.whatwg._fast has them.
_LABEL = "abcdefghijklmnopqrstuvwxyz0123456789" + _HOST_PUNCTUATION
# A character no IPv4 number holds (not a digit, a hex letter or "x").
_NOT_NUMBER = _class("ghijklmnopqrstuvwyz" + _HOST_PUNCTUATION)
# A host whose last label is no number ("ends in a number" would make it an
# IPv4 address): that label holds a character no number holds, or is hex
# digits and "x" starting with a letter ("de", "cafe", "cx"; "0xcafe" is a
# number).
_HOST = (
    f"(?:{_class('.' + _LABEL)}*{_NOT_NUMBER}{_class(_LABEL)}*"
    f"|(?:{_class('.' + _LABEL)}*\\.)?[a-fx][0-9a-fx]*)"
)
_IN_SEGMENT = {c for c in PATH_SAFE if c not in "/?#\\| "}
_PATH = _class("".join(_IN_SEGMENT))
# A segment starts with neither "." nor "%2", as every dot segment does.
_SEGMENT_START = _class("".join(_IN_SEGMENT - {".", "%"}))
_AFTER_PERCENT = _class("".join(_IN_SEGMENT - {"2"}))
_SEGMENT = f"(?:{_SEGMENT_START}{_PATH}*|%(?:{_AFTER_PERCENT}{_PATH}*)?)?"

#: Text the URL parser gives back unchanged, in RE2's syntax, but for a file:
#: URL whose host is "localhost" (which becomes empty), which RE2 cannot
#: refuse without a lookahead (:data:`NOT_SERIALIZED_PREFIX`): a subset of
#: ``href.whatwg._fast.is_serialized`` (no port, no segment starting "." or
#: "%2", no "|"), all ASCII, whose components fall where its delimiters do.
#: tests/test_arrow_pattern_re2.py holds it inside ``is_serialized``.
SERIALIZED = (
    f"^(?:(?:https?|wss?|ftp)://{_HOST}|file://{_HOST}?)"
    f"(?:/{_SEGMENT})+"
    f"(?:\\?{_class(SPECIAL_QUERY_SAFE.replace('#', '').replace(' ', ''))}*)?"
    f"(?:#{_class(FRAGMENT_SAFE.replace(' ', ''))}*)?$"
)


#: The one text :data:`SERIALIZED` takes that is not serialized starts so.
NOT_SERIALIZED_PREFIX = "file://localhost/"


class _Untranslatable(Exception):
    """A Python expression this module does not write in RE2's syntax."""


# Python's escapes that RE2 spells the same way and reads the same way here:
# \s and \S come only as the class [\s\S], every character in both.
_SAME_ESCAPES = frozenset("nrtvfsS")


def _translated(source: str) -> str:
    """A generated component expression (no ``(regexp)`` group) in RE2's spelling."""
    out: list[str] = []
    index = 0
    while index < len(source):
        char = source[index]
        if char != "\\":
            out.append(char)
            index += 1
            continue
        escaped = source[index + 1]
        if escaped == "u":
            out.append("\\x{" + source[index + 2 : index + 6] + "}")
            index += 6
            continue
        if escaped in _SAME_ESCAPES:
            out.append("\\" + escaped)
        elif escaped.isascii() and escaped.isalnum():
            raise _Untranslatable(source)
        else:
            out.append(_literal(escaped))
        index += 2
    return "".join(out)


def _slot(component: Component, ends: str) -> str:
    """The component's expression with its wildcards kept off ``ends``, in RE2's spelling."""
    for part in component.parts:
        fixed = part.prefix + part.suffix
        if part.type is PartType.FIXED_TEXT:
            fixed += part.value
        if any(char in ends for char in fixed):
            raise _Untranslatable(component.pattern)
    source, _ = generate_regex(component.parts, component.options, ends)
    if component.options.ignore_case:
        # Only ASCII is folded here: the text RE2 sees is ASCII, and so is
        # every character of the pattern (see serialized_pattern), where
        # Python's re and RE2 fold alike.
        return "(?i:" + _translated(source) + ")"
    return "(?:" + _translated(source) + ")"


def _optional(delimiter: str, component: Component, ends: str) -> str:
    """A port, query or fragment: its delimiter and value, or nothing where "" matches."""
    if component.matches_all:
        return "(?:" + _literal(delimiter) + _none_of(ends) + "*)?"
    value = _literal(delimiter) + _slot(component, ends)
    return "(?:" + value + ")?" if component.fullmatch("") is not None else value


def _starts_with_slash(component: Component) -> bool:
    """Whether every value the path pattern matches starts with "/"."""
    first = component.parts[0] if component.parts else None
    if first is None or first.modifier in (Modifier.OPTIONAL, Modifier.ZERO_OR_MORE):
        return False
    if first.type is PartType.FIXED_TEXT:
        return first.value.startswith("/")
    return first.prefix == "/"


def serialized_pattern(pattern: URLPattern) -> str | None:
    """One RE2 expression that matches text :data:`SERIALIZED` takes iff ``pattern`` does.

    Each component's expression is ended by a delimiter that the next one
    must start with (the path's "/" included, which is why a path pattern
    must start with "/"), so a match splits the text as the parser would.
    None for a pattern it cannot write so: a ``(regexp)`` group,
    ``ignore_case`` with a character outside ASCII, fixed text holding a
    delimiter, a userinfo that must not be empty, a path pattern that may
    not start with "/".

    >>> import pyarrow as pa, pyarrow.compute as pc
    >>> whole = serialized_pattern(URLPattern("https://h/books/:id"))
    >>> pc.match_substring_regex(pa.array(["https://h/books/7", "https://h/books/7/8"]), whole)
    <pyarrow.lib.BooleanArray object at ...>
    [
      true,
      false
    ]
    >>> serialized_pattern(URLPattern({"pathname": "/books/:id(\\\\d+)"})) is None
    True
    """
    components = {name: compiled(pattern, name) for name in COMPONENTS}
    if any(component.has_regexp_groups for component in components.values()):
        return None
    if any(
        component.options.ignore_case and not component.pattern.isascii()
        for component in components.values()
    ):
        return None  # a fold RE2 and Python's re may not share ("K" for "k")
    if any(components[name].fullmatch("") is None for name in ("username", "password")):
        return None
    path = components["pathname"]
    if not path.matches_all and not _starts_with_slash(path):
        return None
    try:
        pieces = [
            _none_of(":") + "*"
            if components["protocol"].matches_all
            else _slot(components["protocol"], ":"),
            "://",
            _none_of("/:") + "*"
            if components["hostname"].matches_all
            else _slot(components["hostname"], "/:"),
            _optional(":", components["port"], "/"),
            "/" + _none_of("?#") + "*" if path.matches_all else _slot(path, "?#"),
            _optional("?", components["search"], "#"),
            _optional("#", components["hash"], ""),
        ]
    except _Untranslatable:
        return None
    return "^" + "".join(pieces) + "$"

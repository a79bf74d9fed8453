"""Decoding what a template's expression wrote: U's escapes, and U+R's own.

An expression of simple expansion (U) escapes every character of a value
but the unreserved ones, so its text decodes whole; one of reserved
expansion (U+R, ``{+x}`` and ``{#x}``) passes the value's own escapes on,
so only the escapes it wrote itself decode. A named expression's text is
read into its ``name=value`` pairs first. Text that no expansion could have
written raises ``NoMatch``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeAlias

from href._grammar import GEN_DELIMS, SUB_DELIMS, UNRESERVED
from href.templates._match_merge import Matched

__all__ = [
    "Decoder",
    "NoMatch",
    "decode_reserved",
    "decode_unreserved",
    "decode_value",
    "named_pairs",
    "unescape",
]

Decoder: TypeAlias = Callable[[str], str]

_ESCAPE_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_UNRESERVED_TEXT = re.compile(r"[A-Za-z0-9\-._~%]*").fullmatch
# The characters whose escapes U+R keeps as written ("%" has its own rule).
_KEPT = frozenset(UNRESERVED + GEN_DELIMS + SUB_DELIMS)
_HEX_PAIR = re.compile("[0-9A-Fa-f]{2}").fullmatch


class NoMatch(Exception):
    """A group's text is no expansion of its expression (raised by readers, caught by match)."""


def decode_unreserved(text: str) -> str:
    """Every escape decoded as UTF-8 (U: a value's reserved characters are all escaped)."""
    if "%" not in text:
        if not _UNRESERVED_TEXT(text):
            raise NoMatch  # a reserved character no value of U writes as it is
        return text
    if not _UNRESERVED_TEXT(text):
        raise NoMatch
    return unescape(text)


def _unescape_run(run: re.Match[str]) -> str:
    return _utf8(run.group())


def unescape(text: str) -> str:
    """Every escape of ``text`` (unreserved characters and escapes alone) decoded."""
    return _ESCAPE_RUN.sub(_unescape_run, text)


def _utf8(run: str) -> str:
    try:
        return bytes.fromhex(run.replace("%", "")).decode()
    except UnicodeDecodeError:
        raise NoMatch from None  # no expansion writes anything but UTF-8


def decode_reserved(text: str) -> str:
    """Only the escapes U+R itself writes decoded: those of characters outside U and R.

    ``{+var}`` passes a value's escapes on as they are given, so an escape of
    an unreserved or reserved character (``%41``, ``%2F``) is the value's own
    text: decoding it would change the URL the value expands to (``%41:`` is
    a path, ``A:`` a scheme). ``%25`` stays too where hex digits follow it
    (``%2541`` read as ``%41`` would expand to ``%41``), and so does an escape
    in lower case (``%c3%a9``), which the expansion never writes.
    """
    if "%" not in text:
        return text
    return _ESCAPE_RUN.sub(_decode_reserved_run, text)


def _decode_reserved_run(run: re.Match[str]) -> str:
    escapes = run.group()
    try:
        decoded = _utf8(escapes)
    except NoMatch:
        return escapes  # escapes of no UTF-8 text: given so, as U+R passes escapes on
    if decoded.isascii() and all(c in _KEPT for c in decoded):
        return escapes
    pieces: list[str] = []
    at = 0
    for char in decoded:
        width = 3 * len(char.encode())
        if char == "%":
            after = run.string[run.start() + at + 3 : run.start() + at + 5]
            pieces.append(escapes[at : at + 3] if _HEX_PAIR(after) else char)
        else:
            written = escapes[at : at + width]
            kept = char in _KEPT or written != written.upper()
            pieces.append(written if kept else char)
        at += width
    return "".join(pieces)


def decode_value(item: str, decode: Decoder, *, reserved: bool) -> Matched:
    """One unexploded variable's item: a text, or the list whose items it joins."""
    # A value's own "," is written %2C by U; a raw one separates a list's items.
    if not reserved and "," in item:
        return [decode(piece) for piece in item.split(",")]
    return decode(item)


def named_pairs(items: list[str], ifemp: str) -> list[tuple[str, str]]:
    """The ``(name, value)`` pairs, as written, of a named expression's ``items``."""
    pairs: list[tuple[str, str]] = []
    for item in items:
        name, equals, value = item.partition("=")
        # "?" and "&" write "name=" for an empty value, ";" writes "name".
        if (not equals and ifemp) or (equals and not value and not ifemp):
            raise NoMatch
        pairs.append((name, value))
    return pairs

"""The URL Standard's validation errors, by name and place (``href.whatwg.validate``).

The errors come from the parser itself: ``_parse.parse`` and the host
parser take a sink and add each non-fatal error to it where they meet it;
a fatal one is the failure they raise, which carries its name. This module
only trims the text as the parser would (reporting that too), maps the
parser's offsets back onto the caller's text and words each error.
"""

from __future__ import annotations

import re
from typing import Final

import attrs

from href._url import URL
from href.whatwg._host import Sink
from href.whatwg._messages import BAD_ESCAPE, DESCRIPTIONS
from href.whatwg._parse import ParseError, scalar_values
from href.whatwg._parse import parse as run_parser
from href.whatwg._record import Record

__all__ = ["ValidationError", "base_record", "validate"]

_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_TAB_OR_NEWLINE = re.compile("[\t\n\r]")
_SURROGATE = re.compile("[\ud800-\udfff]")


@attrs.frozen
class ValidationError:
    """One validation error the URL Standard's parsers meet: its name and where.

    ``start`` and ``end`` are code-point offsets into the text given to
    :func:`~href.whatwg.validate` (the span at fault, never empty unless the
    text is); ``fatal`` says whether the parse fails there.

    >>> from href.whatwg import validate
    >>> validate("https://example.org/a b")
    (ValidationError(name='invalid-URL-unit', start=21, end=22, fatal=False, message="' ' is not a URL code point"),)
    """  # noqa: E501 - a doctest's one line

    #: The standard's name for it, one of :data:`~href.whatwg.VALIDATION_ERRORS`.
    name: str
    #: Where the span at fault starts: a code-point offset into the text.
    start: int
    #: Where the span at fault ends (exclusive).
    end: int
    #: Whether the parser fails there (then it is the last error).
    fatal: bool
    #: What is wrong, in words, quoting the span.
    message: str


# URLs with no validation error, vouched for without running the parser:
# a special scheme's "//", a host of LDH labels that the strict ToASCII
# keeps as they are (no hyphen at either end, none at the third and fourth
# places, at most 63 characters; at most 253 in all), whose last label is no
# IPv4 number (a file: URL's host may be empty), a port of at most four
# digits (no file: URL has one), and URL units only after it
# (every "%" then checked to start an escape). tests/test_whatwg_validate.py
# checks what it takes against the parser.
_LABEL = r"(?![A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_UNITS = r"A-Za-z0-9!$&'()*+,\-./:;=@_~%"
_HOST = rf"""
    (?=[^/?\#:]{{1,253}}(?:[/?\#:]|\Z))
    (?:{_LABEL}\.)*
    (?!(?:[0-9]+|0[xX][0-9A-Fa-f]*)(?:[/?\#:]|\Z))
    {_LABEL}
"""
_fast_valid: Final = re.compile(
    rf"""
    (?:
        (?:https?|wss?|ftp)://{_HOST}(?::[1-9][0-9]{{0,3}}|)
        | file://(?:{_HOST}|)
    )
    (?:/[{_UNITS}]*|)
    (?:\?[{_UNITS}?]*|)
    (?:\#[{_UNITS}?]*|)
    """,
    re.VERBOSE,
).fullmatch
_bad_escape: Final = re.compile("%(?![0-9A-Fa-f]{2})").search


def validate(text: str, base: str | URL | None = None) -> tuple[ValidationError, ...]:
    """Return the validation errors the URL Standard's parsers meet on ``text``.

    In the order they are met, repeats included, each with the standard's
    name and its span in ``text``; the last is fatal when the parse fails.
    No error at all means that :func:`~href.whatwg.parse` takes ``text``
    as written, with nothing repaired. When ``base`` does not parse itself,
    its own errors are returned (their spans in ``base``), the last fatal.

    Raises:
        TypeError: if ``text`` is not a ``str`` or ``base`` not a ``str``,
            ``URL`` or None.

    >>> [error.name for error in validate("https:example.org/a\\\\b")]
    ['special-scheme-missing-following-solidus', 'invalid-reverse-solidus']
    >>> validate("/a", base="https://example.org/")
    ()
    >>> validate("http://h:8x/")[0].message
    "'x' is not a digit: a port is a decimal number (the URL does not parse)"
    """
    if not isinstance(text, str):
        msg = f"validate() expected str, got {type(text).__name__}"
        raise TypeError(msg)
    record = None
    if base is not None:
        base_text = _base_text(base, "validate")
        record, base_errors = base_record(base_text)
        if record is None:
            return base_errors
    if _fast_valid(text) is not None and ("%" not in text or _bad_escape(text) is None):
        return ()
    return _errors(text, record)


def base_record(base: str) -> tuple[Record | None, tuple[ValidationError, ...]]:
    """The base URL's record, or None and the errors that fail it."""
    try:
        return run_parser(base), ()
    except ParseError:
        return None, tuple(
            attrs.evolve(error, message=f"in the base URL {base!r}: {error.message}")
            for error in _errors(base, None)
        )


def _base_text(base: str | URL, caller: str) -> str:
    if isinstance(base, str | URL):
        return str(base)
    msg = f"{caller}() expected str, URL or None for base, got {type(base).__name__}"
    raise TypeError(msg)


def _errors(text: str, base: Record | None) -> tuple[ValidationError, ...]:
    """Run the parser with a sink on ``text``; map what it meets back onto ``text``."""
    found: list[tuple[str, int, int, bool]] = []
    stripped = text.strip(_C0_OR_SPACE)
    lead = len(text) - len(text.lstrip(_C0_OR_SPACE)) if stripped else len(text)
    if len(stripped) != len(text):
        # URL Standard 4.4: one error for the spaces and controls at either end.
        start, end = (0, lead) if lead else (lead + len(stripped), len(text))
        found.append(("invalid-URL-unit", start, end, False))
    kept: list[int] | None = None
    cleaned = stripped
    tab = _TAB_OR_NEWLINE.search(stripped)
    if tab is not None:
        found.append(("invalid-URL-unit", lead + tab.start(), lead + tab.end(), False))
        kept = [lead + index for index, char in enumerate(stripped) if char not in "\t\n\r"]
        cleaned = _TAB_OR_NEWLINE.sub("", stripped)
    replaced: frozenset[int] = frozenset()
    if not cleaned.isascii() and _SURROGATE.search(cleaned) is not None:
        replaced = frozenset(match.start() for match in _SURROGATE.finditer(cleaned))
        cleaned = scalar_values(cleaned)
    sink = Sink(replaced)
    fatal: tuple[str, int, int] | None = None
    try:
        run_parser(cleaned, base, errors=sink)
    except ParseError as error:
        start = error.position or 0
        fatal = (error.name, start, start + 1 if error.end is None else error.end)
    spans = [(*error, False) for error in sink]
    if fatal is not None:
        spans.append((*fatal, True))
    for name, start, end, is_fatal in spans:
        found.append(
            (name, *_place(start, end, lead, kept, length=len(cleaned), whole=len(text)), is_fatal)
        )
    return tuple(_error(text, *error) for error in found)


def _place(
    start: int, end: int, lead: int, kept: list[int] | None, *, length: int, whole: int
) -> tuple[int, int]:
    """The span ``start:end`` of the parser's text (``length`` long) in the caller's."""
    if not length:
        # Nothing left once trimmed: the whole text is at fault.
        return 0, whole
    # Never empty: an error at the end (a host missing there) marks the last code point.
    end = min(max(end, start + 1), length)
    start = min(start, end - 1)
    if kept is None:
        return lead + start, lead + end
    return kept[start], kept[end - 1] + 1


def _error(text: str, name: str, start: int, end: int, fatal: bool) -> ValidationError:
    span = text[start:end]
    unit = name == "invalid-URL-unit" and span[:1] == "%"
    message = (BAD_ESCAPE if unit else DESCRIPTIONS[name]).format(span)
    if fatal:
        message += " (the URL does not parse)"
    return ValidationError(name, start, end, fatal, message)

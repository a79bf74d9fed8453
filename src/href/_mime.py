"""MIME types as the MIME Sniffing Standard parses and serializes them (section 4).

A MIME type record is its essence (``type/subtype``, lower case) and its
parameters, an ordered map from lower-case names to values as written. The
parser is the standard's "parse a MIME type" (4.4), which the Fetch
Standard's data: URL processor runs on a data: URL's media type.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["MimeType", "parse_mime_type", "serialize_mime_type"]

#: A parsed MIME type: its essence and its parameters' (name, value) pairs in order.
MimeType = tuple[str, tuple[tuple[str, str], ...]]

# Fetch (HTTP, terminology): HTTP whitespace is tab, LF, CR and space (not form feed,
# which ASCII whitespace has); the token code points are RFC 9110's tchar.
_HTTP_WHITESPACE: Final = "\t\n\r "
_IS_TOKEN: Final = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+").fullmatch
# MIME Sniffing (terminology): tab, U+0020 to U+007E and U+0080 to U+00FF.
_IS_QUOTED_STRING_TOKEN: Final = re.compile(r"[\t\x20-\x7e\x80-\xff]*").fullmatch
_NEEDS_ESCAPE: Final = re.compile(r'(["\\])')


def parse_mime_type(text: str) -> MimeType | None:
    """Parse ``text`` by MIME Sniffing 4.4 "parse a MIME type"; None is its failure.

    >>> parse_mime_type(' Text/HTML; Charset="UTF-8"; charset=latin1; x')
    ('text/html', (('charset', 'UTF-8'),))
    >>> parse_mime_type("text / html") is None
    True
    """
    text = text.strip(_HTTP_WHITESPACE)
    slash = text.find("/")
    if slash < 0:
        return None
    kind = text[:slash]
    end = text.find(";", slash + 1)
    end = len(text) if end < 0 else end
    subtype = text[slash + 1 : end].rstrip(_HTTP_WHITESPACE)
    if not _IS_TOKEN(kind) or not _IS_TOKEN(subtype):
        return None
    essence = f"{kind}/{subtype}".lower()
    return essence, _parameters(text, end)


def _parameters(text: str, position: int) -> tuple[tuple[str, str], ...]:
    """The parameters from ``position`` (a ``;`` or the end): 4.4 step 11."""
    found: dict[str, str] = {}
    length = len(text)
    while position < length:
        position += 1  # past the ";"
        while position < length and text[position] in _HTTP_WHITESPACE:
            position += 1
        name_end = position
        while name_end < length and text[name_end] not in ";=":
            name_end += 1
        name = text[position:name_end].lower()
        position = name_end
        if position < length:
            if text[position] == ";":
                continue
            position += 1  # past the "="
        if position >= length:
            break
        if text[position] == '"':
            value, position = _quoted_string(text, position)
            end = text.find(";", position)
            position = length if end < 0 else end
        else:
            end = text.find(";", position)
            end = length if end < 0 else end
            value = text[position:end].rstrip(_HTTP_WHITESPACE)
            position = end
            if not value:
                continue
        # 4.4 step 11.10: the first of a name wins; a bad name or value is dropped.
        if name and _IS_TOKEN(name) and _IS_QUOTED_STRING_TOKEN(value) and name not in found:
            found[name] = value
    return tuple(found.items())


def _quoted_string(text: str, position: int) -> tuple[str, int]:
    """Fetch's "collect an HTTP quoted string" with extract-value, from the ``"`` at ``position``.

    >>> _quoted_string(r'"a\\"b"c', 0)
    ('a"b', 6)
    """
    pieces: list[str] = []
    position += 1
    length = len(text)
    # The next '"' and '\\' at or after the position, each found again only
    # once passed, so that no text is searched twice.
    quote = backslash = -1
    while True:
        if quote < position:
            quote = _find(text, '"', position)
        if backslash < position:
            backslash = _find(text, "\\", position)
        stop = min(quote, backslash)
        pieces.append(text[position:stop])
        position = stop + 1
        if stop == quote:
            break  # the closing quote, or the end of the text
        if position >= length:
            pieces.append("\\")  # a backslash at the end is kept as it is
            break
        pieces.append(text[position])  # the code point a backslash escapes
        position += 1
    return "".join(pieces), min(position, length)


def _find(text: str, char: str, start: int) -> int:
    """Where ``char`` is next in ``text`` from ``start``, or the text's length."""
    found = text.find(char, start)
    return len(text) if found < 0 else found


def serialize_mime_type(mime_type: MimeType) -> str:
    """Write a MIME type by MIME Sniffing 4.5: a value that is not a token is quoted.

    >>> serialize_mime_type(("text/plain", (("charset", "UTF-8"), ("title", 'a "b"'))))
    'text/plain;charset=UTF-8;title="a \\\\"b\\\\""'
    """
    essence, parameters = mime_type
    out = [essence]
    for name, value in parameters:
        written = value if _IS_TOKEN(value) else '"' + _NEEDS_ESCAPE.sub(r"\\\1", value) + '"'
        out.append(f";{name}={written}")
    return "".join(out)

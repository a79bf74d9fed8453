"""``data:`` URLs (RFC 2397) read by the Fetch Standard's data: URL processor, and written.

The Fetch Standard's data: URL processor runs on a URL record, serialized
without its fragment. :class:`href.URL` keeps text as written, so
:func:`read_data_url` first reads that text as a browser fetching it would,
with ``href.whatwg``'s parser (which percent-encodes controls and non-ASCII
characters, removes tabs and newlines, and fails where a browser's
``fetch()`` throws), and runs the processor on the record's serialization.
A URL that ``href.whatwg.parse`` returned is already that serialization and
reads the same.
"""

from __future__ import annotations

import string
from typing import Final, Self

import attrs

from href._base64 import base64_encode, forgiving_base64_decode
from href._bounded import BoundedMemory
from href._errors import InvalidURL
from href._grammar import PATH_SAFE, UNRESERVED
from href._mime import MimeType, parse_mime_type, serialize_mime_type
from href._quote import quote_from_bytes, unquote_to_bytes

__all__ = ["DataURL", "data_url_text", "read_data_url"]

#: What the processor falls back to, and what a data: URL without a type means.
DEFAULT_MIME_TYPE: Final[MimeType] = ("text/plain", (("charset", "US-ASCII"),))
# Fetch's data: URL processor, step 11: ";", any spaces, then "base64", any case.
_BASE64_SUFFIX: Final = "base64"
_ASCII_WHITESPACE: Final = "\t\n\f\r "
# What a base64 body may hold (the alphabet, padding and whitespace), deleted
# by str.translate to find what else it holds.
_NOT_BASE64: Final = str.maketrans(
    "", "", string.ascii_letters + string.digits + "+/=" + _ASCII_WHITESPACE
)
# What the URL parser keeps as it is in a data: URL's opaque path (its first
# character not "/"): RFC 3986's characters and "%", but "?" (a query, which it
# encodes otherwise) and "#" (the fragment, which the processor leaves out).
_KEPT_BY_THE_PARSER: Final = (UNRESERVED + "!$&'()*+,;=:@/%").encode("ascii")
# A percent-encoded body keeps RFC 3986's path characters but "?" (which
# would start href's view of a query) as they are.
_BODY_SAFE: Final = UNRESERVED + PATH_SAFE
# Characters a media type can hold but a data: URL cannot carry as they are:
# "," ends the media type and "#" the URL; "?" starts a query, whose spaces and
# quotes the URL parser encodes; a tab is removed; the rest are percent-encoded,
# and the processor never decodes a media type.
_UNWRITABLE: Final = frozenset(",#?\t") | frozenset(map(chr, range(0x80, 0x100)))


@attrs.frozen
class DataURL:
    """What a ``data:`` URL holds: a MIME type and a body of bytes.

    :meth:`href.URL.data` reads one by the Fetch Standard's data: URL
    processor; :meth:`href.URL.from_data` writes one.

    >>> from href import URL
    >>> data = URL("data:text/plain;charset=UTF-8;base64,w6k=").data()
    >>> data.media_type, data.parameters, data.body, data.base64
    ('text/plain', (('charset', 'UTF-8'),), b'\\xc3\\xa9', True)
    >>> data.mime_type
    'text/plain;charset=UTF-8'
    >>> data.charset
    'UTF-8'

    Attributes:
        media_type: the MIME type's essence, ``type/subtype`` in lower case.
        parameters: its parameters, ``(name, value)`` pairs in order, names in
            lower case and each once (the first one written wins).
        body: the decoded bytes.
        base64: whether the body was written in base64.

    Raises:
        TypeError: when constructed from values of other types.
        ValueError: when constructed from a media type and parameters that are
            not a MIME type's parsed form (a :meth:`href.URL.data` result always is).
    """

    media_type: str
    parameters: tuple[tuple[str, str], ...]
    body: bytes = attrs.field(repr=lambda body: f"<{len(body)} bytes>")
    base64: bool = False

    def __attrs_post_init__(self) -> None:
        for name, wanted in (("media_type", str), ("body", bytes), ("base64", bool)):
            value = getattr(self, name)
            if not isinstance(value, wanted):
                msg = f"DataURL() {name} expected {wanted.__name__}, got {type(value).__name__}"
                raise TypeError(msg)
        if not isinstance(self.parameters, tuple) or not all(
            isinstance(pair, tuple)
            and len(pair) == 2
            and all(isinstance(part, str) for part in pair)
            for pair in self.parameters
        ):
            pairs = "a tuple of (str, str) pairs"
            msg = f"DataURL() parameters expected {pairs}, got {self.parameters!r}"
            raise TypeError(msg)
        mime_type = (self.media_type, self.parameters)
        if parse_mime_type(serialize_mime_type(mime_type)) != mime_type:
            msg = (
                f"invalid MIME type {self.media_type!r} with parameters {self.parameters!r}: "
                "not what MIME Sniffing's parser gives (lower-case type/subtype and "
                "parameter names, each name once)"
            )
            raise ValueError(msg)

    @property
    def mime_type(self) -> str:
        """The MIME type serialized by the MIME Sniffing Standard (4.5): a ``Content-Type``.

        >>> from href import URL
        >>> URL('data:Text/HTML; Title="a b",x').data().mime_type
        'text/html;title="a b"'
        """
        return serialize_mime_type((self.media_type, self.parameters))

    @property
    def charset(self) -> str | None:
        """The ``charset`` parameter's value as written, or None.

        >>> from href import URL
        >>> URL("data:,x").data().charset
        'US-ASCII'
        """
        return next((value for name, value in self.parameters if name == "charset"), None)

    @classmethod
    def _of(cls, mime_type: MimeType, body: bytes, *, base64: bool) -> Self:
        # The processor's record is a parsed MIME type: skip the check.
        data = object.__new__(cls)
        object.__setattr__(data, "media_type", mime_type[0])
        object.__setattr__(data, "parameters", mime_type[1])
        object.__setattr__(data, "body", body)
        object.__setattr__(data, "base64", base64)
        return data


def read_data_url(text: str, shown: str | None = None) -> DataURL:
    """Read ``text`` (a URL) as Fetch's data: URL processor does, through ``href.whatwg``.

    ``shown`` is the text an error quotes (``text`` itself by default).

    Raises:
        InvalidURL: where the URL parser or the processor returns failure.

    >>> read_data_url("data:,A%20brief%20note").body
    b'A brief note'
    """
    shown = text if shown is None else shown
    fragment = text.find("#")
    head = text if fragment < 0 else text[:fragment]
    if (
        head[:5].lower() == "data:"
        and head[5:6] != "/"
        and head.isascii()
        # bytes.translate deletes the kept characters in C: nothing left, all kept.
        and not head.encode("ascii").translate(None, _KEPT_BY_THE_PARSER)
    ):
        # The parser would give this text back as it is (an opaque path of
        # characters it keeps, no query; the processor skips the scheme,
        # whatever its case): parsed_data_url agrees.
        return process(head, shown)
    return parsed_data_url(text, shown)


def parsed_data_url(text: str, shown: str) -> DataURL:
    """:func:`read_data_url` by the URL parser itself, which a fast path there skips."""
    # Imported here: only data: URLs need the state machine's modules.
    from href.whatwg._parse import ParseError, parse  # noqa: PLC0415
    from href.whatwg._record import serialize  # noqa: PLC0415

    try:
        record = parse(text)
    except ParseError as error:
        msg = f"invalid {error.part} in {shown!r}: {error.why}"
        raise InvalidURL(msg, url=shown, part=error.part, position=error.position) from None
    if record.scheme != "data":
        msg = f"{shown!r} is not a data: URL: its scheme is {record.scheme!r}"
        raise InvalidURL(msg, url=shown, part="scheme", position=0)
    return process(serialize(record, exclude_fragment=True), shown)


def process(serialized: str, shown: str) -> DataURL:
    """Fetch's data: URL processor on a data: URL record's serialization without fragment.

    ``shown`` is the text an error quotes.

    >>> process("data:;charset=UTF-8;base64,w6k=", "").mime_type
    'text/plain;charset=UTF-8'
    """
    mime_end = serialized.find(",", 5)  # step 3: past "data:"
    if mime_end < 0:
        msg = f"invalid data: URL {shown!r}: no ',' ends its media type"
        raise InvalidURL(msg, url=shown, part="path")
    mime_text = serialized[5:mime_end].strip(_ASCII_WHITESPACE)
    encoded_body = serialized[mime_end + 1 :]
    base64 = _ends_with_base64(mime_text)
    if not base64:
        body = unquote_to_bytes(encoded_body)
    else:
        # Step 11: the isomorphic decode of the percent-decoded body. A URL's
        # serialization is ASCII, so without a "%" that is the text itself.
        if "%" in encoded_body:
            encoded_body = unquote_to_bytes(encoded_body).decode("latin-1")
        decoded = forgiving_base64_decode(encoded_body)
        if decoded is None:
            why = _base64_fault(encoded_body)
            msg = f"invalid data: URL {shown!r}: its body is not base64 ({why})"
            raise InvalidURL(msg, url=shown, part="path")
        body = decoded
        mime_text = mime_text[: -len(_BASE64_SUFFIX)].rstrip(" ")[:-1]
    if mime_text.startswith(";"):
        mime_text = "text/plain" + mime_text
    return DataURL._of(parse_mime_type(mime_text) or DEFAULT_MIME_TYPE, body, base64=base64)


def _ends_with_base64(mime_text: str) -> bool:
    """Step 11's test: ``;``, zero or more spaces, then ``base64`` in any case, at the end."""
    if mime_text[-len(_BASE64_SUFFIX) :].lower() != _BASE64_SUFFIX:
        return False
    return mime_text[: -len(_BASE64_SUFFIX)].rstrip(" ").endswith(";")


def _base64_fault(body: str) -> str:
    """Why forgiving-base64 refused ``body``, for the error."""
    stray = body.translate(_NOT_BASE64)
    if stray:
        return f"it holds {stray[0]!r}, which is not in the base64 alphabet"
    return "a misplaced '=' or a length that leaves one character over"


def data_url_text(body: bytes, media_type: str, *, base64: bool) -> str:
    """A data: URL's text that the processor reads back as ``body`` and ``media_type``.

    ``media_type`` is written as MIME Sniffing serializes it; empty, it is left
    out (the processor's ``text/plain;charset=US-ASCII``).

    Raises:
        TypeError: if ``body`` is not bytes or ``media_type`` not a str.
        ValueError: if ``media_type`` is not a MIME type, or holds what a
            data: URL's media type cannot carry.

    >>> data_url_text(b"a b", "text/plain;charset=UTF-8", base64=False)
    'data:text/plain;charset=UTF-8,a%20b'
    >>> data_url_text(b"a b", "", base64=True)
    'data:;base64,YSBi'
    """
    if not isinstance(body, bytes | bytearray | memoryview):
        msg = f"body expected bytes, got {type(body).__name__}"
        if isinstance(body, str):
            msg += " (encode text first, and name its charset in media_type)"
        raise TypeError(msg)
    if not isinstance(media_type, str):
        msg = f"media_type expected str, got {type(media_type).__name__}"
        raise TypeError(msg)
    mime = _WRITTEN.get(media_type) if media_type else ""
    if mime is None:
        mime = _WRITTEN.keep(media_type, _writable_mime_type(media_type))
    data = bytes(body)  # the same object when it is bytes already
    if base64:
        return f"data:{mime};base64,{base64_encode(data)}"
    return f"data:{mime},{quote_from_bytes(data, _BODY_SAFE)}"


class _WrittenMediaTypes(BoundedMemory[str]):
    """The media types ``from_data()`` was given lately, as it writes them.

    A program writes a few media types again and again; parsing and
    serializing each again would cost as much as encoding an icon.
    """

    __slots__ = ()
    maxsize, max_length = 64, 256


_WRITTEN: Final = _WrittenMediaTypes()


def _writable_mime_type(media_type: str) -> str:
    parsed = parse_mime_type(media_type)
    if parsed is None:
        msg = (
            f"invalid media type {media_type!r}: not a MIME type "
            "(type/subtype, then ';name=value' parameters)"
        )
        raise ValueError(msg)
    written = serialize_mime_type(parsed)
    unwritable = next((char for char in written if char in _UNWRITABLE), None)
    if unwritable is not None:
        msg = (
            f"invalid media type {media_type!r}: a data: URL cannot carry "
            f"{unwritable!r} in its media type (the processor reads it as written)"
        )
        raise ValueError(msg)
    return written

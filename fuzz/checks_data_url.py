"""The data: URL fuzz target: url_data (``URL.data()``, ``URL.from_data()`` and the processor)."""

from __future__ import annotations

from fuzz.findings import Refused, attempt, check, must
from fuzz.inputs import Source, pick

from href import URL, DataURL, InvalidURL
from href._data_url import parsed_data_url, read_data_url
from href._mime import parse_mime_type

#: Pieces of a data: URL's media type: types, parameters, the base64 marker
#: in its spellings, and what the parsers trip on.
MEDIA_PIECES = (
    "text/plain", "TEXT/HTML", "image/svg+xml", "x/x", "a", "/", ";", ";charset=UTF-8",
    ";Charset=x", ";base64", "; base64", ";BASE64", ";base64x", ";base 64", '";"', '"',
    "\\", "=", " ", "\t", "\f", "%20", "%3B", "?", "é", "\x00", ";a=\"b\\\"c\"", "//h:1/",
)  # fmt: skip
#: Pieces of a body: base64 and its padding and whitespace, escapes, delimiters.
BODY_PIECES = (
    "QUJD", "YQ", "YR", "=", "==", " ", "\t", "\n", "%20", "%0C", "%", "%zz", "%FF",
    "%C3%A9", ",", "#", "?", "é", "𐀀", "*", "-_", "\u3000",
)  # fmt: skip


def _pieces(source: Source, options: tuple[str, ...], most: int) -> str:
    count = source.integer(0, most)
    return "".join(
        source.text(4) if source.integer(0, 6) == 0 else pick(source, options)
        for _ in range(count)
    )


def data_url_text(source: Source) -> str:
    """A data: URL's text: a seed after ``data:``, raw text, or pieces of each part."""
    literal = source.literal()
    if literal is not None:
        return literal if literal[:5].lower() == "data:" else "data:" + literal
    scheme = pick(source, ("data:", "DATA:", " data:", "data:"))
    if source.integer(0, 4) == 0:
        return scheme + source.text(40)
    comma = "," if source.integer(0, 5) else ""
    fragment = "#" + source.text(6) if source.integer(0, 4) == 0 else ""
    return (
        scheme + _pieces(source, MEDIA_PIECES, 6) + comma + _pieces(source, BODY_PIECES, 8)
    ) + fragment


def _is_invalid_url(error: BaseException) -> bool:
    return isinstance(error, InvalidURL)


def _outcome(result: DataURL | Refused) -> DataURL | str:
    return str(result.error) if isinstance(result, Refused) else result


def url_data(source: Source) -> None:
    """Read a data: URL every way href can, and write back what was read."""
    text = data_url_text(source)
    read = attempt(
        "url_data:read",
        f"read_data_url({text!r})",
        lambda: read_data_url(text),
        allowed=_is_invalid_url,
    )
    parsed = attempt(
        "url_data:parsed",
        f"parsed_data_url({text!r})",
        lambda: parsed_data_url(text, text),
        allowed=_is_invalid_url,
    )
    # The fast path for text the URL parser keeps as it is agrees with the parser.
    check(
        _outcome(read) == _outcome(parsed),
        "url_data:fast-path",
        f"{text!r}: the fast path read {_outcome(read)!r}, the parser {_outcome(parsed)!r}",
    )
    url = attempt("url_data:URL()", f"URL({text!r})", lambda: URL(text), allowed=_is_invalid_url)
    if not isinstance(url, Refused):
        data = attempt("url_data:data", f"URL({text!r}).data()", url.data, allowed=_is_invalid_url)
        check(
            isinstance(data, Refused) == isinstance(read, Refused)
            and (isinstance(data, Refused) or data == read),
            "url_data:URL.data",
            f"URL({text!r}).data() = {_outcome(data)!r}, the text read {_outcome(read)!r}",
        )
    if isinstance(read, DataURL):
        _check_written_back(read, text)
    body = source.binary(64)
    media_type = _pieces(source, MEDIA_PIECES, 4)
    base64 = source.boolean()
    written = attempt(
        "url_data:from_data",
        f"URL.from_data({body!r}, {media_type!r}, base64={base64})",
        lambda: URL.from_data(body, media_type, base64=base64),
    )
    if not isinstance(written, Refused):
        data = must("url_data:round-trip", f"{written!r}.data()", written.data)
        parsed_type = parse_mime_type(media_type) if media_type else None
        check(
            (data.body, data.base64) == (body, base64)
            and (parsed_type is None or (data.media_type, data.parameters) == parsed_type),
            "url_data:round-trip",
            f"URL.from_data({body!r}, {media_type!r}, base64={base64}) = {written!r} "
            f"reads {data!r}",
        )


def _check_written_back(read: DataURL, text: str) -> None:
    """What was read parses back from its MIME type and, written, reads the same."""
    check(
        parse_mime_type(read.mime_type) == (read.media_type, read.parameters),
        "url_data:mime-type",
        f"{text!r}: mime_type {read.mime_type!r} parses to something else",
    )
    written = attempt(
        "url_data:write-back",
        f"URL.from_data(<{text!r} read>, {read.mime_type!r}, base64={read.base64})",
        lambda: URL.from_data(read.body, read.mime_type, base64=read.base64),
    )
    if isinstance(written, Refused):
        # Only a media type a data: URL cannot carry as written is refused.
        check(
            "a data: URL cannot carry" in str(written.error),
            "url_data:write-back-refused",
            f"{text!r}: writing it back raised {written.error}",
        )
        return
    again = must("url_data:write-back", f"{written!r}.data()", written.data)
    check(again == read, "url_data:write-back", f"{text!r} read {read!r}, written back {again!r}")

"""data: URLs: the Fetch Standard's data: URL processor, scored on web-platform-tests' data.

- ``data-urls.json``: every case, as WPT's ``processing.any.js`` runs it
  (``fetch(input)``): the ``Content-Type`` (the MIME type serialized) and the
  body, or a rejection, which is the URL parser's or the processor's failure.
- ``base64.json``: every case, as ``base64.any.js`` runs it (``fetch("data:;base64,"
  + input)``): the body, or a rejection where forgiving-base64 decode fails.

The data is vendored in ``tests/data/wpt-data-urls``. Then ``URL.data()`` on
href's own URLs, the ``DataURL`` value, ``URL.from_data()`` and their errors.
"""

from __future__ import annotations

import json
import pickle
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance_data import WPT_DATA_URLS
from depth import examples
from href import URL, DataURL, InvalidURL, whatwg
from href._base64 import forgiving_base64_decode
from href._data_url import DEFAULT_MIME_TYPE, parsed_data_url, read_data_url
from href._mime import parse_mime_type

_Outcome = tuple[str, list[int]] | None  # the Content-Type and body, or a rejection


def _data_url_texts() -> list[tuple[str, _Outcome]]:
    """Each case of data-urls.json: the input, and the MIME type and body or None."""
    cases = json.loads((WPT_DATA_URLS / "data-urls.json").read_text(encoding="utf-8"))
    return [(case[0], None if case[1] is None else (case[1], case[2])) for case in cases]


def _data_url_cases() -> list[object]:
    return [
        pytest.param(text, expected, id=f"data-urls-{i}")
        for i, (text, expected) in enumerate(_data_url_texts())
    ]


def _base64_cases() -> list[object]:
    cases = json.loads((WPT_DATA_URLS / "base64.json").read_text(encoding="utf-8"))
    return [pytest.param(text, body, id=f"base64-{i}") for i, (text, body) in enumerate(cases)]


def _fetched(text: str) -> _Outcome:
    """What ``fetch(text)`` gives for a data: URL: the URL parser, then the processor."""
    try:
        data = whatwg.parse(text).data()
    except InvalidURL:
        return None
    return data.mime_type, list(data.body)


# -- web-platform-tests ------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), _data_url_cases())
def test_data_urls_json(text: str, expected: _Outcome) -> None:
    assert _fetched(text) == expected


@pytest.mark.parametrize(("text", "expected"), _base64_cases())
def test_base64_json(text: str, expected: list[int] | None) -> None:
    outcome = _fetched("data:;base64," + text)
    assert outcome == (None if expected is None else ("text/plain;charset=US-ASCII", expected))


@pytest.mark.parametrize(("text", "expected"), _base64_cases())
def test_base64_json_by_forgiving_base64_itself(text: str, expected: list[int] | None) -> None:
    # Without the URL parser, which removes tabs and newlines and encodes
    # controls and non-ASCII before the decoder sees them: the same verdicts.
    decoded = forgiving_base64_decode(text)
    assert (None if decoded is None else list(decoded)) == expected


def test_href_urls_read_as_the_standard_reads_their_text() -> None:
    # URL() keeps text as written and refuses controls; where it takes a
    # case's input, data() gives what fetch() gives for that text.
    taken = 0
    for text, expected in _data_url_texts():
        try:
            url = URL(text)
        except InvalidURL:
            continue
        taken += 1
        try:
            data = url.data()
        except InvalidURL:
            assert expected is None, text
        else:
            assert (data.mime_type, list(data.body)) == expected, text
    assert taken >= 60


# -- reading: the processor's steps on href's URLs -----------------------------

READ = [
    # Fetch's data: URL processor, step by step.
    pytest.param(
        "data:,Hello%2C%20World%21",
        "text/plain;charset=US-ASCII",
        b"Hello, World!",
        False,
        id="rfc2397-example",
    ),
    pytest.param(
        "data:text/plain;charset=UTF-8,caf%C3%A9",
        "text/plain;charset=UTF-8",
        b"caf\xc3\xa9",
        False,
        id="utf-8-text",
    ),
    pytest.param("data:image/gif;base64,R0lGODdh", "image/gif", b"GIF87a", True, id="base64"),
    pytest.param(
        "data:;base64,SGk=#frag",
        "text/plain;charset=US-ASCII",
        b"Hi",
        True,
        id="fragment-left-out",
    ),
    pytest.param("data:,a?b#c", "text/plain;charset=US-ASCII", b"a?b", False, id="query-is-body"),
    pytest.param("DATA:,x", "text/plain;charset=US-ASCII", b"x", False, id="scheme-any-case"),
    pytest.param(
        "data:,%zz%4", "text/plain;charset=US-ASCII", b"%zz%4", False, id="broken-escapes-kept"
    ),
    pytest.param(
        "data:,caf\u00e9",
        "text/plain;charset=US-ASCII",
        b"caf\xc3\xa9",
        False,
        id="iri-body-utf-8",
    ),
    pytest.param("data:x/y;a=\u00e9,z", "x/y;a=%C3%A9", b"z", False, id="iri-media-type-encoded"),
    pytest.param(
        "data:text/plain;a=b;a=c,", "text/plain;a=b", b"", False, id="first-parameter-wins"
    ),
    pytest.param(
        'data:text/plain;a="b\\"c",', 'text/plain;a="b\\"c"', b"", False, id="quoted-pair"
    ),
    pytest.param(
        "data:/a/../b,x", "text/plain;charset=US-ASCII", b"x", False, id="hierarchical-path"
    ),
    pytest.param("data:;base64,YW Jj\u00a0", None, None, True, id="nbsp-not-whitespace"),
]


@pytest.mark.parametrize(("text", "mime_type", "body", "base64"), READ)
def test_data_reads_the_media_type_and_body(
    text: str, mime_type: str | None, body: bytes | None, base64: bool
) -> None:
    url = URL(text)
    if mime_type is None:
        with pytest.raises(InvalidURL):
            url.data()
        return
    data = url.data()
    assert (data.mime_type, data.body, data.base64) == (mime_type, body, base64)


def test_data_of_a_whatwg_url_and_of_its_text_agree() -> None:
    text = "data:Text/HTML; Charset=UTF-8;base64,PGI+aGk8L2I+"
    assert whatwg.parse(text).data() == URL(text).data()


# -- the DataURL value ---------------------------------------------------------


def test_data_url_has_its_parts_and_serializes_its_mime_type() -> None:
    data = URL('data:Text/HTML; Charset=UTF-8; Title="a b";base64,PGI+').data()
    assert data.media_type == "text/html"
    assert data.parameters == (("charset", "UTF-8"), ("title", "a b"))
    assert data.charset == "UTF-8"
    assert data.mime_type == 'text/html;charset=UTF-8;title="a b"'
    assert data.body == b"<b>"
    assert data.base64 is True


def test_data_url_without_charset_says_none() -> None:
    assert URL("data:image/png;base64,").data().charset is None


def test_data_url_is_a_frozen_value() -> None:
    data = URL("data:,x").data()
    assert data == DataURL("text/plain", (("charset", "US-ASCII"),), b"x")
    assert hash(data) == hash(DataURL("text/plain", (("charset", "US-ASCII"),), b"x"))
    assert pickle.loads(pickle.dumps(data)) == data
    with pytest.raises(AttributeError):
        data.body = b"y"  # type: ignore[misc]


def test_data_url_repr_gives_the_body_length_not_the_body() -> None:
    assert repr(URL.from_data(b"x" * 10**6).data()) == (
        "DataURL(media_type='text/plain', parameters=(('charset', 'US-ASCII'),), "
        "body=<1000000 bytes>, base64=True)"
    )


DATA_URL_REFUSED = [
    pytest.param("Text/plain", (), id="upper-case-type"),
    pytest.param("text", (), id="no-subtype"),
    pytest.param("text/plain", (("Charset", "x"),), id="upper-case-name"),
    pytest.param("text/plain", (("a", "1"), ("a", "2")), id="name-twice"),
    pytest.param("text/plain", (("a", "\u0100"),), id="value-beyond-latin-1"),
]


@pytest.mark.parametrize(("media_type", "parameters"), DATA_URL_REFUSED)
def test_data_url_refuses_what_no_mime_type_parses_to(
    media_type: str, parameters: tuple[tuple[str, str], ...]
) -> None:
    with pytest.raises(ValueError, match="not what MIME Sniffing's parser gives"):
        DataURL(media_type, parameters, b"")


_PAIRS = "parameters expected a tuple of (str, str) pairs, got"
DATA_URL_WRONG_TYPES = [
    pytest.param(b"a/b", (), b"", False, "media_type expected str, got bytes", id="media-type"),
    pytest.param("a/b", [], b"", False, f"{_PAIRS} []", id="list"),
    pytest.param("a/b", (("a", 1),), b"", False, f"{_PAIRS} (('a', 1),)", id="pair"),
    pytest.param("a/b", (), "x", False, "body expected bytes, got str", id="body"),
    pytest.param("a/b", (), b"", 1, "base64 expected bool, got int", id="base64"),
]


@pytest.mark.parametrize(
    ("media_type", "parameters", "body", "base64", "message"), DATA_URL_WRONG_TYPES
)
def test_data_url_refuses_values_of_other_types(
    media_type: object, parameters: object, body: object, base64: object, message: str
) -> None:
    with pytest.raises(TypeError) as caught:
        DataURL(media_type, parameters, body, base64)  # type: ignore[arg-type]
    assert str(caught.value) == f"DataURL() {message}"


def test_data_url_refusal_message() -> None:
    with pytest.raises(ValueError, match="Text/plain") as caught:
        DataURL("Text/plain", (), b"")
    assert str(caught.value) == (
        "invalid MIME type 'Text/plain' with parameters (): not what MIME Sniffing's "
        "parser gives (lower-case type/subtype and parameter names, each name once)"
    )


# -- writing ---------------------------------------------------------------------

WRITE = [
    pytest.param(b"Hi", "", True, "data:;base64,SGk=", id="no-type-base64"),
    pytest.param(b"Hi", "", False, "data:,Hi", id="no-type-percent"),
    pytest.param(
        b"a b,c#d?e%f", "text/plain", False, "data:text/plain,a%20b,c%23d%3Fe%25f", id="delimiters"
    ),
    pytest.param(
        b"\x00\xff",
        "application/octet-stream",
        False,
        "data:application/octet-stream,%00%FF",
        id="bytes",
    ),
    pytest.param(b"", "image/png", True, "data:image/png;base64,", id="empty-body"),
    pytest.param(
        b"x",
        " Text/HTML ; Charset=UTF-8 ; x",
        True,
        "data:text/html;charset=UTF-8;base64,eA==",
        id="media-type-serialized",
    ),
    pytest.param(b"x", 'a/b;t="x y";u=""', False, 'data:a/b;t="x y";u="",x', id="quoted-values"),
    pytest.param(bytearray(b"ab"), "", True, "data:;base64,YWI=", id="bytearray"),
    pytest.param(memoryview(b"ab"), "", False, "data:,ab", id="memoryview"),
]


@pytest.mark.parametrize(("body", "media_type", "base64", "expected"), WRITE)
def test_from_data_writes_a_data_url(
    body: bytes, media_type: str, base64: bool, expected: str
) -> None:
    url = URL.from_data(body, media_type, base64=base64)
    assert str(url) == expected
    assert URL(expected) == url  # a URL, as URL() reads it
    data = url.data()
    assert data.body == bytes(body)
    assert data.base64 is base64


def test_from_data_gives_the_subclass() -> None:
    class MyURL(URL):
        pass

    assert type(MyURL.from_data(b"x")) is MyURL


@pytest.mark.parametrize("char", [",", "#", "?", "\t", "\u00e9"])
def test_from_data_refuses_a_media_type_a_data_url_cannot_carry(char: str) -> None:
    with pytest.raises(ValueError, match="a data: URL cannot carry"):
        URL.from_data(b"", f'text/plain;a="{char}"')


# -- errors: each message pinned once -------------------------------------------------

ERRORS = [
    pytest.param(
        "http://h/,x",
        "'http://h/,x' is not a data: URL: its scheme is 'http'",
        "scheme",
        id="not-data",
    ),
    pytest.param("/a,b", "'/a,b' is not a data: URL: it has no scheme", "scheme", id="no-scheme"),
    pytest.param(
        "data://u:secret@h/",
        "invalid data: URL 'data://u:********@h/': no ',' ends its media type",
        "path",
        id="password-masked",
    ),
    pytest.param(
        "data:text/html",
        "invalid data: URL 'data:text/html': no ',' ends its media type",
        "path",
        id="no-comma",
    ),
    pytest.param(
        "data:;base64,YW*j",
        "invalid data: URL 'data:;base64,YW*j': its body is not base64 "
        "(it holds '*', which is not in the base64 alphabet)",
        "path",
        id="base64-stray",
    ),
    pytest.param(
        "data:;base64,Y===",
        "invalid data: URL 'data:;base64,Y===': its body is not base64 "
        "(a misplaced '=' or a length that leaves one character over)",
        "path",
        id="base64-padding",
    ),
]


@pytest.mark.parametrize(("text", "message", "part"), ERRORS)
def test_data_errors_quote_the_url_and_name_the_fault(text: str, message: str, part: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        URL(text).data()
    assert str(caught.value) == message
    assert caught.value.part == part
    assert caught.value.url == message.split("'")[1]


def test_the_url_parsers_failure_is_a_data_urls_failure() -> None:
    # URL() refuses this port too; text read as a data: URL gets the WHATWG
    # parser's message, as fetch() rejects the URL.
    with pytest.raises(InvalidURL) as caught:
        read_data_url("data://h:x/,x")
    assert str(caught.value).startswith("invalid port in 'data://h:x/,x': ")
    assert caught.value.part == "port"


def test_read_data_url_refuses_another_scheme() -> None:
    with pytest.raises(
        InvalidURL, match="'mailto:a,b' is not a data: URL: its scheme is 'mailto'"
    ):
        read_data_url("mailto:a,b")


BUILD_ERRORS = [
    pytest.param(
        "x",
        "",
        TypeError,
        "body expected bytes, got str (encode text first, and name its charset in media_type)",
        id="str-body",
    ),
    pytest.param(1, "", TypeError, "body expected bytes, got int", id="int-body"),
    pytest.param(
        b"", None, TypeError, "media_type expected str, got NoneType", id="none-media-type"
    ),
    pytest.param(
        b"",
        "text",
        ValueError,
        "invalid media type 'text': not a MIME type (type/subtype, then ';name=value' parameters)",
        id="not-a-mime-type",
    ),
    pytest.param(
        b"",
        'a/b;c=","',
        ValueError,
        "invalid media type 'a/b;c=\",\"': a data: URL cannot carry ',' in its media type "
        "(the processor reads it as written)",
        id="comma",
    ),
]


@pytest.mark.parametrize(("body", "media_type", "error", "message"), BUILD_ERRORS)
def test_from_data_errors(
    body: object, media_type: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as caught:
        URL.from_data(body, media_type)  # type: ignore[arg-type]
    assert str(caught.value) == message


# -- properties ----------------------------------------------------------------------

# Media types as a caller writes them: any case, spaces, parameters of every
# kind (tokens, quoted values with spaces, quotes and backslashes, Latin-1).
_TOKEN = st.text(string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~", min_size=1, max_size=8)
_LATIN_1 = st.characters(min_codepoint=0xA0, max_codepoint=0xFF)
_QUOTABLE = st.text(st.sampled_from(string.ascii_letters + ' ;="\\/()') | _LATIN_1, max_size=6)


def _media_type(kind: str, subtype: str, parameters: list[tuple[str, str]]) -> str:
    written = [f"{kind}/{subtype}"]
    for name, value in parameters:
        escaped = value.replace("\\", "\\\\").replace('"', '\\"')
        written.append(f' ; {name}="{escaped}"')
    return "".join(written)


media_types = st.just("") | st.builds(
    _media_type, _TOKEN, _TOKEN, st.lists(st.tuples(_TOKEN, _TOKEN | _QUOTABLE), max_size=3)
)


@given(st.binary(), media_types, st.booleans())
@settings(max_examples=examples(400))
def test_from_data_then_data_gives_back_the_body_and_type(
    body: bytes, media_type: str, base64: bool
) -> None:
    try:
        url = URL.from_data(body, media_type, base64=base64)
    except ValueError as error:
        # Only a media type the URL cannot carry as written is refused.
        assert "a data: URL cannot carry" in str(error)
        return
    parsed = parse_mime_type(media_type) if media_type else DEFAULT_MIME_TYPE
    assert parsed is not None
    data = url.data()
    assert (data.media_type, data.parameters) == parsed
    assert (data.body, data.base64) == (body, base64)
    assert URL(str(url)) == url
    assert whatwg.parse(str(url)).data() == data  # a browser reads the same


# Where the fast path stops: text the URL parser changes, or might.
FAST_PATH_EDGES = [
    "data:,x", "DaTa:,x", "data:,a#b c\x00", "data:,a?b", "data:,a b", "data:,a #c", "data: ,x",
    "data:/a/../b,x", "data://h/,x", "data:,\u00e9", "data:,\\x", "data:,x%", 'data:a/b;c="d",x',
    "data:,\tx", "data:,x\x7f", "data:", "data:#,x",
]  # fmt: skip


@pytest.mark.parametrize("text", FAST_PATH_EDGES)
def test_the_fast_path_reads_as_the_url_parser_does_at_its_edges(text: str) -> None:
    try:
        expected: DataURL | str = parsed_data_url(text, text)
    except InvalidURL as error:
        expected = str(error)
    try:
        assert read_data_url(text) == expected
    except InvalidURL as error:
        assert str(error) == expected


# Text a data: URL may hold after "data:": the fast path's characters and
# the ones that send text to the parser (space, "?", quotes, non-ASCII, "/").
_AFTER_SCHEME = st.text(
    st.sampled_from(string.ascii_letters[:6] + "09%,;=/?# \"\\'!~")
    | st.characters(min_codepoint=0xA0, max_codepoint=0x3FF),
    max_size=24,
)


@given(st.sampled_from(["data:", "DATA:", "Data:"]), _AFTER_SCHEME)
@settings(max_examples=examples(400))
def test_the_fast_path_reads_as_the_url_parser_does(scheme: str, rest: str) -> None:
    text = scheme + rest
    try:
        expected: DataURL | str = parsed_data_url(text, text)
    except InvalidURL as error:
        expected = str(error)
    try:
        assert read_data_url(text) == expected
    except InvalidURL as error:
        assert str(error) == expected

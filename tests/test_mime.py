"""MIME types: the MIME Sniffing Standard's parser (4.4) and serializer (4.5), step by step."""

from __future__ import annotations

import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href._mime import MimeType, parse_mime_type, serialize_mime_type

PARSED = [
    # Steps 1-10: the type and subtype, tokens, HTTP whitespace trimmed.
    pytest.param("text/html", "text/html", id="plain"),
    pytest.param(" \t\r\nTEXT/Html\t ", "text/html", id="trimmed-lower-cased"),
    pytest.param("text/html ;a=b", "text/html;a=b", id="subtype-trailing-space"),
    pytest.param("application/vnd.api+json", "application/vnd.api+json", id="token-punctuation"),
    pytest.param("text /html", None, id="space-in-type"),
    pytest.param("text/ html", None, id="space-before-subtype"),
    pytest.param("\ftext/html", None, id="form-feed-is-not-http-whitespace"),
    pytest.param("text", None, id="no-slash"),
    pytest.param("/html", None, id="empty-type"),
    pytest.param("text/", None, id="empty-subtype"),
    pytest.param("text/;a=b", None, id="empty-subtype-with-parameters"),
    pytest.param("te(xt/html", None, id="type-not-a-token"),
    pytest.param("text/ht\u00e9ml", None, id="subtype-not-ascii"),
    # Step 11: parameters.
    pytest.param("text/html;Charset=UTF-8", "text/html;charset=UTF-8", id="name-lower-cased"),
    pytest.param("text/html;  charset=x", "text/html;charset=x", id="whitespace-before-name"),
    pytest.param("text/html;charset =x", "text/html", id="whitespace-before-equals-spoils-name"),
    pytest.param("text/html;charset= x", 'text/html;charset=" x"', id="space-after-equals-kept"),
    pytest.param("text/html;charset=x ;a=b", "text/html;charset=x;a=b", id="value-trailing-space"),
    pytest.param("text/html;charset", "text/html", id="name-without-value"),
    pytest.param("text/html;charset;a=b", "text/html;a=b", id="name-without-value-then-more"),
    pytest.param("text/html;charset=", "text/html", id="empty-value"),
    pytest.param("text/html;charset=;a=b", "text/html;a=b", id="empty-value-then-more"),
    pytest.param("text/html;=x", "text/html", id="empty-name"),
    pytest.param("text/html;a=1;A=2", "text/html;a=1", id="first-name-wins"),
    pytest.param("text/html;;;a=b", "text/html;a=b", id="empty-parameters"),
    pytest.param("text/html;a(=b", "text/html", id="name-not-a-token"),
    pytest.param("text/html;a=\u00ff", 'text/html;a="\u00ff"', id="latin-1-value-quoted"),
    pytest.param("text/html;a=\u0100", "text/html", id="value-beyond-latin-1-dropped"),
    pytest.param("text/html;a=\x7f", "text/html", id="del-dropped"),
    # The quoted-string branch (Fetch's "collect an HTTP quoted string").
    pytest.param('text/html;a="b;c"', 'text/html;a="b;c"', id="quoted-semicolon"),
    pytest.param('text/html;a="b"', "text/html;a=b", id="quoted-token-unquoted"),
    pytest.param('text/html;a=""', 'text/html;a=""', id="quoted-empty-kept"),
    pytest.param('text/html;a="b\\"c\\\\d"', 'text/html;a="b\\"c\\\\d"', id="quoted-pairs"),
    pytest.param('text/html;a="b', "text/html;a=b", id="unterminated"),
    pytest.param('text/html;a="b\\', 'text/html;a="b\\\\"', id="backslash-at-end-kept"),
    pytest.param('text/html;a="b" junk;c=d', "text/html;a=b;c=d", id="after-quote-skipped"),
    pytest.param('text/html;a="\\x"', "text/html;a=x", id="escaped-ordinary"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "serialized"), PARSED)
def test_parse_mime_type_then_serialize(text: str, serialized: str | None) -> None:
    parsed = parse_mime_type(text)
    assert (None if parsed is None else serialize_mime_type(parsed)) == serialized


def test_parse_keeps_parameters_in_order_with_values_as_written() -> None:
    assert parse_mime_type('a/b;z=1;Y="Two Words";x=MiXeD') == (
        "a/b",
        (("z", "1"), ("y", "Two Words"), ("x", "MiXeD")),
    )


# A MIME type's parsed form: token type and subtype in lower case, names once.
_TOKEN = st.text(string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~", min_size=1)
# MIME Sniffing's HTTP quoted-string token code points: tab, U+0020-007E, U+0080-00FF.
_QUOTED_STRING_TOKENS = "\t" + "".join(map(chr, [*range(0x20, 0x7F), *range(0x80, 0x100)]))
_VALUE = st.text(st.sampled_from(_QUOTED_STRING_TOKENS))
mime_types = st.builds(
    lambda kind, subtype, parameters: (f"{kind}/{subtype}".lower(), tuple(parameters.items())),
    _TOKEN,
    _TOKEN,
    st.dictionaries(_TOKEN.map(str.lower), _VALUE, max_size=4),
)  # fmt: skip


@given(mime_types)
def test_serialize_then_parse_gives_the_mime_type_back(mime_type: MimeType) -> None:
    assert parse_mime_type(serialize_mime_type(mime_type)) == mime_type


@given(st.text())
def test_a_parsed_mime_type_serializes_to_a_fixed_point(text: str) -> None:
    parsed = parse_mime_type(text)
    if parsed is not None:
        serialized = serialize_mime_type(parsed)
        assert parse_mime_type(serialized) == parsed
        assert serialize_mime_type(parsed) == serialized

"""The percent-encoder and decoder, against urllib.parse where they share behaviour."""

from __future__ import annotations

import urllib.parse

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href._quote import (
    decode_iri_escapes,
    encode_non_ascii,
    normalize_escapes,
    quote,
    quote_from_bytes,
    quote_invalid,
    quote_plus,
    unquote,
    unquote_plus,
    unquote_to_bytes,
)

# Text rich in escapes, broken escapes, non-ASCII and form characters.
escape_heavy_text = st.lists(
    st.sampled_from(
        [
            *("a", "Z", "%", "2", "F", "%2F", "%2f", "%C3", "%A4", "%zz", "é", "ä", "\U0001f600"),
            *("+", " ", "/", "~", "?", "&", "=", "#", "\x00", "%e2%80%8e", "%FF"),
        ]
    ),
    max_size=12,
).map("".join)
SAFE_SETS = st.sampled_from(["", "/", "/:@", "!$&'()*+,;=", "é/"])


@settings(max_examples=examples(2000))
@given(escape_heavy_text, SAFE_SETS)
def test_quote_matches_urllib(text: str, safe: str) -> None:
    assert quote(text, safe) == urllib.parse.quote(text, safe)
    assert quote_plus(text, safe) == urllib.parse.quote_plus(text, safe)


@settings(max_examples=examples(2000))
@given(escape_heavy_text, st.sampled_from(["utf-8", "latin-1", "shift_jis", "utf-16"]))
def test_unquote_matches_urllib(text: str, encoding: str) -> None:
    assert unquote(text, encoding) == urllib.parse.unquote(text, encoding)
    assert unquote_plus(text, encoding) == urllib.parse.unquote_plus(text, encoding)
    assert unquote_to_bytes(text) == urllib.parse.unquote_to_bytes(text)


@given(st.binary(max_size=40), SAFE_SETS)
def test_quote_from_bytes_matches_urllib(data: bytes, safe: str) -> None:
    assert quote_from_bytes(data, safe) == urllib.parse.quote_from_bytes(data, safe)


@given(st.text(max_size=30))
def test_unquote_inverts_quote(text: str) -> None:
    encoded = quote(text, "", errors="surrogatepass")
    assert unquote(encoded, errors="surrogatepass") == text


def test_quote_escapes_ascii_in_an_encoding_that_is_not_ascii_compatible() -> None:
    assert quote("a", encoding="utf-16") == urllib.parse.quote("a", encoding="utf-16")
    assert quote("a", encoding="utf-16") == "%FF%FEa%00"


def test_quote_keeps_an_all_safe_text_as_the_same_object() -> None:
    text = "already-safe/path"
    assert quote(text, "/") is text


@pytest.mark.parametrize(
    ("text", "safe", "expected"),
    [
        pytest.param("%7e%7E", "", "~~", id="unreserved-escape-decoded"),
        pytest.param("%2f%3a", "/:", "%2F%3A", id="reserved-escape-upper-cased"),
        pytest.param("a b", "", "a%20b", id="space-encoded"),
        pytest.param("ä", "", "%C3%A4", id="non-ascii-encoded"),
        pytest.param("100%", "", "100%25", id="lone-percent-encoded"),
        pytest.param("%4", "", "%254", id="short-escape-encoded"),
        pytest.param("a/b", "/", "a/b", id="safe-kept"),
        pytest.param("a/b", "", "a%2Fb", id="unsafe-encoded"),
    ],
)
def test_normalize_escapes(text: str, safe: str, expected: str) -> None:
    assert normalize_escapes(text, safe) == expected


@given(escape_heavy_text, SAFE_SETS)
def test_normalize_escapes_is_idempotent(text: str, safe: str) -> None:
    once = normalize_escapes(text, safe)
    assert normalize_escapes(once, safe) == once
    assert once.isascii()


def test_encode_non_ascii_leaves_ascii_and_escapes() -> None:
    assert encode_non_ascii("/ä%20b?ö") == "/%C3%A4%20b?%C3%B6"
    assert encode_non_ascii("\U0001f600") == "%F0%9F%98%80"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("%C3%A4", "ä", id="utf8-decoded"),
        pytest.param("%c3%a4", "ä", id="lower-case-hex"),
        pytest.param("%20%2F", "%20%2F", id="ascii-escapes-kept"),
        pytest.param("%FF%C3", "%FF%C3", id="invalid-utf8-kept"),
        pytest.param("%C3%A4%FF", "ä%FF", id="valid-then-invalid"),
        pytest.param("%E2%80%8E", "%E2%80%8E", id="bidi-mark-kept-encoded"),
        pytest.param("%C2%85", "%C2%85", id="c1-control-kept-encoded"),
        pytest.param("%EF%BF%BF", "%EF%BF%BF", id="noncharacter-kept-encoded"),
        pytest.param("%F0%9F%98%80", "\U0001f600", id="astral-decoded"),
    ],
)
def test_decode_iri_escapes(text: str, expected: str) -> None:
    assert decode_iri_escapes(text) == expected


def test_decode_iri_escapes_allows_private_use_only_when_asked() -> None:
    assert decode_iri_escapes("%EE%80%80") == "%EE%80%80"
    assert decode_iri_escapes("%EE%80%80", private=True) == "\ue000"


@given(st.text(max_size=20))
def test_decode_iri_escapes_inverts_encode_non_ascii_for_iri_text(text: str) -> None:
    decoded = decode_iri_escapes(encode_non_ascii(text), private=True)
    # Whatever was decoded is the original text; what was not stays encoded.
    # (surrogateescape: the text may hold an escape such as "%80", no UTF-8.)
    assert unquote(decoded, errors="surrogateescape") == unquote(
        encode_non_ascii(text), errors="surrogateescape"
    )


def test_quote_invalid_keeps_valid_escapes_and_encodes_the_rest() -> None:
    assert quote_invalid("a=b c&d=%41%zz#", "=&") == "a=b%20c&d=%41%25zz%23"

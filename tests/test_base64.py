"""Infra's forgiving-base64: the decoder's rules, and agreement with RFC 4648 where it is strict.

web-platform-tests' base64.json runs in full in tests/test_data_url.py.
"""

from __future__ import annotations

import base64
import binascii

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href._base64 import base64_encode, forgiving_base64_decode

DECODED = [
    pytest.param("YWJj", b"abc", id="whole-quantum"),
    pytest.param("YWI=", b"ab", id="one-pad"),
    pytest.param("YWI", b"ab", id="one-pad-left-out"),
    pytest.param("YQ==", b"a", id="two-pads"),
    pytest.param("YQ=", None, id="one-of-two-pads"),
    pytest.param("YQ", b"a", id="two-pads-left-out"),
    pytest.param("Y Q = =", b"a", id="whitespace-between-pads"),
    pytest.param("\fY\tQ\r\n", b"a", id="every-ascii-whitespace"),
    pytest.param("YQ\v", None, id="vertical-tab-is-not-whitespace"),
    pytest.param("YR", b"a", id="leftover-bits-dropped"),
    pytest.param("Y", None, id="one-character-over"),
    pytest.param("YQ==YQ==", None, id="pad-in-the-middle"),
    pytest.param("YQ-_", None, id="url-safe-alphabet-refused"),
    pytest.param("YWJ\u00e9", None, id="non-ascii"),
]


@pytest.mark.parametrize(("text", "expected"), DECODED)
def test_forgiving_base64_decode(text: str, expected: bytes | None) -> None:
    assert forgiving_base64_decode(text) == expected


@given(st.binary())
def test_decode_reads_what_encode_writes(data: bytes) -> None:
    encoded = base64_encode(data)
    assert encoded == base64.b64encode(data).decode("ascii")
    assert forgiving_base64_decode(encoded) == data
    assert forgiving_base64_decode(encoded.rstrip("=")) == data


@given(st.binary(), st.lists(st.tuples(st.integers(0), st.sampled_from("\t\n\f\r "))))
def test_whitespace_anywhere_is_forgiven(data: bytes, spaces: list[tuple[int, str]]) -> None:
    text = base64_encode(data)
    for index, space in spaces:
        cut = index % (len(text) + 1)
        text = text[:cut] + space + text[cut:]
    assert forgiving_base64_decode(text) == data


@given(st.text("ABCXYZabcxyz0189+/= \t", max_size=12))
def test_decode_accepts_what_strict_rfc_4648_accepts(text: str) -> None:
    squeezed = "".join(text.split())
    if len(squeezed) % 4:
        # RFC 4648 3.3 and 4: padded base64 comes in quanta of four characters;
        # a2b_base64's strict mode still takes a "=" after a whole quantum
        # ("00000000="), which the RFC and forgiving-base64 refuse.
        return
    try:
        strict = binascii.a2b_base64(squeezed, strict_mode=True)
    except binascii.Error:
        return
    assert forgiving_base64_decode(text) == strict

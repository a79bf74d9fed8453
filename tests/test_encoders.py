"""The builders' percent-encoders against urllib.parse.quote with the same safe set.

``component_quoter`` takes shortcuts (an ASCII table, quoted-printable for
text that is not ASCII); every output, and every error, must be
``urllib.parse.quote``'s (``quote_plus``'s with ``plus``).
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from depth import examples
from href._grammar import (
    FRAGMENT_SAFE,
    PASSWORD_SAFE,
    PATH_SAFE,
    QUERY_SAFE,
    QUERY_VALUE_SAFE,
    SEGMENT_SAFE,
    USER_SAFE,
)
from href._quote import component_quoter, component_quoters

# Each safe set a builder encodes with, and whether it writes a space "+".
QUOTERS = [
    pytest.param(USER_SAFE, False, id="user"),
    pytest.param(PASSWORD_SAFE, False, id="password"),
    pytest.param(PATH_SAFE, False, id="path"),
    pytest.param(SEGMENT_SAFE, False, id="segment"),
    pytest.param(QUERY_SAFE, False, id="query"),
    pytest.param(FRAGMENT_SAFE, False, id="fragment"),
    pytest.param(QUERY_VALUE_SAFE, True, id="form-text"),
    pytest.param(QUERY_VALUE_SAFE + "=&", True, id="form-joined"),
]

# Where quoted-printable differs from percent-encoding: "=", ".", "_", line
# breaks, tabs, spaces, "~" and DEL, "%" and "+"; and text past a line's 76.
_TRICKY = "=._\n\r\t ~\x7f%+&/?#@:\\"
_TEXT = st.text(
    st.one_of(
        st.sampled_from(_TRICKY),
        st.characters(max_codepoint=0x7F),
        st.characters(min_codepoint=0x80, max_codepoint=0x7FF),
        st.characters(),  # astral characters and lone surrogates too
    ),
    max_size=120,
)


def _outcome(encode: Callable[[str], str], text: str) -> tuple[str, object]:
    try:
        return "ok", encode(text)
    except UnicodeEncodeError as error:
        return "error", (type(error), error.args)


def _reference(safe: str, *, plus: bool) -> Callable[[str], str]:
    if plus:
        return lambda text: urllib.parse.quote_plus(text, safe)
    return lambda text: urllib.parse.quote(text, safe)


@pytest.mark.parametrize(("safe", "plus"), QUOTERS)
@settings(max_examples=examples(2000), deadline=None)
@given(text=_TEXT)
@example(text="héllo wörld")
@example(text=".é")
@example(text=".\x00é")
@example(text="é.\n")
@example(text="é=_~")
@example(text="é" * 40)
@example(text="a" * 75 + "é")
@example(text="é" * 40 + ".")
@example(text="a" * 74 + "é.")
@example(text="\ud800é")
@example(text="é \t")
def test_component_quoter_is_urllib_quote(safe: str, plus: bool, text: str) -> None:
    assert _outcome(component_quoter(safe, plus=plus), text) == _outcome(
        _reference(safe, plus=plus), text
    )


@pytest.mark.parametrize(("safe", "plus"), QUOTERS)
@settings(max_examples=examples(1000), deadline=None)
@given(text=st.text(st.one_of(st.sampled_from(_TRICKY), st.characters(max_codepoint=0x7F))))
@example(text="")
@example(text="a b")
@example(text="50% off")
@example(text="a+b=c&d")
def test_the_ascii_quoter_is_the_quoter_on_ascii_text(safe: str, plus: bool, text: str) -> None:
    encode, encode_ascii = component_quoters(safe, plus=plus)
    assert encode_ascii(text) == encode(text) == _reference(safe, plus=plus)(text)

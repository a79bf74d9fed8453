"""The form-urlencoded codec, against urllib.parse.parse_qsl."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href._form import encode_form, encode_form_pair, parse_form
from href._grammar import QUERY_VALUE_SAFE

form_text = st.lists(
    st.sampled_from(["a", "b", "=", "&", ";", "+", "%20", "%", "%zz", "ä", "%C3%A4", " ", ""]),
    max_size=12,
).map("".join)


@settings(max_examples=examples(2000))
@given(form_text, st.booleans(), st.sampled_from(["&", ";", "&&"]))
def test_parse_form_matches_parse_qsl(text: str, keep_blank: bool, separator: str) -> None:
    expected = urllib.parse.parse_qsl(text, keep_blank_values=keep_blank, separator=separator)
    assert parse_form(text, keep_blank_values=keep_blank, separator=separator) == expected


@given(form_text)
def test_parse_form_strict_raises_as_parse_qsl_does(text: str) -> None:
    try:
        expected = urllib.parse.parse_qsl(text, strict_parsing=True)
    except ValueError as error:
        with pytest.raises(ValueError, match=f"^{re.escape(str(error))}$"):
            parse_form(text, strict_parsing=True)
    else:
        assert parse_form(text, strict_parsing=True) == expected


def test_parse_form_refuses_too_many_fields() -> None:
    with pytest.raises(ValueError, match="Max number of fields exceeded"):
        parse_form("a=1&b=2&c=3", max_num_fields=2)
    assert parse_form("a=1&b=2", max_num_fields=2) == [("a", "1"), ("b", "2")]


def test_parse_form_refuses_an_empty_separator() -> None:
    with pytest.raises(ValueError, match="Separator must be of type string or bytes"):
        parse_form("a=1", separator="")


@given(st.lists(st.tuples(st.text(max_size=8), st.text(max_size=8)), max_size=5))
def test_encode_form_round_trips_through_parse_form(pairs: list[tuple[str, str]]) -> None:
    # Lone surrogates cannot be UTF-8 encoded at all; everything else round-trips.
    pairs = [(n, v) for n, v in pairs if (n + v).encode("utf-8", "ignore").decode() == n + v]
    assert parse_form(encode_form(pairs), keep_blank_values=True) == pairs


def test_encode_form_pair_escapes_what_would_split_the_pair() -> None:
    assert encode_form_pair("a&b", "c=d e+f#g%") == "a%26b=c%3Dd+e%2Bf%23g%25"


form_value = st.one_of(form_text, st.text(max_size=8))


@settings(max_examples=examples(1000))
@given(form_value, form_value)
def test_encode_form_pair_is_quote_plus_of_name_and_value(name: str, value: str) -> None:
    safe = QUERY_VALUE_SAFE
    try:
        expected = f"{urllib.parse.quote_plus(name, safe)}={urllib.parse.quote_plus(value, safe)}"
    except UnicodeEncodeError:  # a lone surrogate
        with pytest.raises(UnicodeEncodeError):
            encode_form_pair(name, value)
    else:
        assert encode_form_pair(name, value) == expected

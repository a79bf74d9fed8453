"""The whole-pattern expression over serialized text (href.pattern._combined).

Its answer must be ``test()``'s on every text ``is_serialized`` vouches for:
held together over web-platform-tests' patterns, with their inputs, the
corpora's URLs and drawn URLs built from the patterns' own words.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corpora import corpus_lines
from depth import examples
from href.pattern import URLPattern
from href.pattern._combined import serialized_matcher
from href.whatwg._fast import is_serialized
from pattern_wpt_patterns import INPUTS, PATTERNS, WORDS

_COMBINED = [(pattern, serialized_matcher(pattern)) for pattern in PATTERNS]
_INPUTS = [value for value in INPUTS if is_serialized(value)]


def _agree(pattern: URLPattern, text: str) -> None:
    matcher = serialized_matcher(pattern)
    assert matcher is not None
    assert is_serialized(text)
    assert (matcher(text) is not None) is pattern.test(text), (pattern, text)


def test_most_of_the_wpt_patterns_have_a_combined_expression() -> None:
    combined = sum(matcher is not None for _, matcher in _COMBINED)
    assert len(PATTERNS) > 200
    assert combined > len(PATTERNS) // 2


def test_the_wpt_patterns_agree_with_test_on_the_wpt_inputs_and_the_corpora() -> None:
    texts = [*_INPUTS, *(text for text in corpus_lines(400) if is_serialized(text))]
    assert len(texts) > 300
    for pattern, matcher in _COMBINED:
        if matcher is None:
            continue
        for text in texts:
            assert (matcher(text) is not None) is pattern.test(text), (pattern, text)


_pieces = st.sampled_from(["", "a", "A", "1", "-", ".", "%20", ":", "/", "?", "#", "*", *WORDS])
_texts = st.lists(_pieces, max_size=6).map("".join)


@st.composite
def _serialized_urls(draw: st.DrawFn) -> str:
    scheme = draw(st.sampled_from(["https", "http", "ws", "wss", "ftp", "file"]))
    host = draw(st.sampled_from(["", "a", "example.com", "sub.example.com", *WORDS]))
    port = draw(st.sampled_from(["", ":8080", ":1"])) if host else ""
    text = f"{scheme}://{host}{port}/{draw(_texts)}"
    if draw(st.booleans()):
        text += "?" + draw(_texts)
    if draw(st.booleans()):
        text += "#" + draw(_texts)
    return text


_WITH_MATCHER = [pattern for pattern, matcher in _COMBINED if matcher is not None]


@settings(max_examples=examples(2000), deadline=None)
@given(pattern=st.sampled_from(_WITH_MATCHER), text=_serialized_urls())
def test_the_expression_is_test_on_serialized_text(pattern: URLPattern, text: str) -> None:
    if is_serialized(text):
        _agree(pattern, text)


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        ({"pathname": "/:id(\\d+)"}, "a regexp group"),
        ({"hostname": "[\\:\\:1]"}, "fixed text holding a delimiter (an IPv6 host)"),
        ({"username": "u"}, "a username serialized text never has"),
    ],
)
def test_a_pattern_the_expression_cannot_hold_has_none(pattern: dict[str, str], why: str) -> None:
    assert serialized_matcher(URLPattern(pattern)) is None, why


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ({"pathname": "/BOOKS/:id"}, "https://h/books/7", True),
        ({"pathname": "/books/:id", "search": "q=*"}, "https://h/books/7?q=1", True),
        ({"pathname": "/books/:id", "search": "q=*"}, "https://h/books/7", False),
        ({"pathname": "/*"}, "https://h/a?b#c", True),
        ({"port": ""}, "https://h:8080/", False),
        ({"port": "8080"}, "https://h:8080/", True),
        ({"hostname": "*.example.com"}, "https://a.example.com/", True),
        ({"protocol": "http{s}?"}, "wss://h/", False),
    ],
)
def test_the_expression_reads_each_component_in_its_place(
    pattern: dict[str, str], text: str, expected: bool
) -> None:
    compiled = URLPattern(pattern, ignore_case="BOOKS" in pattern.get("pathname", ""))
    assert compiled.test(text) is expected
    _agree(compiled, text)

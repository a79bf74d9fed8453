"""href.arrow.pattern_test and pattern_exec: URLPattern by the column."""

from __future__ import annotations

import re

import pytest

from corpora import corpus_lines
from engines_harness import need
from href.pattern import URLPattern, URLPatternError

pa = need("pyarrow", "href[arrow]")
from href import arrow  # noqa: E402 - after the skip
from href.arrow._pattern import pattern_exec_rows, pattern_test_rows  # noqa: E402

_BOOKS = "https://*.example.com/books/:id/:page?"
_ROWS = [
    "https://shop.example.com/books/7",
    "https://shop.example.com/books/7/2",
    "https://example.org/books/7",
    "not a url",
    None,
]


def test_pattern_test_is_urlpattern_test_row_by_row() -> None:
    assert arrow.pattern_test(pa.array(_ROWS), _BOOKS).to_pylist() == [
        True,
        True,
        False,
        False,
        None,
    ]


def test_pattern_exec_gives_the_constrained_components_groups() -> None:
    column = arrow.pattern_exec(pa.array(_ROWS), _BOOKS)
    assert column.type == arrow.pattern_type(_BOOKS)
    assert column.to_pylist() == [
        {"hostname": {"0": "shop"}, "pathname": {"id": "7", "page": None}},
        {"hostname": {"0": "shop"}, "pathname": {"id": "7", "page": "2"}},
        None,
        None,
        None,
    ]


def test_a_compiled_pattern_or_a_mapping_is_taken_as_it_is() -> None:
    compiled = URLPattern({"pathname": "/books/:id"})
    rows = ["https://h/books/1"]
    assert arrow.pattern_test(rows, compiled).to_pylist() == [True]
    assert arrow.pattern_exec(rows, {"pathname": "/books/:id"}).to_pylist() == [
        {"pathname": {"id": "1"}}
    ]


def test_the_columns_agree_with_urlpattern_on_the_corpora() -> None:
    urls = corpus_lines(300)
    pattern = URLPattern("http{s}?://:host/*")
    tests = arrow.pattern_test(urls, pattern).to_pylist()
    groups = arrow.pattern_exec(urls, pattern).to_pylist()
    for url, matched, found in zip(urls, tests, groups, strict=True):
        result = pattern.exec(url)
        assert matched is (result is not None), url
        expected = (
            None
            if result is None
            else {
                "protocol": result.protocol.groups,
                "hostname": result.hostname.groups,
                "pathname": result.pathname.groups,
            }
        )
        assert found == expected, url


def test_the_engines_form_takes_a_pattern_a_row() -> None:
    urls = ["https://h/books/1", "https://h/about", "https://h/books/2"]
    same = ["https://h/books/:id"] * 3
    assert pattern_test_rows(urls, same).to_pylist() == [True, False, True]
    assert pattern_test_rows(urls, [same[0], "https://h/:page", None]).to_pylist() == [
        True,
        True,
        None,
    ]
    maps = pattern_exec_rows(urls, same).to_pylist()
    assert maps == [[("pathname", [("id", "1")])], None, [("pathname", [("id", "2")])]]


def test_a_bad_pattern_or_argument_is_refused() -> None:
    with pytest.raises(URLPatternError):
        arrow.pattern_test(["https://h/"], "https://h/:id(")
    message = "pattern_test() expected a URLPattern, str or mapping for pattern, got int"
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        # an int is what the signature refuses and the test passes on purpose
        arrow.pattern_test(["https://h/"], 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^pattern_exec\(\) expected an array of strings"):
        arrow.pattern_exec(pa.array([1]), "https://h/")

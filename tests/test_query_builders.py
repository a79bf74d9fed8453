"""The query builders: what no pairs write, and queries that are not form-encoded."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies as s
from href import URL

# -- no pairs, no query ---------------------------------------------------------

# A mapping or pairs that give no pair write no query, as yarl, furl and
# urlunsplit(..., urlencode({}), ...) do; only the text "" asks for an empty one.
NO_PAIRS = [
    pytest.param({}, id="empty-dict"),
    pytest.param([], id="empty-list"),
    pytest.param((), id="empty-tuple"),
    pytest.param({"a": []}, id="a-name-without-values"),
]


@pytest.mark.parametrize("query", NO_PAIRS)
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("http://h/p?x=1#f", "http://h/p#f"),
        ("http://h/p?", "http://h/p"),
        ("http://h/p", "http://h/p"),
        ("mailto:a@example.com?subject=x", "mailto:a@example.com"),
    ],
)
def test_with_query_of_no_pairs_removes_the_query(query: object, before: str, after: str) -> None:
    assert URL(before).with_query(query) == URL(after)  # type: ignore[arg-type]


def test_with_query_of_the_empty_text_leaves_an_empty_query() -> None:
    assert str(URL("http://h/p?x=1#f").with_query("")) == "http://h/p?#f"


@pytest.mark.parametrize("query", NO_PAIRS)
def test_build_of_no_pairs_writes_no_query(query: object) -> None:
    built = URL.build(scheme="https", host="h", path="/p", query=query)  # type: ignore[arg-type]
    assert str(built) == "https://h/p"
    assert built.raw_query is None
    assert str(URL.build(scheme="https", host="h", query=query)) == "https://h"  # type: ignore[arg-type]
    assert str(URL.build(path="a", query=query)) == "a"  # type: ignore[arg-type]


def test_build_of_the_empty_text_writes_an_empty_query() -> None:
    assert str(URL.build(scheme="https", host="h", path="/p", query="")) == "https://h/p?"


@pytest.mark.parametrize(
    "text", ["http://h/p?x=1#f", "http://h/p?", "http://h/p", "http://h/p?a+b=%20&&c#"]
)
def test_no_updates_keep_the_url_as_it_is(text: str) -> None:
    url = URL(text)
    assert url.update_query({}) is url
    assert url % {} is url
    assert url.update_query([]) is url
    assert url.extend_query({}) is url
    assert url.extend_query([]) is url


@settings(max_examples=200, deadline=None)
@given(
    s.builder_schemes,
    s.builder_hosts,
    st.text(alphabet="ab/ é%?", max_size=6),
    st.sampled_from([{}, [], None]),
)
def test_build_with_no_pairs_equals_build_without_a_query(
    scheme: str, host: str, path: str, query: dict[str, str] | list[tuple[str, str]] | None
) -> None:
    # The fast path ({} and None) and the general path ([]) give what leaving
    # the query out gives.
    try:
        expected = URL.build(scheme=scheme, host=host, path=path)
    except ValueError:
        with pytest.raises(ValueError):  # noqa: PT011 - the same refusal, whatever its words
            URL.build(scheme=scheme, host=host, path=path, query=query)
        return
    assert URL.build(scheme=scheme, host=host, path=path, query=query) == expected

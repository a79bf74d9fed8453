"""Query: an immutable ordered multi-map read by form-urlencoded rules."""

from __future__ import annotations

import pytest

from href import URL, InvalidURL, Query


def test_multimap_reading() -> None:
    query = Query("a=1&b=x+y&a=2&c&=v&&d=%26")
    assert query.items() == (
        ("a", "1"),
        ("b", "x y"),
        ("a", "2"),
        ("c", ""),
        ("", "v"),
        ("d", "&"),
    )
    assert query["a"] == "1"
    assert query.getall("a") == ("1", "2")
    assert query.getall("zz") == ()
    assert query.get("zz") is None
    assert query.get("zz", "default") == "default"
    assert query.keys() == ("a", "b", "a", "c", "", "d")
    assert query.values() == ("1", "x y", "2", "", "v", "&")
    assert list(query) == list(query.keys())
    assert len(query) == 6
    assert "c" in query
    assert "zz" not in query
    assert str(query) == "a=1&b=x+y&a=2&c&=v&&d=%26"


def test_missing_name_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        Query("a=1")["b"]


def test_empty_query_is_falsy() -> None:
    assert not Query("")
    assert not Query("&&")
    assert Query("a")


def test_values_handed_out_are_immutable() -> None:
    assert isinstance(Query("a=1").items(), tuple)
    assert isinstance(Query("a=1").getall("a"), tuple)


@pytest.mark.parametrize("text", ["a#b", "a\x00"])
def test_query_refuses_what_cannot_stand_in_a_query(text: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        Query(text)
    assert caught.value.part == "query"


def test_a_query_equals_the_str_it_is_written_as() -> None:
    query = URL("https://h/?a=1&b").query
    assert query == "a=1&b"
    assert query != "b&a=1"  # order is part of the text
    assert query in {"a=1&b"}
    assert hash(query) == hash("a=1&b") == hash(Query("a=1&b"))
    assert URL("https://h/").query == ""

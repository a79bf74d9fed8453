"""The public behaviour promised by docs/DESIGN.md: URLs as values.

repr (the password masked), ==, hash, pickle, copy, immutability, and what a
subclass of URL keeps.

Written from the specification only, not from the implementation. Where the
specification leaves a detail open, the expectation is what a demanding yarl
or urllib.parse user would expect, and a comment says "Debatable".
"""

from __future__ import annotations

import copy
import pickle

import pytest

from href import URL, Host, Path, Query

# ---------------------------------------------------------------------------
# repr, ==, hash, pickle, copy
# ---------------------------------------------------------------------------


def test_repr_masks_the_password_but_str_keeps_it() -> None:
    url = URL("https://user:s3cr3t@h/")
    assert "s3cr3t" not in repr(url)
    assert "user" in repr(url)
    assert repr(url).startswith("URL(")
    assert str(url) == "https://user:s3cr3t@h/"


def test_repr_masks_an_escaped_password() -> None:
    url = URL("https://user:s%33cr%33t@h/")
    assert "s%33cr%33t" not in repr(url)
    assert "s3cr3t" not in repr(url)


def test_repr_without_password_shows_the_url() -> None:
    assert "https://h/p?q#f" in repr(URL("https://h/p?q#f"))


def test_repr_of_builder_result_masks_the_password() -> None:
    url = URL("https://user@h/").with_password("hunter2")
    assert "hunter2" not in repr(url)
    assert "hunter2" in str(url)


def test_equality_is_on_exact_text() -> None:
    assert URL("http://a/") == URL("http://a/")
    assert URL("http://a/") != URL("HTTP://a/")
    assert URL("http://a/%7e") != URL("http://a/~")
    assert URL("http://a/%7e") != URL("http://a/%7E")
    assert URL("http://a") != URL("http://a/")
    assert URL("http://a/?") != URL("http://a/")


def test_a_url_never_equals_a_str() -> None:
    url: object = URL("http://a/")
    text: object = "http://a/"
    assert url != text
    assert text != url


def test_hash_agrees_with_equality() -> None:
    assert hash(URL("http://a/b")) == hash(URL("http://a/b"))
    assert len({URL("http://a/b"), URL("http://a/b"), URL("http://A/b")}) == 2
    assert {URL("http://a/"): 1}[URL("http://a/")] == 1


def _touch_everything(url: URL) -> None:
    # Fill whatever lazily computed parts the implementation caches.
    _ = (url.host, url.path, url.query, url.port, url.user, url.password, url.fragment)
    _ = (url.path.segments, url.query.items(), repr(url), hash(url))


PICKLE_URLS = [
    pytest.param("https://u:p@h:8/a/b?x=1&y#f", id="full"),
    pytest.param("http://[::1%25eth0]:8/", id="ipv6-zone"),
    pytest.param("mailto:x@y", id="mailto"),
    pytest.param("", id="empty"),
    pytest.param("http://bücher.example/ä", id="iri"),
]


@pytest.mark.parametrize("text", PICKLE_URLS)
def test_pickle_round_trip(text: str) -> None:
    url = URL(text)
    _touch_everything(url)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        clone = pickle.loads(pickle.dumps(url, protocol=protocol))
        assert clone == url
        assert str(clone) == text
        assert type(clone) is URL
        assert clone.path == url.path
        assert clone.query == url.query


@pytest.mark.parametrize("text", PICKLE_URLS)
def test_copy_round_trip(text: str) -> None:
    url = URL(text)
    _touch_everything(url)
    assert copy.copy(url) == url
    assert copy.deepcopy(url) == url
    assert str(copy.deepcopy(url)) == text
    assert copy.deepcopy(url).host == url.host


def test_sub_objects_pickle_and_copy() -> None:
    values: list[object] = [
        Host("EXAMPLE.com"),
        Host("[::1%25eth0]"),
        Path("/a/b.txt"),
        Query("a=1&a=2&b"),
    ]
    for value in values:
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert hash(copy.deepcopy(value)) == hash(value)


def test_urls_are_immutable() -> None:
    url = URL("http://h/")
    with pytest.raises((AttributeError, TypeError)):
        url.foo = 1  # type: ignore[attr-defined]  # assigning is what the test refuses


# ---------------------------------------------------------------------------
# Subclassing
# ---------------------------------------------------------------------------


class MyURL(URL):
    """A subclass: builders and operators must return it."""


def test_builders_on_a_subclass_return_the_subclass() -> None:
    url = MyURL("http://u:p@h:8/a/b.txt?x=1#f")
    results: list[URL] = [
        url.with_scheme("https"),
        url.with_user("v"),
        url.with_password("q"),
        url.with_host("g"),
        url.with_port(9),
        url.with_path("/z"),
        url.with_query({"a": "1"}),
        url.with_fragment("g"),
        url.with_name("c"),
        url.with_suffix(".gz"),
        url.update_query(a="2"),
        url.extend_query(a="3"),
        url.without_query_params("x"),
        url / "seg",
        url.child("seg"),
        url % {"b": "1"},
        url.join("../x"),
        url.normalize(),
        url.to_ascii(),
        url.to_unicode(),
        url.parent,
        url.origin(),
        MyURL.build(scheme="http", host="h"),
        copy.copy(url),
        pickle.loads(pickle.dumps(url)),
    ]
    for result in results:
        assert type(result) is MyURL, repr(result)


def test_subclass_keeps_url_equality_semantics() -> None:
    assert MyURL("http://h/") == MyURL("http://h/")
    assert hash(MyURL("http://h/")) == hash(MyURL("http://h/"))

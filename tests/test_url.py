"""URL: parsing, views, builders, operators, and the relations between URLs."""

from __future__ import annotations

import copy
import http.client
import pickle
import urllib.request
from collections.abc import Callable

import pytest

import href._url
from href import URL, Host, InvalidURL, Path


class MyURL(URL):
    """A subclass: builders and operators must keep it."""


# -- views ---------------------------------------------------------------------


def test_absent_and_empty_differ_for_every_part() -> None:
    full = URL("s://u:p@h:1/p?q#f")
    empty = URL("s://:@:/?#")
    bare = URL("s:")
    for name in ("raw_user", "raw_password", "raw_host", "raw_port", "raw_query", "raw_fragment"):
        assert getattr(full, name)
        assert getattr(empty, name) == ""
        assert getattr(bare, name) is None
    assert (full.raw_authority, empty.raw_authority, bare.raw_authority) == (
        "u:p@h:1",
        ":@:",
        None,
    )


def test_decoded_views() -> None:
    url = URL("http://J%C3%B6rg:p%40ss@h/?#frag%20ment")
    assert (url.user, url.password, url.fragment) == ("Jörg", "p@ss", "frag ment")
    assert (url.raw_user, url.raw_password, url.raw_fragment) == (
        "J%C3%B6rg",
        "p%40ss",
        "frag%20ment",
    )


@pytest.mark.parametrize(
    ("text", "port", "effective"),
    [
        ("http://h/", None, 80),
        ("HTTPS://h/", None, 443),
        ("http://h:/", None, 80),
        ("http://h:8080/", 8080, 8080),
        ("http://h:080/", 80, 80),
        ("foo://h/", None, None),
        ("/relative", None, None),
    ],
)
def test_port_and_effective_port(text: str, port: int | None, effective: int | None) -> None:
    assert URL(text).port == port
    assert URL(text).effective_port == effective


def test_url_accepts_a_url_and_refuses_other_types() -> None:
    url = URL("http://h/")
    assert URL(url) == url
    with pytest.raises(TypeError, match=r"^URL\(\) expected str, got bytes$"):
        URL(b"http://h/")  # type: ignore[arg-type]  # the wrong type is what the test refuses


def test_equality_is_exact_text() -> None:
    assert URL("http://a/") == URL("http://a/")
    assert URL("http://a/") != URL("HTTP://a/")
    assert URL("http://a/") != "http://a/"  # type: ignore[comparison-overlap]  # never equal to a str, which is what the test checks
    assert hash(URL("http://a/")) == hash(URL("http://a/"))
    assert sorted([URL("b:"), URL("a:")]) == [URL("a:"), URL("b:")]


def test_pickle_and_copy() -> None:
    url = MyURL("https://u:p@h/p?q#f")
    again = pickle.loads(pickle.dumps(url))
    assert again == url
    assert type(again) is MyURL
    assert copy.copy(url) is url
    assert copy.deepcopy(url) is url


def test_repr_masks_the_password_and_str_keeps_it() -> None:
    url = URL("https://user:s3cret@h/")
    assert "s3cret" not in repr(url)
    assert repr(url) == "URL('https://user:********@h/')"
    assert str(url) == "https://user:s3cret@h/"
    assert repr(URL("https://user@h/")) == "URL('https://user@h/')"
    assert repr(MyURL("x:")) == "MyURL('x:')"


def test_immutable() -> None:
    url = URL("http://h/")
    with pytest.raises(AttributeError):
        url._text = "x"  # type: ignore[misc]  # assigning is what the test refuses
    url.host  # noqa: B018 - a view read once fills its slot, which stays read-only
    with pytest.raises(AttributeError):
        url._host = Host("evil.example")  # type: ignore[misc]  # assigning is what the test refuses
    with pytest.raises(AttributeError):
        url.host = Host("evil.example")  # type: ignore[misc]  # assigning is what the test refuses
    assert url.host == Host("h")


def test_assignment_is_refused_with_a_plain_attribute_error_that_says_why() -> None:
    # attrs' FrozenInstanceError ("can't set attribute") named attrs in the
    # user's traceback and said nothing of what to do instead.
    url = URL("http://h/")
    with pytest.raises(AttributeError) as info:
        url.path = "/x"  # type: ignore[misc,assignment]  # assigning is what the test refuses
    assert type(info.value) is AttributeError
    assert str(info.value) == (
        "cannot set or delete 'path': a URL is immutable; "
        "its with_*() methods return a changed copy"
    )
    with pytest.raises(
        AttributeError, match=r"^cannot set or delete 'ascii': a Host is immutable$"
    ):
        Host("h").ascii = "x"  # type: ignore[misc]  # pyright: ignore[reportAttributeAccessIssue] - what the test refuses
    with pytest.raises(AttributeError, match="a Path is immutable"):
        del Path("/x").name  # pyright: ignore[reportAttributeAccessIssue] - what the test refuses


@pytest.mark.parametrize(
    "url",
    [URL("http://h/a?q=1"), URL("http://h/a") / "b", URL("http://h/").update_query({"q": "1"})],
    ids=["parsed", "appended", "updated"],
)
def test_views_are_built_once_and_kept(url: URL) -> None:
    # A builder's result is split on first read; every view is then kept.
    host, path, query = url.host, url.path, url.query
    assert (url.host, url.path, url.query) == (host, path, query)
    assert url.host is host
    assert url.path is path
    assert url.query is query
    assert url._match is url._match
    assert (url.raw_host, url.raw_path) == ("h", str(path))


def test_url_has_no_getattr_hook() -> None:
    # With a __getattr__ (attrs adds one for cached properties) CPython 3.11
    # specialises no attribute read or method call on the class: join, / and
    # update_query were 12-14% slower (benchmarks/README.md). Views are
    # properties over plain slots instead.
    assert not hasattr(URL, "__getattr__")


# -- builders -----------------------------------------------------------------

BASE = URL("https://user:pw@h:8443/a/b.txt?x=1&y#frag")


@pytest.mark.parametrize(
    ("built", "expected"),
    [
        (BASE.with_scheme("http"), "http://user:pw@h:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_user("a@b:c"), "https://a%40b%3Ac:pw@h:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_user(None), "https://h:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_password("p@ss:w"), "https://user:p%40ss:w@h:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_password(None), "https://user@h:8443/a/b.txt?x=1&y#frag"),
        (
            BASE.with_host("bücher.example"),
            "https://user:pw@xn--bcher-kva.example:8443/a/b.txt?x=1&y#frag",
        ),
        (BASE.with_host("::1"), "https://user:pw@[::1]:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_host(Host("[::2]")), "https://user:pw@[::2]:8443/a/b.txt?x=1&y#frag"),
        (BASE.with_port(None), "https://user:pw@h/a/b.txt?x=1&y#frag"),
        (BASE.with_port(0), "https://user:pw@h:0/a/b.txt?x=1&y#frag"),
        (BASE.with_path("/c d/e?#%"), "https://user:pw@h:8443/c%20d/e%3F%23%25?x=1&y#frag"),
        (BASE.with_path("rel"), "https://user:pw@h:8443/rel?x=1&y#frag"),
        (BASE.with_path(Path("/as%20is")), "https://user:pw@h:8443/as%20is?x=1&y#frag"),
        (BASE.with_path(""), "https://user:pw@h:8443?x=1&y#frag"),
        (BASE.with_query(None), "https://user:pw@h:8443/a/b.txt#frag"),
        (BASE.with_query(""), "https://user:pw@h:8443/a/b.txt?#frag"),
        (BASE.with_query("a=b c#"), "https://user:pw@h:8443/a/b.txt?a=b%20c%23#frag"),
        (BASE.with_query({"k": "v&=+ #"}), "https://user:pw@h:8443/a/b.txt?k=v%26%3D%2B+%23#frag"),
        (BASE.with_query([("k", 1), ("k", 2.5)]), "https://user:pw@h:8443/a/b.txt?k=1&k=2.5#frag"),
        (BASE.with_query(k=1, j="x"), "https://user:pw@h:8443/a/b.txt?k=1&j=x#frag"),
        (BASE.with_query({"k": ["a", "b"]}), "https://user:pw@h:8443/a/b.txt?k=a&k=b#frag"),
        (BASE.with_fragment(None), "https://user:pw@h:8443/a/b.txt?x=1&y"),
        (BASE.with_fragment("a b#c"), "https://user:pw@h:8443/a/b.txt?x=1&y#a%20b%23c"),
        (BASE.with_name("c.pdf"), "https://user:pw@h:8443/a/c.pdf?x=1&y#frag"),
        (BASE.with_suffix(".pdf"), "https://user:pw@h:8443/a/b.pdf?x=1&y#frag"),
        (BASE.with_suffix(""), "https://user:pw@h:8443/a/b?x=1&y#frag"),
        (URL("http://h").with_name("n"), "http://h/n"),
        (URL("http://h/a/").with_name("n"), "http://h/a/n"),
    ],
)
def test_builders_change_only_their_part(built: URL, expected: str) -> None:
    assert str(built) == expected


def test_update_query_keeps_other_pairs_as_written() -> None:
    url = URL("http://h/?b=%41&a=1&c&a=2&d=")
    assert str(url.update_query({"a": "x"})) == "http://h/?b=%41&a=x&c&d="
    assert str(url.update_query(a=["x", "y"])) == "http://h/?b=%41&a=x&a=y&c&d="
    assert str(url.update_query({"new": 1})) == "http://h/?b=%41&a=1&c&a=2&d=&new=1"
    assert str(url.update_query([("c", "v")])) == "http://h/?b=%41&a=1&c=v&a=2&d="
    assert url.update_query({}) is url
    assert str(URL("http://h/").update_query(q="a b")) == "http://h/?q=a+b"
    assert str(url % {"a": 3}) == "http://h/?b=%41&a=3&c&d="


def test_extend_query_and_without_query_params() -> None:
    url = URL("http://h/?a=1&b=2&a=3#f")
    assert str(url.extend_query({"a": 4})) == "http://h/?a=1&b=2&a=3&a=4#f"
    assert str(url.without_query_params("a")) == "http://h/?b=2#f"
    assert str(url.without_query_params("a", "b")) == "http://h/#f"
    assert url.without_query_params("zz") is url
    assert str(URL("http://h/?").without_query_params("zz")) == "http://h/?"
    assert str(url.update_query({"a": []})) == "http://h/?b=2#f"
    assert URL("http://h/").without_query_params("a") == URL("http://h/")


def test_build() -> None:
    url = URL.build(
        scheme="https",
        user="u",
        password="p",
        host="h",
        port=8080,
        path="/a b",
        query={"q": "1"},
        fragment="f",
    )
    assert str(url) == "https://u:p@h:8080/a%20b?q=1#f"
    assert str(URL.build(path="a:b")) == "a%3Ab"
    assert str(URL.build(host="h", path="p")) == "//h/p"
    assert str(URL.build(scheme="mailto", path="x@y")) == "mailto:x@y"
    assert str(URL.build()) == ""
    assert type(MyURL.build(scheme="x")) is MyURL


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: BASE.with_port(70000), ValueError, "invalid port 70000: out of range 0-65535"),
        (
            lambda: BASE.with_port("80"),  # type: ignore[arg-type]  # the wrong type is what the test refuses
            TypeError,
            "port expected int or None, got str",
        ),
        (lambda: BASE.with_port(True), TypeError, "port expected int or None, got bool"),
        (lambda: BASE.with_scheme("1x"), ValueError, "invalid scheme '1x'"),
        (lambda: BASE.with_host("a/b"), ValueError, "invalid host 'a/b'"),
        (lambda: BASE.with_host("a%4"), ValueError, "invalid host 'a%4'"),
        (lambda: BASE.with_host(None), ValueError, "with_host(None) would drop the user or port"),
        (lambda: URL("mailto:x").with_port(1), ValueError, "with_port() needs a URL with a host"),
        (
            lambda: URL("mailto:x").with_user("u"),
            ValueError,
            "with_user() needs a URL with a host",
        ),
        (lambda: URL("mailto:x").with_host("h"), ValueError, "rootless path 'x'"),
        (lambda: URL("a:").with_path("//x"), ValueError, "cannot start with '//'"),
        (lambda: BASE.with_name(".."), ValueError, "'.' and '..' segments are refused"),
        (lambda: BASE.with_name("c/d"), ValueError, "invalid name 'c/d': a name is one segment"),
        (lambda: BASE.with_suffix("pdf"), ValueError, "invalid suffix 'pdf'"),
        (
            lambda: URL("http://h/").with_suffix(".x"),
            ValueError,
            "needs a path that ends in a name",
        ),
        (lambda: BASE.with_query({"a": float("nan")}), ValueError, "must be a finite number"),
        (
            # bytes on purpose: the annotation refuses them, and so must the run time
            lambda: BASE.with_query({"a": b"x"}),  # type: ignore[dict-item]
            TypeError,
            "must be str, int, float, bool or None, got bytes",
        ),
        (
            lambda: BASE.with_query(5),  # type: ignore[call-overload]  # the wrong type is what the test refuses
            TypeError,
            "query expected a mapping or (name, value) pairs, got int",
        ),
        (
            lambda: URL.build(port=1),
            ValueError,
            "needs a host to go with a user, password or port",
        ),
        (lambda: URL("x:a:b").with_scheme(None), ValueError, "would read as a scheme"),
    ],
)
def test_builders_refuse_with_a_clear_error(
    call: object, error: type[Exception], message: str
) -> None:
    assert callable(call)
    with pytest.raises(error) as caught:
        call()
    assert message in str(caught.value)


# -- operators ------------------------------------------------------------------


def test_truediv_appends_segments_and_keeps_the_rest() -> None:
    assert str(URL("http://h/api?k=v#f") / "a/b") == "http://h/api/a/b?k=v#f"
    assert str(URL("http://h/api/") / "a") == "http://h/api/a"
    assert str(URL("http://h") / "a") == "http://h/a"
    assert str(URL("http://h/") / "a b?#%") == "http://h/a%20b%3F%23%25"
    assert str(URL("http://h/a") / "") == "http://h/a/"
    assert str(URL("") / "a:b") == "a%3Ab"
    assert type(MyURL("http://h/") / "a") is MyURL


@pytest.mark.parametrize("segment", ["..", ".", "a/../b", "a/./b", "/abs"])
def test_truediv_refuses_climbing_and_absolute_segments(segment: str) -> None:
    with pytest.raises(ValueError, match=r"refused|starts with '/'"):
        _ = URL("http://h/api/v1/users") / segment


def test_child_takes_each_argument_as_one_segment() -> None:
    assert str(URL("http://h/files").child("a/b", "c d", "%")) == "http://h/files/a%2Fb/c%20d/%25"
    for bad in ("..", ".", ""):
        with pytest.raises(ValueError, match="refuse"):
            URL("http://h/").child(bad)
    with pytest.raises(TypeError):
        URL("http://h/").child(1)  # type: ignore[arg-type]  # the wrong type is what the test refuses


# -- relations -----------------------------------------------------------------


def test_join_resolves_against_a_base_without_a_scheme() -> None:
    # It used to raise ValueError (tests/test_relate.py has the rules).
    assert URL("/relative").join("x") == URL("/x")


def test_join_keeps_a_path_from_reading_as_an_authority() -> None:
    # RFC 3986 5.2.4 note: "/." keeps "//x" a path.
    assert str(URL("foo:/a/b").join("..//x")) == "foo:/.//x"
    assert URL(str(URL("foo:/a/b").join("..//x"))).raw_host is None


@pytest.mark.parametrize(
    ("target", "base", "reference"),
    [
        ("http://a/b/c/g", "http://a/b/c/d;p?q", "g"),
        ("http://a/b/c/d;p?q", "http://a/b/c/d;p?q", ""),
        ("http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q", "#f"),
        ("http://a/b/c/d;p?y", "http://a/b/c/d;p?q", "?y"),
        ("http://a/b/c/d;p", "http://a/b/c/d;p?q", "d;p"),
        ("http://a/b/", "http://a/b/c/d", ".."),
        ("http://a/b/c/", "http://a/b/c/d;p?q", "."),
        ("http://a/b/c/?x", "http://a/b/c/d;p?q", ".?x"),
        ("http://a/x", "http://a/b/c/d", "/x"),
        ("http://b/x", "http://a/b", "//b/x"),
        ("https://a/x", "http://a/x", "https://a/x"),
        ("http://a/b/c:d", "http://a/b/x", "./c:d"),
        ("http://a", "http://a/b", "//a"),
    ],
)
def test_relative_to(target: str, base: str, reference: str) -> None:
    result = URL(target).relative_to(base)
    assert str(result) == reference
    assert URL(base).join(result) == URL(target)


def test_normalize_and_equivalent() -> None:
    assert str(URL("HTTP://Ex%41mple.COM:80/%7e/./a/../b?%7e#%7e").normalize()) == (
        "http://example.com/~/b?~#~"
    )
    assert str(URL("http://[2001:DB8::1]:443/").normalize()) == "http://[2001:db8::1]:443/"
    assert str(URL("https://h:0443").normalize()) == "https://h/"
    assert str(URL("foo://h").normalize()) == "foo://h"
    assert URL("http://bücher.example/").equivalent("http://xn--bcher-kva.example/")
    assert URL("http://a/b c").equivalent("http://a/b%20c")
    assert not URL("http://a/b?").equivalent("http://a/b")


def test_origin() -> None:
    assert str(URL("https://u:p@h:8443/a?q#f").origin()) == "https://h:8443"
    assert str(URL("https://h:/a").origin()) == "https://h"
    with pytest.raises(ValueError, match=r"origin\(\) needs a URL with a scheme and a host"):
        URL("mailto:x@y").origin()


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        # RFC 6454 4: the scheme and host in lower case, the host in ASCII
        # (IDNA), the port as a number and absent when it is the default (6.2).
        ("https://Example.com:443", "https://example.com"),
        ("https://example.com", "https://example.com"),
        ("HTTPS://EXAMPLE.COM/a", "https://example.com"),
        ("http://example.com:0080/", "http://example.com"),
        ("http://example.com:8080/", "http://example.com:8080"),
        ("https://example.com:80/", "https://example.com:80"),
        ("http://Bücher.Example/", "http://xn--bcher-kva.example"),
        ("http://ＥＸＡＭＰＬＥ．com/", "http://example.com"),
        ("http://[FE80::1]:8080/", "http://[fe80::1]:8080"),
        ("ws://H:80/chat", "ws://h"),
        ("wss://h:443", "wss://h"),
    ],
)
def test_origin_is_the_rfc6454_origin(url: str, origin: str) -> None:
    assert str(URL(url).origin()) == origin


def test_urls_of_one_origin_give_equal_origins() -> None:
    spellings = ["https://Example.com:443/a", "https://example.com/b?c", "HTTPS://EXAMPLE.COM"]
    assert len({URL(text).origin() for text in spellings}) == 1


@pytest.mark.parametrize(
    ("url", "uri"),
    [
        ("http://h/a b?c d#e f", "http://h/a%20b?c%20d#e%20f"),
        ('http://h/"<>\\^`{|}', "http://h/%22%3C%3E%5C%5E%60%7B%7C%7D"),
        ("http://h/%zz%", "http://h/%25zz%25"),
        ("http://h/%41%2f", "http://h/%41%2f"),  # escapes as written are kept
        ("http://h/a#b#c", "http://h/a#b%23c"),
        ("http://h/[x]?[y]", "http://h/%5Bx%5D?%5By%5D"),
        ("http://[::1]/[a]", "http://[::1]/%5Ba%5D"),
        ("http://u s:p w@h/", "http://u%20s:p%20w@h/"),
        ("http://a{b/", "http://a%7Bb/"),
        ("http://Bücher.example/ä b", "http://xn--bcher-kva.example/%C3%A4%20b"),
    ],
)
def test_to_ascii_gives_a_uri(url: str, uri: str) -> None:
    result = URL(url).to_ascii()
    assert str(result) == uri
    assert result.equivalent(url)
    assert result.to_ascii() == result


def test_to_ascii_passes_urllib_request_and_http_client() -> None:
    url = URL('http://example.com/a b/ä?q="x y"&r={1}#top|x')
    uri = str(url.to_ascii())
    request = urllib.request.Request(uri)  # noqa: S310 - an http URL of the test; nothing opened
    assert request.full_url == uri
    assert request.selector == "/a%20b/%C3%A4?q=%22x%20y%22&r=%7B1%7D"
    connection = http.client.HTTPConnection("example.com")
    # putrequest checks the target (no space, no control) before anything is sent.
    connection.putrequest("GET", request.selector)
    with pytest.raises(http.client.InvalidURL):
        http.client.HTTPConnection("example.com").putrequest("GET", "/a b")


def test_to_ascii_and_to_unicode() -> None:
    iri = URL("http://Bücher.example/ä?ö=ü#ß")
    uri = iri.to_ascii()
    assert str(uri) == "http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC#%C3%9F"
    assert str(uri.to_unicode()) == "http://bücher.example/ä?ö=ü#ß"
    plain = URL("http://example.com/%20")
    assert plain.to_ascii() is plain
    # UTS 46 ToASCII lowercases an ASCII host too: no mixed-case trick survives.
    assert str(URL("http://EXAMPLE.com/%20").to_ascii()) == "http://example.com/%20"
    assert str(URL("http://EXAMPLE.com/%20").to_unicode()) == "http://example.com/%20"


def test_parent() -> None:
    assert str(URL("http://h/a/b?q#f").parent) == "http://h/a"
    assert str(URL("http://h/a").parent) == "http://h/"
    assert str(URL("http://h/").parent) == "http://h/"


def test_invalid_url_pickles_with_its_fields() -> None:
    with pytest.raises(InvalidURL) as caught:
        URL("http://h:x/")
    again = pickle.loads(pickle.dumps(caught.value))
    assert (str(again), again.url, again.part, again.position) == (
        str(caught.value),
        "http://h:x/",
        "port",
        9,
    )


# An empty path after the host of http(s), ws(s), ftp or file means "/"
# (RFC 9110 4.2.3, RFC 3986 6.2.3): a builder that adds a query or fragment
# writes the "/" too, as browsers and yarl do; other schemes keep their text.
EMPTY_PATH_BUILDS = [
    (lambda: URL("https://h") % {"a": 1}, "https://h/?a=1"),
    (lambda: URL("https://h").update_query({"q": "x y"}), "https://h/?q=x+y"),
    (lambda: URL("https://h#f").update_query(a="1"), "https://h/?a=1#f"),
    (lambda: URL("https://h?a=2").update_query(b="1"), "https://h/?a=2&b=1"),
    (lambda: URL("HTTP://h:80").with_query("q"), "HTTP://h:80/?q"),
    (lambda: URL("wss://h").extend_query({"a": "1"}), "wss://h/?a=1"),
    (lambda: URL("ftp://h").with_fragment("top"), "ftp://h/#top"),
    (lambda: URL("file://h").with_query(""), "file://h/?"),
    (lambda: URL.build(scheme="https", host="h", query={"a": "1"}), "https://h/?a=1"),
    (lambda: URL.build(scheme="HTTPS", host="h", query={"a": "1"}), "HTTPS://h/?a=1"),
    (lambda: URL.build(scheme="https", host="h", fragment="x"), "https://h/#x"),
    (lambda: URL.build(scheme="https", host="h"), "https://h"),
    (lambda: URL("https://h?a=1").with_query(None), "https://h"),
    (lambda: URL("https://h?a=1").without_query_params("a"), "https://h"),
    (lambda: URL("foo://h") % {"a": 1}, "foo://h?a=1"),
    (lambda: URL("//h") % {"a": 1}, "//h?a=1"),
    (lambda: URL.build(scheme="foo", host="h", query={"a": "1"}), "foo://h?a=1"),
]


@pytest.mark.parametrize(("build", "expected"), EMPTY_PATH_BUILDS)
def test_query_after_an_empty_http_path_gets_its_slash(
    build: Callable[[], URL], expected: str
) -> None:
    url = build()
    assert str(url) == expected
    assert URL(str(url)) == url


# -- parsing the same text again -----------------------------------------------


def test_the_same_text_parsed_again_gives_the_url_parsed_then() -> None:
    text = "https://api.example.com/v1/users?page=2"
    first = URL(text)
    again = URL("".join(text))  # an equal string, another object
    assert again is first
    assert again.host == "api.example.com"
    assert URL("https://api.example.com/v1/other") is not first


def test_a_text_seen_again_after_another_is_parsed_and_kept() -> None:
    href._url._recent_urls.cache_clear()  # no emptying between the sights below
    text, other = "https://a.example/x?q=1", "https://b.example/y"
    first = URL(text)
    URL(other)
    second = URL("".join(text))  # its second sight, after another text's
    assert second is not first  # the first was not kept: a stream of distinct texts
    assert str(second) == text
    assert second.host == "a.example"
    assert second.query["q"] == "1"
    assert URL(other) is URL(other)
    assert URL(text) is second  # kept from its second sight on


def test_a_subclass_is_parsed_anew_and_may_have_an_init() -> None:
    class HttpsURL(URL):
        def __init__(self, text: str) -> None:
            super().__init__()
            if self.scheme != "https":
                msg = f"not an https URL: {text!r}"
                raise ValueError(msg)

    url = HttpsURL("https://h/a")
    assert type(url) is HttpsURL
    assert HttpsURL("https://h/a") is not url
    assert URL("https://h/a") is not url
    assert type(URL("https://h/a")) is URL
    with pytest.raises(ValueError, match="not an https URL"):
        HttpsURL("http://h/a")


def test_builders_never_touch_a_url_kept_for_its_text() -> None:
    # Builders make new URLs without __new__: the kept one stays as parsed.
    kept = URL("")
    assert str(URL("") / "a") == "a"
    assert str(URL("http://h/").with_query({"q": "1"})) == "http://h/?q=1"
    assert str(kept) == ""
    assert URL("") is kept


def test_a_long_text_is_not_kept() -> None:
    # The cache holds 256 URLs of at most 2,048 characters: bounded in bytes.
    text = "https://h/" + "a" * 2_048
    assert URL(text) is not URL(text)
    assert URL(text) == URL(text)

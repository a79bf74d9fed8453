"""URL.from_user_input(), and the schemes whose URLs need a host.

Text a person typed is read as they meant it (a scheme added, ``host:port``
taken as a host); an http, https, ws, wss or ftp URL without a host is
refused, by the parser and by every builder, with what to do instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from href import URL, InvalidURL


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("  example.com/path ", "https://example.com/path"),
        ("example.com", "https://example.com"),
        ("\texample.com/a?b#c\n", "https://example.com/a?b#c"),
        ("www.example.com:8080/x", "https://www.example.com:8080/x"),
        ("localhost:8080", "https://localhost:8080"),
        ("127.0.0.1:8000/x", "https://127.0.0.1:8000/x"),
        ("[::1]:8080/a", "https://[::1]:8080/a"),
        ("user:pw@host/x", "https://user:pw@host/x"),
        ("//cdn.example/x.js", "https://cdn.example/x.js"),
        ("https:example.com/a", "https://example.com/a"),
        ("http:/example.com", "http://example.com"),
        ("HTTPS://Example.com", "HTTPS://Example.com"),
        ("mailto:a@example.com", "mailto:a@example.com"),
        ("urn:isbn:0451450523", "urn:isbn:0451450523"),
        ("git+ssh://example.com/r.git", "git+ssh://example.com/r.git"),
        ("bücher.example/ä", "https://bücher.example/ä"),
    ],
)
def test_from_user_input_gives_the_url_a_person_meant(typed: str, meant: str) -> None:
    url = URL.from_user_input(typed)
    assert url == URL(meant)
    assert URL.from_user_input(str(url)) == url  # a URL typed in full stays as it is


def test_from_user_input_default_scheme() -> None:
    assert str(URL.from_user_input("h:81/x", default_scheme="http")) == "http://h:81/x"
    with pytest.raises(ValueError, match="invalid default_scheme 'ht tp'"):
        URL.from_user_input("h", default_scheme="ht tp")


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", "it is empty"),
        ("   ", "it is empty"),
        ("/a/b", "a relative reference has no host"),
        ("./a", "a relative reference has no host"),
        ("?q=1", "a relative reference has no host"),
        ("https://", "'https' URLs need a host"),
        ("http:///x", "'http' URLs need a host"),
        ("exa mple.com/x", "' ' cannot stand in a host name"),
        ("a<b.example", "'<' cannot stand in a host name"),
        ("example.com:99999", "invalid port"),
    ],
)
def test_from_user_input_says_why_there_is_no_url(typed: str, reason: str) -> None:
    with pytest.raises(InvalidURL, match=re.escape(reason)):
        URL.from_user_input(typed)


@pytest.mark.parametrize(
    ("build", "message"),
    [
        # Issue 14: text a person typed, read by RFC 3986, then given a scheme.
        (
            lambda: URL("example.com/path").with_scheme("https"),
            (
                "with_scheme('https') would make 'https:example.com/path': an https URL needs a "
                "host; URL('example.com/path') is a relative path, not a host: "
                "URL.from_user_input() reads such text as people mean it"
            ),
        ),
        (
            lambda: URL("www.example.com:8080/x").with_scheme("https"),
            "URL('www.example.com:8080/x') reads 'www.example.com' as a scheme, not a host",
        ),
        (lambda: URL("/a").with_scheme("ws"), "with_scheme('ws') would make 'ws:/a'"),
        (lambda: URL("http://h/x").with_host(None), "an http URL needs a host"),
        (lambda: URL("ftp://h/x").with_host(""), "an ftp URL needs a host"),
        (lambda: URL.build(scheme="https", path="/x"), "needs a host for an https URL"),
        (lambda: URL.build(scheme="WSS", host=""), "needs a host for an wss URL"),
    ],
)
def test_builders_refuse_an_http_url_without_a_host(
    build: Callable[[], URL], message: str
) -> None:
    # RFC 9110 4.2 (http, https), RFC 6455 3 (ws, wss), RFC 1738 3.2 (ftp).
    with pytest.raises(ValueError, match=re.escape(message)):
        build()


def test_other_schemes_may_go_without_a_host() -> None:
    assert str(URL("a@b").with_scheme("mailto")) == "mailto:a@b"
    assert str(URL("file:///x").with_host("")) == "file:///x"
    assert str(URL.build(scheme="urn", path="isbn:1")) == "urn:isbn:1"
    assert str(URL("https:x").with_path("y")) == "https:y"  # parsed as written, kept so

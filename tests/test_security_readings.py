"""No text makes href name another host than the one a client connects to.

Where RFC 3986 and the readers that send requests part ways (browsers, by the
URL Standard; urllib3, and so requests), ``URL()`` refuses the text, naming
the part and pointing to ``href.whatwg.parse``; docs/security.md states the
rules. Two differential properties hold href to those readers on text built
from the characters that delimit an authority: urllib3 (``parse_url``, which
requests calls) and href.whatwg, the browsers' reading, whose host parser is
checked against web-platform-tests in tests/test_whatwg.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from href import URL, InvalidURL, whatwg

# Each text, the part the error names, and the host a browser reads in it
# (href.whatwg.parse, against an http page where the text is relative).
REFUSED = [
    # A "\\" in the authority: urllib3 and browsers end the authority there.
    ("http://127.0.0.1\\@example.com/", "userinfo", "127.0.0.1"),
    ("https://evil.example\\@good.example/", "userinfo", "evil.example"),
    ("http://user:8080\\@good.example/", "userinfo", "user"),
    ("http://a\\b@good.example/", "userinfo", "a"),
    ("//evil.example\\@good.example/", "userinfo", "evil.example"),
    ("http://evil.example\\.good.example/", "host", "evil.example"),
    ("http://good.example:443\\@evil.example/", "userinfo", "good.example"),
    ("http://good.example:80\\x/", "port", "good.example"),
    # "\\" beside "/" where an authority could start: browsers read "//".
    ("/\\evil.example/", "path", "evil.example"),
    ("\\\\evil.example/", "path", "evil.example"),
    ("\\/evil.example/", "path", "evil.example"),
    ("http:\\\\evil.example/", "path", "evil.example"),
    ("https:/\\evil.example/", "path", "evil.example"),
    # Leading spaces: browsers and requests strip them.
    (" http://evil.example/", "scheme", "evil.example"),
    ("  //evil.example/", "scheme", "evil.example"),
    # An empty host: an http(s) URL needs one (RFC 9110 4.2.1), and browsers
    # skip slashes to find one.
    ("http:///evil.example/", "host", "evil.example"),
    ("http://:80/evil.example/", "host", None),
    ("https://user@/", "host", None),
    ("http://", "host", None),
    ("https:////evil.example/", "host", "evil.example"),
    ("///evil.example/", "host", "evil.example"),
]


@pytest.mark.parametrize(("text", "part", "browser_host"), REFUSED)
def test_url_refuses_text_that_clients_read_as_another_host(
    text: str, part: str, browser_host: str | None
) -> None:
    with pytest.raises(InvalidURL) as caught:
        URL(text)
    assert caught.value.part == part
    assert "href.whatwg.parse()" in str(caught.value)
    assert caught.value.url == text
    if browser_host is None:  # browsers refuse it too
        assert not whatwg.can_parse(text, "http://page.example/dir/")
        return
    browser = whatwg.parse(text, "http://page.example/dir/")
    assert browser.host is not None
    assert browser.host.ascii == browser_host


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "http://127.0.0.1\\@example.com/",
            "a '\\\\' cannot stand in the userinfo (RFC 3986 3.2.1)",
        ),
        ("http://a\\b/", "a '\\\\' cannot stand in the host (RFC 3986 3.2.2)"),
        ("/\\evil.example/", "this text names the host 'evil.example'"),
        (" javascript:alert(1)", "before reading the scheme 'javascript'"),
        ("http:///evil.example/", "read the host 'evil.example'"),
    ],
)
def test_the_message_says_what_clients_read(text: str, shown: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        URL(text)
    assert shown in str(caught.value)


def test_the_message_masks_a_password_before_a_backslash() -> None:
    with pytest.raises(InvalidURL) as caught:
        URL("http://user:s3cret\\@good.example/")
    assert "s3cret" not in str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "http://good.example/a\\b",  # after the authority: a path character to href
        "http://a%5C@good.example/",  # encoded, it is data in the user name
        "mailto:a\\b@example.com",  # no authority, no "//" to make one
        " /a b",  # a space before what browsers read as a path
        "file:///etc/hosts",  # file URLs have an empty host
        "//",
        "http:g",  # RFC 3986 5.4.2: a reference in the scheme's own terms
    ],
)
def test_url_keeps_what_every_reader_reads_alike(text: str) -> None:
    assert str(URL(text)) == text


@pytest.mark.parametrize(
    "build",
    [
        lambda: URL("//") / "evil.example",
        lambda: URL("//").with_path("evil.example/x"),
        lambda: URL("//?q").with_path("/evil.example"),
        lambda: URL("//#f").child("evil.example"),
        lambda: URL("http://h/a").join("///evil.example"),
    ],
)
def test_builders_do_not_make_an_empty_host_browsers_fill(build: Callable[[], URL]) -> None:
    # "//" parses (browsers go nowhere with it), but a path after it would
    # name a host to a browser.
    with pytest.raises(InvalidURL, match=r"read the host 'evil\.example'"):
        build()


@pytest.mark.parametrize("text", ["//:/a", "//:/evil.example/x", "//:", "//:/"])
def test_normalize_never_writes_text_that_clients_read_as_a_host(text: str) -> None:
    # Dropping the empty port of "//:/a" would write "///a", which browsers
    # read as the host "a" and URL() refuses: normalize() keeps the ":".
    normal = URL(text).normalize()
    assert URL(str(normal)) == normal
    assert normal.raw_host == ""


# Text made of the characters that start, split or end an authority, their
# escapes and full-width look-alikes, after the prefixes that open one.
_PIECES = [*"aB1.@:/\\?#% ;=", "[::1]", "%5C", "%2F", "%40", "\uff3c", "\uff0f", "\uff20"]
_PREFIXES = ["http://", "https://", "HTTP://u:p@", "ws://", "//", "/", "", "http:", " "]


# deadline=None: the first example imports urllib3, which took over the 200 ms
# default on a loaded machine; speed is the benchmarks' business.
@settings(deadline=None)
@given(st.tuples(st.sampled_from(_PREFIXES[:4]), st.lists(st.sampled_from(_PIECES), max_size=9)))
@example(("http://", list("127.0.0.1\\@example.com/")))
def test_href_reads_the_host_urllib3_reads(parts: tuple[str, list[str]]) -> None:
    urllib3_util = pytest.importorskip("urllib3.util", reason="urllib3 is in the dev extra")
    text = parts[0] + "".join(parts[1])
    try:
        url = URL(text)
    except InvalidURL:
        return
    try:
        theirs = urllib3_util.parse_url(text).host
    except ValueError:  # urllib3's LocationParseError: it sends nothing
        return
    mine = None if url.host is None else url.host.ascii
    # urllib3 keeps a host's escapes as written; href lowers the name.
    assert (mine or "").lower() == (theirs or "").lower()


@given(st.tuples(st.sampled_from(_PREFIXES), st.lists(st.sampled_from(_PIECES), max_size=9)))
@example(("", list("///evil.example")))
@example(("http://", list("evil.example\\@good.example")))
def test_href_reads_the_host_browsers_read(parts: tuple[str, list[str]]) -> None:
    text = parts[0] + "".join(parts[1])
    try:
        url = URL(text)
    except InvalidURL:
        return
    try:
        browser = whatwg.parse(text, "http://page.example/dir/")
    except InvalidURL:
        return  # browsers go nowhere
    if url.raw_authority is None:
        # A reference without an authority keeps the page's host, and so
        # does "http:x" against an http page (RFC 3986 5.4.2's "http:g").
        assert browser.host == "page.example"
        return
    assert url.host is not None
    assert browser.host is not None
    if url.host.address is not None or browser.host.address is not None:
        assert url.host.address == browser.host.address
    else:
        assert browser.host.canonical == url.host.canonical

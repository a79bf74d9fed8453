"""The public behaviour promised by docs/DESIGN.md: parsing, as tables of tricky inputs.

The parts each accessor reads from tricky inputs, then the errors: what is
refused, with which message, and the unusual text that is accepted.

Written from the specification only, not from the implementation. Where the
specification leaves a detail open, the expectation is what a demanding yarl
or urllib.parse user would expect, and a comment says "Debatable".
"""

# The file: URLs name /tmp paths and the userinfo tests use literal passwords
# on purpose; neither touches a file system or a secret.
# ruff: noqa: S108

from __future__ import annotations

from ipaddress import IPv4Address, IPv6Address

import pytest

import href
from href import URL, Host, HostKind, InvalidURL

# ---------------------------------------------------------------------------
# Parsing: the parts of tricky inputs
# ---------------------------------------------------------------------------

# Each row: the text, then the expected value of each named accessor.
PARTS = [
    # Empty query and fragment are kept distinct from absent ones.
    pytest.param(
        "http://a/b?",
        {
            "scheme": "http",
            "raw_host": "a",
            "raw_path": "/b",
            "raw_query": "",
            "raw_fragment": None,
        },
        id="empty-query",
    ),
    pytest.param(
        "http://a/b#",
        {"raw_query": None, "raw_fragment": "", "fragment": ""},
        id="empty-fragment",
    ),
    pytest.param(
        "http://a/b",
        {"raw_query": None, "raw_fragment": None, "fragment": None, "raw_port": None},
        id="no-query-no-fragment",
    ),
    pytest.param(
        "HTTP://A:80/%7e",
        {
            "scheme": "http",
            "raw_scheme": "HTTP",
            "raw_authority": "A:80",
            "raw_host": "A",
            "port": 80,
            "raw_port": "80",
            "effective_port": 80,
            "raw_path": "/%7e",
        },
        id="uppercase-default-port-escape",
    ),
    # No authority at all.
    pytest.param(
        "mailto:x@y",
        {
            "scheme": "mailto",
            "raw_authority": None,
            "host": None,
            "raw_host": None,
            "user": None,
            "raw_user": None,
            "port": None,
            "raw_port": None,
            "raw_path": "x@y",
        },
        id="mailto",
    ),
    pytest.param(
        "urn:isbn:1",
        {"scheme": "urn", "host": None, "raw_path": "isbn:1", "raw_query": None},
        id="urn",
    ),
    # An empty authority: a host that is present and empty.
    pytest.param(
        "file:///tmp/x",
        {"scheme": "file", "raw_authority": "", "raw_host": "", "raw_path": "/tmp/x"},
        id="file-empty-host",
    ),
    pytest.param(
        "file:/tmp/x",
        {"raw_authority": None, "host": None, "raw_path": "/tmp/x"},
        id="file-no-authority",
    ),
    # Network-path reference.
    pytest.param(
        "//host/p",
        {"scheme": None, "raw_scheme": None, "raw_host": "host", "raw_path": "/p"},
        id="network-path",
    ),
    # IPv6 with a zone id (RFC 6874: "%25" introduces the zone).
    pytest.param(
        "http://[::1%25eth0]:8/",
        {"raw_host": "[::1%25eth0]", "port": 8, "raw_port": "8", "raw_path": "/"},
        id="ipv6-zone",
    ),
    pytest.param(
        "http://[2001:db8::1]/",
        {"raw_host": "[2001:db8::1]", "port": None, "effective_port": 80},
        id="ipv6",
    ),
    pytest.param(
        "http://[v1.fe:x]/",
        {"raw_host": "[v1.fe:x]"},
        id="ipvfuture",
    ),
    pytest.param(
        "http://127.0.0.1:8080/",
        {"raw_host": "127.0.0.1", "port": 8080, "effective_port": 8080},
        id="ipv4",
    ),
    # RFC 3986 3.2.3: port = *DIGIT, so an empty port is valid and means none.
    pytest.param(
        "http://h:/",
        {"raw_port": "", "port": None, "effective_port": 80, "raw_host": "h"},
        id="empty-port",
    ),
    pytest.param("http://h:0/", {"port": 0, "raw_port": "0"}, id="port-0"),
    pytest.param("http://h:65535/", {"port": 65535}, id="port-max"),
    # Debatable: leading zeros are still *DIGIT; the number is 80.
    pytest.param("http://h:0080/", {"port": 80, "raw_port": "0080"}, id="port-leading-zeros"),
    # Default ports (DESIGN: http 80, https 443, ws 80, wss 443, ftp 21).
    pytest.param("HTTPS://h/", {"port": None, "effective_port": 443}, id="https-default"),
    pytest.param("ws://h/", {"effective_port": 80}, id="ws-default"),
    pytest.param("wss://h/", {"effective_port": 443}, id="wss-default"),
    pytest.param("ftp://h/", {"effective_port": 21}, id="ftp-default"),
    pytest.param("foo://h/", {"effective_port": None}, id="unknown-scheme-no-default"),
    pytest.param("https://h:8443/", {"effective_port": 8443}, id="explicit-port-wins"),
    # Userinfo: absent, empty, empty password, escapes.
    pytest.param(
        "http://u:p@h/",
        {"raw_authority": "u:p@h", "user": "u", "password": "p", "raw_host": "h"},
        id="user-password",
    ),
    pytest.param(
        "http://u@h/",
        {"user": "u", "raw_user": "u", "password": None, "raw_password": None},
        id="user-only",
    ),
    pytest.param(
        "http://u:@h/",
        {"user": "u", "password": "", "raw_password": ""},
        id="empty-password",
    ),
    pytest.param(
        "http://@h/",
        {"raw_authority": "@h", "user": "", "raw_user": "", "password": None, "raw_host": "h"},
        id="empty-user",
    ),
    pytest.param(
        "http://:p@h/",
        {"user": "", "password": "p"},
        id="empty-user-with-password",
    ),
    pytest.param(
        "http://%75ser:p%40ss%3A@h/",
        {"user": "user", "raw_user": "%75ser", "password": "p@ss:", "raw_password": "p%40ss%3A"},
        id="escaped-userinfo",
    ),
    # RFC 3986 3.2.1: the first ":" splits user from password.
    pytest.param("http://a:b:c@h/", {"user": "a", "password": "b:c"}, id="colon-in-password"),
    pytest.param(
        "http://h",
        {"raw_authority": "h", "raw_path": "", "raw_query": None},
        id="no-path",
    ),
    pytest.param("http://h?q", {"raw_path": "", "raw_query": "q"}, id="no-path-query"),
    pytest.param("http://h#f", {"raw_path": "", "raw_fragment": "f"}, id="no-path-fragment"),
    # Relative references.
    pytest.param(
        "",
        {
            "scheme": None,
            "raw_authority": None,
            "host": None,
            "raw_path": "",
            "raw_query": None,
            "raw_fragment": None,
        },
        id="empty-reference",
    ),
    pytest.param("?q", {"scheme": None, "raw_path": "", "raw_query": "q"}, id="query-only"),
    pytest.param("#f", {"raw_path": "", "raw_fragment": "f", "fragment": "f"}, id="fragment-only"),
    pytest.param("a/b:c", {"scheme": None, "raw_path": "a/b:c"}, id="relative-path-colon"),
    pytest.param("/a", {"scheme": None, "raw_authority": None, "raw_path": "/a"}, id="abs-path"),
    # Fragments and queries keep "?" and "/" (RFC 3986 3.4, 3.5).
    pytest.param(
        "http://h/p?a?b/c#d?e/f#",
        {"raw_query": "a?b/c", "raw_fragment": "d?e/f#"},
        id="query-fragment-delims",
    ),
    pytest.param(
        "http://h/#%23%20x", {"fragment": "# x", "raw_fragment": "%23%20x"}, id="frag-esc"
    ),
    # IRIs are accepted as written.
    pytest.param(
        "http://bücher.example/ä?ö=ü#ß",
        {"raw_host": "bücher.example", "raw_path": "/ä", "raw_query": "ö=ü", "fragment": "ß"},
        id="iri",
    ),
]


@pytest.mark.parametrize(("text", "expected"), PARTS)
def test_parts_of_tricky_inputs(text: str, expected: dict[str, object]) -> None:
    url = URL(text)
    actual = {name: getattr(url, name) for name in expected}
    assert actual == expected


@pytest.mark.parametrize(("text", "expected"), PARTS)
def test_parsing_is_lossless(text: str, expected: dict[str, object]) -> None:
    assert str(URL(text)) == text


@pytest.mark.parametrize(("text", "expected"), PARTS)
def test_host_prints_as_the_raw_host(text: str, expected: dict[str, object]) -> None:
    # RFC 3986 3.2.2: host = IP-literal / IPv4address / reg-name, and IP-literal
    # includes the brackets, so str(url.host) is url.raw_host.
    url = URL(text)
    if url.raw_host is None:
        assert url.host is None
    else:
        assert url.host is not None
        assert str(url.host) == url.raw_host


def test_uppercase_url_round_trips_and_normalizes() -> None:
    url = URL("HTTP://A:80/%7e")
    assert str(url) == "HTTP://A:80/%7e"
    assert str(url.normalize()) == "http://a/~"
    assert url.path.segments == ("~",)


def test_file_url_host_is_present_and_empty() -> None:
    url = URL("file:///tmp/x")
    assert isinstance(url.host, Host)
    assert str(url.host) == ""
    assert url.path.segments == ("tmp", "x")
    assert str(url.path) == "/tmp/x"


def test_mailto_has_no_host() -> None:
    url = URL("mailto:x@y")
    assert url.host is None
    assert str(url.path) == "x@y"
    assert url.path.is_absolute() is False


def test_network_path_reference_has_host_and_no_scheme() -> None:
    url = URL("//host/p")
    assert url.scheme is None
    assert url.host is not None
    assert str(url.host) == "host"
    assert url.host.kind is HostKind.NAME


def test_ipv6_zone_and_port() -> None:
    url = URL("http://[::1%25eth0]:8/")
    assert url.host is not None
    assert url.host.kind is HostKind.IPV6
    assert url.host.zone == "eth0"
    # Debatable: ipaddress can carry the zone as a scope id; either is fine.
    assert url.host.address in {IPv6Address("::1"), IPv6Address("::1%eth0")}
    assert url.port == 8


def test_ipv6_without_zone() -> None:
    url = URL("http://[2001:db8::1]/")
    assert url.host is not None
    assert url.host.kind is HostKind.IPV6
    assert url.host.zone is None
    assert url.host.address == IPv6Address("2001:db8::1")


def test_ipvfuture_host() -> None:
    url = URL("http://[v1.fe:x]/")
    assert url.host is not None
    assert url.host.kind is HostKind.IPVFUTURE
    assert url.host.address is None


def test_ipv4_host() -> None:
    url = URL("http://127.0.0.1:8080/")
    assert url.host is not None
    assert url.host.kind is HostKind.IPV4
    assert url.host.address == IPv4Address("127.0.0.1")


def test_encoded_slash_is_one_decoded_segment() -> None:
    url = URL("http://a/%2F")
    assert url.path.segments == ("/",)
    assert url.raw_path == "/%2F"
    assert str(url) == "http://a/%2F"


def test_path_segments_decode_escapes_and_keep_empty_segments() -> None:
    assert URL("http://a/x%20y/%C3%A4//z").path.segments == ("x y", "ä", "", "z")


def test_empty_port_means_no_port() -> None:
    url = URL("http://h:/")
    assert url.raw_port == ""
    assert url.port is None
    assert str(url) == "http://h:/"


def test_iri_is_accepted_and_converts_to_ascii() -> None:
    url = URL("http://bücher.example/ä?ö=ü")
    assert str(url) == "http://bücher.example/ä?ö=ü"
    assert str(url.to_ascii()) == "http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC"
    assert url.host is not None
    assert url.host.unicode == "bücher.example"
    assert url.host.ascii == "xn--bcher-kva.example"
    assert url.path.segments == ("ä",)
    assert url.query["ö"] == "ü"


def test_to_unicode_is_the_inverse_of_to_ascii() -> None:
    url = URL("http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC#%C3%9F")
    assert str(url.to_unicode()) == "http://bücher.example/ä?ö=ü#ß"
    assert url.to_unicode().to_ascii() == url


def test_to_unicode_keeps_reserved_escapes() -> None:
    # Decoding %2F or %3F would change the structure of the URL.
    url = URL("http://h/a%2Fb%3Fc%23d")
    assert str(url.to_unicode()) == "http://h/a%2Fb%3Fc%23d"


def test_to_ascii_keeps_an_ascii_uri_as_it_is() -> None:
    # Debatable: to_ascii is not normalize(); an ASCII URI is already its URI form.
    url = URL("http://a/%7e?x=%3a#y")
    assert url.to_ascii() == url


def test_to_ascii_encodes_the_fragment_and_userinfo() -> None:
    url = URL("http://ü@h/#ß")
    assert str(url.to_ascii()) == "http://%C3%BC@h/#%C3%9F"


# ---------------------------------------------------------------------------
# Parsing: errors and leniency
# ---------------------------------------------------------------------------


def test_bad_port_message_quotes_input_and_names_the_part() -> None:
    text = "http://h:abc/"
    with pytest.raises(InvalidURL) as info:
        URL(text)
    error = info.value
    assert isinstance(error, ValueError)
    assert "'abc'" in str(error)
    assert "port" in str(error)
    assert error.url == text
    assert error.part == "port"
    assert isinstance(error.position, int)
    assert 0 <= error.position <= len(text)


def test_invalid_url_is_exported_and_is_a_value_error() -> None:
    assert href.InvalidURL is InvalidURL
    assert issubclass(InvalidURL, ValueError)


INVALID = [
    # Ports: ASCII digits only, at most 65535 (DESIGN).
    pytest.param("http://h:abc/", "port", id="port-letters"),
    pytest.param("http://h:65536/", "port", id="port-65536"),
    pytest.param("http://h:99999999999999999999/", "port", id="port-huge"),
    pytest.param("http://h:１２/", "port", id="port-fullwidth-digits"),
    pytest.param("http://h:١٢/", "port", id="port-arabic-indic-digits"),
    pytest.param("http://h:1_0/", "port", id="port-underscore"),
    pytest.param("http://h:+1/", "port", id="port-plus"),
    pytest.param("http://h:-1/", "port", id="port-minus"),
    pytest.param("http://h: 1/", "port", id="port-space"),
    pytest.param("http://h:8 /", "port", id="port-trailing-space"),
    pytest.param("http://[::1]:x/", "port", id="ipv6-port-letters"),
    # Broken IP literals (RFC 3986 3.2.2).
    pytest.param("http://[::1/", "host", id="unclosed-bracket"),
    pytest.param("http://[zzz]/", "host", id="not-an-address"),
    pytest.param("http://[1.2.3.4]/", "host", id="ipv4-in-brackets"),
    pytest.param("http://[::1::2]/", "host", id="two-double-colons"),
    pytest.param("http://[v.x]/", "host", id="ipvfuture-no-version"),
    pytest.param("http://[v1.]/", "host", id="ipvfuture-empty"),
    # Debatable: text after "]" that is not ":port" breaks the literal.
    pytest.param("http://[::1]x/", None, id="junk-after-bracket"),
    # Non-ASCII hosts are checked with UTS 46 at parse time (DESIGN).
    pytest.param("http://ü.xn--zz/", "host", id="idna-bad-punycode-beside-unicode"),
    pytest.param("http://a\u200db.com/", "host", id="idna-zwj-context"),
    # Control characters: C0 and DEL anywhere (DESIGN).
    pytest.param("http://a/\x00", None, id="nul-in-path"),
    pytest.param("http://a/b\nc", None, id="newline-in-path"),
    pytest.param("http://a/b\rc", None, id="cr-in-path"),
    pytest.param("http://a/b\tc", None, id="tab-in-path"),
    pytest.param("http://a/\x7f", None, id="del-in-path"),
    pytest.param("\x01http://a/", None, id="control-before-scheme"),
    pytest.param("http://a/\n", None, id="trailing-newline"),
    pytest.param("ht\ttp://a/", None, id="tab-in-scheme"),
    pytest.param("http://u\x00@a/", None, id="nul-in-userinfo"),
    pytest.param("http://a\x1f/", None, id="control-in-host"),
    pytest.param("http://a/?q=\x00", None, id="nul-in-query"),
    pytest.param("http://a/#\x7f", None, id="del-in-fragment"),
    pytest.param("mailto:a\x00b", None, id="nul-in-opaque-path"),
]


@pytest.mark.parametrize(
    "text", ["http://a/b\nc", "http://a/\x7f", "\x01http://a/", "http://a/?q=\x00"]
)
def test_control_character_error_points_at_the_character(text: str) -> None:
    # Debatable: "position" could be the start of the part; for a stray
    # character its own index is what a user needs.
    with pytest.raises(InvalidURL) as info:
        URL(text)
    assert info.value.position is not None
    assert ord(text[info.value.position]) in {*range(0x20), 0x7F}


@pytest.mark.parametrize(("text", "part"), INVALID)
def test_invalid_urls_raise_invalid_url(text: str, part: str | None) -> None:
    with pytest.raises(InvalidURL) as info:
        URL(text)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.url == text
    if part is not None:
        assert error.part == part
        assert part in str(error)


UNUSUAL_BUT_VALID = [
    pytest.param("http://a/b c", id="space-in-path"),
    pytest.param('http://a/<>"{}|\\^`', id="unsafe-ascii-in-path"),
    pytest.param("http://a/?q=a b&c=<d>#e f", id="spaces-in-query-fragment"),
    pytest.param("http://h/%zz", id="bad-escape"),
    pytest.param("http://h/%", id="lone-percent"),
    pytest.param("http://h/%4", id="short-escape"),
    pytest.param("http://u ser:p ass@h/", id="space-in-userinfo"),
    pytest.param("http://h/a[b]c", id="brackets-in-path"),
    pytest.param("http://h/\u00a0\u200b\ufeff", id="unicode-space-and-format-chars"),
    pytest.param("http://999.1.1.1/", id="ipv4-shaped-reg-name"),
    pytest.param("http://a_b!$&'()*+,;=c/", id="sub-delims-in-reg-name"),
    pytest.param("foo://:80/", id="empty-host-with-port"),
    pytest.param("foo://a:b@/", id="empty-host-with-userinfo"),
    pytest.param("HTTP://EXAMPLE.COM:/%7E?%7e#%7E", id="mixed-case"),
    pytest.param("x-y+z.1://h/", id="scheme-with-specials"),
    pytest.param("http:", id="scheme-only"),
    pytest.param("foo://", id="empty-authority"),
    pytest.param("file:///", id="empty-authority-slash"),
    pytest.param("?", id="empty-query-only"),
    pytest.param("#", id="empty-fragment-only"),
    pytest.param("//", id="empty-network-path"),
    # "///x" names the host x to a browser: tests/test_security_readings.py.
    pytest.param("///", id="empty-authority-reference"),
    pytest.param("http://h/a/./b/../c", id="dot-segments-kept"),
    pytest.param("http://h/?a=1;b=2&&c", id="odd-query"),
    pytest.param("http://h/??#?#", id="repeated-delims"),
    pytest.param("http://日本.example/日本?日=本#日", id="cjk-iri"),
]


@pytest.mark.parametrize("text", UNUSUAL_BUT_VALID)
def test_unusual_text_is_not_an_error_and_round_trips(text: str) -> None:
    url = URL(text)
    assert str(url) == text
    assert URL(str(url)) == url


def test_unusual_host_text_is_kept() -> None:
    url = URL('http://a"{}`!$&()*+,;=~b/')
    assert url.raw_host == 'a"{}`!$&()*+,;=~b'


@pytest.mark.parametrize("char", [" ", "<", ">", "\\", "^", "|"])
def test_host_name_refuses_what_browsers_refuse_alike_everywhere(char: str) -> None:
    # The parser, Host() and with_host() agree: none of them takes the URL
    # Standard's forbidden host code points that RFC 3986 3.2.2 never allowed.
    # The parser says more of "\\": clients end the authority there.
    with pytest.raises(InvalidURL, match=r"cannot stand in (a host name|the host)"):
        URL(f"https://exa{char}mple.com/")
    with pytest.raises(InvalidURL, match="cannot stand in a host name"):
        Host(f"exa{char}mple.com")
    with pytest.raises(ValueError, match="cannot stand in a host name"):
        URL("https://example.com/").with_host(f"exa{char}mple.com")

"""Host: a value that parses and prints on its own."""

from __future__ import annotations

import ipaddress
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL, Host, HostKind, InvalidURL, Path, Query


@pytest.mark.parametrize(
    ("text", "kind", "address"),
    [
        ("example.com", HostKind.NAME, None),
        ("EXAMPLE.com", HostKind.NAME, None),
        ("", HostKind.NAME, None),
        ("127.0.0.1", HostKind.IPV4, ipaddress.IPv4Address("127.0.0.1")),
        ("0x7f.1", HostKind.NAME, ipaddress.IPv4Address("127.0.0.1")),
        ("2130706433", HostKind.NAME, ipaddress.IPv4Address("127.0.0.1")),
        ("0177.0.0.1", HostKind.NAME, ipaddress.IPv4Address("127.0.0.1")),
        ("[::1]", HostKind.IPV6, ipaddress.IPv6Address("::1")),
        ("[v7.x]", HostKind.IPVFUTURE, None),
    ],
)
def test_kind_and_address(text: str, kind: HostKind, address: object) -> None:
    host = Host(text)
    assert str(host) == text
    assert host.kind is kind
    assert host.address == address


def test_zone_is_decoded_and_kept_in_the_address() -> None:
    host = Host("[fe80::1%25eth0]")
    assert host.zone == "eth0"
    # The scope is part of a link-local address: without it the address is
    # ambiguous, so it stays (and is_link_local still answers).
    assert host.address == ipaddress.IPv6Address("fe80::1%eth0")
    assert host.address is not None
    assert host.address.is_link_local


def test_ascii_and_unicode_forms() -> None:
    host = Host("Bücher.example")
    assert (host.ascii, host.unicode) == ("xn--bcher-kva.example", "bücher.example")
    assert Host("[::1]").ascii == "[::1]"
    assert Host("EXAMPLE.com").ascii == "example.com"  # UTS 46 ToASCII lowercases ASCII too


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "a/b",
            (
                "invalid host 'a/b': a host cannot hold control characters or '/', '?', '#',"
                " '@', ':', and brackets only enclose an IP literal"
            ),
        ),
        ("a:80", None),
        ("u@h", None),
        ("[::1", None),
        ("a\x00", None),
        ("[::g]", "invalid host '[::g]': '::g' is not an IPv6 address"),
        ("a\u200db", None),
    ],
)
def test_invalid_hosts(text: str, message: str | None) -> None:
    with pytest.raises(InvalidURL) as caught:
        Host(text)
    assert caught.value.part == "host"
    if message is not None:
        assert str(caught.value) == message


def test_host_wants_a_string() -> None:
    with pytest.raises(TypeError, match=r"^Host\(\) expected str, got bytes$"):
        Host(b"example.com")  # type: ignore[arg-type]  # the wrong type is what the test refuses


def test_a_host_equals_its_canonical_spelling() -> None:
    # Issue 14: url.host == "example.com" and url.host in {"example.com"} were
    # always False for https://Example.COM/ (yarl's lower-cased str host works).
    host = URL("https://Example.COM/x").host
    assert host is not None
    assert host == "example.com"
    assert host in {"example.com"}
    assert host in ["example.com"]
    assert host != "Example.COM"  # a host equals exactly one str
    assert str(host) == "Example.COM"  # and still prints as written
    assert hash(host) == hash("example.com") == hash(Host("example.com"))
    assert Host("a.example") == Host("A.example")
    assert {Host("A.example"), Host("a.example"), "a.example"} == {"a.example"}
    assert pickle.loads(pickle.dumps(Host("[::1]"))) == Host("[::1]")
    assert sorted([Host("B.example"), Host("a.example")]) == ["a.example", "b.example"]


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Example.COM", "example.com"),
        ("ＥＸＡＭＰＬＥ．com", "example.com"),
        ("Bücher.example", "xn--bcher-kva.example"),
        ("XN--BCHER-KVA.example", "xn--bcher-kva.example"),
        ("%45xample.com", "example.com"),  # an escape of an unreserved character
        ("a%2fb", "a%2Fb"),  # other escapes in upper case
        ("[FE80::1%25Eth0]", "[fe80::1%25Eth0]"),  # a zone id keeps its case
        ("[V7.ABC]", "[v7.abc]"),
        ("127.0.0.1", "127.0.0.1"),
        ("", ""),
    ],
)
def test_canonical_spelling(text: str, canonical: str) -> None:
    host = Host(text)
    assert host.canonical == canonical
    assert host == canonical
    assert hash(host) == hash(canonical)
    scheme = "http" if text else "foo"  # an http URL needs a host (RFC 9110 4.2.1)
    assert URL(f"{scheme}://{text}/").normalize().raw_host == canonical


def test_a_host_never_equals_another_part_of_the_same_text() -> None:
    assert Host("a") != Path("a")
    assert Path("a") != Query("a")
    assert URL("a") != "a"  # type: ignore[comparison-overlap]  # a URL equals only a URL
    assert repr(Host("h")) == "Host('h')"


def _is_host(text: str) -> bool:
    try:
        Host(text)
    except InvalidURL:
        return False
    return True


@given(st.text(alphabet="abxn019-.", max_size=12).filter(_is_host))
def test_canonical_fast_path_equals_the_full_computation(text: str) -> None:
    # A plain lower-case name is its own canonical form (Host.canonical's
    # fast path); the same name in capitals takes the full computation,
    # which must give the same.
    assert Host(text).canonical == Host(text.upper()).canonical


@pytest.mark.parametrize(
    "text", ["example.com", "a-b.c0", "127.0.0.1", "0x7f.1", "xn--bcher-kva.example"]
)
def test_canonical_of_plain_and_a_label_names(text: str) -> None:
    assert Host(text).canonical == text


# -- what href reads, a builder writes: a host's escapes taken as written ------

DOCKER = "http+unix://%2Fvar%2Frun%2Fdocker.sock/info"


def test_a_hosts_escapes_are_taken_as_written_by_the_builders() -> None:
    # http+unix carries a socket's path, "/" escaped, as the host: URL()
    # reads it, and with_host() and URL.build() used to refuse its text.
    url = URL(DOCKER)
    assert url.raw_host == "%2Fvar%2Frun%2Fdocker.sock"
    assert url.with_host(url.raw_host) == url
    assert URL("http+unix://x/info").with_host(str(url.host)) == url
    built = URL.build(scheme="http+unix", host="%2Fvar%2Frun%2Fdocker.sock", path="/info")
    assert built == url
    assert str(URL("http://h/").with_host("b%C3%BCcher.example")) == "http://b%C3%BCcher.example/"


@pytest.mark.parametrize("host", ["%", "a%zz", "a%2", "a%%41"])
def test_a_percent_sign_that_starts_no_escape_is_still_refused(host: str) -> None:
    with pytest.raises(ValueError, match=r"'%' cannot stand in a host name$"):
        URL("http://h/").with_host(host)


def test_a_socket_path_given_unescaped_is_refused_with_the_way_to_write_it() -> None:
    with pytest.raises(
        ValueError,
        match=r"^invalid host '/var/run/docker.sock': a host cannot hold '/'; a socket path is"
        r" written escaped, as href.compat.quote\(path, safe=''\) writes it$",
    ):
        URL(DOCKER).with_host("/var/run/docker.sock")

"""One host, one identity: IPv6 spellings, zone ids, default ports, domains.

Equivalent inputs give equivalent outputs: every spelling of an IPv6 address
has one canonical form (RFC 5952 section 4, as browsers write it), a zone id
one spelling (RFC 6874's ``%25``), a port equal to the scheme's default means
no port, and a host is inside a domain label by label, in canonical form.
"""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL, Host, InvalidURL, whatwg

# Spellings of one address, and RFC 5952's text of it.
IPV6_SPELLINGS = [
    (
        ["[2001:DB8::0:1]", "[2001:db8::1]", "[2001:0db8:0:0:0:0:0:1]", "[2001:DB8:0::1]"],
        "[2001:db8::1]",
    ),
    (["[::1]", "[0:0:0:0:0:0:0:1]", "[0::0:1]"], "[::1]"),
    (["[1:0:0:2:0:0:0:3]", "[1::2:0:0:0:3]", "[1:0:0:2::3]"], "[1:0:0:2::3]"),
    (["[2001:db8:0:1:1:1:1:1]", "[2001:db8::1:1:1:1:1]"], "[2001:db8:0:1:1:1:1:1]"),
    (["[::ffff:127.0.0.1]", "[::FFFF:7F00:1]"], "[::ffff:7f00:1]"),
    (["[fe80::1%eth0]", "[FE80::0:1%25eth0]", "[fe80::1%25%65th0]"], "[fe80::1%25eth0]"),
]


@pytest.mark.parametrize(("spellings", "canonical"), IPV6_SPELLINGS)
def test_every_spelling_of_an_ipv6_address_is_one_host(
    spellings: list[str], canonical: str
) -> None:
    for spelling in spellings:
        host = Host(spelling)
        assert host.canonical == canonical
        assert host == canonical
        assert hash(host) == hash(Host(canonical))
        url = URL(f"http://{spelling}:80/a")
        assert str(url.normalize()) == f"http://{canonical}/a"
        assert url.equivalent(f"http://{canonical}/a")
        assert str(url.origin()) == f"http://{canonical}"


@given(st.ip_addresses(v=6))
def test_ipv6_canonical_form_is_the_one_browsers_write(address: ipaddress.IPv6Address) -> None:
    exploded = Host(f"[{address.exploded.upper()}]")
    assert exploded.canonical == Host(f"[{address.compressed}]").canonical
    browser = whatwg.parse(f"http://[{address.exploded}]/")
    assert browser.host is not None
    assert exploded.canonical == str(browser.host)
    assert exploded.address == address


def test_a_zone_id_is_written_as_a_uri_writes_it() -> None:
    bare = URL("http://[fe80::1%eth0]:8080/")
    assert str(bare.normalize()) == "http://[fe80::1%25eth0]:8080/"
    assert str(bare.to_ascii()) == "http://[fe80::1%25eth0]:8080/"
    assert str(bare.origin()) == "http://[fe80::1%25eth0]:8080"
    assert bare.equivalent("http://[FE80::1%25eth0]:8080/")
    assert not bare.equivalent("http://[fe80::1%25ETH0]:8080/")  # an interface name's case counts
    assert str(URL("http://[fe80::1%25eth0]/").to_ascii()) == "http://[fe80::1%25eth0]/"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("http://[fe80::1%25]/", "'' is not a zone id"),
        ("http://[fe80::1%25en 0]/", "'en 0' is not a zone id"),
        ("http://[fe80::g%25en0]/", "'fe80::g' is not an IPv6 address"),
    ],
)
def test_a_broken_zone_id_is_named(text: str, message: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        URL(text)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("text", "zone"),
    [("http://[::1%25%25]/", "%"), ("http://[fe80::1%25en0%25]/", "en0%")],
)
def test_a_zone_id_that_decodes_to_a_percent_sign_round_trips(text: str, zone: str) -> None:
    # RFC 6874: ZoneID = 1*( unreserved / pct-encoded ), so "%25" is one; it
    # used to raise because ipaddress cannot hold a "%" in a scope id.
    url = URL(text)
    assert url.host is not None
    assert (str(url), url.host.zone, URL(str(url))) == (text, zone, url)
    address = url.host.address
    assert isinstance(address, ipaddress.IPv6Address)
    assert address.scope_id is None  # ipaddress has no room for it
    assert str(url.normalize()) == str(url.to_ascii()) == text
    assert str(URL.build(scheme="http", host=url.host, path="/")) == text
    assert str(URL("http://h/").with_host(url.host)) == text


@pytest.mark.parametrize(
    ("text", "default", "host_port"),
    [
        ("http://h/", True, "h"),
        ("http://h:80/", True, "h"),
        ("http://h:080/", True, "h"),
        ("http://h:/", True, "h"),
        ("https://h:443/", True, "h"),
        ("https://h:80/", False, "h:80"),
        ("WSS://H:443/", True, "h"),
        ("ftp://h:21/", True, "h"),
        ("http://h:8080/", False, "h:8080"),
        ("http://u:pw@Bücher.example:8080/", False, "xn--bcher-kva.example:8080"),
        ("http://[::1]:8080/", False, "[::1]:8080"),
        ("http://[::1]/", True, "[::1]"),
        ("foo://h:80/", False, "h:80"),
        ("foo://h/", False, "h"),
        ("file:///x", False, ""),
        ("/relative", False, None),
        ("mailto:a@example.com", False, None),
    ],
)
def test_default_port_and_host_port(text: str, default: bool, host_port: str | None) -> None:
    url = URL(text)
    assert url.is_default_port() is default
    assert url.host_port == host_port


@pytest.mark.parametrize(
    ("text", "scheme", "expected"),
    [
        ("http://h:80/p", "https", "https://h/p"),
        ("http://h:080/p?q", "https", "https://h/p?q"),
        ("HTTP://h:80/p", "wss", "wss://h/p"),
        ("http://h:8080/p", "https", "https://h:8080/p"),
        ("http://h:443/p", "https", "https://h:443/p"),
        ("https://h:443/p", "http", "http://h/p"),
        ("http://h:80/p", "HTTP", "HTTP://h:80/p"),  # the same scheme: nothing else changes
        ("http://h:80/p", "foo", "foo://h/p"),
        ("foo://h:80/p", "http", "http://h:80/p"),
        ("http://h:/p", "https", "https://h:/p"),
    ],
)
def test_with_scheme_drops_the_old_default_port(text: str, scheme: str, expected: str) -> None:
    assert str(URL(text).with_scheme(scheme)) == expected


def test_with_scheme_none_keeps_the_port() -> None:
    # A relative reference keeps its port's meaning only if the port stays.
    assert str(URL("http://h:80/p").with_scheme(None)) == "//h:80/p"


_SCHEMES = ["http", "https", "ws", "wss", "ftp", "HTTP", "foo"]


@given(
    st.sampled_from(_SCHEMES),
    st.sampled_from(_SCHEMES),
    st.sampled_from(["", ":", ":80", ":443", ":21", ":8080", ":0443"]),
)
def test_with_scheme_keeps_equivalent_urls_equivalent(old: str, new: str, port: str) -> None:
    written = URL(f"{old}://h{port}/p")
    plain = written.normalize()  # the same URL, its default port dropped
    assert written.with_scheme(new).equivalent(plain.with_scheme(new))


@pytest.mark.parametrize(
    ("host", "domain", "inside"),
    [
        ("example.com", "example.com", True),
        ("docs.example.com", "example.com", True),
        ("a.b.docs.example.com", "docs.example.com", True),
        ("docs.EXAMPLE.com", "example.com", True),
        ("ｄｏｃｓ．ｅｘａｍｐｌｅ．ｃｏｍ", "example.com", True),
        ("docs.example.com.", "example.com", True),
        ("docs.example.com", "Example.COM.", True),
        ("bücher.example", "xn--bcher-kva.example", True),
        ("shop.xn--bcher-kva.example", "BÜCHER.example", True),
        ("%64ocs.example.com", "example.com", True),
        ("notexample.com", "example.com", False),
        ("example.com.evil.example", "example.com", False),
        ("example.co", "example.com", False),
        ("com", "example.com", False),
        ("127.0.0.1", "0.0.1", False),
        ("127.0.0.1", "127.0.0.1", True),
        ("2130706433", "127.0.0.1", True),
        ("0x7f.1", "127.0.0.1", True),
        ("[::1]", "[0:0::1]", True),
        ("[::1]", "1", False),
        ("1.example.com", "example.com", True),
    ],
)
def test_in_domain_compares_labels_in_canonical_form(host: str, domain: str, inside: bool) -> None:
    assert Host(host).in_domain(domain) is inside
    assert Host(host).in_domain(Host(domain)) is inside


_LABELS = st.text("abcdefghij0123456789-", min_size=1, max_size=8).filter(
    lambda label: not label.startswith("-") and not label.endswith("-")
)


@given(st.lists(_LABELS, min_size=1, max_size=3), st.lists(_LABELS, min_size=1, max_size=3))
def test_a_subdomain_is_inside_and_a_longer_label_is_not(
    sub: list[str], domain: list[str]
) -> None:
    name = ".".join(domain) + ".example"
    assert Host(".".join([*sub, name])).in_domain(name)
    assert Host(".".join([*sub, name]).upper()).in_domain(name)
    assert not Host(f"x{name}").in_domain(name)
    assert not Host(name).in_domain(f"{sub[0]}.{name}")


@pytest.mark.parametrize(
    ("domain", "error"), [("", InvalidURL), ("a/b", InvalidURL), (3, TypeError)]
)
def test_in_domain_refuses_what_is_no_domain(domain: object, error: type[Exception]) -> None:
    with pytest.raises(error):
        Host("example.com").in_domain(domain)  # type: ignore[arg-type]

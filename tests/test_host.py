"""Host: a value that parses and prints on its own."""

from __future__ import annotations

import ipaddress
import pickle

import pytest

from href import Host, HostKind, InvalidURL


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


def test_equality_hash_and_pickle_use_the_exact_text() -> None:
    assert Host("a.example") == Host("a.example")
    assert Host("a.example") != Host("A.example")
    assert hash(Host("a.example")) == hash(Host("a.example"))
    assert Host("a.example") != "a.example"  # type: ignore[comparison-overlap]  # never equal to a str, which is what the test checks
    assert pickle.loads(pickle.dumps(Host("[::1]"))) == Host("[::1]")
    assert repr(Host("h")) == "Host('h')"

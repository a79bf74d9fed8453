"""IP literals, IPv4 in its odd forms, and IDNA names."""

from __future__ import annotations

import ipaddress
import socket

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href._idna import (
    check_host,
    ipv4_dotted,
    ipv4_numeric,
    name_to_ascii,
    name_to_unicode,
    parse_ip_literal,
)

LOOPBACK = ipaddress.IPv4Address("127.0.0.1")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("127.0.0.1", LOOPBACK),
        ("0x7f.1", LOOPBACK),
        ("2130706433", LOOPBACK),
        ("0177.0.0.1", LOOPBACK),
        ("0x7F.0.0.1", LOOPBACK),
        ("127.1", LOOPBACK),
        ("127.0.1", LOOPBACK),
        ("127.0.0.1.", LOOPBACK),  # one trailing dot (WHATWG)
        ("0x7f000001", LOOPBACK),
        ("017700000001", LOOPBACK),
        ("0", ipaddress.IPv4Address("0.0.0.0")),
        ("0x", ipaddress.IPv4Address("0.0.0.0")),
        ("255.255.255.255", ipaddress.IPv4Address("255.255.255.255")),
        ("4294967295", ipaddress.IPv4Address("255.255.255.255")),
        ("4294967296", None),
        ("256.0.0.1", None),
        ("1.2.3.4.5", None),
        ("09", None),  # not octal, not decimal
        ("0x1g", None),
        ("1..2", None),
        ("example.com", None),
        ("1_0", None),
        ("+1", None),
        ("\uff11", None),
        ("", None),
    ],
)
def test_ipv4_numeric(name: str, expected: ipaddress.IPv4Address | None) -> None:
    assert ipv4_numeric(name) == expected


@given(st.integers(0, 2**32 - 1), st.sampled_from(["{}", "0x{:x}", "0{:o}"]))
def test_ipv4_numeric_agrees_with_inet_aton(number: int, form: str) -> None:
    name = form.format(number)
    assert ipv4_numeric(name) == ipaddress.IPv4Address(socket.inet_aton(name))


def test_ipv4_dotted_is_rfc3986_strict() -> None:
    assert ipv4_dotted("10.0.0.1") == ipaddress.IPv4Address("10.0.0.1")
    assert ipv4_dotted("010.0.0.1") is None
    assert ipv4_dotted("10.0.1") is None


@pytest.mark.parametrize(
    ("host", "address", "zone"),
    [
        ("[::1]", ipaddress.IPv6Address("::1"), None),
        ("[fe80::1%25eth0]", ipaddress.IPv6Address("fe80::1%eth0"), "eth0"),
        ("[fe80::1%eth0]", ipaddress.IPv6Address("fe80::1%eth0"), "eth0"),
        ("[fe80::1%25en%301]", ipaddress.IPv6Address("fe80::1%en01"), "en01"),
        ("[v7.abc:def]", None, None),
        ("[::ffff:1.2.3.4]", ipaddress.IPv6Address("::ffff:1.2.3.4"), None),
    ],
)
def test_parse_ip_literal(
    host: str, address: ipaddress.IPv6Address | None, zone: str | None
) -> None:
    assert parse_ip_literal(host) == (address, zone)


@pytest.mark.parametrize(
    ("host", "reason"),
    [
        ("[::g]", "'::g' is not an IPv6 address"),
        ("[1.2.3.4]", "'1.2.3.4' is not an IPv6 address"),
        ("[]", "'' is not an IPv6 address"),
        ("[::1%25]", "'' is not a zone id (RFC 6874: unreserved or %XX characters)"),
        ("[::1%25a b]", "'a b' is not a zone id (RFC 6874: unreserved or %XX characters)"),
        ("[v1]", "'v1' is not an IPvFuture literal (v<hex>.<text>)"),
        ("[vg.x]", "'vg.x' is not an IPvFuture literal (v<hex>.<text>)"),
    ],
)
def test_check_host_explains_broken_literals(host: str, reason: str) -> None:
    assert check_host(host) == reason


def test_check_host_checks_non_ascii_names_with_uts46() -> None:
    assert check_host("bücher.example") is None
    assert check_host("a\u200db") is not None
    assert check_host("plain-ascii_name") is None  # ASCII names are the pattern's business


@pytest.mark.parametrize(
    ("name", "ascii_form", "unicode_form"),
    [
        ("bücher.example", "xn--bcher-kva.example", "bücher.example"),
        ("BÜCHER.example", "xn--bcher-kva.example", "bücher.example"),
        ("ＥＸＡＭＰＬＥ.com", "example.com", "example.com"),  # full-width letters
        ("münchen.de.", "xn--mnchen-3ya.de.", "münchen.de."),
        ("Example.COM", "example.com", "example.com"),  # UTS 46 lowercases ASCII too
        ("xn--bcher-kva.example", "xn--bcher-kva.example", "bücher.example"),
        ("XN--BCHER-KVA.example", "xn--bcher-kva.example", "bücher.example"),
        ("xn--zz.example", "xn--zz.example", "xn--zz.example"),  # not a valid A-label: kept
        ("XN--ZZ.example", "xn--zz.example", "xn--zz.example"),
    ],
)
def test_name_forms(name: str, ascii_form: str, unicode_form: str) -> None:
    assert name_to_ascii(name) == ascii_form
    assert name_to_unicode(name) == unicode_form


def test_name_to_ascii_names_the_rule_it_breaks() -> None:
    expected = r"^not a valid internationalized domain name: .*ContextJ"
    with pytest.raises(ValueError, match=expected):
        name_to_ascii("a\u200db")

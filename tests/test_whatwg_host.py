"""href.whatwg._host: the URL Standard's IPv6 parser and serializer, opaque hosts."""

from __future__ import annotations

import pytest

from href.whatwg._host import HostError, parse_host, parse_ipv6, serialize_ipv6

# URL Standard 3.6's examples, and the compression rules: the first longest
# run of two or more zero pieces.
_IPV6 = [
    pytest.param("2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3::8a2e:370:7334", id="spec"),
    pytest.param("::", "::", id="all-zero"),
    pytest.param("1:0:0:2:0:0:0:3", "1:0:0:2::3", id="longest-run"),
    pytest.param("1:0:0:2:0:0:3:4", "1::2:0:0:3:4", id="first-of-equal-runs"),
    pytest.param("1:2:3:4:5:6:0:8", "1:2:3:4:5:6:0:8", id="single-zero-kept"),
    pytest.param("::FFFF:192.168.0.1", "::ffff:c0a8:1", id="ipv4-in-ipv6"),
    pytest.param("0001:02:3::", "1:2:3::", id="leading-zeros"),
]


@pytest.mark.parametrize(("text", "serialized"), _IPV6)
def test_ipv6_round_trip(text: str, serialized: str) -> None:
    assert serialize_ipv6(parse_ipv6(text)) == serialized


@pytest.mark.parametrize(
    ("text", "error"),
    [
        pytest.param(":1", "IPv6-invalid-compression", id="lone-colon"),
        pytest.param("1:2:3:4:5:6:7:8:9", "IPv6-too-many-pieces", id="nine"),
        pytest.param("1:2:3", "IPv6-too-few-pieces", id="three"),
        pytest.param("1:2:3:", "IPv6-invalid-code-point", id="trailing-colon"),
        pytest.param("::1%eth0", "IPv6-invalid-code-point", id="zone-id"),
        pytest.param("1:1:1:1:1:1:1:1.2.3.4", "IPv4-in-IPv6-too-many-pieces", id="v4-too-late"),
        pytest.param("::1.2.3", "IPv4-in-IPv6-too-few-parts", id="v4-three-parts"),
        pytest.param("::1.2.3.256", "IPv4-in-IPv6-out-of-range-part", id="v4-256"),
        pytest.param("::1.02.3.4", "IPv4-in-IPv6-invalid-code-point", id="v4-leading-zero"),
        pytest.param("::.1.2.3", "IPv4-in-IPv6-invalid-code-point", id="v4-empty-part"),
        pytest.param("::1.2.3.4.5", "IPv4-in-IPv6-invalid-code-point", id="v4-five-parts"),
    ],
)
def test_ipv6_failures_name_the_validation_error(text: str, error: str) -> None:
    with pytest.raises(HostError, match=error):
        parse_ipv6(text)


@pytest.mark.parametrize(
    ("text", "host"),
    [
        pytest.param("0x7f.1", "127.0.0.1", id="hex-and-short"),
        pytest.param("4294967295", "255.255.255.255", id="one-number"),
        pytest.param("1.2.3.4.", "1.2.3.4", id="trailing-dot"),
        pytest.param("ex%41mple.com", "example.com", id="escapes-decoded"),
        pytest.param("0x.0X", "0.0.0.0", id="bare-0x-is-zero"),
    ],
)
def test_special_hosts(text: str, host: str) -> None:
    assert parse_host(text, opaque=False) == host


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("1.2.3.0x100000000", id="too-big"),
        pytest.param("a.09", id="bad-octal"),
        pytest.param("1.2.3.4.5", id="five-parts"),
        pytest.param("ex%FFample", id="escape-not-utf8"),
        pytest.param("a%2fb", id="escaped-slash"),
    ],
)
def test_special_host_failures(text: str) -> None:
    with pytest.raises(HostError):
        parse_host(text, opaque=False)


def test_opaque_host_keeps_case_and_escapes_non_ascii() -> None:
    assert parse_host("Ex%zzÄ", opaque=True) == "Ex%zz%C3%84"

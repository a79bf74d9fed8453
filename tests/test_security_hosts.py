"""Security, docs/security.md section 3: hosts (UTS 46, look-alikes, NFKC, IPv4 in disguise)."""

from __future__ import annotations

import ipaddress
import socket

import pytest
from hypothesis import given
from hypothesis import strategies as st

from compat_harness import assert_same
from href import URL, Host, InvalidURL
from security_values import (
    BUILDER_BASE,
    NFKC_DELIMITERS,
    char_id,
)

# ---------------------------------------------------------------------------
# 3. Hosts: UTS 46, no look-alike spellings, the NFKC rule, IPv4 in disguise
# ---------------------------------------------------------------------------

# Spellings of one name that UTS 46 maps to it: to_ascii() and normalize() both
# give the plain lower-case ASCII name.
HOST_SPELLINGS = [
    pytest.param("ＥＸＡＭＰＬＥ．com", "example.com", id="full-width"),
    pytest.param("ＥＸＡＭＰＬＥ.ＣＯＭ", "example.com", id="full-width-upper"),
    pytest.param("example\u3002com", "example.com", id="ideographic-full-stop"),
    pytest.param("example\uff0ecom", "example.com", id="full-width-full-stop"),
    pytest.param("example\uff61com", "example.com", id="half-width-ideographic-stop"),
    pytest.param("exa\u00admple.com", "example.com", id="soft-hyphen"),
    pytest.param("Bücher.EXAMPLE", "xn--bcher-kva.example", id="idn-mixed-case"),
    pytest.param("BÜCHER.example", "xn--bcher-kva.example", id="idn-upper"),
    pytest.param("straße.de", "xn--strae-oqa.de", id="non-transitional-sharp-s"),
    pytest.param("ΑΘΗΝΑ.gr", "xn--mxaard0a.gr", id="greek-upper"),
]


@pytest.mark.parametrize(("host", "expected"), HOST_SPELLINGS)
def test_look_alike_hosts_do_not_survive_to_ascii(host: str, expected: str) -> None:
    url = URL(f"https://{host}/p")
    assert url.to_ascii().raw_host == expected
    assert url.normalize().raw_host == expected
    assert url.host is not None
    assert url.host.ascii == expected
    assert url.with_host(host).raw_host == expected  # builders write the A-label form


_FULL_WIDTH = {c: chr(ord(c) + 0xFEE0) for c in "abcdefghijklmnopqrstuvwxyz0123456789"}
_DOTS = (".", "\u3002", "\uff0e", "\uff61")


@st.composite
def disguised_names(draw: st.DrawFn) -> tuple[str, str]:
    """Return (a spelling, the plain name): case, full-width, soft hyphens, other dots."""
    labels = draw(st.lists(st.from_regex(r"\A[a-z][a-z0-9]{0,7}\Z"), min_size=1, max_size=3))
    plain = ".".join(labels)
    out: list[str] = []
    for index, label in enumerate(labels):
        if index:
            out.append(draw(st.sampled_from(_DOTS)))
        for char in label:
            form = draw(st.sampled_from(("plain", "upper", "full", "full-upper", "shy")))
            if form == "upper":
                out.append(char.upper())
            elif form == "full":
                out.append(_FULL_WIDTH[char])
            elif form == "full-upper":
                out.append(_FULL_WIDTH[char].upper())
            elif form == "shy":
                out.append("\u00ad" + char)
            else:
                out.append(char)
    return "".join(out), plain


@given(disguised_names())
def test_disguised_names_normalize_to_the_plain_name(names: tuple[str, str]) -> None:
    spelling, plain = names
    url = URL(f"http://{spelling}/")
    assert url.normalize().raw_host == plain
    if not spelling.isascii():
        assert url.to_ascii().raw_host == plain


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        pytest.param("exAMPle.COM", "example.com", id="mixed-case"),
        pytest.param("XN--BCHER-KVA.example", "xn--bcher-kva.example", id="upper-a-label"),
    ],
)
def test_to_ascii_lowercases_an_ascii_host(host: str, expected: str) -> None:
    assert URL(f"https://{host}/").to_ascii().raw_host == expected


def test_normalize_lowercases_an_ascii_host() -> None:
    assert URL("https://exAMPle.COM/").normalize().raw_host == "example.com"
    assert URL("https://XN--BCHER-KVA.example/").normalize().raw_host == "xn--bcher-kva.example"


# Names UTS 46 refuses with the web's flags (non-transitional, CheckBidi and
# CheckJoiners on), with the check that refuses them.
INVALID_IDNS = [
    pytest.param("a\u05d0.com", id="bidi-mixed-direction"),
    pytest.param("1\u0627.com", id="bidi-rtl-label-starts-with-digit"),
    pytest.param("a\u200db.com", id="contextj-zwj"),
    pytest.param("a\u200cb.com", id="contextj-zwnj"),
    pytest.param("\u0301a.com", id="leading-combining-mark"),
    pytest.param("ä.xn--zz", id="bad-punycode-beside-unicode"),
    pytest.param("ä.xn--ls8h=", id="punycode-with-a-non-digit"),
    pytest.param("a\u2488b.com", id="disallowed-digit-full-stop"),
    pytest.param("a\x85b.com", id="c1-control"),
    pytest.param("a\u2028b.com", id="line-separator"),
    pytest.param("a\ufffdb.com", id="replacement-character"),
]

# Names that UTS 46 accepts with the web's flags and IDNA 2008 refuses:
# browsers (and so href) take them; dns_name_error() says why a registry would not.
WEB_ONLY_IDNS = [
    # The first five A-labels are web-platform-tests' (toascii.json).
    pytest.param("ab--c.ß", "ab--c.xn--zca", "V2", id="hyphens-3-4"),
    pytest.param("a†--.com", "xn--a---kp0a.com", "V2", id="hyphens-3-4-and-trailing"),
    pytest.param("-†.com", "xn----xhn.com", "V3", id="leading-hyphen"),
    pytest.param("x-.ß", "x-.xn--zca", "V3", id="trailing-hyphen"),
    # These two are about lengths: their A-labels are as the standard library's
    # punycode codec writes a run of "ä" ("4c" then an "a" each).
    pytest.param("ä" * 64 + ".com", f"xn--4c{'a' * 64}.com", "A4_2", id="label-over-63"),
    pytest.param(
        ".".join(["ä" * 50] * 6), ".".join([f"xn--4c{'a' * 50}"] * 6), "A4_1", id="name-over-253"
    ),
    pytest.param("\U0001f4a9.la", "xn--ls8h.la", None, id="emoji"),
    pytest.param("ü_x.de", "xn--_x-wka.de", "STD3", id="underscore"),
]


@pytest.mark.parametrize(("host", "ascii_", "rule"), WEB_ONLY_IDNS)
def test_hosts_browsers_take_and_registries_refuse(
    host: str, ascii_: str, rule: str | None
) -> None:
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert url.host.ascii == ascii_
    assert URL(str(url.to_ascii())).host == Host(url.host.ascii)
    assert BUILDER_BASE.with_host(host).host == Host(url.host.ascii)
    error = url.host.dns_name_error()
    if rule is None:
        assert error is None
    else:
        assert error is not None
        assert rule in error or (rule == "STD3" and "'_'" in error)


@pytest.mark.parametrize("host", INVALID_IDNS)
def test_url_refuses_a_host_that_uts46_refuses(host: str) -> None:
    with pytest.raises(InvalidURL, match="not a valid internationalized domain name") as info:
        URL(f"http://{host}/")
    assert info.value.part == "host"
    with pytest.raises(ValueError, match="invalid host"):
        BUILDER_BASE.with_host(host)


@pytest.mark.parametrize(
    ("host", "unicode_"),
    [
        pytest.param("xn--zz.com", "xn--zz.com", id="bad-punycode"),
        pytest.param("XN--ZZ.com", "xn--zz.com", id="bad-punycode-upper"),
        pytest.param("xn--ls8h.la", "\U0001f4a9.la", id="decodes-to-emoji"),
        pytest.param("xn--a.com", "xn--a.com", id="decodes-to-c1"),
        pytest.param("xn--8i7caa.com", "xn--8i7caa.com", id="decodes-to-mapped"),
    ],
)
def test_an_ascii_name_is_kept_whatever_its_a_labels(host: str, unicode_: str) -> None:
    """The URL Standard (2026): an ASCII domain is only lower-cased, as browsers do.

    Its Unicode form decodes the A-labels only when UTS 46 records no error.
    """
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert (url.host.ascii, url.host.unicode) == (host.lower(), unicode_)
    assert str(url.to_ascii()) == f"http://{host.lower()}/"
    assert URL(str(url.to_unicode())).host is not None
    assert str(url.normalize()) == f"http://{host.lower()}/"
    if unicode_ == host.lower():
        assert url.host.dns_name_error() is not None


@pytest.mark.parametrize(
    "host",
    [
        pytest.param("ab--cd.com", id="hyphens-3-4"),
        pytest.param("a" * 64 + ".com", id="label-over-63"),
        pytest.param("-a.com", id="leading-hyphen"),
    ],
)
def test_ascii_names_are_kept_as_browsers_keep_them(host: str) -> None:
    """ASCII names are not IDNA-checked (WHATWG: CheckHyphens and VerifyDnsLength false)."""
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert (url.raw_host, url.host.ascii, url.host.address) == (host, host, None)


def test_nfkc_delimiters_table_holds_the_known_look_alikes() -> None:
    assert {"\uff03", "\uff0f", "\uff1a", "\uff1f", "\uff20", "\u2100"} <= set(NFKC_DELIMITERS)


@pytest.mark.parametrize("char", NFKC_DELIMITERS, ids=char_id)
def test_hosts_whose_nfkc_form_holds_a_delimiter_are_refused(char: str) -> None:
    text = f"http://evil.example{char}trusted.example/"
    with pytest.raises(InvalidURL, match="host"):
        URL(text)
    with pytest.raises(ValueError, match="host"):
        BUILDER_BASE.with_host(f"evil.example{char}trusted.example")
    assert_same(lambda m: m.urlsplit(text))  # urllib.parse's NFKC rule, in href.compat


def test_nfkc_look_alikes_in_the_userinfo_stay_userinfo() -> None:
    url = URL("http://user\uff20evil.example@good.example/")
    assert (url.user, url.raw_host) == ("user\uff20evil.example", "good.example")
    assert url.to_ascii().raw_host == "good.example"
    assert url.normalize().raw_host == "good.example"


# Hosts that browsers and inet_aton read as an IPv4 address.
IPV4_DISGUISES = [
    pytest.param("0x7f.1", "127.0.0.1", id="hex-and-short"),
    pytest.param("2130706433", "127.0.0.1", id="one-decimal-number"),
    pytest.param("0177.0.0.1", "127.0.0.1", id="octal"),
    pytest.param("127.1", "127.0.0.1", id="two-parts"),
    pytest.param("127.0.1", "127.0.0.1", id="three-parts"),
    pytest.param("0x7f000001", "127.0.0.1", id="one-hex-number"),
    pytest.param("0X7F.0.0.1", "127.0.0.1", id="upper-hex"),
    pytest.param("127.0.0.0x1", "127.0.0.1", id="hex-last-part"),
    pytest.param("0300.0250.0.1", "192.168.0.1", id="octal-private"),
    pytest.param("017700000001", "127.0.0.1", id="one-octal-number"),
    pytest.param("00000000000000000000177.0.0.1", "127.0.0.1", id="long-leading-zeros"),
    pytest.param("0x00000000000007f.1", "127.0.0.1", id="hex-leading-zeros"),
    pytest.param("1.256", "1.0.1.0", id="short-form-carries"),
    pytest.param("0", "0.0.0.0", id="zero"),
    pytest.param("169.254.169.254", "169.254.169.254", id="metadata-dotted"),
    pytest.param("0xa9fea9fe", "169.254.169.254", id="metadata-hex"),
]


@pytest.mark.parametrize(("host", "address"), IPV4_DISGUISES)
def test_host_address_reads_ipv4_as_inet_aton_does(host: str, address: str) -> None:
    url = URL(f"http://{host}/admin")
    assert url.host is not None
    assert url.host.address == ipaddress.IPv4Address(address)
    assert ipaddress.IPv4Address(socket.inet_aton(host)) == url.host.address
    assert url.raw_host == host  # kept as written: a name, by RFC 3986


# Forms inet_aton refuses: WHATWG's extras (a trailing dot, a bare "0x") give
# the address browsers read; numbers no IPv4 address holds give none.
IPV4_BEYOND_INET_ATON = [
    pytest.param("127.0.0.1.", "127.0.0.1", id="trailing-dot"),
    pytest.param("0x7f.1.", "127.0.0.1", id="trailing-dot-short"),
    pytest.param("0x", "0.0.0.0", id="bare-0x"),
    pytest.param("0x.0x.0x.0x", "0.0.0.0", id="bare-0x-parts"),
    pytest.param("4294967296", None, id="above-32-bits"),
    pytest.param("0x100000000", None, id="above-32-bits-hex"),
    pytest.param("256.0.0.1", None, id="part-above-255"),
    pytest.param("1.2.3.4.5", None, id="five-parts"),
    pytest.param("08.0.0.1", None, id="bad-octal-digit"),
    pytest.param("0xg.1", None, id="bad-hex-digit"),
    pytest.param("127..1", None, id="empty-part"),
    pytest.param(".127.0.0.1", None, id="leading-dot"),
    pytest.param("127.0.0.1..", None, id="two-trailing-dots"),
    pytest.param("1e2", None, id="exponent"),
]


@pytest.mark.parametrize(("host", "address"), IPV4_BEYOND_INET_ATON)
def test_host_address_of_forms_inet_aton_refuses(host: str, address: str | None) -> None:
    with pytest.raises(OSError, match="illegal"):
        socket.inet_aton(host)
    parsed = Host(host)
    assert parsed.address == (None if address is None else ipaddress.IPv4Address(address))


def test_host_with_a_space_is_refused_where_inet_aton_reads_up_to_it() -> None:
    # glibc's inet_aton reads "127.0.0.1 x" as 127.0.0.1 (it stops at a space);
    # getaddrinfo refuses the text; href refuses the host outright.
    with pytest.raises(socket.gaierror):
        socket.getaddrinfo("127.0.0.1 x", None, flags=socket.AI_NUMERICHOST)
    with pytest.raises(InvalidURL, match="' ' cannot stand in a host name"):
        URL("http://127.0.0.1 x/")


@st.composite
def ipv4_numbers(draw: st.DrawFn) -> str:
    """Return one to four numbers in any base, the last filling the rest, sometimes too big."""
    count = draw(st.integers(1, 4))
    parts: list[str] = []
    for index in range(count):
        limit = 256 ** (5 - count) - 1 if index == count - 1 else 255
        number = draw(st.integers(0, limit) | st.integers(limit + 1, 2 * limit + 300))
        zeros = "0" * draw(st.integers(0, 2))
        base = draw(st.sampled_from(("dec", "oct", "hex", "HEX")))
        if base == "dec":
            parts.append(str(number))
        elif base == "oct":
            parts.append(f"0{zeros}{number:o}")
        else:
            x = draw(st.sampled_from("xX"))
            parts.append(f"0{x}{zeros}{number:x}" if base == "hex" else f"0{x}{zeros}{number:X}")
    return ".".join(parts) + draw(st.sampled_from(("", ".")))


def _inet_aton(text: str) -> ipaddress.IPv4Address | None:
    try:
        return ipaddress.IPv4Address(socket.inet_aton(text))
    except OSError:
        return None


@given(ipv4_numbers())
def test_host_address_agrees_with_inet_aton(host: str) -> None:
    parsed = URL(f"http://{host}/").host
    assert parsed is not None
    expected = _inet_aton(host)
    if expected is not None:
        assert parsed.address == expected
    elif parsed.address is not None:
        # Only WHATWG's extras: one trailing dot, and "0x" alone for zero.
        bare = [("0" if p.lower() == "0x" else p) for p in host.removesuffix(".").split(".")]
        assert _inet_aton(".".join(bare)) == parsed.address


@pytest.mark.parametrize(
    "host",
    [
        pytest.param("１２７．０．０．１", id="full-width"),
        pytest.param("127\u30020\u30020\u30021", id="ideographic-full-stops"),
        pytest.param("０ｘ７ｆ．１", id="full-width-hex"),
        pytest.param("２１３０７０６４３３", id="full-width-number"),
        pytest.param("127.0.0.1\u00ad", id="soft-hyphen"),
        pytest.param("127.0.0.\uff11", id="one-full-width-digit"),
    ],
)
def test_host_address_sees_ipv4_through_uts46_mapping(host: str) -> None:
    parsed = Host(host)
    # The ASCII form, which to_ascii() writes and browsers connect to, is loopback.
    assert Host(parsed.ascii).address == ipaddress.IPv4Address("127.0.0.1")
    assert parsed.address == ipaddress.IPv4Address("127.0.0.1")


def test_ipv4_mapped_ipv6_reports_the_ipv6_address() -> None:
    host = URL("http://[::ffff:127.0.0.1]/").host
    assert host is not None
    assert isinstance(host.address, ipaddress.IPv6Address)
    assert host.address.ipv4_mapped == ipaddress.IPv4Address("127.0.0.1")

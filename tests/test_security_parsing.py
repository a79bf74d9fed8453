"""Security, section 6 of docs/security.md: what URL() refuses, and comparing URLs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies as s
from depth import examples
from href import URL, Host, InvalidURL

# ---------------------------------------------------------------------------
# 6. What URL() refuses, and comparing URLs
# ---------------------------------------------------------------------------

CONTROLS = [chr(c) for c in range(0x20)] + ["\x7f"]


@given(text=s.url_texts(), data=st.data())
def test_url_refuses_control_characters_anywhere(text: str, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(text)))
    control = data.draw(st.sampled_from(CONTROLS))
    bad = text[:at] + control + text[at:]
    with pytest.raises(InvalidURL, match="control characters cannot stand in a URL") as info:
        URL(bad)
    assert info.value.position == at


def test_url_refuses_header_injection() -> None:
    with pytest.raises(InvalidURL, match=r"^invalid character '\\r' at position 18"):
        URL("http://example.com\r\nX-Injected: 1/")


BAD_PORTS = ["8_0", "\u0661", "+1", " 1", "1 ", "0x50", "-1", "65536", "99999", "1e3", "８０"]


@pytest.mark.parametrize("port", BAD_PORTS, ids=repr)
def test_url_refuses_a_port_that_is_not_ascii_digits_in_range(port: str) -> None:
    with pytest.raises(InvalidURL, match=r"^invalid port ") as info:
        URL(f"http://example.com:{port}/")
    assert info.value.part == "port"


@given(st.integers(65536, 10**30))
def test_url_refuses_every_port_above_65535(port: int) -> None:
    with pytest.raises(InvalidURL, match="out of range 0-65535"):
        URL(f"http://h:{port}/")


@given(st.integers(0, 65535), st.integers(0, 3))
def test_url_reads_every_port_in_range(port: int, zeros: int) -> None:
    assert URL(f"http://h:{'0' * zeros}{port}/").port == port


BROKEN_IP_LITERALS = [
    pytest.param("http://[::1/", id="unclosed"),
    pytest.param("http://[::g]/", id="not-hex"),
    pytest.param("http://[1:2:3:4:5:6:7:8:9]/", id="too-many-groups"),
    pytest.param("http://[1.2.3.4]/", id="ipv4-in-brackets"),
    pytest.param("http://[v1]/", id="ipvfuture-without-dot"),
    pytest.param("http://[fe80::1%25]/", id="empty-zone"),
    pytest.param("http://[fe80::1%25a b]/", id="zone-with-space"),
    pytest.param("http://[::1]x/", id="text-after-literal"),
    pytest.param("http://a]b/", id="close-without-open"),
    pytest.param("http://a[::1]/", id="literal-inside-name"),
]


@pytest.mark.parametrize("text", BROKEN_IP_LITERALS)
def test_url_refuses_a_broken_ip_literal(text: str) -> None:
    with pytest.raises(InvalidURL, match="host") as info:
        URL(text)
    assert info.value.part == "host"


@settings(max_examples=examples(200))
@given(s.url_texts())
def test_no_accessor_fails_on_a_parsed_url(text: str) -> None:
    """Hosts are checked when parsed, so reading any view of an accepted URL cannot fail."""
    url = URL(text)
    if url.host is not None:
        assert isinstance(url.host.ascii, str)
        assert isinstance(url.host.unicode, str)
        _ = url.host.address, url.host.kind, url.host.zone
    _ = url.user, url.password, url.port, url.effective_port, url.fragment
    _ = url.path.segments, url.query.items()
    for converted in (url.to_ascii(), url.to_unicode(), url.normalize()):
        assert URL(str(converted)) == converted


def test_equality_is_exact_text_and_normalize_compares_meaning() -> None:
    upper, lower = URL("http://EXAMPLE.com"), URL("http://example.com/")
    assert upper != lower
    assert upper.normalize() == lower.normalize()
    assert upper.equivalent(lower)
    assert upper.host is not None
    assert lower.host is not None
    assert upper.host.ascii.lower() == lower.host.ascii.lower()
    assert URL("http://2130706433/").host == Host("2130706433")
    assert Host("2130706433").address == Host("127.0.0.1").address

"""Security, section 5 of docs/security.md: href.compat keeps urllib.parse's defences."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

import href.compat
import strategies as s
from compat_harness import assert_same
from security_values import (
    NFKC_DELIMITERS,
    any_char,
    char_id,
)

# ---------------------------------------------------------------------------
# 5. href.compat keeps urllib.parse's defences
# ---------------------------------------------------------------------------

_UNSAFE = "\t\r\n"  # WHATWG URL standard: removed from anywhere in the input


@st.composite
def texts_with_unsafe_bytes(draw: st.DrawFn) -> str:
    text = draw(s.url_texts())
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(_UNSAFE)) + text[at:]
    return text


def _components(result: object) -> tuple[object, ...]:
    assert isinstance(result, tuple)
    return tuple(result)


@given(texts_with_unsafe_bytes())
def test_compat_removes_tab_and_newlines_like_urllib(text: str) -> None:
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(text),
        lambda m: m.urlparse(text),
        lambda m: m.urljoin("http://a/b/c;p?q", text),
        lambda m: m.urljoin(text, "g?y"),
        lambda m: m.urldefrag(text),
    )
    for call in calls:
        assert_same(call)
    split = href.compat.urlsplit(text)
    assert not any(c in str(part) for part in _components(split) for c in _UNSAFE)
    if text.isascii():
        data = text.encode("ascii")
        assert_same(lambda m: m.urlsplit(data))
        assert_same(lambda m: m.urljoin(b"http://a/b/c", data))


@given(lead=st.text(st.characters(max_codepoint=0x20), min_size=1, max_size=4), text=s.url_texts())
def test_compat_strips_leading_c0_and_space_like_urllib(lead: str, text: str) -> None:
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(lead + text),
        lambda m: m.urlparse(lead + text),
        lambda m: m.urljoin("http://a/b/c", lead + text),
        lambda m: m.urlsplit("//h/p", scheme=lead + "http"),
    )
    for call in calls:
        assert_same(call)


BRACKETS = [
    pytest.param("http://[::1", id="unclosed"),
    pytest.param("http://[::1/p", id="unclosed-with-path"),
    pytest.param("http://a]b/", id="close-without-open"),
    pytest.param("http://[::1]]/", id="two-closes"),
    pytest.param("http://[[::1]/", id="two-opens"),
    pytest.param("http://a[b]/", id="inside-name"),
    pytest.param("http://[a.b]/", id="not-an-address"),
    pytest.param("http://[1.2.3.4]/", id="ipv4-in-brackets"),
    pytest.param("http://[v1.x]/", id="ipvfuture"),
    pytest.param("http://[v1]/", id="ipvfuture-incomplete"),
    pytest.param("http://[::1]x/", id="text-after-bracket"),
    pytest.param("http://[::1]:80/", id="ipv6-port"),
    pytest.param("http://[fe80::1%eth0]/", id="zone"),
    pytest.param("http://u:p@[::1/", id="unclosed-after-userinfo"),
    pytest.param(b"http://[::1", id="bytes-unclosed"),
    pytest.param(b"http://a]b/", id="bytes-close-without-open"),
]


@pytest.mark.parametrize("text", BRACKETS)
def test_compat_validates_brackets_like_urllib(text: str | bytes) -> None:
    assert_same(lambda m: m.urlsplit(text))
    assert_same(lambda m: m.urlparse(text))


def test_compat_refuses_an_unclosed_bracket_with_urllibs_message() -> None:
    with pytest.raises(ValueError, match=r"^Invalid IPv6 URL$"):
        href.compat.urlsplit("http://[::1")


PORTS = ["0", "80", "65535", "65536", "-1", "1_0", "+1", " 1", "\u0661", "0x50", "", "99999999"]


@pytest.mark.parametrize("port", PORTS, ids=repr)
def test_compat_checks_the_port_like_urllib(port: str) -> None:
    assert_same(lambda m: m.urlsplit(f"http://h:{port}/").port)
    assert_same(lambda m: m.urlparse(f"http://u:p@[::1]:{port}/").port)


@given(st.integers(-100, 200_000).map(str) | st.text(max_size=4))
def test_compat_port_range_property(port: str) -> None:
    assert_same(lambda m: m.urlsplit(f"http://h:{port}/p").port)


netloc_text: st.SearchStrategy[str] = st.text(
    st.one_of(
        st.sampled_from("abc.-"),
        st.sampled_from(NFKC_DELIMITERS),
        any_char.filter(lambda c: c >= "\x80"),
    ),
    min_size=1,
    max_size=8,
)


@given(netloc=netloc_text, user=st.none() | netloc_text)
def test_compat_applies_the_nfkc_netloc_rule_like_urllib(netloc: str, user: str | None) -> None:
    text = f"http://{netloc}/p" if user is None else f"http://{user}@{netloc}/p"
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(text),
        lambda m: m.urlparse(text),
        lambda m: m.urljoin("http://a/b", text),
    )
    for call in calls:
        assert_same(call)


@pytest.mark.parametrize("char", NFKC_DELIMITERS, ids=char_id)
def test_compat_refuses_each_nfkc_delimiter_like_urllib(char: str) -> None:
    outcome = assert_same(lambda m: m.urlsplit(f"//a{char}b/"))
    assert outcome[0] == "raised"
    assert "NFKC" in str(outcome[2])


_FIELD_SEPARATORS = ("&", ";")


@given(
    fields=st.lists(st.sampled_from(["a=1", "b", "", "c=%26", "d=x;y"]), max_size=8),
    limit=st.integers(-1, 8),
    separator=st.sampled_from(_FIELD_SEPARATORS),
    as_bytes=st.booleans(),
)
def test_compat_limits_max_num_fields_like_urllib(
    fields: list[str], limit: int, separator: str, as_bytes: bool
) -> None:
    text = separator.join(fields)
    query: str | bytes = text.encode("ascii") if as_bytes else text
    for function in ("parse_qs", "parse_qsl"):

        def call(m: ModuleType, function: str = function) -> object:
            parse: Callable[..., object] = getattr(m, function)
            return parse(query, max_num_fields=limit, separator=separator)

        assert_same(call)


def test_compat_max_num_fields_raises_urllibs_error() -> None:
    with pytest.raises(ValueError, match=r"^Max number of fields exceeded$"):
        href.compat.parse_qsl("a=1&b=2&c=3", max_num_fields=2)

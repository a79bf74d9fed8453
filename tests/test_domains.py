"""href.domains: the Public Suffix List's own tests, both sections, a list of one's own."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from href import URL, Host, InvalidURL
from href.domains import SuffixList, public_suffix, registrable_domain

pytest.importorskip("publicsuffixlist", reason="publicsuffixlist is not installed (href[psl])")

_PSL_TESTS = Path(__file__).parent / "data" / "psl" / "test_psl.txt"
_CHECK = re.compile(r"checkPublicSuffix\((null|'[^']*'), (null|'[^']*')\);")


def _value(token: str) -> str | None:
    return None if token == "null" else token[1:-1]


def _cases() -> list[object]:
    cases: list[object] = []
    for number, line in enumerate(_PSL_TESTS.read_text(encoding="utf-8").splitlines(), 1):
        match = _CHECK.fullmatch(line.strip())
        if match is not None:  # "//" lines are the file's comments
            cases.append(pytest.param(_value(match[1]), _value(match[2]), id=f"line{number}"))
    return cases


CASES = _cases()


def test_the_vendored_file_is_read_whole() -> None:
    assert len(CASES) == 78


@pytest.mark.parametrize(("domain", "expected"), CASES)
def test_public_suffix_list_cases(domain: str | None, expected: str | None) -> None:
    # checkPublicSuffix(null, null): no name, no domain; the file's cases
    # are against the whole list.
    got = None if domain is None else registrable_domain(domain, section="private")
    assert got == expected


@pytest.mark.parametrize(
    ("host", "icann", "private"),
    [
        pytest.param("foo.blogspot.com", "blogspot.com", "foo.blogspot.com", id="blogspot"),
        pytest.param("a.b.github.io", "github.io", "b.github.io", id="github-io"),
        pytest.param("www.example.co.uk", "example.co.uk", "example.co.uk", id="icann-only"),
    ],
)
def test_the_two_sections_differ_on_private_suffixes(host: str, icann: str, private: str) -> None:
    assert registrable_domain(host, section="icann") == icann
    assert registrable_domain(host, section="private") == private


def test_public_suffix_by_section() -> None:
    assert public_suffix("a.b.github.io", section="icann") == "io"
    assert public_suffix("a.b.github.io", section="private") == "github.io"


@pytest.mark.parametrize("host", ["127.0.0.1", "0x7f.1", "[::1]", "", ".com", "a..com"])
def test_no_domain_for_addresses_and_empty_labels(host: str) -> None:
    assert registrable_domain(host, section="private") is None


def test_a_url_host_is_taken_as_a_host() -> None:
    host = URL("https://WWW.Example.CO.UK/").host
    assert host is not None
    assert registrable_domain(host, section="icann") == "example.co.uk"
    assert registrable_domain(Host("[::1]"), section="icann") is None


def test_a_list_of_ones_own() -> None:
    rules = (
        "// ===BEGIN ICANN DOMAINS===\nexample\n// ===END ICANN DOMAINS===\n"
        "// ===BEGIN PRIVATE DOMAINS===\nhost.example\n// ===END PRIVATE DOMAINS===\n"
    )
    mine = SuffixList(rules)
    assert registrable_domain("a.b.host.example", section="icann", suffixes=mine) == "host.example"
    assert registrable_domain("a.b.host.example", section="private", suffixes=mine) == (
        "b.host.example"
    )


def test_unknown_section_is_refused() -> None:
    with pytest.raises(ValueError, match=r"unknown section 'all': expected 'icann' or 'private'"):
        registrable_domain("a.com", section="all")  # type: ignore[arg-type]


def test_a_host_of_another_type_is_refused() -> None:
    with pytest.raises(
        TypeError,
        match=r"^registrable_domain\(\) expected a host \(str or Host\) or a URL, got bytes$",
    ):
        registrable_domain(b"a.com", section="icann")  # type: ignore[arg-type]


# -- what the functions take: a host, text that is one, or a URL (issue 40) --

HOST_TEXT = (
    "a host cannot hold control characters or '/', '?', '#', '@', ':', "
    "and brackets only enclose an IP literal"
)


@pytest.mark.parametrize(
    ("function", "text"),
    [
        pytest.param(registrable_domain, "https://www.example.co.uk/x", id="url-domain"),
        pytest.param(public_suffix, "example.com:8080", id="port-suffix"),
        pytest.param(public_suffix, "www.example.com/x", id="path-suffix"),
        pytest.param(registrable_domain, "user@example.com", id="userinfo-domain"),
    ],
)
def test_text_that_is_no_host_is_refused(function: Callable[..., object], text: str) -> None:
    name = function.__name__
    message = (
        f"{name}() expected a host, got {text!r}: {HOST_TEXT}; pass URL(text) for a URL's host"
    )
    with pytest.raises(InvalidURL, match=f"^{re.escape(message)}$") as caught:
        function(text, section="icann")
    assert (caught.value.url, caught.value.part) == (text, "host")


def test_a_suffix_list_of_ones_own_refuses_the_same() -> None:
    with pytest.raises(InvalidURL, match=r"^public_suffix\(\) expected a host, got 'a.example:1'"):
        SuffixList("example\n").public_suffix("a.example:1", section="private")


@pytest.mark.parametrize(
    ("url", "domain", "suffix"),
    [
        pytest.param("https://www.example.co.uk/x", "example.co.uk", "co.uk", id="path"),
        pytest.param("http://user@Example.COM:8080/?q#f", "example.com", "com", id="every-part"),
        pytest.param("https://a.b.github.io/", "github.io", "io", id="private-entry-icann"),
        pytest.param("mailto:x@example.com", None, None, id="no-host"),
        pytest.param("http://[::1]/", None, None, id="ipv6"),
        pytest.param("http://127.0.0.1:80/", None, None, id="ipv4"),
    ],
)
def test_a_url_is_read_by_its_host(url: str, domain: str | None, suffix: str | None) -> None:
    assert registrable_domain(URL(url), section="icann") == domain
    assert public_suffix(URL(url), section="icann") == suffix
    host = URL(url).host
    if host is not None:  # the same as its host's
        assert registrable_domain(host, section="icann") == domain

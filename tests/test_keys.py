"""href.keys: SURT keys held to the surt package, SSURT forms read back, reversed hosts."""

from __future__ import annotations

import pytest
from hypothesis import given

from corpora import corpus_lines
from depth import sample, sized
from href import URL, InvalidURL
from href.keys import from_ssurt, reversed_host, ssurt, surt
from strategies import url_texts

# -- SURT: the surt package's own test cases (internetarchive/surt, tests/test_surt.py)

PACKAGE_CASES = [
    ("http://www.archive.org/index.html#foo", "org,archive)/index.html"),
    ("http://www.archive.org/", "org,archive)/"),
    ("http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b"),
    ("http://archive.org/goo/?", "org,archive)/goo"),
    ("http://archive.org/goo/?b&a", "org,archive)/goo?a&b"),
    ("http://archive.org/goo/?a=2&b&a", "org,archive)/goo?a&a=2&b"),
    ("http://www.example.com:80/", "com,example)/"),
    ("http:////////////////www.vikings.com", "com,vikings)/"),
    ("http://https://order.1and1.com", "com,1and1,order)/"),
    ("dns:alexa.com", "dns:alexa.com"),
    ("whois://whois.isoc.org.il/shaveh.co.il", "il,org,isoc,whois)/shaveh.co.il"),
    ("", "-"),
    ("filedesc:foo.arc.gz", "filedesc:foo.arc.gz"),
]


@pytest.mark.parametrize(("text", "expected"), PACKAGE_CASES)
def test_surt_package_cases(text: str, expected: str) -> None:
    assert surt(text, www="package") == expected


@pytest.mark.parametrize(
    ("www", "expected"),
    [
        pytest.param("package", "com)/", id="package-collapses"),
        pytest.param("label", "com,www1355544)/", id="label-keeps-www-digits"),
        pytest.param("keep", "com,www1355544)/", id="keep"),
    ],
)
def test_surt_www_rule_on_www_digits(www: str, expected: str) -> None:
    assert surt("http://www1355544.com/", www=www) == expected  # type: ignore[arg-type]


def test_surt_label_rule_removes_only_a_www_label() -> None:
    assert surt("http://www.example.com/", www="label") == "com,example)/"
    assert surt("http://www.com/", www="label") == "com,www)/"
    assert surt("http://www.example.com/", www="keep") == "com,example,www)/"


def test_surt_port_error_names_the_port() -> None:
    with pytest.raises(InvalidURL, match=r"invalid port 'x' in 'http://h:x/'") as caught:
        surt("http://h:x/", www="package")
    assert caught.value.part == "port"


def test_surt_refuses_what_is_not_text() -> None:
    with pytest.raises(TypeError, match=r"surt\(\) expected str or URL, got bytes"):
        surt(b"http://a/", www="keep")  # type: ignore[arg-type]


def _package_surt(text: str) -> str | None:
    import surt as surt_package  # noqa: PLC0415 - only where installed

    try:
        key: str = surt_package.surt(text)
    except ValueError:
        return None
    return key


def _href_surt(text: str) -> str | None:
    try:
        return surt(text, www="package")
    except InvalidURL:
        return None


def test_surt_equals_the_package_on_the_corpora() -> None:
    pytest.importorskip("surt", reason="the surt package is not installed (the test extra)")
    lines = sample(corpus_lines(), 6_000)
    differences = [line for line in lines if _href_surt(line) != _package_surt(line)]
    assert len(lines) >= sized(6_000, 90_000)
    assert differences == []


@given(url_texts())
def test_surt_equals_the_package_on_generated_urls(text: str) -> None:
    pytest.importorskip("surt", reason="the surt package is not installed (the test extra)")
    assert _href_surt(text) == _package_surt(text)


# -- SSURT ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("http://www.example.com/", "com,example,www,//http:/"),
        ("https://u:p@example.com:8443/a?q#f", "com,example,//8443:https@u:p:/a?q#f"),
        ("http://h:/", "h,//:http:/"),
        ("http://1.2.3.4/x", "1.2.3.4//http:/x"),
        ("http://[::1]:80", "[::1]//80:http:"),
        ("http://example.com.?q", ",com,example,//http:?q"),
        ("file:///etc/hosts", ",//file:/etc/hosts"),
        ("urn:isbn:0451450523", "urn:isbn:0451450523"),
    ],
)
def test_ssurt_forms(text: str, expected: str) -> None:
    assert ssurt(text) == expected
    assert from_ssurt(expected) == URL(text)


@given(url_texts(absolute=True))
def test_ssurt_reads_back_to_the_same_url(text: str) -> None:
    url = URL(text)
    if url.raw_host is not None and "," in url.raw_host:
        with pytest.raises(ValueError, match="has a ','"):
            ssurt(url)
        return
    assert from_ssurt(ssurt(url)) == url


def test_ssurt_sorts_a_domain_together_across_schemes_and_ports() -> None:
    texts = ["https://b.example.com/", "http://a.example.org/", "ftp://example.com:21/"]
    assert sorted(map(ssurt, texts)) == [
        "com,example,//21:ftp:/",
        "com,example,b,//https:/",
        "org,example,a,//http:/",
    ]


def test_ssurt_needs_a_scheme() -> None:
    with pytest.raises(
        ValueError, match=r"ssurt\(\) needs a URL with a scheme, not URL\('//h/'\)"
    ):
        ssurt("//h/")


# -- reversed host ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("http://www.Example.COM/", "com.example.www"),
        ("http://xn--bcher-kva.example/", "example.xn--bcher-kva"),
        ("http://127.0.0.1/", "127.0.0.1"),
        ("http://[::1]/", "[::1]"),
        ("file:///x", ""),
        ("mailto:a@b", None),
    ],
)
def test_reversed_host(text: str, expected: str | None) -> None:
    assert reversed_host(text) == expected

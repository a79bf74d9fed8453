"""RFC 3986 examples, verbatim: reference resolution (5.4) and normalization (6.2).

Written from the specification (RFC 3986 and docs/DESIGN.md), not from the
implementation, so that a misreading on either side shows up as a failure.
"""

from __future__ import annotations

import pytest

from href import URL

# RFC 3986 5.4: "Within a representation with a well defined base URI of
#    http://a/b/c/d;p?q
# a relative reference is transformed to its target URI as follows."
BASE = "http://a/b/c/d;p?q"

# RFC 3986 5.4.1. Normal Examples
NORMAL_EXAMPLES = [
    pytest.param("g:h", "g:h", id="g:h"),
    pytest.param("g", "http://a/b/c/g", id="g"),
    pytest.param("./g", "http://a/b/c/g", id="./g"),
    pytest.param("g/", "http://a/b/c/g/", id="g/"),
    pytest.param("/g", "http://a/g", id="/g"),
    pytest.param("//g", "http://g", id="//g"),
    pytest.param("?y", "http://a/b/c/d;p?y", id="?y"),
    pytest.param("g?y", "http://a/b/c/g?y", id="g?y"),
    pytest.param("#s", "http://a/b/c/d;p?q#s", id="#s"),
    pytest.param("g#s", "http://a/b/c/g#s", id="g#s"),
    pytest.param("g?y#s", "http://a/b/c/g?y#s", id="g?y#s"),
    pytest.param(";x", "http://a/b/c/;x", id=";x"),
    pytest.param("g;x", "http://a/b/c/g;x", id="g;x"),
    pytest.param("g;x?y#s", "http://a/b/c/g;x?y#s", id="g;x?y#s"),
    pytest.param("", "http://a/b/c/d;p?q", id="empty"),
    pytest.param(".", "http://a/b/c/", id="."),
    pytest.param("./", "http://a/b/c/", id="./"),
    pytest.param("..", "http://a/b/", id=".."),
    pytest.param("../", "http://a/b/", id="../"),
    pytest.param("../g", "http://a/b/g", id="../g"),
    pytest.param("../..", "http://a/", id="../.."),
    pytest.param("../../", "http://a/", id="../../"),
    pytest.param("../../g", "http://a/g", id="../../g"),
]

# RFC 3986 5.4.2. Abnormal Examples
ABNORMAL_EXAMPLES = [
    # "more '..' segments in a relative-path reference than there are
    # hierarchical levels in the base URI's path"
    pytest.param("../../../g", "http://a/g", id="../../../g"),
    pytest.param("../../../../g", "http://a/g", id="../../../../g"),
    # "remove the dot-segments '.' and '..' from a path ... only when they are
    # complete components of a hierarchical path"
    pytest.param("/./g", "http://a/g", id="/./g"),
    pytest.param("/../g", "http://a/g", id="/../g"),
    pytest.param("g.", "http://a/b/c/g.", id="g."),
    pytest.param(".g", "http://a/b/c/.g", id=".g"),
    pytest.param("g..", "http://a/b/c/g..", id="g.."),
    pytest.param("..g", "http://a/b/c/..g", id="..g"),
    # "unnecessary or nonsensical forms of '.' and '..'"
    pytest.param("./../g", "http://a/b/g", id="./../g"),
    pytest.param("./g/.", "http://a/b/c/g/", id="./g/."),
    pytest.param("g/./h", "http://a/b/c/g/h", id="g/./h"),
    pytest.param("g/../h", "http://a/b/c/h", id="g/../h"),
    pytest.param("g;x=1/./y", "http://a/b/c/g;x=1/y", id="g;x=1/./y"),
    pytest.param("g;x=1/../y", "http://a/b/c/y", id="g;x=1/../y"),
    # "separate the reference's query and/or fragment components from the path
    # component before merging it with the base path and removing dot-segments"
    pytest.param("g?y/./x", "http://a/b/c/g?y/./x", id="g?y/./x"),
    pytest.param("g?y/../x", "http://a/b/c/g?y/../x", id="g?y/../x"),
    pytest.param("g#s/./x", "http://a/b/c/g#s/./x", id="g#s/./x"),
    pytest.param("g#s/../x", "http://a/b/c/g#s/../x", id="g#s/../x"),
    # "Some parsers allow the scheme name to be present in a relative reference
    # if it is the same as the base URI scheme ... for strict parsers"
    pytest.param("http:g", "http:g", id="http:g-strict"),
]


@pytest.mark.parametrize(("reference", "expected"), NORMAL_EXAMPLES)
def test_join_normal_examples_rfc3986_5_4_1(reference: str, expected: str) -> None:
    assert str(URL(BASE).join(reference)) == expected


@pytest.mark.parametrize(("reference", "expected"), ABNORMAL_EXAMPLES)
def test_join_abnormal_examples_rfc3986_5_4_2(reference: str, expected: str) -> None:
    assert str(URL(BASE).join(reference)) == expected


@pytest.mark.parametrize(("reference", "expected"), NORMAL_EXAMPLES + ABNORMAL_EXAMPLES)
def test_join_accepts_a_url_reference_as_well_as_text(reference: str, expected: str) -> None:
    result = URL(BASE).join(URL(reference))
    assert isinstance(result, URL)
    assert result == URL(expected)


def test_join_returns_a_url_equal_to_the_parsed_expected_text() -> None:
    # URL == compares exact text, so this is the same check as str(), through ==.
    assert URL(BASE).join("../g") == URL("http://a/b/g")


def test_join_applies_section_5_2_to_a_base_without_a_scheme() -> None:
    # RFC 3986 5.1 asks for an absolute base; href applies 5.2 to a
    # reference base too, as urljoin() does (tests/test_relate.py).
    assert URL("//a/b/c").join("g") == URL("//a/b/g")


# RFC 3986 6.2.2 (syntax-based) and 6.2.3 (scheme-based) normalization.
NORMALIZE_EXAMPLES = [
    # 6.2.2.1 Case Normalization: scheme and host to lowercase, hex digits of
    # percent-encodings to uppercase; "HTTP://www.EXAMPLE.com/" is equivalent
    # to "http://www.example.com/".
    pytest.param("HTTP://www.EXAMPLE.com/", "http://www.example.com/", id="6.2.2.1-rfc"),
    pytest.param("http://a/%3a", "http://a/%3A", id="6.2.2.1-hex-upper"),
    pytest.param("http://a/%c3%a4", "http://a/%C3%A4", id="6.2.2.1-hex-upper-utf8"),
    pytest.param("http://a/?x=%3d#%2f", "http://a/?x=%3D#%2F", id="6.2.2.1-hex-query-fragment"),
    # 6.2.2.1: only scheme and host are case-insensitive; the path and the
    # userinfo keep their case.
    pytest.param("http://User@A/Path", "http://User@a/Path", id="6.2.2.1-userinfo-path-kept"),
    # 6.2.2.2 Percent-Encoding Normalization: decode percent-encoded unreserved
    # characters (ALPHA, DIGIT, "-", ".", "_", "~").
    pytest.param(
        "http://example.com/%7Esmith/home.html",
        "http://example.com/~smith/home.html",
        id="6.2.2.2-rfc-%7E",
    ),
    pytest.param("http://a/%7e", "http://a/~", id="6.2.2.2-%7e"),
    pytest.param("http://a/%41%62%30%2D%2E%5F", "http://a/Ab0-._", id="6.2.2.2-unreserved"),
    pytest.param("http://a/?%61=%62#%63", "http://a/?a=b#c", id="6.2.2.2-query-fragment"),
    pytest.param("http://%75ser@a/", "http://user@a/", id="6.2.2.2-userinfo"),
    # 6.2.2.2: reserved characters stay encoded (only the hex case changes).
    pytest.param("http://a/%2F", "http://a/%2F", id="6.2.2.2-%2F-kept"),
    pytest.param("http://a/%2f%3F%23", "http://a/%2F%3F%23", id="6.2.2.2-reserved-kept"),
    pytest.param("http://a/?a=%2B&b=%26", "http://a/?a=%2B&b=%26", id="6.2.2.2-query-reserved"),
    pytest.param("http://a/%25", "http://a/%25", id="6.2.2.2-%25-kept"),
    # 6.2.2.3 Path Segment Normalization: remove_dot_segments (5.2.4).
    pytest.param("http://a/b/c/./../../g", "http://a/g", id="6.2.2.3-5.2.4-example"),
    pytest.param("http://a/b/../c/./d", "http://a/c/d", id="6.2.2.3"),
    pytest.param("http://a/../../x", "http://a/x", id="6.2.2.3-above-root"),
    pytest.param("http://a/b/.", "http://a/b/", id="6.2.2.3-trailing-dot"),
    # 6.2.2.3 after 6.2.2.2: "%2E" decodes to "." and then is a dot segment.
    pytest.param("http://a/b/%2E%2E/c", "http://a/c", id="6.2.2.3-encoded-dots"),
    # 6.2.3 Scheme-Based Normalization: for http these four are equivalent and
    # "http://example.com/" is the normal form.
    pytest.param("http://example.com", "http://example.com/", id="6.2.3-empty-path"),
    pytest.param("http://example.com/", "http://example.com/", id="6.2.3-slash"),
    pytest.param("http://example.com:/", "http://example.com/", id="6.2.3-empty-port"),
    pytest.param("http://example.com:80/", "http://example.com/", id="6.2.3-default-port"),
    pytest.param("https://example.com:443/", "https://example.com/", id="6.2.3-https-443"),
    pytest.param("https://example.com:80/", "https://example.com:80/", id="6.2.3-https-80-kept"),
    pytest.param("http://example.com:443/", "http://example.com:443/", id="6.2.3-http-443-kept"),
    pytest.param("ws://h:80/", "ws://h/", id="6.2.3-ws"),
    pytest.param("wss://h:443/", "wss://h/", id="6.2.3-wss"),
    pytest.param("ftp://h:21/", "ftp://h/", id="6.2.3-ftp"),
    pytest.param("http://example.com?q", "http://example.com/?q", id="6.2.3-empty-path-query"),
    # 6.2.3: "Normalization should not remove delimiters when their associated
    # component is empty ... the URI 'http://example.com/?' cannot be assumed to
    # be equivalent to any of the examples above."
    pytest.param("http://example.com/?", "http://example.com/?", id="6.2.3-empty-query-kept"),
    pytest.param("http://example.com/#", "http://example.com/#", id="6.2.3-empty-fragment-kept"),
    # Debatable: a port with leading zeros is the same number (RFC 3986 3.2.3
    # port = *DIGIT), so ":080" is the default port for http.
    pytest.param("http://example.com:080/", "http://example.com/", id="6.2.3-port-080"),
    pytest.param("http://example.com:08080/", "http://example.com:8080/", id="port-leading-zeros"),
    # DESIGN: the result is an ASCII URI (IDNA host, UTF-8 percent-encoded).
    pytest.param(
        "http://bücher.example/ä?ö=ü#ß",
        "http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC#%C3%9F",
        id="iri-to-uri",
    ),
    pytest.param("HTTP://Bücher.Example/", "http://xn--bcher-kva.example/", id="iri-host-case"),
    # IPv6: hex digits of an IP literal are case-insensitive (6.2.2.1: host).
    pytest.param("http://[2001:DB8::A]/", "http://[2001:db8::a]/", id="ipv6-lowercase"),
    # 3.2.2: "The host subcomponent is case-insensitive", IPvFuture included.
    pytest.param("http://[V1.AB:C]/", "http://[v1.ab:c]/", id="ipvfuture-lowercase"),
    # All rules at once.
    pytest.param(
        "HTTP://User@Example.COM:80/a/./b/../%7ec?%7e=%3a#%7e",
        "http://User@example.com/a/~c?~=%3A#~",
        id="all-together",
    ),
]


@pytest.mark.parametrize(("text", "expected"), NORMALIZE_EXAMPLES)
def test_normalize_rfc3986_6_2(text: str, expected: str) -> None:
    assert str(URL(text).normalize()) == expected


@pytest.mark.parametrize(("text", "expected"), NORMALIZE_EXAMPLES)
def test_normalize_is_idempotent_on_the_rfc_examples(text: str, expected: str) -> None:
    once = URL(text).normalize()
    assert once.normalize() == once
    assert URL(expected).normalize() == once


def test_normalize_returns_a_new_url_and_leaves_the_original_alone() -> None:
    url = URL("HTTP://A/%7e")
    assert str(url.normalize()) == "http://a/~"
    assert str(url) == "HTTP://A/%7e"


# RFC 3986 6.2: equivalent() compares normalized forms.
EQUIVALENT_EXAMPLES = [
    # 6.2.2.1 case
    pytest.param("HTTP://www.EXAMPLE.com/", "http://www.example.com/", True, id="6.2.2.1"),
    pytest.param("http://a/%3a", "http://a/%3A", True, id="6.2.2.1-hex"),
    pytest.param("http://a/B", "http://a/b", False, id="path-case-matters"),
    pytest.param("http://U@a/", "http://u@a/", False, id="userinfo-case-matters"),
    # 6.2.2.2 percent-encoding
    pytest.param(
        "http://example.com/%7Esmith/home.html",
        "http://example.com/~smith/home.html",
        True,
        id="6.2.2.2-rfc",
    ),
    pytest.param("http://a/%2F", "http://a//", False, id="6.2.2.2-%2F-is-not-slash"),
    pytest.param("http://a/?q=%2b", "http://a/?q=%2B", True, id="query-hex-case"),
    pytest.param("http://a/?q=%2B", "http://a/?q=+", False, id="query-%2B-is-not-plus"),
    # 6.2.2.3 dot segments
    pytest.param("http://a/b/c/./../../g", "http://a/g", True, id="6.2.2.3"),
    # 6.2.3 scheme-based
    pytest.param("http://example.com", "http://example.com/", True, id="6.2.3-empty-path"),
    pytest.param("http://example.com:/", "http://example.com/", True, id="6.2.3-empty-port"),
    pytest.param("http://example.com:80/", "http://example.com", True, id="6.2.3-default-port"),
    pytest.param("http://example.com/?", "http://example.com/", False, id="6.2.3-empty-query"),
    pytest.param("http://example.com/#", "http://example.com/", False, id="6.2.3-empty-fragment"),
    pytest.param("https://h:80/", "https://h/", False, id="6.2.3-not-the-default"),
    pytest.param("http://h:443/", "https://h/", False, id="6.2.3-scheme-differs"),
    # DESIGN: IRIs compare as their URI form.
    pytest.param("http://bücher.example/ä", "http://xn--bcher-kva.example/%c3%a4", True, id="iri"),
]


@pytest.mark.parametrize(("left", "right", "expected"), EQUIVALENT_EXAMPLES)
def test_equivalent_rfc3986_6_2(left: str, right: str, *, expected: bool) -> None:
    assert URL(left).equivalent(URL(right)) is expected
    assert URL(right).equivalent(URL(left)) is expected


@pytest.mark.parametrize(("left", "right", "expected"), EQUIVALENT_EXAMPLES)
def test_equivalent_agrees_with_normalize(left: str, right: str, *, expected: bool) -> None:
    assert (URL(left).normalize() == URL(right).normalize()) is expected


def test_equivalent_urls_are_still_unequal_as_text() -> None:
    # DESIGN: == compares exact text; semantic comparison is equivalent().
    left, right = URL("HTTP://www.EXAMPLE.com/"), URL("http://www.example.com/")
    assert left.equivalent(right)
    assert left != right

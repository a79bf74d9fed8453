"""Canonicalization profiles (href._canon): each profile's steps on published cases."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest

from href import URL, InvalidURL, keys
from href._canon import PROFILES, canonical_text

# Google Safe Browsing API v4, "URLs and Hashing", section Canonicalization:
# its published Canonicalize() examples, verbatim but for the one noted.
SAFE_BROWSING_CASES = [
    ("http://host/%25%32%35", "http://host/%25"),
    ("http://host/%25%32%35%25%32%35", "http://host/%25%25"),
    ("http://host/%2525252525252525", "http://host/%25"),
    ("http://host/asdf%25%32%35asd", "http://host/asdf%25asd"),
    ("http://host/%%%25%32%35asd%%", "http://host/%25%25%25asd%25%25"),
    ("http://www.google.com/", "http://www.google.com/"),
    (
        (
            "http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/"
            "%77%77%77%2E%65%62%61%79%2E%63%6F%6D/"
        ),
        "http://168.188.99.26/.secure/www.ebay.com/",
    ),
    (
        (
            "http://195.127.0.11/uploads/%20%20%20%20/.verify/"
            ".eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/"
        ),
        (
            "http://195.127.0.11/uploads/%20%20%20%20/.verify/"
            ".eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/"
        ),
    ),
    (
        (
            "http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833"
            "%252944_55%252B"
        ),
        "http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+",
    ),
    ("http://3279880203/blah", "http://195.127.0.11/blah"),
    ("http://www.google.com/blah/..", "http://www.google.com/"),
    ("www.google.com/", "http://www.google.com/"),
    ("www.google.com", "http://www.google.com/"),
    ("http://www.evil.com/blah#frag", "http://www.evil.com/blah"),
    ("http://www.GOOgle.com/", "http://www.google.com/"),
    ("http://www.google.com.../", "http://www.google.com/"),
    ("http://www.google.com/foo\tbar\rbaz\n2", "http://www.google.com/foobarbaz2"),
    ("http://www.google.com/q?", "http://www.google.com/q?"),
    ("http://www.google.com/q?r?", "http://www.google.com/q?r?"),
    ("http://www.google.com/q?r?s", "http://www.google.com/q?r?s"),
    ("http://evil.com/foo#bar#baz", "http://evil.com/foo"),
    ("http://evil.com/foo;", "http://evil.com/foo;"),
    ("http://evil.com/foo?bar;", "http://evil.com/foo?bar;"),
    # Published as the bytes "http://\x01\x80.com/": href reads text, whose
    # U+0080 is two bytes in UTF-8, so the byte 0x80 is given as its escape.
    ("http://\x01%80.com/", "http://%01%80.com/"),
    ("http://notrailingslash.com", "http://notrailingslash.com/"),
    ("http://www.gotaport.com:1234/", "http://www.gotaport.com/"),
    ("  http://www.google.com/  ", "http://www.google.com/"),
    ("http:// leadingspace.com/", "http://%20leadingspace.com/"),
    ("http://%20leadingspace.com/", "http://%20leadingspace.com/"),
    ("%20leadingspace.com/", "http://%20leadingspace.com/"),
    ("https://www.securesite.com/", "https://www.securesite.com/"),
    ("http://host.com/ab%23cd", "http://host.com/ab%23cd"),
    ("http://host.com//twoslashes?more//slashes", "http://host.com/twoslashes?more//slashes"),
]


@pytest.mark.parametrize(("text", "expected"), SAFE_BROWSING_CASES)
def test_safe_browsing_published_cases(text: str, expected: str) -> None:
    assert canonical_text(text, "safe_browsing") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # The host rules of the page's later revision: IPv6 compressed,
        # IPv4-mapped and NAT64 addresses as IPv4.
        pytest.param("http://[2001:0db8:0000::1]/", "http://[2001:db8::1]/", id="ipv6"),
        pytest.param("http://[::ffff:1.2.3.4]/", "http://1.2.3.4/", id="ipv4-mapped"),
        pytest.param("http://[64:ff9b::1.2.3.4]/", "http://1.2.3.4/", id="nat64"),
        pytest.param("http://0x7f.1/", "http://127.0.0.1/", id="hex-ipv4"),
        pytest.param("http://u:p@H.example/", "http://h.example/", id="userinfo"),
        pytest.param("http://b%C3%BCcher.example/", "http://xn--bcher-kva.example/", id="idn"),
    ],
)
def test_safe_browsing_host_rules(text: str, expected: str) -> None:
    assert canonical_text(text, "safe_browsing") == expected


# Cases of Google's own Safe Browsing clients' tests (the Go client's
# urls_test.go and the Python reference client's expression_test.py) that the
# page does not list: Google unescapes the whole text before it reads it as a
# URL, and keeps a host of any printable characters.
GOOGLE_CLIENT_CASES = [
    pytest.param("http%3A%2F%2Fwackyurl.com:80/", "http://wackyurl.com/", id="escaped-scheme"),
    pytest.param("http://W!eird<>Ho$^.com/", "http://w!eird<>ho$^.com/", id="weird-host"),
    pytest.param("http://www.\u00fcmlat.com/", "http://www.xn--mlat-zra.com/", id="idn"),
    pytest.param("http://[2001:470:1:18::114]/", "http://[2001:470:1:18::114]/", id="ipv6"),
    pytest.param("ftp://ftp.myfiles.com/", "ftp://ftp.myfiles.com/", id="ftp"),
    pytest.param("ftp://host.com?q", "ftp://host.com/?q", id="query-after-host"),
    pytest.param(
        "http://i.have.way.too.many.dots.com/", "http://i.have.way.too.many.dots.com/", id="dots"
    ),
]


@pytest.mark.parametrize(("text", "expected"), GOOGLE_CLIENT_CASES)
def test_safe_browsing_google_client_cases(text: str, expected: str) -> None:
    assert keys.safe_browsing(text) == expected


def test_safe_browsing_reads_escapes_made_by_unescaping_where_they_stand() -> None:
    # A "#" an escape made is data ("%23" again), never a fragment; a "?" is
    # the query's start, as Google reads the unescaped text.
    assert keys.safe_browsing("http://h/a%2523b#f") == "http://h/a%23b"
    assert keys.safe_browsing("http://h/a%3Fb%2526c") == "http://h/a?b&c"


def test_safe_browsing_text_function_takes_a_url_and_refuses_other_types() -> None:
    assert keys.safe_browsing(URL("http://H/a/../b")) == "http://h/b"
    with pytest.raises(TypeError, match=r"safe_browsing\(\) expected str or URL, got bytes"):
        # bytes is what the signature refuses and the test passes on purpose
        keys.safe_browsing(b"http://h/")  # type: ignore[arg-type]


def test_safe_browsing_on_url_refuses_a_result_that_is_no_url() -> None:
    # Safe Browsing keeps the "<" that "%3C" is; a URL cannot hold it, so
    # the text function is the way to that key.
    with pytest.raises(InvalidURL, match=r"invalid host 'a<b' in 'http://a<b/'"):
        URL("http://a%3Cb/").canonicalize("safe_browsing")
    assert keys.safe_browsing("http://a%3Cb/") == "http://a<b/"


def test_safe_browsing_on_url_parses_the_result() -> None:
    url = URL("http://host%23.com/%257Ea%2521b%2540c%2523d")
    assert url.canonicalize("safe_browsing") == URL("http://host%23.com/~a!b@c%23d")


# -- rfc3986 and whatwg -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "HTTP://User@Example.COM:80/%7euser/a/./b/../c%2f?%41#x",
        "http://h/a?b=1&a=2#f",
        "mailto:Someone@Example.com",
    ],
)
def test_rfc3986_profile_is_normalize(text: str) -> None:
    assert URL(text).canonicalize("rfc3986") == URL(text).normalize()


def test_whatwg_profile_is_the_browsers_serialization() -> None:
    # URL Standard: default port elided, "%2e%2E" a dot segment, the host's
    # IPv4 number read.
    url = URL("HTTP://0x7f.1:80/a/b/%2e%2E/c")
    assert url.canonicalize("whatwg") == URL("http://127.0.0.1/a/c")


def test_whatwg_profile_error_names_the_part() -> None:
    with pytest.raises(InvalidURL, match=r"invalid host in 'http://a%2520b/'") as caught:
        URL("http://a%2520b/").canonicalize("whatwg")
    assert caught.value.part == "host"


# -- semantic and aggressive ------------------------------------------------


def test_semantic_drops_the_fragment_and_sorts_the_query_stably() -> None:
    url = URL("http://H/p?b=2&a=9&b=1&a=3#frag")
    assert url.canonicalize("semantic") == URL("http://h/p?a=9&a=3&b=2&b=1")


# Ten pages, spelt the ways one page's links are spelt: the docs' dedupe_key
# recipe (docs/howto/normalize.md) gives ten keys, and so must the profiles.
TEN_PAGES = [
    *("http://shop.example/s?q=red+shoes", "http://shop.example/s?q=red%20shoes"),
    *("http://shop.example/s?q=red+shoes&", "http://shop.example/s?&q=red%20shoes#top"),
    *("http://shop.example/p?color=red&id=7", "http://shop.example/p?&color=red&id=7"),
    *("http://shop.example/p?id=7&&color=red", "http://shop.example/p?id=7&color=red&"),
    *(f"http://shop.example/item/{n}" for n in range(8)),
    *("http://shop.example/item/0?", "http://shop.example/item/1?&"),
]


@pytest.mark.parametrize("profile", ["semantic", "aggressive"])
def test_query_reading_profiles_key_each_page_once(
    profile: Literal["semantic", "aggressive"],
) -> None:
    assert len({URL(text).canonicalize(profile) for text in TEN_PAGES}) == 10


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("http://h/?q=red%20shoes", "http://h/?q=red+shoes", id="space-as-plus"),
        pytest.param("http://h/?&b=1&&a=2&", "http://h/?a=2&b=1", id="empty-pairs"),
        pytest.param("http://h/?", "http://h/", id="lone-question-mark"),
        pytest.param("http://h/?&", "http://h/", id="only-empty-pairs"),
        pytest.param("http://h/?a&a=", "http://h/?a&a=", id="bare-name-kept-apart"),
        pytest.param("http://h/?q=1%2B1&q=1+1", "http://h/?q=1%2B1&q=1+1", id="plus-sign-kept"),
        pytest.param("http://h/?q=a%2Fb", "http://h/?q=a%2Fb", id="other-escapes-as-written"),
    ],
)
def test_semantic_reads_the_query_as_form_pairs(text: str, expected: str) -> None:
    assert URL(text).canonicalize("semantic") == URL(expected)


def test_aggressive_reads_the_query_as_form_pairs_before_dropping() -> None:
    url = URL("http://h/?&utm_source=x&&q=red%20shoes&")
    assert url.canonicalize("aggressive") == URL("http://h/?q=red+shoes")


def test_semantic_keeps_www_and_the_trailing_slash() -> None:
    url = URL("http://www.example.com/dir/")
    assert url.canonicalize("semantic") == url


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("http://www.example.com/", "http://example.com/", id="www"),
        pytest.param("http://WWW.example.com/", "http://example.com/", id="www-case"),
        pytest.param("http://www1.example.com/", "http://www1.example.com/", id="www1-kept"),
        pytest.param("http://www.com/", "http://www.com/", id="www-dot-com-kept"),
        pytest.param("http://a/x/;jsessionid=0A1B?q=1", "http://a/x?q=1", id="path-jsessionid"),
        pytest.param("http://a/?PHPSESSID=ab&k=v", "http://a/?k=v", id="phpsessid"),
        pytest.param("http://a/?ASPSESSIONIDQQGGGNCU=x", "http://a/", id="aspsessionid"),
        pytest.param(
            "http://a/?utm_source=n&utm_medium=e&id=7&gclid=x&fbclid=y",
            "http://a/?id=7",
            id="tracking",
        ),
        pytest.param("http://a/b/?utm_term=x", "http://a/b", id="all-pairs-gone"),
        pytest.param("http://a/b/", "http://a/b", id="trailing-slash"),
        pytest.param("http://a/", "http://a/", id="root-kept"),
        pytest.param("http://a/?utmost=1", "http://a/?utmost=1", id="not-utm-prefix"),
    ],
)
def test_aggressive_steps(text: str, expected: str) -> None:
    assert URL(text).canonicalize("aggressive") == URL(expected)


# -- the profiles as a whole ------------------------------------------------


def test_each_profile_is_a_list_of_documented_steps() -> None:
    for steps in PROFILES.values():
        for step in steps:
            assert step.__doc__, step.__name__


def test_only_the_strong_profiles_change_which_resource() -> None:
    # Steps that may name another resource are never in the RFC's, the
    # browsers' or Safe Browsing's profile.
    risky = {"form_query", "sort_query", "drop_www", "drop_session_ids", "drop_tracking_params"}
    for name in ("rfc3986", "whatwg", "safe_browsing"):
        assert not risky & {step.__name__ for step in PROFILES[name]}


def test_unknown_profile_is_refused_with_the_names() -> None:
    with pytest.raises(ValueError, match=r"unknown canonicalization profile 'loose': expected"):
        URL("http://a/").canonicalize("loose")  # type: ignore[arg-type]


def test_rfc3986_profile_error_names_the_input() -> None:
    with pytest.raises(InvalidURL, match=r"invalid port 'x' in 'http://h:x/'"):
        canonical_text("http://h:x/", "semantic")


def test_the_docs_table_lists_each_profiles_steps() -> None:
    page = Path(__file__).resolve().parents[1] / "docs" / "howto" / "normalize.md"
    table = page.read_text(encoding="utf-8").split("<!-- profiles:start -->")[1]
    rows = table.split("<!-- profiles:end -->")[0].strip().splitlines()[2:]
    documented = {
        row.split("|")[1].strip(" `"): [s.strip(" `") for s in row.split("|")[2].split(",")]
        for row in rows
    }
    assert documented == {
        name: [step.__name__ for step in steps] for name, steps in PROFILES.items()
    }

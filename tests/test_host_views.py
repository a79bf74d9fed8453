"""One story for a host's views: ``ascii``, ``unicode``, ``canonical``, and the URL's
``to_ascii()``, ``to_unicode()`` and ``equivalent()``, for hosts with escapes and
with characters a reg-name cannot hold (issue 39's fuzz findings, issue 40's ``"``).

The rule (docs/howto/iri.md, "A host's spellings"): a host's escapes spell the UTF-8
of its characters (RFC 3986 3.2.2; the URL Standard's host parser decodes them
before UTS 46), so every view reads them so where they spell a domain; where they
do not (``%2F``, bytes that are not UTF-8) they stay, in upper case
(RFC 3986 6.2.2.1). ``ascii`` is the URI spelling, which ``to_ascii()`` writes;
``unicode`` the IRI spelling, which ``to_unicode()`` writes; both spell the host
they came from.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL, Host, HostKind, InvalidURL

# --- each view, spelled ------------------------------------------------------

VIEWS = [
    # (host as written, ascii, unicode, canonical)
    pytest.param(
        "xn--bcher-kva.e%C3%A4",
        "xn--bcher-kva.xn--e-0fa",
        "bücher.eä",
        "xn--bcher-kva.xn--e-0fa",
        id="escapes-of-a-label-in-another-script",
    ),
    pytest.param(
        "b%C3%BCcher.example",
        "xn--bcher-kva.example",
        "bücher.example",
        "xn--bcher-kva.example",
        id="escapes-inside-a-label",
    ),
    pytest.param("Ex%41mple.COM", "example.com", "example.com", "example.com", id="ascii-escape"),
    pytest.param("xn--C3%a4", "xn--c3%A4", "xn--c3%A4", "xn--c3%A4", id="not-utf-8-kept-upper"),
    pytest.param("A%2fb", "a%2Fb", "a%2Fb", "a%2Fb", id="slash-escape-kept"),
    pytest.param(
        "xn--bcher-kva.A%2fb",
        "xn--bcher-kva.a%2Fb",
        "xn--bcher-kva.a%2Fb",
        "xn--bcher-kva.a%2Fb",
        id="kept-escape-keeps-the-a-labels",
    ),
    pytest.param(
        "xn--bcher-kva.C3%B(C",
        "xn--bcher-kva.c3%25b(c",
        "xn--bcher-kva.c3%25b(c",
        "xn--bcher-kva.c3%25b(c",
        id="lone-percent",
    ),
    pytest.param("a%20b", "a%20b", "a%20b", "a%20b", id="space-escape-kept"),
    pytest.param('xn--"3-5i4g', "xn--%223-5i4g", "%223遵", "xn--%223-5i4g", id="quote-in-a-label"),
    pytest.param("xn--%223-5i4g", "xn--%223-5i4g", "%223遵", "xn--%223-5i4g", id="quote-escaped"),
    pytest.param(
        "büchea{fohttp",
        "xn--bchea%7Bfohttp-dlb",
        "büchea%7Bfohttp",
        "xn--bchea%7Bfohttp-dlb",
        id="brace-in-a-unicode-label",
    ),
    pytest.param("a{b", "a%7Bb", "a%7Bb", "a%7Bb", id="brace-in-an-ascii-name"),
]


@pytest.mark.parametrize(("text", "ascii_name", "unicode_name", "canonical"), VIEWS)
def test_host_views_spell_one_host(
    text: str, ascii_name: str, unicode_name: str, canonical: str
) -> None:
    host = Host(text)
    assert (host.ascii, host.unicode, host.canonical) == (ascii_name, unicode_name, canonical)
    assert Host(host.ascii) == host
    assert Host(host.unicode) == host


@pytest.mark.parametrize(("text", "ascii_name", "unicode_name", "canonical"), VIEWS)
def test_url_conversions_write_the_host_views(
    text: str, ascii_name: str, unicode_name: str, canonical: str
) -> None:
    url = URL(f"http://{text}/p")
    assert url.to_ascii().raw_host == ascii_name
    assert url.to_unicode().raw_host == unicode_name
    assert url.normalize().raw_host == canonical
    assert url.to_ascii().equivalent(url)
    assert url.to_unicode().equivalent(url)


def test_escaped_ipv4_reports_the_address_browsers_connect_to() -> None:
    # The URL Standard decodes a host's escapes before it reads an IPv4
    # address, so http://%31%32%37.0.0.1/ is 127.0.0.1 to a browser.
    host = URL("http://%31%32%37.0.0.1/").host
    assert host is not None
    assert (host.kind, str(host.address), host.ascii) == (HostKind.IPV4, "127.0.0.1", "127.0.0.1")


def test_to_unicode_decodes_escapes_of_the_host_as_of_the_path() -> None:
    url = URL("http://xn--bcher-kva.e%C3%A4?%C3%B6=%C3%BC")
    assert str(url.to_unicode()) == "http://bücher.eä?ö=ü"
    assert url.to_unicode().equivalent(url)


# --- fixpoints -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("http://xn--C3%A4?%C", id="escape-case-in-host"),
        pytest.param("http://xn--c3%a4/", id="lower-escape-in-host"),
        pytest.param("http://a%2fB/", id="kept-escape"),
    ],
)
def test_uri_to_iri_to_uri_is_a_fixpoint(text: str) -> None:
    first = URL(text).to_unicode().to_ascii()
    assert first.to_unicode().to_ascii() == first
    assert first.to_ascii() == first


def test_to_ascii_writes_upper_case_escapes_in_the_host_fast_or_not() -> None:
    # The fast path (an ASCII URI, a lower-case host) and the general one agree.
    assert str(URL("http://xn--c3%a4/").to_ascii()) == "http://xn--c3%A4/"
    assert str(URL("http://XN--c3%a4/").to_ascii()) == "http://xn--c3%A4/"


@pytest.mark.parametrize("text", ["http://a@b@c/", "http://a@b@C/"])
def test_to_ascii_encodes_an_at_sign_inside_the_userinfo(text: str) -> None:
    # RFC 3986 3.2.1: userinfo holds no "@"; the fast path must not keep one.
    assert str(URL(text).to_ascii()) == "http://a%40b@c/"


# --- a property over the hosts URL() takes ---------------------------------------

_HOST_CHARS = st.sampled_from(
    [*"aZ09-._~!$&'()*+,;={}\"`%", "%41", "%2F", "%C3%A4", "%FF", "ü", "xn--bcher-kva"]
)


@given(st.lists(_HOST_CHARS, min_size=1, max_size=8).map("".join))
def test_every_view_of_an_accepted_host_spells_it(text: str) -> None:
    try:
        url = URL(f"http://{text}/")
    except InvalidURL:
        return
    host = url.host
    assert host is not None
    assert Host(host.ascii) == host
    assert Host(host.unicode) == host
    assert url.to_ascii().raw_host == host.ascii
    assert url.to_ascii().equivalent(url)
    assert url.to_unicode().equivalent(url)
    first = url.to_unicode().to_ascii()
    assert first.to_unicode().to_ascii() == first


# --- text URL() refuses because its normal form would be refused ------------------


@pytest.mark.parametrize("text", ["///\\", "///\\///", "///\\a", "/\\/"])
def test_a_reference_whose_empty_authority_is_followed_by_a_backslash_is_refused(
    text: str,
) -> None:
    # Browsers read "\\" as "/" and skip it looking for a host; the normal form
    # "///%5C" names the host "%5C" to them, so URL() could not take it back.
    with pytest.raises(InvalidURL, match=r"^invalid (host|path) "):
        URL(text)


@pytest.mark.parametrize(
    ("target", "base"),
    [("https:/./\\x", "file://p"), ("wss:b/./../\\#x", "https:v/w")],
)
def test_relative_to_a_url_whose_dot_segments_hide_a_backslash(target: str, base: str) -> None:
    # join() of the URL itself removes the dot segments and leaves "/\\",
    # which URL() refuses: relative_to() gives the normal form's reference
    # (longer than the URL, which cannot serve as one) instead of raising.
    reference = URL(target).relative_to(base)
    assert URL(base).join(reference).equivalent(target)
    with pytest.raises(InvalidURL):
        URL(base).join(target)


def test_with_host_writes_a_unicode_name_in_its_uri_spelling() -> None:
    # The builder writes what to_ascii() would: A-labels, and a "{" that UTS 46
    # lets through percent-encoded, so the URL's host text is its host.ascii.
    url = URL("http://h/").with_host("{¡")
    assert url.host is not None
    assert url.raw_host == url.host.ascii == "xn--%7B-6ba"
    assert url.to_ascii() == url

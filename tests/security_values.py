"""Values the security tests share (tests/test_security*.py): hostile text, base URLs, checks."""

from __future__ import annotations

import unicodedata

from hypothesis import strategies as st

from href import URL
from href._grammar import ROOTED_SCHEMES

# Characters that delimit or end a part somewhere in a URL, that browsers read
# as a delimiter ("\\" in special schemes), or that end a line or a string.
STRUCTURAL = tuple("\r\n\x00\t\x7f#?@/\\:[]%&=+; é\u2028\x85")
SUB_DELIMS = "!$&'()*+,;="

# Decoded text as an attacker would send it: structural characters, controls
# and anything else Unicode has but lone surrogates (see the finding below).
any_char = st.characters(exclude_categories=["Cs"])
hostile_text: st.SearchStrategy[str] = st.text(
    st.one_of(st.sampled_from(STRUCTURAL), any_char), max_size=12
)

# Base URLs with every part, some parts, escapes, an IPv6 host.
BASES = (
    "https://us:pw@example.com:8443/a/b?x=1&y&x=2#frag",
    "http://example.com",
    "http://h/dir/",
    "https://[::1]:81/p?q=%26#f%23",
    "ftp://user@h/a%2Fb;c?",
)
bases: st.SearchStrategy[URL] = st.sampled_from(BASES).map(URL)


def char_id(char: str) -> str:
    return char if char.isalnum() and char.isascii() else f"U+{ord(char):04X}"


def pct_encode_all(text: str) -> str:
    """Percent-encode every byte of ``text`` (the test's own encoder, not href's)."""
    return "".join(f"%{byte:02X}" for byte in text.encode("utf-8"))


def written_parts(url: URL) -> dict[str, str | None]:
    return {
        "scheme": url.raw_scheme,
        "userinfo": url.raw_userinfo,
        "host": url.raw_host,
        "port": url.raw_port,
        "path": url.raw_path,
        "query": url.raw_query,
        "fragment": url.raw_fragment,
    }


def assert_only_changed(before: URL, after: URL, *changed: str) -> URL:
    """Re-parse ``after``; every part but ``changed`` must be ``before``'s, as written."""
    again = URL(str(after))
    assert again == after
    kept_before = {k: v for k, v in written_parts(before).items() if k not in changed}
    kept_after = {k: v for k, v in written_parts(again).items() if k not in changed}
    if wrote_the_root(before, again):
        kept_before["path"] = "/"
    assert kept_after == kept_before
    return again


def wrote_the_root(before: URL, after: URL) -> bool:
    """Whether a builder wrote "/" for the empty path of an http(s)-like URL.

    It does so with a query or fragment (RFC 9110 4.2.3: the same URL), and
    changes nothing else of the path.
    """
    return (
        before.raw_path == ""
        and before.raw_authority is not None
        and before.scheme in ROOTED_SCHEMES
        and after.raw_path == "/"
        and (after.raw_query is not None or after.raw_fragment is not None)
    )


def segments_before_append(url: URL) -> tuple[str, ...]:
    """The decoded segments an appended segment follows (a trailing "/" gives none)."""
    segments = url.path.segments
    return segments[:-1] if segments and segments[-1] == "" else segments


# A URL with every part, for the builders a test calls on one value.
BUILDER_BASE = URL("https://u:p@h:1/d/e?x=1#f")

# Code points whose NFKC form holds a character that delimits a netloc.
NFKC_DELIMITERS = tuple(
    c
    for c in map(chr, range(0x80, 0x10000))
    if not 0xD800 <= ord(c) <= 0xDFFF
    and any(d in unicodedata.normalize("NFKC", c) for d in "/?#@:")
)

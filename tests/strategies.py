"""Hypothesis strategies for URL-shaped text and for builder inputs.

Text strategies follow the RFC 3986 grammar (each piece cites its rule) and add
what DESIGN.md calls "merely unusual" text (spaces, unsafe ASCII, broken
escapes, non-ASCII): parsing must keep all of it. Control characters (C0, DEL)
are never generated: they are errors by design.
"""

from __future__ import annotations

import re
import string

from hypothesis import strategies as st

# RFC 3986 2.3 unreserved, 2.2 sub-delims, 2.1 HEXDIG.
UNRESERVED = string.ascii_letters + string.digits + "-._~"
SUB_DELIMS = "!$&'()*+,;="
HEXDIG = string.hexdigits
# ASCII that RFC 3986 does not allow unencoded but that is no control
# character: DESIGN says such text is unusual, not invalid.
UNUSUAL_ASCII = ' "<>\\^`{|}'

# RFC 3986 2.1: pct-encoded = "%" HEXDIG HEXDIG (either case of hex digit).
pct_encoded = st.builds(
    lambda high, low: f"%{high}{low}", st.sampled_from(HEXDIG), st.sampled_from(HEXDIG)
)
# A "%" that does not start a valid escape.
broken_escape = st.sampled_from(["%", "%z", "%zz", "%4", "%G0"])
# Non-ASCII text of IRIs (RFC 3987 ucschar and beyond): everything but
# controls (C0, C1) and lone surrogates, which no UTF-8 text can hold.
non_ascii = st.characters(min_codepoint=0xA0, exclude_categories=("Cc", "Cs"))


def _chars(allowed: str, *, unusual: str) -> st.SearchStrategy[str]:
    options = [st.sampled_from(allowed), pct_encoded]
    if unusual:
        options += [st.sampled_from(unusual), broken_escape, non_ascii]
    return st.one_of(*options)


def _run(
    allowed: str, *, unusual: bool, min_size: int = 0, max_size: int = 8, backslash: bool = True
) -> st.SearchStrategy[str]:
    odd = (UNUSUAL_ASCII if backslash else UNUSUAL_ASCII.replace("\\", "")) if unusual else ""
    return st.lists(_chars(allowed, unusual=odd), min_size=min_size, max_size=max_size).map(
        "".join
    )


# RFC 3986 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
schemes = st.one_of(
    st.sampled_from(["http", "https", "HTTP", "Https", "ftp", "ws", "wss", "file", "foo"]),
    st.from_regex(r"\A[A-Za-z][A-Za-z0-9+.-]{0,6}\Z"),
)

# RFC 3986 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
# No "\\": urllib3 and browsers end the authority there, so URL() refuses it.
userinfo = _run(UNRESERVED + SUB_DELIMS + ":", unusual=True, backslash=False)

# RFC 3986 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ). The
# escapes are limited to encoded unreserved characters: what an escape in a
# host decodes to is checked (IDNA), and that is not what these tests are about.
reg_names = st.lists(
    st.one_of(
        st.sampled_from(UNRESERVED + SUB_DELIMS),
        st.sampled_from(["%41", "%7e", "%7E", "%2d", "%5F", "%30"]),
    ),
    max_size=12,
).map("".join)
# Internationalized names valid under UTS 46 (non-transitional).
idn_names = st.sampled_from(
    [
        "bücher.example",
        "BÜCHER.example",
        "münchen.de",
        "straße.de",
        "例え.テスト",
        "ελληνικά.gr",
        "xn--bcher-kva.example",
        "日本.jp",
    ]
)
ipv4_hosts = st.ip_addresses(v=4).map(str)
_zone = st.from_regex(r"\A[A-Za-z0-9]{1,6}\Z")


@st.composite
def ipv6_literals(draw: st.DrawFn) -> str:
    """Return an RFC 3986 3.2.2 IP-literal holding an IPv6 address (RFC 6874 zone)."""
    address = draw(st.ip_addresses(v=6))
    text = draw(st.sampled_from([str(address), address.exploded]))
    if draw(st.booleans()):
        text = text.upper()
    zone = draw(st.none() | _zone)
    return f"[{text}]" if zone is None else f"[{text}%25{zone}]"


# RFC 3986 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
ipvfuture_literals = st.builds(
    lambda version, rest: f"[v{version}.{rest}]",
    st.from_regex(r"\A[0-9A-Fa-f]{1,2}\Z"),
    st.text(alphabet=UNRESERVED + SUB_DELIMS + ":", min_size=1, max_size=6),
)

hosts = st.one_of(reg_names, ipv4_hosts, ipv6_literals(), ipvfuture_literals, idn_names)

# RFC 3986 3.2.3: port = *DIGIT; DESIGN: at most 65535. Empty is valid.
ports = st.one_of(
    st.just(""),
    st.integers(0, 65535).map(str),
    st.integers(0, 9999).map(lambda n: f"0{n}"),
)


@st.composite
def authorities(draw: st.DrawFn) -> str:
    """Return an RFC 3986 3.2 authority = [ userinfo "@" ] host [ ":" port ]."""
    text = draw(hosts)
    if draw(st.booleans()):
        text = f"{draw(userinfo)}@{text}"
    port = draw(st.none() | ports)
    return text if port is None else f"{text}:{port}"


# RFC 3986 3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
segments = st.one_of(
    _run(UNRESERVED + SUB_DELIMS + ":@", unusual=True),
    st.sampled_from([".", "..", "", "%2E", "%2e%2E", "%2F"]),
)
# segment-nz-nc: a first segment of a relative path may not hold ":".
segments_nc = _run(UNRESERVED + SUB_DELIMS + "@", unusual=True, min_size=1)
# RFC 3986 3.4 and 3.5: query and fragment also allow "/" and "?".
queries = _run(UNRESERVED + SUB_DELIMS + ":@/?", unusual=True, max_size=16)
fragments = _run(UNRESERVED + SUB_DELIMS + ":@/?#", unusual=True)


@st.composite
def url_texts(draw: st.DrawFn, *, absolute: bool = False, authority: bool | None = None) -> str:
    """Return URI-reference-shaped text (RFC 3986 4.1), absolute if asked.

    ``authority`` forces an authority (True), forbids one (False) or leaves it
    to the draw (None).
    """
    scheme = draw(schemes) if absolute else draw(st.none() | schemes)
    has_authority = draw(st.booleans()) if authority is None else authority
    rest = draw(st.lists(segments, max_size=5))
    if has_authority:
        # RFC 3986 3.3: with an authority, the path is empty or starts with "/".
        slash = bool(rest) or draw(st.booleans())
        path = "/" + "/".join(rest) if slash else ""
        text = "//" + draw(authorities()) + path
    elif draw(st.booleans()):
        # path-absolute: "/" [ segment-nz *( "/" segment ) ]; never "//".
        first = draw(segments_nc) if rest else ""
        text = "/" + "/".join([first, *rest]) if rest else "/"
    elif scheme is None:
        # path-noscheme or path-empty.
        text = "/".join([draw(segments_nc), *rest]) if draw(st.booleans()) else ""
    else:
        # path-rootless or path-empty.
        text = "/".join([draw(segments_nc), *rest]) if draw(st.booleans()) else ""
    if scheme is not None:
        text = f"{scheme}:{text}"
    query = draw(st.none() | queries)
    if query is not None:
        text = f"{text}?{query}"
    fragment = draw(st.none() | fragments)
    if fragment is not None:
        text = f"{text}#{fragment}"
    return as_browsers_read_it(text)


# Special to the URL Standard: browsers read "\\" as "/" in these.
_SPECIAL = frozenset({"http", "https", "ws", "wss", "ftp", "file"})
#: Schemes whose URLs need a host (RFC 9110 4.2.1, RFC 6455 3, RFC 1738 3.2):
#: URL() refuses an empty one.
NEEDS_HOST = _SPECIAL - {"file"}


def as_browsers_read_it(text: str) -> str:
    """Encode the "\\" or drop the slashes that would make browsers read a host.

    Where a browser reads a host in text that RFC 3986 reads without one
    (docs/security.md, "Text that clients read as another host"), URL()
    refuses the text; these strategies draw what URL() takes.
    """
    stripped = text.lstrip(" ")
    if stripped != text and re.match(r"[A-Za-z][A-Za-z0-9+.-]*:|[/\\\\][/\\\\]", stripped):
        return "%20" + text[1:]  # browsers strip leading spaces
    scheme, colon, rest = text.partition(":")
    if not colon or re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", scheme) is None:
        scheme, rest = "", text
    if scheme and scheme.lower() not in _SPECIAL:
        return text
    prefix = f"{scheme}:" if scheme else ""
    if rest[:2] in ("/\\", "\\/", "\\\\"):
        rest = rest.replace("\\", "%5C", 1)
    if scheme.lower() in NEEDS_HOST and rest.startswith("//"):
        authority = re.match(r"//([^/?#]*)", rest)
        assert authority is not None
        host_at = authority.start(1) + authority.group(1).rfind("@") + 1
        if rest[host_at : host_at + 1] in ("", ":", "/", "?", "#"):
            return f"{prefix}{rest[:host_at]}h{rest[host_at:]}"  # an empty host
    if re.match(r"//(?:[/?#]|\Z)", rest) and scheme.lower() != "file":
        # Browsers skip slashes to find a host, so URL() refuses "///x", and
        # a builder that adds a path to "//" or "http://" makes such text:
        # give it a host (tests/test_security_readings.py tests the rest).
        rest = "//h" + rest[2:]
    return prefix + rest


# ---------------------------------------------------------------------------
# Decoded values for builders
# ---------------------------------------------------------------------------

# Any text but controls and surrogates: builders encode what they must.
decoded_chars = st.characters(exclude_categories=("Cc", "Cs"))
decoded_text = st.text(alphabet=decoded_chars, max_size=10)
# One path segment: no "/", and not a dot segment (a builder may refuse those).
decoded_segments = st.text(
    alphabet=st.characters(exclude_categories=("Cc", "Cs"), exclude_characters="/"),
    min_size=1,
    max_size=8,
).filter(lambda s: s not in {".", ".."})
# A decoded absolute path as a segment tuple whose last segment is not empty,
# so that the segments of "/" + "/".join(...) are beyond debate.
decoded_path_segments = st.lists(decoded_segments, min_size=1, max_size=4).map(tuple)
query_names = st.text(alphabet=decoded_chars, min_size=1, max_size=6)
query_pairs = st.lists(st.tuples(query_names, decoded_text), max_size=5)
builder_schemes = st.sampled_from(["http", "https", "ftp", "ws", "x-y+z.1"])
# Lowercase DNS names and IPv4 addresses read back as written.
builder_hosts = st.one_of(
    st.from_regex(r"\A[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?(\.[a-z][a-z0-9]{0,5}){0,2}\Z"),
    ipv4_hosts,
)
builder_ports = st.integers(0, 65535)


# ---------------------------------------------------------------------------
# Related URLs for relative_to / join
# ---------------------------------------------------------------------------

_related_segments = st.sampled_from(["b", "c", "d;p", "g", "", "x:y", "%7e", "ä", "a b", "g?"])


@st.composite
def related_urls(draw: st.DrawFn, *, dot_segments: bool = False) -> str:
    """Return an absolute URL drawn from a small pool, so two draws share parts."""
    scheme = draw(st.sampled_from(["http", "http", "HTTP", "https"]))
    authority = draw(st.sampled_from(["a", "a", "A", "a:80", "u@a", "b", ""]))
    pool = (
        st.one_of(_related_segments, st.sampled_from([".", ".."]))
        if dot_segments
        else _related_segments
    )
    names = draw(st.lists(pool, max_size=4))
    path = "".join("/" + name.replace("?", "%3F") for name in names)
    text = f"{scheme}://{authority}{path}"
    query = draw(st.sampled_from([None, None, "", "q", "y", "q=1&r"]))
    if query is not None:
        text = f"{text}?{query}"
    fragment = draw(st.sampled_from([None, None, "", "s"]))
    if fragment is not None:
        text = f"{text}#{fragment}"
    return as_browsers_read_it(text)

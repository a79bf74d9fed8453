"""Hypothesis strategies for href's values, for your own property tests.

Each strategy draws valid values that read back as themselves
(``URL(str(url)) == url``), built from decoded parts the way application
code builds them, so a property test explores hosts, escapes, IRIs and
query pairs without writing a generator first::

    from hypothesis import given
    from href import URL
    from href.strategies import urls

    @given(urls(schemes=["https"], query=True))
    def test_my_router_keeps_the_query(url: URL) -> None:
        assert route(url).query == url.query

hypothesis is an optional dependency of href: ``import href`` never imports
it, and importing this module without it raises an ImportError that says what
to install.

An option that is ``True`` always gives a URL that part, ``False`` never, and
``None`` leaves it to the draw.
"""

from __future__ import annotations

from collections.abc import Sequence

try:
    from hypothesis import strategies as st
except ImportError as _error:  # pragma: no cover - the tests run with hypothesis
    # Private names: an except clause's target is a module-level name to type checkers.
    _msg = (
        "href.strategies needs hypothesis, an optional dependency of href: pip install hypothesis"
    )
    raise ImportError(_msg, name=_error.name) from _error

from href._build import scheme_safe_path, scheme_text
from href._form import encode_form_pair
from href._grammar import FRAGMENT_SAFE, PASSWORD_SAFE, SEGMENT_SAFE, USER_SAFE
from href._host import Host
from href._path import Path
from href._query import Query
from href._quote import decode_iri_escapes, quote
from href._url import URL

__all__ = ["hosts", "paths", "queries", "urls"]

# Decoded text: any character but controls (C0, C1) and lone surrogates, which
# no UTF-8 text can hold; builders percent-encode the rest as their part needs.
_decoded_chars = st.characters(exclude_categories=("Cc", "Cs"))

# RFC 1123 labels (letters, digits, inner hyphens), never "xn--"-like ("--" at
# positions 3-4 marks an A-label, which must then be valid Punycode).
_ascii_labels = st.from_regex(r"\A[A-Za-z0-9](?:[A-Za-z0-9-]{0,10}[A-Za-z0-9])?\Z").filter(
    lambda label: label[2:4] != "--"
)
# Non-ASCII labels, one script each: UTS 46 refuses some mixtures (bidi rules).
_SCRIPTS = (
    "abcdefghijklmnopqrstuvwxyzäöüéèàçñøåß",
    "αβγδεζηθικλμνξοπρστυφχψω",
    "абвгдежзийклмнопрстуфхцчшщыэюя",
    "日本語例題中文字東京",
)
_unicode_labels = st.sampled_from(_SCRIPTS).flatmap(
    lambda letters: st.text(alphabet=letters, min_size=1, max_size=8)
)


def _valid_host(text: str) -> bool:
    try:
        Host(text)
    except ValueError:
        return False
    return True


# A last label of letters: a name that ends in a number could read as IPv4.
_ascii_tlds = st.from_regex(r"\A[a-z]{2,6}\Z")


@st.composite
def _names(draw: st.DrawFn, *, iri: bool) -> str:
    labels = st.one_of(_ascii_labels, _unicode_labels) if iri else _ascii_labels
    tlds = st.one_of(_ascii_tlds, _unicode_labels) if iri else _ascii_tlds
    return ".".join([*draw(st.lists(labels, min_size=1, max_size=3)), draw(tlds)])


def hosts(
    *, names: bool = True, ipv4: bool = True, ipv6: bool = True, iri: bool = False
) -> st.SearchStrategy[Host]:
    """Draw hosts: DNS names, IPv4 addresses and IPv6 literals (in brackets).

    ``iri=True`` adds internationalized names written in Unicode
    (``bücher.example``), all valid under UTS 46; otherwise every host is ASCII.

    Raises:
        ValueError: if every kind of host is turned off.
    """
    options: list[st.SearchStrategy[str]] = []
    if names:
        options.append(_names(iri=iri).filter(_valid_host))
    if ipv4:
        options.append(st.ip_addresses(v=4).map(str))
    if ipv6:
        options.append(st.ip_addresses(v=6).map(lambda address: f"[{address}]"))
    if not options:
        msg = "hosts() needs at least one of names, ipv4 or ipv6"
        raise ValueError(msg)
    return st.one_of(options).map(Host)


def _segments(*, iri: bool) -> st.SearchStrategy[str]:
    """One encoded path segment, never empty, ``.`` or ``..``."""
    decoded = st.text(
        alphabet=st.characters(exclude_categories=("Cc", "Cs"), exclude_characters="/"),
        min_size=1,
        max_size=8,
    ).filter(lambda segment: segment not in {".", ".."})
    return decoded.map(lambda segment: _encode(segment, SEGMENT_SAFE, iri=iri))


def _encode(text: str, safe: str, *, iri: bool, private: bool = False) -> str:
    encoded = quote(text, safe)
    return decode_iri_escapes(encoded, private=private) if iri else encoded


@st.composite
def _path_texts(draw: st.DrawFn, *, absolute: bool | None, iri: bool, max_segments: int) -> str:
    segments = draw(st.lists(_segments(iri=iri), max_size=max_segments))
    is_absolute = draw(st.booleans()) if absolute is None else absolute
    trailing_slash = draw(st.booleans())
    if segments and trailing_slash:
        segments.append("")
    text = "/".join(segments)
    if is_absolute:
        return "/" + text
    # A relative path's first segment holds no ":", so that no URL reads it
    # as a scheme (RFC 3986 4.2, segment-nz-nc).
    return scheme_safe_path(text)


def paths(
    *, absolute: bool | None = True, iri: bool = False, max_segments: int = 5
) -> st.SearchStrategy[Path]:
    """Draw paths of decoded segments, each encoded as a URL path needs.

    A segment is never empty (a last empty segment, a trailing ``/``,
    excepted), ``.`` or ``..``. ``absolute`` chooses paths that start with
    ``/`` (True), relative ones (False) or both (None); ``iri=True`` keeps
    non-ASCII characters unencoded.
    """
    return _path_texts(absolute=absolute, iri=iri, max_segments=max_segments).map(Path)


def _query_texts(*, iri: bool, max_pairs: int) -> st.SearchStrategy[str]:
    names = st.text(alphabet=_decoded_chars, min_size=1, max_size=6)
    values = st.text(alphabet=_decoded_chars, max_size=8)

    def encode(pairs: list[tuple[str, str]]) -> str:
        text = "&".join(encode_form_pair(name, value) for name, value in pairs)
        return decode_iri_escapes(text, private=True) if iri else text

    return st.lists(st.tuples(names, values), max_size=max_pairs).map(encode)


def queries(*, iri: bool = False, max_pairs: int = 5) -> st.SearchStrategy[Query]:
    """Draw queries of form-encoded (name, value) pairs; names are never empty.

    ``iri=True`` keeps non-ASCII characters unencoded.
    """
    return _query_texts(iri=iri, max_pairs=max_pairs).map(Query)


@st.composite
def _url_values(
    draw: st.DrawFn,
    *,
    schemes: Sequence[str],
    userinfo: bool | None,
    port: bool | None,
    query: bool | None,
    fragment: bool | None,
    iri: bool,
    ipv6: bool,
) -> URL:
    def wanted(option: bool | None) -> bool:
        return draw(st.booleans()) if option is None else option

    text = draw(st.sampled_from(schemes)) + "://"
    if wanted(userinfo):
        user = draw(st.text(alphabet=_decoded_chars, min_size=1, max_size=6))
        text += _encode(user, USER_SAFE, iri=iri)
        if draw(st.booleans()):
            password = draw(st.text(alphabet=_decoded_chars, max_size=6))
            text += ":" + _encode(password, PASSWORD_SAFE, iri=iri)
        text += "@"
    text += str(draw(hosts(ipv6=ipv6, iri=iri)))
    if wanted(port):
        text += f":{draw(st.integers(0, 65535))}"
    text += draw(_path_texts(absolute=True, iri=iri, max_segments=5) | st.just(""))
    if wanted(query):
        text += "?" + draw(_query_texts(iri=iri, max_pairs=4))
    if wanted(fragment):
        value = draw(st.text(alphabet=_decoded_chars, max_size=8))
        text += "#" + _encode(value, FRAGMENT_SAFE, iri=iri)
    return URL(text)


def urls(
    *,
    schemes: Sequence[str] = ("http", "https"),
    userinfo: bool | None = False,
    port: bool | None = None,
    query: bool | None = None,
    fragment: bool | None = None,
    iri: bool = False,
    ipv6: bool = True,
) -> st.SearchStrategy[URL]:
    """Draw absolute URLs with a host: ``scheme://[userinfo@]host[:port]/path?query#fragment``.

    Args:
        schemes: the schemes to draw from (default ``http`` and ``https``).
        userinfo: a user name and maybe a password (default: never).
        port: an explicit port from 0 to 65535 (default: sometimes).
        query: a query of form-encoded pairs (default: sometimes).
        fragment: a fragment (default: sometimes).
        iri: internationalized URLs: Unicode host names and unencoded
            non-ASCII text (default: every URL is ASCII).
        ipv6: IPv6 literal hosts among the hosts (default: yes).

    Every value the parts hold is drawn decoded, from all of Unicode but
    control characters, and encoded as its part needs, so ``url.path.segments``,
    ``url.query.items()`` and ``url.fragment`` hold arbitrary text.

    Raises:
        ValueError: if ``schemes`` is empty or holds an invalid scheme.
    """
    if isinstance(schemes, str):
        schemes = (schemes,)
    if not schemes:
        msg = "urls() needs at least one scheme"
        raise ValueError(msg)
    for scheme in schemes:
        scheme_text(scheme)
    return _url_values(
        schemes=tuple(schemes),
        userinfo=userinfo,
        port=port,
        query=query,
        fragment=fragment,
        iri=iri,
        ipv6=ipv6,
    )

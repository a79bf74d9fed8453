"""Properties that must hold for every URL (docs/DESIGN.md), checked with hypothesis.

Written from the specification only, not from the implementation.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from pathlib import Path as FilePath

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies as s
from depth import examples, sample
from href import URL, InvalidURL, Query
from href._grammar import DEFAULT_PORTS, ROOTED_SCHEMES

# deadline=None: the first call may import idna tables; speed is measured by
# the benchmarks, not here.
# Budget: the whole module should run in well under a minute.
FEW = settings(
    max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
SOME = settings(
    max_examples=examples(500), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
MANY = settings(
    max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# ---------------------------------------------------------------------------
# Lossless parsing
# ---------------------------------------------------------------------------


@MANY
@given(s.url_texts())
def test_parsing_is_lossless(text: str) -> None:
    url = URL(text)
    assert str(url) == text
    assert URL(str(url)) == url
    assert hash(URL(text)) == hash(url)


@SOME
@given(s.url_texts(absolute=True, authority=True))
def test_parsing_is_lossless_with_authority(text: str) -> None:
    url = URL(text)
    assert str(url) == text
    assert url.raw_authority is not None
    # The parts put back together are the text (RFC 3986 5.3 recomposition).
    rebuilt = f"{url.raw_scheme}://{url.raw_authority}{url.raw_path}"
    if url.raw_query is not None:
        rebuilt += "?" + url.raw_query
    if url.raw_fragment is not None:
        rebuilt += "#" + url.raw_fragment
    assert rebuilt == text


@FEW
@given(s.authorities())
def test_authority_parts_recompose(authority: str) -> None:
    # An http URL needs a host (RFC 9110 4.2.1): an empty one is given one.
    written = s.as_browsers_read_it(f"http://{authority}/")
    authority = written.removeprefix("http://").removesuffix("/")
    url = URL(written)
    assert url.raw_authority == authority
    text = url.raw_host or ""
    if url.raw_port is not None:
        text = f"{text}:{url.raw_port}"
    if url.raw_user is not None:
        userinfo = url.raw_user
        if url.raw_password is not None:
            userinfo += ":" + url.raw_password
        text = f"{userinfo}@{text}"
    assert text == authority
    assert url.host is not None
    assert str(url.host) == url.raw_host


@FEW
@given(s.url_texts())
def test_parsed_parts_read_without_error(text: str) -> None:
    # DESIGN: a URL that parsed has accessors that never raise later.
    url = URL(text)
    _ = (url.scheme, url.user, url.password, url.host, url.port, url.effective_port)
    _ = (url.path.segments, url.path.name, url.path.suffix, url.query.items(), url.fragment)
    _ = repr(url)
    if url.host is not None:
        _ = (url.host.kind, url.host.ascii, url.host.unicode, url.host.address)


# ---------------------------------------------------------------------------
# Corpora of real URLs
# ---------------------------------------------------------------------------


def _corpus_dir() -> FilePath:
    configured = os.environ.get("HREF_URL_CORPORA")
    if configured:
        return FilePath(configured)
    return FilePath(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"


def _corpus_files() -> list[FilePath]:
    folder = _corpus_dir()
    return sorted(folder.glob("*.txt")) if folder.is_dir() else []


def _corpus_lines(file: FilePath) -> list[str]:
    # "utf-8-sig" drops a leading U+FEFF (kasztp.txt starts with one): that is
    # the byte-order mark of the file, an encoding signature, not part of the
    # first URL; keeping it would make the first line a path-only reference.
    text = file.read_text(encoding="utf-8-sig")
    # One URL a line: strip only the newline, nothing else (no .strip(), no
    # splitlines(), which would also split on U+2028 and friends).
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the newline that ends the last line
    return lines


_CORPORA = [pytest.param(file, id=file.name) for file in _corpus_files()] or [
    pytest.param(None, id="no-corpora")
]


def _skip_without(file: FilePath | None) -> FilePath:
    if file is None:
        pytest.skip(
            f"no URL corpora: set HREF_URL_CORPORA or provide {_corpus_dir()}/*.txt "
            "(one URL a line)"
        )
    return file


def _must_be_rejected(line: str) -> bool:
    """Whether RFC 9110 4.2.1 says to reject ``line``: an http(s) URL with an empty host.

    Read by urllib.parse, not by href (kasztp.txt holds ``https://``).
    """
    parts = urllib.parse.urlsplit(line)
    return parts.scheme in {"http", "https", "ws", "wss", "ftp"} and not parts.hostname


@pytest.mark.parametrize("file", _CORPORA)
def test_corpus_round_trips(file: FilePath | None) -> None:
    lines = sample(_corpus_lines(_skip_without(file)), 3_000)
    failures: list[str] = []
    for number, line in enumerate(lines, start=1):
        try:
            text = str(URL(line))
        except ValueError as error:
            if not _must_be_rejected(line):
                failures.append(f"line {number}: {line!r} raised {error}")
            continue
        if text != line:
            failures.append(f"line {number}: {line!r} printed as {text!r}")
    assert not failures, f"{len(failures)} of {len(lines)} lines:\n" + "\n".join(failures[:20])


@pytest.mark.parametrize("file", _CORPORA)
def test_corpus_normalize_is_idempotent(file: FilePath | None) -> None:
    lines = sample(_corpus_lines(_skip_without(file)), 3_000)
    failures: list[str] = []
    for number, line in enumerate(lines, start=1):
        if _must_be_rejected(line):
            continue
        url = URL(line)
        if url.scheme is None:
            continue
        once = url.normalize()
        if once.normalize() != once or not url.equivalent(once):
            failures.append(f"line {number}: {line!r} -> {once!s} -> {once.normalize()!s}")
    assert not failures, f"{len(failures)} of {len(lines)} lines:\n" + "\n".join(failures[:20])


# ---------------------------------------------------------------------------
# Built URLs parse back to themselves and read back what was put in
# ---------------------------------------------------------------------------


@SOME
@given(
    scheme=st.none() | s.builder_schemes,
    host=st.none() | s.builder_hosts,
    user=st.none() | s.decoded_text,
    password=st.none() | s.decoded_text,
    port=st.none() | s.builder_ports,
    segments=st.none() | s.decoded_path_segments,
    query=st.none() | s.query_pairs,
    fragment=st.none() | s.decoded_text,
)
def test_build_round_trips_and_reads_back(
    *,
    scheme: str | None,
    host: str | None,
    user: str | None,
    password: str | None,
    port: int | None,
    segments: tuple[str, ...] | None,
    query: list[tuple[str, str]] | None,
    fragment: str | None,
) -> None:
    if host is None:
        # Userinfo and port only exist inside an authority.
        user = password = None
        port = None
    if user is None:
        password = None
    path = "" if segments is None else "/" + "/".join(segments)
    if scheme in DEFAULT_PORTS and host is None:
        # http, https, ws, wss and ftp URLs name a host (RFC 9110 4.2, RFC 6455 3).
        with pytest.raises(ValueError, match=f"needs a host for an {scheme} URL"):
            URL.build(scheme=scheme, path=path, query=query, fragment=fragment)
        return
    url = URL.build(
        scheme=scheme,
        user=user,
        password=password,
        host=host,
        port=port,
        path=path,
        query=query,
        fragment=fragment,
    )
    assert URL(str(url)) == url
    assert url.scheme == scheme
    assert url.raw_host == host
    assert url.user == user
    assert url.password == password
    assert url.port == port
    # (No pairs write no query: URL.build(query=[]) is URL.build().)
    if segments is None and (query or fragment is not None):
        # https://h/?q rather than https://h?q: the same URL (RFC 9110 4.2.3).
        assert url.raw_path == ("/" if host is not None and scheme in ROOTED_SCHEMES else "")
    else:
        assert url.path.segments == (segments or ())
    assert url.query.items() == tuple(query or ())
    assert url.fragment == fragment


@FEW
@given(segments=s.decoded_path_segments)
def test_build_relative_path_never_becomes_a_scheme(segments: tuple[str, ...]) -> None:
    # RFC 3986 4.2: a relative path whose first segment holds ":" would read as
    # a scheme; the builder must encode the colon (or prefix "./").
    url = URL.build(path="/".join(segments))
    assert url.scheme is None
    assert url.raw_authority is None
    assert URL(str(url)) == url
    assert tuple(x for x in url.path.segments if x != ".") == segments


@SOME
@given(base=s.decoded_path_segments, extra=st.lists(s.decoded_segments, min_size=1, max_size=3))
def test_div_and_child_append_segments(base: tuple[str, ...], extra: list[str]) -> None:
    start = URL.build(scheme="https", host="h", path="/" + "/".join(base), query="q=1")
    divided = start
    for segment in extra:
        divided = divided / segment
    child = start.child(*extra)
    for url in (divided, child):
        assert URL(str(url)) == url
        assert url.path.segments == (*base, *extra)
        assert url.raw_query == "q=1"  # "/" changes nothing else
        assert url.raw_host == "h"


@FEW
@given(text=s.url_texts(absolute=True, authority=True), segments=s.decoded_path_segments)
def test_with_path_reads_back_and_keeps_the_rest(text: str, segments: tuple[str, ...]) -> None:
    url = URL(text)
    result = url.with_path("/" + "/".join(segments))
    assert URL(str(result)) == result
    assert result.path.segments == segments
    assert result.raw_scheme == url.raw_scheme
    assert result.raw_authority == url.raw_authority
    assert result.raw_query == url.raw_query
    assert result.raw_fragment == url.raw_fragment


@FEW
@given(text=s.url_texts(absolute=True), pairs=s.query_pairs)
def test_with_query_reads_back_and_keeps_the_rest(text: str, pairs: list[tuple[str, str]]) -> None:
    url = URL(text)
    for result in (url.with_query(pairs), url.with_query(dict(pairs))):
        assert URL(str(result)) == result
        if pairs:
            assert result.raw_path == _path_beside_a_query(url)
        else:  # no pairs, no query: the query is removed, as with_query(None) does
            assert result == url.with_query(None)
        assert result.raw_authority == url.raw_authority
        assert result.raw_fragment == url.raw_fragment
    assert url.with_query(pairs).query.items() == tuple(pairs)
    assert url.with_query(dict(pairs)).query.items() == tuple(dict(pairs).items())


@FEW
@given(text=s.url_texts(), fragment=s.decoded_text)
def test_with_fragment_reads_back_and_keeps_the_rest(text: str, fragment: str) -> None:
    url = URL(text)
    result = url.with_fragment(fragment)
    assert URL(str(result)) == result
    assert result.fragment == fragment
    assert result.raw_path == _path_beside_a_query(url)
    kept = (result.raw_scheme, result.raw_authority, result.raw_query)
    assert kept == (url.raw_scheme, url.raw_authority, url.raw_query)
    assert url.with_fragment(None).raw_fragment is None


@FEW
@given(
    text=s.url_texts(absolute=True, authority=True),
    user=s.decoded_text,
    password=s.decoded_text,
)
def test_with_user_and_password_read_back(text: str, user: str, password: str) -> None:
    url = URL(text)
    result = url.with_user(user).with_password(password)
    assert URL(str(result)) == result
    assert result.user == user
    assert result.password == password
    assert result.raw_host == url.raw_host
    assert result.raw_port == url.raw_port
    assert result.raw_path == url.raw_path
    assert result.raw_query == url.raw_query


@FEW
@given(text=s.url_texts(absolute=True, authority=True), host=s.builder_hosts)
def test_with_host_reads_back(text: str, host: str) -> None:
    url = URL(text)
    result = url.with_host(host)
    assert URL(str(result)) == result
    assert result.raw_host == host
    assert result.raw_user == url.raw_user
    assert result.raw_port == url.raw_port
    assert result.raw_path == url.raw_path


@FEW
@given(text=s.url_texts(absolute=True, authority=True), port=s.builder_ports)
def test_with_port_reads_back(text: str, port: int) -> None:
    url = URL(text)
    result = url.with_port(port)
    assert URL(str(result)) == result
    assert result.port == port
    assert result.raw_host == url.raw_host
    assert result.raw_path == url.raw_path
    assert result.with_port(None).raw_port is None


@FEW
@given(text=s.url_texts(absolute=True), scheme=s.builder_schemes)
def test_with_scheme_reads_back(text: str, scheme: str) -> None:
    url = URL(text)
    if scheme in DEFAULT_PORTS and not url.raw_host:
        # http, https, ws, wss and ftp URLs name a host (RFC 9110 4.2, RFC 6455 3).
        with pytest.raises(ValueError, match=f"an {scheme} URL needs a host"):
            url.with_scheme(scheme)
        return
    result = url.with_scheme(scheme)
    assert URL(str(result)) == result
    assert result.scheme == scheme
    assert str(result).partition(":")[2] == text.partition(":")[2]


def _path_beside_a_query(url: URL) -> str:
    """The path a builder writes when it gives ``url`` a query or fragment.

    An empty path after the host of http(s), ws(s), ftp or file becomes "/"
    (RFC 9110 4.2.3: the same URL, as browsers and yarl write it); any other
    path stays as written.
    """
    if url.raw_path == "" and url.raw_authority is not None and url.scheme in ROOTED_SCHEMES:
        return "/"
    return url.raw_path


def _names_and_pieces(raw_query: str | None) -> list[tuple[str, str]]:
    """Return each non-empty "&" piece of a raw query with its decoded name."""
    if raw_query is None:
        return []
    result = []
    for piece in raw_query.split("&"):
        items = Query(piece).items()
        if items:
            result.append((items[0][0], piece))
    return result


@FEW
@given(text=s.url_texts(absolute=True), name=s.query_names, value=s.decoded_text)
def test_update_query_replaces_one_name_and_keeps_other_pairs_as_written(
    text: str, name: str, value: str
) -> None:
    url = URL(text)
    result = url.update_query({name: value})
    assert URL(str(result)) == result
    assert result.query.getall(name) == (value,)
    before = [piece for n, piece in _names_and_pieces(url.raw_query) if n != name]
    after = [piece for n, piece in _names_and_pieces(result.raw_query) if n != name]
    assert after == before
    assert result.raw_path == _path_beside_a_query(url)
    assert result.raw_fragment == url.raw_fragment
    assert url % {name: value} == result


@FEW
@given(text=s.url_texts(absolute=True), pairs=s.query_pairs)
def test_extend_query_appends(text: str, pairs: list[tuple[str, str]]) -> None:
    url = URL(text)
    result = url.extend_query(pairs)
    assert URL(str(result)) == result
    assert result.query.items() == url.query.items() + tuple(pairs)


@FEW
@given(text=s.url_texts(absolute=True), name=s.query_names)
def test_without_query_params_removes_only_that_name(text: str, name: str) -> None:
    url = URL(text)
    result = url.without_query_params(name)
    assert URL(str(result)) == result
    assert name not in result.query
    assert result.query.items() == tuple(p for p in url.query.items() if p[0] != name)


# ---------------------------------------------------------------------------
# relative_to inverts join
# ---------------------------------------------------------------------------


@MANY
@given(base=s.related_urls(), target=s.related_urls())
def test_relative_to_joins_back_exactly(base: str, target: str) -> None:
    base_url, target_url = URL(base), URL(target)
    reference = target_url.relative_to(base_url)
    assert base_url.join(reference) == target_url
    assert len(str(reference)) <= len(target)  # DESIGN: the shortest such reference


def _simple_references(target: URL) -> list[str]:
    """Return obvious references to ``target``; some of them will not reach it."""
    text = str(target)
    tail = "" if target.raw_query is None else "?" + target.raw_query
    tail += "" if target.raw_fragment is None else "#" + target.raw_fragment
    name = target.raw_path.rpartition("/")[2]
    found = [text, text.partition(":")[2], target.raw_path + tail, tail, ""]
    found += [name + tail, "./" + name + tail, "." + tail, ".." + tail, "../" + tail]
    found += ["../" * up + name + tail for up in range(1, 4)]
    if target.raw_fragment is not None:
        found.append("#" + target.raw_fragment)
    return found


@SOME
@given(base=s.related_urls(), target=s.related_urls())
def test_relative_to_is_no_longer_than_any_simple_reference(base: str, target: str) -> None:
    # DESIGN: relative_to returns the shortest reference that joins back.
    base_url, target_url = URL(base), URL(target)
    reaching = []
    for ref in _simple_references(target_url):
        try:
            if base_url.join(URL(ref)) == target_url:
                reaching.append(ref)
        except InvalidURL:
            continue  # e.g. a path "//x:y" read as an authority with port "y"
    assert reaching  # the target itself always reaches it
    reference = str(target_url.relative_to(base_url))
    assert len(reference) <= min(map(len, reaching)), (reference, reaching)


@FEW
@given(base=s.related_urls(), target=s.related_urls(dot_segments=True))
def test_relative_to_with_dot_segments_joins_back_equivalently(base: str, target: str) -> None:
    base_url, target_url = URL(base), URL(target)
    assert base_url.join(target_url.relative_to(base_url)).equivalent(target_url)


@FEW
@given(base=s.url_texts(absolute=True), target=s.url_texts(absolute=True))
def test_relative_to_joins_back_for_generated_urls(base: str, target: str) -> None:
    target_url = URL(target)
    if any(seg in {".", ".."} for seg in target_url.raw_path.split("/")):
        expected_equivalent = True
    else:
        expected_equivalent = False
    joined = URL(base).join(target_url.relative_to(URL(base)))
    if expected_equivalent:
        assert joined.equivalent(target_url)
    else:
        assert joined == target_url


# ---------------------------------------------------------------------------
# normalize and equivalent
# ---------------------------------------------------------------------------

# RFC 3986 appendix A: what a URI may hold once normalized (uppercase hex,
# RFC 2.1). The IPv6 zone's "%25" is an ordinary escape.
_URI_TEXT = re.compile(r"\A(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]|%[0-9A-F]{2})*\Z")


@SOME
@given(s.url_texts(absolute=True))
def test_normalize_is_idempotent(text: str) -> None:
    once = URL(text).normalize()
    assert once.normalize() == once
    assert URL(str(once)) == once
    assert URL(text).equivalent(once)


@FEW
@given(s.url_texts(absolute=True))
def test_normalize_gives_an_ascii_uri(text: str) -> None:
    # DESIGN: the result is an ASCII URI. Debatable detail: unusual ASCII
    # (space, "<", a "%" that starts no escape) must be percent-encoded too,
    # since a URI (RFC 3986 appendix A) cannot hold it.
    normal = str(URL(text).normalize())
    assert normal.isascii()
    assert _URI_TEXT.match(normal), normal


@FEW
@given(s.url_texts(absolute=True))
def test_normalize_lowercases_scheme_and_removes_dot_segments(text: str) -> None:
    normal = URL(text).normalize()
    assert normal.raw_scheme == URL(text).scheme
    assert normal.raw_scheme is not None
    assert normal.raw_scheme == normal.raw_scheme.lower()
    if normal.raw_authority is not None:
        assert "." not in normal.raw_path.split("/")
        assert ".." not in normal.raw_path.split("/")


@st.composite
def _url_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """Return two URLs that are often, but not always, equivalent."""
    left = draw(s.url_texts(absolute=True))
    variants = [
        left,
        left.upper(),
        left.lower(),
        left.replace("%7e", "~").replace("%7E", "~"),
        left.replace("/", "/./", 1),
        left.replace("%2f", "%2F"),
        draw(s.url_texts(absolute=True)),
    ]
    if "[v" not in left.lower():
        # An IPvFuture literal may hold "~" but no escape.
        variants.append(left.replace("~", "%7E"))
    return left, draw(st.sampled_from(variants))


@SOME
@given(_url_pairs())
def test_equivalent_is_equality_of_normal_forms(pair: tuple[str, str]) -> None:
    left, right = URL(pair[0]), URL(pair[1])
    assert left.equivalent(right) == (left.normalize() == right.normalize())
    assert left.equivalent(right) == right.equivalent(left)
    assert left.equivalent(left)


@FEW
@given(
    scheme=st.sampled_from(["http", "https", "HTTP"]),
    text=s.url_texts(absolute=True, authority=True),
)
def test_default_port_is_equivalent_to_none(scheme: str, text: str) -> None:
    url = URL(s.as_browsers_read_it(scheme + text[text.index(":") :]))
    if url.raw_port is None:
        default = 443 if url.scheme == "https" else 80
        assert url.equivalent(url.with_port(default))

"""Tests for href.strategies, the public hypothesis strategies."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from href import URL, Host, HostKind, Path, Query
from href.strategies import hosts, paths, queries, urls

# -- urls() --------------------------------------------------------------------


@given(urls(userinfo=None))
def test_urls_round_trip_and_are_ascii_by_default(url: URL) -> None:
    assert URL(str(url)) == url
    assert str(url).isascii()
    assert url.scheme in {"http", "https"}
    assert url.host is not None
    assert url.raw_userinfo is None or url.user


@given(urls(iri=True, userinfo=True, port=True, query=True, fragment=True))
def test_urls_with_every_part(url: URL) -> None:
    assert URL(str(url)) == url
    assert url.raw_userinfo is not None
    assert url.port is not None
    assert url.raw_query is not None
    assert url.raw_fragment is not None
    # The IRI and URI forms are the same URL.
    assert url.to_ascii().equivalent(url)
    assert str(url.to_ascii()).isascii()


@given(urls(port=False, query=False, fragment=False))
def test_urls_without_optional_parts(url: URL) -> None:
    assert url.raw_userinfo is None
    assert url.raw_port is None
    assert url.raw_query is None
    assert url.raw_fragment is None


@given(urls(schemes=["wss"], ipv6=False))
def test_urls_honour_schemes_and_ipv6(url: URL) -> None:
    assert url.scheme == "wss"
    assert url.host is not None
    assert url.host.kind is not HostKind.IPV6


@given(urls(schemes="ftp"))
def test_urls_take_one_scheme_as_a_string(url: URL) -> None:
    assert url.scheme == "ftp"


@given(urls(query=True))
def test_url_query_pairs_survive_a_rebuild(url: URL) -> None:
    rebuilt = URL("http://example.com").with_query(url.query.items())
    assert rebuilt.query.items() == url.query.items()


def _draws(strategy: st.SearchStrategy[URL], count: int = 200) -> list[URL]:
    """Up to ``count`` values of ``strategy``, without shrinking (unlike ``find``)."""
    drawn: list[URL] = []

    @settings(max_examples=count, database=None, phases=[Phase.generate])
    @given(strategy)
    def collect(url: URL) -> None:
        drawn.append(url)

    collect()
    return drawn


def test_urls_with_iri_draw_non_ascii_hosts_and_text() -> None:
    drawn = _draws(urls(iri=True))
    names = [url.host for url in drawn if url.host is not None and not str(url.host).isascii()]
    assert names
    assert all(host.ascii.isascii() for host in names)
    assert any(not url.raw_path.isascii() for url in drawn)


def test_urls_draw_each_kind_of_host() -> None:
    kinds = {url.host.kind for url in _draws(urls()) if url.host is not None}
    assert kinds == {HostKind.NAME, HostKind.IPV4, HostKind.IPV6}


@pytest.mark.parametrize(
    ("schemes", "message"),
    [
        pytest.param([], "urls() needs at least one scheme", id="empty"),
        pytest.param(["1x"], "invalid scheme '1x'", id="invalid"),
    ],
)
def test_urls_refuse_bad_schemes(schemes: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        urls(schemes=schemes)


# -- hosts(), paths(), queries() ------------------------------------------------


@given(hosts())
def test_hosts_round_trip_and_are_ascii(host: Host) -> None:
    assert Host(str(host)) == host
    assert str(host).isascii()
    if host.kind is not HostKind.NAME:
        assert host.address is not None


@given(hosts(iri=True))
def test_iri_hosts_have_an_ascii_form(host: Host) -> None:
    assert Host(str(host)) == host
    assert Host(host.ascii).unicode == host.unicode


@given(hosts(names=False, ipv6=False))
def test_hosts_of_one_kind(host: Host) -> None:
    assert host.kind is HostKind.IPV4


def test_hosts_need_a_kind() -> None:
    with pytest.raises(ValueError, match="hosts\\(\\) needs at least one of"):
        hosts(names=False, ipv4=False, ipv6=False)


@given(paths(absolute=None, iri=True))
def test_paths_round_trip_without_dot_segments(path: Path) -> None:
    assert Path(str(path)) == path
    assert not {".", ".."} & set(path.segments)
    assert "" not in path.segments[:-1]


@given(paths(absolute=False))
def test_relative_paths_never_read_as_a_scheme(path: Path) -> None:
    assert not path.is_absolute()
    assert URL(str(path)).scheme is None
    assert URL(str(path)).path == path


@given(paths())
def test_absolute_paths_fit_any_url_with_a_host(path: Path) -> None:
    assert path.is_absolute()
    url = URL("https://example.com?q").with_path(path)
    assert url.path == path
    assert url.raw_query == "q"


@given(queries(iri=True))
def test_queries_round_trip_with_named_pairs(query: Query) -> None:
    assert Query(str(query)) == query
    assert all(query.keys())


@given(queries(), st.data())
def test_queries_fit_a_url(query: Query, data: st.DataObject) -> None:
    url = data.draw(urls()).with_query(str(query))
    assert url.query == query


# -- hypothesis stays optional ------------------------------------------------------


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - this interpreter, fixed code
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )


def test_importing_href_does_not_import_hypothesis() -> None:
    result = _python("import sys, href; print('hypothesis' in sys.modules)")
    assert (result.returncode, result.stdout) == (0, "False\n")


def test_strategies_without_hypothesis_say_what_to_install() -> None:
    result = _python("import sys; sys.modules['hypothesis'] = None; import href.strategies")
    assert result.returncode == 1
    assert (
        "ImportError: href.strategies needs hypothesis, an optional dependency of href: "
        "pip install hypothesis"
    ) in result.stderr

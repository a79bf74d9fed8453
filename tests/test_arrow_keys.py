"""href.arrow's host functions: the values of a URL loop, with the hosts read lately kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from corpora import corpus_lines
from href import URL, Host
from href.domains import public_suffix, registrable_domain

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")
pytest.importorskip("publicsuffixlist", reason="publicsuffixlist is not installed (href[psl])")

from href import arrow  # noqa: E402 - needs pyarrow
from href.arrow._recent import RecentHosts  # noqa: E402 - needs pyarrow

# Rows whose host repeats, is spelt otherwise, is absent, or fails.
ROWS = [
    "https://WWW.Example.com/a",
    "https://www.example.com/b",
    "http://h:x/",
    "https://www.example.com:99999/",
    "mailto:a@b",
    "file:///etc/hosts",
    "https://Bücher.example/",
    "http://[FE80::1]/",
    None,
    "https://WWW.Example.com/c",
]


def _loop(texts: list[str | None], of_host: Callable[[Host], str | None]) -> list[str | None]:
    """The plain loop each function must equal: ``of_host(URL(text).host)``."""
    out: list[str | None] = []
    for text in texts:
        try:
            host = None if text is None else URL(text).host
            out.append(None if host is None else of_host(host))
        except ValueError:
            out.append(None)
    return out


def _icann_domain(host: Host) -> str | None:
    return registrable_domain(host.canonical, section="icann")


def _private_suffix(host: Host) -> str | None:
    return public_suffix(host.canonical, section="private")


def test_host_key_equals_the_loop_on_repeated_and_failing_rows() -> None:
    assert arrow.host_key(pa.array(ROWS)).to_pylist() == _loop(ROWS, lambda h: h.canonical)


def test_host_key_equals_the_loop_on_every_corpus_line() -> None:
    # 91,000 lines, 22,000 hosts: the memory of recent hosts fills and empties.
    texts = [line for line in corpus_lines() if line]
    assert len({URL(text).raw_host for text in texts[:20_000]}) > RecentHosts.maxsize
    lines: list[str | None] = list(texts)
    for _ in range(2):  # the second call starts with the first one's hosts kept
        assert arrow.host_key(pa.array(lines)).to_pylist() == _loop(lines, lambda h: h.canonical)


def test_domain_functions_equal_the_loop_on_a_corpus_slice() -> None:
    lines: list[str | None] = [line for line in corpus_lines(3_000) if line]
    lines += ROWS
    column = pa.array(lines)
    assert arrow.registrable_domain(column, section="icann").to_pylist() == _loop(
        lines, _icann_domain
    )
    assert arrow.public_suffix(column, section="private").to_pylist() == _loop(
        lines, _private_suffix
    )


def test_recent_hosts_forget_everything_when_full() -> None:
    recent: RecentHosts[int] = RecentHosts()
    for number in range(RecentHosts.maxsize):
        recent.keep(f"h{number}", number)
    assert len(recent) == RecentHosts.maxsize
    assert recent.keep("one more", -1) == -1
    assert dict(recent) == {"one more": -1}


# -- a column of host names, hosts=True (issue 40) --

HOSTS = [
    "www.example.co.uk",
    "WWW.Example.CO.UK",
    "a.b.github.io",
    "Bücher.example",
    "example.com:8080",  # no host: a host and its port
    "https://www.example.com/",  # no host: a URL
    "127.0.0.1",
    "[::1]",
    "",
    None,
]


def _host_loop(texts: list[str | None], of_host: Callable[[Host], str | None]) -> list[str | None]:
    """The plain loop ``hosts=True`` must equal: ``of_host(Host(text))``, null where it raises."""
    out: list[str | None] = []
    for text in texts:
        try:
            out.append(None if text is None else of_host(Host(text)))
        except ValueError:
            out.append(None)
    return out


def test_domain_functions_take_a_column_of_hosts() -> None:
    column = pa.array(HOSTS)
    domains = arrow.registrable_domain(column, section="icann", hosts=True).to_pylist()
    assert domains == _host_loop(HOSTS, _icann_domain)
    assert domains[:6] == [
        "example.co.uk",
        "example.co.uk",
        "github.io",
        "xn--bcher-kva.example",
        None,
        None,
    ]
    suffixes = arrow.public_suffix(column, section="private", hosts=True).to_pylist()
    assert suffixes == _host_loop(HOSTS, _private_suffix)
    # Read as URLs, host names are paths: none but the URL has a domain.
    as_urls = arrow.registrable_domain(column, section="icann").to_pylist()
    assert as_urls == [None] * 5 + ["example.com"] + [None] * 4

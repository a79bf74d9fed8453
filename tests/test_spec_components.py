"""The public behaviour promised by docs/DESIGN.md: the parts and their views.

Absent versus empty component by component, and the Query, Host and Path
views, as tables of tricky inputs.

Written from the specification only, not from the implementation. Where the
specification leaves a detail open, the expectation is what a demanding yarl
or urllib.parse user would expect, and a comment says "Debatable".
"""

from __future__ import annotations

from ipaddress import IPv4Address, IPv6Address

import pytest

from href import URL, Host, HostKind, Path, Query

# ---------------------------------------------------------------------------
# Absent versus empty, component by component
# ---------------------------------------------------------------------------

ABSENT_VS_EMPTY = [
    pytest.param("raw_query", "http://a/b?", "", "http://a/b", id="query"),
    pytest.param("raw_fragment", "http://a/b#", "", "http://a/b", id="fragment"),
    pytest.param("fragment", "http://a/b#", "", "http://a/b", id="fragment-decoded"),
    pytest.param("raw_user", "http://@a/", "", "http://a/", id="user"),
    pytest.param("user", "http://@a/", "", "http://a/", id="user-decoded"),
    pytest.param("raw_password", "http://u:@a/", "", "http://u@a/", id="password"),
    pytest.param("password", "http://u:@a/", "", "http://u@a/", id="password-decoded"),
    pytest.param("raw_port", "http://a:/", "", "http://a/", id="port"),
    pytest.param("raw_authority", "file:///x", "", "file:/x", id="authority"),
    pytest.param("raw_host", "file:///x", "", "mailto:x", id="host"),
]


@pytest.mark.parametrize(("name", "with_empty", "empty", "without"), ABSENT_VS_EMPTY)
def test_absent_and_empty_differ(name: str, with_empty: str, empty: str, without: str) -> None:
    assert getattr(URL(with_empty), name) == empty
    assert getattr(URL(without), name) is None


def test_empty_query_reads_as_an_empty_query() -> None:
    for text in ("http://a/b?", "http://a/b"):
        query = URL(text).query
        assert len(query) == 0
        assert query.items() == ()
        assert "a" not in query


def test_absent_path_is_empty_text_never_none() -> None:
    assert URL("http://h").raw_path == ""
    assert URL("mailto:").raw_path == ""
    assert URL("").raw_path == ""


# ---------------------------------------------------------------------------
# Query
# ---------------------------------------------------------------------------


def test_query_multi_map() -> None:
    query = URL("http://h/?a=1&a=2&b").query
    assert query["a"] == "1"
    assert query.getall("a") == ("1", "2")
    assert query["b"] == ""
    assert len(query) == 3
    assert "b" in query
    assert "zz" not in query
    with pytest.raises(KeyError):
        query["zz"]
    assert query.get("zz") is None
    assert query.get("zz", "d") == "d"
    assert query.get("a") == "1"
    assert query.getall("zz") == ()
    assert query.items() == (("a", "1"), ("a", "2"), ("b", ""))
    assert set(query) == {"a", "b"}
    assert set(query.keys()) == {"a", "b"}
    assert set(query.values()) == {"1", "2", ""}


def test_query_collections_are_immutable() -> None:
    query = URL("http://h/?a=1&a=2").query
    assert isinstance(query.items(), tuple)
    assert isinstance(query.getall("a"), tuple)


QUERY_DECODING = [
    pytest.param("a+b=c%20d", (("a b", "c d"),), id="plus-and-escape"),
    pytest.param(
        "e=%26&f=%3D",
        (
            ("e", "&"),
            ("f", "="),
        ),
        id="escaped-delims",
    ),
    pytest.param("=x", (("", "x"),), id="empty-name"),
    pytest.param("a=b=c", (("a", "b=c"),), id="second-equals-in-value"),
    pytest.param("k=%2B+", (("k", "+ "),), id="encoded-plus"),
    pytest.param("ö=ü", (("ö", "ü"),), id="non-ascii"),
    pytest.param("%C3%B6=%C3%BC", (("ö", "ü"),), id="utf8-escapes"),
    # Since Python 3.10 (bpo-42967) and WHATWG, only "&" separates pairs.
    pytest.param("a=1;b=2", (("a", "1;b=2"),), id="semicolon-is-not-a-separator"),
]


@pytest.mark.parametrize(("text", "expected"), QUERY_DECODING)
def test_query_decoding(text: str, expected: tuple[tuple[str, str], ...]) -> None:
    assert URL("http://h/?" + text).query.items() == expected
    assert Query(text).items() == expected


def test_query_parses_and_prints_on_its_own() -> None:
    query = Query("a=1&b=%7e")
    assert str(query) == "a=1&b=%7e"
    assert query == URL("http://h/?a=1&b=%7e").query
    assert hash(query) == hash(Query("a=1&b=%7e"))
    assert Query("a=1") != Query("a=%31")


# ---------------------------------------------------------------------------
# Host
# ---------------------------------------------------------------------------


def test_host_keeps_its_text() -> None:
    host = Host("EXAMPLE.com")
    assert str(host) == "EXAMPLE.com"
    assert host.kind is HostKind.NAME
    assert host.address is None
    assert host.zone is None
    # It prints as written and compares by its canonical spelling (issue 14).
    assert host == Host("EXAMPLE.com") == Host("example.com") == "example.com"
    assert host != "EXAMPLE.com"
    assert hash(host) == hash(Host("example.com")) == hash("example.com")


def test_host_idna() -> None:
    assert Host("bücher.example").ascii == "xn--bcher-kva.example"
    assert Host("bücher.example").unicode == "bücher.example"
    assert Host("xn--bcher-kva.example").unicode == "bücher.example"
    assert Host("xn--bcher-kva.example").ascii == "xn--bcher-kva.example"
    assert Host("example.com").ascii == "example.com"


def test_host_ipv4() -> None:
    host = Host("127.0.0.1")
    assert host.kind is HostKind.IPV4
    assert host.address == IPv4Address("127.0.0.1")
    assert str(host) == "127.0.0.1"


@pytest.mark.parametrize(
    ("text", "address"),
    [
        # What browsers and inet_aton read (DESIGN).
        pytest.param("0x7f.1", "127.0.0.1", id="hex-two-parts"),
        pytest.param("2130706433", "127.0.0.1", id="one-decimal"),
        pytest.param("0177.0.0.1", "127.0.0.1", id="octal"),
        pytest.param("0x7f000001", "127.0.0.1", id="one-hex"),
        pytest.param("127.1", "127.0.0.1", id="two-parts"),
        pytest.param("1.2.3", "1.2.0.3", id="three-parts"),
    ],
)
def test_host_odd_ipv4_forms(text: str, address: str) -> None:
    host = Host(text)
    assert host.address == IPv4Address(address)
    assert str(host) == text


@pytest.mark.parametrize("text", ["256.0.0.1", "1.2.3.4.5", "example.com", "08.0.0.1"])
def test_host_that_is_no_address(text: str) -> None:
    assert Host(text).address is None


def test_host_ipv6_and_future() -> None:
    host = Host("[::1%25eth0]")
    assert host.kind is HostKind.IPV6
    assert host.zone == "eth0"
    assert host.address in {IPv6Address("::1"), IPv6Address("::1%eth0")}  # debatable which
    assert str(host) == "[::1%25eth0]"
    assert Host("[v7.x]").kind is HostKind.IPVFUTURE


def test_host_kind_members() -> None:
    assert {k.name for k in HostKind} >= {"NAME", "IPV4", "IPV6", "IPVFUTURE"}


# ---------------------------------------------------------------------------
# Path
# ---------------------------------------------------------------------------


def test_path_parts() -> None:
    path = Path("/a/b.txt")
    assert path.segments == ("a", "b.txt")
    assert path.name == "b.txt"
    assert path.suffix == ".txt"
    assert path.is_absolute() is True
    assert path.parent == Path("/a")
    assert str(path) == "/a/b.txt"
    assert hash(path) == hash(Path("/a/b.txt"))


PATH_TABLE = [
    pytest.param("a/b", ("a", "b"), "b", "", False, id="relative"),
    pytest.param("/a/b.tar.gz", ("a", "b.tar.gz"), "b.tar.gz", ".gz", True, id="double-suffix"),
    pytest.param("/a/.bashrc", ("a", ".bashrc"), ".bashrc", "", True, id="dotfile"),
    pytest.param("/a%2Fb/c%20d", ("a/b", "c d"), "c d", "", True, id="escapes"),
    pytest.param("", (), "", "", False, id="empty"),
    pytest.param("/x//y", ("x", "", "y"), "y", "", True, id="empty-segment"),
]


@pytest.mark.parametrize(("text", "segments", "name", "suffix", "absolute"), PATH_TABLE)
def test_path_table(
    text: str, segments: tuple[str, ...], name: str, suffix: str, *, absolute: bool
) -> None:
    path = Path(text)
    assert path.segments == segments
    assert path.name == name
    assert path.suffix == suffix
    assert path.is_absolute() is absolute
    assert str(path) == text


def test_path_equality_is_on_text() -> None:
    assert Path("/a%7e") != Path("/a~")
    assert URL("http://h/a/b").path == Path("/a/b")

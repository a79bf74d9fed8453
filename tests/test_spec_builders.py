"""The public behaviour promised by docs/DESIGN.md: the builders and relative_to.

The with_*() builders, /, child(), %, the query editors and URL.build(), as a
table of calls and their results, then relative_to().

Written from the specification only, not from the implementation. Where the
specification leaves a detail open, the expectation is what a demanding yarl
or urllib.parse user would expect, and a comment says "Debatable".
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from href import URL

# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------

BASE = URL("http://u:p@h:8/a/b.txt?x=1&y#frag")

BUILDERS = [
    # with_port
    pytest.param(
        lambda: URL("http://h:8/p?q#f").with_port(None), "http://h/p?q#f", id="port-none"
    ),
    pytest.param(
        lambda: URL("http://h/p?q#f").with_port(8080), "http://h:8080/p?q#f", id="port-add"
    ),
    pytest.param(lambda: URL("http://h:/p").with_port(0), "http://h:0/p", id="port-zero"),
    pytest.param(lambda: URL("http://[::1]/").with_port(8), "http://[::1]:8/", id="port-ipv6"),
    # with_host
    pytest.param(
        lambda: BASE.with_host("example.org"),
        "http://u:p@example.org:8/a/b.txt?x=1&y#frag",
        id="host",
    ),
    # Debatable (yarl does this): a decoded IPv6 address gets its brackets.
    pytest.param(lambda: URL("http://h/").with_host("::1"), "http://[::1]/", id="host-ipv6"),
    pytest.param(
        lambda: URL("http://h:8/").with_host("1.2.3.4"), "http://1.2.3.4:8/", id="host-ipv4"
    ),
    # with_scheme
    pytest.param(
        lambda: URL("http://h/p?q#f").with_scheme("https"), "https://h/p?q#f", id="scheme"
    ),
    # with_user / with_password: ":" and "@" are encoded in a user name.
    pytest.param(
        lambda: URL("http://h/").with_user("a@b:c"), "http://a%40b%3Ac@h/", id="user-escaped"
    ),
    pytest.param(
        lambda: URL("http://u@h/").with_password("p@/"), "http://u:p%40%2F@h/", id="password"
    ),
    pytest.param(
        lambda: URL("http://u:p@h/").with_password(None), "http://u@h/", id="password-none"
    ),
    pytest.param(lambda: URL("http://u@h/p").with_user(None), "http://h/p", id="user-none"),
    # with_path keeps query and fragment. Debatable: a space is encoded as
    # %20 (yarl does), though it would not change the structure.
    pytest.param(
        lambda: BASE.with_path("/y"), "http://u:p@h:8/y?x=1&y#frag", id="path-keeps-rest"
    ),
    pytest.param(
        lambda: URL("http://h/").with_path("/a b?c#d"), "http://h/a%20b%3Fc%23d", id="path-esc"
    ),
    pytest.param(lambda: URL("http://h/").with_path("/50%"), "http://h/50%25", id="path-percent"),
    # with_query
    pytest.param(lambda: URL("http://h/p?a#f").with_query(None), "http://h/p#f", id="query-none"),
    pytest.param(lambda: URL("http://h/p?a#f").with_query(""), "http://h/p?#f", id="query-empty"),
    pytest.param(
        lambda: URL("http://h/p").with_query({"a": "1", "b": "x y"}),
        "http://h/p?a=1&b=x+y",
        id="query-map",
    ),
    pytest.param(
        lambda: URL("http://h/p").with_query([("a", "1"), ("a", "2")]),
        "http://h/p?a=1&a=2",
        id="query-pairs",
    ),
    pytest.param(
        lambda: URL("http://h/p").with_query({"a": ["1", "2"]}),
        "http://h/p?a=1&a=2",
        id="query-list",
    ),
    pytest.param(
        lambda: URL("http://h/p").with_query({"a": ("1", 2)}),
        "http://h/p?a=1&a=2",
        id="query-tuple",
    ),
    pytest.param(
        lambda: URL("http://h/p").with_query({"n": 3, "f": 1.5}),
        "http://h/p?n=3&f=1.5",
        id="query-numbers",
    ),
    pytest.param(
        lambda: URL("http://h/p").with_query({"a": "&=+#"}),
        "http://h/p?a=%26%3D%2B%23",
        id="query-delims",
    ),
    pytest.param(
        lambda: URL("http://h/p#f").with_query("a=1&b=2"), "http://h/p?a=1&b=2#f", id="query-str"
    ),
    # with_fragment
    pytest.param(
        lambda: URL("http://h/p?q#f").with_fragment(None), "http://h/p?q", id="fragment-none"
    ),
    pytest.param(
        lambda: URL("http://h/p?q").with_fragment(""), "http://h/p?q#", id="fragment-empty"
    ),
    pytest.param(lambda: URL("http://h/p?q").with_fragment("x"), "http://h/p?q#x", id="fragment"),
    # with_name / with_suffix keep everything else (DESIGN: change only the
    # part they name; yarl would drop the query and fragment here).
    pytest.param(lambda: BASE.with_name("c.gz"), "http://u:p@h:8/a/c.gz?x=1&y#frag", id="name"),
    pytest.param(lambda: BASE.with_suffix(".gz"), "http://u:p@h:8/a/b.gz?x=1&y#frag", id="suffix"),
    pytest.param(
        lambda: URL("http://h/a/b.txt").with_suffix(""), "http://h/a/b", id="suffix-remove"
    ),
    pytest.param(
        lambda: URL("http://h/a/b.tar.gz").with_suffix(".bz2"),
        "http://h/a/b.tar.bz2",
        id="suffix-last",
    ),
    # update_query keeps untouched pairs as written; replaces in place
    # (debatable: in place rather than moved to the end); appends new names.
    pytest.param(
        lambda: URL("http://h/?a&b=1&c=%7e").update_query(b="2"),
        "http://h/?a&b=2&c=%7e",
        id="update-kw",
    ),
    pytest.param(
        lambda: URL("http://h/?a&b=1&c=%7e").update_query({"d": "x"}),
        "http://h/?a&b=1&c=%7e&d=x",
        id="update-new",
    ),
    pytest.param(
        lambda: URL("http://h/?a=&b").update_query([("c", "1")]),
        "http://h/?a=&b&c=1",
        id="update-a=-vs-a",
    ),
    pytest.param(
        lambda: URL("http://h/p#f").update_query(a=1), "http://h/p?a=1#f", id="update-no-query"
    ),
    pytest.param(
        lambda: URL("http://h/?a=1&b=2&a=3").update_query(a="x"),
        "http://h/?a=x&b=2",
        id="update-dup",
    ),
    # % is update_query
    pytest.param(lambda: URL("http://h/?a&b=1") % {"b": 2}, "http://h/?a&b=2", id="mod"),
    # extend_query appends
    pytest.param(
        lambda: URL("http://h/?a=1").extend_query({"a": "2"}), "http://h/?a=1&a=2", id="extend"
    ),
    pytest.param(
        lambda: URL("http://h/#f").extend_query(a="x y"), "http://h/?a=x+y#f", id="extend-no-query"
    ),
    # without_query_params
    pytest.param(
        lambda: URL("http://h/?a=1&b=2&a=3#f").without_query_params("a"),
        "http://h/?b=2#f",
        id="without",
    ),
    pytest.param(
        lambda: URL("http://h/?a=%7e&b").without_query_params("zz"),
        "http://h/?a=%7e&b",
        id="without-none",
    ),
    pytest.param(
        lambda: URL("http://h/?a&b&c").without_query_params("a", "c"),
        "http://h/?b",
        id="without-two",
    ),
    # /
    pytest.param(lambda: URL("http://h/api") / "a/b", "http://h/api/a/b", id="div-two-segments"),
    # Debatable (yarl and pathlib agree): a trailing empty segment is replaced.
    pytest.param(lambda: URL("http://h/api/") / "a", "http://h/api/a", id="div-after-slash"),
    pytest.param(lambda: URL("http://h") / "a", "http://h/a", id="div-empty-path"),
    pytest.param(
        lambda: URL("http://h/api") / "a?b#c", "http://h/api/a%3Fb%23c", id="div-encodes-?#"
    ),
    pytest.param(lambda: URL("http://h/api") / "50%", "http://h/api/50%25", id="div-encodes-%"),
    # Debatable (yarl does it): a space is encoded though it breaks no structure.
    pytest.param(
        lambda: URL("http://h/api") / "a b", "http://h/api/a%20b", id="div-encodes-space"
    ),
    pytest.param(
        lambda: URL("http://h/p?q#f") / "a", "http://h/p/a?q#f", id="div-keeps-query-fragment"
    ),
    pytest.param(lambda: URL("http://h/api") / "a" / "b", "http://h/api/a/b", id="div-chained"),
    # child: each argument exactly one segment
    pytest.param(lambda: URL("http://h/api").child("a/b"), "http://h/api/a%2Fb", id="child-slash"),
    pytest.param(lambda: URL("http://h/api").child("a", "b"), "http://h/api/a/b", id="child-two"),
    pytest.param(
        lambda: URL("http://h/api").child("?#%"), "http://h/api/%3F%23%25", id="child-delims"
    ),
    # build
    pytest.param(
        lambda: URL.build(scheme="https", host="h", path="/p", query={"a": "1"}),
        "https://h/p?a=1",
        id="build",
    ),
    pytest.param(
        lambda: URL.build(
            scheme="http", user="u", password="p", host="h", port=8, path="/x", fragment="f"
        ),
        "http://u:p@h:8/x#f",
        id="build-all",
    ),
    pytest.param(URL.build, "", id="build-nothing"),
    pytest.param(lambda: URL.build(path="a b"), "a%20b", id="build-relative"),
    pytest.param(
        lambda: URL.build(scheme="http", host="h", query="a=1"),
        "http://h/?a=1",
        id="build-query-str",
    ),
    pytest.param(lambda: URL.build(fragment=""), "#", id="build-empty-fragment"),
    pytest.param(lambda: URL.build(scheme="mailto", path="x@y"), "mailto:x@y", id="build-mailto"),
    pytest.param(
        lambda: URL.build(scheme="file", host="", path="/x"), "file:///x", id="build-empty-host"
    ),
    # parent: the path's parent; query and fragment dropped.
    pytest.param(lambda: URL("http://h/a/b?q#f").parent, "http://h/a", id="parent"),
    # origin
    pytest.param(lambda: URL("https://u:p@h:8443/p?q#f").origin(), "https://h:8443", id="origin"),
    pytest.param(lambda: URL("https://h/p").origin(), "https://h", id="origin-no-port"),
]


@pytest.mark.parametrize(("build", "expected"), BUILDERS)
def test_builders(build: Callable[[], URL], expected: str) -> None:
    built = build()
    assert str(built) == expected
    assert type(built) is URL
    # DESIGN: URL(str(u)) == u however it was built.
    assert URL(str(built)) == built


def test_builders_do_not_change_the_original() -> None:
    text = str(BASE)
    BASE.with_port(9)
    BASE.with_query(None)
    _ = BASE / "x"
    assert str(BASE) == text


def test_with_port_out_of_range_is_a_value_error_naming_the_port() -> None:
    with pytest.raises(ValueError, match="70000"):
        URL("http://h/").with_port(70000)
    with pytest.raises(ValueError, match="-1"):
        URL("http://h/").with_port(-1)
    with pytest.raises(ValueError, match="65536"):
        URL("http://h/").with_port(65536)


def test_with_port_wants_an_int() -> None:
    with pytest.raises(TypeError):
        URL("http://h/").with_port("80")  # type: ignore[arg-type]  # the wrong type is what the test refuses


def test_with_host_refuses_a_slash() -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - message wording is not specified
        URL("http://h/").with_host("a/b")


def test_with_scheme_refuses_a_non_scheme() -> None:
    # RFC 3986 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    for bad in ("1http", "ht tp", "ht/tp", "http:"):
        with pytest.raises(ValueError):  # noqa: PT011 - message wording is not specified
            URL("http://h/").with_scheme(bad)


def test_with_name_refuses_a_slash() -> None:
    # A name is one segment, as in pathlib (with_name("c/d") raises there, and
    # in yarl): "c/d" is a mistake or two segments; %2F would hide either.
    with pytest.raises(ValueError, match="a name is one segment, without '/'"):
        URL("http://h/a/b?q").with_name("c/d")
    assert URL("http://h/a/b?q").with_path("/a/c/d").path.segments == ("a", "c", "d")


def test_with_suffix_wants_a_leading_dot() -> None:
    # pathlib does the same.
    with pytest.raises(ValueError):  # noqa: PT011 - message wording is not specified
        URL("http://h/a/b.txt").with_suffix("gz")


@pytest.mark.parametrize("segment", ["..", ".", "a/../b", "a/./b", "/x", "../x"])
def test_div_refuses_dot_segments_and_leading_slash(segment: str) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - message wording is not specified
        _ = URL("http://h/api/v1/users") / segment


def test_child_never_climbs_out_of_the_path() -> None:
    # Debatable how: refusing ".." or encoding it are both safe; climbing is not.
    base = URL("http://h/api/v1")
    for segment in ("..", "."):
        try:
            result = base.child(segment)
        except ValueError:
            continue
        assert str(result.normalize()).startswith("http://h/api/v1/")


def test_mod_is_update_query() -> None:
    url = URL("http://h/?a=1&b")
    assert url % {"a": 2} == url.update_query({"a": 2})
    assert url % {"c": "x"} == url.update_query(c="x")


def test_with_query_none_and_empty_differ() -> None:
    url = URL("http://h/p?a=1#f")
    assert url.with_query(None).raw_query is None
    assert url.with_query("").raw_query == ""
    assert url.with_query(None).raw_fragment == "f"


def test_update_query_with_no_values_removes_the_name() -> None:
    # "replaces the named params": with zero values the name is gone (yarl too).
    assert str(URL("http://h/?a=1&b=2&a=3").update_query({"a": []})) == "http://h/?b=2"
    assert "a" not in URL("http://h/?a=1").update_query({"a": ()}).query


def test_without_query_params_that_match_nothing_changes_nothing() -> None:
    # DESIGN: a builder changes only the part it names; removing nothing keeps
    # even an empty query as written.
    for text in ("http://h/?", "http://h/?a=%7e&&b", "http://h/p"):
        assert URL(text).without_query_params("zz") == URL(text)


def test_design_example_builds_fluently() -> None:
    url = URL("https://api.example.com/v1") / "users" / "42" % {"page": 2}
    assert str(url) == "https://api.example.com/v1/users/42?page=2"


def test_update_query_keeps_empty_value_forms_as_written() -> None:
    url = URL("http://h/?a&b=&c=1").update_query(c="2")
    assert url.raw_query == "a&b=&c=2"


def test_with_user_reads_back() -> None:
    url = URL("http://h/").with_user("a@b:c")
    assert url.user == "a@b:c"
    assert url.host is not None
    assert str(url.host) == "h"


def test_with_password_reads_back() -> None:
    url = URL("http://u@h/").with_password("p@ss:/#?")
    assert url.password == "p@ss:/#?"
    assert url.user == "u"
    assert str(url.host) == "h"


def test_with_path_reads_back() -> None:
    url = URL("http://h/?q#f").with_path("/a b/c?d#e/x%y")
    assert url.path.segments == ("a b", "c?d#e", "x%y")
    assert url.raw_query == "q"
    assert url.raw_fragment == "f"


def test_with_fragment_reads_back() -> None:
    assert URL("http://h/").with_fragment("a b#c%").fragment == "a b#c%"


def test_with_query_space_is_plus_and_reads_back() -> None:
    url = URL("http://h/").with_query({"q": "a b+c", "x y": "&="})
    assert url.raw_query == "q=a+b%2Bc&x+y=%26%3D"
    assert url.query.items() == (("q", "a b+c"), ("x y", "&="))


def test_build_is_keyword_only() -> None:
    with pytest.raises(TypeError, match=r"URL.build\(\) takes its parts by keyword only.*'https'"):
        URL.build("https", "h")  # type: ignore[call-overload]  # the wrong call is what the test refuses
    with pytest.raises(TypeError, match=r"by keyword only \(.*\), got None by position"):
        URL.build(None)  # type: ignore[call-overload]  # the wrong call is what the test refuses
    with pytest.raises(TypeError, match="unexpected keyword argument 'shceme'"):
        URL.build(shceme="https")  # type: ignore[call-overload]  # the misspelling is the test


def test_build_shows_a_keyword_only_signature() -> None:
    # URL.build's parameters are positional at run time (for speed, see
    # href._url); what inspect and help() show is the keyword-only call.
    signature = inspect.signature(URL.build)
    assert list(signature.parameters) == [
        "scheme", "user", "password", "host", "port", "path", "query", "fragment"
    ]  # fmt: skip
    assert {p.kind for p in signature.parameters.values()} == {inspect.Parameter.KEYWORD_ONLY}
    assert signature.parameters["path"].default == ""
    assert URL.build.__name__ == "build"
    assert URL.build.__qualname__ == "URL.build"
    assert "Build a URL from decoded parts" in (URL.build.__doc__ or "")


def test_build_on_a_subclass_returns_it_and_names_it() -> None:
    class Endpoint(URL):
        pass

    assert type(Endpoint.build(scheme="https", host="h")) is Endpoint
    assert type(Endpoint.build(scheme="https", host="h", port=1)) is Endpoint
    with pytest.raises(TypeError, match=r"Endpoint.build\(\) takes its parts by keyword only"):
        Endpoint.build("https")  # type: ignore[call-overload]  # the wrong call is what the test refuses


def test_build_rejects_a_bad_port() -> None:
    with pytest.raises(ValueError, match="70000"):
        URL.build(scheme="http", host="h", port=70000)


def test_effective_port_follows_with_port_and_with_scheme() -> None:
    url = URL("http://h/")
    assert url.effective_port == 80
    assert url.with_scheme("https").effective_port == 443
    assert url.with_port(8).effective_port == 8


# ---------------------------------------------------------------------------
# relative_to
# ---------------------------------------------------------------------------

RELATIVE_BASE = URL("http://a/b/c/d;p?q")

RELATIVE_TO = [
    pytest.param("http://a/b/c/g", "g", id="sibling"),
    pytest.param("http://a/b/c/d;p?y", "?y", id="other-query"),
    pytest.param("http://a/b/c/d;p?q#s", "#s", id="fragment"),
    pytest.param("http://a/b/c/d;p?q", "", id="same"),
    pytest.param("http://a/b/c/e/f", "e/f", id="below"),
    # RFC 3986 5.4.1: "." resolves to "http://a/b/c/", one character shorter than "./".
    pytest.param("http://a/b/c/", ".", id="directory"),
    pytest.param("http://a/g", "/g", id="root"),
    pytest.param("https://a/b/c/g", "https://a/b/c/g", id="other-scheme"),
    # Debatable: "shortest" makes a network-path reference here.
    pytest.param("http://g/x", "//g/x", id="other-host"),
]


@pytest.mark.parametrize(("target", "expected"), RELATIVE_TO)
def test_relative_to_is_the_shortest_reference(target: str, expected: str) -> None:
    reference = URL(target).relative_to(RELATIVE_BASE)
    assert str(reference) == expected
    assert RELATIVE_BASE.join(reference) == URL(target)


RELATIVE_JOIN_BACK = [
    pytest.param("http://a/b/c/g", id="sibling"),
    pytest.param("http://a/b/c/", id="directory"),
    pytest.param("http://a/b/c/d;p", id="same-path-no-query"),
    pytest.param("http://a/b/c/d;p?", id="same-path-empty-query"),
    pytest.param("http://a/b/c/d;p?q#", id="empty-fragment"),
    pytest.param("http://a/", id="root"),
    pytest.param("http://a", id="empty-path"),
    pytest.param("http://a?q", id="empty-path-query"),
    pytest.param("http://a/b/c/g:h", id="colon-in-first-segment"),
    pytest.param("http://a//x", id="empty-first-segment"),
    pytest.param("http://a/b/c//x", id="empty-segment-below"),
    pytest.param("http://a/b/c/d;p/e", id="below-base-name"),
    pytest.param("http://A/b/c/g", id="host-case-differs"),
    pytest.param("HTTP://a/b/c/g", id="scheme-case-differs"),
    pytest.param("http://a:80/b/c/g", id="explicit-port"),
    pytest.param("http://u@a/b/c/g", id="userinfo"),
    pytest.param("http://a/b/c/%7e", id="escape"),
    pytest.param("http://a/b/c/ä", id="iri"),
    pytest.param("ftp://a/b", id="other-scheme"),
]


@pytest.mark.parametrize("target", RELATIVE_JOIN_BACK)
def test_relative_to_joins_back(target: str) -> None:
    url = URL(target)
    reference = url.relative_to(RELATIVE_BASE)
    assert RELATIVE_BASE.join(reference) == url
    assert len(str(reference)) <= len(target)


# path_relative=True: never a leading "/" or "//" (a site served under a prefix
# or from file:); a relative-path reference when one reaches, else the URL.
RELATIVE_TO_PATH_RELATIVE = [
    pytest.param("http://a/g", "../../g", id="root-child"),
    pytest.param("http://a/", "../..", id="root"),
    pytest.param("http://a/b/", "..", id="directory-above"),
    pytest.param("http://a/b/c/g", "g", id="sibling-as-before"),
    pytest.param("http://a/b/c/d;p?y", "?y", id="query-as-before"),
    pytest.param("http://a//x", "../..//x", id="empty-first-segment"),
    pytest.param("http://a/b/c/g:h", "./g:h", id="colon-in-first-segment"),
    pytest.param("http://g/x", "http://g/x", id="other-host-is-the-url"),
    pytest.param("http://a", "http://a", id="empty-path-is-the-url"),
    pytest.param("https://a/g", "https://a/g", id="other-scheme-is-the-url"),
]


@pytest.mark.parametrize(("target", "expected"), RELATIVE_TO_PATH_RELATIVE)
def test_relative_to_path_relative_writes_no_leading_slash(target: str, expected: str) -> None:
    reference = URL(target).relative_to(RELATIVE_BASE, path_relative=True)
    assert str(reference) == expected
    assert RELATIVE_BASE.join(reference) == URL(target)


def test_relative_to_path_relative_with_dot_segments_is_equivalent() -> None:
    url = URL("http://a/./g/../h")
    reference = url.relative_to(RELATIVE_BASE, path_relative=True)
    assert str(reference) == "../../h"
    assert RELATIVE_BASE.join(reference).equivalent(url)


def test_relative_to_path_relative_takes_only_a_bool() -> None:
    with pytest.raises(
        TypeError, match=r"^relative_to\(\) expected path_relative=True or False, got int$"
    ):
        URL("http://a/g").relative_to(RELATIVE_BASE, path_relative=1)  # type: ignore[arg-type]


def test_relative_to_with_dot_segments_is_equivalent() -> None:
    url = URL("http://a/b/./c/../g")
    assert RELATIVE_BASE.join(url.relative_to(RELATIVE_BASE)).equivalent(url)

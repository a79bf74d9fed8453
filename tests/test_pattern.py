"""href.pattern.URLPattern: its API, its errors, and properties of matching.

The standard's own cases are in tests/test_pattern_wpt.py; here is what href
adds (Python types, messages, href.URL input) and what must hold for any
pattern and URL.
"""

from __future__ import annotations

import pickle
import re
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL, InvalidURL, whatwg
from href.pattern import URLPattern, URLPatternError, URLPatternResult
from href.pattern._canonical import canonicalize_pathname, pathname_by_setter
from href.pattern._match import parsed_values, serialized_values
from href.pattern._urlpattern import compiled
from strategies import url_texts

# Router-style patterns: what the properties match URLs against.
_PATTERNS = [
    {"pathname": "/books/:id"},
    {"pathname": "/books/:id/:page?"},
    {"pathname": "/files/*"},
    {"pathname": "/:a-:b"},
    {"pathname": "/:id(\\d+)"},
    {"pathname": "{/:section}*/index.html"},
    {"hostname": "{:sub.}?example.com"},
    {"protocol": "http{s}?", "search": "q=:q"},
    {"hash": ":anchor"},
    {},
]


# The API: inputs of each kind.
def test_a_pattern_string_splits_into_components() -> None:
    pattern = URLPattern("https://alice@*.example.com:8080/books/:id/?q=*#top")
    components = (
        pattern.protocol,
        pattern.username,
        pattern.password,
        pattern.hostname,
        pattern.port,
        pattern.pathname,
        pattern.search,
        pattern.hash,
    )
    assert components == (
        "https",
        "alice",
        "*",
        "*.example.com",
        "8080",
        "/books/:id/",
        "q=*",
        "top",
    )


def test_a_name_or_regexp_before_a_question_mark_makes_it_a_modifier() -> None:
    # The standard's constructor string parser: ":id?" is an optional group,
    # so the search starts only at a "?" that no group precedes.
    pattern = URLPattern("https://h/books/:id?q=*")
    assert (pattern.pathname, pattern.search) == ("/books/:id?q=*", "*")


def test_a_relative_pattern_reads_against_its_base() -> None:
    pattern = URLPattern("/books/:id", "https://example.com/shop/")
    assert (pattern.protocol, pattern.hostname, pattern.pathname) == (
        "https",
        "example.com",
        "/books/:id",
    )
    assert pattern.test("https://example.com/books/7")


def test_an_href_url_matches_as_its_text_does() -> None:
    pattern = URLPattern({"pathname": "/books/:id"})
    result = pattern.exec(URL("https://example.com/books/7"))
    assert result is not None
    assert result.inputs == (URL("https://example.com/books/7"),)
    assert result.pathname.groups == {"id": "7"}


def test_a_mapping_input_is_canonicalized_before_matching() -> None:
    pattern = URLPattern({"hostname": "example.com", "pathname": "/a%20b"})
    assert pattern.test({"hostname": "EXAMPLE.com", "pathname": "/a b"})


def test_no_input_is_the_empty_mapping() -> None:
    assert URLPattern().test()
    result = URLPattern().exec()
    assert result is not None
    assert result.inputs == ({},)


def test_a_base_url_is_kept_in_the_inputs() -> None:
    result = URLPattern({"pathname": "/b"}).exec("b", "https://h/a")
    assert result is not None
    assert result.inputs == ("b", "https://h/a")


def test_ignore_case_applies_to_the_path_search_and_hash() -> None:
    pattern = URLPattern({"pathname": "/books", "search": "x"}, ignore_case=True)
    assert pattern.test("https://h/BOOKS?X")
    assert not URLPattern({"pathname": "/books"}).test("https://h/BOOKS")


def test_text_that_is_not_a_url_matches_nothing() -> None:
    assert URLPattern().exec("not a url") is None
    assert URLPattern().exec("/relative", "not a base") is None


def test_has_regexp_groups() -> None:
    assert URLPattern({"pathname": "/:id(\\d+)"}).has_regexp_groups
    assert not URLPattern({"pathname": "/:id"}).has_regexp_groups


def test_an_optional_group_that_did_not_match_is_none() -> None:
    result = URLPattern({"pathname": "/books/:id/:page?"}).exec("https://h/books/7")
    assert result is not None
    assert result.pathname.groups == {"id": "7", "page": None}


def test_results_are_frozen_and_compare_by_value() -> None:
    pattern = URLPattern({"pathname": "/:id"})
    first, second = pattern.exec("https://h/7"), pattern.exec("https://h/7")
    assert isinstance(first, URLPatternResult)
    assert first == second
    with pytest.raises(AttributeError):
        first.pathname = first.hash  # type: ignore[misc]
    with pytest.raises(TypeError, match=r"^unhashable type: 'URLPatternResult'$"):
        hash(first)


def test_repr_shows_the_components_that_are_not_wildcards() -> None:
    pattern = URLPattern({"pathname": "/:id"}, ignore_case=True)
    assert repr(pattern) == "URLPattern({'pathname': '/:id'}, ignore_case=True)"


# The ECMAScript regular expressions that Python's re reads differently.
@pytest.mark.parametrize(
    ("pathname", "url", "matches"),
    [
        pytest.param("/(\\d+)", "https://h/\u0663", False, id="\\d is ASCII digits only"),
        pytest.param("/(\\w+)", "https://h/%C3%A9", False, id="\\w is ASCII"),
        pytest.param("/(a$)", "https://h/a", True, id="$ at the end"),
        pytest.param("/([\\w--\\d]+)", "https://h/ab", True, id="v-flag subtraction"),
        pytest.param("/([\\w--\\d]+)", "https://h/a1", False, id="v-flag subtraction refuses"),
        pytest.param("/((?<x>a)b)", "https://h/ab", True, id="named group inside"),
    ],
)
def test_regexp_groups_match_as_ecmascript_does(pathname: str, url: str, matches: bool) -> None:
    assert URLPattern({"pathname": pathname}).test(url) is matches


# Errors: the messages, each pinned once.
@pytest.mark.parametrize(
    ("init", "message"),
    [
        pytest.param(
            {"pathname": "/:id(\\d+"},
            "invalid pathname pattern '/:id(\\\\d+' at 4: the regular expression "
            "group is not closed",
            id="unclosed regexp",
        ),
        pytest.param(
            {"pathname": "/:id/:id"},
            "invalid pathname pattern '/:id/:id' at 5: the group name 'id' is used twice",
            id="duplicate name",
        ),
        pytest.param(
            {"pathname": "/((?<a>x))/((?<a>y))"},
            "invalid pathname pattern '/((?<a>x))/((?<a>y))': the group name 'a' is used in "
            "two regular expression groups, which one ECMAScript pattern cannot hold",
            id="a regexp group name in two groups",
        ),
        pytest.param(
            {"pathname": "/{a"},
            "invalid pathname pattern '/{a' at 3: a '{' group is not closed by '}'",
            id="unclosed brace",
        ),
        pytest.param(
            {"pathname": "/a}"},
            "invalid pathname pattern '/a}' at 2: a '}' closes no '{' group",
            id="lone close",
        ),
        pytest.param(
            {"pathname": "/a?"},
            "invalid pathname pattern '/a?' at 2: '?' is not expected here (a "
            "modifier follows a group)",
            id="two modifiers",
        ),
        pytest.param(
            {"pathname": "/:"},
            "invalid pathname pattern '/:' at 1: a ':' is not followed by a group name",
            id="empty name",
        ),
        pytest.param(
            {"pathname": "/a\\"},
            "invalid pathname pattern '/a\\\\' at 2: a '\\' ends the pattern, escaping nothing",
            id="trailing backslash",
        ),
        pytest.param(
            {"pathname": "/(?x)"},
            "invalid pathname pattern '/(?x)' at 1: a regular expression group starts with '?'",
            id="regexp starting with ?",
        ),
        pytest.param(
            {"pathname": "/(a(b))"},
            "invalid pathname pattern '/(a(b))' at 1: a regular expression group "
            "holds a capturing group",
            id="capturing group inside",
        ),
        pytest.param(
            {"pathname": "/()"},
            "invalid pathname pattern '/()' at 1: a regular expression group is empty",
            id="empty regexp",
        ),
        pytest.param(
            {"pathname": "/(é)"},
            "invalid pathname pattern '/(é)' at 1: a regular expression group "
            "holds a non-ASCII character",
            id="non-ASCII regexp",
        ),
        pytest.param(
            {"pathname": "/(\\1)"},
            "invalid pathname pattern '/(\\\\1)': in the regular expression (\\1): "
            "backreferences are not supported",
            id="backreference",
        ),
        pytest.param(
            {"pathname": "/x(a*)?"},
            "invalid pathname pattern '/x(a*)?': the optional regular expression group (a*) "
            "can match nothing, "
            "which ECMAScript and Python's re repeat differently",
            id="optional nullable regexp",
        ),
        pytest.param(
            {"pathname": "/((?<=a+)b)"},
            "invalid pathname pattern '/((?<=a+)b)': in the regular expression ((?<=a+)b): "
            "Python's re cannot "
            "compile it (look-behind requires fixed-width pattern)",
            id="variable lookbehind",
        ),
        pytest.param(
            {"hostname": "a\\:b"},
            "invalid hostname pattern 'a\\\\:b': 'a:b' holds a ':' (a port cannot "
            "be in a hostname)",
            id="colon in hostname",
        ),
        pytest.param(
            {"protocol": "ht tp"},
            "invalid protocol pattern 'ht tp': not a URL scheme",
            id="bad scheme",
        ),
        pytest.param(
            {"hostname": "[\\:\\:x]"},
            "invalid hostname pattern '[\\\\:\\\\:x]': 'x' cannot be in an IPv6 address",
            id="bad ipv6",
        ),
        pytest.param(
            {"port": "x"},
            "invalid port pattern 'x': not a port number",
            id="bad port",
        ),
        pytest.param(
            {"pathname": "/", "baseURL": "not a url"},
            "invalid baseURL 'not a url': no scheme and no base URL",
            id="bad base",
        ),
    ],
)
def test_a_refused_pattern_says_where_and_why(init: dict[str, str], message: str) -> None:
    with pytest.raises(URLPatternError) as caught:
        URLPattern(init)
    assert str(caught.value) == message
    component = next(iter(init)) if "baseURL" not in init else "baseURL"
    assert caught.value.component == component


def test_a_relative_pattern_string_needs_a_base() -> None:
    message = "invalid pattern '/books': a relative pattern needs a base_url"
    with pytest.raises(URLPatternError, match=f"^{re.escape(message)}$"):
        URLPattern("/books")


def test_a_pattern_strings_protocol_that_is_no_scheme_is_refused() -> None:
    # Fuzzing (pattern_exec): the constructor string parser compiles the
    # protocol ("/:" here) to learn whether it is special, and its
    # canonicalizer's refusal escaped as a private exception.
    message = "invalid protocol in pattern '/::1': not a URL scheme"
    with pytest.raises(URLPatternError, match=f"^{re.escape(message)}$"):
        URLPattern("/::1")


def test_the_error_keeps_its_facts_through_pickle() -> None:
    with pytest.raises(URLPatternError) as caught:
        URLPattern({"pathname": "/:id(\\d+"})
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (str(copy), copy.pattern, copy.component, copy.position) == (
        str(caught.value),
        "/:id(\\d+",
        "pathname",
        4,
    )


@pytest.mark.parametrize(
    ("call", "message"),
    [
        pytest.param(
            lambda: URLPattern(3),  # type: ignore[arg-type]
            "URLPattern() expected str, URL or a mapping of components, got int",
            id="input",
        ),
        pytest.param(
            lambda: URLPattern({"pathname": "/"}, "https://h/"),
            "URLPattern() takes a base_url only with a pattern string (put baseURL "
            "in the mapping)",
            id="mapping and base",
        ),
        pytest.param(
            lambda: URLPattern({"path": "/"}),
            "URLPattern() got an unknown component 'path'; expected one of protocol, username, "
            "password, hostname, port, pathname, search, hash or baseURL",
            id="unknown key",
        ),
        pytest.param(
            lambda: URLPattern({"pathname": 1}),  # type: ignore[dict-item]
            "URLPattern() expected str for 'pathname', got int",
            id="value type",
        ),
        pytest.param(
            lambda: URLPattern("/", 1),  # type: ignore[arg-type]
            "URLPattern() expected str or URL for base_url, got int",
            id="base type",
        ),
        pytest.param(
            lambda: URLPattern().exec({"pathname": "/"}, "https://h/"),
            "exec() takes a base_url only with URL text (put baseURL in the mapping)",
            id="exec mapping and base",
        ),
        pytest.param(
            lambda: URLPattern().exec(3),  # type: ignore[arg-type]
            "exec() expected str, URL or a mapping of components, got int",
            id="exec input",
        ),
        pytest.param(
            lambda: URLPattern().exec({"path": "/"}),
            "exec() expected a mapping of component names to str, got 'path': '/'",
            id="exec unknown key",
        ),
        pytest.param(
            lambda: URLPattern().exec("/", 1),  # type: ignore[arg-type]
            "exec() expected str or URL for base_url, got int",
            id="exec base type",
        ),
    ],
)
def test_a_wrong_argument_is_a_type_error(call: object, message: str) -> None:
    assert callable(call)
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        call()


# Properties.
@settings(max_examples=examples(300), deadline=None)
@given(pattern=st.sampled_from(_PATTERNS), text=url_texts(absolute=True))
def test_test_agrees_with_exec(pattern: dict[str, str], text: str) -> None:
    compiled = URLPattern(pattern)
    assert compiled.test(text) is (compiled.exec(text) is not None)


@settings(max_examples=examples(300), deadline=None)
@given(pattern=st.sampled_from(_PATTERNS), text=url_texts(absolute=True))
def test_a_match_reports_the_components_browsers_read(pattern: dict[str, str], text: str) -> None:
    result = URLPattern(pattern).exec(text)
    if result is None:
        return
    everything = URLPattern().exec(text)
    assert everything is not None
    for name in ("protocol", "hostname", "port", "pathname", "search", "hash"):
        assert getattr(result, name).input == getattr(everything, name).input


@settings(max_examples=examples(300), deadline=None)
@given(
    segments=st.lists(
        st.text(alphabet="abcXYZ019-_~", min_size=1, max_size=8), min_size=1, max_size=5
    )
)
def test_a_named_group_takes_exactly_one_segment(segments: list[str]) -> None:
    # No "." in the alphabet: "." and ".." segments are resolved away.
    path = "/" + "/".join(segments)
    result = URLPattern({"pathname": "/:first/*"}).exec({"pathname": path})
    if len(segments) == 1:
        # "/:first/*" needs a second "/" for its wildcard's fixed "/".
        assert result is None
        return
    assert result is not None
    assert result.pathname.groups == {"first": segments[0], "0": "/".join(segments[1:])}


@settings(max_examples=examples(300), deadline=None)
@given(pattern=st.sampled_from(_PATTERNS))
def test_a_pattern_rebuilt_from_its_components_is_the_same(pattern: dict[str, str]) -> None:
    compiled = URLPattern(pattern)
    names = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")
    again = URLPattern({name: getattr(compiled, name) for name in names})
    assert repr(again) == repr(compiled)


# The measured bound of several groups in one segment (docs/security.md).
def _best_seconds(pattern: URLPattern, path: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        pattern.exec({"pathname": path})
        best = min(best, time.process_time() - start)
    return best


def test_three_groups_in_one_segment_cost_at_most_a_cube() -> None:
    # "/:a-:b-:c" against a segment of n "a-" pieces that fails at its end:
    # the three lazy groups try every split, O(n^3), as ECMAScript's
    # backtracking does. Doubling n must cost at most 8x (with room for
    # noise), never the doubling of an exponential.
    pattern = URLPattern({"pathname": "/:a-:b-:c"})
    small, large = (_best_seconds(pattern, "/" + "a-" * n + "/x") for n in (150, 300))
    assert pattern.exec({"pathname": "/" + "a-" * 150 + "a"}) is not None
    assert large / small < 8 * 2.5


def _serialized_or_raw(text: str) -> str:
    """The text as browsers write it back (so the fast path meets it), or as it is."""
    try:
        return str(whatwg.parse(text))
    except InvalidURL:
        return text


@settings(max_examples=examples(500), deadline=None)
@given(text=st.one_of(url_texts(absolute=True), url_texts(absolute=True).map(_serialized_or_raw)))
def test_the_serialized_fast_path_reads_what_the_parser_reads(text: str) -> None:
    fast = serialized_values(text)
    if fast is not None:
        assert fast == parsed_values(text)


def test_the_serialized_fast_path_takes_common_urls() -> None:
    text = "https://example.com:8080/a/b?q=1#top"
    assert serialized_values(text) == (
        "https",
        "",
        "",
        "example.com",
        "8080",
        "/a/b",
        "q=1",
        "top",
    )
    assert serialized_values("https://EXAMPLE.com/") is None


@settings(max_examples=examples(500), deadline=None)
@given(text=st.text(alphabet="a/.-%2eE~:@!?# \\é", min_size=1, max_size=12))
def test_the_plain_pathname_fast_path_is_the_setters_reading(text: str) -> None:
    assert canonicalize_pathname(text) == pathname_by_setter(text)


def test_construction_leaves_compiling_to_the_first_match() -> None:
    # A pathname no other test builds: compiled components are cached.
    pattern = URLPattern({"pathname": "/first-match-compiles/:id", "search": "*"})
    pathname = compiled(pattern, "pathname")
    assert not pathname._compiled
    assert pattern.test("https://h/first-match-compiles/7")
    assert pathname._compiled
    assert pathname.fullmatch("/first-match-compiles/8") is not None
    assert pathname.fullmatch("/first-match-compiles/") is None


def test_a_regexp_group_is_compiled_with_its_pattern() -> None:
    pattern = URLPattern({"pathname": "/:id(\\d+)"})
    assert compiled(pattern, "pathname")._compiled


def test_a_hash_pattern_string_may_start_with_a_hash_that_init_would_drop() -> None:
    # The fixed text "\t#" canonicalizes to "#" (the URL parser removes tabs),
    # so the pattern string is "#*"; given back to init, its "#" is dropped
    # ("process hash for init") unless escaped (fuzz target pattern_exec).
    pattern = URLPattern({"hash": "\t#*"})
    assert pattern.hash == "#*"
    assert pattern.exec("a:///#") is None
    assert pattern.test("a:///##x")
    assert URLPattern({"hash": pattern.hash}).hash == "*"
    assert URLPattern({"hash": "\\" + pattern.hash}).hash == "#*"


def test_fixed_parts_are_canonicalized_each_on_its_own() -> None:
    # The standard drops an empty optional group and canonicalizes "hhp" and
    # "0.0.0.0" apart: the pattern string "hhp0.0.0.0", read again as one
    # hostname, ends in a number and is refused (fuzz target pattern_exec).
    pattern = URLPattern({"hostname": "hhp{}?0.0.0.0"})
    assert pattern.hostname == "hhp0.0.0.0"
    assert pattern.test("https://hhp0.0.0.0/") is False  # no URL has that host
    with pytest.raises(URLPatternError, match="ends in a number"):
        URLPattern({"hostname": pattern.hostname})

"""href.compat: the same API as urllib.parse, its pinned messages, and no urllib.parse inside.

The behaviour itself is compared with urllib.parse on generated input in
test_compat_differential.py, on the URL corpora in test_compat_corpora.py, and against
CPython's own test suite in test_compat_cpython.py.
"""

from __future__ import annotations

import ast
import copy
import functools
import inspect
import pickle
import subprocess
import sys
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

import pytest

import href.compat
from compat_harness import assert_same, outcome
from href import compat

SOURCE_ROOT = Path(href.__file__).parent

# Module-level names of urllib.parse that are its imports, not its API.
_IMPORTED = {
    "functools", "ipaddress", "math", "namedtuple", "re", "sentinel", "sys", "types", "warnings"
}  # fmt: skip
PUBLIC_NAMES = sorted(
    name for name in dir(urllib.parse) if not name.startswith("_") and name not in _IMPORTED
)


# --- the same names and signatures -------------------------------------------------------------


def test_all_lists_the_same_names_as_urllib_parse() -> None:
    assert sorted(compat.__all__) == sorted(urllib.parse.__all__)


# 3.15's keyword-only parameters (gh-67041), which href.compat takes on every version.
ADDED_IN_3_15 = {
    "urlsplit": "missing_as_none",
    "urlparse": "missing_as_none",
    "urldefrag": "missing_as_none",
    "urlunsplit": "keep_empty",
    "urlunparse": "keep_empty",
}


def _parameters_before_3_15(name: str, signature: inspect.Signature) -> list[inspect.Parameter]:
    """Return the parameters urllib.parse had before 3.15, checking the one 3.15 added."""
    parameters = list(signature.parameters.values())
    if name in ADDED_IN_3_15 and sys.version_info < (3, 15):
        added = parameters.pop()
        assert added.name == ADDED_IN_3_15[name]
        assert added.kind is inspect.Parameter.KEYWORD_ONLY
        # missing_as_none defaults to False, keep_empty to a sentinel: "not specified".
        expected = "False" if added.name == "missing_as_none" else "<not specified>"
        assert repr(added.default) == expected
    return parameters


@pytest.mark.parametrize("name", PUBLIC_NAMES)
def test_public_name_exists_with_the_same_signature(name: str) -> None:
    theirs = getattr(urllib.parse, name)
    ours = getattr(compat, name)
    assert callable(ours) == callable(theirs)
    assert isinstance(ours, type) == isinstance(theirs, type)
    if callable(theirs) and not isinstance(theirs, type):
        expected = list(inspect.signature(theirs).parameters.values())
        actual = _parameters_before_3_15(name, inspect.signature(ours))
        assert [p.name for p in actual] == [p.name for p in expected]
        for ours_p, theirs_p in zip(actual, expected, strict=True):
            assert ours_p.kind == theirs_p.kind
            default = theirs_p.default
            # quote_via's default is urllib.parse.quote_plus: ours is ours.
            if callable(default) and default is not inspect.Parameter.empty:
                assert ours_p.default is getattr(compat, default.__name__)
            elif ours_p.name == "keep_empty":
                # 3.15's default is a private sentinel: "not specified".
                assert repr(ours_p.default) == repr(default) == "<not specified>"
            else:
                assert ours_p.default == default
                assert type(ours_p.default) is type(default)
    elif not callable(theirs):
        assert ours == theirs
        assert ours is not theirs  # a copy: changing one must not change the other


BAD_ARGUMENTS: list[tuple[tuple[object, ...], dict[str, object]]] = [
    ((), {}),
    (("a",) * 7, {}),
    (("a",), {"bogus": 1}),
    (("a", "b"), {}),
    ((), {"url": "x", "bogus": 2}),
]


@pytest.mark.parametrize(
    "name", [n for n in PUBLIC_NAMES if callable(getattr(urllib.parse, n)) and n != "ResultBase"]
)
def test_wrong_arguments_fail_with_the_same_message(name: str) -> None:
    for args, kwargs in BAD_ARGUMENTS:
        assert_same(functools.partial(_call, name=name, args=args, kwargs=kwargs))


def _call(
    module: ModuleType, name: str, args: tuple[object, ...], kwargs: dict[str, object]
) -> object:
    return getattr(module, name)(*args, **kwargs)


@pytest.mark.parametrize("name", PUBLIC_NAMES)
def test_public_name_has_a_docstring(name: str) -> None:
    value = getattr(compat, name)
    if callable(value):
        assert (value.__doc__ or "").strip()


@pytest.mark.parametrize(
    "name",
    ["SplitResult", "ParseResult", "DefragResult"],
)
def test_result_classes_match_in_shape(name: str) -> None:
    ours = getattr(compat, name)
    theirs = getattr(urllib.parse, name)
    ours_bytes = getattr(compat, name + "Bytes")
    assert ours._fields == theirs._fields
    assert ours_bytes._fields == theirs._fields
    assert ours.__name__ == theirs.__name__
    assert ours._encoded_counterpart is ours_bytes
    assert ours_bytes._decoded_counterpart is ours
    assert issubclass(ours, tuple)


# --- no urllib.parse inside -------------------------------------------------------------------


def _urllib_parse_uses(path: Path) -> list[str]:
    """Return each import of, or attribute access to, urllib.parse in *path*."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.startswith("urllib")]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("urllib"):
            found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Attribute) and node.attr == "parse":
            if isinstance(node.value, ast.Name) and node.value.id == "urllib":
                found.append("urllib.parse")
        elif isinstance(node, ast.Call) and any(
            isinstance(arg, ast.Constant) and arg.value in ("urllib.parse", "urllib")
            for arg in node.args
        ):
            found.append(f"a call with {ast.unparse(node)!r}")
    return [f"{path.name}:{use}" for use in found]


@pytest.mark.parametrize(
    "path", sorted(SOURCE_ROOT.rglob("*.py")), ids=lambda p: str(p.relative_to(SOURCE_ROOT))
)
def test_source_module_does_not_use_urllib_parse(path: Path) -> None:
    assert _urllib_parse_uses(path) == []


def test_compat_works_where_urllib_parse_cannot_be_imported() -> None:
    program = """
import sys
sys.modules["urllib.parse"] = None  # any import of it now raises ImportError
import href.compat as c
assert c.urljoin("http://a/b/c", "../d?x#y") == "http://a/d?x#y"
assert c.urlparse(b"http://u@h:8/p;q?r").port == 8
assert c.parse_qs("a=1&a=2") == {"a": ["1", "2"]}
assert c.urlencode({"k": "v w"}) == "k=v+w"
assert c.unquote(c.quote("/é ")) == "/é "
print("ok")
"""
    done = subprocess.run(  # noqa: S603 - our own interpreter, our own program
        [sys.executable, "-c", program], capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "ok\n", "")


# --- messages, pinned once ---------------------------------------------------------------------

# For the calls that misuse the API on purpose: the type checker would refuse them.
loose: Any = compat

MESSAGES: list[tuple[Callable[[], object], type[Exception], str]] = [
    (lambda: compat.urlsplit("http://h:x/").port, ValueError,
     "Port could not be cast to integer value as 'x'"),
    (lambda: compat.urlsplit(b"http://h:1_0/").port, ValueError,
     "Port could not be cast to integer value as b'1_0'"),
    (lambda: compat.urlsplit("http://h:65536/").port, ValueError, "Port out of range 0-65535"),
    (lambda: compat.urlsplit("http://[::1/"), ValueError, "Invalid IPv6 URL"),
    (lambda: compat.urlsplit("http://::1]/"), ValueError, "Invalid IPv6 URL"),
    (lambda: compat.urlsplit("http://[1.2.3.4]/"), ValueError,
     "An IPv4 address cannot be in brackets"),
    (lambda: compat.urlsplit("http://[vx.y]/"), ValueError, "IPvFuture address is invalid"),
    (lambda: compat.urlsplit("http://[::g]/"), ValueError,
     "'::g' does not appear to be an IPv4 or IPv6 address"),
    (lambda: compat.urlsplit("http://a\u2100b/"), ValueError,
     "netloc 'a\u2100b' contains invalid characters under NFKC normalization"),
    (lambda: compat.urlsplit("http://x\uff03y/"), ValueError,
     "netloc 'x\uff03y' contains invalid characters under NFKC normalization"),
    (lambda: loose.urlsplit("a", b"b"), TypeError, "Cannot mix str and non-str arguments"),
    (lambda: loose.urljoin(b"a", "b"), TypeError, "Cannot mix str and non-str arguments"),
    (lambda: compat.parse_qsl("a&b", max_num_fields=1), ValueError,
     "Max number of fields exceeded"),
    (lambda: compat.parse_qsl("a", separator=""), ValueError,
     "Separator must be of type string or bytes."),
    (lambda: compat.parse_qsl("a=1&b", strict_parsing=True), ValueError,
     "bad query field: 'b'"),
    (lambda: loose.urlencode("a=b"), TypeError,
     "not a valid non-string sequence or mapping object"),
    (lambda: loose.quote(b"x", encoding="utf-8"), TypeError,
     "quote() doesn't support 'encoding' for bytes"),
    (lambda: loose.quote(b"x", errors="strict"), TypeError,
     "quote() doesn't support 'errors' for bytes"),
    (lambda: loose.quote_from_bytes("x"), TypeError, "quote_from_bytes() expected bytes"),
    (lambda: compat.urlsplit(bytearray(b"x")), TypeError, "unhashable type: 'bytearray'"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [pytest.param(*row, id=row[2][:40]) for row in MESSAGES],
)
def test_error_message_is_urllib_parse_s(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as raised:
        call()
    assert str(raised.value) == message
    assert type(raised.value) is error


@pytest.mark.parametrize(
    "name",
    ["splittype", "splithost", "splituser", "splitpasswd", "splitport", "splitnport",
     "splitquery", "splittag", "splitattr", "splitvalue", "to_bytes"],
)  # fmt: skip
def test_deprecated_helper_warns_as_urllib_parse_does(name: str) -> None:
    # 3.15 points the URL helpers at urlsplit() rather than urlparse().
    url_helper = "urlsplit" if sys.version_info >= (3, 15) else "urlparse"
    instead = "parse_qsl" if name == "splitvalue" else url_helper
    expected = f"urllib.parse.{name}() is deprecated as of 3.8"
    if name != "to_bytes":
        expected += f", use urllib.parse.{instead}() instead"
    with pytest.warns(DeprecationWarning, match="is deprecated as of 3.8") as caught:
        getattr(compat, name)("a")
    assert [str(w.message) for w in caught] == [expected]
    assert caught[0].filename == __file__  # blamed on the caller, as urllib.parse does


# --- the URL cleaning urllib.parse does before splitting ---------------------------------------


def test_leading_c0_and_space_are_stripped_and_trailing_space_kept() -> None:
    noise = "".join(map(chr, range(0x21)))
    result = compat.urlsplit(noise + "https://www.python.org:88/doc/?query=    ")
    assert result == ("https", "www.python.org:88", "/doc/", "query=    ", "")


def test_tabs_and_newlines_are_removed_everywhere() -> None:
    url = "ht\ttp://www.python\n.org\t/java\nscript:\talert('msg\r\n')/?query\n=\tsomething#frag\nment"
    assert compat.urlsplit(url).geturl() == (
        "http://www.python.org/javascript:alert('msg')/?query=something#fragment"
    )
    assert compat.urlsplit("/p", scheme="ht\ntp\t ").scheme == "http"


# --- result objects ----------------------------------------------------------------------------


def test_results_pickle_copy_and_stay_tuples() -> None:
    for result in (
        compat.urlsplit("http://u:p@h:1/a?b#c"),
        compat.urlparse(b"http://h/a;p"),
        compat.urldefrag("a#b"),
    ):
        assert pickle.loads(pickle.dumps(result)) == result
        assert type(copy.copy(result)) is type(result)
        assert not hasattr(result, "__dict__")


def test_replace_then_geturl_agrees_with_urllib_parse() -> None:
    assert_same(lambda m: m.urlparse("http://a/b;p?q#f")._replace(params="", query="x").geturl())
    assert_same(lambda m: m.urlsplit(b"//h/p").encode())
    assert_same(lambda m: m.urlsplit("//h/p").encode("utf-16"))
    assert_same(lambda m: m.SplitResultBytes(b"h", b"\xff", b"", b"", b"").decode("latin-1"))


def test_scheme_lists_are_read_when_called() -> None:
    assert compat.urlparse("x-test:a;b").params == ""
    compat.uses_params.append("x-test")
    try:
        assert compat.urlparse("x-test:a;b").params == "b"
    finally:
        compat.uses_params.remove("x-test")


def test_clear_cache_empties_the_urlsplit_cache() -> None:
    first = compat.urlsplit("http://cached/")
    assert compat.urlsplit("http://cached/") is first
    compat.clear_cache()
    assert compat.urlsplit("http://cached/") is not first


@runtime_checkable
class _LruCache(Protocol):
    """What functools.lru_cache adds to the function it wraps."""

    def cache_parameters(self) -> dict[str, object]: ...


def test_urlsplit_is_a_bounded_cache_like_urllib_parses() -> None:
    # Both are functools.lru_cache wrappers, though their types say plain functions.
    ours, theirs = compat.urlsplit, urllib.parse.urlsplit
    assert isinstance(ours, _LruCache)
    assert isinstance(theirs, _LruCache)
    assert ours.cache_parameters() == theirs.cache_parameters()
    assert ours.cache_parameters()["maxsize"] is not None


# --- the fast paths for text take the same road as urllib.parse --------------------------------


class _Text(str):
    """A str subclass whose str() is not its value: shows who calls str() on what."""

    __slots__ = ()

    def __str__(self) -> str:
        return "str() was called"


_FORM_PAIRS = [(_Text("k"), _Text("v w")), ("a", ["b", _Text("c")]), ("plain", "x"), ("", "")]


@pytest.mark.parametrize("doseq", [False, True])
def test_urlencode_hands_quote_via_what_urllib_parse_hands_it(doseq: bool) -> None:
    def call(module: ModuleType) -> object:
        seen: list[tuple[str, str]] = []

        def quote_via(value: str, *_: object) -> str:
            seen.append((type(value).__name__, str.__str__(value)))
            return "q"

        return module.urlencode(_FORM_PAIRS, doseq, quote_via=quote_via), seen

    assert_same(call)


@pytest.mark.parametrize("returned", [b"x", 5, "y", _Text("z")])
@pytest.mark.parametrize("doseq", [False, True])
def test_urlencode_joins_what_quote_via_returns_as_urllib_parse_does(
    returned: object, doseq: bool
) -> None:
    def quote_via(*_: object) -> object:
        return returned

    for query in ([("a", "b")], [("a", ["b", "c"])], [(1, 2)]):

        def call(module: ModuleType, query: object = query) -> object:
            return module.urlencode(query, doseq, quote_via=quote_via)

        assert_same(call)


@pytest.mark.parametrize("doseq", [False, True])
@pytest.mark.parametrize("safe", ["", " ", "/ +", "é"])
def test_urlencode_default_quoting_agrees_on_str_subclasses(doseq: bool, safe: str) -> None:
    assert_same(lambda m: m.urlencode(_FORM_PAIRS, doseq, safe))


@pytest.mark.parametrize(
    "text", ["", "plain", "a b/c", "é", "100%", _Text("a b"), _Text(""), _Text("x")]
)
def test_quote_and_unquote_agree_on_str_and_its_subclasses(text: str) -> None:
    for name in ("quote", "quote_plus", "unquote", "unquote_plus"):

        def call(module: ModuleType, name: str = name) -> object:
            return getattr(module, name)(text)

        assert_same(call)
    assert_same(lambda m: m.quote(text, safe="", encoding="utf-16"))
    assert_same(lambda m: m.quote(text, safe=b"/"))


@pytest.mark.parametrize("url", ["http://a/b", _Text("http://a/b;p"), " \thttp://[::1]/;x"])
@pytest.mark.parametrize("scheme", ["", "ftp", _Text("ftp"), None, b""])
def test_split_and_parse_agree_on_str_subclasses_and_odd_schemes(url: str, scheme: object) -> None:
    for name in ("urlsplit", "urlparse"):

        def split(module: ModuleType, name: str = name) -> object:
            return getattr(module, name)(url, scheme)

        def scheme_type(module: ModuleType, name: str = name) -> object:
            return type(getattr(module, name)(url, "x").scheme)

        assert_same(split)
        assert_same(scheme_type)


@pytest.mark.parametrize("base", ["http://a/b/c;p?q", _Text("http://a/b"), "mailto:x"])
@pytest.mark.parametrize("ref", ["g;x", _Text("../g"), "", "//h/p", ";", "http:g", "ftp://x/"])
def test_urljoin_agrees_on_str_subclasses(base: str, ref: str) -> None:
    assert_same(lambda m: m.urljoin(base, ref))
    assert_same(lambda m: type(m.urljoin(base, ref)))


@pytest.mark.parametrize("qs", ["a=1&b=%41+c", _Text("a=1"), "a&&b=", ""])
@pytest.mark.parametrize("separator", ["&", ";", _Text("&"), b"&", ""])
def test_parse_qsl_agrees_on_str_subclasses_and_separators(qs: str, separator: object) -> None:
    assert_same(lambda m: m.parse_qsl(qs, True, separator=separator))


# --- 3.15's missing_as_none and keep_empty, on every version -----------------------------------

# (url, urlsplit, urlparse, urldefrag) with missing_as_none=True, as CPython 3.15 gives them.
MISSING_AS_NONE = [
    pytest.param("http://a/b?#", ("http", "a", "/b", "", ""), ("http", "a", "/b", None, "", ""),
                 ("http://a/b?", ""), id="empty-query-and-fragment"),
    pytest.param("http://a/b", ("http", "a", "/b", None, None),
                 ("http", "a", "/b", None, None, None), ("http://a/b", None), id="none"),
    pytest.param("//a", (None, "a", "", None, None), (None, "a", "", None, None, None),
                 ("//a", None), id="no-scheme"),
    pytest.param("///p", (None, "", "/p", None, None), (None, "", "/p", None, None, None),
                 ("///p", None), id="empty-netloc"),
    pytest.param("a:", ("a", None, "", None, None), ("a", None, "", None, None, None),
                 ("a:", None), id="scheme-only"),
    pytest.param("mailto:x@y", ("mailto", None, "x@y", None, None),
                 ("mailto", None, "x@y", None, None, None), ("mailto:x@y", None), id="mailto"),
    pytest.param("?", (None, None, "", "", None), (None, None, "", None, "", None),
                 ("?", None), id="question-mark"),
    pytest.param("#", (None, None, "", None, ""), (None, None, "", None, None, ""),
                 ("", ""), id="hash"),
    pytest.param("", (None, None, "", None, None), (None, None, "", None, None, None),
                 ("", None), id="empty"),
    pytest.param("http://u@h:80/p;x?q#f", ("http", "u@h:80", "/p;x", "q", "f"),
                 ("http", "u@h:80", "/p", "x", "q", "f"), ("http://u@h:80/p;x?q", "f"),
                 id="all-parts"),
    pytest.param("http:///;?#", ("http", "", "/;", "", ""), ("http", "", "/", "", "", ""),
                 ("http:///;?", ""), id="all-empty"),
    pytest.param("//[::1]:8/p?", (None, "[::1]:8", "/p", "", None),
                 (None, "[::1]:8", "/p", None, "", None), ("//[::1]:8/p?", None), id="ipv6"),
    pytest.param("p;", (None, None, "p;", None, None), (None, None, "p", "", None, None),
                 ("p;", None), id="empty-params"),
]  # fmt: skip


@pytest.mark.parametrize(("url", "split", "parsed", "defragged"), MISSING_AS_NONE)
def test_missing_as_none_reports_absent_parts_as_none(
    url: str,
    split: tuple[str | None, ...],
    parsed: tuple[str | None, ...],
    defragged: tuple[str | None, ...],
) -> None:
    for result, expected in (
        (compat.urlsplit(url, missing_as_none=True), split),
        (compat.urlparse(url, missing_as_none=True), parsed),
        (compat.urldefrag(url, missing_as_none=True), defragged),
    ):
        assert tuple(result) == expected
        # Bytes in, bytes out, None kept.
        encoded = result.encode()
        assert tuple(encoded) == tuple(None if p is None else p.encode() for p in expected)
        assert encoded.decode() == result
    # Absent and empty kept apart, the text comes back as it was.
    assert compat.urlsplit(url, missing_as_none=True).geturl() == url
    assert compat.urlunsplit(compat.urlsplit(url, missing_as_none=True)) == url
    assert compat.urlunparse(compat.urlparse(url, missing_as_none=True)) == url


@pytest.mark.parametrize(("url", "split", "parsed", "defragged"), MISSING_AS_NONE)
def test_missing_as_none_agrees_with_urllib_parse_3_15(
    url: str,
    split: tuple[str | None, ...],
    parsed: tuple[str | None, ...],
    defragged: tuple[str | None, ...],
) -> None:
    if sys.version_info < (3, 15):
        # No urllib.parse before 3.15 has missing_as_none; the table above is 3.15's.
        with pytest.raises(TypeError, match="missing_as_none"):
            urllib.parse.urlsplit(url, missing_as_none=True)  # type: ignore[call-overload]
        return
    for name in ("urlsplit", "urlparse", "urldefrag"):
        assert_same(lambda m, name=name: getattr(m, name)(url, missing_as_none=True))
        assert_same(lambda m, name=name: getattr(m, name)(url.encode(), missing_as_none=True))


def test_missing_as_none_results_keep_their_flag_through_copies_and_pickles() -> None:
    result = compat.urlsplit("http://a/b?", missing_as_none=True)
    for again in (
        copy.copy(result),
        copy.deepcopy(result),
        result._replace(),
        pickle.loads(pickle.dumps(result)),
    ):
        assert again == result
        assert again.geturl() == "http://a/b?"
        assert type(again).__name__ == "SplitResult"
    assert isinstance(result, compat.SplitResult)
    assert repr(result) == (
        "SplitResult(scheme='http', netloc='a', path='/b', query='', fragment=None)"
    )


def test_absent_netloc_has_no_parts() -> None:
    result = compat.urlsplit("mailto:x@y", missing_as_none=True)
    assert (result.username, result.password, result.hostname, result.port) == (None,) * 4


KEEP_EMPTY = [
    # (urlunsplit's parts, the URL with keep_empty=True), as 3.15 gives them.
    pytest.param(("http", None, "/p", "", None), "http:/p?", id="absent-netloc"),
    pytest.param(("http", "", "/p", "", ""), "http:///p?#", id="empty-parts"),
    pytest.param(("", None, "//p", None, None), "////p", id="path-like-netloc"),
    pytest.param((None, None, "p", None, ""), "p#", id="empty-fragment"),
    pytest.param((b"http", None, b"", None, b""), b"http:#", id="bytes"),
]


@pytest.mark.parametrize(("parts", "kept"), KEEP_EMPTY)
def test_keep_empty_writes_empty_parts_and_leaves_out_absent_ones(
    parts: tuple[str | None, ...], kept: str
) -> None:
    assert compat.urlunsplit(parts, keep_empty=True) == kept
    if sys.version_info >= (3, 15):
        assert_same(lambda m: m.urlunsplit(parts, keep_empty=True))


@pytest.mark.parametrize(("parts", "kept"), KEEP_EMPTY)
def test_keep_empty_false_is_the_running_versions_urlunsplit(
    parts: tuple[str | None, ...], kept: str
) -> None:
    # keep_empty=False changes nothing: what urlunsplit(parts) is on this version,
    # None parts (and their errors) included, as urllib.parse says.
    assert_same(lambda m: m.urlunsplit(parts))
    assert outcome(lambda: compat.urlunsplit(parts, keep_empty=False)) == outcome(
        lambda: urllib.parse.urlunsplit(parts)
    )
    assert outcome(
        lambda: compat.urlunparse((*parts[:3], None, *parts[3:]), keep_empty=False)
    ) == (outcome(lambda: urllib.parse.urlunparse((*parts[:3], None, *parts[3:]))))


def test_keep_empty_is_refused_for_a_result_that_lost_the_difference() -> None:
    result = compat.urlsplit("http://a/b?")
    with pytest.raises(ValueError, match="Cannot distinguish between empty and not defined"):
        compat.urlunsplit(result, keep_empty=True)
    with pytest.raises(ValueError, match="Cannot distinguish between empty and not defined"):
        compat.urlunparse(compat.urlparse("http://a/b?"), keep_empty=True)
    # A plain tuple has no such flag, so keep_empty is taken at its word.
    assert compat.urlunsplit(tuple(result), keep_empty=True) == "http://a/b?#"
    if sys.version_info >= (3, 15):
        assert_same(lambda m: m.urlunsplit(m.urlsplit("http://a/b?"), keep_empty=True))

"""RFC 3986 section 5.2: remove_dot_segments, merge and resolve."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href._resolve import merge_paths, remove_dot_segments, resolve


def rfc_remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4's steps, transcribed literally (quadratic, for testing only)."""
    source, output = path, ""
    while source:
        if source.startswith("../"):
            source = source[3:]
        elif source.startswith(("./", "/./")):
            source = source[2:]
        elif source == "/.":
            source = "/"
        elif source.startswith("/../") or source == "/..":
            source = "/" + source[4:] if source.startswith("/../") else "/"
            output = output[: max(output.rfind("/"), 0)]
        elif source in (".", ".."):
            source = ""
        else:
            cut = source.find("/", 1)
            cut = len(source) if cut == -1 else cut
            output, source = output + source[:cut], source[cut:]
    return output


REMOVE_DOT_SEGMENTS = [
    # RFC 3986 5.2.4's two worked examples.
    pytest.param("/a/b/c/./../../g", "/a/g", id="rfc-example-1"),
    pytest.param("mid/content=5/../6", "mid/6", id="rfc-example-2"),
    # Edges of rules A-E.
    pytest.param("", "", id="empty"),
    pytest.param(".", "", id="lone-dot"),
    pytest.param("..", "", id="lone-dots"),
    pytest.param("./", "", id="dot-slash"),
    pytest.param("../a", "a", id="leading-dots-dropped"),
    pytest.param("/..", "/", id="root-dots"),
    pytest.param("/.", "/", id="root-dot"),
    pytest.param("/a/..", "/", id="climb-to-root"),
    pytest.param("a/..", "/", id="relative-climb-leaves-slash"),
    pytest.param("/a//..", "/a/", id="empty-segment-popped"),
    pytest.param(".//x", "/x", id="dot-then-empty"),
    pytest.param("/a/b/", "/a/b/", id="no-dots-untouched"),
    pytest.param("/a.b/..c/d.", "/a.b/..c/d.", id="dots-inside-names"),
    pytest.param("/%2E/%2E%2E", "/%2E/%2E%2E", id="escaped-dots-are-not-dots"),
]


@pytest.mark.parametrize(("path", "expected"), REMOVE_DOT_SEGMENTS)
def test_remove_dot_segments_table(path: str, expected: str) -> None:
    assert remove_dot_segments(path) == expected
    assert rfc_remove_dot_segments(path) == expected


@settings(max_examples=examples(3000))
@given(
    st.lists(st.sampled_from(["", ".", "..", "a", "b.", ".c", "%2E"]), max_size=9).map("/".join)
)
def test_remove_dot_segments_matches_the_rfc_steps(path: str) -> None:
    assert remove_dot_segments(path) == rfc_remove_dot_segments(path)


@given(st.text(alphabet="/.ab", max_size=30))
def test_remove_dot_segments_is_idempotent_on_absolute_paths(path: str) -> None:
    once = remove_dot_segments("/" + path)
    assert remove_dot_segments(once) == once


def test_remove_dot_segments_is_linear_in_the_input() -> None:
    # 200k segments would take minutes with a quadratic loop.
    assert remove_dot_segments("/a" * 100_000 + "/.." * 100_000) == "/"


@pytest.mark.parametrize(
    ("authority", "base_path", "reference", "expected"),
    [
        pytest.param("a", "/b/c/d;p", "g", "/b/c/g", id="drop-last-segment"),
        pytest.param("a", "", "g", "/g", id="empty-base-path-with-authority"),
        pytest.param(None, "", "g", "g", id="empty-base-path-without-authority"),
        pytest.param(None, "x", "g", "g", id="rootless-base"),
        pytest.param("a", "/b/", "g", "/b/g", id="directory-base"),
    ],
)
def test_merge_paths(authority: str | None, base_path: str, reference: str, expected: str) -> None:
    assert merge_paths(authority, base_path, reference) == expected


BASE = ("http", "a", "/b/c/d;p", "q", None)


def test_resolve_strict_keeps_a_same_scheme_reference_absolute() -> None:
    # RFC 3986 5.4.2: "http:g" is "http:g" for strict parsers ...
    assert resolve(BASE, ("http", None, "g", None, None)) == ("http", None, "g", None, None)


def test_resolve_non_strict_reads_a_same_scheme_reference_as_relative() -> None:
    # ... and "http://a/b/c/g" for backward-compatible ones.
    result = resolve(BASE, ("HTTP", None, "g", None, None), strict=False)
    assert result == ("http", "a", "/b/c/g", None, None)


def test_resolve_empty_reference_keeps_base_query_and_drops_fragment() -> None:
    base = ("http", "a", "/p", "q", "f")
    assert resolve(base, (None, None, "", None, None)) == ("http", "a", "/p", "q", None)

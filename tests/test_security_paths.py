"""Security, docs/security.md section 2: "/" and child() cannot climb out of the path."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL
from security_values import (
    hostile_text,
    segments_before_append,
    written_parts,
)

# ---------------------------------------------------------------------------
# 2. "/" and child() cannot climb out of the path they append to
# ---------------------------------------------------------------------------

CONTAINMENT_BASES = (
    "https://files.example/users/alice",
    "https://files.example/users/alice/",
    "https://files.example",
    "https://files.example/a/./b/../c",
    "https://files.example/a/%2e%2E/b",
    "https://files.example/a%2fb/",
    "file:///srv/files/",
    "https://files.example/users/alice?token=1#top",
)
# Pieces that spell (or almost spell) a dot segment, a separator or an escape.
_TRAVERSAL_PIECES = (
    *(".", "..", "/", "\\", "%", "2e", "2E", "%2e", "%2E", "%2f", "%5c", "%252e"),
    *(";", "?", "#", "a", "\uff0e", "\u2024"),
)
traversal_text: st.SearchStrategy[str] = st.one_of(
    st.lists(st.sampled_from(_TRAVERSAL_PIECES), max_size=8).map("".join), hostile_text
)
# What browsers read as a dot segment (WHATWG URL standard, path state).
_DOT_SEGMENTS = frozenset({".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"})


def _assert_within(base: URL, appended: URL) -> None:
    """The appended URL stays under the base, by RFC 3986 and by browsers' rules."""
    prefix = segments_before_append(base.normalize())
    assert appended.normalize().path.segments[: len(prefix)] == prefix
    # Nothing appended is a dot segment or a backslash to a browser either.
    added = appended.path.raw_segments[len(segments_before_append(base)) :]
    for segment in added:
        assert segment.lower() not in _DOT_SEGMENTS
        assert "\\" not in segment
    assert written_parts(appended)["query"] == written_parts(base)["query"]


@given(base=st.sampled_from(CONTAINMENT_BASES).map(URL), value=traversal_text)
def test_appended_values_cannot_climb_out_of_the_path(base: URL, value: str) -> None:
    for append in (base.__truediv__, base.child):
        try:
            appended = append(value)
        except ValueError as error:
            assert "segment" in str(error) or "starts with '/'" in str(error)
            continue
        _assert_within(base, appended)


TRAVERSALS = [
    # value, raw tail of base / value (None: refused), raw tail of base.child(value)
    pytest.param("..", None, None, id="dot-dot"),
    pytest.param(".", None, None, id="dot"),
    pytest.param("../admin", None, "..%2Fadmin", id="dot-dot-slash"),
    pytest.param("a/../../admin", None, "a%2F..%2F..%2Fadmin", id="inner-dot-dot"),
    pytest.param("a/./b", None, "a%2F.%2Fb", id="inner-dot"),
    pytest.param("/etc/passwd", None, "%2Fetc%2Fpasswd", id="absolute"),
    pytest.param("//evil.example", None, "%2F%2Fevil.example", id="network-path"),
    pytest.param("%2e%2e", "%252e%252e", "%252e%252e", id="escaped-dot-dot"),
    pytest.param("%2E%2e", "%252E%252e", "%252E%252e", id="escaped-mixed-case"),
    pytest.param(".%2e", ".%252e", ".%252e", id="half-escaped"),
    pytest.param("%2e", "%252e", "%252e", id="escaped-dot"),
    pytest.param("..%2f..%2fadmin", "..%252f..%252fadmin", "..%252f..%252fadmin", id="esc-slash"),
    pytest.param("..\\..\\admin", "..%5C..%5Cadmin", "..%5C..%5Cadmin", id="backslash"),
    pytest.param("..;", "..;", "..;", id="dot-dot-semicolon"),
    pytest.param("\uff0e\uff0e", "%EF%BC%8E%EF%BC%8E", "%EF%BC%8E%EF%BC%8E", id="full-width"),
    pytest.param("..?x#y", "..%3Fx%23y", "..%3Fx%23y", id="dot-dot-query"),
    pytest.param("a/", "a/", "a%2F", id="trailing-slash"),
]


@pytest.mark.parametrize(("value", "slash", "child"), TRAVERSALS)
def test_traversal_values_are_refused_or_encoded(
    value: str, slash: str | None, child: str | None
) -> None:
    base = URL("https://files.example/users/alice/?k=v")
    for append, expected in ((base.__truediv__, slash), (base.child, child)):
        if expected is None:
            with pytest.raises(ValueError, match=r"segment|starts with '/'"):
                append(value)
        else:
            appended = append(value)
            assert str(appended) == f"https://files.example/users/alice/{expected}?k=v"
            _assert_within(base, appended)


def test_child_keeps_a_slash_inside_one_segment() -> None:
    url = URL("https://files.example/users/alice/").child("../../admin")
    assert url.path.segments == ("users", "alice", "../../admin")
    assert url.normalize().path.segments == ("users", "alice", "../../admin")

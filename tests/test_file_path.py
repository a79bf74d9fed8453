"""File paths to file: URLs and back (RFC 8089), against pathlib's as_uri()."""

from __future__ import annotations

import os
import pathlib
import sys
import warnings
from pathlib import PurePath, PurePosixPath, PureWindowsPath

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL


def _pathlib_uri(path: PurePath) -> str:
    """pathlib's own file URL for ``path``: the yardstick."""
    with warnings.catch_warnings():
        # Python 3.14 deprecates PurePath.as_uri() in favour of Path.as_uri(),
        # which only exists for this system's paths; the pure one is what we need.
        warnings.simplefilter("ignore", DeprecationWarning)
        return path.as_uri()


POSIX_PATHS = [
    "/",
    "/var/a b.txt",
    "/srv/100% #1?.csv",
    "/home/zoë/résumé.pdf",
    "/a/b/",
    "//double/slash",
    "/a;b=c/@d:e",
    "/emoji/💩",
]
WINDOWS_PATHS = [
    "C:/",
    "C:/Users/Zoë/a b.txt",
    "c:/100% #1?.csv",
    "//server/share/dir/file.txt",
    "D:/a;b/@c",
]


@pytest.mark.parametrize("text", POSIX_PATHS)
def test_posix_paths_match_pathlib_and_read_back(text: str) -> None:
    path = PurePosixPath(text)
    url = URL.from_file_path(path)
    assert str(url) == _pathlib_uri(path)
    assert url.to_file_path(windows=False) == path


@pytest.mark.parametrize("text", WINDOWS_PATHS)
def test_windows_paths_match_pathlib_and_read_back(text: str) -> None:
    path = PureWindowsPath(text)
    url = URL.from_file_path(path)
    assert str(url) == _pathlib_uri(path)
    assert url.to_file_path(windows=True) == path


@pytest.mark.parametrize(
    ("url", "windows", "path"),
    [
        ("file:/a/b", False, "/a/b"),  # RFC 8089 E.1: no authority
        ("file://localhost/a/b", False, "/a/b"),
        ("FILE://LOCALHOST/a", False, "/a"),
        ("file:///a%2520b", False, "/a%20b"),
        ("file:c:/a/b", True, "c:/a/b"),  # E.2
        ("file:///c|/a", True, "c:/a"),  # E.2.2
        ("file:///C:", True, "C:/"),
        ("file://localhost/c:/a", True, "c:/a"),
        ("file://server/share/a", True, "//server/share/a"),
    ],
)
def test_the_other_forms_of_rfc_8089_read(url: str, windows: bool, path: str) -> None:
    expected = PureWindowsPath(path) if windows else PurePosixPath(path)
    assert URL(url).to_file_path(windows=windows) == expected


@pytest.mark.parametrize(
    ("url", "windows", "reason"),
    [
        ("https://h/a", False, "is not a file: URL"),
        ("file:///a?b", False, "has a query or fragment"),
        ("file:///a#b", False, "has a query or fragment"),
        ("file://server/a", False, "a POSIX path has no host"),
        ("file:a/b", False, "relative path"),
        ("file:///a%2Fb", False, "encoded '/'"),
        ("file:///a%00b", False, "NUL byte"),
        ("file:///a/b", True, "names no drive"),
        ("file:///c:/%FF", True, "not UTF-8"),
    ],
)
def test_what_no_path_can_hold_is_refused(url: str, windows: bool, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        URL(url).to_file_path(windows=windows)


def test_a_relative_path_has_no_file_url() -> None:
    with pytest.raises(ValueError, match="needs an absolute path, not 'a/b'"):
        URL.from_file_path(PurePosixPath("a/b"))


def test_this_systems_paths() -> None:
    here = pathlib.Path(__file__).resolve()
    url = URL.from_file_path(here)
    assert str(url) == here.as_uri()
    assert url.to_file_path() == here
    assert isinstance(url.to_file_path(), pathlib.Path)
    assert URL.from_file_path(str(here)) == url
    if sys.version_info >= (3, 13):
        assert pathlib.Path.from_uri(str(url)) == here


@pytest.mark.skipif(os.name == "nt", reason="POSIX file names are bytes only on POSIX")
def test_a_posix_name_that_is_not_utf8_keeps_its_bytes() -> None:
    path = PurePosixPath(os.fsdecode(b"/data/caf\xe9.txt"))
    url = URL.from_file_path(path)
    assert str(url) == "file:///data/caf%E9.txt" == _pathlib_uri(path)
    assert url.to_file_path(windows=False) == path


# Any name a POSIX file may have but "/" and NUL (codec: no lone surrogates).
_NAME = st.text(st.characters(codec="utf-8", exclude_characters="/\x00"), min_size=1)


@given(st.lists(_NAME, min_size=1, max_size=4))
def test_posix_round_trip(names: list[str]) -> None:
    path = PurePosixPath("/", *names)
    url = URL.from_file_path(path)
    assert str(url) == _pathlib_uri(path)
    assert url.to_file_path(windows=False) == path

"""File paths to file: URLs and back (RFC 8089), against pathlib's as_uri()."""

from __future__ import annotations

import os
import pathlib
import re
import sys
import warnings
from collections.abc import Callable
from pathlib import PurePath, PurePosixPath, PureWindowsPath
from typing import cast

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
        ("file:///a%2Fb", False, "escaped separator in the path segment 'a%2Fb'"),
        ("file:///a%00b", False, "NUL byte"),
        ("file:///a/b", True, "names no drive"),
        ("file://server", True, "names a server but no share"),
        ("file:////server/", True, "names a server but no share"),
        ("file://server//a", True, "names a server but no share"),
        ("file://ser%2Fver/share/a", True, "escaped separator in the host 'ser%2Fver'"),
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


# -- Windows: the forms nturl2path and pathlib's Path.from_uri read ----------------


def _nturl2path(url: str) -> PureWindowsPath | None:
    """``nturl2path.url2pathname`` of the text after ``file:``, where it is there."""
    with warnings.catch_warnings():
        # Python 3.14 deprecates nturl2path (urllib.request has its code).
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            import nturl2path  # noqa: PLC0415 - an oracle that may be gone
        except ImportError:  # pragma: no cover - a later Python
            return None
        return PureWindowsPath(nturl2path.url2pathname(url.removeprefix("file:")))


def _pathlib_from_uri(url: str) -> PureWindowsPath | None:
    """pathlib's ``Path.from_uri`` read for Windows, where this Python can ask it."""
    if sys.version_info < (3, 13):
        return None
    if os.name == "nt":  # pragma: no cover - a Windows runner
        return PureWindowsPath(pathlib.Path.from_uri(url))
    if sys.version_info[:2] == (3, 13):
        # 3.13's from_uri reads the text by string rules alone and builds
        # cls(...), so it reads Windows's forms here too; 3.14's asks this
        # system's url2pathname.
        from_uri = cast(
            "Callable[[type[PurePath], str], PurePath]", vars(pathlib.Path)["from_uri"].__func__
        )
        return cast("PureWindowsPath", from_uri(PureWindowsPath, url))
    return None  # pragma: no cover


# url, the Windows path, and whether nturl2path reads it so too (pathlib's
# Path.from_uri reads every one so).
WINDOWS_FORMS = [
    pytest.param("file:///C:/a/b.txt", "C:/a/b.txt", True, id="drive"),
    pytest.param("file:///c|/a", "c:/a", True, id="drive-bar"),
    pytest.param("file://localhost/C:/a", "C:/a", True, id="drive-localhost"),
    pytest.param("file:///C:/Zo%C3%AB%20%231.txt", "C:/Zoë #1.txt", True, id="drive-escapes"),
    pytest.param("file://server/share/f.txt", "//server/share/f.txt", True, id="unc-host"),
    pytest.param("file:////server/share/f.txt", "//server/share/f.txt", True, id="unc-4-slashes"),
    pytest.param(
        "file://///server/share/f.txt", "//server/share/f.txt", False, id="unc-5-slashes"
    ),
    pytest.param(
        "file://localhost//server/share/f", "//server/share/f", False, id="unc-localhost"
    ),
    pytest.param("file:////server/sh%20are/a%20b", "//server/sh are/a b", True, id="unc-escapes"),
    pytest.param("file://%3F/C%3A/a/b.txt", "//?/C:/a/b.txt", True, id="extended-length"),
]


@pytest.mark.parametrize(("url", "expected", "nturl2path_too"), WINDOWS_FORMS)
def test_windows_forms_read_as_nturl2path_and_pathlib_read_them(
    url: str, expected: str, nturl2path_too: bool
) -> None:
    path = URL(url).to_file_path(windows=True)
    assert path == PureWindowsPath(expected)
    if nturl2path_too and (oracle := _nturl2path(url)) is not None:
        assert path == oracle
    if (oracle := _pathlib_from_uri(url)) is not None:
        assert path == oracle


# An escaped separator is one name holding "/" or "\\": no file name holds
# either, and reading it as two names would name another file (nturl2path and
# pathlib both do).
ESCAPED_SEPARATORS = [
    pytest.param("file:///C:/a%2Fb.txt", True, "a%2Fb.txt", id="windows-slash"),
    pytest.param("file:///C:/dir/a%2fb.txt", True, "a%2fb.txt", id="windows-slash-lower"),
    pytest.param("file:///C:/a%5Cb.txt", True, "a%5Cb.txt", id="windows-backslash"),
    pytest.param("file:///C:/a%5cb/c", True, "a%5cb", id="windows-backslash-lower"),
    pytest.param("file://server/share/a%2Fb", True, "a%2Fb", id="windows-unc"),
    pytest.param("file:////server/sh%5Care/x", True, "sh%5Care", id="windows-unc-share"),
    pytest.param("file:///C%3A%2Fa", True, "C%3A%2Fa", id="windows-drive"),
    pytest.param("file:///a%2Fb", False, "a%2Fb", id="posix-slash"),
    pytest.param("file:///dir/a%2fb/c", False, "a%2fb", id="posix-slash-lower"),
    pytest.param("file://localhost/%2Fetc/passwd", False, "%2Fetc", id="posix-localhost"),
]


@pytest.mark.parametrize(("url", "windows", "segment"), ESCAPED_SEPARATORS)
def test_an_escaped_separator_is_an_error_naming_its_segment(
    url: str, windows: bool, segment: str
) -> None:
    kind = "Windows file name holds '/' or '\\'" if windows else "POSIX file name holds '/'"
    message = f"{url!r} has an escaped separator in the path segment {segment!r}: no {kind}"
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        URL(url).to_file_path(windows=windows)


def test_a_posix_name_may_hold_an_escaped_backslash() -> None:
    assert URL("file:///a%5Cb").to_file_path(windows=False) == PurePosixPath("/a\\b")


# A Windows name: any text but the separators, NUL, ":" (a drive, or a stream
# when it follows one) and the names pathlib reads as no part ("", ".").
_WINDOWS_NAME = st.text(
    st.characters(codec="utf-8", exclude_characters="/\\\x00:"), min_size=1
).filter(lambda name: name.strip(" ") not in {"", ".", ".."})
_SERVER = st.from_regex(r"[a-z0-9][a-z0-9-]{0,14}", fullmatch=True)


@given(
    st.one_of(
        st.builds(lambda d: f"{d}:/", st.sampled_from("ACZcz")),
        st.builds(lambda s, share: f"//{s}/{share}/", _SERVER, _WINDOWS_NAME),
    ),
    st.lists(_WINDOWS_NAME, max_size=4),
)
def test_windows_round_trip(anchor: str, names: list[str]) -> None:
    path = PureWindowsPath(anchor, *names)
    url = URL.from_file_path(path)
    assert str(url) == _pathlib_uri(path)
    assert url.to_file_path(windows=True) == path
    if (oracle := _nturl2path(str(url))) is not None:
        assert oracle == path

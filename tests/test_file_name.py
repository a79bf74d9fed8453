"""URL.file_name(): the last path segment as one file name, safe on POSIX and Windows."""

from __future__ import annotations

import ntpath
import posixpath
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL
from href._file_name import LONGEST_NAME, safe_file_name
from href._quote import quote
from href.strategies import urls

# Ordinary names come back decoded and otherwise as they are.
ORDINARY = [
    pytest.param("https://h/dl/report%202024.pdf", "report 2024.pdf", id="space"),
    pytest.param("https://h/dl/ünïcode.txt", "ünïcode.txt", id="unicode"),
    pytest.param("https://h/dl/%C3%BCn%C3%AFcode.txt", "ünïcode.txt", id="encoded-unicode"),
    pytest.param("https://h/a/b/archive.tar.gz?x=1#f", "archive.tar.gz", id="query-fragment"),
    pytest.param("https://h/.bashrc", ".bashrc", id="hidden"),
    pytest.param("https://h/100%.txt", "100%.txt", id="percent-not-an-escape"),
    pytest.param("https://h/a%2Bb%20(1).txt", "a+b (1).txt", id="plus-parens"),
    pytest.param("file:///C:/Users/x/notes.md", "notes.md", id="file-url"),
    pytest.param("https://h/%E6%97%A5%E6%9C%AC.html", "日本.html", id="cjk"),
]

# What cannot stand in a name is written as escapes, so that names stay distinct.
MADE_SAFE = [
    pytest.param("https://h/dl/..%2F..%2Fetc%2Fpasswd", "..%2F..%2Fetc%2Fpasswd", id="slashes"),
    pytest.param("https://h/dl/..%5C..%5Cwin.ini", "..%5C..%5Cwin.ini", id="backslashes"),
    pytest.param("https://h/dl/a%00b", "a%00b", id="nul"),
    pytest.param("https://h/dl/a%0Ab%1B", "a%0Ab%1B", id="controls"),
    pytest.param("https://h/dl/a%C2%85b", "a%C2%85b", id="c1-control"),
    pytest.param("https://h/dl/%E2%80%AEtxt.exe", "%E2%80%AEtxt.exe", id="bidi-override"),
    pytest.param("https://h/dl/a%E2%81%A6b", "a%E2%81%A6b", id="bidi-isolate"),
    pytest.param("https://h/dl/C%3A%5Cx", "C%3A%5Cx", id="drive"),
    pytest.param("https://h/dl/a%3A%3A%24DATA", "a%3A%3A$DATA", id="ntfs-stream"),
    pytest.param("https://h/dl/a%3Cb%3E%22%7C%3F*", "a%3Cb%3E%22%7C%3F%2A", id="windows-chars"),
    pytest.param("https://h/dl/name.", "name%2E", id="trailing-dot"),
    pytest.param("https://h/dl/name%20%20", "name%20%20", id="trailing-spaces"),
    pytest.param("https://h/dl/...", "%2E%2E%2E", id="three-dots"),
    pytest.param("https://h/dl/a%252Fb", "a%252Fb", id="literal-escape"),
    pytest.param("https://h/dl/%FF%FEx.txt", "%FF%FEx.txt", id="not-utf-8"),
    # The fuzzer's url_display:file-name:UnicodeEncodeError (a lone surrogate).
    pytest.param(":\u200e\ud80080", "%3A%E2%80%8E%ED%A0%8080", id="lone-surrogate"),
    pytest.param("https://h/dl/CON", "_CON", id="device"),
    pytest.param("https://h/dl/con.txt", "_con.txt", id="device-with-suffix"),
    pytest.param("https://h/dl/Com1.tar.gz", "_Com1.tar.gz", id="device-com1"),
    pytest.param("https://h/dl/LPT9%20.log", "_LPT9 .log", id="device-space"),
    pytest.param("https://h/dl/NUL", "_NUL", id="device-nul"),
    pytest.param("https://h/dl/CONOUT$", "_CONOUT$", id="device-conout"),
    pytest.param("https://h/dl/CONSOLE.txt", "CONSOLE.txt", id="not-a-device"),
]

# Nothing usable: the default.
DEFAULTED = [
    pytest.param("https://h/dl/%2e%2e", id="dot-dot"),
    pytest.param("https://h/dl/..", id="dot-dot-written"),
    pytest.param("https://h/dl/%2E", id="dot"),
    pytest.param("https://h/dl/", id="trailing-slash"),
    pytest.param("https://h", id="no-path"),
    pytest.param("mailto:", id="empty"),
]


@pytest.mark.parametrize(("url", "name"), ORDINARY + MADE_SAFE)
def test_file_name(url: str, name: str) -> None:
    assert URL(url).file_name() == name


@pytest.mark.parametrize("url", DEFAULTED)
def test_nothing_usable_gives_the_default(url: str) -> None:
    assert URL(url).file_name() == "download"
    assert URL(url).file_name("index.html") == "index.html"


def test_a_long_name_is_cut_to_255_bytes_keeping_its_suffix() -> None:
    name = URL(f"https://h/{'é' * 300}.tar.gz").file_name()
    assert len(name.encode("utf-8")) <= LONGEST_NAME
    assert name.endswith("é.gz")
    assert name == "é" * 126 + ".gz"  # 252 bytes and the suffix
    ascii_name = URL(f"https://h/{'a' * 400}").file_name()
    assert ascii_name == "a" * LONGEST_NAME


def test_a_cut_never_leaves_half_an_escape_or_a_trailing_dot() -> None:
    name = URL(f"https://h/{'a' * 253}%00b").file_name()
    assert name == "a" * 253
    name = URL(f"https://h/{'a' * 254}.{'b' * 40}").file_name()
    assert name == "a" * 254


def test_distinct_segments_give_distinct_names() -> None:
    segments = ["a%2Fb", "a%5Cb", "a%252Fb", "a_b", "a%3Fb", "a.", "a%2E"]
    names = [URL(f"https://h/{segment}").file_name() for segment in segments]
    assert names == ["a%2Fb", "a%5Cb", "a%252Fb", "a_b", "a%3Fb", "a%2E", "a%2E"]
    # "a." and "a%2E" are one segment to a server, decoded.
    assert len(set(names)) == len(names) - 1


@pytest.mark.parametrize(
    ("default", "error", "message"),
    [
        pytest.param(
            "",
            ValueError,
            "file_name() default '' names no file: give a name such as 'download'",
            id="empty",
        ),
        pytest.param(
            "..",
            ValueError,
            "file_name() default '..' names no file: give a name such as 'download'",
            id="dot-dot",
        ),
        pytest.param(
            "a/b",
            ValueError,
            "file_name() default 'a/b' is not a safe file name as it is "
            "(it would be saved as 'a%2Fb')",
            id="slash",
        ),
        pytest.param(
            "CON",
            ValueError,
            "file_name() default 'CON' is not a safe file name as it is "
            "(it would be saved as '_CON')",
            id="device",
        ),
        pytest.param(
            b"download", TypeError, "file_name() expected a str default, got bytes", id="bytes"
        ),
    ],
)
def test_a_default_that_is_no_safe_name_is_refused(
    default: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as raised:
        URL("https://h/file.txt").file_name(default)  # type: ignore[arg-type]
    assert str(raised.value) == message


def _one_entry_inside(flavour: ModuleType, folder: str, name: str) -> None:
    joined = flavour.join(folder, name)
    head, tail = flavour.split(joined)
    assert (head, tail) == (folder, name)
    assert flavour.normpath(joined) == joined
    assert flavour.dirname(flavour.normpath(joined)) == folder
    assert not flavour.isabs(name)
    assert flavour.splitdrive(name) == ("", name)
    assert name not in ("", ".", "..")


segments = st.one_of(
    st.text(st.characters(codec="utf-8"), max_size=40).map(quote),
    st.lists(
        st.sampled_from(["%2e", "%2F", "%5C", ".", " ", "%00", "CON", "a", "%3A", "%FF", "é"]),
        max_size=8,
    ).map("".join),
    st.integers(200, 300).map(lambda size: "é" * size + ".txt"),
)


@settings(max_examples=examples(2000))
@given(segments)
def test_any_segment_is_one_name_inside_the_folder_on_posix_and_windows(segment: str) -> None:
    name = URL(f"https://h/dl/{segment}").file_name()
    assert len(name.encode("utf-8")) <= LONGEST_NAME
    _one_entry_inside(posixpath, "/srv/downloads", name)
    _one_entry_inside(ntpath, "C:\\Downloads", name)
    assert not name.endswith((".", " "))
    assert safe_file_name(quote(name, safe="%"), "download") in (name, "download")


@settings(max_examples=examples(1000))
@given(urls(iri=True))
def test_any_url_gives_one_name_inside_the_folder(url: URL) -> None:
    name = url.file_name()
    _one_entry_inside(posixpath, "/srv/downloads", name)
    _one_entry_inside(ntpath, "C:\\Downloads", name)

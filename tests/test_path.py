"""Path: segments, name, suffix, parent."""

from __future__ import annotations

from pathlib import PurePosixPath

import pytest

from href import URL, InvalidURL, Path


@pytest.mark.parametrize(
    ("text", "segments", "name", "suffix", "parent"),
    [
        ("", (), "", "", ""),
        ("/", ("",), "", "", "/"),
        ("/a", ("a",), "a", "", "/"),
        ("/a/b.txt", ("a", "b.txt"), "b.txt", ".txt", "/a"),
        ("/a/b/", ("a", "b", ""), "", "", "/a/b"),
        ("a/b.tar.gz", ("a", "b.tar.gz"), "b.tar.gz", ".gz", "a"),
        ("b", ("b",), "b", "", ""),
        ("/.bashrc", (".bashrc",), ".bashrc", "", "/"),
        ("/a./b.", ("a.", "b."), "b.", "", "/a."),
        ("/%2F%20x", ("/ x",), "/ x", "", "/"),
        ("//a", ("", "a"), "a", "", "/"),
    ],
)
def test_path_views(
    text: str, segments: tuple[str, ...], name: str, suffix: str, parent: str
) -> None:
    path = Path(text)
    assert str(path) == text
    assert path.segments == segments
    assert path.name == name
    assert path.suffix == suffix
    assert path.parent == Path(parent)
    assert path.is_absolute() == text.startswith("/")


def test_raw_segments_keep_escapes() -> None:
    assert Path("/a%2Fb/c").raw_segments == ("a%2Fb", "c")


@pytest.mark.parametrize("text", ["/a?b", "/a#b", "/a\nb"])
def test_path_refuses_what_cannot_stand_in_a_path(text: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        Path(text)
    assert caught.value.part == "path"
    assert repr(text) in str(caught.value)


def test_a_path_equals_the_str_it_is_written_as() -> None:
    # Issue 14: url.path == "/x" was silently False.
    path = URL("https://h/x").path
    assert path == "/x"
    assert path != "/X"
    assert path in {"/x"}
    assert hash(path) == hash("/x") == hash(Path("/x"))
    assert Path("/a%20b") != "/a b"  # the text as written, not decoded
    assert sorted([Path("/b"), Path("/a")]) == ["/a", "/b"]


@pytest.mark.parametrize(
    ("text", "stem", "suffixes"),
    [
        # pathlib's readings of the same names (PurePosixPath(name).stem, .suffixes).
        ("/a/report.tar.gz", "report.tar", (".tar", ".gz")),
        ("/a/report.pdf", "report", (".pdf",)),
        ("/a/.bashrc", ".bashrc", ()),
        ("/a/..x.y", "..x", (".y",)),
        ("/a/name.", "name.", ()),
        ("/a/", "", ()),
        ("", "", ()),
        ("/r%C3%A9sum%C3%A9.pdf", "résumé", (".pdf",)),
    ],
)
def test_stem_and_suffixes_read_as_pathlib_does(
    text: str, stem: str, suffixes: tuple[str, ...]
) -> None:
    path = Path(text)
    assert (path.stem, path.suffixes) == (stem, suffixes)
    name = PurePosixPath(path.name)
    # pathlib 3.14 reads a trailing "." as a suffix (earlier ones did not, nor
    # does href, on every version): compare where they all agree.
    if path.name and not path.name.endswith("."):
        assert (name.stem, tuple(name.suffixes)) == (stem, suffixes)


def test_decoded_is_the_path_with_its_escapes_decoded() -> None:
    assert Path("/a%20b/%C3%A9").decoded == "/a b/é"
    assert Path("/a%2Fb").decoded == "/a/b"  # segments keep them apart
    assert Path("/a%2Fb").segments == ("a/b",)
    assert Path("/%FF").decoded == "/\ufffd"


def test_is_absolute_is_a_method_as_in_pathlib() -> None:
    assert Path("/a").is_absolute() is True
    assert Path("a").is_absolute() is False
    assert Path("").is_absolute() is False


@pytest.mark.parametrize(("text", "absolute"), [("/a", True), ("a", False)])
def test_is_absolute_read_as_a_bool_still_answers_with_a_warning(
    text: str, *, absolute: bool
) -> None:
    # href 0.1's property, read as before: the old answer, not an always-true
    # bound method, and a DeprecationWarning that says to call it.
    attribute: object = Path(text).is_absolute
    with pytest.warns(DeprecationWarning, match=r"call it, path\.is_absolute\(\)"):
        assert bool(attribute) is absolute
    with pytest.warns(DeprecationWarning, match="is a method, as in pathlib"):
        assert (attribute == True) is absolute  # noqa: E712 - the old comparison is the test

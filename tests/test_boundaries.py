"""URL at the boundaries of other libraries: their URL types, and urllib.request."""

from __future__ import annotations

import importlib.util
import pathlib
import re
import sys
import types
import urllib.request
from collections.abc import Iterator

import pytest

from href import URL

# -- another library's URL --------------------------------------------------------


class _ForeignURL:
    """A URL type of another library: its own class named URL, and str() gives its text."""

    def __init__(self, text: str) -> None:
        self._text = text

    def __str__(self) -> str:
        return self._text


def _foreign_class(module: str) -> type[_ForeignURL]:
    """A class named URL, as if defined in ``module``."""
    return type("URL", (_ForeignURL,), {"__module__": module})


@pytest.fixture
def fake_yarl() -> Iterator[type[_ForeignURL]]:
    """A class named URL in a package named like yarl's, defined in a private module."""
    package = types.ModuleType("fakeyarl")
    inner = types.ModuleType("fakeyarl._url")
    cls = _foreign_class("fakeyarl._url")
    inner.URL = cls  # type: ignore[attr-defined]
    package.URL = cls  # type: ignore[attr-defined]
    sys.modules["fakeyarl"], sys.modules["fakeyarl._url"] = package, inner
    yield cls
    del sys.modules["fakeyarl"], sys.modules["fakeyarl._url"]


def test_another_librarys_url_is_named_with_its_package(fake_yarl: type[_ForeignURL]) -> None:
    message = "URL() expected str, got fakeyarl.URL; convert it with str(): URL(str(value))"
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        URL(fake_yarl("https://example.com/"))  # type: ignore[arg-type]
    # And str() does convert it.
    assert URL(str(fake_yarl("https://example.com/"))) == URL("https://example.com/")


def test_a_class_its_package_does_not_export_keeps_its_module() -> None:
    # Starlette's URL lives in starlette.datastructures, which is its public name.
    cls = _foreign_class("starlette_like.datastructures")
    with pytest.raises(TypeError, match=r"got starlette_like\.datastructures\.URL; convert"):
        URL(cls("https://example.com/"))  # type: ignore[arg-type]


def test_from_user_input_names_the_type_too(fake_yarl: type[_ForeignURL]) -> None:
    message = (
        "URL.from_user_input() expected str, got fakeyarl.URL; "
        "convert it with str(): URL.from_user_input(str(value))"
    )
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        URL.from_user_input(fake_yarl("example.com"))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "message"),
    [
        pytest.param(5, "URL() expected str, got int", id="int"),
        pytest.param(None, "URL() expected str, got NoneType", id="none"),
        pytest.param(b"http://a", "URL() expected str, got bytes", id="bytes"),
        pytest.param(object(), "URL() expected str, got object", id="object"),
    ],
)
def test_a_builtin_value_gets_no_str_hint(value: object, message: str) -> None:
    # str() of these is no URL's text: suggesting it would be wrong.
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        URL(value)  # type: ignore[arg-type]


def test_a_file_path_points_to_from_file_path() -> None:
    message = (
        "URL() expected str, got pathlib.PurePosixPath; "
        "a file path's URL is URL.from_file_path(value)"
    )
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        URL(pathlib.PurePosixPath("/srv/a b"))  # type: ignore[arg-type]


@pytest.mark.skipif(
    importlib.util.find_spec("yarl") is None,
    reason="yarl is not installed (pip install -e '.[test]' installs it)",
)
def test_a_yarl_url_is_named_and_converts_with_str() -> None:
    # Optional: the test extra installs yarl, the dev extra does not.
    import yarl  # noqa: PLC0415  # pyright: ignore[reportMissingImports]

    theirs: object = yarl.URL("https://example.com/a b?q=1")
    with pytest.raises(
        TypeError, match=r"^URL\(\) expected str, got yarl\.URL; convert it with str\(\)"
    ):
        URL(theirs)  # type: ignore[arg-type]
    assert URL(str(theirs)) == URL("https://example.com/a%20b?q=1")


# -- urllib.request ----------------------------------------------------------------

URLOPEN_MESSAGE = (
    "urllib.request takes a URL as a str or a Request, not an href.URL (it set 'timeout' "
    "on it, as on a Request): pass str(url.to_ascii()), the URI form, or "
    "urllib.request.Request(str(url.to_ascii()))"
)


def test_urlopen_says_what_to_pass_instead_of_a_url() -> None:
    # urlopen reads a non-str as a Request and sets its timeout before any
    # network access: this fails offline, at once.
    with pytest.raises(TypeError, match=f"^{re.escape(URLOPEN_MESSAGE)}$"):
        urllib.request.urlopen(URL("http://127.0.0.1:9/"))  # type: ignore[call-overload]  # noqa: S310


def test_an_opener_says_so_too() -> None:
    with pytest.raises(TypeError, match=r"^urllib\.request takes a URL as a str or a Request"):
        urllib.request.build_opener().open(URL("http://127.0.0.1:9/"))  # type: ignore[arg-type]


def test_what_the_message_says_to_pass_works() -> None:
    url = URL("http://bücher.example/a b")
    request = urllib.request.Request(str(url.to_ascii()))  # noqa: S310 - an http URL
    assert request.full_url == "http://xn--bcher-kva.example/a%20b"


def test_setting_an_attribute_elsewhere_keeps_the_immutable_message() -> None:
    with pytest.raises(
        AttributeError, match=r"^cannot set or delete 'timeout': a URL is immutable"
    ):
        URL("http://a/").timeout = 3  # type: ignore[attr-defined]


class _Mount:
    """A type of another library that takes a URL on its right-hand side of ``/``."""

    def __rtruediv__(self, url: URL) -> str:
        return f"mounted under {url}"


def test_url_slash_another_type_lets_that_type_answer() -> None:
    # yarl#832: "/" gives NotImplemented for a type it does not take, so the
    # other operand's __rtruediv__ runs, and Python's own TypeError comes last.
    assert URL("http://h/") / _Mount() == "mounted under http://h/"
    with pytest.raises(TypeError, match=r"^unsupported operand type\(s\) for /: 'URL' and 'int'$"):
        URL("http://h/") / 1  # type: ignore[operator]  # the wrong type is what the test refuses

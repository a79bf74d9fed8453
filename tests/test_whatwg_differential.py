"""href.whatwg against ada-url (a conforming C++ parser), where ada-url is installed.

ada-url is a test-only peer (the ``bench`` extra: ``pip install ada-url``);
without it these tests skip, saying so. Compared: the href of each URL in the
corpora (``../shared/data/urls/``, skipped where absent), of generated hostile
text against several bases, and of the URL after each API setter. Any
difference fails: none is known.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from href import InvalidURL, whatwg

ada_url = pytest.importorskip("ada_url", reason="ada-url is not installed (the bench extra)")

_CORPORA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"


def _href(text: str, base: str | None = None) -> str | None:
    try:
        return str(whatwg.parse(text, base))
    except InvalidURL:
        return None


def _ada_href(text: str, base: str | None = None) -> str | None:
    try:
        url = ada_url.URL(text) if base is None else ada_url.URL(text, base)
    except ValueError:
        return None
    href: str = url.href
    return href


def test_corpora_agree_with_ada() -> None:
    files = sorted(_CORPORA.glob("*.txt")) if _CORPORA.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora in {_CORPORA}")
    differences = [
        line
        for file in files
        for line in file.read_text(encoding="utf-8-sig").splitlines()
        if _href(line) != _ada_href(line)
    ]
    assert differences == []


_PIECES = st.sampled_from(
    [
        *"aAxX0179.:/\\?#@[]%2eEfF |^{}`'\"<>\t\n~-_+",
        "http://",
        "https://",
        "file:",
        "sc:",
        "//",
        "%2e",
        "..",
        "[::1]",
        "0x",
        "ß",
        "☃",
        "\x00",
        "é",
        "xn--",
        "%41",
        "%00",
        "localhost",
        "C|",
        "c:",
    ]
)
_TEXT = st.lists(_PIECES, max_size=16).map("".join)
_BASES = st.sampled_from(
    [None, "http://a/b/c", "file:///C:/x/y", "sc://h/p", "mailto:x", "https://u:p@h:8/a?q#f"]
)


@settings(max_examples=2000)
@given(_TEXT, _BASES)
def test_generated_text_agrees_with_ada(text: str, base: str | None) -> None:
    assert _href(text, base) == _ada_href(text, base)


_URLS = st.sampled_from(
    [
        "http://a/b/c?q#f",
        "file:///C:/x/y",
        "sc://h/p",
        "mailto:x",
        "https://u:p@h:8/a?q#f",
        "sc:/p",
        "file://host/x",
        "data:space  ?q#f",
    ]
)
_SETTERS = st.sampled_from(
    ["protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]
)


@settings(max_examples=2000)
@given(_URLS, _SETTERS, st.lists(_PIECES, max_size=8).map("".join))
def test_setters_agree_with_ada(url: str, setter: str, value: str) -> None:
    ada = ada_url.URL(url)
    # ada's setters report an ignored value by raising or by returning; either
    # way the URL is as the standard leaves it.
    with contextlib.suppress(ValueError, TypeError):
        setattr(ada, setter, value)
    assert str(whatwg.replace(url, **{setter: value})) == ada.href  # type: ignore[arg-type]  # setter is a keyword

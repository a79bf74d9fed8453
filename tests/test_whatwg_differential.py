"""href.whatwg against ada-url (a conforming C++ parser), where ada-url is installed.

ada-url is a test-only peer (the ``test`` and ``bench`` extras: ``pip install
ada-url``); without it these tests skip, saying so. Compared: the href of each
URL in the corpora (``HREF_URL_CORPORA`` or ``../shared/data/urls/``, skipped
where absent; all agree), of generated hostile text against several bases,
and of the URL after each API setter.

Every difference must be one of ``whatwg_peers.KNOWN``, checked as what it
says: with ada-url 4.0.0 they are lone surrogates, which its Python
binding cannot encode (URL Standard 6.1 and Web IDL: the API reads a
USVString), and a Bidi domain name whose label without right-to-left code
points breaks the Bidi rule, which ada accepts (URL Standard 3.3, UTS 46 4.1,
RFC 5893; ada-url/idna#91 proposes the fix). ``test_known_differences`` pins
one case of each. ``HREF_PEER_EXAMPLES`` sets the generated tests' example
count (default 500) for a longer run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples, sample
from whatwg_peers import CRASHED, explain_parse, explain_setter

ada_url = pytest.importorskip(
    "ada_url", reason="ada-url is not installed (the test or bench extra)"
)

# A few seconds for the file; HREF_PEER_EXAMPLES asks for a longer run.
_EXAMPLES = int(os.environ.get("HREF_PEER_EXAMPLES") or examples(500))
# As the other corpus tests: HREF_URL_CORPORA names the folder, if set.
_CORPORA = Path(
    os.environ.get("HREF_URL_CORPORA")
    or Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"
)


def _ada_href(text: str, base: str | None = None) -> str | None:
    try:
        url = ada_url.URL(text) if base is None else ada_url.URL(text, base)
    except UnicodeError:  # before ValueError: UnicodeError is one
        return CRASHED
    except ValueError:
        return None
    href: str = url.href
    return href


def _ada_set(url: str, setter: str, value: str) -> str | None:
    ada = ada_url.URL(url)
    try:
        value.encode("utf-8")
    except UnicodeError:
        # ada's setter reports this as a refused value (ValueError), which
        # it is not: the binding cannot pass the text on.
        return CRASHED
    # ada's setters report an ignored value by raising or by returning; either
    # way the URL is as the standard leaves it, but a refused href is a failure.
    try:
        setattr(ada, setter, value)
    except (ValueError, TypeError):
        if setter == "href":
            return None
    href: str = ada.href
    return href


def test_corpora_agree_with_ada() -> None:
    files = sorted(_CORPORA.glob("*.txt")) if _CORPORA.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora in {_CORPORA}")
    lines = [line for file in files for line in file.read_text(encoding="utf-8-sig").splitlines()]
    differences = [
        line for line in sample(lines, 6_000) if explain_parse(_ada_href, line) is not None
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
        "\ud800",  # a lone surrogate (known difference)
        "ب",  # right-to-left (AL): the Bidi rule (known difference)
        "א",  # right-to-left (R)
        "١",  # Arabic-Indic digit (AN)
        "\u200d",
    ]
)
_TEXT = st.lists(_PIECES, max_size=16).map("".join)
_BASES = st.sampled_from(
    [None, "http://a/b/c", "file:///C:/x/y", "sc://h/p", "mailto:x", "https://u:p@h:8/a?q#f"]
)


@settings(max_examples=_EXAMPLES, deadline=None)
@given(_TEXT, _BASES)
def test_generated_text_agrees_with_ada(text: str, base: str | None) -> None:
    explain_parse(_ada_href, text, base)


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


@settings(max_examples=_EXAMPLES, deadline=None)
@given(_URLS, _SETTERS, st.lists(_PIECES, max_size=8).map("".join))
def test_setters_agree_with_ada(url: str, setter: str, value: str) -> None:
    explain_setter(_ada_set, _ada_href, url, setter, value)


@pytest.mark.parametrize(
    ("text", "known"),
    [
        pytest.param("http://a/\ud800", "lone-surrogate", id="surrogate"),
        pytest.param("ws://_.ب/", "bidi-rule-on-every-label", id="bidi-underscore"),
        pytest.param("http://1.2.3.4.ب/", "bidi-rule-on-every-label", id="bidi-digit"),
    ],
)
def test_known_differences(text: str, known: str) -> None:
    assert explain_parse(_ada_href, text) == known


def test_known_setter_difference() -> None:
    assert explain_setter(_ada_set, _ada_href, "http://a/", "pathname", "\ud800") == (
        "lone-surrogate"
    )

"""href.whatwg against pywhatwgurl (a pure-Python parser of the URL Standard), where installed.

pywhatwgurl is a test-only peer (the ``test`` extra: ``pip install -e '.[test]'``);
without it these tests skip, saying so. Compared: the href of a sample of
the URL corpora (every 16th line of each file in ``HREF_URL_CORPORA`` or
``../shared/data/urls/``, skipped where absent: pywhatwgurl takes 7 s over
all 91,000 lines, which agree in full, and a test file here has a few
seconds), of generated hostile text against several bases, and of the URL
after each API setter.

Every difference must be one of ``whatwg_peers.KNOWN``, checked as what it
says (``whatwg_peers.explain_parse`` and ``explain_setter``): with
pywhatwgurl 0.1.2 they are lone surrogates, on which it raises
UnicodeEncodeError (URL Standard 6.1 and Web IDL: the API reads a USVString),
and a Bidi domain name whose label without right-to-left code points breaks
the Bidi rule, which it accepts (URL Standard 3.3, UTS 46 4.1, RFC 5893).
``test_known_differences`` pins one case of each. ``HREF_PEER_EXAMPLES``
sets the generated tests' example count (default 300) for a longer run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from depth import examples
from whatwg_peers import CRASHED, KNOWN, explain_parse, explain_setter

pywhatwgurl = pytest.importorskip(
    "pywhatwgurl", reason="pywhatwgurl is not installed (the test extra)"
)

_EXAMPLES = int(os.environ.get("HREF_PEER_EXAMPLES") or examples(300))
_SAMPLE_EVERY = 16


# As the other corpus tests: HREF_URL_CORPORA names the folder, if set.
_CORPORA = Path(
    os.environ.get("HREF_URL_CORPORA")
    or Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"
)


def peer_href(text: str, base: str | None = None) -> str | None:
    """pywhatwgurl's ``new URL(text, base).href``."""
    try:
        url = pywhatwgurl.URL(text) if base is None else pywhatwgurl.URL(text, base)
    except UnicodeError:  # before ValueError: UnicodeError is one
        return CRASHED
    except ValueError:
        return None
    href: str = url.href
    return href


def peer_set(url: str, setter: str, value: str) -> str | None:
    """pywhatwgurl's href after ``url.<setter> = value``."""
    peer = pywhatwgurl.URL(url)
    try:
        setattr(peer, setter, value)
    except UnicodeError:
        return CRASHED
    except ValueError:
        # The href setter throws for text that does not parse; the others
        # ignore what they cannot use.
        if setter == "href":
            return None
    href: str = peer.href
    return href


def test_corpora_sample_agrees_with_pywhatwgurl() -> None:
    folder = _CORPORA
    files = sorted(folder.glob("*.txt")) if folder.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora: set HREF_URL_CORPORA or provide {folder}/*.txt")
    sample = [
        line
        for file in files
        for line in file.read_text(encoding="utf-8-sig").splitlines()[::_SAMPLE_EVERY]
    ]
    assert len(sample) > 5000
    assert [line for line in sample if explain_parse(peer_href, line) is not None] == []


_PIECES = st.sampled_from(
    [
        *"aAxX0179.:/\\?#@[]%2eEfF |^{}`'\"<>\t\n~-_+",
        "http://",
        "https://",
        "ws://",
        "file:",
        "sc:",
        "//",
        "%2e",
        "..",
        "[::1]",
        "[::ffff:1.2.3.4]",
        "0x",
        "1.2.3.4",
        "0.0.0.256",
        ":8080",
        ":80",
        "ß",
        "☃",
        "\x00",
        "\x7f",
        "é",
        "xn--",
        "xn--a",
        "%41",
        "%00",
        "%c3%a9",
        "localhost",
        "C|",
        "c:",
        "\ud800",  # a lone surrogate (known difference)
        "\udfff",
        "ب",  # right-to-left (AL): the Bidi rule (known difference)
        "א",  # right-to-left (R)
        "١",  # Arabic-Indic digit (AN)
        "\u200d",
        "\u00ad",
        "。",
        "％",
        "ﬀ",
        "Ⅸ",
        "𝟏",
    ]
)
_TEXT = st.lists(_PIECES, max_size=16).map("".join)
_BASES = st.sampled_from(
    [
        None,
        "http://a/b/c",
        "file:///C:/x/y",
        "sc://h/p",
        "mailto:x",
        "https://u:p@h:8/a?q#f",
        "about:blank",
    ]
)
_HOST_PIECES = st.sampled_from(
    [*"ax0179.-_", "xn--", "ß", "é", "ب", "ا", "א", "١", "\u0301", "\u200d", "0x", "%2e", "。"]
)
_HOSTS = st.lists(_HOST_PIECES, max_size=8).map("".join)
_QUICK = settings(
    max_examples=_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@_QUICK
@given(_TEXT, _BASES)
def test_generated_text_agrees_with_pywhatwgurl(text: str, base: str | None) -> None:
    explain_parse(peer_href, text, base)


@_QUICK
@given(st.sampled_from(["http://", "https://", "ws://", "ftp://", "file://", "sc://"]), _HOSTS)
def test_generated_hosts_agree_with_pywhatwgurl(scheme: str, host: str) -> None:
    explain_parse(peer_href, f"{scheme}{host}/p?q#f")


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
        "http://[::1]:99/",
    ]
)
_SETTERS = st.sampled_from(
    [
        "href",
        "protocol",
        "username",
        "password",
        "host",
        "hostname",
        "port",
        "pathname",
        "search",
        "hash",
    ]
)


@_QUICK
@given(_URLS, _SETTERS, st.lists(_PIECES | _HOST_PIECES, max_size=8).map("".join))
def test_setters_agree_with_pywhatwgurl(url: str, setter: str, value: str) -> None:
    explain_setter(peer_set, peer_href, url, setter, value)


@pytest.mark.parametrize(
    ("case", "known"),
    [
        pytest.param(("http://a/\ud800", None), "lone-surrogate", id="surrogate-in-path"),
        pytest.param(("x\udfff", "http://a/"), "lone-surrogate", id="surrogate-relative"),
        pytest.param(("ws://_.ب/", None), "bidi-rule-on-every-label", id="bidi-underscore"),
        pytest.param(("http://1.2.3.4.ب/", None), "bidi-rule-on-every-label", id="bidi-digit"),
        pytest.param(("https://a-.א/", None), "bidi-rule-on-every-label", id="bidi-hyphen-end"),
    ],
)
def test_known_differences(case: tuple[str, str | None], known: str) -> None:
    text, base = case
    assert known in KNOWN
    assert explain_parse(peer_href, text, base) == known


@pytest.mark.parametrize(
    ("url", "setter", "value", "known"),
    [
        pytest.param("http://a/", "pathname", "/\ud800", "lone-surrogate", id="pathname"),
        pytest.param("http://a/", "hostname", "0x0aé.ا", "bidi-rule-on-every-label", id="bidi"),
    ],
)
def test_known_setter_differences(url: str, setter: str, value: str, known: str) -> None:
    assert explain_setter(peer_set, peer_href, url, setter, value) == known

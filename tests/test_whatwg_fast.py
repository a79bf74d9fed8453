"""href.whatwg._fast: the serialized-input fast path, checked against the state machine.

Every text the fast path vouches for must be exactly what the basic URL parser
serializes it to. The texts: WPT's inputs and hrefs (``tests/data/wpt``), the URL corpora in
``../shared/data/urls/`` (skipped, saying so, where absent), and generated
text near the pattern's edges.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conformance_data import WPT
from depth import sample
from href import URL, InvalidURL, whatwg
from href.whatwg._fast import is_serialized, is_serialized_uncommon, match_common
from href.whatwg._parse import ParseError, parse
from href.whatwg._record import serialize

_SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"
# As the other corpus tests: HREF_URL_CORPORA names the folder, if set.
_CORPORA = Path(os.environ.get("HREF_URL_CORPORA") or _SHARED / "urls")


def _agrees(text: str) -> bool:
    """Whether the fast path's answer for ``text`` is one the state machine confirms.

    A text the fast path takes must also be one that ``URL()`` accepts as it
    is, since the fast path returns it without ``URL()``'s checks; and the
    public ``parse``, which writes the fast path's test out in place, must
    give the state machine's answer whichever way it goes.
    """
    try:
        expected: str | None = serialize(parse(text))
    except ParseError:
        expected = None
    try:
        public: str | None = str(whatwg.parse(text))
    except InvalidURL:
        public = None
    if public != expected:
        return False
    if not is_serialized(text):
        return True
    return expected == text and str(URL(text)) == text


def _wpt_texts() -> list[str]:
    path = WPT / "urltestdata.json"
    cases = [
        case for case in json.loads(path.read_text(encoding="utf-8")) if isinstance(case, dict)
    ]
    return [case["input"] for case in cases] + [case["href"] for case in cases if "href" in case]


def test_fast_path_agrees_with_the_state_machine_on_wpt() -> None:
    texts = _wpt_texts()
    assert [text for text in texts if not _agrees(text)] == []
    # And it is taken: WPT's hrefs include plain ones.
    assert sum(map(is_serialized, texts)) > 50


def test_fast_path_agrees_with_the_state_machine_on_the_corpora() -> None:
    folder = _CORPORA
    files = sorted(folder.glob("*.txt")) if folder.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora in {folder}")
    # Every line (the deep run; a spread sample in the fast one), through the
    # state machine too (the fast path's whole point is to skip it).
    lines = sample(
        [line for file in files for line in file.read_text(encoding="utf-8-sig").splitlines()],
        6_000,
    )
    assert [line for line in lines if not _agrees(line)] == []
    # And the fast path is taken: nearly every corpus URL is serialized.
    assert sum(map(is_serialized, lines)) > 0.95 * len(lines)


# The tier that takes each text: 1 (match_common), 2 (is_serialized_uncommon)
# or None (the state machine).
_CASES = [
    pytest.param("https://example.com/a/b?q=1#top", 1, id="plain"),
    pytest.param('https://"en.wikipedia.org/wiki/X', 1, id="quote-in-host"),
    pytest.param("file://.git/config", 2, id="file-host-dot-first"),
    pytest.param("file:///x", 1, id="file"),
    pytest.param("file://h/C:/x", 1, id="file-drive-letter"),
    pytest.param("http://a.de/", 2, id="hex-letters-last-label"),
    pytest.param("http://a.0x1g/", 1, id="not-hex-last-label"),
    pytest.param("http://h:8080/", 2, id="port"),
    pytest.param("http://localhost/", 1, id="localhost"),
    pytest.param("http://h/a/.b/c.", 2, id="dots-in-names"),
    pytest.param("http://h/a|b", 2, id="pipe"),
    pytest.param("wss://h/%2Fx?a='#`", None, id="special-query-quote"),
    pytest.param("http://h:80/", None, id="default-port"),
    pytest.param("http://h:65536/", None, id="port-too-big"),
    pytest.param("http://h/a/%2e/b", None, id="escaped-dot"),
    pytest.param("http://h/a/./b", None, id="dot"),
    pytest.param("http://h/a/%2E%2e", None, id="escaped-dots-at-end"),
    pytest.param("http://H/", None, id="upper-case-host"),
    pytest.param("http://h", None, id="no-path"),
    pytest.param("http://1.2.3.4/", None, id="ipv4-left-to-the-parser"),
    pytest.param("http://a.0x1f/", None, id="hex-number-last-label"),
    pytest.param("http://a.1./", None, id="number-then-dot"),
    pytest.param("http://h/a b", None, id="space"),
    pytest.param("http://h/a\\b", None, id="backslash"),
    pytest.param("file://h/C|/x", None, id="file-pipe-drive-letter"),
    pytest.param("file://localhost/x", None, id="file-localhost"),
    pytest.param("file://h:1/x", None, id="file-port"),
    pytest.param("http:///x", None, id="special-empty-host"),
    pytest.param("http://xn--a/", 1, id="a-label-taken-as-it-is"),
]


@pytest.mark.parametrize(("text", "tier"), _CASES)
def test_fast_path_cases(text: str, tier: int | None) -> None:
    common = match_common(text) is not None and "/." not in text and "/%2" not in text
    assert (1 if common else 2 if is_serialized_uncommon(text) else None) == tier
    assert is_serialized(text) is (tier is not None)
    assert _agrees(text)


_EDGE = st.text(alphabet="hH0x19.:/?#%2eE@\\[]' `^{}|~-_aClocalhost\t\"", max_size=30)
# Text near the first tier's edges: hosts of digits, hex letters, "x" and
# dots, "localhost", empty hosts, dot segments and their escapes.
_HOSTS = st.text(alphabet='0159afx.gz_-"', max_size=8) | st.sampled_from(["localhost", ""])
_PATHS = st.lists(
    st.sampled_from(["", ".", "..", "%2e", "%2E.", "a", "c|", "C:", ".b", "%2f", "x y", "'"]),
    max_size=4,
).map("/".join)
_TAILS = st.sampled_from(["", "?", "?q='", "?a/./b", "#", "#f`", "#/..", "?#"])


@given(st.sampled_from(["http://", "https://", "ws://", "ftp://", "HTTP://", "file://"]), _EDGE)
def test_fast_path_agrees_on_generated_text(prefix: str, rest: str) -> None:
    assert _agrees(prefix + rest)


@given(
    st.sampled_from(["http://", "https://", "wss://", "ftp://", "file://"]),
    _HOSTS,
    _PATHS,
    _TAILS,
)
def test_fast_path_agrees_near_its_edges(prefix: str, host: str, path: str, tail: str) -> None:
    assert _agrees(f"{prefix}{host}/{path}{tail}")

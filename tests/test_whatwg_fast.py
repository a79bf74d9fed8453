"""href._whatwg_fast: the serialized-input fast path, checked against the state machine.

Every text the fast path vouches for must be exactly what the basic URL parser
serializes it to. The texts: WPT's inputs and hrefs, the URL corpora in
``../shared/data/urls/`` (skipped, saying so, where absent), and generated
text near the pattern's edges.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href import URL, whatwg
from href._whatwg_fast import is_serialized
from href._whatwg_parse import parse
from href._whatwg_record import serialize

_SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"


def _agrees(text: str) -> bool:
    """Whether the fast path's answer for ``text`` is one the state machine confirms.

    A text the fast path takes must also be one that ``URL()`` accepts as it
    is, since the fast path returns it without ``URL()``'s checks.
    """
    if not is_serialized(text):
        return True
    return serialize(parse(text)) == text and str(URL(text)) == text


def _wpt_texts() -> list[str]:
    path = _SHARED / "wpt" / "urltestdata.json"
    if not path.is_file():
        pytest.skip(f"{path} is absent")
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
    folder = _SHARED / "urls"
    files = sorted(folder.glob("*.txt")) if folder.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora in {folder}")
    taken = 0
    for file in files:
        for line in file.read_text(encoding="utf-8-sig").splitlines():
            assert _agrees(line), line
            if is_serialized(line):
                # URL() takes it as it is, so the fast path may skip URL()'s checks.
                assert str(URL(line)) == line
                taken += 1
    assert taken > 1000


@pytest.mark.parametrize(
    ("text", "taken"),
    [
        pytest.param("https://example.com/a/b?q=1#top", True, id="plain"),
        pytest.param("http://h:8080/", True, id="port"),
        pytest.param("wss://h/%2Fx?a='#`", False, id="special-query-quote"),
        pytest.param("http://h:80/", False, id="default-port"),
        pytest.param("http://h:65536/", False, id="port-too-big"),
        pytest.param("http://h/a/%2e/b", False, id="escaped-dot"),
        pytest.param("http://h/a/.b/c.", True, id="dots-in-names"),
        pytest.param("http://H/", False, id="upper-case-host"),
        pytest.param("http://h", False, id="no-path"),
        pytest.param("http://1.2.3.4/", False, id="ipv4-left-to-the-parser"),
        pytest.param("http://h/a b", False, id="space"),
        pytest.param("file:///x", True, id="file"),
        pytest.param("file://h/C:/x", True, id="file-drive-letter"),
        pytest.param("file://h/C|/x", False, id="file-pipe-drive-letter"),
        pytest.param("file://localhost/x", False, id="file-localhost"),
        pytest.param("file://h:1/x", False, id="file-port"),
        pytest.param("http:///x", False, id="special-empty-host"),
    ],
)
def test_fast_path_cases(text: str, taken: bool) -> None:
    assert is_serialized(text) is taken
    assert _agrees(text)
    if whatwg.can_parse(text):  # the public parse takes the fast path when it can
        assert str(whatwg.parse(text)) == serialize(parse(text))


_EDGE = st.text(alphabet="hH0x19.:/?#%2eE@\\[]' `^{}|~-_aClocalhost\t", max_size=30)


@given(st.sampled_from(["http://", "https://", "ws://", "ftp://", "HTTP://", "file://"]), _EDGE)
def test_fast_path_agrees_on_generated_text(prefix: str, rest: str) -> None:
    assert _agrees(prefix + rest)

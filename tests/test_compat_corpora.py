"""Every line of the URL corpora through href.compat and urllib.parse, which must agree.

The corpora are the folder named by ``HREF_URL_CORPORA``, or ``<repo>/../shared/data/urls``;
each ``*.txt`` file there holds one URL a line. Without them the test skips, saying why.
"""

from __future__ import annotations

import os
import types
import urllib.parse
import warnings
from pathlib import Path

import pytest

import href.compat
from compat_harness import outcome
from depth import sample


def _corpus_dir() -> Path:
    configured = os.environ.get("HREF_URL_CORPORA")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "urls"


def _corpus_files() -> list[Path]:
    folder = _corpus_dir()
    return sorted(folder.glob("*.txt")) if folder.is_dir() else []


def _lines(file: Path) -> list[str]:
    # Read as plain UTF-8, so a leading U+FEFF (kasztp.txt has one) reaches
    # both modules as the odd first character it is; split on "\n" only.
    lines = file.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


CORPORA = [pytest.param(file, id=file.name) for file in _corpus_files()] or [
    pytest.param(None, id="no-corpora")
]


def _behaviour(module: types.ModuleType, line: str) -> tuple[object, ...]:
    """Describe what *module* makes of one corpus line, through each function."""
    m = module
    calls = (
        lambda: m.urlsplit(line),
        lambda: m.urlparse(line, "http", allow_fragments=False),
        lambda: m.urldefrag(line),
        lambda: m.urljoin(line, "../x/./y?q#f"),
        lambda: m.urljoin("http://base.example/a/b/c", line),
        lambda: m.parse_qsl(line.partition("?")[2], keep_blank_values=True),
        lambda: m.unquote_plus(line),
        lambda: m.quote(line, safe=":/?#[]@!$&'()*+,;=%"),
        lambda: m.urlsplit(line.encode("utf-8")),
    )
    # One warnings record for all the calls: recording each call costs more than the call.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        results = tuple(outcome(call, record=False) for call in calls)
    return (*results, [(w.category.__name__, str(w.message)) for w in caught])


@pytest.mark.parametrize("file", CORPORA)
def test_corpus_line_gives_the_same_results(file: Path | None) -> None:
    if file is None:
        pytest.skip(
            f"no URL corpora: set HREF_URL_CORPORA or provide {_corpus_dir()}/*.txt "
            "(one URL a line)"
        )
    lines = sample(_lines(file), 3_000)
    differences = []
    for number, line in enumerate(lines, start=1):
        expected = _behaviour(urllib.parse, line)
        actual = _behaviour(href.compat, line)
        if actual != expected:
            differences.append(
                f"line {number}: {line!r}\n  urllib: {expected}\n  compat: {actual}"
            )
    assert not differences, f"{len(differences)} of {len(lines)} lines differ:\n" + "\n".join(
        differences[:10]
    )

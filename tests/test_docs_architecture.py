"""docs/architecture.md names real files, and every module of src/href/.

A path in backticks is read from the top of the repository when it starts
with one of the repository's folders or is a file there (``pyproject.toml``),
and from ``src/href/`` otherwise (the page's module tables); a pattern
(``fuzz/<target>.py``) is not a path.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "href"
PAGE = ROOT / "docs" / "architecture.md"
_TOP = ("src/", "tests/", "docs/", "benchmarks/", "fuzz/", "tools/", ".ci/")
_PATH = re.compile(r"`([\w./-]+(?:\.(?:py|md|rst|toml|sh)|/))`")


def _named() -> set[Path]:
    paths: set[Path] = set()
    for name in _PATH.findall(PAGE.read_text(encoding="utf-8")):
        # A module (``_split.py``, ``compat/_split.py``) is under src/href/;
        # a top-level file (``pyproject.toml``) or folder (``tests/``) is not.
        in_src = not name.startswith(_TOP) and ("/" in name or name.endswith(".py"))
        paths.add(SRC / name if in_src else ROOT / name)
    return paths


def test_every_path_the_page_names_exists() -> None:
    missing = sorted(str(path.relative_to(ROOT)) for path in _named() if not path.exists())
    assert missing == []


def test_the_page_names_every_module() -> None:
    named = {path for path in _named() if path.is_relative_to(SRC)}
    unnamed = sorted(str(path.relative_to(SRC)) for path in SRC.rglob("*.py") if path not in named)
    assert unnamed == []

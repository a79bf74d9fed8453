"""The vendored conformance data: intact, and as new as the workplace's copy.

Each file in tests/data/wpt, tests/data/wpt-data-urls, tests/data/idna,
tests/data/uritemplate-test and tests/data/url-validation must have the sha256
its folder's README records (a refresh updates both), and where the workplace's
``../shared/data`` is beside the repository (CI; not a user's clone) a copy
there that differs means a newer snapshot has arrived and this one should be
refreshed from it.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from conformance_data import (
    DATA,
    IDNA,
    URITEMPLATE,
    URL_VALIDATION,
    URLPATTERN,
    WPT,
    WPT_DATA_URLS,
)

_SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"
_FOLDERS = (WPT, WPT_DATA_URLS, IDNA, URITEMPLATE, URL_VALIDATION, URLPATTERN)


def _recorded(folder: Path) -> dict[str, str]:
    """The README table's file -> sha256 rows."""
    text = (folder / "README.md").read_text(encoding="utf-8")
    return dict(re.findall(r"^\| `([^`]+)` \|(?:.*\|)? `([0-9a-f]{64})` \|$", text, re.MULTILINE))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _data_files(folder: Path) -> list[str]:
    return sorted(
        p.name
        for p in folder.iterdir()
        if p.suffix in {".json", ".txt"} and "LICENSE" not in p.name
    )


@pytest.mark.parametrize("folder", _FOLDERS, ids=lambda folder: folder.name)
def test_every_data_file_is_in_its_readme_with_its_sha256(folder: Path) -> None:
    recorded = _recorded(folder)
    assert sorted(recorded) == _data_files(folder)
    for name, digest in recorded.items():
        assert _sha256(folder / name) == digest, (
            f"{folder / name} is not the file its README records"
        )


@pytest.mark.parametrize("folder", _FOLDERS, ids=lambda folder: folder.name)
def test_each_folder_carries_its_licence(folder: Path) -> None:
    licences = [p for p in folder.iterdir() if p.name.startswith("LICENSE")]
    assert licences, f"{folder} has no licence file"
    assert all(p.stat().st_size > 500 for p in licences)


@pytest.mark.parametrize("folder", _FOLDERS, ids=lambda folder: folder.name)
def test_the_workplace_holds_no_other_copy(folder: Path) -> None:
    shared = _SHARED / folder.relative_to(DATA)
    if not shared.is_dir():
        pytest.skip(f"{shared} is absent (a user's clone): nothing to compare with")
    differing = [
        name
        for name in _data_files(folder)
        if (shared / name).is_file() and _sha256(shared / name) != _sha256(folder / name)
    ]
    missing_here = sorted(set(_data_files(shared)) - set(_data_files(folder)))
    assert (differing, missing_here) == ([], []), (
        f"{shared} holds another snapshot ({differing or missing_here}): copy it into {folder} "
        "and update the README's table (origin, cases, sha256)"
    )

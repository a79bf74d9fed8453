"""href.compat follows urllib.parse's patch-level changes, by the interpreter's full version.

Each change is checked against the running interpreter's urllib.parse (the CI
matrix runs the newest patch release of each minor this machine can get), and
the version rule itself on a table of releases either side of each change.
"""

from __future__ import annotations

from types import ModuleType

import pytest

from compat_harness import assert_same
from href.compat._patches import fixed_in

GH_105708 = ((3, 13, 15), (3, 14, 7), (3, 15, 0))

FIXED_IN = [
    pytest.param((3, 11, 14), False, id="older-minor-not-listed"),
    pytest.param((3, 12, 12), False, id="3.12-not-listed"),
    pytest.param((3, 13, 0), False, id="3.13.0"),
    pytest.param((3, 13, 14), False, id="3.13-before"),
    pytest.param((3, 13, 15), True, id="3.13-at"),
    pytest.param((3, 13, 18), True, id="3.13-after"),
    pytest.param((3, 14, 6), False, id="3.14-before"),
    pytest.param((3, 14, 7), True, id="3.14-at"),
    pytest.param((3, 15, 0), True, id="3.15.0"),
    pytest.param((3, 16, 0), True, id="newer-minor-not-listed"),
]


@pytest.mark.parametrize(("version", "expected"), FIXED_IN)
def test_fixed_in_reads_the_patch_release_of_each_minor(
    version: tuple[int, int, int], expected: bool
) -> None:
    assert fixed_in(*GH_105708, version=version) is expected


# gh-105708: "[V...]" is IPvFuture, as "[v...]" is, from 3.13.15, 3.14.7 and 3.15.0.
UPPER_V_HOSTS = [
    pytest.param("scheme://user@[V6a.ip]:1234/path?query", id="upper-v"),
    pytest.param("http://[VF.x]/", id="upper-v-hex"),
    pytest.param("http://[Vg.x]/", id="upper-v-not-hex"),
    pytest.param("http://[V6a]/", id="upper-v-no-dot"),
    pytest.param("http://[v6a.ip]/", id="lower-v"),
]


@pytest.mark.parametrize("url", UPPER_V_HOSTS)
def test_bracketed_ipvfuture_host_splits_as_in_urllib_parse(url: str) -> None:
    def split(module: ModuleType) -> object:
        result = module.urlsplit(url)
        return result, result.hostname

    assert_same(split)

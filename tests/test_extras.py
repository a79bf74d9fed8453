"""The extras: one an engine, so that one engine's pins reach no other's users (issue 40)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

_ENGINES = {"duckdb": "duckdb", "polars": "polars", "dask": "dask", "spark": "pyspark"}


def _extras() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        extras: dict[str, list[str]] = tomllib.load(file)["project"]["optional-dependencies"]
    return extras


def _name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9_.-]+", requirement)
    assert match is not None
    return match[0].lower()


@pytest.mark.parametrize(("extra", "package"), _ENGINES.items())
def test_each_engine_has_an_extra_with_only_what_it_needs(extra: str, package: str) -> None:
    requirements = _extras()[extra]
    assert "href[arrow,psl]" in requirements
    needs = {"href", package} | ({"pandas"} if extra == "spark" else set())
    assert {_name(requirement) for requirement in requirements} == needs


def test_engines_is_all_four_and_only_spark_pins_pandas() -> None:
    extras = _extras()
    assert extras["engines"] == [f"href[{','.join(_ENGINES)}]"]
    pinned = sorted(
        name
        for name, requirements in extras.items()
        if any(_name(r) == "pandas" and "<" in r for r in requirements)
    )
    assert pinned == ["spark"]

"""The query builders' annotations accept exactly what runs.

The calls in the first test are type-checked by ``mypy --strict`` (it runs
on the tests) and run here; the snippets of the second are given to mypy,
which must refuse each, and refused at run time too.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import mypy.api
import pytest

from href import URL

BASE = URL("https://h/p?page=2&x=1")


def test_every_value_the_annotations_accept_runs() -> None:
    results = [
        BASE.update_query(page=None),
        BASE.update_query(page=3, debug=True, ratio=0.5),
        BASE.update_query({"page": None}, flag=False),
        BASE.update_query(tags=["a", "b"], ids=(1, 2), none=[None], r=range(2)),
        BASE.update_query([("page", "3"), ("flag", None)]),
        BASE.extend_query(flag=None),
        BASE.extend_query({"flag": True}),
        BASE.with_query({"flag": True, "n": None}),
        BASE.with_query(page=None, tags=["x", None]),
        BASE.with_query([("a", 1), ("b", 1.5), ("c", None)]),
        BASE % {"page": None},
    ]
    assert [str(url).partition("?")[2] for url in results] == [
        "page&x=1",
        "page=3&x=1&debug=true&ratio=0.5",
        "page&x=1&flag=false",
        "page=2&x=1&tags=a&tags=b&ids=1&ids=2&none&r=0&r=1",
        "page=3&x=1&flag",
        "page=2&x=1&flag",
        "page=2&x=1&flag=true",
        "flag=true&n",
        "page&tags=x&tags",
        "a=1&b=1.5&c",
        "page&x=1",
    ]


REFUSED = {
    "object-value": "BASE.extend_query(flag=object())",
    "set-value": "BASE.update_query(ids={1, 2})",
    "dict-value": 'BASE.with_query({"a": {"b": 1}})',
    "int-name": "BASE.update_query({1: 2})",
    "set-query": 'BASE % {"a", "b"}',
}


@pytest.mark.parametrize("call", REFUSED.values(), ids=REFUSED.keys())
def test_what_the_annotations_refuse_fails_at_run_time(call: str) -> None:
    with pytest.raises(TypeError):
        eval(call, {"BASE": BASE})  # noqa: S307 - the test's own calls


def test_bytes_are_refused_though_a_type_checker_sees_ints() -> None:
    # The one gap no annotation can close: bytes are a Sequence[int] to a type
    # checker, and text to whoever passed them, so they are refused, saying so.
    with pytest.raises(TypeError, match="got bytes"):
        BASE.update_query(page=b"2")


def test_mypy_refuses_what_does_not_run(tmp_path: Path) -> None:
    lines = ["from href import URL", 'BASE = URL("https://h/")']
    lines += [f"{call}  # line {index}" for index, call in enumerate(REFUSED.values())]
    source = tmp_path / "refused.py"
    source.write_text(textwrap.dedent("\n".join(lines)) + "\n", encoding="utf-8")
    out, _, status = mypy.api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(source)]
    )
    assert status == 1, out
    refused_lines = {int(line.split(":")[1]) for line in out.splitlines() if ": error:" in line}
    # Every call (lines 3 onwards) is an error, and nothing else is.
    assert refused_lines == set(range(3, 3 + len(REFUSED))), out

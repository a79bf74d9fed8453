"""The query builders' annotations accept exactly what runs.

The calls in the first test are type-checked by ``mypy --strict`` and by
pyright in strict mode (the README's test command runs both on this file)
and run here; each call of ``REFUSED`` is refused by both checkers, line by
line (tests/typing_harness.py), and at run time.
"""

from __future__ import annotations

from typing import Literal, assert_type

import pytest

from href import URL, Query
from typing_harness import CHECKERS, Refused, Snippets

BASE = URL("https://h/p?page=2&x=1")


def test_every_value_the_annotations_accept_runs() -> None:
    results = [
        BASE.update_query(page=None),
        BASE.update_query(page=3, debug=True, ratio=0.5),
        BASE.update_query({"page": None}, flag=False),
        BASE.update_query(tags=["a", "b"], ids=(1, 2), none=[None], r=range(2)),
        BASE.update_query([("page", "3"), ("flag", None)]),
        BASE.extend_query(flag=None),
        BASE.extend_query(flag=False),
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
        "page=2&x=1&flag=false",
        "page=2&x=1&flag=true",
        "flag=true&n",
        "page&tags=x&tags",
        "a=1&b=1.5&c",
        "page&x=1",
    ]


# Each call, and the codes mypy and pyright refuse it with: an argument of a
# type the parameter does not take (in a literal: an item of one). The query
# builders are overloaded (a mapping, or the rest), so mypy says that no
# overload takes the call, or names the literal's item that none takes.
REFUSED: Refused = {
    "object-value": ("BASE.extend_query(flag=object())", "call-overload", "reportArgumentType"),
    "set-value": ("BASE.update_query(ids={1, 2})", "call-overload", "reportArgumentType"),
    "frozenset-value": (
        "BASE.update_query(ids=frozenset({1}))",
        "call-overload",
        "reportArgumentType",
    ),
    "dict-value": ('BASE.with_query({"a": {"b": 1}})', "dict-item", "reportArgumentType"),
    "dict-keyword": ('BASE.with_query(a={"b": 1})', "dict-item", "reportArgumentType"),
    # bytes are a sequence of int to a type checker but text to whoever passed
    # them; _build.ValueSequence takes them out (their `in` takes only bytes).
    "bytes-value": ('BASE.update_query(page=b"2")', "call-overload", "reportArgumentType"),
    "bytes-in-mapping": ('BASE.with_query({"page": b"2"})', "dict-item", "reportArgumentType"),
    "bytes-in-pairs": ('BASE.extend_query([("page", b"2")])', "list-item", "reportArgumentType"),
    "bytearray-value": (
        'BASE.extend_query(p=bytearray(b"2"))',
        "call-overload",
        "reportArgumentType",
    ),
    "bytes-in-list": ('BASE.update_query(page=[b"2"])', "list-item", "reportArgumentType"),
    "int-name": ("BASE.update_query({1: 2})", "dict-item", "reportArgumentType"),
    "set-query": ('_ = BASE % {"a", "b"}', "arg-type", "reportOperatorIssue"),
    # A query writes a space "+" or "%20", and Query.build takes no text.
    "space-literal": (
        'Query.build({"a": "b"}, space="%2B")',
        "call-overload",
        "reportArgumentType",
    ),
    "space-in-query": ('Query("a", space=" ")', "arg-type", "reportArgumentType"),
    "build-from-text": ('Query.build("a=b")', "arg-type", "reportCallIssue"),
}
SNIPPETS = Snippets(__name__, ["from href import URL, Query", 'BASE = URL("https://h/")'], REFUSED)


def test_a_query_built_with_percent_20_type_checks_from_a_literal() -> None:
    query = Query.build({"q": "a b", "page": 2, "tags": ["x", "y"]}, space="%20")
    assert_type(query, Query)
    assert_type(query.space, Literal["+", "%20"])
    assert str(BASE.with_query(query)) == "https://h/p?q=a%20b&page=2&tags=x&tags=y"
    assert str(BASE % Query.build([("a", 1)], space="+")) == "https://h/p?page=2&x=1&a=1"


# Text of the right type but not one of the Literal's values.
_VALUE_ERRORS = {"space-literal", "space-in-query"}


@pytest.mark.parametrize("key", REFUSED)
def test_what_the_annotations_refuse_fails_at_run_time(key: str) -> None:
    with pytest.raises(ValueError if key in _VALUE_ERRORS else TypeError):
        exec(REFUSED[key][0], {"BASE": BASE, "Query": Query})  # noqa: S102 - the test's own calls


def test_bytes_are_refused_at_run_time_saying_so() -> None:
    with pytest.raises(TypeError, match="got bytes"):
        # bytes on purpose: the checkers refuse this call (REFUSED["bytes-value"]),
        # and this is the run time refusing it too
        BASE.update_query(page=b"2")  # type: ignore[call-overload]
    # A memoryview's `in` takes any object, so it passes as a sequence of int
    # to a type checker: refused at run time only.
    with pytest.raises(TypeError, match="got memoryview"):
        BASE.update_query(page=memoryview(b"2"))


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("key", REFUSED)
def test_each_checker_refuses_the_call(checker: str, key: str) -> None:
    assert SNIPPETS.reason(checker, key) in SNIPPETS.codes(checker, key)


@pytest.mark.parametrize("checker", CHECKERS)
def test_each_checker_refuses_nothing_else(checker: str) -> None:
    assert SNIPPETS.refused_lines(checker) == SNIPPETS.expected_lines()

"""href.arrow's URL Pattern functions: ``pattern_test`` and ``pattern_exec``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sized

import pyarrow as pa
import pyarrow.compute as pc

from href.arrow import _compute as compute
from href.arrow._columns import ArrowStrings, rereadable, string_array, texts
from href.arrow._re2 import NOT_SERIALIZED_PREFIX, SERIALIZED, serialized_pattern
from href.pattern import URLPattern
from href.pattern._combined import serialized_matcher
from href.pattern._component import Component
from href.pattern._init import COMPONENTS
from href.pattern._match import parsed_values, serialized_values
from href.pattern._urlpattern import compiled
from href.whatwg._fast import is_serialized

__all__ = [
    "GROUPS_MAP",
    "PatternLike",
    "pattern_exec",
    "pattern_exec_rows",
    "pattern_test",
    "pattern_test_rows",
    "pattern_type",
]

#: Rows from which RE2 over the column is worth its start: pyarrow compiles
#: the two expressions at each call (about a millisecond), which the row-by-row
#: path spends on some 500 rows (an engine's pattern a row calls with one).
COLUMN_ROWS = 1024

#: A pattern as the functions take it: a URLPattern, or what builds one.
PatternLike = URLPattern | str | Mapping[str, str]


def _pattern(pattern: PatternLike, function: str) -> URLPattern:
    if isinstance(pattern, URLPattern):
        return pattern
    if isinstance(pattern, str | Mapping):
        return URLPattern(pattern)
    got = type(pattern).__name__
    msg = f"{function} expected a URLPattern, str or mapping for pattern, got {got}"
    raise TypeError(msg)


def _checked(pattern: URLPattern) -> list[tuple[int, Component]]:
    """The components a row must be checked against: all but the bare "*" ones."""
    return [
        (index, component)
        for index, name in enumerate(COMPONENTS)
        if not (component := compiled(pattern, name)).matches_all
    ]


def _reported(pattern: URLPattern) -> list[tuple[int, str, Component]]:
    """The components whose groups a match reports: those the pattern constrains."""
    return [
        (index, name, component)
        for index, name in enumerate(COMPONENTS)
        if not (component := compiled(pattern, name)).matches_all and component.names
    ]


def _values(text: str) -> tuple[str, ...] | None:
    values = serialized_values(text)
    return values if values is not None else parsed_values(text)


def pattern_test(urls: ArrowStrings, pattern: PatternLike) -> pa.BooleanArray:
    """Whether each URL matches ``pattern`` (``URLPattern.test``); null for a null row.

    Text that is not a URL matches nothing (false).

    Raises:
        URLPatternError: for a pattern the standard refuses.
        TypeError: for a column that is not strings, or a pattern of another type.

    >>> from href import arrow
    >>> arrow.pattern_test(["https://h/books/7", "https://h/about", None], "https://h/books/:id").to_pylist()
    [True, False, None]
    """
    compiled_pattern = _pattern(pattern, "pattern_test()")
    urls = rereadable(urls)
    array = _column(urls)
    whole = None if array is None else serialized_pattern(compiled_pattern)
    if array is not None and whole is not None:
        try:
            return _test_column(array, whole, compiled_pattern)
        except (pa.ArrowNotImplementedError, pa.ArrowInvalid):  # no RE2 in pyarrow, or too big
            pass
    test = _row_test(compiled_pattern)
    out: list[bool | None] = []
    append = out.append
    for text in texts(urls, "pattern_test()"):
        append(None if text is None else test(text))
    return pa.array(out, type=pa.bool_())


def _row_test(pattern: URLPattern) -> Callable[[str], bool]:
    """``pattern.test`` for one row's text, by the combined expression where it can."""
    checked = _checked(pattern)
    # Text that is its own serialization (most of any real column) is
    # matched whole by one expression; the rest component by component.
    combined = serialized_matcher(pattern)

    def test(text: str) -> bool:
        if combined is not None:
            if is_serialized(text):
                return combined(text) is not None
            values = parsed_values(text)
        else:
            values = _values(text)
        return values is not None and all(
            component.fullmatch(values[index]) for index, component in checked
        )

    return test


def _serialized(array: pa.Array) -> pa.BooleanArray:
    """Whether each row is text the URL parser gives back unchanged, as RE2 can tell."""
    return compute.all_of(
        compute.matches(array, SERIALIZED),
        compute.negated(compute.starts_with(array, NOT_SERIALIZED_PREFIX)),
    )


def _test_column(array: pa.Array, whole: str, pattern: URLPattern) -> pa.BooleanArray:
    """pattern_test by RE2 over the rows :data:`SERIALIZED` takes, row by row over the rest."""
    answers = compute.matches(array, whole)
    rest = pc.fill_null(compute.negated(_serialized(array)), fill_value=False)
    if not compute.any_true(rest):
        return answers
    texts_left = compute.kept(array, rest).to_pylist()
    test = _row_test(pattern)  # only now: it compiles a Python expression
    return compute.replaced(
        answers, rest, pa.array([test(text) for text in texts_left], type=pa.bool_())
    )


def _column(urls: ArrowStrings) -> pa.Array | None:
    """``urls`` as one Arrow array of strings, if long enough for RE2's start (COLUMN_ROWS)."""
    if isinstance(urls, Sized) and len(urls) < COLUMN_ROWS:
        return None
    array = string_array(urls)
    return array if array is not None and len(array) >= COLUMN_ROWS else None


def _candidates(
    urls: ArrowStrings, pattern: URLPattern
) -> tuple[int, list[int], list[str]] | None:
    """The rows RE2 cannot rule out (their indices and texts) and the row count; or None.

    None where the pattern has no RE2 expression, the column is shorter than
    COLUMN_ROWS, or it is no column of strings: every row is then a candidate.
    """
    array = _column(urls)
    whole = None if array is None else serialized_pattern(pattern)
    if array is None or whole is None:
        return None
    try:
        kept = compute.either(compute.negated(_serialized(array)), compute.matches(array, whole))
    except (pa.ArrowNotImplementedError, pa.ArrowInvalid):  # no RE2 in pyarrow, or too big
        return None
    indices = compute.indices_true(pc.fill_null(kept, fill_value=False))
    return len(array), indices.to_pylist(), pc.take(array, indices).to_pylist()


def pattern_type(pattern: PatternLike) -> pa.StructType:
    """The type of :func:`pattern_exec`'s column: a struct of each constrained component's groups.

    >>> pattern_type("https://:sub.example.com/books/:id")
    StructType(struct<hostname: struct<sub: string>, pathname: struct<id: string>>)
    """
    reported = _reported(_pattern(pattern, "pattern_type()"))
    return pa.struct(
        [
            pa.field(name, pa.struct([pa.field(group, pa.string()) for group in component.names]))
            for _, name, component in reported
        ]
    )


def pattern_exec(urls: ArrowStrings, pattern: PatternLike) -> pa.StructArray:
    """The groups of each URL's match of ``pattern``: a struct, null where it does not match.

    The struct has a field for each component the pattern constrains (not a
    bare ``*``), each a struct of that component's groups (null for an
    optional group that did not take part), as :func:`pattern_type` says.

    Raises:
        URLPatternError: for a pattern the standard refuses.
        TypeError: for a column that is not strings, or a pattern of another type.

    >>> from href import arrow
    >>> arrow.pattern_exec(["https://h/books/7", "https://h/about"], "https://h/books/:id").to_pylist()
    [{'pathname': {'id': '7'}}, None]
    """
    compiled_pattern = _pattern(pattern, "pattern_exec()")
    checked = _checked(compiled_pattern)
    reported = _reported(compiled_pattern)

    def groups(text: str) -> dict[str, dict[str, str | None]] | None:
        values = _values(text)
        if values is None:
            return None
        matches = {}
        for index, component in checked:
            found = component.fullmatch(values[index])
            if found is None:
                return None
            matches[index] = found
        return {
            name: dict(zip(component.names, matches[index].groups(), strict=True))
            for index, name, component in reported
        }

    out: list[dict[str, dict[str, str | None]] | None]
    urls = rereadable(urls)
    candidates = _candidates(urls, compiled_pattern)
    if candidates is None:
        out = [None if text is None else groups(text) for text in texts(urls, "pattern_exec()")]
    else:
        # RE2 has said no for most rows; the groups come from the rest.
        length, indices, rows = candidates
        out = [None] * length
        for index, text in zip(indices, rows, strict=True):
            out[index] = groups(text)
    return pa.array(out, type=pattern_type(compiled_pattern))


# -- for the engines: the pattern as a second column -------------------------

#: The type of an engine's ``pattern_exec``, which must be fixed before any
#: pattern is seen: each constrained component's name to its groups.
GROUPS_MAP = pa.map_(pa.string(), pa.map_(pa.string(), pa.string()))


def _one_pattern(patterns: ArrowStrings, function: str) -> tuple[list[str | None], str | None]:
    """The rows' patterns, and the one pattern when every row has the same one."""
    rows = texts(patterns, function)
    distinct = set(rows)
    only = next(iter(distinct)) if len(distinct) == 1 else None
    return rows, only


def pattern_test_rows(urls: ArrowStrings, patterns: ArrowStrings) -> pa.BooleanArray:
    """:func:`pattern_test` with each row's own pattern (an engine's second column).

    A null pattern gives null; an engine passes a constant as a column of it,
    which is compiled once.
    """
    rows, only = _one_pattern(patterns, "pattern_test()")
    if only is not None:
        return pattern_test(urls, only)
    out = [
        None if pattern is None or text is None else pattern_test([text], pattern)[0].as_py()
        for text, pattern in zip(texts(urls, "pattern_test()"), rows, strict=True)
    ]
    return pa.array(out, type=pa.bool_())


def _as_map(
    value: dict[str, dict[str, str | None]] | None,
) -> list[tuple[str, list[tuple[str, str | None]]]] | None:
    if value is None:
        return None
    return [(name, list(groups.items())) for name, groups in value.items()]


def pattern_exec_rows(urls: ArrowStrings, patterns: ArrowStrings) -> pa.MapArray:
    """:func:`pattern_exec` with each row's own pattern, as a map (:data:`GROUPS_MAP`)."""
    rows, only = _one_pattern(patterns, "pattern_exec()")
    if only is not None:
        values = pattern_exec(urls, only).to_pylist()
    else:
        values = [
            None
            if pattern is None or text is None
            else pattern_exec([text], pattern).to_pylist()[0]
            for text, pattern in zip(texts(urls, "pattern_exec()"), rows, strict=True)
        ]
    return pa.array([_as_map(value) for value in values], type=GROUPS_MAP)

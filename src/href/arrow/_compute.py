"""The pyarrow.compute kernels href.arrow calls, by name.

pyarrow makes most of ``pyarrow.compute``'s functions when it is imported,
so a type checker cannot see them; ``call_function`` and the options'
classes it can. Each function here calls one kernel.
"""

from __future__ import annotations

import pyarrow as pa
import pyarrow.compute as pc

__all__ = [
    "all_of",
    "any_true",
    "either",
    "indices_true",
    "kept",
    "matches",
    "negated",
    "replaced",
    "starts_with",
]


def matches(array: pa.Array, pattern: str) -> pa.BooleanArray:
    """Whether RE2's ``pattern`` matches in each row (null for a null row)."""
    return pc.call_function("match_substring_regex", [array], pc.MatchSubstringOptions(pattern))


def starts_with(array: pa.Array, prefix: str) -> pa.BooleanArray:
    """Whether each row starts with ``prefix`` (null for a null row)."""
    return pc.call_function("starts_with", [array], pc.MatchSubstringOptions(prefix))


def all_of(left: pa.BooleanArray, right: pa.BooleanArray) -> pa.BooleanArray:
    """``left and right``, row by row (null where either is)."""
    return pc.call_function("and", [left, right])


def either(left: pa.BooleanArray, right: pa.BooleanArray) -> pa.BooleanArray:
    """``left or right``, row by row (null where either is)."""
    return pc.call_function("or", [left, right])


def negated(array: pa.BooleanArray) -> pa.BooleanArray:
    """``not``, row by row (null stays null)."""
    return pc.call_function("invert", [array])


def any_true(array: pa.BooleanArray) -> bool:
    """Whether some row is true."""
    return bool(pc.call_function("any", [array]).as_py())


def kept(array: pa.Array, mask: pa.BooleanArray) -> pa.Array:
    """The rows where ``mask`` is true."""
    return pc.call_function("filter", [array, mask])


def indices_true(mask: pa.BooleanArray) -> pa.Array:
    """The indices of the rows where ``mask`` is true."""
    return pc.call_function("indices_nonzero", [mask])


def replaced(array: pa.Array, mask: pa.BooleanArray, values: pa.Array) -> pa.Array:
    """``array`` with its rows where ``mask`` is true taken, in order, from ``values``."""
    return pc.call_function("replace_with_mask", [array, mask, values])

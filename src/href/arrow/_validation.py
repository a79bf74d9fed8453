"""The URL Standard's validation errors of each row, as a list-of-struct column."""

from __future__ import annotations

from typing import Final

import pyarrow as pa

from href.arrow._columns import ArrowStrings, texts
from href.whatwg import validate

__all__ = ["VALIDATION_ERROR", "validation_errors"]

#: One error's struct: its name, its span in the row's text, and whether it is fatal.
VALIDATION_ERROR: Final = pa.struct(
    [
        pa.field("name", pa.string(), nullable=False),
        pa.field("start", pa.int32(), nullable=False),
        pa.field("end", pa.int32(), nullable=False),
        pa.field("fatal", pa.bool_(), nullable=False),
    ]
)


def validation_errors(urls: ArrowStrings, *, base: str | None = None) -> pa.ListArray:
    """Each row's validation errors (:func:`href.whatwg.validate`), in the order met.

    A list of structs a row (``name``, ``start``, ``end``, ``fatal``), empty
    for a URL with none, null for a null row; ``base`` reads relative rows.
    Unnest it to count a crawl's errors by kind in DuckDB or Polars.

    >>> import pyarrow as pa
    >>> column = validation_errors(pa.array(["https://h/a b", "https://h/", None]))
    >>> column.to_pylist()[0]
    [{'name': 'invalid-URL-unit', 'start': 11, 'end': 12, 'fatal': False}]
    >>> column.to_pylist()[1:]
    [[], None]

    Raises:
        TypeError: for an array that is not of strings, or a ``base`` not a ``str``.
    """
    if base is not None and not isinstance(base, str):
        msg = f"validation_errors() expected str or None for base, got {type(base).__name__}"
        raise TypeError(msg)
    rows = [
        None
        if text is None
        else [
            {"name": error.name, "start": error.start, "end": error.end, "fatal": error.fatal}
            for error in validate(text, base)
        ]
        for text in texts(urls, "validation_errors()")
    ]
    array: pa.ListArray = pa.array(rows, type=pa.list_(VALIDATION_ERROR))
    return array

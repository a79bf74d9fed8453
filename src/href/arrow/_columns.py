"""Arrow arrays in and out: what href.arrow's functions take and give."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

import pyarrow as pa

__all__ = ["ArrowStrings", "strings", "texts"]


class _ArrowArrayExporter(Protocol):
    """An object of the Arrow PyCapsule interface that exports one array."""

    def __arrow_c_array__(self, requested_schema: object = None) -> tuple[object, object]: ...


class _ArrowStreamExporter(Protocol):
    """An object of the Arrow PyCapsule interface that exports a stream of arrays."""

    def __arrow_c_stream__(self, requested_schema: object = None) -> object: ...


#: What the functions take: an Arrow array or chunked array, anything that
#: exports one through the Arrow C data interface (a Polars Series, a pandas
#: Series backed by pyarrow, a nanoarrow or arro3 array), or Python strings.
ArrowStrings = _ArrowArrayExporter | _ArrowStreamExporter | Iterable[str | None]

_STRING_TYPES = (pa.types.is_string, pa.types.is_large_string, pa.types.is_string_view)


def _arrow_array(urls: object) -> pa.Array | None:
    """``urls`` as one Arrow array, or None for what is no Arrow object."""
    if isinstance(urls, pa.Array):
        return urls
    if hasattr(urls, "__arrow_c_array__"):
        return pa.array(urls)
    if hasattr(urls, "__arrow_c_stream__"):  # a chunked array, a Polars Series
        return pa.chunked_array(urls).combine_chunks()
    return None


def texts(urls: ArrowStrings, function: str) -> list[str | None]:
    """The rows of ``urls`` as Python strings (None for a null row).

    Raises:
        TypeError: for an array whose type is not a string type, naming it,
            or for one ``str`` (a column of its characters is no column of URLs).
    """
    array = _arrow_array(urls)
    if array is None:
        if isinstance(urls, str):
            msg = f"{function} expected an array of URLs, got one str: wrap it in a list"
            raise TypeError(msg)
        return list(urls)  # type: ignore[arg-type]
    if not any(is_type(array.type) for is_type in _STRING_TYPES):
        msg = f"{function} expected an array of strings, got one of {array.type}"
        raise TypeError(msg)
    rows: list[str | None] = array.to_pylist()
    return rows


def strings(values: Sequence[str | None]) -> pa.StringArray:
    """An Arrow string array of ``values`` (None a null)."""
    return pa.array(values, type=pa.string())

"""Arrow arrays in and out: what href.arrow's functions take and give."""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Sized
from typing import Protocol, cast

import pyarrow as pa

__all__ = ["ArrowStrings", "rereadable", "string_array", "strings", "texts"]


class _ArrowArrayExporter(Protocol):
    """An object of the Arrow PyCapsule interface that exports one array."""

    def __arrow_c_array__(self, requested_schema: object = None) -> tuple[object, object]: ...


class _ArrowStreamExporter(Protocol):
    """An object of the Arrow PyCapsule interface that exports a stream of arrays."""

    def __arrow_c_stream__(self, requested_schema: object = None) -> object: ...


#: What the functions take: an Arrow array or chunked array, anything that
#: exports one through the Arrow C data interface (a Polars Series, a nanoarrow
#: or arro3 array), a pandas Series (backed by pyarrow or of objects), or
#: Python strings. A missing value (None, pandas' NA) is a null row, and a
#: dictionary-encoded column (Parquet's read_dictionary, a Polars Categorical)
#: is read by its values.
ArrowStrings = _ArrowArrayExporter | _ArrowStreamExporter | Iterable[str | None]

_STRING_TYPES = (pa.types.is_string, pa.types.is_large_string, pa.types.is_string_view)


def _arrow_array(urls: object) -> pa.Array | None:
    """``urls`` as one Arrow array of plain values, or None for what is no Arrow object."""
    if isinstance(urls, pa.Array):
        return _decoded(urls)
    if _is_pandas(urls):
        # pandas before 3 exports no PyCapsule from a Series, and iterating
        # one gives pandas.NA for a missing value: pyarrow converts it whole.
        return _decoded(pa.array(urls, from_pandas=True))
    if hasattr(urls, "__arrow_c_array__"):
        return _decoded(pa.array(urls))
    if hasattr(urls, "__arrow_c_stream__"):  # a chunked array, a Polars Series
        chunks = pa.chunked_array(urls)
        if pa.types.is_dictionary(chunks.type):  # each chunk may have a dictionary of its own
            return pa.concat_arrays([_decoded(chunk) for chunk in chunks.chunks])
        return chunks.combine_chunks()
    return None


def _is_pandas(urls: object) -> bool:
    """Whether ``urls`` is a pandas Series or array (pandas is not imported to tell)."""
    return type(urls).__module__.partition(".")[0] == "pandas"


def _decoded(array: pa.Array) -> pa.Array:
    """A dictionary-encoded array by its values; any other as it is."""
    if not pa.types.is_dictionary(array.type):
        return array
    values = array.dictionary
    if pa.types.is_string_view(values.type):  # a Polars Categorical: pyarrow has no take()
        values = values.cast(pa.large_string())
    return values.take(array.indices)


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
    if pa.types.is_null(array.type):  # all missing (pandas: an empty or all-None object Series)
        return [None] * len(array)
    if not any(is_type(array.type) for is_type in _STRING_TYPES):
        msg = f"{function} expected an array of strings, got one of {array.type}"
        raise TypeError(msg)
    rows: list[str | None] = array.to_pylist()
    return rows


def rereadable(urls: ArrowStrings) -> ArrowStrings:
    """``urls`` in a form that can be read twice: an iterator's rows in a list."""
    if isinstance(urls, Sized) or hasattr(urls, "__arrow_c_array__"):
        return urls
    if hasattr(urls, "__arrow_c_stream__"):  # a stream may be read once: its chunks, kept
        return cast("ArrowStrings", pa.chunked_array(urls))
    if isinstance(urls, Iterable):
        return list(urls)
    return urls  # not rows at all: the caller says so


def string_array(urls: ArrowStrings) -> pa.Array | None:
    """``urls`` as one Arrow array of strings, for compute functions; None where it is not one.

    Python rows are converted only if each is a ``str`` with a UTF-8
    encoding or None: bytes, which pyarrow would decode, a lone surrogate,
    a column of another type give None, and the caller's row-by-row path
    then answers (or says what is wrong) as :func:`texts` does. Read
    ``urls`` through :func:`rereadable` first: an iterator is read here.
    """
    array = _arrow_array(urls)
    if array is None:
        if isinstance(urls, str):
            return None
        rows = list(urls)  # type: ignore[arg-type]  # an iterable of rows
        if not all(type(row) is str or row is None for row in rows):
            return None
        try:
            return pa.array(rows, type=pa.string())
        except (pa.ArrowInvalid, pa.ArrowTypeError, UnicodeEncodeError):
            return None
    if pa.types.is_string(array.type) or pa.types.is_large_string(array.type):
        return array
    return None


def strings(values: Sequence[str | None]) -> pa.StringArray:
    """An Arrow string array of ``values`` (None a null)."""
    return pa.array(values, type=pa.string())

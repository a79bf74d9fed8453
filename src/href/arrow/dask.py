"""href's functions over a Dask DataFrame, partition by partition.

``pip install 'dask[distributed,dataframe]'``.

:func:`add_columns` adds one column a chosen function of :mod:`href.arrow`
(the names of :func:`href.arrow.duckdb.register`, without the prefix) by
``map_partitions``, so the work runs wherever the frame's partitions live:
on a ``distributed.LocalCluster``'s worker processes, for one. A frame read
by ``dd.read_parquet`` has each worker read its own files, and hands href
its Arrow-backed URL column as it is.

(docs/howto/scale.md runs this example where the engine is installed)::

    frame = dask.dataframe.from_pandas(pandas_frame, npartitions=4)
    add_columns(frame, ["private_domain"], www="label").compute()
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

import pyarrow as pa

from href._surt import WWWRule
from href.arrow._registry import check_names, functions

__all__ = ["add_columns"]


def _partition(frame: Any, column: str, names: tuple[str, ...], www: WWWRule) -> Any:
    """One partition: each function of ``names`` on ``column``, as new columns."""
    table = functions(www=www)
    # A column read from Parquet is Arrow-backed (``string[pyarrow]``), and
    # pa.array takes its buffers as they are; an object column is converted.
    urls = pa.array(frame[column], from_pandas=True)
    if pa.types.is_null(urls.type):  # an empty object column (Dask's meta) or all None
        urls = urls.cast(pa.string())
    out = frame.copy()
    for name in names:
        values = table[name](urls).to_pandas(types_mapper=_string_type)
        values.index = frame.index  # a partition's rows are not numbered from 0
        out[name] = values
    return out


def _string_type(arrow_type: Any) -> Any:
    pandas: Any = importlib.import_module("pandas")  # where Dask is, pandas is
    return pandas.ArrowDtype(arrow_type)


def add_columns(
    frame: object, names: Sequence[str], *, www: WWWRule, column: str = "url"
) -> object:
    """Return ``frame`` (a Dask DataFrame) with a column a function of ``names``.

    Raises:
        KeyError: for a name that is no function, naming the known ones.
    """
    check_names(names, www=www)
    ddf: Any = frame
    meta = _partition(ddf._meta, column, tuple(names), www)
    return ddf.map_partitions(_partition, column, tuple(names), www, meta=meta)

"""href's functions on Spark: SQL functions by ``pandas_udf``, columns by ``mapInArrow``.

:func:`register` adds each of :mod:`href.arrow`'s column functions to a
session as a SQL function ``href_<name>`` (the names of
:func:`href.arrow.duckdb.register`), a vectorized ``pandas_udf``;
:func:`add_columns` adds columns by ``DataFrame.mapInArrow``, which hands
href the Arrow batches as they are. ``pip install pyspark``; Spark needs
Java 17 or later.

(docs/howto/scale.md runs this example where the engine is installed)::

    register(spark, www="label")
    spark.sql("select href_surtkey('http://www.a.com/B')").first()[0]
    # 'com,a)/b'
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Sequence
from typing import Any

import pyarrow as pa

from href._surt import WWWRule
from href.arrow._registry import Column, check_names, functions, result_type

__all__ = ["add_columns", "register"]


def _spark_type(arrow_type: pa.DataType) -> Any:
    """Spark's type for a result's Arrow type (a string, or validation_errors' list)."""
    types: Any = importlib.import_module("pyspark.sql.pandas.types")
    return types.from_arrow_type(arrow_type)


def _pandas_udf(function: Column, name: str) -> Any:
    pandas: Any = importlib.import_module("pandas")
    functions_module: Any = importlib.import_module("pyspark.sql.functions")

    def udf(urls: Any) -> Any:
        result = function(pa.array(urls.tolist(), type=pa.string()))
        return pandas.Series(result.to_pylist(), index=urls.index, dtype=object)

    # pandas_udf reads the kind of UDF from these: Series to Series.
    udf.__annotations__ = {"urls": pandas.Series, "return": pandas.Series}
    return functions_module.pandas_udf(udf, returnType=_spark_type(result_type(name)))


def register(spark: object, *, www: WWWRule, prefix: str = "href_") -> None:
    """Register href's column functions as SQL functions of the ``spark`` session.

    Raises:
        ImportError: without pyspark (and pandas).
    """
    session: Any = spark
    for name, function in functions(www=www).items():
        session.udf.register(f"{prefix}{name}", _pandas_udf(function, name))


def _batches(
    batches: Iterator[pa.RecordBatch], column: str, names: tuple[str, ...], www: WWWRule
) -> Iterator[pa.RecordBatch]:
    table = functions(www=www)
    for batch in batches:
        urls = batch.column(column)
        arrays = [*batch.columns, *(table[name](urls) for name in names)]
        yield pa.RecordBatch.from_arrays(arrays, names=[*batch.schema.names, *names])


def add_columns(
    frame: object, names: Sequence[str], *, www: WWWRule, column: str = "url"
) -> object:
    """Return ``frame`` (a Spark DataFrame) with a column a function of ``names``.

    Raises:
        KeyError: for a name that is no function, naming the known ones.
    """
    check_names(names, www=www)
    types: Any = importlib.import_module("pyspark.sql.types")
    df: Any = frame
    fields = [
        *df.schema.fields,
        *(types.StructField(n, _spark_type(result_type(n))) for n in names),
    ]
    chosen = tuple(names)
    return df.mapInArrow(
        lambda batches: _batches(batches, column, chosen, www), types.StructType(fields)
    )

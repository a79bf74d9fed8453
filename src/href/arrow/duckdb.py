"""href's functions as DuckDB Arrow UDFs (``pip install duckdb``).

:func:`register` adds each of :mod:`href.arrow`'s column functions to a
connection as a vectorized (Arrow) scalar function named ``href_<name>``:
``href_host_key``, ``href_host_name_reversed``, ``href_registered_domain``
and ``href_private_domain`` (the ICANN section and the whole list),
``href_registry_suffix``, ``href_private_suffix``, ``href_surtkey``,
``href_normalize_<profile>`` for each canonicalization profile,
``href_parse_error``, and the parts that :func:`href.arrow.parse` reads, as
written: ``href_scheme``, ``href_host``, ``href_port``, ``href_path``,
``href_query`` and ``href_fragment``. docs/howto/scale.md's table gives
the Common Crawl column each matches. Each takes a VARCHAR and gives a
VARCHAR, null for a null URL and for one that fails (``href_parse_error``
says why). Registering again (a notebook cell run twice) replaces them.
``href_pattern_test(url, pattern)`` and ``href_pattern_exec(url, pattern)``
match a WHATWG URL Pattern (:func:`href.arrow.pattern_test`; the exec's
groups as a ``MAP(VARCHAR, MAP(VARCHAR, VARCHAR))`` of component to groups).

(docs/howto/scale.md runs this example where the engine is installed)::

    import duckdb
    con = duckdb.connect()
    register(con, www="label")
    con.sql("select href_registered_domain('https://a.b.github.io/')").fetchall()
    # [('github.io',)]
"""

from __future__ import annotations

import contextlib
import importlib
from typing import Any

import pyarrow as pa

from href._surt import WWWRule
from href.arrow._registry import PATTERN_FUNCTIONS, Column, functions, result_type

__all__ = ["register"]


def _udf(function: Column) -> Any:
    def udf(urls: Any) -> Any:
        return function(urls)

    return udf


def _sql_type(duckdb: Any, arrow_type: pa.DataType) -> Any:
    """DuckDB's type for a result's Arrow type: VARCHAR, or validation_errors' list of structs."""
    if pa.types.is_list(arrow_type):
        return duckdb.list_type(_sql_type(duckdb, arrow_type.value_type))
    if pa.types.is_struct(arrow_type):
        return duckdb.struct_type(
            {field.name: _sql_type(duckdb, field.type) for field in arrow_type}
        )
    names = {pa.string(): "VARCHAR", pa.int32(): "INTEGER", pa.bool_(): "BOOLEAN"}
    return duckdb.sqltype(names[arrow_type])


def register(connection: object, *, www: WWWRule, prefix: str = "href_") -> None:
    """Register href's column functions on a DuckDB ``connection``.

    ``www`` is the SURT key's ``www`` rule (see :func:`href.keys.surt`).

    Raises:
        ImportError: without the duckdb package.
    """
    duckdb: Any = importlib.import_module("duckdb")
    con: Any = connection
    varchar = duckdb.sqltype("VARCHAR")
    for name, function in functions(www=www).items():
        with contextlib.suppress(duckdb.InvalidInputException):  # none of that name yet
            # DuckDB refuses a second function of one name: the new www rule replaces the old.
            con.remove_function(f"{prefix}{name}")
        con.create_function(
            f"{prefix}{name}",
            _udf(function),
            [varchar],
            _sql_type(duckdb, result_type(name)),
            type="arrow",
            null_handling="special",  # a null URL reaches the function, which gives null
            side_effects=False,
        )
    # URL Pattern functions take the pattern as a second VARCHAR; the exec's
    # groups come as MAP(component, MAP(group, value)), a type fixed in advance.
    returns = {"pattern_test": "BOOLEAN", "pattern_exec": "MAP(VARCHAR, MAP(VARCHAR, VARCHAR))"}
    for pattern_name, pattern_function in PATTERN_FUNCTIONS.items():
        with contextlib.suppress(duckdb.InvalidInputException):  # as above
            con.remove_function(f"{prefix}{pattern_name}")
        con.create_function(
            f"{prefix}{pattern_name}",
            pattern_function,
            [varchar, varchar],
            duckdb.sqltype(returns[pattern_name]),
            type="arrow",
            null_handling="special",
            side_effects=False,
        )

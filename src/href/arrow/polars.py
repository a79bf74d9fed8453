"""href's functions as a Polars expression namespace, ``.href`` (``pip install polars``).

After :func:`register`, every string expression has ``.href.<name>()``
for each of :mod:`href.arrow`'s column functions (the names of
:func:`href.arrow.duckdb.register`, without the prefix), run batch by batch
on the Arrow data:

(docs/howto/scale.md runs this example where the engine is installed)::

    import polars as pl
    register(www="label")
    frame = pl.DataFrame({"url": ["https://a.b.github.io/x"]})
    frame.select(pl.col("url").href.private_domain()).item()
    # 'b.github.io'

``.href.pattern_test(pattern)`` and ``.href.pattern_exec(pattern)`` match a
WHATWG URL Pattern (:func:`href.arrow.pattern_test`, :func:`href.arrow.pattern_exec`).
"""

from __future__ import annotations

import importlib
import warnings
from typing import Any

import pyarrow as pa

from href._surt import WWWRule
from href.arrow._pattern import PatternLike, pattern_exec, pattern_test, pattern_type
from href.arrow._registry import Column, functions, result_type

__all__ = ["register"]


def _method(function: Column, name: str) -> Any:
    polars: Any = importlib.import_module("polars")
    # Polars' dtype for the result's Arrow type (a string, or a list of structs).
    dtype = polars.from_arrow(pa.array([], type=result_type(name))).dtype

    def batches(series: Any) -> Any:
        return polars.from_arrow(function(series.to_arrow()))

    def method(self: Any) -> Any:
        return self._expr.map_batches(batches, return_dtype=dtype, is_elementwise=True)

    method.__doc__ = function.__doc__
    return method


def _pattern_methods() -> dict[str, Any]:
    """``.pattern_test(pattern)`` and ``.pattern_exec(pattern)``: the pattern a Python value."""
    polars: Any = importlib.import_module("polars")

    def test(self: Any, pattern: PatternLike) -> Any:
        return self._expr.map_batches(
            lambda series: polars.from_arrow(pattern_test(series.to_arrow(), pattern)),
            return_dtype=polars.Boolean,
            is_elementwise=True,
        )

    def exec_(self: Any, pattern: PatternLike) -> Any:
        dtype = polars.from_arrow(pa.array([], type=pattern_type(pattern))).dtype
        return self._expr.map_batches(
            lambda series: polars.from_arrow(pattern_exec(series.to_arrow(), pattern)),
            return_dtype=dtype,
            is_elementwise=True,
        )

    test.__doc__, exec_.__doc__ = pattern_test.__doc__, pattern_exec.__doc__
    return {"pattern_test": test, "pattern_exec": exec_}


def register(*, www: WWWRule, name: str = "href") -> None:
    """Give Polars expressions the ``name`` namespace of href's column functions.

    ``www`` is the SURT key's ``www`` rule (see :func:`href.keys.surt`).

    Raises:
        ImportError: without the polars package.
    """
    polars: Any = importlib.import_module("polars")

    def init(self: Any, expr: Any) -> None:
        self._expr = expr

    namespace: dict[str, Any] = {"__init__": init, "__doc__": "href's column functions."}
    namespace.update({key: _method(f, key) for key, f in functions(www=www).items()})
    namespace.update(_pattern_methods())
    with warnings.catch_warnings():
        # A second call replaces the namespace (with its www rule), as asked;
        # Polars warns that it overrides one.
        warnings.filterwarnings("ignore", "overriding existing custom namespace", UserWarning)
        polars.api.register_expr_namespace(name)(type("HrefNamespace", (), namespace))

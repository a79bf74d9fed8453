"""The engines' URL Pattern functions give what href.arrow's give, on a corpus slice."""

from __future__ import annotations

from engines_harness import need

pa = need("pyarrow", "href[arrow]")
from href import arrow  # noqa: E402 - after the skip

_PATTERN = "http{s}?://:host/*"


def test_duckdb_pattern_functions(urls: list[str]) -> None:
    duckdb = need("duckdb")
    from href.arrow.duckdb import register  # noqa: PLC0415 - after the skip

    con = duckdb.connect()
    register(con, www="label")
    con.register("crawl", pa.table({"url": urls}))
    query = "select href_pattern_test(url, $p), href_pattern_exec(url, $p) from crawl"
    rows = con.execute(query, {"p": _PATTERN}).fetchall()
    tests = arrow.pattern_test(urls, _PATTERN).to_pylist()
    groups = arrow.pattern_exec(urls, _PATTERN).to_pylist()
    assert [test for test, _ in rows] == tests
    assert [found for _, found in rows] == groups


def test_polars_pattern_methods(urls: list[str]) -> None:
    polars = need("polars")
    from href.arrow.polars import register  # noqa: PLC0415 - after the skip

    register(www="label")
    frame = polars.DataFrame({"url": urls})
    out = frame.select(
        polars.col("url").href.pattern_test(_PATTERN).alias("test"),
        polars.col("url").href.pattern_exec(_PATTERN).alias("groups"),
    )
    assert out["test"].to_list() == arrow.pattern_test(urls, _PATTERN).to_pylist()
    assert out["groups"].to_list() == arrow.pattern_exec(urls, _PATTERN).to_pylist()

"""Each engine has the URL's parts that parse() has, and DuckDB may register twice (issue 40)."""

from __future__ import annotations

from typing import Any

import pytest

from engines_harness import need

pa = need("pyarrow", "href[arrow]")
need("publicsuffixlist", "href[psl]")

from href import arrow  # noqa: E402 - after the skip
from href.arrow._registry import PARTS  # noqa: E402 - after the skip

Parts = dict[str, list[str | None]]


@pytest.fixture(scope="module")
def parts(urls: list[str]) -> Parts:
    """Each part of each URL, as href.arrow.parse gives it."""
    table = arrow.parse(pa.array(urls))
    return {part: table.field(part).to_pylist() for part in PARTS}


def test_the_parts_are_parses_fields() -> None:
    assert PARTS == ("scheme", "host", "port", "path", "query", "fragment")
    assert set(PARTS) <= set(arrow.FIELDS)
    assert arrow.parse(pa.array(["HTTP://u@H:8/p?q#f"])).field("port").to_pylist() == ["8"]


def _columns(rows: list[tuple[Any, ...]]) -> Parts:
    return {part: [row[i] for row in rows] for i, part in enumerate(PARTS)}


def test_duckdb_parts(urls: list[str], parts: Parts) -> None:
    duckdb = need("duckdb")
    from href.arrow.duckdb import register  # noqa: PLC0415 - after the skip

    con = duckdb.connect()
    register(con, www="label")
    con.register("crawl", pa.table({"n": range(len(urls)), "url": urls}))
    columns = ", ".join(f"href_{part}(url)" for part in PARTS)
    query = f"select {columns} from crawl order by n"  # noqa: S608 - href's own names
    assert _columns(con.sql(query).fetchall()) == parts


def test_duckdb_registers_twice_on_one_connection() -> None:
    duckdb = need("duckdb")
    from href.arrow.duckdb import register  # noqa: PLC0415 - after the skip

    con = duckdb.connect()
    register(con, www="label")
    register(con, www="keep")  # a notebook cell run again, its www rule changed
    key = con.sql("select href_surtkey('http://www.a.com/'), href_scheme('h:x')").fetchall()[0]
    assert key == ("com,a,www)/", "h")
    register(con, www="keep", prefix="u_")  # another prefix: both sets stay
    assert con.sql("select u_host('http://H/'), href_host('http://H/')").fetchall()[0] == (
        "H",
        "H",
    )


def test_polars_parts(urls: list[str], parts: Parts) -> None:
    pl = need("polars")
    from href.arrow.polars import register  # noqa: PLC0415 - after the skip

    register(www="label")
    frame = pl.DataFrame({"url": urls})
    selected = frame.select([getattr(pl.col("url").href, part)().alias(part) for part in PARTS])
    assert selected.to_dict(as_series=False) == parts


def test_dask_parts(urls: list[str], parts: Parts) -> None:
    dd = need("dask.dataframe")
    pd = need("pandas")
    from href.arrow.dask import add_columns  # noqa: PLC0415 - after the skip

    frame = dd.from_pandas(pd.DataFrame({"url": urls}), npartitions=3)
    result: Any = add_columns(frame, list(PARTS), www="label")
    computed = result.compute(scheduler="synchronous")
    got = {part: [None if v is pd.NA else v for v in computed[part]] for part in PARTS}
    assert got == parts


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_spark_parts(spark: Any, urls: list[str], parts: Parts) -> None:
    from href.arrow.spark import register  # noqa: PLC0415 - after the skip

    register(spark, www="label")
    rows = [(n, url) for n, url in enumerate(urls)]
    spark.createDataFrame(rows, "n long, url string").createOrReplaceTempView("crawl_parts")
    columns = ", ".join(f"href_{part}(url)" for part in PARTS)
    got = spark.sql(f"select {columns} from crawl_parts order by n").collect()  # noqa: S608
    assert _columns([tuple(row) for row in got]) == parts

"""validation_errors, a list-of-struct column, through each engine adapter: counts by kind."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engines_harness import need
from href.whatwg import validate

pa = need("pyarrow", "href[arrow]")

# A few URLs with errors beside the corpus slice, so that every count is tested.
_FAULTY = ["https://h/a b", "https:x.example/", "https://u@h/%s", "http://h:x/"]


@pytest.fixture(scope="module")
def texts(urls: list[str]) -> list[str]:
    return [*urls, *_FAULTY]


@pytest.fixture(scope="module")
def loop_kinds(texts: list[str]) -> Counter[str]:
    """Each error's name, counted over the texts by a plain loop."""
    kinds = Counter(error.name for text in texts for error in validate(text))
    assert len(kinds) >= 4
    return kinds


def test_duckdb_counts_errors_by_kind(texts: list[str], loop_kinds: Counter[str]) -> None:
    duckdb = need("duckdb")
    from href.arrow.duckdb import register  # noqa: PLC0415 - after the skip

    con = duckdb.connect()
    register(con, www="label")
    con.register("crawl", pa.table({"url": texts}))
    rows = con.sql(
        "select e.name, count(*) from"
        " (select unnest(href_validation_errors(url)) as e from crawl) group by 1"
    ).fetchall()
    assert Counter(dict(rows)) == loop_kinds
    first = con.sql("select href_validation_errors('https://h/a b')").fetchall()
    assert first == [([{"name": "invalid-URL-unit", "start": 11, "end": 12, "fatal": False}],)]


def test_polars_counts_errors_by_kind(texts: list[str], loop_kinds: Counter[str]) -> None:
    pl = need("polars")
    from href.arrow.polars import register  # noqa: PLC0415 - after the skip

    register(www="label")
    frame = pl.DataFrame({"url": texts})
    errors = frame.select(pl.col("url").href.validation_errors().alias("e")).explode("e")
    kinds = errors.unnest("e").drop_nulls("name").group_by("name").len()
    assert Counter(dict(kinds.rows())) == loop_kinds


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_dask_adds_the_column(texts: list[str], loop_kinds: Counter[str]) -> None:
    dd = need("dask.dataframe")
    pd = need("pandas")
    from href.arrow.dask import add_columns  # noqa: PLC0415 - after the skip

    frame = dd.from_pandas(pd.DataFrame({"url": texts}), npartitions=3)
    result: Any = add_columns(frame, ["validation_errors"], www="label")
    column = result.compute()["validation_errors"]
    assert Counter(error["name"] for row in column for error in row) == loop_kinds


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_spark_sql_and_map_in_arrow(
    spark: Any, texts: list[str], loop_kinds: Counter[str]
) -> None:
    from href.arrow.spark import add_columns, register  # noqa: PLC0415 - after the skip

    register(spark, www="label")
    frame = spark.createDataFrame([(text,) for text in texts], "url string")
    frame.createOrReplaceTempView("crawl_errors")
    rows = spark.sql(
        "select e.name, count(*) from"
        " (select explode(href_validation_errors(url)) as e from crawl_errors) group by 1"
    ).collect()
    assert Counter(dict(tuple(row) for row in rows)) == loop_kinds
    added: Any = add_columns(frame.repartition(2), ["validation_errors"], www="label")
    names = [error["name"] for row in added.collect() for error in row["validation_errors"]]
    assert Counter(names) == loop_kinds

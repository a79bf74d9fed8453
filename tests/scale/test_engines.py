"""Each engine adapter gives the keys and counts a plain Python loop gives, on a corpus slice."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engines_harness import need

pa = need("pyarrow", "href[arrow]")
need("publicsuffixlist", "href[psl]")


def _counts(rows: list[tuple[Any, Any]]) -> Counter[str | None]:
    return Counter(dict(rows))


def test_duckdb_arrow_udfs(
    urls: list[str], loop_domains: Counter[str | None], loop_surts: Counter[str | None]
) -> None:
    duckdb = need("duckdb")
    from href.arrow.duckdb import register  # noqa: PLC0415 - after the skip

    con = duckdb.connect()
    register(con, www="label")
    table = pa.table({"url": urls})
    con.register("crawl", table)
    domains = con.sql("select href_private_domain(url), count(*) from crawl group by 1").fetchall()
    surts = con.sql("select href_surtkey(url), count(*) from crawl group by 1").fetchall()
    assert _counts(domains) == loop_domains
    assert _counts(surts) == loop_surts
    failed = con.sql("select count(*) from crawl where href_parse_error(url) is not null")
    assert failed.fetchall() == [(1,)]


def test_polars_expression_namespace(
    urls: list[str], loop_domains: Counter[str | None], loop_surts: Counter[str | None]
) -> None:
    pl = need("polars")
    from href.arrow.polars import register  # noqa: PLC0415 - after the skip

    register(www="label")
    frame = pl.DataFrame({"url": urls})
    domains = frame.group_by(pl.col("url").href.private_domain().alias("key")).len()
    surts = frame.group_by(pl.col("url").href.surtkey().alias("key")).len()
    assert _counts(domains.rows()) == loop_domains
    assert _counts(surts.rows()) == loop_surts


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_dask_map_partitions_on_two_worker_processes(
    urls: list[str], loop_domains: Counter[str | None], loop_surts: Counter[str | None]
) -> None:
    dd = need("dask.dataframe")
    distributed = need("distributed")
    pd = need("pandas")
    from href.arrow.dask import add_columns  # noqa: PLC0415 - after the skip

    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        assert len(client.scheduler_info()["workers"]) == 2
        frame = dd.from_pandas(pd.DataFrame({"url": urls}), npartitions=4)
        keyed = add_columns(frame, ["private_domain", "surtkey"], www="label")
        # add_columns is typed to return object, so that checkers need no engine
        # installed; what it gives a Dask frame is a Dask frame.
        result = keyed.compute()  # type: ignore[attr-defined]
    assert Counter(result["private_domain"].tolist()) == _none_for_na(loop_domains)
    assert Counter(result["surtkey"].tolist()) == _none_for_na(loop_surts)


def _none_for_na(counts: Counter[str | None]) -> Counter[object]:
    pd = need("pandas")
    # A null in a pyarrow-backed pandas column comes back as pandas.NA.
    return Counter({pd.NA if key is None else key: n for key, n in counts.items()})


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_spark_pandas_udf(
    spark: Any, urls: list[str], loop_domains: Counter[str | None], loop_surts: Counter[str | None]
) -> None:
    from href.arrow.spark import register  # noqa: PLC0415 - after the skip

    register(spark, www="label")
    spark.createDataFrame([(u,) for u in urls], "url string").createOrReplaceTempView("crawl")
    domains = spark.sql("select href_private_domain(url) k, count(*) n from crawl group by k")
    surts = spark.sql("select href_surtkey(url) k, count(*) n from crawl group by k")
    assert _counts([tuple(row) for row in domains.collect()]) == loop_domains
    assert _counts([tuple(row) for row in surts.collect()]) == loop_surts


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::ResourceWarning")
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_spark_map_in_arrow(
    spark: Any, urls: list[str], loop_domains: Counter[str | None], loop_surts: Counter[str | None]
) -> None:
    from href.arrow.spark import add_columns  # noqa: PLC0415 - after the skip

    frame = spark.createDataFrame([(u,) for u in urls], "url string").repartition(2)
    keyed: Any = add_columns(frame, ["private_domain", "surtkey"], www="label")
    domains = keyed.groupBy("private_domain").count().collect()
    surts = keyed.groupBy("surtkey").count().collect()
    assert _counts([tuple(row) for row in domains]) == loop_domains
    assert _counts([tuple(row) for row in surts]) == loop_surts


def test_unknown_function_names_are_refused() -> None:
    from href.arrow import dask as dask_adapter  # noqa: PLC0415

    with pytest.raises(KeyError, match=r"unknown functions \['domain'\]: expected some of"):
        dask_adapter.add_columns(object(), ["domain"], www="label")

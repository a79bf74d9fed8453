"""The Dask adapter on the columns a Dask user has: read from Parquet, or pandas objects.

A column read from Parquet is Arrow-backed (``string[pyarrow]``), and the
adapter hands its buffers to href as they are; an object column is
converted. Either way the keys and counts are a plain loop's. Dask's
synchronous scheduler runs these (the cluster is test_engines.py's).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engines_harness import need
from href import URL

pa = need("pyarrow", "href[arrow]")
need("publicsuffixlist", "href[psl]")


def _host_key(text: str) -> str | None:
    try:
        host = URL(text).host
    except ValueError:
        return None
    return None if host is None else host.canonical


def _na_counts(values: list[Any]) -> Counter[Any]:
    pd = need("pandas")
    return Counter(None if value is pd.NA else value for value in values)


def test_parquet_partitions_give_the_loops_keys(
    tmp_path: Path, urls: list[str], loop_domains: Counter[str | None]
) -> None:
    dd = need("dask.dataframe")
    pq = need("pyarrow.parquet")
    from href.arrow.dask import add_columns  # noqa: PLC0415 - after the skip

    third = len(urls) // 3 + 1
    for number in range(3):
        part = pa.table({"url": pa.array(urls[number * third : (number + 1) * third])})
        pq.write_table(part, tmp_path / f"part-{number}.parquet")
    frame = dd.read_parquet(tmp_path)
    assert str(frame["url"].dtype) == "string"  # Arrow-backed: what the adapter reads as is
    keyed: Any = add_columns(frame, ["host_key", "private_domain"], www="label")
    result = keyed.compute(scheduler="sync")
    assert result["url"].tolist() == urls
    assert _na_counts(result["host_key"].tolist()) == Counter(map(_host_key, urls))
    assert _na_counts(result["private_domain"].tolist()) == loop_domains
    assert keyed["host_key"].nunique(split_out=1).compute(scheduler="sync") == len(
        {key for key in map(_host_key, urls) if key is not None}
    )


@pytest.mark.parametrize(
    "convert_string", [pytest.param(False, id="object"), pytest.param(True, id="arrow")]
)
def test_a_partition_of_nulls_gives_nulls(convert_string: bool) -> None:
    dask = need("dask")
    dd = need("dask.dataframe")
    pd = need("pandas")
    from href.arrow.dask import add_columns  # noqa: PLC0415 - after the skip

    rows = [None, None, "https://Example.com/", "http://h:x/"]
    # Dask makes an object column string[pyarrow] unless told not to.
    with dask.config.set({"dataframe.convert-string": convert_string}):
        frame = dd.from_pandas(pd.DataFrame({"url": pd.Series(rows, dtype=object)}), npartitions=2)
        assert (str(frame["url"].dtype) == "string") is convert_string
        keyed: Any = add_columns(frame, ["host_key", "parse_error"], www="label")
        result = keyed.compute(scheduler="sync")
    assert _na_counts(result["host_key"].tolist()) == Counter([None, None, "example.com", None])
    assert _na_counts(result["parse_error"].tolist())[None] == 3

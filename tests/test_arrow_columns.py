"""What href.arrow takes: each input kind ArrowStrings names, nulls in and out (issue 40)."""

from __future__ import annotations

import importlib
import types
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")
pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed (href[arrow])")

from href import arrow  # noqa: E402 - needs pyarrow

URLS = ["https://A.example/x", None, "http://h:x/", "https://b.example/", "https://A.example/y"]
# host_key of each: null for the missing row and the one that fails.
HOSTS = ["a.example", None, None, "b.example", "a.example"]


def _peer(module: str, install: str) -> types.ModuleType:
    """Import a peer that makes Arrow data, or skip saying what to install."""
    try:
        return importlib.import_module(module)
    except ImportError:
        # nanoarrow and arro3-core are in the test extra, not dev: a contributor's
        # fast run without them still tests pyarrow, pandas and Polars columns.
        pytest.skip(f"{module} is not installed ({install})")


# -- pyarrow's own --


@pytest.mark.parametrize(
    "string_type", [pa.string(), pa.large_string(), pa.string_view()], ids=str
)
def test_an_array_of_each_string_type(string_type: object) -> None:
    assert arrow.host_key(pa.array(URLS, type=string_type)).to_pylist() == HOSTS


def test_a_chunked_array() -> None:
    chunked = pa.chunked_array([URLS[:2], URLS[2:]], type=pa.string())
    assert arrow.host_key(chunked).to_pylist() == HOSTS


def test_a_dictionary_array_is_read_by_its_values() -> None:
    encoded = pa.array(URLS).dictionary_encode()
    assert pa.types.is_dictionary(encoded.type)
    assert arrow.host_key(encoded).to_pylist() == HOSTS
    assert arrow.parse(encoded).field("host").to_pylist() == [
        "A.example",
        None,
        None,
        "b.example",
        "A.example",
    ]


def test_chunks_with_dictionaries_of_their_own() -> None:
    chunks = [pa.array(URLS[:3]).dictionary_encode(), pa.array(URLS[3:]).dictionary_encode()]
    assert arrow.host_key(pa.chunked_array(chunks)).to_pylist() == HOSTS


def test_parquet_read_dictionary(tmp_path: Path) -> None:
    path = tmp_path / "urls.parquet"
    pq.write_table(pa.table({"url": URLS}), path)
    column = pq.read_table(path, read_dictionary=["url"]).column("url")
    assert pa.types.is_dictionary(column.type)
    assert arrow.host_key(column).to_pylist() == HOSTS


def test_a_dictionary_of_other_values_is_refused_naming_them() -> None:
    with pytest.raises(
        TypeError, match=r"^host_key\(\) expected an array of strings, got one of int64$"
    ):
        arrow.host_key(pa.array([1, 2, 1]).dictionary_encode())


def test_an_array_of_nulls_is_all_null() -> None:
    assert arrow.host_key(pa.array([None, None])).to_pylist() == [None, None]


def test_python_strings() -> None:
    assert arrow.host_key(URLS).to_pylist() == HOSTS
    assert arrow.host_key(iter(URLS)).to_pylist() == HOSTS


# -- other libraries' columns --


@pytest.mark.parametrize("dtype", ["string[pyarrow]", "arrow-string", "string", "object"])
def test_a_pandas_series_with_missing_values(dtype: str) -> None:
    pd = _peer("pandas", "href[dask] or href[spark]")
    if dtype == "arrow-string":
        series = pd.Series(URLS, dtype=pd.ArrowDtype(pa.string()))
    else:
        series = pd.Series(URLS, dtype=dtype)
    series[1] = pd.NA if dtype != "object" else None
    assert arrow.host_key(series).to_pylist() == HOSTS


def test_a_pandas_series_of_pandas_na_and_categories() -> None:
    pd = _peer("pandas", "href[dask] or href[spark]")
    assert arrow.host_key(pd.Series([pd.NA, "http://a/"], dtype=object)).to_pylist() == [
        None,
        "a",
    ]
    assert arrow.host_key(pd.Series(URLS, dtype="category")).to_pylist() == HOSTS
    assert arrow.host_key(pd.Series([], dtype=object)).to_pylist() == []


def test_a_polars_series_plain_and_categorical() -> None:
    pl = _peer("polars", "href[polars]")
    assert arrow.host_key(pl.Series(URLS)).to_pylist() == HOSTS
    assert arrow.host_key(pl.Series(URLS, dtype=pl.Categorical)).to_pylist() == HOSTS
    assert (
        arrow.host_key(
            pl.Series(URLS, dtype=pl.Enum(sorted({url for url in URLS if url is not None})))
        ).to_pylist()
        == HOSTS
    )


def test_a_nanoarrow_array() -> None:
    na = _peer("nanoarrow", "href[test]")
    assert arrow.host_key(na.c_array(URLS, na.string())).to_pylist() == HOSTS


def test_an_arro3_array_and_chunked_array() -> None:
    core = _peer("arro3.core", "href[test]")
    assert arrow.host_key(core.Array.from_arrow(pa.array(URLS))).to_pylist() == HOSTS
    chunked = pa.chunked_array([URLS[:2], URLS[2:]], type=pa.string())
    assert arrow.host_key(core.ChunkedArray.from_arrow(chunked)).to_pylist() == HOSTS

"""href.arrow.display: the display form by the column, as URL.display() gives it."""

from __future__ import annotations

import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL, arrow
from href.arrow._registry import functions
from href.strategies import urls


def test_display_gives_each_rows_display_form_and_null_for_a_failure() -> None:
    rows = ["https://xn--80ak6aa92e.com/", "https://xn--e1afmkfd.xn--p1ai/%D0%B0", "http://h:x/"]
    assert arrow.display(pa.array([*rows, None])).to_pylist() == [
        "https://xn--80ak6aa92e.com/",
        "https://пример.рф/а",
        None,
        None,
    ]


def test_display_is_registered_for_the_engines() -> None:
    assert functions(www="label")["display"] is arrow.display


def test_display_refuses_what_is_no_column() -> None:
    with pytest.raises(TypeError) as raised:
        arrow.display("https://a/")
    assert (
        str(raised.value) == "display() expected an array of URLs, got one str: wrap it in a list"
    )


@settings(max_examples=examples(200))
@given(st.lists(urls(iri=True), max_size=5))
def test_display_agrees_with_url_display(rows: list[URL]) -> None:
    column = arrow.display(pa.array([str(url) for url in rows], type=pa.string())).to_pylist()
    assert column == [url.display() for url in rows]

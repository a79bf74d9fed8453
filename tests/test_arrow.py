"""href.arrow: columns of URLs through href's functions, one row's failure a value."""

from __future__ import annotations

import pytest

from corpora import corpus_lines
from href import URL, InvalidURL, keys, whatwg

pa = pytest.importorskip("pyarrow", reason="pyarrow is not installed (href[arrow])")

from href import arrow  # noqa: E402 - needs pyarrow

ROWS = ["https://u:p@Example.com:8443/a%20b?q=1#f", "http://h:x/", None, "mailto:a@b"]


def test_parse_gives_the_parts_as_written() -> None:
    table = arrow.parse(pa.array(ROWS))
    assert table.type.names == list(arrow.FIELDS)
    assert table.to_pylist()[0] == {
        "scheme": "https",
        "user": "u",
        "password": "p",
        "host": "Example.com",
        "host_kind": "name",
        "host_ascii": "example.com",
        "port": "8443",
        "path": "/a%20b",
        "query": "q=1",
        "fragment": "f",
        "error": None,
    }


def test_parse_error_column_holds_hrefs_message() -> None:
    table = arrow.parse(pa.array(ROWS))
    assert table.field("error").to_pylist() == [
        None,
        "invalid port 'x' in 'http://h:x/': not a decimal number",
        None,
        None,
    ]
    assert table.field("scheme").to_pylist() == ["https", None, None, "mailto"]
    assert table.is_null().to_pylist() == [False, False, True, False]


def test_parse_errors_null_makes_the_row_null() -> None:
    table = arrow.parse(pa.array(ROWS), errors="null")
    assert table.is_null().to_pylist() == [False, True, True, False]


def test_parse_errors_raise_names_the_row() -> None:
    with pytest.raises(InvalidURL, match=r"^row 1: invalid port 'x' in 'http://h:x/'") as caught:
        arrow.parse(pa.array(ROWS), errors="raise")
    assert caught.value.part == "port"


def test_parse_whatwg_mode_with_a_base() -> None:
    table = arrow.parse(
        pa.array(["../c?x", "http://exa mple/"]), mode="whatwg", base="http://h/a/b"
    )
    assert table.field("path").to_pylist() == ["/c", None]
    assert table.field("error").to_pylist()[1].startswith("invalid host in 'http://exa mple/'")


def test_parse_rfc3986_mode_joins_the_base() -> None:
    table = arrow.parse(pa.array(["../g", "//other/x"]), base="http://a/b/c/d;p?q")
    assert table.field("path").to_pylist() == ["/b/g", "/x"]
    assert table.field("host").to_pylist() == ["a", "other"]


def test_parse_refuses_a_bad_base_once() -> None:
    with pytest.raises(ValueError, match=r"parse\(\) needs a base URL with a scheme, not '/x'"):
        arrow.parse(pa.array(["a"]), base="/x")


def test_parse_reads_chunked_arrays_and_large_strings() -> None:
    chunked = pa.chunked_array([["http://a/"], ["http://b/"]], type=pa.large_string())
    assert arrow.parse(chunked).field("host").to_pylist() == ["a", "b"]


def test_other_types_are_refused_naming_them() -> None:
    with pytest.raises(
        TypeError, match=r"parse\(\) expected an array of strings, got one of int64"
    ):
        arrow.parse(pa.array([1, 2]))
    with pytest.raises(TypeError, match=r"host_key\(\) expected an array of URLs, got one str"):
        arrow.host_key("http://a/")


def test_unknown_options_are_refused() -> None:
    with pytest.raises(ValueError, match=r"expected mode 'rfc3986' or 'whatwg', got 'html'"):
        arrow.parse(pa.array(["a"]), mode="html")  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"expected errors 'column', 'null' or 'raise', got 'skip'"
    ):
        arrow.parse(pa.array(["a"]), errors="skip")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"unknown canonicalization profile 'x'"):
        arrow.normalize(pa.array(["a"]), profile="x")  # type: ignore[arg-type]


def test_string_functions_give_null_for_failed_and_null_rows() -> None:
    urls = pa.array(ROWS)
    assert arrow.host_key(urls).to_pylist() == ["example.com", None, None, None]
    assert arrow.reversed_host(urls).to_pylist() == ["com.example", None, None, None]
    assert arrow.surt(urls, www="package").to_pylist() == [
        "com,example:8443)/a%20b?q=1",
        None,
        None,
        "mailto:a@b",
    ]
    assert arrow.normalize(urls, profile="semantic").to_pylist() == [
        "https://u:p@example.com:8443/a%20b?q=1",
        None,
        None,
        "mailto:a@b",
    ]


def test_safe_browsing_profile_takes_text_url_refuses() -> None:
    urls = pa.array(["  http://www.google.com/foo\tbar  ", "http:// leadingspace.com/"])
    assert arrow.normalize(urls, profile="safe_browsing").to_pylist() == [
        "http://www.google.com/foobar",
        "http://%20leadingspace.com/",
    ]


def test_domains_in_both_sections() -> None:
    pytest.importorskip("publicsuffixlist", reason="publicsuffixlist is not installed (href[psl])")
    urls = pa.array(["https://a.b.github.io/", "http://127.0.0.1/", "http://WWW.Example.CO.UK/"])
    assert arrow.registrable_domain(urls, section="icann").to_pylist() == [
        "github.io",
        None,
        "example.co.uk",
    ]
    assert arrow.public_suffix(urls, section="private").to_pylist() == [
        "github.io",
        None,
        "co.uk",
    ]


def _corpus_slice(count: int) -> list[str]:
    return [line for line in corpus_lines(count) if line]


def _parts_or_error(text: str) -> dict[str, str | None]:
    try:
        url = URL(text)
    except InvalidURL as error:
        return {"host": None, "path": None, "error": str(error)}
    return {"host": url.raw_host, "path": url.raw_path, "error": None}


def test_parse_equals_the_url_loop_on_the_corpora() -> None:
    lines = _corpus_slice(5_000)
    table = arrow.parse(pa.array(lines)).to_pylist()
    got = [{k: row[k] for k in ("host", "path", "error")} for row in table]
    assert got == [_parts_or_error(line) for line in lines]


def test_whatwg_mode_equals_href_whatwg_on_the_corpora() -> None:
    lines = _corpus_slice(2_000)
    hosts = arrow.parse(pa.array(lines), mode="whatwg").field("host").to_pylist()
    expected = []
    for line in lines:
        try:
            expected.append(whatwg.parse(line).raw_host)
        except InvalidURL:
            expected.append(None)
    assert hosts == expected


def test_keys_equal_href_keys_on_the_corpora() -> None:
    lines = _corpus_slice(5_000)
    assert arrow.surt(pa.array(lines), www="label").to_pylist() == [
        keys.surt(line, www="label") for line in lines
    ]


class _ArrayExporter:
    """An array of the Arrow PyCapsule interface that is no pyarrow object."""

    def __init__(self, array: object) -> None:
        self._array = array

    def __arrow_c_array__(self, requested_schema: object = None) -> tuple[object, object]:
        capsules: tuple[object, object] = self._array.__arrow_c_array__(requested_schema)  # type: ignore[attr-defined]
        return capsules


class _StreamExporter:
    """A stream of the Arrow PyCapsule interface (as a Polars Series exports)."""

    def __init__(self, array: object) -> None:
        self._array = array

    def __arrow_c_stream__(self, requested_schema: object = None) -> object:
        return self._array.__arrow_c_stream__(requested_schema)  # type: ignore[attr-defined]


def test_anything_with_the_arrow_c_data_interface_is_read() -> None:
    array = _ArrayExporter(pa.array(["http://A/"]))
    stream = _StreamExporter(pa.chunked_array([["http://B/"], ["http://C/"]]))
    assert arrow.host_key(array).to_pylist() == ["a"]
    assert arrow.host_key(stream).to_pylist() == ["b", "c"]

"""Tests for href's pydantic v2 support (href._pydantic and the hooks on the classes)."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, TypeAdapter, ValidationError

from href import URL, Host, InvalidURL, Path, Query
from href.pydantic import AbsoluteURL, HttpURL


class Endpoint(BaseModel):
    url: URL
    mirror: URL | None = None
    host: Host = Host("example.com")
    path: Path = Path("/")
    query: Query = Query("")


RICH = "https://user:secret@Bücher.example:8443/a/b%20c?q=1&q=2#top"

# -- validation -------------------------------------------------------------------


def test_a_url_field_validates_from_a_string() -> None:
    endpoint = Endpoint(url=RICH)  # type: ignore[arg-type] # pydantic converts the str
    assert endpoint.url == URL(RICH)
    assert type(endpoint.url) is URL
    assert endpoint.mirror is None


def test_a_url_field_keeps_an_instance() -> None:
    url = URL(RICH)
    assert Endpoint(url=url).url is url


def test_host_path_and_query_fields_validate_from_strings() -> None:
    endpoint = Endpoint.model_validate(
        {"url": "http://h/", "host": "[::1]", "path": "/a%20b/", "query": "a=1&a=2&b"}
    )
    assert endpoint.host == Host("[::1]")
    assert endpoint.path.segments == ("a b", "")
    assert endpoint.query.getall("a") == ("1", "2")


def test_an_invalid_url_fails_with_hrefs_message() -> None:
    with pytest.raises(ValidationError) as error_info:
        Endpoint(url="http://h:99999/")  # type: ignore[arg-type] # pydantic converts the str
    (error,) = error_info.value.errors()
    assert error["loc"] == ("url",)
    assert error["type"] == "value_error"
    assert error["msg"] == (
        "Value error, invalid port '99999' in 'http://h:99999/': out of range 0-65535"
    )
    assert "ctx" in error
    cause = error["ctx"]["error"]
    assert isinstance(cause, InvalidURL)
    assert cause.part == "port"


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        pytest.param("host", "a/b", "invalid host 'a/b'", id="host"),
        pytest.param("path", "/a?b", "invalid path '/a?b'", id="path"),
        pytest.param("query", "a#b", "invalid query 'a#b'", id="query"),
        pytest.param("url", 42, "expected str or URL, got int", id="url-type"),
        pytest.param("host", b"h", "expected str or Host, got bytes", id="host-type"),
    ],
)
def test_invalid_fields_fail_with_a_clear_message(field: str, value: object, message: str) -> None:
    data = {"url": "http://h/", field: value}
    with pytest.raises(ValidationError) as error_info:
        Endpoint.model_validate(data)
    (error,) = error_info.value.errors()
    assert error["loc"] == (field,)
    assert message in error["msg"]


class ApiURL(URL):
    """A URL subclass, as an application might define."""


def test_a_subclass_field_validates_to_the_subclass() -> None:
    class Client(BaseModel):
        base: ApiURL

    client = Client.model_validate({"base": "https://api.example.com/v1"})
    assert type(client.base) is ApiURL
    assert type(client.base / "users") is ApiURL
    assert Client.model_json_schema()["properties"]["base"]["format"] == "uri"


def test_a_type_adapter_validates_a_url() -> None:
    assert TypeAdapter(URL).validate_python("../g") == URL("../g")
    assert TypeAdapter(URL).validate_json('"http://h/"') == URL("http://h/")


# -- serialization ------------------------------------------------------------------


def test_json_dump_gives_the_exact_text() -> None:
    endpoint = Endpoint(
        url=URL(RICH),
        host=Host("Example.COM"),
        path=Path("/%7e/x"),
        query=Query("a+b=c&d"),
    )
    # JSON mode gives the exact text (password included: it must read back).
    assert endpoint.model_dump(mode="json") == {
        "url": RICH,
        "mirror": None,
        "host": "Example.COM",
        "path": "/%7e/x",
        "query": "a+b=c&d",
    }
    assert json.loads(endpoint.model_dump_json())["url"] == RICH
    assert Endpoint.model_validate_json(endpoint.model_dump_json()) == endpoint


def test_python_dump_keeps_the_values() -> None:
    dumped = Endpoint(url=URL("http://h/")).model_dump()
    assert dumped["url"] == URL("http://h/")
    assert dumped["host"] == Host("example.com")


def test_repr_of_a_model_masks_the_password() -> None:
    assert "secret" not in repr(Endpoint(url=URL(RICH)))


# -- JSON schema ----------------------------------------------------------------------


def test_json_schema_says_uri_for_a_url_and_string_for_the_others() -> None:
    properties = Endpoint.model_json_schema()["properties"]
    assert properties["url"] == {"type": "string", "format": "uri", "title": "Url"}
    assert properties["mirror"]["anyOf"] == [
        {"type": "string", "format": "uri"},
        {"type": "null"},
    ]
    assert properties["host"] == {"type": "string", "title": "Host", "default": "example.com"}
    assert properties["path"] == {"type": "string", "title": "Path", "default": "/"}
    assert properties["query"] == {"type": "string", "title": "Query", "default": ""}


def test_json_schema_in_serialization_mode() -> None:
    schema = TypeAdapter(URL).json_schema(mode="serialization")
    assert schema == {"type": "string", "format": "uri"}


# -- AbsoluteURL and HttpURL (issue 14) -------------------------------------------


class Service(BaseModel):
    endpoint: HttpURL
    schema_url: AbsoluteURL | None = None


def test_http_url_and_absolute_url_take_what_a_service_means() -> None:
    service = Service(endpoint="https://api.example.com/v1", schema_url="urn:x:1")  # type: ignore[arg-type] # pydantic converts the str
    assert service.endpoint == URL("https://api.example.com/v1")
    assert type(service.endpoint) is URL
    assert service.schema_url == URL("urn:x:1")
    assert Service(endpoint=URL("HTTP://h")).endpoint == URL("HTTP://h")


@pytest.mark.parametrize(
    ("endpoint", "message"),
    [
        ("", "URL('') is not an http(s) URL: it has no scheme"),
        ("not a url at all", "URL('not a url at all') is not an http(s) URL: it has no scheme"),
        ("example.com/x", "it has no scheme"),
        ("ftp://h/", "it has the scheme 'ftp'"),
        ("https:/x", "is not an http(s) URL with a host"),
        ("https:///x", "browsers skip the extra '/' and read the host 'x'"),
        ("https://user:secret@:1/", "'https://user:********@:1/': 'https' URLs need a host"),
        ("https://h:99999/", "invalid port '99999'"),
    ],
)
def test_http_url_says_why_a_value_is_not_one(endpoint: str, message: str) -> None:
    with pytest.raises(ValidationError) as info:
        Service(endpoint=endpoint)  # type: ignore[arg-type] # pydantic converts the str
    assert message in info.value.errors()[0]["msg"]
    assert "secret" not in info.value.errors()[0]["msg"]  # (pydantic shows the input itself)


def test_absolute_url_refuses_a_relative_reference() -> None:
    with pytest.raises(ValidationError, match="is not an absolute URL: it has no scheme"):
        Service(endpoint="https://h/", schema_url="/schema.json")  # type: ignore[arg-type] # pydantic converts the str
    assert TypeAdapter(AbsoluteURL).validate_python("mailto:a@b") == URL("mailto:a@b")

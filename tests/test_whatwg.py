"""href.whatwg: the URL Standard's parser, scored on web-platform-tests' data.

- ``urltestdata.json``: every case, as WPT's ``url-constructor.any.js`` runs
  it (``new URL(input, base)``): the href and each of protocol, username,
  password, host, hostname, port, pathname, search and hash, or a failure.
- ``percent-encoding.json``: the query in each legacy encoding and the
  fragment in UTF-8, as ``percent-encoding.window.js`` builds its URL.
- ``toascii.json`` and ``IdnaTestV2.json``: the host of ``https://<input>/x``,
  as ``toascii.window.js`` and ``IdnaTestV2.window.js`` build it.

A case whose result differs and that holds a code point the running
interpreter's ``unicodedata`` does not know yet is skipped with that reason;
any other difference fails. The data is vendored in ``tests/data/wpt``.
"""

from __future__ import annotations

import json
import pickle

import pytest

from conformance_data import WPT
from href import URL, InvalidURL, whatwg
from href.whatwg._record import Record, serialize
from test_uts46 import _newer_than_unicodedata

_PARTS = ("protocol", "username", "password", "host", "hostname", "port", "pathname")


_Case = dict[str, str | bool | dict[str, str] | None]  # a dict: percent-encoding.json's outputs


def _load(name: str) -> list[tuple[str, _Case]]:
    """A WPT file's cases with their ids."""
    path = WPT / name
    return [
        (f"{name}-{index}", case)
        for index, case in enumerate(json.loads(path.read_text(encoding="utf-8")))
        if isinstance(case, dict)  # the strings are comments
    ]


def _cases(name: str) -> list[object]:
    cases = _load(name)
    return [pytest.param(case, id=case_id) for case_id, case in cases]


def components(record: Record) -> dict[str, str]:
    """The URL API's getters (URL Standard 6.1) on a record."""
    port = "" if record.port is None else str(record.port)
    host = record.host or ""
    return {
        "href": serialize(record),
        "protocol": record.scheme + ":",
        "username": record.username,
        "password": record.password,
        "host": host + (":" + port if port and record.host is not None else ""),
        "hostname": host,
        "port": port,
        "pathname": record.pathname,
        "search": "?" + record.query if record.query else "",
        "hash": "#" + record.fragment if record.fragment else "",
    }


# --- web-platform-tests ------------------------------------------------------


@pytest.mark.parametrize("case", _cases("urltestdata.json"))
def test_wpt_urltestdata(case: _Case) -> None:
    text, base = case["input"], case["base"]
    assert isinstance(text, str)
    assert base is None or isinstance(base, str)
    if case.get("failure"):
        with pytest.raises(InvalidURL):
            whatwg.parse(text, base)
        assert not whatwg.can_parse(text, base)
        return
    record = whatwg._parse_record(text, base)
    expected = {name: case[name] for name in ("href", *_PARTS, "search", "hash")}
    assert components(record) == expected
    url = whatwg.parse(text, base)
    assert type(url) is URL
    assert str(url) == case["href"]
    assert whatwg.can_parse(text, base)


@pytest.mark.parametrize("case", _cases("urltestdata.json"))
def test_wpt_urltestdata_reparses_to_itself(case: _Case) -> None:
    """The standard's idempotence goal: a serialized URL parses to itself."""
    if case.get("failure"):
        return
    href = case["href"]
    assert isinstance(href, str)
    assert str(whatwg.parse(href)) == href


def _encoding_cases() -> list[object]:
    cases = _load("percent-encoding.json")
    params: list[object] = []
    for case_id, case in cases:
        outputs = case["output"]
        assert isinstance(outputs, dict)
        params.extend(
            pytest.param(
                case["input"], encoding, output, outputs["utf-8"], id=f"{case_id}-{encoding}"
            )
            for encoding, output in outputs.items()
        )
    return params


@pytest.mark.parametrize(("text", "encoding", "query", "fragment"), _encoding_cases())
def test_wpt_percent_encoding(text: str, encoding: str, query: str, fragment: str) -> None:
    """A page in ``encoding`` writes the query in it; the fragment is always UTF-8."""
    url = whatwg.parse(f"https://doesnotmatter.invalid/?{text}#{text}", encoding=encoding)
    assert (url.raw_query, url.raw_fragment) == (query, fragment)


def _host_cases() -> list[object]:
    params: list[object] = []
    for name, escaped in (("toascii.json", False), ("IdnaTestV2.json", True)):
        cases = _load(name)
        params.extend(
            pytest.param(case, escaped, id=case_id)
            for case_id, case in cases
            # IdnaTestV2.window.js skips the empty input: "https:///x" has no host.
            if not (escaped and not case["input"])
        )
    return params


_IDNA_ESCAPED = str.maketrans({char: f"%{ord(char):02X}" for char in ":/?#\\"})


@pytest.mark.parametrize(("case", "escaped"), _host_cases())
def test_wpt_host_of_https_url(case: _Case, escaped: bool) -> None:
    """``new URL("https://<input>/x")``'s host, or a failure where the output is null.

    IdnaTestV2.window.js escapes ``: / ? # \\`` so the whole input is the host;
    toascii.window.js does not.
    """
    text, expected = case["input"], case["output"]
    assert isinstance(text, str)
    assert expected is None or isinstance(expected, str)
    domain = text.translate(_IDNA_ESCAPED) if escaped else text
    try:
        record: Record | None = whatwg._parse_record(f"https://{domain}/x")
    except InvalidURL:
        record = None
    actual = None if record is None else record.host
    if actual != expected:
        reason = _newer_than_unicodedata(text, expected or "")
        if reason is not None:
            pytest.skip(f"{reason} (gave {actual!r}, expected {expected!r})")
    assert actual == expected
    if record is not None:
        assert record.pathname == "/x"


def _setter_cases() -> list[object]:
    path = WPT / "setters_tests.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return [
        pytest.param(setter, case, id=f"setters_tests.json-{setter}-{index}")
        for setter, cases in data.items()
        if setter != "comment"
        for index, case in enumerate(cases)
    ]


@pytest.mark.parametrize(("setter", "case"), _setter_cases())
def test_wpt_setters(setter: str, case: dict[str, str | dict[str, str]]) -> None:
    """``url[setter] = new_value`` as WPT's ``url-setters.any.js`` runs it."""
    href, value, expected = case["href"], case["new_value"], case["expected"]
    assert isinstance(href, str)
    assert isinstance(value, str)
    assert isinstance(expected, dict)
    url = whatwg.replace(href, **{setter: value})  # type: ignore[arg-type]  # setter is a keyword
    actual = components(whatwg._parse_record(url))
    assert {name: actual[name] for name in expected} == expected


# --- the public API ----------------------------------------------------------


def test_parse_returns_an_ordinary_url_of_the_serialized_href() -> None:
    url = whatwg.parse("HTTP://User@EXAMPLE.com:80/a/./b/%2e%2E/c?q#f")
    assert url == URL("http://User@example.com/a/c?q#f")
    assert (str(url.host), url.port, url.path.segments) == ("example.com", None, ("a", "c"))


def test_parse_accepts_url_values_for_text_and_base() -> None:
    assert whatwg.parse(URL("x"), URL("https://h/a/b")) == URL("https://h/a/x")


@pytest.mark.parametrize(
    ("text", "base", "href"),
    [
        pytest.param(
            "/\\evil.example/", "https://good.example/", "https://evil.example/", id="backslash"
        ),
        pytest.param(" https://h/ ", None, "https://h/", id="trimmed"),
        pytest.param("http://0x7f.1/", None, "http://127.0.0.1/", id="hex-ipv4"),
        pytest.param(
            "http://[0:0::ffff:1.2.3.4]/", None, "http://[::ffff:102:304]/", id="ipv4-in-ipv6"
        ),
        pytest.param("file:///C|/x/../..", None, "file:///C:/", id="drive-letter-kept"),
        pytest.param("sc://H%C3%A9/ a", None, "sc://H%C3%A9/%20a", id="opaque-host"),
        pytest.param("mailto:a b ?c", None, "mailto:a b%20?c", id="opaque-path-space"),
        pytest.param("https://h:0443/", None, "https://h/", id="default-port-elided"),
    ],
)
def test_parse_reads_as_browsers_do(text: str, base: str | None, href: str) -> None:
    assert str(whatwg.parse(text, base)) == href


def test_parse_query_encoding_applies_to_special_non_websocket_urls_only() -> None:
    assert whatwg.parse("http://h/?é#é", encoding="windows-1252").raw_query == "%E9"
    assert whatwg.parse("ws://h/?é", encoding="windows-1252").raw_query == "%C3%A9"
    assert whatwg.parse("sc://h/?é", encoding="windows-1252").raw_query == "%C3%A9"
    # "Get an output encoding": UTF-16 pages send UTF-8.
    assert whatwg.parse("http://h/?é", encoding="utf-16le").raw_query == "%C3%A9"


def test_parse_reads_a_lone_surrogate_as_u_fffd() -> None:
    assert str(whatwg.parse("http://h/\ud800?\udfff#\ud800")) == (
        "http://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD"
    )


@pytest.mark.parametrize(
    "setter", ["username", "password", "host", "pathname", "search", "hash", "href"]
)
def test_replace_reads_a_lone_surrogate_as_u_fffd(setter: str) -> None:
    # Each setter takes a USVString, as the constructor does (the username
    # and password setters once raised UnicodeEncodeError).
    value = "http://h/x\ud800" if setter == "href" else "x\ud800"
    expected = whatwg.replace("http://h/", **{setter: value.replace("\ud800", "\ufffd")})  # type: ignore[arg-type]  # setter is a keyword
    assert whatwg.replace("http://h/", **{setter: value}) == expected  # type: ignore[arg-type]


def test_invalid_url_names_the_part_and_quotes_the_input() -> None:
    with pytest.raises(InvalidURL) as caught:
        whatwg.parse("https://h:70000/")
    assert str(caught.value) == "invalid port in 'https://h:70000/': '70000' is above 65535"
    assert (caught.value.url, caught.value.part, caught.value.position) == (
        "https://h:70000/",
        "port",
        10,
    )


@pytest.mark.parametrize(
    ("text", "part", "why"),
    [
        pytest.param("", "scheme", "no scheme and no base URL", id="empty"),
        pytest.param("http://a:b@/", "host", "credentials are followed by no host", id="no-host"),
        pytest.param(
            "http://[::1/",
            "host",
            "'[::1' lacks the closing ']' of an IPv6 address",
            id="unclosed",
        ),
        pytest.param(
            "http://[1::2::3]/",
            "host",
            "'1::2::3' is not an IPv6 address (IPv6-multiple-compression)",
            id="ipv6",
        ),
        pytest.param(
            "http://1.2.3.256/",
            "host",
            "'1.2.3.256' ends in a number but is not an IPv4 address",
            id="ipv4",
        ),
        pytest.param("sc://a<b/", "host", "'<' is a forbidden host code point", id="opaque"),
        pytest.param("http://h:8x/", "port", "'x' is not a digit", id="port"),
    ],
)
def test_failure_messages(text: str, part: str, why: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        whatwg.parse(text)
    assert (caught.value.part, str(caught.value)) == (part, f"invalid {part} in {text!r}: {why}")


def test_invalid_base_is_reported_as_the_base() -> None:
    with pytest.raises(InvalidURL) as caught:
        whatwg.parse("x", "nope")
    assert caught.value.part == "base"
    assert str(caught.value) == (
        "invalid base URL 'nope': invalid scheme in 'nope': no scheme and no base URL"
    )
    assert not whatwg.can_parse("x", "nope")


def test_invalid_url_pickles() -> None:
    with pytest.raises(InvalidURL) as caught:
        whatwg.parse("http://h:8x/")
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (str(copy), copy.part, copy.position) == (str(caught.value), "port", 10)


@pytest.mark.parametrize("value", [b"http://h/", None, 3])
def test_parse_refuses_what_is_not_text(value: object) -> None:
    with pytest.raises(TypeError, match=r"parse\(\) expected str or URL for text, got "):
        whatwg.parse(value)  # type: ignore[arg-type]  # the refusal is under test


def test_domain_to_ascii_and_back() -> None:
    assert whatwg.domain_to_ascii("Bücher.EXAMPLE") == "xn--bcher-kva.example"
    assert whatwg.domain_to_ascii("a_b.example") == "a_b.example"
    assert whatwg.domain_to_unicode("xn--bcher-kva.example") == "bücher.example"
    assert whatwg.domain_to_unicode("xn--zz.example") == "xn--zz.example"


def test_domain_to_ascii_be_strict_applies_registration_rules() -> None:
    with pytest.raises(InvalidURL) as caught:
        whatwg.domain_to_ascii("a_b.example", be_strict=True)
    assert caught.value.part == "host"
    with pytest.raises(InvalidURL, match="forbidden domain code point"):
        whatwg.domain_to_ascii("a b")


# --- replace -------------------------------------------------------------------


def test_replace_sets_parts_in_the_api_order() -> None:
    url = whatwg.replace(
        "http://h/",
        hash="f",
        search="?a b",
        pathname="x/../y",
        port=8080,
        hostname="EXAMPLE.com",
        password="p@ss",
        username="u",
        protocol="https",
    )
    assert url == URL("https://u:p%40ss@example.com:8080/y?a%20b#f")


def test_replace_href_replaces_the_whole_url_first() -> None:
    assert whatwg.replace("http://h/", href="sc://x/", search="q") == URL("sc://x/?q")
    with pytest.raises(InvalidURL):
        whatwg.replace("http://h/", href="nope")


def test_replace_leaves_what_the_standard_ignores() -> None:
    assert whatwg.replace("http://h:1/", port="x") == URL("http://h:1/")
    assert whatwg.replace("file:///p", username="u") == URL("file:///p")
    assert whatwg.replace("mailto:a", pathname="b") == URL("mailto:a")
    assert whatwg.replace("http://h/", protocol="sc") == URL("http://h/")


@pytest.mark.parametrize(
    ("part", "value", "message"),
    [
        pytest.param("port", "x", "the port setter ignores 'x' for 'http://h:1/'", id="port"),
        pytest.param(
            "protocol", "file", "the protocol setter ignores 'file' for 'http://h:1/'", id="scheme"
        ),
        pytest.param(
            "username", "u", "the username setter ignores 'u' for 'file:///p'", id="no-host"
        ),
    ],
)
def test_replace_strict_raises_where_the_standard_ignores(
    part: str, value: str, message: str
) -> None:
    url = "file:///p" if part == "username" else "http://h:1/"
    with pytest.raises(InvalidURL) as caught:
        whatwg.replace(url, strict=True, **{part: value})
    assert (str(caught.value), caught.value.part, caught.value.url) == (message, part, url)


def test_replace_refuses_a_value_that_is_not_text() -> None:
    with pytest.raises(TypeError, match=r"replace\(\) expected str for search, got bytes"):
        whatwg.replace("http://h/", search=b"q")  # type: ignore[arg-type]  # the refusal is under test

"""href.whatwg.validate and is_valid_url_string: the URL Standard's validation errors.

The reference implementation's cases (whatwg-url, ``tests/data/url-validation``)
in full; each of the 31 names with an example of its own and its exact span;
the fast path against the parser; and the invariants the fuzz target holds.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance_data import URL_VALIDATION, WPT
from depth import examples, sample
from href import URL, InvalidURL, whatwg
from href.whatwg import VALIDATION_ERRORS, ValidationError, is_valid_url_string, validate
from href.whatwg._validate import _errors
from strategies import url_texts

_CASES: list[dict[str, Any]] = json.loads(
    (URL_VALIDATION / "whatwg-url-validation-cases.json").read_text(encoding="utf-8")
)["cases"]
_SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"
_CORPORA = Path(os.environ.get("HREF_URL_CORPORA") or _SHARED / "urls")


def _names(text: str, base: str | None = None) -> list[str]:
    return [error.name for error in validate(text, base)]


# --- whatwg-url's cases, in full


def _case_id(case: dict[str, Any]) -> str:
    return str(case["input"]) + (f" against {case['base']}" if "base" in case else "")


@pytest.mark.parametrize("case", _CASES, ids=_case_id)
def test_whatwg_url_case(case: dict[str, Any]) -> None:
    errors = validate(case["input"], case.get("base"))
    assert [error.name for error in errors] == case.get("parserValidationErrors", [])
    assert (bool(errors) and errors[-1].fatal) is bool(case.get("parserFailure"))
    assert is_valid_url_string(case["input"], case.get("base")) is case["validURLString"]


def test_the_cases_are_all_there() -> None:
    data = json.loads((URL_VALIDATION / "whatwg-url-validation-cases.json").read_text())
    assert len(_CASES) == 184
    assert sum(case["validURLString"] for case in _CASES) == 73
    assert tuple(data["errorNames"]) == VALIDATION_ERRORS
    met = {name for case in _CASES for name in case.get("parserValidationErrors", [])}
    assert met == set(VALIDATION_ERRORS)


# --- each name: an example and the exact span it marks (text, base, name, span, fatal)

_NAMED = [
    pytest.param("https://a_b.example/", None, "domain-to-ASCII", "a_b.example", False),
    pytest.param("https://ex ample/", None, "domain-to-ASCII", "ex ample", True),
    pytest.param("https://exam%70le.org/", None, "domain-percent-encoded", "exam%70le.org", False),
    pytest.param("foo://a^b/", None, "host-invalid-code-point", "^", True),
    pytest.param("https://1.2.3.4./", None, "IPv4-empty-part", ".", False),
    pytest.param("https://1.2.3/", None, "IPv4-too-few-parts", "1.2.3", False),
    pytest.param("https://1.2.3.4.5/", None, "IPv4-too-many-parts", "1.2.3.4.5", True),
    pytest.param("https://x.1.2.3/", None, "IPv4-non-numeric-part", "x", True),
    pytest.param("https://1.0x2.3.4/", None, "IPv4-non-decimal-part", "0x2", False),
    pytest.param("https://1.2.3.256/", None, "IPv4-out-of-range-part", "256", True),
    pytest.param("https://１.２.３.４/", None, "IPv4-non-ASCII-input", "１.２.３.４", False),
    pytest.param("https://[::1/", None, "IPv6-unclosed", "[::1", True),
    pytest.param("https://[:1]/", None, "IPv6-invalid-compression", ":", True),
    pytest.param("https://[1:2:3:4:5:6:7:8:9]/", None, "IPv6-too-many-pieces", "9", True),
    pytest.param("https://[1::2::3]/", None, "IPv6-multiple-compression", "::", True),
    pytest.param("https://[1:x::]/", None, "IPv6-invalid-code-point", "x", True),
    pytest.param("https://[1:2:3]/", None, "IPv6-too-few-pieces", "1:2:3", True),
    pytest.param("https://[::01:2]/", None, "IPv6-piece-leading-zero", "01", False),
    pytest.param(
        "https://[1:2:3:4:5:6:7:1.2.3.4]/",
        None,
        "IPv4-in-IPv6-too-many-pieces",
        "1.2.3.4",
        True,
    ),
    pytest.param("https://[::1.2.03.4]/", None, "IPv4-in-IPv6-invalid-code-point", "03", True),
    pytest.param("https://[::1.2.300.4]/", None, "IPv4-in-IPv6-out-of-range-part", "300", True),
    pytest.param("https://[::1.2.3]/", None, "IPv4-in-IPv6-too-few-parts", "::1.2.3", True),
    pytest.param("https://h/a b", None, "invalid-URL-unit", " ", False),
    pytest.param("https://h/%zz", None, "invalid-URL-unit", "%", False),
    pytest.param("https://h/%a", None, "invalid-URL-unit", "%a", False),
    pytest.param("https:h/", None, "special-scheme-missing-following-solidus", "https:", False),
    pytest.param("https:///h/", None, "special-scheme-missing-following-solidus", "/", False),
    pytest.param("h/", None, "missing-scheme-non-relative-URL", "h/", True),
    pytest.param("https://h\\p", None, "invalid-reverse-solidus", "\\", False),
    pytest.param("https://u:p@h/", None, "invalid-credentials", "u:p@", False),
    pytest.param("https://u@/", None, "host-missing", "@", True),
    pytest.param("https://h:65536/", None, "port-out-of-range", "65536", True),
    pytest.param("https://h:8x/", None, "port-invalid", "x", True),
    pytest.param("c|/x", "file:///", "file-invalid-Windows-drive-letter", "c|", False),
    pytest.param("file://c:/x", None, "file-invalid-Windows-drive-letter-host", "c:", False),
]


@pytest.mark.parametrize(("text", "base", "name", "span", "fatal"), _NAMED)
def test_each_name_marks_its_span(
    text: str, base: str | None, name: str, span: str, fatal: bool
) -> None:
    errors = [error for error in validate(text, base) if error.name == name]
    assert errors, f"no {name} in {validate(text, base)}"
    error = errors[0]
    assert (text[error.start : error.end], error.fatal) == (span, fatal)
    assert error.message.startswith(repr(span))


def test_every_name_has_an_example() -> None:
    assert {param.values[2] for param in _NAMED} == set(VALIDATION_ERRORS)


# --- where the spans fall once the parser's trimming is undone

_PLACED = [
    pytest.param(" https://h/a b ", [("invalid-URL-unit", " "), ("invalid-URL-unit", " ")]),
    pytest.param("https://h/\ta b", [("invalid-URL-unit", "\t"), ("invalid-URL-unit", " ")]),
    pytest.param(
        "ht\ntps:h/",
        [("invalid-URL-unit", "\n"), ("special-scheme-missing-following-solidus", "ht\ntps:")],
    ),
    pytest.param("https://h/#\ud800", [("invalid-URL-unit", "\ud800")]),
    pytest.param("https://h/#\ufffd", []),
    pytest.param("https://a@b@h/", [("invalid-credentials", "a@"), ("invalid-credentials", "b@")]),
    pytest.param("https://", [("host-missing", "/")]),
    pytest.param(
        " \x01", [("invalid-URL-unit", " \x01"), ("missing-scheme-non-relative-URL", " \x01")]
    ),
]


@pytest.mark.parametrize(("text", "expected"), _PLACED)
def test_spans_are_placed_in_the_text_as_given(text: str, expected: list[tuple[str, str]]) -> None:
    errors = validate(text)
    assert [(error.name, text[error.start : error.end]) for error in errors] == expected


def test_an_error_is_a_frozen_value() -> None:
    error = validate("https://h:8x/")[0]
    assert error == ValidationError(
        "port-invalid",
        11,
        12,
        True,
        "'x' is not a digit: a port is a decimal number (the URL does not parse)",
    )
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        error.start = 0  # type: ignore[misc]


# --- bad input


def test_text_that_is_not_a_str_is_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"^validate\(\) expected str, got bytes$"):
        validate(b"https://h/")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^is_valid_url_string\(\) expected str, got URL$"):
        is_valid_url_string(URL("https://h/"))  # type: ignore[arg-type]


def test_a_base_of_another_type_is_a_type_error() -> None:
    with pytest.raises(
        TypeError, match=r"^validate\(\) expected str, URL or None for base, got int$"
    ):
        validate("a", 1)  # type: ignore[arg-type]
    with pytest.raises(
        TypeError, match=r"^is_valid_url_string\(\) expected str, URL or None for base, got int$"
    ):
        is_valid_url_string("a", 1)  # type: ignore[arg-type]


def test_an_invalid_base_is_reported_with_its_own_errors() -> None:
    errors = validate("a b", "https://h:x/")
    assert [(error.name, error.fatal) for error in errors] == [("port-invalid", True)]
    assert errors[0].message == (
        "in the base URL 'https://h:x/': 'x' is not a digit: a port is a decimal number"
        " (the URL does not parse)"
    )
    assert is_valid_url_string("a", "https://h:x/") is False


def test_a_base_url_value_is_taken() -> None:
    assert validate("a b", URL("https://h/")) == validate("a b", "https://h/")
    assert is_valid_url_string("a", URL("https://h/"))


# --- "valid URL string" is stricter than "no validation error"

# Stricter than "parse() succeeds": each of these parses.
_STRICTER = [
    pytest.param("https://1.2.3.4.5.6.7.example/", True, id="domain-of-digits-fine"),
    pytest.param("https://[0::1]/", True, id="single-zero-piece"),
    pytest.param("https://%61.org/", False, id="escaped-domain"),
    pytest.param("https://0x7f.1/", False, id="ipv4-hex-and-short"),
    pytest.param("https://[::01]/", False, id="ipv6-leading-zero"),
    pytest.param("https:example.org", False, id="no-slashes"),
    pytest.param("https://u@h/", False, id="credentials"),
    pytest.param("foo:a b", False, id="space-in-opaque-path"),
]


@pytest.mark.parametrize(("text", "valid"), _STRICTER)
def test_valid_url_string_examples(text: str, valid: bool) -> None:
    whatwg.parse(text)
    assert is_valid_url_string(text) is valid
    assert (validate(text) == ()) is valid


def test_a_relative_string_is_valid_only_against_a_base() -> None:
    assert is_valid_url_string("a/b?c#d") is False
    assert is_valid_url_string("a/b?c#d", "https://h/") is True
    assert is_valid_url_string("#d", "foo:opaque") is True
    assert is_valid_url_string("a", "foo:opaque") is False


# --- the fast path and the invariants


def _slow(text: str) -> tuple[ValidationError, ...]:
    return _errors(text, None)


def _wpt_texts() -> list[str]:
    cases = json.loads((WPT / "urltestdata.json").read_text(encoding="utf-8"))
    return [case["input"] for case in cases if isinstance(case, dict) and "base" not in case]


def test_the_fast_path_agrees_with_the_parser_on_wpt() -> None:
    texts = _wpt_texts()
    assert [text for text in texts if validate(text) != _slow(text)] == []


def test_the_fast_path_agrees_with_the_parser_on_the_corpora() -> None:
    files = sorted(_CORPORA.glob("*.txt")) if _CORPORA.is_dir() else []
    if not files:
        pytest.skip(f"no URL corpora in {_CORPORA}")
    lines = sample(
        [line for file in files for line in file.read_text(encoding="utf-8-sig").splitlines()],
        3_000,
    )
    assert [line for line in lines if validate(line) != _slow(line)] == []


_FAST_EDGES = [
    "https://a-b.example/",
    "https://ab--c.example/",
    "https://xn--zz.example/",
    "https://-a.example/",
    "https://a-.example/",
    "https://" + "a" * 63 + ".example/",
    "https://" + "a" * 64 + ".example/",
    "https://" + "a." * 126 + "ab/",
    "https://" + "a." * 127 + "ab/",
    "https://h.0x1f/",
    "https://h.cafe/",
    "https://h.123/",
    "https://h:9999/",
    "https://h/%2g",
    "https://h/?%4",
    "https://h/#%41",
    "file://",
    "file:///C:/x",
    "file://localhost/x",
    "file://c:/x",
    "file:///c|/x",
    "file://1.2.3/x",
    "file://h:1/x",
]


@pytest.mark.parametrize("text", _FAST_EDGES)
def test_the_fast_path_agrees_at_its_edges(text: str) -> None:
    assert validate(text) == _slow(text)


@settings(max_examples=examples(2_000))
@given(
    st.text(max_size=40) | url_texts(),
    st.sampled_from([None, "https://h/a/b", "foo:x", "file:///c:/"]),
)
def test_validate_never_raises_and_agrees_with_parse(text: str, base: str | None) -> None:
    errors = validate(text, base)
    if base is None:
        assert errors == _slow(text)
    for error in errors:
        assert error.name in VALIDATION_ERRORS
        assert 0 <= error.start < error.end <= len(text) or (
            not text and error.start == error.end == 0
        )
    fatal = [error.fatal for error in errors]
    assert True not in fatal[:-1]
    try:
        whatwg.parse(text, base)
    except InvalidURL:
        assert fatal[-1:] == [True]
    else:
        assert fatal[-1:] != [True]
    # The writing grammar and "no error" agree (see is_valid_url_string).
    assert is_valid_url_string(text, base) is (errors == ())


# --- docs/howto/lint.md's table of the 31 names: each example gives its name and span

_ROW = re.compile(
    r"^\| `([^`]+)` \| (yes|no) \| `([^`]+)`(?: against `([^`]+)`)? \| `([^`]*)` \| (.*) \|$",
    re.MULTILINE,
)


def _table_rows() -> list[list[str]]:
    """The rows of the how-to's table: name, fatal, example, base, span, URL()'s verdict."""
    page = (Path(__file__).resolve().parents[1] / "docs" / "howto" / "lint.md").read_text()
    return [[cell.replace("\\|", "|") for cell in row] for row in _ROW.findall(page)]


def test_the_how_to_table_shows_what_validate_gives() -> None:
    rows = _table_rows()
    assert [row[0] for row in rows] == list(VALIDATION_ERRORS)
    for name, fatal, text, base, span, rfc3986 in rows:
        error = next(error for error in validate(text, base or None) if error.name == name)
        assert (text[error.start : error.end], error.fatal) == (span, fatal == "yes")
        try:
            URL(text)
        except InvalidURL:
            assert rfc3986 == "**refuses it**", text
        else:
            assert rfc3986 == "takes it", text


# Each name's message for the table's example, pinned.
_MESSAGES = {
    "domain-to-ASCII": (
        "'a_b.example' is not a domain that UTS 46 ToASCII"
        " accepts (hyphens, underscores, lengths or Punycode, as registration checks them)"
    ),
    "domain-percent-encoded": "'exam%70le.org' is a domain written with percent-escapes",
    "host-invalid-code-point": "'^' cannot be in an opaque host (the URL does not parse)",
    "IPv4-empty-part": "'.' ends an IPv4 address with an empty part",
    "IPv4-too-few-parts": "'1.2.3' is an IPv4 address with fewer than four parts",
    "IPv4-too-many-parts": (
        "'1.2.3.4.5' is an IPv4 address with more than four parts (the URL does not parse)"
    ),
    "IPv4-non-numeric-part": (
        "'x' is not a number, in a host that ends in one (the URL does not parse)"
    ),
    "IPv4-non-decimal-part": "'0x2' is an IPv4 part written in hexadecimal or octal",
    "IPv4-out-of-range-part": "'256' is an IPv4 part above 255 (the URL does not parse)",
    "IPv4-non-ASCII-input": "'１.２.３.４' is an IPv4 address written with non-ASCII characters",
    "IPv6-unclosed": "'[::1' is an IPv6 address without its closing ']' (the URL does not parse)",
    "IPv6-invalid-compression": (
        "':': an IPv6 address starts with '::', not ':' (the URL does not parse)"
    ),
    "IPv6-too-many-pieces": (
        "'9' is past the eight pieces of an IPv6 address (the URL does not parse)"
    ),
    "IPv6-multiple-compression": (
        "'::' is a second '::' in an IPv6 address (the URL does not parse)"
    ),
    "IPv6-invalid-code-point": "'x' cannot be in an IPv6 address there (the URL does not parse)",
    "IPv6-too-few-pieces": (
        "'1:2:3' is an IPv6 address with fewer than eight pieces (the URL does not parse)"
    ),
    "IPv6-piece-leading-zero": "'01' is an IPv6 piece with a leading zero",
    "IPv4-in-IPv6-too-many-pieces": (
        "'1.2.3.4' comes after too many pieces: an IPv4 part is"
        " an IPv6 address's last two (the URL does not parse)"
    ),
    "IPv4-in-IPv6-invalid-code-point": (
        "'03' cannot be in the IPv4 part of an IPv6 address (the URL does not parse)"
    ),
    "IPv4-in-IPv6-out-of-range-part": (
        "'300' is above 255 in the IPv4 part of an IPv6 address (the URL does not parse)"
    ),
    "IPv4-in-IPv6-too-few-parts": (
        "'::1.2.3' is an IPv6 address whose IPv4 part has fewer"
        " than four parts (the URL does not parse)"
    ),
    "invalid-URL-unit": "' ' is not a URL code point",
    "special-scheme-missing-following-solidus": (
        "'https:': a special URL's scheme is followed by exactly '//'"
    ),
    "missing-scheme-non-relative-URL": (
        "'example.org/a' has no scheme, and there is no base"
        " URL it could be relative to (the URL does not parse)"
    ),
    "invalid-reverse-solidus": "'\\\\' is a backslash where a '/' belongs",
    "invalid-credentials": "'user:pw@' holds credentials (a user name or password)",
    "host-missing": "'@': the host is missing there (the URL does not parse)",
    "port-out-of-range": "'65536' is a port above 65535 (the URL does not parse)",
    "port-invalid": "'x' is not a digit: a port is a decimal number (the URL does not parse)",
    "file-invalid-Windows-drive-letter": (
        "'c|' is a Windows drive letter in a URL relative to a file: URL"
    ),
    "file-invalid-Windows-drive-letter-host": (
        "'c:' is a Windows drive letter where a file: URL's host belongs"
    ),
}


def test_each_names_message_says_what_is_wrong() -> None:
    for name, _fatal, text, base, _span, _rfc3986 in _table_rows():
        error = next(error for error in validate(text, base or None) if error.name == name)
        assert error.message == _MESSAGES[name]

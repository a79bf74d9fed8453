"""UTS 46 conformance: href._uts46 on test data nobody here wrote.

- Unicode's ``IdnaTestV2.txt`` (UTS 46 version 17.0.0; ``tests/data/idna``):
  every line's ToUnicode and nontransitional ToASCII, twice: with the WHATWG
  URL Standard's flags (the status codes of CheckHyphens, UseSTD3ASCIIRules and
  VerifyDnsLength ignored, as the file's header says) and strict (beStrict:
  every status counts).
- web-platform-tests' ``toascii.json`` and ``IdnaTestV2.json``
  (``tests/data/wpt``): the URL Standard's domain parser, through
  ``href._idna.domain_to_ascii``.

A line whose result differs and that holds a code point the running
interpreter's ``unicodedata`` does not know yet (NFC, the Bidi classes and the
combining marks come from it) is skipped with that reason and the difference;
any other difference fails.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterator
from typing import NamedTuple

import idna
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance_data import IDNA, WPT
from depth import examples
from href import URL, Host, InvalidURL
from href._idna import domain_to_ascii
from href._uts46 import IDNAError, to_ascii, to_unicode

_IDNA_TEST = IDNA / "IdnaTestV2.txt"
_DATA_VERSION = "17.0.0"  # IdnaTestV2.txt's header; WPT's IdnaTestV2.json is made from it

#: Status codes of the flags the URL Standard turns off (IdnaTestV2.txt's
#: header): CheckHyphens (V2, V3), UseSTD3ASCIIRules (U1), VerifyDnsLength
#: (A4_1, A4_2, and X4_2, its ToUnicode twin for an empty label).
_WHATWG_IGNORED = frozenset(("V2", "V3", "U1", "A4_1", "A4_2", "X4_2"))
#: ToUnicode has no VerifyDnsLength, strict or not.
_TO_UNICODE_IGNORED_STRICT = frozenset(("X4_2",))


class Line(NamedTuple):
    number: int
    source: str
    to_unicode: str
    unicode_status: frozenset[str]
    to_ascii: str
    ascii_status: frozenset[str]


def _unescape(field: str) -> str:
    if field == '""':
        return ""
    field = re.sub(r"\\x\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), field)
    return re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), field)


def _status(field: str) -> frozenset[str]:
    return frozenset(code.strip() for code in field.strip("[]").split(",") if code.strip())


def _lines() -> Iterator[Line]:
    with _IDNA_TEST.open(encoding="utf-8") as file:
        for number, raw in enumerate(file, 1):
            content = raw.partition("#")[0].strip()
            if not content:
                continue
            fields = [field.strip() for field in content.split(";")]
            source = _unescape(fields[0])
            unicode_ = _unescape(fields[1]) if fields[1] else source
            unicode_status = _status(fields[2])
            ascii_ = _unescape(fields[3]) if fields[3] else unicode_
            ascii_status = _status(fields[4]) if fields[4] else unicode_status
            yield Line(number, source, unicode_, unicode_status, ascii_, ascii_status)


def _newer_than_unicodedata(*texts: str) -> str | None:
    """Why a text needs other Unicode data than this interpreter has, or None.

    A code point that ``unicodedata`` calls unassigned but that ``idna``'s
    UTS 46 table maps or keeps has no NFC, Bidi class or category here yet;
    when that table is newer than the test file, it may also keep a code
    point the file's version disallowed.
    """
    for text in texts:
        for char in text:
            if unicodedata.category(char) != "Cn":
                continue
            try:
                idna.uts46_remap(char, std3_rules=False)
            except idna.IDNAError:
                continue  # disallowed in UTS 46 too: an error either way
            return (
                f"U+{ord(char):04X} is unassigned in this interpreter's unicodedata "
                f"({unicodedata.unidata_version}) but kept by idna's UTS 46 table "
                f"({idna.idnadata.__version__}); the test data is Unicode {_DATA_VERSION}"
            )
    return None


#: Lines a test takes at once: one item each for 6,391 lines, three tests
#: over, was two thirds of the suite's items and most of its overhead.
_CHUNK = 50


def _params() -> list[object]:
    """The lines in chunks, and alone each line this interpreter may be too old for.

    A line with a code point that this ``unicodedata`` does not know may be
    skipped (see ``_check``), so it is an item of its own, and a skip says
    which line; no other line is ever skipped, so the rest run in chunks.
    """
    alone: list[list[Line]] = []
    chunks: list[list[Line]] = [[]]
    for line in _lines():
        if _newer_than_unicodedata(line.source, line.to_unicode, line.to_ascii) is not None:
            alone.append([line])
        else:
            if len(chunks[-1]) == _CHUNK:
                chunks.append([])
            chunks[-1].append(line)
    return [
        pytest.param(
            lines, id=f"line{lines[0].number}" + (f"-{lines[-1].number}" * (len(lines) > 1))
        )
        for lines in sorted((*alone, *chunks), key=lambda lines: lines[0].number)
        if lines
    ]


_PARAMS = _params()


def _each_line(lines: list[Line], check: Callable[[Line], None]) -> None:
    """Run ``check`` on every line, and fail once with every line that failed."""
    failures: list[str] = []
    for line in lines:
        try:
            check(line)
        except Exception as error:
            failures.append(f"line {line.number} {line.source!r}: {type(error).__name__}: {error}")
    if failures:
        pytest.fail(f"{len(failures)} of {len(lines)} lines:\n" + "\n".join(failures))


def _mismatch(line: Line, *, strict: bool) -> str | None:
    """How href's ToUnicode and ToASCII differ from the line, or None."""
    ignored_unicode = _TO_UNICODE_IGNORED_STRICT if strict else _WHATWG_IGNORED
    ignored_ascii: frozenset[str] = frozenset() if strict else _WHATWG_IGNORED
    unicode_, error = to_unicode(line.source, strict=strict)
    if (error is not None) != bool(line.unicode_status - ignored_unicode):
        return f"to_unicode: error {error!r}, expected status {sorted(line.unicode_status)}"
    if unicode_ != line.to_unicode:
        return f"to_unicode gave {unicode_!r}, expected {line.to_unicode!r}"
    try:
        ascii_: str | None = to_ascii(line.source, strict=strict)
        error = None
    except IDNAError as refused:
        ascii_, error = None, str(refused)
    if (error is not None) != bool(line.ascii_status - ignored_ascii):
        return f"to_ascii: error {error!r}, expected status {sorted(line.ascii_status)}"
    if ascii_ is not None and ascii_ != line.to_ascii:
        return f"to_ascii gave {ascii_!r}, expected {line.to_ascii!r}"
    return None


def _check(lines: list[Line], *, strict: bool) -> None:
    failures: list[str] = []
    for line in lines:
        mismatch = _mismatch(line, strict=strict)
        if mismatch is None:
            continue
        reason = _newer_than_unicodedata(line.source, line.to_unicode, line.to_ascii)
        if reason is not None:
            # Only a line that differs and holds such a code point is passed
            # over; _params gives each such line an item of its own.
            assert len(lines) == 1
            pytest.skip(f"line {line.number}: {reason} ({mismatch})")
        failures.append(f"line {line.number} {line.source!r}: {mismatch}")
    if failures:
        pytest.fail(f"{len(failures)} of {len(lines)} lines:\n" + "\n".join(failures))


@pytest.mark.parametrize("lines", _PARAMS)
def test_idna_test_v2_whatwg_flags(lines: list[Line]) -> None:
    _check(lines, strict=False)


@pytest.mark.parametrize("lines", _PARAMS)
def test_idna_test_v2_strict(lines: list[Line]) -> None:
    _check(lines, strict=True)


def _wpt_params(name: str) -> list[object]:
    path = WPT / name
    params: list[object] = []
    for index, case in enumerate(json.loads(path.read_text(encoding="utf-8"))):
        if not isinstance(case, dict):
            continue  # a comment
        if not case["input"]:
            continue  # WPT's runner skips it too: "https:///x" has no host to test
        params.append(pytest.param(case, id=f"{name}-{index}"))
    return params


@pytest.mark.parametrize("case", _wpt_params("toascii.json") + _wpt_params("IdnaTestV2.json"))
def test_wpt_domain_to_ascii(case: dict[str, str | None]) -> None:
    """The URL Standard's domain parser, as WPT's runners call it on ``https://<input>/x``."""
    domain, expected = case["input"], case["output"]
    assert domain is not None
    try:
        actual: str | None = domain_to_ascii(domain)
    except IDNAError:
        actual = None
    if actual != expected:
        reason = _newer_than_unicodedata(domain, expected or "")
        if reason is not None:
            pytest.skip(f"{reason} (gave {actual!r}, expected {expected!r})")
    assert actual == expected


# The hosts that issue 13 found refused: real, resolvable names that browsers,
# ada-url, the Rust url crate and yarl accept, with the A-labels browsers give.
_BROWSER_HOSTS = [
    ("☃.net", "xn--n3h.net"),
    ("xn--n3h.net", "xn--n3h.net"),
    ("💩.la", "xn--ls8h.la"),
    ("xn--ls8h.la", "xn--ls8h.la"),
    ("i❤.ws", "xn--i-7iq.ws"),
    ("-ü.example", "xn----eha.example"),
    ("ü_x.de", "xn--_x-wka.de"),
    ("ab--c.ü", "ab--c.xn--tda"),
]


@pytest.mark.parametrize(("host", "ascii_"), _BROWSER_HOSTS)
def test_hosts_browsers_accept_parse(host: str, ascii_: str) -> None:
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert url.host.ascii == ascii_
    assert str(url.to_ascii()) == f"http://{ascii_}/"
    assert str(url.normalize()) == f"http://{ascii_}/"
    assert URL(str(url.to_unicode())).host is not None
    assert url.host.address is None
    assert str(URL("http://h/").with_host(host)) == f"http://{ascii_}/"


@pytest.mark.parametrize(
    ("host", "rule"),
    [
        ("a\u200db.example", "ContextJ"),  # ZWJ outside its context
        ("\u200d.example", "ContextJ"),
        ("يa.example", "RFC 5893"),  # Arabic then Latin in one label
        ("0à.\u05d0", "RFC 5893"),  # a Bidi name whose other label begins with a digit
        ("ü.xn--zz", "Punycode"),  # a broken A-label beside a non-ASCII one
        ("\u0301a.example", "combining mark"),
        ("a\u0378.example", "disallowed"),  # unassigned
        ("www.lookout.net\u2a74", "forbidden"),  # maps to "::="
        ("a\uff03b.example", "forbidden"),  # full-width "#" maps to "#"
    ],
)
def test_what_to_ascii_refuses_is_refused(host: str, rule: str) -> None:
    with pytest.raises(InvalidURL, match=rule):
        URL(f"http://{host}/")
    with pytest.raises(InvalidURL, match=rule):
        Host(host)
    with pytest.raises(ValueError, match=rule):
        URL("http://h/").with_host(host)


_NOT_IN_A_HOST = re.compile(r"[\x00-\x20/?#@\[\]:\\%\x7f]")


@pytest.mark.parametrize("lines", _PARAMS)
def test_url_takes_a_host_exactly_when_the_domain_parser_does(lines: list[Line]) -> None:
    """Every source of IdnaTestV2.txt as a URL's host: parsed iff a browser parses it.

    And nothing accepted at parse raises later, in any accessor or conversion.
    A source with a character that delimits or cannot stand in an authority
    (a URL with it has another host, or none) is not a host to try.
    """
    _each_line(lines, _url_takes_the_host)


def _url_takes_the_host(line: Line) -> None:
    source = line.source
    if not source or _NOT_IN_A_HOST.search(source) or _mismatch(line, strict=False):
        return
    try:
        expected: str | None = domain_to_ascii(source)
    except IDNAError:
        expected = None
    try:
        url = URL(f"http://{source}/")
    except InvalidURL:
        assert expected is None, f"URL() refused a host browsers take as {expected!r}"
        return
    assert expected is not None, "URL() took a host browsers refuse"
    host = url.host
    assert host is not None
    assert host.ascii == expected
    assert host.unicode is not None
    assert host.address is None or host.address.version == 4
    assert URL(str(url.to_ascii())).host == Host(expected)
    assert URL(str(url.to_unicode())).host is not None
    assert url.normalize().raw_host is not None
    # A builder writes a non-ASCII name as A-labels and an ASCII one as given.
    built = URL("http://h/").with_host(source)
    assert built.host is not None
    assert built.host.ascii == expected


# Labels from a mix of scripts, joiners, marks, symbols, full-width forms and
# the dots UTS 46 maps to ".", so that the properties below meet every rule.
_ALPHABET = (
    "abcxyz019-_ABZ"  # ASCII, upper case mapped
    "äößçñéÀ"  # Latin, deviation ß
    "αβςΣ"  # Greek, deviation ς
    "шщЖ"  # Cyrillic
    "\u05d0\u05d1\u0627\u0628\u0660\u0661"  # Hebrew, Arabic, Arabic-Indic digits
    "\u0915\u094d\u200c\u200d"  # Devanagari with virama, ZWNJ, ZWJ
    "\u0301\u0308"  # combining marks
    "☃❤\U0001f4a9"  # symbols and emoji
    "ＡＢｘ１"  # full-width forms
    ".\u3002\uff0e"  # dots
)


@settings(max_examples=examples(500), deadline=None)
@given(st.text(alphabet=_ALPHABET, min_size=1, max_size=24))
def test_to_ascii_and_to_unicode_are_inverse_and_idempotent(domain: str) -> None:
    try:
        ascii_ = to_ascii(domain)
    except IDNAError:
        unicode_, error = to_unicode(domain)
        # ToUnicode records the errors ToASCII fails on (UTS 46 4.3); only
        # Punycode's own limits are ToASCII's alone.
        assert error is not None
        return
    assert ascii_.isascii()
    assert to_ascii(ascii_) == ascii_
    unicode_, error = to_unicode(domain)
    assert error is None
    assert to_ascii(unicode_) == ascii_
    assert to_unicode(ascii_) == (unicode_, None)
    assert to_unicode(unicode_) == (unicode_, None)

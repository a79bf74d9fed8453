"""href.arrow's RE2 path for URL patterns (href.arrow._re2), held to ``URLPattern.test``.

Two promises: every text :data:`SERIALIZED` takes (and that does not start
with :data:`NOT_SERIALIZED_PREFIX`) is one ``is_serialized`` vouches for;
and on such text a pattern's RE2 expression matches exactly when ``test()``
does. Both are checked by pyarrow's own RE2 over web-platform-tests'
patterns and inputs, the corpora, and drawn URLs built from the patterns'
own words; then ``pattern_test`` and ``pattern_exec`` over mixed columns.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pa = pytest.importorskip("pyarrow")
pc = pytest.importorskip("pyarrow.compute")

from corpora import corpus_lines  # noqa: E402 - after the pyarrow skip
from depth import examples  # noqa: E402
from href import arrow  # noqa: E402
from href.arrow._pattern import COLUMN_ROWS  # noqa: E402
from href.arrow._re2 import NOT_SERIALIZED_PREFIX, SERIALIZED, serialized_pattern  # noqa: E402
from href.pattern import URLPattern  # noqa: E402
from href.whatwg._fast import is_serialized  # noqa: E402
from pattern_wpt_patterns import INPUTS, PATTERNS, WORDS  # noqa: E402

_WITH_RE2 = [(p, whole) for p in PATTERNS if (whole := serialized_pattern(p)) is not None]


def _taken(texts: list[str]) -> list[str]:
    """The texts the RE2 check takes as serialized."""
    array = pa.array(texts, type=pa.string())
    taken = pc.and_(
        pc.match_substring_regex(array, SERIALIZED),
        pc.invert(pc.starts_with(array, NOT_SERIALIZED_PREFIX)),
    )
    return [text for text, keep in zip(texts, taken.to_pylist(), strict=True) if keep]


def _agree(texts: list[str]) -> None:
    """On every text the RE2 check takes, each pattern's RE2 answer is test()'s."""
    array = pa.array(texts, type=pa.string())
    for pattern, whole in _WITH_RE2:
        answers = pc.match_substring_regex(array, whole).to_pylist()
        for text, answer in zip(texts, answers, strict=True):
            assert answer is pattern.test(text), (pattern, whole, text)


_pieces = st.sampled_from(
    ["", "a", "A", "1", "-", ".", "..", "%2e", "%20", "%", ":", "/", "?", "#", "*", "|", *WORDS]
)
_texts = st.lists(_pieces, max_size=6).map("".join)
_hosts = st.lists(
    st.sampled_from(["a", "de", "cafe", "cx", "x", "0x1", "0xcafe", "1", "localhost", *WORDS]),
    max_size=4,
).map(".".join)


@st.composite
def _urls(draw: st.DrawFn) -> str:
    scheme = draw(st.sampled_from(["https", "http", "ws", "wss", "ftp", "file", "HTTP", "foo"]))
    host = draw(_hosts) + draw(st.sampled_from(["", ".", ":8080", ":443", ":"]))
    text = f"{scheme}://{host}/{draw(_texts)}"
    if draw(st.booleans()):
        text += "?" + draw(_texts)
    if draw(st.booleans()):
        text += "#" + draw(_texts)
    return text


def test_most_wpt_patterns_have_an_re2_expression() -> None:
    assert len(PATTERNS) > 200
    assert len(_WITH_RE2) > len(PATTERNS) // 3


def test_what_the_re2_check_takes_is_serialized_on_wpt_inputs_and_the_corpora() -> None:
    texts = [*INPUTS, *corpus_lines(2000)]
    taken = _taken(texts)
    assert len(taken) > len(texts) // 2  # it takes most of a real column
    assert [text for text in taken if not is_serialized(text)] == []


@settings(max_examples=examples(3000), deadline=None)
@given(texts=st.lists(_urls(), min_size=1, max_size=20))
def test_what_the_re2_check_takes_is_serialized(texts: list[str]) -> None:
    assert [text for text in _taken(texts) if not is_serialized(text)] == []


def test_the_re2_expressions_are_test_on_wpt_inputs_and_the_corpora() -> None:
    _agree(_taken([*INPUTS, *corpus_lines(400)]))


@settings(max_examples=examples(500), deadline=None)
@given(texts=st.lists(_urls(), min_size=1, max_size=20))
def test_the_re2_expressions_are_test_on_drawn_urls(texts: list[str]) -> None:
    _agree(_taken(texts))


@pytest.mark.parametrize(
    ("pattern", "ignore_case", "why"),
    [
        ({"pathname": "/:id(\\d+)"}, False, "a regexp group: ECMAScript's, not RE2's"),
        ({"pathname": "*.html"}, False, "a path that may not start with '/'"),
        ({"pathname": "{/books}?/:id"}, False, "a path whose '/' is optional"),
        ({"hostname": "[\\:\\:1]"}, False, "fixed text holding a delimiter (an IPv6 host)"),
        ({"username": "u"}, False, "a username serialized text never has"),
    ],
)
def test_a_pattern_re2_cannot_hold_has_no_expression(
    pattern: dict[str, str], ignore_case: bool, why: str
) -> None:
    assert serialized_pattern(URLPattern(pattern, ignore_case=ignore_case)) is None, why


def test_ignore_case_folds_ascii_alike_in_re2_and_re() -> None:
    # A component's pattern is ASCII once canonicalized (the Kelvin sign is
    # percent-encoded in a path), so RE2 folds what Python's re folds.
    compiled = URLPattern({"pathname": "/\u212a/:id"}, ignore_case=True)
    assert compiled.pathname == "/%E2%84%AA/:id"
    whole = serialized_pattern(compiled)
    assert whole is not None
    texts = ["https://h/%e2%84%aa/1", "https://h/%E2%84%AA/1", "https://h/k/1", "https://h/K/1"]
    answers = pc.match_substring_regex(pa.array(texts), whole).to_pylist()
    assert answers == [compiled.test(text) for text in texts] == [True, True, False, False]


_MIXED = [
    "https://h/books/7",
    "https://h/BOOKS/7",
    "https://h/books/7/8",
    "HTTPS://H/books/7",  # not serialized: the row-by-row path
    "https://h/a/../books/7",  # a dot segment
    "https://h:443/books/7",  # a default port
    "https://h:8080/books/7",
    "file://localhost/books/7",  # the host becomes empty
    "not a url",
    None,
    "https://h/books/%F0%9F%90%8D?q#f",
]


@pytest.mark.parametrize(
    "pattern",
    [
        "https://h/books/:id",
        {"pathname": "/books/:id"},
        {"pathname": "/*/:id"},
        {"hostname": "h", "port": "8080"},
        {"pathname": "/:id(\\d+)"},  # no RE2 expression: the rows alone
        {"hostname": "", "pathname": "/books/:id"},
    ],
)
@pytest.mark.parametrize("ignore_case", [False, True])
def test_pattern_test_and_exec_agree_with_the_pattern_on_a_mixed_column(
    pattern: str | dict[str, str], ignore_case: bool
) -> None:
    compiled = URLPattern(pattern, ignore_case=ignore_case)
    # A short column is matched row by row; from COLUMN_ROWS rows, by RE2.
    long = _MIXED * (COLUMN_ROWS // len(_MIXED) + 1)
    for rows in (_MIXED, long):
        expected = [None if text is None else compiled.test(text) for text in rows]
        for column in (rows, pa.array(rows), pa.array(rows, type=pa.large_string())):
            assert arrow.pattern_test(column, compiled).to_pylist() == expected
            found = arrow.pattern_exec(column, compiled).to_pylist()
            assert [value is not None for value in found] == [bool(a) for a in expected]
    result = compiled.exec("https://h/books/7")
    found_one = arrow.pattern_exec(["https://h/books/7"], compiled)[0].as_py()
    if result is None:
        assert found_one is None
    else:
        assert found_one["pathname"] == result.pathname.groups


def test_an_iterator_of_rows_is_read_once_whatever_its_length() -> None:
    # (Review: a short generator was read by the RE2 path's length check and
    # then found empty by the row-by-row path.)
    for count in (1, COLUMN_ROWS + 1):
        rows = ["https://h/books/7"] * count
        assert arrow.pattern_test(iter(rows), "https://h/books/:id").to_pylist() == [True] * count
        found = arrow.pattern_exec((row for row in rows), "https://h/books/:id").to_pylist()
        assert found == [{"pathname": {"id": "7"}}] * count


def test_a_long_column_answers_as_a_short_one_for_rows_arrow_cannot_hold() -> None:
    # A lone surrogate has no UTF-8 encoding, and bytes are no text: the rows
    # go row by row, as in a short column.
    long = ["https://h/books/7"] * COLUMN_ROWS + ["https://h/books/\ud800"]
    assert arrow.pattern_test(long, "https://h/books/:id").to_pylist()[-2:] == [True, True]
    for rows in ([b"https://h/books/7"], [b"https://h/books/7"] * (COLUMN_ROWS + 1)):
        with pytest.raises(TypeError):
            # bytes rows break the declared type: the TypeError is what is tested
            arrow.pattern_test(rows, "https://h/books/:id")  # type: ignore[arg-type]

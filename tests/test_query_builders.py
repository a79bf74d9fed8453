"""The query builders: what no pairs write, and queries that are not form-encoded."""

from __future__ import annotations

import copy
import enum
import pickle
from collections.abc import Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import strategies as s
from depth import examples
from href import URL, Query
from href._build import query_pieces, query_text
from href._query_space import Space

# -- no pairs, no query ---------------------------------------------------------

# A mapping or pairs that give no pair write no query, as yarl, furl and
# urlunsplit(..., urlencode({}), ...) do; only the text "" asks for an empty one.
NO_PAIRS = [
    pytest.param({}, id="empty-dict"),
    pytest.param([], id="empty-list"),
    pytest.param((), id="empty-tuple"),
    pytest.param({"a": []}, id="a-name-without-values"),
]


@pytest.mark.parametrize("query", NO_PAIRS)
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("http://h/p?x=1#f", "http://h/p#f"),
        ("http://h/p?", "http://h/p"),
        ("http://h/p", "http://h/p"),
        ("mailto:a@example.com?subject=x", "mailto:a@example.com"),
    ],
)
def test_with_query_of_no_pairs_removes_the_query(query: object, before: str, after: str) -> None:
    assert URL(before).with_query(query) == URL(after)  # type: ignore[call-overload]


def test_with_query_of_the_empty_text_leaves_an_empty_query() -> None:
    assert str(URL("http://h/p?x=1#f").with_query("")) == "http://h/p?#f"


@pytest.mark.parametrize("query", NO_PAIRS)
def test_build_of_no_pairs_writes_no_query(query: object) -> None:
    built = URL.build(scheme="https", host="h", path="/p", query=query)  # type: ignore[call-overload]
    assert str(built) == "https://h/p"
    assert built.raw_query is None
    assert str(URL.build(scheme="https", host="h", query=query)) == "https://h"  # type: ignore[call-overload]
    assert str(URL.build(path="a", query=query)) == "a"  # type: ignore[call-overload]


def test_build_of_the_empty_text_writes_an_empty_query() -> None:
    assert str(URL.build(scheme="https", host="h", path="/p", query="")) == "https://h/p?"


@pytest.mark.parametrize(
    "text", ["http://h/p?x=1#f", "http://h/p?", "http://h/p", "http://h/p?a+b=%20&&c#"]
)
def test_no_updates_keep_the_url_as_it_is(text: str) -> None:
    url = URL(text)
    assert url.update_query({}) is url
    assert url % {} is url
    assert url.update_query([]) is url
    assert url.extend_query({}) is url
    assert url.extend_query([]) is url


@settings(max_examples=examples(200), deadline=None)
@given(
    s.builder_schemes,
    s.builder_hosts,
    st.text(alphabet="ab/ é%?", max_size=6),
    st.sampled_from([{}, [], None]),
)
def test_build_with_no_pairs_equals_build_without_a_query(
    scheme: str, host: str, path: str, query: dict[str, str] | list[tuple[str, str]] | None
) -> None:
    # The fast path ({} and None) and the general path ([]) give what leaving
    # the query out gives.
    try:
        expected = URL.build(scheme=scheme, host=host, path=path)
    except ValueError:
        with pytest.raises(ValueError):  # noqa: PT011 - the same refusal, whatever its words
            URL.build(scheme=scheme, host=host, path=path, query=query)
        return
    assert URL.build(scheme=scheme, host=host, path=path, query=query) == expected


# -- queries outside the web's forms -------------------------------------------

# The schemes whose RFC reads a query by RFC 3986 alone (href._query_space):
# "+" is a plus, a space is written %20.
PERCENT_SCHEMES = ["mailto", "MailTo", "sms", "sip", "sips", "xmpp"]
# The web's schemes, relative references and schemes no RFC says so of: forms.
FORM_BASES = ["http://h/", "https://h/", "ws://h/", "wss://h/", "ftp://h/", "p", "/p", "foo:p"]


@pytest.mark.parametrize("scheme", PERCENT_SCHEMES)
def test_a_percent_schemes_query_reads_a_plus_as_a_plus(scheme: str) -> None:
    query = URL(f"{scheme}:x@example.com?subject=1+1%3D2&a+b=c%20d").query
    assert query.items() == (("subject", "1+1=2"), ("a+b", "c d"))
    assert query.space == "%20"


@pytest.mark.parametrize("base", FORM_BASES)
def test_a_form_query_reads_a_plus_as_a_space(base: str) -> None:
    query = URL(f"{base}?subject=1+1%3D2").query
    assert query["subject"] == "1 1=2"
    assert query.space == "+"


@pytest.mark.parametrize("scheme", PERCENT_SCHEMES)
def test_a_percent_schemes_builders_write_a_space_as_percent_20(scheme: str) -> None:
    url = URL.build(scheme=scheme, path="a@example.com")
    values = {"subject": "Hello World", "cc": "bill+ietf@example.org"}
    written = "subject=Hello%20World&cc=bill%2Bietf@example.org"
    assert str(url % values) == f"{scheme}:a@example.com?{written}"
    assert str(url.with_query(values)) == f"{scheme}:a@example.com?{written}"
    assert str(url.extend_query(values)) == f"{scheme}:a@example.com?{written}"
    assert str(url.with_query(list(values.items()))) == f"{scheme}:a@example.com?{written}"
    built = URL.build(scheme=scheme, path="a@example.com", query=values)
    assert str(built) == f"{scheme}:a@example.com?{written}"
    # What is written reads back as given.
    assert built.query.items() == tuple(values.items())


@pytest.mark.parametrize("base", FORM_BASES)
def test_a_form_urls_builders_write_a_space_as_plus(base: str) -> None:
    assert str(URL(base) % {"q": "a b+c"}).endswith("?q=a+b%2Bc")
    assert str(URL(base).with_query({"q": "a b", "n": 1})).endswith("?q=a+b&n=1")


def test_mailto_from_the_issue() -> None:
    url = URL.build(scheme="mailto", path="a@example.com") % {"subject": "Hello World"}
    assert str(url) == "mailto:a@example.com?subject=Hello%20World"
    assert URL("mailto:x@example.com?subject=1+1%3D2").query["subject"] == "1+1=2"


# RFC 6068 section 6's examples, as written there, and the header each gives.
RFC_6068_EXAMPLES = [
    ("mailto:infobot@example.com?subject=current-issue", "subject", "current-issue"),
    ("mailto:infobot@example.com?body=send%20current-issue", "body", "send current-issue"),
    (
        "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
        "In-Reply-To",
        "<3469A91.D10AF4C@example.com>",
    ),
    ("mailto:majordomo@example.com?body=subscribe%20bamboo-l", "body", "subscribe bamboo-l"),
    ("mailto:joe@example.com?cc=bob@example.com&body=hello", "cc", "bob@example.com"),
    ("mailto:user@example.org?subject=caf%C3%A9", "subject", "café"),
]


@pytest.mark.parametrize(("text", "name", "value"), RFC_6068_EXAMPLES)
def test_rfc_6068_examples_read_and_write_back(text: str, name: str, value: str) -> None:
    url = URL(text)
    assert url.query[name] == value
    assert str(url.update_query({name: value})) == text


def test_update_query_on_mailto_keeps_other_pairs_as_written_and_names_a_plus_a_plus() -> None:
    url = URL("mailto:a@b?a+b=1&c=x+y&a%20b=2")
    assert str(url.update_query({"a+b": "n w"})) == "mailto:a@b?a%2Bb=n%20w&c=x+y&a%20b=2"
    assert str(url.update_query({"a b": "v"})) == "mailto:a@b?a+b=1&c=x+y&a%20b=v"
    assert str(url.without_query_params("a+b")) == "mailto:a@b?c=x+y&a%20b=2"
    # The same text on a form URL: "a+b" and "a%20b" both name "a b".
    form = URL("http://h/?a+b=1&c=x+y&a%20b=2")
    assert str(form.update_query({"a b": "v"})) == "http://h/?a+b=v&c=x+y"
    assert str(form.without_query_params("a+b")) == "http://h/?a+b=1&c=x+y&a%20b=2"


def test_update_query_names_a_pair_by_the_name_the_query_reports() -> None:
    # An escape that is no UTF-8 decodes to U+FFFD, as url.query reports the name;
    # naming U+FFFD replaces that pair, and other pairs stay as written (fuzz
    # target url_builders, whose check had read the name another way).
    url = URL("http://h/?%E2%80=x&a=1")
    assert url.query.items() == (("\ufffd", "x"), ("a", "1"))
    assert str(url % {"\ufffd": []}) == "http://h/?a=1"
    assert str(url % {"a": "2"}) == "http://h/?%E2%80=x&a=2"


# -- %20 on any URL: Query.build(..., space="%20") ------------------------------


def test_query_build_writes_a_space_as_asked() -> None:
    values: Mapping[str, str | int | list[str] | None]
    values = {"q": "a b+c", "tags": ["x y", "z"], "n": 2, "flag": None}
    assert str(Query.build(values)) == "q=a+b%2Bc&tags=x+y&tags=z&n=2&flag"
    percent = Query.build(values, space="%20")
    assert str(percent) == "q=a%20b%2Bc&tags=x%20y&tags=z&n=2&flag"
    assert percent.space == "%20"
    assert repr(percent) == "Query('q=a%20b%2Bc&tags=x%20y&tags=z&n=2&flag', space='%20')"
    assert percent["q"] == "a b+c"
    assert Query.build([("a", "1 2")], space="%20") == "a=1%202"


def test_every_builder_takes_a_query_as_written() -> None:
    url = URL("https://s3.example.com/b/k?X-Amz-Date=1&keep=a+b")
    query = Query.build({"X-Amz-Date": "2", "note": "a b"}, space="%20")
    assert str(url.with_query(query)) == "https://s3.example.com/b/k?X-Amz-Date=2&note=a%20b"
    assert str(url.update_query(query)) == (
        "https://s3.example.com/b/k?X-Amz-Date=2&keep=a+b&note=a%20b"
    )
    assert str(url % query) == str(url.update_query(query))
    assert str(url.extend_query(query)) == (
        "https://s3.example.com/b/k?X-Amz-Date=1&keep=a+b&X-Amz-Date=2&note=a%20b"
    )
    built = URL.build(scheme="https", host="h", path="/k", query=query)
    assert str(built) == "https://h/k?X-Amz-Date=2&note=a%20b"
    # A query written by hand is taken as written too, what it cannot hold escaped.
    assert str(URL("http://h/").with_query(Query("a=b c"))) == "http://h/?a=b%20c"
    assert str(URL("http://h/?a=1").update_query(Query("a=b c"))) == "http://h/?a=b%20c"


def test_a_querys_space_is_part_of_how_it_reads_not_of_what_it_equals() -> None:
    form, percent = Query("a=1+1"), Query("a=1+1", space="%20")
    assert form == percent == "a=1+1"
    assert hash(form) == hash(percent)
    assert (form["a"], percent["a"]) == ("1 1", "1+1")


@pytest.mark.parametrize("space", ["+", "%20"])
def test_a_query_pickles_and_copies_with_its_space(space: Space) -> None:
    query = Query("a=1+1", space=space)
    for copied in (pickle.loads(pickle.dumps(query)), copy.copy(query), copy.deepcopy(query)):
        assert copied.space == space
        assert copied.items() == query.items()


BAD_SPACES = [
    pytest.param(" ", ValueError, "invalid space ' ' for Query.build(): ", id="space"),
    pytest.param("%2B", ValueError, "invalid space '%2B' for Query.build(): ", id="escape"),
    pytest.param(
        20, TypeError, "Query.build() expected space='+' or space='%20', got int", id="int"
    ),
]


@pytest.mark.parametrize(("space", "error", "message"), BAD_SPACES)
def test_query_build_refuses_another_space(
    space: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as caught:
        Query.build({"a": "b"}, space=space)  # type: ignore[call-overload]
    assert str(caught.value).startswith(message)


def test_query_refuses_another_space_naming_it() -> None:
    with pytest.raises(ValueError, match=r"^invalid space 'plus' for Query\(\): a query writes"):
        Query("a", space="plus")  # type: ignore[arg-type]


@pytest.mark.parametrize("query", ["a=b", Query("a=b")])
def test_query_build_refuses_query_text(query: object) -> None:
    with pytest.raises(TypeError, match=r"^Query.build\(\) expected a mapping or pairs, got "):
        Query.build(query)  # type: ignore[call-overload]


_texts = st.text(alphabet=st.sampled_from("ab +=&%#é~/?"), max_size=6)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(_texts, _texts), max_size=4))
def test_a_query_written_with_percent_20_reads_alike_as_a_form_or_not(
    pairs: list[tuple[str, str]],
) -> None:
    text = str(Query.build(pairs, space="%20"))
    assert " " not in text
    assert "+" not in text
    expected = tuple(pairs)
    assert Query(text).items() == expected
    assert Query(text, space="%20").items() == expected


@settings(max_examples=examples(300), deadline=None)
@given(st.dictionaries(_texts, _texts, max_size=4), st.sampled_from(["mailto:a@b", "http://h/"]))
def test_the_dict_paths_write_what_the_pairs_path_writes_in_either_space(
    query: dict[str, str], base: str
) -> None:
    url = URL(base)
    pairs = list(query.items())
    assert url.with_query(query) == url.with_query(pairs)
    assert url.update_query(query) == url.update_query(pairs)
    # query_text's dict path (form_query) and its pairs path agree.
    assert query_text(query, base) == query_text(pairs, base)
    written = "&".join(piece for _, piece in query_pieces(pairs, url=base) if piece) or None
    assert query_text(query, base) == written
    assert URL("").update_query(query) == URL("").update_query(pairs)


@settings(max_examples=examples(300), deadline=None)
@given(
    st.sampled_from(["http", "sip", "SIP", "mailto", "foo"]),
    st.dictionaries(_texts, _texts, min_size=1, max_size=3),
)
def test_builds_fast_path_writes_a_schemes_space(scheme: str, query: dict[str, str]) -> None:
    # URL.build's fast path (a host, a dict) and its general path (pairs) agree.
    built = URL.build(scheme=scheme, host="h", path="/p", query=query)
    assert built == URL.build(scheme=scheme, host="h", path="/p", query=list(query.items()))
    assert built.query.items() == tuple(query.items())


class _Colour(str, enum.Enum):  # noqa: UP042 - its str() is not its data, as StrEnum's is
    BLUE = "blue"


@pytest.mark.parametrize("extra", [{}, {"q": "a b"}, {"q": "é"}])
def test_a_str_subclass_value_writes_the_same_through_a_dict_and_pairs(
    extra: dict[str, str],
) -> None:
    # A (str, Enum) member's str() is "_Colour.BLUE", its text "blue": the
    # dict fast paths wrote the text, the pairs path once the str().
    mapping: dict[str, str] = {"c": _Colour.BLUE, **extra}
    pairs = list(mapping.items())
    url = URL("http://h/p")
    assert str(url.with_query(pairs)).startswith("http://h/p?c=blue")
    assert str(url.with_query([(_Colour.BLUE, "x")])) == "http://h/p?blue=x"
    assert str(url.with_query(mapping)) == str(url.with_query(pairs))
    assert str(url.update_query(mapping)) == str(url.update_query(pairs))
    built = URL.build(scheme="http", host="h", path="/p", query=mapping)
    assert str(built) == str(url.with_query(pairs))

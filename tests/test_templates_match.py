"""URITemplate.match(): a URL read back into the variables whose expansion it is."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL
from href.templates import InvalidTemplate, Matched, URITemplate, Value
from href.templates._match import Matcher, compile_matcher
from href.templates._parse import parse
from template_values import values

MATCHES = [
    pytest.param(
        "/repos/{owner}/{repo}/issues{/number}",
        "/repos/a%20b/c/issues/7",
        {"owner": "a b", "repo": "c", "number": "7"},
        id="github",
    ),
    pytest.param("/repos/{owner}/x{/n}", "/repos/o/x", {"owner": "o"}, id="undefined-absent"),
    pytest.param("{/list*}", "/red/green", {"list": ["red", "green"]}, id="explode-list"),
    pytest.param(
        "{?keys*}", "?semi=%3B&dot=.", {"keys": {"semi": ";", "dot": "."}}, id="explode-dict"
    ),
    pytest.param("{;list*}", ";list=a;list=b", {"list": ["a", "b"]}, id="explode-named-list"),
    pytest.param("{?list}", "?list=a,b", {"list": ["a", "b"]}, id="list-by-its-commas"),
    pytest.param("{x}", "a,b", {"x": ["a", "b"]}, id="simple-list"),
    pytest.param("{x,y}", "a,b,c", {"x": "a", "y": ["b", "c"]}, id="last-takes-the-rest"),
    pytest.param("{x:3}", "abc", {"x": "abc"}, id="prefix"),
    pytest.param("{x:3}/{x}", "abc/abcdef", {"x": "abcdef"}, id="prefix-and-full"),
    pytest.param(
        "{#path}", "#/a%2Fb/%41%C3%A9%20", {"path": "/a%2Fb/%41é "}, id="reserved-escapes"
    ),
    # Fuzz (templates:match-differs, 2026-11-27): U+R writes its escapes in
    # upper case, so "%c3%a9" is the value's own (in a host, it is no "é").
    pytest.param(
        "{+c}",
        "ldap://[2001:db8::%c3%a97]/c=GB?objectClas%c3%a9s?one",
        {"c": "ldap://[2001:db8::%c3%a97]/c=GB?objectClas%c3%a9s?one"},
        id="reserved-lower-case-escapes",
    ),
    pytest.param("/café/{x}", "/café/y", {"x": "y"}, id="iri"),
    pytest.param("{?a,b}", "?b=1", {"b": "1"}, id="query-some"),
    pytest.param("{+x*}", "a=1,b=2", {"x": {"a": "1", "b": "2"}}, id="reserved-dict"),
    pytest.param("{+x*}", "a=;,b=,", {"x": {"a": ";", "b": ","}}, id="reserved-dict-commas"),
    pytest.param("{.dom*}", ".example.com", {"dom": ["example", "com"]}, id="labels"),
    pytest.param("{.dom}", ".example.com", {"dom": "example.com"}, id="label-with-dots"),
    pytest.param("{;x}", ";x", {"x": ""}, id="semicolon-empty"),
    pytest.param("{/who,who}", "/fred/fred", {"who": "fred"}, id="one-name-twice"),
    pytest.param("{.who,who}", ".a.b.a.b", {"who": "a.b"}, id="one-name-twice-dots"),
    pytest.param("{/var:1,var}", "/v/v%2Fx", {"var": "v/x"}, id="one-name-prefix-and-full"),
    # Fuzz (templates:match-none, 2026-11-27): escapes of no UTF-8 text, which
    # U+R passes on as they are given, and pairs no dict writes (a key "").
    pytest.param(
        "{#keys*}",
        "#==urn,=%EF%BF%25x",
        {"keys": ["==urn", "=%EF%BF%25x"]},
        id="reserved-escapes-not-utf8",
    ),
    # Fuzz (templates:match-none, 2026-11-27): a prefix's value whose
    # escapes U+R wrote itself ("%09" for a tab), read back to its length.
    pytest.param(
        "={#keys:3}é/x", "=#%09%C3%9F.%C3%A9/x", {"keys": "\tß."}, id="reserved-prefix-escapes"
    ),
    # Fuzz (templates:match-differs, 2026-11-27): U+R passes "%41" on as it
    # is given; read as "A", the value would expand to a scheme.
    pytest.param("{+a:9999}", "%41:", {"a": "%41:"}, id="reserved-keeps-unreserved-escapes"),
    pytest.param("{+a:2}41", "%25441", {"a": "%4"}, id="reserved-percent-before-no-hex"),
    pytest.param("{+a}", "%2541", {"a": "%2541"}, id="reserved-percent-before-hex"),
    # Fuzz (templates:match-none, 2026-11-27): a list before (or after) an
    # exploded dict takes the items left over around its pairs.
    pytest.param(
        "{1x,y.empt*}",
        "%3D,%2Ftherose,b=a%25%2Fa",
        {"1x": ["=", "/therose"], "y.empt": {"b": "a%/a"}},
        id="list-before-pairs",
    ),
    pytest.param("{x*,y}", "a=1,b,c", {"x": {"a": "1"}, "y": ["b", "c"]}, id="list-after-pairs"),
    # Fuzz (templates:match-none, 2026-11-27): fewer items than variables, and
    # the exploded one's would hold a raw ",": the list is the other's.
    pytest.param("{/lisp*,p4}", "/a%2F,,", {"p4": ["a/", "", ""]}, id="list-not-exploded"),
    # Fuzz (templates:match-none, 2026-11-27): a dict exploded before another
    # variable leaves it the pair with its name at the end.
    pytest.param(
        "{&b*,a*}/{&a*,c:1}",
        "&b=%26&a%20b=%0D/&a%20b=%0D&c=%0D",
        {"b": ["&"], "a": {"a b": "\r"}, "c": "\r"},
        id="named-dict-before-another",
    ),
    # Fuzz (templates:match-none, 2026-11-27): a dict exploded before another
    # exploded dict takes its pairs up to a key written twice.
    pytest.param(
        "{;c,list*,keys*}",
        ";c=.x%20y,;a%20b=1;%3D=2;a%20b=3",
        {"c": [".x y", ""], "list": {"a b": "1", "=": "2"}, "keys": {"a b": "3"}},
        id="named-dicts-split-at-a-repeated-key",
    ),
    # Fuzz (templates:match-none, 2026-11-27): an exploded variable's one item
    # is the text written in full elsewhere.
    pytest.param("{a,a}{&a*}", "aa,aa&a=aa", {"a": "aa"}, id="one-item-and-text"),
    # Fuzz (templates:match-none, 2026-11-27): '{#_,_}' reads ',,' as text, which
    # '{/_,_}' reads as the list whose items '#' joins by ','.
    pytest.param(
        "{/_,_}{#_,_}", "/,,/,,#,,,,,", {"_": ["", "", ""]}, id="list-read-as-text-elsewhere"
    ),
    pytest.param("{?_}{#_,_}", "?_=a,b#a,b,a,b", {"_": ["a", "b"]}, id="list-then-text"),
    pytest.param("{&a*}/{a}", "&a=aa/aa", {"a": "aa"}, id="text-and-one-item"),
]


@pytest.mark.parametrize(("text", "url", "expected"), MATCHES)
def test_match(text: str, url: str, expected: dict[str, Matched]) -> None:
    template = URITemplate(text)
    assert template.match(url) == expected
    assert template.match(URL(url)) == expected
    again = template.expand(expected)
    assert again.equivalent(URL(url).to_ascii())


NO_MATCHES = [
    pytest.param("/repos/{owner}", "/users/o", id="literal-differs"),
    pytest.param("{x:3}", "abcd", id="longer-than-prefix"),
    pytest.param("{x:3}/{x}", "abd/abcdef", id="prefix-disagrees"),
    # Fuzz (templates:match-differs, 2026-11-27): 'a' is defined by '{a}', so
    # '{;a:1}' writes ';a=' and its first character; the URL has none.
    pytest.param("{a}{;a:1}", "\ue6e6\ue6e6", id="written-once-of-two"),
    pytest.param("/{x}", "/%FF", id="not-utf8"),
    pytest.param("{?a,b}", "?c=1", id="unknown-name"),
    pytest.param("{?a}", "?a", id="query-name-without-equals"),
    pytest.param("{/x,y}", "/a/b/c", id="too-many-segments"),
    pytest.param("{/x}", "/a/b", id="slash-in-value"),
    pytest.param("{?x*}", "?a=1&a=2&b=3", id="dict-key-twice"),
    pytest.param("{/x*}", "/a=1/b", id="pairs-and-items"),
]


@pytest.mark.parametrize(("text", "url"), NO_MATCHES)
def test_no_match_is_none(text: str, url: str) -> None:
    assert URITemplate(text).match(url) is None


AMBIGUOUS = [
    pytest.param(
        "{a}{b}",
        "cannot match URLs against '{a}{b}': '{a}' can hold '0', which '{b}' after it can "
        "start with, so where one ends and the other starts depends on the values; matching "
        "would have to guess (separate the expressions with a literal neither can hold)",
        id="adjacent",
    ),
    pytest.param(
        "{/a}{/b}",
        "cannot match URLs against '{/a}{/b}': '{/a}' and '{/b}' can both start with '/' and "
        "either may be empty, so which one a value belongs to depends on the values; "
        "matching would have to guess (separate the expressions with a literal neither can "
        "hold)",
        id="both-optional",
    ),
    pytest.param(
        "{+a}/x/{b}",
        "cannot match URLs against '{+a}/x/{b}': '{+a}' can hold all of the literal '/x/' "
        "after it, so where it ends depends on the values; matching would have to guess "
        "(separate the expressions with a literal neither can hold)",
        id="literal-inside",
    ),
    pytest.param(
        "{/a}/{b}",
        "cannot match URLs against '{/a}/{b}': '{/a}' may be empty and starts with '/' as "
        "the literal '/' after it does; matching would have to guess (separate the "
        "expressions with a literal neither can hold)",
        id="optional-before-literal",
    ),
    pytest.param(
        "{&a*,a*}",
        "cannot match URLs against '{&a*,a*}': '{&a*,a*}' explodes 'a', which it also writes "
        "again, so how many items each time holds depends on the values; matching would have "
        "to guess (explode a variable written twice in one expression nowhere)",
        id="explode-twice",  # fuzz (templates:match-differs, 2026-11-27)
    ),
    pytest.param(
        "{.a,t*}",
        "cannot match URLs against '{.a,t*}': '{.a,t*}' explodes 't' among other variables, "
        "and '.' both separates its items and is a character of their values, so which items "
        "are 't''s depends on the values; matching would have to guess (write 't*' in an "
        "expression of its own)",
        id="dot-explode-among-others",  # fuzz (templates:match-none, 2026-11-27)
    ),
    pytest.param(
        "{.var:1,var}",
        "cannot match URLs against '{.var:1,var}': '{.var:1,var}' writes 'var' in full and by "
        "a prefix, and '.' both separates them and is a character of the value, so where one "
        "ends depends on the value; matching would have to guess (write the prefix in an "
        "expression of its own)",
        id="dot-prefix-and-full",
    ),
    pytest.param(
        "{a,a,b}",
        "cannot match URLs against '{a,a,b}': '{a,a,b}' holds 'a', which the template writes "
        "more than once, among other variables whose values it gives in order; matching "
        "would have to guess (write 'a' in an expression of its own)",
        id="repeated-among-others",
    ),
    pytest.param(
        "{/list*,path:4}",
        "cannot match URLs against '{/list*,path:4}': '{/list*,path:4}' gives its items to "
        "its variables in order, and the one it would give 'path' may be longer than its "
        "prefix allows, so which item is whose depends on the values; matching would have to "
        "guess (write 'path:4' in an expression of its own)",
        id="prefix-among-others",
    ),
    pytest.param(
        "{/a*,b*}",
        "cannot match URLs against '{/a*,b*}': '{/a*,b*}' explodes 'a' and 'b', whose items "
        "could be split between them in more than one way; matching would have to guess "
        "(explode one of them only)",
        id="two-explodes",
    ),
]


@pytest.mark.parametrize(("text", "message"), AMBIGUOUS)
def test_an_ambiguous_template_refuses_to_match(text: str, message: str) -> None:
    template = URITemplate(text)
    for _ in range(2):  # the refusal is kept, and raised again the same
        with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
            template.match("x")


def test_a_fixed_end_is_read_one_way() -> None:
    assert URITemplate("{+path}/here").match("/a/here/here") == {"path": "/a/here"}


def test_match_takes_a_url_or_str() -> None:
    with pytest.raises(TypeError, match=r"^match\(\) expected URL or str, got bytes$"):
        URITemplate("{x}").match(b"x")  # type: ignore[arg-type]  # on purpose


TEMPLATES = [
    "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
    "{x}",
    "{x,y}",
    "{+x}",
    "{#x,y}",
    "{.x}",
    "{.x*}",
    "/p{/x,y*}",
    "{;x,y*}",
    "{?x,y}",
    "{?x,y*}",
    "/s{?q}{&x*}",
    "{x:3}/{y}",
    "{+x*}",
]


@settings(max_examples=examples(1000), deadline=None)
@given(st.sampled_from(TEMPLATES), st.data())
def test_matching_an_expansion_gives_it_back(text: str, data: st.DataObject) -> None:
    template = URITemplate(text)
    drawn = {
        name: data.draw(values(prefixed=":" in text), label=name) for name in template.variables
    }
    try:
        url = template.expand(drawn)
    except InvalidTemplate:
        return  # not a URL (a drawn host or port)
    found = template.match(url)
    assert found is not None
    again = template.expand(found)
    assert again == url or again.equivalent(url)


# -- a variable written in several expressions ---------------------------------
#
# Each expression is read on its own; the readings are then one value. The
# cases below are ones whose first reading did not expand back (the text
# "a,b" that {y} writes is also a dict; the one item {/y*} writes is also a
# text): match() tries what each reading allows until one gives the URL back.


@pytest.mark.parametrize(
    ("text", "variables"),
    [
        ("/{;y*}{?y:2,y:2}", {"y": "%41"}),
        ("/{y:2}/{/y*}", {"y": "\x1a|p\xf2q"}),
        ("-{&y,y}/{?y}/{&y*}", {"y": {"Gujr": -489}}),
        ("/{.y,y}/{/y*}", {"y": {"K": "/", "e": 9}}),
        ("{/y*}{#y*}", {"y": "="}),
        ("/{.x*}/{+x}", {"x": "."}),
        ("/{.x*}/{.x}", {"x": "."}),
        # One expression, the value holding the separator it leaves as it is
        # (fuzz target templates: '{#c:9999,c:9999,c:9999}' read no match).
        ("{#c:9999,c:9999,c:9999}", {"c": "Z:\x00/?ary-,/?aa{:"}),
        ("{+c:3,c}", {"c": "ab,cd"}),
        ("{#c:2,c,c:1}", {"c": "a,b,c"}),
        # A text that {.x*} split at its "." (review).
        ("{.x*}{#x:1}", {"x": "."}),
        ("{.x*}{#x:4}", {"x": "a.b"}),
        # Variables written once, with lists, beside one written twice (fuzz
        # target templates: their other forms crowded out the twice-written
        # one's, and no match was tried).
        ("{;x,a,c}{?c*}", {"x": ["b", "z"], "a": ["b", "q"], "c": {"b": "y"}}),
        ("/. {&c,a,%41}{?c*}", {"c": {"a": "", "=": ""}, "a": ["", "", ""], "%41": ["", ""]}),
        # An empty text, which the prefix writes as nothing: it is still
        # written twice, and tried in each of its forms.
        ("{x:2}{#x*}", {"x": ""}),
        ("/{x:2}{/x*}", {"x": ""}),
        # Named pairs that two variables of one expression could each have
        # written: the other expressions decide (fuzz target templates).
        ("//x,{&c*,a,a}{?c*}", {"c": {"é": None, "a": ""}, "a": {"b": None}}),
        ("{&y*,x*}{#x*}", {"y": {"k": "v", "q": "w"}, "x": {"m": "n", "o": "p"}}),
        ("-{;x,y}/{;y*,x*}", {"x": {"e": "/", "wbraid": "/"}}),
        ("-{;x,y}/{;y*,x*}", {"x": ["e", "/", "wbraid", "/"]}),
        # A pair named after a later exploded variable is that variable's, not
        # a key of the dict before it, as the other expressions say (fuzz).
        ("a{&x*,y*}/{x*}", {"x": {"k": "v"}, "y": "text"}),
        ("-{;y*,x*}/{;y*}/{;y*}", {"y": {"e": "-1"}, "x": "Q"}),
        (
            "//xé{;_,a,c}{?c*}",
            {"_": {"é": "\u200b", "": "\n;"}, "a": {"é": "\n"}, "c": {"é": "x y", "a": None}},
        ),
    ],
)
def test_a_variable_written_twice_is_read_back(text: str, variables: dict[str, Value]) -> None:
    template = URITemplate(text)
    url = template.expand(variables)
    found = template.match(url)
    assert found is not None, (text, str(url))
    again = template.expand(found)
    assert again == url or again.equivalent(url)


_OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"]


@st.composite
def _twice(draw: st.DrawFn) -> str:
    """A template of two or three expressions over the variables x and y."""
    pieces = []
    for _ in range(draw(st.integers(2, 3))):
        names = draw(st.lists(st.sampled_from(["x", "y"]), min_size=1, max_size=2))
        specs = ",".join(name + draw(st.sampled_from(["", "*", ":2"])) for name in names)
        literal = draw(st.sampled_from(["", "/", "-", "a"]))
        pieces.append(f"{literal}{{{draw(st.sampled_from(_OPERATORS))}{specs}}}")
    return "".join(pieces)


@settings(max_examples=examples(1000), deadline=None)
@given(_twice(), st.data())
def test_matching_an_expansion_of_a_variable_written_twice_gives_it_back(
    text: str, data: st.DataObject
) -> None:
    template = URITemplate(text)
    prefixed = ":" in text
    drawn = {name: data.draw(values(prefixed=prefixed), label=name) for name in template.variables}
    try:
        url = template.expand(drawn)
        found = template.match(url)
    except InvalidTemplate:
        return  # not a URL
    except ValueError as error:
        assert str(error).startswith("cannot match URLs against")  # refused, and why
        return
    assert found is not None
    again = template.expand(found)
    assert again == url or again.equivalent(url)


def test_a_variable_written_by_prefixes_is_read_in_linear_time_not_by_trying_splits() -> None:
    # (Review: the items were found by trying up to 1,000 splits, each decoding
    # the whole text: 96 s for 1.8 MB, and no match past 1,000 splits.)
    template = URITemplate("{+x:2,x,x}")
    url = template.expand(x="a," * 30)
    assert template.match(url) == {"x": "a," * 30}
    long = ("%C3%A9" * 300 + ",") * 999 + "b"
    assert URITemplate("{+x:2,x}").match(long) is None


def test_a_named_pair_too_long_for_a_prefix_is_the_exploded_dicts() -> None:
    # (Fuzz target templates: "{;a:1,b*}" writes b's pair "a=..." where a,
    # by its prefix, can write one character at most.)
    template = URITemplate("//%41{;a:1,b*}/")
    url = template.expand({"b": {"a": "-90548016627"}})
    assert str(url) == "//%41;a=-90548016627/"
    assert template.match(url) == {"b": {"a": "-90548016627"}}


def _exact_only(text: str) -> Matcher:
    """The template's matcher with only its exact expression (no fast first try)."""
    matcher = compile_matcher(parse(text), text)
    matcher._loose = re.compile(matcher._exact_pattern, re.DOTALL).fullmatch
    return matcher


@settings(max_examples=examples(2000), deadline=None)
@given(
    st.sampled_from(TEMPLATES),
    st.lists(st.sampled_from(["a", "%", "%4", "%41", "%e9", "F", "1", ",", "=", "&", "/"])),
)
def test_the_fast_expression_gives_the_exact_ones_match(text: str, pieces: list[str]) -> None:
    # A group of the fast expression takes "%" anywhere; where its match puts
    # one that starts no escape, the exact expression decides. Either way the
    # match is the exact expression's, on texts full of "%" and hex digits.
    for prefix in ("", "/", "?x=", "https://api.github.com/repos/"):
        sample = prefix + "".join(pieces)
        assert compile_matcher(parse(text), text).match(sample) == _exact_only(text).match(sample)


def test_a_percent_that_starts_no_escape_matches_nothing() -> None:
    template = URITemplate("/repos/{owner}/{repo}")
    assert template.match("/repos/a/b%G") is None
    assert template.match("/repos/a/b%4") is None
    assert template.match("/repos/a%/b") is None
    assert template.match("/repos/a%41/b%C3%A9") == {"owner": "aA", "repo": "bé"}


def test_a_url_that_no_split_of_its_pairs_matches_is_none_after_bounded_tries() -> None:
    # {&a*,b*,c*} can split 16 pairs in hundreds of ways, each to be expanded:
    # the tries are bounded, and past 16 pairs the expression is read one way.
    template = URITemplate("{&a*,b*,c*}{?a*}")
    for pairs in (16, 17, 2000):
        text = "".join(f"&k{i}=v" for i in range(pairs)) + "?other=1"
        assert template.match(text) is None
    url = template.expand(a={"k": "v"}, b={"m": "n"}, c={"o": "p"})
    found = template.match(url)
    assert found is not None
    assert found["a"] == {"k": "v"}  # a, written twice, is fixed; b and c split either way
    assert template.expand(found) == url

"""relative_to(path_relative=True) and join() on a relative base: their properties.

(href._relate makes relative_to()'s candidates; href._resolve resolves a
reference against a base without a scheme.)
"""

from __future__ import annotations

import urllib.parse

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies as s
from depth import examples
from href import URL, InvalidURL

MANY = settings(
    max_examples=examples(1000), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
FEW = settings(
    max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _path_relative_references(target: URL) -> list[str]:
    """Obvious relative-path references to ``target``; some will not reach it."""
    tail = "" if target.raw_query is None else "?" + target.raw_query
    tail += "" if target.raw_fragment is None else "#" + target.raw_fragment
    name = target.raw_path.rpartition("/")[2]
    found = [tail, "", name + tail, "./" + name + tail, "." + tail, ".." + tail, "../" + tail]
    return found + ["../" * up + name + tail for up in range(1, 5)]


@MANY
@given(base=s.related_urls(), target=s.related_urls())
def test_relative_to_path_relative_joins_back_exactly(base: str, target: str) -> None:
    base_url, target_url = URL(base), URL(target)
    reference = target_url.relative_to(base_url, path_relative=True)
    assert base_url.join(reference) == target_url
    assert not str(reference).startswith("/")
    if reference.raw_scheme is not None:  # the URL itself: no relative-path reference reaches
        assert reference == target_url
        for ref in _path_relative_references(target_url):
            try:
                assert base_url.join(URL(ref)) != target_url, ref
            except InvalidURL:
                continue


@FEW
@given(
    base=s.related_urls(),
    target=s.related_urls(dot_segments=True),
    path_relative=st.booleans(),
)
def test_relative_to_with_dot_segments_joins_back_equivalently(
    base: str, target: str, *, path_relative: bool
) -> None:
    base_url, target_url = URL(base), URL(target)
    reference = target_url.relative_to(base_url, path_relative=path_relative)
    assert base_url.join(reference).equivalent(target_url)
    assert not (path_relative and str(reference).startswith("/"))


# -- join() on a base without a scheme -----------------------------------------
# RFC 3986 5.2 applied to a reference base (5.1 asks for an absolute one):
# urljoin() and Django's static files resolve against "/static/".

RELATIVE_BASE_JOINS = [
    # Where urllib.parse.urljoin() gives the same.
    pytest.param("/static/", "admin/x.css", "/static/admin/x.css", id="django-static"),
    pytest.param("/static", "admin/x.css", "/admin/x.css", id="rooted-file"),
    pytest.param("static/", "admin/x.css", "static/admin/x.css", id="rootless-directory"),
    pytest.param("a/b", "../c", "c", id="rootless-up"),
    pytest.param("a/b/", "../c", "a/c", id="rootless-directory-up"),
    pytest.param("", "../x", "../x", id="empty-base-up"),
    pytest.param("//h/a/b", "../c", "//h/c", id="network-path-base"),
    pytest.param("/a/b", "?y", "/a/b?y", id="query"),
    pytest.param("/a/b?q#f", "#g", "/a/b?q#g", id="fragment"),
    pytest.param("/a/b", "//g/x", "//g/x", id="network-path-reference"),
    pytest.param("/a/b", "http://x/y", "http://x/y", id="absolute-reference"),
    pytest.param("a/b", ".", "a/", id="rootless-dot"),
    pytest.param("a/b", "", "a/b", id="empty-reference"),
    # Where urljoin's results are, in CPython's words, "artifacts of the
    # current implementation" (gh-125926): a relative base stays relative,
    # and a ".." above its start is kept.
    pytest.param("a/b", "../../c", "../c", id="above-the-start"),
    pytest.param("a/b", "..", "./", id="the-directory-itself"),
    pytest.param("../a", "../b", "../../b", id="base-above-its-start"),
    pytest.param("..", "x", "../x", id="base-names-a-directory"),
    pytest.param("a/b", "..//x", ".//x", id="empty-first-segment"),
    pytest.param("a/b", "../x:y", "./x:y", id="colon-in-first-segment"),
    pytest.param("?q", "x", "x", id="empty-path"),
]


@pytest.mark.parametrize(("base", "reference", "expected"), RELATIVE_BASE_JOINS)
def test_join_resolves_against_a_relative_base(base: str, reference: str, expected: str) -> None:
    assert str(URL(base).join(reference)) == expected
    assert URL(expected) == URL(base).join(URL(reference))


def test_join_on_a_relative_base_agrees_with_urljoin_where_it_is_sound() -> None:
    for row in RELATIVE_BASE_JOINS[:13]:
        base, reference, expected = row.values
        assert urllib.parse.urljoin(str(base), str(reference)) == expected, row.id


_references = st.sampled_from(
    "| g | ../g | ../../g | .. | . | ./ | g/ | ../.. | //h2/x | /r | ?y | #s | g/./h/../i"
    " | ..//x | .//x | x:y | ./x:y".replace(" ", "").split("|")
)
_relative_bases = st.one_of(
    st.lists(st.sampled_from(["a", "b", "", ".", "..", "x:y"]), max_size=4).map("/".join),
    st.lists(st.sampled_from(["a", "b", ""]), max_size=3).map(lambda s: "/" + "/".join(s)),
    st.sampled_from(["?q", "#f", "a?q#f", "//h2/p/q"]),
)


@MANY
@given(outer=s.related_urls(), base=_relative_bases, reference=_references)
def test_joining_a_relative_base_first_is_joining_in_two_steps(
    outer: str, base: str, reference: str
) -> None:
    # outer.join(base.join(ref)) == outer.join(base).join(ref): a relative
    # base's result, joined to an absolute URL, is where the two joins lead.
    try:
        base_url = URL(base)
    except InvalidURL:
        return  # "x:y/..." reads as a scheme; "//" without a host
    if base_url.raw_scheme is not None or ("/." in base and base.startswith("/")):
        return  # an absolute base, or a rooted one with dot segments (RFC 3986 as it is)
    outer_url = URL(outer)
    try:
        result = base_url.join(reference)
        in_two_steps = outer_url.join(base_url).join(reference)
    except InvalidURL:
        return  # "//" and "g" give "///g", which URL() refuses (docs/security.md)
    assert result.raw_scheme is None or result == URL(reference)
    assert outer_url.join(result) == in_two_steps


def test_join_on_an_empty_authority_base_refuses_what_reads_as_another_host() -> None:
    # "//" and "/g/" would splice to "///g/", which browsers read as the host
    # "g" (fuzz/checks_url.py url_join found it): the result is parsed, and
    # refused as URL("///g/") is.
    with pytest.raises(InvalidURL, match=r"^invalid host '' in '///g/': "):
        URL("//").join("/g/")
    assert URL("//h").join("/g/") == URL("//h/g/")

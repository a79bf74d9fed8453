"""href.templates on the RFC 6570 suite: every case, and matching and partial expansion on it.

The suite is uri-templates/uritemplate-test (tests/data/uritemplate-test):
270 cases, of which 36 templates must be refused. Each valid template is also
matched against its expansion (and gives it back) and partly expanded with
every split of its variables (and expands to the same URL).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping

import pytest
from hypothesis import given
from hypothesis import strategies as st

from href.templates import InvalidTemplate, URITemplate, Value, _parse, _template
from templates_suite import Case, cases, valid_cases

CASES = cases()
VALID = valid_cases()

# The suite's templates that matching refuses, each truly read two ways.
AMBIGUOUS = {
    # "/base/a/pages/pages/x": is "pages" first_name or the literal?
    "/base{/group_id,first_name}/pages{/page,lang}{?format,q}",
    # "&id=x" may be keys' member named id.
    "{?id,token}{&keys*}",
    "/user{/id}{?token,tab}{&keys*}",
    # "up%41/here": is "%41" the end of path or var?
    "up{+path}{var}/here",
    # "/red/green/blue": is "blue" path's or list's?
    "{/list*,path:4}",
}


def test_the_suite_has_its_270_cases() -> None:
    assert len(CASES) == 270
    assert sum(case.expected is None for case in CASES) == 36


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_suite_case(case: Case) -> None:
    if case.expected is None:
        with pytest.raises(InvalidTemplate):
            URITemplate(case.template).expand(case.variables)
        return
    assert str(URITemplate(case.template).expand(case.variables)) in case.expected


@pytest.mark.parametrize("case", VALID, ids=[case.id for case in VALID])
def test_matching_the_expansion_gives_it_back(case: Case) -> None:
    template = URITemplate(case.template)
    url = template.expand(case.variables)
    if case.template in AMBIGUOUS:
        with pytest.raises(ValueError, match="cannot match URLs against"):
            template.match(url)
        return
    found = template.match(url)
    assert found is not None
    again = template.expand(found)
    assert again == url or again.equivalent(url)


@pytest.mark.parametrize("case", VALID, ids=[case.id for case in VALID])
def test_each_way_of_parsing_and_expanding_agrees(case: Case) -> None:
    # A template's first expansion walks its parts and later ones its
    # expanders; parse() reads most templates by one pattern and the
    # checking parse the others: each pair gives the same.
    _template._recent.clear()
    _parse._recent.clear()
    template = URITemplate(case.template)
    expansions = {str(template.expand(case.variables)) for _ in range(3)}
    assert len(expansions) == 1
    assert expansions <= set(case.expected or ())
    _parse._recent.clear()
    assert _parse.parse(case.template) == _parse._parse_checking(case.template)


def test_the_ambiguous_templates_are_in_the_suite() -> None:
    assert {case.template for case in VALID} >= AMBIGUOUS


def _defined(value: Value) -> bool:
    # RFC 6570 2.3, written out here apart from the code under test.
    if value is None or value in ([], {}):
        return False
    return not (isinstance(value, Mapping) and all(v is None for v in value.values()))


def _expressible(case: Case, given: Mapping[str, Value]) -> bool:
    """Whether RFC 6570 can write the template with ``given`` expanded (see _partial's docs)."""
    for body in (piece.split("}")[0] for piece in case.template.split("{")[1:]):
        operator = body[0] if body[0] in "+#./;?&" else ""
        names = [spec.split(":")[0].rstrip("*") for spec in body.lstrip("+#./;?&").split(",")]
        known = [name in given for name in names]
        if all(known) or not any(known) or operator in {"/", ".", ";", "&"}:
            continue
        if operator == "?":
            # "?" is written by the first defined value: fixed unless a
            # variable left out comes before every value given.
            first_unknown = known.index(False)
            written = [n for n in names if n in given and _defined(given[n])]
            if written and names.index(written[0]) > first_unknown:
                return False
        elif any(_defined(given[n]) for n in names if n in given):
            return False
    return True


def _splits(case: Case) -> list[tuple[dict[str, Value], dict[str, Value]]]:
    names = URITemplate(case.template).variables
    splits = []
    for size in range(len(names) + 1):
        for chosen in itertools.combinations(names, size):
            given = {name: case.variables.get(name) for name in chosen}
            rest = {n: case.variables[n] for n in names if n not in chosen and n in case.variables}
            splits.append((given, rest))
    return splits


SPLITS = [
    pytest.param(case, given, rest, id=f"{case.id}:{sorted(given)}")
    for case in VALID
    for given, rest in _splits(case)
]


def _check_partial(case: Case, given: dict[str, Value], rest: dict[str, Value]) -> None:
    template = URITemplate(case.template)
    if not _expressible(case, given):
        with pytest.raises(ValueError, match="in part") as raised:
            template.partial(given)
        assert not isinstance(raised.value, InvalidTemplate)
        return
    assert template.partial(given).expand(rest) == template.expand(given | rest)


def test_partial_expansion_of_every_split_expands_to_the_same_url() -> None:
    # Every split of every valid template's variables (about 900), in one test.
    assert len(SPLITS) > 800
    for param in SPLITS:
        case, given, rest = param.values
        _check_partial(case, given, rest)  # type: ignore[arg-type]  # pytest.param's values


@given(st.sampled_from(VALID), st.data())
def test_partial_then_expand_is_expand(case: Case, data: st.DataObject) -> None:
    names = URITemplate(case.template).variables
    chosen = data.draw(st.sets(st.sampled_from(names)) if names else st.just(set[str]()))
    given = {name: case.variables.get(name) for name in chosen}
    rest = {
        name: case.variables[name]
        for name in names
        if name not in chosen and name in case.variables
    }
    _check_partial(case, given, rest)

"""Every way a named expression with an exploded variable may have written its pairs.

``{&c*,a}`` writes ``&a=`` for ``c = {"a": ""}`` and for ``a = ""`` alike,
and ``{;y*,x*}`` writes two dicts' pairs one after the other with nothing
between them. Read on its own, such an expression is read one way (any
reading expands back the same). When the template writes one of its
variables in another expression too (``{&c*,a}{?c*}``), that other
expression decides, so the match tries the other ways: each run of pairs
that each variable, in order, could have written.

The ways grow with the pairs, so only an expression of at most
``MOST_PAIRS`` pairs is read this way, and the caller takes a bounded
number of them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence

from href.templates._match_decode import NoMatch, decode_unreserved, decode_value, named_pairs
from href.templates._match_merge import Matched, merge, readings
from href.templates._parse import Expression, VarSpec

__all__ = ["named_splits", "split_readings", "splittable"]

#: Past this many pairs an expression is read one way only.
MOST_PAIRS = 16
#: The ways of one expression tried, and the readings of them all offered:
#: each reading costs the caller an expansion, on a URL that may not match.
MOST_SPLITS = 64
MOST_READINGS = 256

Occurrences = list[tuple[VarSpec, Matched]]
Reader = Callable[[str, Occurrences], None]


def splittable(expression: Expression) -> bool:
    """Whether ``expression`` can write one text from different values of its variables."""
    return expression.operator.named and any(spec.explode for spec in expression.varspecs)


def split_readings(
    expressions: Sequence[Expression],
    readers: Sequence[Reader],
    groups: Sequence[str | None],
    twice: frozenset[str],
) -> Iterator[dict[str, Matched]]:
    """The readings of every way each named expression with an exploded variable
    may have split its pairs between its variables; the other expressions are
    read as ``readers`` read them, and ``groups`` are the texts of all."""
    choices: list[list[Occurrences]] = []
    for expression, read, group in zip(expressions, readers, groups, strict=True):
        if group is None:
            choices.append([[]])
        elif splittable(expression):
            choices.append(list(named_splits(expression, group)))
        else:
            out: Occurrences = []
            try:
                read(group, out)
            except NoMatch:
                return
            choices.append([out])
    ways = [
        [occurrence for part in combination for occurrence in part]
        for combination in itertools.islice(itertools.product(*choices), MOST_SPLITS)
    ]
    # Each way's own agreeing values first, then every form of them.
    agreed = (value for way in ways if (value := merge(way)) is not None)
    forms = (value for way in ways for value in readings(way, twice))
    yield from itertools.islice(itertools.chain(agreed, forms), MOST_READINGS)


def named_splits(expression: Expression, body: str) -> Iterator[Occurrences]:
    """Each reading of ``body``, the text ``expression`` wrote after its first character
    (the first ``MOST_SPLITS``)."""
    try:
        pairs = named_pairs(body.split(expression.operator.sep), expression.operator.ifemp)
    except NoMatch:
        return
    if len(pairs) > MOST_PAIRS:
        return
    yield from itertools.islice(_splits(expression.varspecs, pairs, 0, 0), MOST_SPLITS)


def _splits(
    specs: tuple[VarSpec, ...], pairs: list[tuple[str, str]], spec_at: int, pair_at: int
) -> Iterator[Occurrences]:
    if spec_at == len(specs):
        if pair_at == len(pairs):
            yield []
        return
    spec = specs[spec_at]
    # The variable writes a run of the pairs from pair_at, or nothing.
    for end in range(len(pairs), pair_at, -1):
        value = _value_of_run(spec, pairs[pair_at:end])
        if value is not None:
            for rest in _splits(specs, pairs, spec_at + 1, end):
                yield [(spec, value), *rest]
    yield from _splits(specs, pairs, spec_at + 1, pair_at)


def _value_of_run(spec: VarSpec, run: list[tuple[str, str]]) -> Matched | None:
    """The value ``spec`` writes as ``run`` (pairs as written), or None if it cannot."""
    try:
        if not spec.explode:
            if len(run) != 1 or run[0][0] != spec.name:
                return None
            value = decode_value(run[0][1], decode_unreserved, reserved=False)
            # A prefix writes text, and at most that many characters of it.
            if spec.prefix and (not isinstance(value, str) or len(value) > spec.prefix):
                return None
            return value
        if all(name == spec.name for name, _ in run):
            return [decode_unreserved(value) for _, value in run]
        keys = {decode_unreserved(name): decode_unreserved(value) for name, value in run}
    except NoMatch:
        return None
    return keys if len(keys) == len(run) else None

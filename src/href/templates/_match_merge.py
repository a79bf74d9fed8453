"""One value for a variable that a template writes in several expressions.

``{x}/{x:2}``, ``{?y}{&y*}``: each expression is read on its own, and the
readings must then be one value. A reading does not always say which: the
text ``a,b`` that ``{y}`` wrote is a list, a dict or (in ``{+y}``) a
string, and the one item that ``{/y*}`` wrote is also a string. :func:`merge`
takes the likeliest value; :func:`readings` then every value each reading
allows, for the caller to expand and keep the first that gives the URL back.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TypeAlias

from href.templates._parse import VarSpec

__all__ = ["Matched", "merge", "readings"]

#: A variable's value read back from a URL: text, a list, or a dict.
Matched: TypeAlias = str | list[str] | dict[str, str]
Occurrences: TypeAlias = list[tuple[VarSpec, Matched]]

# At most this many combinations of values are offered: each costs an expansion.
_MOST = 256


def merge(occurrences: Occurrences) -> dict[str, Matched] | None:
    """The likeliest value of each variable, or None where the readings disagree."""
    result: dict[str, Matched] = {}
    # A variable written in full anywhere is that value; written only as
    # prefixes, it is the longest of them.
    for spec, value in sorted(
        occurrences, key=lambda o: (o[0].prefix == 0, o[0].prefix), reverse=True
    ):
        if spec.prefix and (not isinstance(value, str) or len(value) > spec.prefix):
            return None
        known = result.get(spec.name)
        if known is None:
            result[spec.name] = value
        elif spec.prefix and isinstance(known, str):
            if known[: spec.prefix] != value:
                return None
        elif known == [value]:
            # An exploded variable's one item ({&a*}: "&a=x") is also the
            # text written in full elsewhere: the text is the value.
            result[spec.name] = value
        elif isinstance(known, list) and len(known) > 1 and value == ",".join(known):
            # {+x} and {#x} write a list's items joined by a raw ',', which a
            # text may hold there too: read as text, it is the list read elsewhere.
            pass
        elif isinstance(value, list) and len(value) > 1 and known == ",".join(value):
            result[spec.name] = value
        elif value not in (known, [known]):
            return None
    return result


def readings(occurrences: Occurrences, twice: frozenset[str]) -> Iterator[dict[str, Matched]]:
    """Each choice of values its readings suggest, :func:`merge`'s first.

    Only the variables in ``twice``, those the template writes more than
    once, are given in each of their forms; a variable written once is what
    its one reading says (its other forms expand to other text there).

    Nothing more where some variable has no such value, or where the choices
    are too many to try.
    """
    first = merge(occurrences)
    if first is not None:
        yield first
    full: dict[str, list[Matched]] = {}
    prefixes: dict[str, list[tuple[int, Matched]]] = {}
    for spec, value in occurrences:
        if spec.prefix:
            prefixes.setdefault(spec.name, []).append((spec.prefix, value))
        else:
            full.setdefault(spec.name, []).append(value)
    names = list(dict.fromkeys(spec.name for spec, _ in occurrences))
    choices: list[list[Matched]] = []
    for name in names:
        options = _allowed(name, full.get(name, []), prefixes.get(name, []))
        if not options:
            return
        # Offering a variable written once in its other forms multiplied the
        # choices past _MOST ({;x,a,c}{?c*} with three lists: 588), and those
        # of the variable written twice then went untried (fuzz: templates).
        choices.append(options if name in twice else options[:1])
    if _count(choices) > _MOST:
        return
    for values in itertools.product(*choices):
        candidate = dict(zip(names, values, strict=True))
        if candidate != first:
            yield candidate


def _count(choices: list[list[Matched]]) -> int:
    count = 1
    for options in choices:
        count *= len(options)
    return count


def _allowed(name: str, full: list[Matched], prefixes: list[tuple[int, Matched]]) -> list[Matched]:
    """The values of ``name`` that its readings suggest and every prefix allows.

    Every form of every full reading: a reader may have split a value at a
    character the value holds (``{.x*}`` of ``"."``), so no reading rules
    another out; the expansion the caller checks decides.
    """
    if not full:
        # Written only as prefixes: the longest is all that is known.
        texts = [value for _, value in prefixes if isinstance(value, str)]
        return [max(texts, key=len)] if len(texts) == len(prefixes) else []
    options: list[Matched] = []
    for reading in full:
        for option in _forms(name, reading):
            if option not in options and all(
                isinstance(option, str) and option[:length] == prefix
                for length, prefix in prefixes
            ):
                options.append(option)
    return options


def _forms(name: str, value: Matched) -> list[Matched]:
    """The values that could have been written as what was read as ``value``."""
    forms: list[Matched] = [value]
    if isinstance(value, str):
        if "," in value:
            # {y} and {+y} write a list's items and a dict's keys and values
            # joined by ",".
            items = value.split(",")
            forms.append(items)
            if len(items) % 2 == 0:
                forms.append(dict(zip(items[::2], items[1::2], strict=True)))
    elif isinstance(value, list):
        if len(value) == 1:
            forms.append(value[0])  # an exploded text: its one item
        # A text holding the separator that split it: {x} and {+x} write ",",
        # {.x*} ".", {/x*} "/", {;x*} ";" and {?x*} "&" between items.
        forms += [joiner.join(value) for joiner in (",", ".", "/", ";", "&")]
        if len(value) % 2 == 0:
            forms.append(dict(zip(value[::2], value[1::2], strict=True)))
        if all("=" in item for item in value):
            forms.append(dict(item.split("=", 1) for item in value))
    else:
        if list(value) == [name]:
            forms.append(value[name])  # {;y*} writes a text y and {"y": text} alike
        pairs = [f"{key}={item}" for key, item in value.items()]
        forms.append(pairs)  # {/y*} writes a list of "k=v" and {"k": "v"} alike
        if len(pairs) == 1:
            forms.append(pairs[0])
        forms.append([part for pair in value.items() for part in pair])
        forms.append(",".join(part for pair in value.items() for part in pair))
    return forms

"""Which templates matching can invert: the characters each expression can hold.

Matching reads a URL back into variables with one regular expression a
template. That reading is only an answer when it is the only one: in
``{a}{b}`` any split of ``"xy"`` expands back to it, and a matcher that picked
one would be guessing. So a template is checked once, before its pattern is
built, and refused (``ValueError``, naming the expressions and why) when an
expression's end is not fixed by what follows it:

* it can hold a character that the next literal, or the next expression
  (or one after an expression that may be empty), can start with, or
* it may be empty and the next expression can start with its first character
  (``{/a}{/b}``: is ``/x`` ``a`` or ``b``?), or
* it has two exploded variables, which split its items in more than one way.

An expression followed by fixed text alone (to the template's end) is always
read one way, however that text starts: ``{+path}/here``.
"""

from __future__ import annotations

from href._grammar import GEN_DELIMS, SUB_DELIMS, UNRESERVED
from href.templates._parse import Expression, Part

__all__ = ["check_invertible", "holds", "starts"]

_U = frozenset(UNRESERVED + "%")
_UR = _U | frozenset(GEN_DELIMS + SUB_DELIMS)


def holds(expression: Expression) -> frozenset[str]:
    """The characters ``expression``'s expansion can hold after its first one.

    >>> from href.templates._parse import parse
    >>> sorted(holds(parse("{?q}")[0]) - set(UNRESERVED))
    ['%', ',', '=']
    """
    operator = expression.operator
    if operator.reserved:
        return _UR
    several = len(expression.varspecs) > 1 or any(s.explode for s in expression.varspecs)
    chars = set(_U | {","})
    if operator.named or any(s.explode for s in expression.varspecs):
        chars.add("=")
    if several:
        chars.add(operator.sep)
    return frozenset(chars)


def starts(expression: Expression) -> frozenset[str]:
    """The characters ``expression``'s expansion can start with."""
    first = expression.operator.first
    return frozenset(first) if first else holds(expression)


def check_invertible(parts: tuple[Part, ...], template: str) -> None:
    """Raise ValueError if some URL matches ``template`` in more than one way.

    >>> from href.templates._parse import parse
    >>> check_invertible(parse("{a}{b}"), "{a}{b}")
    Traceback (most recent call last):
      ...
    ValueError: cannot match URLs against '{a}{b}': '{a}' can hold ...
    """
    _check_orders(parts, template)
    for index, part in enumerate(parts):
        if type(part) is str:
            continue
        expression: Expression = part  # type: ignore[assignment]  # not a str
        explodes = [s.name for s in expression.varspecs if s.explode]
        if len(explodes) > 1 and not expression.operator.named:
            raise _ambiguous(
                template,
                f"{expression.text!r} explodes {explodes[0]!r} and {explodes[1]!r}, whose "
                "items could be split between them in more than one way",
                hint="explode one of them only",
            )
        _check_end(parts, index, expression, template)


def _check_orders(parts: tuple[Part, ...], template: str) -> None:
    # An expression of several unnamed variables gives its items to them in
    # order, the first ones taking them when there are fewer (any reading
    # expands back the same); a variable also written elsewhere pins its
    # value, and then which reading is right depends on the values.
    seen: dict[str, int] = {}
    for part in parts:
        if isinstance(part, str):
            continue
        for spec in part.varspecs:
            seen[spec.name] = seen.get(spec.name, 0) + 1
    for part in parts:
        if isinstance(part, str) or len(part.varspecs) < 2:
            continue
        names = [s.name for s in part.varspecs]
        twice = next(
            (s.name for s in part.varspecs if s.explode and names.count(s.name) > 1), None
        )
        if twice is not None:
            raise _ambiguous(
                template,
                f"{part.text!r} explodes {twice!r}, which it also writes again, so how many "
                "items each time holds depends on the values",
                hint="explode a variable written twice in one expression nowhere",
            )
        if part.operator.named:
            continue
        exploded = next((s.name for s in part.varspecs if s.explode), None)
        if part.operator.sep == "." and exploded is not None and len(set(names)) > 1:
            raise _ambiguous(
                template,
                f"{part.text!r} explodes {exploded!r} among other variables, and '.' both "
                "separates its items and is a character of their values, so which items are "
                f"{exploded!r}'s depends on the values",
                hint=f"write {exploded + '*'!r} in an expression of its own",
            )
        if len(set(names)) == 1:
            # One name (``{/who,who}``): the same text each time, so the
            # expression is cut into equal parts; with a prefix, one item
            # each, which '.' (also a character of values) cannot separate.
            if part.operator.sep == "." and any(s.prefix for s in part.varspecs):
                raise _ambiguous(
                    template,
                    f"{part.text!r} writes {names[0]!r} in full and by a prefix, and '.' both "
                    "separates them and is a character of the value, so where one ends "
                    "depends on the value",
                    hint="write the prefix in an expression of its own",
                )
            continue
        prefixed = next((s for s in part.varspecs if s.prefix), None)
        if prefixed is not None:
            raise _ambiguous(
                template,
                f"{part.text!r} gives its items to its variables in order, and the one it "
                f"would give {prefixed.name!r} may be longer than its prefix allows, so which "
                "item is whose depends on the values",
                hint=f"write {prefixed.text()!r} in an expression of its own",
            )
        repeated = next((s.name for s in part.varspecs if seen[s.name] > 1), None)
        if repeated is not None:
            raise _ambiguous(
                template,
                f"{part.text!r} holds {repeated!r}, which the template writes more than once, "
                f"among other variables whose values it gives in order",
                hint=f"write {repeated!r} in an expression of its own",
            )


def _fixed_from(parts: tuple[Part, ...], index: int) -> bool:
    return all(type(part) is str for part in parts[index:])


def _check_end(parts: tuple[Part, ...], index: int, expression: Expression, template: str) -> None:
    if _fixed_from(parts, index + 1):
        return
    inner = holds(expression)
    first = starts(expression)
    for later, following in enumerate(parts[index + 1 :], start=index + 2):
        if type(following) is str:
            literal: str = following
            if all(c in inner for c in literal):
                raise _ambiguous(
                    template,
                    f"{expression.text!r} can hold all of the literal {literal!r} after it, so "
                    "where it ends depends on the values",
                )
            if literal[0] in first and not _fixed_from(parts, later):
                raise _ambiguous(
                    template,
                    f"{expression.text!r} may be empty and starts with {literal[0]!r} as the "
                    f"literal {literal!r} after it does",
                )
            return
        nxt: Expression = following  # type: ignore[assignment]  # not a str
        shared = sorted(starts(nxt) & inner, key=_plainest)
        if shared:
            raise _ambiguous(
                template,
                f"{expression.text!r} can hold {shared[0]!r}, which {nxt.text!r} after it can "
                "start with, so where one ends and the other starts depends on the values",
            )
        shared = sorted(starts(nxt) & first, key=_plainest)
        if shared:
            raise _ambiguous(
                template,
                f"{expression.text!r} and {nxt.text!r} can both start with {shared[0]!r} and "
                "either may be empty, so which one a value belongs to depends on the values",
            )


def _plainest(char: str) -> tuple[bool, str]:
    # A letter reads better in a message than "%" or "-".
    return (not char.isalnum(), char)


def _ambiguous(
    template: str, why: str, hint: str = "separate the expressions with a literal neither can hold"
) -> ValueError:
    return ValueError(
        f"cannot match URLs against {template!r}: {why}; matching would have to guess ({hint})"
    )

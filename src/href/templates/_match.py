"""Matching: a URL read back into the variables whose expansion it is.

A template is compiled, on its first match, to a regular expression: each
literal as itself and each expression as one group of the characters it can
hold (``_match_rules`` has refused the templates where that reading is not
the only one; ``Matcher`` spells it twice, fast and exact). A group's text
is then split by its operator's separator and given to its variables in
order, decoded (``_match_decode``): a value as ``str``, a value holding
``,`` (which a value's own text never leaves unencoded) as the list it was
written from, an exploded variable's items as a list, or as a dict when
they are ``name=value`` pairs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TypeAlias

from href._quote import encode_non_ascii
from href.templates._match_decode import (
    Decoder,
    NoMatch,
    decode_reserved,
    decode_unreserved,
    decode_value,
    named_pairs,
    unescape,
)
from href.templates._match_merge import Matched, merge, readings
from href.templates._match_rules import check_invertible, holds
from href.templates._match_splits import split_readings, splittable
from href.templates._parse import Expression, Part, VarSpec

__all__ = ["Matched", "Matcher", "compile_matcher"]

_ESCAPE = "%[0-9A-Fa-f]{2}"
_BAD_ESCAPE = re.compile("%(?![0-9A-Fa-f]{2})").search


class Matcher:
    """One template's pattern and the readers of its groups."""

    __slots__ = (
        "_exact",
        "_exact_pattern",
        "_expressions",
        "_loose",
        "_once",
        "_plain",
        "_readers",
        "_splittable",
        "_twice",
        "pinned",
    )

    def __init__(self, parts: tuple[Part, ...], template: str) -> None:
        check_invertible(parts, template)
        # Two expressions of the template: "loose" lets a group hold any of
        # its characters and "%", one class whose repeat Python's re walks
        # fast; "exact" holds "%" to escapes, as a run of characters between
        # escapes (a repeat of "a character or an escape" takes a backtracking
        # entry per character: 106 ms for 1 MB against 1.4). Both try the same
        # splits in the same order, loose's being more, so loose's match, when
        # each group's "%" starts an escape, is exact's; else exact decides.
        loose: list[str] = []
        exact: list[str] = []
        self._readers: list[_Reader] = []
        names: list[str] = []
        for part in parts:
            if isinstance(part, str):
                loose.append(re.escape(part))
                exact.append(re.escape(part))
                continue
            self._readers.append(_reader(part))
            names += [spec.name for spec in part.varspecs if not spec.prefix]
            held = re.escape("".join(sorted(holds(part) - {"%"})))
            chars = f"[{held}]"
            rest = f"{chars}*(?:{_ESCAPE}{chars}*)*"  # a character is never "%": one split
            # A group holds the text after the operator's first character,
            # and is None when the expression wrote nothing.
            first = part.operator.first
            if first:
                loose.append(f"(?:{re.escape(first)}([{held}%]*))?")
                exact.append(f"(?:{re.escape(first)}({rest}))?")
            else:
                loose.append(f"([{held}%]+)?")
                exact.append(f"((?:{chars}|{_ESCAPE}){rest})?")
        self._loose = re.compile("".join(loose), re.DOTALL).fullmatch
        self._exact_pattern = "".join(exact)
        self._exact: Callable[[str], re.Match[str] | None] | None = None
        # Each variable written once, and no prefix: nothing to reconcile.
        self._once = len(names) == len(set(names)) and all(
            not spec.prefix
            for part in parts
            if not isinstance(part, str)
            for spec in part.varspecs
        )
        # Only expressions of one unexploded variable of U ({id}, {/n}): each
        # group is its variable's value, read with no reader.
        expressions = [part for part in parts if not isinstance(part, str)]
        plain = self._once and all(
            len(part.varspecs) == 1
            and not part.varspecs[0].explode
            and not part.operator.named
            and not part.operator.reserved
            for part in expressions
        )
        self._plain = tuple(names) if plain else None
        # A variable written in more than one expression: each reading must
        # agree with the others, and one expression may write nothing where
        # the value says it writes something ({a}{;a:1}); the caller expands
        # what such a template's match reads and keeps it only if it gives
        # the URL back.
        self._expressions = expressions
        self._splittable = any(splittable(part) for part in expressions)
        written = [spec.name for part in expressions for spec in part.varspecs]
        self._twice = frozenset(name for name in written if written.count(name) > 1)
        self.pinned = bool(self._twice)

    def match(self, text: str) -> dict[str, Matched] | None:
        """The variables of ``text``, or None when it is no expansion of the template."""
        if not text.isascii():
            text = encode_non_ascii(text)
        found = self._fullmatch(text)
        if found is None:
            return None
        if self._plain is not None:
            try:
                return {
                    name: _plain_value(group)
                    for name, group in zip(self._plain, found.groups())  # noqa: B905
                    if group is not None
                }
            except NoMatch:
                return None
        occurrences = self._read(found)
        if occurrences is None:
            return None
        if self._once:
            return {spec.name: value for spec, value in occurrences}
        return merge(occurrences)

    def readings(self, text: str) -> Iterator[dict[str, Matched]]:
        """For a template that writes a variable twice (``pinned``): each reading of ``text``.

        Its values as :meth:`match` gives them first, then every other
        choice that each expression's reading allows (:func:`readings`).
        """
        if not text.isascii():
            text = encode_non_ascii(text)
        found = self._fullmatch(text)
        if found is None:
            return
        occurrences = self._read(found)
        if occurrences is not None:
            yield from readings(occurrences, self._twice)
        if self._splittable:
            yield from split_readings(
                self._expressions, self._readers, found.groups(), self._twice
            )

    def _fullmatch(self, text: str) -> re.Match[str] | None:
        found = self._loose(text)
        if found is None or not any(
            group is not None and _BAD_ESCAPE(group) for group in found.groups()
        ):
            return found
        if self._exact is None:
            self._exact = re.compile(self._exact_pattern, re.DOTALL).fullmatch
        return self._exact(text)

    def _read(self, found: re.Match[str]) -> list[tuple[VarSpec, Matched]] | None:
        occurrences: list[tuple[VarSpec, Matched]] = []
        try:
            # (As many readers as groups: one each, made together.)
            for read, group in zip(self._readers, found.groups()):  # noqa: B905
                if group is not None:
                    read(group, occurrences)
        except NoMatch:
            return None
        return occurrences


_Reader: TypeAlias = Callable[[str, list[tuple[VarSpec, Matched]]], None]


def _reader(expression: Expression) -> _Reader:
    """``_read`` for one expression, with shortcuts for the plain shapes.

    An unnamed expression whose variables are neither exploded nor written
    twice (``{id}``, ``{x,y}``, ``{/a,b}``, ``{+path}``), and a named one with
    no exploded variable (``{?q,page}``), take their items directly: an item
    of unreserved characters alone (no escape, no ","; the pattern lets
    nothing else in) is the value as it is. Any other text goes through
    ``_read``, which gives the same.
    """
    operator = expression.operator
    specs = expression.varspecs
    exploded = next((i for i, spec in enumerate(specs) if spec.explode), None)
    repeated = len(specs) > 1 and all(spec.name == specs[0].name for spec in specs)
    if exploded is not None and len(specs) == 1 and not operator.named:
        return _list_reader(expression)
    if exploded is not None or (repeated and not operator.named):
        return lambda body, out: _read(expression, body, out, exploded, repeated=repeated)
    if operator.named:
        return _named_reader(expression)
    return _plain_reader(expression)


def _plain_reader(expression: Expression) -> _Reader:
    operator = expression.operator
    specs = expression.varspecs
    sep = operator.sep
    if operator.reserved:
        if len(specs) == 1:
            spec = specs[0]

            def read_one_reserved(body: str, out: list[tuple[VarSpec, Matched]]) -> None:
                out.append((spec, decode_reserved(body) if "%" in body else body))

            return read_one_reserved

        def read_reserved(body: str, out: list[tuple[VarSpec, Matched]]) -> None:
            items = body.split(sep)
            if len(items) > len(specs):
                _read(expression, body, out, None, repeated=False)
                return
            for spec, item in zip(specs, items, strict=False):
                out.append((spec, decode_reserved(item) if "%" in item else item))

        return read_reserved

    def read(body: str, out: list[tuple[VarSpec, Matched]]) -> None:
        items = body.split(sep)
        if len(items) > len(specs):
            _read(expression, body, out, None, repeated=False)
            return
        for spec, item in zip(specs, items, strict=False):
            out.append((spec, _plain_value(item)))

    return read


def _list_reader(expression: Expression) -> _Reader:
    """``{/list*}``, ``{+keys*}``: with no "=" (no pairs), the items are the list's."""
    operator = expression.operator
    spec = expression.varspecs[0]
    sep = operator.sep
    reserved = operator.reserved
    # U writes a value's "," as %2C: one between "/" or "." items is no value's.
    stray_commas = not reserved and sep != ","

    def read(body: str, out: list[tuple[VarSpec, Matched]]) -> None:
        if "=" in body or (stray_commas and "," in body):
            _read(expression, body, out, 0, repeated=False)
        elif "%" not in body:
            out.append((spec, body.split(sep)))
        elif reserved:
            out.append((spec, [decode_reserved(item) for item in body.split(sep)]))
        else:
            out.append((spec, [unescape(item) for item in body.split(sep)]))

    return read


def _plain_value(item: str) -> Matched:
    """An item of U's unreserved characters, escapes and "," alone, decoded."""
    if "," in item:
        # A value's own "," is written %2C by U; a raw one separates a list's items.
        return [unescape(piece) if "%" in piece else piece for piece in item.split(",")]
    return unescape(item) if "%" in item else item


def _named_reader(expression: Expression) -> _Reader:
    """``{?q,page}``, ``{;x,y}``: each ``name=value`` item given to its variable in order."""
    operator = expression.operator
    specs = expression.varspecs
    sep = operator.sep
    ifemp = bool(operator.ifemp)
    names = [spec.name for spec in specs]

    def read(body: str, out: list[tuple[VarSpec, Matched]]) -> None:
        index = 0
        for item in body.split(sep):
            name, equals, value = item.partition("=")
            # "?" and "&" write "name=" for an empty value, ";" writes "name".
            if (not equals and ifemp) or (equals and not value and not ifemp):
                raise NoMatch
            try:
                index = names.index(name, index)
            except ValueError:
                raise NoMatch from None  # no such name, or out of order
            if "=" in value:
                raise NoMatch  # U writes a value's "=" as %3D
            out.append((specs[index], _plain_value(value)))
            index += 1

    return read


def _read(
    expression: Expression,
    body: str,
    out: list[tuple[VarSpec, Matched]],
    exploded: int | None,
    *,
    repeated: bool,
) -> None:
    """Read an expression's group (after its first character) into its variables' values.

    ``exploded`` is the index of its exploded variable (None: none), and
    ``repeated`` whether it writes one variable several times (``{/who,who}``).
    """
    operator = expression.operator
    items = body.split(operator.sep)
    if operator.named:
        _read_named(expression, items, out)
        return
    decode = decode_reserved if operator.reserved else decode_unreserved
    specs = expression.varspecs
    if repeated:
        _read_repeated(expression, body, decode, out)
        return
    if exploded is None:
        if len(items) > len(specs):
            # Only a last value that is itself a list can take the rest: with
            # "," between values (simple, "+", "#") as a list, with "." as text.
            if operator.sep == "/":
                raise NoMatch
            items[len(specs) - 1 :] = [operator.sep.join(items[len(specs) - 1 :])]
        for spec, item in zip(specs, items, strict=False):
            out.append((spec, decode_value(item, decode, reserved=operator.reserved)))
        return
    reserved = operator.reserved
    if not reserved and any("=" in item for item in items):
        # U writes a value's "=" as %3D: items with one are the exploded
        # variable's pairs, and the others' values are around them.
        paired = [i for i, item in enumerate(items) if "=" in item]
        start, end = paired[0], paired[-1] + 1
        if operator.sep == ".":
            # "." is unreserved, so also in keys and values: the items the
            # other variables cannot take are the pairs' too.
            start = min(start, exploded)
            end = max(end, len(items) - (len(specs) - exploded - 1))
        before = _given(items[:start], exploded, operator.sep)
        after = _given(items[end:], len(specs) - exploded - 1, operator.sep)
        for spec, item in zip(specs[:exploded], before, strict=False):
            out.append((spec, decode_value(item, decode, reserved=reserved)))
        out.append(
            (
                specs[exploded],
                _exploded(items[start:end], decode, reserved=reserved, sep=operator.sep),
            )
        )
        for spec, item in zip(specs[exploded + 1 :], after, strict=False):
            out.append((spec, decode_value(item, decode, reserved=reserved)))
        return
    # The exploded variable takes what the others, one item each, leave.
    surplus = len(items) - (len(specs) - 1)
    if surplus < 1:
        taking = specs
        if exploded < len(items) and not reserved and "," in items[exploded]:
            # U writes an item's "," as %2C: a raw one is a list value's, so
            # the exploded variable is the one left undefined.
            taking = specs[:exploded] + specs[exploded + 1 :]
        for spec, item in zip(taking, items, strict=False):
            if spec.explode:
                out.append(
                    (spec, _exploded([item], decode, reserved=operator.reserved, sep=operator.sep))
                )
            else:
                out.append((spec, decode_value(item, decode, reserved=operator.reserved)))
        return
    before = items[:exploded]
    mine = items[exploded : exploded + surplus]
    after = items[exploded + surplus :]
    for spec, item in zip(specs[:exploded], before, strict=True):
        out.append((spec, decode_value(item, decode, reserved=operator.reserved)))
    out.append(
        (specs[exploded], _exploded(mine, decode, reserved=operator.reserved, sep=operator.sep))
    )
    for spec, item in zip(specs[exploded + 1 :], after, strict=True):
        out.append((spec, decode_value(item, decode, reserved=operator.reserved)))


def _given(items: list[str], variables: int, sep: str) -> list[str]:
    """``items`` for ``variables`` unexploded variables in order, or raise NoMatch.

    With "," between values, a last value that is a list takes the items
    left over (``{x,y*}`` over ``a,b,k=v``: ``x`` is ``a,b``); any reading
    expands back the same. Other separators give one item each.
    """
    if len(items) <= variables:
        return items
    if sep != "," or not variables:
        raise NoMatch
    return [*items[: variables - 1], ",".join(items[variables - 1 :])]


def _read_repeated(
    expression: Expression, body: str, decode: Decoder, out: list[tuple[VarSpec, Matched]]
) -> None:
    """``{/who,who}``: the one value written each time (a prefix's first characters)."""
    operator = expression.operator
    specs = expression.varspecs
    if any(spec.prefix for spec in specs):
        # {/var:1,var}: one item each, in order; an item may hold the
        # separator where the operator leaves it as it is ("," in {+var},
        # "." in {.var}), so the first split into items of one value is taken.
        items = _items_of_one_value(specs, body.split(operator.sep), operator.sep, decode)
    else:
        length, extra = divmod(len(body) - (len(specs) - 1) * len(operator.sep), len(specs))
        first = body[:length]
        if extra or body != operator.sep.join([first] * len(specs)):
            raise NoMatch
        items = [first] * len(specs)
    for spec, item in zip(specs, items, strict=True):
        out.append((spec, decode_value(item, decode, reserved=operator.reserved)))


def _items_of_one_value(
    specs: tuple[VarSpec, ...], pieces: list[str], sep: str, decode: Decoder
) -> list[str]:
    """``pieces`` joined into one item a spec, each that spec's part of one value.

    Each spec writes the value's first ``prefix`` characters, or all of it,
    so the items' decoded lengths follow from the value's length: the one
    length whose items, with a separator between each, make the whole is
    found by halving, and the items are cut where those lengths end (which
    must be between pieces, a separator there). Linear in the text.
    """
    decoded = [decode(piece) for piece in pieces]
    whole = sep.join(decoded)

    def lengths(size: int) -> list[int]:
        return [min(spec.prefix, size) if spec.prefix else size for spec in specs]

    # The total grows with the value's length: the least length that fills it.
    low, high = 0, len(whole)
    while low < high:
        middle = (low + high) // 2
        if sum(lengths(middle)) + (len(specs) - 1) * len(sep) >= len(whole):
            high = middle
        else:
            low = middle + 1
    items: list[str] = []
    texts: list[str] = []
    index = 0
    for length in lengths(low):
        start, size = index, -len(sep)
        while size < length or index == start:
            if index == len(pieces):
                raise NoMatch
            size += len(sep) + len(decoded[index])
            index += 1
            if size == length:
                break
        if size != length:
            raise NoMatch
        items.append(sep.join(pieces[start:index]))
        texts.append(sep.join(decoded[start:index]))
    if index != len(pieces):
        raise NoMatch
    full = [text for spec, text in zip(specs, texts, strict=True) if not spec.prefix]
    value = full[0] if full else max(texts, key=len)
    if any(
        text != (value[: spec.prefix] if spec.prefix else value)
        for spec, text in zip(specs, texts, strict=True)
    ):
        raise NoMatch
    return items


def _exploded(items: list[str], decode: Decoder, *, reserved: bool, sep: str = ",") -> Matched:
    if (reserved or sep == ".") and any("=" in item for item in items):
        # U+R leaves a value's "," as it is, and "." is unreserved: an item
        # with no "=" among pairs is the rest of the pair before it (or the
        # start of the key after it), split where the value held a separator.
        joined: list[str] = []
        waiting: list[str] = []
        for item in items:
            if "=" in item:
                joined.append(sep.join([*waiting, item]))
                waiting = []
            elif joined:
                joined[-1] += sep + item
            else:
                waiting.append(item)
        items = joined if not waiting else [*waiting, *joined]
    with_equals = sum("=" in item for item in items)
    if with_equals == len(items):
        pairs = [item.split("=", 1) for item in items]
        result = {decode(key): decode(value) for key, value in pairs}
        if len(result) == len(pairs):
            return result
    if with_equals and not reserved:
        raise NoMatch  # U writes a value's "=" as %3D: these are no list's items
    # (U+R: items with "=" that no dict writes, such as a key twice, are a list's.)
    return [decode(item) for item in items]


def _read_named(
    expression: Expression, items: list[str], out: list[tuple[VarSpec, Matched]]
) -> None:
    pairs = named_pairs(items, expression.operator.ifemp)
    specs = expression.varspecs
    index = 0
    for position, spec in enumerate(specs):
        later = specs[position + 1 :]
        if spec.explode and not any(s.explode for s in later):
            # The variables after it take their pairs from the end, by name;
            # the exploded one, a list or a dict of any keys, the rest.
            end = len(pairs)
            for after in reversed(later):
                if end > index and pairs[end - 1][0] == after.name:
                    end -= 1
            rest = pairs[index:end]
            index = end
            if not rest:
                continue
            if all(name == spec.name for name, _ in rest):
                out.append((spec, [decode_unreserved(value) for _, value in rest]))
                continue
            result = {decode_unreserved(name): decode_unreserved(value) for name, value in rest}
            if len(result) < len(rest):
                raise NoMatch
            out.append((spec, result))
        elif spec.explode:
            taken = []
            while index < len(pairs) and pairs[index][0] == spec.name:
                taken.append(decode_unreserved(pairs[index][1]))
                index += 1
            if taken:
                out.append((spec, taken))
            elif index < len(pairs) and all(pairs[index][0] != s.name for s in later):
                # A dict, before another exploded variable: its pairs up to a
                # key written twice or named after a later variable. Any split
                # expands back the same; a pair named "y" is y's rather than a
                # key "y", which other expressions writing y then agree with
                # ({&x*,y*}/{x*}: fuzz target templates).
                found: dict[str, str] = {}
                later_names = {s.name for s in later}
                while (
                    index < len(pairs)
                    and decode_unreserved(pairs[index][0]) not in found
                    and pairs[index][0] not in later_names
                ):
                    found[decode_unreserved(pairs[index][0])] = decode_unreserved(pairs[index][1])
                    index += 1
                out.append((spec, found))
        elif (
            index < len(pairs)
            and pairs[index][0] == spec.name
            # A prefix writes at most that many characters: a longer value
            # under the name is an exploded dict's pair ({;a:1,b*}).
            and (not spec.prefix or len(decode_unreserved(pairs[index][1])) <= spec.prefix)
        ):
            out.append((spec, decode_value(pairs[index][1], decode_unreserved, reserved=False)))
            index += 1
    if index < len(pairs):
        raise NoMatch


def compile_matcher(parts: tuple[Part, ...], template: str) -> Matcher:
    """Build ``template``'s matcher, or raise ValueError if it cannot be inverted."""
    return Matcher(parts, template)

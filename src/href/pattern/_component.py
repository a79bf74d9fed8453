"""A compiled component (URL Pattern Standard 2.2, "compile a component").

The component's parts become one Python regular expression, built by the
standard's "generate a regular expression and name list" step for step, with
Python's spelling of each piece: fixed text through ``re.escape``, the
wildcards as the classes ECMAScript's would match, and a ``(regexp)`` group
through :mod:`href.pattern._ecmascript`. Each non-fixed part is exactly one
capturing group, so group ``i`` is the ``i``-th name.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import cast

from href.pattern._ecmascript import group_names, translate
from href.pattern._errors import PatternSyntaxError
from href.pattern._parts import (
    Modifier,
    Options,
    Part,
    PartType,
    generate_pattern_string,
    parse_pattern_string,
)

__all__ = ["Component", "compile_component", "segment_wildcard"]

# ECMAScript's "." (not a LineTerminator), for the full wildcard ".*".
_NOT_LINE_TERMINATOR = "[^\\n\\r\\u2028\\u2029]"


@dataclass(frozen=True, slots=True)
class Component:
    """A component's pattern string, its regular expression and group names."""

    pattern: str
    #: The regular expression's source and flags, compiled on first use.
    source: str
    flags: int
    names: tuple[str, ...]
    has_regexp_groups: bool
    parts: tuple[Part, ...]
    options: Options
    encode: Callable[[str], str]
    #: The pattern is "*" alone: every value matches, as group "0".
    matches_all: bool
    #: The compiled ``fullmatch``, once something has matched (a one-item cache).
    _compiled: list[Callable[[str], re.Match[str] | None]] = field(
        default_factory=list, compare=False, repr=False
    )

    @property
    def fullmatch(self) -> Callable[[str], re.Match[str] | None]:
        """The component's regular expression's ``fullmatch``, compiled on first use.

        Half a new pattern's construction was ``re.compile``; a pattern
        built and never matched need not pay it. Only a component without
        ``(regexp)`` groups is left to here, and its regular expression is
        escaped text and wildcard classes, which always compile.
        """
        if not self._compiled:
            self._compiled.append(re.compile(self.source, self.flags).fullmatch)
        return self._compiled[0]


def _segment_wildcard(options: Options, exclude: str = "") -> str:
    if not options.delimiter and not exclude:
        return "[\\s\\S]+?"
    return "[^" + re.escape(options.delimiter + exclude) + "]+?"


@functools.lru_cache(maxsize=16)  # one a component's options: a handful in all
def segment_wildcard(options: Options) -> re.Pattern[str]:
    """The component's segment wildcard, compiled: one segment's text."""
    return re.compile(_segment_wildcard(options))


def _part_regex(part: Part, options: Options, exclude: str) -> str:
    if part.type is PartType.SEGMENT_WILDCARD:
        return _segment_wildcard(options, exclude)
    if part.type is PartType.FULL_WILDCARD:
        return _full_wildcard(exclude) + "*"
    try:
        return translate(part.value)
    except PatternSyntaxError as error:
        msg = f"in the regular expression ({part.value}): {error.why}"
        raise PatternSyntaxError(msg, None) from None


def _full_wildcard(exclude: str) -> str:
    return _NOT_LINE_TERMINATOR[:-1] + re.escape(exclude) + "]"


def _never_empty(part: Part, value: str, exclude: str) -> str:
    """The group of ``(value)?`` as ECMAScript runs it: never an empty iteration.

    ECMAScript rejects an iteration of an optional atom that matches empty
    (the group is then undefined); Python's ``re`` keeps it (the group is
    ""). The full wildcard becomes ``.+``, which tries the same lengths in
    the same order; a regexp group that can match empty has no such
    rewriting and is refused.
    """
    if part.type is PartType.FULL_WILDCARD:
        return _full_wildcard(exclude) + "+"
    if part.type is PartType.REGEXP and re.fullmatch(value, "") is not None:
        msg = (
            f"the optional regular expression group ({part.value}) can match nothing, "
            "which ECMAScript and Python's re repeat differently"
        )
        raise PatternSyntaxError(msg, None)
    return value


def generate_regex(
    parts: Sequence[Part], options: Options, exclude: str = ""
) -> tuple[str, tuple[str, ...]]:
    """The standard's "generate a regular expression and name list", in Python's spelling.

    The anchors ``^`` and ``$`` are left to ``fullmatch``. The wildcards
    match none of the characters in ``exclude`` either (for a value whose
    characters are known to be none of them, that changes nothing).

    >>> parts = parse_pattern_string("/:id(\\\\d+)?", Options("/", "/"), str)
    >>> generate_regex(parts, Options("/", "/"))
    ('(?:/([0-9]+))?', ('id',))
    """
    result = ""
    names: list[str] = []
    for part in parts:
        modifier = part.modifier.text
        if part.type is PartType.FIXED_TEXT:
            if part.modifier is Modifier.NONE:
                result += re.escape(part.value)
            else:
                result += "(?:" + re.escape(part.value) + ")" + modifier
            continue
        names.append(part.name)
        value = _part_regex(part, options, exclude)
        if not part.prefix and not part.suffix:
            if part.modifier is Modifier.OPTIONAL:
                value = _never_empty(part, value, exclude)
            if part.modifier in (Modifier.NONE, Modifier.OPTIONAL):
                result += "(" + value + ")" + modifier
            else:
                result += "((?:" + value + ")" + modifier + ")"
            continue
        prefix, suffix = re.escape(part.prefix), re.escape(part.suffix)
        if part.modifier is Modifier.NONE:
            # "(?:" and ")" around it, as the standard writes, change nothing.
            result += prefix + "(" + value + ")" + suffix
            continue
        if part.modifier is Modifier.OPTIONAL:
            result += "(?:" + prefix + "(" + value + ")" + suffix + ")?"
            continue
        result += (
            "(?:"
            + prefix
            + "((?:"
            + value
            + ")(?:"
            + suffix
            + prefix
            + "(?:"
            + value
            + "))*)"
            + suffix
            + ")"
        )
        if part.modifier is Modifier.ZERO_OR_MORE:
            result += "?"
    return result, tuple(names)


# A match of no groups, which fixed text's matcher gives back.
_EMPTY_MATCH = cast("re.Match[str]", re.compile("").fullmatch(""))


def _is_fixed(part: Part) -> bool:
    return part.type is PartType.FIXED_TEXT and part.modifier is Modifier.NONE


def _equal_to(text: str) -> Callable[[str], re.Match[str] | None]:
    """Fixed text's matcher: its regular expression matches exactly the text itself."""

    def fullmatch(value: str) -> re.Match[str] | None:
        return _EMPTY_MATCH if value == text else None

    return fullmatch


def _refuse_a_group_name_twice(parts: Sequence[Part]) -> None:
    """Refuse two ``(regexp)`` groups that name a group alike, as ECMAScript refuses the whole.

    The component's expression joins its groups into one ECMAScript pattern,
    where a name may appear once; each group is translated alone (its names
    made plain groups), so a name in two of them would otherwise pass unseen.
    """
    seen: set[str] = set()
    for part in parts:
        if part.type is not PartType.REGEXP or "(?<" not in part.value:
            continue
        names = group_names(part.value)
        for name in sorted(names & seen):
            msg = (
                f"the group name {name!r} is used in two regular expression groups, "
                "which one ECMAScript pattern cannot hold"
            )
            raise PatternSyntaxError(msg, None)
        seen |= names


def compile_component(text: str, encode: Callable[[str], str], options: Options) -> Component:
    """The standard's "compile a component": parts, regular expression, pattern string.

    Raises:
        PatternSyntaxError: for a pattern the standard refuses (or whose
            regular expression has no faithful Python translation).
    """
    parts = parse_pattern_string(text, options, encode)
    source, names = generate_regex(parts, options)
    flags = re.IGNORECASE if options.ignore_case else 0
    has_regexp_groups = any(part.type is PartType.REGEXP for part in parts)
    compiled: list[Callable[[str], re.Match[str] | None]] = []
    if not options.ignore_case and all(_is_fixed(part) for part in parts):
        compiled.append(_equal_to("".join(part.value for part in parts)))
    elif has_regexp_groups:
        _refuse_a_group_name_twice(parts)
        # Each group compiled alone, but together they can still fail,
        # which the standard refuses at construction.
        try:
            compiled.append(re.compile(source, flags).fullmatch)
        except (re.error, OverflowError, RecursionError) as error:
            msg = f"Python's re cannot compile the pattern's regular expression ({error})"
            raise PatternSyntaxError(msg, None) from None
    matches_all = (
        len(parts) == 1
        and parts[0].type is PartType.FULL_WILDCARD
        and parts[0].modifier is Modifier.NONE
        and not parts[0].prefix
        and not parts[0].suffix
    )
    return Component(
        generate_pattern_string(parts, options),
        source,
        flags,
        names,
        has_regexp_groups,
        tuple(parts),
        options,
        encode,
        matches_all,
        compiled,
    )

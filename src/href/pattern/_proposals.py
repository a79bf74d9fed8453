"""Two proposals WPT tests as tentative: compareComponent and generate.

Neither is in the URL Pattern Standard yet (whatwg/urlpattern issues 61 and
73); Chromium ships ``compareComponent`` behind a flag. Their rules here are
the ones web-platform-tests' tentative files pin, and may change with the
proposals.
"""

from __future__ import annotations

from collections.abc import Mapping

from href.pattern._canonical import CanonicalizeError
from href.pattern._component import Component, segment_wildcard
from href.pattern._errors import URLPatternError
from href.pattern._init import COMPONENTS
from href.pattern._parts import Modifier, Part, PartType

__all__ = ["check_component", "compare_component", "generate"]

# The part a shorter list is compared as having where the longer has one more.
_EMPTY_FIXED = Part(PartType.FIXED_TEXT, "", Modifier.NONE)


def check_component(name: object, caller: str) -> str:
    """``name`` if it is one of the eight components; TypeError otherwise."""
    if not isinstance(name, str) or name not in COMPONENTS:
        msg = f"{caller} expected a component name ({', '.join(COMPONENTS)}), got {name!r}"
        raise TypeError(msg)
    return name


def _code_units(text: str) -> bytes:
    # ECMAScript compares strings by UTF-16 code units, not code points.
    return text.encode("utf-16-be", "surrogatepass")


def _key(part: Part) -> tuple[int, int, bytes, bytes, bytes]:
    """Fixed text after regexps after wildcards; then modifiers; then the texts."""
    texts = (_code_units(part.value), _code_units(part.prefix), _code_units(part.suffix))
    return (part.type.value, part.modifier.value, *texts)


def _compare_part(left: Part, right: Part) -> int:
    left_key, right_key = _key(left), _key(right)
    return (left_key > right_key) - (left_key < right_key)


def compare_component(left: Component, right: Component) -> int:
    """-1, 0 or 1: how ``left`` sorts before, with, or after ``right``.

    More specific patterns sort after less specific ones, part by part.
    """
    left_parts, right_parts = left.parts, right.parts
    for left_part, right_part in zip(left_parts, right_parts, strict=False):
        order = _compare_part(left_part, right_part)
        if order:
            return order
    if len(left_parts) < len(right_parts):
        return _compare_part(_EMPTY_FIXED, right_parts[len(left_parts)])
    if len(left_parts) > len(right_parts):
        return _compare_part(left_parts[len(right_parts)], _EMPTY_FIXED)
    return 0


def _fill(component: Component, part: Part, groups: Mapping[str, str], name: str) -> str:
    if part.type is PartType.FIXED_TEXT and part.modifier is Modifier.NONE:
        return part.value
    if (
        part.type is not PartType.SEGMENT_WILDCARD
        or part.modifier is not Modifier.NONE
        or part.name[:1] in "0123456789"
    ):
        msg = (
            f"cannot generate the {name} from {component.pattern!r}: only named groups are filled"
        )
        raise URLPatternError(msg, pattern=component.pattern, component=name)
    if part.name not in groups:
        msg = f"cannot generate the {name} from {component.pattern!r}: no value for {part.name!r}"
        raise URLPatternError(msg, pattern=component.pattern, component=name)
    value = groups[part.name]
    try:
        encoded = component.encode(value)
    except CanonicalizeError as error:
        msg = f"cannot generate the {name}: {value!r} for {part.name!r} is refused ({error})"
        raise URLPatternError(msg, pattern=component.pattern, component=name) from None
    if segment_wildcard(component.options).fullmatch(encoded) is None:
        msg = f"cannot generate the {name}: {value!r} for {part.name!r} is more than one segment"
        raise URLPatternError(msg, pattern=component.pattern, component=name)
    return part.prefix + encoded + part.suffix


def generate(component: Component, name: str, groups: Mapping[str, str]) -> str:
    """The component's text with each named group filled from ``groups``."""
    return "".join(_fill(component, part, groups, name) for part in component.parts)

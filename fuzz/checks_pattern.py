"""The fuzz target of href.pattern: pattern_exec.

A pattern is drawn as text (a seed, token soup of the pattern syntax, or raw text)
and given as a pattern string or as one component of a mapping; building it may
raise only ``URLPatternError``. It is then matched against drawn URLs: ``exec()`` and
``test()`` raise nothing, ``test()`` is ``exec() is not None``, a match reports the
components the URL Standard reads (the same as the match-all pattern's), each
component's groups are named as the pattern's parts, and the pattern rebuilt from its
own component patterns matches the same. Patterns of more than three groups,
wildcards and modifiers are passed over: their cost is documented as polynomial of
that degree; so are patterns that repeat a group or wildcard, documented as
exponential.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from fuzz.findings import Refused, attempt, check, must
from fuzz.inputs import Source, pick, url_text

from href.pattern import URLPattern, URLPatternError, URLPatternResult

__all__ = ["PATTERN_SEEDS", "pattern_exec"]

_COMPONENTS: Final = (
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)

#: Router-style patterns, the seeds' first field.
PATTERN_SEEDS: Final = (
    "https://*.example.com/books/:id",
    "/books/:id(\\d+)/:page?",
    "{/:section}*/index{.html}?",
    "http{s}?://:host/*",
    "/:a-:b-:c",
    "https://h/:x([a-z]+)\\:y",
    "/files/*?q=:q#:frag",
)

# The pattern syntax's pieces, for token soups.
_PIECES: Final = (
    "/", ":id", ":x", "*", "(\\d+)", "([^/]+)", "(.*)", "(a|b)", "((?:a)+)", "(?<n>a)",
    "([\\w--\\d])",
    "{", "}", "?", "+", ".", "-", "\\", "\\:", "a", "é", "%2e", "..", "https", "://", "@", "#",
    "[", "]", "::1", "80", "(", ")", "$", "^", "\t", " ",
)  # fmt: skip

_ALL = URLPattern()


def _pattern_text(source: Source) -> str:
    literal = source.literal()
    if literal is not None:
        return literal
    mode = source.integer(0, 5)
    if mode == 0:
        return source.text(40)
    if mode == 1:
        return pick(source, PATTERN_SEEDS)
    return "".join(pick(source, _PIECES) for _ in range(source.integer(1, 10)))


def _is_pattern_error(error: BaseException) -> bool:
    return isinstance(error, URLPatternError)


def _check_result(pattern: URLPattern, url: str, result: URLPatternResult, what: str) -> None:
    everything = must("pattern:exec-all", f"URLPattern().exec({url!r})", lambda: _ALL.exec(url))
    check(
        everything is not None, "pattern:exec-all", f"{what} matched but the '*' pattern did not"
    )
    assert everything is not None
    for name in _COMPONENTS:
        got = getattr(result, name)
        check(
            got.input == getattr(everything, name).input,
            "pattern:input",
            f"{what}: {name} input {got.input!r} is not what the URL Standard reads",
        )
        check(
            all(value is None or isinstance(value, str) for value in got.groups.values()),
            "pattern:groups",
            f"{what}: {name} groups {got.groups!r}",
        )


# At most this many groups and wildcards a pattern: k of them side by side in one
# segment cost O(n^k) on a URL that does not match (docs/security.md), which the
# fuzzer reports as a timeout (its first run: "{/:s}****..." and ":TTT+TTT..."),
# as a browser would hang on the same pattern.
_MAX_VARIABLE_PARTS: Final = 3


def _variable_parts(text: str) -> int:
    return text.count("*") + text.count(":") + text.count("(") + text.count("+")


# A group or wildcard repeated by "*" or "+" with no "/" before it ("-:x*", "a(b)+",
# "x**"): the expression the standard writes for it nests a quantifier in a
# quantifier with nothing between the repeats, exponential on a URL that does not
# match, as in a browser (docs/security.md; the fuzzer's timeout of 2026-11-27 on
# "a:\xff/-:x*-..."). With "/" before it ("/:x*", "{/:s}+", "/(a)+") each repeat
# starts a segment, which routers write and the linear-time suite holds.
_REPEATED_GROUP: Final = re.compile(
    r"(?<!/)(?::[^\W\d]\w*|\*)[*+]|(?<![/{])\([^)]*\)[*+]|\{(?!/)[^}]*\}[*+]"
).search


def _as_init(name: str, text: str) -> str:
    """A component's pattern string as init takes it back.

    The URL Pattern standard's "process hash for init" drops one leading "#"
    of the value, and a hash's pattern string can start with one that is
    text: the fixed text "\\t#" canonicalizes to "#" (the URL parser removes
    tabs), and "#" is no pattern syntax, so it is written as it is. Escaped,
    it stays the text it was (fuzz finding: {'hash': '\\t#*'} rebuilt as "*").
    """
    if name == "hash" and text.startswith("#"):
        return "\\" + text
    return text


def pattern_exec(source: Source) -> None:
    """Build a drawn pattern and match drawn URLs against it."""
    text = _pattern_text(source)
    if _variable_parts(text) > _MAX_VARIABLE_PARTS or _REPEATED_GROUP(text):
        return
    as_string = source.boolean()
    component = pick(source, _COMPONENTS)
    init: str | dict[str, str] = text if as_string else {component: text}
    base = "https://example.com/" if as_string and source.boolean() else None
    what = f"URLPattern({init!r}, {base!r})"
    pattern = attempt(
        "pattern:construct", what, lambda: URLPattern(init, base), allowed=_is_pattern_error
    )
    if isinstance(pattern, Refused):
        return
    rebuilt_init = {name: _as_init(name, getattr(pattern, name)) for name in _COMPONENTS}
    # The standard canonicalizes each fixed part on its own and its pattern
    # string joins them: "hhp{}?0.0.0.0" (the empty optional group dropped)
    # gives the hostname "hhp0.0.0.0", refused read as one name that ends in a
    # number (fuzz finding). A rebuild may be refused; one that is built must
    # match alike.
    rebuilt = attempt(
        "pattern:rebuild",
        f"URLPattern({rebuilt_init!r})",
        lambda: URLPattern(rebuilt_init),
        allowed=_is_pattern_error,
    )
    for _ in range(source.integer(1, 3)):
        url = url_text(source)
        call = f"{what}.exec({url!r})"
        result = must("pattern:exec", call, functools.partial(pattern.exec, url))
        matched = must("pattern:test", call, functools.partial(pattern.test, url))
        check(matched is (result is not None), "pattern:test-exec", f"{call}: test() is {matched}")
        if not isinstance(rebuilt, Refused):
            again = must("pattern:rebuild-exec", call, functools.partial(rebuilt.test, url))
            check(
                again is matched,
                "pattern:rebuild-exec",
                f"{call}: the rebuilt pattern says {again}",
            )
        if result is not None:
            _check_result(pattern, url, result, call)

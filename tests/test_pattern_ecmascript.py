"""href.pattern's ECMAScript (v flag) to Python re translation: same matches, or a refusal.

The table's verdicts are ECMAScript's (ECMA-262 22.2); where Node.js is on the
PATH the same table is also run through ``new RegExp(source, "v")`` to check
the verdicts themselves.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from href.pattern._ecmascript import translate
from href.pattern._errors import PatternSyntaxError

# (ECMAScript source, text, whether the whole text matches)
_MATCHES = [
    # Escapes that Python reads more widely.
    (r"\d", "\u0663", False),
    (r"\d", "7", True),
    (r"\w", "é", False),
    (r"\w+", "a_1", True),
    (r"\s", "\u00a0", True),
    (r"\s", "\u0085", False),
    (r"\S", "\u0085", True),
    (r"\D", "a", True),
    (r"\W", "-", True),
    # "." is not a line terminator; "$" is the very end.
    (".", "\n", False),
    (".", "\u2028", False),
    (".", "\u0085", True),
    ("a$", "a", True),
    ("^a", "a", True),
    # Character escapes.
    (r"\x41", "A", True),
    (r"\u0041", "A", True),
    (r"\u{1F345}", "\U0001f345", True),
    (r"\ud83c\udf45", "\U0001f345", True),
    (r"\cJ", "\n", True),
    (r"\0", "\x00", True),
    (r"\t\n\v\f\r", "\t\n\v\f\r", True),
    (r"\/\.\*\+\?\(\)\[\]\{\}\|\^\$\\", "/.*+?()[]{}|^$\\", True),
    # Classes, and the v flag's nested classes and set operations.
    ("[a-c]+", "abc", True),
    ("[^a-c]", "d", True),
    ("[^a-c]", "b", False),
    (r"[\d_]+", "1_2", True),
    (r"[^\d]", "5", False),
    ("[]", "a", False),
    ("[^]", "\n", True),
    (r"[\w--\d]+", "ab", True),
    (r"[\w--\d]+", "a1", False),
    (r"[\d&&[0-4]]", "3", True),
    (r"[\d&&[0-4]]", "7", False),
    ("[[a-c][x-z]]+", "axz", True),
    ("[^[a-c]]", "b", False),
    (r"[\b]", "\b", True),
    (r"[\-]", "-", True),
    # Groups, lookarounds, quantifiers, alternatives.
    ("(?:ab)+", "abab", True),
    ("(?<name>a)b", "ab", True),
    ("a(?=b)b", "ab", True),
    ("a(?!b).", "ab", False),
    ("(?<=a)b", "b", False),
    ("a{2}", "aa", True),
    ("a{2,}", "aaa", True),
    ("a{1,2}", "aaa", False),
    ("a+?b", "aab", True),
    ("a|bc", "bc", True),
    (r"\bab\b", "ab", True),
    (r"a\Bb", "ab", True),
]

# (ECMAScript source, why href refuses it)
_REFUSED = [
    (r"(a)\1", "a capturing group inside a regular expression group"),
    (r"\1", "backreferences are not supported"),
    (r"\k<x>", "backreferences are not supported"),
    (r"\p{L}", "Unicode property escapes are not supported"),
    (r"[\q{ab}]", "string disjunctions '\\q{...}' are not supported"),
    ("(?i:a)", "pattern modifiers such as '(?i:...)' are not supported"),
    ("(?<a>x)|(?<a>y)", "the group name 'a' is used twice"),
]

# (ECMAScript source, the message): what ECMAScript itself refuses with the v flag.
_INVALID = [
    # An operand of a set operation cut off by the end (fuzz: a TypeError).
    ("[\\}&&", "a '[' class is not closed"),
    ("[a--", "a '[' class is not closed"),
    ("a{,3}", "a '{' that is not a quantifier (escape it as '\\{')"),
    ("a}", "a lone '}' (escape it as '\\}')"),
    ("a]", "a lone ']' (escape it as '\\]')"),
    ("*", "'*' repeats nothing"),
    ("a**", "'*' repeats nothing"),
    ("^*", "'*' repeats nothing"),
    ("(?=a)*", "'*' repeats nothing"),
    ("a{2,1}", "the quantifier's numbers are out of order"),
    ("[z-a]", "a class range out of order"),
    (r"[\d-z]", "a class range between a set and a character"),
    ("[(]", "'(' must be escaped inside a class"),
    ("[a&&&b]", "a set operation's operands must be joined by the operator"),
    ("[ab&&c]", "a set operation mixed with a union: add '[...]'"),
    ("[a!!]", "'!!' inside a class (reserved by the v flag)"),
    ("[a", "a '[' class is not closed"),
    (r"\a", "'\\a' is not an escape with the v flag"),
    (r"\-", "'\\-' is not an escape with the v flag"),
    (r"\x4", "a malformed hexadecimal escape"),
    (r"\u{110000}", "a '\\u{...}' escape past U+10FFFF"),
    ("(?<1>a)", "a group name that is not an identifier"),
    ("a)", "a ')' closes no group"),
    ("(?:a", "a group is not closed"),
]


@pytest.mark.parametrize(("source", "text", "expected"), _MATCHES, ids=[m[0] for m in _MATCHES])
def test_the_translation_matches_as_ecmascript_does(
    source: str, text: str, expected: bool
) -> None:
    assert (re.fullmatch(translate(source), text) is not None) is expected


@pytest.mark.parametrize(
    ("source", "why"), _REFUSED + _INVALID, ids=[r[0] for r in _REFUSED + _INVALID]
)
def test_what_has_no_faithful_translation_is_refused(source: str, why: str) -> None:
    with pytest.raises(PatternSyntaxError) as caught:
        translate(source)
    assert caught.value.why == why


def test_pythons_own_refusals_are_reported() -> None:
    with pytest.raises(PatternSyntaxError, match=r"^Python's re cannot compile it \(look-behind"):
        translate("(?<=a+)b")


_NODE = shutil.which("node")
_ALL_INVALID = [source for source, _ in _INVALID]


@pytest.mark.skipif(
    _NODE is None, reason="Node.js is not on the PATH: the table's verdicts go unchecked"
)
def test_the_tables_verdicts_are_node_js_verdicts() -> None:
    assert _NODE is not None
    script = """
const [matches, invalid] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const seen = matches.map(([s, t]) => new RegExp("^(?:" + s + ")$", "v").test(t));
const refuses = (s) => { try { new RegExp(s, "v"); return false; } catch { return true; } };
const thrown = invalid.map(refuses);
console.log(JSON.stringify([seen, thrown]));
"""
    # Skip the cases whose point is href's refusal of valid ECMAScript.
    matches = [(source, text) for source, text, _ in _MATCHES]
    payload = json.dumps([matches, _ALL_INVALID])
    done = subprocess.run(  # noqa: S603 - a fixed script on the node found above
        [_NODE, "-e", script],
        input=payload,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    seen, thrown = json.loads(done.stdout)
    assert seen == [expected for _, _, expected in _MATCHES]
    assert thrown == [True] * len(_ALL_INVALID)

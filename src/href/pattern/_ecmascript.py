"""ECMAScript regular expressions (``v`` flag) written as Python ``re`` patterns.

The standard compiles each component to an ECMAScript regular expression
with the ``v`` flag; href compiles it with Python's ``re``, which reads many
of the same spellings differently (``$`` before a final newline, ``\\d`` for
every script's digits, ``{,3}`` as a quantifier, ``[`` inside a class). So a
``(regexp)`` group's text is read here by ECMAScript's grammar and written out
in Python's, construct by construct; what has no faithful Python spelling is
refused with :class:`PatternSyntaxError` rather than matched differently:

- backreferences (``\\1``, ``\\k<name>``): ECMAScript matches a reference to a
  group not yet closed as empty, Python refuses it;
- Unicode property escapes (``\\p{...}``, ``\\P{...}``): ``re`` has none;
- the ``v`` flag's string disjunctions (``[\\q{ab}]``); its nested classes
  and set operations (``[\\w--\\d]``, ``[[a-z]&&[aeiou]]``) are computed
  into one Python class;
- pattern modifiers (``(?i:...)``);
- a lookbehind of variable width (``re`` needs a fixed one);
- a name used by two groups, even in different alternatives.

A named group inside a ``(regexp)`` group matches as it would in ECMAScript
but adds no entry to the component's ``groups`` (the standard numbers the
groups it reports by its own parts).
"""

from __future__ import annotations

import re

from href.pattern._errors import PatternSyntaxError

__all__ = ["translate"]

# ECMAScript's LineTerminator: what "." does not match.
_LINE_TERMINATORS = ((0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029))
_DIGITS = ((0x30, 0x39),)
_WORD = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
# ECMAScript's WhiteSpace and LineTerminator (22.2.2.9 CharacterClassEscape \s).
_SPACE = (
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
)
_CLASS_ESCAPES = {"d": _DIGITS, "w": _WORD, "s": _SPACE}
_CONTROL_ESCAPES = {"t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r"}
_SYNTAX = frozenset("^$\\.*+?()[]{}|/")
# The v flag's ClassSetReservedPunctuator: escapable inside a class only.
_CLASS_PUNCTUATORS = frozenset("&-!#%,:;<=>@`~")
# The v flag's ClassSetSyntaxCharacter: must be escaped inside a class.
_CLASS_SYNTAX = frozenset("()[]{}/-\\|")
_DOUBLE_PUNCTUATORS = frozenset("&!#$%*+,.:;<=>?@^`~")
_GROUP_NAME = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_QUANTIFIER = re.compile(r"\{([0-9]+)(,([0-9]*))?\}")
_WORD_CLASS = "[0-9A-Z_a-z]"
_BOUNDARY = f"(?:(?<={_WORD_CLASS})(?!{_WORD_CLASS})|(?<!{_WORD_CLASS})(?={_WORD_CLASS}))"
_NOT_BOUNDARY = f"(?:(?<={_WORD_CLASS})(?={_WORD_CLASS})|(?<!{_WORD_CLASS})(?!{_WORD_CLASS}))"
_MAX_CODE_POINT = 0x10FFFF

Ranges = tuple[tuple[int, int], ...]


def _char(code: int) -> str:
    """One code point as a Python pattern escape, safe inside a class or out."""
    if code < 0x80 and chr(code).isalnum():
        return chr(code)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _ranges(ranges: Ranges) -> str:
    return "".join(
        _char(low) if low == high else _char(low) + "-" + _char(high) for low, high in ranges
    )


def _complement(ranges: Ranges) -> Ranges:
    result: list[tuple[int, int]] = []
    start = 0
    for low, high in sorted(ranges):
        if low > start:
            result.append((start, low - 1))
        start = max(start, high + 1)
    if start <= _MAX_CODE_POINT:
        result.append((start, _MAX_CODE_POINT))
    return tuple(result)


def _class(ranges: Ranges) -> str:
    return "[" + _ranges(ranges) + "]"


class _Reader:
    """ECMAScript's Pattern grammar (22.2.1) with the v flag, written as Python."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.index = 0
        self.names: set[str] = set()

    def fail(self, why: str, at: int | None = None) -> PatternSyntaxError:
        return PatternSyntaxError(why, self.index if at is None else at)

    def peek(self, offset: int = 0) -> str:
        at = self.index + offset
        return self.source[at] if at < len(self.source) else ""

    def translate(self) -> str:
        out: list[str] = []
        quantifiable = False
        groups: list[bool] = []  # for each open group, whether it may be repeated
        while self.index < len(self.source):
            start = self.index
            char = self.source[self.index]
            self.index += 1
            if char in "*+?{":
                out.append(self.quantifier(char, start, quantifiable=quantifiable))
                quantifiable = False
                continue
            quantifiable = True
            if char == "\\":
                piece, quantifiable = self.escape()
                out.append(piece)
            elif char == ".":
                out.append(_class(_complement(_LINE_TERMINATORS)))
            elif char == "^":
                out.append(r"\A")
                quantifiable = False
            elif char == "$":
                out.append(r"\Z")
                quantifiable = False
            elif char == "[":
                out.append(self.character_class())
            elif char == "(":
                piece, group_quantifiable = self.group_open(start)
                out.append(piece)
                groups.append(group_quantifiable)
            elif char == ")":
                if not groups:
                    raise self.fail("a ')' closes no group", start)
                # ECMAScript's u and v flags make a lookaround unquantifiable.
                quantifiable = groups.pop()
                out.append(")")
            elif char == "|":
                out.append("|")
                quantifiable = False
            elif char in "]}":
                raise self.fail(f"a lone {char!r} (escape it as '\\{char}')", start)
            else:
                out.append(_char(ord(char)))
        if groups:
            raise self.fail("a group is not closed")
        return "".join(out)

    def quantifier(self, char: str, start: int, *, quantifiable: bool) -> str:
        text = char
        if char == "{":
            # A slice, not match(text, pos): the fuzz harness's hooked
            # patterns take the text alone.
            found = _QUANTIFIER.match(self.source[start:])
            if found is None:
                raise self.fail("a '{' that is not a quantifier (escape it as '\\{')", start)
            low, comma, high = found.group(1), found.group(2), found.group(3)
            if high and int(high) < int(low):
                raise self.fail("the quantifier's numbers are out of order", start)
            self.index = start + found.end()
            text = (
                "{"
                + str(int(low))
                + ("," + (str(int(high)) if high else "") if comma else "")
                + "}"
            )
        if not quantifiable:
            raise self.fail(f"{char!r} repeats nothing", start)
        if self.peek() == "?":
            self.index += 1
            text += "?"
        return text

    def group_open(self, start: int) -> tuple[str, bool]:
        if self.peek() != "?":
            raise self.fail("a capturing group inside a regular expression group", start)
        rest = self.source[self.index + 1 : self.index + 3]
        if rest[:1] in (":", "=", "!"):
            self.index += 2
            return "(?" + rest[:1], rest[:1] == ":"
        if rest in ("<=", "<!"):
            self.index += 3
            return "(?" + rest, False
        if rest[:1] == "<":
            name_start = self.index + 2
            found = _GROUP_NAME.match(self.source[name_start:])
            end = name_start + found.end() if found is not None else -1
            if found is None or self.source[end : end + 1] != ">":
                raise self.fail("a group name that is not an identifier", start)
            name = found.group()
            if name in self.names:
                raise self.fail(f"the group name {name!r} is used twice", start)
            self.names.add(name)
            self.index = end + 1
            # The standard reports only its own parts' groups, so this one
            # need not capture (and must not, to keep the parts' numbers).
            return "(?:", True
        raise self.fail("pattern modifiers such as '(?i:...)' are not supported", start)

    def escape(self) -> tuple[str, bool]:
        ranges_or_char = self.class_atom_escape(in_class=False)
        if isinstance(ranges_or_char, str):
            return ranges_or_char, False
        if isinstance(ranges_or_char, tuple):
            return _class(ranges_or_char), True
        return _char(ranges_or_char), True

    def class_atom_escape(self, *, in_class: bool) -> int | Ranges | str:
        """Read after a backslash: a code point, a set of ranges, or an assertion."""
        start = self.index - 1
        char = self.peek()
        self.index += 1
        if char == "":
            raise self.fail("a '\\' ends the regular expression", start)
        if char.lower() in _CLASS_ESCAPES:
            ranges = _CLASS_ESCAPES[char.lower()]
            return _complement(ranges) if char.isupper() else ranges
        if char in _CONTROL_ESCAPES:
            return ord(_CONTROL_ESCAPES[char])
        if char == "b":
            return 0x08 if in_class else _BOUNDARY
        if char == "B" and not in_class:
            return _NOT_BOUNDARY
        if char == "c" and self.peek().isascii() and self.peek().isalpha():
            self.index += 1
            return ord(self.source[self.index - 1]) % 32
        if char == "0" and not self.peek().isdigit():
            return 0
        if char.isdigit() or char == "k":
            raise self.fail("backreferences are not supported", start)
        if char in "pP":
            raise self.fail("Unicode property escapes are not supported", start)
        if char == "q" and in_class:
            raise self.fail("string disjunctions '\\q{...}' are not supported", start)
        if char == "x":
            return self.hex_digits(2, start)
        if char == "u":
            return self.unicode_escape(start)
        if char in _SYNTAX or (in_class and char in _CLASS_PUNCTUATORS):
            return ord(char)
        raise self.fail(f"'\\{char}' is not an escape with the v flag", start)

    def hex_digits(self, count: int, start: int) -> int:
        digits = self.source[self.index : self.index + count]
        if len(digits) != count or not all(d in "0123456789abcdefABCDEF" for d in digits):
            raise self.fail("a malformed hexadecimal escape", start)
        self.index += count
        return int(digits, 16)

    def unicode_escape(self, start: int) -> int:
        if self.peek() == "{":
            end = self.source.find("}", self.index)
            digits = self.source[self.index + 1 : end] if end > 0 else ""
            if not digits or not all(d in "0123456789abcdefABCDEF" for d in digits):
                raise self.fail("a malformed '\\u{...}' escape", start)
            code = int(digits, 16)
            if code > _MAX_CODE_POINT:
                raise self.fail("a '\\u{...}' escape past U+10FFFF", start)
            self.index = end + 1
            return code
        code = self.hex_digits(4, start)
        # With the u and v flags an escaped surrogate pair is one code point.
        if 0xD800 <= code <= 0xDBFF and self.source.startswith("\\u", self.index):
            saved = self.index
            self.index += 2
            try:
                low = self.hex_digits(4, start)
            except PatternSyntaxError:
                self.index = saved
                return code
            if 0xDC00 <= low <= 0xDFFF:
                return 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            self.index = saved
        return code

    def character_class(self) -> str:
        ranges = self.class_contents()
        if not ranges:
            return "(?!)"
        return _class(ranges)

    def class_contents(self) -> Ranges:
        """After "[": the v flag's ClassSetExpression up to its "]", as ranges."""
        start = self.index - 1
        negated = self.peek() == "^"
        if negated:
            self.index += 1
        result: Ranges = ()
        operator = ""
        first = True
        while True:
            char = self.peek()
            if char == "":
                raise self.fail("a '[' class is not closed", start)
            if char == "]":
                self.index += 1
                break
            if not first and self.source.startswith(("&&", "--"), self.index):
                if operator == "union":
                    raise self.fail("a set operation mixed with a union: add '[...]'", self.index)
                operator = self.source[self.index : self.index + 2]
                self.index += 2
                operand = self.class_operand(ranges_allowed=False)
                result = (
                    _intersect(result, operand) if operator == "&&" else _subtract(result, operand)
                )
                continue
            if operator in ("&&", "--"):
                raise self.fail(
                    "a set operation's operands must be joined by the operator", self.index
                )
            operand = self.class_operand(ranges_allowed=True)
            if not first:
                operator = "union"
            result = _union(result, operand)
            first = False
        return _complement(result) if negated else result

    def class_operand(self, *, ranges_allowed: bool) -> Ranges:
        at = self.index
        low = self.class_atom()
        if ranges_allowed and self.peek() == "-" and self.peek(1) not in ("-", ""):
            self.index += 1
            high = self.class_atom()
            if isinstance(low, tuple) or isinstance(high, tuple):
                raise self.fail("a class range between a set and a character", at)
            if high < low:
                raise self.fail("a class range out of order", at)
            return ((low, high),)
        if isinstance(low, tuple):
            return _normalize(low)
        return ((low, low),)

    def class_atom(self) -> int | Ranges:
        at = self.index
        char = self.peek()
        if char == "":  # an operand of "&&" or "--" cut off by the end (fuzz: "[\}&&")
            raise self.fail("a '[' class is not closed", at)
        self.index += 1
        if char == "\\":
            value = self.class_atom_escape(in_class=True)
            if isinstance(value, str):  # an assertion cannot be inside a class
                raise self.fail("an assertion inside a class", at)
            return value
        if char == "[":
            return self.class_contents()
        if char in _DOUBLE_PUNCTUATORS and self.peek() == char:
            raise self.fail(f"{char * 2!r} inside a class (reserved by the v flag)", at)
        if char in _CLASS_SYNTAX:
            raise self.fail(f"{char!r} must be escaped inside a class", at)
        return ord(char)


def _normalize(ranges: Ranges) -> Ranges:
    merged: list[tuple[int, int]] = []
    for low, high in sorted(ranges):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return tuple(merged)


def _union(left: Ranges, right: Ranges) -> Ranges:
    return _normalize(left + right)


def _intersect(left: Ranges, right: Ranges) -> Ranges:
    result = []
    for low, high in left:
        for other_low, other_high in right:
            start, stop = max(low, other_low), min(high, other_high)
            if start <= stop:
                result.append((start, stop))
    return _normalize(tuple(result))


def _subtract(left: Ranges, right: Ranges) -> Ranges:
    return _intersect(left, _complement(right))


def group_names(source: str) -> set[str]:
    """The names of the named groups in an ECMAScript pattern that :func:`translate` takes.

    >>> sorted(group_names(r"(?<year>[0-9]{4})-(?<month>[0-9]{2})(?<=x)"))
    ['month', 'year']
    """
    reader = _Reader(source)
    reader.translate()
    return reader.names


def translate(source: str) -> str:
    """Write an ECMAScript ``v``-flag pattern as a Python ``re`` pattern that matches the same.

    Raises:
        PatternSyntaxError: for what ECMAScript refuses and for what has no
            faithful Python spelling, with the position in ``source``.

    >>> translate(r"\\d+-(?<year>[0-9]{4})$")
    '[0-9]+\\\\x2d(?:[0-9]{4})\\\\Z'
    """
    reader = _Reader(source)
    result = reader.translate()
    try:
        re.compile(result)
    except (re.error, OverflowError, RecursionError) as error:
        msg = f"Python's re cannot compile it ({error})"
        raise PatternSyntaxError(msg, None) from None
    return result

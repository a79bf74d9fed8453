"""The URL Pattern Standard's tokenizer (section 2.1.1, "tokenizing")."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import NamedTuple

from href.pattern._errors import PatternSyntaxError

__all__ = ["Token", "TokenType", "is_name_code_point", "tokenize"]


class TokenType(Enum):
    """The standard's token types."""

    OPEN = "open"
    CLOSE = "close"
    REGEXP = "regexp"
    NAME = "name"
    CHAR = "char"
    ESCAPED_CHAR = "escaped-char"
    OTHER_MODIFIER = "other-modifier"
    ASTERISK = "asterisk"
    END = "end"
    INVALID_CHAR = "invalid-char"


class Token(NamedTuple):
    """A token: its type, the index in the input where it starts, its value."""

    type: TokenType
    start: int
    value: str


_ZWNJ_ZWJ = frozenset("\u200c\u200d")
# The characters the tokenizer gives a token of their own kind.
_SYNTAX = frozenset("*+?\\{}:(")
# The tokenizer's two steps the "(" branch needs: add a token, process an error.
_Add = Callable[[TokenType, int, int, int], int]
_Fail = Callable[[str, int, int], int]


def is_name_code_point(char: str, *, first: bool) -> bool:
    """Whether ``char`` may stand in a ``:name`` (ECMAScript IdentifierStart/Part).

    Python's identifiers are Unicode's XID_Start/XID_Continue, which differ
    from ID_Start/ID_Continue only for a handful of compatibility characters.
    """
    if char == "$":
        return True
    if first:
        return char.isidentifier()
    return char in _ZWNJ_ZWJ or ("a" + char).isidentifier()


def tokenize(text: str, *, strict: bool) -> list[Token]:
    """Split a pattern into tokens; ``strict`` raises where "lenient" makes invalid-char.

    Raises:
        PatternSyntaxError: in strict mode, at the first tokenizing error.

    >>> [token.value for token in tokenize("/:id(\\\\d+)*", strict=True)]
    ['/', 'id', '\\\\d+', '*', '']
    """
    tokens: list[Token] = []
    index = 0
    end = len(text)

    def add(kind: TokenType, next_index: int, value_start: int, value_end: int) -> int:
        tokens.append(Token(kind, index, text[value_start:value_end]))
        return next_index

    def fail(why: str, next_index: int, value_start: int) -> int:
        if strict:
            raise PatternSyntaxError(why, index)
        return add(TokenType.INVALID_CHAR, next_index, value_start, next_index)

    char_type = TokenType.CHAR
    append = tokens.append
    while index < end:
        char = text[index]
        if char not in _SYNTAX:
            # The common case, written out: a plain character is a "char" token.
            append(Token(char_type, index, char))
            index += 1
        elif char == "*":
            index = add(TokenType.ASTERISK, index + 1, index, index + 1)
        elif char in "+?":
            index = add(TokenType.OTHER_MODIFIER, index + 1, index, index + 1)
        elif char == "\\":
            if index == end - 1:
                index = fail("a '\\' ends the pattern, escaping nothing", index + 1, index)
            else:
                index = add(TokenType.ESCAPED_CHAR, index + 2, index + 1, index + 2)
        elif char == "{":
            index = add(TokenType.OPEN, index + 1, index, index + 1)
        elif char == "}":
            index = add(TokenType.CLOSE, index + 1, index, index + 1)
        elif char == ":":
            name_end = index + 1
            while name_end < end and is_name_code_point(
                text[name_end], first=name_end == index + 1
            ):
                name_end += 1
            if name_end == index + 1:
                index = fail("a ':' is not followed by a group name", index + 1, index)
            else:
                index = add(TokenType.NAME, name_end, index + 1, name_end)
        elif char == "(":
            index = _regexp(text, index, add, fail)
        else:
            index = add(TokenType.CHAR, index + 1, index, index + 1)
    tokens.append(Token(TokenType.END, index, ""))
    return tokens


def _regexp(text: str, index: int, add: _Add, fail: _Fail) -> int:
    """The "(" branch: find the matching ")" and add the regexp token."""
    end = len(text)
    depth = 1
    start = position = index + 1
    while position < end:
        char = text[position]
        if not char.isascii():
            return fail("a regular expression group holds a non-ASCII character", start, index)
        if position == start and char == "?":
            return fail("a regular expression group starts with '?'", start, index)
        if char == "\\":
            if position == end - 1:
                return fail("a regular expression group ends in '\\'", start, index)
            if not text[position + 1].isascii():
                return fail("a regular expression group holds a non-ASCII character", start, index)
            position += 2
            continue
        if char == ")":
            depth -= 1
            if depth == 0:
                position += 1
                break
        elif char == "(":
            depth += 1
            if position == end - 1:
                return fail("a regular expression group is not closed", start, index)
            if text[position + 1] != "?":
                return fail("a regular expression group holds a capturing group", start, index)
        position += 1
    if depth != 0:
        return fail("the regular expression group is not closed", start, index)
    if position - start - 1 == 0:
        return fail("a regular expression group is empty", start, index)
    return add(TokenType.REGEXP, position, start, position - 1)

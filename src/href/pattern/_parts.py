"""The URL Pattern Standard's parts (2.1.2-2.1.5): the pattern parser and its inverse.

A pattern string is read into a list of parts (fixed text, named or numbered
groups, each with a prefix, a suffix and a modifier); the pattern string the
API shows is written back from those parts, so equivalent spellings such as
``{/:id}`` and ``/:id`` print the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from href.pattern._errors import PatternSyntaxError
from href.pattern._tokenizer import Token, TokenType, is_name_code_point, tokenize

__all__ = [
    "FULL_WILDCARD",
    "Modifier",
    "Options",
    "Part",
    "PartType",
    "escape_pattern_string",
    "generate_pattern_string",
    "parse_pattern_string",
]

#: The full wildcard's regular expression, "*" (2.1.2).
FULL_WILDCARD = ".*"


class PartType(Enum):
    """What a part matches; the order is compare_component's (widest first)."""

    FULL_WILDCARD = 0
    REGEXP = 1
    SEGMENT_WILDCARD = 2
    FIXED_TEXT = 3


class Modifier(Enum):
    """A part's modifier; the order is compare_component's (widest first)."""

    ZERO_OR_MORE = 0
    OPTIONAL = 1
    ONE_OR_MORE = 2
    NONE = 3

    @property
    def text(self) -> str:
        """The modifier as written: "*", "?", "+" or ""."""
        return _MODIFIER_TEXT[self]


_MODIFIER_TEXT = {
    Modifier.ZERO_OR_MORE: "*",
    Modifier.OPTIONAL: "?",
    Modifier.ONE_OR_MORE: "+",
    Modifier.NONE: "",
}
_MODIFIERS = {"*": Modifier.ZERO_OR_MORE, "?": Modifier.OPTIONAL, "+": Modifier.ONE_OR_MORE}


@dataclass(frozen=True, slots=True)
class Options:
    """The standard's options: a component's delimiter and prefix code points, and case."""

    delimiter: str = ""
    prefix: str = ""
    ignore_case: bool = False

    @property
    def segment_wildcard(self) -> str:
        """The standard's segment wildcard regexp, ECMAScript spelling (2.1.2)."""
        return "[^" + escape_regexp_string(self.delimiter) + "]+?"


@dataclass(frozen=True, slots=True)
class Part:
    """A part: its type, value (fixed text or regexp), modifier, name, prefix and suffix."""

    type: PartType
    value: str
    modifier: Modifier
    name: str = ""
    prefix: str = ""
    suffix: str = ""


def escape_regexp_string(text: str) -> str:
    """The standard's "escape a regexp string": a backslash before regexp syntax."""
    return "".join("\\" + char if char in ".+*?^${}()[]|/\\" else char for char in text)


def escape_pattern_string(text: str) -> str:
    """The standard's "escape a pattern string": a backslash before pattern syntax.

    >>> escape_pattern_string("/a:b*")
    '/a\\\\:b\\\\*'
    """
    return "".join("\\" + char if char in "+*?:{}()\\" else char for char in text)


# What makes a char before it a part's prefix rather than fixed text.
_PART_STARTS = (TokenType.NAME, TokenType.REGEXP, TokenType.ASTERISK)


class _Parser:
    """The pattern parser's state (2.1.3): the tokens, where it is, what it has built."""

    def __init__(self, text: str, options: Options, encode: Callable[[str], str]) -> None:
        self.tokens = tokenize(text, strict=True)
        self.options = options
        self.encode = encode
        self.segment_wildcard = options.segment_wildcard
        self.parts: list[Part] = []
        self.pending = ""
        self.index = 0
        self.next_number = 0

    def take(self, kind: TokenType) -> Token | None:
        token = self.tokens[self.index]
        if token.type is not kind:
            return None
        self.index += 1
        return token

    def take_regexp_or_wildcard(self, name: Token | None) -> Token | None:
        token = self.take(TokenType.REGEXP)
        if name is None and token is None:
            token = self.take(TokenType.ASTERISK)
        return token

    def take_modifier(self) -> Token | None:
        token = self.take(TokenType.OTHER_MODIFIER)
        return token if token is not None else self.take(TokenType.ASTERISK)

    def require(self, kind: TokenType, why: str) -> None:
        if self.take(kind) is None:
            raise PatternSyntaxError(why, self.tokens[self.index].start)

    def take_text(self) -> str:
        result = ""
        while True:
            token = self.take(TokenType.CHAR) or self.take(TokenType.ESCAPED_CHAR)
            if token is None:
                return result
            result += token.value

    def flush_pending(self) -> None:
        if self.pending:
            value = self.encode(self.pending)
            self.pending = ""
            self.parts.append(Part(PartType.FIXED_TEXT, value, Modifier.NONE))

    def add_part(
        self,
        prefix: str,
        name_token: Token | None,
        regexp_token: Token | None,
        suffix: str,
        modifier_token: Token | None,
    ) -> None:
        modifier = Modifier.NONE if modifier_token is None else _MODIFIERS[modifier_token.value]
        if name_token is None and regexp_token is None and modifier is Modifier.NONE:
            self.pending += prefix
            return
        self.flush_pending()
        if name_token is None and regexp_token is None:
            if prefix:
                self.parts.append(Part(PartType.FIXED_TEXT, self.encode(prefix), modifier))
            return
        if regexp_token is None:
            regexp = self.segment_wildcard
        elif regexp_token.type is TokenType.ASTERISK:
            regexp = FULL_WILDCARD
        else:
            regexp = regexp_token.value
        kind = PartType.REGEXP
        if regexp == self.segment_wildcard:
            kind, regexp = PartType.SEGMENT_WILDCARD, ""
        elif regexp == FULL_WILDCARD:
            kind, regexp = PartType.FULL_WILDCARD, ""
        if name_token is not None:
            name = name_token.value
        else:
            name = str(self.next_number)
            self.next_number += 1
        if any(part.name == name for part in self.parts):
            token = name_token or regexp_token
            position = token.start if token is not None else None
            msg = f"the group name {name!r} is used twice"
            raise PatternSyntaxError(msg, position)
        part = Part(kind, regexp, modifier, name, self.encode(prefix), self.encode(suffix))
        self.parts.append(part)

    def run(self) -> list[Part]:
        tokens = self.tokens
        while self.index < len(tokens):
            token = tokens[self.index]
            if token.type is TokenType.CHAR and tokens[self.index + 1].type not in _PART_STARTS:
                # A char that no name, regexp or "*" follows is fixed text: the
                # steps below would reach the same, by six token checks.
                self.pending += token.value
                self.index += 1
                continue
            char_token = self.take(TokenType.CHAR)
            name_token = self.take(TokenType.NAME)
            regexp_token = self.take_regexp_or_wildcard(name_token)
            if name_token is not None or regexp_token is not None:
                prefix = char_token.value if char_token is not None else ""
                if prefix not in ("", self.options.prefix):
                    self.pending += prefix
                    prefix = ""
                self.flush_pending()
                self.add_part(prefix, name_token, regexp_token, "", self.take_modifier())
                continue
            fixed_token = char_token or self.take(TokenType.ESCAPED_CHAR)
            if fixed_token is not None:
                self.pending += fixed_token.value
                continue
            if self.take(TokenType.OPEN) is not None:
                prefix = self.take_text()
                name_token = self.take(TokenType.NAME)
                regexp_token = self.take_regexp_or_wildcard(name_token)
                suffix = self.take_text()
                self.require(TokenType.CLOSE, "a '{' group is not closed by '}'")
                self.add_part(prefix, name_token, regexp_token, suffix, self.take_modifier())
                continue
            self.flush_pending()
            self.require(TokenType.END, _unexpected(self.tokens[self.index]))
        return self.parts


def _is_ascii_digit(char: str) -> bool:
    return char in _ASCII_DIGITS


_ASCII_DIGITS = frozenset("0123456789")


def _unexpected(token: Token) -> str:
    if token.type is TokenType.CLOSE:
        return "a '}' closes no '{' group"
    if token.type is TokenType.OPEN:
        return "a '{' group is inside another"
    return f"{token.value!r} is not expected here (a modifier follows a group)"


def parse_pattern_string(text: str, options: Options, encode: Callable[[str], str]) -> list[Part]:
    """The standard's "parse a pattern string": text to parts, fixed text encoded.

    Raises:
        PatternSyntaxError: where the standard throws, with the position.

    >>> [(part.type.name, part.name, part.prefix) for part in
    ...  parse_pattern_string("/books/:id", Options("/", "/"), str)]
    [('FIXED_TEXT', '', ''), ('SEGMENT_WILDCARD', 'id', '/')]
    """
    return _Parser(text, options, encode).run()


def generate_pattern_string(parts: list[Part], options: Options) -> str:
    """The standard's "generate a pattern string": the canonical text of ``parts``.

    >>> options = Options("/", "/")
    >>> generate_pattern_string(parse_pattern_string("{/:id}?", options, str), options)
    '/:id?'
    """
    result = ""
    for index, part in enumerate(parts):
        previous = parts[index - 1] if index > 0 else None
        following = parts[index + 1] if index + 1 < len(parts) else None
        if part.type is PartType.FIXED_TEXT:
            if part.modifier is Modifier.NONE:
                result += escape_pattern_string(part.value)
            else:
                result += "{" + escape_pattern_string(part.value) + "}" + part.modifier.text
            continue
        custom_name = not _is_ascii_digit(part.name[:1])
        grouped = bool(part.suffix) or bool(part.prefix and part.prefix != options.prefix)
        if (
            not grouped
            and custom_name
            and part.type is PartType.SEGMENT_WILDCARD
            and part.modifier is Modifier.NONE
            and following is not None
            and not following.prefix
            and not following.suffix
        ):
            if following.type is PartType.FIXED_TEXT:
                grouped = is_name_code_point(following.value[:1], first=False)
            else:
                grouped = _is_ascii_digit(following.name[:1])
        if (
            not grouped
            and not part.prefix
            and previous is not None
            and previous.type is PartType.FIXED_TEXT
            and previous.value[-1:] == options.prefix
            and options.prefix
        ):
            grouped = True
        if grouped:
            result += "{"
        result += escape_pattern_string(part.prefix)
        if custom_name:
            result += ":" + part.name
        if part.type is PartType.REGEXP:
            result += "(" + part.value + ")"
        elif part.type is PartType.SEGMENT_WILDCARD and not custom_name:
            result += "(" + options.segment_wildcard + ")"
        elif part.type is PartType.FULL_WILDCARD:
            if not custom_name and (
                previous is None
                or previous.type is PartType.FIXED_TEXT
                or previous.modifier is not Modifier.NONE
                or grouped
                or part.prefix
            ):
                result += "*"
            else:
                result += "(" + FULL_WILDCARD + ")"
        if (
            part.type is PartType.SEGMENT_WILDCARD
            and custom_name
            and part.suffix
            and is_name_code_point(part.suffix[0], first=False)
        ):
            result += "\\"
        result += escape_pattern_string(part.suffix)
        if grouped:
            result += "}"
        result += part.modifier.text
    return result

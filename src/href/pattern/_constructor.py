"""The URL Pattern Standard's constructor string parser (section 3.1).

``"https://*.example.com/books/:id"`` is split into a URLPatternInit's
components by a small state machine over the lenient tokenizer's tokens, so
that a ``:name``, a ``(regexp)`` or a ``{group}`` never ends a component.
"""

from __future__ import annotations

from href.pattern import _canonical as canon
from href.pattern._component import compile_component
from href.pattern._parts import Options
from href.pattern._tokenizer import Token, TokenType, tokenize

__all__ = ["parse_constructor_string"]

_SPECIAL_SCHEMES = ("ftp", "file", "http", "https", "ws", "wss")
_PLAIN = (TokenType.CHAR, TokenType.ESCAPED_CHAR, TokenType.INVALID_CHAR)
_NOT_BEFORE_SEARCH = (TokenType.NAME, TokenType.REGEXP, TokenType.CLOSE, TokenType.ASTERISK)
_BEFORE_HOST = ("protocol", "authority", "username", "password")
_BEFORE_PATH = (*_BEFORE_HOST, "hostname", "port")


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = tokenize(text, strict=False)
        self.result: dict[str, str] = {}
        self.component_start = 0
        self.index = 0
        self.increment = 1
        self.group_depth = 0
        self.bracket_depth = 0
        self.special = False
        self.state = "init"

    def token(self, index: int) -> Token:
        return self.tokens[index] if index < len(self.tokens) else self.tokens[-1]

    def is_char(self, value: str, offset: int = 0) -> bool:
        token = self.token(self.index + offset)
        return token.value == value and token.type in _PLAIN

    def is_search_prefix(self) -> bool:
        if self.is_char("?"):
            return True
        if self.tokens[self.index].value != "?":
            return False
        if self.index == 0:
            return True
        return self.token(self.index - 1).type not in _NOT_BEFORE_SEARCH

    def component_text(self) -> str:
        start = self.token(self.component_start).start
        return self.text[start : self.tokens[self.index].start]

    def rewind(self, state: str | None = None) -> None:
        self.index = self.component_start
        self.increment = 0
        if state is not None:
            self.state = state

    def change_state(self, state: str, skip: int) -> None:
        if self.state not in ("init", "authority", "done"):
            self.result[self.state] = self.component_text()
        if self.state != "init" and state != "done":
            if self.state in _BEFORE_HOST and state in ("port", "pathname", "search", "hash"):
                self.result.setdefault("hostname", "")
            if self.state in _BEFORE_PATH and state in ("search", "hash"):
                self.result.setdefault("pathname", "/" if self.special else "")
            if self.state in (*_BEFORE_PATH, "pathname") and state == "hash":
                self.result.setdefault("search", "")
        self.state = state
        self.index += skip
        self.component_start = self.index
        self.increment = 0

    def protocol_is_special(self) -> bool:
        protocol = compile_component(self.component_text(), canon.canonicalize_protocol, Options())
        return protocol.matches_all or any(
            protocol.fullmatch(scheme) for scheme in _SPECIAL_SCHEMES
        )

    def step(self) -> None:
        state = self.state
        if state == "init":
            if self.is_char(":"):
                self.rewind("protocol")
        elif state == "protocol":
            if self.is_char(":"):
                self.special = self.protocol_is_special()
                if self.is_char("/", 1) and self.is_char("/", 2):
                    self.change_state("authority", 3)
                else:
                    self.change_state("authority" if self.special else "pathname", 1)
        elif state == "authority":
            if self.is_char("@"):
                self.rewind("username")
            elif self.is_char("/") or self.is_search_prefix() or self.is_char("#"):
                self.rewind("hostname")
        elif state == "username":
            if self.is_char(":"):
                self.change_state("password", 1)
            elif self.is_char("@"):
                self.change_state("hostname", 1)
        elif state == "password":
            if self.is_char("@"):
                self.change_state("hostname", 1)
        elif state == "hostname":
            if self.is_char("["):
                self.bracket_depth += 1
            elif self.is_char("]"):
                self.bracket_depth -= 1
            elif self.is_char(":") and self.bracket_depth == 0:
                self.change_state("port", 1)
            else:
                self._after_port()
        elif state == "port":
            self._after_port()
        elif state == "pathname":
            if self.is_search_prefix():
                self.change_state("search", 1)
            elif self.is_char("#"):
                self.change_state("hash", 1)
        elif state == "search" and self.is_char("#"):
            self.change_state("hash", 1)

    def _after_port(self) -> None:
        if self.is_char("/"):
            self.change_state("pathname", 0)
        elif self.is_search_prefix():
            self.change_state("search", 1)
        elif self.is_char("#"):
            self.change_state("hash", 1)

    def run(self) -> dict[str, str]:
        while self.index < len(self.tokens):
            self.increment = 1
            kind = self.tokens[self.index].type
            if kind is TokenType.END:
                if self.state == "init":
                    self.rewind()
                    if self.is_char("#"):
                        self.change_state("hash", 1)
                    elif self.is_search_prefix():
                        self.change_state("search", 1)
                    else:
                        self.change_state("pathname", 0)
                    self.index += self.increment
                    continue
                if self.state == "authority":
                    self.rewind("hostname")
                    self.index += self.increment
                    continue
                self.change_state("done", 0)
                break
            if kind is TokenType.OPEN:
                self.group_depth += 1
            elif self.group_depth > 0 and kind is not TokenType.CLOSE:
                pass
            else:
                if self.group_depth > 0:
                    # The standard falls through to its switch after a "}".
                    self.group_depth -= 1
                self.step()
            self.index += self.increment
        if "hostname" in self.result and "port" not in self.result:
            self.result["port"] = ""
        return self.result


def parse_constructor_string(text: str) -> dict[str, str]:
    """Split a URL pattern string into its components (a URLPatternInit).

    Raises:
        PatternSyntaxError: if the protocol's pattern does not compile.

    >>> parse_constructor_string("https://*.example.com/books/:id")
    {'protocol': 'https', 'hostname': '*.example.com', 'pathname': '/books/:id', 'port': ''}
    """
    return _Parser(text).run()

"""What :meth:`URLPattern.exec` returns: the inputs and each component's match."""

from __future__ import annotations

import re
from collections.abc import Mapping

import attrs

from href._url import URL

__all__ = ["URLPatternComponentResult", "URLPatternInput", "URLPatternResult"]

#: What a pattern is matched against: URL text, an href URL, or a mapping of components.
URLPatternInput = str | URL | Mapping[str, str]

_COMPONENTS = (
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)


@attrs.frozen
class URLPatternComponentResult:
    """One component's match: the component's text and its groups.

    ``groups`` maps each group's name (``"0"``, ``"1"``... for unnamed ones)
    to the text it matched, or ``None`` for an optional group that did not
    take part.

    >>> from href.pattern import URLPattern
    >>> URLPattern({"pathname": "/books/:id/:page?"}).exec("https://h/books/7").pathname
    URLPatternComponentResult(input='/books/7', groups={'id': '7', 'page': None})
    """

    #: The component's text, as the URL Standard writes it.
    input: str
    #: Each group's name and what it matched (None: an optional group that did
    #: not take part). A fresh dict for each result, so results are not hashable.
    groups: dict[str, str | None]


class URLPatternResult:
    """A match: the inputs as given, and the match of each of the eight components.

    A component's result is made when it is first read (most callers read
    one or two), each read giving an equal, fresh one.

    >>> from href.pattern import URLPattern
    >>> result = URLPattern("https://:sub.example.com/*").exec("https://api.example.com/v1")
    >>> result.hostname.groups, result.pathname.groups
    ({'sub': 'api'}, {'0': 'v1'})
    """

    __slots__ = ("_found", "_inputs", "_names", "_values")

    _inputs: tuple[URLPatternInput, ...]
    _values: tuple[str, ...]
    _found: tuple[re.Match[str] | None, ...]
    _names: tuple[tuple[str, ...], ...]

    def __init__(
        self,
        inputs: tuple[URLPatternInput, ...],
        values: tuple[str, ...],
        found: tuple[re.Match[str] | None, ...],
        names: tuple[tuple[str, ...], ...],
    ) -> None:
        """Keep the match (href's own: :meth:`URLPattern.exec` makes results)."""
        self._inputs = inputs
        self._values = values
        self._found = found
        self._names = names

    def _component(self, index: int) -> URLPatternComponentResult:
        value = self._values[index]
        found = self._found[index]
        names = self._names[index]
        if found is None:  # the bare "*": its one group is the whole value
            return URLPatternComponentResult(value, {names[0]: value})
        return URLPatternComponentResult(value, dict(zip(names, found.groups(), strict=True)))

    @property
    def inputs(self) -> tuple[URLPatternInput, ...]:
        """What was matched, as given: the input, then the base URL if one was given."""
        return self._inputs

    @property
    def protocol(self) -> URLPatternComponentResult:
        """The scheme's match."""
        return self._component(0)

    @property
    def username(self) -> URLPatternComponentResult:
        """The username's match."""
        return self._component(1)

    @property
    def password(self) -> URLPatternComponentResult:
        """The password's match."""
        return self._component(2)

    @property
    def hostname(self) -> URLPatternComponentResult:
        """The host's match."""
        return self._component(3)

    @property
    def port(self) -> URLPatternComponentResult:
        """The port's match ("" for none or the scheme's default)."""
        return self._component(4)

    @property
    def pathname(self) -> URLPatternComponentResult:
        """The path's match."""
        return self._component(5)

    @property
    def search(self) -> URLPatternComponentResult:
        """The query's match (without the "?")."""
        return self._component(6)

    @property
    def hash(self) -> URLPatternComponentResult:
        """The fragment's match (without the "#")."""
        return self._component(7)

    def _key(self) -> tuple[object, ...]:
        return (self._inputs, *(self._component(index) for index in range(8)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, URLPatternResult):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        """Refuse: equal by value and holding dicts, as a tuple holding a dict is not hashable."""
        msg = "unhashable type: 'URLPatternResult'"
        raise TypeError(msg)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={self._component(i)!r}" for i, name in enumerate(_COMPONENTS))
        return f"URLPatternResult(inputs={self._inputs!r}, {fields})"

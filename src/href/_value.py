"""TextValue: what every href value shares: its exact text is the value."""

from __future__ import annotations

import operator
import sys
from collections.abc import Callable
from typing import ClassVar, Self, TypeVar

import attrs

__all__ = ["TextValue", "TextView", "immutable", "set_text"]


_C = TypeVar("_C", bound=type)


def _refuse_assignment(self: object, name: str, value: object = None) -> None:
    cls = type(self).__name__
    if sys._getframe(1).f_globals.get("__name__") == "urllib.request":
        # urlopen(url) reads anything but a str as a Request and sets its
        # timeout: "cannot set 'timeout'" would send its reader to the wrong
        # place. Only the error path pays for the frame lookup.
        msg = (
            f"urllib.request takes a URL as a str or a Request, not an href.{cls} (it set "
            f"{name!r} on it, as on a Request): pass str(url.to_ascii()), the URI form, or "
            "urllib.request.Request(str(url.to_ascii()))"
        )
        raise TypeError(msg)
    hint = "; its with_*() methods return a changed copy" if hasattr(self, "with_path") else ""
    msg = f"cannot set or delete {name!r}: a {cls} is immutable{hint}"
    raise AttributeError(msg)


def immutable(cls: _C) -> _C:
    """Refuse attribute assignment with a plain AttributeError that says why.

    attrs' frozen classes raise ``attr.exceptions.FrozenInstanceError``
    ("can't set attribute"), a name of attrs' in the user's traceback; this
    replaces it, after attrs made the class (it refuses a class body's own).
    Construction fills the slots through their descriptors, unaffected.
    """
    setattr(cls, "__setattr__", _refuse_assignment)  # noqa: B010 - a method set after attrs
    setattr(cls, "__delattr__", _refuse_assignment)  # noqa: B010 - likewise
    return cls


@immutable
@attrs.frozen(init=False, repr=False, order=True)
class TextValue:
    """An immutable value that is exactly its text.

    ``str()`` gives the text, ``==``, ``hash`` and ordering compare it (and
    the class: a ``Path`` never equals a ``Query`` with the same text), and
    pickling stores only it.
    """

    _text: str
    #: The JSON schema "format" of this type's string, if it has one.
    _json_format: ClassVar[str | None] = None

    @classmethod
    def _trusted(cls, text: str) -> Self:
        """Wrap text that a parser has already checked, without checking it again."""
        value = object.__new__(cls)  # not cls.__new__, which may parse (URL's does)
        set_text(value, text)
        return value

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._text!r})"

    def __reduce__(self) -> tuple[type[Self], tuple[str]]:
        return type(self), (self._text,)

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    @classmethod
    def __get_pydantic_core_schema__(cls, source: object, handler: object) -> object:
        """Let pydantic v2 validate this type from a string (pydantic stays optional)."""
        from href._pydantic import core_schema  # noqa: PLC0415 - only when pydantic asks

        return core_schema(cls, source, handler)

    @classmethod
    def __get_pydantic_json_schema__(cls, schema: object, handler: object) -> object:
        """Describe this type in a pydantic JSON schema."""
        from href._pydantic import json_schema  # noqa: PLC0415 - only when pydantic asks

        return json_schema(cls, schema, handler)


@immutable
@attrs.frozen(init=False, repr=False, eq=False, order=False)
class TextView(TextValue):
    """A part of a URL (Host, Path, Query) that equals the one ``str`` it stands for.

    ``==``, ``hash`` and ordering compare that string (:meth:`_key`): with a
    ``str``, and with a view of the same part; a Path never equals a Query.
    A URL, by contrast, equals only a URL of the same text.
    """

    #: Which part of a URL the class views: views of one part compare.
    _part: ClassVar[str] = ""

    def _key(self) -> str:
        """The string this value equals: its text, unless a subclass says otherwise."""
        return self._text

    def _compare(self, other: object, op: Callable[[str, str], bool]) -> bool:
        if isinstance(other, str):
            return op(self._key(), other)
        if isinstance(other, TextView) and other._part == self._part:
            return op(self._key(), other._key())
        # Python's answer for "ask the other operand"; typeshed types it Any.
        return NotImplemented  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> bool:
        return self._compare(other, operator.eq)

    def __ne__(self, other: object) -> bool:
        return self._compare(other, operator.ne)

    def __hash__(self) -> int:
        return hash(self._key())

    def __lt__(self, other: object) -> bool:
        return self._compare(other, operator.lt)

    def __le__(self, other: object) -> bool:
        return self._compare(other, operator.le)

    def __gt__(self, other: object) -> bool:
        return self._compare(other, operator.gt)

    def __ge__(self, other: object) -> bool:
        return self._compare(other, operator.ge)


# The frozen classes refuse attribute assignment; the slot's own setter is how
# construction fills it, and the cheapest way to (parsing is hot).
set_text: Callable[[TextValue, str], None] = TextValue.__dict__["_text"].__set__

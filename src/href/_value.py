"""TextValue: what every href value shares: its exact text is the value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

import attrs

__all__ = ["TextValue", "set_text"]


@attrs.frozen(init=False, repr=False, order=True)
class TextValue:
    """An immutable value that is exactly its text.

    ``str()`` gives the text, ``==``, ``hash`` and ordering compare it (and
    the class: a ``Path`` never equals a ``Query`` with the same text), and
    pickling stores only it.
    """

    _text: str

    @classmethod
    def _trusted(cls, text: str) -> Self:
        """Wrap text that a parser has already checked, without checking it again."""
        value = cls.__new__(cls)
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


# The frozen classes refuse attribute assignment; the slot's own setter is how
# construction fills it, and the cheapest way to (parsing is hot).
set_text: Callable[[TextValue, str], None] = TextValue.__dict__["_text"].__set__

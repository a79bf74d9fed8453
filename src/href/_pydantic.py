"""pydantic v2 support for href's value types; imported only when pydantic asks.

It imports nothing of href's: the classes call it (so imports run one way,
from the value types down), and say their JSON schema format themselves.

A field typed ``URL`` (or ``Host``, ``Path``, ``Query``) accepts an instance or
a string, reports href's own error message as a pydantic ``ValidationError``,
serializes to its exact text in JSON mode, and is a string in JSON schema (a
URL with ``"format": "uri"``).
"""

from __future__ import annotations

from typing import Any

from pydantic_core import core_schema as cs

__all__ = ["core_schema", "json_schema"]


def core_schema(cls: type[Any], source: object, handler: object) -> cs.CoreSchema:
    """Validate from an instance of ``cls`` or a ``str``; serialize to ``str`` in JSON."""

    def validate(value: object) -> object:
        if isinstance(value, cls):
            return value
        if isinstance(value, str):
            return cls(value)
        msg = f"expected str or {cls.__name__}, got {type(value).__name__}"
        raise ValueError(msg)  # pydantic reports ValueError, not TypeError, as a validation error

    return cs.no_info_plain_validator_function(
        validate, serialization=cs.to_string_ser_schema(when_used="json-unless-none")
    )


def json_schema(cls: type[Any], schema: object, handler: object) -> dict[str, object]:
    """A string, in the JSON schema format the class names (a URL: ``"uri"``)."""
    result: dict[str, object] = {"type": "string"}
    json_format = getattr(cls, "_json_format", None)
    if json_format is not None:
        result["format"] = json_format
    return result

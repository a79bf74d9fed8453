"""href.compat's query-string functions: parse_qsl and parse_qs, as each CPython has them."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any, AnyStr, cast

from href import _form
from href.compat._results import (
    PY313,
    PY314,
    coerce_args,
)

__all__ = ["parse_qs", "parse_qsl"]


def _decode_separator(separator: object) -> str:
    (text, _) = coerce_args(separator)
    if not text or not isinstance(text, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    return text  # type: ignore[return-value]


if not TYPE_CHECKING and PY314:
    # 3.14 adds a private keyword, which mypy is not told of (one signature).

    def parse_qsl(  # noqa: PLR0917 - urllib.parse takes these positionally
        qs: AnyStr | None,
        keep_blank_values: bool = False,
        strict_parsing: bool = False,
        encoding: str = "utf-8",
        errors: str = "replace",
        max_num_fields: int | None = None,
        separator: str = "&",
        *,
        _stacklevel: int = 1,
    ) -> list[tuple[AnyStr, AnyStr]]:
        """Parse a form-encoded query into (name, value) pairs, in order.

        Blank values are dropped unless ``keep_blank_values``; ``strict_parsing``
        refuses a field without ``=``. Bytes in, bytes out (escapes decoded to
        bytes as they are). ``_stacklevel`` is 3.14's, for parse_qs's warning.

        Raises:
            ValueError: for a bad separator, more than ``max_num_fields`` fields,
                or (with ``strict_parsing``) a bad field.

        >>> parse_qsl("a=1&b=x+y%21&c")
        [('a', '1'), ('b', 'x y!')]
        """
        return cast(
            "list[tuple[AnyStr, AnyStr]]",
            _parse_qsl_313(
                qs,
                keep_blank_values,
                strict_parsing,
                encoding,
                errors,
                max_num_fields,
                separator,
                _stacklevel + 1,
            ),
        )

else:

    def parse_qsl(  # noqa: PLR0917 - urllib.parse takes these positionally
        qs: AnyStr | None,
        keep_blank_values: bool = False,
        strict_parsing: bool = False,
        encoding: str = "utf-8",
        errors: str = "replace",
        max_num_fields: int | None = None,
        separator: str = "&",
    ) -> list[tuple[AnyStr, AnyStr]]:
        """Parse a form-encoded query into (name, value) pairs, in order.

        Blank values are dropped unless ``keep_blank_values``; ``strict_parsing``
        refuses a field without ``=``. Bytes in, bytes out (up to 3.12, ASCII
        only; from 3.13, escapes decoded to bytes as they are).

        Raises:
            ValueError: for a bad separator, more than ``max_num_fields`` fields,
                or (with ``strict_parsing``) a bad field.

        >>> parse_qsl("a=1&b=x+y%21&c")
        [('a', '1'), ('b', 'x y!')]
        """
        if PY313:
            pairs = _parse_qsl_313(
                qs,
                keep_blank_values,
                strict_parsing,
                encoding,
                errors,
                max_num_fields,
                separator,
                2,
            )
        else:
            pairs = _parse_qsl_311(
                qs, keep_blank_values, strict_parsing, encoding, errors, max_num_fields, separator
            )
        return cast("list[tuple[AnyStr, AnyStr]]", pairs)


def _parse_qsl_311(  # noqa: PLR0917 - parse_qsl's parameters, in its order
    qs: Any,
    keep_blank_values: bool,
    strict_parsing: bool,
    encoding: str,
    errors: str,
    max_num_fields: int | None,
    separator: Any,
) -> Any:
    """parse_qsl up to 3.12: bytes are decoded as ASCII, parsed as text, encoded back."""
    if type(qs) is str and type(separator) is str and separator:
        # Text needs no coercion, and a text separator that is not empty no check.
        text, sep, decode = qs, separator, None
    else:
        coerced, back = coerce_args(qs)
        assert isinstance(coerced, str)
        text, sep = coerced, _decode_separator(separator)
        decode = None if isinstance(qs, str) else _ascii_only
    pairs = _form.parse_form(
        text,
        keep_blank_values=keep_blank_values,
        strict_parsing=strict_parsing,
        encoding="utf-8" if encoding is None else encoding,
        errors="replace" if errors is None else errors,
        max_num_fields=max_num_fields,
        separator=sep,
        decode=decode,
    )
    if decode is None:
        return pairs
    return [(back(name), back(value)) for name, value in pairs]  # type: ignore[operator]


def _parse_qsl_313(  # noqa: PLR0917 - parse_qsl's parameters, in its order
    qs: Any,
    keep_blank_values: bool,
    strict_parsing: bool,
    encoding: str,
    errors: str,
    max_num_fields: int | None,
    separator: Any,
    stacklevel: int,
) -> Any:
    """parse_qsl from 3.13 (gh-74668): bytes-like input parsed as bytes, escapes to raw bytes.

    3.14 (gh-116764, gh-116897) returns [] for None, and warns for other
    false values that are not bytes-like, which 3.13 took as empty.
    """
    if not separator or not isinstance(separator, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    if isinstance(qs, str):
        if not isinstance(separator, str):
            separator = str(separator, "ascii")
        if not qs:
            return []
        return _form.parse_form(
            qs,
            keep_blank_values=keep_blank_values,
            strict_parsing=strict_parsing,
            encoding="utf-8" if encoding is None else encoding,
            errors="replace" if errors is None else errors,
            max_num_fields=max_num_fields,
            separator=separator,
        )
    if PY314:
        if qs is None:
            return []
    elif not qs:
        return []
    try:
        # memoryview() takes bytes-like objects only, as urllib.parse requires.
        data = bytes(memoryview(qs))
    except TypeError:
        if PY314 and not qs:
            message = (
                f"Accepting {type(qs).__name__} objects with false value in "
                "urllib.parse.parse_qsl() is deprecated as of 3.14"
            )
            warnings.warn(message, DeprecationWarning, stacklevel=stacklevel + 1)
            return []
        raise
    if isinstance(separator, str):
        separator = bytes(separator, "ascii")
    if not data:
        return []
    # Latin-1 maps each byte to one character and back, so the text codec,
    # with escapes decoded as Latin-1, parses bytes exactly.
    pairs = _form.parse_form(
        data.decode("latin-1"),
        keep_blank_values=keep_blank_values,
        strict_parsing=strict_parsing,
        encoding="latin-1",
        errors="strict",
        max_num_fields=max_num_fields,
        separator=separator.decode("latin-1"),
        describe=_bytes_repr,
    )
    return [(name.encode("latin-1"), value.encode("latin-1")) for name, value in pairs]


def _bytes_repr(field: str) -> str:
    """Write a field of a bytes query (read as Latin-1) as the bytes it was."""
    return repr(field.encode("latin-1"))


def _ascii_only(text: str) -> str:
    """Raise as urllib.parse does when a name or value from bytes is not ASCII."""
    text.encode("ascii", "strict")
    return text


def parse_qs(  # noqa: PLR0917 - urllib.parse takes these positionally
    qs: AnyStr | None,
    keep_blank_values: bool = False,
    strict_parsing: bool = False,
    encoding: str = "utf-8",
    errors: str = "replace",
    max_num_fields: int | None = None,
    separator: str = "&",
) -> dict[AnyStr, list[AnyStr]]:
    """Parse a form-encoded query into a dict of lists of values, names in order.

    Raises:
        ValueError: as parse_qsl does.

    >>> parse_qs("a=1&b=2&a=3")
    {'a': ['1', '3'], 'b': ['2']}
    """
    pairs: list[tuple[AnyStr, AnyStr]]
    if PY314:
        # 3.14: parse_qsl's warning names parse_qs's caller.
        pairs = parse_qsl(  # type: ignore[call-arg]
            qs,
            keep_blank_values,
            strict_parsing,
            encoding=encoding,
            errors=errors,
            max_num_fields=max_num_fields,
            separator=separator,
            _stacklevel=2,  # pyright: ignore[reportCallIssue] - 3.14 only
        )
    else:
        pairs = parse_qsl(
            qs,
            keep_blank_values,
            strict_parsing,
            encoding=encoding,
            errors=errors,
            max_num_fields=max_num_fields,
            separator=separator,
        )
    fields: dict[AnyStr, list[AnyStr]] = {}
    for name, value in pairs:
        fields.setdefault(name, []).append(value)
    return fields

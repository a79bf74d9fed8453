"""The Infra Standard's forgiving-base64 decode and encode."""

from __future__ import annotations

import binascii
from typing import Final

__all__ = ["base64_encode", "forgiving_base64_decode"]

# Infra: ASCII whitespace is tab, LF, form feed, CR and space.
_ASCII_WHITESPACE: Final = "\t\n\f\r "
_NO_WHITESPACE: Final = str.maketrans("", "", _ASCII_WHITESPACE)


def forgiving_base64_decode(text: str) -> bytes | None:
    """Decode ``text`` by Infra's forgiving-base64 decode; None is its failure.

    Whitespace anywhere and missing ``=`` padding are forgiven; a character
    outside the alphabet, a misplaced ``=`` or a length that leaves one
    character over is not. Bits left over at the end are dropped, as the
    standard says (``YR`` is ``a``, as ``YQ`` is).

    >>> forgiving_base64_decode(" YW Jj ZA= =")
    b'abcd'
    >>> forgiving_base64_decode("YR")
    b'a'
    >>> forgiving_base64_decode("abcde") is None
    True
    """
    # Five scans for one character each cost less than one for a class of five.
    if any(space in text for space in _ASCII_WHITESPACE):
        text = text.translate(_NO_WHITESPACE)
    if len(text) % 4 == 0 and text.endswith("="):
        text = text[:-2] if text.endswith("==") else text[:-1]
    if len(text) % 4 == 1 or "=" in text or not text.isascii():
        return None
    # What is left is the alphabet or a fault: strict mode refuses any other
    # character, and the padding put back is the only "=".
    try:
        return binascii.a2b_base64(text + "=" * (-len(text) % 4), strict_mode=True)
    except binascii.Error:
        return None


def base64_encode(data: bytes) -> str:
    """Infra's forgiving-base64 encode: RFC 4648 base64, padded, on one line.

    >>> base64_encode(b"abcd")
    'YWJjZA=='
    """
    return binascii.b2a_base64(data, newline=False).decode("ascii")

"""The paths with_path and URL.build encoded lately, by length, and their text."""

from __future__ import annotations

from typing import Final

from href._build import PLAIN_URL_TABLE, quote_path

__all__ = ["NO_PATH", "RECENT_PATH_SLOTS", "kept_path_text", "recent_paths"]


# The memory of with_path and URL.build: the last path of each length they
# met (0 to 256 characters), with its text after a host. A program sets a
# few paths (its endpoints) again and again; encoding one that needs it
# costs 2,000 to 6,000 instructions. A slot by length needs no hash, and a
# path seen once costs only its comparison and a pair (a dict of paths cost
# it about 1,800 instructions, callgrind, CPython 3.11, 2026-11-26). Two
# paths of one length take turns in their slot. Each pair is one tuple: a
# reader on another thread sees the old pair or the new, never one's path
# with the other's text. Bounded: 257 pairs of at most 256 characters and
# their text.
RECENT_PATH_SLOTS: Final = 257
NO_PATH: Final[tuple[str | None, str]] = (None, "")
recent_paths: Final[list[tuple[str | None, str]]] = [NO_PATH] * RECENT_PATH_SLOTS
# The length past which kept_path_text encodes a path from its first byte to
# encode: quoted-printable costs about 80 instructions a byte, finding that
# byte about 3,000 (callgrind, 2026-11-26).
_LONG_PATH: Final = 40


def kept_path_text(path: str) -> str:
    """``quote_path(path)`` for a path that starts with ``/`` or is empty, kept for a second call.

    Its text after a host, as ``with_path`` keeps it (which adds the ``/``
    to a path without one, so that this one is given only paths that have
    it: the two read each other's pairs). Raises
    UnicodeEncodeError for a lone surrogate, as ``quote_path`` does.

    >>> kept_path_text("/ä/ö"), kept_path_text("/ä/ö") is kept_path_text("/ä/ö")
    ('/%C3%A4/%C3%B6', True)
    """
    length = len(path)
    try:
        kept = recent_paths[length]
    except IndexError:  # longer than any slot's
        kept = NO_PATH
    if kept[0] == path:
        return kept[1]
    if length <= _LONG_PATH:
        text = quote_path(path)
    else:
        first = path.encode().translate(PLAIN_URL_TABLE).find(0)
        # The bytes before it are plain ASCII, so it is a character's index too.
        text = path if first < 0 else path[:first] + quote_path(path[first:])
    if length < RECENT_PATH_SLOTS:
        recent_paths[length] = (path, text)
    return text

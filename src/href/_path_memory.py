"""A path's text after a host: a long one, encoded from its first byte to encode, and recent ones.

``URL.build`` writes a long path so; ``with_path`` remembers the paths it set lately.
"""

from __future__ import annotations

from typing import Final

from href._build import PLAIN_URL_TABLE, quote_path

__all__ = ["LONG_PATH", "NO_PATH", "RECENT_PATH_SLOTS", "long_path_text", "recent_paths"]


# The memory of with_path: the last path of each length it met (0 to 256
# characters), with its text after a host. A program sets a few paths (its
# endpoints) again and again, and yarl keeps an LRU cache of them; encoding
# one that needs it costs 2,000 to 6,000 instructions. A slot by length
# needs no hash, and a path seen once costs only its comparison and a pair
# (a dict of paths cost it about 1,800 instructions, callgrind, CPython
# 3.11, 2026-11-26). Two paths of one length take turns in their slot. Each
# pair is one tuple: a reader on another thread sees the old pair or the
# new, never one's path with the other's text. Bounded: 257 pairs of at
# most 256 characters and their text. (URL.build kept its paths here too
# for a while: a path seen once paid about 130 ns for the lookup and the
# pair, 3% of build:named:unique, and a program's endpoints are mostly
# ASCII, which URL.build writes without the encoder.)
RECENT_PATH_SLOTS: Final = 257
NO_PATH: Final[tuple[str | None, str]] = (None, "")
recent_paths: Final[list[tuple[str | None, str]]] = [NO_PATH] * RECENT_PATH_SLOTS
# The length past which a path is encoded from its first byte to encode
# (long_path_text): quoted-printable costs about 80 instructions a byte,
# finding that byte about 3,000 (callgrind, 2026-11-26).
LONG_PATH: Final = 40


def long_path_text(path: str) -> str:
    """``quote_path(path)``, the plain ASCII run before its first byte to encode as it is.

    For a path longer than ``LONG_PATH``, where writing the run costs less
    than encoding it (``URL.build``'s fast path, with a name or a path in
    another script). Raises UnicodeEncodeError for a lone surrogate, as
    ``quote_path`` does.

    >>> long_path_text("/" + "a" * 40 + "/ä")
    '/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/%C3%A4'
    """
    first = path.encode().translate(PLAIN_URL_TABLE).find(0)
    # The bytes before it are plain ASCII, so it is a character's index too.
    return path if first < 0 else path[:first] + quote_path(path[first:])

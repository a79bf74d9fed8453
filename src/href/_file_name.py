"""A URL's last path segment as one file name, safe to join to a folder anywhere.

``Path.name`` is the decoded segment, which may be ``..`` or hold ``/``
(``..%2F..%2Fetc%2Fpasswd``); a downloader that joins it to its folder writes
outside it. :func:`safe_file_name` gives a name that POSIX and Windows both
read as one entry inside the folder, and keeps ordinary names as they are.
"""

from __future__ import annotations

import re
from typing import Final

from href._quote import unquote_to_bytes

__all__ = ["LONGEST_NAME", "safe_file_name"]

#: The longest name, in bytes of UTF-8: ext4 and most POSIX file systems take
#: 255 bytes, NTFS 255 UTF-16 code units (never more than the UTF-8 bytes).
LONGEST_NAME: Final = 255
# The longest suffix kept whole when a long name is cut (".tar.gz" and the like).
_LONGEST_SUFFIX: Final = 32

# Characters that no file name may hold as they are, each written as the
# escapes of its UTF-8 bytes instead: the separators "/" and "\", the C0 and
# C1 controls and DEL (NUL among them), the characters Windows refuses in a
# name (<>:"|?*; ":" also names an NTFS stream or a drive), and the bidi
# controls (Unicode's Bidi_Control), which make "txt.exe" read "exe.txt".
_UNSAFE: Final = re.compile(
    '[/\\\\\x00-\x1f\x7f-\x9f<>:"|?*\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
    # a "%" that starts what reads as an escape, so that escapes stay unambiguous
    "|%(?=[0-9A-Fa-f]{2})"
    # bytes that were not UTF-8, as decoding left them (surrogateescape)
    "|[\udc80-\udcff]"
)
# Windows' device names, which name a device in any folder and with any
# suffix ("CON.txt", "com1.tar.gz"), and whatever spaces end the stem.
_DEVICE: Final = re.compile(
    r"(?:CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9¹²³]|LPT[0-9¹²³]) *(?:\.|\Z)", re.IGNORECASE
)
# The start of an escape that a cut left at the end.
_CUT_ESCAPE: Final = re.compile(r"%[0-9A-Fa-f]?\Z")
# Dots and spaces at the end, which Windows drops from a name.
_TRAILING: Final = re.compile(r"[. ]+\Z")


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    if "\udc80" <= char <= "\udcff":
        return f"%{ord(char) - 0xDC00:02X}"
    return "".join(f"%{byte:02X}" for byte in char.encode("utf-8"))


def _cut(name: str) -> str:
    """``name`` within LONGEST_NAME bytes, its suffix kept; empty if nothing is left."""
    dot = name.rfind(".")
    suffix = name[dot:] if dot > 0 and len(name[dot:].encode("utf-8")) <= _LONGEST_SUFFIX else ""
    stem = name[: len(name) - len(suffix)]
    budget = LONGEST_NAME - len(suffix.encode("utf-8"))
    stem = stem.encode("utf-8")[:budget].decode("utf-8", "ignore")
    # An escape cut in two would read as a "%" of the name: drop its start.
    stem = _CUT_ESCAPE.sub("", stem)
    return _TRAILING.sub("", stem) + suffix if stem.strip(". ") else ""


def _made_safe(name: str) -> str:
    """``name`` as one safe file name; empty when nothing of it can be one."""
    name = _UNSAFE.sub(_escaped, name)
    if name in ("", ".", ".."):
        return ""
    trailing = _TRAILING.search(name)
    if trailing is not None:
        ends = trailing.group().replace(".", "%2E").replace(" ", "%20")
        name = name[: trailing.start()] + ends
    if _DEVICE.match(name):
        name = f"_{name}"
    if len(name.encode("utf-8")) > LONGEST_NAME:
        name = _cut(name)
    return name


def safe_file_name(segment: str, default: str) -> str:
    """The raw path segment ``segment`` as one file name, or ``default``.

    Escapes are decoded; what no file name may hold is written as
    ``%XX`` escapes instead (a ``/``, a ``\\``, a control or bidi control
    character, Windows' ``<>:"|?*``, a trailing dot or space, bytes that are
    not UTF-8 and lone surrogates, and a ``%`` that would read as an escape), so two segments
    give two names where the length allows. A Windows device name (``CON``,
    ``nul.txt``) gets a ``_`` before it; a name past 255 bytes of UTF-8 is
    cut, keeping its suffix. ``.``, ``..`` and the empty name give ``default``.

    >>> safe_file_name("report%202024.pdf", "download")
    'report 2024.pdf'
    >>> safe_file_name("..%2F..%2Fetc%2Fpasswd", "download")
    '..%2F..%2Fetc%2Fpasswd'
    >>> safe_file_name("%2e%2e", "download"), safe_file_name("CON.txt", "download")
    ('download', '_CON.txt')

    Raises:
        TypeError: if ``default`` is not a str.
        ValueError: if ``default`` is not itself such a name.
    """
    check_default(default)
    # A lone surrogate in the text is no character of a name: its bytes are
    # not UTF-8, so they are written as escapes, as a broken escape's are.
    raw = segment.encode("utf-8", "surrogatepass")
    decoded = unquote_to_bytes(raw).decode("utf-8", "surrogateescape")
    return _made_safe(decoded) or default


def check_default(default: object) -> None:
    """Refuse a ``default`` that is not a str, or not one safe file name as it is.

    Raises:
        TypeError: if ``default`` is not a str.
        ValueError: if it is empty, ``.`` or ``..``, or would not be kept as it is.
    """
    if not isinstance(default, str):
        msg = f"file_name() expected a str default, got {type(default).__name__}"
        raise TypeError(msg)
    if default in ("", ".", ".."):
        msg = f"file_name() default {default!r} names no file: give a name such as 'download'"
        raise ValueError(msg)
    safe = _made_safe(default)
    if safe != default:
        msg = (
            f"file_name() default {default!r} is not a safe file name as it is "
            f"(it would be saved as {safe!r})"
        )
        raise ValueError(msg)

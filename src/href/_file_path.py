"""``file:`` URLs to and from local file paths (RFC 8089), POSIX and Windows.

The forms are those :mod:`pathlib` writes with ``as_uri()``: ``file:///a/b``
for a POSIX path (its bytes, as the file system names them), ``file:///c:/a``
for a Windows drive path and ``file://server/share/a`` for a UNC path (UTF-8).
Reading also takes ``file:/a``, ``file:c:/a`` (RFC 8089 appendix E.2),
``file:///c|/a`` (E.2.2) and ``localhost`` as the host.
"""

from __future__ import annotations

import os
import re
from pathlib import PurePath, PurePosixPath, PureWindowsPath

from href._quote import quote_from_bytes, unquote_to_bytes

__all__ = ["file_url_text", "path_from_file_url"]

# A Windows drive at the start of a URL path: "/c:", "/C|", or "c:" (E.2).
_DRIVE = re.compile(r"/?([A-Za-z])[:|](?=/|\Z)")
# Only "/" stays as it is: pathlib's as_uri() encodes the rest (":" too,
# which RFC 3986 3.3 would allow, but not in a first segment without a scheme).
_PATH_SAFE = "/"


def file_url_text(path: PurePath) -> str:
    """The ``file:`` URL of an absolute path, as ``pathlib``'s ``as_uri()`` writes it.

    >>> file_url_text(PurePosixPath("/tmp/a b#1.txt"))
    'file:///tmp/a%20b%231.txt'
    >>> file_url_text(PureWindowsPath("C:/Users/Zoë"))
    'file:///C:/Users/Zo%C3%AB'
    >>> file_url_text(PureWindowsPath("//server/share/x"))
    'file://server/share/x'
    """
    if not path.is_absolute():
        msg = f"a file URL needs an absolute path, not {str(path)!r}"
        raise ValueError(msg)
    if isinstance(path, PureWindowsPath):
        if path.drive.startswith("\\\\"):  # UNC: \\server\share\...
            return "file:" + quote_from_bytes(path.as_posix().encode("utf-8"), _PATH_SAFE)
        drive, rest = path.drive, path.as_posix()[len(path.drive) :]
        return f"file:///{drive}{quote_from_bytes(rest.encode('utf-8'), _PATH_SAFE)}"
    # The file system's own bytes (os.fsencode), as pathlib writes them.
    return "file://" + quote_from_bytes(os.fsencode(str(path)), _PATH_SAFE)


def path_from_file_url(
    scheme: str | None,
    host: str | None,
    path: str,
    *,
    windows: bool,
    shown: str,
) -> PurePath:
    """The local path a ``file:`` URL names, for POSIX or Windows.

    Raises:
        ValueError: naming what no path of that kind can hold.
    """
    if scheme is None or scheme.lower() != "file":
        msg = f"{shown!r} is not a file: URL"
        raise ValueError(msg)
    remote = host not in (None, "", "localhost") and host.lower() != "localhost"
    data = unquote_to_bytes(path)
    if b"\x00" in data:
        msg = f"{shown!r} names a path with a NUL byte, which no file system takes"
        raise ValueError(msg)
    if windows:
        return _windows_path(host if remote else None, data, shown)
    if remote:
        msg = f"{shown!r} names a file on the host {host!r}; a POSIX path has no host"
        raise ValueError(msg)
    if not data.startswith(b"/"):
        msg = f"{shown!r} has a relative path, and a file URL names an absolute one"
        raise ValueError(msg)
    if b"%2F" in path.upper().encode("ascii", "replace"):
        msg = f"{shown!r} has an encoded '/' in a name, which a POSIX file name cannot hold"
        raise ValueError(msg)
    return PurePosixPath(os.fsdecode(data))


def _windows_path(host: str | None, data: bytes, shown: str) -> PureWindowsPath:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        msg = f"{shown!r} has escapes that are not UTF-8, which Windows paths are written in"
        raise ValueError(msg) from None
    if host is not None:
        return PureWindowsPath(f"//{host}{text}")
    drive = _DRIVE.match(text)
    if drive is None:
        msg = f"{shown!r} names no drive (file:///c:/...) nor a server (file://server/...)"
        raise ValueError(msg)
    return PureWindowsPath(f"{drive.group(1)}:{text[drive.end() :] or '/'}")

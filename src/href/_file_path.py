"""``file:`` URLs to and from local file paths (RFC 8089), POSIX and Windows.

The forms are those :mod:`pathlib` writes with ``as_uri()``: ``file:///a/b``
for a POSIX path (its bytes, as the file system names them), ``file:///c:/a``
for a Windows drive path and ``file://server/share/a`` for a UNC path (UTF-8).
Reading also takes ``file:/a``, ``file:c:/a`` (RFC 8089 appendix E.2),
``file:///c|/a`` (E.2.2), ``localhost`` as the host, and a UNC path after an
empty authority, ``file:////server/share/a`` (E.3.2, as nturl2path and
Windows write it) or ``file://///server/share/a``, as pathlib's
``Path.from_uri`` reads them. An escaped separator (``%2F``, and ``%5C`` for
Windows) in a segment is an error: it is part of one name, which no file
name can hold, and never a new path part.
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
    # An escape may not make a separator: "a%2Fb" is one name holding "/"
    # (RFC 3986 2.2: an encoded reserved character is data), and no file
    # name can hold it, so reading it as two names would name another file.
    separators = _WINDOWS_SEPARATOR if windows else _POSIX_SEPARATOR
    for segment in path.split("/"):
        if separators(segment):
            sep = "'/' or '\\'" if windows else "'/'"
            kind = "Windows" if windows else "POSIX"
            msg = (
                f"{shown!r} has an escaped separator in the path segment {segment!r}: "
                f"no {kind} file name holds {sep}"
            )
            raise ValueError(msg)
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
    return PurePosixPath(os.fsdecode(data))


# An escaped separator in one path segment (as written, escapes kept).
_POSIX_SEPARATOR = re.compile(r"%2[Ff]").search
_WINDOWS_SEPARATOR = re.compile(r"%(?:2[Ff]|5[Cc])").search
# After an empty authority, "//server/share" (file:////server/share, as
# Windows shells and nturl2path write a UNC path) or "///server/share"
# (file://///server/share): pathlib's Path.from_uri reads both as UNC.
_UNC_IN_PATH = re.compile(r"/{2,3}(?=[^/])")


def _windows_path(host: str | None, data: bytes, shown: str) -> PureWindowsPath:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        msg = f"{shown!r} has escapes that are not UTF-8, which Windows paths are written in"
        raise ValueError(msg) from None
    if host is not None:
        # The server's name as written in the authority: "%3F" is the "?" of
        # \\?\C:\ (pathlib writes file://%3F/C%3A/...).
        unc = _windows_server(host, shown) + text
    elif after_slashes := _UNC_IN_PATH.match(text):
        unc = text[after_slashes.end() :]
    else:
        drive = _DRIVE.match(text)
        if drive is None:
            msg = (
                f"{shown!r} names no drive (file:///c:/...) nor a server "
                "(file://server/share/... or file:////server/share/...)"
            )
            raise ValueError(msg)
        return PureWindowsPath(f"{drive.group(1)}:{text[drive.end() :] or '/'}")
    # A UNC path starts \\server\share: both names, neither empty (asked
    # here, as pathlib's drive of "//server" differs between versions).
    server, share = ([*unc.replace("\\", "/").split("/", 2), ""])[:2]
    if not (server and share):
        msg = f"{shown!r} names a server but no share (file://server/share/...)"
        raise ValueError(msg)
    return PureWindowsPath(f"//{unc}")


def _windows_server(host: str, shown: str) -> str:
    """The decoded server name of a UNC path, from a URL's host."""
    name = unquote_to_bytes(host)
    if b"/" in name or b"\\" in name:
        msg = f"{shown!r} has an escaped separator in the host {host!r}: no server name holds it"
        raise ValueError(msg)
    try:
        return name.decode("utf-8")
    except UnicodeDecodeError:
        msg = f"{shown!r} has escapes in the host {host!r} that are not UTF-8"
        raise ValueError(msg) from None

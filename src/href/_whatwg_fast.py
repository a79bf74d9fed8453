"""Recognize a URL that is already the URL Standard's serialization of itself.

Most URLs a crawler or a filter meets were written by a serializer: an
``http``/``https``/``ws``/``wss``/``ftp`` URL with a lower-case ASCII host,
no default port, a path without dot segments, and nothing that any of the
standard's percent-encode sets would escape; or such a ``file`` URL. For such text the basic URL
parser's output is the text itself, so one pattern decides it and the state
machine is not run. Whatever the pattern does not vouch for goes to the state
machine; ``tests/test_whatwg_fast.py`` checks every match against it.
"""

from __future__ import annotations

import re

from href._whatwg_encode import FRAGMENT_SAFE, PATH_SAFE, SPECIAL_QUERY_SAFE

__all__ = ["is_serialized"]

_DEFAULT_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}


def _chars(safe: str, drop: str) -> str:
    """A regex character class of ``safe`` minus ``drop`` (and no space)."""
    return "[" + re.escape("".join(c for c in safe if c not in drop and c != " ")) + "]"


# Host: a name the domain parser returns unchanged (lower-case ASCII, no
# forbidden domain code point; the 2026 rule takes ASCII names as they are).
_LABEL_CHAR = "[a-z0-9_!$&'()*+,;=~-]"
_PATH_CHAR = _chars(PATH_SAFE, "?#\\")  # "\\" is a slash in a special URL
_QUERY_CHAR = _chars(SPECIAL_QUERY_SAFE, "#")
_FRAGMENT_CHAR = _chars(FRAGMENT_SAFE, "")
_PATTERN = re.compile(
    rf"""
    (https?|wss?|ftp|file)://
    ((?:{_LABEL_CHAR}+(?:\.{_LABEL_CHAR}+)*\.?)?)
    (?::([1-9][0-9]{{0,4}}))?
    (/{_PATH_CHAR}*)
    (?:\?{_QUERY_CHAR}*)?
    (?:\#{_FRAGMENT_CHAR}*)?
    """,
    re.VERBOSE,
).fullmatch
# A dot segment, which the path state would remove: ".", "..", "%2e" and the rest.
_DOT_SEGMENT = re.compile(r"/(?:\.|%2[eE]){1,2}(?=/|\Z)").search
_MAY_END_NUMBER = frozenset("0123456789abcdefx.")
_PIPE_DRIVE = re.compile(r"/[A-Za-z]\|(?=/|\Z)").match
# A last label that the host parser reads as an IPv4 number ("ends in a number").
_NUMERIC_LABEL = re.compile(r"(?:^|\.)(?:[0-9]+|0x[0-9a-f]*)\.?\Z").search


def is_serialized(text: str) -> bool:
    """Whether the basic URL parser serializes ``text`` (no base needed) to ``text`` itself.

    >>> is_serialized("https://example.com/a/b?q=1#top")
    True
    >>> is_serialized("https://example.com"), is_serialized("http://h:80/")
    (False, False)
    >>> is_serialized("http://h/a/../b"), is_serialized("http://127.1/")
    (False, False)
    """
    match = _PATTERN(text)
    if match is None:
        return False
    scheme, host, port, path = match.groups()
    if scheme == "file":
        # file: has no port; "localhost" becomes the empty host; a first
        # segment "c|" becomes "c:" (the Windows drive letter quirks).
        if port is not None or host == "localhost" or _PIPE_DRIVE(path) is not None:
            return False
    elif not host or (port is not None and (int(port) > 65535 or _DEFAULT_PORTS[scheme] == port)):
        return False
    # Only a host ending in a digit, a hex letter, "x" or "." can end in a number.
    if host[-1:] in _MAY_END_NUMBER and _NUMERIC_LABEL(host) is not None:
        return False
    return ("/." not in path and "/%" not in path) or _DOT_SEGMENT(path) is None

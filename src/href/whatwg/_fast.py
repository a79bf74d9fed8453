"""Recognize a URL that is already the URL Standard's serialization of itself.

Most URLs a crawler or a filter meets were written by a serializer: an
``http``/``https``/``ws``/``wss``/``ftp`` URL with a lower-case ASCII host,
no default port, a path without dot segments, and nothing that any of the
standard's percent-encode sets would escape; or such a ``file`` URL. For such
text the basic URL parser's output is the text itself, so a pattern decides it
and the state machine is not run. Whatever the patterns do not vouch for goes
to the state machine; ``tests/test_whatwg_fast.py`` checks every text they
take against it.

Two tiers, because a pattern that is cheap to run cannot say everything:

1. :data:`match_common`, with no ``/.`` and no ``/%2`` in the text: one
   pattern with no captures and no port, whose host's last label holds a
   character that no IPv4 number holds (so it does not "end in a number").
   It takes 97% of the URL corpora.
2. :func:`is_serialized_uncommon`: a port, a last label such as ``de`` or
   ``cafe`` (hex digits, which the first tier cannot tell from ``0xcafe``
   without finding the label's start), ``/.`` or ``/%2`` that is not a dot
   segment, ``localhost`` outside ``file:``, a ``|`` that is no drive letter.
"""

from __future__ import annotations

import re
from typing import Final

from href.whatwg._encode import FRAGMENT_SAFE, PATH_SAFE, SPECIAL_QUERY_SAFE

__all__ = ["is_serialized", "is_serialized_uncommon", "match_common"]

_DEFAULT_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}


def _chars(safe: str, drop: str) -> str:
    """The inside of a regex character class: ``safe`` minus ``drop`` (and no space)."""
    return re.escape("".join(c for c in safe if c not in drop and c != " "))


# A host character the domain parser keeps as it is: lower-case ASCII (upper
# case is lowered) and no forbidden domain code point (the URL Standard's: C0,
# space, # % / : < > ? @ [ \ ] ^ | DEL), "." apart; domain to ASCII takes an
# ASCII name as it is (URL Standard 3.3), "xn--" labels included.
_HOST = "a-z0-9" + re.escape("!\"$&'()*+,;=_`{}~-")
# Of those, the ones no IPv4 number holds: not a digit, a hex letter or "x".
_NOT_NUMBER = "g-wyz" + re.escape("!\"$&'()*+,;=_`{}~-")
_PATH = _chars(PATH_SAFE, "?#\\|")  # "\\" is a slash in a special URL; "|" see below
_QUERY = _chars(SPECIAL_QUERY_SAFE, "#")
_FRAGMENT = _chars(FRAGMENT_SAFE, "")

#: The first tier's pattern (fullmatch; a text it takes is serialized when it
#: also holds no "/." and no "/%2", which every dot segment starts with).
#: The host runs to its last character that no number holds, so its last
#: label is no number. A file host is never "localhost" (which becomes
#: empty) and there is no "|" anywhere (a "c|" segment becomes "c:").
#: The optional parts are written "(?:...|)", not "(?:...)?": re runs the
#: latter as a repeat, a tenth slower here (callgrind).
match_common: Final = re.compile(
    rf"""
    (?:
        (?:https?|wss?|ftp)://[.{_HOST}]*[{_NOT_NUMBER}][{_HOST}]*
        | file://(?!localhost/)(?:[.{_HOST}]*[{_NOT_NUMBER}][{_HOST}]*|)
    )
    /[{_PATH}]*
    (?:\?[{_QUERY}]*|)
    (?:\#[{_FRAGMENT}]*|)
    """,
    re.VERBOSE,
).fullmatch

_PATTERN = re.compile(
    rf"""
    (https?|wss?|ftp|file)://
    ([.{_HOST}]*)  # empty labels too: ".git" is a host
    (?::([1-9][0-9]{{0,4}}))?
    (/[{_PATH}|]*)
    (?:\?[{_QUERY}]*)?
    (?:\#[{_FRAGMENT}]*)?
    """,
    re.VERBOSE,
).fullmatch
# A dot segment, which the path state would remove: ".", "..", "%2e" and the rest.
_DOT_SEGMENT = re.compile(r"/(?:\.|%2[eE]){1,2}(?=/|\Z)").search
_PIPE_DRIVE = re.compile(r"/[A-Za-z]\|(?=/|\Z)").match
_MAY_END_NUMBER = frozenset("0123456789abcdefx.")
# A last label that the host parser reads as an IPv4 number ("ends in a number").
_NUMERIC_LABEL = re.compile(r"(?:^|\.)(?:[0-9]+|0x[0-9a-f]*)\.?\Z").search


def is_serialized(text: str) -> bool:
    """Whether the basic URL parser serializes ``text`` (no base needed) to ``text`` itself.

    ``href.whatwg.parse`` asks the same, written out in place (a call costs).

    >>> is_serialized("https://example.com/a/b?q=1#top")
    True
    >>> is_serialized("https://example.com"), is_serialized("http://h:80/")
    (False, False)
    >>> is_serialized("http://h/a/../b"), is_serialized("http://127.1/")
    (False, False)
    """
    return (
        match_common(text) is not None and "/." not in text and "/%2" not in text
    ) or is_serialized_uncommon(text)


def is_serialized_uncommon(text: str) -> bool:
    """:func:`is_serialized` for text that the first tier does not take.

    >>> is_serialized_uncommon("http://h:8080/"), is_serialized_uncommon("http://a.de/.x")
    (True, True)
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

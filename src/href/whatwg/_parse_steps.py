"""The basic URL parser's steps that are not a state of its own.

Its failure (:class:`ParseError`), the host step, the end of a path
segment, the Windows drive letter tests, and the validation errors that
take more than one line to place; ``_parse`` runs them.
"""

from __future__ import annotations

from href.whatwg._host import HostError, Sink, parse_host
from href.whatwg._record import SPECIAL, Record

__all__ = [
    "ParseError",
    "end_segment",
    "is_drive_letter",
    "missing_solidus",
    "report_credentials",
    "run_host_parser",
    "scheme_change_refused",
    "shorten",
    "starts_with_drive_letter",
]

_ALPHA = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

_SINGLE_DOT = frozenset((".", "%2e", "%2E"))
_DOUBLE_DOT = frozenset(
    ("..", ".%2e", ".%2E", "%2e.", "%2E.", "%2e%2e", "%2E%2E", "%2e%2E", "%2E%2e")
)


class ParseError(ValueError):
    """The basic URL parser returned failure: which part, why, and where.

    ``name`` is the standard's validation error that fails it, and
    ``position`` to ``end`` the span at fault (``end`` None: one code point).
    """

    def __init__(
        self,
        part: str,
        why: str,
        position: int | None = None,
        *,
        name: str = "",
        end: int | None = None,
    ) -> None:
        super().__init__(why)
        self.part = part
        self.why = why
        self.position = position
        self.name = name
        self.end = end


def is_drive_letter(text: str) -> bool:
    """URL Standard 4.3: a Windows drive letter (``c:`` or ``c|``)."""
    return len(text) == 2 and text[0] in _ALPHA and text[1] in ":|"


def starts_with_drive_letter(text: str) -> bool:
    """URL Standard 4.3 "starts with a Windows drive letter"."""
    return (
        len(text) >= 2
        and text[0] in _ALPHA
        and text[1] in ":|"
        and (len(text) == 2 or text[2] in "/\\?#")
    )


def shorten(url: Record) -> None:
    """URL Standard 4.1 "shorten a URL's path"."""
    path = url.path
    assert not isinstance(path, str)
    if url.scheme == "file" and len(path) == 1 and is_drive_letter(path[0]) and path[0][1] == ":":
        return
    if path:
        path.pop()


def scheme_change_refused(url: Record, scheme: str) -> bool:
    """The scheme state's four cases where a setter leaves the URL as it is."""
    if (url.scheme in SPECIAL) != (scheme in SPECIAL):
        return True
    if (url.username or url.password or url.port is not None) and scheme == "file":
        return True
    return url.scheme == "file" and url.host == ""


def run_host_parser(text: str, special: bool, start: int, errors: Sink | None) -> str:
    """The host parser on ``text``, which starts at ``start``."""
    try:
        return parse_host(text, opaque=not special, errors=errors, offset=start)
    except HostError as error:
        end = start + (len(text) if error.end is None else error.end)
        raise ParseError(
            "host", str(error), start + error.start, name=error.name, end=end
        ) from None


def missing_solidus(after_scheme: int) -> tuple[str, int, int]:
    """The error for a special URL's missing "//": the scheme and its ":" at fault."""
    return ("special-scheme-missing-following-solidus", 0, after_scheme)


def report_credentials(text: str, start: int, last_at: int, errors: Sink) -> None:
    """An invalid-credentials error for each "@" of the authority, with what it ends."""
    at = text.find("@", start, last_at + 1)
    while at >= 0:
        errors.append(("invalid-credentials", start, at + 1))
        start = at + 1
        at = text.find("@", start, last_at + 1)


def end_segment(url: Record, buffer: str, c: str, special: bool) -> None:
    """The path state's work at the end of a segment (URL Standard 4.4)."""
    path = url.path
    assert not isinstance(path, str)
    slash = c == "/" or (special and c == "\\")
    if buffer in _DOUBLE_DOT or buffer.lower() in _DOUBLE_DOT:
        shorten(url)
        if not slash:
            path.append("")
    elif buffer in _SINGLE_DOT:
        if not slash:
            path.append("")
    else:
        if url.scheme == "file" and not path and is_drive_letter(buffer):
            buffer = buffer[0] + ":"
        path.append(buffer)

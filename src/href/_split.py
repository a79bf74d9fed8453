"""The one splitter: URI-reference text to its parts, absent kept apart from empty.

``parse_url`` is what :class:`href.URL` calls: it accepts what href accepts and
explains, in an :class:`~href.InvalidURL`, what it refuses. ``split`` and
``split_authority`` read any text at all, for callers with older rules
(:mod:`href.compat`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final, cast

from href._errors import InvalidURL
from href._grammar import CONTROLS, ROOTED_SCHEMES, compile_reference_pattern
from href._idna import check_host

__all__ = [
    "AUTHORITY",
    "FRAGMENT",
    "HOST",
    "PATH",
    "PORT",
    "QUERY",
    "SCHEME",
    "USERINFO",
    "Parts",
    "is_host_text",
    "mask_password",
    "match_any",
    "match_any_no_fragment",
    "match_plain",
    "parse_url",
    "split",
    "split_authority",
    "split_params",
]

# Group numbers of the reference pattern, for Match.group(n) on the hot path.
SCHEME: Final = 1
AUTHORITY: Final = 2
USERINFO: Final = 3
HOST: Final = 4
PORT: Final = 5
PATH: Final = 6
QUERY: Final = 7
FRAGMENT: Final = 8

#: scheme, authority, path, query, fragment; ``None`` where absent.
Parts = tuple[str | None, str | None, str, str | None, str | None]

#: parse_url's first try: printable ASCII text with a registered-name host
#: and no userinfo. Where it matches, its match is parse_url's answer; URL's
#: constructor asks it in place, saving a call.
match_plain: Final = compile_reference_pattern(strict=True, ascii_host=True).match
_match_strict = compile_reference_pattern(strict=True).match
_match_lenient = compile_reference_pattern(strict=False).match
_match_lenient_no_fragment = compile_reference_pattern(strict=False, fragments=False).match
_control = re.compile(f"[{CONTROLS}]").search

# The lenient pattern matches every text, so these never return None; they are
# what ``split`` runs, for callers (href.compat) that read the groups
# themselves, ``match.groups("")`` when absent and empty are the same to them.
#: Match any text with the groups numbered above (userinfo, host and port absent).
match_any = cast("Callable[[str], re.Match[str]]", _match_lenient)
#: ``match_any``, reading ``#`` as an ordinary character after the authority.
match_any_no_fragment = cast("Callable[[str], re.Match[str]]", _match_lenient_no_fragment)


def parse_url(text: str) -> re.Match[str]:
    """Split ``text`` into the groups numbered above, or raise InvalidURL.

    >>> m = parse_url("http://h:8080/p?q")
    >>> m.group(HOST), m.group(PORT), m.group(PATH), m.group(FRAGMENT)
    ('h', '8080', '/p', None)
    """
    match = match_plain(text)
    if match is not None:
        # A printable ASCII name, which the URL Standard takes as it is.
        return match
    # An IP literal or a non-ASCII name: the pattern checks their shape,
    # the host module what is inside.
    match = _match_strict(text)
    if match is None:
        raise _diagnose(text)
    host = match.group(HOST)
    if not host:
        error = _reads_a_host(text, match)
        if error is not None:
            raise error
    else:
        reason = check_host(host)
        if reason is not None:
            if "\\" in host:
                raise _backslash_in_authority(text, match.start(HOST) + host.index("\\"))
            shown = mask_password(text)
            msg = f"invalid host {host!r} in {shown!r}: {reason}"
            raise InvalidURL(msg, url=text, part="host", position=match.start(HOST))
    return match


def is_host_text(text: str) -> bool:
    """Whether ``text`` reads as exactly a host, by the pattern ``parse_url`` uses.

    Only the shape is checked (no delimiters, no controls, brackets only
    around an IP literal); what is inside an IP literal or a non-ASCII name
    is ``href._idna.check_host``'s business.

    >>> is_host_text("example.com"), is_host_text("[::1]"), is_host_text("a/b")
    (True, True, False)
    """
    match = _match_strict(f"//{text}")
    return match is not None and match.group(HOST) == text


def split(text: str, *, fragments: bool = True) -> Parts:
    """Split any text into scheme, authority, path, query and fragment.

    Nothing is checked and nothing is changed: the parts, joined back with
    their delimiters, give the text again. ``fragments=False`` keeps ``#`` in
    the path or query.

    >>> split("http://a/b?c#d")
    ('http', 'a', '/b', 'c', 'd')
    >>> split("a#b?c", fragments=False)
    (None, None, 'a#b', 'c', None)
    """
    match = (match_any if fragments else match_any_no_fragment)(text)
    return match.group(SCHEME, AUTHORITY, PATH, QUERY, FRAGMENT)  # type: ignore[return-value]


def split_authority(authority: str) -> tuple[str | None, str, str | None]:
    """Split an authority into userinfo, host and port, as written.

    The userinfo runs to the last ``@``; the port starts at the first ``:``
    after the host, or after the closing ``]`` of an IP literal.

    >>> split_authority("user:pw@[::1]:80")
    ('user:pw', '[::1]', '80')
    >>> split_authority("h")
    (None, 'h', None)
    """
    userinfo, at, hostport = authority.rpartition("@")
    if hostport.startswith("["):
        end = hostport.find("]")
        if end != -1 and hostport[end + 1 : end + 2] == ":":
            return (userinfo if at else None), hostport[: end + 1], hostport[end + 2 :]
        if end != -1 and end + 1 == len(hostport):
            return (userinfo if at else None), hostport, None
    host, colon, port = hostport.partition(":")
    return (userinfo if at else None), host, (port if colon else None)


def split_params(path: str) -> tuple[str, str | None]:
    """Split RFC 1808 parameters off the last segment of ``path`` (``urllib.parse`` rules).

    The parameters start at the first ``;`` after the last ``/``; without a
    ``/``, at the first ``;``. RFC 3986 made ``;`` an ordinary segment
    character, so only :mod:`href.compat` calls this.

    >>> split_params("/a;x/b;y;z")
    ('/a;x/b', 'y;z')
    >>> split_params("/a;x/b")
    ('/a;x/b', None)
    """
    start = path.find(";", path.rfind("/") + 1)
    if start == -1:
        return path, None
    return path[:start], path[start + 1 :]


def _diagnose(text: str) -> InvalidURL:
    """Explain why the strict pattern refused ``text``."""
    shown = mask_password(text)
    bad = _control(text)
    if bad is not None:
        at = bad.start()
        msg = (
            f"invalid character {bad.group()!r} at position {at} in {shown!r}: "
            "control characters cannot stand in a URL; percent-encode them"
        )
        return InvalidURL(msg, url=text, part=_part_at(text, at), position=at)
    error = _diagnose_browser_reading(text)
    if error is not None:
        return error
    match = _match_lenient(text)
    assert match is not None  # the lenient pattern matches every text
    authority = match.group(AUTHORITY)
    if authority is not None:
        error = _diagnose_authority(text, authority, match.start(AUTHORITY))
        if error is not None:
            return error
    return InvalidURL(f"invalid URL {shown!r}", url=text, part="url")  # pragma: no cover


def _reads_a_host(text: str, match: re.Match[str]) -> InvalidURL | None:
    """Refuse text without a host where clients find or need one, or None.

    A path that starts with "\\" beside "/" (``/\\evil.example``), where
    browsers read an authority; an http(s), ws(s) or ftp URL with an empty
    host, which RFC 9110 4.2.1 says a recipient must reject and in which
    browsers skip slashes to find one (``http:///evil.example``); and a
    reference with an empty authority and a path (``///evil.example``),
    which names a host to a browser on an http page.
    """
    scheme = match.group(SCHEME)
    if scheme is not None and scheme.lower() not in ROOTED_SCHEMES:
        return None  # not special: browsers read "\\" and "///" as RFC 3986 does
    path = match.group(PATH)
    if match.group(HOST) is None:
        if path[:2] in ("/\\", "\\/", "\\\\"):
            return _backslash_path(text, match)
        return None
    if scheme is not None and scheme.lower() in _NEEDS_A_HOST:
        return _empty_host(text, match)
    if (
        scheme is None
        and match.group(AUTHORITY) == ""
        and (_named_after_slashes(path) or "\\" in _leading_slashes(path))
    ):
        return _empty_host(text, match)
    return None


def _leading_slashes(path: str) -> str:
    """The run of "/" and "\\" that starts ``path``, which browsers skip alike."""
    return path[: len(path) - len(path.lstrip("/\\"))]


def _named_after_slashes(path: str) -> str:
    """The host a browser reads after skipping the slashes that start ``path``."""
    return re.split(r"[/\\?#]", path.lstrip("/\\"), maxsplit=1)[0].rpartition("@")[2]


_NEEDS_A_HOST = {
    "http": "RFC 9110 4.2.1: a recipient must reject an http URI with an empty host",
    "https": "RFC 9110 4.2.2: a recipient must reject an https URI with an empty host",
    "ws": "RFC 6455 3",
    "wss": "RFC 6455 3",
    "ftp": "RFC 1738 3.2",
}


def _empty_host(text: str, match: re.Match[str]) -> InvalidURL:
    scheme = match.group(SCHEME)
    at = match.start(HOST)
    named = _named_after_slashes(match.group(PATH)) if match.group(AUTHORITY) == "" else ""
    reading = f"browsers skip the extra '/' and read the host {named!r}" if named else ""
    if scheme is None and not named:
        # "///\\": browsers read "\\" as "/" and skip it too, looking for a host;
        # its normal form, "///%5C", names the host "%5C" to them.
        reading = "browsers read '\\\\' as '/' and skip it too, looking for a host"
    if scheme is None:
        # "///x": an empty authority to RFC 3986 (file URLs have one), a host
        # to a browser resolving it against an http(s) page.
        msg = (
            f"invalid host '' in {mask_password(text)!r}: a reference that starts with "
            f"'///' has an empty host to RFC 3986, but {reading}; write the scheme "
            "('file:///...') if a file URL is meant; for text written for browsers, use "
            "href.whatwg.parse()"
        )
    else:
        msg = (
            f"invalid host '' in {mask_password(text)!r}: {scheme!r} URLs need a host "
            f"({_NEEDS_A_HOST[scheme.lower()]}){', and ' + reading if reading else ''}; for "
            "text written for browsers, use href.whatwg.parse()"
        )
    return InvalidURL(msg, url=text, part="host", position=at)


def _backslash_path(text: str, match: re.Match[str]) -> InvalidURL:
    path = match.group(PATH)
    at = match.start(PATH) + path.index("\\")
    host = _named_after_slashes(path)
    msg = (
        f"invalid path {path!r} in {mask_password(text)!r}: browsers read '\\\\' as '/' "
        "in http(s), ws(s), ftp and file URLs and in relative references, so to them "
        f"{path[:2]!r} starts an authority and this text names the host {host!r}; "
        "percent-encode the '\\\\' as %5C; for text written for browsers, use "
        "href.whatwg.parse()"
    )
    return InvalidURL(msg, url=text, part="path", position=at)


def _backslash_in_authority(text: str, at: int) -> InvalidURL:
    part = _part_at(text, at)
    match = _match_lenient(text)
    assert match is not None  # the lenient pattern matches every text
    hostport = match.group(AUTHORITY).rpartition("@")[2]
    if part == "host" and ":" in hostport and not hostport.startswith("["):
        port = hostport.partition(":")[2]
        part = "port" if at >= match.end(AUTHORITY) - len(port) else part
    section = {"userinfo": "3.2.1", "host": "3.2.2", "port": "3.2.3"}[part]
    fix = "percent-encode it as %5C" if part == "userinfo" else f"no {part} can hold it"
    msg = (
        f"invalid character '\\\\' at position {at} in {mask_password(text)!r}: a '\\\\' "
        f"cannot stand in the {part} (RFC 3986 {section}); browsers, urllib3 and requests "
        "read it as '/', which ends the authority, so they would connect to another host "
        f"than the one this text names to RFC 3986; {fix}; for text written for "
        "browsers, use href.whatwg.parse()"
    )
    return InvalidURL(msg, url=text, part=part, position=at)


def _diagnose_browser_reading(text: str) -> InvalidURL | None:
    """Explain a refusal of text that browsers read as a scheme or an authority."""
    stripped = text.lstrip(" ")
    if stripped != text:
        scheme = _match_lenient(stripped)
        assert scheme is not None  # the lenient pattern matches every text
        if scheme.group(SCHEME) is not None or stripped[:2] in ("//", "/\\", "\\/", "\\\\"):
            reads = (
                f"the scheme {scheme.group(SCHEME)!r}"
                if scheme.group(SCHEME) is not None
                else "an authority"
            )
            msg = (
                f"invalid URL {mask_password(text)!r}: it starts with a space, which browsers "
                f"and requests strip before reading {reads}, while to RFC 3986 (which allows "
                "no space) the text is a relative path; strip the text first; for text written "
                "for browsers, use href.whatwg.parse()"
            )
            return InvalidURL(msg, url=text, part="scheme", position=0)
    match = _match_lenient(text)
    assert match is not None  # the lenient pattern matches every text
    authority = match.group(AUTHORITY)
    if authority is not None and "\\" in authority:
        return _backslash_in_authority(text, match.start(AUTHORITY) + authority.index("\\"))
    return None


def _diagnose_authority(text: str, authority: str, offset: int) -> InvalidURL | None:
    shown = mask_password(text)
    userinfo, at, hostport = authority.rpartition("@")
    host_at = offset + (len(userinfo) + 1 if at else 0)
    if hostport.startswith("["):
        end = hostport.find("]")
        if end == -1:
            msg = f"invalid host in {shown!r}: '[' at position {host_at} is never closed"
            return InvalidURL(msg, url=text, part="host", position=host_at)
        rest = hostport[end + 1 :]
        if rest and not rest.startswith(":"):
            msg = (
                f"invalid host in {shown!r}: {rest!r} after the IP literal; only ':' "
                "and a port may follow ']'"
            )
            return InvalidURL(msg, url=text, part="host", position=host_at + end + 1)
        colon, port = rest[:1], rest[1:]
    else:
        host, colon, port = hostport.partition(":")
        bracket = next((i for i, c in enumerate(host) if c in "[]"), None)
        if bracket is not None:
            msg = (
                f"invalid host {host!r} in {shown!r}: brackets may only enclose an IP "
                "literal, such as '[::1]'"
            )
            return InvalidURL(msg, url=text, part="host", position=host_at + bracket)
    if colon:
        port_at = offset + len(authority) - len(port)
        reason = "not a decimal number" if not (port.isascii() and port.isdigit()) else None
        match = _match_lenient(text)
        assert match is not None  # the lenient pattern matches every text
        # What reads as a port may be the start of a password cut by a delimiter.
        cut = _cut_password_span(text, match)
        shown_port = "'********'" if cut else repr(port)
        msg = f"invalid port {shown_port} in {shown!r}: {reason or 'out of range 0-65535'}"
        if cut:
            delimiter = text[match.end(AUTHORITY)]
            msg += (
                f"; if a user and password come before the '@', percent-encode the "
                f"{delimiter!r} in the password as %{ord(delimiter):02X}"
            )
        return InvalidURL(msg, url=text, part="port", position=port_at)
    return None  # pragma: no cover


def _cut_password_span(text: str, match: re.Match[str]) -> tuple[int, int] | None:
    """Where a password cut short by an unencoded ``#``, ``/`` or ``?`` lies, if one seems to.

    ``postgres://deploy:s3cr#t@db/`` has, by RFC 3986, no userinfo at all:
    the authority ``deploy:s3cr`` ends at the ``#``, and ``s3cr`` reads as a
    port. A ``:`` followed by what no port is, and an ``@`` further on, look
    like a password with a delimiter in it; error messages mask from the
    ``:`` to that ``@`` rather than quote it.
    """
    authority = match.group(AUTHORITY)
    if authority is None or authority.startswith("[") or ":" not in authority:
        return None
    after = authority.partition(":")[2]
    if after.isascii() and after.isdigit():
        return None  # a port
    at = text.find("@", match.end(AUTHORITY))
    if at == -1:
        return None
    return match.start(AUTHORITY) + authority.index(":") + 1, at


def mask_password(text: str) -> str:
    """Return ``text`` with the password of its authority, if any, as ``********``.

    Error messages quote the input, and logs keep error messages: a password
    must not travel with them (the error's ``url`` attribute keeps the text).

    >>> mask_password("http://user:secret@h:x/")
    'http://user:********@h:x/'
    """
    match = _match_lenient(text)
    assert match is not None  # the lenient pattern matches every text
    authority = match.group(AUTHORITY)
    if authority is None:
        return text
    if "@" not in authority:
        cut = _cut_password_span(text, match)
        if cut is None:
            return text
        return text[: cut[0]] + "********" + text[cut[1] :]
    userinfo = authority.rpartition("@")[0]
    colon = userinfo.find(":")
    if colon == -1:
        return text
    start = match.start(AUTHORITY) + colon + 1
    return text[:start] + "********" + text[match.start(AUTHORITY) + len(userinfo) :]


def _part_at(text: str, position: int) -> str:
    """Name the part of ``text`` that holds the character at ``position``."""
    match = _match_lenient(text)
    assert match is not None  # the lenient pattern matches every text
    for group in (SCHEME, AUTHORITY, PATH, QUERY, FRAGMENT):
        if match.start(group) <= position < match.end(group):
            if group == AUTHORITY:
                userinfo, _, _ = split_authority(match.group(AUTHORITY))
                if userinfo is not None and position < match.start(AUTHORITY) + len(userinfo):
                    return "userinfo"
                return "host"
            return ("scheme", "authority", "path", "query", "fragment")[
                (SCHEME, AUTHORITY, PATH, QUERY, FRAGMENT).index(group)
            ]
    return "path"

"""The URL Standard's basic URL parser (section 4.4).

Written from the standard's text, state by state, with the standard's names;
where a state only copies or encodes a run of characters (a path segment, the
query, the fragment, an opaque path) the run is taken at once, which is the
same result as the standard's one code point at a time.
"""

from __future__ import annotations

import re

from href.whatwg._encode import (
    C0_SAFE,
    FRAGMENT_SAFE,
    PATH_SAFE,
    QUERY_SAFE,
    SPECIAL_QUERY_SAFE,
    USERINFO_SAFE,
    encode,
    encode_query,
    output_encoding,
)
from href.whatwg._host import Sink, report_units
from href.whatwg._parse_steps import (
    ParseError,
    end_segment,
    is_drive_letter,
    missing_solidus,
    report_credentials,
    run_host_parser,
    scheme_change_refused,
    shorten,
    starts_with_drive_letter,
)
from href.whatwg._record import SPECIAL, Record

__all__ = ["ParseError", "State", "parse", "scalar_values"]


class State:
    """The parser's states (URL Standard 4.4), for a state override."""

    SCHEME_START = 1
    SCHEME = 2
    NO_SCHEME = 3
    SPECIAL_RELATIVE_OR_AUTHORITY = 4
    PATH_OR_AUTHORITY = 5
    RELATIVE = 6
    RELATIVE_SLASH = 7
    SPECIAL_AUTHORITY_SLASHES = 8
    SPECIAL_AUTHORITY_IGNORE_SLASHES = 9
    AUTHORITY = 10
    HOST = 11
    HOSTNAME = 12
    PORT = 13
    FILE = 14
    FILE_SLASH = 15
    FILE_HOST = 16
    PATH_START = 17
    PATH = 18
    OPAQUE_PATH = 19
    QUERY = 20
    FRAGMENT = 21


# The states as module constants: the parser's loop compares one a step.
_ST_SCHEME_START = State.SCHEME_START
_ST_SCHEME = State.SCHEME
_ST_NO_SCHEME = State.NO_SCHEME
_ST_SPECIAL_RELATIVE_OR_AUTHORITY = State.SPECIAL_RELATIVE_OR_AUTHORITY
_ST_PATH_OR_AUTHORITY = State.PATH_OR_AUTHORITY
_ST_RELATIVE = State.RELATIVE
_ST_RELATIVE_SLASH = State.RELATIVE_SLASH
_ST_SPECIAL_AUTHORITY_SLASHES = State.SPECIAL_AUTHORITY_SLASHES
_ST_SPECIAL_AUTHORITY_IGNORE_SLASHES = State.SPECIAL_AUTHORITY_IGNORE_SLASHES
_ST_AUTHORITY = State.AUTHORITY
_ST_HOST = State.HOST
_ST_HOSTNAME = State.HOSTNAME
_ST_PORT = State.PORT
_ST_FILE = State.FILE
_ST_FILE_SLASH = State.FILE_SLASH
_ST_FILE_HOST = State.FILE_HOST
_ST_PATH_START = State.PATH_START
_ST_PATH = State.PATH
_ST_OPAQUE_PATH = State.OPAQUE_PATH
_ST_QUERY = State.QUERY
_ST_FRAGMENT = State.FRAGMENT
_EOF = ""
_TAB_OR_NEWLINE = re.compile("[\t\n\r]")
_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_ALPHA = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_SCHEME_CHARS = _ALPHA | frozenset("0123456789+-.")
_DIGITS = frozenset("0123456789")
# The end of a path segment: "/", "?" and "#" always; "\\" too when special.
_SEGMENT_END = re.compile(r"[/?#]")
_SPECIAL_SEGMENT_END = re.compile(r"[/?#\\]")
_OVERRIDE_SEGMENT_END = re.compile(r"/")
_OVERRIDE_SPECIAL_SEGMENT_END = re.compile(r"[/\\]")
_OPAQUE_END = re.compile(r"[?#]")
_SCHEME_RUN = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*").match
_AUTHORITY_END = re.compile(r"[/?#]")
_SPECIAL_AUTHORITY_END = re.compile(r"[/?#\\]")
# Where a run of host characters stops: a delimiter, ":" or a bracket.
_HOST_END = re.compile(r"[/?#:\[\]]")
_SPECIAL_HOST_END = re.compile(r"[/?#:\[\]\\]")


def parse(  # noqa: PLR0915 - the standard's state machine, one branch a state
    text: str,
    base: Record | None = None,
    encoding: str = "utf-8",
    url: Record | None = None,
    state_override: int | None = None,
    *,
    errors: Sink | None = None,
) -> Record:
    """Run the basic URL parser; return the record (``url`` itself when given).

    With ``url`` and ``state_override`` this is the setters' form: it
    changes ``url`` in place, and a :class:`ParseError` with ``part``
    ``"unchanged"`` means the standard's plain "return" before any change.
    With ``errors`` the validation errors that do not fail the parse are
    added there as they are met, placed in ``text`` (which the caller has
    already trimmed of the spaces, tabs and newlines the parser removes).

    Raises:
        ParseError: when the standard's parser returns failure.

    >>> parse("HTTP://EXAMPLE.com:80/a/./b/%2e%2E/c").pathname
    '/a/c'
    """
    if url is None:
        url = Record()
        text = text.strip(_C0_OR_SPACE)
    if not text.isascii():
        text = scalar_values(text)
    if "\t" in text or "\n" in text or "\r" in text:
        text = _TAB_OR_NEWLINE.sub("", text)
    encoding = output_encoding(encoding) if encoding != "utf-8" else encoding
    state = state_override or _ST_SCHEME_START
    buffer = ""
    inside_brackets = False
    pointer = 0
    end = len(text)
    while True:
        c = text[pointer] if pointer < end else _EOF
        if state == _ST_PATH:
            special = url.scheme in SPECIAL
            if (
                c in (_EOF, "/")
                or (special and c == "\\")
                or (state_override is None and c in ("?", "#"))
            ):
                if errors is not None and c == "\\" and special:
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                end_segment(url, buffer, c, special)
                buffer = ""
                if c == "?":
                    url.query = ""
                    state = _ST_QUERY
                elif c == "#":
                    url.fragment = ""
                    state = _ST_FRAGMENT
            else:
                # The segment's run up to its end, encoded at once.
                if state_override is None:
                    ends = _SPECIAL_SEGMENT_END if special else _SEGMENT_END
                else:
                    ends = _OVERRIDE_SPECIAL_SEGMENT_END if special else _OVERRIDE_SEGMENT_END
                found = ends.search(text, pointer)
                stop = end if found is None else found.start()
                if errors is not None:
                    report_units(text[pointer:stop], pointer, errors)
                buffer += encode(text[pointer:stop], PATH_SAFE)
                pointer = stop - 1
        elif state == _ST_SCHEME_START:
            if c and c in _ALPHA:
                # The scheme state's run of scheme characters, taken at once.
                scheme = _SCHEME_RUN(text, pointer)
                assert scheme is not None
                buffer += scheme.group().lower()
                pointer = scheme.end() - 1
                state = _ST_SCHEME
            elif state_override is None:
                state = _ST_NO_SCHEME
                pointer -= 1
            else:
                raise ParseError("scheme", "a scheme starts with an ASCII letter", pointer)
        elif state == _ST_SCHEME:
            if c and c in _SCHEME_CHARS:
                buffer += c.lower()
            elif c == ":":
                if state_override is not None and scheme_change_refused(url, buffer):
                    raise ParseError("unchanged", "the scheme cannot change so")
                url.scheme = buffer
                if state_override is not None:
                    if url.port is not None and url.port == SPECIAL.get(url.scheme):
                        url.port = None
                    return url
                buffer = ""
                if url.scheme == "file":
                    if errors is not None and text[pointer + 1 : pointer + 3] != "//":
                        errors.append(missing_solidus(pointer + 1))
                    state = _ST_FILE
                elif url.scheme in SPECIAL:
                    if base is not None and base.scheme == url.scheme:
                        state = _ST_SPECIAL_RELATIVE_OR_AUTHORITY
                    else:
                        state = _ST_SPECIAL_AUTHORITY_SLASHES
                elif text[pointer + 1 : pointer + 2] == "/":
                    state = _ST_PATH_OR_AUTHORITY
                    pointer += 1
                else:
                    url.path = ""
                    state = _ST_OPAQUE_PATH
            elif state_override is None:
                buffer = ""
                state = _ST_NO_SCHEME
                pointer = -1
            else:
                raise ParseError("scheme", f"{c!r} cannot be in a scheme", pointer)
        elif state == _ST_NO_SCHEME:
            if base is None or (isinstance(base.path, str) and c != "#"):
                why = "no scheme and no base URL" if base is None else "the base URL is opaque"
                raise ParseError("scheme", why, 0, name="missing-scheme-non-relative-URL", end=end)
            if isinstance(base.path, str):
                url.scheme = base.scheme
                url.path = base.path
                url.query = base.query
                url.fragment = ""
                state = _ST_FRAGMENT
            elif base.scheme != "file":
                state = _ST_RELATIVE
                pointer -= 1
            else:
                state = _ST_FILE
                pointer -= 1
        elif state == _ST_SPECIAL_RELATIVE_OR_AUTHORITY:
            if c == "/" and text[pointer + 1 : pointer + 2] == "/":
                state = _ST_SPECIAL_AUTHORITY_IGNORE_SLASHES
                pointer += 1
            else:
                if errors is not None:
                    errors.append(missing_solidus(pointer))
                state = _ST_RELATIVE
                pointer -= 1
        elif state == _ST_PATH_OR_AUTHORITY:
            if c == "/":
                state = _ST_AUTHORITY
            else:
                state = _ST_PATH
                pointer -= 1
        elif state == _ST_RELATIVE:
            assert base is not None
            url.scheme = base.scheme
            if c == "/" or (c == "\\" and url.scheme in SPECIAL):
                if errors is not None and c == "\\":
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                state = _ST_RELATIVE_SLASH
            else:
                url.username, url.password = base.username, base.password
                url.host, url.port = base.host, base.port
                url.path = list(base.path)
                url.query = base.query
                if c == "?":
                    url.query = ""
                    state = _ST_QUERY
                elif c == "#":
                    url.fragment = ""
                    state = _ST_FRAGMENT
                elif c != _EOF:
                    url.query = None
                    shorten(url)
                    state = _ST_PATH
                    pointer -= 1
        elif state == _ST_RELATIVE_SLASH:
            if url.scheme in SPECIAL and c in ("/", "\\") and c:
                if errors is not None and c == "\\":
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                state = _ST_SPECIAL_AUTHORITY_IGNORE_SLASHES
            elif c == "/":
                state = _ST_AUTHORITY
            else:
                assert base is not None
                url.username, url.password = base.username, base.password
                url.host, url.port = base.host, base.port
                state = _ST_PATH
                pointer -= 1
        elif state == _ST_SPECIAL_AUTHORITY_SLASHES:
            state = _ST_SPECIAL_AUTHORITY_IGNORE_SLASHES
            if c == "/" and text[pointer + 1 : pointer + 2] == "/":
                pointer += 1
            else:
                if errors is not None:
                    errors.append(missing_solidus(pointer))
                pointer -= 1
        elif state == _ST_SPECIAL_AUTHORITY_IGNORE_SLASHES:
            if c not in ("/", "\\") or not c:
                state = _ST_AUTHORITY
                pointer -= 1
            elif errors is not None:
                errors.append(("special-scheme-missing-following-solidus", pointer, pointer + 1))
        elif state == _ST_AUTHORITY:
            # The whole authority at once: the standard's buffer, flushed at
            # each "@" (a later "@" written "%40", which the userinfo set
            # gives it too), leaves the credentials before the last "@"
            # with their first ":" between user name and password.
            ends = _SPECIAL_AUTHORITY_END if url.scheme in SPECIAL else _AUTHORITY_END
            found = ends.search(text, pointer)
            stop = end if found is None else found.start()
            at = text.rfind("@", pointer, stop)
            if at >= 0:
                if errors is not None:
                    report_credentials(text, pointer, at, errors)
                if at + 1 == stop:
                    raise ParseError(
                        "host", "credentials are followed by no host", at, name="host-missing"
                    )
                user, colon, password = text[pointer:at].partition(":")
                url.username += encode(user, USERINFO_SAFE)
                if colon:
                    url.password += encode(password, USERINFO_SAFE)
                pointer = at
            else:
                pointer -= 1
            state = _ST_HOST
        elif state in (_ST_HOST, _ST_HOSTNAME):
            special = url.scheme in SPECIAL
            if state_override is not None and url.scheme == "file":
                pointer -= 1
                state = _ST_FILE_HOST
            elif c == ":" and not inside_brackets:
                if not buffer:
                    raise ParseError(
                        "host", "a port with no host before it", pointer, name="host-missing"
                    )
                if state_override == _ST_HOSTNAME:
                    raise ParseError("host", "a port cannot be set through the hostname")
                url.host = run_host_parser(buffer, special, pointer - len(buffer), errors)
                buffer = ""
                state = _ST_PORT
            elif c in ("", "/", "?", "#") or (special and c == "\\"):
                pointer -= 1
                if special and not buffer:
                    raise ParseError(
                        "host", "a special URL needs a host", pointer + 1, name="host-missing"
                    )
                if (
                    state_override is not None
                    and not buffer
                    and (url.username or url.password or url.port is not None)
                ):
                    raise ParseError("unchanged", "credentials or a port need a host")
                url.host = run_host_parser(buffer, special, pointer + 1 - len(buffer), errors)
                buffer = ""
                state = _ST_PATH_START
                if state_override is not None:
                    return url
            elif c in ("[", "]") or inside_brackets:
                inside_brackets = c == "[" or (inside_brackets and c != "]")
                buffer += c
            else:
                # A run of the host up to its next delimiter, taken at once.
                ends = _SPECIAL_HOST_END if url.scheme in SPECIAL else _HOST_END
                found = ends.search(text, pointer)
                stop = end if found is None else found.start()
                buffer += text[pointer:stop]
                pointer = stop - 1
        elif state == _ST_PORT:
            special = url.scheme in SPECIAL
            if c and c in _DIGITS:
                buffer += c
            elif c in ("", "/", "?", "#") or (special and c == "\\") or state_override is not None:
                if buffer:
                    # Leading zeros are allowed in any number; past five
                    # significant digits the port is too big for int() to
                    # be worth asking (and it refuses 4,300 digits).
                    significant = buffer.lstrip("0")
                    port = int(significant or "0") if len(significant) <= 5 else 65536
                    if port > 65535:
                        why = f"{buffer!r} is above 65535"
                        raise ParseError(
                            "port",
                            why,
                            pointer - len(buffer),
                            name="port-out-of-range",
                            end=pointer,
                        )
                    url.port = None if SPECIAL.get(url.scheme) == port else port
                    buffer = ""
                    if state_override is not None:
                        return url
                if state_override is not None:
                    raise ParseError("port", "not a port number")
                state = _ST_PATH_START
                pointer -= 1
            else:
                raise ParseError("port", f"{c!r} is not a digit", pointer, name="port-invalid")
        elif state == _ST_FILE:
            url.scheme = "file"
            url.host = ""
            if c in ("/", "\\") and c:
                if errors is not None and c == "\\":
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                state = _ST_FILE_SLASH
            elif base is not None and base.scheme == "file":
                url.host = base.host
                url.path = list(base.path)
                url.query = base.query
                if c == "?":
                    url.query = ""
                    state = _ST_QUERY
                elif c == "#":
                    url.fragment = ""
                    state = _ST_FRAGMENT
                elif c != _EOF:
                    url.query = None
                    if not starts_with_drive_letter(text[pointer:]):
                        shorten(url)
                    else:
                        if errors is not None:
                            drive = ("file-invalid-Windows-drive-letter", pointer, pointer + 2)
                            errors.append(drive)
                        url.path = []
                    state = _ST_PATH
                    pointer -= 1
            else:
                state = _ST_PATH
                pointer -= 1
        elif state == _ST_FILE_SLASH:
            if c in ("/", "\\") and c:
                if errors is not None and c == "\\":
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                state = _ST_FILE_HOST
            else:
                if base is not None and base.scheme == "file":
                    url.host = base.host
                    base_path = base.path
                    if (
                        not starts_with_drive_letter(text[pointer:])
                        and base_path
                        and not isinstance(base_path, str)
                        and is_drive_letter(base_path[0])
                        and base_path[0][1] == ":"
                    ):
                        assert not isinstance(url.path, str)
                        url.path.append(base_path[0])
                state = _ST_PATH
                pointer -= 1
        elif state == _ST_FILE_HOST:
            if c in ("", "/", "\\", "?", "#"):
                pointer -= 1
                if state_override is None and is_drive_letter(buffer):
                    # The standard's Windows drive letter quirk: buffer is kept
                    # and becomes the first path segment in the path state.
                    if errors is not None:
                        drive = (
                            "file-invalid-Windows-drive-letter-host",
                            pointer - 1,
                            pointer + 1,
                        )
                        errors.append(drive)
                    state = _ST_PATH
                elif not buffer:
                    url.host = ""
                    if state_override is not None:
                        return url
                    state = _ST_PATH_START
                else:
                    host = run_host_parser(
                        buffer, url.scheme in SPECIAL, pointer + 1 - len(buffer), errors
                    )
                    url.host = "" if host == "localhost" else host
                    if state_override is not None:
                        return url
                    buffer = ""
                    state = _ST_PATH_START
            else:
                buffer += c
        elif state == _ST_PATH_START:
            if url.scheme in SPECIAL:
                if errors is not None and c == "\\":
                    errors.append(("invalid-reverse-solidus", pointer, pointer + 1))
                state = _ST_PATH
                if c not in ("/", "\\") or not c:
                    pointer -= 1
            elif state_override is None and c == "?":
                url.query = ""
                state = _ST_QUERY
            elif state_override is None and c == "#":
                url.fragment = ""
                state = _ST_FRAGMENT
            elif c != _EOF:
                state = _ST_PATH
                if c != "/":
                    pointer -= 1
            elif state_override is not None and url.host is None:
                assert not isinstance(url.path, str)
                url.path.append("")
        elif state == _ST_OPAQUE_PATH:
            if c == "?":
                url.query = ""
                state = _ST_QUERY
            elif c == "#":
                url.fragment = ""
                state = _ST_FRAGMENT
            elif c != _EOF:
                found = _OPAQUE_END.search(text, pointer)
                stop = end if found is None else found.start()
                if errors is not None:
                    report_units(text[pointer:stop], pointer, errors)
                run = encode(text[pointer:stop], C0_SAFE)
                if found is not None and run.endswith(" "):
                    # A space just before "?" or "#" is written "%20", so that
                    # the path keeps it when the query or fragment goes.
                    run = run[:-1] + "%20"
                assert isinstance(url.path, str)
                url.path += run
                pointer = stop - 1
        elif state == _ST_QUERY:
            if encoding != "utf-8" and (url.scheme not in SPECIAL or url.scheme in ("ws", "wss")):
                encoding = "utf-8"
            if state_override is None:
                stop = text.find("#", pointer)
                stop = end if stop < 0 else stop
            else:
                stop = end
            safe = SPECIAL_QUERY_SAFE if url.scheme in SPECIAL else QUERY_SAFE
            if errors is not None:
                report_units(text[pointer:stop], pointer, errors)
            url.query = (url.query or "") + encode_query(text[pointer:stop], encoding, safe)
            pointer = stop
            if stop < end:
                url.fragment = ""
                state = _ST_FRAGMENT
        elif state == _ST_FRAGMENT:
            if errors is not None:
                report_units(text[pointer:], pointer, errors)
            url.fragment = (url.fragment or "") + encode(text[pointer:], FRAGMENT_SAFE)
            pointer = end
        # The standard: after a run, stop if the pointer is at EOF (a state
        # that stepped back to reprocess EOF has run again by now).
        if pointer >= end:
            return url
        pointer += 1


_SURROGATE = re.compile("[\ud800-\udfff]")


def scalar_values(text: str) -> str:
    """A browser's USVString conversion: each lone surrogate becomes U+FFFD.

    >>> scalar_values("a\\ud800b") == "a\\ufffdb"
    True
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text)
    return text

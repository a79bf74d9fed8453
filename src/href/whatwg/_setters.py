"""The URL Standard's API setters (section 6.1) on a URL record.

Each setter changes the record in place, as the standard's do, and returns
whether the standard took the value: False where it returns early or the
parser returns failure (a browser then leaves the URL as it is, apart from
what the parser had already set, which is kept here too).
"""

from __future__ import annotations

from collections.abc import Callable

from href.whatwg._encode import USERINFO_SAFE, encode
from href.whatwg._parse import ParseError, State, parse, scalar_values
from href.whatwg._record import Record

__all__ = ["SETTERS"]


def _run(record: Record, value: str, state: int) -> bool:
    try:
        parse(value, url=record, state_override=state)
    except ParseError:
        return False
    return True


def _cannot_have_credentials_or_port(record: Record) -> bool:
    """URL Standard 4.2: a null or empty host, or the file scheme."""
    return not record.host or record.scheme == "file"


def set_protocol(record: Record, value: str) -> bool:
    """The ``protocol`` setter: the scheme state, on ``value`` and ":"."""
    return _run(record, value + ":", State.SCHEME_START)


def set_username(record: Record, value: str) -> bool:
    """The ``username`` setter."""
    if _cannot_have_credentials_or_port(record):
        return False
    # The value is a USVString (a lone surrogate is U+FFFD), as the parser reads its input.
    record.username = encode(scalar_values(value), USERINFO_SAFE)
    return True


def set_password(record: Record, value: str) -> bool:
    """The ``password`` setter."""
    if _cannot_have_credentials_or_port(record):
        return False
    # The value is a USVString (a lone surrogate is U+FFFD), as the parser reads its input.
    record.password = encode(scalar_values(value), USERINFO_SAFE)
    return True


def set_host(record: Record, value: str) -> bool:
    """The ``host`` setter: host and port, through the host state."""
    if isinstance(record.path, str):
        return False
    return _run(record, value, State.HOST)


def set_hostname(record: Record, value: str) -> bool:
    """The ``hostname`` setter: the host alone; a ":" makes it fail."""
    if isinstance(record.path, str):
        return False
    return _run(record, value, State.HOSTNAME)


def set_port(record: Record, value: str) -> bool:
    """The ``port`` setter: "" removes the port; digits up to the first non-digit set it."""
    if _cannot_have_credentials_or_port(record):
        return False
    if value == "":
        record.port = None
        return True
    return _run(record, value, State.PORT)


def set_pathname(record: Record, value: str) -> bool:
    """The ``pathname`` setter; an opaque path cannot be set."""
    if isinstance(record.path, str):
        return False
    record.path = []
    return _run(record, value, State.PATH_START)


def set_search(record: Record, value: str) -> bool:
    """The ``search`` setter: "" removes the query; one leading "?" is dropped."""
    if value == "":
        record.query = None
        return True
    record.query = ""
    return _run(record, value.removeprefix("?"), State.QUERY)


def set_hash(record: Record, value: str) -> bool:
    """The ``hash`` setter: "" removes the fragment; one leading "#" is dropped."""
    if value == "":
        record.fragment = None
        return True
    record.fragment = ""
    return _run(record, value.removeprefix("#"), State.FRAGMENT)


#: The setters in the order the standard's IDL lists the attributes.
SETTERS: dict[str, Callable[[Record, str], bool]] = {
    "protocol": set_protocol,
    "username": set_username,
    "password": set_password,
    "host": set_host,
    "hostname": set_hostname,
    "port": set_port,
    "pathname": set_pathname,
    "search": set_search,
    "hash": set_hash,
}

"""The netloc attributes of href.compat's results, by urllib.parse's rules.

username, password, hostname and port, for the text and the bytes results
alike (href.compat._results mixes them into its named tuples).
"""

from __future__ import annotations

import sys
from typing import (
    TYPE_CHECKING,
    AnyStr,
    Generic,
)

__all__ = ["NetlocAttributes"]

# 3.15: a missing netloc has no user, password, host or port.
_PY315 = sys.version_info >= (3, 15)


# pyright checks a function of AnyStr once, with a union where the isinstance test
# picks the separators, and mypy once for str and once for bytes: only mypy sees
# that they are of the argument's type, so pyright is told where they are made.


def _userinfo(netloc: AnyStr) -> tuple[AnyStr | None, AnyStr | None]:
    at: AnyStr
    colon: AnyStr
    at, colon = ("@", ":") if isinstance(netloc, str) else (b"@", b":")  # pyright: ignore[reportAssignmentType]
    userinfo, found, _ = netloc.rpartition(at)
    if not found:
        return None, None
    user, found, password = userinfo.partition(colon)
    return user, (password if found else None)


def _hostinfo(netloc: AnyStr) -> tuple[AnyStr, AnyStr | None]:
    at: AnyStr
    colon: AnyStr
    opening: AnyStr
    closing: AnyStr
    at, colon, opening, closing = (  # pyright: ignore[reportAssignmentType]
        ("@", ":", "[", "]") if isinstance(netloc, str) else (b"@", b":", b"[", b"]")
    )
    hostport = netloc.rpartition(at)[2]
    _, bracket, rest = hostport.partition(opening)
    if bracket:
        # Whatever stands between "]" and the next ":" is ignored.
        host, _, after = rest.partition(closing)
        port = after.partition(colon)[2]
    else:
        host, _, port = hostport.partition(colon)
    return host, (port or None)


class NetlocAttributes(Generic[AnyStr]):
    """The attributes urllib.parse derives from a result's netloc."""

    __slots__ = ()

    if TYPE_CHECKING:
        # The network location, as written (the named tuple's field).
        netloc: AnyStr

        # True on results of missing_as_none=True (see _keeping_empty).
        _keep_empty: bool

    def _no_netloc(self) -> bool:
        """Return whether the netloc is absent, so it has no user, password, host or port.

        3.15 (gh-67041) says so of a None netloc (missing_as_none's "absent");
        before, reading a part of None raised AttributeError, which href.compat
        keeps for results that missing_as_none did not make.
        """
        return self.netloc is None and (_PY315 or self._keep_empty)

    @property
    def username(self) -> AnyStr | None:
        """Return the user name: the userinfo up to its first ``:``, or None."""
        if self._no_netloc():
            return None
        return _userinfo(self.netloc)[0]

    @property
    def password(self) -> AnyStr | None:
        """Return the password: the userinfo after its first ``:``, or None."""
        if self._no_netloc():
            return None
        return _userinfo(self.netloc)[1]

    @property
    def hostname(self) -> AnyStr | None:
        """Return the host in lower case (an IPv6 zone id kept as written), or None."""
        if self._no_netloc():
            return None
        host = _hostinfo(self.netloc)[0]
        if not host:
            return None
        percent: AnyStr = "%" if isinstance(host, str) else b"%"  # pyright: ignore[reportAssignmentType]
        address, found, zone = host.partition(percent)
        return address.lower() + found + zone

    @property
    def port(self) -> int | None:
        """Return the port as an int, or None.

        Raises:
            ValueError: if the port is not ASCII digits or is above 65535.
        """
        if self._no_netloc():
            return None
        port = _hostinfo(self.netloc)[1]
        if port is None:
            return None
        if not (port.isdigit() and port.isascii()):
            msg = f"Port could not be cast to integer value as {port!r}"
            raise ValueError(msg)
        number = int(port)
        if not 0 <= number <= 65535:
            msg = "Port out of range 0-65535"
            raise ValueError(msg)
        return number

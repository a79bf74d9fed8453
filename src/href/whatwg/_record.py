"""The URL Standard's URL record (section 4.1) and URL serializer (4.5)."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["SPECIAL", "Record", "serialize"]

#: URL Standard 4.2: the special schemes and their default ports.
SPECIAL: dict[str, int | None] = {
    "ftp": 21,
    "file": None,
    "http": 80,
    "https": 443,
    "ws": 80,
    "wss": 443,
}


@dataclass(slots=True)
class Record:
    """A URL record (URL Standard 4.1); ``path`` is a str when it is opaque.

    ``host`` is the serialized host: None for null, "" for the empty host.
    """

    scheme: str = ""
    username: str = ""
    password: str = ""
    host: str | None = None
    port: int | None = None
    path: list[str] | str = field(default_factory=list)
    query: str | None = None
    fragment: str | None = None

    @property
    def pathname(self) -> str:
        """The URL path serializer's output."""
        if isinstance(self.path, str):
            return self.path
        return "".join("/" + segment for segment in self.path)


def serialize(url: Record, *, exclude_fragment: bool = False) -> str:
    """The URL serializer (URL Standard 4.5).

    >>> serialize(Record("web+demo", path=["", "not-a-host", ""]))
    'web+demo:/.//not-a-host/'
    """
    out = url.scheme + ":"
    path = url.path
    if url.host is not None:
        out += "//"
        if url.username or url.password:
            out += url.username
            if url.password:
                out += ":" + url.password
            out += "@"
        out += url.host
        if url.port is not None:
            out += ":" + str(url.port)
    elif not isinstance(path, str) and len(path) > 1 and not path[0]:
        out += "/."
    out += path if isinstance(path, str) else "".join("/" + segment for segment in path)
    if url.query is not None:
        out += "?" + url.query
    if not exclude_fragment and url.fragment is not None:
        out += "#" + url.fragment
    return out

"""The private helpers of urllib.parse that the standard library itself calls.

urllib.request, http.cookiejar, mimetypes, xmlrpc.client and urllib.robotparser
import these from urllib.parse (each version its own set: docs/migration.md),
so :mod:`href.compat` has them too, for a process that puts it in place of
urllib.parse. They split pieces of URL text by urllib's oldest rules, quietly:
the deprecated public twins in ``href.compat._legacy`` warn, then call them.
"""

from __future__ import annotations

import re

from href.compat._results import join_parts
from href.compat._split import _split_parts

_TYPE = re.compile("([^/:]+):(.*)", re.DOTALL)
_HOST = re.compile("//([^/#?]*)(.*)", re.DOTALL)
_PORT = re.compile("(.*):([0-9]*)", re.DOTALL)


def _splittype(url: str) -> tuple[str | None, str]:
    """Split ``type:rest`` into the lower-cased type and the rest."""
    match = _TYPE.match(url)
    if match is None:
        return None, url
    return match.group(1).lower(), match.group(2)


def _splithost(url: str) -> tuple[str | None, str]:
    """Split ``//host[:port]/path`` into the host part and the path."""
    match = _HOST.match(url)
    if match is None:
        return None, url
    host, path = match.groups()
    if path and not path.startswith("/"):
        path = "/" + path
    return host, path


def _splituser(host: str) -> tuple[str | None, str]:
    """Split ``user[:password]@host[:port]`` at the last ``@``."""
    user, at, rest = host.rpartition("@")
    return (user if at else None), rest


def _splitpasswd(user: str) -> tuple[str, str | None]:
    """Split ``user:password`` at the first ``:``."""
    name, colon, password = user.partition(":")
    return name, (password if colon else None)


def _splitport(host: str) -> tuple[str, str | None]:
    """Split ``host:port`` where the port is ASCII digits and not empty."""
    match = _PORT.fullmatch(host)
    if match is not None and match.group(2):
        return match.group(1), match.group(2)
    return (match.group(1) if match is not None else host), None


def _splitnport(host: str, defport: int = -1) -> tuple[str, int | None]:
    """Split ``host:port`` into the host and the port as an int."""
    name, colon, port = host.rpartition(":")
    if not colon:
        return port, defport
    if not port:
        return name, defport
    return name, (int(port) if port.isdigit() and port.isascii() else None)


def _splitquery(url: str) -> tuple[str, str | None]:
    """Split ``path?query`` at the last ``?``."""
    path, mark, query = url.rpartition("?")
    return (path, query) if mark else (url, None)


def _splittag(url: str) -> tuple[str, str | None]:
    """Split ``url#tag`` at the last ``#``."""
    path, mark, tag = url.rpartition("#")
    return (path, tag) if mark else (url, None)


def _splitattr(url: str) -> tuple[str, list[str]]:
    """Split ``path;attr1=value1;attr2=value2`` at every ``;``."""
    path, *attributes = url.split(";")
    return path, attributes


def _splitvalue(attr: str) -> tuple[str, str | None]:
    """Split ``attr=value`` at the first ``=``."""
    name, equals, value = attr.partition("=")
    return name, (value if equals else None)


def _to_bytes(url: str) -> str:
    """Return ``url`` unchanged if it is ASCII (despite its name, text stays text)."""
    if isinstance(url, str):
        try:
            url = url.encode("ASCII").decode()
        except UnicodeError as error:
            msg = f"URL {url!r} contains non-ASCII characters"
            raise UnicodeError(msg) from error
    return url


def _urlsplit(
    url: str, scheme: str | None = None, allow_fragments: bool = True
) -> tuple[str | None, str | None, str, str | None, str | None]:
    """Split text as urlsplit does, into a plain tuple with None for a part that is absent.

    3.14's urllib.robotparser reads a URL's path and query this way, so that
    an empty query ("/a?") stays apart from none.

    >>> _urlsplit("http://h/a?", "")
    ('http', 'h', '/a', '', None)
    """
    return _split_parts(url, scheme, allow_fragments)


def _urlunsplit(
    scheme: str | None, netloc: str | None, url: str, query: str | None, fragment: str | None
) -> str:
    """Join five parts, None meaning absent and "" empty (the inverse of ``_urlsplit``).

    >>> _urlunsplit(None, None, "/a", "", None)
    '/a?'
    """
    return join_parts(scheme, netloc, url, query, fragment)

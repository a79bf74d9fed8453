"""href.arrow.parse: a column of URLs into a struct column of their parts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import pyarrow as pa

from href._errors import InvalidURL
from href._split import FRAGMENT, HOST, PATH, PORT, QUERY, SCHEME, USERINFO
from href._url import URL
from href.arrow._columns import ArrowStrings, strings, texts
from href.arrow._recent import RecentHosts

__all__ = ["FIELDS", "parse"]

#: The struct's fields, all strings: the parts as written (escapes kept),
#: the host's kind and ASCII form, and href's message for a row that fails.
FIELDS = (
    "scheme",
    "user",
    "password",
    "host",
    "host_kind",
    "host_ascii",
    "port",
    "path",
    "query",
    "fragment",
    "error",
)
_PARTS = len(FIELDS) - 1

Row = tuple[str | None, ...]


def _parts(url: URL, hosts: RecentHosts[tuple[str, str]]) -> Row:
    """The struct's values for one URL; ``hosts`` keeps each host's kind and ASCII form."""
    scheme, userinfo, host, port, path, query, fragment = url._match.group(
        SCHEME, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT
    )
    user = password = None
    if userinfo is not None:
        user, colon, password = userinfo.partition(":")
        password = password if colon else None
    kind = ascii_host = None
    if host is not None:
        # A crawl lists a host's URLs together: one read lately is not read again.
        known = hosts.get(host)
        if known is None:
            view = url.host
            assert view is not None  # a URL with a host text has a Host
            known = hosts.keep(host, (view.kind.value, view.ascii))
        kind, ascii_host = known
    return (
        scheme,
        user,
        password,
        host,
        kind,
        ascii_host,
        port,
        path,
        query,
        fragment,
        None,
    )


def _reader(mode: str, base: str | None) -> Callable[[str], URL]:
    """The function that reads one row, the base checked once (a bad base is no row's fault)."""
    if mode == "whatwg":
        from href import whatwg  # noqa: PLC0415 - the state machine only when asked for

        if base is not None:
            whatwg.parse(base)
        return lambda text: whatwg.parse(text, base)
    if mode != "rfc3986":
        msg = f"parse() expected mode 'rfc3986' or 'whatwg', got {mode!r}"
        raise ValueError(msg)
    if base is None:
        return URL
    base_url = URL(base)
    if base_url.raw_scheme is None:
        msg = f"parse() needs a base URL with a scheme, not {base!r}"
        raise ValueError(msg)
    return base_url.join


def parse(
    urls: ArrowStrings,
    *,
    mode: Literal["rfc3986", "whatwg"] = "rfc3986",
    base: str | None = None,
    errors: Literal["column", "null", "raise"] = "column",
) -> pa.StructArray:
    """Parse each row into a struct of its parts, never raising for a row by default.

    ``mode="rfc3986"`` reads as :class:`href.URL` does (``base``: resolved
    by :meth:`href.URL.join`), ``"whatwg"`` as browsers do
    (:func:`href.whatwg.parse`). A row that fails has null parts and
    href's message in ``error`` (``errors="column"``), is a null struct
    (``"null"``), or raises (``"raise"``). A null row gives a null struct.

    >>> import pyarrow as pa
    >>> table = parse(pa.array(["https://Example.com:8443/a?q#f", "http://h:x/", None]))
    >>> table.field("host").to_pylist(), table.field("port").to_pylist()
    (['Example.com', None, None], ['8443', None, None])
    >>> table.field("error").to_pylist()
    [None, "invalid port 'x' in 'http://h:x/': not a decimal number", None]

    Raises:
        InvalidURL: with ``errors="raise"``, for the first row that fails,
            its index in the message; or for a bad ``base``.
        TypeError: for an array that is not of strings.
        ValueError: for an unknown ``mode`` or ``errors``.
    """
    if errors not in ("column", "null", "raise"):
        msg = f"parse() expected errors 'column', 'null' or 'raise', got {errors!r}"
        raise ValueError(msg)
    read = _reader(mode, base)
    rows: list[Row] = []
    valid: list[bool] = []
    empty: Row = (None,) * len(FIELDS)
    hosts: RecentHosts[tuple[str, str]] = RecentHosts()
    for index, text in enumerate(texts(urls, "parse()")):
        if text is None:
            rows.append(empty)
            valid.append(False)
            continue
        try:
            rows.append(_parts(read(text), hosts))
        except InvalidURL as error:
            if errors == "raise":
                msg = f"row {index}: {error}"
                raise InvalidURL(
                    msg, url=error.url, part=error.part, position=error.position
                ) from None
            rows.append((*empty[:_PARTS], str(error)) if errors == "column" else empty)
            valid.append(errors == "column")
        else:
            valid.append(True)
    columns = list(zip(*rows, strict=True)) if rows else [() for _ in FIELDS]
    mask = None if all(valid) else pa.array([not ok for ok in valid])
    return pa.StructArray.from_arrays(
        [strings(column) for column in columns], names=list(FIELDS), mask=mask
    )

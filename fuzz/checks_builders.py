"""The url_builders fuzz target: chains of builders, each result checked."""

from __future__ import annotations

import functools
import urllib.parse
from collections.abc import Callable, Iterable, Sequence
from typing import Final

from fuzz.checks_url import _kept, base_url
from fuzz.findings import Refused, attempt, check, must
from fuzz.inputs import QUERIES, SCHEMES, Source, _small, host_text, path_text, pick, value_text

from href import URL
from href._grammar import DEFAULT_PORTS, ROOTED_SCHEMES

# --- builders --------------------------------------------------------------------------------

QueryValue = str | int | float
Pairs = list[tuple[str, QueryValue]]


def _query_value(source: Source) -> QueryValue:
    kind = source.integer(0, 5)
    if kind == 0:
        return source.integer(-5, 1000)
    if kind == 1:
        return pick(source, (0.5, -1.25, 1e20, 3.0))
    return value_text(source)


def _pairs(source: Source) -> Pairs:
    return [(value_text(source), _query_value(source)) for _ in range(source.integer(0, 3))]


def _multi(source: Source) -> dict[str, QueryValue | list[QueryValue]]:
    """A mapping argument: a list value gives several pairs, an empty list none."""
    mapping: dict[str, QueryValue | list[QueryValue]] = {}
    for _ in range(source.integer(0, 3)):
        name = value_text(source)
        if source.integer(0, 3) == 0:
            mapping[name] = [_query_value(source) for _ in range(source.integer(0, 3))]
        else:
            mapping[name] = _query_value(source)
    return mapping


def _as_text(value: QueryValue) -> str:
    return float.__repr__(value) if isinstance(value, float) else str(value)


def _decoded(pairs: Iterable[tuple[str, QueryValue | list[QueryValue]]]) -> list[tuple[str, str]]:
    """The decoded pairs a query argument gives."""
    out = []
    for name, value in pairs:
        values = value if isinstance(value, list) else [value]
        out += [(name, _as_text(v)) for v in values]
    return out


def _decoded_path(url: URL) -> str:
    path = "/".join(url.path.segments)
    return "/" + path if url.path.is_absolute() else path


# Each builder check draws its argument, calls the builder, checks what the documentation
# promises of the result, and returns it (or Refused for a documented ValueError).
Builder = Callable[[Source, URL, str], "URL | Refused"]


def _with_scheme(source: Source, url: URL, key: str) -> URL | Refused:
    scheme = None if source.integer(0, 3) == 0 else _small(source, SCHEMES)
    what = f"URL({str(url)!r}).with_scheme({scheme!r})"
    result = attempt(f"{key}:with_scheme", what, lambda: url.with_scheme(scheme))
    if not isinstance(result, Refused):
        check(result.raw_scheme == scheme, f"{key}:with_scheme", f"{what} = {str(result)!r}")
        old = url.raw_scheme
        if (
            url.raw_port
            and scheme is not None
            and old is not None
            and scheme.lower() != old.lower()
            and url.port == DEFAULT_PORTS.get(old.lower())
        ):
            # Equivalent inputs, equivalent outputs: http://h:80/ is http://h/,
            # so its https form is https://h/ and the old default port goes.
            check(result.raw_port is None, f"{key}:with_scheme:port", f"{what} = {result!r}")
            _kept(url.with_port(None), result, "raw_scheme", f"{key}:with_scheme", what)
        else:
            _kept(url, result, "raw_scheme", f"{key}:with_scheme", what)
    return result


def _with_user(source: Source, url: URL, key: str) -> URL | Refused:
    user = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_user({user!r})"
    result = attempt(f"{key}:with_user", what, lambda: url.with_user(user))
    if not isinstance(result, Refused):
        check(result.user == user, f"{key}:with_user", f"{what} = {str(result)!r}")
        if user is not None:
            check(result.raw_password == url.raw_password, f"{key}:with_user-password", what)
        _kept(url, result, "raw_userinfo", f"{key}:with_user", what)
    return result


def _with_password(source: Source, url: URL, key: str) -> URL | Refused:
    password = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_password({password!r})"
    result = attempt(f"{key}:with_password", what, lambda: url.with_password(password))
    if not isinstance(result, Refused):
        check(result.password == password, f"{key}:with_password", f"{what} = {str(result)!r}")
        user = url.raw_user if password is None else url.raw_user or ""
        check(result.raw_user == user, f"{key}:with_password-user", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_userinfo", f"{key}:with_password", what)
    return result


def _with_host(source: Source, url: URL, key: str) -> URL | Refused:
    host = None if source.integer(0, 4) == 0 else pick(source, (host_text, value_text))(source)
    what = f"URL({str(url)!r}).with_host({host!r})"
    result = attempt(f"{key}:with_host", what, lambda: url.with_host(host))
    if not isinstance(result, Refused):
        if host is None:
            check(result.raw_host is None, f"{key}:with_host", f"{what} = {str(result)!r}")
        elif host.isascii() and ":" not in host:
            check(result.raw_host == host, f"{key}:with_host", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_host", f"{key}:with_host", what)
    return result


def _with_port(source: Source, url: URL, key: str) -> URL | Refused:
    port = None if source.integer(0, 3) == 0 else source.integer(-2, 70000)
    what = f"URL({str(url)!r}).with_port({port!r})"
    result = attempt(f"{key}:with_port", what, lambda: url.with_port(port))
    if not isinstance(result, Refused):
        in_range = port is None or 0 <= port <= 65535
        check(result.port == port and in_range, f"{key}:with_port", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_port", f"{key}:with_port", what)
    return result


def _with_path(source: Source, url: URL, key: str) -> URL | Refused:
    path = path_text(source) if source.boolean() else value_text(source)
    what = f"URL({str(url)!r}).with_path({path!r})"
    result = attempt(f"{key}:with_path", what, lambda: url.with_path(path))
    if not isinstance(result, Refused):
        expected = "/" + path if url.raw_host is not None and path[:1] not in ("", "/") else path
        got = _decoded_path(result)
        check(got == expected, f"{key}:with_path", f"{what} = {str(result)!r}, path {got!r}")
        _kept(url, result, "raw_path", f"{key}:with_path", what)
    return result


def _with_query(source: Source, url: URL, key: str) -> URL | Refused:
    form = source.integer(0, 3)
    text = str(url)
    expected: list[tuple[str, str]] | None = None
    query: str | None = ""
    if form == 0:
        query = None if source.boolean() else _small(source, QUERIES, 16)
        what = f"URL({text!r}).with_query({query!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(query))
    elif form == 1:
        pairs = _pairs(source)
        what = f"URL({text!r}).with_query({pairs!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(pairs))
        expected = _decoded(pairs)
    elif form == 2:
        mapping = _multi(source)
        what = f"URL({text!r}).with_query({mapping!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(mapping))
        expected = _decoded(mapping.items())
    else:
        params = {f"k{i}": _query_value(source) for i in range(source.integer(1, 3))}
        what = f"URL({text!r}).with_query(**{params!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(**params))
        expected = _decoded(params.items())
    if isinstance(result, Refused):
        return result
    if expected is not None:
        got = list(result.query.items())
        check(got == expected, f"{key}:with_query", f"{what} = {str(result)!r}, pairs {got!r}")
    elif query is None:
        check(result.raw_query is None, f"{key}:with_query-none", f"{what} = {str(result)!r}")
    else:
        # Query text is taken as written: only what a query cannot hold is escaped.
        raw = result.raw_query
        check(
            raw is not None and _unquote(raw) == _unquote(query),
            f"{key}:with_query-text",
            f"{what} = {str(result)!r}",
        )
    _kept(url, result, "raw_query", f"{key}:with_query", what)
    return result


def _unquote(text: str) -> str:
    return urllib.parse.unquote(text, errors="surrogateescape")


def _with_fragment(source: Source, url: URL, key: str) -> URL | Refused:
    fragment = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_fragment({fragment!r})"
    result = attempt(f"{key}:with_fragment", what, lambda: url.with_fragment(fragment))
    if not isinstance(result, Refused):
        check(result.fragment == fragment, f"{key}:with_fragment", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_fragment", f"{key}:with_fragment", what)
    return result


def _with_name(source: Source, url: URL, key: str) -> URL | Refused:
    name = value_text(source)
    what = f"URL({str(url)!r}).with_name({name!r})"
    result = attempt(f"{key}:with_name", what, lambda: url.with_name(name))
    if not isinstance(result, Refused):
        _kept(url, result, "raw_path", f"{key}:with_name", what)
        check(result.path.name == name, f"{key}:with_name", f"{what} = {str(result)!r}")
    return result


def _with_suffix(source: Source, url: URL, key: str) -> URL | Refused:
    suffix = pick(source, ("", ".", ".txt", ".tar.gz", "txt")) + (
        value_text(source) if source.boolean() else ""
    )
    what = f"URL({str(url)!r}).with_suffix({suffix!r})"
    result = attempt(f"{key}:with_suffix", what, lambda: url.with_suffix(suffix))
    if not isinstance(result, Refused):
        _kept(url, result, "raw_path", f"{key}:with_suffix", what)
        name, old = result.path.name, url.path.suffix
        stem = url.path.name[: len(url.path.name) - len(old)]
        check(name == stem + suffix, f"{key}:with_suffix", f"{what} = {str(result)!r}")
    return result


def _check_update(url: URL, result: URL, mapping: dict[str, QueryValue | list[QueryValue]],
                  key: str, what: str) -> None:  # fmt: skip
    """update_query's promise: each named name has exactly its new values; others stay."""
    updates, names = _decoded(mapping.items()), set(mapping)
    for name in names:
        got = list(result.query.getall(name))
        wanted = [value for n, value in updates if n == name]
        check(got == wanted, key, f"{what} = {str(result)!r}: {name!r} has {got!r}")
    untouched = [pair for pair in url.query.items() if pair[0] not in names]
    rest = [pair for pair in result.query.items() if pair[0] not in names]
    check(rest == untouched, f"{key}-untouched", f"{what} = {str(result)!r}")
    kept_pieces = [
        p for p in (url.raw_query or "").split("&") if p and _piece_name(p) not in names
    ]
    new_pieces = (result.raw_query or "").split("&")
    check(
        all(p in new_pieces for p in kept_pieces), f"{key}-as-written", f"{what} = {str(result)!r}"
    )
    _kept(url, result, "raw_query", key, what)


def _piece_name(piece: str) -> str:
    # The name as href's Query reads it: its escapes decoded with errors="replace", so
    # a piece written "%E2%80=x" is named "\ufffd" and goes when the mapping names that.
    return urllib.parse.unquote_plus(piece.partition("=")[0], errors="replace")


def _update_query(source: Source, url: URL, key: str) -> URL | Refused:
    mapping = _multi(source)
    operator = source.boolean()
    what = (
        f"URL({str(url)!r}) % {mapping!r}"
        if operator
        else f"URL({str(url)!r}).update_query({mapping!r})"
    )
    result = attempt(
        f"{key}:update_query",
        what,
        lambda: url % mapping if operator else url.update_query(mapping),
    )
    if not isinstance(result, Refused):
        _check_update(url, result, mapping, f"{key}:update_query", what)
    return result


def _extend_query(source: Source, url: URL, key: str) -> URL | Refused:
    pairs = _pairs(source)
    what = f"URL({str(url)!r}).extend_query({pairs!r})"
    result = attempt(f"{key}:extend_query", what, lambda: url.extend_query(pairs))
    if not isinstance(result, Refused):
        wanted = list(url.query.items()) + _decoded(pairs)
        got = list(result.query.items())
        check(got == wanted, f"{key}:extend_query", f"{what} = {str(result)!r}, pairs {got!r}")
        _kept(url, result, "raw_query", f"{key}:extend_query", what)
    return result


def _without_query_params(source: Source, url: URL, key: str) -> URL | Refused:
    present = (*url.query.keys(), "a", "")
    names = [
        pick(source, present) if source.boolean() else value_text(source)
        for _ in range(source.integer(0, 3))
    ]
    what = f"URL({str(url)!r}).without_query_params(*{names!r})"
    result = attempt(f"{key}:without_query_params", what, lambda: url.without_query_params(*names))
    if not isinstance(result, Refused):
        wanted = [pair for pair in url.query.items() if pair[0] not in names]
        got = list(result.query.items())
        check(got == wanted, f"{key}:without_query_params", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_query", f"{key}:without_query_params", what)
    return result


def _check_appended(url: URL, result: URL, segments: Sequence[str], key: str, what: str) -> None:
    """``/`` and child(): the new last segments are exactly the ones given; nothing else moves."""
    got = list(result.path.segments[len(result.path.segments) - len(segments) :])
    check(got == list(segments), key, f"{what} = {str(result)!r}, segments {got!r}")
    check(
        result.raw_path.startswith(url.raw_path.rstrip("/")),
        f"{key}-prefix",
        f"{what} = {str(result)!r} changed the existing path",
    )
    _kept(url, result, "raw_path", key, what)


def _truediv(source: Source, url: URL, key: str) -> URL | Refused:
    segments = value_text(source)
    what = f"URL({str(url)!r}) / {segments!r}"
    result = attempt(f"{key}:truediv", what, lambda: url / segments)
    if not isinstance(result, Refused):
        parts = segments.split("/")
        refused = segments.startswith("/") or "." in parts or ".." in parts
        check(not refused, f"{key}:truediv-accepted", f"{what} = {str(result)!r}")
        _check_appended(url, result, parts, f"{key}:truediv", what)
    return result


def _child(source: Source, url: URL, key: str) -> URL | Refused:
    segments = [value_text(source) for _ in range(source.integer(0, 3))]
    what = f"URL({str(url)!r}).child(*{segments!r})"
    result = attempt(f"{key}:child", what, lambda: url.child(*segments))
    if not isinstance(result, Refused):
        refused = any(s in ("", ".", "..") for s in segments)
        check(not refused, f"{key}:child-accepted", f"{what} = {str(result)!r}")
        _check_appended(url, result, segments, f"{key}:child", what)
    return result


def _build(source: Source, url: URL, key: str) -> URL | Refused:
    """``URL.build()`` with some of its arguments; each given part reads back as given."""
    del url  # build makes a URL from nothing
    scheme = _small(source, SCHEMES) if source.boolean() else None
    host = pick(source, (host_text, value_text))(source) if source.integer(0, 3) else None
    user = value_text(source) if source.integer(0, 2) == 0 else None
    password = value_text(source) if source.integer(0, 2) == 0 else None
    port = source.integer(-1, 70000) if source.integer(0, 2) == 0 else None
    path = (
        (path_text(source) if source.boolean() else value_text(source)) if source.boolean() else ""
    )
    query = _multi(source) if source.integer(0, 2) == 0 else None
    fragment = value_text(source) if source.integer(0, 2) == 0 else None
    what = (
        f"URL.build(scheme={scheme!r}, user={user!r}, password={password!r}, host={host!r}, "
        f"port={port!r}, path={path!r}, query={query!r}, fragment={fragment!r})"
    )
    result = attempt(
        f"{key}:build",
        what,
        lambda: URL.build(
            scheme=scheme,
            user=user,
            password=password,
            host=host,
            port=port,
            path=path,
            query=query,
            fragment=fragment,
        ),
    )
    if isinstance(result, Refused):
        return result
    got = (result.raw_scheme, result.user, result.password, result.port, result.fragment)
    if user is None and password is not None:
        user = ""  # a password alone is written ":password@", whose user is empty
    check(
        got == (scheme, user, password, port, fragment),
        f"{key}:build",
        f"{what} = {str(result)!r}",
    )
    if query is not None:
        check(list(result.query.items()) == _decoded(query.items()), f"{key}:build-query",
              f"{what} = {str(result)!r}")  # fmt: skip
    wanted = "/" + path if host is not None and path[:1] not in ("", "/") else path
    if (
        not wanted
        and host is not None
        and result.scheme in ROOTED_SCHEMES
        and (result.raw_query is not None or fragment is not None)
    ):
        wanted = "/"  # http://h/?q, not http://h?q: the same URL (RFC 9110 4.2.3)
    got_path = _decoded_path(result)
    check(got_path == wanted, f"{key}:build-path", f"{what} = {str(result)!r}, path {got_path!r}")
    return result


BUILDERS: Final[tuple[Builder, ...]] = (
    _with_scheme, _with_user, _with_password, _with_host, _with_port, _with_path, _with_query,
    _with_fragment, _with_name, _with_suffix, _update_query, _extend_query,
    _without_query_params, _build, _truediv, _child,
)  # fmt: skip


def url_builders(source: Source) -> None:
    """A chain of up to four builders, each chosen by the input, each result checked."""
    url = base_url(source, "url_builders")
    for _ in range(source.integer(1, 4)):
        builder = pick(source, BUILDERS)
        result = builder(source, url, "url_builders")
        if isinstance(result, Refused):
            continue
        check(type(result) is URL, "url_builders:type", f"got {type(result).__name__}")
        text = str(result)
        again = must("url_builders:reparse", f"URL({text!r})", functools.partial(URL, text))
        check(again == result, "url_builders:reparse", f"URL(str(r)) != r for {text!r}")
        url = result

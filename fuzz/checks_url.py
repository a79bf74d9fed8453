"""The URL fuzz targets but the builders: url_parse, url_join, url_relative_to,
url_normalize and url_idna, with the checks they share with url_builders.
"""

from __future__ import annotations

import functools
import pickle
import re
from typing import Final

from fuzz.findings import Refused, attempt, check, fail, must
from fuzz.inputs import RFC_EXAMPLES, Source, base_text, pick, reference_text, url_text

from href import URL, Host, HostKind, InvalidURL, Path, Query
from href._grammar import ROOTED_SCHEMES
from href._quote import lower_outside_escapes


def parse(key: str, text: str) -> URL | None:
    """``URL(text)``, or None when it raises ``InvalidURL``; anything else is a finding."""
    result = attempt(f"{key}:URL()", f"URL({text!r})", lambda: URL(text), allowed=_is_invalid_url)
    return None if isinstance(result, Refused) else result


def _is_invalid_url(error: BaseException) -> bool:
    return isinstance(error, InvalidURL)


def base_url(source: Source, key: str) -> URL:
    """A parsed URL to build on (a fixed one when the drawn text does not parse)."""
    url = parse(key, url_text(source))
    return url if url is not None else URL(pick(source, RFC_EXAMPLES))


# --- URL(text) -------------------------------------------------------------------------------


def check_url(url: URL, key: str) -> None:
    """Check the invariants of one parsed URL: round trips, accessors, sub-objects, normalize."""
    text = str(url)
    again = must(f"{key}:reparse", f"URL(str(u)) for {text!r}", lambda: URL(text))
    check(again == url, f"{key}:reparse", f"URL(str(u)) != u for {text!r}")
    check(hash(again) == hash(url), f"{key}:hash", f"hash(URL(str(u))) != hash(u) for {text!r}")
    copied = must(f"{key}:pickle", repr(url), lambda: pickle.loads(pickle.dumps(url)))  # noqa: S301 - our own value
    check(copied == url, f"{key}:pickle", f"pickle round trip changed {text!r}")
    read_accessors(url, key)
    normal = must(f"{key}:normalize", f"normalize() of {text!r}", url.normalize)
    check_normal_form(url, normal, key)


def read_accessors(url: URL, key: str) -> None:
    """Read every accessor of ``url``; none may raise."""
    text = str(url)
    for name in (
        "raw_scheme", "scheme", "raw_authority", "raw_userinfo", "raw_user", "raw_password",
        "raw_host", "raw_port", "raw_path", "raw_query", "raw_fragment", "user", "password",
        "host", "port", "effective_port", "path", "query", "fragment", "parent",
    ):  # fmt: skip
        must(
            f"{key}:accessor:{name}",
            f"u.{name} of {text!r}",
            functools.partial(getattr, url, name),
        )
    rep = must(f"{key}:accessor:repr", f"repr() of {text!r}", lambda: repr(url))
    password = url.raw_password
    if password:
        # The userinfo is the text before the authority's last "@"; the same
        # characters elsewhere (a path, a query) are not the password.
        userinfo = url.raw_userinfo or ""
        at = text.index("//") + 2 + len(userinfo)
        masked = f"{text[: at - len(password)]}********{text[at:]}"
        check(
            rep == f"{type(url).__name__}({masked!r})",
            f"{key}:repr-password",
            f"repr() shows the password of {text!r}: {rep}",
        )
    port = url.port
    raw_port = url.raw_port
    check(
        port == (int(raw_port) if raw_port else None) and (port is None or 0 <= port <= 65535),
        f"{key}:port",
        f"port {port!r} for raw port {raw_port!r} in {text!r}",
    )
    host = url.host
    if host is not None:
        check(str(host) == url.raw_host, f"{key}:host-text", f"str(u.host) for {text!r}")
        for name in ("kind", "address", "zone", "ascii", "unicode"):
            must(
                f"{key}:accessor:host.{name}",
                f"u.host.{name} of {text!r}",
                functools.partial(getattr, host, name),
            )
        check(host.ascii.isascii(), f"{key}:host-ascii", f"host.ascii not ASCII in {text!r}")
        again_host = must(f"{key}:Host()", f"Host({str(host)!r})", lambda: Host(str(host)))
        check(again_host == host, f"{key}:Host()", f"Host(str(host)) != host for {text!r}")
    path = url.path
    for name in ("segments", "raw_segments", "name", "suffix", "parent", "is_absolute"):
        must(
            f"{key}:accessor:path.{name}",
            f"u.path.{name} of {text!r}",
            functools.partial(getattr, path, name),
        )
    check(str(path) == url.raw_path, f"{key}:path-text", f"str(u.path) for {text!r}")
    again_path = must(f"{key}:Path()", f"Path({str(path)!r})", lambda: Path(str(path)))
    check(again_path == path, f"{key}:Path()", f"Path(str(path)) != path for {text!r}")
    query = url.query
    items = must(f"{key}:accessor:query", f"u.query.items() of {text!r}", query.items)
    check(len(query) == len(items), f"{key}:query-len", f"len(query) for {text!r}")
    for name, value in items[:3]:
        check(name in query, f"{key}:query-contains", f"{name!r} not in query of {text!r}")
        check(query.getall(name)[0] == query[name], f"{key}:query-getall", text)
        check(value in query.getall(name), f"{key}:query-getall", text)
    again_query = must(f"{key}:Query()", f"Query({str(query)!r})", lambda: Query(str(query)))
    check(again_query == query, f"{key}:Query()", f"Query(str(query)) != query for {text!r}")
    if url.raw_scheme is not None and url.raw_host:
        origin = must(f"{key}:origin", f"origin() of {text!r}", url.origin)
        check(
            URL(str(origin)) == origin and origin.raw_query is None and origin.raw_path == "",
            f"{key}:origin",
            f"origin() of {text!r} is {origin!r}",
        )


def check_normal_form(url: URL, normal: URL, key: str) -> None:
    """Check ``normal``, the normal form of ``url``: idempotent, ASCII, equivalent, reparses."""
    text, normal_text = str(url), str(normal)
    check(normal_text.isascii(), f"{key}:normal-ascii", f"normalize({text!r}) = {normal_text!r}")
    again = must(f"{key}:normal-reparse", f"URL({normal_text!r})", lambda: URL(normal_text))
    check(again == normal, f"{key}:normal-reparse", f"normalize({text!r}) = {normal_text!r}")
    twice = must(f"{key}:normalize-twice", f"normalize() of {normal_text!r}", normal.normalize)
    check(
        twice == normal,
        f"{key}:normalize-idempotent",
        f"normalize() of {text!r} is {normal_text!r}, whose normal form is {str(twice)!r}",
    )
    same = must(f"{key}:equivalent", f"u.equivalent(normalize(u)) for {text!r}",
                lambda: url.equivalent(normal))  # fmt: skip
    check(same, f"{key}:equivalent", f"{text!r} not equivalent to {normal_text!r}")


def url_parse(source: Source) -> None:
    """URL(text): lossless, re-parses equal, hashes equal, accessors and normalize() work."""
    text = url_text(source)
    url = parse("url_parse", text)
    if url is None:
        return
    check(str(url) == text, "url_parse:lossless", f"str(URL({text!r})) == {str(url)!r}")
    check_url(url, "url_parse")


# --- the parts a builder or a conversion keeps -----------------------------------------------

_PART_NAMES: Final = (
    "raw_scheme", "raw_userinfo", "raw_host", "raw_port", "raw_path", "raw_query",
    "raw_fragment",
)  # fmt: skip


# What a URI may not hold (RFC 3986 2): a character outside its set, or a "%"
# that starts no escape; "[" and "]" count too, once an IP literal is taken out.
_NOT_IN_URI: Final = re.compile(r"[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})").search


def _without_ip_literal(url: URL) -> str:
    """The URL's text with its host taken out when the host is an IP literal."""
    host = url.raw_host
    text = str(url)
    if host and host.startswith("["):
        return text.replace(host, "", 1)
    return text


def _kept(before: URL, after: URL, changed: str, key: str, what: str) -> None:
    """Check that every part but ``changed`` kept its text byte for byte."""
    for name in _PART_NAMES:
        old, new = getattr(before, name), getattr(after, name)
        if (
            name == "raw_path"
            and (old, new) == ("", "/")
            and changed in ("raw_query", "raw_fragment")
            and before.raw_authority is not None
            and before.scheme in ROOTED_SCHEMES
        ):
            continue  # http://h/?q, not http://h?q: the same URL (RFC 9110 4.2.3)
        if name != changed and old != new:
            fail(
                f"{key}:kept:{name}",
                f"{what} changed {name} {old!r} -> {new!r} (result {str(after)!r})",
            )


# --- join, relative_to, normalize, IDNA -----------------------------------------------------

# RFC 3986 appendix B, with its scheme narrowed to section 3.1's grammar: a text whose
# "scheme" breaks the grammar is a (lenient) path, as href reads it.
_APPENDIX_B = re.compile(
    r"(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?", re.S
)


def _remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4, transcribed step by step (the oracle for join)."""
    output: list[str] = []
    while path:
        if path.startswith(("../", "./")):
            path = path[path.index("/") + 1 :]
        elif path.startswith("/./") or path == "/.":
            path = "/" + path[3:]
        elif path.startswith("/../") or path == "/..":
            path = "/" + path[4:]
            if output:
                output.pop()
        elif path in (".", ".."):
            path = ""
        else:
            end = path.find("/", 1)
            end = len(path) if end == -1 else end
            output.append(path[:end])
            path = path[end:]
    return "".join(output)


def rfc3986_join(base: str, reference: str) -> str:
    """RFC 3986 5.2.2 and 5.3, strictly, with appendix B's splitter: the oracle for join."""
    b = _APPENDIX_B.fullmatch(base)
    r = _APPENDIX_B.fullmatch(reference)
    assert b is not None
    assert r is not None
    scheme, authority, path, query, fragment = r.groups()
    if scheme is None:
        if authority is not None:
            path = _remove_dot_segments(path)
        else:
            if path == "":
                path = b.group(3)
                query = b.group(4) if query is None else query
            else:
                if not path.startswith("/"):
                    if b.group(2) is not None and b.group(3) == "":
                        path = "/" + path
                    else:
                        base_path = b.group(3)
                        path = base_path[: base_path.rfind("/") + 1] + path
                path = _remove_dot_segments(path)
            authority = b.group(2)
        scheme = b.group(1)
    else:
        path = _remove_dot_segments(path)
    out = f"{scheme}:"
    if authority is not None:
        out += "//" + authority
    elif path.startswith("//"):
        path = "/." + path  # href's documented escape for a path that would read as authority
    out += path
    if query is not None:
        out += "?" + query
    if fragment is not None:
        out += "#" + fragment
    return out


def url_join(source: Source) -> None:
    """base.join(ref): RFC 3986 5.2 exactly (against a transcription of it), and reparses."""
    base = parse("url_join", base_text(source))
    reference_source = reference_text(source)
    if base is None:
        return
    ref = parse("url_join", reference_source)
    if ref is None:
        return
    what = f"URL({str(base)!r}).join({reference_source!r})"
    result = attempt("url_join:join", what, lambda: base.join(ref))
    if isinstance(result, Refused):
        if base.raw_scheme is not None:
            # join() refuses a result that URL() refuses (RFC 9110 4.2.1's empty
            # http host, a "/\\" that browsers read as an authority): nothing else.
            expected = rfc3986_join(str(base), reference_source)
            check(
                isinstance(attempt("url_join:refused", expected, lambda: URL(expected)), Refused),
                "url_join:refused",
                f"{what} raised {result.error!r}, but RFC 3986 5.2 gives {expected!r}",
            )
        return
    check(base.raw_scheme is not None, "url_join:no-scheme", f"{what} gave {result!r}")
    expected = rfc3986_join(str(base), reference_source)
    check(
        str(result) == expected,
        "url_join:rfc3986",
        f"{what} = {str(result)!r}, RFC 3986 5.2 gives {expected!r}",
    )
    again = must("url_join:reparse", f"URL({str(result)!r})", lambda: URL(str(result)))
    check(again == result, "url_join:reparse", f"{what}: URL(str(r)) != r")
    joined_str = attempt("url_join:str", what, lambda: base.join(reference_source))
    check(joined_str == result, "url_join:str", f"{what}: join(str) != join(URL)")


def _has_dot_segments(path: str) -> bool:
    return any(segment in (".", "..") for segment in path.split("/"))


def url_relative_to(source: Source) -> None:
    """base.join(target.relative_to(base)) is target (without dot segments) or equivalent."""
    base = parse("url_relative_to", base_text(source))
    target_text = base_text(source) if source.boolean() else url_text(source)
    target = parse("url_relative_to", target_text)
    if base is None or target is None:
        return
    what = f"URL({str(target)!r}).relative_to({str(base)!r})"
    ref = attempt("url_relative_to:relative_to", what, lambda: target.relative_to(base))
    if isinstance(ref, Refused):
        check(
            target.raw_scheme is None or base.raw_scheme is None,
            "url_relative_to:refused",
            f"{what} raised {ref.error!r}",
        )
        return
    again = must("url_relative_to:reparse", f"URL({str(ref)!r})", lambda: URL(str(ref)))
    check(again == ref, "url_relative_to:reparse", f"{what} = {ref!r} does not re-parse")
    joined = attempt("url_relative_to:join", f"{what} = {ref!r}; join", lambda: base.join(ref))
    if isinstance(joined, Refused):
        fail("url_relative_to:join-refused", f"{what} = {ref!r}, join raised {joined.error!r}")
    if not _has_dot_segments(target.raw_path):
        check(
            joined == target,
            "url_relative_to:exact",
            f"{what} = {str(ref)!r}, which joins back to {str(joined)!r}",
        )
    same = attempt("url_relative_to:equivalent", what, lambda: joined.equivalent(target))
    check(
        same is True,
        "url_relative_to:equivalent",
        f"{what} = {str(ref)!r}, which joins to {str(joined)!r}, not equivalent",
    )
    # The URL itself is a reference too; a longer one is right only when the URL
    # does not reach an equivalent of itself (escaped dots that join() keeps
    # but normalize() decodes into dot segments).
    itself = attempt("url_relative_to:itself", what, lambda: base.join(target).equivalent(target))
    check(
        len(str(ref)) <= len(str(target)) or itself is False,
        "url_relative_to:shortest",
        f"{what} = {str(ref)!r} is longer than the URL itself",
    )


def url_normalize(source: Source) -> None:
    """normalize(): idempotent, ASCII, equivalent, and the same from the URI form."""
    url = parse("url_normalize", url_text(source))
    if url is None:
        return
    text = str(url)
    normal = must("url_normalize:normalize", f"normalize() of {text!r}", url.normalize)
    normal_text = str(normal)
    what = f"normalize({text!r}) = {normal_text!r}"
    check_normal_form(url, normal, "url_normalize")
    check(normal.scheme == normal.raw_scheme, "url_normalize:scheme-case", what)
    host = normal.host
    if host is not None and host.kind is not HostKind.IPV6:
        check(str(host) == str(host).lower() or "%" in str(host), "url_normalize:host-case", what)
    if normal.raw_scheme is not None:  # a relative reference keeps its leading dot segments
        dots = _has_dot_segments(normal.raw_path) and not normal.raw_path.startswith("/.//")
        check(not dots, "url_normalize:dots", what)
    ascii_form = must("url_normalize:to_ascii", f"to_ascii() of {text!r}", url.to_ascii)
    from_uri = must("url_normalize:uri-form", f"{str(ascii_form)!r}", ascii_form.normalize)
    check(
        from_uri == normal,
        "url_normalize:uri-form",
        f"{what}, but normalize(to_ascii()) = {str(from_uri)!r}",
    )


def url_idna(source: Source) -> None:
    """to_ascii()/to_unicode(): ASCII out, fixpoints, round trips, equivalent to the input."""
    url = parse("url_idna", url_text(source))
    if url is None:
        return
    text = str(url)
    ascii_form = must("url_idna:to_ascii", f"to_ascii() of {text!r}", url.to_ascii)
    ascii_text = str(ascii_form)
    what = f"to_ascii() of {text!r} = {ascii_text!r}"
    check(ascii_text.isascii(), "url_idna:ascii", what)
    # A URI (RFC 3986 2): no character outside its set, brackets only around
    # an IP literal, every "%" an escape, one "#".
    outside = _NOT_IN_URI(_without_ip_literal(ascii_form))
    check(outside is None and ascii_text.count("#") < 2, "url_idna:uri", what)
    again = must("url_idna:ascii-reparse", f"URL({ascii_text!r})", lambda: URL(ascii_text))
    check(again == ascii_form, "url_idna:ascii-reparse", what)
    twice = must("url_idna:ascii-fixpoint", f"to_ascii() of {ascii_text!r}", ascii_form.to_ascii)
    check(twice == ascii_form, "url_idna:ascii-fixpoint", f"{what}, then {str(twice)!r}")
    if (
        text.isascii()
        and _NOT_IN_URI(_without_ip_literal(url)) is None
        and text.count("#") < 2
        and "@" not in (url.raw_userinfo or "")
    ):
        # Already a URI (RFC 3986 3.2.1: no "@" inside the userinfo, which
        # to_ascii() encodes): only the host may change (lower case, A-labels).
        _kept(url, ascii_form, "raw_host", "url_idna:ascii-unchanged", f"to_ascii() of {text!r}")
    same = must("url_idna:ascii-equivalent", what, lambda: ascii_form.equivalent(url))
    check(same, "url_idna:ascii-equivalent", f"{what}: not equivalent")
    host = url.host
    if host is not None and host.kind is HostKind.NAME and not str(host).isascii():
        # Lower case but for escapes, which are upper case (RFC 3986 6.2.2.1).
        check(
            ascii_form.raw_host == host.ascii == lower_outside_escapes(host.ascii),
            "url_idna:ascii-host",
            f"{what}, host.ascii {host.ascii!r}",
        )
    if host is not None and host.kind is not HostKind.IPV6:
        # One story: each view of the host spells the same host (docs/howto/iri.md).
        for view, spelled in (("ascii", host.ascii), ("unicode", host.unicode)):
            again_host = attempt(
                f"url_idna:host-{view}", f"Host({spelled!r})", functools.partial(Host, spelled)
            )
            check(
                again_host == host,
                f"url_idna:host-{view}",
                f"host.{view} of {text!r} is {spelled!r}, another host ({again_host!r})",
            )
    unicode_form = must("url_idna:to_unicode", f"to_unicode() of {text!r}", url.to_unicode)
    unicode_text = str(unicode_form)
    what = f"to_unicode() of {text!r} = {unicode_text!r}"
    again = must("url_idna:unicode-reparse", f"URL({unicode_text!r})", lambda: URL(unicode_text))
    check(again == unicode_form, "url_idna:unicode-reparse", what)
    same = must("url_idna:unicode-equivalent", what, lambda: unicode_form.equivalent(url))
    check(same, "url_idna:unicode-equivalent", f"{what}: not equivalent")
    # URI -> IRI -> URI is a fixpoint after one round (RFC 3987 3.2: escapes of characters
    # an IRI cannot hold, such as U+FFFD or controls, stay escaped, so the first round can
    # change the text, the second cannot).
    first = must("url_idna:round-trip", f"to_ascii() of {unicode_text!r}", unicode_form.to_ascii)
    second = must("url_idna:round-trip", str(first), lambda: first.to_unicode().to_ascii())
    check(
        second == first,
        "url_idna:round-trip",
        f"{text!r}: to_unicode().to_ascii() = {str(first)!r}, once more {str(second)!r}",
    )

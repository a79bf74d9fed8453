"""URL text in other forms: the normal form, the ASCII and Unicode forms, and
the candidates for a relative reference."""

from __future__ import annotations

import re
from collections.abc import Iterator

from href._grammar import (
    DEFAULT_PORTS,
    FRAGMENT_SAFE,
    PASSWORD_SAFE,
    PATH_SAFE,
    QUERY_SAFE,
    ROOTED_SCHEMES,
)
from href._host import Host, HostKind
from href._idna import check_host
from href._quote import (
    decode_iri_escapes,
    encode_non_ascii,
    normalize_escapes,
    quote_invalid,
)
from href._resolve import compose, join_authority, remove_dot_segments
from href._split import FRAGMENT, PATH, PORT, QUERY, SCHEME, USERINFO, Parts

__all__ = ["ascii_form", "normalized", "reference_candidates", "unicode_form"]


def normalized(parts: Parts, host: Host | None) -> str:
    """Return the RFC 3986 section 6.2.2-6.2.3 normal form of a parsed URL's parts."""
    scheme, authority, path, query, fragment = parts
    scheme = None if scheme is None else scheme.lower()
    if authority is not None and host is not None:
        userinfo, _, hostport = authority.rpartition("@")
        port = hostport[len(str(host)) + 1 :] if len(hostport) > len(str(host)) else None
        if port is not None:
            default = DEFAULT_PORTS.get(scheme or "")
            number = int(port.lstrip("0") or "0") if port else None  # int() limits digits
            port = None if number is None or number == default else str(number)
            if port is None and not str(host) and scheme is None and "@" not in authority:
                # "//:/a" with its empty port dropped would be "///a", which
                # browsers read as the host "a" and URL() refuses: keep ":".
                port = ""
        authority = join_authority(
            normalize_escapes(userinfo, PASSWORD_SAFE) if "@" in authority else None,
            host.canonical,
            port,
        )
    path = normalize_escapes(path, PATH_SAFE)
    if scheme is not None or path.startswith("/"):
        path = remove_dot_segments(path)
    if authority is not None and not path and scheme in ROOTED_SCHEMES:
        path = "/"
    return compose(
        (
            scheme,
            authority,
            path,
            None if query is None else normalize_escapes(query, QUERY_SAFE),
            None if fragment is None else normalize_escapes(fragment, FRAGMENT_SAFE),
        )
    )


def ascii_form(match: re.Match[str], host: Host | None) -> str:
    """Return the URI form of a parsed URL (RFC 3986): IDNA host, the rest percent-encoded.

    Every character a component may not hold in a URI is encoded as UTF-8:
    non-ASCII text, a space, ``"<>\\^`{|}``, ``[`` and ``]`` outside an IP
    literal, a second ``#``, a ``%`` that starts no escape. Escapes as
    written are kept.
    """

    def part(group: int, safe: str) -> str | None:
        text: str | None = match.group(group)
        return None if text is None else quote_invalid(text, safe)

    host_text = None
    if host is not None:
        literal = host.kind is HostKind.IPV6 or host.kind is HostKind.IPVFUTURE
        if literal:
            host_text = encode_non_ascii(str(host))
            address, percent, zone = host_text.partition("%")
            if percent and not zone.startswith("25"):
                # A bare "%" before a zone id is no URI; RFC 6874 2 writes "%25".
                host_text = f"{address}%25{zone}"
        else:  # the URI spelling, escapes in upper case: a fixpoint
            host_text = host.ascii
    return _converted(
        match,
        part(USERINFO, PASSWORD_SAFE),
        host_text,
        part(PATH, PATH_SAFE),
        part(QUERY, QUERY_SAFE),
        part(FRAGMENT, FRAGMENT_SAFE),
    )


def unicode_form(match: re.Match[str], host: Host | None, *, shown: bool = False) -> str:
    """Return the IRI form of a parsed URL (RFC 3987 3.2); ``shown``: with ``host.display``."""

    def part(group: int, *, private: bool = False) -> str | None:
        text: str | None = match.group(group)
        return None if text is None else decode_iri_escapes(text, private=private)

    host_text = None
    if host is not None and shown:
        host_text = host.display
    elif host is not None:
        host_text = host.unicode
        if check_host(host_text) is not None:
            # A-labels beside a label UTS 46 refuses in Unicode (such as
            # "a_b"): the name stays as written, which still parses.
            host_text = str(host)
    return _converted(
        match, part(USERINFO), host_text, part(PATH), part(QUERY, private=True), part(FRAGMENT)
    )


def _converted(  # noqa: PLR0917
    match: re.Match[str],
    userinfo: str | None,
    host: str | None,
    path: str | None,
    query: str | None,
    fragment: str | None,
) -> str:
    """Compose the converted parts with the scheme and port kept as written."""
    authority = None if host is None else join_authority(userinfo, host, match.group(PORT))
    return compose((match.group(SCHEME), authority, path or "", query, fragment))


def _relative_path(base_authority: str | None, base_path: str, path: str) -> str | None:
    """The relative-path reference from the base's directory to ``path``, if one exists."""
    if base_authority is not None and base_path == "":
        base_path = "/"
    directory = base_path[: base_path.rfind("/") + 1]
    if directory.startswith("/") != path.startswith("/"):
        return None
    base_segments = directory.split("/")[:-1]
    segments = path.split("/")
    common = 0
    while (
        common < len(base_segments)
        and common < len(segments) - 1
        and base_segments[common] == segments[common]
    ):
        common += 1
    ups = len(base_segments) - common
    rest = "/".join(segments[common:])
    if not rest:
        # The target is a directory above (or at) the base's: "..", "../.."
        # or "." resolve to it with its trailing "/" (RFC 3986 5.4.1).
        return "/".join([".."] * ups) if ups else "."
    reference = "../" * ups + rest
    # "./" keeps a leading "//" or a ":" in the first segment from reading as
    # something else (RFC 3986 4.2).
    if reference.startswith("/") or ":" in reference.partition("/")[0]:
        reference = "./" + reference
    return reference


def reference_candidates(
    target: Parts, base: Parts, *, path_relative: bool = False
) -> Iterator[str]:
    """Yield references that may resolve from ``base`` to ``target``, shortest first.

    The caller keeps the first that resolves exactly; one of them, the
    target's own text, always does unless the target has dot segments.
    With ``path_relative``, only the relative-path references (RFC 3986 4.2:
    no scheme, no leading ``/``) and the target's own text.
    """
    scheme, authority, path, query, fragment = target
    base_scheme, base_authority, base_path, base_query, _ = base
    tail = ("" if query is None else f"?{query}") + ("" if fragment is None else f"#{fragment}")
    candidates: list[str] = []
    if scheme == base_scheme:
        if authority == base_authority:
            if path == base_path:
                if query == base_query:
                    candidates.append("" if fragment is None else f"#{fragment}")
                if query is not None:
                    candidates.append(tail)
            relative = _relative_path(base_authority, base_path, path)
            if relative is not None:
                candidates.append(relative + tail)
            if path.startswith("/") and not path.startswith("//"):
                candidates.append(path + tail)
        if authority is not None:
            candidates.append(f"//{authority}{path}{tail}")
    # The target's own text may be the shortest; it is in the sort, so that
    # the first candidate that resolves is the shortest that does.
    own = compose(target)
    candidates.append(own)
    candidates.sort(key=len)
    if path_relative:
        # A relative-path reference, however long, before the target's text.
        candidates = [c for c in candidates if not c.startswith("/") and c != own] + [own]
    yield from candidates

"""RFC 3986 section 5.2: resolving a reference against a base URI."""

from __future__ import annotations

import re

from href._grammar import SCHEME
from href._split import Parts

__all__ = [
    "compose",
    "join_authority",
    "merge_paths",
    "remove_dot_segments",
    "resolve",
    "resolve_path_rfc1808",
    "resolve_relative_path",
]


# RFC 3986 3.1: a scheme and its ":", which a first path segment must not
# start with when there is no scheme (RFC 3986 4.2).
_scheme_prefix = re.compile(f"{SCHEME}:").match


def _reads_as_scheme(path: str) -> bool:
    """Whether ``path``, written with no scheme or authority, would read as a scheme."""
    return _scheme_prefix(path) is not None


def remove_dot_segments(path: str) -> str:
    """Remove ``.`` and ``..`` segments as RFC 3986 5.2.4 does, in linear time.

    The RFC's loop moves text from an input buffer to an output buffer; this
    walks the ``/``-separated segments once with the output as a stack, and
    gives the same result for every path (a property test checks it against a
    literal transcription of the RFC's steps).

    >>> remove_dot_segments("/a/b/c/./../../g")
    '/a/g'
    >>> remove_dot_segments("mid/content=5/../6")
    'mid/6'
    """
    if "/." not in path and not path.startswith("."):
        return path
    segments = path.split("/")
    last = len(segments) - 1
    index = 0
    # Rules A and D apply while the input does not start with "/": leading
    # "./" and "../" are dropped, as is a lone "." or "..".
    while index < last and segments[index] in (".", ".."):
        index += 1
    if index == last:
        return "" if segments[index] in (".", "..") else segments[index]
    output: list[str] = [] if segments[index] == "" else [segments[index]]
    for index in range(index + 1, last + 1):  # noqa: B020
        segment = segments[index]
        if segment == ".":
            if index == last:
                output.append("/")
        elif segment == "..":
            # Rule C: drop the last output segment with its "/".
            if output:
                output.pop()
            if index == last:
                output.append("/")
        else:
            output.append("/" + segment)
    return "".join(output)


def merge_paths(base_authority: str | None, base_path: str, reference_path: str) -> str:
    """Merge a relative-path reference with the base path (RFC 3986 5.2.3).

    >>> merge_paths("a", "/b/c/d;p", "g")
    '/b/c/g'
    >>> merge_paths("a", "", "g")
    '/g'
    """
    if base_authority is not None and base_path == "":
        return "/" + reference_path
    return base_path[: base_path.rfind("/") + 1] + reference_path


def resolve_relative_path(base_path: str, reference_path: str) -> str:
    """``remove_dot_segments(merge_paths(...))`` for a rooted base path.

    ``base_path`` starts with ``/``; ``reference_path`` is a non-empty
    relative path. The common case (a base without dot segments, a reference
    with leading ``../`` and none further on) takes one ``rfind`` per ``../``
    instead of the general walk; every other case takes the general walk, and
    both agree everywhere (a property test checks it).

    >>> resolve_relative_path("/b/c/d;p", "../../g")
    '/g'
    """
    if "/." in base_path:
        return remove_dot_segments(merge_paths(None, base_path, reference_path))
    end = base_path.rfind("/")  # the directory is base_path[: end + 1]
    rest = reference_path
    # Indexing and slicing rather than startswith: this is join()'s hot path.
    if reference_path[0] == ".":
        position = 2 if reference_path[:2] == "./" else 0
        while reference_path[position : position + 3] == "../":
            position += 3
            if end:
                end = base_path.rfind("/", 0, end)
        rest = reference_path[position:]
        if rest[:1] == ".":  # ".", "..", "./" further on, or a name such as ".a"
            return remove_dot_segments(merge_paths(None, base_path, reference_path))
    if "/." in rest:  # perhaps a dot segment further on
        return remove_dot_segments(merge_paths(None, base_path, reference_path))
    return base_path[: end + 1] + rest


def resolve(base: Parts, reference: Parts, *, strict: bool = True) -> Parts:
    """Return the target of ``reference`` resolved against ``base`` (RFC 3986 5.2.2).

    Both are (scheme, authority, path, query, fragment) with None for an
    absent part. ``strict=False`` is the RFC's backwards-compatible reading,
    which ignores a reference's scheme when it equals the base's.

    >>> resolve(("http", "a", "/b/c/d;p", "q", None), (None, None, "../g", None, None))
    ('http', 'a', '/b/g', None, None)
    """
    scheme, authority, path, query, fragment = reference
    base_scheme, base_authority, base_path, base_query, _ = base
    if (
        not strict
        and scheme is not None
        and base_scheme is not None
        and scheme.lower() == base_scheme.lower()
    ):
        scheme = None
    if scheme is not None:
        return scheme, authority, remove_dot_segments(path), query, fragment
    if authority is not None:
        return base_scheme, authority, remove_dot_segments(path), query, fragment
    if path == "":
        return (
            base_scheme,
            base_authority,
            base_path,
            base_query if query is None else query,
            fragment,
        )
    if path.startswith("/"):
        path = remove_dot_segments(path)
    elif base_path.startswith("/"):
        path = resolve_relative_path(base_path, path)
    elif base_scheme is None and base_authority is None:
        if base_path.rpartition("/")[2] in {".", ".."}:  # the base names a directory
            base_path += "/"
        path = _resolve_rootless(merge_paths(None, base_path, path))
    else:
        path = remove_dot_segments(merge_paths(base_authority, base_path, path))
    return base_scheme, base_authority, path, query, fragment


def _resolve_rootless(path: str) -> str:
    """Remove dot segments from a merged path that a relative base left rootless.

    RFC 3986 5.2 asks for an absolute base (5.1). Applied to a relative
    reference as the base (``urljoin("a/b", "../c")``, Django's static
    files), its 5.2.4 would root the path (``a/../c`` gives ``/c``) and
    drop a ``..`` above the start (``../x`` gives ``x``). A relative base's
    start is no root: the result stays relative, a ``..`` above the start is
    kept (``a/b`` and ``../../c`` give ``../c``), and the directory itself
    is ``./``, so that joining the result to an absolute base gives what
    joining to the base joined to it gives.
    """
    segments = path.split("/")
    last = len(segments) - 1
    output: list[str] = []
    for index, segment in enumerate(segments):
        if segment == "..":
            if output and output[-1] != "..":
                output.pop()
            else:
                output.append("..")
        elif segment != ".":
            output.append(segment)
            continue
        if index == last:  # "a/.." and "a/." name a directory: "/" ends them
            output.append("")
    text = "/".join(output)
    if not text:
        return "./"
    # An empty first segment would read as a root: "./" keeps it a segment.
    return "./" + text if text.startswith("/") else text


def resolve_path_rfc1808(base_path: str, reference_path: str) -> str:
    """Merge a non-empty reference path with a base path the way ``urllib.parse.urljoin`` does.

    This is the older, RFC 1808-flavoured rule that :mod:`href.compat` must
    keep: the base's last segment is dropped unless the base ends in ``/``;
    empty segments inside a merged relative path are dropped; ``..`` may
    remove the root itself (the caller puts a ``/`` back in front of a path
    after an authority); and a path that ends in ``.`` or ``..`` gets a
    trailing ``/``. An empty result is ``/``. :func:`resolve` is the RFC
    3986 rule that :class:`href.URL` uses.

    >>> resolve_path_rfc1808("/b/c/d;p", "../g")
    '/b/g'
    >>> resolve_path_rfc1808("/b/c/d", "g//h/../.")
    '/b/c/g/'
    >>> resolve_path_rfc1808("/b", "/../g")
    'g'
    """
    if reference_path.startswith("/"):
        segments = reference_path.split("/")
    else:
        directory = base_path.split("/")
        if directory[-1]:
            directory.pop()
        segments = directory + reference_path.split("/")
        # Only the first and last segments may stay empty: "a//b" -> "a/b".
        if len(segments) > 2:
            segments = [segments[0], *filter(None, segments[1:-1]), segments[-1]]
    kept: list[str] = []
    for segment in segments:
        if segment == "..":
            if kept:
                kept.pop()
        elif segment != ".":
            kept.append(segment)
    if segments[-1] in (".", ".."):
        kept.append("")
    return "/".join(kept) or "/"


def compose(parts: Parts, *, strict: bool = False) -> str:
    """Recompose parts into text that reads back as the same parts (RFC 3986 5.3).

    A path that would read as an authority (``//`` with none) gets ``/.``
    before it, as RFC 3986 5.2.4's note advises; ``strict`` refuses instead.

    A first segment that would read as a scheme (``a:b`` with no scheme)
    gets ``./`` before it (RFC 3986 4.2); ``strict`` refuses it too.

    Raises:
        ValueError: for parts no text can carry (a rootless path after an
            authority), and with ``strict``, for the two cases above.

    >>> compose(("http", "a", "/b", "", None))
    'http://a/b?'
    >>> compose(("foo", None, "//x", None, None))
    'foo:/.//x'
    """
    scheme, authority, path, query, fragment = parts
    out: list[str] = []
    if scheme is not None:
        out += (scheme, ":")
    if authority is not None:
        out += ("//", authority)
        if path and not path.startswith("/"):
            msg = f"the path {path!r} must start with '/' after a host"
            raise ValueError(msg)
    elif path.startswith("//"):
        if strict:
            msg = f"the path {path!r} cannot start with '//' without a host"
            raise ValueError(msg)
        path = "/." + path
    if scheme is None and authority is None and _reads_as_scheme(path):
        if strict:
            msg = f"the path {path!r} would read as a scheme; its first segment has ':'"
            raise ValueError(msg)
        path = "./" + path  # RFC 3986 4.2: a dot segment first keeps it a path
    out.append(path)
    if query is not None:
        out += ("?", query)
    if fragment is not None:
        out += ("#", fragment)
    return "".join(out)


def join_authority(userinfo: str | None, host: str, port: str | None) -> str:
    """Join userinfo, host and port (as written) into an authority (RFC 3986 3.2).

    >>> join_authority("u:p", "h", ""), join_authority(None, "[::1]", None)
    ('u:p@h:', '[::1]')
    """
    text = host if userinfo is None else f"{userinfo}@{host}"
    return text if port is None else f"{text}:{port}"

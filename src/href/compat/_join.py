"""href.compat's urljoin and urldefrag, by each CPython version's rules.

:mod:`href.compat` re-exports them; paths are merged by href's one resolver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, AnyStr, cast, overload

from href import _resolve
from href.compat import _results
from href.compat._results import (
    KEEPING_EMPTY,
    PY314,
    DefragResult,
    DefragResultBytes,
    coerce_args,
    join_parts,
    urlunparse,
)
from href.compat._split import _split_parts, urlparse, uses_netloc, uses_relative


def urljoin(base: AnyStr, url: AnyStr | None, allow_fragments: bool = True) -> AnyStr:
    """Resolve ``url`` against ``base`` by urllib.parse's rules (RFC 1808, mostly RFC 3986).

    A reference with another scheme, or a scheme not in ``uses_relative``, is
    returned as it is; a reference with the base's scheme and no netloc is
    resolved as a relative one (``http:g``).

    >>> urljoin('http://www.cwi.nl/%7Eguido/Python.html', 'FAQ.html')
    'http://www.cwi.nl/%7Eguido/FAQ.html'
    >>> urljoin('http://www.cwi.nl/%7Eguido/Python.html',
    ...         '//www.python.org/%7Eguido')
    'http://www.python.org/%7Eguido'
    """
    if not base:
        return url  # type: ignore[return-value]
    if not url:
        return base
    base_text: str
    text: str
    back: Callable[[str], AnyStr] | None = None
    if type(base) is str and type(url) is str:
        base_text, text = base, url
    else:
        coerced = coerce_args(base, url)  # both texts, then the way back to bytes
        base_text, text, back = cast("tuple[str, str, Callable[[str], AnyStr]]", coerced)
    if PY314:
        joined = _urljoin_314(base_text, text, allow_fragments)
        if joined is None:
            return url if back is None else back(text)
        # No way back: both were str, so AnyStr is str (pyright sees str | AnyStr).
        return joined if back is None else back(joined)  # pyright: ignore[reportReturnType]
    bscheme, bnetloc, bpath, bparams, bquery, _ = urlparse(base_text, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(text, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return url if back is None else back(text)
    if scheme in uses_netloc:
        if netloc:
            return cast("AnyStr", _unparse(back, scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        path, params, query = bpath, bparams, query or bquery
    else:
        path = _resolve.resolve_path_rfc1808(bpath, path)
    # Text, or what back() makes of it: the type of base and url.
    return cast("AnyStr", _unparse(back, scheme, netloc, path, params, query, fragment))


def _urljoin_314(base: str, url: str, allow_fragments: bool) -> str | None:
    """Resolve by 3.14's rules; None where the reference is returned as it is.

    3.14 keeps what was empty apart from what was absent (gh-76960: "?" and
    "#" in the reference stay, and the base's query and fragment come only
    where the reference has none), and resolves against a base without a
    scheme (gh-125926).
    """
    bscheme, bnetloc, bpath, bquery, bfragment = _split_parts(base, None, allow_fragments)
    scheme, netloc, path, query, fragment = _split_parts(url, None, allow_fragments)
    if scheme is None:
        scheme = bscheme
    if scheme != bscheme or (scheme and scheme not in uses_relative):
        return None
    if not scheme or scheme in uses_netloc:
        if netloc:
            return join_parts(scheme, netloc, path, query, fragment)
        netloc = bnetloc
    if not path:
        if query is None:
            query = bquery
            if fragment is None:
                fragment = bfragment
        return join_parts(scheme, netloc, bpath, query, fragment)
    path = _resolve.resolve_path_rfc1808(bpath, path)
    return join_parts(scheme, netloc, path, query, fragment)


def _unparse(  # noqa: PLR0917 - urlunparse's six parts, in their order
    back: Callable[[str], Any] | None,
    scheme: str,
    netloc: str,
    path: str,
    params: str,
    query: str,
    fragment: str,
) -> Any:
    """Return urlunparse() of six text parts, converted by ``back`` unless it is None."""
    text = _results.unsplit(
        scheme, netloc, f"{path};{params}" if params else path, query, fragment
    )
    return text if back is None else back(text)


@overload
def urldefrag(url: str, *, missing_as_none: bool = False) -> DefragResult: ...
@overload
def urldefrag(
    url: bytes | bytearray | None, *, missing_as_none: bool = False
) -> DefragResultBytes: ...
def urldefrag(
    url: str | bytes | bytearray | None, *, missing_as_none: bool = False
) -> DefragResult | DefragResultBytes:
    """Split the fragment off a URL; the fragment is empty if there is none.

    With ``missing_as_none`` (3.15's, accepted on every version) it is None
    if there is none, and ``""`` if it is empty.

    >>> urldefrag("http://python.org/p?q#frag")
    DefragResult(url='http://python.org/p?q', fragment='frag')
    >>> urldefrag("http://python.org/p?", missing_as_none=True)
    DefragResult(url='http://python.org/p?', fragment=None)
    """
    (text, back) = coerce_args(url)
    fragment: str | None = None
    if "#" in text:  # type: ignore[operator]  # 3.15 keeps None, which fails here
        assert isinstance(text, str)
        if PY314 or missing_as_none:
            # 3.14 (gh-76960) writes the rest back keeping an empty query or netloc.
            scheme, netloc, path, query, fragment = _split_parts(text, None, allow_fragments=True)
            text = join_parts(scheme, netloc, path, query, None)
        else:
            scheme, netloc, path, params, query, fragment = urlparse(text)
            text = urlunparse((scheme, netloc, path, params, query, ""))
    result: DefragResult
    if missing_as_none:
        result = KEEPING_EMPTY[DefragResult](text, fragment)
    else:
        result = DefragResult(text, fragment or "")  # type: ignore[arg-type]  # text, see above
    return back(result)  # type: ignore[operator,no-any-return]

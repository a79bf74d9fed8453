"""Keys to sort, group and index URLs by: SURT, SSURT, the reversed host, Safe Browsing's.

>>> from href import keys
>>> keys.surt("http://www.Example.com/A/?b=2&a=1", www="package")
'com,example)/a?a=1&b=2'
>>> keys.ssurt("https://user@www.example.com:8443/a?q#f")
'com,example,www,//8443:https@user:/a?q#f'
>>> keys.reversed_host("https://www.Example.com/")
'com.example.www'
"""

from __future__ import annotations

import re

from href._canon import canonical_text
from href._surt import WWWRule, surt_key
from href._url import URL

__all__ = ["WWWRule", "from_ssurt", "reversed_host", "safe_browsing", "ssurt", "surt"]

_DOTTED_QUAD = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}\Z").match
_SSURT_TAIL = re.compile(r"(?:(\d*):)?([A-Za-z][A-Za-z0-9+.\-]*)(?:@([^/?#]*))?:").match


def surt(url: str | URL, *, www: WWWRule) -> str:
    """Return the SURT key the ``surt`` package (``surt.surt(url)``) gives.

    The key is the host reversed (``com,example)``) and the path and query
    put through the package's canonicalizers (lower case, a sorted query,
    no session ids, no trailing ``/``): the key of the Wayback Machine's and
    Common Crawl's CDX indexes. Text is read as leniently as the package
    reads it (spaces around it, no scheme).

    ``www`` says what happens to a leading ``www`` label, and has no default
    because the package's own rule is a trap: ``"package"`` removes ``www``
    followed by any digits and a dot, as the package does, so
    ``www1355544.com`` becomes ``com``; ``"label"`` removes a ``www.`` label
    only when a dotted name is left; ``"keep"`` removes nothing.

    >>> surt("http://www1355544.com/", www="package"), surt("http://www1355544.com/", www="label")
    ('com)/', 'com,www1355544)/')
    >>> surt("https://WWW.example.com:443/Index.html;jsessionid=1?b&a=1", www="label")
    'com,example)/index.html;jsessionid=1?a=1&b'

    Raises:
        InvalidURL: for a port that is not digits or is above 65535 (the
            package raises ``ValueError`` there too).
    """
    return surt_key(_text(url, "surt()"), www=www)


def ssurt(url: str | URL) -> str:
    """Return the SSURT form: ``tld,domain,//port:scheme@userinfo:/path?query#fragment``.

    Unlike a SURT key this changes nothing but the order, so
    :func:`from_ssurt` gives the URL back, and every URL of a domain (any
    scheme, any port) sorts together. The URL is taken as written: apply
    :meth:`href.URL.canonicalize` first for a canonical key. An IPv4 or
    IPv6 host is not reversed; a URL without a host is its own SSURT.

    >>> ssurt("http://example.com/a"), ssurt("file:///etc/hosts"), ssurt("mailto:a@b")
    ('com,example,//http:/a', ',//file:/etc/hosts', 'mailto:a@b')

    Raises:
        ValueError: for a URL without a scheme, or with a ``,`` in its host
            name (no reversal could be read back).
        InvalidURL: for text that is not a URL.
    """
    parsed = url if isinstance(url, URL) else URL(_text(url, "ssurt()"))
    scheme, host = parsed.raw_scheme, parsed.raw_host
    if scheme is None:
        msg = f"ssurt() needs a URL with a scheme, not {parsed!r}"
        raise ValueError(msg)
    if host is None:
        return str(parsed)
    if "," in host:
        msg = f"ssurt() cannot reverse the host {host!r} of {parsed!r}: it has a ','"
        raise ValueError(msg)
    if not (host.startswith("[") or _DOTTED_QUAD(host)):
        host = ",".join(reversed(host.split("."))) + ","
    port = "" if parsed.raw_port is None else f"{parsed.raw_port}:"
    userinfo = "" if parsed.raw_userinfo is None else f"@{parsed.raw_userinfo}"
    query = "" if parsed.raw_query is None else f"?{parsed.raw_query}"
    fragment = "" if parsed.raw_fragment is None else f"#{parsed.raw_fragment}"
    return f"{host}//{port}{scheme}{userinfo}:{parsed.raw_path}{query}{fragment}"


def from_ssurt(text: str) -> URL:
    """Read an SSURT form back into the URL it was made from.

    >>> from_ssurt("com,example,www,//8443:https@user:/a?q#f")
    URL('https://user@www.example.com:8443/a?q#f')

    Raises:
        InvalidURL: for text that is neither an SSURT form nor a URL.
    """
    head, sep, tail = text.partition("//")
    if not sep or (":" in head and not head.startswith("[")):
        return URL(text)  # a URL without a host: its own form
    match = _SSURT_TAIL(tail)
    if match is None:
        return URL(text)
    port, scheme, userinfo = match.groups()
    host = ".".join(reversed(head[:-1].split(","))) if head.endswith(",") else head
    authority = f"{'' if userinfo is None else userinfo + '@'}{host}"
    authority += "" if port is None else f":{port}"
    return URL(f"{scheme}://{authority}{tail[match.end() :]}")


def reversed_host(url: str | URL) -> str | None:
    """Return the host's labels in reverse order, joined by dots (``com.example.www``).

    The host is the canonical one (lower case, A-labels), as in Common
    Crawl's ``url_host_name_reversed`` column; an IP address stays as it
    is; None for a URL without a host.

    >>> reversed_host("http://Bücher.example/"), reversed_host("http://[::1]/")
    ('example.xn--bcher-kva', '[::1]')

    Raises:
        InvalidURL: for text that is not a URL.
    """
    host = (url if isinstance(url, URL) else URL(_text(url, "reversed_host()"))).host
    if host is None:
        return None
    name = host.canonical
    if host.address is not None and (name.startswith("[") or _DOTTED_QUAD(name)):
        return name
    return ".".join(reversed(name.split(".")))


def safe_browsing(url: str | URL) -> str:
    """Return the text Google Safe Browsing hashes for ``url``: its canonical form.

    The steps are those of Safe Browsing's "URLs and Hashing" page, in its
    order (docs/howto/normalize.md lists them), on text that need not be a
    URL yet: spaces around it, tabs and line breaks inside, no scheme, an
    escaped scheme, a host of characters ``URL()`` refuses. The result is
    text, since Safe Browsing keeps such a host
    (:meth:`href.URL.canonicalize` with ``"safe_browsing"`` must give a URL).

    >>> safe_browsing("http%3A%2F%2Fwackyurl.com:80/")
    'http://wackyurl.com/'
    >>> safe_browsing(" www.GOOgle.com/a/../b\\tc#top"), safe_browsing("http://W!eird<>Ho$^.com/")
    ('http://www.google.com/bc', 'http://w!eird<>ho$^.com/')
    """
    return canonical_text(_text(url, "safe_browsing()"), "safe_browsing")


def _text(value: str | URL, function: str) -> str:
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, URL):
        return str(value)
    msg = f"{function} expected str or URL, got {type(value).__name__}"
    raise TypeError(msg)

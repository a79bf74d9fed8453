"""Pydantic field types for URLs that must be absolute, or http(s) with a host.

A field typed ``URL`` takes any URL reference, a relative one and ``""``
included, as ``URL()`` does. These take only what a web service usually
means, and report why a value is not that in the ``ValidationError``; the
value is an ordinary :class:`href.URL`. Importing this module needs pydantic.

>>> from pydantic import BaseModel
>>> from href.pydantic import HttpURL
>>> class Webhook(BaseModel):
...     target: HttpURL
>>> Webhook(target="https://example.com/hook").target
URL('https://example.com/hook')
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator

from href._url import URL

__all__ = ["AbsoluteURL", "HttpURL"]


def _absolute(url: URL) -> URL:
    if url.scheme is None:
        msg = f"{url!r} is not an absolute URL: it has no scheme"
        raise ValueError(msg)
    return url


def _http(url: URL) -> URL:
    if url.scheme not in ("http", "https"):
        what = "no scheme" if url.scheme is None else f"the scheme {url.scheme!r}"
        msg = f"{url!r} is not an http(s) URL: it has {what}"
        raise ValueError(msg)
    if not url.raw_host:
        msg = f"{url!r} is not an http(s) URL with a host: it has none (RFC 9110 4.2)"
        raise ValueError(msg)
    return url


#: A URL with a scheme (RFC 3986 4.3's absolute URI, with a fragment allowed).
AbsoluteURL = Annotated[URL, AfterValidator(_absolute)]
#: An ``http`` or ``https`` URL with a host (RFC 9110 4.2).
HttpURL = Annotated[URL, AfterValidator(_http)]

"""``urllib.parse``, rebuilt on href's core: same names, signatures, results and errors.

``import href.compat as urlparse`` in place of ``import urllib.parse as urlparse``
and nothing else changes, on CPython 3.11 to 3.15. Every function takes and returns
what the running interpreter's ``urllib.parse`` does (text, bytes, or, where it
does, bytearray), deciding by ``sys.version_info`` where versions differ, raises the
same exceptions with the same messages, and keeps its older rules (RFC 1808
parameters, the scheme lists, ``urljoin``'s path merging) where they differ
from RFC 3986, which :class:`href.URL` follows. The splitter, quoter, form
codec and resolver are href's own; this module never calls ``urllib.parse``.
3.15's ``missing_as_none`` and ``keep_empty`` work on every version, and
CPython's later security fixes are always on (docs/security.md).

>>> from href.compat import urlparse
>>> urlparse("scheme://netloc/path;parameters?query#fragment")
ParseResult(scheme='scheme', netloc='netloc', path='/path;parameters', params='', query='query', fragment='fragment')
>>> o = urlparse("http://docs.python.org:80/3/library/urllib.parse.html?"
...              "highlight=params#url-parsing")
>>> o
ParseResult(scheme='http', netloc='docs.python.org:80', path='/3/library/urllib.parse.html', params='', query='highlight=params', fragment='url-parsing')
>>> o.scheme
'http'
>>> o.netloc
'docs.python.org:80'
>>> o.hostname
'docs.python.org'
>>> o.port
80
>>> o._replace(fragment="").geturl()
'http://docs.python.org:80/3/library/urllib.parse.html?highlight=params'
"""  # noqa: E501 - the doctests show results exactly as Python prints them

# This module's public names are exactly urllib.parse's, which dir() shows: no
# "from __future__ import annotations" (it binds "annotations"), and the modules
# urllib.parse imports (public names there: urllib.parse.re and the like).
import functools  # noqa: F401 - public in urllib.parse
import ipaddress  # noqa: F401 - public in urllib.parse
import re  # noqa: F401 - public in urllib.parse
import sys as _sys
import types  # noqa: F401 - public in urllib.parse
import warnings
from collections import namedtuple  # noqa: F401 - public in urllib.parse
from typing import Final as _Final

from href.compat import _legacy, _quoting, _results, _split
from href.compat._join import urldefrag, urljoin

# The private names that each version's standard library imports or calls from
# urllib.parse (urllib.request, http.cookiejar, mimetypes, xmlrpc.client,
# urllib.robotparser), so that href.compat can stand in for it in a whole
# process (docs/migration.md). Not API: urllib.parse may drop them any day.
from href.compat._private import (  # noqa: F401 - for the standard library, see above
    _splitattr,
    _splithost,
    _splitnport,
    _splitpasswd,
    _splitport,
    _splitquery,
    _splittag,
    _splittype,
    _splituser,
    _splitvalue,
    _to_bytes,
    _urlsplit,
    _urlunsplit,
)
from href.compat._query import parse_qs, parse_qsl
from href.compat._quoting import (
    _ALWAYS_SAFE,  # noqa: F401 - CPython's Quoter tests read it (3.11 to 3.13)
    _Quoter,
    quote,
    quote_from_bytes,
    quote_plus,
    unquote,
    unquote_plus,
    unquote_to_bytes,
    urlencode,
)
from href.compat._results import (
    DefragResult,
    DefragResultBytes,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
    urlunparse,
    urlunsplit,
)
from href.compat._split import (
    urlparse,
    urlsplit,
)

if _sys.version_info >= (3, 12):
    import math  # noqa: F401 - public in urllib.parse from 3.12
else:
    import sys  # noqa: F401 - public in urllib.parse up to 3.11

__all__ = [
    "DefragResult",
    "DefragResultBytes",
    "ParseResult",
    "ParseResultBytes",
    "SplitResult",
    "SplitResultBytes",
    "parse_qs",
    "parse_qsl",
    "quote",
    "quote_from_bytes",
    "quote_plus",
    "unquote",
    "unquote_plus",
    "unquote_to_bytes",
    "urldefrag",
    "urlencode",
    "urljoin",
    "urlparse",
    "urlsplit",
    "urlunparse",
    "urlunsplit",
]


#: The netloc attributes of the text results; urllib.parse keeps the name public.
ResultBase = _results.ResultBase

# Deprecated in Python 3.8, public still (and not in __all__, as in urllib.parse). Final:
# each has its function's type for every checker (an unannotated alias is one that
# pyright --verifytypes calls ambiguous).
splitattr: _Final = _legacy.splitattr
splithost: _Final = _legacy.splithost
splitnport: _Final = _legacy.splitnport
splitpasswd: _Final = _legacy.splitpasswd
splitport: _Final = _legacy.splitport
splitquery: _Final = _legacy.splitquery
splittag: _Final = _legacy.splittag
splittype: _Final = _legacy.splittype
splituser: _Final = _legacy.splituser
splitvalue: _Final = _legacy.splitvalue
to_bytes: _Final = _legacy.to_bytes
# Public, and not in __all__, as in urllib.parse.
unwrap: _Final = _quoting.unwrap
clear_cache: _Final = _split.clear_cache

# The scheme lists: the very lists the functions read, so a caller's changes
# count, as in urllib.parse.
uses_netloc: list[str] = _split.uses_netloc
uses_relative: list[str] = _split.uses_relative
uses_params: list[str] = _split.uses_params
non_hierarchical: list[str] = _split.non_hierarchical
uses_query: list[str] = _split.uses_query
uses_fragment: list[str] = _split.uses_fragment
scheme_chars: str = _split.scheme_chars

if _sys.version_info < (3, 14):

    def __getattr__(name: str) -> object:
        """Give the deprecated ``Quoter``, warning as urllib.parse does before 3.14."""
        if name == "Quoter":
            warnings.warn(
                "Deprecated in 3.11. urllib.parse.Quoter will be removed in Python 3.14. "
                "It was not intended to be a public API.",
                DeprecationWarning,
                stacklevel=2,
            )
            return _Quoter
        msg = f"module {__name__!r} has no attribute {name!r}"
        raise AttributeError(msg)

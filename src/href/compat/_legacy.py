"""The helpers urllib.parse deprecated in Python 3.8, kept with the same warnings.

They split pieces of URL text by urllib's oldest rules; :mod:`href.compat`
re-exports them.
"""

from __future__ import annotations

import sys
import warnings

from href.compat import _private

__all__ = [
    "splitattr",
    "splithost",
    "splitnport",
    "splitpasswd",
    "splitport",
    "splitquery",
    "splittag",
    "splittype",
    "splituser",
    "splitvalue",
    "to_bytes",
]


# 3.15 points the split helpers at urlsplit() instead of urlparse().
_INSTEAD = "urlsplit" if sys.version_info >= (3, 15) else "urlparse"


def _deprecated(name: str, instead: str = _INSTEAD) -> None:
    message = (
        f"urllib.parse.{name}() is deprecated as of 3.8, use urllib.parse.{instead}() instead"
    )
    warnings.warn(message, DeprecationWarning, stacklevel=3)


def splittype(url: str) -> tuple[str | None, str]:
    """Split ``type:rest`` into the lower-cased type and the rest (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splittype("HTTP://h/p")
    ('http', '//h/p')
    """
    _deprecated("splittype")
    return _private._splittype(url)


def splithost(url: str) -> tuple[str | None, str]:
    """Split ``//host[:port]/path`` into the host part and the path (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splithost("//h:80?q")
    ('h:80', '/?q')
    """
    _deprecated("splithost")
    return _private._splithost(url)


def splituser(host: str) -> tuple[str | None, str]:
    """Split ``user[:password]@host[:port]`` at the last ``@`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splituser("a@b@h")
    ('a@b', 'h')
    """
    _deprecated("splituser")
    return _private._splituser(host)


def splitpasswd(user: str) -> tuple[str, str | None]:
    """Split ``user:password`` at the first ``:`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitpasswd("u:p:q")
    ('u', 'p:q')
    """
    _deprecated("splitpasswd")
    return _private._splitpasswd(user)


def splitport(host: str) -> tuple[str, str | None]:
    """Split ``host:port`` where the port is ASCII digits and not empty (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitport("h:80"), splitport("h:x")
    (('h', '80'), ('h:x', None))
    """
    _deprecated("splitport")
    return _private._splitport(host)


def splitnport(host: str, defport: int = -1) -> tuple[str, int | None]:
    """Split ``host:port`` into the host and the port as an int (deprecated).

    The port is ``defport`` without a ``:`` (or with nothing after it), and
    None if it is not ASCII digits.

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitnport("h:80"), splitnport("h"), splitnport("h:x")
    (('h', 80), ('h', -1), ('h', None))
    """
    _deprecated("splitnport")
    return _private._splitnport(host, defport)


def splitquery(url: str) -> tuple[str, str | None]:
    """Split ``path?query`` at the last ``?`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitquery("/p?a?b")
    ('/p?a', 'b')
    """
    _deprecated("splitquery")
    return _private._splitquery(url)


def splittag(url: str) -> tuple[str, str | None]:
    """Split ``url#tag`` at the last ``#`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splittag("/p#a#b")
    ('/p#a', 'b')
    """
    _deprecated("splittag")
    return _private._splittag(url)


def splitattr(url: str) -> tuple[str, list[str]]:
    """Split ``path;attr1=value1;attr2=value2`` at every ``;`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitattr("/p;a=1;b")
    ('/p', ['a=1', 'b'])
    """
    _deprecated("splitattr")
    return _private._splitattr(url)


def splitvalue(attr: str) -> tuple[str, str | None]:
    """Split ``attr=value`` at the first ``=`` (deprecated).

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> splitvalue("a=b=c"), splitvalue("a")
    (('a', 'b=c'), ('a', None))
    """
    _deprecated("splitvalue", "parse_qsl")
    return _private._splitvalue(attr)


def to_bytes(url: str) -> str:
    """Return ``url`` unchanged if it is ASCII (deprecated; despite its name, text stays text).

    Raises:
        UnicodeError: if ``url`` holds a non-ASCII character.

    >>> import warnings; warnings.simplefilter("ignore", DeprecationWarning)
    >>> to_bytes("http://h/")
    'http://h/'
    """
    warnings.warn(
        "urllib.parse.to_bytes() is deprecated as of 3.8", DeprecationWarning, stacklevel=2
    )
    return _private._to_bytes(url)

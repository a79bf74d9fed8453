"""Reading a URL as a person types it: into an address bar, a form, a config file."""

from __future__ import annotations

import re

from href._errors import InvalidURL
from href._grammar import ROOTED_SCHEMES, SCHEME

__all__ = ["user_input_text"]

# A scheme and its colon (RFC 3986 3.1).
_SCHEME = re.compile(f"{SCHEME}:")
# "name:digits" then the end, "/", "?" or "#": a host and a port, not a scheme
# (and "name:text@", a user and a password, is no scheme either).
_HOST_AND_PORT = re.compile(r"[^:/?#@]*:[0-9]*(?:[/?#]|\Z)")
# Schemes that take no authority, typed as they are written (RFC 6068, RFC
# 3966, RFC 2397, RFC 8141, and the ones browsers run).
_OPAQUE_SCHEMES = frozenset(
    ("mailto", "tel", "sms", "data", "urn", "about", "blob", "javascript", "news", "geo")
)
# What a person's text loses first: spaces and line breaks around it (the
# URL Standard strips C0 controls and spaces there too).
_AROUND = " \t\n\r\f\v\x00"


def user_input_text(text: str, default_scheme: str) -> str:
    """The URL text a person meant by ``text``, or InvalidURL saying why there is none.

    >>> user_input_text("  example.com/path ", "https")
    'https://example.com/path'
    >>> user_input_text("localhost:8080/x", "http")
    'http://localhost:8080/x'
    >>> user_input_text("mailto:a@example.com", "https")
    'mailto:a@example.com'
    """
    stripped = text.strip(_AROUND)
    if not stripped:
        msg = f"no URL in {text!r}: it is empty"
        raise InvalidURL(msg, url=text, part="url")
    if stripped.startswith("//"):
        return f"{default_scheme}:{stripped}"
    if stripped.startswith(("/", ".", "?", "#")):
        msg = f"no URL in {text!r}: a relative reference has no host; url.join() it"
        raise InvalidURL(msg, url=text, part="host")
    scheme = _SCHEME.match(stripped)
    if scheme is not None:
        name = scheme.group()[:-1].lower()
        rest = stripped[scheme.end() :]
        if rest.startswith("//") or name in _OPAQUE_SCHEMES:
            return stripped
        if name in ROOTED_SCHEMES:
            # "https:example.com" or "http:/x": the scheme of a URL with a host,
            # without its "//" (RFC 3986 reads these as paths).
            return f"{scheme.group()}//{rest.lstrip('/')}"
        if _HOST_AND_PORT.match(stripped) is None and "@" not in rest.partition("/")[0]:
            return stripped  # another scheme, typed with its own syntax
    return f"{default_scheme}://{stripped}"

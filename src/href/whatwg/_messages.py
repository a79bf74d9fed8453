"""The URL Standard's validation errors: each name, and what it means in words."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

__all__ = ["BAD_ESCAPE", "DESCRIPTIONS", "VALIDATION_ERRORS"]

#: Each validation error's message, ``{0!r}`` the text at fault.
DESCRIPTIONS: Final = MappingProxyType(
    {
        # URL Standard 3.3, IDNA
        "domain-to-ASCII": "{0!r} is not a domain that UTS 46 ToASCII accepts"
        " (hyphens, underscores, lengths or Punycode, as registration checks them)",
        # 3.5, host parsing
        "domain-percent-encoded": "{0!r} is a domain written with percent-escapes",
        "host-invalid-code-point": "{0!r} cannot be in an opaque host",
        "IPv4-empty-part": "{0!r} ends an IPv4 address with an empty part",
        "IPv4-too-few-parts": "{0!r} is an IPv4 address with fewer than four parts",
        "IPv4-too-many-parts": "{0!r} is an IPv4 address with more than four parts",
        "IPv4-non-numeric-part": "{0!r} is not a number, in a host that ends in one",
        "IPv4-non-decimal-part": "{0!r} is an IPv4 part written in hexadecimal or octal",
        "IPv4-out-of-range-part": "{0!r} is an IPv4 part above 255",
        "IPv4-non-ASCII-input": "{0!r} is an IPv4 address written with non-ASCII characters",
        "IPv6-unclosed": "{0!r} is an IPv6 address without its closing ']'",
        "IPv6-invalid-compression": "{0!r}: an IPv6 address starts with '::', not ':'",
        "IPv6-too-many-pieces": "{0!r} is past the eight pieces of an IPv6 address",
        "IPv6-multiple-compression": "{0!r} is a second '::' in an IPv6 address",
        "IPv6-invalid-code-point": "{0!r} cannot be in an IPv6 address there",
        "IPv6-too-few-pieces": "{0!r} is an IPv6 address with fewer than eight pieces",
        "IPv6-piece-leading-zero": "{0!r} is an IPv6 piece with a leading zero",
        "IPv4-in-IPv6-too-many-pieces": "{0!r} comes after too many pieces: an IPv4 part"
        " is an IPv6 address's last two",
        "IPv4-in-IPv6-invalid-code-point": "{0!r} cannot be in the IPv4 part of an IPv6 address",
        "IPv4-in-IPv6-out-of-range-part": "{0!r} is above 255 in the IPv4 part of an IPv6 address",
        "IPv4-in-IPv6-too-few-parts": "{0!r} is an IPv6 address whose IPv4 part"
        " has fewer than four parts",
        # 4.4, URL parsing
        "invalid-URL-unit": "{0!r} is not a URL code point",
        "special-scheme-missing-following-solidus": "{0!r}: a special URL's scheme"
        " is followed by exactly '//'",
        "missing-scheme-non-relative-URL": "{0!r} has no scheme, and there is no base URL"
        " it could be relative to",
        "invalid-reverse-solidus": "{0!r} is a backslash where a '/' belongs",
        "invalid-credentials": "{0!r} holds credentials (a user name or password)",
        "host-missing": "{0!r}: the host is missing there",
        "port-out-of-range": "{0!r} is a port above 65535",
        "port-invalid": "{0!r} is not a digit: a port is a decimal number",
        "file-invalid-Windows-drive-letter": "{0!r} is a Windows drive letter"
        " in a URL relative to a file: URL",
        "file-invalid-Windows-drive-letter-host": "{0!r} is a Windows drive letter"
        " where a file: URL's host belongs",
    }
)

#: invalid-URL-unit's message for a "%" that starts no escape.
BAD_ESCAPE: Final = "{0!r} is not a percent-escape: a '%' is followed by two hex digits"

#: The 31 validation errors' names, in the standard's order.
VALIDATION_ERRORS: Final = tuple(DESCRIPTIONS)

"""How a query writes a space: ``+`` (HTML's form encoding) or ``%20`` (RFC 3986 alone).

The web's queries are form-encoded (``+`` is a space, a plus is ``%2B``).
Some schemes' RFCs read a query by RFC 3986 alone, where ``+`` is a plus and
a space is ``%20``: their URLs read and write queries that way. Any URL can
be given such a query through :meth:`href.Query.build` (and signing schemes
such as AWS SigV4 the stricter encoding of its ``strict=True``).
"""

from __future__ import annotations

import re
from typing import Final, Literal

__all__ = [
    "PERCENT_FIRST_LETTERS",
    "PERCENT_QUERY_SCHEMES",
    "Space",
    "check_space",
    "respace",
    "space_of",
]

#: How a query spells a space: ``"+"`` (form encoding) or ``"%20"``.
Space = Literal["+", "%20"]

#: The schemes whose query is read by RFC 3986 alone, and the rule that says so.
#: (tel: and geo: take ";" parameters and no query, data: has no query of its
#: own, urn: q-components are RFC 8141's: none of them is listed; any scheme
#: not listed, relative references included, is read as a form.)
PERCENT_QUERY_SCHEMES: Final = {
    # "When producing 'mailto' URIs, all spaces SHOULD be encoded as %20, and
    # '+' characters MAY be encoded as %2B" (a '+' is a plus: bill+ietf@...).
    "mailto": "RFC 6068 5",
    # The body is percent-encoded UTF-8 text; its grammar has no '+' for a space.
    "sms": "RFC 5724 2.2",
    # hvalue = *( hnv-unreserved / unreserved / escaped ), '+' among hnv-unreserved.
    "sip": "RFC 3261 19.1.1, 25.1",
    "sips": "RFC 3261 19.1.1, 25.1",
    # ?message;subject=Test%20Message: percent-encoded key=value pairs.
    "xmpp": "RFC 5122 2.2",
}

#: The first letters of the listed schemes, in either case. Most URLs' first
#: letter is none of them (an h, for http): the builders' hot paths ask
#: ``url and url[0] in PERCENT_FIRST_LETTERS`` before calling space_of() or
#: respace(), which cost seven times as much (callgrind, CPython 3.11).
PERCENT_FIRST_LETTERS: Final = frozenset(
    letter for scheme in PERCENT_QUERY_SCHEMES for letter in (scheme[0], scheme[0].upper())
)

# A listed scheme and its ":" at the start of a URL's text, in any case.
_starts_with_percent_scheme: Final = re.compile(
    "(?:{})(?=:)".format("|".join(map(re.escape, PERCENT_QUERY_SCHEMES))), re.IGNORECASE
).match


def space_of(text: str) -> Space:
    """How the query of a URL whose text is ``text`` spells a space, by its scheme.

    ``text`` is the URL's text, or its scheme and ``:``.

    >>> space_of("mailto:a@example.com?subject=Hi"), space_of("https://h/?q=a")
    ('%20', '+')
    """
    return "+" if _starts_with_percent_scheme(text) is None else "%20"


def respace(text: str, url: str) -> str:
    """Write form-encoded pairs ``text`` as the query of the URL written ``url`` spells them.

    The two encodings differ only in a space: form encoding writes ``+``
    where percent-encoding writes ``%20``, and both write a plus ``%2B``. So
    a ``+`` in encoded pairs is a space, and the builders encode a form and
    call this only when the text holds a ``+`` (the checks cost more than the
    rest of a plain call: callgrind, 2026-11-25).

    >>> respace("q=a+b%2B", "mailto:"), respace("q=a+b%2B", "https://h/")
    ('q=a%20b%2B', 'q=a+b%2B')
    """
    return text if _starts_with_percent_scheme(url) is None else text.replace("+", "%20")


def check_space(space: object, *, call: str) -> Space:
    """Check a ``space=`` argument: ``"+"`` or ``"%20"``.

    Raises:
        ValueError: for any other text, naming the call.
    """
    if space in ("+", "%20"):
        return space
    if not isinstance(space, str):
        msg = f"{call} expected space='+' or space='%20', got {type(space).__name__}"
        raise TypeError(msg)
    msg = f"invalid space {space!r} for {call}: a query writes a space '+' or '%20'"
    raise ValueError(msg)

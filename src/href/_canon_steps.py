"""The canonicalization steps other than Safe Browsing's: one named step a function.

Each step takes URL text and gives URL text. The first step of a profile
(``rfc3986_normal_form`` or ``whatwg_serialization``) parses, so that what
follows works on text that is already a normal form.
"""

from __future__ import annotations

import re

from href import _relate
from href._errors import InvalidURL
from href._resolve import compose
from href._split import split
from href._url_base import URLBase

__all__ = [
    "drop_fragment",
    "drop_session_ids",
    "drop_tracking_params",
    "drop_trailing_slash",
    "drop_www",
    "form_query",
    "rfc3986_normal_form",
    "sort_query",
    "whatwg_serialization",
]

#: Query parameters that carry a server session, never a resource (Java
#: servlets, PHP, classic ASP, ColdFusion), compared in lower case.
SESSION_PARAMS = frozenset(
    {"jsessionid", "phpsessid", "sid", "sessionid", "session_id", "cfid", "cftoken"}
)
_ASP_SESSION = re.compile(r"aspsessionid[a-z]{8}\Z")
# A servlet's session id as a path parameter: /a;jsessionid=0AB1?x
_PATH_SESSION = re.compile(r";jsessionid=[^/?#]*", re.IGNORECASE)

#: Parameters that only say where a click came from: campaign tags (any
#: ``utm_`` name) and ad-click ids of Google, Microsoft, Meta, Yandex,
#: TikTok, X, LinkedIn, Mailchimp, HubSpot and Marketo, compared in lower case.
TRACKING_PARAMS = frozenset(
    {
        "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "_ga", "_gl",
        "msclkid", "fbclid", "igshid", "yclid", "ttclid", "twclid",
        "li_fat_id", "mc_cid", "mc_eid", "_hsenc", "_hsmi", "mkt_tok",
    }
)  # fmt: skip


def rfc3986_normal_form(text: str) -> str:
    """Parse as href.URL does and write the RFC 3986 section 6 normal form (``normalize()``)."""
    url = URLBase._parsed(text)
    return _relate.normalized(url._parts(), url.host)


def whatwg_serialization(text: str) -> str:
    """Parse by the WHATWG URL Standard and serialize, as a browser's ``new URL(text).href``."""
    # Imported here: only this profile needs the state machine's modules.
    from href.whatwg._parse import ParseError, parse  # noqa: PLC0415
    from href.whatwg._record import serialize  # noqa: PLC0415

    try:
        return serialize(parse(text))
    except ParseError as error:
        msg = f"invalid {error.part} in {text!r}: {error.why}"
        raise InvalidURL(msg, url=text, part=error.part, position=error.position) from None


def drop_fragment(text: str) -> str:
    """Remove the fragment: everything from the first ``#``."""
    return text.partition("#")[0]


def form_query(text: str) -> str:
    """Read the query as form pairs: an empty pair (``&&``, a trailing ``&``,
    a lone ``?``) goes, and a space is written ``+``, never ``%20``.

    ``q=red+shoes`` and ``q=red%20shoes`` are one query to a form reader
    (WHATWG URL Standard, application/x-www-form-urlencoded parsing); the
    rest of each pair stays as written, so ``a`` and ``a=`` stay apart, as do
    ``%2B`` (a plus sign) and ``+``. A query left with no pair goes too.
    """
    scheme, authority, path, query, fragment = split(text)
    if query is None:
        return text
    pairs = [pair.replace("%20", "+") for pair in query.split("&") if pair]
    return compose((scheme, authority, path, "&".join(pairs) or None, fragment))


def _without_params(text: str, drop: frozenset[str], pattern: re.Pattern[str] | None) -> str:
    scheme, authority, path, query, fragment = split(text)
    if query is None:
        return text
    kept = [
        pair
        for pair in query.split("&")
        if (name := pair.partition("=")[0].lower()) not in drop
        and not (pattern is not None and pattern.match(name))
    ]
    # A query whose every pair went is no query at all, not an empty one.
    return compose((scheme, authority, path, "&".join(kept) if kept else None, fragment))


def drop_session_ids(text: str) -> str:
    """Remove session ids: the query parameters in ``SESSION_PARAMS``,
    ``ASPSESSIONIDxxxxxxxx``, and a ``;jsessionid=`` path parameter."""
    scheme, authority, path, query, fragment = split(text)
    if ";" in path:
        text = compose((scheme, authority, _PATH_SESSION.sub("", path), query, fragment))
    return _without_params(text, SESSION_PARAMS, _ASP_SESSION)


_UTM = re.compile(r"utm_")


def drop_tracking_params(text: str) -> str:
    """Remove the click-tracking query parameters: ``utm_*`` and ``TRACKING_PARAMS``."""
    return _without_params(text, TRACKING_PARAMS, _UTM)


def sort_query(text: str) -> str:
    """Sort the query's pairs by name; pairs of one name keep their order.

    The profiles that sort read the query with :func:`form_query` first, so
    no empty pair sorts to the front.
    """
    scheme, authority, path, query, fragment = split(text)
    if not query or "&" not in query:
        return text
    pairs = sorted(query.split("&"), key=lambda pair: pair.partition("=")[0])
    return compose((scheme, authority, path, "&".join(pairs), fragment))


def drop_www(text: str) -> str:
    """Remove a first host label ``www`` when a dotted name is left.

    ``www2.example.com`` and ``www.com`` keep theirs.
    """
    scheme, authority, path, query, fragment = split(text)
    if authority is None:
        return text
    userinfo, at, host = authority.rpartition("@")
    if host[:4].lower() == "www." and "." in host[4:].strip("."):
        authority = f"{userinfo}{at}{host[4:]}"
        return compose((scheme, authority, path, query, fragment))
    return text


def drop_trailing_slash(text: str) -> str:
    """Remove one ``/`` that ends a path other than ``/`` itself (``/a/`` is ``/a``)."""
    scheme, authority, path, query, fragment = split(text)
    if len(path) > 1 and path.endswith("/"):
        return compose((scheme, authority, path[:-1], query, fragment))
    return text

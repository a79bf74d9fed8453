"""What href.whatwg and a peer parser of the URL Standard may differ on, and why.

The differential tests (``test_whatwg_differential.py`` against ada-url,
``test_whatwg_pywhatwgurl.py`` against pywhatwgurl) compare href's result with
a peer's. A difference passes only as one of :data:`KNOWN`, and only after the
case is checked to be what that entry says: the peer does what the entry says
it does, href does what the standard says, and the rest of the text agrees.
Anything else fails, naming the text.

A peer is given as two functions: ``href(text, base)``, the peer's
``new URL(text, base).href`` (None for a failure, :data:`CRASHED` where it
raises ``UnicodeError`` instead of answering), and ``set(url, setter,
value)``, the href after ``url.<setter> = value`` (None where the peer
refuses an ``href``, :data:`CRASHED` as before).
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import pytest

from href import InvalidURL, whatwg

__all__ = [
    "CRASHED",
    "KNOWN",
    "Known",
    "PeerHref",
    "PeerSet",
    "explain_parse",
    "explain_setter",
    "href_after",
    "href_of",
]

#: A peer's outcome where it raised UnicodeError (a lone surrogate) instead of answering.
CRASHED: Final = "<UnicodeError>"

PeerHref = Callable[[str, "str | None"], "str | None"]
PeerSet = Callable[[str, str, str], "str | None"]


@dataclass(frozen=True)
class Known:
    """A known difference: what the peer does, what href does, what decides between them."""

    peer: str
    href: str
    decided_by: str


#: The differences a differential test accepts, each checked as what it is.
KNOWN: Final = {
    "lone-surrogate": Known(
        peer="raises UnicodeEncodeError on a str holding a lone surrogate (U+D800-U+DFFF)",
        href="reads the text as the URL API's USVString: each lone surrogate is U+FFFD",
        decided_by=(
            "URL Standard 6.1, the URL class: constructor(USVString url, optional "
            "USVString base), and each setter takes a USVString; Web IDL converts a "
            "string to a USVString by turning each lone surrogate into U+FFFD (Infra: "
            "convert to a scalar value string). WPT's urltestdata-javascript-only.json "
            "tests it from JavaScript."
        ),
    ),
    "bidi-rule-on-every-label": Known(
        peer=(
            "accepts a domain with a right-to-left label and another label, without "
            "R, AL or AN code points, that breaks the Bidi rule (it tests a label only "
            "when that label holds R, AL or AN)"
        ),
        href="refuses the host: the host parser fails (a setter leaves the URL as it was)",
        decided_by=(
            "URL Standard 3.3, domain to ASCII: UTS 46 ToASCII with CheckBidi true; UTS 46 "
            "section 4.1, Validity Criteria: with CheckBidi, in a Bidi domain name every "
            "label satisfies RFC 5893 section 2; RFC 5893 section 1.4: a Bidi domain name "
            "is one with a label holding R, AL or AN. Unicode's IdnaTestV2.txt lists "
            "'0à.א' as [B1]; whatwg/url#543 discusses the rule."
        ),
    ),
}

_RTL = frozenset(("R", "AL", "AN"))
# RFC 5893 section 2, rule 5: the classes an LTR label may hold.
_LTR_ALLOWED = frozenset(("L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))


def href_of(text: str, base: str | None = None) -> str | None:
    """href's ``new URL(text, base).href``, None where the standard fails."""
    try:
        return str(whatwg.parse(text, base))
    except InvalidURL:
        return None


def href_after(url: str, setter: str, value: str) -> str | None:
    """href's href after ``url.<setter> = value``, None where an ``href`` is refused."""
    try:
        return str(whatwg.replace(url, **{setter: value}))  # type: ignore[arg-type]  # setter is a keyword
    except InvalidURL:
        return None


def _scalar_values(text: str) -> str:
    """Web IDL's USVString conversion: each lone surrogate becomes U+FFFD."""
    return "".join("\ufffd" if 0xD800 <= ord(char) <= 0xDFFF else char for char in text)


def _unicode_labels(hostname: str) -> list[str]:
    """The host's labels, A-labels decoded with Python's own Punycode codec."""
    labels = hostname.split(".")
    for index, label in enumerate(labels):
        # An A-label that is no Punycode stays as it is.
        if label.startswith("xn--"):
            with contextlib.suppress(UnicodeError):
                labels[index] = label[4:].encode("ascii").decode("punycode")
    return labels


def _breaks_the_bidi_rule_outside_rtl_labels(hostname: str) -> bool:
    """Whether a Bidi domain name has a label without R, AL or AN that breaks RFC 5893 2.

    Such a label is held to rules 1 (it begins with L), 5 (L, EN, ES, CS, ET,
    ON, BN, NSM only) and 6 (it ends with L or EN, then any NSM).
    """
    classes = [
        [unicodedata.bidirectional(char) for char in label] for label in _unicode_labels(hostname)
    ]
    if not any(_RTL.intersection(label) for label in classes):
        return False
    for label in classes:
        if not label or _RTL.intersection(label):
            continue
        last = next((c for c in reversed(label) if c != "NSM"), "")
        if label[0] != "L" or not _LTR_ALLOWED.issuperset(label) or last not in ("L", "EN"):
            return True
    return False


def _hostname(href: str) -> str:
    """The hostname of a peer's result (an ASCII host href reads as it is)."""
    host = whatwg.parse(href).host
    assert host is not None, href
    return str(host)


def explain_parse(peer: PeerHref, text: str, base: str | None = None) -> str | None:
    """None if href and the peer agree on ``new URL(text, base)``; else the KNOWN key.

    Raises:
        AssertionError: for a difference that is not a known one, as it says.
    """
    ours, theirs = href_of(text, base), peer(text, base)
    if ours == theirs:
        return None
    if theirs == CRASHED:
        usv_text, usv_base = _scalar_values(text), None if base is None else _scalar_values(base)
        assert (usv_text, usv_base) != (text, base), f"the peer crashed on {text!r}"
        assert ours == href_of(usv_text, usv_base)
        # With the surrogates replaced, as a browser passes the text, the
        # peer answers, and agrees with href or differs in another known way.
        explain_parse(peer, usv_text, usv_base)
        return "lone-surrogate"
    if ours is None and theirs is not None:
        assert _breaks_the_bidi_rule_outside_rtl_labels(_hostname(theirs)), (text, base, theirs)
        with pytest.raises(InvalidURL, match="RFC 5893"):
            whatwg.parse(text, base)
        return "bidi-rule-on-every-label"
    msg = f"unexplained: new URL({text!r}, {base!r}) is {ours!r} in href, {theirs!r} in the peer"
    raise AssertionError(msg)


def explain_setter(
    peer: PeerSet, peer_href: PeerHref, url: str, setter: str, value: str
) -> str | None:
    """None if href and the peer agree on ``url.<setter> = value``; else the KNOWN key.

    Raises:
        AssertionError: for a difference that is not a known one, as it says.
    """
    ours, theirs = href_after(url, setter, value), peer(url, setter, value)
    if ours == theirs:
        return None
    if theirs == CRASHED:
        usv_value = _scalar_values(value)
        assert usv_value != value, f"the peer crashed on {url!r}.{setter} = {value!r}"
        assert ours == href_after(url, setter, usv_value)
        explain_setter(peer, peer_href, url, setter, usv_value)
        return "lone-surrogate"
    if setter == "href":
        return explain_parse(peer_href, value)
    if setter in ("host", "hostname") and ours == href_of(url) and theirs is not None:
        # href ignored the value, as the setter does where the host parser fails.
        hostname = _hostname(theirs)
        assert _breaks_the_bidi_rule_outside_rtl_labels(hostname), (url, value, theirs)
        # And that rule is why href's host parser refuses the host.
        with pytest.raises(InvalidURL, match="RFC 5893"):
            whatwg.domain_to_ascii(".".join(_unicode_labels(hostname)))
        with pytest.raises(InvalidURL):
            whatwg.replace(url, strict=True, **{setter: value})
        return "bidi-rule-on-every-label"
    msg = (
        f"unexplained: {url!r}.{setter} = {value!r} gives {ours!r} in href, {theirs!r} in the peer"
    )
    raise AssertionError(msg)

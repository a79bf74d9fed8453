"""UTS #46 (Unicode IDNA Compatibility Processing) section 4, as the web applies it.

The ``idna`` package gives the mapping table (``idna.uts46_remap``) and the
ContextJ rules (``idna.valid_contextj``); its ``encode`` adds IDNA 2008's
PVALID table and hyphen rules, which the web platform does not apply (emoji
and ``_`` are valid in UTS 46, refused by IDNA 2008). The rest of section 4
is here: the validity criteria of 4.1, Punycode through the standard
library's codec, the Bidi rule of RFC 5893 over a Bidi domain name, and
ToASCII (4.2) and ToUnicode (4.3).

Flags are those of the WHATWG URL Standard's domain parser: CheckBidi and
CheckJoiners on, Transitional_Processing and IgnoreInvalidPunycode off, and
CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength all set by ``strict``
(the standard's *beStrict*).
"""

from __future__ import annotations

import re
import unicodedata

import idna

__all__ = ["LONGEST_DOMAIN", "IDNAError", "idna2008_allows", "to_ascii", "to_unicode"]

#: Code points UTS 46 processing takes, before and after mapping. Punycode is
#: quadratic in a label's length, so a hostile host must not reach it
#: unbounded; no DNS name comes near (253 octets, RFC 1035 2.3.4), and the
#: ``idna`` package stops at the same length.
LONGEST_DOMAIN = 1024
#: Code points of one label that Punycode encodes or decodes, for the same reason.
_LONGEST_PUNYCODE_LABEL = 253

# RFC 5893 section 2, by rule.
_RTL = frozenset(("R", "AL"))
_BIDI_DOMAIN = frozenset(("R", "AL", "AN"))
_RTL_ALLOWED = frozenset(("R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))
_RTL_END = frozenset(("R", "AL", "EN", "AN"))
_LTR_ALLOWED = frozenset(("L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))
_LTR_END = frozenset(("L", "EN"))
_JOINERS = re.compile("[\u200c\u200d]")
_STD3_ASCII = re.compile(r"[^a-z0-9\-]")


class IDNAError(ValueError):
    """A domain name that UTS 46 processing records an error for.

    The message says which label and which rule.
    """


def to_ascii(domain: str, *, strict: bool = False) -> str:
    """UTS 46 ToASCII (section 4.2), non-transitional.

    Raises:
        IDNAError: naming the first error processing records.

    >>> to_ascii("☃.net"), to_ascii("Bücher.example"), to_ascii("-ü.example")
    ('xn--n3h.net', 'xn--bcher-kva.example', 'xn----eha.example')
    >>> to_ascii("-ü.example", strict=True)
    Traceback (most recent call last):
      ...
    href._uts46.IDNAError: label '-ü' begins or ends with '-' (UTS 46 4.1 V3, CheckHyphens)
    """
    labels, error = _process(domain, strict=strict)
    if error is not None:
        raise IDNAError(error)
    ascii_labels = [label if label.isascii() else _encode(label) for label in labels]
    if strict:
        error = _dns_length_error(ascii_labels)
        if error is not None:
            raise IDNAError(error)
    return ".".join(ascii_labels)


def to_unicode(domain: str, *, strict: bool = False) -> tuple[str, str | None]:
    """UTS 46 ToUnicode (section 4.3): the processed name and its first error, or None.

    As the standard says, the name is returned even when an error is recorded.

    >>> to_unicode("xn--bcher-kva.example")
    ('bücher.example', None)
    >>> to_unicode("xn--zz.example")
    ('xn--zz.example', "label 'xn--zz' is not valid Punycode (UTS 46 4 step 4)")
    """
    labels, error = _process(domain, strict=strict)
    return ".".join(labels), error


def _process(domain: str, *, strict: bool) -> tuple[list[str], str | None]:
    """Section 4, Processing: the labels, in Unicode, and the first error recorded."""
    if len(domain) > LONGEST_DOMAIN:
        return domain.split("."), _too_long(len(domain))
    mapped, error = _map(domain)
    if len(mapped) > LONGEST_DOMAIN:
        return mapped.split("."), error or _too_long(len(mapped))
    labels = mapped.split(".")
    for index, label in enumerate(labels):
        if label.startswith("xn--"):
            decoded, label_error = _decode(label, strict=strict)
            labels[index] = decoded
        elif label.isascii():
            # Mapping leaves ASCII lower case and in NFC; what is left to check
            # is hyphens and STD3 (strict only) and the "xn--" prefix (handled above).
            label_error = _strict_ascii_error(label) if strict else None
        else:
            label_error = _validity_error(label, strict=strict, decoded=False)
        if error is None:
            error = label_error
    if error is None and not all(label.isascii() for label in labels):
        error = _bidi_error(labels)
    return labels, error


def _too_long(length: int) -> str:
    return (
        f"a domain name of {length} code points is past the {LONGEST_DOMAIN} that "
        "href processes (no DNS name is longer than 253)"
    )


def _map(domain: str) -> tuple[str, str | None]:
    """Steps 1 and 2, Map and Normalize: the mapped name in NFC and the first error."""
    try:
        return idna.uts46_remap(domain, std3_rules=False), None
    except idna.IDNAError:
        pass
    # A code point is disallowed: UTS 46 keeps it, records the error and goes
    # on, which mapping code point by code point does (NFC of the joined
    # pieces is NFC of the whole).
    pieces: list[str] = []
    error = None
    for position, char in enumerate(domain, 1):
        try:
            pieces.append(idna.uts46_remap(char, std3_rules=False))
        except idna.IDNAError:
            pieces.append(char)
            if error is None:
                error = (
                    f"{_describe(char)} at position {position} is not allowed in a domain "
                    "name (UTS 46 status: disallowed)"
                )
    return unicodedata.normalize("NFC", "".join(pieces)), error


def _decode(label: str, *, strict: bool) -> tuple[str, str | None]:
    """Step 4 for a label that starts with "xn--": its Unicode form and error."""
    if not label.isascii():
        return label, f"label {label!r} starts with 'xn--' but is not ASCII (UTS 46 4 step 4)"
    if len(label) > _LONGEST_PUNYCODE_LABEL:
        return label, f"label {label[:20]!r}... is too long to decode as Punycode"
    try:
        # RFC 3492 6.2: the last "-" is the delimiter only when code points
        # come before it; first, it is read as a digit, which "-" is not.
        # Python's codec skips it (and so reads "xn---" as "").
        if label.rfind("-") == 4:
            raise UnicodeError
        decoded = label[4:].encode("ascii").decode("punycode")
    except UnicodeError:
        return label, f"label {label!r} is not valid Punycode (UTS 46 4 step 4)"
    if not decoded or decoded.isascii():
        return decoded, f"label {label!r} is not an A-label: it decodes to {decoded!r} (ASCII)"
    error = _validity_error(decoded, strict=strict, decoded=True)
    if error is not None:
        return decoded, error
    # 4.1 V7: a decoded label is what mapping would give, so it holds no
    # code point that is mapped, ignored or disallowed.
    try:
        remapped = idna.uts46_remap(decoded, std3_rules=False)
    except idna.IDNAError:
        remapped = None
    if remapped != decoded:
        return decoded, (
            f"label {label!r} decodes to {decoded!r}, which holds a code point UTS 46 "
            "maps, ignores or disallows (4.1 V7)"
        )
    return decoded, None


def _validity_error(label: str, *, strict: bool, decoded: bool) -> str | None:
    """Section 4.1, Validity Criteria, but the status of each code point and Bidi."""
    if not label:
        return None
    if decoded:
        if not unicodedata.is_normalized("NFC", label):
            return f"label {label!r} is not in NFC (UTS 4.1 V1)"
        if label.startswith("xn--"):
            return f"label {label!r} decodes to a label that starts with 'xn--' (4.1 V4)"
        if "." in label:
            return f"label {label!r} decodes to a label with '.' (4.1 V5)"
    if strict:
        error = _strict_ascii_error(label)
        if error is not None:
            return error
    if unicodedata.category(label[0]).startswith("M"):
        return f"label {label!r} begins with a combining mark, {_describe(label[0])} (4.1 V6)"
    for joiner in _JOINERS.finditer(label):
        try:
            allowed = idna.valid_contextj(label, joiner.start())
        except ValueError:
            allowed = False
        if not allowed:
            return (
                f"{_describe(joiner.group())} in label {label!r} is not in a context that "
                "allows it (RFC 5892 appendix A, ContextJ)"
            )
    return None


def _strict_ascii_error(label: str) -> str | None:
    """CheckHyphens (4.1 V2, V3) and UseSTD3ASCIIRules on the ASCII of a label."""
    if label[2:4] == "--":
        return f"label {label!r} has '--' in its third and fourth places (UTS 46 4.1 V2)"
    if label.startswith("-") or label.endswith("-"):
        return f"label {label!r} begins or ends with '-' (UTS 46 4.1 V3, CheckHyphens)"
    ascii_only = "".join(char for char in label if char.isascii())
    bad = _STD3_ASCII.search(ascii_only)
    if bad is not None:
        return f"label {label!r} holds {bad.group()!r}, not a letter, digit or '-' (STD3 rules)"
    return None


def _bidi_error(labels: list[str]) -> str | None:
    """Section 4.1 V9: in a Bidi domain name, every label keeps RFC 5893's Bidi rule."""
    classes = [[unicodedata.bidirectional(char) for char in label] for label in labels]
    if not any(_BIDI_DOMAIN.intersection(label_classes) for label_classes in classes):
        return None
    for label, label_classes in zip(labels, classes, strict=True):
        if not label:
            continue
        first = label_classes[0]
        if first in _RTL:
            allowed, ends = _RTL_ALLOWED, _RTL_END
        elif first == "L":
            allowed, ends = _LTR_ALLOWED, _LTR_END
        else:
            return (
                f"label {label!r} in a right-to-left name does not begin with a letter "
                "(RFC 5893 rule 1)"
            )
        for char, bidi_class in zip(label, label_classes, strict=True):
            if bidi_class not in allowed:
                return (
                    f"{_describe(char)} (Bidi class {bidi_class or 'unknown'}) cannot stand in "
                    f"the label {label!r} of a right-to-left name (RFC 5893 rules 2 and 5)"
                )
        last = next((c for c in reversed(label_classes) if c != "NSM"), "")
        if last not in ends:
            return f"label {label!r} in a right-to-left name ends wrongly (RFC 5893 rules 3 and 6)"
        if first in _RTL and "EN" in label_classes and "AN" in label_classes:
            return f"label {label!r} mixes European and Arabic-Indic digits (RFC 5893 rule 4)"
    return None


def _encode(label: str) -> str:
    if len(label) > _LONGEST_PUNYCODE_LABEL:
        msg = f"label {label[:20]!r}... is too long to encode as Punycode"
        raise IDNAError(msg)
    return "xn--" + label.encode("punycode").decode("ascii")


def _dns_length_error(labels: list[str]) -> str | None:
    """VerifyDnsLength (4.2 step 3): a name of 1 to 253 octets, labels of 1 to 63.

    The empty root label after a trailing dot counts as an empty label, as
    IdnaTestV2.txt has it.
    """
    length = sum(map(len, labels)) + len(labels) - 1
    if not 1 <= length <= 253:
        return f"a DNS name is 1 to 253 octets long, not {length} (UTS 46 4.2 A4_1)"
    for label in labels:
        if not 1 <= len(label) <= 63:
            return f"a DNS label is 1 to 63 octets long, not {len(label)}: {label!r} (A4_2)"
    return None


def _describe(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def idna2008_allows(label: str, position: int) -> bool:
    """Whether IDNA 2008 allows the character at ``position`` in ``label`` (RFC 5892).

    PVALID characters are allowed anywhere, CONTEXTO ones where their rule
    of RFC 5892 appendix A holds (``·`` between two ``l``); CONTEXTJ ones
    (the zero-width joiners), DISALLOWED and UNASSIGNED ones never. The
    IDN display policy (``href._idn_display``) asks; parsing does not.

    >>> idna2008_allows("l·l", 1), idna2008_allows("a·b", 1), idna2008_allows("a_b", 1)
    (True, False, False)
    """
    point = ord(label[position])
    classes = idna.idnadata.codepoint_classes
    if idna.intranges.intranges_contain(point, classes["PVALID"]):
        return True
    if idna.intranges.intranges_contain(point, classes["CONTEXTO"]):
        return bool(idna.valid_contexto(label, position))
    return False

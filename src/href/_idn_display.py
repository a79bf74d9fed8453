"""The IDN display policy: which labels of a host people may see in Unicode.

A label is shown in Unicode only when it passes every step below, each
after Chromium's published IDN display rules and Unicode's security
mechanisms (UTS #39); otherwise it is shown as its A-label (``xn--...``),
which cannot pass for another name. docs/howto/display.md explains each
step with examples. The steps, in the order they are asked:

1. *Invisible*: no zero-width joiner or non-joiner, no combining mark
   repeated on one letter, no dot above on a letter that has a dot.
2. *Characters*: each character IDNA 2008 allows in a label (PVALID, or
   CONTEXTO in its context), none deprecated, and each of a script UAX #31
   recommends for identifiers (or of none: digits, ``-``, combining marks).
3. *Scripts*: one script, or UTS #39's *highly restrictive* combinations
   (Latin with Han and Japanese kana, with Han and Bopomofo, with Han and
   Hangul). So Latin with Cyrillic or Greek is refused.
4. *Numbers*: digits of one decimal system only (UTS #39 5.3).
5. *Whole-script confusables*: a Cyrillic or Greek label whose UTS #39
   skeleton is all Latin letters, digits and ``-`` (``аррӏе`` is ``apple``)
   is refused unless the top-level domain is of its script (``.рф``).
6. *Digit look-alikes*: not a label of digits and characters shaped like
   them, with a character of another script (``৪৪`` looks like ``88``).
7. *Dash look-alikes*: no ``ー``, ``一`` or ``ㄧ`` (which look like ``-``)
   in a label with ASCII letters or digits, nor a label of them alone.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Iterable
from typing import Final

from href._idn_tables import COMMON, INHERITED, UnicodeTables, tables
from href._idna import check_host
from href._uts46 import idna2008_allows

__all__ = ["display_name", "label_refusal", "labels_shown"]

# UAX #31 table 5, Recommended Scripts: the scripts in customary modern use,
# with their ISO 15924 codes. A label of any other script (historic ones,
# and the Limited Use ones of table 7) is shown as its A-label.
RECOMMENDED: Final = {
    "Arab": "Arabic",
    "Armn": "Armenian",
    "Beng": "Bengali",
    "Bopo": "Bopomofo",
    "Cyrl": "Cyrillic",
    "Deva": "Devanagari",
    "Ethi": "Ethiopic",
    "Geor": "Georgian",
    "Grek": "Greek",
    "Gujr": "Gujarati",
    "Guru": "Gurmukhi",
    "Hang": "Hangul",
    "Hani": "Han",
    "Hebr": "Hebrew",
    "Hira": "Hiragana",
    "Knda": "Kannada",
    "Kana": "Katakana",
    "Khmr": "Khmer",
    "Laoo": "Lao",
    "Latn": "Latin",
    "Mlym": "Malayalam",
    "Mymr": "Myanmar",
    "Orya": "Oriya",
    "Sinh": "Sinhala",
    "Taml": "Tamil",
    "Telu": "Telugu",
    "Thaa": "Thaana",
    "Thai": "Thai",
    "Tibt": "Tibetan",
}

_SCRIPTS_ALLOWED: Final = frozenset((COMMON, INHERITED, *RECOMMENDED))

# UTS #39 5.1: Han is written with kana (Japanese), with Hangul (Korean) and
# with Bopomofo; each of those scripts stands for its writing systems too, so
# that 例え (Han, Hiragana) resolves to one: Jpan.
_WRITING_SYSTEMS: Final = {
    "Hani": frozenset(("Hani", "Jpan", "Kore", "Hanb")),
    "Hira": frozenset(("Hira", "Jpan")),
    "Kana": frozenset(("Kana", "Jpan")),
    "Hang": frozenset(("Hang", "Kore")),
    "Bopo": frozenset(("Bopo", "Hanb")),
}
# UTS #39 5.2, Highly Restrictive: the sets of scripts a label may mix.
_HIGHLY_RESTRICTIVE: Final = (
    frozenset(("Latn", "Hani", "Hira", "Kana", "Jpan")),
    frozenset(("Latn", "Hani", "Bopo", "Hanb")),
    frozenset(("Latn", "Hani", "Hang", "Kore")),
)
# The scripts whose letters can spell a Latin word; a label of one of them
# alone is checked by its skeleton (UTS #39 4, whole-script confusables).
_LATIN_LOOKALIKE_SCRIPTS: Final = ("Cyrl", "Grek")
_ASCII_LETTERS_AND_DIGITS: Final = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)
_SKELETON_OF_LATIN: Final = _ASCII_LETTERS_AND_DIGITS | {"-"}

_ZERO_WIDTH: Final = frozenset("\u200c\u200d")
# Letters with a dot of their own, on which U+0307 COMBINING DOT ABOVE is invisible.
_DOTTED: Final = frozenset("ijlıȷ")
_DOT_ABOVE: Final = "\u0307"
# PropList.txt's Deprecated characters that IDNA 2008 still calls PVALID
# (U+0673 ARABIC LETTER ALEF WITH WAVY HAMZA BELOW, U+17A3 and U+17A4 KHMER
# INDEPENDENT VOWEL QAQ, QAA); the other Deprecated ones are not PVALID.
_DEPRECATED: Final = frozenset("\u0673\u17a3\u17a4")
# Characters shaped like "-": KATAKANA-HIRAGANA PROLONGED SOUND MARK, CJK
# UNIFIED IDEOGRAPH-4E00 (one), BOPOMOFO LETTER I.
_DASH_LIKE: Final = frozenset("\u30fc\u4e00\u3127")
_ASCII_DIGITS: Final = frozenset("0123456789")


def _named(char: str) -> str:
    """``U+0430 CYRILLIC SMALL LETTER A``: a character as a reason names it."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {name}" if name else f"U+{ord(char):04X}"


def _script_names(codes: Iterable[str]) -> str:
    return ", ".join(sorted(RECOMMENDED.get(code, code) for code in codes))


def _script_sets(label: str, data: UnicodeTables) -> list[frozenset[str]]:
    """Each character's Script_Extensions, but for those of every script (Common, Inherited)."""
    sets = []
    for char in label:
        scripts = data.extensions(char)
        if COMMON not in scripts and INHERITED not in scripts:
            sets.append(scripts)
    return sets


def _resolved(sets: list[frozenset[str]]) -> frozenset[str] | None:
    """The scripts every character shares (UTS #39 5.1), None when none has a script."""
    if not sets:
        return None
    return frozenset.intersection(*sets)


def _writing_systems(scripts: frozenset[str]) -> frozenset[str]:
    wider = set(scripts)
    for script in scripts:
        wider.update(_WRITING_SYSTEMS.get(script, ()))
    return frozenset(wider)


def _invisible(label: str) -> str | None:
    for char in label:
        if char in _ZERO_WIDTH:
            return f"holds an invisible character, {_named(char)}"
    decomposed = unicodedata.normalize("NFD", label)
    for previous, char in itertools.pairwise(decomposed):
        if char == previous and unicodedata.category(char) == "Mn":
            return f"repeats the combining mark {_named(char)} on one letter"
        if char == _DOT_ABOVE and previous in _DOTTED:
            return f"puts {_named(char)} on {previous!r}, which has a dot of its own"
    return None


def _character(label: str, data: UnicodeTables) -> str | None:
    for position, char in enumerate(label):
        if not idna2008_allows(label, position):
            return f"holds {_named(char)}, which IDNA 2008 does not allow here"
        if char in _DEPRECATED:
            return f"holds {_named(char)}, which Unicode deprecates"
        scripts = data.extensions(char)
        if scripts.isdisjoint(_SCRIPTS_ALLOWED):
            script = _script_names(scripts)
            return f"holds {_named(char)}, of {script}, not a script recommended for names"
    return None


def _mixed(label: str, data: UnicodeTables) -> str | None:
    sets = _script_sets(label, data)
    wide = [_writing_systems(scripts) for scripts in sets]
    resolved = _resolved(wide)
    if resolved is None or resolved:
        return None
    if any(all(scripts & allowed for scripts in wide) for allowed in _HIGHLY_RESTRICTIVE):
        return None
    mixed = {data.script(char) for char in label} - {COMMON, INHERITED}
    if len(mixed) < 2:  # characters of no script of their own, used with several
        mixed = set().union(*sets)
    return f"mixes the scripts {_script_names(mixed)}"


def _numbers(label: str) -> str | None:
    digits = [char for char in label if unicodedata.category(char) == "Nd"]
    zeros = {ord(char) - unicodedata.digit(char) for char in digits}
    if len(zeros) > 1:
        systems = " and ".join(chr(zero) for zero in sorted(zeros))
        return f"mixes the digits of two numbering systems ({systems})"
    return None


def _whole_script(label: str, tld: str, data: UnicodeTables) -> str | None:
    resolved = _resolved(_script_sets(label, data))
    if resolved is None:
        return None
    for script in _LATIN_LOOKALIKE_SCRIPTS:
        if script not in resolved:
            continue
        skeleton = data.skeleton(label)
        if not set(skeleton) <= _SKELETON_OF_LATIN:
            return None
        tld_scripts = _resolved(_script_sets(tld, data))
        if tld_scripts is not None and script in tld_scripts:
            return None
        name = RECOMMENDED[script]
        return (
            f"is {name} letters that look like the Latin {skeleton.lower()!r}, "
            f"under a top-level domain that is not {name}"
        )
    return None


def _digit_lookalikes(label: str, data: UnicodeTables) -> str | None:
    lookalike = False
    for char in label:
        if char in _ASCII_DIGITS or char == "-":
            continue
        shape = data.skeleton(char)
        if unicodedata.category(char) == "Nd" or (shape and set(shape) <= _ASCII_DIGITS):
            lookalike = True
            continue
        return None
    if lookalike:
        return "looks like a number: digits of another script, or letters shaped like digits"
    return None


def _dash_lookalikes(label: str) -> str | None:
    dashes = [char for char in label if char in _DASH_LIKE]
    if not dashes:
        return None
    if not _ASCII_LETTERS_AND_DIGITS.isdisjoint(label):
        return f"holds {_named(dashes[0])}, which looks like '-', beside ASCII letters or digits"
    if all(char in _DASH_LIKE or char == "-" for char in label):
        return f"is {_named(dashes[0])} alone, which looks like '-'"
    return None


def label_refusal(label: str, tld: str) -> str | None:
    """Why ``label`` (a Unicode label of a host) is shown as its A-label, or None.

    ``tld`` is the Unicode form of the host's last label. An ASCII label is
    always shown as it is.

    >>> label_refusal("bücher", "de") is None
    True
    >>> label_refusal("аpple", "com")
    'mixes the scripts Cyrillic, Latin'
    """
    if label.isascii():
        return None
    data = tables()
    return (
        _invisible(label)
        or _character(label, data)
        or _mixed(label, data)
        or _numbers(label)
        or _whole_script(label, tld, data)
        or _digit_lookalikes(label, data)
        or _dash_lookalikes(label)
    )


def labels_shown(unicode_name: str, ascii_name: str) -> list[tuple[str, str, str | None]]:
    """Each label of a name: its Unicode form, its A-label, and why it is not shown (or None).

    ``unicode_name`` and ``ascii_name`` are one host's UTS 46 ToUnicode and
    ToASCII forms. Where their labels do not stand in the same places (an
    escape such as ``%2E`` is decoded in the ASCII form only), the whole
    ASCII form stands for each label.
    """
    unicode_labels = unicode_name.split(".")
    ascii_labels = ascii_name.split(".")
    if len(ascii_labels) != len(unicode_labels):
        ascii_labels = [ascii_name] * len(unicode_labels)
    pairs = zip(unicode_labels, ascii_labels, strict=True)
    named = [(label, ascii_label) for label, ascii_label in pairs if label]
    tld, tld_ascii = named[-1] if named else ("", "")
    if tld != tld_ascii and label_refusal(tld, tld) is not None:
        # A top-level domain shown as its A-label vouches for no script: the
        # Cyrillic "р" of "р.xn--2'-kmc" is shown among Latin letters.
        tld = tld_ascii
    return [
        (label, ascii_label, label_refusal(label, tld))
        for label, ascii_label in zip(unicode_labels, ascii_labels, strict=True)
    ]


def display_name(unicode_name: str, ascii_name: str) -> str:
    """A host name as people should see it: each label in Unicode where the policy allows.

    ``unicode_name`` and ``ascii_name`` are the host's UTS 46 ToUnicode and
    ToASCII forms, with the escapes that spell a name already decoded. A name
    that still holds an escape (``a%2Fb``: one that spells no name) is given
    in its ASCII form, and so is one whose mixture of Unicode labels and
    A-labels would not parse.

    >>> display_name("аpple.com", "xn--pple-43d.com")
    'xn--pple-43d.com'
    >>> display_name("bücher.de", "xn--bcher-kva.de")
    'bücher.de'
    """
    if "%" in unicode_name:
        return ascii_name
    if unicode_name.isascii():
        return unicode_name
    labels = labels_shown(unicode_name, ascii_name)
    if all(refusal is None for _, _, refusal in labels):
        return unicode_name
    if len(labels) != ascii_name.count(".") + 1:
        return ascii_name
    shown = ".".join(
        label if refusal is None else ascii_label for label, ascii_label, refusal in labels
    )
    return shown if check_host(shown) is None else ascii_name

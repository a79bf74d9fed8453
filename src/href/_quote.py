"""The one percent-encoder and decoder.

``quote`` and ``unquote`` behave as ``urllib.parse``'s do for text; the URL
builders call them with a safe set per component (see ``href._grammar``).
``normalize_escapes``, ``encode_non_ascii`` and ``decode_iri_escapes`` are the
conversions of RFC 3986 section 6.2.2 and RFC 3987 section 3.
"""

from __future__ import annotations

import functools
import re
from binascii import b2a_qp
from collections.abc import Callable

from href._grammar import UNRESERVED

__all__ = [
    "PRINTABLE_BUT_HASH_PERCENT",
    "character_marks",
    "component_quoter",
    "component_quoters",
    "decode_iri_escapes",
    "encode_non_ascii",
    "finds_unsafe",
    "normalize_escapes",
    "quote",
    "quote_from_bytes",
    "quote_invalid",
    "quote_plus",
    "unquote",
    "unquote_fully",
    "unquote_plus",
    "unquote_to_bytes",
]

_UNRESERVED_BYTES = frozenset(UNRESERVED.encode("ascii"))
_HEXDIGITS = "0123456789ABCDEFabcdef"
# Every two-character hex pair, in any case, to the byte it names.
_HEX_PAIR_TO_BYTE = {
    (a + b).encode("ascii"): bytes([int(a + b, 16)]) for a in _HEXDIGITS for b in _HEXDIGITS
}
_ASCII_RUNS = re.compile("([\x00-\x7f]+)")
# The bytes before which quoted-printable quotes a "." that starts a line.
_QP_LINE_ENDS = frozenset(b"\x00\r\n")
# Quoted-printable's "=" of each escape as the "%" of a percent-encoding (one
# bytes.translate costs less than a replace).
_EQUALS_TO_PERCENT = bytes.maketrans(b"=", b"%")
# Quoted-printable's soft line break, which it writes past 76 characters: in
# text that _qp_input passes (no CR or LF of its own) the only "\n", and
# taken out it leaves the encoding the text would have on one line (a break
# changes only how a "." first on a line and last in the text is written,
# and none comes before the text's last byte).
_SOFT_BREAK = b"=\n"


@functools.lru_cache(maxsize=64)
def _escapes(safe: str | bytes) -> tuple[str, ...]:
    """Map each byte value to its character (if unreserved or safe) or its %XX escape.

    Non-ASCII characters and bytes in ``safe`` are ignored.
    """
    keep = _UNRESERVED_BYTES.union(
        safe.encode("ascii", "ignore") if isinstance(safe, str) else (c for c in safe if c < 128)
    )
    return tuple(chr(byte) if byte in keep else f"%{byte:02X}" for byte in range(256))


def _encodings(safe: str, *, plus: bool) -> list[str]:
    """Each byte value's encoding for one safe set (``+`` for a space with ``plus``)."""
    by_byte = list(_escapes(safe + " " if plus else safe))
    if plus:
        by_byte[ord(" ")] = "+"
    return by_byte


def character_marks(safe: str, *, plus: bool = False) -> bytes:
    """A ``bytes.translate`` table that marks each byte as ``quote(text, safe)`` treats it.

    ``1`` for a byte that stands for itself, ``s`` for a space, ``p`` for a
    ``%``, NUL for any other to encode (every non-ASCII byte among them).
    Marked text that ``isdigit()`` needs no encoding; text that is
    ``isalnum()`` needs only its spaces and ``%`` encoded, which two
    ``str.replace`` calls do (``%`` first: the spaces' escapes hold one).

    >>> "a b%c".encode().translate(character_marks(""))
    b'1s1p1'
    """
    return bytes(
        0x31 if escape == chr(byte) else 0x73 if byte == 0x20 else 0x70 if byte == 0x25 else 0
        for byte, escape in enumerate(_encodings(safe, plus=plus))
    )


def _qp_input(safe: str, *, plus: bool = False) -> bytes:
    """A ``bytes.translate`` table: UTF-8 text to what quoted-printable encodes as ``quote`` would.

    Quoted-printable (RFC 2045 6.7, ``binascii.b2a_qp`` with tabs and spaces
    quoted) writes each byte above "~", below "!" and "=" as =XX, upper-case,
    in C: where those are exactly the bytes ``quote(text, safe)`` encodes, it
    is this encoding with "=" for "%". Each byte where both keep it or both
    encode it maps to itself; every other byte to NUL, so a NUL in the
    result sends the text another way. A "=" is always quoted: where the set
    keeps it, the text must take another route. NUL, CR and LF map to NUL
    too: quoted-printable quotes a "." that starts a line before one of them.
    With ``plus`` a space maps to "+", which quoted-printable keeps: ``+``
    itself is encoded by form encoding and kept by quoted-printable, so it
    maps to NUL, and every "+" left is a space.

    >>> table = _qp_input("/", plus=True)
    >>> "/ä b/c".encode().translate(table), 0 in "/50%".encode().translate(table)
    (b'/\\xc3\\xa4+b/c', True)
    """
    table = bytearray(
        byte
        if (escape == chr(byte)) != (byte < 0x21 or byte > 0x7E or byte == 0x3D)
        and byte not in _QP_LINE_ENDS
        else 0
        for byte, escape in enumerate(_encodings(safe, plus=plus))
    )
    if plus:
        table[0x20] = 0x2B
    return bytes(table)


@functools.lru_cache(maxsize=64)
def finds_unsafe(safe: str) -> Callable[[str], re.Match[str] | None]:
    """Return a search for the first character that ``quote`` would encode.

    >>> finds_unsafe("/")("a/b c")
    <re.Match object; span=(3, 4), match=' '>
    """
    keep = UNRESERVED + "".join(c for c in safe if c.isascii())
    return re.compile(f"[^{re.escape(keep)}]").search


def component_quoter(safe: str, *, plus: bool = False) -> Callable[[str], str]:
    """Return ``quote(text, safe)`` for one safe set, as UTF-8, at builder speed.

    With ``plus``, a space is written ``+`` and ``+`` is encoded (form
    encoding: ``quote_plus``). Raises UnicodeEncodeError for a lone
    surrogate, as ``quote`` does. :func:`component_quoters` says how.

    >>> component_quoter("/")("a b/ä?"), component_quoter("", plus=True)("a b+c")
    ('a%20b/%C3%A4%3F', 'a+b%2Bc')
    """
    return component_quoters(safe, plus=plus)[0]


def component_quoters(
    safe: str, *, plus: bool = False
) -> tuple[Callable[[str], str], Callable[[str], str]]:
    """Return ``quote(text, safe)`` for one safe set, and the same for ASCII text alone.

    The second is for a caller that has found the text ASCII and not letters
    and digits alone (which need nothing): it skips those two checks.

    With ``plus``, a space is written ``+`` and ``+`` is encoded (form
    encoding: ``quote_plus``). The builders call one of these per value, so
    each is a few C calls: ``bytes.translate`` finds what needs encoding,
    ``str.replace`` encodes spaces and ``%``, quoted-printable (binascii)
    non-ASCII text, ``str.translate`` the rest. Raises UnicodeEncodeError for
    a lone surrogate, as ``quote`` does.

    >>> encode, encode_ascii = component_quoters("/")
    >>> encode("a b/ä?"), encode_ascii("a b/?")
    ('a%20b/%C3%A4%3F', 'a%20b/%3F')
    """
    by_byte = _encodings(safe, plus=plus)
    # A tuple, not a dict: str.translate looks each character up, and an
    # index is found where a dict would raise (and catch) a KeyError for
    # every character it keeps.
    ascii_table = tuple(by_byte[:128])
    byte_table = tuple(by_byte)
    # One bytes.translate marks each character of ASCII text (in C, at a
    # third of what str.translate costs even when every character is kept).
    # All digits: nothing to encode. All letters and digits: only spaces and
    # "%" (a file name, a search term, "50% off"), which one or two
    # str.replace calls encode, where str.translate would take its
    # per-character path from the first escape on (about 280 instructions a
    # character: callgrind, CPython 3.11).
    marks = character_marks(safe, plus=plus)
    space = by_byte[0x20]
    qp_input = _qp_input(safe, plus=plus)

    def encode_ascii(text: str) -> str:
        # encode()'s ASCII branch below, written out: a call would cost more.
        found = text.encode().translate(marks)
        if found.isdigit():
            return text
        if found.isalnum():
            if 0x70 not in found:
                return text.replace(" ", space)
            text = text.replace("%", "%25")
            return text.replace(" ", space) if 0x73 in found else text
        if not text:
            return text
        return text.translate(ascii_table)

    def encode(text: str) -> str:
        if text.isascii():
            # Letters and digits alone, the most common value, need nothing.
            if text.isalnum():
                return text
            # (encode() and decode() without arguments: naming the codec
            # costs a lookup, about 250 instructions.)
            found = text.encode().translate(marks)
            if found.isdigit():
                return text
            if found.isalnum():
                # Not digits alone: a space or a "%" at least, so with no
                # "%" there is a space.
                if 0x70 not in found:
                    return text.replace(" ", space)
                text = text.replace("%", "%25")  # first: the escapes of spaces hold "%"
                return text.replace(" ", space) if 0x73 in found else text
            if not text:
                return text  # the very text: nothing was encoded
            return text.translate(ascii_table)
        data = text.encode()
        # Quoted-printable (_qp_input) writes the escapes in C, where
        # str.translate takes its per-character path on non-ASCII text (about
        # 280 instructions a character). Text it would write otherwise takes
        # the table. Even one character's two bytes cost no more this way
        # (3,716 instructions a quote_path("ü") against 3,713 by the table,
        # "/é" 3,831 against 4,028: callgrind, 2026-11-26), so the length is
        # not asked.
        if 0 not in (kept := data.translate(qp_input)):
            # Positional (quotetabs, not istext): keywords cost about 400 instructions.
            escaped = b2a_qp(kept, True, False)  # noqa: FBT003
            # A soft line break, past 76 characters: see _SOFT_BREAK.
            if 0x0A in escaped:
                escaped = escaped.replace(_SOFT_BREAK, b"")
            return escaped.translate(_EQUALS_TO_PERCENT).decode()
        # Each UTF-8 byte as the Latin-1 character of its number, which the
        # table maps to itself or to its escape.
        return data.decode("latin-1").translate(byte_table)

    return encode, encode_ascii


def quote_from_bytes(data: bytes | bytearray, safe: str | bytes = "") -> str:
    """Percent-encode every byte that is neither unreserved nor in ``safe``.

    Non-ASCII characters in ``safe`` are ignored, as ``urllib.parse`` does.

    >>> quote_from_bytes(b"a b/\\xff", "/")
    'a%20b/%FF'
    """
    # Latin-1 reads each byte as the character with its number, which the table
    # maps to itself or to its escape: str.translate runs the loop in C.
    return data.decode("latin-1").translate(_escapes(safe))


#: Printable ASCII but "#" and "%": what Google Safe Browsing's URL
#: canonicalization and the surt package leave unescaped (every other byte,
#: "#" and "%" included, is escaped once).
PRINTABLE_BUT_HASH_PERCENT = "".join(chr(c) for c in range(0x21, 0x7F) if chr(c) not in "#%")


def unquote_fully(data: bytes) -> bytes:
    """Decode escapes until none is left: ``%2525`` gives ``%25``, then ``%``.

    >>> unquote_fully(b"%252541")
    b'A'
    """
    while True:
        decoded = unquote_to_bytes(data)
        if decoded == data:
            return data
        data = decoded


def quote(text: str, safe: str = "", encoding: str = "utf-8", errors: str = "strict") -> str:
    """Percent-encode ``text`` as ``encoding`` bytes, keeping unreserved and ``safe``.

    >>> quote("a b/ä?", "/")
    'a%20b/%C3%A4%3F'
    """
    # Text with nothing to escape comes back as it is if the encoding writes
    # ASCII as ASCII. Arguments that are not str go on to str.encode(), which
    # words the error.
    if (
        finds_unsafe(safe)(text) is None
        and type(encoding) is str
        and type(errors) is str
        and (encoding == "utf-8" or _ascii_compatible(encoding))
    ):
        return text
    return quote_from_bytes(text.encode(encoding, errors), safe)


_ASCII = bytes(range(128))


@functools.lru_cache(maxsize=32)
def _ascii_compatible(encoding: str) -> bool:
    """Whether ``encoding`` writes ASCII text as the same bytes (UTF-16 does not)."""
    try:
        return _ASCII.decode("ascii").encode(encoding) == _ASCII
    except (LookupError, UnicodeError):
        return False


def quote_plus(text: str, safe: str = "", encoding: str = "utf-8", errors: str = "strict") -> str:
    """Like ``quote``, but write a space as ``+`` (form encoding).

    >>> quote_plus("a b+c&d")
    'a+b%2Bc%26d'
    """
    if " " not in text:
        return quote(text, safe, encoding, errors)
    return quote(text, safe + " ", encoding, errors).replace(" ", "+")


def unquote_to_bytes(text: str | bytes | bytearray) -> bytes:
    """Decode ``%XX`` escapes to bytes; text is taken as UTF-8, broken escapes kept.

    >>> unquote_to_bytes("a%20b%zz%C3%A4")
    b'a b%zz\\xc3\\xa4'
    """
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    pieces = data.split(b"%")
    if len(pieces) == 1:
        return data
    out = [pieces[0]]
    for piece in pieces[1:]:
        byte = _HEX_PAIR_TO_BYTE.get(piece[:2])
        if byte is None:
            out.append(b"%")
            out.append(piece)
        else:
            out.append(byte)
            out.append(piece[2:])
    return b"".join(out)


def unquote(text: str, encoding: str = "utf-8", errors: str = "replace") -> str:
    """Decode ``%XX`` escapes; each run of ASCII is decoded as one ``encoding`` text.

    Non-ASCII characters are kept as they are and end a run, so an escape
    sequence never joins with them (``urllib.parse.unquote``'s rule).

    >>> unquote("caf%C3%A9%20au%20lait")
    'café au lait'
    """
    if "%" not in text:
        return text
    if text.isascii():
        return unquote_to_bytes(text).decode(encoding, errors)
    pieces = _ASCII_RUNS.split(text)
    out = [pieces[0]]
    for index in range(1, len(pieces), 2):
        out.append(unquote_to_bytes(pieces[index]).decode(encoding, errors))
        out.append(pieces[index + 1])
    return "".join(out)


def unquote_plus(text: str, encoding: str = "utf-8", errors: str = "replace") -> str:
    """Like ``unquote``, reading ``+`` as a space (form decoding).

    >>> unquote_plus("a+b%2B")
    'a b+'
    """
    return unquote(text.replace("+", " "), encoding, errors)


# -- conversions between URI and IRI forms, and RFC 3986 6.2.2 ---------------


@functools.lru_cache(maxsize=32)
def _escape_normalizer(safe: str) -> re.Pattern[str]:
    # Only ASCII can stand unencoded in a URI, whatever the caller calls safe.
    keep = UNRESERVED + "".join(c for c in safe if c.isascii()) + "%"
    return re.compile(f"%[0-9A-Fa-f]{{2}}|%|[^{re.escape(keep)}]+")


def normalize_escapes(text: str, safe: str) -> str:
    """Apply RFC 3986 6.2.2.1-2 to one component: the canonical escapes.

    An escape of an unreserved character is decoded, other escapes get
    upper-case hex digits, and a character the component may not hold as
    written (not unreserved, not in ``safe``: a space, non-ASCII text, a
    ``%`` that starts no escape) is percent-encoded as UTF-8.

    >>> normalize_escapes("%7efoo%2f%c3%a4 ä%", "/")
    '~foo%2F%C3%A4%20%C3%A4%25'
    """

    def replace(match: re.Match[str]) -> str:
        found = match.group()
        if len(found) == 3 and found[0] == "%":
            char = chr(int(found[1:], 16))
            return char if char in UNRESERVED else found.upper()
        return quote_from_bytes(found.encode("utf-8", "surrogatepass"))

    return _escape_normalizer(safe).sub(replace, text)


_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


_LOWER_ESCAPE = re.compile(r"%[0-9a-f]{2}")


def lower_outside_escapes(text: str) -> str:
    """Lower-case ``text`` but for the hex digits of its escapes, which go upper.

    >>> lower_outside_escapes("Ex%c3%a4MPLE%2f")
    'ex%C3%A4mple%2F'
    """
    return _LOWER_ESCAPE.sub(lambda m: m.group().upper(), text.lower())


def encode_non_ascii(text: str) -> str:
    """Percent-encode the non-ASCII characters of ``text`` as UTF-8 (RFC 3987 3.1).

    >>> encode_non_ascii("/ä?ö=%20")
    '/%C3%A4?%C3%B6=%20'
    """
    if text.isascii():
        return text
    return _NON_ASCII.sub(
        lambda m: quote_from_bytes(m.group().encode("utf-8", "surrogatepass")), text
    )


_ESCAPE_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _iri_char(code: int, *, private: bool) -> bool:
    """Whether RFC 3987 lets ``chr(code)`` stand unencoded in an IRI."""
    # RFC 3987 3.2 step 3: bidirectional formatting characters stay encoded.
    if code in (0x200E, 0x200F) or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
        return False
    # RFC 3987 2.2: ucschar, and iprivate in a query.
    if (
        0xA0 <= code <= 0xD7FF
        or 0xF900 <= code <= 0xFDCF
        or 0xFDF0 <= code <= 0xFFEF
        or (0x10000 <= code <= 0xEFFFD and (code & 0xFFFF) <= 0xFFFD)
    ):
        return True
    return private and (
        0xE000 <= code <= 0xF8FF or 0xF0000 <= code <= 0xFFFFD or 0x100000 <= code <= 0x10FFFD
    )


def decode_iri_escapes(text: str, *, private: bool = False) -> str:
    """Decode the escapes that spell non-ASCII characters an IRI may hold.

    Escapes of ASCII, of bytes that are not UTF-8, and of characters that
    RFC 3987 keeps encoded (bidi formatting, non-characters) stay as written.
    ``private`` allows the private-use ranges (RFC 3987 allows them in a query).

    >>> decode_iri_escapes("/%C3%A4%20%FF%e2%80%8e")
    '/ä%20%FF%e2%80%8e'
    """
    if "%" not in text:
        return text

    def replace(match: re.Match[str]) -> str:
        escapes = match.group()
        data = bytes.fromhex(escapes.replace("%", ""))
        out: list[str] = []
        index = 0
        # Decoding with surrogateescape maps each undecodable byte to one
        # lone surrogate, so every character accounts for a known byte count.
        for char in data.decode("utf-8", "surrogateescape"):
            code = ord(char)
            size = 1 if code < 0x80 or 0xDC80 <= code <= 0xDCFF else len(char.encode("utf-8"))
            if size > 1 and _iri_char(code, private=private):
                out.append(char)
            else:
                out.append(escapes[3 * index : 3 * (index + size)])
            index += size
        return "".join(out)

    return _ESCAPE_RUN.sub(replace, text)


@functools.lru_cache(maxsize=32)
def _finds_invalid(safe: str) -> re.Pattern[str]:
    keep = UNRESERVED + safe
    return re.compile(f"%(?![0-9A-Fa-f]{{2}})|[^%{re.escape(keep)}]+")


def quote_invalid(text: str, safe: str) -> str:
    """Percent-encode what may not stand in a component, keeping valid escapes.

    For text that is already a component as written (a query string given
    to a builder): a space, non-ASCII text, or a ``%`` that starts no escape
    is encoded; ``%41`` stays ``%41``.

    >>> quote_invalid("a=b c&d=%41%", "=&")
    'a=b%20c&d=%41%25'
    """
    return _finds_invalid(safe).sub(
        lambda m: quote_from_bytes(m.group().encode("utf-8", "surrogatepass")), text
    )

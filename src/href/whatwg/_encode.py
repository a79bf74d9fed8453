"""The URL Standard's percent-encode sets (section 1.3) over href's one quoter.

Each set is written as the safe set ``href._quote.quote`` keeps: printable
ASCII minus the characters the standard names; everything else (C0 controls,
DEL, non-ASCII) is encoded, as in every one of the standard's sets.
``encode_query`` is "percent-encode after encoding" for documents in a legacy
encoding, with Python's codecs standing in for the Encoding Standard's.
"""

from __future__ import annotations

import codecs
import functools

from href._quote import finds_unsafe, quote_from_bytes

__all__ = [
    "C0_SAFE",
    "FRAGMENT_SAFE",
    "PATH_SAFE",
    "QUERY_SAFE",
    "SPECIAL_QUERY_SAFE",
    "USERINFO_SAFE",
    "encode",
    "encode_query",
    "output_encoding",
]

_PRINTABLE = "".join(map(chr, range(0x20, 0x7F)))


def _keep(encoded: str, base: str = _PRINTABLE) -> str:
    return "".join(char for char in base if char not in encoded)


#: C0 control percent-encode set: C0 controls and everything above "~".
C0_SAFE = _keep("")
#: Fragment percent-encode set: C0 and space " < > `.
FRAGMENT_SAFE = _keep(' "<>`')
#: Query percent-encode set: C0 and space " # < >.
QUERY_SAFE = _keep(' "#<>')
#: Special-query percent-encode set: the query set and '.
SPECIAL_QUERY_SAFE = _keep("'", QUERY_SAFE)
#: Path percent-encode set: the query set and ? ^ ` { }.
PATH_SAFE = _keep("?^`{}", QUERY_SAFE)
#: Userinfo percent-encode set: the path set and / : ; = @ [ \ ] |.
USERINFO_SAFE = _keep("/:;=@[\\]|", PATH_SAFE)


def encode(text: str, safe: str) -> str:
    """UTF-8 percent-encode ``text`` with the set whose complement is ``safe``.

    >>> encode("a b<ü", FRAGMENT_SAFE)
    'a%20b%3C%C3%BC'
    """
    if finds_unsafe(safe)(text) is None:
        return text
    return quote_from_bytes(text.encode("utf-8"), safe)


# Encoding Standard labels whose Python codec of the same name is a different
# (older or narrower) table than the web's.
_CODECS = {
    "big5": "big5hkscs",
    "euc-kr": "cp949",
    "shift_jis": "cp932",
    "windows-31j": "cp932",
    "gbk": "gb18030",
}
# Encoding Standard: code points an encoder refuses though Python's codec
# writes them: gb18030 and gbk refuse U+E5E5 (8.1.2 step 4); ISO-2022-JP
# refuses ESC, SO and SI, reported as U+FFFD (12.2.2 step 3).
_REFUSED = {
    "gb18030": {"\ue5e5": "\ue5e5"},
    "iso2022_jp": {"\x0e": "\ufffd", "\x0f": "\ufffd", "\x1b": "\ufffd"},
}


@functools.lru_cache(maxsize=32)
def output_encoding(label: str) -> str:
    """The Python codec for an Encoding Standard label, after "get an output encoding".

    UTF-16 and unknown labels give UTF-8, as the standard's output encoding
    does for UTF-16 and the replacement encoding.

    >>> output_encoding("windows-1252"), output_encoding("UTF-16LE")
    ('cp1252', 'utf-8')
    """
    label = label.strip().lower()
    try:
        name = codecs.lookup(_CODECS.get(label, label)).name
    except LookupError:
        return "utf-8"
    if name.startswith("utf-16") or name == "utf-8":
        return "utf-8"
    return name


def encode_query(text: str, encoding: str, safe: str) -> str:
    """Percent-encode after encoding: ``text`` as ``encoding`` bytes, keeping ``safe``.

    A character the encoding cannot write becomes ``%26%23<decimal>%3B``
    (an HTML numeric character reference, itself escaped).

    >>> encode_query("a†é", "cp1252", QUERY_SAFE), encode_query("†", "big5hkscs", QUERY_SAFE)
    ('a%86%E9', '%26%238224%3B')
    """
    if encoding == "utf-8":
        return encode(text, safe)
    refused = _REFUSED.get(encoding, {})
    out: list[str] = []
    start = 0
    length = len(text)
    while start < length:
        stop = start
        while stop < length and text[stop] not in refused:
            stop += 1
        chunk = text[start:stop]
        while chunk:
            try:
                out.append(quote_from_bytes(chunk.encode(encoding), safe))
                chunk = ""
            except UnicodeEncodeError as error:
                out.append(quote_from_bytes(chunk[: error.start].encode(encoding), safe))
                out.extend(f"%26%23{ord(char)}%3B" for char in chunk[error.start : error.end])
                chunk = chunk[error.end :]
        if stop < length:
            out.append(f"%26%23{ord(refused[text[stop]])}%3B")
        start = stop + 1
    return "".join(out)

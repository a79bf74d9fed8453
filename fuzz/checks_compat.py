"""The compat fuzz targets: href.compat against urllib.parse, on str, bytes and bytearray."""

from __future__ import annotations

import functools
import urllib.parse
from collections.abc import Callable
from types import ModuleType
from typing import Final

from fuzz.findings import fail
from fuzz.inputs import (
    QUERIES,
    Source,
    _small,
    base_text,
    pick,
    reference_text,
    url_text,
    value_text,
)

import href.compat
from compat_harness import outcome

_KINDS: Final = ("str", "str", "bytes", "bytearray")


def as_kind(text: str, kind: str) -> str | bytes | bytearray:
    """``text`` as str, bytes or bytearray (UTF-8, lone surrogates passed through)."""
    if kind == "str":
        return text
    data = text.encode("utf-8", "surrogatepass")
    return data if kind == "bytes" else bytearray(data)


def same(key: str, call: Callable[[ModuleType], object], what: str) -> None:
    """Fail unless ``call`` behaves the same given urllib.parse and href.compat."""
    expected = outcome(lambda: call(urllib.parse))
    actual = outcome(lambda: call(href.compat))
    if actual != expected:
        fail(key, f"{what}\n  urllib.parse: {expected!r}\n  href.compat:  {actual!r}")


def compat_urlsplit(source: Source, function: str = "urlsplit") -> None:
    """urlsplit(url, scheme, allow_fragments): results and their attributes, or errors."""
    url = as_kind(url_text(source), pick(source, _KINDS))
    arguments: tuple[object, ...] = (url,)
    if source.boolean():
        scheme = _small(source, ("", "http", "HTTP", "x", "é", "1", "a+b"), 4)
        kind = "str" if isinstance(url, str) else "bytes"
        arguments = (url, as_kind(scheme, kind if source.integer(0, 7) else "str"))
        if source.boolean():
            arguments += (source.boolean(),)

    def call(module: ModuleType) -> object:
        return getattr(module, function)(*arguments)

    same(f"compat_{function}", call, f"{function}(*{arguments!r})")


def compat_urlparse(source: Source) -> None:
    """urlparse(url, scheme, allow_fragments): as compat_urlsplit."""
    compat_urlsplit(source, "urlparse")


def compat_urljoin(source: Source) -> None:
    """urljoin(base, url, allow_fragments) on str and on bytes."""
    base, ref = base_text(source), reference_text(source)
    kind = pick(source, ("str", "str", "bytes"))
    arguments: tuple[object, ...] = (as_kind(base, kind), as_kind(ref, kind))
    if source.boolean():
        arguments += (source.boolean(),)
    same("compat_urljoin", lambda m: m.urljoin(*arguments), f"urljoin(*{arguments!r})")


_COMPONENTS: Final = (
    "", "http", "HTTP", "file", "mailto", "x", "svn+ssh", "//", "/", "a", "//a", "a:b", "h",
    "u@h:1", "[::1]", "/p", "p", "//p", "q", "f", "x;y", "?", "#", "é",
)  # fmt: skip


def compat_unsplit(source: Source) -> None:
    """urlunsplit/urlunparse of components, and of urlsplit/urlparse's results."""
    count = pick(source, (5, 6))
    parts = [_small(source, _COMPONENTS, 6) for _ in range(count)]
    kind = pick(source, ("str", "str", "bytes", "mixed"))
    values: list[object]
    if kind == "mixed":
        values = [p.encode("utf-8", "surrogatepass") if source.boolean() else p for p in parts]
    else:
        values = [as_kind(p, kind) for p in parts]
    args: tuple[object, ...] | list[object] = tuple(values) if source.boolean() else values
    function = "urlunsplit" if count == 5 else "urlunparse"
    same(f"compat_{function}", lambda m: getattr(m, function)(args), f"{function}({args!r})")
    text = url_text(source)
    for split, unsplit in (("urlsplit", "urlunsplit"), ("urlparse", "urlunparse")):

        def round_trip(module: ModuleType, split: str = split, unsplit: str = unsplit) -> object:
            return getattr(module, unsplit)(getattr(module, split)(text))

        same(f"compat_{unsplit}:round-trip", round_trip, f"{unsplit}({split}({text!r}))")


def compat_urldefrag(source: Source) -> None:
    """urldefrag(url) on str and bytes."""
    url = as_kind(url_text(source), pick(source, _KINDS))
    same("compat_urldefrag", lambda m: m.urldefrag(url), f"urldefrag({url!r})")


_ENCODINGS: Final = (None, "utf-8", "latin-1", "ascii", "utf-16", "cp1252", "shift_jis")
_ERRORS: Final = (
    None,
    "strict",
    "replace",
    "ignore",
    "surrogateescape",
    "xmlcharrefreplace",
    "backslashreplace",
    "surrogatepass",
)
_SAFE: Final = ("", "/", "/:", "~", "%", " ", "+", ":/?#[]@!$&'()*+,;=", "é", "\x7f", "&=")


def compat_quote(source: Source) -> None:
    """quote, quote_plus and quote_from_bytes with fuzzed safe, encoding and errors."""
    function = pick(source, ("quote", "quote_plus", "quote_from_bytes"))
    text = value_text(source) if source.boolean() else url_text(source)
    if function == "quote_from_bytes":
        value: object = source.binary(24) if source.boolean() else as_kind(text, "bytes")
    else:
        value = as_kind(text, pick(source, _KINDS))
    arguments: tuple[object, ...] = (value,)
    if source.integer(0, 3) != 0:
        safe = _small(source, _SAFE, 4)
        arguments += (as_kind(safe, pick(source, ("str", "str", "bytes"))),)
        if function != "quote_from_bytes" and source.boolean():
            arguments += (pick(source, _ENCODINGS), pick(source, _ERRORS))
    same(
        f"compat_quote:{function}",
        lambda m: getattr(m, function)(*arguments),
        f"{function}(*{arguments!r})",
    )


_ESCAPE_PIECES: Final = (
    "%",
    "2",
    "f",
    "E",
    "9",
    "%C3",
    "%A9",
    "+",
    "a",
    "é",
    "%zz",
    "%e2%82",
    "%AC",
    "%FF",
    "%00",
    "%u00e9",
    "%%",
    "%2B",
    "%20",
    "\ud800",
)


def compat_unquote(source: Source) -> None:
    """unquote, unquote_plus and unquote_to_bytes with fuzzed encoding and errors."""
    function = pick(source, ("unquote", "unquote_plus", "unquote_to_bytes"))
    if source.boolean():
        text = "".join(pick(source, _ESCAPE_PIECES) for _ in range(source.integer(0, 10)))
    else:
        text = url_text(source)
    value = as_kind(text, pick(source, _KINDS) if function != "unquote_plus" else "str")
    arguments: tuple[object, ...] = (value,)
    if function != "unquote_to_bytes" and source.boolean():
        encoding = pick(source, _ENCODINGS) or "utf-8"
        arguments += (encoding, pick(source, _ERRORS) or "replace")
    same(
        f"compat_unquote:{function}",
        lambda m: getattr(m, function)(*arguments),
        f"{function}(*{arguments!r})",
    )


_SEPARATORS: Final = ("&", "&", ";", "&&", "=", "a", "é", "", " ", "%", "+")


def compat_parse_qs(source: Source) -> None:
    """parse_qs and parse_qsl with every keyword fuzzed."""
    function = pick(source, ("parse_qs", "parse_qsl"))
    if source.boolean():
        text = "&".join(_small(source, QUERIES, 12) for _ in range(source.integer(0, 4)))
    else:
        text = url_text(source)
    kind = pick(source, ("str", "str", "bytes"))
    query = as_kind(text, kind)
    keywords: dict[str, object] = {
        "keep_blank_values": source.boolean(),
        "strict_parsing": source.boolean(),
        "encoding": pick(source, ("utf-8", "latin-1", "ascii")),
        "errors": pick(source, ("replace", "strict", "ignore", "surrogateescape")),
        "max_num_fields": pick(source, (None, -1, 0, 1, 2, 3, 5, 10)),
        "separator": as_kind(pick(source, _SEPARATORS), kind if source.integer(0, 5) else "str"),
    }
    same(
        f"compat_parse_qs:{function}",
        lambda m: getattr(m, function)(query, **keywords),
        f"{function}({query!r}, **{keywords!r})",
    )


def _form_scalar(source: Source) -> object:
    kind = source.integer(0, 6)
    if kind == 0:
        return source.integer(-5, 500)
    if kind == 1:
        return pick(source, (None, 1.5, True, b"\xff", b"a b"))
    text = value_text(source)
    return text.encode("utf-8", "surrogatepass") if kind == 2 else text


def compat_urlencode(source: Source) -> None:
    """urlencode of mappings and pairs, doseq, safe, encoding, errors and quote_via."""
    pairs: list[tuple[object, object]] = []
    for _ in range(source.integer(0, 4)):
        name = _form_scalar(source)
        value: object = _form_scalar(source)
        if source.integer(0, 3) == 0:
            values = [_form_scalar(source) for _ in range(source.integer(0, 3))]
            value = tuple(values) if source.boolean() else values
        pairs.append((name, value))
    query: object = pairs
    if source.boolean():
        try:
            query = dict(pairs)
        except TypeError:  # an unhashable name: keep the pairs
            query = pairs
    doseq = source.boolean()
    safe = as_kind(_small(source, _SAFE, 3), pick(source, ("str", "bytes")))
    encoding, errors = pick(source, _ENCODINGS), pick(source, _ERRORS)
    via = pick(source, ("quote_plus", "quote", "quote_from_bytes"))

    def call(module: ModuleType) -> object:
        return module.urlencode(query, doseq, safe, encoding, errors, getattr(module, via))

    same(
        "compat_urlencode",
        call,
        f"urlencode({query!r}, {doseq!r}, {safe!r}, {encoding!r}, {errors!r}, {via})",
    )


_LEGACY: Final = (
    "splittype", "splithost", "splituser", "splitpasswd", "splitport", "splitnport",
    "splitquery", "splittag", "splitattr", "splitvalue", "to_bytes", "unwrap",
)  # fmt: skip


def compat_legacy(source: Source) -> None:
    """Every deprecated split* helper, to_bytes and unwrap (warnings compared, not raised)."""
    text = url_text(source)
    if source.integer(0, 4) == 0:
        text = pick(source, ("<URL:", "<", "URL:", " <URL: ", "")) + text + pick(source, (">", ""))
    defport = pick(source, (-1, None, 0, 80, 8080))
    same(
        "compat_legacy:splitnport",
        lambda m: m.splitnport(text, defport),
        f"splitnport({text!r}, {defport!r})",
    )
    for function in _LEGACY:
        same(
            f"compat_legacy:{function}",
            functools.partial(_call_legacy, function=function, text=text),
            f"{function}({text!r})",
        )


def _call_legacy(module: ModuleType, *, function: str, text: str) -> object:
    return getattr(module, function)(text)

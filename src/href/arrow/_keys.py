"""href.arrow's one-string-a-row functions: host keys, domains, SURT, canonical forms."""

from __future__ import annotations

from collections.abc import Callable

import pyarrow as pa

from href import domains, keys
from href._canon import Profile, canonical_text
from href._surt import WWWRule, surt_key
from href._url import URL
from href.arrow._columns import ArrowStrings, strings, texts
from href.domains import Section, SuffixList

__all__ = ["host_key", "normalize", "public_suffix", "registrable_domain", "reversed_host", "surt"]


def _each(urls: ArrowStrings, function: str, row: Callable[[str], str | None]) -> pa.StringArray:
    """``row`` of each row; null for a null row and for one that fails."""
    out: list[str | None] = []
    append = out.append
    for text in texts(urls, function):
        if text is None:
            append(None)
            continue
        try:
            append(row(text))
        except ValueError:  # InvalidURL is one: the row's failure, which parse() explains
            append(None)
    return strings(out)


def _host_key(text: str) -> str | None:
    host = URL(text).host
    return None if host is None else host.canonical


def host_key(urls: ArrowStrings) -> pa.StringArray:
    """Return the canonical host of each URL: lower case, A-labels (``Host.canonical``).

    Null for a URL without a host, and for one that fails to parse.

    >>> import pyarrow as pa
    >>> host_key(pa.array(["https://WWW.Bücher.example/", "mailto:x@y", "http://h:x/"]))
    <pyarrow.lib.StringArray object at ...>
    [
      "www.xn--bcher-kva.example",
      null,
      null
    ]
    """
    return _each(urls, "host_key()", _host_key)


def reversed_host(urls: ArrowStrings) -> pa.StringArray:
    """Return each canonical host's labels reversed, ``com.example.www`` (see href.keys).

    >>> import pyarrow as pa
    >>> reversed_host(pa.array(["https://www.Example.com/"])).to_pylist()
    ['com.example.www']
    """
    return _each(urls, "reversed_host()", keys.reversed_host)


def _suffix_row(
    section: Section, suffixes: SuffixList | None, *, registrable: bool
) -> Callable[[str], str | None]:
    look_up = domains.registrable_domain if registrable else domains.public_suffix

    def row(text: str) -> str | None:
        host = URL(text).host
        if host is None:
            return None
        return look_up(host.canonical, section=section, suffixes=suffixes)

    return row


def registrable_domain(
    urls: ArrowStrings, *, section: Section, suffixes: SuffixList | None = None
) -> pa.StringArray:
    """Return the registrable domain of each URL's host (see href.domains; extra ``psl``).

    ``suffixes`` is a list of one's own (the shipped one by default).

    >>> import pyarrow as pa
    >>> urls = pa.array(["https://a.b.github.io/", "http://www.example.co.uk/"])
    >>> registrable_domain(urls, section="icann").to_pylist()
    ['github.io', 'example.co.uk']
    >>> registrable_domain(urls, section="private").to_pylist()
    ['b.github.io', 'example.co.uk']
    """
    return _each(urls, "registrable_domain()", _suffix_row(section, suffixes, registrable=True))


def public_suffix(
    urls: ArrowStrings, *, section: Section, suffixes: SuffixList | None = None
) -> pa.StringArray:
    """Return the public suffix of each URL's host (see href.domains; extra ``psl``).

    ``suffixes`` is a list of one's own (the shipped one by default).

    >>> import pyarrow as pa
    >>> public_suffix(pa.array(["https://a.b.github.io/"]), section="private").to_pylist()
    ['github.io']
    """
    return _each(urls, "public_suffix()", _suffix_row(section, suffixes, registrable=False))


def surt(urls: ArrowStrings, *, www: WWWRule) -> pa.StringArray:
    """Return each URL's SURT key, as the surt package writes it (see href.keys.surt).

    >>> import pyarrow as pa
    >>> surt(pa.array(["http://www.Example.com/A?b&a"]), www="package").to_pylist()
    ['com,example)/a?a&b']
    """
    return _each(urls, "surt()", lambda text: surt_key(text, www=www))


def normalize(urls: ArrowStrings, *, profile: Profile) -> pa.StringArray:
    """Return each URL's form by a canonicalization profile (see ``URL.canonicalize``).

    >>> import pyarrow as pa
    >>> urls = pa.array(["HTTP://Example.com/b/?utm_source=x&k=1#top", "http://h:x/"])
    >>> normalize(urls, profile="aggressive").to_pylist()
    ['http://example.com/b?k=1', None]
    """
    # A profile's name is checked once, not found wrong on every row.
    canonical_text("http://example.com/", profile)
    return _each(urls, "normalize()", lambda text: _canonical(text, profile))


def _canonical(text: str, profile: Profile) -> str:
    result = canonical_text(text, profile)
    if profile == "safe_browsing":  # it takes any text: its result must still be a URL
        URL(result)
    return result

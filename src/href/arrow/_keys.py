"""href.arrow's one-string-a-row functions: host keys, domains, SURT, canonical forms."""

from __future__ import annotations

from collections.abc import Callable

import pyarrow as pa

from href import domains, keys
from href._canon import Profile, canonical_text
from href._host import Host
from href._split import HOST, parse_url
from href._surt import WWWRule, surt_key
from href._url import URL
from href.arrow._columns import ArrowStrings, strings, texts
from href.arrow._recent import RecentHosts
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


def _by_host(
    urls: ArrowStrings,
    function: str,
    of_host: Callable[[Host], str | None],
    known: RecentHosts[str | None],
    *,
    hosts: bool = False,
) -> pa.StringArray:
    """``of_host`` of each row's host; null for a null row, no host, or a failure.

    The same value as ``of_host(URL(text).host)``, through the same splitter
    (``parse_url``, which ``URL()`` calls) and the same ``Host``; but no
    ``URL`` is built for a row, and a host's value is taken from ``known``
    when it was read lately (a crawl lists a host's URLs together). With
    ``hosts``, each row is a host, checked as ``Host()`` checks one.
    """
    out: list[str | None] = []
    append = out.append
    for text in texts(urls, function):
        if text is None:
            append(None)
            continue
        try:
            host = text if hosts else parse_url(text).group(HOST)
            if host is None:
                append(None)
                continue
            try:
                value = known[host]
            except KeyError:  # the host's first row this call
                view = Host(host) if hosts else Host._trusted(host)
                value = known.keep(host, of_host(view))
        except ValueError:  # InvalidURL is one: the row's failure, which parse() explains
            append(None)
            continue
        append(value)
    return strings(out)


def _canonical(host: Host) -> str:
    return host.canonical


# A host's canonical form is its text's alone, so one memory serves every
# call: an engine calls host_key a batch at a time (DuckDB: 2,048 rows).
_canonical_hosts: RecentHosts[str | None] = RecentHosts()


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
    return _by_host(urls, "host_key()", _canonical, _canonical_hosts)


def reversed_host(urls: ArrowStrings) -> pa.StringArray:
    """Return each canonical host's labels reversed, ``com.example.www`` (see href.keys).

    >>> import pyarrow as pa
    >>> reversed_host(pa.array(["https://www.Example.com/"])).to_pylist()
    ['com.example.www']
    """
    return _each(urls, "reversed_host()", keys.reversed_host)


def _suffix_of(
    section: Section, suffixes: SuffixList | None, *, registrable: bool
) -> Callable[[Host], str | None]:
    look_up = domains.registrable_domain if registrable else domains.public_suffix

    def of_host(host: Host) -> str | None:
        return look_up(host.canonical, section=section, suffixes=suffixes)

    return of_host


def registrable_domain(
    urls: ArrowStrings,
    *,
    section: Section,
    suffixes: SuffixList | None = None,
    hosts: bool = False,
) -> pa.StringArray:
    """Return the registrable domain of each URL's host (see href.domains; extra ``psl``).

    ``suffixes`` is a list of one's own (the shipped one by default). With
    ``hosts=True`` each row is a host name, not a URL (a DNS log, an
    allow-list): a row that is no host (a URL, a name with its port) is
    null, as a URL that fails is. Without it, such a name reads as a path,
    whose domain is null.

    >>> import pyarrow as pa
    >>> urls = pa.array(["https://a.b.github.io/", "http://www.example.co.uk/"])
    >>> registrable_domain(urls, section="icann").to_pylist()
    ['github.io', 'example.co.uk']
    >>> registrable_domain(urls, section="private").to_pylist()
    ['b.github.io', 'example.co.uk']
    >>> names = pa.array(["www.example.co.uk", "example.com:8080"])
    >>> registrable_domain(names, section="icann").to_pylist()
    [None, None]
    >>> registrable_domain(names, section="icann", hosts=True).to_pylist()
    ['example.co.uk', None]
    """
    of_host = _suffix_of(section, suffixes, registrable=True)
    return _by_host(urls, "registrable_domain()", of_host, RecentHosts(), hosts=hosts)


def public_suffix(
    urls: ArrowStrings,
    *,
    section: Section,
    suffixes: SuffixList | None = None,
    hosts: bool = False,
) -> pa.StringArray:
    """Return the public suffix of each URL's host (see href.domains; extra ``psl``).

    ``suffixes`` is a list of one's own (the shipped one by default); with
    ``hosts=True`` each row is a host name (see :func:`registrable_domain`).

    >>> import pyarrow as pa
    >>> public_suffix(pa.array(["https://a.b.github.io/"]), section="private").to_pylist()
    ['github.io']
    """
    of_host = _suffix_of(section, suffixes, registrable=False)
    return _by_host(urls, "public_suffix()", of_host, RecentHosts(), hosts=hosts)


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
    return _each(urls, "normalize()", lambda text: _profile_text(text, profile))


def _profile_text(text: str, profile: Profile) -> str:
    result = canonical_text(text, profile)
    if profile == "safe_browsing":  # it takes any text: its result must still be a URL
        URL(result)
    return result

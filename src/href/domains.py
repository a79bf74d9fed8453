"""Public suffixes and registrable domains, by the Public Suffix List.

The list comes from the ``publicsuffixlist`` package (``pip install
'href[psl]'``), which ships a recent copy, or from text of the list's
format that you supply. The list has two sections, and which one counts is
always your choice: ``section="icann"`` reads only the ICANN section (the
registries' own suffixes: Common Crawl's ``url_host_registry_suffix`` and
``url_host_registered_domain``), ``section="private"`` the whole list, with
the suffixes that companies such as blogspot.com or github.io give out
(Common Crawl's ``url_host_private_suffix`` and ``url_host_private_domain``).

Each function takes a host: a :class:`~href.Host`, or text that is one (a
name, an IP address, as ``Host()`` reads it), and refuses other text, a URL
above all, with an ``InvalidURL`` that says so; given a :class:`~href.URL`,
it reads the URL's host (None when it has none).

>>> from href import URL
>>> from href.domains import public_suffix, registrable_domain
>>> registrable_domain("www.example.co.uk", section="icann")
'example.co.uk'
>>> registrable_domain("foo.blogspot.com", section="icann")
'blogspot.com'
>>> registrable_domain("foo.blogspot.com", section="private")
'foo.blogspot.com'
>>> public_suffix("foo.blogspot.com", section="private")
'blogspot.com'
>>> registrable_domain(URL("https://www.example.co.uk/x"), section="icann")
'example.co.uk'
>>> registrable_domain("https://www.example.co.uk/x", section="icann")
Traceback (most recent call last):
  ...
href._errors.InvalidURL: registrable_domain() expected a host, got 'https://www.example.co.uk/x'...
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Literal

from href._errors import InvalidURL
from href._host import Host, HostKind
from href._idna import ipv4_numeric
from href._url import URL

if TYPE_CHECKING:
    from publicsuffixlist import PublicSuffixList

__all__ = ["Section", "SuffixList", "public_suffix", "registrable_domain"]

#: Which of the list's sections counts: the ICANN section alone, or the
#: whole list with its private section too.
Section = Literal["icann", "private"]


class SuffixList:
    """A Public Suffix List: the one ``publicsuffixlist`` ships, or your own.

    ``rules`` is the list's text in ``public_suffix_list.dat``'s format;
    the ICANN section is what lies between its ``// ===BEGIN ICANN
    DOMAINS===`` and ``// ===END ICANN DOMAINS===`` lines, as in the list
    itself. None takes the package's copy.

    >>> mine = SuffixList("// ===BEGIN ICANN DOMAINS===\\nexample\\n*.city.example\\n"
    ...                   "// ===END ICANN DOMAINS===\\n")
    >>> mine.registrable_domain("a.b.city.example", section="icann")
    'a.b.city.example'
    >>> mine.public_suffix("b.example", section="icann")
    'example'

    Raises:
        ImportError: without the ``publicsuffixlist`` package, naming the extra.
    """

    def __init__(self, rules: str | None = None) -> None:
        try:
            from publicsuffixlist import PublicSuffixList  # noqa: PLC0415 - an optional extra
        except ImportError:
            msg = "href.domains needs the publicsuffixlist package: pip install 'href[psl]'"
            raise ImportError(msg) from None
        source = None if rules is None else rules.splitlines()
        # accept_unknown: a name under no listed suffix has its last label
        # as its suffix (the list's "*" rule), as the list's tests expect.
        self._lists: dict[Section, PublicSuffixList] = {
            "icann": PublicSuffixList(source, accept_unknown=True, only_icann=True),
            "private": PublicSuffixList(source, accept_unknown=True),
        }

    def public_suffix(self, host: str | Host | URL, *, section: Section) -> str | None:
        """Return the longest suffix of ``host`` that the list (``section``) says is public.

        None for an IP address, an empty name, a name with an empty label
        (``.com``), a name that is a public suffix's parent, or a URL
        without a host.

        Raises:
            InvalidURL: for text that is no host (a URL, a host with its
                port): ``URL(text)`` reads a URL's host.
        """
        name = _name(host, "public_suffix()")
        return None if name is None else self._list(section).publicsuffix(name)

    def registrable_domain(self, host: str | Host | URL, *, section: Section) -> str | None:
        """Return the public suffix of ``host`` and one label more: its registrable domain.

        None where there is none: a public suffix itself, an IP address, a
        name with an empty label, a URL without a host. The result is in the
        name's form: A-labels in, A-labels out; Unicode in, Unicode out;
        lower case.

        Raises:
            InvalidURL: for text that is no host (a URL, a host with its
                port): ``URL(text)`` reads a URL's host.
        """
        name = _name(host, "registrable_domain()")
        return None if name is None else self._list(section).privatesuffix(name)

    def _list(self, section: Section) -> PublicSuffixList:
        try:
            return self._lists[section]
        except KeyError:
            msg = f"unknown section {section!r}: expected 'icann' or 'private'"
            raise ValueError(msg) from None


@functools.lru_cache(maxsize=1)  # the one shipped list, read once
def _shipped() -> SuffixList:
    return SuffixList()


def public_suffix(
    host: str | Host | URL, *, section: Section, suffixes: SuffixList | None = None
) -> str | None:
    """Return the public suffix of ``host`` by ``suffixes`` (the shipped list by default).

    See :meth:`SuffixList.public_suffix`.
    """
    return (suffixes or _shipped()).public_suffix(host, section=section)


def registrable_domain(
    host: str | Host | URL, *, section: Section, suffixes: SuffixList | None = None
) -> str | None:
    """Return the registrable domain of ``host`` by ``suffixes`` (the shipped list by default).

    See :meth:`SuffixList.registrable_domain`.
    """
    return (suffixes or _shipped()).registrable_domain(host, section=section)


def _name(host: str | Host | URL, function: str) -> str | None:
    """The name to look up: lower case, or None for what has no suffix."""
    if isinstance(host, URL):
        if host.host is None:
            return None
        host = host.host
    if isinstance(host, Host):
        if host.kind is not HostKind.NAME or host.address is not None:
            return None
        text = str(host)
    elif isinstance(host, str):
        text = str.__str__(host)
        try:
            Host(text)
        except InvalidURL as error:
            reason = str(error).partition(": ")[2]
            msg = (
                f"{function} expected a host, got {text!r}: {reason}; "
                "pass URL(text) for a URL's host"
            )
            raise InvalidURL(msg, url=text, part="host") from None
    else:
        msg = f"{function} expected a host (str or Host) or a URL, got {type(host).__name__}"
        raise TypeError(msg)
    text = text.lower()
    if not text or text.startswith(".") or ".." in text:
        return None
    if text.startswith("[") or ipv4_numeric(text) is not None:
        return None  # an IP address (as browsers read one), which no suffix has
    return text

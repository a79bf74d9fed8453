"""Read URLs as browsers do: the WHATWG URL Standard's parser, returning href URLs.

:class:`href.URL` reads a URL by RFC 3986 and keeps it exactly as written,
which is right for building and comparing URLs. A browser reads the same text
by the WHATWG URL Standard, which trims spaces, turns ``\\`` into ``/`` in
``http:`` URLs, reads ``0x7f.1`` as ``127.0.0.1``, resolves ``%2e%2e`` and
elides default ports. :func:`parse` gives that reading, serialized, as an
ordinary :class:`href.URL`:

>>> from href import whatwg
>>> whatwg.parse(" HTTP://EXAMPLE.com:80/a/./b/%2e%2E/c ")
URL('http://example.com/a/c')
>>> whatwg.parse("/\\\\evil.example/", base="https://good.example/")
URL('https://evil.example/')
>>> whatwg.parse("http://0x7f.1/").host
Host('127.0.0.1')
"""

from __future__ import annotations

import functools

from href._errors import InvalidURL
from href._idna import IDNAError
from href._idna import domain_to_ascii as _domain_to_ascii
from href._url import URL
from href._url_base import _new
from href._uts46 import to_unicode as _to_unicode
from href._value import set_text
from href.whatwg._fast import is_serialized_uncommon, match_common
from href.whatwg._messages import VALIDATION_ERRORS
from href.whatwg._parse import ParseError
from href.whatwg._parse import parse as _run_parser
from href.whatwg._record import Record, serialize
from href.whatwg._setters import SETTERS
from href.whatwg._url_string import is_valid_absolute, is_valid_relative
from href.whatwg._validate import ValidationError, base_record, validate

__all__ = [
    "VALIDATION_ERRORS",
    "ValidationError",
    "can_parse",
    "domain_to_ascii",
    "domain_to_unicode",
    "is_valid_url_string",
    "parse",
    "replace",
    "validate",
]


def is_valid_url_string(text: str, base: str | URL | None = None) -> bool:
    """Whether ``text`` is a "valid URL string": the URL Standard's writing grammar.

    An absolute URL string is valid on its own; a relative one only against
    ``base`` (which must parse). The grammar is checked as written, without
    the parser: it is stricter than "``parse()`` succeeds" wherever the
    parser repairs (``https:example.org``, ``a\\b``, credentials, a raw
    space, ``1.2.3`` as an IPv4 address, ``%70`` in a domain, a leading zero
    in an IPv6 piece). Against "``validate()`` finds nothing" it differs in
    what it answers, not in the answer: a relative string needs ``base``
    here, where the parser needs it too; on whatwg-url's cases and on this
    project's generated and fuzzed inputs the two agree on every string (the
    names the standard added in 2026, ``domain-percent-encoded``,
    ``IPv4-too-few-parts`` and ``IPv6-piece-leading-zero``, closed the gaps
    its older text left between them). Nothing raises for any string.

    Raises:
        TypeError: if ``text`` is not a ``str`` or ``base`` not a ``str``,
            ``URL`` or None.

    >>> is_valid_url_string("https://example.org/a?b#c"), is_valid_url_string("https:example.org")
    (True, False)
    >>> is_valid_url_string("../c", base="https://example.org/a/b"), is_valid_url_string("../c")
    (True, False)
    """
    if not isinstance(text, str):
        msg = f"is_valid_url_string() expected str, got {type(text).__name__}"
        raise TypeError(msg)
    if is_valid_absolute(text):
        return True
    if base is None:
        return False
    if not isinstance(base, str | URL):
        msg = (
            f"is_valid_url_string() expected str, URL or None for base, got {type(base).__name__}"
        )
        raise TypeError(msg)
    record, _errors = base_record(str(base))
    return record is not None and is_valid_relative(text, record)


def parse(text: str | URL, base: str | URL | None = None, *, encoding: str = "utf-8") -> URL:
    """Parse ``text`` (against ``base``) as the URL Standard's ``new URL(text, base)``.

    ``encoding`` is the document's encoding, which only the query of an
    ``http``, ``https``, ``ftp`` or ``file`` URL is written in (as a page in
    that encoding would send it).

    Raises:
        InvalidURL: where the standard's parser fails (``TypeError`` in a
            browser), naming the part; for a bad ``base``, ``part`` is "base".
        TypeError: if ``text`` or ``base`` is not a ``str`` or ``URL``.

    >>> parse("../d?q=a b", "http://h/a/b/c")
    URL('http://h/a/d?q=a%20b')
    >>> parse("http://h/?é", encoding="windows-1252")
    URL('http://h/?%E9')
    >>> parse("http://exa mple/")
    Traceback (most recent call last):
      ...
    href._errors.InvalidURL: invalid host in 'http://exa mple/': ' ' is a forbidden domain ...
    """
    if (
        type(text) is str
        and encoding == "utf-8"
        # _fast.is_serialized(text), written out: the call would cost
        # a tenth of this path.
        and (
            (match_common(text) is not None and "/." not in text and "/%2" not in text)
            or is_serialized_uncommon(text)
        )
    ):
        # Already its own serialization (the state machine would give it
        # back unchanged); only the base is left to check, as new URL() does.
        if base is not None:
            _base_record(_text(base, "base"))
        # Such text is also an RFC 3986 URL that URL() takes as it is (the
        # fast path's tests check it), so it is wrapped as URL._valid does,
        # without the classmethod's call, and split when first read.
        url = _new(URL)
        set_text(url, text)
        return url
    return URL(serialize(_parse_record(text, base, encoding=encoding)))


def can_parse(text: str | URL, base: str | URL | None = None) -> bool:
    """Whether :func:`parse` succeeds: the standard's ``URL.canParse(text, base)``.

    >>> can_parse("https://ex ample/"), can_parse("x", "https://h/"), can_parse("x")
    (False, True, False)
    """
    try:
        _parse_record(text, base)
    except InvalidURL:
        return False
    return True


def _parse_record(
    text: str | URL, base: str | URL | None = None, *, encoding: str = "utf-8"
) -> Record:
    """Parse into the standard's URL record (for href's own use: the record is mutable).

    Raises:
        InvalidURL: as :func:`parse` does.
    """
    text = _text(text, "text")
    base_record = None
    if base is not None:
        base_record = _base_record(_text(base, "base"))
    try:
        return _run_parser(text, base_record, encoding)
    except ParseError as error:
        raise _invalid(text, error) from None


def replace(
    url: str | URL,
    *,
    href: str | None = None,
    protocol: str | None = None,
    username: str | None = None,
    password: str | None = None,
    host: str | None = None,
    hostname: str | None = None,
    port: str | int | None = None,
    pathname: str | None = None,
    search: str | None = None,
    hash: str | None = None,  # noqa: A002 - the URL API's own name
    strict: bool = False,
) -> URL:
    """Return ``url`` with parts set as the URL API's setters set them (``url.search = ...``).

    ``url`` is read with :func:`parse` first. ``href`` replaces the whole URL;
    then each other part given is set in the API's order (protocol, username,
    password, host, hostname, port, pathname, search, hash). Where the
    standard ignores a value (a ``port`` of ``"x"``, a ``host`` on a
    ``mailto:`` URL) that part stays as it was, or with ``strict=True``
    :class:`~href.InvalidURL` is raised. ``None`` leaves a part alone; ``""``
    removes a port, query or fragment.

    Raises:
        InvalidURL: if ``url`` or ``href`` does not parse, or with ``strict``
            for a value the standard ignores (its ``part`` is the setter's name).

    >>> replace("http://h/a?q#f", pathname="/b c", search="", port="8080x")
    URL('http://h:8080/b%20c#f')
    >>> replace("mailto:x@example.org", host="example.com")
    URL('mailto:x@example.org')
    >>> replace("http://h/", hostname="a:1", strict=True)
    Traceback (most recent call last):
      ...
    href._errors.InvalidURL: the hostname setter ignores 'a:1' for 'http://h/'
    """
    record = _parse_record(href if href is not None else url)
    values = {
        "protocol": protocol,
        "username": username,
        "password": password,
        "host": host,
        "hostname": hostname,
        "port": None if port is None else str(port),
        "pathname": pathname,
        "search": search,
        "hash": hash,
    }
    for name, setter in SETTERS.items():
        value = values[name]
        if value is None:
            continue
        if type(value) is not str:
            msg = f"replace() expected str for {name}, got {type(value).__name__}"
            raise TypeError(msg)
        before = serialize(record)
        if not setter(record, value) and strict:
            msg = f"the {name} setter ignores {value!r} for {before!r}"
            raise InvalidURL(msg, url=before, part=name)
    return URL(serialize(record))


def _text(value: str | URL, name: str) -> str:
    if type(value) is str:
        return value
    if isinstance(value, URL | str):
        return str(value)
    msg = f"parse() expected str or URL for {name}, got {type(value).__name__}"
    raise TypeError(msg)


@functools.lru_cache(maxsize=64)
def _cached_base(base: str) -> Record:
    return _run_parser(base)


def _base_record(base: str) -> Record:
    try:
        return _cached_base(base)
    except ParseError as error:
        invalid = _invalid(base, error)
        msg = f"invalid base URL {base!r}: {invalid}"
        raise InvalidURL(msg, url=base, part="base", position=error.position) from None


def _invalid(text: str, error: ParseError) -> InvalidURL:
    msg = f"invalid {error.part} in {text!r}: {error.why}"
    return InvalidURL(msg, url=text, part=error.part, position=error.position)


def domain_to_ascii(domain: str, *, be_strict: bool = False) -> str:
    """The URL Standard's domain to ASCII: UTS 46 ToASCII with the web's flags.

    An ASCII domain is lower-cased only (unless ``be_strict``); ``be_strict``
    adds the hyphen, STD3 and DNS length rules of registration.

    Raises:
        InvalidURL: naming the label and the rule it breaks (part "host").

    >>> domain_to_ascii("Bücher.example"), domain_to_ascii("xn--zz.EXAMPLE")
    ('xn--bcher-kva.example', 'xn--zz.example')
    """
    try:
        return _domain_to_ascii(domain, be_strict=be_strict)
    except IDNAError as error:
        msg = f"invalid host in {domain!r}: {error}"
        raise InvalidURL(msg, url=domain, part="host") from None


def domain_to_unicode(domain: str, *, be_strict: bool = False) -> str:
    """The URL Standard's domain to Unicode: UTS 46 ToUnicode, errors only signified.

    As the standard says, the result comes back even where processing
    records an error (a label such as ``xn--zz`` stays as it is).

    >>> domain_to_unicode("xn--bcher-kva.EXAMPLE"), domain_to_unicode("xn--zz.example")
    ('bücher.example', 'xn--zz.example')
    """
    return _to_unicode(domain, strict=be_strict)[0]

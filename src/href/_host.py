"""Host: the host part of a URL, as written, with its kind and forms."""

from __future__ import annotations

import enum
import operator
import re
from collections.abc import Callable
from typing import Any, ClassVar, Final, Self

import attrs

from href._errors import InvalidURL
from href._grammar import SUB_DELIMS
from href._idn_display import display_name
from href._idna import (
    IPAddress,
    check_host,
    dns_name_error,
    ipv4_dotted,
    ipv4_numeric,
    ipv6_pieces,
    name_to_ascii,
    name_to_iri,
    name_to_uri,
    parse_ip_literal,
    serialize_ipv6,
)
from href._quote import lower_outside_escapes, normalize_escapes
from href._split import is_host_text
from href._value import TextView, immutable, set_text

__all__ = ["Host", "HostKind"]

# A builder's host name may hold "%" only as an escape, taken as written, as
# URL() and Host() read it ("%2Fvar%2Frun%2Fdocker.sock", http+unix's socket
# path): what href reads, a builder writes. Nor may it hold the WHATWG URL
# standard's other forbidden host code points that RFC 3986's pattern lets
# through: browsers refuse them, or read "\\" as "/".
_FORBIDDEN_IN_NAME = re.compile(r"%(?![0-9A-Fa-f]{2})|[\s<>\\^|]")


# What an empty view slot reads as (getattr's default). Any, so that getattr
# with it types as the slot's own value.
_UNREAD: Final[Any] = object()


class HostKind(enum.Enum):
    """What a host is, by RFC 3986 section 3.2.2."""

    #: A registered name (``example.com``, ``bücher.example``), or empty.
    NAME = "name"
    #: Dotted-decimal IPv4 (``127.0.0.1``).
    IPV4 = "ipv4"
    #: An IPv6 literal in brackets, with an optional zone id (``[fe80::1%25eth0]``).
    IPV6 = "ipv6"
    #: A future IP literal (``[v7.abc]``).
    IPVFUTURE = "ipvfuture"


# An ASCII name of letters, digits, "-" and dots, whose canonical form is its
# lower case: see Host.canonical.
_PLAIN_NAME = re.compile(r"[a-zA-Z0-9\-.]+\Z").match


@immutable
@attrs.frozen(init=False, repr=False, eq=False, order=False)
class Host(TextView):
    """The host of a URL, exactly as written, with typed views of it.

    ``str()`` gives the text back. ``==``, ``hash`` and ordering compare the
    canonical spelling (:attr:`canonical`), so a host equals exactly one
    ``str``, the one ``normalize()`` writes: ``Host("Example.COM") ==
    "example.com"``, and an allow-list of lower-case names works as meant.

    >>> host = Host("Bücher.example")
    >>> host.kind, host.ascii, host.unicode
    (<HostKind.NAME: 'name'>, 'xn--bcher-kva.example', 'bücher.example')
    >>> Host("[::1]").address
    IPv6Address('::1')
    >>> Host("0x7f.1").address  # what browsers and inet_aton read in it
    IPv4Address('127.0.0.1')

    A non-ASCII name is checked as browsers check it (UTS 46 with the WHATWG
    URL Standard's flags), so every host a browser accepts is accepted here,
    emoji and ``_`` included; an ASCII name is taken as it is, as the URL
    Standard takes it. :meth:`dns_name_error` gives IDNA 2008's stricter view.

    Raises:
        InvalidURL: if ``text`` cannot be a host (a delimiter such as ``/``,
            ``@`` or ``:``, a broken IP literal, a control character, a
            non-ASCII name that UTS 46 refuses).
    """

    _part: ClassVar[str] = "host"

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            msg = f"Host() expected str, got {type(text).__name__}"
            raise TypeError(msg)
        if text:
            if not is_host_text(text):
                msg = (
                    f"invalid host {text!r}: a host cannot hold control characters or "
                    "'/', '?', '#', '@', ':', and brackets only enclose an IP literal"
                )
                raise InvalidURL(msg, url=text, part="host")
            reason = check_host(text)
            if reason is not None:
                msg = f"invalid host {text!r}: {reason}"
                raise InvalidURL(msg, url=text, part="host", position=0)
        set_text(self, text)

    # The derived views, each computed on first read and kept in a plain slot.
    # Not functools.cached_property: for those attrs gives the class a
    # __getattr__, through which every first read goes (a Python call), and
    # then CPython 3.11 specialises no attribute read on the class at all.
    # A view is read with getattr's default, which finds an empty slot
    # without raising in Python (as URL's views are: href._url_base).
    _kind: HostKind = attrs.field(init=False, eq=False, repr=False)
    _address: IPAddress | None = attrs.field(init=False, eq=False, repr=False)
    _canonical: str = attrs.field(init=False, eq=False, repr=False)
    _zone: str | None = attrs.field(init=False, eq=False, repr=False)
    _ascii: str = attrs.field(init=False, eq=False, repr=False)
    _unicode: str = attrs.field(init=False, eq=False, repr=False)

    @property
    def kind(self) -> HostKind:
        """The kind of host: a name, IPv4, IPv6 or a future IP literal."""
        kind: HostKind = getattr(self, "_kind", _UNREAD)
        if kind is _UNREAD:
            kind = self._read_kind()
            _set_kind(self, kind)
        return kind

    def _read_kind(self) -> HostKind:
        if self._text.startswith("["):
            return HostKind.IPVFUTURE if self._text[1:2] in ("v", "V") else HostKind.IPV6
        # Read through UTS 46's mapping: "１２７．０．０．１" is 127.0.0.1 to a browser.
        if ipv4_dotted(self.ascii) is not None:
            return HostKind.IPV4
        return HostKind.NAME

    @property
    def address(self) -> IPAddress | None:
        """The IP address this host means, or None for a name that is not one.

        Names that browsers and ``inet_aton`` read as IPv4 (``2130706433``,
        ``0x7f.1``, ``0177.0.0.1``) report that address, so a filter that
        asks this property sees what a client would connect to; so do names
        that UTS 46 maps to one (``１２７．０．０．１``, ``127。0。0。1``).
        """
        address: IPAddress | None = getattr(self, "_address", _UNREAD)
        if address is _UNREAD:
            if self._text.startswith("["):
                address = parse_ip_literal(self._text)[0]
            else:
                address = ipv4_numeric(self.ascii)
            _set_address(self, address)
        return address

    @property
    def canonical(self) -> str:
        """The one spelling this host equals, as ``normalize()`` writes it (RFC 3986 6.2.2).

        A name in ASCII (A-labels, UTS 46 as browsers apply it) and lower
        case, with escapes of unreserved characters decoded and the others in
        upper case; an IPv6 address in RFC 5952's text (lower-case hex, no
        leading zeros, the longest run of zeros as ``::``), as browsers write
        it, its zone id after ``%25`` (RFC 6874) with its case kept and its
        escapes normalized; an IPvFuture literal in lower case; dotted IPv4 as
        written.

        >>> Host("Bücher.EXAMPLE").canonical, Host("[FE80:0:0::1%eth0]").canonical
        ('xn--bcher-kva.example', '[fe80::1%25eth0]')
        >>> Host("[2001:DB8::0:1]") == Host("[2001:db8::1]")
        True
        >>> Host("Example.COM") == "example.com", Host("Example.COM") == Host("example.com")
        (True, True)
        """
        text = self._text
        if _PLAIN_NAME(text) is not None:
            # ASCII letters, digits, "-" and dots: UTS 46 only lower-cases an
            # ASCII name (A-labels included), and no escape is there to decode.
            # The common case, and a host key's whole cost: computed again on
            # each read, which costs less than keeping it (tests/test_fast_paths.py
            # holds it equal to the general path).
            return text.lower()
        canonical: str = getattr(self, "_canonical", _UNREAD)
        if canonical is _UNREAD:
            canonical = self._canonical_form()
            _set_canonical(self, canonical)
        return canonical

    def _canonical_form(self) -> str:
        """:attr:`canonical` by the general path, for any host."""
        text = self._text
        if self.kind is HostKind.IPV6:
            address = parse_ip_literal(text)[0]
            assert address is not None  # an IPv6 literal, checked when parsed
            spelled = serialize_ipv6(ipv6_pieces(address))
            percent, zone = text[1:-1].partition("%")[1:]
            if not percent:
                return f"[{spelled}]"
            # The zone id is an interface name, whose case is kept; its "%"
            # is written "%25" (RFC 6874 2), a bare one being read the same.
            zone = zone.removeprefix("25")
            return f"[{spelled}%25{normalize_escapes(zone, '')}]"
        if self.kind is HostKind.IPVFUTURE:
            return text.lower()  # RFC 3986 6.2.2.1: the whole literal is case-insensitive
        ascii_name = self.ascii
        name = lower_outside_escapes(normalize_escapes(ascii_name, SUB_DELIMS))
        if check_host(name) is not None:
            # Decoding an escape made a name that is refused (".%2e" and a
            # non-ASCII label): the escapes stay, as the parser accepted them.
            return ascii_name
        return name

    def _key(self) -> str:
        return self.canonical

    # TextView's comparisons, with the allow-list's case (a str) first and
    # without _compare's two calls: "url.host == 'example.com'" and a set of
    # hosts are what programs do with a host.
    def __eq__(self, other: object) -> bool:
        if type(other) is str:
            return self.canonical == other
        return self._compare(other, operator.eq)

    def __hash__(self) -> int:
        return hash(self.canonical)

    def in_domain(self, domain: str | Host) -> bool:
        """Whether this host is ``domain`` or a subdomain of it, as a client reads both.

        Both are compared in their canonical form (lower case, A-labels,
        UTS 46 mapping, escapes decoded), label by label: ``notexample.com``
        is not in ``example.com``, ``docs.EXAMPLE.com`` and ``ｄｏｃｓ.example.com``
        are. A trailing dot (the root of DNS) is ignored on either side. An
        IP address, however spelled (``127.1``, ``[::FFFF:7f00:1]``), is in
        no domain but its own address.

        >>> Host("docs.EXAMPLE.com").in_domain("example.com")
        True
        >>> Host("notexample.com").in_domain("example.com")
        False
        >>> Host("2130706433").in_domain("127.0.0.1")
        True

        Raises:
            TypeError: if ``domain`` is not a str or a Host.
            InvalidURL: if ``domain`` is empty or cannot be a host.
        """
        if isinstance(domain, Host):
            other = domain
        elif isinstance(domain, str):
            other = Host(domain)
        else:
            msg = f"in_domain() expected a str or Host, got {type(domain).__name__}"
            raise TypeError(msg)
        if not other._text:
            msg = "in_domain() needs a domain, not ''"
            raise InvalidURL(msg, url="", part="host")
        mine, theirs = self.address, other.address
        if mine is not None or theirs is not None:
            return mine == theirs
        name, suffix = self.canonical.removesuffix("."), other.canonical.removesuffix(".")
        return name == suffix or name.endswith(f".{suffix}")

    @property
    def zone(self) -> str | None:
        """The decoded zone id of an IPv6 literal (RFC 6874), else None.

        >>> Host("[fe80::1%25eth0]").zone
        'eth0'
        """
        zone: str | None = getattr(self, "_zone", _UNREAD)
        if zone is _UNREAD:
            zone = parse_ip_literal(self._text)[1] if self.kind is HostKind.IPV6 else None
            _set_zone(self, zone)
        return zone

    @property
    def ascii(self) -> str:
        """The URI form, as ``to_ascii()`` writes it: lower case, A-labels.

        A non-ASCII name goes through UTS 46 ToASCII; an ASCII name is only
        lower-cased, whatever its labels (the URL Standard's rule). Escapes
        are read as browsers read them, as the UTF-8 of the name's
        characters, which then go through UTS 46 too; escapes that spell no
        domain (``%2F``, bytes that are not UTF-8) stay, in upper case. A
        character a URI's host cannot hold (``"``, ``{``) is percent-encoded.
        An IP literal is kept as written.

        >>> Host("ＥＸＡＭＰＬＥ.com").ascii, Host("Example.COM").ascii
        ('example.com', 'example.com')
        >>> Host("b%C3%BCcher.example").ascii, Host("A%2fB").ascii
        ('xn--bcher-kva.example', 'a%2Fb')
        """
        name: str = getattr(self, "_ascii", _UNREAD)
        if name is _UNREAD:
            text = self._text
            if text.startswith("["):
                name = text
            elif _PLAIN_NAME(text) is not None:
                name = text.lower()  # what name_to_uri gives such a name, at less cost
            else:
                name = name_to_uri(text)
            _set_ascii(self, name)
        return name

    @property
    def unicode(self) -> str:
        """The IRI form, as ``to_unicode()`` writes it: A-labels decoded, UTS 46 mapped.

        The name :attr:`ascii` reads (escapes decoded where they spell a
        domain), in Unicode. A name UTS 46 ToUnicode records an error for
        (an A-label that is not Punycode) comes back as it is, in lower
        case, as the URL Standard's domain to Unicode gives it; escapes that
        spell no domain stay in upper case, and ASCII an IRI's host cannot
        hold (``"``, ``{``) is percent-encoded (RFC 3987 2.2).

        >>> Host("xn--bcher-kva.example").unicode, Host("b%C3%BCcher.example").unicode
        ('bücher.example', 'bücher.example')
        """
        name: str = getattr(self, "_unicode", _UNREAD)
        if name is _UNREAD:
            name = self._text if self._text.startswith("[") else name_to_iri(self._text)
            _set_unicode(self, name)
        return name

    @property
    def display(self) -> str:
        """The form to show people: each label in Unicode only where it cannot deceive.

        :attr:`unicode` decodes every label, so ``xn--pple-43d.com`` reads
        ``аpple.com`` with a Cyrillic ``а``. This applies a browser's IDN
        display policy (docs/howto/display.md) label by label: a label that
        mixes scripts, spells a Latin word in Cyrillic or Greek letters
        under a top-level domain of another script, or holds invisible,
        deprecated or look-alike characters, is shown as its A-label. The
        result always names this host: ``Host(host.display) == host``.

        >>> Host("xn--pple-43d.com").display, Host("xn--80ak6aa92e.com").display
        ('xn--pple-43d.com', 'xn--80ak6aa92e.com')
        >>> Host("xn--bcher-kva.de").display, Host("xn--e1afmkfd.xn--p1ai").display
        ('bücher.de', 'пример.рф')
        """
        if self._text.startswith("["):
            return self._text
        return display_name(self.unicode, self.ascii)

    def dns_name_error(self) -> str | None:
        """Why this host is not a domain name a DNS registry would take, or None.

        The strict view of IDNA (the URL Standard's *valid domain*, its
        domain parser with beStrict): UTS 46 with CheckHyphens,
        UseSTD3ASCIIRules and VerifyDnsLength on, so no ``-`` at either end
        of a label nor ``--`` in its third and fourth places, only letters,
        digits and ``-``, labels of 1 to 63 and names of at most 253 octets,
        every A-label valid Punycode; and not a name that ends in a number,
        nor an IP literal. URL parsing takes a wider set, the one browsers
        take; this is for a caller who registers or validates names.

        >>> Host("bücher.example").dns_name_error() is None
        True
        >>> Host("-ü.example").dns_name_error()
        "label '-ü' begins or ends with '-' (UTS 46 4.1 V3, CheckHyphens)"
        >>> Host("a_b.example").dns_name_error()
        "label 'a_b' holds '_', not a letter, digit or '-' (STD3 rules)"
        """
        if self._text.startswith("["):
            return f"{self._text!r} is an IP literal, not a domain name"
        if not self._text:
            return "an empty host is not a domain name"
        return dns_name_error(self._text)

    @classmethod
    def _from_value(cls, value: str, *, argument: str = "host") -> Self:
        """Make a host from a builder's decoded value.

        A bare IPv6 address gets its brackets; a non-ASCII name is converted
        to A-labels; anything that would change the URL's structure is a
        ValueError naming ``argument``.
        """
        text = value
        if ":" in value and not value.startswith("["):
            text = f"[{value.replace('%', '%25')}]"
        elif not value.isascii() and not value.startswith("["):
            try:
                name_to_ascii(value)  # refuses a name UTS 46 refuses, saying why
            except ValueError as error:
                msg = f"invalid {argument} {value!r}: {error}"
                raise ValueError(msg) from None
            # Its URI spelling, which Host.ascii gives and to_ascii() writes: A-labels,
            # and a '"' or '{' that UTS 46 lets through percent-encoded.
            text = name_to_uri(value)
        if not text.startswith("["):
            forbidden = _FORBIDDEN_IN_NAME.search(text)
            if forbidden is not None:
                char = forbidden.group()
                msg = f"invalid {argument} {value!r}: {char!r} cannot stand in a host name"
                raise ValueError(msg)
            if text.startswith("/"):  # a Unix socket's path, as http+unix URLs carry one
                msg = (
                    f"invalid {argument} {value!r}: a host cannot hold '/'; a socket path"
                    " is written escaped, as href.compat.quote(path, safe='') writes it"
                )
                raise ValueError(msg)
        try:
            return cls(text)
        except InvalidURL as error:
            msg = f"invalid {argument} {value!r}: {str(error).partition(': ')[2]}"
            raise ValueError(msg) from None


# As for the text (href._value), each view's slot is filled through its own setter.
_set_kind: Callable[[Host, HostKind], None] = Host.__dict__["_kind"].__set__
_set_address: Callable[[Host, IPAddress | None], None] = Host.__dict__["_address"].__set__
_set_canonical: Callable[[Host, str], None] = Host.__dict__["_canonical"].__set__
_set_zone: Callable[[Host, str | None], None] = Host.__dict__["_zone"].__set__
_set_ascii: Callable[[Host, str], None] = Host.__dict__["_ascii"].__set__
_set_unicode: Callable[[Host, str], None] = Host.__dict__["_unicode"].__set__

"""A URL's relations to other URLs and its other forms: join(), relative_to(),
normalize(), equivalent(), origin(), to_ascii(), to_unicode(), to_file_path()."""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Final, Literal, Self, cast, overload

from href import _relate
from href._canon import Profile, canonical_text
from href._errors import InvalidURL
from href._file_name import safe_file_name
from href._resolve import (
    compose,
    remove_dot_segments,
    resolve,
    resolve_relative_path,
)
from href._split import (
    AUTHORITY,
    HOST,
    PATH,
    PORT,
    QUERY,
    SCHEME,
    USERINFO,
)
from href._url_base import _AUTHORITY_STARTS, URLBase, _compose, _new
from href._value import set_text

if TYPE_CHECKING:
    import pathlib
    from pathlib import PurePath, PurePosixPath, PureWindowsPath

    from href._url import URL

__all__ = ["URLRelations"]

# What a URI may not hold anywhere (RFC 3986 2): a character outside its
# set ("[" and "]" too, which only an IP literal may hold), or a "%" that
# starts no escape. Text without them is a URI as it is, but for the host's case.
_NOT_IN_URI = re.compile(r"[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})").search


# The first characters of a relative reference that join's splice leaves to
# _spliced: "." (a dot segment, or a name such as ".a") and "\\".
_DOT_OR_BACKSLASH: Final = frozenset(".\\")


class URLRelations(URLBase):
    """The methods that relate a URL to others, or give its other forms; see :class:`href.URL`."""

    __slots__ = ()

    @overload
    def to_file_path(self) -> pathlib.Path: ...
    @overload
    def to_file_path(self, *, windows: Literal[True]) -> PureWindowsPath: ...
    @overload
    def to_file_path(self, *, windows: Literal[False]) -> PurePosixPath: ...
    @overload
    def to_file_path(self, *, windows: bool) -> PurePath: ...
    def to_file_path(self, *, windows: bool | None = None) -> PurePath:
        """The local path a ``file:`` URL names: inverse of :meth:`from_file_path`.

        By default a :class:`pathlib.Path` of this system; ``windows=True`` or
        ``False`` gives a ``PureWindowsPath`` or ``PurePosixPath`` wherever this
        runs. Takes ``file:///a``, ``file:/a``, ``file://localhost/a``, and for
        Windows ``file:///c:/a``, ``file:c:/a``, ``file:///c|/a``, and a UNC
        path as ``file://server/share/a`` or after an empty host
        (``file:////server/share/a``), as ``nturl2path`` and
        ``pathlib.Path.from_uri`` read them.

        >>> URL("file:///srv/data/100%25%20%231.csv").to_file_path(windows=False)
        PurePosixPath('/srv/data/100% #1.csv')
        >>> URL("file:///C:/Users/Zo%C3%AB/a.txt").to_file_path(windows=True)
        PureWindowsPath('C:/Users/Zoë/a.txt')

        Raises:
            ValueError: for a URL that is not ``file:``, or that has a query or
                fragment (no part of a path), or names what the path cannot hold
                (a remote host for POSIX, a NUL byte, an escaped separator
                (``%2F``, and ``%5C`` for Windows) in a segment, which would
                make a new path part, a Windows path with no drive or server).
        """
        shown = self._masked()
        if self.raw_query is not None or self.raw_fragment is not None:
            msg = f"{shown!r} has a query or fragment, which no file path holds; drop it first"
            raise ValueError(msg)
        # pathlib imports urllib.parse: see URL.from_file_path.
        from href._file_path import path_from_file_url  # noqa: PLC0415

        on_windows = os.name == "nt" if windows is None else windows
        path = path_from_file_url(
            self.scheme, self.raw_host, self.raw_path, windows=on_windows, shown=shown
        )
        if windows is None:
            from pathlib import Path  # noqa: PLC0415 - see URL.from_file_path

            return Path(path)
        return path

    def join(self, reference: str | URL) -> Self:
        """Resolve ``reference`` against this URL (RFC 3986 section 5.2, strict).

        >>> base = URL("http://a/b/c/d;p?q")
        >>> base.join("../g"), base.join("//g"), base.join("?y")
        (URL('http://a/b/g'), URL('http://g'), URL('http://a/b/c/d;p?y'))

        A base without a scheme (a reference, where RFC 3986 5.1 asks for an
        absolute URI) is resolved against by the same steps, as
        ``urllib.parse.urljoin()`` does; the result is a reference too. A
        relative path stays relative, and a ``..`` above its start is kept,
        so joining the result to an absolute URL is joining in two steps.

        >>> URL("/static/").join("admin/x.css"), URL("a/b").join("../../c")
        (URL('/static/admin/x.css'), URL('../c'))

        Raises:
            InvalidURL: if ``reference`` is not a valid reference, or the
                result is text no URL can be.
        """
        ref = reference if isinstance(reference, URLRelations) else _coerce(reference, "join()")
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        if match.start(SCHEME) == -1:
            # A reference as the base: the general path, its result parsed,
            # since "//" and "/g" would splice to "///g", which URL() refuses.
            return type(self)._parsed(compose(resolve(self._parts(), ref._parts())))
        try:
            ref_match = ref._split
        except AttributeError:
            ref_match = ref._match
        if ref_match.start(PATH) == 0:  # no scheme, no authority
            # The common case: a path, query or fragment to splice into the
            # base's text (RFC 3986 5.2.2, T's parts taken as written).
            text, ref_text = self._text, ref._text
            path_start, path_end = match.span(PATH)
            ref_path_end = ref_match.end(PATH)
            if not ref_path_end:  # no path: the base's path, and its query if none
                # (A comparison, not max(): a builtin call costs 1,400 instructions.)
                if ref_match.start(QUERY) == -1 and (keep := match.end(QUERY)) > path_end:
                    path_end = keep
                new = text[:path_end] + ref_text
            elif "/." not in ref_text and ((first := ref_text[0]) == "/" or "/." not in text):
                # No dot segment in the reference's path, nor in the base's
                # (which an absolute path replaces): RFC 3986 5.2.3's merge
                # is all there is to do, on the text as it stands. (A "\\"
                # after the root "/" of a base without an authority reads as
                # one to browsers: _spliced sends that to the general path.)
                if first == "/":  # an absolute path (never "//": no authority)
                    new = text[:path_start] + ref_text
                elif path_start == path_end or text[path_start] != "/":
                    return self._resolved(ref)  # an empty or rootless base path
                elif first not in _DOT_OR_BACKSLASH:  # the base's directory, then the reference
                    new = text[: text.rfind("/", path_start, path_end) + 1] + ref_text
                elif ref_text[:3] == "../" and "..//" not in ref_text and "\\" not in ref_text:
                    # One "../" (a second would hold "/."), then a segment:
                    # the directory's parent, the root's being the root.
                    cut = text.rfind("/", path_start, path_end)
                    if cut != path_start:
                        cut = text.rfind("/", path_start, cut)
                    new = text[: cut + 1] + ref_text[3:]
                else:  # "./", "..", a name such as ".a", "..//"
                    return self._spliced(ref, match, ref_match)
            else:
                return self._spliced(ref, match, ref_match)
            url = _new(type(self))
            set_text(url, new)
            return url
        ref_text = ref._text
        if "/." not in ref_text:  # no dot segment in the path: it is kept as written
            if ref_text[0] != "/":  # a scheme (one starts with a letter): T is the reference
                if ":." not in ref_text:  # nor a rootless path that starts with "."
                    if type(ref) is type(self):
                        return ref  # a value: the reference is the target itself
                    url = _new(type(self))
                    set_text(url, ref_text)
                    return url
            elif ref_match.end(HOST) != ref_match.start(HOST):  # (no group(): no new str)
                # "//host...": the base's scheme before the reference's text.
                # What URL() checks of a named host does not depend on the
                # scheme; an empty one does ("http:" with "//@"), so that
                # takes the general path, which parses the result.
                url = _new(type(self))
                set_text(url, self._text[: match.end(SCHEME) + 1] + ref_text)
                return url
        return self._resolved(ref)

    def _spliced(self, ref: URLBase, match: re.Match[str], ref_match: re.Match[str]) -> Self:
        """join() for a reference with a path but no scheme or authority, in general.

        Where the base's path or the reference's is rooted, the target's text
        is the base's up to its path, the resolved path (dot segments
        removed), and the reference's query and fragment; the rest goes to
        :meth:`_resolved`.
        """
        text, ref_text = self._text, ref._text
        path_start, path_end = match.span(PATH)
        ref_path_end = ref_match.end(PATH)
        if ref_text[0] == "/":
            path = remove_dot_segments(ref_text[:ref_path_end])
        elif path_start != path_end and text[path_start] == "/":
            base_path = text[path_start:path_end]
            path = resolve_relative_path(base_path, ref_text[:ref_path_end])
        else:  # an empty or rootless base path
            return self._resolved(ref)
        if match.start(AUTHORITY) == -1 and path[:2] in _AUTHORITY_STARTS:
            # Without an authority "//" would read as one: compose adds "/.";
            # "/\\" reads as one to browsers: the general path's parse refuses it.
            return self._resolved(ref)
        url = _new(type(self))
        set_text(url, text[:path_start] + path + ref_text[ref_path_end:])
        return url

    def _resolved(self, reference: URLBase) -> Self:
        """RFC 3986 5.2 on the parts, composed (5.3): join()'s general path."""
        text = compose(resolve(self._parts(), reference._parts()))
        ref_match = reference._match
        if (ref_match.start(AUTHORITY) != -1) != (
            ref_match.start(SCHEME) != -1
        ) or self._match.start(AUTHORITY) == -1:
            # A reference's authority under the base's scheme ("//@" after
            # "http:"), or a path with no authority before it (a reference
            # with a scheme and no authority, or a base without one), can
            # make text URL() refuses ("http:..//\\b" resolves to
            # "http:/\\b", which browsers read as the host "b":
            # docs/security.md): parse it, to say so.
            return type(self)._parsed(text)
        return type(self)._valid(text)

    def relative_to(self, base: str | URL, *, path_relative: bool = False) -> Self:
        """Return the shortest reference that ``base.join()`` resolves to this URL.

        ``base.join(url.relative_to(base)) == url`` whenever this URL has no
        dot segments; with them, the reference reaches an :meth:`equivalent`
        URL (``join()`` removes dot segments). The URL itself is returned
        when nothing shorter reaches it.

        >>> URL("http://a/b/c/g?x").relative_to("http://a/b/c/d;p?q")
        URL('g?x')
        >>> URL("http://a/x/y").relative_to("http://a/b/c/d")
        URL('/x/y')

        ``path_relative=True`` never returns a reference that starts with
        ``/`` or ``//``, which break when a site is served under a prefix or
        read from ``file:``: it returns the shortest relative-path reference
        (RFC 3986 4.2) that reaches this URL, however long, and the URL
        itself when none does (another host, an empty path).

        >>> URL("http://a/x/y").relative_to("http://a/b/c/d", path_relative=True)
        URL('../../x/y')
        >>> URL("http://a/").relative_to("http://a/b/c/d", path_relative=True)
        URL('../..')
        >>> URL("http://g/x").relative_to("http://a/b/c/d", path_relative=True)
        URL('http://g/x')
        """
        base_url = _coerce(base, "relative_to()")
        if path_relative is not True and path_relative is not False:
            kind = type(path_relative).__name__
            msg = f"relative_to() expected path_relative=True or False, got {kind}"
            raise TypeError(msg)
        if self.raw_scheme is None or base_url.raw_scheme is None:
            msg = "relative_to() needs two URLs with schemes"
            raise ValueError(msg)
        # A URL with dot segments cannot come out of join(), which removes
        # them; its normal form, which has none, is the equivalent target.
        base_parts = base_url._parts()
        candidates = _relate.reference_candidates(
            self._parts(), base_parts, path_relative=path_relative
        )
        for candidate in candidates:
            try:
                reference = type(self)._parsed(candidate)
            except InvalidURL:  # "///x" names a host to browsers: a longer one will do
                continue
            if _joined_text(base_url, reference) == self._text:
                return reference
        # Dot segments: no reference resolves to this URL exactly. Its normal
        # form is the equivalent target, reached by the shortest candidate
        # (candidates come shortest first; the last, the normal form's own
        # text, always resolves to it).
        normal = self.normalize()
        candidates = _relate.reference_candidates(
            normal._parts(), base_parts, path_relative=path_relative
        )
        for candidate in candidates:
            try:
                reference = type(self)._parsed(candidate)
            except InvalidURL:  # as above
                continue
            if _joined_text(base_url, reference) == normal._text:
                break
        itself = _joined_text(base_url, self)
        if (
            not (path_relative and reference.raw_scheme is None)  # pyright: ignore[reportPossiblyUnboundVariable]
            and len(reference._text) >= len(self._text)  # pyright: ignore[reportPossiblyUnboundVariable]
            and itself is not None
            and type(self)._parsed(itself).normalize()._text == normal._text
        ):
            return self  # as short, and it reaches the same place
        # The loop ran (there is always a candidate), which pyright cannot tell.
        return reference  # pyright: ignore[reportPossiblyUnboundVariable, reportReturnType]

    def normalize(self) -> Self:
        """Return the RFC 3986 section 6 normal form, as an ASCII URI.

        Lower-case scheme and host, IDNA A-labels, upper-case escapes,
        unreserved characters decoded, non-ASCII text and characters a part
        cannot hold encoded, dot segments removed, the default or an empty
        port dropped, an empty http(s) path made ``/``.

        >>> URL("HTTP://User@Example.COM:80/%7euser/a/./b/../c%2f?%41#x").normalize()
        URL('http://User@example.com/~user/a/c%2F?A#x')
        """
        return type(self)._parsed(_relate.normalized(self._parts(), self.host))

    def canonicalize(self, profile: Profile) -> Self:
        """Return the form ``profile`` gives: one of the named lists of steps.

        ``"rfc3986"`` is :meth:`normalize`; ``"whatwg"`` the browsers'
        serialization (:func:`href.whatwg.parse`); ``"safe_browsing"`` Google
        Safe Browsing's canonical form (for text that is not yet a URL, use
        :func:`href.keys.safe_browsing`); ``"semantic"`` the RFC 3986 form
        without the fragment and with the query read as form pairs (no empty
        pair, a space written ``+``) and sorted by name;
        ``"aggressive"`` that less ``www.``, session ids, click-tracking
        parameters and a trailing ``/``. docs/howto/normalize.md lists each
        profile's steps.

        >>> url = URL("HTTP://www.Example.com/a/?utm_source=x&b=2&a=1#top")
        >>> url.canonicalize("semantic")
        URL('http://www.example.com/a/?a=1&b=2&utm_source=x')
        >>> url.canonicalize("aggressive")
        URL('http://example.com/a?a=1&b=2')

        Raises:
            InvalidURL: if the profile's result is not a URL, or its parser
                refuses this one (``"whatwg"`` refuses what browsers do).
            ValueError: for a name that is no profile.
        """
        return type(self)._parsed(canonical_text(self._text, profile))

    def equivalent(self, other: str | URL) -> bool:
        """Whether both URLs have the same normal form (see :meth:`normalize`).

        >>> URL("http://example.com").equivalent("HTTP://EXAMPLE.com:80/")
        True
        """
        return self.normalize()._text == _coerce(other, "equivalent()").normalize()._text

    def origin(self) -> Self:
        """Return the origin (RFC 6454): ``scheme://host[:port]``, normalized.

        The scheme and host are in lower case, the host in ASCII (A-labels),
        and the port is dropped when it is the scheme's default (RFC 6454
        4 and 6.2), so two URLs of one origin give equal values. User, path,
        query and fragment are left out.

        >>> URL("https://user:pw@h:8443/a?q#f").origin()
        URL('https://h:8443')
        >>> URL("HTTPS://Bücher.Example:443/x").origin()
        URL('https://xn--bcher-kva.example')

        Raises:
            ValueError: for a URL without a scheme or a host, which has no
                origin but a unique one (RFC 6454 4 step 1).
        """
        if self.raw_scheme is None or not self.raw_host:
            msg = f"origin() needs a URL with a scheme and a host, not {self._masked()!r}"
            raise ValueError(msg)
        normal = self.normalize()._match
        text = _compose(
            scheme=normal.group(SCHEME),
            userinfo=None,
            host=normal.group(HOST),
            port=normal.group(PORT),
            path="",
            query=None,
            fragment=None,
        )
        return type(self)._parsed(text)

    def to_ascii(self) -> Self:
        """Return the URI form (RFC 3986), to send over the wire.

        The host is :attr:`Host.ascii`: what UTS 46 ToASCII gives (lower
        case, full-width and other compatibility forms mapped, A-labels for
        non-ASCII labels) after its escapes are read as browsers read them;
        elsewhere every character a URI may not hold where it stands is
        percent-encoded as UTF-8: non-ASCII text, a space, ``"<>\\^`{|}``,
        ``[`` and ``]`` outside an IP literal, an ``@`` in the userinfo, a
        second ``#``, a ``%`` that starts no escape. The result is what
        ``urllib.request``, ``http.client`` and ``httpx`` take as it is.
        Escapes already written outside the host are kept.

        >>> URL("http://bücher.example/ä?ö=ü").to_ascii()
        URL('http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC')
        >>> URL('http://h/a b?q="x"|{y}#%zz').to_ascii()
        URL('http://h/a%20b?q=%22x%22%7C%7By%7D#%25zz')
        """
        text = self._text
        if text.isascii() and _NOT_IN_URI(text) is None and text.count("#") < 2:
            # Already a URI but perhaps for its host, whose escapes may spell
            # a name (its A-labels are its URI form), and for an "@" inside
            # the userinfo, which RFC 3986 3.2.1 does not hold.
            match = self._match
            host = match.group(HOST)
            if (
                not host or ("%" not in host and (host.islower() or host == host.lower()))
            ) and "@" not in (match.group(USERINFO) or ""):
                return self
        return type(self)._parsed(_relate.ascii_form(self._match, self.host))

    def to_unicode(self) -> Self:
        """Return the IRI form: a Unicode host, escapes of non-ASCII text decoded.

        >>> URL("http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC").to_unicode()
        URL('http://bücher.example/ä?ö=ü')
        """
        return type(self)._parsed(_relate.unicode_form(self._match, self.host))

    def display(self) -> str:
        """Return the text to show people: the IRI form, its host as :attr:`Host.display` has it.

        :meth:`to_unicode` decodes every host label, for programs; shown to
        a person, ``https://xn--pple-43d.com/`` would read ``https://аpple.com/``
        with a Cyrillic ``а``. Here each label passes a browser's IDN display
        policy (docs/howto/display.md) or stays an A-label; the rest is
        :meth:`to_unicode`'s. The text parses back to a URL of the same host.

        >>> URL("https://xn--pple-43d.com/login").display()
        'https://xn--pple-43d.com/login'
        >>> URL("https://xn--bcher-kva.de/%C3%A4?q=%C3%BC").display()
        'https://bücher.de/ä?q=ü'
        """
        return _relate.unicode_form(self._match, self.host, shown=True)

    def file_name(self, default: str = "download") -> str:
        """Return the last path segment as one file name, safe to join to a folder.

        :attr:`Path.name` is the decoded segment, which may be ``..`` or
        hold ``/``: joined to a folder, ``..%2F..%2Fetc%2Fpasswd`` climbs out
        of it. This name is one entry inside the folder on POSIX and on
        Windows: what no name may hold (``/``, ``\\``, controls, bidi
        controls, Windows' ``<>:"|?*``, a trailing dot or space) is written
        as ``%XX`` escapes, so distinct segments stay distinct; a Windows
        device name gets a ``_`` before it; a name past 255 bytes of UTF-8
        is cut, keeping its suffix; and ``default`` stands for an empty name,
        ``.`` and ``..``. Ordinary names come back as they are, decoded.

        >>> URL("https://files.example/dl/report%202024.pdf").file_name()
        'report 2024.pdf'
        >>> URL("https://files.example/dl/..%2F..%2Fetc%2Fpasswd").file_name()
        '..%2F..%2Fetc%2Fpasswd'
        >>> URL("https://files.example/dl/%2e%2e").file_name(), URL("https://h/").file_name("index.html")
        ('download', 'index.html')

        Raises:
            TypeError: if ``default`` is not a str.
            ValueError: if ``default`` is not itself such a name (``''``,
                ``..``, ``a/b``).
        """
        segments = self.path.raw_segments
        return safe_file_name(segments[-1] if segments else "", default)


def _joined_text(base: URLRelations, reference: URLRelations) -> str | None:
    """The text ``base.join(reference)`` gives, or None where join() refuses it.

    Removing dot segments can bring a "\\" to the start of a path
    (``https:/./\\x``), which URL() refuses, as browsers read an authority there.
    """
    try:
        return base.join(cast("URL", reference))._text
    except InvalidURL:
        return None


def _coerce(value: str | URLRelations, method: str) -> URLRelations:
    """The URL a method's argument is: parsed as URL() would (and with its errors)."""
    if isinstance(value, URLRelations):
        return value
    if isinstance(value, str):
        return URLRelations._parsed(value if type(value) is str else str.__str__(value))
    msg = f"{method} expected str or URL, got {type(value).__name__}"
    raise TypeError(msg)

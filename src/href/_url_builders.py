"""The builders of a URL: with_*(), / and child(); the query editors are a mixin below."""

from __future__ import annotations

import re
from typing import Final, Self, overload

from href import _build, _form_query
from href._grammar import (
    DEFAULT_PORTS,
)
from href._host import Host
from href._path import Path
from href._path_memory import NO_PATH, RECENT_PATH_SLOTS, recent_paths
from href._query import Query
from href._query_space import PERCENT_FIRST_LETTERS, respace
from href._split import (
    AUTHORITY,
    FRAGMENT,
    PATH,
    PORT,
    QUERY,
    SCHEME,
    mask_password,
)
from href._url_base import (
    URLBase,
    _new,
    _userinfo,
)
from href._url_query_editors import URLQueryEditors
from href._value import set_text

__all__ = ["URLBuilders"]


class URLBuilders(URLQueryEditors):
    """The methods that return a URL with one part changed; see :class:`href.URL`."""

    __slots__ = ()

    def with_scheme(self, scheme: str | None) -> Self:
        """Return this URL with another scheme (None removes it).

        >>> URL("http://h/p").with_scheme("https")
        URL('https://h/p')

        A port equal to the old scheme's default port is dropped, so that the
        URL names the new scheme's default port, as ``http://h/p`` would have
        become ``https://h/p``; any other port is kept:

        >>> URL("http://h:80/p").with_scheme("https"), URL("http://h:8080/p").with_scheme("https")
        (URL('https://h/p'), URL('https://h:8080/p'))

        Raises:
            ValueError: for a scheme whose URLs have a host (http, https, ws,
                wss, ftp) on a URL without one: ``URL("example.com/a")`` is a
                relative path, and ``URL.from_user_input()`` reads it as a host.
        """
        text = _build.scheme_text(scheme)
        old = self.raw_scheme
        port = self._match.group(PORT)
        if (
            port
            and text is not None
            and old is not None
            and text.lower() != old.lower()
            and self.port == DEFAULT_PORTS.get(old.lower())
        ):
            # Equivalent inputs, equivalent outputs: http://h:80/ is http://h/.
            new = self._replaced_text(scheme=text, port=None)
        else:
            new = self._replaced_text(scheme=text)
        _require_host(new, text, self.raw_host, f"with_scheme({scheme!r})", self)
        return type(self)._parsed(new)

    def with_user(self, user: str | None) -> Self:
        """Return this URL with another user name; None removes user and password.

        >>> URL("http://h/").with_user("me@home")
        URL('http://me%40home@h/')
        """
        self._need_host("with_user()")
        if user is None:
            return self._replace(userinfo=None)
        return self._replace(userinfo=_userinfo(_build.user_text(user), self.raw_password))

    def with_password(self, password: str | None) -> Self:
        """Return this URL with another password; None removes it (the user stays).

        >>> URL("http://me:old@h/").with_password(None)
        URL('http://me@h/')
        """
        self._need_host("with_password()")
        user = self.raw_user
        if password is None:
            return self._replace(userinfo=user)
        return self._replace(userinfo=_userinfo(user or "", _build.password_text(password)))

    def with_host(self, host: str | Host | None) -> Self:
        """Return this URL with another host; a bare IPv6 address gets its brackets.

        None removes the authority, which must then hold nothing else.

        >>> URL("http://h:8080/p").with_host("::1")
        URL('http://[::1]:8080/p')
        """
        text = _build.host_text(host)
        if text is None and (self.raw_userinfo is not None or self.raw_port is not None):
            msg = "with_host(None) would drop the user or port; remove them first"
            raise ValueError(msg)
        if text is not None and self.raw_host is None:
            path = self.raw_path
            if path and not path.startswith("/"):
                msg = f"with_host() cannot add a host before the rootless path {path!r}"
                raise ValueError(msg)
        if not text:
            # Refused before it is parsed: "http:///x" is text URL() refuses.
            new = self._replaced_text(host=text)
            _require_host(new, self.raw_scheme, text, f"with_host({host!r})", self)
        return self._replace(host=text)

    def with_port(self, port: int | None) -> Self:
        """Return this URL with another port; None removes it.

        >>> URL("http://h:8080/p").with_port(None)
        URL('http://h/p')
        """
        text = _build.port_text(port)
        self._need_host("with_port()")
        return self._replace(port=text)

    def with_path(self, path: str | Path) -> Self:
        """Return this URL with another path (decoded; ``/`` separates segments).

        The query and fragment are kept; with a host, the path gets its ``/``.

        >>> URL("http://h/old?q#f").with_path("new path/x")
        URL('http://h/new%20path/x?q#f')
        """
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        authority = match.start(AUTHORITY) != -1
        if type(path) is str and authority:
            # The common case, path_text's work inline: its calls cost what
            # encoding a short path does. A program sets a few paths (its
            # endpoints) again and again: the lookup and the pair are
            # _path_memory.kept_path_text's, written out for the same reason
            # (and this one takes a path without its "/" and words errors).
            length = len(path)
            try:
                kept = recent_paths[length]
            except IndexError:  # longer than any slot's
                kept = NO_PATH
            if kept[0] == path:
                text = kept[1]
            else:
                try:
                    text = _build.quote_path(path)
                except UnicodeEncodeError:  # a lone surrogate: path_text words it
                    text = _build.path_text(path, authority=True, scheme=True)
                if text and text[0] != "/":
                    text = "/" + text
                # One tuple: a reader on another thread sees the old pair or
                # the new, never one's path with the other's text.
                if length < RECENT_PATH_SLOTS:
                    recent_paths[length] = (path, text)
        else:
            text = _build.path_text(path, authority=authority, scheme=match.start(SCHEME) != -1)
        # Encoded for a path, or a Path, which holds no "?", "#" or control;
        # and path_text made it fit what is before it (the "/" after a host,
        # no "//" without one, no ":" that reads as a scheme): the parts all
        # read as before, so the URL is one by construction.
        start, end = match.span(PATH)
        written = self._text
        if start == 2 and written[0] == "/":  # after "//": see _empty_network_path
            return type(self)._parsed(f"{written[:start]}{text}{written[end:]}")
        url = _new(type(self))
        # (Most URLs end with their path: one slice, not two.)
        if end == len(written):
            set_text(url, written[:start] + text)
        else:
            set_text(url, f"{written[:start]}{text}{written[end:]}")
        return url

    @overload
    def with_query(self, query: _build.QueryMapping, /) -> Self: ...
    @overload
    def with_query(
        self,
        query: str | Query | _build.QueryArg | None = None,
        /,
        **params: _build.QueryValues,
    ) -> Self: ...
    def with_query(
        self,
        query: str | Query | _build.QueryArg | None = None,
        /,
        **params: _build.QueryValues,
    ) -> Self:
        """Return this URL with another query.

        None removes the query, ``""`` leaves an empty one (``?``); a string is
        taken as query text, a mapping, pairs or keyword arguments are
        form-encoded. A mapping or pairs that give no pair (``{}``, ``[]``)
        remove the query, as yarl does: only ``""`` writes an empty one.

        >>> URL("http://h/p?old#f").with_query({"q": "a b", "tags": ["x", "y"]})
        URL('http://h/p?q=a+b&tags=x&tags=y#f')
        >>> URL("http://h/p").with_query(page=2)
        URL('http://h/p?page=2')
        >>> URL("http://h/p?old#f").with_query({}), URL("http://h/p?old#f").with_query("")
        (URL('http://h/p#f'), URL('http://h/p?#f'))
        """
        # The common case, a dict of text, without query_text's and _splice's
        # calls: its pairs encoded at once, and after the path of a URL that
        # ends with it, the new query is the text's end.
        if type(query) is dict and not params and (value := _form_query.form_query(query)):
            written = self._text
            if "+" in value and written and written[0] in PERCENT_FIRST_LETTERS:
                value = respace(value, written)  # "+" is a space, which some schemes write %20
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            last = match.lastindex
            # (Not for a URL that ends with its host: it may need a "/" first.)
            if last == PATH and match.end(AUTHORITY) != len(written):
                url = _new(type(self))
                set_text(url, f"{written}?{value}")
                return url
            if last == QUERY:
                # A URL that ends with its query: the new one takes its
                # place (after a path that needs no "/": see _splice).
                path_start, path_end = match.span(PATH)
                if path_start != path_end:
                    url = _new(type(self))
                    set_text(url, written[: path_end + 1] + value)
                    return url
            return self._splice(QUERY, value, encoded=True)
        if params:
            if query is not None:
                msg = "with_query() takes a query or keyword arguments, not both"
                raise TypeError(msg)
            query = params
        elif type(query) is not dict and isinstance(query, Query):
            query = str(query)  # a query as written (a dict, the common case, is none)
        # The text is encoded for a query: only a query's characters, no "#".
        return self._splice(QUERY, _build.query_text(query, self._text), encoded=True)

    def with_fragment(self, fragment: str | None) -> Self:
        """Return this URL with another (decoded) fragment; None removes it.

        >>> URL("http://h/p").with_fragment("a b")
        URL('http://h/p#a%20b')
        """
        return self._splice(FRAGMENT, _build.fragment_text(fragment))

    def with_name(self, name: str) -> Self:
        """Return this URL with the path's last segment replaced by ``name``.

        >>> URL("http://h/a/b.txt?q").with_name("c.pdf")
        URL('http://h/a/c.pdf?q')

        Raises:
            ValueError: for an empty name, ``.`` or ``..``, or a name with a
                ``/`` (a name is one segment, as in :mod:`pathlib`).
        """
        text = _build.segment_text(name, argument="name")
        if not text:
            msg = "invalid name '': use with_path() to end the path with '/'"
            raise ValueError(msg)
        if "/" in name:
            # pathlib and yarl refuse it too: "x/y" as a name is either a
            # mistake or two segments, and an encoded "/" (%2F) would hide both.
            msg = (
                f"invalid name {name!r}: a name is one segment, without '/'; "
                "use with_path() or / for several segments"
            )
            raise ValueError(msg)
        path = self.raw_path
        if not path and self.raw_host is not None:
            path = "/"
        return self._splice(PATH, path[: path.rfind("/") + 1] + text)

    def with_suffix(self, suffix: str) -> Self:
        """Return this URL with the last segment's suffix replaced (``""`` removes it).

        >>> URL("http://h/a/report.txt").with_suffix(".pdf")
        URL('http://h/a/report.pdf')
        """
        if not isinstance(suffix, str):
            msg = f"with_suffix() expected str, got {type(suffix).__name__}"
            raise TypeError(msg)
        if suffix and (not suffix.startswith(".") or suffix == "." or "/" in suffix):
            msg = f"invalid suffix {suffix!r}: a suffix starts with '.' and has no '/'"
            raise ValueError(msg)
        name = self.path.name
        if not name:
            msg = f"with_suffix() needs a path that ends in a name, not {self.raw_path!r}"
            raise ValueError(msg)
        old = self.path.suffix
        return self.with_name(name[: len(name) - len(old)] + suffix)

    def __truediv__(self, segments: str) -> Self:
        """Append ``/``-separated path segments, changing nothing else.

        ``%``, ``?`` and ``#`` are encoded; a leading ``/``, ``.`` and ``..``
        segments are refused (use :attr:`parent` or :meth:`join` to move up).

        >>> URL("https://h/api/v1?key=k") / "users/42"
        URL('https://h/api/v1/users/42?key=k')

        Any other type gives ``NotImplemented``, so that its
        ``__rtruediv__`` may take the URL (Python then raises ``TypeError``
        if none does).
        """
        if type(segments) is not str:
            if not isinstance(segments, str):
                return NotImplemented
            segments = str.__str__(segments)  # its text: a subclass's format() may differ
        # One ASCII word ("users", "42") is the common case: nothing to check.
        if segments.isalnum() and segments.isascii():
            return self._after_path(segments)
        if not segments:
            return self._after_path(segments)  # one empty segment: the path gets its "/"
        first = segments[0]
        if first == "/":
            msg = f"cannot append {segments!r}: it starts with '/'; use with_path() or join()"
            raise ValueError(msg)
        # Encoded whole, "/" kept: the segments encoded one by one and joined.
        # (A segment that starts with "." is rare; the pattern costs five times the tests.)
        if (first != "." and "/." not in segments) or _has_dot_segment(segments) is None:
            # (Plain ASCII, most of what is not one word, is found for half
            # what the encoder's call costs.)
            if segments.isascii() and 0 not in segments.encode().translate(_build.PLAIN_URL_TABLE):
                return self._after_path(segments)
            try:
                return self._after_path(_build.quote_path(segments))
            except UnicodeEncodeError:  # a lone surrogate: segment_text words it
                pass
        # "." or ".." (refused by segment_text, saying why) or a lone surrogate.
        parts = [_build.segment_text(s, argument="segment") for s in segments.split("/")]
        return self._append(parts)

    def _after_path(self, encoded: str) -> Self:
        """Insert encoded path text after the path, with the "/" it needs.

        ``encoded`` holds only what a path may (no "?", "#" or control),
        starts with no "/" and has no "." or ".." segment.
        """
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        start, end = match.span(PATH)
        text = self._text
        if start != end:
            if text[end - 1] == "/":
                slash = ""
            elif end - start == 1 and text[start] == "\\":
                # The path "\\" and a "/" start an authority to browsers:
                # the general way parses the result, and refuses it.
                return self._append(encoded.split("/"))
            else:
                slash = "/"
        elif match.start(AUTHORITY) != -1:
            slash = "/"
        else:  # an empty path, no host: a ":" may need escaping, "" has no place
            return self._append(encoded.split("/"))
        # (Most URLs end with their path: then no slice at all.)
        new = (
            f"{text}{slash}{encoded}"
            if end == len(text)
            else f"{text[:end]}{slash}{encoded}{text[end:]}"
        )
        if start == 2 and text[0] == "/":  # after "//": see _empty_network_path
            return type(self)._parsed(new)
        url = _new(type(self))
        set_text(url, new)
        return url

    def child(self, *segments: str) -> Self:
        """Append each argument as exactly one path segment (``/`` becomes ``%2F``).

        For values from outside: no argument can add more than one segment or
        climb out of the path (``.``, ``..`` and empty segments are refused).

        >>> URL("https://h/files").child("a/b", "c d")
        URL('https://h/files/a%2Fb/c%20d')
        """
        if len(segments) == 1:
            (segment,) = segments
            if type(segment) is str:
                if segment.isascii() and segment.isalnum():
                    return self._after_path(segment)  # one ASCII word: the text itself
                # One segment, encoded ("/" too) where it is not "", "." or ".."
                # (which segment_text below refuses, saying why).
                if segment and segment not in {".", ".."}:
                    try:
                        return self._after_path(_build.quote_segment(segment))
                    except UnicodeEncodeError:  # a lone surrogate: segment_text words it
                        pass
        parts = []
        for segment in segments:
            text = _build.segment_text(segment, argument="segment")
            if not text:
                msg = "child() refuses an empty segment"
                raise ValueError(msg)
            parts.append(text)  # its "/" encoded, as %2F
        return self._append(parts)

    def _append(self, segments: list[str]) -> Self:
        if not segments:
            return self
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        start, end = match.span(PATH)
        text = self._text
        path = text[start:end]
        if path:
            if path[-1] != "/":
                path += "/"
        elif match.start(AUTHORITY) != -1:
            path = "/"
        elif segments == [""]:
            msg = f"cannot append an empty segment to the empty path of {self._masked()!r}"
            raise ValueError(msg)
        if match.start(AUTHORITY) == -1:
            # The first segment may hold a ":" that would read as a scheme.
            return self._splice(PATH, path + "/".join(segments), encoded=True)
        if start == 2 and text[0] == "/":  # after "//": see _empty_network_path
            return type(self)._parsed(f"{text[:start]}{path}{'/'.join(segments)}{text[end:]}")
        # After a host the path starts with "/", and encoded segments hold no
        # "?", "#" or control: the parts read as before, a URL by construction.
        url = _new(type(self))
        set_text(url, f"{text[:start]}{path}{'/'.join(segments)}{text[end:]}")
        return url

    def _need_host(self, method: str) -> None:
        if self.raw_host is None:
            msg = f"{method} needs a URL with a host, not {self._masked()!r}"
            raise ValueError(msg)

    # -- references and meaning ----------------------------------------------


# A "." or ".." segment of "/"-separated text, which / refuses.
_has_dot_segment: Final = re.compile(r"(?:\A|/)\.\.?(?:/|\Z)").search


def _require_host(
    text: str, scheme: str | None, host: str | None, call: str, before: URLBase
) -> None:
    """Refuse an http, https, ws, wss or ftp URL without a host, saying what to do.

    RFC 9110 4.2.1 and 4.2.2 (a sender must not make an http(s) URI with an
    empty host), RFC 6455 3 (ws, wss), RFC 1738 3.2 (ftp): the schemes with
    a default port are the ones that name a host. ``text`` is the URL the
    call would make, not parsed yet (URL() refuses it), ``host`` its host.
    """
    scheme = None if scheme is None else scheme.lower()
    if scheme in DEFAULT_PORTS and not host:
        msg = f"{call} would make {mask_password(text)!r}: an {scheme} URL needs a host"
        if before.raw_authority is None and before.raw_path[:1] not in ("", "/"):
            # Text a person typed, read by RFC 3986: "example.com/a" is a path,
            # and in "example.com:8080/a" the name before ":" is a scheme.
            if before.raw_scheme is not None and call.startswith("with_scheme"):
                read = f"reads {before.raw_scheme!r} as a scheme"
            else:
                read = "is a relative path"
            msg += (
                f"; {before!r} {read}, not a host: URL.from_user_input() reads "
                "such text as people mean it"
            )
        raise ValueError(msg)

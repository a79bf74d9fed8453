"""A URL's ``data:`` reading and writing: ``URL.data()`` and ``URL.from_data()``."""

from __future__ import annotations

from typing import Self

from href._data_url import DataURL, data_url_text, read_data_url
from href._errors import InvalidURL
from href._url_base import URLBase

__all__ = ["URLData"]


class URLData(URLBase):
    """The methods for ``data:`` URLs (RFC 2397, Fetch); see :class:`href.URL`."""

    __slots__ = ()

    def data(self) -> DataURL:
        """The MIME type and bytes this ``data:`` URL holds, by the Fetch Standard.

        The Fetch Standard's data: URL processor runs on a URL record: this
        URL's text is read as a browser fetching it would (by ``href.whatwg``'s
        parser, so a control or non-ASCII character counts as it is
        percent-encoded), and the processor reads the record's serialization
        without its fragment. A media type the processor cannot parse is
        ``text/plain;charset=US-ASCII``, as it is when none is written.

        >>> data = URL("data:text/plain;charset=UTF-8,caf%C3%A9#top").data()
        >>> data.mime_type, data.body
        ('text/plain;charset=UTF-8', b'caf\xc3\xa9')
        >>> URL("data:;base64,SGk=").data().body
        b'Hi'

        Raises:
            InvalidURL: for a URL that is not ``data:``, and where the standard
                returns failure: a browser's ``fetch()`` rejects the URL (no
                ``,`` after the media type, a body that is not base64, a URL
                its parser refuses); ``part`` is ``"scheme"``, ``"path"`` (the
                processor's failures) or the part the URL parser names.
        """
        scheme = self.scheme
        if scheme is None or scheme.lower() != "data":
            shown = self._masked()
            why = "it has no scheme" if scheme is None else f"its scheme is {scheme!r}"
            msg = f"{shown!r} is not a data: URL: {why}"
            raise InvalidURL(msg, url=shown, part="scheme", position=0)
        return read_data_url(self._text, self._masked())

    @classmethod
    def from_data(cls, body: bytes, media_type: str = "", *, base64: bool = True) -> Self:
        """A ``data:`` URL of ``body``, which :meth:`data` reads back with its MIME type.

        ``media_type`` (say ``"image/png"`` or ``"text/plain;charset=UTF-8"``)
        is written as MIME Sniffing serializes it; left empty, nothing is
        written and readers take ``text/plain;charset=US-ASCII``. The body is
        base64, or with ``base64=False`` percent-encoded (every byte but
        RFC 3986's path characters other than ``?``), shorter for text.

        >>> URL.from_data(b"Hi", "text/plain;charset=UTF-8")
        URL('data:text/plain;charset=UTF-8;base64,SGk=')
        >>> URL.from_data(b"<svg/>", "image/svg+xml", base64=False)
        URL('data:image/svg+xml,%3Csvg/%3E')
        >>> URL.from_data(b"Hi").data().body
        b'Hi'

        Raises:
            TypeError: if ``body`` is not bytes (a ``bytearray`` or
                ``memoryview`` is taken) or ``media_type`` not a str.
            ValueError: if ``media_type`` is not a MIME type, or holds what a
                data: URL's media type cannot carry (``,``, ``#``, ``?``, a tab
                or a non-ASCII character, which the processor would not read
                back as written).
        """
        # A URL by construction ("data:", a token, then only characters URL()
        # keeps in a path; the round-trip property reparses it): split when read.
        return cls._valid(data_url_text(body, media_type, base64=base64))

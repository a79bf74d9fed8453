"""The exceptions href raises."""

from __future__ import annotations

__all__ = ["InvalidURL"]


class InvalidURL(ValueError):
    """Text that cannot be read as a URL, or as the part of one it was given as.

    The message quotes the input and names the part at fault; the same facts are
    kept as attributes for programs:

    >>> from href import URL, InvalidURL
    >>> try:
    ...     URL("http://h:abc/")
    ... except InvalidURL as error:
    ...     print(error)
    ...     print(error.part, error.position)
    invalid port 'abc' in 'http://h:abc/': not a decimal number
    port 9

    Attributes:
        url: the whole text that was being parsed.
        part: the name of the part at fault (``"port"``, ``"host"``, ...).
        position: the index in ``url`` where the fault starts, when known.
    """

    url: str
    part: str
    position: int | None

    def __init__(self, message: str, *, url: str, part: str, position: int | None = None) -> None:
        super().__init__(message)
        self.url = url
        self.part = part
        self.position = position

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only fields would be lost by BaseException's default pickling.
        return (_rebuild_invalid_url, (str(self), self.url, self.part, self.position))


def _rebuild_invalid_url(message: str, url: str, part: str, position: int | None) -> InvalidURL:
    return InvalidURL(message, url=url, part=part, position=position)

"""The exception a pattern the URL Pattern Standard refuses raises."""

from __future__ import annotations

__all__ = ["URLPatternError"]


class URLPatternError(ValueError):
    """A pattern (or a part of one) that the URL Pattern Standard refuses.

    Where a browser's ``new URLPattern(...)`` throws a ``TypeError`` for the
    pattern's text, href raises this ``ValueError`` subclass; the message
    quotes the text, names the component and says why, and the same facts are
    kept as attributes:

    >>> from href.pattern import URLPattern, URLPatternError
    >>> try:
    ...     URLPattern({"pathname": "/:id(\\\\d+"})
    ... except URLPatternError as error:
    ...     print(error)
    ...     print(error.component, error.position)
    invalid pathname pattern '/:id(\\\\d+' at 4: the regular expression group is not closed
    pathname 4

    Attributes:
        pattern: the text that was being read.
        component: the component it was read as (``"pathname"``, ...), or
            ``"constructor string"`` for a whole URL pattern string.
        position: the index in ``pattern`` where the fault starts, when known.
    """

    pattern: str
    component: str
    position: int | None

    def __init__(
        self, message: str, *, pattern: str, component: str, position: int | None = None
    ) -> None:
        super().__init__(message)
        self.pattern = pattern
        self.component = component
        self.position = position

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only fields would be lost by BaseException's default pickling.
        return (_rebuild, (str(self), self.pattern, self.component, self.position))


def _rebuild(message: str, pattern: str, component: str, position: int | None) -> URLPatternError:
    return URLPatternError(message, pattern=pattern, component=component, position=position)


class PatternSyntaxError(ValueError):
    """A fault found before the component is known; the caller names it."""

    def __init__(self, why: str, position: int | None) -> None:
        super().__init__(why)
        self.why = why
        self.position = position

"""The exception href.templates raises for a template it cannot read or expand."""

from __future__ import annotations

__all__ = ["InvalidTemplate"]


class InvalidTemplate(ValueError):
    """A template that RFC 6570 refuses, or an expansion that it says fails.

    The message quotes the template and names the expression at fault and
    its position; the same facts are kept as attributes for programs:

    >>> from href.templates import URITemplate, InvalidTemplate
    >>> try:
    ...     URITemplate("/users/{user name}")
    ... except InvalidTemplate as error:
    ...     print(error)
    ...     print(error.expression, error.position)
    invalid template '/users/{user name}': ' ' cannot be in a variable name, in expression ...
    {user name} 7

    Attributes:
        template: the whole template text.
        expression: the expression at fault (braces included), or None when
            the fault is in a literal.
        position: the index in ``template`` where the fault's expression (or
            the faulty character) starts.
    """

    template: str
    expression: str | None
    position: int

    def __init__(
        self, message: str, *, template: str, expression: str | None, position: int
    ) -> None:
        super().__init__(message)
        self.template = template
        self.expression = expression
        self.position = position

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only fields would be lost by BaseException's default pickling.
        return (
            _rebuild_invalid_template,
            (str(self), self.template, self.expression, self.position),
        )


def _rebuild_invalid_template(
    message: str, template: str, expression: str | None, position: int
) -> InvalidTemplate:
    return InvalidTemplate(message, template=template, expression=expression, position=position)

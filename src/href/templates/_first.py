"""The first expansion of a template seen once, straight from its text.

A stream of distinct templates (an API's links, each expanded once) would
otherwise pay for parsing each into parts and then for walking the parts.
For a template whose literals need no encoding (``is_plain``: most), the
text itself says where each expression is: the expansion walks it once,
an expression whose variables are each text or undefined (``{owner}``,
``{/number}``, ``{?q,page}``, ``{var:3}``: most) is written in place, and
every other goes to :func:`expand_expression` as parsing would have given
it. The parts are parsed only when something asks for them (a second
expansion, ``match()``, ``partial()``, ``variables``).
tests/test_templates_first.py holds the result to the parts' expansion.
"""

from __future__ import annotations

from collections.abc import Mapping

from href.templates._expand import (
    encode_reserved,
    encode_unreserved,
    expand_expression,
    text_items,
)
from href.templates._parse import OPERATOR_OF, SIMPLE, Operator, expression

__all__ = ["expand_plain"]


def expand_plain(template: str, values: Mapping[str, object]) -> str:
    """The expansion of ``template`` (which ``is_plain`` takes) with ``values``.

    Raises what :func:`expand_expression` raises.

    >>> expand_plain("/repos/{owner}{/repo}{?q,page}", {"owner": "a b", "repo": "r", "page": 1})
    '/repos/a%20b/r?page=1'
    """
    pieces = template.split("{")
    written = [pieces[0]]
    position = len(pieces[0])
    for piece in pieces[1:]:
        body, _, literal = piece.partition("}")
        # Written out, not text_items' call, which writes the same (as the
        # expanders do, and _modified here): with the call, parse+expand of an
        # unseen template was 0.50x uritemplate, 0.47x without (the target is 0.5).
        operator = OPERATOR_OF.get(body[0])
        if operator is None:
            operator = SIMPLE
            names = body
        else:
            names = body[1:]
        try:
            if ":" in names or "*" in names:
                items = _modified(operator, names, values)
            else:
                # Each variable text or undefined, as expand_expression writes
                # them (3.2.2-3.2.9); None at the first value of another type.
                _, _, _, named, ifemp, reserved = operator
                items = []
                for name in names.split(","):
                    value = values.get(name)
                    if value is None:
                        continue
                    if type(value) is not str:
                        items = None
                        break
                    # Letters and digits alone, most values, need no call.
                    if not (value.isalnum() and value.isascii()):
                        value = (encode_reserved if reserved else encode_unreserved)(value)
                    if named:
                        value = f"{name}={value}" if value else name + ifemp
                    items.append(value)
        except UnicodeEncodeError:  # a lone surrogate, which expand_expression names
            items = None
        if items is None:
            written.append(expand_expression(expression(body, position), values, template))
        elif items:
            written.append(operator.first + operator.sep.join(items))
        written.append(literal)
        position += len(body) + 2 + len(literal)
    return "".join(written)


def _modified(operator: Operator, names: str, values: Mapping[str, object]) -> list[str] | None:
    """:func:`expand_plain`'s items for variables with modifiers (:func:`text_items`)."""
    specs = []
    for spec in names.split(","):
        if spec[-1] == "*":
            specs.append((spec[:-1], 0))
        else:
            name, _, digits = spec.partition(":")
            specs.append((name, int(digits) if digits else 0))
    return text_items(operator, specs, values)

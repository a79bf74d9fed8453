"""Partial expansion: the given variables written out, the others kept as expressions.

An expression whose operator writes its first character before every value
(``/``, ``.``, ``;``, ``&``) splits into one expression a variable, so any of
its variables can be given alone. ``?`` writes ``?`` before the first defined
value and ``&`` before the others: the values given go out as text as long
as no variable left out comes before them, and the variables left out after
them become a ``{&...}`` expression. Simple, ``+`` and ``#`` expressions write
``,`` between values and no operator writes ``,`` before one, so their
variables are given all at once or not at all (a variable given as ``None``
is left out either way). Anything else cannot be written as a template and
raises ``ValueError`` rather than give a template that expands differently.
"""

from __future__ import annotations

from collections.abc import Mapping

from href.templates._expand import expand_expression, is_defined
from href.templates._parse import OPERATORS, Expression, Part, VarSpec

__all__ = ["partial_text"]


def partial_text(parts: tuple[Part, ...], variables: Mapping[str, object], template: str) -> str:
    """The text of ``template`` with ``variables`` expanded and the rest kept.

    Raises:
        ValueError: where the result cannot be written as a template.

    >>> from href.templates._parse import parse
    >>> partial_text(parse("/u{/user,repo}{?page,q}"), {"user": "me", "page": 2}, "")
    '/u/me{/repo}?page=2{&q}'
    """
    out: list[str] = []
    for part in parts:
        if type(part) is str:
            out.append(part)
            continue
        expression: Expression = part  # type: ignore[assignment]  # not a str
        given = [spec.name in variables for spec in expression.varspecs]
        if not any(given):
            out.append(expression.text)
        elif all(given):
            out.append(expand_expression(expression, variables, template))
        else:
            out.append(_mixed(expression, variables, template))
    return "".join(out)


def _kept(operator_char: str, specs: list[VarSpec]) -> str:
    return "{" + operator_char + ",".join(spec.text() for spec in specs) + "}"


def _alone(expression: Expression, spec: VarSpec, operator_char: str) -> Expression:
    return expression._replace(operator=OPERATORS[operator_char], varspecs=(spec,))


def _mixed(expression: Expression, variables: Mapping[str, object], template: str) -> str:
    operator = expression.operator
    out: list[str] = []
    left_out: list[VarSpec] = []
    if operator.first == operator.sep:  # "/", ".", ";", "&": one expression a variable
        for spec in expression.varspecs:
            if spec.name not in variables:
                left_out.append(spec)
                continue
            if left_out:
                out.append(_kept(operator.char, left_out))
                left_out = []
            out.append(
                expand_expression(_alone(expression, spec, operator.char), variables, template)
            )
        if left_out:
            out.append(_kept(operator.char, left_out))
        return "".join(out)
    if operator.char == "?":
        started = False
        for spec in expression.varspecs:
            if spec.name not in variables:
                left_out.append(spec)
                continue
            text = expand_expression(
                _alone(expression, spec, "&" if started else "?"), variables, template
            )
            if not text:
                continue
            if left_out and not started:
                raise _cannot(
                    expression,
                    template,
                    f"{_names([spec])} is given and {_names(left_out)} not, and {spec.name!r} "
                    f"is written after '?' if they are undefined and '&' if not",
                )
            if left_out:
                out.append(_kept("&", left_out))
                left_out = []
            out.append(text)
            started = True
        if left_out:
            out.append(_kept("&" if started else "?", left_out))
        return "".join(out)
    # Simple, "+" and "#": variables given as undefined drop out; a defined
    # one beside one left out cannot be written.
    defined = [
        spec
        for spec in expression.varspecs
        if spec.name in variables and is_defined(variables[spec.name])
    ]
    if defined:
        left = [spec for spec in expression.varspecs if spec.name not in variables]
        raise _cannot(
            expression,
            template,
            f"{_names(defined)} given and {_names(left)} not, and the ',' between them is "
            "written only when both sides are defined",
        )
    return _kept(
        operator.char, [spec for spec in expression.varspecs if spec.name not in variables]
    )


def _names(specs: list[VarSpec]) -> str:
    return ", ".join(repr(spec.name) for spec in specs)


def _cannot(expression: Expression, template: str, why: str) -> ValueError:
    return ValueError(
        f"cannot expand {expression.text!r} of {template!r} in part: {why}; no RFC 6570 "
        "expression writes that, so give all of its variables or none"
    )

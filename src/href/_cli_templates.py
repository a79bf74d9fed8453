"""``href expand`` and ``href match``: RFC 6570 URI Templates on the command line.

``href expand TEMPLATE name=value ...`` prints the URL; a name given twice
is a list, and ``name:=JSON`` gives any value (a list, a dict, a number).
``href match TEMPLATE URL`` prints the variables as one JSON object, or
``null`` (exit status 1) when the URL is no expansion of the template.
"""

from __future__ import annotations

import argparse
import json
import sys

from href._cli_report import error
from href.templates import URITemplate, Value

__all__ = ["add_commands"]

_EXPAND_EPILOG = """\
examples:
  href expand '/repos/{owner}/{repo}/issues{/number}' owner=python repo=cpython number=1
  href expand '/search{?q,tag*}' q='a b' tag=x tag=y      ->  /search?q=a%20b&tag=x&tag=y
  href expand '{?keys*}' 'keys:={"a": 1, "b": "2"}'       ->  ?a=1&b=2"""


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``href expand`` and ``href match``."""
    expand = commands.add_parser(
        "expand",
        help="expand an RFC 6570 URI template",
        description=(
            "Expand TEMPLATE (RFC 6570, every level) with the variables given and print "
            "the URL. A name given twice is a list; name:=JSON gives a list, a dict or a "
            "number as JSON."
        ),
        epilog=_EXPAND_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    expand.add_argument("template", metavar="TEMPLATE", help="an RFC 6570 URI template")
    expand.add_argument(
        "variables", nargs="*", metavar="NAME=VALUE", help="a variable (or NAME:=JSON)"
    )
    expand.set_defaults(run=_cmd_expand)

    match = commands.add_parser(
        "match",
        help="read a URL back into a template's variables",
        description=(
            "Print the variables of which URL is TEMPLATE's expansion, as a JSON object, or "
            "null (exit status 1) when it is none."
        ),
        epilog="example: href match '/repos/{owner}/{repo}' /repos/python/cpython",
    )
    match.add_argument("template", metavar="TEMPLATE", help="an RFC 6570 URI template")
    match.add_argument("url", metavar="URL", help="the URL to read")
    match.set_defaults(run=_cmd_match)


def _variables(arguments: list[str]) -> dict[str, Value]:
    variables: dict[str, Value] = {}
    for argument in arguments:
        name, equals, value = argument.partition("=")
        if not equals:
            msg = f"variable {argument!r} has no '=': write NAME=VALUE or NAME:=JSON"
            raise ValueError(msg)
        if name.endswith(":"):
            name = name[:-1]
            try:
                variables[name] = json.loads(value)
            except json.JSONDecodeError as problem:
                msg = f"variable {name!r}: {value!r} is not JSON ({problem})"
                raise ValueError(msg) from None
        elif name in variables:
            # A name given again: the values so far and this one are a list.
            known = variables[name]
            variables[name] = [*known, value] if isinstance(known, list) else [known, value]  # type: ignore[list-item]  # str items only
        else:
            variables[name] = value
    return variables


def _cmd_expand(args: argparse.Namespace) -> int:
    try:
        url = URITemplate(args.template).expand(_variables(args.variables))
    except (ValueError, TypeError) as problem:
        error(str(problem))
        return 1
    sys.stdout.write(f"{url}\n")
    return 0


def _cmd_match(args: argparse.Namespace) -> int:
    try:
        found = URITemplate(args.template).match(args.url)
    except ValueError as problem:
        error(str(problem))
        return 2
    sys.stdout.write(json.dumps(found, ensure_ascii=False) + "\n")
    return 0 if found is not None else 1

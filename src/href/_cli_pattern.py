"""The href command's ``match-pattern``: URLs against a URL Pattern, JSON out.

``href match-pattern PATTERN [URL ...]`` matches each URL (or each line of
stdin) against the WHATWG URL Pattern ``PATTERN`` and prints one JSON object
a line: the URL and, where it matches, each component's input and groups
(``null`` where it does not). The exit status is grep's: 0 when some URL
matched, 1 when none did, 2 for a pattern href refuses.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from href.pattern import URLPatternResult

__all__ = ["add_command"]

_COMPONENTS = (
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``href match-pattern``."""
    command = commands.add_parser(
        "match-pattern",
        help="match URLs against a WHATWG URL Pattern (JSON out)",
        description=(
            "Match each URL against PATTERN, a WHATWG URL Pattern "
            "(https://*.example.com/books/:id), and print one JSON object a line: "
            '{"url": ..., "match": null or each component\'s "input" and "groups"}. '
            "Exit status 0 when some URL matched, 1 when none did."
        ),
        epilog="With no URL arguments, read one URL a line from stdin.",
    )
    command.add_argument("pattern", metavar="PATTERN", help="the URL pattern")
    command.add_argument("urls", nargs="*", metavar="URL", help="URLs (default: read stdin)")
    command.add_argument(
        "--base", metavar="URL", help="the base URL of a relative PATTERN and of relative URLs"
    )
    command.add_argument(
        "--ignore-case",
        action="store_true",
        help="match the path, query and fragment ignoring case",
    )
    command.set_defaults(run=lambda args: _run(command, args))


def _urls(args: argparse.Namespace) -> Iterator[str]:
    if args.urls:
        yield from args.urls
        return
    for line in sys.stdin:
        text = line.rstrip("\r\n")
        if text:
            yield text


def _record(url: str, result: URLPatternResult | None) -> dict[str, object]:
    if result is None:
        return {"url": url, "match": None}
    match = {}
    for name in _COMPONENTS:
        component = getattr(result, name)
        match[name] = {"input": component.input, "groups": component.groups}
    return {"url": url, "match": match}


def _run(command: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    # Imported here: the other commands do not pay for href.pattern's import.
    from href.pattern import URLPattern, URLPatternError  # noqa: PLC0415

    try:
        pattern = URLPattern(args.pattern, args.base, ignore_case=args.ignore_case)
    except URLPatternError as error:
        command.error(str(error))
    matched = False
    for url in _urls(args):
        result = pattern.exec(url, args.base)
        matched = matched or result is not None
        print(json.dumps(_record(url, result), ensure_ascii=False))
    return 0 if matched else 1

"""The href command: ``href parse URL...`` shows each part of a URL."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from href._errors import InvalidURL
from href._url import URL

__all__ = ["main"]

_MASK = "********"


def _parse_rows(url: URL) -> list[tuple[str, str]]:
    """The parts of ``url`` as (label, text) rows; the password is masked."""
    host = url.host
    rows = [
        ("scheme", repr(url.scheme)),
        ("user", repr(url.user)),
        ("password", "None" if url.password is None else _MASK),
        ("host", "None" if host is None else f"{str(host)!r} ({host.kind.value})"),
    ]
    if host is not None and host.unicode != str(host):
        rows.append(("host (unicode)", repr(host.unicode)))
    if host is not None and host.ascii != str(host):
        rows.append(("host (ascii)", repr(host.ascii)))
    if host is not None and host.address is not None:
        rows.append(("address", str(host.address)))
    rows += [
        ("port", repr(url.port)),
        ("effective port", repr(url.effective_port)),
        ("path", repr(url.raw_path)),
        ("segments", repr(url.path.segments)),
        ("query", repr(url.raw_query)),
    ]
    rows += [(f"  {name}", repr(value)) for name, value in url.query.items()]
    rows.append(("fragment", repr(url.fragment)))
    return rows


def _parse_json(url: URL) -> dict[str, object]:
    host = url.host
    return {
        "url": str(url if url.raw_password is None else url.with_password(_MASK)),
        "scheme": url.scheme,
        "user": url.user,
        "password": None if url.password is None else _MASK,
        "host": None if host is None else str(host),
        "host_kind": None if host is None else host.kind.value,
        "port": url.port,
        "effective_port": url.effective_port,
        "path": url.raw_path,
        "segments": list(url.path.segments),
        "query": [list(pair) for pair in url.query.items()],
        "fragment": url.fragment,
    }


def _cmd_parse(args: argparse.Namespace) -> int:
    status = 0
    for index, text in enumerate(args.urls):
        try:
            url = URL(text)
        except InvalidURL as error:
            print(f"href: {error}", file=sys.stderr)
            status = 1
            continue
        if args.json:
            print(json.dumps(_parse_json(url), ensure_ascii=False))
            continue
        if index:
            print()
        print(repr(url))
        rows = _parse_rows(url)
        width = max(len(label) for label, _ in rows)
        for label, value in rows:
            print(f"  {label.ljust(width)}  {value}")
    return status


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="href", description="Read and change URLs.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parse = commands.add_parser(
        "parse",
        help="show each part of URLs",
        description=("Show each part of each URL (the password masked)."),
    )
    parse.add_argument("urls", nargs="+", metavar="URL")
    parse.add_argument("--json", action="store_true", help="one JSON object per URL")
    parse.set_defaults(run=_cmd_parse)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the href command with ``argv`` (default: the process's arguments)."""
    args = _parser().parse_args(argv)
    status: int = args.run(args)
    return status

"""The href command's bulk keys: ``normalize --profile``, ``surt`` and ``domain``.

Each is a :class:`~href._cli_table.Key`: a value of each URL, printed one
a line, or written with ``--output FILE`` as a new column of a Parquet or
Arrow IPC file beside the input's (see :mod:`href._cli_table`, which reads
such files for every bulk command, by the rules of lines).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import get_args

from href import keys
from href._canon import Profile
from href._cli_report import error
from href._cli_table import Key, check_output
from href._host import Host
from href._surt import WWWRule
from href._url import URL
from href.domains import Section, SuffixList

__all__ = ["add_commands", "add_profile"]

# What _cli passes in: its line runner, and how it adds the bulk options.
RunURLs = Callable[..., int]
AddBulk = Callable[[argparse.ArgumentParser, str], None]


def add_profile(normalize: argparse.ArgumentParser, run_urls: RunURLs) -> None:
    """Give ``href normalize`` its ``--profile`` and ``--output``."""
    normalize.add_argument(
        "--profile",
        choices=get_args(Profile),
        help="a canonicalization profile (docs: Canonicalization profiles) instead of RFC 3986's",
    )
    _add_output_argument(normalize)
    plain = normalize.get_default("run")

    def run(args: argparse.Namespace) -> int:
        check_output(normalize, args)
        profile: Profile | None = args.profile
        if profile is None:
            result: int = plain(args)
            return result
        return run_urls(args, Key("normalized", lambda url: str(url.canonicalize(profile))))

    normalize.set_defaults(run=run)


def add_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    add_bulk: AddBulk,
    run_urls: RunURLs,
    epilog: str,
) -> None:
    """Add ``href surt`` and ``href domain``."""
    surt = commands.add_parser(
        "surt",
        help="print SURT keys (or SSURT forms) of URLs",
        description=(
            "Print each URL's SURT key as the surt package writes it (the CDX index key), "
            "or with --ssurt its reversible SSURT form."
        ),
        epilog=epilog,
    )
    add_bulk(surt, "read each URL as a browser does first (the WHATWG URL Standard)")
    surt.add_argument(
        "--www",
        choices=get_args(WWWRule),
        help=(
            "required for SURT keys: 'package' drops www, digits and a dot as the surt "
            "package does (www1355544.com becomes com), 'label' only a www. label, "
            "'keep' nothing"
        ),
    )
    surt.add_argument("--ssurt", action="store_true", help="print the SSURT form instead")
    _add_output_argument(surt)

    def run_surt(args: argparse.Namespace) -> int:
        if not args.ssurt and args.www is None:
            surt.error("give --www package, label or keep (or --ssurt)")
        check_output(surt, args)
        www: WWWRule = args.www
        if args.ssurt:
            return run_urls(args, Key("ssurt", keys.ssurt))
        return run_urls(args, Key("surt", lambda url: keys.surt(url, www=www)))

    surt.set_defaults(run=run_surt)

    domain = commands.add_parser(
        "domain",
        help="print the registrable domain (or public suffix) of URLs or host names",
        description=(
            "Print each URL's registrable domain by the Public Suffix List (an empty line "
            "where there is none), or with --hosts each host name's; needs the psl extra: "
            "pip install 'href[psl]'."
        ),
        epilog=epilog,
    )
    add_bulk(domain, "read each URL as a browser does first (the WHATWG URL Standard)")
    domain.add_argument(
        "--section",
        choices=get_args(Section),
        required=True,
        help="'icann': the registries' suffixes only; 'private': the whole list",
    )
    domain.add_argument("--suffix", action="store_true", help="print the public suffix instead")
    domain.add_argument("--list", metavar="FILE", help="a Public Suffix List file of your own")
    domain.add_argument(
        "--hosts",
        action="store_true",
        help="read each line (or row) as a host name, as DNS logs and allow-lists hold them "
        "(www.example.co.uk), not as a URL",
    )
    _add_output_argument(domain)

    def run_domain(args: argparse.Namespace) -> int:
        from href import domains  # noqa: PLC0415 - the psl extra, checked when run

        if args.hosts and (args.whatwg or args.user_input):
            domain.error("--hosts reads host names: give it without --whatwg or --user-input")
        check_output(domain, args)
        suffixes = None
        if args.list is not None:
            suffixes = SuffixList(Path(args.list).read_text(encoding="utf-8"))
        section: Section = args.section
        find = domains.public_suffix if args.suffix else domains.registrable_domain

        def value(url: URL) -> str | None:
            host = url.host
            if host is None:
                # As normalize warns of a relative reference: a host name read
                # as a URL is a path ("example.com"), whose domain is none.
                error(
                    f"warning: {str(url)!r} has no host, so no domain: --hosts reads "
                    "each line as a host name"
                )
                return None
            return find(host.canonical, section=section, suffixes=suffixes)

        name = "public_suffix" if args.suffix else "registrable_domain"
        return run_urls(args, Key(name, value), read=_read_host if args.hosts else None)

    domain.set_defaults(run=run_domain)


def _read_host(text: str) -> URL:
    """A host name as the URL ``//host``: its host checked as ``Host()`` checks it."""
    return URL.build(host=Host(text))


def _add_output_argument(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--output",
        "-o",
        metavar="FILE",
        help="write a Parquet (.parquet) or Arrow IPC (.arrow, .feather, .ipc) file: the "
        "input's columns and the result's (a null where a row has none)",
    )

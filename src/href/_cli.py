"""The href command: read, resolve, normalize, check and quote URLs.

``href parse``, ``normalize`` and ``check`` take URLs as arguments or, with
none, read one URL a line from stdin (or ``--input FILE``) and stream their
results in constant memory. An invalid line is reported on stderr with its
line number; it ends the run (exit 1) unless ``--skip-invalid`` (go on, exit
0) or ``--keep-going`` (go on, exit 1 at the end) is given. A Parquet or
Arrow IPC file as ``--input`` is read by its URL column, by the same rules
(see :mod:`href._cli_table`).
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import IO, Final

from href import _cli_lint, _cli_pattern, _cli_scale, _cli_templates, whatwg
from href._cli_display import display_rows
from href._cli_report import (
    CheckJSONReport,
    OnInvalid,
    Output,
    Render,
    Report,
    TextReport,
    finish,
)
from href._cli_report import error as _error
from href._cli_table import Key, reads_table, run_table
from href._quote import quote, quote_plus, unquote, unquote_plus
from href._url import URL

__all__ = ["main"]

_MASK: Final = "********"
# Bulk input longer than this, read from a file, gets a progress bar on a terminal.
_PROGRESS_MIN_LINES: Final = 100_000
_PROGRESS_WIDTH: Final = 30
_PROGRESS_INTERVAL: Final = 0.1  # seconds between redraws

# How a command reads one URL: URL (RFC 3986) or, with --whatwg, whatwg.parse.
Read = Callable[[str], URL]


# -- what each command prints for one URL --------------------------------------


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
    rows += display_rows(url, _MASK)
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


def _parse_table(url: URL) -> str:
    rows = _parse_rows(url)
    width = max(len(label) for label, _ in rows)
    lines = [repr(url)]
    lines += [f"  {label.ljust(width)}  {value}" for label, value in rows]
    return "\n".join(lines)


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


def _parse_json_line(url: URL) -> str:
    return json.dumps(_parse_json(url), ensure_ascii=False)


def _normalized(url: URL) -> str:
    if url.scheme is None and str(url):
        # A reference's normal form is still a reference: say so, so that
        # "example.com/a" typed for a URL does not pass for one (an empty
        # line stays an empty line).
        _error(
            f"warning: {str(url)!r} is a relative reference (no scheme), printed as one; "
            "--user-input reads such text as a URL, as people mean it"
        )
    return str(url.normalize())


# -- output and errors ----------------------------------------------------------


def _each_url(
    texts: Sequence[str], render: Render | Report, *, separator: str = "", read: Read = URL
) -> int:
    """Print each argument's report; report the invalid ones and go on (exit status 1)."""
    report = _report(render)
    output = Output(separator)
    status = 0
    for text in texts:
        try:
            result = report.valid(None, text, read(text))
        except ValueError as error:
            output.write(report.invalid(None, text, str(error), error))
            status = 1
            continue
        output.write(result)
    return status


def _report(render: Render | Report) -> Report:
    return TextReport(render) if callable(render) else render


# -- bulk mode: one URL a line ----------------------------------------------------


class _Progress:
    """A one-line progress bar on stderr, redrawn at most every 0.1 seconds."""

    def __init__(self, total_bytes: int) -> None:
        self._total = max(total_bytes, 1)
        self._next_draw = 0.0
        self._drawn = False

    def update(self, done_bytes: int, lines: int) -> None:
        now = time.monotonic()
        if now < self._next_draw:
            return
        self._next_draw = now + _PROGRESS_INTERVAL
        self._draw(done_bytes, lines)

    def _draw(self, done_bytes: int, lines: int) -> None:
        fraction = min(done_bytes / self._total, 1.0)
        filled = int(fraction * _PROGRESS_WIDTH)
        bar = "#" * filled + "-" * (_PROGRESS_WIDTH - filled)
        sys.stderr.write(f"\r[{bar}] {fraction:4.0%} {lines:,} lines")
        sys.stderr.flush()
        self._drawn = True

    def clear(self) -> None:
        """Erase the bar, so that a message can take its line."""
        if self._drawn:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()
            self._drawn = False
            self._next_draw = 0.0

    def finish(self, done_bytes: int, lines: int) -> None:
        self._draw(done_bytes, lines)
        sys.stderr.write("\n")
        sys.stderr.flush()


def _more_lines_than(stream: IO[bytes], limit: int) -> bool:
    """Whether the seekable ``stream`` holds more than ``limit`` lines; its position is kept."""
    start = stream.tell()
    count = 0
    try:
        while chunk := stream.read(1 << 20):
            count += chunk.count(b"\n")
            if count > limit:
                return True
        # A last line without a newline counts too.
        stream.seek(-1, os.SEEK_END)
        return count + (stream.read(1) != b"\n") > limit
    finally:
        stream.seek(start)


def _progress_for(stream: IO[bytes]) -> _Progress | None:
    """A progress bar if ``stream`` is a long regular file and stderr a terminal."""
    if not sys.stderr.isatty():
        return None
    try:
        info = os.fstat(stream.fileno())
    except (OSError, AttributeError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode) or not stream.seekable():
        return None
    if not _more_lines_than(stream, _PROGRESS_MIN_LINES):
        return None
    return _Progress(info.st_size - stream.tell())


def _bulk(
    path: str | None,
    report: Report,
    *,
    on_invalid: OnInvalid,
    separator: str = "",
    read: Read = URL,
) -> int:
    """Report each line of ``path`` (default: stdin) as a URL; see the module docstring."""
    if path is None or path == "-":
        return _stream(sys.stdin.buffer, "<stdin>", report, on_invalid, separator, read=read)
    try:
        stream = open(path, "rb")  # noqa: SIM115 - closed by the with below
    except OSError as error:
        _error(f"cannot read {path!r}: {error.strerror}")
        return 1
    with stream:
        return _stream(stream, path, report, on_invalid, separator, read=read)


_UTF8_BOM = b"\xef\xbb\xbf"


def _stream(
    stream: IO[bytes],
    name: str,
    report: Report,
    on_invalid: OnInvalid,
    separator: str,
    *,
    read: Read,
) -> int:
    progress = _progress_for(stream)
    output = Output(separator)
    done = 0
    lineno = 0
    invalid = 0
    for lineno, raw in enumerate(stream, 1):
        done += len(raw)
        line = raw[:-1] if raw.endswith(b"\n") else raw
        if line.endswith(b"\r"):
            line = line[:-1]
        if lineno == 1 and line.startswith(_UTF8_BOM):
            # A byte-order mark starts some UTF-8 files: an encoding mark, not
            # part of the first URL.
            line = line[len(_UTF8_BOM) :]
        problem: ValueError
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as error:
            # The report quotes the line: its bytes that are not UTF-8 as \xff.
            text = line.decode("utf-8", "backslashreplace")
            problem, message = error, f"not UTF-8: {error.reason} at byte {error.start}"
        else:
            try:
                output.write(report.valid((name, lineno), text, read(text)))
            except ValueError as error:
                problem, message = error, str(error)
            else:
                if progress is not None:
                    progress.update(done, lineno)
                continue
        if progress is not None:
            progress.clear()
        output.write(report.invalid((name, lineno), text, message, problem))
        invalid += 1
        if on_invalid is OnInvalid.STOP:
            return 1
    if progress is not None:
        progress.finish(done, lineno)
    return finish(name, lineno, invalid, on_invalid)


def _read_whatwg(text: str) -> URL:
    return whatwg.parse(text)


def _run_urls(
    args: argparse.Namespace,
    render: Render | Report | Key,
    *,
    separator: str = "",
    read: Read | None = None,
) -> int:
    if read is None:
        read = URL
        if args.whatwg:
            read = _read_whatwg
        elif args.user_input:
            read = URL.from_user_input
    key = render if isinstance(render, Key) else None
    report = _report(render.line if isinstance(render, Key) else render)
    on_invalid = OnInvalid.STOP
    if args.skip_invalid:
        on_invalid = OnInvalid.SKIP
    elif args.keep_going:
        on_invalid = OnInvalid.KEEP_GOING
    if reads_table(args):
        return run_table(args, report, key, read=read, on_invalid=on_invalid, separator=separator)
    if args.urls:
        return _each_url(args.urls, report, separator=separator, read=read)
    return _bulk(args.input, report, on_invalid=on_invalid, separator=separator, read=read)


# -- the commands ----------------------------------------------------------------


def _cmd_parse(args: argparse.Namespace) -> int:
    if args.json:
        return _run_urls(args, _parse_json_line)
    return _run_urls(args, _parse_table, separator="\n")


def _cmd_normalize(args: argparse.Namespace) -> int:
    # The URL Standard's serialization is its normal form: print it as parsed.
    return _run_urls(args, Key("normalized", str if args.whatwg else _normalized))


def _cmd_check(args: argparse.Namespace) -> int:
    if args.json:
        return _run_urls(args, CheckJSONReport(quiet=args.quiet))
    return _run_urls(args, (lambda url: None) if args.quiet else str)


def _cmd_join(args: argparse.Namespace) -> int:
    try:
        base = URL(args.base)
    except ValueError as error:
        _error(str(error))
        return 1
    return _each_url(args.references, lambda ref: str(base.join(ref)))


def _cmd_relative(args: argparse.Namespace) -> int:
    try:
        base = URL(args.base)
    except ValueError as error:
        _error(str(error))
        return 1
    return _each_url([args.url], lambda url: str(url.relative_to(base)))


def _texts(args: argparse.Namespace) -> Iterator[str]:
    """The TEXT arguments, or each line of stdin when there are none."""
    if args.texts:
        yield from args.texts
        return
    for line in sys.stdin:
        yield line.removesuffix("\n").removesuffix("\r")


def _cmd_quote(args: argparse.Namespace) -> int:
    encode = quote_plus if args.plus else quote
    for text in _texts(args):
        sys.stdout.write(encode(text, args.safe) + "\n")
    return 0


def _cmd_unquote(args: argparse.Namespace) -> int:
    decode = unquote_plus if args.plus else unquote
    for text in _texts(args):
        sys.stdout.write(decode(text) + "\n")
    return 0


# -- the parser ------------------------------------------------------------------

_BULK_EPILOG = (
    "With no URL arguments, read one URL a line from stdin (or --input FILE) and "
    "stream the results. An invalid line is reported on stderr with its line number "
    "and ends the run with exit status 1 (the lines before it are written), unless "
    "--skip-invalid or --keep-going is given."
)


def _add_bulk_arguments(command: argparse.ArgumentParser, whatwg_help: str) -> None:
    command.add_argument("urls", nargs="*", metavar="URL", help="URLs (default: read stdin)")
    reading = command.add_mutually_exclusive_group()
    reading.add_argument("--whatwg", action="store_true", help=whatwg_help)
    reading.add_argument(
        "--user-input",
        action="store_true",
        help=(
            "read each line as a person types a URL (URL.from_user_input): space around "
            "is dropped and a missing scheme is https ('example.com/a', 'localhost:8080')"
        ),
    )
    command.add_argument(
        "--input",
        "-i",
        metavar="FILE",
        help="read one URL a line from FILE ('-': stdin), or a column of a Parquet "
        "(.parquet) or Arrow IPC (.arrow, .feather, .ipc) file",
    )
    command.add_argument(
        "--column",
        default="url",
        metavar="NAME",
        help="the URL column of a Parquet or Arrow input (default: url)",
    )
    invalid = command.add_mutually_exclusive_group()
    invalid.add_argument(
        "--skip-invalid",
        action="store_true",
        help="report an invalid line on stderr and go on (exit status 0)",
    )
    invalid.add_argument(
        "--keep-going",
        "-k",
        action="store_true",
        help=(
            "report every invalid line and go on, then exit with status 1 if any "
            "was invalid (for CI jobs; as make -k)"
        ),
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="href",
        description="Read, resolve, normalize, check and quote URLs.",
        epilog="Run 'href COMMAND --help' for a command's options.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    formatter = argparse.RawDescriptionHelpFormatter

    parse = commands.add_parser(
        "parse",
        help="show each part of URLs",
        description="Show each part of each URL as a table (the password masked).",
        epilog=_BULK_EPILOG,
    )
    _add_bulk_arguments(
        parse, "read each URL as a browser does (the WHATWG URL Standard) and show that URL"
    )
    parse.add_argument("--json", action="store_true", help="one JSON object a line per URL")
    parse.set_defaults(run=_cmd_parse)

    join = commands.add_parser(
        "join",
        help="resolve references against a base URL",
        description="Resolve each REF against BASE (RFC 3986 section 5.2) and print the URL.",
        epilog="example: href join http://a/b/c/d ../g  ->  http://a/b/g",
        formatter_class=formatter,
    )
    join.add_argument("base", metavar="BASE", help="a URL (or a reference such as /static/)")
    join.add_argument("references", nargs="+", metavar="REF", help="references to resolve")
    join.set_defaults(run=_cmd_join)

    relative = commands.add_parser(
        "relative",
        help="the shortest reference from a base to a URL",
        description="Print the shortest reference that 'href join BASE' resolves to URL.",
        epilog="example: href relative http://a/b/c/g?x http://a/b/c/d  ->  g?x",
        formatter_class=formatter,
    )
    relative.add_argument("url", metavar="URL", help="the URL to reach")
    relative.add_argument("base", metavar="BASE", help="the URL to start from")
    relative.set_defaults(run=_cmd_relative)

    normalize = commands.add_parser(
        "normalize",
        help="print the RFC 3986 normal form of URLs",
        description=(
            "Print each URL's RFC 3986 section 6 normal form, as an ASCII URI: lower-case "
            "scheme and host, IDNA, canonical escapes, no dot segments, no default port."
        ),
        epilog=_BULK_EPILOG,
    )
    _add_bulk_arguments(
        normalize, "print the WHATWG URL Standard's serialization (what a browser fetches)"
    )
    normalize.set_defaults(run=_cmd_normalize)
    _cli_scale.add_profile(normalize, _run_urls)

    check = commands.add_parser(
        "check",
        help="check that URLs are valid",
        description=(
            "Print each valid URL as it is, and report each invalid one on stderr; "
            "the exit status is 1 if a URL is invalid. A URL that a browser parses "
            "after repairing it (a raw space, 'https:example.org', a backslash) is "
            "valid here, even with --whatwg: 'href lint' reports those repairs."
        ),
        epilog=_BULK_EPILOG,
    )
    _add_bulk_arguments(
        check,
        "check by the WHATWG URL Standard instead, printing each URL as a browser serializes it",
    )
    check.add_argument("--quiet", "-q", action="store_true", help="print nothing for valid URLs")
    check.add_argument(
        "--json",
        action="store_true",
        help=(
            "one JSON object a line on stdout for each URL, valid or not: "
            '{"line", "input", "valid", "url"} or {"line", "input", "valid", "error", '
            '"part", "position"}'
        ),
    )
    check.set_defaults(run=_cmd_check)

    for name, encoding in (("quote", True), ("unquote", False)):
        command = commands.add_parser(
            name,
            help=f"{'percent-encode' if encoding else 'percent-decode'} text",
            description=(
                "Percent-encode each TEXT as UTF-8; unreserved characters "
                "(letters, digits, '-._~') and --safe ones are kept."
                if encoding
                else "Decode the %XX escapes of each TEXT as UTF-8."
            ),
            epilog="With no TEXT arguments, read each line of stdin.",
        )
        command.add_argument("texts", nargs="*", metavar="TEXT", help="text (default: stdin)")
        command.add_argument(
            "--plus",
            action="store_true",
            help=(
                "form encoding: write a space as '+'"
                if encoding
                else "form decoding: read '+' as a space"
            ),
        )
        if encoding:
            command.add_argument(
                "--safe",
                default="",
                metavar="CHARS",
                help="ASCII characters to keep as they are (default: none), e.g. --safe /",
            )
        command.set_defaults(run=_cmd_quote if encoding else _cmd_unquote)
    _cli_scale.add_commands(commands, _add_bulk_arguments, _run_urls, _BULK_EPILOG)
    _cli_templates.add_commands(commands)
    _cli_lint.add_command(commands, _Progress)
    _cli_pattern.add_command(commands)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version  # noqa: PLC0415 - --version only

    try:
        return version("href")
    except PackageNotFoundError:  # pragma: no cover - run from a source tree
        return "unknown"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the href command with ``argv`` (default: the process's arguments)."""
    parser = _parser()
    args = parser.parse_args(argv)
    if getattr(args, "urls", None) and getattr(args, "input", None) is not None:
        parser.error("give URLs or --input FILE, not both")
    try:
        status: int = args.run(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (href ... | head): stop quietly, as cat does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    return status

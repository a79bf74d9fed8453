"""``href lint``: the URL Standard's validation errors in URLs, with their places.

URLs come as arguments, one a line from files or stdin, from a column of a
CSV or Parquet file, or from the ``href`` and ``src`` attributes of HTML
files; each error is printed as ``FILE:LINE:COL: NAME message`` (as
compilers and ruff write them) or as a JSON object a line. The exit status
is 1 when an error is reported, 0 when none is, 2 for a usage error.
"""

from __future__ import annotations

import argparse
import csv
import html.parser
import io
import json
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Final, NamedTuple, Protocol

from href.whatwg import VALIDATION_ERRORS, ValidationError, validate

__all__ = ["add_command"]


class Progress(Protocol):
    """What _cli's progress bar does (``_cli._Progress``, passed in by the hook)."""

    def update(self, done_bytes: int, lines: int) -> None: ...
    def clear(self) -> None: ...
    def finish(self, done_bytes: int, lines: int) -> None: ...


# Bulk input longer than this gets a progress bar, when stderr is a terminal.
_PROGRESS_MIN_URLS: Final = 10_000

_BY_LOWER: Final = {name.lower(): name for name in VALIDATION_ERRORS}
# An HTML page's relative links are read against its own <base href>, or,
# with neither that nor --base, against this stand-in: their own errors show.
_PLACEHOLDER_BASE: Final = "https://example.invalid/"
_FORMATS: Final = ("lines", "csv", "parquet", "html")


class Place(NamedTuple):
    """Where a URL's text starts: the file, its line and column (both from 1)."""

    file: str
    line: int
    column: int


class Found(NamedTuple):
    """A URL read from the input, where it starts, and the base to read it against."""

    text: str
    place: Place
    base: str | None


def add_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    progress: Callable[[int], Progress],
) -> None:
    """Add ``href lint`` to the href command's subcommands; ``progress(total)`` draws a bar."""
    lint = commands.add_parser(
        "lint",
        help="report the URL Standard's validation errors in URLs",
        description=(
            "Report every validation error the URL Standard's parser meets in each URL "
            "(what a browser silently repairs: a raw space, 'https:example.org', a "
            "backslash, credentials, a lone '%%'), as FILE:LINE:COL: NAME message. "
            "Unlike 'href check', which says whether a URL parses at all (by RFC 3986, "
            "or with --whatwg as a browser does), lint also reports what parses with repairs. "
            "The exit status is 1 if an error is reported, 0 if none, 2 for a usage error."
        ),
        epilog=(
            "FILE is read by its suffix: .csv and .parquet (the --column), .html and .htm "
            "(href and src attributes; relative ones against the page's <base href>, "
            f"--base, or {_PLACEHOLDER_BASE}); anything else one URL a line ('-': stdin; "
            "blank lines are passed over). Error names: " + ", ".join(VALIDATION_ERRORS)
        ),
    )
    lint.add_argument("urls", nargs="*", metavar="URL", help="URLs (default: read stdin)")
    lint.add_argument(
        "--input",
        "-i",
        metavar="FILE",
        action="append",
        help="read URLs from FILE (repeatable; '-': stdin)",
    )
    lint.add_argument(
        "--format",
        choices=_FORMATS,
        help="how to read each FILE (default: by its suffix; stdin: lines)",
    )
    lint.add_argument(
        "--column", default="url", metavar="NAME", help="a CSV or Parquet file's column (url)"
    )
    lint.add_argument("--base", metavar="URL", help="the base URL for relative references")
    lint.add_argument("--select", metavar="NAMES", help="report only these errors (a,b,...)")
    lint.add_argument("--ignore", metavar="NAMES", help="do not report these errors (a,b,...)")
    lint.add_argument(
        "--json",
        action="store_true",
        help=(
            "one JSON object a line per error: "
            '{"file", "line", "column", "input", "name", "start", "end", "fatal", "message"}'
        ),
    )
    lint.set_defaults(run=lambda args: _run(args, progress), lint_parser=lint)


def _run(args: argparse.Namespace, make_progress: Callable[[int], Progress]) -> int:
    parser: argparse.ArgumentParser = args.lint_parser
    if args.urls and args.input:
        parser.error("give URLs or --input FILE, not both")
    selected = _names(parser, args.select, "--select") or set(VALIDATION_ERRORS)
    selected -= _names(parser, args.ignore, "--ignore")
    if args.base is not None:
        base_errors = validate(args.base)
        if base_errors and base_errors[-1].fatal:
            parser.error(f"--base {args.base!r} is not a URL: {base_errors[-1].message}")
    write = _write_json if args.json else _write_text
    try:
        inputs = list(_inputs(args))
    except _InputError as problem:
        sys.stderr.write(f"href lint: error: {problem}\n")
        return 2
    urls = len(inputs)
    progress = None
    if urls > _PROGRESS_MIN_URLS and sys.stderr.isatty():
        progress = make_progress(urls)
    reported = 0
    for done, found in enumerate(inputs, 1):
        errors = [
            met for met in validate(found.text, found.base or args.base) if met.name in selected
        ]
        if errors and progress is not None:
            progress.clear()
        for met in errors:
            write(found, met)
        reported += len(errors)
        if progress is not None:
            progress.update(done, done)
    if progress is not None:
        progress.finish(urls, urls)
    if reported and not args.json:
        errors_word = "error" if reported == 1 else "errors"
        urls_word = "URL" if urls == 1 else "URLs"
        sys.stderr.write(f"{reported:,} validation {errors_word} in {urls:,} {urls_word}\n")
    return 1 if reported else 0


def _names(parser: argparse.ArgumentParser, text: str | None, option: str) -> set[str]:
    """The error names of a --select or --ignore list (any case)."""
    if text is None:
        return set()
    names = set()
    for name in filter(None, (part.strip() for part in text.split(","))):
        if name.lower() not in _BY_LOWER:
            parser.error(f"{option}: {name!r} is not a validation error's name")
        names.add(_BY_LOWER[name.lower()])
    return names


def _write_text(found: Found, error: ValidationError) -> None:
    place = found.place
    column = place.column + error.start
    sys.stdout.write(f"{place.file}:{place.line}:{column}: {error.name} {error.message}\n")


def _write_json(found: Found, error: ValidationError) -> None:
    place = found.place
    record = {
        "file": place.file,
        "line": place.line,
        "column": place.column + error.start,
        "input": found.text,
        "name": error.name,
        "start": error.start,
        "end": error.end,
        "fatal": error.fatal,
        "message": error.message,
    }
    sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")


class _InputError(Exception):
    """A file that cannot be read as asked: the run stops with status 2."""


def _inputs(args: argparse.Namespace) -> Iterator[Found]:
    if args.urls:
        for index, text in enumerate(args.urls, 1):
            yield Found(text, Place("<argument>", index, 1), None)
        return
    for path in args.input or ["-"]:
        kind = args.format or _kind(path)
        if kind == "parquet":
            yield from _parquet(path, args.column)
            continue
        text = _read(path)
        name = "<stdin>" if path == "-" else path
        if kind == "csv":
            yield from _csv(name, text, args.column)
        elif kind == "html":
            yield from _html(name, text, args.base)
        else:
            yield from _lines(name, text)


def _kind(path: str) -> str:
    suffix = Path(path).suffix.lower()
    return {".csv": "csv", ".parquet": "parquet", ".html": "html", ".htm": "html"}.get(
        suffix, "lines"
    )


def _read(path: str) -> str:
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as error:
        msg = f"cannot read {path!r}: {error.strerror}"
        raise _InputError(msg) from None
    # A byte-order mark starts some UTF-8 files; bytes that are not UTF-8
    # are kept visible (as \xff), so the line still reports where it is.
    return data.decode("utf-8-sig", "backslashreplace")


def _lines(name: str, text: str) -> Iterator[Found]:
    for number, line in enumerate(text.split("\n"), 1):
        line = line.removesuffix("\r")  # noqa: PLW2901 - the line without its ending
        if line:
            yield Found(line, Place(name, number, 1), None)


def _csv(name: str, text: str, column: str) -> Iterator[Found]:
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    if header is None or column not in header:
        msg = f"{name!r} has no column {column!r} (its columns: {header or []})"
        raise _InputError(msg)
    index = header.index(column)
    # LINE is the file's line where the row ends (one line but for quoted newlines).
    for row in reader:
        if index < len(row) and row[index]:
            yield Found(row[index], Place(name, reader.line_num, 1), None)


def _parquet(path: str, column: str) -> Iterator[Found]:
    try:
        import pyarrow.parquet as pq  # noqa: PLC0415 - the arrow extra, only for Parquet
    except ImportError:
        msg = f"reading {path!r} needs pyarrow: pip install 'href[arrow]'"
        raise _InputError(msg) from None
    try:
        table = pq.read_table(path, columns=[column])
    except (OSError, KeyError, ValueError) as error:
        msg = f"cannot read column {column!r} of {path!r}: {error}"
        raise _InputError(msg) from None
    # LINE is the row's number, from 1.
    for row, value in enumerate(table.column(column).to_pylist(), 1):
        if isinstance(value, str) and value:
            yield Found(value, Place(path, row, 1), None)


_ATTRIBUTES: Final = ("href", "src")


class _Links(html.parser.HTMLParser):
    """The href and src attributes of a page, each with its line and column."""

    def __init__(self, name: str) -> None:
        super().__init__(convert_charrefs=True)
        self.name = name
        self.base: str | None = None
        self.found: list[tuple[str, Place]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line, offset = self.getpos()
        raw = self.get_starttag_text() or ""
        for attribute, value in attrs:
            if attribute not in _ATTRIBUTES or value is None:
                continue
            if tag == "base" and attribute == "href" and self.base is None:
                self.base = value
            self.found.append((value, _value_place(self.name, raw, attribute, line, offset)))

    handle_startendtag = handle_starttag


def _value_place(name: str, raw: str, attribute: str, line: int, offset: int) -> Place:
    """Where ``attribute``'s value starts in the file, from the tag's own text."""
    match = re.search(rf"""\s{attribute}\s*=\s*["']?""", raw, flags=re.IGNORECASE)
    start = match.end() if match is not None else 0
    before = raw[:start]
    newlines = before.count("\n")
    if newlines:
        return Place(name, line + newlines, start - before.rfind("\n"))
    return Place(name, line, offset + start + 1)


def _html(name: str, text: str, base: str | None) -> Iterable[Found]:
    links = _Links(name)
    links.feed(text)
    links.close()
    page_base = base
    if links.base is not None:
        # The page's own <base href>, itself read against --base if relative.
        page_base = links.base if base is None else _joined(base, links.base)
    page_base = page_base or _PLACEHOLDER_BASE
    return [Found(value, place, page_base) for value, place in links.found]


def _joined(base: str, reference: str) -> str:
    from href import whatwg  # noqa: PLC0415 - only for a page with <base href>

    try:
        return str(whatwg.parse(reference, base))
    except ValueError:
        return base

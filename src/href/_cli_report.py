"""How the href command reports each URL it reads: printed, or reported invalid.

A command hands each input to a report: plain text (a valid URL rendered on
stdout, an invalid one a message on stderr) or, for ``href check --json``,
one JSON record a line on stdout for either. What an invalid input does to
the run is an :class:`OnInvalid`: stop there, skip it, or keep going and
fail at the end (``--keep-going``, for CI jobs that want every bad line).
"""

from __future__ import annotations

import enum
import json
import sys
from collections.abc import Callable
from typing import NamedTuple, Protocol

from href._errors import InvalidURL
from href._url import URL

__all__ = [
    "CheckJSONReport",
    "OnInvalid",
    "Output",
    "Report",
    "RowIndex",
    "TextReport",
    "Where",
    "error",
    "finish",
]


class RowIndex(NamedTuple):
    """Where a URL read from a column came from: the file's name and the row's index (from 0)."""

    name: str
    row: int


# Where an input came from: (file name, line number) in bulk mode, a
# RowIndex in a column, None for a command-line argument.
Where = tuple[str, int] | None
# What a command prints for one URL; None prints nothing.
Render = Callable[[URL], str | None]


class OnInvalid(enum.Enum):
    """What an invalid input does to a bulk run."""

    STOP = "stop"  # the default: it ends the run, exit status 1
    SKIP = "skip"  # --skip-invalid: reported, the run goes on, exit status 0
    KEEP_GOING = "keep-going"  # --keep-going: reported, the run goes on, exit status 1


def error(message: str) -> None:
    """Write ``href: message`` on stderr, after what stdout holds so far."""
    sys.stdout.flush()  # what came before the error is on stdout before it
    sys.stderr.write(f"href: {message}\n")
    sys.stderr.flush()


class Report(Protocol):
    """What a command prints for a valid input and for an invalid one."""

    def valid(self, where: Where, text: str, url: URL) -> str | None:
        """The output for ``url``, read from ``text``; None prints nothing."""
        ...

    def invalid(self, where: Where, text: str, message: str, problem: Exception) -> str | None:
        """Report ``text`` as invalid; a line for stdout, or None."""
        ...


class TextReport:
    """A valid URL rendered on stdout, an invalid one a message on stderr."""

    def __init__(self, render: Render) -> None:
        self._render = render

    def valid(self, where: Where, text: str, url: URL) -> str | None:
        """``render(url)``."""
        return self._render(url)

    def invalid(self, where: Where, text: str, message: str, problem: Exception) -> str | None:
        """Write the message (which quotes ``text``) on stderr, after the input's name and line."""
        if isinstance(where, RowIndex):
            message = f"{where.name}: row {where.row}: {message}"
        elif where is not None:
            message = f"{where[0]}:{where[1]}: {message}"
        error(message)
        return None


class CheckJSONReport:
    """``href check --json``: one JSON object a line on stdout, valid or not.

    ``{"line": 3, "input": "...", "valid": true, "url": "..."}`` for a valid
    input (none with ``--quiet``), and ``{"line": 4, "input": "...", "valid":
    false, "error": "...", "part": "port", "position": 19}`` for an invalid
    one; ``line`` is null for an argument, ``part`` and ``position`` null
    when the error names none. A URL read from a column has ``"row"`` (its
    index, from 0) in place of ``"line"``.
    """

    def __init__(self, *, quiet: bool) -> None:
        self._quiet = quiet

    def valid(self, where: Where, text: str, url: URL) -> str | None:
        """The record of a valid input, or None with ``--quiet``."""
        if self._quiet:
            return None
        record = {**_place(where), "input": text, "valid": True, "url": str(url)}
        return json.dumps(record, ensure_ascii=False)

    def invalid(self, where: Where, text: str, message: str, problem: Exception) -> str | None:
        """The record of an invalid input, for stdout."""
        part = problem.part if isinstance(problem, InvalidURL) else None
        position = problem.position if isinstance(problem, InvalidURL) else None
        record = {
            **_place(where),
            "input": text,
            "valid": False,
            "error": message,
            "part": part,
            "position": position,
        }
        return json.dumps(record, ensure_ascii=False)


def _place(where: Where) -> dict[str, int | None]:
    if isinstance(where, RowIndex):
        return {"row": where.row}
    return {"line": None if where is None else where[1]}


class Output:
    """Stdout, with ``separator`` written between two outputs."""

    def __init__(self, separator: str) -> None:
        self._separator = separator
        self._first = True

    def write(self, result: str | None) -> None:
        """Write ``result`` and a newline; nothing for None."""
        if result is None:
            return
        if not self._first:
            sys.stdout.write(self._separator)
        self._first = False
        sys.stdout.write(result + "\n")


def finish(
    name: str, lines: int, invalid: int, on_invalid: OnInvalid, *, unit: str = "lines"
) -> int:
    """The exit status of a bulk run that read all ``lines``; --keep-going sums up."""
    if on_invalid is not OnInvalid.KEEP_GOING or not invalid:
        return 0
    error(f"{name}: {invalid:,} of {lines:,} {unit} invalid")
    return 1

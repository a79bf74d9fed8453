"""Generate src/href/_data/idn_display.txt from Unicode's files in tools/unicode-data/.

Usage: python tools/gen_idn_tables.py [--check]

The IDN display policy (src/href/_idn_display.py) reads three tables, which
this script writes into one text file that the package loads on first use:

- ``scripts``: each code point's Script (UAX #24), as runs: a line gives the
  first code point of a run and its script's ISO 15924 code, which holds up
  to the next line's code point (``Zzzz`` where nothing is assigned).
- ``extensions``: the Script_Extensions that differ from the Script, as
  ranges with their codes.
- ``confusables``: UTS #39's confusable mapping (the source of a skeleton),
  a code point and its prototype's code points.

``--check`` writes nothing and exits 1 when the file in the package is not
what the data would give (the test suite runs it). The data's provenance and
versions are in tools/unicode-data/README.md.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tools" / "unicode-data"
OUT = ROOT / "src" / "href" / "_data" / "idn_display.txt"

# Scripts added to Unicode after PropertyValueAliases-15.0.0.txt (the newest
# one at hand) whose ISO 15924 codes ScriptExtensions.txt uses. A script that
# no extension names keeps its long name as its code: nothing compares it to
# a code, and the policy refuses every such script (none is Recommended).
_CODES_SINCE_15 = {
    "Garay": "Gara",
    "Gurung_Khema": "Gukh",
    "Ol_Onal": "Onao",
    "Proto_Cuneiform": "Pcun",
    "Sunuwar": "Sunu",
    "Todhri": "Todr",
    "Tulu_Tigalari": "Tutg",
}
_SCRIPTS_VERSION = r"Scripts-([0-9.]+)\.txt"
_EXTENSIONS_VERSION = r"ScriptExtensions-([0-9.]+)\.txt"
_CONFUSABLES_VERSION = r"Version: ([0-9.]+)"
_ALIASES_VERSION = r"PropertyValueAliases-([0-9.]+)\.txt"
_RANGE = re.compile(r"([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\Z")


def _records(name: str) -> Iterator[tuple[int, int, list[str]]]:
    """Each data line of a UCD-style file: first and last code point, fields."""
    for raw in (DATA / name).read_text(encoding="utf-8-sig").splitlines():
        line = raw.partition("#")[0].strip()
        if not line:
            continue
        fields = [field.strip() for field in line.split(";")]
        match = _RANGE.match(fields[0])
        if match is None:
            msg = f"{name}: unreadable line {raw!r}"
            raise SystemExit(msg)
        first = int(match.group(1), 16)
        last = int(match.group(2) or match.group(1), 16)
        yield first, last, fields[1:]


def _version(name: str, pattern: str) -> str:
    head = (DATA / name).read_text(encoding="utf-8-sig")[:600]
    found = re.search(pattern, head)
    if found is None:
        msg = f"{name}: no version in its header"
        raise SystemExit(msg)
    return found.group(1)


def _script_codes() -> dict[str, str]:
    codes = dict(_CODES_SINCE_15)
    for raw in (DATA / "PropertyValueAliases.txt").read_text(encoding="utf-8").splitlines():
        fields = [field.strip() for field in raw.partition("#")[0].split(";")]
        if len(fields) >= 3 and fields[0] == "sc":
            for name in fields[1:]:
                codes[name] = fields[1]
    return codes


def _scripts(codes: dict[str, str]) -> list[str]:
    by_point = ["Zzzz"] * 0x110000
    for first, last, (name,) in _records("Scripts.txt"):
        by_point[first : last + 1] = [codes.get(name, name)] * (last - first + 1)
    lines, previous = [], ""
    for point, code in enumerate(by_point):
        if code != previous:
            lines.append(f"{point:04X} {code}")
            previous = code
    return lines


def _extensions(codes: dict[str, str]) -> list[str]:
    known = set(codes.values())
    lines = []
    for first, last, (value,) in _records("ScriptExtensions.txt"):
        unknown = set(value.split()) - known
        if unknown:
            msg = f"ScriptExtensions.txt: no script has the codes {sorted(unknown)}"
            raise SystemExit(msg)
        lines.append(f"{first:04X} {last:04X} {value}")
    return lines


def _confusables() -> list[str]:
    lines = []
    for first, last, (prototype, _kind) in _records("confusables.txt"):
        if first != last:
            msg = f"confusables.txt: a range {first:04X}..{last:04X}, where one code point was due"
            raise SystemExit(msg)
        lines.append(f"{first:04X} {prototype}")
    return lines


def generate() -> str:
    """The table file's text."""
    codes = _script_codes()
    versions = ", ".join(
        [
            f"Scripts-{_version('Scripts.txt', _SCRIPTS_VERSION)}.txt",
            f"ScriptExtensions-{_version('ScriptExtensions.txt', _EXTENSIONS_VERSION)}.txt",
            f"confusables.txt {_version('confusables.txt', _CONFUSABLES_VERSION)}",
            f"PropertyValueAliases-{_version('PropertyValueAliases.txt', _ALIASES_VERSION)}.txt",
        ]
    )
    head = [
        "# href's IDN display tables: generated by tools/gen_idn_tables.py, do not edit.",
        f"# From Unicode's {versions}",
        "# (tools/unicode-data/README.md). Copyright (c) Unicode, Inc.; the Unicode",
        "# License v3, in LICENSE-Unicode.txt beside this file.",
    ]
    sections = [
        ("scripts", _scripts(codes)),
        ("extensions", _extensions(codes)),
        ("confusables", _confusables()),
    ]
    body = [line for name, lines in sections for line in (f"[{name}]", *lines)]
    return "\n".join([*head, *body]) + "\n"


def main(argv: list[str]) -> int:
    text = generate()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: run python tools/gen_idn_tables.py", file=sys.stderr)
            return 1
        return 0
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(text.splitlines())} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

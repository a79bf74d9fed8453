"""Write tools/unicode-data/ScriptExtensions.txt from fontTools' copy of Unicode's data.

Usage: python tools/derive_script_extensions.py FONTTOOLS_WHEEL [NODE_UNICODE_DATA_DIR]

Unicode's ScriptExtensions.txt of the UTS #46 tables' version is shipped by no
package this workplace reaches as the file itself; fontTools (PyPI) ships its
data as a Python table (``fontTools/unicodedata/ScriptExtensions.py``, made
by its MetaTools/buildUCD.py from that file, its header kept). This script
reads that table out of a fontTools wheel, without importing it, and writes
it back in the file's own format: each range whose Script_Extensions differ
from its Script, with its ISO 15924 codes in alphabetical order, as Unicode
writes them. The header says where it came from.

Given the folder of npm's ``@unicode/unicode-<version>`` package (unpacked,
with ``node`` on the PATH), it also checks the table against that second,
independent derivation (node-unicode-data's, built from the same file), code
point by code point, and refuses to write if they differ.
"""

from __future__ import annotations

import ast
import bisect
import hashlib
import json
import re
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tools" / "unicode-data" / "ScriptExtensions.txt"
_MEMBER = "fontTools/unicodedata/ScriptExtensions.py"
_SCRIPTS_MEMBER = "fontTools/unicodedata/Scripts.py"

_NODE_DUMP = """
import { readdirSync } from 'node:fs';
const root = process.argv[1];
const out = {};
for (const name of readdirSync(`${root}/Script_Extensions`).sort()) {
  const ranges = (await import(`${root}/Script_Extensions/${name}/ranges.mjs`)).default;
  out[name] = ranges.map((r) => [r.begin, r.end]);
}
console.log(JSON.stringify(out));
"""


def _assigned(source: str, name: str) -> object:
    """The literal value a module's source assigns to ``name``."""
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    msg = f"{name} is not assigned in the module"
    raise SystemExit(msg)


def read_table(wheel: Path) -> tuple[str, list[tuple[int, int, list[str]]]]:
    """The table's Unicode version and its ranges with their codes, from a fontTools wheel."""
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read(_MEMBER).decode("utf-8")
    version = re.search(r"# ScriptExtensions-([0-9.]+)\.txt", source)
    if version is None:
        msg = f"{_MEMBER}: no ScriptExtensions version in its header"
        raise SystemExit(msg)
    starts = _assigned(source, "RANGES")
    values = _assigned(source, "VALUES")
    if not isinstance(starts, list) or not isinstance(values, list):
        msg = f"{_MEMBER}: RANGES and VALUES are not lists"
        raise SystemExit(msg)
    ranges = []
    for index, (start, value) in enumerate(zip(starts, values, strict=True)):
        if value is None:
            continue
        end = starts[index + 1] - 1 if index + 1 < len(starts) else 0x10FFFF
        ranges.append((start, end, sorted(value)))
    return version.group(1), ranges


def _script_codes(wheel: Path) -> dict[str, str]:
    """Script long names to ISO 15924 codes, as fontTools' Scripts table has them."""
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read(_SCRIPTS_MEMBER).decode("utf-8")
    names = _assigned(source, "NAMES")
    if not isinstance(names, dict):
        msg = f"{_SCRIPTS_MEMBER}: NAMES is not a dict"
        raise SystemExit(msg)
    return {name.replace(" ", "_"): code for code, name in names.items()}


def _script_of(wheel: Path) -> Callable[[int], str]:
    """Each code point's Script code, as fontTools' Scripts table has it."""
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read(_SCRIPTS_MEMBER).decode("utf-8")
    starts, codes = _assigned(source, "RANGES"), _assigned(source, "VALUES")
    if not isinstance(starts, list) or not isinstance(codes, list):
        msg = f"{_SCRIPTS_MEMBER}: RANGES and VALUES are not lists"
        raise SystemExit(msg)
    return lambda point: codes[bisect.bisect_right(starts, point) - 1]


def check_against_node(
    ranges: list[tuple[int, int, list[str]]], package: Path, wheel: Path
) -> None:
    """Refuse a table that node-unicode-data's derivation does not give, point by point."""
    dumped = subprocess.run(  # noqa: S603 - node, our script, a folder the caller names
        ["node", "--input-type=module", "-e", _NODE_DUMP, str(package)],  # noqa: S607
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    codes = _script_codes(wheel)
    theirs: dict[int, set[str]] = {}
    for name, spans in json.loads(dumped).items():
        for begin, end in spans:
            for point in range(begin, end):
                theirs.setdefault(point, set()).add(codes.get(name, name))
    ours = {point: set(value) for start, end, value in ranges for point in range(start, end + 1)}
    # node-unicode-data lists every code point under each of its scripts; the
    # file only those whose extensions differ from their Script (fontTools'
    # Scripts table, of the same version): both ways, point by point.
    script = _script_of(wheel)
    listed = {point for point, value in theirs.items() if value != {script(point)}}
    differing = sorted(
        point for point in listed | set(ours) if theirs.get(point) != ours.get(point)
    )
    if differing:
        shown = ", ".join(f"U+{point:04X}" for point in differing[:10])
        msg = f"fontTools and node-unicode-data differ at {len(differing)} code points: {shown}"
        raise SystemExit(msg)
    print(f"checked against {package}: the {len(ours)} code points listed agree, both ways")


def main(argv: list[str]) -> int:
    """Write the file; the arguments are the wheel and, optionally, the npm package's folder."""
    if not argv or len(argv) > 2:
        print(__doc__.partition("\n\n")[2].partition("\n\n")[0], file=sys.stderr)
        return 2
    wheel = Path(argv[0])
    version, ranges = read_table(wheel)
    if len(argv) == 2:
        check_against_node(ranges, Path(argv[1]), wheel)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    lines = [
        f"# ScriptExtensions-{version}.txt, as data: Unicode's Script_Extensions, {version},",
        f"# read from {wheel.name} (sha256 {digest}),",
        f"# {_MEMBER}, which fontTools' MetaTools/buildUCD.py makes from Unicode's file",
        "# (its header kept there), and written back in the file's format by",
        "# tools/derive_script_extensions.py: the comments, names and counts of Unicode's",
        "# own file are not here. Copyright (c) Unicode, Inc.; the Unicode License v3.",
        "",
    ]
    for start, end, value in ranges:
        span = f"{start:04X}" if start == end else f"{start:04X}..{end:04X}"
        lines.append(f"{span:<14}; {' '.join(value)}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(ranges)} ranges of version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

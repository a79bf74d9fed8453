"""Unicode's script and confusable data, read from the package on first use.

``_data/idn_display.txt`` is written by ``tools/gen_idn_tables.py`` from
Unicode's files (UAX #24 Scripts and Script_Extensions, UTS #39 confusables);
its header names their versions. Nothing reads it until the IDN display
policy first asks, so ``import href`` stays as fast as it was.
"""

from __future__ import annotations

import bisect
import functools
import unicodedata

import attrs

__all__ = ["UnicodeTables", "tables"]

#: The Script of a code point that no script owns (UAX #24).
COMMON = "Zyyy"
#: The Script of a combining mark that takes its base's script.
INHERITED = "Zinh"


@attrs.frozen
class UnicodeTables:
    """The three tables, ready to look up."""

    #: Where each run of one Script begins, and the runs' scripts.
    run_starts: tuple[int, ...]
    run_scripts: tuple[str, ...]
    #: Script_Extensions where they differ from the Script: (first, last) and codes.
    extension_starts: tuple[int, ...]
    extension_ends: tuple[int, ...]
    extension_sets: tuple[frozenset[str], ...]
    #: UTS #39's prototype of each confusable code point.
    prototypes: dict[int, str]
    #: The header's line naming the files and their versions.
    source: str

    def script(self, char: str) -> str:
        """The Script of ``char``, an ISO 15924 code (``Zyyy`` Common, ``Zinh`` Inherited)."""
        return self.run_scripts[bisect.bisect_right(self.run_starts, ord(char)) - 1]

    def extensions(self, char: str) -> frozenset[str]:
        """The Script_Extensions of ``char``: the scripts it is used with."""
        point = ord(char)
        at = bisect.bisect_right(self.extension_starts, point) - 1
        if at >= 0 and point <= self.extension_ends[at]:
            return self.extension_sets[at]
        return frozenset((self.script(char),))

    def skeleton(self, text: str) -> str:
        """UTS #39 section 4's skeleton: NFD, each character's prototype, NFD again.

        Two strings with one skeleton are confusable: ``аррӏе`` (Cyrillic)
        and ``apple`` both give ``apple``.
        """
        prototypes = self.prototypes
        decomposed = unicodedata.normalize("NFD", text)
        mapped = "".join(prototypes.get(ord(char), char) for char in decomposed)
        return unicodedata.normalize("NFD", mapped)


@functools.lru_cache(maxsize=1)  # one value: it takes no argument
def tables() -> UnicodeTables:
    """The tables, read from the package once."""
    from importlib import resources  # noqa: PLC0415 - only the first display needs it

    text = resources.files("href").joinpath("_data/idn_display.txt").read_text(encoding="utf-8")
    source = ""
    section = ""
    run_starts: list[int] = []
    run_scripts: list[str] = []
    extension_rows: list[tuple[int, int, frozenset[str]]] = []
    prototypes: dict[int, str] = {}
    for line in text.splitlines():
        if line.startswith("# From "):
            source = line.removeprefix("# From ")
        if line.startswith("#"):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        fields = line.split()
        if section == "scripts":
            run_starts.append(int(fields[0], 16))
            run_scripts.append(fields[1])
        elif section == "extensions":
            extension_rows.append((int(fields[0], 16), int(fields[1], 16), frozenset(fields[2:])))
        else:
            prototypes[int(fields[0], 16)] = "".join(chr(int(point, 16)) for point in fields[1:])
    return UnicodeTables(
        run_starts=tuple(run_starts),
        run_scripts=tuple(run_scripts),
        extension_starts=tuple(row[0] for row in extension_rows),
        extension_ends=tuple(row[1] for row in extension_rows),
        extension_sets=tuple(row[2] for row in extension_rows),
        prototypes=prototypes,
        source=source,
    )

"""Run one fuzz target from ``checks.py`` under atheris (libFuzzer).

Each ``fuzz/<target>.py`` calls :func:`main` with its name; ``fuzz/run.py`` runs them all.
The input bytes become a :class:`FuzzedSource`: an input that starts with a NUL byte is a
seed, whose NUL-separated UTF-8 fields are the texts the target draws first (so seeds are
readable URLs and byte-level mutations of them are URL mutations); every other input, and
every draw a seed does not cover, goes through ``atheris.FuzzedDataProvider``.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

import atheris

FUZZ = Path(__file__).resolve().parent
# checks.py compares href.compat with urllib.parse through the test suite's harness, and
# its modules import one another as fuzz.<module>, from the repository root.
sys.path += [str(FUZZ.parent / "tests"), str(FUZZ.parent)]

# href.whatwg's parser (which pattern_exec runs through href.pattern) calls its
# compiled patterns with a start position, which the RegEx hook's pattern proxies
# do not take: for that target href is imported, instrumented, before the hook is
# on, so its patterns stay re's own (the other targets keep the hook on href's).
if Path(sys.argv[0]).stem == "pattern_exec":
    with atheris.instrument_imports(include=["href", "idna"]):
        import href.whatwg

# Compare-and-branch hooks for regular expressions and str methods let the fuzzer
# learn the literals href's patterns and startswith() calls look for.
# Not for href.whatwg's parser: it calls pattern.match(text, pos) and
# .search(text, pos), which atheris's pattern proxy does not take. Nor for
# pattern_exec, whose URL Patterns compile their expressions on first match:
# the hook instruments each new expression by generating strings it matches,
# which took past libFuzzer's 60 s limit on a pattern's (fuzz run of 2026-11-27).
if Path(sys.argv[0]).stem not in ("whatwg_validate", "pattern_exec"):
    atheris.enabled_hooks.add("RegEx")
atheris.enabled_hooks.add("str")


def _taking_positions(name: str) -> None:
    """Let the hooks' pattern proxy's ``name`` take a start (and end) position.

    atheris's proxy takes the text alone; href.whatwg's parser searches from a
    position, so such a call goes to the pattern itself, untraced.
    """
    traced = getattr(atheris.function_hooks.AtherisPatternProxy, name)

    def method(self, string, *positions):
        if positions:
            return getattr(self.re_obj, name)(string, *positions)
        return traced(self, string)

    setattr(atheris.function_hooks.AtherisPatternProxy, name, method)


for _name in ("search", "match", "fullmatch", "finditer", "findall"):
    _taking_positions(_name)

with atheris.instrument_imports(include=["href", "idna"]):
    import href
    import href.compat
    import href.compat._legacy
    import href.pattern

import checks  # noqa: E402 - after href is imported (and instrumented) above

SEED_MARK = b"\x00"


class FuzzedSource:
    """A :class:`checks.Source` over one fuzz input."""

    def __init__(self, data: bytes) -> None:
        self._literals: list[str] = []
        if data.startswith(SEED_MARK):
            self._literals = [f.decode("utf-8", "replace") for f in data[1:].split(b"\x00")]
            self._literals.reverse()
        self._fdp = atheris.FuzzedDataProvider(data[1:])

    def integer(self, low: int, high: int) -> int:
        return self._fdp.ConsumeIntInRange(low, high)

    def boolean(self) -> bool:
        return self._fdp.ConsumeBool()

    def text(self, max_chars: int) -> str:
        count = self._fdp.ConsumeIntInRange(0, max_chars)
        if self._fdp.ConsumeIntInRange(0, 7) == 0:
            return self._fdp.ConsumeUnicode(count)  # lone surrogates too, now and then
        return self._fdp.ConsumeUnicodeNoSurrogates(count)

    def binary(self, max_bytes: int) -> bytes:
        return self._fdp.ConsumeBytes(self._fdp.ConsumeIntInRange(0, max_bytes))

    def literal(self) -> str | None:
        return self._literals.pop() if self._literals else None


def seed(*fields: str) -> bytes:
    """The input whose texts are ``fields`` (no field may hold a NUL)."""
    return SEED_MARK + b"\x00".join(field.encode("utf-8") for field in fields)


def main(name: str) -> None:
    """Fuzz the target ``name`` with the command line's libFuzzer options and corpora."""
    target = checks.TARGETS[name]

    def test_one_input(data: bytes) -> None:
        with contextlib.suppress(checks.Ignored):
            target(FuzzedSource(data))

    print(f"fuzz target {name}: href {href.__file__}", flush=True)
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()

"""Count the instructions a call of href.whatwg.parse and of ada_url.URL takes, with callgrind.

Wall-clock time on a shared machine moves with whatever else runs; the
number of instructions a call executes does not. This runs the script again
under ``valgrind --tool=callgrind`` once per operation, calling it on each
text of a fixed sample of the corpora, and once looping over the sample
alone; the difference, divided by the number of calls, is the cost of a
call (the interpreter's set-up, imports and reading the sample cancel out).
``PYTHONHASHSEED`` is fixed, so that repeated runs count the same.

    python benchmarks/whatwg_instructions.py [--sample N] [--seed S] [OPERATION ...]

OPERATION is a name from ``whatwg.whatwg_operations()`` (default: every one
but the state machine, which is slow under valgrind); ``--only-fast`` keeps
the texts that the fast path takes. Needs valgrind on ``PATH``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from whatwg import whatwg_inputs, whatwg_operations

from href.whatwg._fast import is_serialized

_LOOP_ONLY = "(the loop alone)"
_WARM_UP = 50


def _sample(size: int, seed: int, *, only_fast: bool) -> list[str]:
    texts = whatwg_inputs()
    if only_fast:
        texts = [text for text in texts if is_serialized(text)]
    # A fixed sample, the same from run to run: not cryptography.
    return random.Random(seed).sample(texts, min(size, len(texts)))  # noqa: S311


def _run_one(name: str, texts: list[str]) -> None:
    """The measured process: warm up, then call ``name`` on each text (or only loop)."""
    # Every operation is made, and ada imported, in each run: only the calls differ.
    operations = whatwg_operations()
    operation = None if name == _LOOP_ONLY else operations[name]
    if operation is not None:
        for text in texts[:_WARM_UP]:  # first calls: caches, the interpreter's specialising
            operation(text)
    gc.disable()  # a collection would land in one run and not in another
    if operation is None:
        for _text in texts:
            pass
    else:
        for text in texts:
            operation(text)


def _instructions(args: list[str], folder: str) -> int:
    command = [
        "valgrind",
        "--tool=callgrind",
        f"--callgrind-out-file={folder}/callgrind.out",
        sys.executable,
        __file__,
        *args,
    ]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    # This script again, under valgrind: no text from outside reaches the command.
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)  # noqa: S603
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        msg = f"no instruction count in valgrind's output:\n{done.stderr}"
        raise RuntimeError(msg)
    return int(found.group(1))


def main(argv: Sequence[str] | None = None) -> int:
    """Print the instructions a call of each operation takes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("operations", nargs="*", metavar="OPERATION")
    parser.add_argument("--sample", type=int, default=3000, help="texts (default 3000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only-fast", action="store_true", help="texts the fast path takes")
    # The process under valgrind: which operation, on the texts in which file.
    parser.add_argument("--measured", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measured is not None:
        name, file = args.measured
        _run_one(name, json.loads(Path(file).read_text(encoding="utf-8")))
        return 0
    texts = _sample(args.sample, args.seed, only_fast=args.only_fast)
    names = args.operations or [n for n in whatwg_operations() if n != "state machine"]
    calls = len(texts) + min(_WARM_UP, len(texts))
    print(f"{len(texts)} texts (seed {args.seed}{', fast path only' if args.only_fast else ''})")
    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "texts.json"
        file.write_text(json.dumps(texts), encoding="utf-8")
        loop = _instructions(["--measured", _LOOP_ONLY, str(file)], folder)
        for name in names:
            total = _instructions(["--measured", name, str(file)], folder)
            print(f"{name}: {(total - loop) / calls:,.0f} instructions a call")
    return 0


if __name__ == "__main__":
    sys.exit(main())

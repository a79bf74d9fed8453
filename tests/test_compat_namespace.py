"""href.compat's names are urllib.parse's: the public ones exactly, the stdlib's private ones too.

The standard library reaches into urllib.parse's private names (``_splittype`` in
urllib.request, ``_urlsplit`` in 3.14's urllib.robotparser, ...); a process that
puts href.compat in urllib.parse's place needs them. Which names each version uses
is read here from the running interpreter's own ``Lib/``, so a patch release that
starts using another one fails this test rather than a user's program.
"""

from __future__ import annotations

import ast
import sysconfig
import urllib.parse
from pathlib import Path

import pytest

import href.compat

STDLIB = Path(sysconfig.get_paths()["stdlib"])

# The names that CPython's test_all leaves out of the expected __all__.
_UNDOCUMENTED = {
    "splitattr",
    "splithost",
    "splitnport",
    "splitpasswd",
    "splitport",
    "splitquery",
    "splittag",
    "splittype",
    "splituser",
    "splitvalue",
    "ResultBase",
    "clear_cache",
    "to_bytes",
    "unwrap",
}


def _public(module: object) -> set[str]:
    return {name for name in dir(module) if not name.startswith("_")}


def test_public_names_are_urllib_parse_names() -> None:
    # Helpers (coerce_args, join_parts, PY314, typing names) stay private:
    # a caller who lists the module sees what urllib.parse shows.
    assert _public(href.compat) == _public(urllib.parse)


def test_all_is_urllib_parse_all() -> None:
    assert sorted(href.compat.__all__) == sorted(urllib.parse.__all__)


def test_cpython_test_all_rule_holds_for_objects_defined_in_href() -> None:
    # CPython's test_all asks for every public object defined in urllib.parse
    # but the undocumented ones; here "defined in href" stands for that.
    defined_here = {
        name
        for name in _public(href.compat) - _UNDOCUMENTED
        if getattr(getattr(href.compat, name), "__module__", "").startswith("href")
    }
    assert defined_here == set(href.compat.__all__)


def _private_names_the_stdlib_uses() -> dict[str, set[str]]:
    """Map each private name that this Lib/ imports or reads from urllib.parse to its users."""
    used: dict[str, set[str]] = {}
    for path in sorted(STDLIB.rglob("*.py")):
        relative = path.relative_to(STDLIB)
        if relative.parts[0] in {"test", "idlelib", "site-packages", "lib2to3"}:
            continue
        if relative.as_posix() == "urllib/parse.py" or not path.is_file():
            continue  # the module itself, and links to nowhere (Debian's sitecustomize.py)
        source = path.read_bytes()
        if b"urllib.parse" not in source and b"from urllib import" not in source:
            continue
        for name in _private_uses(ast.parse(source)):
            used.setdefault(name, set()).add(relative.as_posix())
    return used


def _private_uses(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    aliases: set[str] = set()  # what the module calls urllib.parse, beside its full name
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "urllib.parse":
            names.update(a.name for a in node.names if a.name.startswith("_"))
        elif isinstance(node, ast.ImportFrom) and node.module == "urllib":
            aliases.update(a.asname or "parse" for a in node.names if a.name == "parse")
        elif isinstance(node, ast.Import):
            aliases.update(a.asname for a in node.names if a.name == "urllib.parse" and a.asname)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
            continue
        owner = node.value
        spelled_out = (
            isinstance(owner, ast.Attribute)
            and owner.attr == "parse"
            and isinstance(owner.value, ast.Name)
            and owner.value.id == "urllib"
        )
        if spelled_out or (isinstance(owner, ast.Name) and owner.id in aliases):
            names.add(node.attr)
    return names - {"__all__", "__file__", "__name__", "__spec__", "__getattr__"}


STDLIB_PRIVATE = _private_names_the_stdlib_uses()


def test_the_stdlib_scan_finds_urllib_request_helpers() -> None:
    # Every version from 3.11 to 3.15 has urllib.request split URLs with these.
    assert {"_splittype", "_splituser", "_splitport"} <= set(STDLIB_PRIVATE)


@pytest.mark.parametrize("name", sorted(STDLIB_PRIVATE))
def test_private_name_the_stdlib_uses_exists(name: str) -> None:
    assert hasattr(href.compat, name), f"{name} is used by {sorted(STDLIB_PRIVATE[name])}"
    assert hasattr(urllib.parse, name)
    assert name not in href.compat.__all__

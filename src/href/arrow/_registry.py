"""The functions every engine adapter registers, by one set of names.

The names follow Common Crawl's index columns where one matches; each
function takes an Arrow string array and gives one of the same length.
The URL's parts are :func:`~href.arrow.parse`'s fields, as written.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import get_args

import pyarrow as pa

from href._canon import Profile
from href._surt import WWWRule
from href.arrow._columns import ArrowStrings
from href.arrow._display import display
from href.arrow._keys import (
    host_key,
    normalize,
    public_suffix,
    registrable_domain,
    reversed_host,
    surt,
)
from href.arrow._parse import parse
from href.arrow._pattern import pattern_exec_rows, pattern_test_rows
from href.arrow._validation import VALIDATION_ERROR, validation_errors

__all__ = [
    "PARTS",
    "PATTERN_FUNCTIONS",
    "Column",
    "check_names",
    "functions",
    "profile_names",
    "result_type",
]

#: The functions of a URL column and a URL Pattern column (href.arrow._pattern).
PATTERN_FUNCTIONS = {"pattern_test": pattern_test_rows, "pattern_exec": pattern_exec_rows}

Column = Callable[[ArrowStrings], pa.Array]

#: The parts of a URL registered as functions of their own, by parse()'s names.
PARTS = ("scheme", "host", "port", "path", "query", "fragment")


def _parse_error(urls: ArrowStrings) -> pa.Array:
    """href's message for each URL that fails to parse (null for a valid one)."""
    return parse(urls).field("error")


def _part(field: str) -> Column:
    def part(urls: ArrowStrings) -> pa.Array:
        return parse(urls).field(field)

    part.__doc__ = f"The {field} of each URL as written: parse(urls).field({field!r})."
    return part


def functions(*, www: WWWRule) -> Mapping[str, Column]:
    """Each registered function by its name (``www``: the SURT key's ``www`` rule).

    >>> sorted(functions(www="label"))[:5]
    ['display', 'fragment', 'host', 'host_key', 'host_name_reversed']
    """
    table: dict[str, Column] = {
        "host_key": host_key,  # Common Crawl: url_host_name
        "host_name_reversed": reversed_host,  # url_host_name_reversed
        "registry_suffix": functools.partial(public_suffix, section="icann"),
        "registered_domain": functools.partial(registrable_domain, section="icann"),
        "private_suffix": functools.partial(public_suffix, section="private"),
        "private_domain": functools.partial(registrable_domain, section="private"),
        "surtkey": functools.partial(surt, www=www),  # urlkey
        "parse_error": _parse_error,
        "display": display,  # for reports: the IDN display policy
        "validation_errors": validation_errors,
    }
    for profile in get_args(Profile):
        table[f"normalize_{profile}"] = functools.partial(normalize, profile=profile)
    for field in PARTS:  # scheme: Common Crawl's url_protocol; port, path, query: url_<part>
        table[field] = _part(field)
    return table


def result_type(name: str) -> pa.DataType:
    """The Arrow type of the registered function ``name``'s column: a string but for one.

    >>> result_type("surtkey"), result_type("validation_errors").value_type.names
    (DataType(string), ['name', 'start', 'end', 'fatal'])
    """
    return pa.list_(VALIDATION_ERROR) if name == "validation_errors" else pa.string()


def check_names(names: Sequence[str], *, www: WWWRule) -> None:
    """Refuse a name that is no registered function, naming the known ones.

    Raises:
        KeyError: for such a name.
    """
    known = functions(www=www)
    unknown = [name for name in names if name not in known]
    if unknown:
        msg = f"unknown functions {unknown}: expected some of {sorted(known)}"
        raise KeyError(msg)


def profile_names() -> tuple[Profile, ...]:
    """The canonicalization profiles' names."""
    names: tuple[Profile, ...] = get_args(Profile)
    return names

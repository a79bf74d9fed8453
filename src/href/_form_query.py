"""A dict of query values, form-encoded at once: the builders' fast path for a query.

``form_query`` gives the text ``href._build.query_pieces`` would join, or
None for what only that general path checks and words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from href._bounded import BoundedMemory
from href._form import encode_form_ascii, encode_form_text
from href._grammar import QUERY_VALUE_SAFE
from href._quote import character_marks

__all__ = ["form_query"]


# Each byte as form encoding treats it (character_marks): form_query marks a
# single pair's name and value with it in one go.
_FORM_MARKS = character_marks(QUERY_VALUE_SAFE, plus=True)


class _FormNames(BoundedMemory[str]):
    """Query names and their form encoding, as ``form_query`` last wrote them.

    A program's query names are few and come back in every URL it builds
    (``utm_source``, ``page``), where values change: a name's encoding is
    looked up where a value's is computed.
    """

    __slots__ = ()
    maxsize = 1024
    max_length = 64


_form_names: Final = _FormNames()


def _form_name(name: str) -> str:
    """A query name, form-encoded: kept from an earlier call, or encoded and kept."""
    return _form_names.get(name) or _form_names.keep(name, encode_form_text(name))


def form_query(query: Mapping[str, object]) -> str | None:
    """Form-encode a dict of str names and str, int or bool values, None (the name alone) or lists.

    None when a name or value is anything else or has no UTF-8 form:
    :func:`query_pieces` then checks and words it, and gives the same text
    where this one answers.

    >>> form_query({"q": "héllo wörld", "n": "1"}), form_query({"p": 2, "x": True, "f": None})
    ('q=h%C3%A9llo+w%C3%B6rld&n=1', 'p=2&x=true&f')
    """
    # A value of ASCII letters and digits (most of them) skips the encoder's
    # call, a name is looked up. (Joining the dict first and encoding the
    # joined text once cost more: the checks that every "=" and "&" was the
    # join's cost what the calls they save do; callgrind, 2026-11-26.)
    # Any names and values: each is checked here. (One or two names are
    # unpacked from the dict and their values looked up: an items view and
    # its pairs cost about 1,000 instructions more.)
    count = len(query)
    if count == 1:
        # Most dicts hold one pair, checked in one go, name and value together.
        (name,) = query
        value = query[name]
        if type(value) is int:  # a page number: its digits, as query_pieces writes them
            value = int.__repr__(value)
        if type(value) is str and type(name) is str:
            both = name + value
            if both.isascii():
                if both.isalnum():
                    return f"{name}={value}"
                # Name and value marked in one go (form encoding goes a
                # character at a time, and "=" is neither a space nor a
                # "%"): all kept, the text is plain; only spaces and "%"
                # besides, two replace calls encode "name=value" without
                # the encoder's call (a third of the call's instructions;
                # callgrind, 2026-11-26).
                found = both.encode().translate(_FORM_MARKS)
                if found.isdigit():
                    return f"{name}={value}"
                if found.isalnum():
                    written = f"{name}={value}"
                    if 0x70 not in found:  # not digits alone, no "%": a space
                        return written.replace(" ", "+")
                    written = written.replace("%", "%25")
                    return written.replace(" ", "+") if 0x73 in found else written
            try:
                written_name = name if name.isascii() and name.isalnum() else _form_name(name)
                written_value = encode_form_text(value)
            except UnicodeEncodeError:  # a lone surrogate: query_pieces words it
                return None
            return f"{written_name}={written_value}"
    elif count == 2:
        # Two pairs (a search and a page), written out: the loop's list, its
        # appends and join cost about 1,200 instructions more.
        name, name2 = query
        value, value2 = query[name], query[name2]
        if type(name) is str and type(value) is str and type(name2) is str and type(value2) is str:
            try:
                written_name = name if name.isascii() and name.isalnum() else _form_name(name)
                written_value = (
                    (value if value.isalnum() else encode_form_ascii(value))
                    if value.isascii()
                    else encode_form_text(value)
                )
                written_name2 = name2 if name2.isascii() and name2.isalnum() else _form_name(name2)
                written_value2 = (
                    (value2 if value2.isalnum() else encode_form_ascii(value2))
                    if value2.isascii()
                    else encode_form_text(value2)
                )
            except UnicodeEncodeError:  # a lone surrogate: query_pieces words it
                return None
            return f"{written_name}={written_value}&{written_name2}={written_value2}"
    pieces = []
    try:
        for name, given in query.items():
            # An int, a bool or None (a page number, a flag) is written here
            # as query_pieces writes it (_value_text); other values are its
            # to check and word.
            if type(given) is str and type(name) is str:
                value = given
            elif type(name) is not str:
                return None
            elif type(given) is int:
                value = int.__repr__(given)
            elif type(given) is bool:
                value = "true" if given else "false"
            elif given is None and name:  # the name alone, without "=" ("" writes nothing)
                pieces.append(name if name.isascii() and name.isalnum() else _form_name(name))
                continue
            elif (type(given) is list or type(given) is tuple) and _add_each(pieces, name, given):
                continue
            else:
                return None
            written_name = name if name.isascii() and name.isalnum() else _form_name(name)
            written_value = (
                (value if value.isalnum() else encode_form_ascii(value))
                if value.isascii()
                else encode_form_text(value)
            )
            pieces.append(f"{written_name}={written_value}")
    except UnicodeEncodeError:  # a lone surrogate: query_pieces words it
        return None
    return "&".join(pieces)


def _add_each(pieces: list[str], name: str, values: list[object] | tuple[object, ...]) -> bool:
    """Append a pair for each of a name's values (``tags=a&tags=b``) to ``pieces``.

    False, with ``pieces`` to be dropped, for a value that is not a str, an
    int, a bool or None, and for no value: an empty list gives no pair but
    names the name (``update_query`` removes it), which text cannot say.
    """
    if not values:
        return False
    written_name = name if name.isascii() and name.isalnum() else _form_name(name)
    for value in values:
        if type(value) is str:
            written = value if value.isascii() and value.isalnum() else encode_form_text(value)
        elif type(value) is int:
            written = int.__repr__(value)
        elif type(value) is bool:
            written = "true" if value else "false"
        elif value is None and name:
            pieces.append(written_name)
            continue
        else:
            return False
        pieces.append(f"{written_name}={written}")
    return True

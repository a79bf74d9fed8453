"""Results pickled by another CPython's urllib.parse unpickle as href.compat's results.

In a process where href.compat stands in for urllib.parse, pickle finds the class
a pickle names (``urllib.parse.SplitResult``) in href.compat. 3.15 keeps the
``missing_as_none`` flag in a slot and pickles it as state; the pickles here are
written opcode by opcode in that shape, naming href.compat's class directly.
"""

from __future__ import annotations

import pickle

import pytest

from href.compat import DefragResult, SplitResultBytes


def _pickle(name: bytes, fields: list[bytes], flag: bytes) -> bytes:
    """A protocol-2 pickle of href.compat's class ``name``, as 3.15 writes its results.

    NEWOBJ with the fields, then BUILD with the state (None, {"_keep_empty": flag}):
    no __dict__, one slot; ``flag`` is NEWTRUE or NEWFALSE.
    """
    new = b"\x80\x02chref.compat\n" + name + b"\n(" + b"".join(fields) + b"t\x81"
    state = b"N}" + _text(b"_keep_empty") + flag + b"s\x86"
    return new + state + b"b."


def _text(value: bytes) -> bytes:
    return b"X" + len(value).to_bytes(4, "little") + value  # BINUNICODE


def _bytes(value: bytes) -> bytes:
    return b"C" + len(value).to_bytes(1, "little") + value  # SHORT_BINBYTES


@pytest.mark.parametrize(("flag", "url"), [(b"\x88", "http://a/?#"), (b"\x89", "http://a/?")])
def test_defrag_result_pickled_with_its_slot_state_unpickles(flag: bytes, url: str) -> None:
    result = pickle.loads(_pickle(b"DefragResult", [_text(b"http://a/?"), _text(b"")], flag))
    assert type(result).__name__ == "DefragResult"
    assert result == DefragResult("http://a/?", "")
    assert result.geturl() == url


def test_bytes_result_keeps_empty_parts_after_unpickling() -> None:
    fields = [_bytes(b"http"), _bytes(b"a"), _bytes(b"/"), _bytes(b""), b"N"]
    result = pickle.loads(_pickle(b"SplitResultBytes", fields, b"\x88"))
    assert isinstance(result, SplitResultBytes)
    assert result.geturl() == b"http://a/?"

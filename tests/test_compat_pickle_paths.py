"""Results pickled by href.compat before its modules moved into the href.compat package.

href.compat's result classes lived in the flat module
``href._compat_results``, and their pickles name it. These bytes were written
by ``pickle.dumps`` (protocols 0 and 2) on the last commit before the move; they
must load, as the same classes, wherever the classes live now.
"""

from __future__ import annotations

import pickle

import pytest

import href.compat

PICKLED_BEFORE_THE_MOVE: list[tuple[str, int, tuple[object, ...], bytes]] = [
    (
        "SplitResult",
        0,
        ("http", "u@a:1", "/b", "q", "f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nSplitResult\np1\nc__builtin__\ntuple\np2\n(Vhttp\np3\nVu@a:1\np4\nV/b\np5\nVq\np6\nVf\np7\ntp8\ntp9\nRp10\n.",
    ),
    (
        "SplitResult",
        2,
        ("http", "u@a:1", "/b", "q", "f"),
        b"\x80\x02chref._compat_results\nSplitResult\nq\x00(X\x04\x00\x00\x00httpq\x01X\x05\x00\x00\x00u@a:1q\x02X\x02\x00\x00\x00/bq\x03X\x01\x00\x00\x00qq\x04X\x01\x00\x00\x00fq\x05tq\x06\x81q\x07.",
    ),
    (
        "SplitResultBytes",
        0,
        (b"http", b"a", b"/b", b"q", b"f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nSplitResultBytes\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp\np4\nVlatin1\np5\ntp6\nRp7\ng3\n(Va\np8\ng5\ntp9\nRp10\ng3\n(V/b\np11\ng5\ntp12\nRp13\ng3\n(Vq\np14\ng5\ntp15\nRp16\ng3\n(Vf\np17\ng5\ntp18\nRp19\ntp20\ntp21\nRp22\n.",
    ),
    (
        "SplitResultBytes",
        2,
        (b"http", b"a", b"/b", b"q", b"f"),
        b"\x80\x02chref._compat_results\nSplitResultBytes\nq\x00(c_codecs\nencode\nq\x01X\x04\x00\x00\x00httpq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x01X\x01\x00\x00\x00aq\x06h\x03\x86q\x07Rq\x08h\x01X\x02\x00\x00\x00/bq\th\x03\x86q\nRq\x0bh\x01X\x01\x00\x00\x00qq\x0ch\x03\x86q\rRq\x0eh\x01X\x01\x00\x00\x00fq\x0fh\x03\x86q\x10Rq\x11tq\x12\x81q\x13.",
    ),
    (
        "ParseResult",
        0,
        ("http", "a", "/b", "p", "q", "f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nParseResult\np1\nc__builtin__\ntuple\np2\n(Vhttp\np3\nVa\np4\nV/b\np5\nVp\np6\nVq\np7\nVf\np8\ntp9\ntp10\nRp11\n.",
    ),
    (
        "ParseResult",
        2,
        ("http", "a", "/b", "p", "q", "f"),
        b"\x80\x02chref._compat_results\nParseResult\nq\x00(X\x04\x00\x00\x00httpq\x01X\x01\x00\x00\x00aq\x02X\x02\x00\x00\x00/bq\x03X\x01\x00\x00\x00pq\x04X\x01\x00\x00\x00qq\x05X\x01\x00\x00\x00fq\x06tq\x07\x81q\x08.",
    ),
    (
        "ParseResultBytes",
        0,
        (b"http", b"a", b"/b", b"p", b"q", b"f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nParseResultBytes\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp\np4\nVlatin1\np5\ntp6\nRp7\ng3\n(Va\np8\ng5\ntp9\nRp10\ng3\n(V/b\np11\ng5\ntp12\nRp13\ng3\n(Vp\np14\ng5\ntp15\nRp16\ng3\n(Vq\np17\ng5\ntp18\nRp19\ng3\n(Vf\np20\ng5\ntp21\nRp22\ntp23\ntp24\nRp25\n.",
    ),
    (
        "ParseResultBytes",
        2,
        (b"http", b"a", b"/b", b"p", b"q", b"f"),
        b"\x80\x02chref._compat_results\nParseResultBytes\nq\x00(c_codecs\nencode\nq\x01X\x04\x00\x00\x00httpq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x01X\x01\x00\x00\x00aq\x06h\x03\x86q\x07Rq\x08h\x01X\x02\x00\x00\x00/bq\th\x03\x86q\nRq\x0bh\x01X\x01\x00\x00\x00pq\x0ch\x03\x86q\rRq\x0eh\x01X\x01\x00\x00\x00qq\x0fh\x03\x86q\x10Rq\x11h\x01X\x01\x00\x00\x00fq\x12h\x03\x86q\x13Rq\x14tq\x15\x81q\x16.",
    ),
    (
        "DefragResult",
        0,
        ("http://a/b", "f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nDefragResult\np1\nc__builtin__\ntuple\np2\n(Vhttp://a/b\np3\nVf\np4\ntp5\ntp6\nRp7\n.",
    ),
    (
        "DefragResult",
        2,
        ("http://a/b", "f"),
        b"\x80\x02chref._compat_results\nDefragResult\nq\x00X\n\x00\x00\x00http://a/bq\x01X\x01\x00\x00\x00fq\x02\x86q\x03\x81q\x04.",
    ),
    (
        "DefragResultBytes",
        0,
        (b"http://a/b", b"f"),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\nDefragResultBytes\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp://a/b\np4\nVlatin1\np5\ntp6\nRp7\ng3\n(Vf\np8\ng5\ntp9\nRp10\ntp11\ntp12\nRp13\n.",
    ),
    (
        "DefragResultBytes",
        2,
        (b"http://a/b", b"f"),
        b"\x80\x02chref._compat_results\nDefragResultBytes\nq\x00c_codecs\nencode\nq\x01X\n\x00\x00\x00http://a/bq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x01X\x01\x00\x00\x00fq\x06h\x03\x86q\x07Rq\x08\x86q\t\x81q\n.",
    ),
    (
        "_SplitResultKeepingEmpty",
        0,
        ("http", "a", "/b", "", ""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_SplitResultKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(Vhttp\np3\nVa\np4\nV/b\np5\nV\np6\ng6\ntp7\ntp8\nRp9\n.",
    ),
    (
        "_SplitResultKeepingEmpty",
        2,
        ("http", "a", "/b", "", ""),
        b"\x80\x02chref._compat_results\n_SplitResultKeepingEmpty\nq\x00(X\x04\x00\x00\x00httpq\x01X\x01\x00\x00\x00aq\x02X\x02\x00\x00\x00/bq\x03X\x00\x00\x00\x00q\x04h\x04tq\x05\x81q\x06.",
    ),
    (
        "_ParseResultKeepingEmpty",
        0,
        ("http", "a", "/b", "", "", ""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_ParseResultKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(Vhttp\np3\nVa\np4\nV/b\np5\nV\np6\ng6\ng6\ntp7\ntp8\nRp9\n.",
    ),
    (
        "_ParseResultKeepingEmpty",
        2,
        ("http", "a", "/b", "", "", ""),
        b"\x80\x02chref._compat_results\n_ParseResultKeepingEmpty\nq\x00(X\x04\x00\x00\x00httpq\x01X\x01\x00\x00\x00aq\x02X\x02\x00\x00\x00/bq\x03X\x00\x00\x00\x00q\x04h\x04h\x04tq\x05\x81q\x06.",
    ),
    (
        "_DefragResultKeepingEmpty",
        0,
        ("http://a/b", ""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_DefragResultKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(Vhttp://a/b\np3\nV\np4\ntp5\ntp6\nRp7\n.",
    ),
    (
        "_DefragResultKeepingEmpty",
        2,
        ("http://a/b", ""),
        b"\x80\x02chref._compat_results\n_DefragResultKeepingEmpty\nq\x00X\n\x00\x00\x00http://a/bq\x01X\x00\x00\x00\x00q\x02\x86q\x03\x81q\x04.",
    ),
    (
        "_SplitResultBytesKeepingEmpty",
        0,
        (b"http", b"a", b"/b", b"", b""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_SplitResultBytesKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp\np4\nVlatin1\np5\ntp6\nRp7\ng3\n(Va\np8\ng5\ntp9\nRp10\ng3\n(V/b\np11\ng5\ntp12\nRp13\nc__builtin__\nbytes\np14\n(tRp15\ng15\ntp16\ntp17\nRp18\n.",
    ),
    (
        "_SplitResultBytesKeepingEmpty",
        2,
        (b"http", b"a", b"/b", b"", b""),
        b"\x80\x02chref._compat_results\n_SplitResultBytesKeepingEmpty\nq\x00(c_codecs\nencode\nq\x01X\x04\x00\x00\x00httpq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x01X\x01\x00\x00\x00aq\x06h\x03\x86q\x07Rq\x08h\x01X\x02\x00\x00\x00/bq\th\x03\x86q\nRq\x0bc__builtin__\nbytes\nq\x0c)Rq\rh\rtq\x0e\x81q\x0f.",
    ),
    (
        "_ParseResultBytesKeepingEmpty",
        0,
        (b"http", b"a", b"/b", b"", b"", b""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_ParseResultBytesKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp\np4\nVlatin1\np5\ntp6\nRp7\ng3\n(Va\np8\ng5\ntp9\nRp10\ng3\n(V/b\np11\ng5\ntp12\nRp13\nc__builtin__\nbytes\np14\n(tRp15\ng15\ng15\ntp16\ntp17\nRp18\n.",
    ),
    (
        "_ParseResultBytesKeepingEmpty",
        2,
        (b"http", b"a", b"/b", b"", b"", b""),
        b"\x80\x02chref._compat_results\n_ParseResultBytesKeepingEmpty\nq\x00(c_codecs\nencode\nq\x01X\x04\x00\x00\x00httpq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x01X\x01\x00\x00\x00aq\x06h\x03\x86q\x07Rq\x08h\x01X\x02\x00\x00\x00/bq\th\x03\x86q\nRq\x0bc__builtin__\nbytes\nq\x0c)Rq\rh\rh\rtq\x0e\x81q\x0f.",
    ),
    (
        "_DefragResultBytesKeepingEmpty",
        0,
        (b"http://a/b", b""),
        b"ccopy_reg\n_reconstructor\np0\n(chref._compat_results\n_DefragResultBytesKeepingEmpty\np1\nc__builtin__\ntuple\np2\n(c_codecs\nencode\np3\n(Vhttp://a/b\np4\nVlatin1\np5\ntp6\nRp7\nc__builtin__\nbytes\np8\n(tRp9\ntp10\ntp11\nRp12\n.",
    ),
    (
        "_DefragResultBytesKeepingEmpty",
        2,
        (b"http://a/b", b""),
        b"\x80\x02chref._compat_results\n_DefragResultBytesKeepingEmpty\nq\x00c_codecs\nencode\nq\x01X\n\x00\x00\x00http://a/bq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05c__builtin__\nbytes\nq\x06)Rq\x07\x86q\x08\x81q\t.",
    ),
]


@pytest.mark.parametrize(("name", "protocol", "fields", "data"), PICKLED_BEFORE_THE_MOVE)
def test_a_result_pickled_before_the_move_loads_as_the_same_class(
    name: str, protocol: int, fields: tuple[object, ...], data: bytes
) -> None:
    assert f"href._compat_results\n{name}".encode() in data, "the old module path"
    result = pickle.loads(data)
    public = name.lstrip("_").removesuffix("KeepingEmpty")
    assert isinstance(result, getattr(href.compat, public))
    assert type(result).__name__ == public
    assert tuple(result) == fields
    assert result._keep_empty is name.endswith("KeepingEmpty")
    assert pickle.loads(pickle.dumps(result, protocol)) == result
    assert type(pickle.loads(pickle.dumps(result, protocol))) is type(result)

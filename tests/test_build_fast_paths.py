"""URL.build's fast path with a port, a fragment or a non-ASCII host equals its general path.

``URL.build`` writes scheme://host[:port]/path?query#fragment itself, a URL by
construction, when every part is one it knows reads back as itself; anything
else goes to the general path (``_built_text``: each part checked and encoded,
then the text parsed). These properties hold the two equal on input drawn to
hit both sides of every condition: the same text, the same parts, the same
error with the same message.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import strategies as s
from depth import examples, is_deep
from href import URL
from href._path_memory import NO_PATH, RECENT_PATH_SLOTS, recent_paths
from href._split import parse_url
from href._url import _ascii_names, _built_text

_PART_NAMES = ("scheme", "user", "password", "host", "port", "path", "query", "fragment")

# Schemes plain and not: common ones, others, upper case, rooted and not, invalid.
# (one_of picks each strategy as often: those given twice weigh twice.)
_schemes = st.one_of(
    s.builder_schemes,
    s.builder_schemes,
    st.sampled_from(["HTTP", "Https", "mailto", "file", "urn"]),
    st.sampled_from(["a", "1a", "a b", "é", "", "x\udcff"]),
)
# Names that IDNA writes as A-labels.
_idna_names = st.one_of(
    st.sampled_from(
        [
            "bücher.example",
            "Bücher.EXAMPLE",
            "☃.net",
            "ü",
            "ß.de",
            "例え.テスト",
            "xn--ü",
            "ü_x",
            "ü⑴",
        ]
    ),
    st.builds(
        "{}.{}".format,
        st.text(alphabet=st.sampled_from("aZü-ßÄ☃é1"), min_size=1, max_size=6),
        st.sampled_from(["example", "Com", "ü", "xn--bcher-kva"]),
    ),
)
# Names IDNA refuses, or maps to what no host may hold: a ":" ("：" is one to
# UTS 46), "/", "@", "%", a space, brackets, a lone surrogate, a soft hyphen
# (mapped to nothing), full stops of other scripts, joiners, mixed directions.
_bad_idna_names = st.one_of(
    st.sampled_from(
        [
            "ü：x",
            "ü:80",
            "[ü]",
            "ü/x",
            "ü@x",
            "ü x",
            "ü%41",
            "ü%",
            "ü!$&'()*+,;=x",
            "ü\udcff",
            "\u00ad",
            "ü\u00ad.example",
            "。",
            "１２７．０．０．１",
            "ü.xn--zz",
            "\u200d.example",
            "a\u0627",
            "ü`x",
            'ü"x',
            "ü{x}",
        ]
    ),
    st.text(alphabet=st.sampled_from("aZü.-ßÄ☃:@/%[] _x"), min_size=1, max_size=8),
)
_hosts = st.one_of(
    s.builder_hosts,
    _idna_names,
    _idna_names,
    _bad_idna_names,
    st.sampled_from(["EXAMPLE.com", "xn--bcher-kva.example", "::1", "[::1]", "a:b", "", "a b"]),
    st.text(max_size=6),
)
# Ports in range, out of it, and of other types (a bool is an int to Python).
_ports = st.one_of(
    st.none(),
    s.builder_ports,
    s.builder_ports,
    st.integers(-3, 2),
    st.integers(65534, 65540),
    st.sampled_from([True, False, 1.0, "80", 10**30]),
)
# Every kind of character a fragment may hold, and ones it may not: delimiters,
# "%", controls, non-ASCII, a lone surrogate.
_fragment_chars = st.sampled_from("aZ09-._~!$&'()*+,;=:@/?# %\"<>\\^`{|}[]é€😀\x00\x1f\x7f\udcff")
_fragments = st.one_of(
    st.none(),
    st.just(""),
    st.text(alphabet=_fragment_chars, max_size=8),
    st.text(max_size=6),
)
_mixed = st.text(alphabet=st.sampled_from("ab1.-_~:@!$&'()*+,;=/ %?#éü"), max_size=8)
_paths = st.one_of(
    _mixed,
    _mixed.map(lambda path: "/" + path),
    # A plain run before the first character to encode, the path of either
    # side of the length from which the fast path encodes a non-ASCII path
    # from there (_path_memory.LONG_PATH).
    st.builds(
        lambda run, rest: f"/{run}{rest}",
        st.text(alphabet=st.sampled_from("az09/-._~:@"), min_size=5, max_size=50),
        _mixed,
    ),
    # Past quoted-printable's 76 characters a line (the path encoder's soft breaks).
    st.text(alphabet=st.sampled_from("ab/.- é日%?="), min_size=20, max_size=60).map(
        lambda path: "/" + path
    ),
    st.sampled_from(
        [
            "",
            "/",
            "//x",
            "/ä/ö",
            "/a b/ü",
            "a\udcff",
            "/\udcff",
            "/cgi-bin/browse/café",
            "/abcdefgh\udcff",
        ]
    ),
)
_queries = st.one_of(
    st.none(),
    st.just({}),
    st.just(""),
    _mixed,
    st.dictionaries(_mixed, _mixed, max_size=3),
    st.sampled_from([{"x": "1&2", "y": "50%"}, {"q": "héllo wörld"}, {"a": ["1", "2"]}]),
)


def _general(parts: dict[str, Any]) -> URL:
    """What ``URL.build(**parts)`` gives by the general path: each part encoded, then parsed."""
    every: dict[str, Any] = dict.fromkeys(_PART_NAMES)
    every["path"] = ""
    every.update(parts)
    return URL._parsed(_built_text(**every))


def _assert_build_equals_its_general_path(parts: dict[str, Any]) -> None:
    try:
        general = _general(parts)
    except (ValueError, TypeError) as error:
        with pytest.raises(type(error), match=re.escape(str(error))):
            URL.build(**parts)
        return
    built = URL.build(**parts)
    assert str(built) == str(general)
    assert built == general
    assert type(built) is URL
    # A URL by construction reads back as the same parts as a fresh parse.
    assert built._match.groups() == parse_url(str(built)).groups()
    assert (built.host, built.port, built.path, built.query, built.fragment) == (
        general.host,
        general.port,
        general.path,
        general.query,
        general.fragment,
    )


# Each part drawn on both sides of every condition of the fast path; a port,
# query and fragment left out as often as given.
_parts = st.fixed_dictionaries(
    {"scheme": _schemes, "host": _hosts, "path": _paths},
    optional={"port": _ports, "query": _queries, "fragment": _fragments},
)


@settings(max_examples=examples(5000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_parts)
# The shapes of the benchmark's named set (benchmarks/bench_inputs.py).
@example(
    {
        "scheme": "http",
        "host": "localhost",
        "port": 8080,
        "path": "/api/v1/a b",
        "query": {"x": "1&2", "y": "50%"},
    }
)
@example({"scheme": "https", "host": "bücher.example", "path": "/ä/ö", "fragment": "section 2"})
# The edges of each new part: ports 0 and 65535 and past them, a bool, the
# empty fragment, a fragment of delimiters, an IDNA host with a port.
@example({"scheme": "http", "host": "h", "port": 0, "path": ""})
@example({"scheme": "http", "host": "h", "port": 65535, "path": "/", "query": "", "fragment": ""})
@example({"scheme": "http", "host": "h", "port": 65536, "path": "/"})
@example({"scheme": "http", "host": "h", "port": -1, "path": "/"})
@example({"scheme": "http", "host": "h", "port": True, "path": "/"})
@example({"scheme": "https", "host": "h", "path": "", "fragment": ""})
@example({"scheme": "https", "host": "h", "path": "", "query": {}, "fragment": "top"})
@example({"scheme": "mailto", "host": "h", "path": "", "fragment": "a"})
@example(
    {
        "scheme": "https",
        "host": "h",
        "port": 443,
        "path": "",
        "query": {"q": "a b"},
        "fragment": "#?/ %é",
    }
)
@example(
    {
        "scheme": "https",
        "host": "Bücher.EXAMPLE",
        "port": 8443,
        "path": "/a b",
        "query": "q",
        "fragment": "f",
    }
)
# Refused by IDNA, or mapped to what no host holds: the general path words it.
@example({"scheme": "https", "host": "ü：x", "path": "/"})
@example({"scheme": "https", "host": "[ü]", "path": "/"})
@example({"scheme": "https", "host": "ü\udcff", "path": "/"})
@example({"scheme": "https", "host": "\u00ad", "path": "/"})
@example({"scheme": "https", "host": "ü`x", "path": "/"})
# A non-ASCII name before a plain path, an empty one and one to encode.
@example({"scheme": "https", "host": "bücher.example", "path": "/a/b"})
@example({"scheme": "https", "host": "bücher.example", "path": "", "port": 8080})
@example({"scheme": "https", "host": "bücher.example", "path": "a b"})
# Spaces and "%" alone to encode: in the path, and in the host or scheme too.
@example({"scheme": "https", "host": "h", "path": "/50% off/a b"})
@example({"scheme": "https", "host": "a b", "path": "/x y"})
@example({"scheme": "https", "host": "a%b", "path": "/50%"})
@example({"scheme": "a b", "host": "h", "path": "/x y"})
# Long enough for soft line breaks, ending in "." and in an escape.
@example({"scheme": "https", "host": "example.com", "path": "/" + "é" * 30 + "."})
@example({"scheme": "https", "host": "example.com", "path": "/" + "a" * 70 + "é"})
# A non-ASCII path of the length to the one past it from which it is encoded
# from its first byte to encode, and one whose host needs encoding.
@example({"scheme": "https", "host": "example.com", "path": "/" + "a" * 38 + "é"})
@example({"scheme": "https", "host": "example.com", "path": "/" + "a b" * 13 + "é"})
@example({"scheme": "https", "host": "example.com", "path": "/" + "a" * 39 + "é"})
@example({"scheme": "https", "host": "a b", "path": "/é"})
@example({"scheme": "https", "host": "a%b", "path": "/" + "a" * 50 + "é"})
@example({"scheme": "https", "host": "[::1]", "port": 8080, "path": "/ü"})
# A lone surrogate in the path or the fragment, with either kind of host.
@example({"scheme": "https", "host": "bücher.example", "path": "/\udcff"})
@example({"scheme": "https", "host": "h", "path": "/a", "fragment": "\udcff"})
@example(
    {
        "scheme": "https",
        "host": "bücher.example",
        "port": 80,
        "path": "/a b",
        "fragment": "x\udcff",
    }
)
def test_build_equals_its_general_path_with_port_fragment_and_idna_host(
    parts: dict[str, Any],
) -> None:
    _assert_build_equals_its_general_path(parts)


def test_every_port_builds_as_the_general_path_writes_it() -> None:
    # Every port in the deep run; a spread of them, and the edges, in the fast one.
    ports = range(0, 65536, 1 if is_deep() else 97)
    for port in [*ports, 1, 9, 10, 99, 100, 65534, 65535]:
        parts = {"scheme": "http", "host": "h", "port": port, "path": "/a b", "fragment": "f"}
        assert str(URL.build(**parts)) == str(_general(parts))
    for bad in (-1, 65536, 70000, True, 80.0):
        _assert_build_equals_its_general_path({"scheme": "http", "host": "h", "port": bad})


@pytest.mark.parametrize(
    ("scheme", "host"),
    [("https", host) for host in ("a b", "a\tb", "a\x7fb", "a=b", "a%b")] + [("h t", "h")],
)
def test_a_non_ascii_path_after_a_host_or_scheme_to_refuse_or_encode(
    scheme: str, host: str
) -> None:
    # A host with a byte to encode or refuse (a space, a control, DEL, "=",
    # "%"), or a scheme with a space, before a path the encoder must write.
    _assert_build_equals_its_general_path({"scheme": scheme, "host": host, "path": "/é"})


@pytest.mark.parametrize(
    ("parts", "text"),
    [
        (
            {"scheme": "http", "host": "localhost", "port": 8080, "path": "/api/v1/a b"},
            "http://localhost:8080/api/v1/a%20b",
        ),
        (
            {"scheme": "https", "host": "bücher.example", "path": "/ä/ö", "fragment": "section 2"},
            "https://xn--bcher-kva.example/%C3%A4/%C3%B6#section%202",
        ),
        ({"scheme": "https", "host": "h", "fragment": ""}, "https://h/#"),
        ({"scheme": "urn", "host": "h", "fragment": "x"}, "urn://h#x"),
        ({"scheme": "https", "host": "h", "port": 0, "query": {}}, "https://h:0"),
        (
            {
                "scheme": "https",
                "host": "Bücher.EXAMPLE",
                "port": 1,
                "query": "a b",
                "fragment": "?",
            },
            "https://xn--bcher-kva.example:1/?a%20b#?",
        ),
    ],
)
def test_the_new_fast_shapes_write_what_the_general_path_writes(
    parts: dict[str, Any], text: str
) -> None:
    built = URL.build(**parts)
    assert str(built) == text
    assert built == _general(parts)
    assert not hasattr(built, "_split")  # a URL by construction, split when first read


def test_a_hosts_a_labels_are_kept_and_read_back_as_first_written() -> None:
    # URL.build keeps a non-ASCII name's A-labels: the second build reads them.
    _ascii_names.cache_clear()
    for _ in range(2):
        for host in ("bücher.example", "Bücher.EXAMPLE", "ü：x", "ü\udcff", "[ü]"):
            _assert_build_equals_its_general_path({"scheme": "https", "host": host, "path": "/é"})
    # The two spellings of one name, each by its own text; what UTS 46 or the
    # checks after it refuse is not kept (the general path words its error).
    assert dict(_ascii_names) == {
        "bücher.example": "xn--bcher-kva.example",
        "Bücher.EXAMPLE": "xn--bcher-kva.example",
    }
    long_name = ".".join(["ü" * 60] * 5)  # past max_length: written every time, not kept
    _assert_build_equals_its_general_path({"scheme": "https", "host": long_name, "path": "/é"})
    assert long_name not in _ascii_names


def test_an_ascii_host_before_a_path_to_encode_is_kept_once_checked() -> None:
    # An ASCII name that needs no encoding is kept as itself, so that the next
    # build with a path in another script skips its check; a host the general
    # path refuses or encodes (a space, "%", ":", an empty one) is not kept.
    _ascii_names.cache_clear()
    hosts = ("example.com", "Example.COM", "a b.example", "50%.example", "a:1", "a@b", "a/b", "")
    for _ in range(2):
        for host in hosts:
            _assert_build_equals_its_general_path({"scheme": "https", "host": host, "path": "/é"})
    assert dict(_ascii_names) == {"example.com": "example.com", "Example.COM": "Example.COM"}


def test_build_encodes_a_path_in_another_script_every_time_and_with_path_keeps_it() -> None:
    # URL.build encodes such a path on every call (a long one from its first
    # byte to encode) and keeps nothing; with_path keeps the last path of each
    # length with its text, and a second path of that length takes the slot.
    first, second = "/kept/ü/a b", "/kept/é/c d"  # one length
    long = "/kept/" + "a" * 40 + "/ü"  # encoded from its first byte to encode
    for path, text in (
        (first, "/kept/%C3%BC/a%20b"),
        (second, "/kept/%C3%A9/c%20d"),
        (long, "/kept/" + "a" * 40 + "/%C3%BC"),
    ):
        for _ in range(2):
            recent_paths[len(path)] = NO_PATH
            for host in ("h", "bücher.example"):
                parts: dict[str, Any] = {"scheme": "https", "host": host, "path": path}
                _assert_build_equals_its_general_path(parts)
                assert str(URL.build(**parts)).endswith(text)
            assert recent_paths[len(path)] == NO_PATH
            assert str(URL("http://o/p?q#f").with_path(path)) == f"http://o{text}?q#f"
            assert recent_paths[len(path)] == (path, text)
    # What with_path kept is its text, read back by with_path.
    assert str(URL("http://o/").with_path(second)) == "http://o/kept/%C3%A9/c%20d"
    assert recent_paths[len(first)] == (second, "/kept/%C3%A9/c%20d")
    # Longer than any slot: encoded every time, kept nowhere.
    very_long = "/ü" * RECENT_PATH_SLOTS
    _assert_build_equals_its_general_path({"scheme": "https", "host": "h", "path": very_long})
    assert str(URL("http://o/").with_path(very_long)).endswith("/%C3%BC" * RECENT_PATH_SLOTS)
    assert all(kept[0] != very_long for kept in recent_paths)

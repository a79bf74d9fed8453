"""The linear-time cases of URL and its views (see linear_time_harness).

Parsing, the normal, URI and IRI forms, the decoded views, references,
long paths, the builders and the value types on their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from href import URL, Host, InvalidURL, Path, Query
from href._resolve import remove_dot_segments
from linear_time_harness import (
    ALL_PLACES,
    DOTS,
    ESCAPES,
    HOST_UNITS,
    PARSE_UNITS,
    Case,
    Op,
    TextFunction,
    _case,
    _grid,
    _run,
    _runs,
)


def _url_method(name: str) -> TextFunction:
    return lambda text: getattr(URL(text), name)()


def _host_attribute(name: str) -> TextFunction:
    return lambda text: getattr(Host(URL(text).raw_host or ""), name)


def _url_cases() -> Iterator[Case]:
    # Parsing, on every piece in every part; str() of a parsed URL is its text.
    yield from _grid("parse", lambda t: str(URL(t)), (InvalidURL,), ALL_PLACES, PARSE_UNITS)

    # The normal form. Escapes are normalized one by one, so the path gets every
    # kind of escape, and the other parts the cheapest kinds.
    def normalize(text: str) -> object:
        return URL(text).normalize()

    yield from _grid(
        "normalize",
        normalize,
        (InvalidURL,),
        ("path",),
        ("pct", "pct41", "pctC3A4", "bidi-escapes", *DOTS, "non-ascii", "space"),
    )
    yield from _grid(
        "normalize",
        normalize,
        (InvalidURL,),
        ("scheme", "userinfo", "query", "fragment"),
        ("pct41", "non-ascii", "digits"),
    )
    yield from _grid(
        "normalize", normalize, (InvalidURL,), ("host",), ("dots", "xn--", "digits", "pct41")
    )
    yield from _grid("normalize", normalize, (InvalidURL,), ("port",), ("digits", "zeros"))

    # The URI and IRI forms.
    for name in ("to_ascii", "to_unicode"):
        yield from _grid(
            name,
            _url_method(name),
            (InvalidURL,),
            ("path",),
            ("non-ascii", "pctC3A4", "pctFF", "bidi-escapes", "pct"),
        )
        yield from _grid(
            name,
            _url_method(name),
            (InvalidURL,),
            ("userinfo", "query", "fragment"),
            ("non-ascii", "pctC3A4"),
        )
        # A non-ASCII host longer than IDNA's limits is refused by the parser:
        # what is timed for "non-ascii" there is the rejection.
        yield from _grid(
            name, _url_method(name), (InvalidURL,), ("host",), ("non-ascii", "dots", "xn--")
        )

    # Decoded views, built afresh from the text each time (they are cached).
    yield from _grid(
        "Path.segments",
        lambda t: Path(URL(t).raw_path).segments,
        (InvalidURL,),
        ("path",),
        (*ESCAPES, *DOTS, "semicolon", "colon", "at", "non-ascii"),
    )
    yield from _grid(
        "Query.items",
        lambda t: Query(URL(t).raw_query or "").items(),
        (InvalidURL,),
        ("query",),
        ("amp-eq", "eq", "amp", "semicolon", "plus", "qmark", "pct", "pct41", "non-ascii"),
    )
    for attribute in ("kind", "ascii", "unicode", "address"):
        yield from _grid(
            f"Host.{attribute}",
            _host_attribute(attribute),
            (InvalidURL,),
            ("host",),
            HOST_UNITS,
        )
    yield from _grid(
        "Host.address",
        _host_attribute("address"),
        (InvalidURL,),
        ("ip-literal",),
        ("colon", "digits", "pct41"),
    )
    yield from _grid("port", lambda t: URL(t).port, (InvalidURL,), ("port",), ("digits", "zeros"))

    # References: the pattern as a reference, and as the URL made relative.
    base = URL("http://h/a/b/c?q#f")
    yield from _grid(
        "join", base.join, (InvalidURL,), ("path",), (*DOTS, "pct", "colon", "semicolon")
    )
    yield from _grid(
        "join",
        base.join,
        (InvalidURL,),
        ("query", "fragment", "scheme"),
        ("dotdot-seg", "colon"),
    )
    yield from _grid(
        "relative_to",
        lambda t: URL(t).relative_to(base),
        (InvalidURL,),
        ("path",),
        (*DOTS, "pct41", "non-ascii"),
    )
    yield from _grid(
        "relative_to",
        lambda t: URL(t).relative_to(base),
        (InvalidURL,),
        ("query", "fragment", "userinfo", "host"),
        ("dots", "slashes"),
    )


def _idna_cases() -> Iterator[Case]:
    # idna before 3.14 checked each middle dot against the label up to a Han
    # character: quadratic (CVE-2026-45409). The host is refused; in time.
    def dots_then_han(size: int) -> Op:
        text = "http://" + "\u30fb" * size + "\u6f22/"
        return lambda: URL(text)

    yield _case("parse-host-katakana-middle-dots-then-han", dots_then_han, InvalidURL)

    def host_dots_then_han(size: int) -> Op:
        text = "\u30fb" * size + "\u6f22"
        return lambda: Host(text)

    yield _case("Host-katakana-middle-dots-then-han", host_dots_then_han, InvalidURL)


def _long_path_cases() -> Iterator[Case]:
    def join_climbing(size: int) -> Op:
        base = URL("http://h/" + "a/" * (size // 2))
        reference = "../" * (size // 3) + "g"
        return lambda: base.join(reference)

    yield _case("join-long-base-climbing-reference", join_climbing)

    def join_dots(size: int) -> Op:
        base = URL("http://h/" + "a/" * (size // 2))
        reference = "./" * (size // 2) + "g/."
        return lambda: base.join(reference)

    yield _case("join-long-base-dot-reference", join_dots)

    def relative_deep(size: int) -> Op:
        common = "a/" * (size // 4)
        target = URL(f"http://h/{common}x")
        base = URL(f"http://h/{common}{'b/' * (size // 4)}y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-long-common-prefix", relative_deep)

    def relative_apart(size: int) -> Op:
        target = URL("http://h/" + "a/" * (size // 4) + "x")
        base = URL("http://h/" + "b/" * (size // 4) + "y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-long-paths-apart", relative_apart)

    def relative_dots(size: int) -> Op:
        target = URL("http://h/" + "a/./../" * (size // 7) + "x")
        base = URL("http://h/b/y")
        return lambda: target.relative_to(base)

    yield _case("relative_to-dot-segments", relative_dots)

    for unit in ("dot-seg", "slash-dotdot", "dotdot-seg", "slashes"):

        def dot_path(size: int, unit: str = unit) -> Op:
            path = "/" + _run(unit, size)
            return lambda: remove_dot_segments(path)

        yield _case(f"remove_dot_segments-{unit}", dot_path)

    def relative_dot_path(size: int) -> Op:
        path = "../" * (size // 6) + "./" * (size // 4)
        return lambda: remove_dot_segments(path)

    yield _case("remove_dot_segments-relative-dots", relative_dot_path)

    def alternating(size: int) -> Op:
        path = "/a/./b/.." * (size // 9)
        return lambda: remove_dot_segments(path)

    yield _case("remove_dot_segments-alternating", alternating)

    def parent_of_long_path(size: int) -> Op:
        url = URL("http://h/" + "a/" * (size // 2) + "b?q")
        return lambda: url.parent

    yield _case("parent-long-path", parent_of_long_path)


def _builder_cases() -> Iterator[Case]:
    base = URL("http://u@h:1/p?x=1&y=2#f")

    for unit in ("pct", "non-ascii", "qmark", "hash", "space"):

        def append(size: int, unit: str = unit) -> Op:
            value = "a/" * (size // 4) + _run(unit, size // 2)
            return lambda: str(base / value)

        yield _case(f"truediv-{unit}", append, ValueError)

    def append_dotdot(size: int) -> Op:
        value = "a/" * (size // 2) + ".."  # refused, after a megabyte of segments
        return lambda: str(base / value)

    yield _case("truediv-refused-dotdot", append_dotdot, ValueError)

    def child_many(size: int) -> Op:
        segments = ["a"] * (size // 2)
        return lambda: str(base.child(*segments))

    yield _case("child-many-segments", child_many, ValueError)

    for unit in ("slashes", "pct", "dotdot-seg"):

        def child_long(size: int, unit: str = unit) -> Op:
            segment = _run(unit, size)
            return lambda: str(base.child(segment))

        yield _case(f"child-{unit}", child_long, ValueError)

    for unit in ("pct", "qmark", "dotdot-seg", "slashes", "non-ascii"):

        def with_path(size: int, unit: str = unit) -> Op:
            value = _run(unit, size)
            return lambda: str(base.with_path(value))

        yield _case(f"with_path-{unit}", with_path, ValueError)

    for unit in ("pct", "amp-eq", "hash", "non-ascii", "space"):

        def with_query_text(size: int, unit: str = unit) -> Op:
            value = _run(unit, size)
            return lambda: str(base.with_query(value))

        yield _case(f"with_query-text-{unit}", with_query_text, ValueError)

    def with_query_mapping(size: int) -> Op:
        mapping = {f"k{i}": "v" for i in range(size // 8)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-many-names", with_query_mapping)

    def with_query_value(size: int) -> Op:
        mapping = {"k": _run("amp-eq", size)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-long-value", with_query_value)

    def with_query_list(size: int) -> Op:
        mapping = {"k": ["v"] * (size // 4)}
        return lambda: str(base.with_query(mapping))

    yield _case("with_query-long-list", with_query_list)

    def long_query_url(size: int) -> URL:
        return URL("http://h/?" + "&".join(f"k{i}=1" for i in range(size // 8)))

    def update_one(size: int) -> Op:
        url = long_query_url(size)
        return lambda: str(url.update_query({"k0": "x", "new": "y"}))

    yield _case("update_query-long-query", update_one)

    def update_all(size: int) -> Op:
        url = long_query_url(size)
        mapping = {f"k{i}": "2" for i in range(size // 8)}
        return lambda: str(url.update_query(mapping))

    yield _case("update_query-every-name", update_all)

    def update_new_names(size: int) -> Op:
        # Names not in the query: looking each one up in the text is a square.
        url = long_query_url(size)
        mapping = {f"n{i}": "2" for i in range(size // 8)}
        return lambda: str(url.update_query(mapping))

    yield _case("update_query-every-name-new", update_new_names)

    def update_repeated(size: int) -> Op:
        url = URL("http://h/?" + "a=1&" * (size // 4))
        return lambda: str(url.update_query(a="x"))

    yield _case("update_query-repeated-name", update_repeated)

    # A dict's one name searched for in the query's text: every piece its
    # pair, every piece a longer name that the search meets, every name to
    # decode.
    def update_searched(piece: str, name: str) -> Callable[[int], Op]:
        def op(size: int) -> Op:
            url = URL("http://h/?" + "&".join([piece] * (size // (len(piece) + 1))))
            return lambda: str(url.update_query({name: "x"}))

        return op

    yield _case("update_query-dict-every-piece", update_searched("a=1", "a"))
    yield _case("update_query-dict-longer-names", update_searched("ab=1", "a"))
    yield _case("update_query-dict-names-to-decode", update_searched("a%62=1", "ab"))

    def modulo(size: int) -> Op:
        url = long_query_url(size)
        mapping = {f"k{i}": "2" for i in range(0, size // 8, 2)}
        return lambda: str(url % mapping)

    yield _case("mod-every-other-name", modulo)

    def modulo_value(size: int) -> Op:
        mapping = {"q": _run("amp-eq", size)}
        return lambda: str(base % mapping)

    yield _case("mod-long-value", modulo_value)

    def extend(size: int) -> Op:
        url = long_query_url(size)
        pairs = [("k", "v")] * (size // 8)
        return lambda: str(url.extend_query(pairs))

    yield _case("extend_query-many-pairs", extend)

    def without(size: int) -> Op:
        url = long_query_url(size)
        names = [f"k{i}" for i in range(0, size // 8, 2)]
        return lambda: str(url.without_query_params(*names))

    yield _case("without_query_params-many-names", without)

    for method, unit in (
        ("with_fragment", "hash"),
        ("with_fragment", "pct"),
        ("with_user", "at"),
        ("with_user", "colon"),
        ("with_password", "at"),
        ("with_name", "pct"),
        ("with_name", "slashes"),
        ("with_host", "dots"),
        ("with_host", "colon"),
        ("with_host", "non-ascii"),
        ("with_host", "slashes"),
        ("with_scheme", "dots"),
        ("with_scheme", "pct"),
    ):

        def with_part(size: int, method: str = method, unit: str = unit) -> Op:
            value = _run(unit, size)
            build = getattr(base, method)
            return lambda: str(build(value))

        yield _case(f"{method}-{unit}", with_part, ValueError)

    def with_suffix(size: int) -> Op:
        suffix = "." + _run("pct", size)
        url = URL("http://h/a.b")
        return lambda: str(url.with_suffix(suffix))

    yield _case("with_suffix-pct", with_suffix, ValueError)

    def build(size: int) -> Op:
        value = _run("pct", size // 4)
        return lambda: str(
            URL.build(
                scheme="http",
                user=value,
                host="h",
                path=value,
                query={"q": value},
                fragment=value,
            )
        )

    yield _case("build-every-part", build)


def _value_cases() -> Iterator[Case]:
    # Each value type parses and prints on its own.
    yield from _runs("Host", Host, (InvalidURL,), (*HOST_UNITS, "lbracket", "colon", "at"))
    yield from _runs(
        "Path", lambda t: Path(t).segments, (InvalidURL,), ("pct41", *DOTS, "qmark", "hash")
    )
    yield from _runs(
        "Query",
        lambda t: Query(t).items(),
        (InvalidURL,),
        ("amp-eq", "eq", "amp", "pct", "plus", "hash"),
    )

    def lookup(size: int) -> Op:
        text = "a=1&" * (size // 4)
        return lambda: Query(text).getall("b")

    yield _case("Query.getall-missing-name", lookup)

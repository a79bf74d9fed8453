"""The fuzz targets of fuzz/checks.py, driven by hypothesis; and the fuzzers' findings.

The atheris fuzzers (``python fuzz/run.py``, see fuzz/README.md) and these tests run the
same target functions: atheris feeds them libFuzzer's bytes, this module hypothesis's
draws, a few hundred examples a target (``HREF_FUZZ_SMOKE_EXAMPLES`` sets how many), with
a fixed seed so that the suite's result does not depend on the run. Every finding of a
fuzzer is a plain example below, marked ``xfail(strict=True)`` until its fix lands.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path as FilePath

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL

# fuzz/ is not on the test path; the repository root holds it.
sys.path.append(str(FilePath(__file__).resolve().parent.parent))

from fuzz.checks import KNOWN_FINDINGS, TARGETS, Ignored, Source, ignoring

EXAMPLES = int(os.environ.get("HREF_FUZZ_SMOKE_EXAMPLES") or examples(300))


class DrawSource:
    """A :class:`fuzz.checks.Source` that draws from hypothesis (which then shrinks)."""

    def __init__(self, data: st.DataObject) -> None:
        self._data = data

    def integer(self, low: int, high: int) -> int:
        return self._data.draw(st.integers(low, high))

    def boolean(self) -> bool:
        return self._data.draw(st.booleans())

    def text(self, max_chars: int) -> str:
        return self._data.draw(st.text(max_size=max_chars))

    def binary(self, max_bytes: int) -> bytes:
        return self._data.draw(st.binary(max_size=max_bytes))

    def literal(self) -> str | None:
        return None


def test_draw_source_is_a_source() -> None:
    source: Source = DrawSource.__new__(DrawSource)
    assert source.literal() is None


@pytest.mark.parametrize("name", sorted(TARGETS))
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_fuzz_target(name: str, data: st.DataObject) -> None:
    with ignoring(KNOWN_FINDINGS), contextlib.suppress(Ignored):
        TARGETS[name](DrawSource(data))


# --- findings --------------------------------------------------------------------------------
# Each test is the minimal input of one finding, calling href directly; the reason names the
# fuzz target and check that found it. The smoke tests above pass over these findings
# (fuzz.checks.KNOWN_FINDINGS) so that they keep checking everything else: with the fix,
# remove the mark here and the pattern there.

# A reference without a scheme whose first segment holds ":" parses (leniently), but every
# operation that recomposes it refuses it: "the path ':' would read as a scheme".


def test_normalize_of_reference_with_colon_in_first_segment() -> None:
    url = URL(":")
    assert url.normalize() == url.normalize().normalize()


def test_equivalent_of_reference_with_colon_in_first_segment() -> None:
    assert URL("1a:b").equivalent("1a:b")


def test_to_unicode_of_reference_with_colon_in_first_segment() -> None:
    assert str(URL("1a:b").to_unicode()) == "1a:b"


def test_to_ascii_of_reference_with_colon_in_first_segment() -> None:
    assert str(URL("é:").to_ascii()).isascii()


def test_parent_of_reference_with_colon_in_first_segment() -> None:
    assert URL(":/x").parent.path.segments == (":",)


# Builders given a lone surrogate (a str, but not encodable as UTF-8) raise the codec's bare
# UnicodeEncodeError, which names no argument, where with_query(str), normalize() and
# to_ascii() write the same character as %ED%A0%80.
_SURROGATE = "\ud800"


@pytest.mark.parametrize(
    "build",
    [
        pytest.param(lambda u: u.with_user(_SURROGATE), id="with_user"),
        pytest.param(lambda u: u.with_password(_SURROGATE), id="with_password"),
        pytest.param(lambda u: u.with_path(_SURROGATE), id="with_path"),
        pytest.param(lambda u: u.with_fragment(_SURROGATE), id="with_fragment"),
        pytest.param(lambda u: u.with_name(_SURROGATE), id="with_name"),
        pytest.param(lambda u: u / _SURROGATE, id="truediv"),
        pytest.param(lambda u: u.child(_SURROGATE), id="child"),
        pytest.param(lambda u: u.with_query({"a": _SURROGATE}), id="with_query"),
        pytest.param(lambda u: u.update_query({_SURROGATE: "1"}), id="update_query"),
        pytest.param(lambda u: u.extend_query([("a", _SURROGATE)]), id="extend_query"),
    ],
)
def test_builders_given_a_lone_surrogate(build: Callable[[URL], URL]) -> None:
    url = URL("http://h/p")
    try:
        build(url)
    except ValueError as error:
        assert not isinstance(error, UnicodeError), repr(error)


# with_name() and with_suffix() on a reference without scheme or host do not escape ":" in
# what becomes the first segment, so the result has a scheme: structure injection.


def test_with_name_cannot_inject_a_scheme() -> None:
    result = URL("x").with_name("javascript:alert(1)")
    assert result.scheme is None
    assert result.path.name == "javascript:alert(1)"


def test_with_suffix_cannot_inject_a_scheme() -> None:
    result = URL("a").with_suffix(".x:y")
    assert result.scheme is None
    assert result.path.name == "a.x:y"


def test_to_unicode_of_a_label_host_with_underscore_label() -> None:
    url = URL("http://xn--bcher-kva.a_b/")
    assert url.to_unicode().equivalent(url)


def test_truediv_empty_segment_on_empty_rootless_path() -> None:
    url = URL("https:")
    try:
        result = url / ""
    except ValueError:
        return
    assert result.path.segments[-1:] == ("",)


def test_relative_to_with_dot_segments_is_no_longer_than_the_url() -> None:
    target, base = URL("s:/./é"), URL("t:x")
    reference = target.relative_to(base)
    assert base.join(reference).equivalent(target)
    assert len(str(reference)) <= len(str(target))


# Found by the long campaign of 2026-11-21 (fuzz/results/2026-11-21.md).


def test_normalize_decodes_an_escape_that_makes_a_label_of_an_ascii_name() -> None:
    # "%2e" decoded is "." and splits off the label "xn--a", which is no A-label:
    # an ASCII name is taken as it is (the URL Standard's 2026 rule), so the
    # dot is decoded like any unreserved character (RFC 3986 6.2.2.2).
    url = URL("//xn--bcher-kva.example.%2exn--a")
    assert str(url.normalize()) == "//xn--bcher-kva.example..xn--a"
    assert url.normalize().normalize() == url.normalize()


def test_repr_masks_the_password_and_only_the_password() -> None:
    # The same text later in the query is not the password, and stays as written.
    url = URL("https://user:pw@h/?next=https://user:pw@h")
    assert repr(url) == "URL('https://user:********@h/?next=https://user:pw@h')"


def test_relative_to_is_never_longer_than_the_url_it_reaches_exactly() -> None:
    # The URL's own text is a candidate like any other: a longer "../" path loses to it.
    url = URL("p:s/cc/b/c/d|p?q")
    reference = url.relative_to("p:s/ca/b/c/d|1?q")
    assert reference == url
    assert URL("p:s/ca/b/c/d|1?q").join(reference) == url


@pytest.mark.parametrize("host", ["xn--", "xn--a", "XN--ZZ.example"])
def test_builders_give_urls_that_read_back_whatever_the_a_labels(host: str) -> None:
    # Found by the campaign: URL.build() wrote a host that URL() then refused.
    # Since the URL Standard's 2026 rule both take an ASCII name as it is.
    for url in (URL.build(scheme="https", host=host), URL("https://h/").with_host(host)):
        assert url.raw_host == host
        assert URL(str(url)) == url


def test_with_query_text_refuses_a_lone_surrogate() -> None:
    # Found by the campaign: the text was written as %ED%B8%80, a UTF-8 form the
    # character does not have; a query given as text now refuses it as values do.
    with pytest.raises(ValueError, match=r"^invalid query 'a\\udc00': '\\udc00' at position 1"):
        URL("http://h/").with_query("a\udc00")

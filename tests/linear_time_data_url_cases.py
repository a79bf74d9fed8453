"""The linear-time cases of data: URLs (see linear_time_harness).

Reading (the URL parser's reading, the processor, MIME Sniffing's parser,
forgiving-base64) and writing, on a payload of each kind and on media types
and bodies built of one troublesome piece.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from href import URL, InvalidURL
from href._base64 import forgiving_base64_decode
from href._mime import parse_mime_type
from linear_time_harness import Case, Op, _case


def _read(text: str) -> Callable[[], object]:
    url = URL(text)
    return url.data


def _data_url_cases() -> Iterator[Case]:
    # A payload as the web writes it: base64 (the fast path), percent-encoded
    # binary, text with spaces and non-ASCII (the URL parser's path).
    def base64_payload(size: int) -> Op:
        return _read("data:application/octet-stream;base64," + "QUJD" * (size // 4))

    yield _case("data-base64-payload", base64_payload)

    def percent_payload(size: int) -> Op:
        return _read("data:," + "%FF" * (size // 3))

    yield _case("data-percent-payload", percent_payload)

    def text_payload(size: int) -> Op:
        return _read("data:text/plain;charset=UTF-8,a \u00e9?" * (size // 5))

    yield _case("data-text-payload-parsed", text_payload)

    # Bodies the processor refuses: the refusal and its message are linear too.
    def base64_refused(size: int) -> Op:
        return _read("data:;base64," + "QUJD" * (size // 4) + "*")

    yield _case("data-base64-stray-at-end", base64_refused, InvalidURL)

    def base64_whitespace(size: int) -> Op:
        return _read("data:;base64," + "QU%20JD%09" * (size // 10))

    yield _case("data-base64-spaced", base64_whitespace)

    # Media types of many parameters, long quoted values, many spaces before base64.
    for name, piece in (
        ("params", ";a=b"),
        ("semicolons", ";"),
        ("names-only", ";ab"),
        ("same-name", ";a=1"),
    ):

        def media_type(size: int, piece: str = piece) -> Op:
            return _read("data:text/plain" + piece * (size // len(piece)) + ",x")

        yield _case(f"data-media-type-{name}", media_type)

    def quoted_pairs(size: int) -> Op:
        return _read('data:text/plain;a="' + "\\%22" * (size // 4) + '",x')

    yield _case("data-media-type-quoted-pairs", quoted_pairs)

    def spaces_before_base64(size: int) -> Op:
        return _read("data:text/plain;" + " " * size + "base64,QUJD")

    yield _case("data-spaces-before-base64", spaces_before_base64)

    def no_comma(size: int) -> Op:
        return _read("data:text/plain;a=" + "b" * size)

    yield _case("data-no-comma", no_comma, InvalidURL)

    # The primitives on their own.
    def mime_quoted(size: int) -> Op:
        text = 'a/b;c="' + '\\"' * (size // 2)
        return lambda: parse_mime_type(text)

    yield _case("parse_mime_type-quoted-escapes", mime_quoted)

    def forgiving_spaced(size: int) -> Op:
        text = "QU JD\t" * (size // 6)
        return lambda: forgiving_base64_decode(text)

    yield _case("forgiving_base64_decode-spaced", forgiving_spaced)

    # Writing: URL.from_data of a payload, each way.
    for base64 in (True, False):

        def write(size: int, base64: bool = base64) -> Op:
            body = bytes(range(256)) * (size // 256)
            return lambda: URL.from_data(body, "image/png", base64=base64)

        yield _case(f"from_data-{'base64' if base64 else 'percent'}", write)

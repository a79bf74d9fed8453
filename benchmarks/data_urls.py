"""What a data: URL costs: ``URL.data()`` and ``URL.from_data()`` against a plain loop.

    python benchmarks/data_urls.py [--rounds N] [--quick]

The peer is what code without href writes: split at the first ``,``, then
``base64.b64decode`` or ``urllib.parse.unquote_to_bytes`` for the body, and
the reverse with ``b64encode`` or ``quote_from_bytes``. It reads what it is
given without the Fetch Standard's steps (no URL parser's reading, no MIME
type parsing, strict base64, no check of the media type written), so it is
the floor of the work, not a conformant peer. The inputs are what the web
puts in data: URLs: icons (PNG-sized payloads of 200 B to 4 kB, in base64),
inline SVG of about 1 kB (percent-encoded), and one 10 MB payload (base64).
Medians of the rounds, CPU time, in microseconds a call.
"""

from __future__ import annotations

import argparse
import base64
import random
import statistics
import time
import urllib.parse
from collections.abc import Callable, Sequence
from typing import TypeVar

from href import URL

_T = TypeVar("_T")

_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">'
    '<path fill="#1a73e8" d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 '
    '2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8zm-1-13h2v6h-2zm0 8h2v2h-2z"/>'
    '<circle cx="12" cy="12" r="3" stroke="#ea4335" stroke-width="2" fill="none"/>'
    '<text x="4" y="22" font-family=\'Helvetica, Arial\' font-size="3">Zoë &amp; co</text>'
) * 2


def _icons(count: int) -> list[bytes]:
    generator = random.Random(40)  # noqa: S311 - payloads, not secrets
    return [generator.randbytes(generator.randint(200, 4000)) for _ in range(count)]


def plain_read(text: str) -> tuple[str, bytes]:
    """The loop a user writes: media type before the first ",", the body decoded after it."""
    head, _, body = text.partition(",")
    media_type = head[5:]
    if media_type.endswith(";base64"):
        return media_type[:-7], base64.b64decode(body)
    return media_type, urllib.parse.unquote_to_bytes(body)


def plain_write(body: bytes, media_type: str, *, base64_body: bool) -> str:
    """The loop a user writes to make one."""
    if base64_body:
        return f"data:{media_type};base64,{base64.b64encode(body).decode('ascii')}"
    return f"data:{media_type},{urllib.parse.quote_from_bytes(body, safe='/:=')}"


def _per_call(function: Callable[[], object], rounds: int, loops: int) -> float:
    """Median seconds a call of ``function``, over ``rounds`` of ``loops`` calls."""
    times = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(loops):
            function()
        times.append((time.process_time() - start) / loops)
    return statistics.median(times)


def _each(function: Callable[[_T], object], items: Sequence[_T]) -> Callable[[], object]:
    """A call of ``function`` on every item: timed as one call, reported per item."""

    def run() -> None:
        for item in items:
            function(item)

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="3 rounds")
    args = parser.parse_args()
    rounds = 3 if args.quick else args.rounds
    icons = _icons(50)
    svg = _SVG.encode("utf-8")
    big = random.Random(10).randbytes(10_000_000)  # noqa: S311 - a payload
    icon_texts = [plain_write(icon, "image/png", base64_body=True) for icon in icons]
    icon_urls = [URL(text) for text in icon_texts]
    svg_url = URL.from_data(svg, "image/svg+xml", base64=False)
    big_text = plain_write(big, "application/octet-stream", base64_body=True)
    big_url = URL(big_text)
    # Both read the same bytes back, so both do the same job.
    assert [url.data().body for url in icon_urls] == icons
    assert svg_url.data().body == svg == plain_read(str(svg_url))[1]
    assert big_url.data().body == big == plain_read(big_text)[1]

    def write_icon(body: bytes) -> str:
        return plain_write(body, "image/png", base64_body=True)

    def write_svg(body: bytes) -> str:
        return plain_write(body, "image/svg+xml", base64_body=False)

    # label, plain, href, calls a timed call makes, timed calls a round
    rows: list[tuple[str, Callable[[], object], Callable[[], object], int, int]] = [
        (
            "read: icons, base64",
            _each(plain_read, icon_texts),
            _each(URL.data, icon_urls),
            len(icons),
            40,
        ),
        (
            "read: inline SVG, percent",
            lambda: plain_read(str(svg_url)),
            svg_url.data,
            1,
            2000,
        ),
        (
            "write: icons, base64",
            _each(write_icon, icons),
            _each(lambda body: URL.from_data(body, "image/png"), icons),
            len(icons),
            40,
        ),
        (
            "write: inline SVG, percent",
            lambda: write_svg(svg),
            lambda: URL.from_data(svg, "image/svg+xml", base64=False),
            1,
            2000,
        ),
        ("read: 10 MB, base64", lambda: plain_read(big_text), big_url.data, 1, 1),
        (
            "write: 10 MB, base64",
            lambda: plain_write(big, "application/octet-stream", base64_body=True),
            lambda: URL.from_data(big, "application/octet-stream"),
            1,
            1,
        ),
    ]
    print(f"{'operation':28} {'plain':>9} {'href':>9} {'ratio':>6}  (µs a call)")
    for label, plain, ours, per_call, loops in rows:
        plain_time = _per_call(plain, rounds, loops) / per_call * 1e6
        href_time = _per_call(ours, rounds, loops) / per_call * 1e6
        print(f"{label:28} {plain_time:9.1f} {href_time:9.1f} {href_time / plain_time:6.2f}")


if __name__ == "__main__":
    main()

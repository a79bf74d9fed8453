"""``href parse``'s rows for what people should see: the display form, and why."""

from __future__ import annotations

from href._idn_display import labels_shown
from href._url import URL

__all__ = ["display_rows"]


def display_rows(url: URL, mask: str) -> list[tuple[str, str]]:
    """``url.display()`` (its password as ``mask``), and each host label it shows as an A-label.

    >>> for label, text in display_rows(URL("https://xn--pple-43d.com/"), "***"):
    ...     print(f"{label}: {text}")
    display: 'https://xn--pple-43d.com/'
      not shown: 'аpple' as 'xn--pple-43d': it mixes the scripts Cyrillic, Latin
    """
    shown = url if url.raw_password is None else url.with_password(mask)
    rows = [("display", repr(shown.display()))]
    host = url.host
    if host is not None and not host.unicode.isascii() and "%" not in host.unicode:
        rows += [
            ("  not shown", f"{label!r} as {ascii_label!r}: it {refusal}")
            for label, ascii_label, refusal in labels_shown(host.unicode, host.ascii)
            if refusal is not None
        ]
    return rows

"""href.arrow's display column: each URL as people should see it, for reports."""

from __future__ import annotations

import pyarrow as pa

from href._url import URL
from href.arrow._columns import ArrowStrings, strings, texts

__all__ = ["display"]


def display(urls: ArrowStrings) -> pa.StringArray:
    """Return each URL's :meth:`URL.display`: Unicode where a browser's IDN policy allows.

    A host label that could pass for another (``xn--pple-43d``, ``аpple``
    with a Cyrillic ``а``) stays an A-label; the rest is decoded as
    :meth:`URL.to_unicode` decodes it. Null for a null row and for a row
    that does not parse (``parse`` says why).

    >>> import pyarrow as pa
    >>> rows = ["https://xn--pple-43d.com/a", "https://xn--bcher-kva.de/%C3%A4", "http://h:x/"]
    >>> display(pa.array([*rows, None])).to_pylist()
    ['https://xn--pple-43d.com/a', 'https://bücher.de/ä', None, None]
    """
    out: list[str | None] = []
    append = out.append
    for text in texts(urls, "display()"):
        if text is None:
            append(None)
            continue
        try:
            append(URL(text).display())
        except ValueError:  # InvalidURL is one: the row's failure, which parse() explains
            append(None)
    return strings(out)

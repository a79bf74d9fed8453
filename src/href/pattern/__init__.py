"""Match URLs as browsers do: the WHATWG URL Pattern Standard's ``URLPattern``.

A pattern is a URL whose components may hold named groups (``:id``),
wildcards (``*``), regular expressions (``(\\\\d+)``), optional and repeated
parts (``{/:page}?``); it is matched against a whole URL, component by
component, each read by the URL Standard (:mod:`href.whatwg`):

>>> from href.pattern import URLPattern
>>> books = URLPattern("https://*.example.com/books/:id(\\\\d+)")
>>> books.exec("https://shop.example.com/books/42?ref=home").pathname.groups
{'id': '42'}
>>> books.test("https://shop.example.com/books/forty-two")
False
"""

from __future__ import annotations

from href.pattern._errors import URLPatternError
from href.pattern._result import URLPatternComponentResult, URLPatternInput, URLPatternResult
from href.pattern._urlpattern import URLPattern

__all__ = [
    "URLPattern",
    "URLPatternComponentResult",
    "URLPatternError",
    "URLPatternInput",
    "URLPatternResult",
]

"""URLs by the column: href's functions over Arrow arrays (extra ``href[arrow]``).

Each function takes a column of URL text (a pyarrow array, or anything with
the Arrow C data interface: a Polars Series, a pandas Series backed by
pyarrow) and gives an Arrow array, one value a row. None raises for a row:
:func:`parse` puts href's message in its ``error`` field, and the others give
null where a row fails (``parse`` says why). Each maps to a column of
Common Crawl's URL index:

==============================================  ==========================================
href.arrow                                      Common Crawl index column
==============================================  ==========================================
``parse(...).field("scheme")``                  ``url_protocol``
``parse(...).field("port")``                    ``url_port`` (as written, a string)
``parse(...).field("path")``                    ``url_path``
``parse(...).field("query")``                   ``url_query``
``host_key``                                    ``url_host_name``
``reversed_host``                               ``url_host_name_reversed``
``public_suffix(section="icann")``              ``url_host_registry_suffix``
``registrable_domain(section="icann")``         ``url_host_registered_domain``
``public_suffix(section="private")``            ``url_host_private_suffix``
``registrable_domain(section="private")``       ``url_host_private_domain``
``surt(www="package")``                         ``url_surtkey``
``normalize(profile=...)``                      ``url`` (a canonical form of it)
``display``                                     (none: the URL as people should see it)
==============================================  ==========================================

:func:`validation_errors` has no Common Crawl column: it lists each row's
URL Standard validation errors (name, span, fatal), to count them by kind.

>>> import pyarrow as pa
>>> from href import arrow
>>> arrow.host_key(pa.array(["https://WWW.Example.com/a"])).to_pylist()
['www.example.com']
"""

from __future__ import annotations

try:
    import pyarrow as _pyarrow  # noqa: F401 - checked here, for a message that names the extra
except ImportError:  # pragma: no cover - the extra is installed for the tests
    msg = "href.arrow needs pyarrow: pip install 'href[arrow]'"
    raise ImportError(msg) from None

from href.arrow._columns import ArrowStrings
from href.arrow._display import display
from href.arrow._keys import (
    host_key,
    normalize,
    public_suffix,
    registrable_domain,
    reversed_host,
    surt,
)
from href.arrow._parse import FIELDS, parse
from href.arrow._pattern import pattern_exec, pattern_test, pattern_type
from href.arrow._validation import VALIDATION_ERROR, validation_errors

__all__ = [
    "FIELDS",
    "VALIDATION_ERROR",
    "ArrowStrings",
    "display",
    "host_key",
    "normalize",
    "parse",
    "pattern_exec",
    "pattern_test",
    "pattern_type",
    "public_suffix",
    "registrable_domain",
    "reversed_host",
    "surt",
    "validation_errors",
]

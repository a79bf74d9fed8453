"""href: an immutable, fully typed, lossless URL value type.

>>> from href import URL
>>> url = URL("https://api.example.com/v1") / "users" / "42" % {"page": 2}
>>> str(url)
'https://api.example.com/v1/users/42?page=2'
"""

from __future__ import annotations

from href._data_url import DataURL
from href._errors import InvalidURL
from href._host import Host, HostKind
from href._path import Path
from href._query import Query
from href._url import URL

__all__ = ["URL", "DataURL", "Host", "HostKind", "InvalidURL", "Path", "Query"]

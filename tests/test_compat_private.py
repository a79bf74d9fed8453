"""The private helpers the standard library calls give what urllib.parse's give, quietly.

Each call runs against both modules (compat_harness.assert_same) where this
version's urllib.parse has the name; pytest turns any warning into an error, so
these pass only if the private twins stay as silent as urllib.parse's.
"""

from __future__ import annotations

import urllib.parse
from types import ModuleType

import pytest

import href.compat
from compat_harness import assert_same

# name, arguments: the shapes urllib.request, xmlrpc.client, mimetypes and
# urllib.robotparser pass.
CALLS = [
    # urllib.request.Request and mimetypes.guess_type
    pytest.param("_splittype", ("http://example.com/a.txt",), id="splittype-http"),
    pytest.param("_splittype", ("HTTP://h/p",), id="splittype-upper"),
    pytest.param("_splittype", ("/no/scheme",), id="splittype-none"),
    pytest.param("_splittype", ("data:text/plain,x",), id="splittype-data"),
    # urllib.request: the authority and the path
    pytest.param("_splithost", ("//h:80/p?q",), id="splithost-port"),
    pytest.param("_splithost", ("//h?q",), id="splithost-query"),
    pytest.param("_splithost", ("/local/path",), id="splithost-none"),
    # xmlrpc.client and urllib.request: credentials
    pytest.param("_splituser", ("user:pass@host:8080",), id="splituser-both"),
    pytest.param("_splituser", ("a@b@h",), id="splituser-last-at"),
    pytest.param("_splituser", ("host",), id="splituser-none"),
    pytest.param("_splitpasswd", ("user:pa:ss",), id="splitpasswd"),
    pytest.param("_splitpasswd", ("user",), id="splitpasswd-none"),
    pytest.param("_splitport", ("h:80",), id="splitport"),
    pytest.param("_splitport", ("h:",), id="splitport-empty"),
    pytest.param("_splitport", ("[::1]:x",), id="splitport-not-digits"),
    pytest.param("_splitnport", ("h:80",), id="splitnport"),
    pytest.param("_splitnport", ("h", 21), id="splitnport-default"),
    pytest.param("_splitnport", ("h:x",), id="splitnport-bad"),
    pytest.param("_splitquery", ("/p?a?b",), id="splitquery"),
    pytest.param("_splittag", ("/p#a#b",), id="splittag"),
    pytest.param("_splitattr", ("/f;type=a;x",), id="splitattr"),
    pytest.param("_splitvalue", ("type=a",), id="splitvalue"),
    pytest.param("_splitvalue", ("type",), id="splitvalue-none"),
    pytest.param("_to_bytes", ("http://h/",), id="to_bytes"),
    pytest.param("_to_bytes", ("http://h/\xe6",), id="to_bytes-non-ascii"),
    # 3.14+'s urllib.robotparser: an empty query stays apart from none
    pytest.param("_urlsplit", ("http://h/a?", ""), id="urlsplit-empty-query"),
    pytest.param("_urlsplit", ("/robots.txt",), id="urlsplit-path"),
    pytest.param("_urlsplit", (" HTTP://h/a#f", None, False), id="urlsplit-no-fragments"),
    pytest.param("_urlsplit", ("http://[::1]x/",), id="urlsplit-bad-brackets"),
    pytest.param("_urlunsplit", (None, None, "/a", "", None), id="urlunsplit-empty-query"),
    pytest.param("_urlunsplit", ("http", "", "//p", None, ""), id="urlunsplit-empty-netloc"),
    pytest.param("_urlunsplit", (None, None, "//p", None, None), id="urlunsplit-slashes"),
]


@pytest.mark.parametrize(("name", "args"), CALLS)
def test_private_helper_answers_as_urllib_parse(name: str, args: tuple[object, ...]) -> None:
    if not hasattr(urllib.parse, name):
        # Not this version's urllib.parse (_urlsplit: 3.14+); the helper still
        # answers by the newest version's rule, for a caller written for it.
        assert callable(getattr(href.compat, name))
        return

    def call(module: ModuleType) -> object:
        return getattr(module, name)(*args)

    assert_same(call)


def test_urlsplit_private_keeps_what_is_absent_apart_from_what_is_empty() -> None:
    urlsplit = vars(href.compat)["_urlsplit"]  # private: no name that mypy may import
    split = urlsplit("http://h/a?", "")
    assert split == ("http", "h", "/a", "", None)


def test_private_helpers_are_not_in_all() -> None:
    assert not [name for name in href.compat.__all__ if name.startswith("_")]

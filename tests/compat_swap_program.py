"""Use the standard library's URL readers, with href.compat as urllib.parse or without.

``python compat_swap_program.py swap DIR`` puts href.compat in urllib.parse's place
for the whole process (docs/migration.md's recipe) before anything imports the real
one; ``real DIR`` does not. Either way the program then imports and uses
urllib.request, http.cookiejar, urllib.robotparser, mimetypes, xmlrpc.client and
email, and prints what they answered as one JSON object, for
tests/test_compat_swap.py to compare. DIR is a folder to write a file in.
Nothing here may import urllib.parse (pathlib does) before the swap.
"""

# ruff: noqa: PLC0415 - each module is imported after the swap, which is the point

from __future__ import annotations

import json
import os
import sys
from typing import Any, cast


def swap() -> None:
    """Make every later ``import urllib.parse`` (and ``urllib.parse.x``) reach href.compat."""
    assert "urllib.parse" not in sys.modules, "urllib.parse was imported before the swap"
    import urllib  # the package alone: its __init__ imports nothing

    import href.compat

    sys.modules["urllib.parse"] = href.compat
    # Code that says urllib.parse.name reads the package's attribute, which the
    # import system sets only when it loads the submodule itself.
    urllib.parse = href.compat  # type: ignore[attr-defined]  # not the real module, on purpose


def where_urllib_parse_is() -> dict[str, object]:
    """Say which module urllib.parse is, for each way of reaching it."""
    import urllib
    import urllib.request

    real = [
        name
        for name, module in list(sys.modules.items())
        if (getattr(module, "__file__", None) or "").endswith(os.path.join("urllib", "parse.py"))
    ]
    module = sys.modules["urllib.parse"]
    return {
        "sys.modules": module.__name__,
        "urllib.parse": vars(urllib)["parse"].__name__,
        "urllib.request.urlsplit": vars(urllib.request)["urlsplit"].__module__.startswith("href"),
        "modules from urllib/parse.py": real,
    }


def request(folder: str) -> dict[str, object]:
    import urllib.request

    r = urllib.request.Request("http://user:pw@Example.com:8080/a/b?q=1#frag", method="GET")
    path = os.path.join(folder, "a b%.txt")
    with open(path, "w", encoding="utf-8") as file:
        file.write("hello")
    url = "file:" + urllib.request.pathname2url(path)
    with urllib.request.urlopen(url) as response:  # noqa: S310 - a file: URL on purpose
        body = response.read().decode()
        content_type = response.headers["Content-type"]
    passwords = urllib.request.HTTPPasswordMgr()
    passwords.add_password("realm", "http://example.com:8080/docs/", "joe", "secret")
    return {
        "type": r.type,
        "host": r.host,
        "selector": r.selector,
        "full_url": r.full_url,
        "fragment": vars(r)["fragment"],  # typeshed omits it
        "origin_req_host": r.origin_req_host,
        "pathname2url": urllib.request.pathname2url("/srv/a b/c%d#e"),
        "url2pathname": urllib.request.url2pathname("/srv/a%20b/c%25d"),
        "file body": body,
        "file content type": content_type,
        "password": passwords.find_user_password("realm", "http://example.com:8080/docs/a"),
        "no password": passwords.find_user_password("realm", "http://example.com/other"),
    }


class _Response:
    """What CookieJar.extract_cookies reads of a response: its headers."""

    def __init__(self, headers: str) -> None:
        import email

        self._headers = email.message_from_string(headers)

    def info(self) -> object:
        return self._headers


def cookies() -> dict[str, object]:
    import http.client
    import http.cookiejar
    import urllib.request

    jar = http.cookiejar.CookieJar()
    first = urllib.request.Request("http://www.example.com/shop/cart?x=1")
    response = _Response("Set-Cookie: sid=abc; Path=/shop\nSet-Cookie: lang=en\n\n")
    jar.extract_cookies(cast("http.client.HTTPResponse", response), first)
    second = urllib.request.Request("http://www.example.com/shop/pay")
    jar.add_cookie_header(second)
    elsewhere = urllib.request.Request("http://other.example.org/shop/")
    jar.add_cookie_header(elsewhere)
    # Module functions that typeshed omits.
    helpers = vars(http.cookiejar)
    return {
        "cookies": sorted((c.name, c.value, c.domain, c.path) for c in jar),
        "sent": second.get_header("Cookie"),
        "sent elsewhere": elsewhere.get_header("Cookie"),
        "request_host": helpers["request_host"](first),
        "request_path": helpers["request_path"](first),
        "escape_path": helpers["escape_path"]("/a b/%7e/ü"),
    }


ROBOTS = [
    "User-agent: *",
    "Allow: /private/ok",
    "Disallow: /private",
    "Disallow: /search?",
    "Crawl-delay: 3",
]
ROBOTS_URLS = [
    "http://example.com/",
    "http://example.com/private/x",
    "http://example.com/private/ok",
    "http://example.com/search?q=1",
    "http://example.com/search?",
    "http://example.com/search",
    "http://example.com/robots.txt",
    "http://example.com/a%20b?",
]


def robots() -> dict[str, object]:
    import urllib.robotparser

    parser = urllib.robotparser.RobotFileParser("http://example.com/robots.txt")
    parser.parse(ROBOTS)
    return {
        "can_fetch": [parser.can_fetch("*", url) for url in ROBOTS_URLS],
        "crawl_delay": parser.crawl_delay("*"),
        "text": str(parser),
    }


def mime_types() -> list[object]:
    import mimetypes

    urls = [
        "http://example.com/a.txt",
        "http://example.com/a.tar.gz?x=1",
        "data:text/html;charset=utf-8,x",
        "data:,x",
        "file:///tmp/x.png",
    ]
    return [mimetypes.guess_type(url) for url in urls]


def xmlrpc() -> dict[str, object]:
    import xmlrpc.client

    proxy = xmlrpc.client.ServerProxy("http://user:pass@example.com:8080/RPC2")
    host, headers, x509 = xmlrpc.client.Transport().get_host_info("user:pass@example.com:8080")
    try:
        xmlrpc.client.ServerProxy("ftp://example.com/")
    except OSError as error:
        refused = str(error)
    else:  # pragma: no cover - printed, and so compared
        refused = "accepted"
    return {
        "repr": repr(proxy),
        "host info": [host, headers, x509],
        "ftp": refused,
    }


def mail() -> dict[str, object]:
    import email
    import email.message
    import email.utils

    message = email.message_from_string(
        "Content-Disposition: attachment; filename*=utf-8''na%C3%AFve%20file.txt\n\nbody"
    )
    reply = email.message.Message()
    reply.add_header("Content-Disposition", "attachment", filename=("utf-8", "", "naïve file"))
    return {
        "encode_rfc2231": email.utils.encode_rfc2231("a b/ü", "utf-8", "en"),
        "decode_rfc2231": email.utils.decode_rfc2231("utf-8'en'a%20b"),
        "collapse": email.utils.collapse_rfc2231_value(("utf-8", "", "a%20b%C3%BC")),
        "filename": message.get_filename(),
        "header": reply["Content-Disposition"],
        "parseaddr": email.utils.parseaddr("Joe <joe@example.com>"),
    }


def main(mode: str, folder: str) -> None:
    if mode == "swap":
        swap()
    answers: dict[str, Any] = {
        "urllib.request": request(folder),
        "http.cookiejar": cookies(),
        "urllib.robotparser": robots(),
        "mimetypes": mime_types(),
        "xmlrpc.client": xmlrpc(),
        "email": mail(),
        "where": where_urllib_parse_is(),
    }
    json.dump(answers, sys.stdout, default=repr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

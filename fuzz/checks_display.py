"""The url_display target: what href shows people and what it saves to disk.

``URL.display()`` and ``Host.display`` name the same host and keep a label in
Unicode only when the IDN display policy allows it; ``URL.file_name()`` is one
name inside a folder, on POSIX and on Windows, whatever the URL.
"""

from __future__ import annotations

import ntpath
import posixpath
from types import ModuleType

from fuzz.checks_url import parse
from fuzz.findings import check, must
from fuzz.inputs import Source, pick, url_text

from href import URL, Host
from href._file_name import LONGEST_NAME
from href._idn_display import label_refusal

# Hosts the policy must judge: homographs, real names, mixtures, escapes.
_HOSTS = (
    "xn--pple-43d.com",
    "аррӏе.com",
    "gооgle.com",
    "αpple.com",
    "пример.рф",
    "аррӏе.рф",
    "bücher.de",
    "例え.テスト",
    "googleーcom.jp",
    "৪৪.com",
    "ä\u0308.de",
    "¹.%21",
    "xn--bcher-kva.%21",
    "www.ѕсоре.com",
)
# Last segments a downloader must not be fooled by.
_SEGMENTS = (
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "..",
    "CON.txt",
    "%E2%80%AEtxt.exe",
    "a%00b",
    "C%3A%5Cx",
    "name.%20",
    "%FF%FE",
    "%252e%252e",
)


def _one_entry_inside(flavour: ModuleType, folder: str, name: str, what: str) -> None:
    joined = flavour.join(folder, name)
    inside = (
        flavour.split(joined) == (folder, name)
        and flavour.dirname(flavour.normpath(joined)) == folder
        and not flavour.isabs(name)
        and flavour.splitdrive(name) == ("", name)
    )
    check(inside, f"url_display:file-name-{flavour.__name__}", f"{what}: {joined!r}")


def url_display(source: Source) -> None:
    """display() names the same host by the policy; file_name() is one name in the folder."""
    if source.integer(0, 2) == 0:
        text = f"https://{pick(source, _HOSTS)}/dl/{pick(source, _SEGMENTS)}"
    else:
        text = url_text(source)
    url = parse("url_display", text)
    if url is None:
        return
    shown = must("url_display:display", f"URL({text!r}).display()", url.display)
    what = f"URL({text!r}).display() = {shown!r}"
    again = must("url_display:reparse", f"URL({shown!r})", lambda: URL(shown))
    check(again.host == url.host, "url_display:same-host", what)
    host = url.host
    if host is not None:
        display = must("url_display:host", f"{host!r}.display", lambda: host.display)
        check(Host(display) == host, "url_display:host-reparse", f"{host!r}.display = {display!r}")
        if not display.startswith("["):
            labels = [label for label in display.split(".") if label]
            tld = labels[-1] if labels else ""
            for label in labels:
                check(
                    label.isascii() or label_refusal(label, tld) is None,
                    "url_display:label-allowed",
                    f"{host!r}.display = {display!r}: {label!r} is shown",
                )
    name = must("url_display:file-name", f"URL({text!r}).file_name()", url.file_name)
    what = f"URL({text!r}).file_name() = {name!r}"
    check(name not in ("", ".", ".."), "url_display:file-name-dots", what)
    check(len(name.encode("utf-8")) <= LONGEST_NAME, "url_display:file-name-length", what)
    check(not name.endswith((".", " ")), "url_display:file-name-end", what)
    _one_entry_inside(posixpath, "/srv/downloads", name, what)
    _one_entry_inside(ntpath, "C:\\Downloads", name, what)

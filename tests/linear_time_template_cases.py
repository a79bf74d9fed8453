"""The linear-time cases of href.templates' match() (see linear_time_harness).

A URL of about 10 kB to 1 MB matched against templates whose readers split,
decode and reconcile its text: plain expressions, an exploded list, and a
variable written several times (by prefixes too), whose items are cut by
their lengths (a search over the ways to split them was quadratic).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from href.templates import URITemplate
from linear_time_harness import Case, _case, repeated

# (case name, template, the URL's start, its repeated unit, its end)
_MATCHES = (
    ("plain", "/repos/{owner}/{repo}{?q}", "/repos/a/", "b", "?q=1"),
    ("plain-escapes", "/repos/{owner}/{repo}", "/repos/a/", "%C3%A9", ""),
    # A "%" that starts no escape: the fast expression matches, the exact one decides.
    ("plain-bad-escapes", "/repos/{owner}/{repo}", "/repos/a/", "b%G", ""),
    ("explode", "/files{/path*}", "/files", "/a", ""),
    ("named-explode", "/s{?tags*}", "/s?tags=a", "&tags=a", ""),
    ("twice", "/{user}/x{?user}", "/", "a", "/x?user=" + "a"),
    ("prefix-items", "{+x:2,x}", "", "a,", "b"),
    ("prefix-escapes", "{+x:2,x}", "%C3%A9,", "%C3%A9", ",b"),
)


def _match(
    template: URITemplate, start: str, unit: str, end: str
) -> Callable[[int], Callable[[], object]]:
    def prepare(size: int) -> Callable[[], object]:
        url = start + repeated(unit, size) + end
        return lambda: template.match(url)

    return prepare


def _template_cases() -> Iterator[Case]:
    for name, text, start, unit, end in _MATCHES:
        yield _case(f"template-match-{name}", _match(URITemplate(text), start, unit, end))

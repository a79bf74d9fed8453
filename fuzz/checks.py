"""The fuzz targets: input generation and invariant checks, shared by atheris and hypothesis.

Each target is a function of a :class:`Source`, which hands out integers, booleans and
text. The atheris harness (``fuzz/harness.py``) backs it with
``atheris.FuzzedDataProvider``; ``tests/test_fuzz_smoke.py`` backs it with hypothesis
draws. A target draws its input, calls href, and raises :class:`Finding` (an
``AssertionError``) for an undocumented exception, a broken invariant or a difference from
``urllib.parse``; it returns normally otherwise.

Allowed exceptions: ``InvalidURL`` from parsing, ``ValueError`` (not ``UnicodeError``) from
builders and conversions; for ``href.compat`` whatever ``urllib.parse`` does, exactly.
Fuzz targets pass arguments of the documented types, so a ``TypeError`` is a finding.

This module is the face: it names every target in :data:`TARGETS` and re-exports what the
harness, ``fuzz/run.py`` and the smoke tests use. The logic is in

- ``findings.py``: :class:`Finding`, :class:`Ignored`, ``KNOWN_FINDINGS``, ``HREF_FUZZ_IGNORE``
  and the helpers that call href and check (``attempt``, ``must``, ``check``);
- ``inputs.py``: :class:`Source` and the input generators (``url_text()`` and friends);
- ``checks_url.py``: url_parse, url_join, url_relative_to, url_normalize, url_idna;
- ``checks_builders.py``: url_builders;
- ``checks_compat.py``: the compat_* targets;
- ``checks_data_url.py``: url_data.
- ``checks_templates.py``: templates (``href.templates``).
- ``checks_display.py``: url_display.
- ``checks_validate.py``: whatwg_validate.
- ``checks_pattern.py``: pattern_exec (href.pattern).

They import one another as ``fuzz.<module>``, so the repository root is on the path: the
smoke tests import this module as ``fuzz.checks``, the harness and run.py as ``checks``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from fuzz.checks_builders import url_builders
from fuzz.checks_compat import (
    compat_legacy,
    compat_parse_qs,
    compat_quote,
    compat_unquote,
    compat_unsplit,
    compat_urldefrag,
    compat_urlencode,
    compat_urljoin,
    compat_urlparse,
    compat_urlsplit,
)
from fuzz.checks_data_url import url_data
from fuzz.checks_display import url_display
from fuzz.checks_pattern import PATTERN_SEEDS, pattern_exec
from fuzz.checks_templates import TEMPLATE_SEEDS, templates
from fuzz.checks_url import (
    rfc3986_join,
    url_idna,
    url_join,
    url_normalize,
    url_parse,
    url_relative_to,
)
from fuzz.checks_validate import whatwg_validate
from fuzz.findings import KNOWN_FINDINGS, Finding, Ignored, ignoring
from fuzz.inputs import RFC_BASE, RFC_EXAMPLES, RFC_REFERENCES, Source

__all__ = [
    "KNOWN_FINDINGS",
    "PATTERN_SEEDS",
    "RFC_BASE",
    "RFC_EXAMPLES",
    "RFC_REFERENCES",
    "TARGETS",
    "TEMPLATE_SEEDS",
    "Finding",
    "Ignored",
    "Source",
    "ignoring",
    "rfc3986_join",
]

#: Every fuzz target by name.
TARGETS: Final[dict[str, Callable[[Source], None]]] = {
    "url_parse": url_parse,
    "url_builders": url_builders,
    "url_join": url_join,
    "url_relative_to": url_relative_to,
    "url_normalize": url_normalize,
    "url_idna": url_idna,
    "url_data": url_data,
    "url_display": url_display,
    "compat_urlsplit": compat_urlsplit,
    "compat_urlparse": compat_urlparse,
    "compat_urljoin": compat_urljoin,
    "compat_unsplit": compat_unsplit,
    "compat_urldefrag": compat_urldefrag,
    "compat_quote": compat_quote,
    "compat_unquote": compat_unquote,
    "compat_parse_qs": compat_parse_qs,
    "compat_urlencode": compat_urlencode,
    "compat_legacy": compat_legacy,
    "templates": templates,
    "whatwg_validate": whatwg_validate,
    "pattern_exec": pattern_exec,
}

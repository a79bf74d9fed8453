"""Where pickles of href.compat's results made before the package layout look.

href.compat's modules sat flat beside the core (``href._compat_*``) until they
moved into the package ``href.compat``; a result pickled then names this
module, so it stays, holding nothing of its own: each name is the class in
``href.compat._results`` (tests/test_compat_pickle_paths.py).
"""

from href.compat._results import (
    DefragResult,
    DefragResultBytes,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
    _DefragResultBytesKeepingEmpty,
    _DefragResultKeepingEmpty,
    _ParseResultBytesKeepingEmpty,
    _ParseResultKeepingEmpty,
    _SplitResultBytesKeepingEmpty,
    _SplitResultKeepingEmpty,
)

__all__ = [
    "DefragResult",
    "DefragResultBytes",
    "ParseResult",
    "ParseResultBytes",
    "SplitResult",
    "SplitResultBytes",
    "_DefragResultBytesKeepingEmpty",
    "_DefragResultKeepingEmpty",
    "_ParseResultBytesKeepingEmpty",
    "_ParseResultKeepingEmpty",
    "_SplitResultBytesKeepingEmpty",
    "_SplitResultKeepingEmpty",
]

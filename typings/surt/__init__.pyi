# The one function of the surt package (PyPI ``surt``, untyped) that
# tests/test_keys.py calls, as the package's source defines it.
from collections.abc import Callable

def surt(
    url: str | bytes | None,
    canonicalizer: Callable[..., object] | None = None,
    **options: bool,
) -> str: ...

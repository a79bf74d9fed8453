"""href: an immutable, fully typed, lossless URL value type."""

from __future__ import annotations

from href._errors import InvalidURL

__all__ = ["InvalidURL"]

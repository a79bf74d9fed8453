"""``python -m href``: the href command."""

from __future__ import annotations

import sys

from href._cli import main

if __name__ == "__main__":
    sys.exit(main())

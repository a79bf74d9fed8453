"""The patch releases where urllib.parse changed, for href.compat to follow them.

A change made in a minor version and backported sits in a different patch
release of each older minor; :func:`fixed_in` reads this interpreter's full
version against that list. docs/migration.md keeps the table, one row a flag.
"""

from __future__ import annotations

import sys

__all__ = ["IPVFUTURE_UPPER_V", "fixed_in"]


def fixed_in(
    *releases: tuple[int, int, int], version: tuple[int, ...] = sys.version_info[:3]
) -> bool:
    """Return whether ``version`` has a change first released in ``releases``, one a minor.

    A minor version not listed has it if it is newer than every minor listed.

    >>> fixed_in((3, 13, 15), (3, 14, 7), version=(3, 13, 14))
    False
    >>> fixed_in((3, 13, 15), (3, 14, 7), version=(3, 15, 0))
    True
    """
    minor = tuple(version[:2])
    for release in releases:
        if release[:2] == minor:
            return tuple(version[:3]) >= release
    return minor > max(release[:2] for release in releases)


#: gh-105708: urlsplit reads "[V...]" as IPvFuture, as "[v...]" (RFC 3986 2.1: the
#: "v" is case-insensitive), from 3.13.15, 3.14.7 and 3.15.0; before, ipaddress
#: was asked, and refused it.
IPVFUTURE_UPPER_V = fixed_in((3, 13, 15), (3, 14, 7), (3, 15, 0))

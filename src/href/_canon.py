"""Canonicalization profiles: named lists of named steps, from URL text to URL text.

A profile is chosen by name (:data:`Profile`); each of its steps is a
function of :mod:`href._canon_steps` or :mod:`href._canon_safe_browsing`
whose name and first docstring line document it (docs/howto/normalize.md
has the table). Only ``semantic`` and ``aggressive`` take steps that may
change which resource a URL names (a query read as form pairs and sorted,
a dropped ``www.``); no profile is applied unless asked for by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Final, Literal, get_args

from href import _canon_safe_browsing as sb
from href._canon_steps import (
    drop_fragment,
    drop_session_ids,
    drop_tracking_params,
    drop_trailing_slash,
    drop_www,
    form_query,
    rfc3986_normal_form,
    sort_query,
    whatwg_serialization,
)

__all__ = ["PROFILES", "Profile", "canonical_text"]

#: The names of the canonicalization profiles.
Profile = Literal["rfc3986", "whatwg", "safe_browsing", "semantic", "aggressive"]

Step = Callable[[str], str]

_SEMANTIC: Final = (rfc3986_normal_form, drop_fragment, form_query, sort_query)

#: Each profile's steps, in the order they apply.
PROFILES: Final[Mapping[Profile, tuple[Step, ...]]] = MappingProxyType(
    {
        "rfc3986": (rfc3986_normal_form,),
        "whatwg": (whatwg_serialization,),
        "safe_browsing": (
            sb.trim_spaces,
            sb.remove_tab_cr_lf,
            drop_fragment,
            sb.unescape_fully,
            sb.assume_http,
            sb.drop_userinfo_and_port,
            sb.host_idna,
            sb.host_dots,
            sb.host_ip_address,
            sb.lowercase_scheme_and_host,
            sb.path_dot_segments,
            sb.path_collapse_slashes,
            sb.path_root,
        ),
        "semantic": _SEMANTIC,
        "aggressive": (
            *_SEMANTIC[:3],
            drop_www,
            drop_session_ids,
            drop_tracking_params,
            sort_query,
            drop_trailing_slash,
        ),
    }
)

_NAMES: Final = get_args(Profile)


def canonical_text(text: str, profile: Profile) -> str:
    """Apply ``profile``'s steps to ``text`` in order.

    Raises:
        InvalidURL: where a profile's parsing step refuses the text.
        ValueError: for a name that is no profile.
    """
    try:
        steps = PROFILES[profile]
    except (KeyError, TypeError):
        msg = f"unknown canonicalization profile {profile!r}: expected one of {', '.join(_NAMES)}"
        raise ValueError(msg) from None
    for step in steps:
        text = step(text)
    return text

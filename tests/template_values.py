"""Hypothesis strategies for template values (RFC 6570 2.3), for the template tests."""

from __future__ import annotations

from hypothesis import strategies as st

from href.templates import Value

__all__ = ["values"]

_text = st.text(st.characters(exclude_categories=["Cs"]), max_size=8)
_scalar = st.one_of(_text, st.integers(), st.sampled_from([",", "=", "&", "/", ".", "%41", ";"]))


def values(*, prefixed: bool = False) -> st.SearchStrategy[Value]:
    """A variable's value: undefined, text, a number, a list or a dict.

    With ``prefixed``, lists and dicts are left out (a prefix refuses them).
    """
    if prefixed:
        return st.one_of(st.none(), _scalar)
    return st.one_of(
        st.none(),
        _scalar,
        st.lists(_scalar, max_size=4),
        st.dictionaries(_text, st.one_of(st.none(), _scalar), max_size=4),
    )

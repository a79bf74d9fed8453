"""The URL Pattern Standard's "process a URLPatternInit" (section 3.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from href.pattern import _canonical as canon
from href.pattern._parts import escape_pattern_string
from href.whatwg._parse import parse
from href.whatwg._record import SPECIAL, Record

__all__ = ["COMPONENTS", "KEYS", "process_init"]

#: The components, in the standard's order.
COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")
#: The keys a URLPatternInit may hold.
KEYS = frozenset((*COMPONENTS, "baseURL"))

Kind = Literal["pattern", "url"]


def _base(value: str, kind: Kind) -> str:
    """The standard's "process a base URL string"."""
    return value if kind == "url" else escape_pattern_string(value)


def _is_absolute_pathname(value: str, kind: Kind) -> bool:
    if value[:1] == "/":
        return True
    if kind == "url":
        return False
    return value[:2] in ("\\/", "{/")


def process_init(init: Mapping[str, str], kind: Kind) -> dict[str, str]:  # noqa: PLR0915 - the standard's steps, in order
    """Fill a URLPatternInit from its base URL and canonicalize it (for ``kind`` "url").

    For "url" the starting values are all "" (as the standard's match
    passes them); for "pattern" only what the init or its base gives is set.

    Raises:
        href.pattern._canonical.CanonicalizeError: for a value a canonicalizer
            refuses, its ``args[1]`` the component.
        ParseError: for a ``baseURL`` that does not parse.
    """
    result: dict[str, str] = dict.fromkeys(COMPONENTS, "") if kind == "url" else {}
    base: Record | None = None
    if "baseURL" in init:
        base = parse(init["baseURL"])
        given = init.keys()
        if "protocol" not in given:
            result["protocol"] = _base(base.scheme, kind)
        if kind != "pattern" and not given & {"protocol", "hostname", "port", "username"}:
            result["username"] = _base(base.username, kind)
        if kind != "pattern" and not given & {
            "protocol",
            "hostname",
            "port",
            "username",
            "password",
        }:
            result["password"] = _base(base.password, kind)
        if not given & {"protocol", "hostname"}:
            result["hostname"] = _base(base.host or "", kind)
        if not given & {"protocol", "hostname", "port"}:
            result["port"] = "" if base.port is None else str(base.port)
        if not given & {"protocol", "hostname", "port", "pathname"}:
            result["pathname"] = _base(base.pathname, kind)
        if not given & {"protocol", "hostname", "port", "pathname", "search"}:
            result["search"] = _base(base.query or "", kind)
        if not given & {"protocol", "hostname", "port", "pathname", "search", "hash"}:
            result["hash"] = _base(base.fragment or "", kind)
    url = kind == "url"
    if "protocol" in init:
        value = init["protocol"].removesuffix(":")
        result["protocol"] = _apply(canon.canonicalize_protocol, value, url, "protocol")
    if "username" in init:
        result["username"] = _apply(canon.canonicalize_username, init["username"], url, "username")
    if "password" in init:
        result["password"] = _apply(canon.canonicalize_password, init["password"], url, "password")
    if "hostname" in init:
        result["hostname"] = _apply(canon.canonicalize_hostname, init["hostname"], url, "hostname")
    if "port" in init:
        value = init["port"]
        if url:
            value = _canonical(
                lambda text: canon.canonicalize_port(text, result.get("protocol")), value, "port"
            )
        result["port"] = value
    if "pathname" in init:
        value = init["pathname"]
        if (
            base is not None
            and not isinstance(base.path, str)
            and not _is_absolute_pathname(value, kind)
        ):
            base_path = _base(base.pathname, kind)
            slash = base_path.rfind("/")
            if slash >= 0:
                value = base_path[: slash + 1] + value
        if url:
            protocol = result.get("protocol", "")
            special = protocol in SPECIAL or not protocol
            path_canon = (
                canon.canonicalize_pathname if special else canon.canonicalize_opaque_pathname
            )
            value = _canonical(path_canon, value, "pathname")
        result["pathname"] = value
    if "search" in init:
        result["search"] = _apply(
            canon.canonicalize_search, init["search"].removeprefix("?"), url, "search"
        )
    if "hash" in init:
        result["hash"] = _apply(
            canon.canonicalize_hash, init["hash"].removeprefix("#"), url, "hash"
        )
    return result


def _apply(canonicalize: canon.Canonicalizer, value: str, url: bool, component: str) -> str:
    return _canonical(canonicalize, value, component) if url else value


def _canonical(canonicalize: canon.Canonicalizer, value: str, component: str) -> str:
    try:
        return canonicalize(value)
    except canon.CanonicalizeError as error:
        raise canon.CanonicalizeError(str(error), component) from None

"""The URLPattern class (URL Pattern Standard section 1.1)."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from href._url import URL
from href.pattern import _canonical as canon
from href.pattern import _proposals
from href.pattern._component import Component, compile_component
from href.pattern._constructor import parse_constructor_string
from href.pattern._errors import PatternSyntaxError, URLPatternError
from href.pattern._init import COMPONENTS, KEYS, process_init
from href.pattern._match import Matcher
from href.pattern._parts import Options
from href.pattern._result import URLPatternInput, URLPatternResult
from href.whatwg._parse import ParseError
from href.whatwg._record import SPECIAL

__all__ = ["URLPattern"]

_DEFAULT = Options()
_HOSTNAME = Options(delimiter=".")
_PATHNAME = Options(delimiter="/", prefix="/")
_SPECIAL_SCHEMES = tuple(SPECIAL)


def _is_ipv6_pattern(text: str) -> bool:
    return text[:1] == "[" or text[:2] in ("{[", "\\[")


def check_init(init: object, caller: str) -> Mapping[str, str]:
    """The mapping form of an input, its keys and values checked."""
    if not isinstance(init, Mapping):
        msg = f"{caller} expected str, URL or a mapping of components, got {type(init).__name__}"
        raise TypeError(msg)
    for key, value in init.items():
        if key not in KEYS:
            names = ", ".join(COMPONENTS)
            msg = f"{caller} got an unknown component {key!r}; expected one of {names} or baseURL"
            raise TypeError(msg)
        if type(value) is not str:
            msg = f"{caller} expected str for {key!r}, got {type(value).__name__}"
            raise TypeError(msg)
    return init


class URLPattern:
    """A pattern for URLs, by the WHATWG URL Pattern Standard (``new URLPattern(...)``).

    ``input`` is a pattern string, relative ones read against ``base_url``,
    or a mapping of component patterns (the standard's URLPatternInit: keys
    ``protocol``, ``username``, ``password``, ``hostname``, ``port``,
    ``pathname``, ``search``, ``hash`` and ``baseURL``); components not
    given match anything (``"*"``), or come from the base URL. Each
    component is a pattern of fixed text, named groups (``:id``), wildcards
    (``*``), regular expressions (``(\\\\d+)``), groups (``{...}``) and
    modifiers (``?``, ``*``, ``+``). ``ignore_case`` applies to the pathname,
    search and hash.

    Raises:
        URLPatternError: for a pattern the standard refuses (a browser's
            ``TypeError``), naming the component, the position and why.
        TypeError: for an argument of the wrong type, an unknown key, or a
            ``base_url`` given with a mapping.

    >>> pattern = URLPattern("https://*.example.com/books/:id")
    >>> pattern.hostname, pattern.pathname
    ('*.example.com', '/books/:id')
    >>> pattern.test("https://shop.example.com/books/42")
    True
    >>> pattern.exec("https://shop.example.com/books/42").pathname.groups
    {'id': '42'}
    >>> URLPattern({"pathname": "/a/:x"}).exec("https://h/b/1") is None
    True
    """

    __slots__ = ("_components", "_ignore_case", "_matcher")

    _components: dict[str, Component]
    _ignore_case: bool
    _matcher: Matcher | None

    def __init__(
        self,
        input: str | Mapping[str, str] | None = None,  # noqa: A002 - the standard's own name
        base_url: str | URL | None = None,
        *,
        ignore_case: bool = False,
    ) -> None:
        if base_url is not None and not isinstance(base_url, str | URL):
            msg = f"URLPattern() expected str or URL for base_url, got {type(base_url).__name__}"
            raise TypeError(msg)
        if isinstance(input, str):
            init = _parse_string(input)
            if base_url is None and "protocol" not in init:
                msg = f"invalid pattern {input!r}: a relative pattern needs a base_url"
                raise URLPatternError(msg, pattern=input, component="protocol")
            if base_url is not None:
                init["baseURL"] = str(base_url)
        else:
            init = dict(check_init({} if input is None else input, "URLPattern()"))
            if base_url is not None:
                msg = (
                    "URLPattern() takes a base_url only with a pattern string "
                    "(put baseURL in the mapping)"
                )
                raise TypeError(msg)
        self._ignore_case = ignore_case
        self._components = _compile(_process(init), ignore_case)
        # Built on the first match: it compiles the components' regular expressions.
        self._matcher = None

    def __repr__(self) -> str:
        given = {name: self._components[name].pattern for name in COMPONENTS}
        shown = {name: value for name, value in given.items() if value != "*"}
        case = ", ignore_case=True" if self._ignore_case else ""
        return f"URLPattern({shown!r}{case})"

    @property
    def protocol(self) -> str:
        """The protocol component's pattern, as the standard writes it."""
        return self._components["protocol"].pattern

    @property
    def username(self) -> str:
        """The username component's pattern."""
        return self._components["username"].pattern

    @property
    def password(self) -> str:
        """The password component's pattern."""
        return self._components["password"].pattern

    @property
    def hostname(self) -> str:
        """The hostname component's pattern."""
        return self._components["hostname"].pattern

    @property
    def port(self) -> str:
        """The port component's pattern (``""`` for a special scheme's default port)."""
        return self._components["port"].pattern

    @property
    def pathname(self) -> str:
        """The pathname component's pattern."""
        return self._components["pathname"].pattern

    @property
    def search(self) -> str:
        """The search component's pattern (without the ``?``)."""
        return self._components["search"].pattern

    @property
    def hash(self) -> str:
        """The hash component's pattern (without the ``#``)."""
        return self._components["hash"].pattern

    @property
    def has_regexp_groups(self) -> bool:
        """Whether any component holds a ``(regexp)`` group.

        >>> URLPattern({"pathname": "/:id(\\\\d+)"}).has_regexp_groups
        True
        """
        return any(component.has_regexp_groups for component in self._components.values())

    def test(
        self,
        input: URLPatternInput | None = None,  # noqa: A002 - the standard's own name
        base_url: str | URL | None = None,
    ) -> bool:
        """Whether ``input`` (read against ``base_url``) matches.

        Raises:
            TypeError: as :meth:`exec` does.

        >>> URLPattern({"pathname": "/:id"}).test("/7", "https://h/")
        True
        """
        return self._matching().match(input, base_url, groups=False) is not None

    def exec(
        self,
        input: URLPatternInput | None = None,  # noqa: A002 - the standard's own name
        base_url: str | URL | None = None,
    ) -> URLPatternResult | None:
        """Match ``input`` (read against ``base_url``): the groups of each component, or None.

        Text is read as the URL Standard reads it (``href.whatwg.parse``);
        an :class:`href.URL` by its text; a mapping of components as the
        standard's URLPatternInit. Input that is not a URL matches nothing.

        Raises:
            TypeError: for an input of the wrong type, or a ``base_url``
                given with a mapping.

        >>> URLPattern({"hostname": "{:sub.}?example.com"}).exec("https://example.com/").hostname
        URLPatternComponentResult(input='example.com', groups={'sub': None})
        """
        result = self._matching().match(input, base_url, groups=True)
        assert result is None or isinstance(result, URLPatternResult)
        return result

    def _matching(self) -> Matcher:
        matcher = self._matcher
        if matcher is None:
            matcher = self._matcher = Matcher(self._components)
        return matcher

    @staticmethod
    def compare_component(component: str, left: URLPattern, right: URLPattern) -> int:
        """Order two patterns by one component: -1, 0 or 1 (a proposal, not yet standard).

        A pattern that is more specific (fixed text before named groups,
        named groups before regexps, regexps before wildcards, no modifier
        before ``+``, ``?`` and ``*``) sorts after a less specific one, so
        sorting routes by it and trying the last first finds the most
        specific match. This is the ``compareComponent`` proposal as
        web-platform-tests' tentative cases pin it; it may change with it.

        Raises:
            TypeError: for a name that is not one of the eight components.

        >>> books = URLPattern({"pathname": "/books/:id"})
        >>> new = URLPattern({"pathname": "/books/new"})
        >>> URLPattern.compare_component("pathname", books, new)
        -1
        """
        name = _proposals.check_component(component, "compare_component()")
        return _proposals.compare_component(left._components[name], right._components[name])

    def generate(self, component: str, groups: Mapping[str, str]) -> str:
        """Fill the component's named groups from ``groups`` (a proposal, not yet standard).

        Only fixed text and named segment groups without modifiers can be
        filled; each value is canonicalized as the component is and must
        stay one segment. This is the ``generate`` proposal as
        web-platform-tests' tentative cases pin it; it may change with it.

        Raises:
            URLPatternError: for a part that cannot be filled, a missing
                group, or a value that is not one segment.
            TypeError: for a name that is not one of the eight components.

        >>> URLPattern({"pathname": "/books/:id"}).generate("pathname", {"id": "a b"})
        '/books/a%20b'
        """
        name = _proposals.check_component(component, "generate()")
        return _proposals.generate(self._components[name], name, groups)


def compiled(pattern: URLPattern, name: str) -> Component:
    """The compiled component ``name`` of ``pattern`` (for href's own modules)."""
    return pattern._components[name]


def _parse_string(text: str) -> dict[str, str]:
    try:
        return parse_constructor_string(text)
    except PatternSyntaxError as error:
        raise _error(text, "protocol", error) from None
    except canon.CanonicalizeError as error:
        # The parser compiles the protocol to know whether it is special.
        msg = f"invalid protocol in pattern {text!r}: {error}"
        raise URLPatternError(msg, pattern=text, component="protocol") from None


def _process(init: Mapping[str, str]) -> dict[str, str]:
    try:
        processed = process_init(init, "pattern")
    except ParseError as error:
        base = init.get("baseURL", "")
        msg = f"invalid baseURL {base!r}: {error.why}"
        raise URLPatternError(msg, pattern=base, component="baseURL") from None
    for name in COMPONENTS:
        processed.setdefault(name, "*")
    protocol = processed["protocol"]
    if protocol in SPECIAL and processed["port"] == str(SPECIAL[protocol]):
        processed["port"] = ""
    return processed


def _compile(init: dict[str, str], ignore_case: bool) -> dict[str, Component]:
    options = Options(ignore_case=ignore_case)
    components: dict[str, Component] = {}
    protocol = _component(init, "protocol", canon.canonicalize_protocol, _DEFAULT)
    components["protocol"] = protocol
    components["username"] = _component(init, "username", canon.canonicalize_username, _DEFAULT)
    components["password"] = _component(init, "password", canon.canonicalize_password, _DEFAULT)
    if _is_ipv6_pattern(init["hostname"]):
        hostname = _component(init, "hostname", canon.canonicalize_ipv6_hostname, _HOSTNAME)
    else:
        hostname = _component(init, "hostname", canon.canonicalize_hostname, _HOSTNAME)
    components["hostname"] = hostname
    components["port"] = _component(init, "port", canon.canonicalize_port, _DEFAULT)
    if protocol.matches_all or any(protocol.fullmatch(scheme) for scheme in _SPECIAL_SCHEMES):
        path_options = Options("/", "/", ignore_case)
        components["pathname"] = _component(
            init, "pathname", canon.canonicalize_pathname, path_options
        )
    else:
        components["pathname"] = _component(
            init, "pathname", canon.canonicalize_opaque_pathname, options
        )
    components["search"] = _component(init, "search", canon.canonicalize_search, options)
    components["hash"] = _component(init, "hash", canon.canonicalize_hash, options)
    return components


@functools.lru_cache(maxsize=256)
def _cached_component(text: str, encode: canon.Canonicalizer, options: Options) -> Component:
    return compile_component(text, encode, options)


def _component(
    init: dict[str, str], name: str, encode: canon.Canonicalizer, options: Options
) -> Component:
    text = init[name]
    try:
        return _cached_component(text, encode, options)
    except PatternSyntaxError as error:
        raise _error(text, name, error) from None
    except canon.CanonicalizeError as error:
        msg = f"invalid {name} pattern {text!r}: {error}"
        raise URLPatternError(msg, pattern=text, component=name) from None


def _error(text: str, component: str, error: PatternSyntaxError) -> URLPatternError:
    where = f" at {error.position}" if error.position is not None else ""
    msg = f"invalid {component} pattern {text!r}{where}: {error.why}"
    return URLPatternError(msg, pattern=text, component=component, position=error.position)

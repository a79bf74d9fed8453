"""URITemplate: a template parsed once, expanded, partly expanded and matched."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

import attrs

from href._bounded import BoundedMemory
from href._errors import InvalidURL
from href._url import URL
from href.templates._errors import InvalidTemplate
from href.templates._expand import Value, expand_expression, expander
from href.templates._first import expand_plain
from href.templates._match import Matched, Matcher
from href.templates._parse import Part, is_plain, parse
from href.templates._partial import partial_text

__all__ = ["URITemplate"]


class _Compiled:
    """A template's parts; its variables, expanders and matcher once asked for."""

    __slots__ = ("_parts", "expanded", "matcher", "pieces", "text", "variables")

    def __init__(self, text: str, parts: tuple[Part, ...] | None) -> None:
        self.text = text
        # None for a template is_plain takes, parsed when first asked for:
        # its first expansion reads the text itself (href.templates._first).
        self._parts = parts
        # Each made on first use: a template seen once (a stream of distinct
        # ones) pays for none of them. What expand() joins, each literal and
        # each expression's expander, is made on the second expansion.
        self.expanded = False
        self.pieces: tuple[str | Callable[[Mapping[str, object]], str], ...] | None = None
        self.variables: tuple[str, ...] | None = None
        # A refusal is kept too (a ValueError).
        self.matcher: Matcher | ValueError | None = None

    @property
    def parts(self) -> tuple[Part, ...]:
        """The template's literals and expressions, parsed on first use."""
        parts = self._parts
        if parts is None:
            parts = self._parts = parse(self.text)
        return parts

    def expand(self, values: Mapping[str, object], template: str) -> URL:
        """``template``'s expansion, before its expanders are made (see __init__)."""
        if self.expanded:
            pieces = self.pieces = tuple(
                part if type(part) is str else expander(part, template)  # type: ignore[arg-type]  # an Expression
                for part in self.parts
            )
            return _url(
                template,
                "".join([piece if type(piece) is str else piece(values) for piece in pieces]),  # type: ignore[operator]  # an expander
            )
        self.expanded = True
        parts = self._parts
        if parts is None:
            text = expand_plain(template, values)
        else:
            # (A loop: for the few parts of a template, a comprehension's own
            # call costs more.)
            written: list[str] = []
            for part in parts:
                if type(part) is str:
                    written.append(part)
                else:
                    written.append(expand_expression(part, values, template))  # type: ignore[arg-type]  # an Expression
            text = "".join(written)
        # A new text, most likely: URL._parsed validates as URL() does,
        # without its memory of recent texts.
        try:
            return _parsed_url(text)
        except InvalidURL as error:
            raise _not_a_url(template, text, error) from None

    def names(self) -> tuple[str, ...]:
        """The variables' names in order of first use, found once."""
        variables = self.variables
        if variables is None:
            names: dict[str, None] = {}
            for part in self.parts:
                if type(part) is not str:
                    names.update(dict.fromkeys(spec.name for spec in part.varspecs))  # type: ignore[union-attr]  # an Expression
            variables = self.variables = tuple(names)
        return variables


class _RecentTemplates(BoundedMemory[_Compiled]):
    """Templates parsed lately: a client expands the same few again and again."""

    __slots__ = ()
    maxsize = 1024
    max_length = 2048


_recent = _RecentTemplates()


@attrs.frozen(init=False, repr=False, eq=False, weakref_slot=False)
class URITemplate:
    """An RFC 6570 URI Template, parsed once: expand it to a URL, or match a URL to it.

    >>> from href.templates import URITemplate
    >>> issues = URITemplate("https://api.github.com/repos/{owner}/{repo}/issues{/number}")
    >>> issues.variables
    ('owner', 'repo', 'number')
    >>> issues.expand(owner="python", repo="cpython", number=1)
    URL('https://api.github.com/repos/python/cpython/issues/1')
    >>> issues.match("https://api.github.com/repos/python/cpython/issues")
    {'owner': 'python', 'repo': 'cpython'}

    Every level of RFC 6570 (1 to 4) is read. Templates compare and hash by
    their text, as written.

    Raises:
        InvalidTemplate: for text that is not a template (an unclosed ``{``,
            an unknown operator, a variable name with a space, a prefix of 0
            or over 9999...), naming the expression and its position.
        TypeError: if ``text`` is not a ``str``.
    """

    _text: str
    _compiled: _Compiled

    def __init__(self, text: str) -> None:
        if type(text) is not str:
            if not isinstance(text, str):
                msg = f"URITemplate() expected str, got {type(text).__name__}"
                raise TypeError(msg)
            text = str.__str__(text)
        compiled = _recent.get(text)
        if compiled is None:
            compiled = _Compiled(text, None if is_plain(text) else parse(text))
            # _recent.keep(text, compiled), written out: a call costs a
            # tenth of what a template seen once costs to parse.
            if len(text) <= _RecentTemplates.max_length:
                if len(_recent) >= _RecentTemplates.maxsize:
                    _recent.clear()
                _recent[text] = compiled
        # Frozen: the two fields are set once, here.
        _set_text(self, text)
        _set_compiled(self, compiled)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"URITemplate({self._text!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, URITemplate):
            return self._text == other._text
        return NotImplemented

    def __hash__(self) -> int:
        return hash((URITemplate, self._text))

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self._text,))

    @property
    def variables(self) -> tuple[str, ...]:
        """The names of the template's variables, in order of first use.

        >>> URITemplate("{/user}/repos{?page,per_page}{&page}").variables
        ('user', 'page', 'per_page')
        """
        return self._compiled.names()

    def expand(self, mapping: Mapping[str, Value] | None = None, /, **variables: Value) -> URL:
        """Expand the template with the variables given (RFC 6570 section 3).

        A value is a ``str`` (an ``int``, ``float`` or ``URL`` is written as
        its text), a list or tuple of them, a dict of them, or ``None``, which
        is undefined, as a variable not given is. Keywords win over
        ``mapping``.

        Raises:
            InvalidTemplate: where RFC 6570 says expansion fails (a prefix
                modifier on a list or dict), or when the text expanded is not a
                URL (``http://h:{port}/`` with a ``port`` of ``"x"``).
            TypeError: for a value of another type, naming its variable.

        >>> t = URITemplate("https://example.com/search{?q,tags}")
        >>> t.expand(q="café au lait", tags=["a", "b"])
        URL('https://example.com/search?q=caf%C3%A9%20au%20lait&tags=a,b')
        >>> t.expand({"q": None})
        URL('https://example.com/search')
        """
        if variables:
            values: Mapping[str, object] = {**mapping, **variables} if mapping else variables
        elif mapping is None:
            values = {}
        else:
            values = mapping
        compiled = self._compiled
        pieces = compiled.pieces
        if pieces is None:
            return compiled.expand(values, self._text)
        return _url(
            self._text,
            "".join([piece if type(piece) is str else piece(values) for piece in pieces]),  # type: ignore[operator]  # an expander
        )

    def partial(
        self, mapping: Mapping[str, Value] | None = None, /, **variables: Value
    ) -> URITemplate:
        """Expand the variables given and keep the rest: a template of what is left.

        ``t.partial(a).expand(b) == t.expand(a | b)`` for any split of the
        variables. A variable given as ``None`` is undefined, and goes.

        Raises:
            ValueError: where what is left cannot be written as a template: a
                simple, ``+`` or ``#`` expression with some of its variables
                given a value and some not, or a ``?`` expression with a
                variable given after one not given (RFC 6570 has no operator
                that writes ``,`` before a value only when it is defined).
            InvalidTemplate, TypeError: as :meth:`expand` for a given value.

        >>> t = URITemplate("https://api.example.com{/version}/users{/user}{?per_page,page}")
        >>> base = t.partial(version="v2", per_page=100)
        >>> base
        URITemplate('https://api.example.com/v2/users{/user}?per_page=100{&page}')
        >>> base.expand(user="ada", page=2)
        URL('https://api.example.com/v2/users/ada?per_page=100&page=2')
        """
        if variables:
            values: Mapping[str, object] = {**mapping, **variables} if mapping else variables
        else:
            values = mapping or {}
        return URITemplate(partial_text(self._compiled.parts, values, self._text))

    def match(self, url: URL | str) -> dict[str, Matched] | None:
        """Read ``url`` back into the variables it is an expansion of, or None.

        Values come back decoded: a value as ``str``, a list as a list, an
        exploded variable's items as a list or, for ``name=value`` items, a
        dict. A variable whose value was undefined is absent. Expanding what
        comes back gives ``url`` again (up to equivalent spelling). For
        ``{+var}`` and ``{#var}``, which pass a value's escapes on as given,
        only the escapes the expansion writes itself are decoded (``%20``,
        ``%C3%A9``: in upper case); those of unreserved and reserved characters (``%41``,
        ``%2F``) stay as written, as they may be the value's own text.

        Raises:
            ValueError: if the template can match a URL in more than one way
                (``{a}{b}``: how much of ``xy`` is ``a``?), naming the
                expressions and why. The answer is kept: it is raised again
                at once.
            TypeError: if ``url`` is not a ``URL`` or ``str``.

        >>> hook = URITemplate("/repos/{owner}/{repo}/hooks{/hook_id}{?events*}")
        >>> hook.match("/repos/python/cpython/hooks/42?events=push&events=issues")
        {'owner': 'python', 'repo': 'cpython', 'hook_id': '42', 'events': ['push', 'issues']}
        >>> hook.match("/users/python") is None
        True
        """
        compiled = self._compiled
        matcher = compiled.matcher
        if matcher is None:
            try:
                matcher = Matcher(compiled.parts, self._text)
            except ValueError as error:
                matcher = error
            compiled.matcher = matcher
        if type(matcher) is not Matcher:
            raise ValueError(str(matcher))
        if type(url) is str:
            text = url
        elif isinstance(url, URL):
            text = url._text  # a URL's text, without str()'s call
        elif isinstance(url, str):
            text = str.__str__(url)
        else:
            msg = f"match() expected URL or str, got {type(url).__name__}"
            raise TypeError(msg)
        if matcher.pinned:
            # A variable written twice: the first reading that expands back.
            # The text's normal form, made once if a reading needs it.
            normal = functools.cache(functools.partial(_normal_form, text))
            return next(
                (
                    found
                    for found in matcher.readings(text)
                    if self._expands_to(found, text, normal)
                ),
                None,
            )
        return matcher.match(text)

    def _expands_to(
        self, variables: dict[str, Matched], text: str, normal: Callable[[], str | None]
    ) -> bool:
        """Whether ``variables`` expand to ``text`` (up to equivalent spelling).

        ``normal()`` is the normal form of ``text``, made once for all the
        readings a match tries (hundreds, at most).
        """
        try:
            expanded = self.expand(variables)
            if expanded._text == text:
                return True
            wanted = normal()
            return wanted is not None and expanded.normalize()._text == wanted
        except (InvalidTemplate, ValueError, TypeError):
            return False


def _normal_form(text: str) -> str | None:
    """The normal form of ``text`` (see URL.normalize), or None if it has none."""
    try:
        return URL(text).normalize()._text
    except ValueError:
        return None


# The slots' own setters, as href._value's set_text: frozen's __setattr__ refuses.
_set_text: Callable[[URITemplate, str], None] = URITemplate.__dict__["_text"].__set__
_set_compiled: Callable[[URITemplate, _Compiled], None] = URITemplate.__dict__["_compiled"].__set__


_parsed_url = URL._parsed


def _url(template: str, text: str) -> URL:
    try:
        return URL(text)
    except InvalidURL as error:
        raise _not_a_url(template, text, error) from None


def _not_a_url(template: str, text: str, error: InvalidURL) -> InvalidTemplate:
    message = f"invalid expansion of {template!r}: {text!r} is not a URL ({error})"
    return InvalidTemplate(message, template=template, expression=None, position=0)

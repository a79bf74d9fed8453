"""Path: the path part of a URL, as written, with decoded segments."""

from __future__ import annotations

import functools
import re
import warnings
from typing import TYPE_CHECKING, ClassVar, Final

import attrs

from href._errors import InvalidURL
from href._grammar import CONTROLS
from href._quote import unquote
from href._value import TextView, immutable, set_text

__all__ = ["Path"]

_not_path_char = re.compile(f"[?#{CONTROLS}]").search


@immutable
@attrs.frozen(init=False, repr=False, eq=False, order=False)
class Path(TextView):
    """The path of a URL, exactly as written, with decoded views of it.

    ``segments`` are the decoded ``/``-separated parts after the leading
    ``/`` of an absolute path; a trailing ``/`` gives a last empty segment.

    >>> path = Path("/docs/r%C3%A9sum%C3%A9.pdf")
    >>> path.segments, path.name, path.suffix, path.is_absolute()
    (('docs', 'résumé.pdf'), 'résumé.pdf', '.pdf', True)
    >>> path.parent
    Path('/docs')
    >>> Path("/a/b/").segments, Path("").segments
    (('a', 'b', ''), ())

    A path equals (and hashes as) the ``str`` it is written as:
    ``URL("https://h/x").path == "/x"``.

    Raises:
        InvalidURL: if ``text`` holds ``?``, ``#`` or a control character.
    """

    _part: ClassVar[str] = "path"

    def __init__(self, text: str) -> None:
        if not isinstance(text, str):
            msg = f"Path() expected str, got {type(text).__name__}"
            raise TypeError(msg)
        bad = _not_path_char(text)
        if bad is not None:
            msg = (
                f"invalid path {text!r}: {bad.group()!r} at position {bad.start()} "
                "cannot stand in a path as written; percent-encode it"
            )
            raise InvalidURL(msg, url=text, part="path", position=bad.start())
        set_text(self, text)

    if TYPE_CHECKING:

        def is_absolute(self) -> bool:
            """Whether the path starts with ``/`` (a method, as in :mod:`pathlib`)."""
            ...

    else:

        @property
        def is_absolute(self):
            """Whether the path starts with ``/``: call it, as pathlib's method is called.

            >>> Path("/a").is_absolute(), Path("a").is_absolute()
            (True, False)
            """
            return _ABSOLUTE if self._text.startswith("/") else _NOT_ABSOLUTE

    @functools.cached_property
    def raw_segments(self) -> tuple[str, ...]:
        """The segments as written (escapes kept)."""
        text = self._text
        if not text:
            return ()
        return tuple((text[1:] if text[0] == "/" else text).split("/"))

    @functools.cached_property
    def segments(self) -> tuple[str, ...]:
        """The decoded segments: text, not file names (``%2F`` is a ``/`` inside one segment).

        A segment's value may hold ``/`` or ``\\``, or be ``..``: join none
        to a folder. ``URL.file_name()`` gives the last one as a safe file
        name, and ``URL.display()`` the URL as people should see it.

        >>> Path("/dl/..%2F..%2Fetc%2Fpasswd").segments
        ('dl', '../../etc/passwd')
        """
        return tuple(map(unquote, self.raw_segments))

    @property
    def name(self) -> str:
        """The decoded last segment; empty for ``""``, ``/`` or a trailing ``/``.

        Decoded text, not a file name: it may hold ``/`` or be ``..``, so a
        downloader that joins it to its folder can write outside it. Use
        ``URL.file_name()`` for a file, ``URL.display()`` for people.

        >>> Path("/dl/%2e%2e").name, Path("/dl/a%2Fb.txt").name
        ('..', 'a/b.txt')
        """
        segments = self.segments
        return segments[-1] if segments else ""

    @property
    def suffix(self) -> str:
        """The last ``.``-suffix of ``name`` (``".gz"`` for ``a.tar.gz``), or ``""``.

        As in :mod:`pathlib`, a name that starts with its only dot has none.
        """
        name = self.name
        dot = name.rfind(".")
        if 0 < dot < len(name) - 1:
            return name[dot:]
        return ""

    @property
    def suffixes(self) -> tuple[str, ...]:
        """Every ``.``-suffix of ``name``, as :mod:`pathlib` reads them.

        A name that ends with ``.`` has none, as before Python 3.14's pathlib
        (on every version, like :attr:`suffix`).

        >>> Path("/dist/href-1.0.tar.gz").suffixes, Path("/.bashrc").suffixes
        (('.0', '.tar', '.gz'), ())
        """
        name = self.name
        if name.endswith("."):
            return ()
        return tuple(f".{part}" for part in name.lstrip(".").split(".")[1:])

    @property
    def stem(self) -> str:
        """``name`` without its last suffix.

        >>> Path("/a/report.tar.gz").stem, Path("/a/.bashrc").stem
        ('report.tar', '.bashrc')
        """
        name, suffix = self.name, self.suffix
        return name[: len(name) - len(suffix)] if suffix else name

    @functools.cached_property
    def decoded(self) -> str:
        """The whole path with its escapes decoded (as UTF-8): text, not a file path.

        An encoded ``/`` (``%2F``) decodes to ``/`` here, where it can no
        longer be told from a separator: use ``segments`` to keep them apart.
        It may also decode to ``..`` segments or hold control characters, so
        it is neither a file path nor safe to show: ``URL.file_name()`` gives
        a file name, ``URL.display()`` the text to show people.

        >>> Path("/docs/r%C3%A9sum%C3%A9%20v2.pdf").decoded
        '/docs/résumé v2.pdf'
        """
        return unquote(self._text)

    @property
    def parent(self) -> Path:
        """The path without its last segment (``/`` stays ``/``)."""
        text = self._text
        cut = text.rfind("/")
        if cut == -1:
            return Path._trusted("")
        if cut == 0:
            return Path._trusted("/")
        return Path._trusted(text[:cut])


class _IsAbsolute:
    """What ``path.is_absolute`` gives: a callable answer, pathlib's spelling.

    href 0.1 had a property here. Had it simply become a method, code that
    reads it as before (``if path.is_absolute:``) would get a bound method,
    always true, and no error: so the attribute is this, which answers when
    called and, read as a bool or compared to one, still gives the old
    answer with a DeprecationWarning that says to call it.
    """

    __slots__ = ("_answer",)

    def __init__(self, answer: bool) -> None:
        self._answer = answer

    def __call__(self) -> bool:
        return self._answer

    def __bool__(self) -> bool:
        _warn_property_read()
        return self._answer

    def __eq__(self, other: object) -> bool:
        if isinstance(other, bool):
            _warn_property_read()
            return self._answer == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._answer)

    def __repr__(self) -> str:
        return f"<method Path.is_absolute of a path: call it for {self._answer}>"


def _warn_property_read() -> None:
    warnings.warn(
        "Path.is_absolute is a method, as in pathlib: call it, path.is_absolute(); "
        "reading it as a bool is deprecated and will stop working",
        DeprecationWarning,
        stacklevel=3,
    )


_ABSOLUTE: Final = _IsAbsolute(True)  # noqa: FBT003 - the answer, not a flag
_NOT_ABSOLUTE: Final = _IsAbsolute(False)  # noqa: FBT003 - likewise

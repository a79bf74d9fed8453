"""The whatwg_validate target: href.whatwg.validate() against href.whatwg.parse()."""

from __future__ import annotations

from fuzz.findings import check, must
from fuzz.inputs import Source, base_text, url_text

from href import InvalidURL, whatwg
from href.whatwg import VALIDATION_ERRORS


def whatwg_validate(source: Source) -> None:
    """validate() never raises; its spans lie inside the text; fatal exactly when parse() fails."""
    text = url_text(source)
    base = base_text(source) if source.boolean() else None
    what = f"validate({text!r}, base={base!r})"
    errors = must("whatwg_validate:raises", what, lambda: whatwg.validate(text, base))
    valid = must("whatwg_validate:raises", what, lambda: whatwg.is_valid_url_string(text, base))
    if base is not None and errors and "in the base URL" in errors[-1].message:
        return  # a base that does not parse: its own errors, nothing of text's
    length = len(text)
    for error in errors:
        check(error.name in VALIDATION_ERRORS, "whatwg_validate:name", f"{what}: {error}")
        inside = 0 <= error.start <= error.end <= length and (error.start < error.end or not text)
        check(inside, "whatwg_validate:span", f"{what}: {error}")
    fatal = [error.fatal for error in errors]
    check(True not in fatal[:-1], "whatwg_validate:fatal-last", f"{what}: {errors}")
    try:
        whatwg.parse(text, base)
    except InvalidURL:
        parsed = False
    else:
        parsed = True
    check(parsed != (bool(fatal) and fatal[-1]), "whatwg_validate:fatal", f"{what}: {errors}")
    # A valid URL string parses, with nothing for the parser to repair.
    check(not valid or not errors, "whatwg_validate:valid-string", f"{what}: {errors}")

"""href parse's display rows: what people should see, and why a label is not shown."""

from __future__ import annotations

import pytest

from cli_harness import run_cli
from href import URL
from href._cli_display import display_rows


def test_parse_shows_the_display_form_and_why_a_label_is_an_a_label(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run_cli(capsys, "parse", "https://user:secret@xn--pple-43d.com/%C3%A4")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert "  display         'https://user:********@xn--pple-43d.com/ä'" in lines
    assert (
        "    not shown     'аpple' as 'xn--pple-43d': it mixes the scripts Cyrillic, Latin"
    ) in lines
    assert "secret" not in out


def test_a_name_the_policy_shows_has_no_reason_row() -> None:
    assert display_rows(URL("https://xn--e1afmkfd.xn--p1ai/"), "***") == [
        ("display", "'https://пример.рф/'"),
    ]
    assert display_rows(URL("/a/b"), "***") == [("display", "'/a/b'")]


def test_each_refused_label_has_its_row() -> None:
    rows = display_rows(URL("https://аррӏе.ѕсоре.com/"), "***")
    assert rows == [
        ("display", "'https://xn--80ak6aa92e.xn--e1argc3h.com/'"),
        (
            "  not shown",
            (
                "'аррӏе' as 'xn--80ak6aa92e': it is Cyrillic letters that look like the Latin "
                "'apple', under a top-level domain that is not Cyrillic"
            ),
        ),
        (
            "  not shown",
            (
                "'ѕсоре' as 'xn--e1argc3h': it is Cyrillic letters that look like the Latin "
                "'scope', under a top-level domain that is not Cyrillic"
            ),
        ),
    ]

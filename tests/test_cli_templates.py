"""``href expand`` and ``href match`` (href._cli_templates)."""

from __future__ import annotations

import json

import pytest

from cli_harness import run_cli

GITHUB = "https://api.github.com/repos/{owner}/{repo}/issues{/number}"


def test_expand_prints_the_url(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(
        capsys, "expand", GITHUB, "owner=python", "repo=cpython", "number=1"
    )
    assert (status, out, err) == (0, "https://api.github.com/repos/python/cpython/issues/1\n", "")


def test_expand_reads_a_name_given_twice_as_a_list(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("expand", "/s{?q,tag*}", "q=a b", "tag=x", "tag=y", "tag=z")
    assert run_cli(capsys, *args) == (0, "/s?q=a%20b&tag=x&tag=y&tag=z\n", "")


def test_expand_reads_json_values(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("expand", "{?keys*}{&n}", 'keys:={"a": 1, "b": "2"}', "n:=3")
    assert run_cli(capsys, *args) == (0, "?a=1&b=2&n=3\n", "")


ERRORS = [
    pytest.param(
        ("expand", "{x"),
        "href: invalid template '{x': '{' at position 0 is never closed; write '%7B' for a "
        "literal brace\n",
        id="invalid-template",
    ),
    pytest.param(
        ("expand", "{x}", "x"),
        "href: variable 'x' has no '=': write NAME=VALUE or NAME:=JSON\n",
        id="no-equals",
    ),
    pytest.param(
        ("expand", "{x}", "x:={"),
        "href: variable 'x': '{' is not JSON (Expecting property name enclosed in double "
        "quotes: line 1 column 2 (char 1))\n",
        id="not-json",
    ),
    pytest.param(
        ("expand", "{x}", "x:=true"),
        "href: the value of 'x' must be str, int, float, URL, a list or tuple of those, a dict "
        "of them, or None (undefined); got bool\n",
        id="json-bool",
    ),
]


@pytest.mark.parametrize(("argv", "message"), ERRORS)
def test_expand_reports_bad_input(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    assert run_cli(capsys, *argv) == (1, "", message)


def test_match_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(
        capsys, "match", GITHUB, "https://api.github.com/repos/a/b%C3%A9/issues"
    )
    assert (status, err) == (0, "")
    assert json.loads(out) == {"owner": "a", "repo": "bé"}


def test_match_prints_null_and_fails_for_another_url(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, "match", GITHUB, "https://example.com/") == (1, "null\n", "")


def test_match_refuses_an_ambiguous_template(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, "match", "{a}{b}", "xy")
    assert (status, out) == (2, "")
    assert err.startswith("href: cannot match URLs against '{a}{b}': ")

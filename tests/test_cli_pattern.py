"""href match-pattern: URLs against a URL Pattern, one JSON object a line."""

from __future__ import annotations

import json

import pytest

from cli_harness import feed_stdin, run_cli


def test_each_url_is_reported_with_its_groups_or_null(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(
        capsys,
        "match-pattern",
        "https://*.example.com/books/:id",
        "https://shop.example.com/books/42",
        "https://example.org/",
    )
    assert (status, err) == (0, "")
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["url"] == "https://shop.example.com/books/42"
    assert first["match"]["pathname"] == {"input": "/books/42", "groups": {"id": "42"}}
    assert first["match"]["hostname"] == {"input": "shop.example.com", "groups": {"0": "shop"}}
    assert second == {"url": "https://example.org/", "match": None}


def test_stdin_and_a_base_url(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed_stdin(monkeypatch, b"/books/7\n\n/books/x\r\n")
    status, out, _ = run_cli(capsys, "match-pattern", "/books/:id(\\d+)", "--base", "https://h/")
    records = [json.loads(line) for line in out.splitlines()]
    assert status == 0
    assert [record["url"] for record in records] == ["/books/7", "/books/x"]
    assert records[0]["match"]["pathname"]["groups"] == {"id": "7"}
    assert records[1]["match"] is None


def test_no_match_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_cli(capsys, "match-pattern", "https://h/a", "https://h/b")
    assert (status, json.loads(out)) == (1, {"url": "https://h/b", "match": None})


def test_ignore_case(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, _ = run_cli(capsys, "match-pattern", "--ignore-case", "https://h/a", "https://h/A")
    assert status == 0


def test_a_refused_pattern_exits_2_saying_why(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        run_cli(capsys, "match-pattern", "https://h/:id(", "https://h/1")
    assert exited.value.code == 2
    err = capsys.readouterr().err
    message = "invalid pathname pattern '/:id(' at 4: the regular expression group is not closed"
    assert err.endswith(f"href match-pattern: error: {message}\n")

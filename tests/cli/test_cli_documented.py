"""The command line as the README documents it: the default command, languages, widths.

Also: text from a deal file or the command line never reaches the terminal
raw, and every error stays one bounded line.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from lantern_cli import GOLDEN, ROOT, assert_clean_usage_error, run
from rich.cells import cell_len

from four_lanterns.cli.main import build_parser
from four_lanterns.cli.streams import LINE_LIMIT

FIXED = ROOT / "fixtures" / "deal_fixed.toml"


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


# -- the default command ---------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [["--ascii"], ["--deal", str(FIXED)], ["--variant", "v1"], ["--lang", "de", "--ascii"]],
)
def test_the_table_options_work_without_play(args: list[str]) -> None:
    """Without a terminal the table refuses to open: the options themselves were understood."""
    done = run(*args)
    assert_clean_usage_error(done, "the card table needs a terminal")


def test_the_table_options_are_checked_without_play() -> None:
    assert_clean_usage_error(run("--deal", "no-such.toml"), "no-such.toml: no such file")
    assert_clean_usage_error(run("--variant", "v7"), "--variant: 'v7' is not a scoring variant")


def test_help_shows_the_default_commands_options() -> None:
    out = ok(run("--help"))
    for option in ("--deal PATH", "--variant v0|v1", "--ascii", "--lang"):
        assert option in out
    assert "With no command, opens the card table" in out
    assert "Four Lanterns (four players, two partnerships) and Sticheln" in " ".join(out.split())


COMMANDS = ("play", "resume", "review", "trace", "replay", "check", "arena", "export", "analyze")


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_options_say_what_they_do(command: str) -> None:
    """``--format`` and ``arena --game`` were listed with their choices and nothing else."""
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    mute = [
        action.option_strings[0]
        for action in commands.choices[command]._actions
        if action.option_strings and not action.help
    ]
    assert mute == [], mute


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_help_says_what_it_does(command: str) -> None:
    """``four-lanterns COMMAND --help`` opens with a sentence, as the list of commands has one."""
    out = ok(run(command, "--help"))
    said = " ".join(out.split("\n\n")[1].split())  # the paragraph after the usage
    assert said[0].isupper() and said.endswith("."), out
    summary = " ".join(ok(run("--help")).split())
    assert said.rstrip(".").lower()[:30] in summary.lower() or command in ("arena", "export"), said


# -- languages ---------------------------------------------------------------------


def test_lang_before_the_command_reaches_check() -> None:
    done = run("--lang", "de", "check")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Four Lanterns Prüfbericht")


def test_trace_speaks_the_chosen_language() -> None:
    out = ok(run("trace", "--lang", "es", env={"COLUMNS": "200"}))
    assert out.splitlines()[0] == (
        "Four Lanterns — fixtures/deal_fixed.toml — puntuación v0 (cada baza vale 1)"
    )
    assert "Teal 4 es la más alta de Teal" in out
    assert out.splitlines()[-1] == "Resultado: N/S 2 – E/O 2 — empate 2–2"


def test_trace_and_replay_follow_the_locale() -> None:
    out = ok(run("replay", "--plays", "N:T1 E:T4 S:T3", env={"LANG": "de_DE.UTF-8"}))
    assert "Hand nicht beendet (3 von 16 Karten gespielt)" in out


def test_an_illegal_play_is_explained_in_the_chosen_language() -> None:
    done = run("replay", "--plays", "N:T1 E:A2", "--lang", "de")
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "four-lanterns: unzulässiger Zug E:A2 bei T1.2: Ost hat Türkis 4, also muss Ost Türkis"
        " bedienen; Amber 2 ist nicht erlaubt.",
        "four-lanterns: erlaubte Karten bei T1.2: T4",
    ]


def test_json_stays_english_in_every_language() -> None:
    english = json.loads(ok(run("trace", "--format", "json")))
    german = json.loads(ok(run("trace", "--format", "json", "--lang", "de")))
    assert german == english


# -- width ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_trace_fits_80_columns_when_piped(lang: str, variant: str) -> None:
    out = ok(run("trace", "--lang", lang, "--variant", variant))
    widest = max(cell_len(line) for line in out.splitlines())
    assert widest <= 80, widest


def test_the_80_column_trace_is_the_golden_file() -> None:
    out = ok(run("trace"))
    assert out == (GOLDEN / "trace_v0_80.txt").read_text(encoding="utf-8")


def test_columns_overrides_the_width() -> None:
    out = ok(run("trace", env={"COLUMNS": "100"}))
    widths = [cell_len(line) for line in out.splitlines()]
    assert max(widths) <= 100
    assert max(widths) > 80  # the room is used


def columns_of(table: str) -> list[list[str]]:
    """Read a wrapped table back: each row's cells, the pieces of a cell joined."""
    lines = table.splitlines()
    rule = next(index for index, line in enumerate(lines) if line.startswith("---"))
    spans = [match.span() for match in re.finditer(r"-+", lines[rule])]
    rows: list[list[str]] = []
    for line in lines[rule + 1 :]:
        if not line.strip():
            break
        cells = [line[start:end].strip() for start, end in spans]
        if cells[0]:
            rows.append(cells)
        else:
            rows[-1] = [f"{old} {new}".strip() for old, new in zip(rows[-1], cells, strict=True)]
    return rows


def test_a_wrapped_trace_reads_back_as_the_wide_one() -> None:
    wide = columns_of(ok(run("trace", env={"COLUMNS": "200"})))
    narrow = columns_of(ok(run("trace", env={"COLUMNS": "60"})))
    assert narrow == wide
    assert wide[0][1] == "North Teal 1; East Teal 4; South Teal 3; West Teal 2"


# -- untrusted text ---------------------------------------------------------------------


def hostile_deal(tmp_path: Path) -> Path:
    """The fixed deal with a title and a name that would drive a terminal."""
    text = FIXED.read_text("utf-8").replace(
        'title = "Four Lanterns — fixed acceptance deal"',
        'title = "\\u001b]0;pwned\\u0007\\u001b[2J\\r\\nResult: forged\\u009b31m"',
    )
    assert "pwned" in text
    path = tmp_path / "deal\x1b[31m.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("fmt", ["table", "markdown", "json"])
def test_control_characters_from_a_deal_are_escaped_in_reports(tmp_path: Path, fmt: str) -> None:
    deal = hostile_deal(tmp_path)
    done = run("check", "--deal", str(deal), "--format", fmt)
    assert done.returncode == 0, done.stderr
    for control in ("\x1b", "\x07", "\r", "\x9b"):
        assert control not in done.stdout
    assert not any(line.startswith("Result: forged") for line in done.stdout.splitlines())
    if fmt == "json":
        report = json.loads(done.stdout)
        assert report["deal"]["title"].startswith("\x1b]0;pwned")  # the data, intact
        assert report["deal"]["file"].endswith("deal\\x1b[31m.toml")
    else:
        assert "\\x1b]0;pwned\\x07\\x1b[2J\\r\\nResult: forged\\x9b31m" in done.stdout


@pytest.mark.parametrize("fmt", ["table", "markdown"])
def test_control_characters_in_the_deal_name_are_escaped_in_trace(tmp_path: Path, fmt: str) -> None:
    out = ok(run("trace", "--deal", str(hostile_deal(tmp_path)), "--format", fmt))
    assert "\x1b" not in out
    # The title: a long path (the test's folder) may wrap it at 80 columns.
    assert "deal\\x1b[31m.toml" in out.split("\n\n")[0]


def test_a_newline_in_a_path_stays_on_one_line() -> None:
    done = run("trace", "--deal", "first\nsecond.toml")
    line = assert_clean_usage_error(done, "first\\nsecond.toml: no such file")
    assert "\n" not in line


def test_a_huge_play_token_is_not_echoed_whole() -> None:
    done = run("replay", "--plays", "X" * 100_000)
    line = assert_clean_usage_error(done, "--plays item 1:", "is too long for a play")
    assert len(line) < 120


def test_a_byte_that_is_not_utf8_in_plays_is_shown_as_the_byte() -> None:
    done = run("replay", "--plays", os.fsdecode(b"N:T1\xffE:T4"))
    line = assert_clean_usage_error(done, "--plays item 1: 'N:T1\\xffE:T4' is not a play")
    assert "udcff" not in line


def test_every_error_line_is_bounded() -> None:
    done = run("trace", "--deal", "d" * 5000 + ".toml")
    line = assert_clean_usage_error(done)
    assert len(line) <= len("four-lanterns: ") + LINE_LIMIT

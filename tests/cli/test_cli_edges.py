"""Edges of the command line: options named in errors, no terminal, check's refusal lines."""

from __future__ import annotations

import subprocess

from lantern_cli import ROOT, assert_clean_usage_error, program, run


def test_a_bad_variant_names_the_option() -> None:
    done = run("replay", "--plays", "N:T1", "--variant", "v2")
    assert_clean_usage_error(done, "--variant: 'v2' is not a scoring variant")


def test_an_empty_deal_path_is_refused_by_name() -> None:
    assert_clean_usage_error(run("trace", "--deal", ""), "--deal: the path is empty")


def test_an_empty_output_path_is_refused_by_name() -> None:
    assert_clean_usage_error(run("check", "--output", ""), "--output: the path is empty")


def test_the_table_without_a_terminal_exits_2_at_once() -> None:
    done = subprocess.run(
        program(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        check=False,
    )
    assert_clean_usage_error(done, "needs a terminal")
    assert done.stdout == ""  # no escape codes were drawn


def test_check_names_the_refused_play_and_the_legal_cards() -> None:
    done = run("check", "--plays", "N:T1 E:A2")
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "four-lanterns: illegal play E:A2 at T1.2: East holds Teal 4, so East must follow Teal;"
        " Amber 2 is not allowed.",
        "four-lanterns: legal cards at T1.2: T4",
    ]

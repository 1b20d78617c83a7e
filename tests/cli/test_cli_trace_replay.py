"""``four-lanterns trace`` and ``replay`` by subprocess, in every format.

Expected values are the spec's paper trace (docs/rules.md §7, §8), written
here by hand; the golden files in tests/data/golden/ were read line by line
against it before they were kept.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from lantern_cli import GOLDEN, ROOT, WIDE, assert_clean_usage_error, run

PAPER_PLAYS = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"

# The paper trace, trick by trick: leader, led suit, plays, winner, next leader.
PAPER = [
    ("N", "T", ["N:T1", "E:T4", "S:T3", "W:T2"], "E", "E"),
    ("E", "A", ["E:A2", "S:A1", "W:A3", "N:A4"], "N", "N"),
    ("N", "M", ["N:M2", "E:M1", "S:M4", "W:M3"], "S", "S"),
    ("S", "V", ["S:V2", "W:V4", "N:V3", "E:V1"], "W", None),
]
RUNNING = {
    "v0": [(0, 1), (1, 1), (2, 1), (2, 2)],
    "v1": [(0, 1), (1, 1), (2, 1), (2, 3)],
}
VALUES = {"v0": [1, 1, 1, 1], "v1": [1, 1, 1, 2]}
RESULT = {"v0": "draw", "v1": "EW"}
# Paper-trace rows as the spec writes them: trick, cards, winner, score, next leader.
PAPER_ROWS = [
    ("1 — Teal", "North Teal 1; East Teal 4; South Teal 3; West Teal 2", "East", "East"),
    ("2 — Amber", "East Amber 2; South Amber 1; West Amber 3; North Amber 4", "North", "North"),
    ("3 — Moss", "North Moss 2; East Moss 1; South Moss 4; West Moss 3", "South", "South"),
    (
        "4 — Violet",
        "South Violet 2; West Violet 4; North Violet 3; East Violet 1",
        "West",
        "hand ends",
    ),
]
FINAL_LINE = {
    "v0": "Result: N/S 2 – E/W 2 — draw 2–2",
    "v1": "Result: N/S 2 – E/W 3 — E/W win 3–2",
}


def _load_reference() -> Any:
    """The naive second implementation of the rules in tests/engine/."""
    path = ROOT / "tests" / "engine" / "lantern_reference.py"
    spec = importlib.util.spec_from_file_location("lantern_reference_for_cli", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up by name
    spec.loader.exec_module(module)
    return module


reference = _load_reference()

DOCUMENTED_TOP = {"variant", "complete", "tricks", "score", "result"}
DOCUMENTED_TRICK = {"number", "leader", "led", "plays", "winner", "value", "score", "next_leader"}
EXTRA_TRICK = {"reason"}  # not in the example; the trick's reason in words


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def check_paper_json(data: dict[str, Any], variant: str) -> None:
    assert set(data) == DOCUMENTED_TOP
    assert data["variant"] == variant
    assert data["complete"] is True
    assert len(data["tricks"]) == 4
    for number, (trick, paper) in enumerate(zip(data["tricks"], PAPER, strict=True), start=1):
        leader, led, plays, winner, next_leader = paper
        assert set(trick) == DOCUMENTED_TRICK | EXTRA_TRICK
        assert trick["number"] == number
        assert trick["leader"] == leader
        assert trick["led"] == led
        assert trick["plays"] == plays
        assert trick["winner"] == winner
        assert trick["value"] == VALUES[variant][number - 1]
        ns, ew = RUNNING[variant][number - 1]
        assert trick["score"] == {"NS": ns, "EW": ew}
        assert trick["next_leader"] == next_leader
        assert isinstance(trick["reason"], str) and trick["reason"].startswith(
            {"E": "Teal 4", "N": "Amber 4", "S": "Moss 4", "W": "Violet 4"}[winner]
        )
    ns, ew = RUNNING[variant][-1]
    assert data["score"] == {"NS": ns, "EW": ew}
    assert data["result"] == RESULT[variant]


# -- trace -------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_trace_table_is_the_golden_file(variant: str) -> None:
    out = ok(run("trace", "--variant", variant, env=WIDE))
    assert out == (GOLDEN / f"trace_{variant}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_trace_markdown_is_the_golden_file(variant: str) -> None:
    out = ok(run("trace", "--variant", variant, "--format", "markdown"))
    assert out == (GOLDEN / f"trace_{variant}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_golden_markdown_says_what_the_paper_says(variant: str) -> None:
    # The golden file itself, read as a table, against the spec's rows.
    text = (GOLDEN / f"trace_{variant}.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if re.match(r"\| \d — ", line)]
    assert len(rows) == 4
    for line, paper, running in zip(rows, PAPER_ROWS, RUNNING[variant], strict=True):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        trick, cards, _winner, _why, score, next_leader = cells
        assert (trick, cards, _winner, next_leader) == paper
        assert score == f"{running[0]}–{running[1]}"
    assert text.rstrip("\n").splitlines()[-1] == FINAL_LINE[variant]


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_golden_table_says_what_the_paper_says(variant: str) -> None:
    text = (GOLDEN / f"trace_{variant}.txt").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if re.match(r"\d — ", line)]
    assert len(rows) == 4
    for line, paper, running in zip(rows, PAPER_ROWS, RUNNING[variant], strict=True):
        cells = re.split(r"\s{2,}", line)
        assert cells[0] == paper[0]
        assert cells[1] == paper[1]
        assert cells[2] == paper[2]
        assert cells[4] == f"{running[0]}–{running[1]}"
        assert cells[5] == paper[3]
    assert text.rstrip("\n").splitlines()[-1] == FINAL_LINE[variant]


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_trace_json_has_the_documented_shape_and_the_paper_values(variant: str) -> None:
    check_paper_json(
        json.loads(ok(run("trace", "--variant", variant, "--format", "json"))), variant
    )


def test_trace_defaults_to_v0_and_the_table_format() -> None:
    assert ok(run("trace")) == ok(run("trace", "--variant", "v0", "--format", "table"))


def test_variant_code_is_case_insensitive() -> None:
    assert ok(run("trace", "--variant", "V1")) == ok(run("trace", "--variant", "v1"))


def test_trace_names_an_explicit_deal_file_in_its_title() -> None:
    out = ok(run("trace", "--deal", "fixtures/deal_fixed.toml", "--variant", "v1"))
    assert out.splitlines()[0] == (
        "Four Lanterns — fixtures/deal_fixed.toml — scoring v1 (last trick 2)"
    )


def test_python_dash_m_is_the_same_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "four_lanterns", "trace", "--format", "json"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    check_paper_json(json.loads(done.stdout), "v0")


def test_trace_of_an_illegal_paper_trace_exits_1(tmp_path: Path) -> None:
    # A trace in which East discards Amber 2 while holding Teal 4.
    deal = tmp_path / "wrong.toml"
    text = (ROOT / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    deal.write_text(text.replace('"E:T4", "S:T3"', '"E:A2", "S:T3"', 1), encoding="utf-8")
    done = run("trace", "--deal", str(deal))
    assert done.returncode == 1
    assert "E:A2 at T1.2" in done.stderr and "must follow Teal" in done.stderr


# -- replay ------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["v0", "v1"])
def test_replay_of_the_paper_plays_is_the_paper(variant: str) -> None:
    out = ok(run("replay", "--plays", PAPER_PLAYS, "--variant", variant, "--format", "json"))
    check_paper_json(json.loads(out), variant)


def test_replay_table_of_the_paper_plays_matches_trace() -> None:
    assert ok(run("replay", "--plays", PAPER_PLAYS)) == ok(run("trace"))


def test_replay_reads_commas_and_lower_case() -> None:
    plays = PAPER_PLAYS.lower().replace(" ", ", ")
    out = ok(run("replay", "--plays", plays, "--format", "json"))
    check_paper_json(json.loads(out), "v0")


def test_replay_of_a_partial_sequence() -> None:
    data = json.loads(ok(run("replay", "--plays", "N:T1 E:T4 S:T3", "--format", "json")))
    assert set(data) == DOCUMENTED_TOP
    assert data["complete"] is False
    assert data["result"] is None
    assert data["score"] == {"NS": 0, "EW": 0}
    (trick,) = data["tricks"]
    assert trick["number"] == 1 and trick["leader"] == "N" and trick["led"] == "T"
    assert trick["plays"] == ["N:T1", "E:T4", "S:T3"]
    for key in ("winner", "value", "score", "next_leader"):
        assert trick[key] is None


def test_replay_of_one_trick_and_a_lead() -> None:
    data = json.loads(
        ok(
            run(
                "replay",
                "--plays",
                "N:T1 E:T4 S:T3 W:T2 E:A2",
                "--format",
                "json",
                "--variant",
                "v1",
            )
        )
    )
    assert data["complete"] is False and data["result"] is None
    first, second = data["tricks"]
    assert (first["winner"], first["next_leader"], first["score"]) == ("E", "E", {"NS": 0, "EW": 1})
    assert (second["leader"], second["plays"], second["winner"]) == ("E", ["E:A2"], None)
    assert data["score"] == {"NS": 0, "EW": 1}


def test_replay_table_of_a_partial_sequence_says_it_is_not_complete() -> None:
    out = ok(run("replay", "--plays", "N:T1 E:T4 S:T3", env=WIDE))
    assert "1 — Teal" in out
    assert "North Teal 1; East Teal 4; South Teal 3" in out
    assert "(in progress)" in out
    assert out.rstrip("\n").splitlines()[-1] == (
        "Hand not complete (3 of 16 cards played): N/S 0 – E/W 0 so far"
    )


def test_replay_shows_why_discards_do_not_win(tmp_path: Path) -> None:
    deal = tmp_path / "voids.toml"
    deal.write_text(
        'first_leader = "N"\n[hands]\nN = ["A1", "A2", "A3", "A4"]\n'
        'E = ["T1", "T2", "T3", "T4"]\nS = ["M1", "M2", "M3", "M4"]\n'
        'W = ["V1", "V2", "V3", "V4"]\n',
        encoding="utf-8",
    )
    data = json.loads(
        ok(run("replay", "--deal", str(deal), "--plays", "N:A1 E:T4 S:M4 W:V4", "--format", "json"))
    )
    (trick,) = data["tricks"]
    assert trick["winner"] == "N"
    assert trick["next_leader"] == "N"
    assert trick["reason"] == (
        "Amber 1 is the highest Amber; off-suit discards cannot win (Teal 4, Moss 4, Violet 4)"
    )


# -- replay: illegal plays (exit 1) ------------------------------------------


def test_illegal_play_is_refused_with_the_rule_and_the_legal_cards() -> None:
    done = run("replay", "--plays", "N:T1 E:A2 S:T3")
    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert lines == [
        "four-lanterns: illegal play E:A2 at T1.2: "
        "East holds Teal 4, so East must follow Teal; Amber 2 is not allowed.",
        "four-lanterns: legal cards at T1.2: T4",
    ]


def test_illegal_play_in_json_is_also_an_error_object_on_stdout() -> None:
    done = run("replay", "--plays", "N:T1 E:A2", "--format", "json")
    assert done.returncode == 1
    assert json.loads(done.stdout) == {
        "error": {
            "step": "T1.2",
            "play": "E:A2",
            "kind": "must_follow",
            "message": "East holds Teal 4, so East must follow Teal; Amber 2 is not allowed.",
            "legal": ["T4"],
        }
    }
    assert len(done.stderr.splitlines()) == 2
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("plays", "kind", "step", "play", "message", "legal"),
    [
        (
            "N:T1 S:T3",
            "out_of_turn",
            "T1.2",
            "S:T3",
            "It is East's turn at T1.2, not South's; South cannot play Teal 3 now.",
            ["T4"],
        ),
        (
            "N:T1 E:T4 S:T3 W:T2 E:T4",
            "not_in_hand",
            "T2.1",
            "E:T4",
            "East does not hold Teal 4: it was played at T1.2.",
            ["A2", "M1", "V1"],
        ),
        (
            "N:A2",
            "not_in_hand",
            "T1.1",
            "N:A2",
            "North does not hold Amber 2; East holds it.",
            ["A4", "T1", "M2", "V3"],
        ),
    ],
)
def test_each_refusal_kind_in_json(
    plays: str, kind: str, step: str, play: str, message: str, legal: list[str]
) -> None:
    done = run("replay", "--plays", plays, "--format", "json")
    assert done.returncode == 1
    error = json.loads(done.stdout)["error"]
    assert error == {"step": step, "play": play, "kind": kind, "message": message, "legal": legal}
    first, second = done.stderr.splitlines()
    assert first == f"four-lanterns: illegal play {play} at {step}: {message}"
    assert second == f"four-lanterns: legal cards at {step}: {' '.join(legal)}"


def test_play_after_the_hand_is_over_names_where_it_was() -> None:
    done = run("replay", "--plays", PAPER_PLAYS + " W:A1", "--format", "json")
    assert done.returncode == 1
    error = json.loads(done.stdout)["error"]
    assert error["kind"] == "hand_over"
    assert error["play"] == "W:A1"
    assert error["message"] == "Every trick has been played; Amber 1 cannot be played."
    assert error["legal"] == []
    # The message names the play's place in the sequence; an empty step
    # ("illegal play W:A1 at : ...") tells the reader nothing.
    assert error["step"] != ""
    assert " at :" not in done.stderr
    assert len(done.stderr.splitlines()) == 2


# -- replay and trace: unusable input (exit 2) -------------------------------


@pytest.mark.parametrize(
    ("plays", "fragments"),
    [
        ("N:T1 E:Z4", ("--plays item 2", "'Z4' is not a card code")),
        ("N:T1 E-T4", ("--plays item 2", "'E-T4' is not a play")),
        ("N:T1 Q:T4", ("--plays item 2", "'Q' is not a seat")),
        ("N:T5", ("--plays item 1", "'T5' is not a card of the Four Lanterns deck")),
        ("", ("--plays: no plays given",)),
        (" , ", ("--plays: no plays given",)),
    ],
)
def test_bad_play_code_exits_2(plays: str, fragments: tuple[str, ...]) -> None:
    assert_clean_usage_error(run("replay", "--plays", plays), *fragments)


def test_bad_play_code_with_json_exits_2_without_json() -> None:
    assert_clean_usage_error(run("replay", "--plays", "N:X1", "--format", "json"), "'X1'")


def test_replay_needs_plays() -> None:
    assert_clean_usage_error(run("replay"), "--plays", "required")


@pytest.mark.parametrize("command", [("trace",), ("replay", "--plays", "N:T1")])
def test_unknown_option_exits_2_in_one_line(command: tuple[str, ...]) -> None:
    """The hint names the help that lists the command's own options."""
    assert_clean_usage_error(
        run(*command, "--colour"),
        "unrecognized arguments: --colour",
        f"(see four-lanterns {command[0]} --help)",
    )


@pytest.mark.parametrize(
    "argv",
    [
        ("check", "--output=--"),
        ("trace", "--lang=--"),
        ("replay", "--plays=--"),
        ("trace", "--round=--"),
        ("arena", "--seats=--"),
        ("--deal=--",),
    ],
)
def test_a_double_dash_as_an_options_value_is_one_line_and_exit_2(argv: tuple[str, ...]) -> None:
    """argparse hands ``--output=--`` an empty list: it crashed, or the default was used."""
    option = next(arg for arg in argv if arg.endswith("=--")).removesuffix("=--")
    assert_clean_usage_error(run(*argv), f"argument {option}: expected one argument")


def test_unknown_option_before_any_command_points_at_the_programs_help() -> None:
    line = assert_clean_usage_error(run("--colour"), "unrecognized arguments: --colour")
    assert line.endswith("(see four-lanterns --help)"), line


@pytest.mark.parametrize("command", [("trace",), ("replay", "--plays", "N:T1")])
def test_bad_variant_exits_2(command: tuple[str, ...]) -> None:
    assert_clean_usage_error(
        run(*command, "--variant", "v2"), "'v2' is not a scoring variant", "v0, v1"
    )


def test_bad_format_exits_2() -> None:
    assert_clean_usage_error(run("trace", "--format", "yaml"), "--format", "'yaml'")
    assert_clean_usage_error(
        run("replay", "--plays", "N:T1", "--format", "markdown"), "--format", "'markdown'"
    )


def test_unknown_command_exits_2() -> None:
    assert_clean_usage_error(run("tracee"), "'tracee'")


def test_version() -> None:
    assert re.fullmatch(r"four-lanterns \d+\.\d+\.\d+\n", ok(run("--version")))


def test_output_to_an_ascii_terminal_is_not_a_traceback() -> None:
    # A terminal that cannot show "—" or "–" must not get a Python traceback.
    done = run("trace", env={"PYTHONIOENCODING": "ascii"})
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) <= 2


# -- replay agrees with the rules on arbitrary deals ------------------------


def _random_deal_and_plays(seed: int) -> tuple[str, list[str], list[str], dict[str, int]]:
    """A shuffled deal and a random legal hand, by the naive reference rules."""
    rng = random.Random(seed)
    deck = list(reference.DECK)
    rng.shuffle(deck)
    hands = {seat: deck[4 * i : 4 * i + 4] for i, seat in enumerate(reference.SEATS)}
    leader = rng.choice(reference.SEATS)
    toml = f'first_leader = "{leader}"\n[hands]\n' + "".join(
        f"{seat} = {json.dumps(cards)}\n" for seat, cards in hands.items()
    )
    game = reference.RefGame.from_codes(hands, leader)
    plays = []
    while not game.over:
        seat, card = game.to_play, rng.choice(game.legal())
        plays.append(f"{seat}:{card}")
        game.play(card)
    return toml, plays, [winner for _, winner in game.done], game.score(2)


@pytest.mark.parametrize("seed", [3, 14, 159])
def test_replay_agrees_with_the_rules_on_a_random_deal(seed: int, tmp_path: Path) -> None:
    toml, plays, winners, v1_score = _random_deal_and_plays(seed)
    deal = tmp_path / "random.toml"
    deal.write_text(toml, encoding="utf-8")
    out = ok(
        run(
            "replay",
            "--deal",
            str(deal),
            "--plays",
            " ".join(plays),
            "--variant",
            "v1",
            "--format",
            "json",
        )
    )
    data = json.loads(out)
    assert data["complete"] is True
    assert [t["plays"] for t in data["tricks"]] == [plays[i : i + 4] for i in range(0, 16, 4)]
    assert [t["winner"] for t in data["tricks"]] == winners
    # The winner of each trick leads the next; nobody after the fourth.
    assert [t["next_leader"] for t in data["tricks"]] == [*winners[:3], None]
    assert data["score"] == v1_score
    ns, ew = v1_score["NS"], v1_score["EW"]
    assert data["result"] == ("draw" if ns == ew else "NS" if ns > ew else "EW")

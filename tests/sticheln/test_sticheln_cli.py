"""Sticheln through the installed command line: trace, replay with bids, check."""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))

from lantern_cli import GOLDEN, ROOT, WIDE, run

FIXTURE = str(ROOT / "fixtures" / "sticheln_fixed.toml")
ONE_CARD = str(ROOT / "tests" / "data" / "sticheln" / "one_card.toml")
PAPER_PLAYS = " ".join(
    [
        "N:A10 E:OWL S:OWL W:A7",
        "E:MOLE S:MOLE W:MOLE N:MOLE",
        "E:M12 S:T2 W:V5 N:M4",
        "S:T13 W:A6 N:T5 E:A2",
        "S:V1 W:A5 N:V11 E:A3",
    ]
)


def test_the_json_of_a_round_is_the_documented_contract() -> None:
    done = run(
        "replay",
        "--deal",
        ONE_CARD,
        "--bids",
        "N:1 E:0 S:0 W:1",
        "--plays",
        "N:A13 E:OWL S:A1 W:A7",
        "--format",
        "json",
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "game": "sticheln",
        "complete": True,
        "dealer": "N",
        "trump": "T",
        "bids": {"N": 1, "E": 0, "S": 0, "W": 1},
        "tricks": [
            {
                "number": 1,
                "leader": "N",
                "led": "A",
                "plays": ["N:A13", "E:OWL", "S:A1", "W:A7"],
                "winner": "E",
                "rule": "owl",
                "next_leader": None,
            }
        ],
        "taken": {"N": 0, "E": 1, "S": 0, "W": 0},
        "score": {"N": -10, "E": -10, "S": 20, "W": -10},
        "result": None,
    }
    assert list(json.loads(done.stdout)) == [
        "game",
        "complete",
        "dealer",
        "trump",
        "bids",
        "tricks",
        "taken",
        "score",
        "result",
    ]


def test_a_round_without_bids_is_played_and_not_scored() -> None:
    done = run("replay", "--deal", ONE_CARD, "--plays", "N:A13 E:OWL S:A1 W:A7", "--format", "json")
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert payload["bids"] is None
    assert payload["score"] is None
    assert payload["taken"] == {"N": 0, "E": 1, "S": 0, "W": 0}


def test_an_unfinished_round_has_no_score_yet() -> None:
    done = run("replay", "--deal", FIXTURE, "--plays", "N:A10 E:OWL", "--format", "json")
    payload = json.loads(done.stdout)
    assert payload["complete"] is False
    assert payload["score"] is None
    assert payload["bids"] == {"N": 2, "E": 2, "S": 1, "W": 0}
    assert payload["tricks"][0]["winner"] is None
    assert payload["tricks"][0]["rule"] is None


def test_bids_on_the_command_line_replace_the_files() -> None:
    done = run(
        "replay", "--deal", FIXTURE, "--bids", "N:1 E:2 S:2 W:0", "--plays", PAPER_PLAYS,
        "--format", "json",
    )  # fmt: skip
    payload = json.loads(done.stdout)
    assert payload["bids"] == {"N": 1, "E": 2, "S": 2, "W": 0}
    assert payload["score"] == {"N": 30, "E": 40, "S": 40, "W": 20}


@pytest.mark.parametrize(
    ("bids", "message"),
    [
        ("N:1 E:2 S:2 W:6", "--bids item 4: West cannot bid 6: the bids allowed are 0, 1, 2,"),
        ("N:1 E:2 S:2", "--bids: no bid for West"),
        ("N:1 N:2 S:2 W:0", "--bids item 2: North has bid already;"),
        ("N:1 E:two S:2 W:0", "--bids item 2: 'E:two' is not a bid (expected SEAT:TRICKS"),
        ("N:1 X:2 S:2 W:0", "--bids item 2: 'X' is not a seat"),
        ("N:-1 E:2 S:2 W:0", "--bids item 1: 'N:-1' is not a bid"),
    ],
)
def test_a_bad_bid_is_one_line_and_exit_2(bids: str, message: str) -> None:
    done = run("replay", "--deal", FIXTURE, "--bids", bids, "--plays", "N:A10")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert message in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("command", ["replay", "check"])
@pytest.mark.parametrize(
    ("bids", "missing"),
    [("N:1 E:2", "South and West"), ("N:1", "East, South and West"), ("N:1 E:2 S:2", "West")],
)
def test_seats_without_a_bid_are_named(command: str, bids: str, missing: str) -> None:
    done = run(command, "--deal", FIXTURE, "--bids", bids, "--plays", "N:A10")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"four-lanterns: --bids: no bid for {missing}\n"


@pytest.mark.parametrize(
    ("command", "source"),
    [
        ("export", ("--deal", FIXTURE, "--bids", "N:1")),
        ("export", ("--game", "sticheln", "--seed", "3")),
        ("analyze", ("--deal", FIXTURE, "--bids", "N:1")),
    ],
)
def test_no_card_is_played_before_every_seat_has_bid(command: str, source: tuple[str, ...]) -> None:
    # A record may stop in the bidding; a card played there is a usage error, not a play.
    missing = "East, South and West" if "--bids" in source else "North, East, South and West"
    done = run(command, *source, "--plays", "N:A10")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"four-lanterns: --plays: no bid for {missing} yet; "
        "every seat bids before the first card (--bids)\n"
    )


def test_export_keeps_a_round_stopped_in_the_bidding() -> None:
    done = run("export", "--deal", FIXTURE, "--bids", "N:1")
    assert done.returncode == 0
    assert 'bids = ["N:1"]' in done.stdout


@pytest.mark.parametrize("command", ["replay", "check", "analyze", "export"])
def test_bids_out_of_bidding_order_are_refused_by_every_command(command: str) -> None:
    # The dealer (North) bids first; no command reorders the bids given.
    done = run(command, "--deal", FIXTURE, "--bids", "E:1 N:2 S:1 W:0", "--plays", "N:A10")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "four-lanterns: --bids item 1: It is North's turn to bid at B1, not East's.\n"
    )


@pytest.mark.parametrize("command", ["replay", "check", "analyze", "export"])
@pytest.mark.parametrize(
    ("bids", "message"),
    [
        ("N:9", "--bids item 1: North cannot bid 9: the bids allowed are 0, 1, 2, 3, 4 or 5."),
        (
            "N:1 E:2 S:2 W:6",
            "--bids item 4: West cannot bid 6: the bids allowed are 0, 1, 2, 3, 4 or 5.",
        ),
        # A seat bidding twice is told whose turn it is, as the engine says it.
        ("N:1 N:1", "--bids item 2: North has bid already; it is East's turn to bid at B2"),
        ("N:1 E:2 S:2 W:0 N:1", "--bids item 5: North has bid already; every seat has bid"),
    ],
)
def test_a_refused_bid_reads_the_same_from_every_command(
    command: str, bids: str, message: str
) -> None:
    done = run(command, "--deal", FIXTURE, "--bids", bids, "--plays", "N:A10")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"four-lanterns: {message}\n"


def test_bids_in_bidding_order_replay_as_given() -> None:
    done = run(
        "replay", "--deal", FIXTURE, "--bids", "N:2 E:1 S:1 W:0", "--plays", "N:A10",
        "--format", "json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bids"] == {"N": 2, "E": 1, "S": 1, "W": 0}


def test_four_lanterns_has_no_bids() -> None:
    done = run("replay", "--bids", "N:1 E:0 S:0 W:1", "--plays", "N:T1")
    assert done.returncode == 2
    assert done.stderr == "four-lanterns: --bids: Four Lanterns has no bidding\n"


def test_an_illegal_play_names_the_joker_rule_and_the_legal_cards() -> None:
    done = run("replay", "--deal", FIXTURE, "--plays", "N:A10 E:M12")
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        "four-lanterns: illegal play E:M12 at T1.2: East holds Amber 2 and Amber 3, so East "
        "must follow Amber or play an Owl or a Mole; Moss 12 is not allowed.",
        "four-lanterns: legal cards at T1.2: A2 A3 OWL MOLE",  # in hand order, as the table
    ]


def test_the_fixture_checks_every_trick_and_the_totals() -> None:
    done = run("check", "--deal", FIXTURE, "--format", "json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert [row["status"] for row in report["tricks"]] == ["match"] * 5
    assert [row["expected"]["rule"] for row in report["tricks"]] == [
        "owl",
        "moles",
        "trump",
        "trump",
        "led",
    ]
    assert report["totals"] == [
        {
            "name": "taken",
            "expected": {"N": 1, "E": 2, "S": 2, "W": 0},
            "observed": {"N": 1, "E": 2, "S": 2, "W": 0},
            "match": True,
        },
        {
            "name": "points",
            "expected": {"N": -10, "E": 40, "S": -10, "W": 20},
            "observed": {"N": -10, "E": 40, "S": -10, "W": 20},
            "match": True,
        },
    ]
    assert report["all_match"] is True


def _paper_with(tmp_path: Path, old: str, new: str) -> str:
    text = Path(FIXTURE).read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "paper.toml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("old", "new", "field", "divergence"),
    [
        ('rule = "owl"', 'rule = "trump"', "rule", "T1"),
        ('led = ""\nplays = ["E:MOLE"', 'led = "M"\nplays = ["E:MOLE"', "led", "T2"),
        ('winner = "N"', 'winner = "W"', "winner", "T5"),
        ("points = { N = -10, E = 40", "points = { N = -10, E = 30", "points", "result"),
        ("taken = { N = 1, E = 2", "taken = { N = 2, E = 2", "taken", "result"),
    ],
)
def test_a_wrong_paper_is_a_mismatch_and_exit_3(
    tmp_path: Path, old: str, new: str, field: str, divergence: str
) -> None:
    done = run("check", "--deal", _paper_with(tmp_path, old, new), "--format", "json")
    assert done.returncode == 3, done.stderr
    report = json.loads(done.stdout)
    assert report["first_divergence"]["field"] == field
    assert report["first_divergence"]["step"] == divergence
    assert report["all_match"] is False


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
def test_the_trace_table_in_every_language(lang: str) -> None:
    done = run("trace", "--deal", "fixtures/sticheln_fixed.toml", "--lang", lang, env=WIDE)
    assert done.returncode == 0, done.stderr
    golden = GOLDEN / f"sticheln_trace_{lang}.txt"
    assert done.stdout == golden.read_text(encoding="utf-8")


def test_the_trace_markdown() -> None:
    done = run("trace", "--deal", "fixtures/sticheln_fixed.toml", "--format", "markdown")
    assert done.stdout == (GOLDEN / "sticheln_trace.md").read_text(encoding="utf-8")


def test_the_trace_json() -> None:
    done = run("trace", "--deal", "fixtures/sticheln_fixed.toml", "--format", "json")
    assert done.stdout == (GOLDEN / "json" / "sticheln_trace.json").read_text(encoding="utf-8")


def test_play_seats_a_sticheln_round_and_asks_for_a_terminal() -> None:
    """The deal is read and accepted; without a terminal the table says so (exit 2)."""
    done = run("play", "--deal", "fixtures/sticheln_fixed.toml")
    assert done.returncode == 2
    assert done.stderr == (
        "four-lanterns: the card table needs a terminal; without one use trace, replay or check\n"
    )


def test_review_takes_the_sticheln_round_and_asks_for_a_terminal() -> None:
    """The round's paper is reviewed at the table; without a terminal the table says so."""
    done = run("review", "--deal", "fixtures/sticheln_fixed.toml")
    assert done.returncode == 2
    assert done.stderr == (
        "four-lanterns: the card table needs a terminal; without one use trace, replay or check\n"
    )


def test_review_of_a_sticheln_round_has_no_scoring_variant() -> None:
    done = run("review", "--deal", "fixtures/sticheln_fixed.toml", "--variant", "v1")
    assert done.returncode == 2
    assert done.stderr == (
        "four-lanterns: --variant: Sticheln scores its bids and has no scoring variants\n"
    )


@pytest.mark.parametrize("fmt", ["table", "markdown"])
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "Result: tricks taken N 1, E 2, S 2, W 0: match; "
            "points N -10, E 40, S -10, W 20: match",
        ),
        # Each seat as the language abbreviates it (Ost and Oeste: "O"), as the bids row does.
        (
            "de",
            "Ergebnis: Stiche N 1, O 2, S 2, W 0: stimmt; Punkte N -10, O 40, S -10, W 20: stimmt",
        ),
        (
            "es",
            "Resultado: bazas ganadas N 1, E 2, S 2, O 0: coincide; "
            "puntos N -10, E 40, S -10, O 20: coincide",
        ),
        (
            "zh",
            "结果：赢墩数 北 1、东 2、南 2、西 0：一致；得分 北 -10、东 40、南 -10、西 20：一致",
        ),
    ],
)
def test_check_says_each_total_once(fmt: str, lang: str, line: str) -> None:
    """The paper's points are the engine's: the result line says them once, with the check."""
    done = run("check", "--deal", FIXTURE, "--format", fmt, "--lang", lang)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == line


def _without_result(tmp_path: Path) -> str:
    text = Path(FIXTURE).read_text(encoding="utf-8")
    head, _, _ = text.partition("[result]")
    path = tmp_path / "no_result.toml"
    path.write_text(head, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("fmt", ["table", "markdown", "json"])
def test_check_on_a_paper_without_totals_reports_the_points(tmp_path: Path, fmt: str) -> None:
    done = run("check", "--deal", _without_result(tmp_path), "--format", fmt)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    if fmt == "json":
        report = json.loads(done.stdout)
        assert report["score"] == {"N": -10, "E": 40, "S": -10, "W": 20}
        assert report["taken"] == {"N": 1, "E": 2, "S": 2, "W": 0}
        assert report["result"] is None
        assert "totals" not in report
    else:
        assert "points N -10, E 40, S -10, W 20" in done.stdout
        assert "win" not in done.stdout.splitlines()[-1]


def test_check_of_a_round_without_bids_says_it_is_not_scored(tmp_path: Path) -> None:
    text = Path(_without_result(tmp_path)).read_text(encoding="utf-8")
    head, _, rest = text.partition("[bids]")
    no_bids = tmp_path / "no_bids.toml"
    no_bids.write_text(head + rest.split("\n", 5)[-1], encoding="utf-8")
    done = run("check", "--deal", str(no_bids))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == ("Result: Bids: none given, so no points are scored")
    done = run("check", "--deal", str(no_bids), "--bids", "N:2 E:2 S:1 W:0", "--format", "json")
    assert json.loads(done.stdout)["score"] == {"N": -10, "E": 40, "S": -10, "W": 20}


def test_a_joker_not_held_is_refused_without_pointing_at_another_copy() -> None:
    done = run("replay", "--deal", FIXTURE, "--plays", "N:A10 E:OWL S:OWL W:OWL")
    assert done.returncode == 1
    assert done.stderr.splitlines()[0] == (
        "four-lanterns: illegal play W:OWL at T1.4: West does not hold Owl."
    )
    done = run("replay", "--deal", FIXTURE, "--plays", "N:OWL")
    assert "North does not hold Owl." in done.stderr
    assert "holds it" not in done.stderr


@pytest.mark.parametrize(
    ("plays", "ending"),
    [
        # A joker typed by another name: the message says what the jokers are called.
        (
            "N:JOKER",
            "'JOKER' is not a card code: 'J' is not a suit (expected A, T, M or V); "
            "the jokers are OWL and MOLE",
        ),
        # A bad seat is about the seat: no word of jokers.
        ("Q:OWL", "'Q' is not a seat (expected one of N, E, S, W)"),
    ],
)
def test_a_bad_play_code_in_sticheln_names_the_jokers(plays: str, ending: str) -> None:
    done = run("replay", "--deal", FIXTURE, "--plays", plays)
    assert done.returncode == 2
    assert done.stderr == f"four-lanterns: --plays item 1: {ending}\n"


def test_a_bad_play_code_in_four_lanterns_names_no_joker() -> None:
    done = run("replay", "--plays", "N:JOKER")
    assert done.returncode == 2
    assert "the jokers are" not in done.stderr


def test_sticheln_has_no_scoring_variant_to_choose() -> None:
    done = run("trace", "--deal", FIXTURE, "--variant", "v1")
    assert done.returncode == 2
    assert done.stderr == (
        "four-lanterns: --variant: Sticheln scores its bids and has no scoring variants\n"
    )


def test_a_bid_with_a_control_character_is_escaped_once() -> None:
    done = run("replay", "--deal", FIXTURE, "--bids", "N:1\x1b", "--plays", "N:A10")
    assert done.returncode == 2
    assert done.stderr == (
        "four-lanterns: --bids item 1: 'N:1\\x1b' is not a bid (expected SEAT:TRICKS, like E:2)\n"
    )


DUEL_RECORD = ROOT / "tests" / "data" / "records" / "sticheln_duel_seed7.toml"


@pytest.mark.parametrize("command", ["trace", "replay"])
def test_the_last_round_of_a_duel_names_the_duels_winners(command: str) -> None:
    """JSON ``result``: the winners the record's [result] names, on its last round only."""
    recorded = tomllib.loads(DUEL_RECORD.read_text(encoding="utf-8"))
    winners = recorded["result"]["winners"]["points"]
    rounds = recorded["rounds"]
    for number in range(1, rounds + 1):
        plays = " ".join(recorded["round"][number - 1]["plays"])
        bids = " ".join(recorded["round"][number - 1]["bids"])
        extra = ["--plays", plays, "--bids", bids] if command == "replay" else []
        done = run(
            command, "--deal", str(DUEL_RECORD), "--round", str(number), "--format", "json", *extra
        )
        assert done.returncode == 0, done.stderr
        result = json.loads(done.stdout)["result"]
        assert result == ("+".join(winners) if number == rounds else None), number


def test_a_duels_last_round_replayed_otherwise_names_the_winners_it_makes() -> None:
    """Other bids on the same cards: other points, so other winners, worked out here by hand."""
    recorded = tomllib.loads(DUEL_RECORD.read_text(encoding="utf-8"))
    last = recorded["round"][-1]
    totals = recorded["result"]["totals"]["points"]
    before = {seat: totals[seat] - last["result"]["points"][seat] for seat in "NESW"}
    assert before == {"N": 40, "E": 10, "S": 40, "W": 60}
    # The same cards (N 2, E 2, S 1, W 1 taken), bid so that N, E and S are exact and W is not.
    bids = "E:2 S:1 W:2 N:2"
    done = run(
        "replay",
        "--deal",
        str(DUEL_RECORD),
        "--bids",
        bids,
        "--plays",
        " ".join(last["plays"]),
        "--format",
        "json",
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["score"] == {"N": 40, "E": 40, "S": 30, "W": -10}
    # Totals N 80, E 50, S 70, W 50: North wins the duel, not West.
    assert data["result"] == "N"


def test_a_round_in_its_bidding_says_the_bids_made_so_far(tmp_path: Path) -> None:
    """Not "none given, so no points are scored": the bidding is still going on."""
    record = tmp_path / "game.toml"
    made = run("export", "--game", "sticheln", "--seed", "5", "--open", "--output", str(record))
    assert made.returncode == 0, made.stderr
    dealer = tomllib.loads(record.read_text(encoding="utf-8"))["round"][0]["dealer"]
    made = run(
        "export",
        "--game",
        "sticheln",
        "--seed",
        "5",
        "--open",
        "--bids",
        f"{dealer}:1",
        "--output",
        str(record),
    )
    assert made.returncode == 0, made.stderr
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    done = run("trace", "--deal", str(record))
    assert done.returncode == 0, done.stderr
    assert f"Bids: {names[dealer]} 1 (bidding not finished)" in done.stdout.splitlines()
    done = run("trace", "--deal", str(record), "--lang", "de", "--format", "markdown")
    assert "Ansagen: " in done.stdout and "(Ansagen nicht beendet)" in done.stdout

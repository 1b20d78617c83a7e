"""Game records at the command line: every command that reads a deal reads a record.

The records are tests/data/records/: a finished 4-round Sticheln duel from
seed 7, and the fixed Four Lanterns deal played out. The program runs in
process (``main``), its streams captured.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from lantern_cli import on_a_terminal

from four_lanterns.cli.main import main
from four_lanterns.engine import Seat
from four_lanterns.match import Match
from four_lanterns.records import load_record, record_toml

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "records"
DUEL = str(DATA / "sticheln_duel_seed7.toml")
FIXED = str(DATA / "four_lanterns_fixed.toml")
FIXED_DEAL = str(ROOT / "fixtures" / "deal_fixed.toml")
STICHELN_DEAL = str(ROOT / "fixtures" / "sticheln_fixed.toml")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line of a refusal (exit 2, nothing on standard output), without the name."""
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1 and err.startswith("four-lanterns: "), err
    return err[len("four-lanterns: ") : -1]


def partial(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A Sticheln record in the middle of a trick: the duel's first round, 6 cards in."""
    plays = "S:T4 W:T7 N:A11 E:OWL E:V13 S:M5"
    code, out, _ = run(
        capsys,
        "export",
        "--game",
        "sticheln",
        "--seed",
        "7",
        "--bids",
        "S:0 W:1 N:2 E:2",
        "--plays",
        plays,
    )
    assert code == 0
    path = tmp_path / "partial.toml"
    path.write_text(out, encoding="utf-8")
    return path


# -- trace and replay ------------------------------------------------------------


def test_trace_plays_the_last_round_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "trace", "--deal", DUEL, "--format", "json")
    assert (code, err) == (0, "")
    played = json.loads(out)
    assert played["dealer"] == "E"
    assert len(played["tricks"]) == 6
    assert played["score"] == {"N": -10, "E": -20, "S": -10, "W": 30}


def test_trace_of_a_chosen_round(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "trace", "--deal", DUEL, "--round", "2")
    assert code == 0
    title = out.replace(" —\n", " — ")  # a long path wraps the title after a dash
    assert title.startswith(f"Sticheln — {DUEL}, round 2 — hands of 4, dealer West, trump Violet\n")
    assert "Bids: North 1, East 1, South 0, West 0" in out


@pytest.mark.parametrize(
    ("lang", "named"),
    [("de", f"{DUEL}, Runde 2"), ("es", f"{DUEL}, ronda 2"), ("zh", f"{DUEL}，第 2 轮")],
    ids=["de", "es", "zh"],
)
def test_a_records_round_is_named_in_the_language_of_the_page(
    lang: str, named: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The titles of trace, analyze and check name the round in their own language."""
    monkeypatch.setenv("COLUMNS", "200")  # the title on one line, whatever the terminal
    for command in (["trace"], ["analyze", "--plays", ""]):
        code, out, _ = run(capsys, *command, "--deal", DUEL, "--round", "2", "--lang", lang)
        assert code == 0
        assert out.replace(" —\n", " — ").startswith(f"Sticheln — {named} — "), out
        assert ", round 2" not in out
    code, out, _ = run(capsys, "check", "--deal", DUEL, "--round", "2", "--lang", lang)
    assert code == 0
    assert named in out


def test_trace_of_an_unfinished_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = partial(tmp_path, capsys)
    code, out, _ = run(capsys, "trace", "--deal", str(path), "--format", "json")
    assert code == 0
    played = json.loads(out)
    assert [len(trick["plays"]) for trick in played["tricks"]] == [4, 2]
    assert played["score"] is None


def test_replay_without_plays_is_trace(capsys: pytest.CaptureFixture[str]) -> None:
    _, traced, _ = run(capsys, "trace", "--deal", FIXED, "--format", "json")
    code, replayed, _ = run(capsys, "replay", "--deal", FIXED, "--format", "json")
    assert code == 0
    assert replayed == traced
    assert json.loads(replayed)["score"] == {"NS": 2, "EW": 2}


def test_replay_plays_other_cards_from_the_rounds_deal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "replay", "--deal", DUEL, "--round", "1", "--plays", "S:A1", "--format", "json"
    )
    assert code == 0
    played = json.loads(out)
    assert played["bids"] == {"N": 2, "E": 2, "S": 0, "W": 1}
    assert played["tricks"][0]["plays"] == ["S:A1"]


def test_replay_takes_other_bids_for_the_recorded_plays(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "replay", "--deal", DUEL, "--round", "1", "--bids", "S:0 W:1 N:1 E:1"
    )
    assert code == 0
    assert "North: bid 1, took 1, 30 points" in out


def test_replay_refuses_an_illegal_play_from_a_record_round(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(capsys, "replay", "--deal", FIXED, "--plays", "N:T1 E:A2")
    assert (code, out) == (1, "")
    assert err.splitlines()[0].startswith("four-lanterns: illegal play E:A2 at T1.2")


def test_replay_of_a_deal_file_needs_plays(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "replay", "--deal", FIXED_DEAL) == (
        f"--plays: required for a deal file ({FIXED_DEAL}); only a record has plays"
    )


@pytest.mark.parametrize("command", ["trace", "replay", "check", "analyze", "review"])
def test_round_out_of_range(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, command, "--deal", DUEL, "--round", "5") == (
        "--round: 5 is not a round of the record (it holds rounds 1 to 4)"
    )


def test_round_of_a_deal_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "trace", "--round", "1") == (
        "--round: fixtures/deal_fixed.toml is a deal file; only a game record has rounds"
    )


def test_round_zero(capsys: pytest.CaptureFixture[str]) -> None:
    message = refused(capsys, "trace", "--deal", DUEL, "--round", "0")
    assert message.startswith("argument --round: 0 is not 1 or more")


# -- replay --format record ----------------------------------------------------------


@pytest.mark.parametrize("record", [DUEL, FIXED])
def test_replay_format_record_writes_the_record_again(
    record: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "replay", "--deal", record, "--format", "record")
    assert (code, err) == (0, "")
    assert out == Path(record).read_text(encoding="utf-8")


def test_replay_format_record_of_a_deal_and_plays(capsys: pytest.CaptureFixture[str]) -> None:
    plays = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"
    code, out, _ = run(capsys, "replay", "--plays", plays, "--format", "record")
    assert code == 0
    assert out == Path(FIXED).read_text(encoding="utf-8")


def test_replay_format_record_of_a_sticheln_round_needs_bids(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = Path(STICHELN_DEAL).read_text(encoding="utf-8")
    without = tmp_path / "round.toml"
    start, end = text.index("[bids]"), text.index("# Trick 1")
    without.write_text(text[:start] + text[end:], encoding="utf-8")
    message = refused(
        capsys, "replay", "--deal", str(without), "--plays", "N:A10", "--format", "record"
    )
    assert message == (
        "--bids: a record of a Sticheln round needs every seat's bid "
        "(--bids, or the deal file's [bids])"
    )
    code, out, _ = run(
        capsys,
        "replay",
        "--deal",
        str(without),
        "--bids",
        "N:0 E:1 S:2 W:1",
        "--plays",
        "N:A10",
        "--format",
        "record",
    )
    assert code == 0
    assert 'bids = ["N:0", "E:1", "S:2", "W:1"]' in out


def test_replay_format_record_refuses_a_round(capsys: pytest.CaptureFixture[str]) -> None:
    message = refused(capsys, "replay", "--deal", DUEL, "--round", "2", "--format", "record")
    assert message.startswith("--round: --format record writes every round")


def test_replay_format_record_of_other_plays_is_a_record_of_one_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "replay", "--deal", DUEL, "--round", "2", "--plays", "W:MOLE", "--format", "record"
    )
    assert code == 0
    assert "rounds = 1\n" in out and "seed" not in out
    assert 'bids = ["W:0", "N:1", "E:1", "S:0"]' in out


# -- check -------------------------------------------------------------------------------


def test_check_of_a_record_matches_every_trick(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--deal", DUEL, "--format", "json")
    assert code == 0
    report = json.loads(out)
    assert [row["status"] for row in report["tricks"]] == ["match"] * 6
    assert report["totals"][1] == {
        "name": "points",
        "expected": {"N": -10, "E": -20, "S": -10, "W": 30},
        "observed": {"N": -10, "E": -20, "S": -10, "W": 30},
        "match": True,
    }
    assert report["all_match"] is True


def test_check_json_names_the_records_path_and_round_apart(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "check", "--deal", DUEL, "--round", "2", "--format", "json")
    assert code == 0
    report = json.loads(out)
    assert report["deal"]["file"] == DUEL  # a path a script can open
    assert Path(report["deal"]["file"]).is_file()
    assert report["deal"]["round"] == 2
    assert report["variant"] is None  # Sticheln scores its bids: no variant


def test_check_json_of_a_deal_file_has_no_round(capsys: pytest.CaptureFixture[str]) -> None:
    for deal, variant in ((STICHELN_DEAL, None), (FIXED_DEAL, "v0")):
        code, out, _ = run(capsys, "check", "--deal", deal, "--format", "json")
        assert code == 0
        report = json.loads(out)
        assert (report["deal"]["file"], report["deal"]["round"]) == (deal, None)
        assert report["variant"] == variant


def test_check_other_plays_against_a_record(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--deal", FIXED, "--plays", "N:T1 E:T4 S:T3 W:T2 E:A2")
    assert code == 3
    assert out.endswith(
        "T1     match\n"
        "T2     in progress\n"  # begun on the paper's cards, as the checklist on screen says
        "T3     not executed\n"
        "T4     not executed\n"
        "\n"
        "First divergence: none\n"
        "Result: N/S 0 – E/W 1 (in progress)\n"
    )


def test_check_of_a_round_with_no_complete_trick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bids.toml"
    _, out, _ = run(capsys, "export", "--game", "sticheln", "--seed", "7", "--bids", "S:0")
    path.write_text(out, encoding="utf-8")
    assert refused(capsys, "check", "--deal", str(path)) == (
        f"{path}, round 1: no complete trick to check against"
    )


def test_check_writes_its_report_beside_never_over_the_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.toml"
    text = Path(FIXED).read_text(encoding="utf-8")
    record.write_text(text, encoding="utf-8")
    message = refused(capsys, "check", "--deal", str(record), "--output", str(record))
    assert message == (
        f"--output {record}: is the same file as {record}, which is read, not overwritten"
    )
    assert record.read_text(encoding="utf-8") == text


# -- analyze and review -----------------------------------------------------------------


def test_analyze_the_position_a_record_reached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(
        capsys, "replay", "--plays", "N:T1 E:T4 S:T3 W:T2 E:A2", "--format", "record"
    )
    path = tmp_path / "hand.toml"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "analyze", "--deal", str(path), "--format", "json")
    assert code == 0
    solved = json.loads(out)
    assert (solved["to_play"], solved["step"]) == ("S", "T2.2")


def test_analyze_a_finished_record_round(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "analyze", "--deal", FIXED) == (
        "analyze needs a Four Lanterns position with a card to play; "
        'the hand is over after 16 cards (--plays "" analyses it as dealt)'
    )


@pytest.mark.parametrize("none", ["", " , "])
def test_analyze_a_finished_record_round_as_dealt(
    none: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "analyze", "--deal", FIXED, "--plays", none, "--format", "json")
    assert code == 0
    solved = json.loads(out)
    assert (solved["to_play"], solved["step"]) == ("N", "T1.1")
    assert len(solved["cards"]) == 4


def test_analyze_a_finished_sticheln_round_as_dealt(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "analyze", "--deal", DUEL, "--round", "1") == (
        "analyze needs a Sticheln position with a bid or a card to make; "
        "the round is over after 12 cards "
        '(--plays "" analyses it from its first card; with --bids "" too, its first bid)'
    )
    argv = ("analyze", "--deal", DUEL, "--round", "1", "--plays", "", "--format", "json")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    # The round's recorded bids stand: the first card of its first trick is to play.
    assert json.loads(out)["step"] == "T1.1"
    code, out, _ = run(capsys, *argv, "--bids", "")
    assert (code, json.loads(out)["step"]) == (0, "B1")


def test_analyze_a_sticheln_record_where_it_stopped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = partial(tmp_path, capsys)
    code, out, _ = run(capsys, "analyze", "--deal", str(path), "--format", "json")
    assert code == 0
    suggestion = json.loads(out)
    assert (suggestion["to_act"], suggestion["step"]) == ("W", "T2.3")


@pytest.mark.parametrize(
    ("argv", "source", "tricks", "bids"),
    [
        (["--deal", DUEL], f"{DUEL}, round 4", 6, {"E": 0, "S": 0, "W": 1, "N": 1}),
        (["--deal", DUEL, "--round", "1"], f"{DUEL}, round 1", 3, {"S": 0, "W": 1, "N": 2, "E": 2}),
        (["--deal", STICHELN_DEAL], STICHELN_DEAL, 5, {"N": 2, "E": 2, "S": 1, "W": 0}),
    ],
    ids=["record", "record-round-1", "deal-file"],
)
def test_review_takes_a_sticheln_round_to_the_table(
    argv: list[str],
    source: str,
    tricks: int,
    bids: dict[str, int],
    table: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Sticheln round with a paper (a record's: its complete tricks) is reviewed, bids made."""
    on_a_terminal(monkeypatch)
    assert main(["review", *argv]) == 0
    (call,) = table
    assert (call["review"], call["source"]) == (True, source)
    deal = call["deal"]
    assert deal.rules.name == "sticheln"
    assert len(deal.trace) == tricks
    assert {seat.code: tricks for seat, tricks in deal.bids.items()} == bids
    assert set(deal.expected) == {"taken", "points"}


def test_review_of_a_sticheln_round_needs_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert refused(capsys, "review", "--deal", DUEL) == (
        "the card table needs a terminal; without one use trace, replay or check"
    )


def test_review_steps_through_the_recorded_tricks(
    table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    on_a_terminal(monkeypatch)
    assert main(["review", "--deal", FIXED]) == 0
    (call,) = table
    assert call["review"] is True
    deal = call["deal"]
    assert [row.winner.code for row in deal.trace] == ["E", "N", "S", "W"]
    assert deal.trace[-1].scores["v1"].as_dict() == {"NS": 2, "EW": 3}


# -- play --record --------------------------------------------------------------------------


@pytest.fixture
def played(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A record of a Sticheln duel played part way (:func:`partial`)."""
    return partial(tmp_path, capsys)


def test_play_record_continues_the_match(
    played: Path, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    on_a_terminal(monkeypatch)
    assert main(["play", "--record", str(played)]) == 0
    (call,) = table
    match = call["match"]
    assert isinstance(match, Match)
    assert match.state.plays == load_record(played).match.state.plays
    assert (match.setup.seed, match.setup.rounds, match.setup.hidden) == (7, 4, True)
    assert call["source"] == str(played)


@pytest.fixture
def between_rounds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A record of the duel of seed 7 with its first round played out: hands hidden."""
    plays = "S:T4 W:T7 N:A11 E:OWL E:V13 S:M5 W:A12 N:V8 W:T12 N:A13 E:MOLE S:A1"
    argv = ["export", "--game", "sticheln", "--seed", "7", "--bids", "S:0 W:1 N:2 E:2"]
    code, out, _ = run(capsys, *argv, "--plays", plays)
    assert code == 0
    path = tmp_path / "between-rounds.toml"
    path.write_text(out, encoding="utf-8")
    return path


def test_play_record_may_seat_other_players(
    between_rounds: Path, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Between rounds: in the middle of one, no hand no one has seen may come face up."""
    on_a_terminal(monkeypatch)
    assert main(["--record", str(between_rounds), "--open", "--bots", "E,W:basic"]) == 0
    setup = table[0]["match"].setup
    assert setup.hidden is False
    assert [(seat.code, level) for seat, level in setup.bots] == [("E", "strong"), ("W", "basic")]


def test_play_record_with_bots_none_seats_people_where_the_record_had_bots(
    tmp_path: Path,
    between_rounds: Path,
    table: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    on_a_terminal(monkeypatch)
    with_bots = tmp_path / "with-bots.toml"
    text = between_rounds.read_text().replace(
        "hidden = true\n", 'hidden = true\nbots = { E = "basic" }\n'
    )
    with_bots.write_text(text)
    assert main(["play", "--record", str(with_bots)]) == 0
    assert table[-1]["match"].setup.bots == ((Seat.EAST, "basic"),)
    assert main(["play", "--record", str(with_bots), "--bots", "none"]) == 0
    assert table[-1]["match"].setup.bots == ()


def test_play_deal_of_a_record_continues_it_too(
    table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    on_a_terminal(monkeypatch)
    assert main(["play", "--deal", DUEL]) == 0
    assert table[0]["match"].over


@pytest.mark.parametrize(
    ("extra", "flag"),
    [
        (["--deal", FIXED_DEAL], "--deal"),
        (["--seed", "3"], "--seed"),
        (["--game", "sticheln"], "--game"),
        (["--rounds", "4"], "--rounds"),
    ],
)
def test_play_record_alone(extra: list[str], flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "play", "--record", DUEL, *extra) == (
        f"--record: continues the game in the record; {flag} cannot be added"
    )


def test_play_record_of_a_deal_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "play", "--record", FIXED_DEAL) == (
        f"--record: {FIXED_DEAL} is a deal file, not a game record (use --deal)"
    )


# -- export ----------------------------------------------------------------------------------


def test_export_a_seeded_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "export", "--game", "sticheln", "--seed", "7", "--bots", "E,S,W")
    assert code == 0
    record = load_record_text(out)
    assert (record.setup.seed, record.setup.rounds, record.actions) == (7, 4, 0)
    assert record.match.deals == load_record(DUEL).match.deals


def test_export_a_deal_file_with_its_bids(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "export", "--deal", STICHELN_DEAL, "--plays", "N:A10 E:OWL")
    assert code == 0
    assert 'bids = ["N:2", "E:2", "S:1", "W:0"]' in out
    assert 'plays = [\n    "N:A10", "E:OWL",\n]' in out


def test_export_an_illegal_play(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "export", "--plays", "N:T1 E:A2")
    assert (code, out) == (1, "")
    assert len(err.splitlines()) == 2


def test_export_a_bad_bid(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "export", "--game", "sticheln", "--seed", "7", "--bids", "N:1") == (
        "--bids item 1: It is South's turn to bid at B1, not North's."
    )


def test_export_to_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "copy.toml"
    code, out, err = run(capsys, "export", "--deal", DUEL, "--output", str(target))
    assert (code, out, err) == (0, "", f"four-lanterns: record written to {target}\n")
    assert target.read_text(encoding="utf-8") == Path(DUEL).read_text(encoding="utf-8")
    # An existing record is replaced.
    code, _, _ = run(capsys, "export", "--deal", FIXED, "--output", str(target))
    assert code == 0
    assert target.read_text(encoding="utf-8") == Path(FIXED).read_text(encoding="utf-8")


def test_export_never_over_a_file_of_another_kind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    unmarked = 'game = "sticheln"\nrounds = 4\n[[round]]\nplays = []\n'  # its format line lost
    settings = "round = 2\nname = 'my settings'\n"
    for text in ("title = 'my notes'\n", "not TOML {\n", "hands.N = ['T1']\n", unmarked, settings):
        target = tmp_path / "notes.toml"
        target.write_text(text, encoding="utf-8")
        assert refused(capsys, "export", "--deal", DUEL, "--output", str(target)) == (
            f"--output {target}: exists and is not a game record; not overwritten"
        )
        assert target.read_text(encoding="utf-8") == text


def test_export_writes_over_an_empty_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing in it, nothing lost: as after touch."""
    target = tmp_path / "game.toml"
    target.write_text("\n", encoding="utf-8")
    code, _, _ = run(capsys, "export", "--deal", DUEL, "--output", str(target))
    assert code == 0
    assert target.read_text(encoding="utf-8") == Path(DUEL).read_text(encoding="utf-8")


def test_export_never_over_its_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.toml"
    text = Path(DUEL).read_text(encoding="utf-8")
    record.write_text(text, encoding="utf-8")
    assert refused(capsys, "export", "--deal", str(record), "--output", str(record)) == (
        f"--output {record}: is the same file as {record}, which is read, not overwritten"
    )
    assert record.read_text(encoding="utf-8") == text


def test_export_of_a_record_takes_it_as_it_is(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, "export", "--deal", DUEL, "--plays", "N:A1") == (
        f"--plays: {DUEL} is a game record, and export adds nothing to one "
        "(to play on, use play --record)"
    )


def load_record_text(text: str) -> Any:
    from four_lanterns.records import record_from_toml

    record = record_from_toml(text, "out")
    assert record_toml(record) == text
    return record


def test_export_writes_only_what_a_seed_or_a_file_deals_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """At the table --rounds alone deals a duel from a random seed; export refuses it, since
    the record it wrote could not be dealt again."""
    assert refused(capsys, "export", "--game", "sticheln", "--rounds", "4") == (
        "--rounds: the fixed Sticheln deal is one round; give --seed N for a duel of 4 rounds"
    )


@pytest.mark.parametrize(
    ("deal", "bids", "said"),
    [
        (STICHELN_DEAL, "Q:1", "--bids item 1: 'Q' is not a seat (expected one of N, E, S, W)"),
        (FIXED_DEAL, "N:1", "--bids: Four Lanterns has no bidding"),
    ],
    ids=["sticheln", "four-lanterns"],
)
@pytest.mark.parametrize("form", [[], ["--format", "record"]], ids=["table", "record"])
def test_replay_names_bad_bids_before_the_plays_it_lacks(
    deal: str, bids: str, said: str, form: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Told that --plays is missing, a user adds them and only then hears of the bids."""
    assert refused(capsys, "replay", "--deal", deal, "--bids", bids, *form) == said

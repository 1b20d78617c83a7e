"""Malformed game records: one line naming the round, the step and the field, exit 2.

Each case edits one of two good records (tests/data/records/) and gives the
whole message it must produce: the messages are a contract, for people and
for scripts. Every case goes through ``trace``; a few through every command
that reads a record, which must refuse them alike and never write.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from record_games import finished

from four_lanterns.cli.main import main
from four_lanterns.records import GameRecord, record_toml

DATA = Path(__file__).resolve().parents[1] / "data" / "records"
DUEL = "sticheln_duel_seed7.toml"
FIXED = "four_lanterns_fixed.toml"

_BIDS = 'bids = ["S:0", "W:1", "N:2", "E:2"]'
_SECOND_HAND = """
[[round]]
first_leader = "E"
hands.N = ["A4", "T1", "M2", "V3"]
hands.E = ["A2", "T4", "M1", "V1"]
hands.S = ["A1", "T3", "M4", "V2"]
hands.W = ["A3", "T2", "M3", "V4"]
plays = []
"""

# name -> (the good record, its edits (old, new), the message after "PATH: ").
EDITS: dict[str, tuple[str, list[tuple[str, str]], str]] = {
    "illegal_play": (
        FIXED,
        [('"E:T4", "S:T3"', '"E:A2", "S:T3"')],
        "round 1, step T1.2, plays[1]: East holds Teal 4, so East must follow Teal; "
        "Amber 2 is not allowed.",
    ),
    "card_of_another_hand": (
        FIXED,
        [('"N:T1", "E:T4"', '"N:T2", "E:T4"')],
        "round 1, step T1.1, plays[0]: North does not hold Teal 2; West holds it.",
    ),
    "card_played_twice": (
        FIXED,
        [('"E:A2", "S:A1"', '"E:T4", "S:A1"')],
        "round 1, step T2.1, plays[4]: East does not hold Teal 4: it was played at T1.2.",
    ),
    "card_not_dealt": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:V1", "W:T7"')],
        "round 1, step T1.1, plays[0]: South does not hold Violet 1.",
    ),
    "a_joker_by_another_name": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:JOKER", "W:T7"')],
        "round 1, step T1.1, plays[0]: 'JOKER' is not a card code: 'J' is not a suit "
        "(expected A, T, M or V); the jokers are OWL and MOLE",
    ),
    # The duel's hands are hidden: a refusal never says who holds a card, nor which
    # cards a seat that must follow holds.
    "hidden_card_of_another_hand": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:T7", "W:T7"')],
        "round 1, step T1.1, plays[0]: South does not hold Teal 7.",
    ),
    "hidden_card_not_following": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:T4", "W:A12"')],
        "round 1, step T1.2, plays[1]: refused; the reason is not shown, "
        "as it could name a hidden card",
    ),
    "card_not_in_the_deck": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:T14", "W:T7"')],
        "round 1, step T1.1, plays[0]: South does not hold T14: there is no such card in the deck.",
    ),
    "play_not_a_code": (
        FIXED,
        [('"N:T1",', '"N-T1",')],
        "round 1, step T1.1, plays[0]: 'N-T1' is not a play (expected SEAT:CARD, like N:T1)",
    ),
    "bid_out_of_range": (
        DUEL,
        [(_BIDS, 'bids = ["S:4", "W:1", "N:2", "E:2"]')],
        "round 1, step B1, bids[0]: South cannot bid 4: the bids allowed are 0, 1, 2 or 3.",
    ),
    "bid_out_of_turn": (
        DUEL,
        [(_BIDS, 'bids = ["W:1", "S:0", "N:2", "E:2"]')],
        "round 1, step B1, bids[0]: It is South's turn to bid at B1, not West's.",
    ),
    "bid_not_a_bid": (
        DUEL,
        [(_BIDS, 'bids = ["S:none", "W:1", "N:2", "E:2"]')],
        "round 1, step B1, bids[0]: 'S:none' is not a bid "
        '(expected a seat and a number of tricks, like "E:2")',
    ),
    "too_many_bids": (
        DUEL,
        [(_BIDS, 'bids = ["S:0", "W:1", "N:2", "E:2", "S:1"]')],
        "round 1, bids[4]: S:1 is one bid too many",
    ),
    "plays_before_the_bids_end": (
        DUEL,
        [(_BIDS, 'bids = ["S:0", "W:1", "N:2"]')],
        "round 1, bids: 1 bid(s) missing before the first card",
    ),
    "a_bid_in_four_lanterns": (
        FIXED,
        [("plays = [", 'bids = ["N:1"]\nplays = [')],
        "round 1, bids[0]: Four Lanterns has no bids",
    ),
    "future_format": (
        FIXED,
        [("format = 1", "format = 2")],
        "format: 2 is newer than this program reads (format 1); a newer four-lanterns reads it",
    ),
    "missing_format": (
        FIXED,
        [("format = 1\n", "")],
        "format: missing (a game record starts with format = 1)",
    ),
    "format_a_string": (
        FIXED,
        [("format = 1", 'format = "1"')],
        "format: '1' is not a format number (expected 1)",
    ),
    "unknown_key": (
        FIXED,
        [("hidden = false", 'hidden = false\ncolour = "red"')],
        "colour: unknown key",
    ),
    "variant_not_a_variant": (
        FIXED,
        [("hidden = false", 'hidden = false\nvariant = "v2"')],
        "variant: 'v2' is not a scoring variant (expected v0, v1)",
    ),
    "variant_in_sticheln": (
        DUEL,
        [("hidden = true", 'hidden = true\nvariant = "taken"')],
        "variant: sticheln has no scoring variants to choose from",
    ),
    "unknown_key_in_a_round": (
        DUEL,
        [('turned = ["A9"]', 'turned = ["A9"]\nnotes = "close one"')],
        "round 1, notes: unknown key",
    ),
    "unknown_game": (
        FIXED,
        [('game = "four-lanterns"', 'game = "chess"')],
        "game: 'chess' is not a game (expected four-lanterns, sticheln)",
    ),
    "a_long_game_name": (  # shown as a deal file's bad values are: 40 characters
        FIXED,
        [('game = "four-lanterns"', f'game = "{"chess" * 20}"')],
        "game: '" + "chess" * 7 + "che… is not a game (expected four-lanterns, sticheln)",
    ),
    "bad_bot_level": (
        DUEL,
        [("hidden = true", 'hidden = true\nbots = { E = "genius" }')],
        "bots.E: 'genius' is not a bot (expected random, basic, strong)",
    ),
    "bad_seat_in_bots": (
        DUEL,
        [("hidden = true", 'hidden = true\nbots = { X = "basic" }')],
        "bots.X: not a seat (expected N, E, S or W)",
    ),
    "a_negative_seed": (
        DUEL,
        [("seed = 7", "seed = -1")],
        "seed: -1 is not a seed (expected 0 to 9223372036854775807)",
    ),
    "actions_wrong": (
        DUEL,
        [("actions = 88", "actions = 87")],
        "round 4, actions: the record says 87 bids and cards but holds 88 (edited?)",
    ),
    "a_round_result_disagrees": (
        DUEL,
        [("S = 20, W = 30 }", "S = 20, W = 40 }")],
        "round 1, result.points: says N -10 E -10 S 20 W 40, the plays give N -10 E -10 S 20 W 30",
    ),
    "a_round_result_not_whole": (  # 30.0 and true would equal 30 and 1 in Python
        DUEL,
        [("S = 20, W = 30 }", "S = 20, W = 30.0 }")],
        "round 1, result.points.W: expected a whole number, got 30.0",
    ),
    "a_round_result_true": (
        DUEL,
        [("taken = { N = 1,", "taken = { N = true,")],
        "round 1, result.taken.N: expected a whole number, got true",
    ),
    "a_round_result_not_a_table": (
        DUEL,
        [("result.points = { N = -10, E = -10, S = 20, W = 30 }", "result.points = 30")],
        "round 1, result.points: expected a table, got 30",
    ),
    "the_totals_disagree": (
        FIXED,
        [("totals.v1 = { NS = 2, EW = 3 }", "totals.v1 = { NS = 3, EW = 2 }")],
        "result.totals.v1: says NS 3 EW 2, the plays give NS 2 EW 3",
    ),
    "the_winners_disagree": (
        FIXED,
        [('winners.v1 = ["EW"]', 'winners.v1 = ["NS"]')],
        "result.winners.v1: says ['NS'], the plays give ['EW']",
    ),
    "hands_not_the_seeds": (
        DUEL,
        [("seed = 7", "seed = 8")],
        "round 1, hands: not the cards seed 8 deals for round 1",
    ),
    "a_play_that_is_no_string": (
        DUEL,
        [('"S:T4", "W:T7"', '"S:T4", 7')],
        "round 1, plays[1]: expected a string, got 7",
    ),
    "turned_not_the_seeds": (
        DUEL,
        [('turned = ["A9"]', 'turned = ["A8"]')],
        "round 1, turned: not the cards seed 7 turns for round 1",
    ),
    "dealer_not_the_seeds": (
        DUEL,
        [('dealer = "S"', 'dealer = "N"')],
        "round 1, dealer: N, but seed 7 has S for round 1",
    ),
    "no_seed_and_a_dealer_out_of_turn": (
        DUEL,
        [("seed = 7\n", ""), ('dealer = "W"', 'dealer = "E"')],
        "round 2, dealer: E, not W: the dealer moves one seat clockwise each round",
    ),
    "no_seed_and_a_round_of_the_wrong_size": (
        DUEL,
        [
            ("seed = 7\n", ""),
            ('hands.W = ["MOLE", "V1", "V2", "T4"]', 'hands.W = ["MOLE", "V1", "V2", "T4", "M2"]'),
            ('hands.N = ["A9", "A13", "M9", "A7"]', 'hands.N = ["A9", "A13", "M9", "A7", "M3"]'),
            ('hands.E = ["A4", "V13", "T8", "T1"]', 'hands.E = ["A4", "V13", "T8", "T1", "M4"]'),
            ('hands.S = ["V3", "A1", "A2", "MOLE"]', 'hands.S = ["V3", "A1", "A2", "MOLE", "M6"]'),
        ],
        "round 2, hands: 5 cards each; round 2 of a duel has 4, a card more than the round before",
    ),
    "a_round_after_an_unfinished_one": (
        DUEL,
        [('    "W:T12", "N:A13", "E:MOLE", "S:A1",  # T3: N\n', "")],
        "round 1, plays: the round is unfinished (8 cards), but round 2 follows",
    ),
    "a_result_for_an_unfinished_round": (
        FIXED,
        [('    "S:V2", "W:V4", "N:V3", "E:V1",  # T4: W\n', ""), ("actions = 16", "actions = 12")],
        "round 1, result: given for a round that is not over",
    ),
    "rounds_out_of_range": (
        DUEL,
        [("rounds = 4", "rounds = 5")],
        "rounds: a Sticheln duel has 4, 8 or 12 rounds, not 5",
    ),
    "no_rounds_at_all": (
        FIXED,
        [("rounds = 1", "rounds = 0")],
        "rounds: 0 is not a number of rounds (expected 1 or more)",
    ),
    "more_rounds_than_rounds": (
        FIXED,
        [("\n[result]", _SECOND_HAND + "\n[result]")],
        "rounds: the match has 1 round(s) but the record holds 2",
    ),
    "a_hand_of_the_wrong_size": (
        DUEL,
        [('hands.N = ["A13", "V8", "A11"]', 'hands.N = ["A13", "V8", "A11", "A10"]')],
        "round 1, hands.E: 3 cards, but hands.N has 4: every hand has the same size",
    ),
}

_DUEL_TEXT = (DATA / DUEL).read_text(encoding="utf-8")
_ROUND_3_PLAYS = _DUEL_TEXT.index('"E:M4", "S:V3"')

# name -> (the first characters of the good duel kept, the message after "PATH: ").
CUTS: dict[str, tuple[int, str]] = {
    "cut_in_an_array": (
        _ROUND_3_PLAYS + len('"E:M4", '),
        "round 3, plays: cut short or not valid TOML: Invalid value (at end of document)",
    ),
    "cut_in_a_string": (
        _ROUND_3_PLAYS + len('"E:M'),
        "round 3, plays: cut short or not valid TOML: Unterminated string (at end of document)",
    ),
    "cut_in_a_hand": (
        _DUEL_TEXT.index('hands.S = ["M8"') + len("hands.S = ["),
        "round 3, hands.S: cut short or not valid TOML: Invalid value (at end of document)",
    ),
    "cut_in_a_key": (
        _DUEL_TEXT.index("winners.points") + len("winners.poin"),
        "result.winners.poin: cut short or not valid TOML: "
        "Expected '=' after a key in a key/value pair (at end of document)",
    ),
    "cut_before_the_count": (
        _DUEL_TEXT.index("hidden = "),
        "actions: missing",
    ),
    "cut_between_rounds": (
        _DUEL_TEXT.index('[[round]]\ndealer = "E"'),
        "round 3, actions: the record says 88 bids and cards but holds 60 (cut short?)",
    ),
    "cut_in_a_round_result": (
        _DUEL_TEXT.index("result.points = { N = 30, E = 30"),
        "round 2, result.points: missing, but the round is over (cut short?)",
    ),
    "cut_before_the_match_result": (
        _DUEL_TEXT.index("[result]"),
        "result: missing, but the match is over (cut short?)",
    ),
}


def _refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line of a refusal: exit 2, nothing on standard output."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2, err
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("four-lanterns: ")
    return err[len("four-lanterns: ") : -1]


def _edited(base: str, edits: list[tuple[str, str]]) -> str:
    text = (DATA / base).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def test_the_good_records_load(capsys: pytest.CaptureFixture[str]) -> None:
    for name in (DUEL, FIXED):
        assert main(["trace", "--deal", str(DATA / name)]) == 0
    capsys.readouterr()


def test_there_are_enough_cases() -> None:
    assert len(EDITS) + len(CUTS) + 4 >= 15


@pytest.mark.parametrize("name", sorted(EDITS))
def test_an_edited_record_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, edits, message = EDITS[name]
    path = tmp_path / "game.toml"
    path.write_text(_edited(base, edits), encoding="utf-8")
    assert _refused(capsys, "trace", "--deal", str(path)) == f"{path}: {message}"


@pytest.mark.parametrize("name", sorted(CUTS))
def test_a_record_cut_short_is_refused(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    keep, message = CUTS[name]
    path = tmp_path / "game.toml"
    path.write_text(_DUEL_TEXT[:keep], encoding="utf-8")
    assert _refused(capsys, "trace", "--deal", str(path)) == f"{path}: {message}"


def test_not_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.toml"
    path.write_bytes(_DUEL_TEXT.encode("utf-8")[:60] + b"\xff\n")
    message = _refused(capsys, "trace", "--deal", str(path))
    assert message == f"{path}: not a text file (byte 60 is not UTF-8)"


def test_an_empty_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.toml"
    path.write_bytes(b"")
    assert _refused(capsys, "trace", "--deal", str(path)) == f"{path}: the file is empty"


def test_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--record asks for a game record, --deal for a deal file (or a record)."""
    message = _refused(capsys, "play", "--record", str(tmp_path))
    assert message == f"{tmp_path}: is a directory, not a game record"
    message = _refused(capsys, "play", "--deal", str(tmp_path))
    assert message == f"{tmp_path}: is a directory, not a deal file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.toml"
    os.mkfifo(path)
    message = _refused(capsys, "replay", "--deal", str(path), "--format", "record")
    assert message == f"{path}: not a regular file (a named pipe), not a deal file"


COMMANDS = [
    ["trace"],
    ["replay", "--format", "record"],
    ["replay", "--format", "json"],
    ["check"],
    ["analyze"],
    ["review"],
    ["export"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c) for c in COMMANDS])
def test_every_command_refuses_alike(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, edits, message = EDITS["card_played_twice"]
    path = tmp_path / "game.toml"
    text = _edited(base, edits)
    path.write_text(text, encoding="utf-8")
    output = tmp_path / "out.toml"
    extra = ["--output", str(output)] if command == ["export"] else []
    assert _refused(capsys, *command, "--deal", str(path), *extra) == f"{path}: {message}"
    assert path.read_text(encoding="utf-8") == text
    assert sorted(tmp_path.iterdir()) == [path]


def test_play_refuses_the_record_before_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, edits, message = EDITS["future_format"]
    path = tmp_path / "game.toml"
    path.write_text(_edited(base, edits), encoding="utf-8")
    assert _refused(capsys, "play", "--record", str(path)) == f"{path}: {message}"


def test_a_duel_without_a_seed_has_no_more_rounds_than_a_duel(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An 8-round duel's record, its seed taken out and its last round given twice."""
    text = record_toml(GameRecord.of_match(finished("sticheln", 3, 8)))
    text = re.sub(r"^seed = \d+\n", "", text, count=1, flags=re.MULTILINE)
    text = text.replace("rounds = 8\n", "rounds = 9\n", 1)
    rounds, _, result = text.partition("\n[result]")
    last = rounds[rounds.rindex("[[round]]") :]
    path = tmp_path / "game.toml"
    path.write_text(f"{rounds}\n\n{last}\n[result]{result}", encoding="utf-8")
    message = _refused(capsys, "trace", "--deal", str(path))
    assert (
        message == f"{path}: rounds: 9 rounds from a first round of 3 cards; a duel has at most 8"
    )


@pytest.mark.parametrize(
    ("rounds", "message"),
    [
        ("round = [5]", "round 1: expected a table, got 5"),
        ('round = [{ dealer = "S" }, 7]', "round 2: expected a table, got 7"),
        ("round = 5", "round: expected an array, got 5"),
    ],
)
def test_rounds_that_are_no_tables_are_named_by_their_number(
    rounds: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (DATA / DUEL).read_text(encoding="utf-8")
    path = tmp_path / "game.toml"
    path.write_text(text[: text.index("[[round]]")] + rounds + "\n", encoding="utf-8")
    assert _refused(capsys, "trace", "--deal", str(path)) == f"{path}: {message}"

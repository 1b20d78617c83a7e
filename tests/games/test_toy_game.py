"""A game the core has never seen plugs in: Toy Trump, three seats and a trump suit."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import toy_trump
from toy_trump import TRUMP_WINS, ToyTrumpRules

from four_lanterns.cli.render import render_table
from four_lanterns.engine import Deal, Seat, Suit
from four_lanterns.engine.facts import WinRule
from four_lanterns.engine.record import hand_record
from four_lanterns.engine.registry import find_game, games
from four_lanterns.engine.scoring import VARIANTS
from four_lanterns.engine.tricks import Play

HERE = Path(__file__).parent
DEAL = HERE / "data" / "toy_deal.toml"
SRC = HERE.parents[1] / "src"

LAUNCHER = """\
import sys
sys.path.insert(0, {here!r})
import toy_trump
from four_lanterns.cli.main import main
toy_trump.install()
raise SystemExit(main(sys.argv[1:]))
"""


def _play_all(deal: Deal) -> list[Play]:
    return [play for row in deal.trace for play in row.plays]


def test_the_deal_file_names_the_game_and_its_trump() -> None:
    deal = Deal.load(DEAL)
    assert isinstance(deal.rules, ToyTrumpRules)
    assert deal.rules.trump is Suit.MOSS
    assert find_game("toy-trump").name == "toy-trump"
    assert tuple(deal.hands) == (Seat.NORTH, Seat.EAST, Seat.WEST)


def test_a_whole_hand_through_the_public_api() -> None:
    deal = Deal.load(DEAL)
    state = deal.new_game()
    seen = []
    for play in _play_all(deal):
        assert state.to_play is play.seat
        seen.append(play.seat.code)
        state = state.play(play.card, play.seat)
    # Turn order N, E, W from whoever leads; the winner leads the next trick.
    assert [" ".join(seen[i : i + 3]) for i in (0, 3, 6, 9)] == ["N E W", "N E W", "E W N", "W N E"]
    results = [trick.result for trick in state.tricks]
    assert [r.winner.code for r in results] == ["N", "E", "W", "W"]
    low_trump = results[2]
    assert low_trump.card.code == "M1" and low_trump.led is Suit.VIOLET
    assert low_trump.rule is TRUMP_WINS
    assert low_trump.reason == "Moss 1 is the highest trump (Moss)"
    assert results[3].rule is WinRule.HIGHEST_LED  # trump led: the led suit's rule
    result = state.result(VARIANTS["v0"])
    assert result is not None
    assert result.score.as_dict() == {"N": 1, "E": 1, "W": 2}
    assert result.code == "W"


def _run(tmp_path: Path, *argv: str) -> dict[str, object]:
    launcher = tmp_path / "toy_launcher.py"
    launcher.write_text(LAUNCHER.format(here=str(HERE)), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(launcher), *argv],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    payload: dict[str, object] = json.loads(done.stdout)
    return payload


def _check_hand(payload: dict[str, object]) -> None:
    tricks = payload["tricks"]
    assert isinstance(tricks, list)
    assert [t["plays"] for t in tricks] == [
        ["N:A3", "E:A1", "W:A2"],
        ["N:T1", "E:T3", "W:T2"],
        ["E:V1", "W:M1", "N:V3"],
        ["W:M3", "N:M2", "E:V2"],
    ]
    assert [t["winner"] for t in tricks] == ["N", "E", "W", "W"]
    assert tricks[2]["reason"] == "Moss 1 is the highest trump (Moss)"
    assert [t["score"] for t in tricks][-1] == {"N": 1, "E": 1, "W": 2}
    assert payload["score"] == {"N": 1, "E": 1, "W": 2}
    assert payload["result"] == "W"


def test_a_trump_is_winning_an_unfinished_trick() -> None:
    """The toy's ``winning``: before the lead nobody, then its ``resolve`` on the cards so far."""
    rules = Deal.load(DEAL).rules
    trick = tuple(Play.parse(code) for code in ("E:V1", "W:M1", "N:V3"))
    assert rules.winning(()) is None
    led = rules.winning(trick[:1])
    trumped = rules.winning(trick[:2])
    assert led is not None and led.winner is Seat.EAST and led.rule is WinRule.HIGHEST_LED
    assert trumped is not None and trumped.winner is Seat.WEST and trumped.rule is TRUMP_WINS
    assert rules.winning(trick) == rules.resolve(trick)


def test_trace_json_through_the_command_line(tmp_path: Path) -> None:
    _check_hand(_run(tmp_path, "trace", "--deal", str(DEAL), "--format", "json"))


def test_replay_json_through_the_command_line(tmp_path: Path) -> None:
    plays = "N:A3 E:A1 W:A2 N:T1 E:T3 W:T2 E:V1 W:M1 N:V3 W:M3 N:M2 E:V2"
    payload = _run(tmp_path, "replay", "--deal", str(DEAL), "--plays", plays, "--format", "json")
    _check_hand(payload)


def test_the_fixture_registers_and_the_core_never_names_the_game() -> None:
    assert "toy-trump" in games()
    for path in SRC.rglob("*"):
        if path.is_file() and path.suffix in (".py", ".toml", ".md", ".txt"):
            text = path.read_text(encoding="utf-8")
            assert "toy-trump" not in text and "toy_trump" not in text, path
    assert toy_trump.NAME == "toy-trump"


def test_the_trace_table_names_the_games_sides() -> None:
    deal = Deal.load(DEAL)
    state = deal.new_game()
    for play in _play_all(deal):
        state = state.play(play.card, play.seat)
    table = render_table(hand_record(state, VARIANTS["v0"]), "toy_deal.toml")
    assert "N–E–W" in table
    assert "1–1–2" in table
    assert "N 1 – E 1 – W 2" in table


def test_the_tables_word_the_toys_win_rule_from_its_namespace() -> None:
    deal = Deal.load(DEAL)
    state = deal.new_game()
    for play in _play_all(deal):
        state = state.play(play.card, play.seat)
    record = hand_record(state, VARIANTS["v0"])
    assert "Moss 1 is the highest trump" in render_table(record, "toy_deal.toml")
    assert "Moos 1 ist der höchste Trumpf" in render_table(record, "toy_deal.toml", "de")


def test_a_written_deal_keeps_the_trump_its_file_gave() -> None:
    deal = Deal.load(DEAL)
    text = deal.to_toml()
    assert 'trump = "M"' in text.splitlines()
    again = Deal.from_toml(text)
    assert again == deal
    assert again.rules == ToyTrumpRules(Suit.MOSS)

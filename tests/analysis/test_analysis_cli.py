"""``four-lanterns analyze`` through the installed program."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from analysis_brute import best_per_card

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))

from lantern_cli import ROOT, assert_clean_usage_error, run

from four_lanterns.engine import Deal, Play

FIXED = ROOT / "fixtures" / "deal_fixed.toml"
STICHELN = ROOT / "fixtures" / "sticheln_fixed.toml"
WHOLE_TRACE = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"


def analyze_json(*args: str) -> dict[str, object]:
    done = run("analyze", "--format", "json", *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    payload: dict[str, object] = json.loads(done.stdout)
    return payload


def test_json_keys_order_and_the_fixed_deal_values() -> None:
    done = run("analyze", "--variant", "v1", "--format", "json")
    payload = json.loads(done.stdout)
    assert list(payload) == ["variant", "to_play", "step", "best", "cards"]
    assert list(payload["best"]) == ["NS", "EW"]
    assert all(list(card) == ["card", "NS", "EW"] for card in payload["cards"])
    # Hand-checked (see test_analysis_solver) and computed again by the brute force below.
    assert payload == {
        "variant": "v1",
        "to_play": "N",
        "step": "T1.1",
        "best": {"NS": 3, "EW": 2},
        "cards": [
            {"card": "A4", "NS": 2, "EW": 3},
            {"card": "T1", "NS": 3, "EW": 2},
            {"card": "M2", "NS": 2, "EW": 3},
            {"card": "V3", "NS": 3, "EW": 2},
        ],
    }
    expected = best_per_card(Deal.load(FIXED).new_game(), memo=False)["v1"]
    assert {card["card"]: (card["NS"], card["EW"]) for card in payload["cards"]} == expected


def test_v0_is_the_default_and_every_card_draws() -> None:
    payload = analyze_json()
    assert payload["variant"] == "v0"
    assert payload["best"] == {"NS": 2, "EW": 2}


def test_points_are_final_totals_after_the_given_plays() -> None:
    plays = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1"
    payload = analyze_json("--variant", "v1", "--plays", plays)
    assert payload["to_play"] == "W"
    assert payload["step"] == "T2.3"
    # E/W already hold T1 (1 point); W must follow with A3, N then takes the trick.
    state = Deal.load(FIXED).new_game()
    for code in plays.split():
        play = Play.parse(code)
        state = state.play(play.card, play.seat)
    expected = best_per_card(state, memo=False)["v1"]
    assert payload["cards"] == [
        {"card": card, "NS": ns, "EW": ew} for card, (ns, ew) in expected.items()
    ]
    assert payload["best"] == {"NS": 3, "EW": 2}


def test_the_last_card_of_the_hand() -> None:
    payload = analyze_json("--variant", "v1", "--plays", WHOLE_TRACE.rsplit(" ", 1)[0])
    assert payload == {
        "variant": "v1",
        "to_play": "E",
        "step": "T4.4",
        "best": {"NS": 2, "EW": 3},
        "cards": [{"card": "V1", "NS": 2, "EW": 3}],
    }


def test_a_random_deal_file_matches_the_brute_force(tmp_path: Path) -> None:
    deal = Deal.random(1017)
    path = tmp_path / "deal.toml"
    path.write_text(deal.to_toml(), encoding="utf-8")
    payload = analyze_json("--deal", str(path), "--variant", "v1")
    expected = best_per_card(deal.new_game())["v1"]
    cards = payload["cards"]
    assert isinstance(cards, list)
    assert {card["card"]: (card["NS"], card["EW"]) for card in cards} == expected


def test_the_table_in_english() -> None:
    done = run("analyze", "--variant", "v1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Four Lanterns — fixtures/deal_fixed.toml — scoring v1 (last trick 2)",
        "North to play at T1.1; with best play by both teams: N/S 3 – E/W 2",
        "",
        "Card      N/S  E/W",
        "--------  ---  ---",
        "Amber 4   2    3",
        "Teal 1    3    2    best",
        "Moss 2    2    3",
        "Violet 3  3    2    best",
        "",
        "Final hand totals, tricks played included; both teams play best after the card.",
    ]


def test_the_table_speaks_the_chosen_language() -> None:
    done = run("analyze", "--lang", "es", "--plays", "N:T1")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("Juega Este en T1.2")
    assert lines[3].split() == ["Carta", "N/S", "E/O"]


def test_an_illegal_play_exits_1_as_replay_does() -> None:
    plays = "N:T1 E:A2"
    done = run("analyze", "--plays", plays)
    replayed = run("replay", "--plays", plays)
    assert done.returncode == replayed.returncode == 1
    assert done.stderr == replayed.stderr
    assert done.stdout == ""
    as_json = run("analyze", "--plays", plays, "--format", "json")
    replay_json = run("replay", "--plays", plays, "--format", "json")
    assert as_json.returncode == 1
    assert json.loads(as_json.stdout) == json.loads(replay_json.stdout)


def test_a_finished_hand_exits_2_with_one_line() -> None:
    done = run("analyze", "--plays", WHOLE_TRACE)
    assert_clean_usage_error(
        done, "analyze needs a Four Lanterns position with a card to play", "hand is over"
    )


def test_a_finished_sticheln_round_exits_2_with_one_line() -> None:
    # A Sticheln deal gets the strong bot's suggestion (test_analysis_suggest); a
    # round with nothing left to bid or play is refused.
    plays = " ".join(play.code for row in Deal.load(STICHELN).trace for play in row.plays)
    done = run("analyze", "--deal", str(STICHELN), "--plays", plays, "--format", "json")
    assert_clean_usage_error(
        done, "analyze needs a Sticheln position with a bid or a card to make", "over"
    )


def test_bad_input_is_one_line() -> None:
    assert_clean_usage_error(run("analyze", "--variant", "v9"), "--variant")
    assert_clean_usage_error(run("analyze", "--plays", "N:X9"), "--plays item 1")
    assert_clean_usage_error(run("analyze", "--format", "markdown"), "--format")

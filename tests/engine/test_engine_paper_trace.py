"""The paper trace of the fixed deal, under v0 and v1, as golden tests.

The fixture's plays go through the checked engine one card at a time; every
expected value below is copied by hand from the spec's paper trace
(docs/rules.md §7 and §8), never read back from the engine or the fixture.
"""

from __future__ import annotations

import pytest
from lantern_deals import FIXED_DEAL_PATH, fl_score

from four_lanterns.engine import V0, V1, Deal, Play, ScoringVariant, Seat, Suit, Team

# trick, led suit, leader and cards clockwise, winner, next leader (None: hand ends)
PAPER = [
    (1, "Teal", "North Teal 1; East Teal 4; South Teal 3; West Teal 2", "East", "East"),
    (2, "Amber", "East Amber 2; South Amber 1; West Amber 3; North Amber 4", "North", "North"),
    (3, "Moss", "North Moss 2; East Moss 1; South Moss 4; West Moss 3", "South", "South"),
    (4, "Violet", "South Violet 2; West Violet 4; North Violet 3; East Violet 1", "West", None),
]
# Running score N/S–E/W after each trick.
RUNNING = {
    "v0": [(0, 1), (1, 1), (2, 1), (2, 2)],
    "v1": [(0, 1), (1, 1), (2, 1), (2, 3)],
}
# Totals and result: v0 a 2–2 draw; v1 E/W win 3–2 (only T4's value changed).
FINAL = {"v0": ((2, 2), "draw", "draw 2–2"), "v1": ((2, 3), "EW", "E/W win 3–2")}


def words(plays: tuple[Play, ...]) -> str:
    return "; ".join(f"{p.seat.word} {p.card.word}" for p in plays)


@pytest.mark.parametrize("variant", [V0, V1], ids=["v0", "v1"])
def test_paper_trace_trick_by_trick(variant: ScoringVariant) -> None:
    deal = Deal.load(FIXED_DEAL_PATH)
    state = deal.new_game()
    assert state.to_play is Seat.NORTH  # North leads the first trick
    for row, (number, led, cards, winner, next_leader) in zip(deal.trace, PAPER, strict=True):
        for position, play in enumerate(row.plays, start=1):
            # The paper's order is the turn order: each play's seat is the seat to play.
            assert state.to_play is play.seat, f"T{number}.{position}"
            assert play.card in state.legal_plays()
            state = state.play(play.card, play.seat)
        trick = state.tricks[-1]
        assert trick.number == number
        assert trick.led is not None and trick.led.word == led
        assert words(trick.plays) == cards
        assert trick.winner.word == winner
        assert state.score(variant) == fl_score(*RUNNING[variant.code][number - 1])
        if next_leader is None:
            assert state.is_over and state.to_play is None
        else:
            assert state.leader.word == next_leader
            assert state.to_play is not None and state.to_play.word == next_leader
            assert state.result(variant) is None
    totals, result, summary = FINAL[variant.code]
    final = state.result(variant)
    assert final is not None
    assert final.score == fl_score(*totals)
    assert final.code == result
    assert final.summary == summary


def test_v0_and_v1_differ_only_in_the_value_of_t4() -> None:
    deal = Deal.load(FIXED_DEAL_PATH)
    state = deal.new_game()
    for play in (p for row in deal.trace for p in row.plays):
        state = state.play(play.card, play.seat)
    # One record, scored twice: same winners, same first three running scores.
    v0, v1 = state.running_scores(V0), state.running_scores(V1)
    assert v0[:3] == v1[:3]
    assert v1[3][Team.EW] - v0[3][Team.EW] == 1 and v1[3][Team.NS] == v0[3][Team.NS]
    assert [t.led for t in state.tricks] == [Suit.TEAL, Suit.AMBER, Suit.MOSS, Suit.VIOLET]


def test_fixture_trace_agrees_with_the_paper() -> None:
    # The fixture's own expected values are data a reviewer relies on: they must
    # say what the spec says.
    deal = Deal.load(FIXED_DEAL_PATH)
    for row, (number, _, cards, winner, next_leader) in zip(deal.trace, PAPER, strict=True):
        assert row.number == number
        assert words(row.plays) == cards
        assert row.winner.word == winner
        assert (row.next_leader.word if row.next_leader else None) == next_leader
        for code, scores in RUNNING.items():
            assert row.scores[code] == fl_score(*scores[number - 1])

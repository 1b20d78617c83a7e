"""The solver against an exhaustive search through the checked ``GameState``."""

from __future__ import annotations

from pathlib import Path

import pytest
from analysis_brute import best_per_card

from four_lanterns.analysis import Analysis, analyze
from four_lanterns.engine import V0, V1, Card, Deal, GameState, Play, Seat
from four_lanterns.games.sticheln.deal import random_round

FIXED = Path(__file__).resolve().parents[2] / "fixtures" / "deal_fixed.toml"
RANDOM_DEALS = range(1000, 1030)
"""Thirty seeded deals, solved from the first card under both variants."""


def fixed_state(plays: str = "") -> GameState:
    state = Deal.load(FIXED).new_game()
    for code in plays.split():
        play = Play.parse(code)
        state = state.play(play.card, play.seat)
    return state


def per_card(analysis: Analysis) -> dict[str, tuple[int, int]]:
    return {value.card.code: (value.ns, value.ew) for value in analysis.cards}


def assert_matches_brute_force(state: GameState) -> None:
    expected = best_per_card(state)
    seat = state.to_play
    assert seat is not None
    for variant in (V0, V1):
        analysis = analyze(state, variant)
        assert per_card(analysis) == expected[variant.code], (state, variant.code)
        # every legal card once, in the order a hand is shown: by suit, then rank
        legal = set(state.legal_plays().cards)
        assert [v.card for v in analysis.cards] == sorted(legal)
        margins = [v.ns - v.ew for v in analysis.cards]
        team_ns = seat in (Seat.NORTH, Seat.SOUTH)
        best = max(margins) if team_ns else min(margins)
        assert analysis.best.ns - analysis.best.ew == best
        total = sum(variant.trick_value(n, 4) for n in range(1, 5))
        assert all(v.ns + v.ew == total for v in analysis.cards)


# Positions of the fixed deal: the start, inside tricks 1 to 4, on trick
# boundaries, and the last card.
FIXED_POSITIONS = [
    "",
    "N:T1",
    "N:T1 E:T4 S:T3",
    "N:T1 E:T4 S:T3 W:T2",
    "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1",
    "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4",
    "N:M2 E:M1 S:M4 W:M3 S:V2",
    "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3",
]


@pytest.mark.parametrize("plays", FIXED_POSITIONS)
def test_fixed_deal_positions_match_the_brute_force(plays: str) -> None:
    assert_matches_brute_force(fixed_state(plays))


def test_fixed_deal_from_the_first_card_by_hand() -> None:
    # Every hand holds one card of each suit, so every trick is followed by
    # all and taken by the holder of its 4: Amber and Moss by N/S (A4 North,
    # M4 South), Teal and Violet by E/W. Under v0 every line is 2–2. Under v1
    # the last trick is worth 2, so what counts is which suit is left for
    # last, and the taker of each trick chooses what to lead next.
    # N leads Teal: East takes it and must lead Amber, Moss or Violet; North,
    # South or West then takes it and leaves Amber or Moss for last: 3–2.
    # N leads Amber 4: North wins and must lead Teal, Moss or Violet; whoever
    # takes that leaves Teal or Violet for last: 2–3. Likewise Moss (2–3) and
    # Violet (3–2).
    state = fixed_state()
    assert per_card(analyze(state, V0)) == {c: (2, 2) for c in ("A4", "T1", "M2", "V3")}
    v1 = analyze(state, V1)
    assert per_card(v1) == {"A4": (2, 3), "T1": (3, 2), "M2": (2, 3), "V3": (3, 2)}
    assert (v1.best.ns, v1.best.ew) == (3, 2)
    assert v1.best.card == Card.parse("T1")  # the first best card of the hand
    assert v1.to_play is Seat.NORTH
    assert v1.step == "T1.1"
    assert v1.variant is V1
    # the brute force agrees with the hand count (and without its lookups)
    assert best_per_card(state, memo=False)["v1"] == per_card(v1)


@pytest.mark.parametrize("seed", list(RANDOM_DEALS))
def test_random_deals_from_the_first_card_match_the_brute_force(seed: int) -> None:
    assert_matches_brute_force(Deal.random(seed).new_game())


@pytest.mark.parametrize("seed", [2000, 2001, 2002, 2003])
def test_random_deals_in_the_middle_match_the_brute_force(seed: int) -> None:
    state = Deal.random(seed).new_game()
    for step in range(seed % 4 + 3):
        state = state.play(state.legal_plays().cards[step % len(state.legal_plays())])
    assert_matches_brute_force(state)


def test_a_finished_hand_has_nothing_to_analyze() -> None:
    over = fixed_state(" ".join(play.code for row in Deal.load(FIXED).trace for play in row.plays))
    with pytest.raises(ValueError, match="no card to play"):
        analyze(over, V0)


def test_another_game_is_refused() -> None:
    with pytest.raises(ValueError, match="Four Lanterns"):
        analyze(random_round(5, 3).new_game(), V0)

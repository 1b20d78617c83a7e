"""The first costly play of a hand, against a naive reference on the brute force."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from analysis_brute import best_per_card

from four_lanterns.analysis import first_costly_play
from four_lanterns.engine import V0, V1, Card, Deal, GameState, Play, ScoringVariant, Seat
from four_lanterns.games.sticheln.deal import random_round

FIXED = Path(__file__).resolve().parents[2] / "fixtures" / "deal_fixed.toml"
PAPER = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"


def played(deal: Deal, plays: str) -> GameState:
    state = deal.new_game()
    for code in plays.split():
        play = Play.parse(code)
        state = state.play(play.card, play.seat)
    return state


def reference(state: GameState, variant: ScoringVariant) -> tuple[str, str, int] | None:
    """(step, card code, points lost) of the first costly play, by exhaustive search.

    Each position before a play is searched again from scratch through the
    checked engine; the side's best is the most points any legal card keeps.
    """
    position = state.restart()
    for number, play in enumerate(state.plays):
        side = 0 if play.seat in (Seat.NORTH, Seat.SOUTH) else 1
        finals = best_per_card(position)[variant.code]
        best = max(points[side] for points in finals.values())
        lost = best - finals[play.card.code][side]
        if lost > 0:
            return f"T{number // 4 + 1}.{number % 4 + 1}", play.card.code, lost
        position = position.play(play.card, play.seat)
    return None


def found(state: GameState, variant: ScoringVariant) -> tuple[str, str, int] | None:
    costly = first_costly_play(state, variant)
    return None if costly is None else (costly.step, costly.card.code, costly.lost)


def test_the_paper_trace_keeps_the_best_under_v0_and_gives_a_point_under_v1() -> None:
    state = played(Deal.load(FIXED), PAPER)
    assert first_costly_play(state, V0) is None
    costly = first_costly_play(state, V1)
    assert costly is not None
    # North leads Moss 2 at T3.1: South's Moss 4 wins it, and South must then
    # lead Violet into West's Violet 4, so E/W take the last trick (worth 2).
    # Violet 3 first leaves Moss, N/S's suit, for last.
    assert (costly.step, costly.seat, costly.card, costly.lost) == (
        "T3.1",
        Seat.NORTH,
        Card.parse("M2"),
        1,
    )
    assert costly.best.card == Card.parse("V3")
    assert (costly.best.ns, costly.best.ew) == (3, 2)
    assert (costly.played.ns, costly.played.ew) == (2, 3)
    assert costly.variant is V1
    assert found(state, V1) == reference(state, V1)


def test_the_first_card_can_be_the_costly_one() -> None:
    # Under v1 North's Amber 4 at T1.1 already gives the last trick away (2–3).
    state = played(Deal.load(FIXED), "N:A4")
    assert found(state, V1) == ("T1.1", "A4", 1) == reference(state, V1)
    assert first_costly_play(state, V0) is None


def test_no_play_yet_is_no_costly_play() -> None:
    assert first_costly_play(Deal.load(FIXED).new_game(), V1) is None


def random_line(seed: int) -> GameState:
    rng = random.Random(seed)
    state = Deal.random(seed).new_game()
    while not state.is_over:
        state = state.play(rng.choice(state.legal_plays().cards))
    return state


RANDOM_LINES = range(3000, 3012)


@pytest.mark.parametrize("seed", RANDOM_LINES)
def test_random_lines_on_random_deals_match_the_reference(seed: int) -> None:
    state = random_line(seed)
    for variant in (V0, V1):
        assert found(state, variant) == reference(state, variant), (seed, variant.code)


def test_the_random_lines_include_costly_plays_and_clean_ones() -> None:
    # The comparison above means little unless both answers occur among its lines.
    answers = [first_costly_play(random_line(seed), V1) for seed in RANDOM_LINES]
    assert any(answer is None for answer in answers)
    assert any(answer is not None and answer.step != "T1.1" for answer in answers)


def test_another_game_is_refused() -> None:
    with pytest.raises(ValueError, match="Four Lanterns"):
        first_costly_play(random_round(5, 3).new_game(), V0)

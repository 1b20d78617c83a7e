"""Perft for Sticheln: every legal play sequence of small seeded rounds, counted.

``perft(state, d)`` counts the sequences of ``d`` cards the rules allow from
``state``. A move is a distinct card code: a hand holding two Owls has one Owl
move, as in the reference's ``perft``. The counts are pinned as numbers and
checked against the naive reference (``sticheln_reference``).
"""

from __future__ import annotations

import random

import pytest

from four_lanterns.engine import GameState, Phase, Seat
from four_lanterns.games.sticheln.deal import random_round

from .sticheln_reference import RefRound, deal_round
from .sticheln_reference import perft as ref_perft


def perft(state: GameState, depth: int) -> int:
    if depth == 0:
        return 1
    legal = state.legal_plays().cards
    assert len({card.code for card in legal}) == len(legal)
    return sum(perft(state.play_unchecked(card), depth - 1) for card in legal)


# hand size, seed, dealer, perft at depth 1, 2, ... to the end of the round
CASES = [
    # N: M1; E: MOLE; S: T11; W: A10; trump Amber: every seat has one card.
    (1, 1, "N", [1, 1, 1, 1]),
    # N: T9 T5; E: V1 M3; S: OWL T10; W: A11 M1; trump Amber.
    (2, 3, "N", [2, 4, 8, 16, 16, 16, 16, 16]),
    # N: T9 M6; E: T8 V6; S: A9 V13; W: V7 V12; trump Moss: W must follow Violet.
    (2, 11, "N", [2, 3, 6, 12, 12, 12, 12, 12]),
    # N: V5 M10 OWL; E: M12 V11 A9; S: A10 OWL T13; W: M6 A12 V4; trump Teal.
    (3, 5, "N", [3, 5, 15, 33, 66, 92, 176, 248, 248, 248, 248, 248]),
    # N: V12 M4 OWL; E: M3 OWL OWL; S: M2 V8 V10; W: MOLE T2 V5; trump Amber.
    # E deals and leads holding two Owls: two distinct leads, not three.
    (3, 17, "E", [2, 4, 12, 33, 66, 102, 204, 380, 380, 380, 380, 380]),
    # N: V12 A10 OWL; E: M1 V9 M12; S: A11 MOLE OWL; W: MOLE M11 MOLE; trump Amber.
    (3, 113, "E", [3, 9, 18, 48, 95, 152, 291, 490, 490, 490, 490, 490]),
]


def bid_round(size: int, seed: int, dealer: str) -> tuple[GameState, RefRound]:
    deal = random_round(seed, size, Seat.parse(dealer))
    state = deal.new_game()
    ref = RefRound.from_deal(deal_round(random.Random(seed), size, dealer))
    # No restriction on the sum: every seat bids the hand size.
    for _ in Seat:
        state = state.bid(size)
        ref.bid(size)
    assert state.phase is Phase.PLAY
    return state, ref


@pytest.mark.parametrize(("size", "seed", "dealer", "counts"), CASES)
def test_perft_is_pinned_and_agrees_with_reference(
    size: int, seed: int, dealer: str, counts: list[int]
) -> None:
    state, ref = bid_round(size, seed, dealer)
    depths = range(1, 4 * size + 1)
    assert [perft(state, depth) for depth in depths] == counts
    assert [ref_perft(ref, depth) for depth in depths] == counts
    # No sequence goes past the last card of the round.
    assert perft(state, 4 * size + 1) == 0
    assert ref_perft(ref, 4 * size + 1) == 0


@pytest.mark.parametrize(("size", "seed", "dealer", "counts"), CASES)
def test_no_card_is_played_while_bidding(
    size: int, seed: int, dealer: str, counts: list[int]
) -> None:
    state = random_round(seed, size, Seat.parse(dealer)).new_game()
    ref = RefRound.from_deal(deal_round(random.Random(seed), size, dealer))
    for _ in range(3):
        assert perft(state, 1) == 0
        assert ref_perft(ref, 1) == 0
        state = state.bid(0)
        ref.bid(0)
    assert perft(state, 1) == ref_perft(ref, 1) == 0
    assert perft(state.bid(0), 1) == counts[0]

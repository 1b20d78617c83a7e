"""The engine against the naive reference, on seeded rounds of every hand size.

For each seed and hand size both deal the same round from the same seed, make
the same bids and play the same random legal cards; at every step the seat
to play and the set of legal cards must agree, and who is winning the trick
so far; after every trick the winner and the rule, and at the end the tricks
taken and the points. The reference (``sticheln_reference``) is written from
the spec alone, with no import from the engine.
"""

from __future__ import annotations

import random

import pytest

from four_lanterns.engine import GameState, Phase, Seat
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.games.sticheln.rules import RULE_CODES, StichelnRules
from four_lanterns.games.sticheln.scoring import round_points, taken

from .sticheln_reference import RefRound, deal_round, winning_so_far

SIZES = range(1, 13)
SEEDS = range(40)


def codes(cards: tuple[object, ...]) -> list[str]:
    return [card.code for card in cards]  # type: ignore[attr-defined]


def by_code(score: object) -> dict[str, int]:
    return {seat.code: score[seat] for seat in Seat}  # type: ignore[index]


def dealer_of(seed: int, size: int) -> Seat:
    return list(Seat)[(seed + size) % 4]


def check_deal(seed: int, size: int, dealer: Seat) -> tuple[GameState, RefRound]:
    deal = random_round(seed, size, dealer)
    ref_deal = deal_round(random.Random(seed), size, dealer.code)
    rules = deal.rules
    assert isinstance(rules, StichelnRules)
    assert {seat.code: codes(deal.hands[seat]) for seat in Seat} == ref_deal["hands"]
    assert codes(rules.turned) == ref_deal["turned"]
    assert rules.trump is not None and rules.trump.code == ref_deal["trump"]
    assert rules.hand_size == size
    assert deal.first_leader is dealer
    state = deal.new_game()
    assert state.phase is Phase.BIDDING
    return state, RefRound.from_deal(ref_deal)


def walk(seed: int, size: int) -> None:
    dealer = dealer_of(seed, size)
    state, ref = check_deal(seed, size, dealer)
    rng = random.Random(f"bids and plays {seed} {size}")
    # Bidding: dealer first, clockwise; any number from 0 to the hand size.
    for _ in Seat:
        assert state.phase is Phase.BIDDING
        assert state.turn.seat is not None
        assert state.turn.seat.code == ref.to_bid()
        assert state.legal_bids() == tuple(range(size + 1))
        assert state.legal_plays().cards == ()
        bid = rng.randint(0, size)
        state = state.bid(bid)
        ref.bid(bid)
    assert ref.to_bid() is None
    assert state.legal_bids() == ()
    # Play: the dealer leads; a random card of the engine's legal set each step.
    while not ref.over:
        assert state.phase is Phase.PLAY
        assert state.to_play is not None
        assert state.to_play.code == ref.to_play()
        assert state.turn.seat is state.to_play
        legal = state.legal_plays()
        assert {card.code for card in legal} == set(ref.legal())
        # A joker held twice is offered once.
        assert len(codes(legal.cards)) == len(set(codes(legal.cards)))
        card = rng.choice(legal.cards)
        done = len(state.tricks)
        state = state.play(card)
        ref.play(card.code)
        # Who is winning the trick so far (the table marks that card), Moles only: nobody.
        so_far = winning_so_far(ref.trick, ref.trump)
        assert (state.winning and state.winning.winner.code) == so_far, ref.trick
        if len(state.tricks) > done:
            trick = state.tricks[-1]
            plays, winner, rule = ref.done[-1]
            assert [(p.seat.code, p.card.code) for p in trick.plays] == plays
            assert trick.winner.code == winner
            assert RULE_CODES[trick.result.rule] == rule
            assert state.leader.code == winner
    assert state.phase is Phase.OVER and state.is_over
    assert state.to_play is None
    assert by_code(taken(state)) == ref.taken()
    points = round_points(state)
    assert points is not None
    assert by_code(points) == ref.points()


@pytest.mark.parametrize("size", SIZES)
def test_engine_agrees_with_reference(size: int) -> None:
    for seed in SEEDS:
        walk(seed, size)


@pytest.mark.parametrize("dealer", list(Seat))
def test_deals_agree_for_every_dealer(dealer: Seat) -> None:
    # The dealer changes who bids and leads, not which cards each seat gets.
    for size in SIZES:
        for seed in range(100, 110):
            state, ref = check_deal(seed, size, dealer)
            assert state.turn.seat is dealer
            assert ref.to_bid() == dealer.code

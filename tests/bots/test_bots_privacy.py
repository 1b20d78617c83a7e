"""A bot decides from what its seat may know: hidden cards moved, the same decision.

For a decision point of a seeded round, the cards the seat cannot see are
dealt again among the other seats (and the Sticheln stock), keeping each
seat's hand size and every card it played; the bids and plays are replayed
through the checked engine, so every void a seat showed still holds. The
seat's observation is then equal, and so must its decision be.
"""

from __future__ import annotations

import random

import pytest
from bot_positions import decision_states, lanterns_deal, rearranged, sticheln_deal

from four_lanterns.bots import make_bot, observe
from four_lanterns.engine import Deal, GameState
from four_lanterns.engine.phases import Phase


def decide(level: str, state: GameState, seed: int) -> object:
    seat = state.turn.seat
    assert seat is not None
    bot = make_bot(level, seed)
    seen = observe(state, seat)
    return bot.bid(seen) if state.turn.phase is Phase.BIDDING else bot.play(seen)


def check_positions(level: str, deal: Deal, seed: int, every: int) -> tuple[int, int]:
    """Compare decisions at every ``every``-th decision point; (bids, plays) compared."""
    rng = random.Random(seed)
    compared = {Phase.BIDDING: 0, Phase.PLAY: 0}
    for number, state in enumerate(decision_states(deal, seed)):
        if number % every:
            continue
        seat = state.turn.seat
        assert seat is not None
        moved = rearranged(state, seat, rng)
        if moved is None:
            continue
        assert moved.hands != state.hands
        assert observe(moved, seat) == observe(state, seat)
        assert decide(level, moved, seed) == decide(level, state, seed), (state, moved)
        compared[state.turn.phase] += 1
    return compared[Phase.BIDDING], compared[Phase.PLAY]


@pytest.mark.parametrize(("level", "size", "every"), [("basic", 9, 1), ("strong", 6, 3)])
def test_sticheln_bids_and_plays_ignore_the_hidden_cards(level: str, size: int, every: int) -> None:
    bids = plays = 0
    for seed in range(3):
        more_bids, more_plays = check_positions(level, sticheln_deal(seed, size), seed, every)
        bids += more_bids
        plays += more_plays
    assert bids >= 2 and plays >= 6, (bids, plays)


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_four_lanterns_plays_ignore_the_hidden_cards(level: str) -> None:
    plays = 0
    for seed in range(4):
        plays += check_positions(level, lanterns_deal(seed), seed, 1)[1]
    assert plays >= 20


def test_a_moved_deal_changes_the_hidden_hands_not_the_seat_s_own() -> None:
    state = next(decision_states(sticheln_deal(5, 8), 5))
    seat = state.turn.seat
    assert seat is not None
    moved = rearranged(state, seat, random.Random(1))
    assert moved is not None
    assert moved.hand(seat) == state.hand(seat)
    assert any(moved.hand(other) != state.hand(other) for other in moved.rules.seats)

"""The search state against the checked ``GameState``, step by step, on many random deals."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from four_lanterns.engine import V0, V1, Card, Deal, GameState, ScoringVariant, Team
from four_lanterns.engine.cards import Suit
from four_lanterns.engine.search import (
    CARDS,
    SearchState,
    card_index,
    cards_of,
    suit_mask,
)
from four_lanterns.games.sticheln.deal import random_round

DEALS = range(200)
FIXED = Path(__file__).resolve().parents[2] / "fixtures" / "deal_fixed.toml"


def legal_set(state: GameState) -> set[Card]:
    return set(state.legal_plays().cards)


def points(state: GameState, variant: ScoringVariant) -> list[int]:
    total = state.score(variant)
    return [total[Team.NS], total[Team.EW]]


def test_card_numbers_follow_the_deck_order() -> None:
    assert [card.code for card in CARDS[:5]] == ["A1", "A2", "A3", "A4", "T1"]
    assert card_index(Card.parse("T1")) == 4
    assert card_index(Card.parse("V4")) == 15
    assert cards_of(suit_mask(Suit.MOSS)) == [Card.parse(c) for c in ("M1", "M2", "M3", "M4")]
    with pytest.raises(ValueError, match="not a Four Lanterns card"):
        card_index(Card.parse("OWL"))


@pytest.mark.parametrize("variant", [V0, V1], ids=["v0", "v1"])
def test_random_playouts_agree_with_the_checked_state_at_every_step(
    variant: ScoringVariant,
) -> None:
    rng = random.Random(7)
    for seed in DEALS:
        state = Deal.random(seed).new_game()
        search = SearchState.from_state(state, variant)
        while not state.is_over:
            assert search.seat_to_play() is state.to_play
            assert set(search.legal_cards()) == legal_set(state)
            assert search.points == points(state, variant)
            card = rng.choice(state.legal_plays().cards)
            before = search.snapshot()
            winner = search.make(card_index(card))
            # make then unmake is the same position, then make again to go on
            search.unmake()
            assert search.snapshot() == before
            assert search.make(card_index(card)) == winner
            state = state.play(card)
            if state.trick:
                assert winner == -1
            else:
                assert state.last_trick is not None
                assert winner == int(state.last_trick.winner)
            assert search.points == points(state, variant)
        assert search.is_over
        assert search.legal_mask() == 0
        assert search.seat_to_play() is None


def test_unmake_walks_a_whole_hand_back_to_the_deal() -> None:
    rng = random.Random(11)
    for seed in range(50):
        state = Deal.random(seed).new_game()
        search = SearchState.from_state(state, V1)
        start = search.snapshot()
        seen = [start]
        while not search.is_over:
            mask = search.legal_mask()
            choices = [n for n in range(16) if mask >> n & 1]
            search.make(rng.choice(choices))
            seen.append(search.snapshot())
        for expected in reversed(seen[:-1]):
            search.unmake()
            assert search.snapshot() == expected
        assert search.snapshot() == start


def test_a_position_built_from_a_state_equals_the_same_plays_made() -> None:
    rng = random.Random(3)
    for seed in range(40):
        state = Deal.random(seed).new_game()
        made = SearchState.from_state(state, V1)
        for _ in range(rng.randrange(16)):
            card = rng.choice(state.legal_plays().cards)
            state = state.play(card)
            made.make(card_index(card))
        built = SearchState.from_state(state, V1)
        assert built.snapshot() == made.snapshot()
        assert set(built.legal_cards()) == legal_set(state)


def test_the_fixed_deal_trace_scores_as_the_paper_says() -> None:
    deal = Deal.load(FIXED)
    state = deal.new_game()
    v0 = SearchState.from_state(state, V0)
    v1 = SearchState.from_state(state, V1)
    for row in deal.trace:
        for play in row.plays:
            v0.make(card_index(play.card))
            v1.make(card_index(play.card))
    assert v0.points == [2, 2]
    assert v1.points == [2, 3]
    assert v1.unscored() == 0


def test_another_game_is_refused() -> None:
    deal = random_round(1, 3)
    with pytest.raises(ValueError, match="Four Lanterns"):
        SearchState.from_state(deal.new_game())

"""Seeded rounds and duels: dealt as the rules say, the same from the same seed."""

from __future__ import annotations

import pytest

from four_lanterns.engine import Deal, Seat
from four_lanterns.games.sticheln import STICHELN, StichelnRules
from four_lanterns.games.sticheln.deal import HAND_SIZES, random_duel, random_round

SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


@pytest.mark.parametrize("rounds", [4, 8, 12])
def test_a_duel_grows_the_hand_and_moves_the_dealer_clockwise(rounds: int) -> None:
    duel = random_duel(7, rounds)
    sizes = tuple(deal.rules.hand_size for deal in duel)
    assert sizes == HAND_SIZES[rounds]
    assert sizes == {4: (3, 4, 5, 6), 8: (3, 4, 5, 6, 7, 8, 9, 10), 12: tuple(range(1, 13))}[rounds]
    first = SEATS.index(duel[0].first_leader)
    assert [deal.first_leader for deal in duel] == [
        SEATS[(first + number) % 4] for number in range(rounds)
    ]
    for number, deal in enumerate(duel, start=1):
        assert deal.source == f"seed 7, round {number}"
        assert all(len(hand) == deal.rules.hand_size for hand in deal.hands.values())


def test_a_duel_is_the_same_from_the_same_seed_and_differs_from_another() -> None:
    assert random_duel(11, 12) == random_duel(11, 12)
    assert random_duel(11, 12) != random_duel(12, 12)


def test_the_first_dealer_comes_from_the_seed() -> None:
    dealers = {random_duel(seed, 4)[0].first_leader for seed in range(40)}
    assert dealers == set(SEATS)


@pytest.mark.parametrize("rounds", [0, 3, 5, 13])
def test_a_duel_has_4_8_or_12_rounds(rounds: int) -> None:
    with pytest.raises(ValueError, match="4, 8 or 12 rounds"):
        random_duel(1, rounds)


@pytest.mark.parametrize("size", [0, 13])
def test_a_round_has_1_to_12_cards(size: int) -> None:
    with pytest.raises(ValueError, match="1 to 12 cards"):
        random_round(1, size)


def test_turning_stops_at_the_first_number_card_and_names_trump() -> None:
    turned_jokers = 0
    for seed in range(300):
        deal = random_round(seed, 12, Seat.EAST)
        rules = deal.rules
        assert isinstance(rules, StichelnRules)
        *jokers, last = rules.turned
        assert all(card.joker is not None for card in jokers)
        assert last.joker is None and rules.trump is last.suit
        turned_jokers += len(jokers)
        dealt = [card for hand in deal.hands.values() for card in hand]
        assert len(dealt) + len(rules.turned) <= 60
    assert turned_jokers > 0  # the "keep turning" rule happened in these seeds


def test_deal_random_hands_a_sticheln_round_to_the_game() -> None:
    rules = StichelnRules.for_round(5, ())
    deal = Deal.random(3, Seat.SOUTH, rules=rules)
    assert deal == random_round(3, 5, Seat.SOUTH)
    assert deal.source == "seed 3"


def test_a_seeded_round_written_as_a_file_reads_back_the_same() -> None:
    deal = random_round(5, 4, Seat.WEST)
    again = Deal.from_toml(deal.to_toml())
    assert again.hands == deal.hands
    assert again.first_leader is Seat.WEST
    assert isinstance(deal.rules, StichelnRules)
    assert again.rules == StichelnRules.for_round(4, deal.rules.turned, bidding=False)
    assert STICHELN.name == "sticheln"

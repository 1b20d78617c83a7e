"""Perft: counting every legal play sequence by exhaustive search.

``perft(state, d)`` counts the sequences of ``d`` cards the rules allow from
``state`` (``d=None``: every complete hand of 16 cards). The engine's search
uses ``legal_plays()`` and ``play_unchecked``; each count is also checked
against a naive second implementation of the rules (``lantern_reference``).
"""

from __future__ import annotations

import math

import pytest
from lantern_deals import FIXED_HANDS
from lantern_reference import RefGame, ref_perft

from four_lanterns.engine import Deal, GameState, Seat


def perft(state: GameState, depth: int | None = None) -> int:
    if depth == 0:
        return 1
    legal = state.legal_plays()
    if not legal:
        return 1 if depth is None else 0
    below = None if depth is None else depth - 1
    return sum(perft(state.play_unchecked(card), below) for card in legal)


def closed_form_fixed_deal(cards: int) -> int:
    """Sequences of ``cards`` cards from the fixed deal, by counting.

    Every hand of the fixed deal holds exactly one card of each suit. Whatever
    the leader leads, each follower holds exactly one card of that suit and
    must play it, so a trick removes the same suit from all four hands and the
    hands stay "one card of each remaining suit". The only choice in a trick is
    the lead: 4 cards in trick 1, 3 in trick 2, 2 in trick 3, 1 in trick 4.
    A sequence of ``cards`` cards has started ceil(cards / 4) tricks, so
    perft(cards) = 4 * 3 * ... over the tricks started; all 16 cards: 4! = 24.
    """
    started = math.ceil(cards / 4)
    return math.prod(4 - t for t in range(started))


def test_fixed_deal_has_24_complete_sequences() -> None:
    state = Deal.from_hands(FIXED_HANDS, "N").new_game()
    # 24 = 4!: only the leads are choices (4, 3, 2, 1), every follow is forced.
    assert perft(state) == 24
    assert perft(state) == closed_form_fixed_deal(16)
    assert ref_perft(RefGame.from_codes(FIXED_HANDS, "N")) == 24


def test_fixed_deal_perft_by_depth_matches_the_closed_form() -> None:
    state = Deal.from_hands(FIXED_HANDS, "N").new_game()
    by_depth = [perft(state, d) for d in range(1, 17)]
    assert by_depth == [closed_form_fixed_deal(d) for d in range(1, 17)]
    assert by_depth == [4] * 4 + [12] * 4 + [24] * 8


@pytest.mark.parametrize("leader", list(Seat))
def test_fixed_deal_count_does_not_depend_on_the_first_leader(leader: Seat) -> None:
    # The argument above never used who leads: any first leader gives 4! too.
    assert perft(Deal.from_hands(FIXED_HANDS, leader).new_game()) == 24


# Seeded deals, pinned. The hands are pinned too, so a change of shuffle (Python's
# random module) shows up as a different deal here, not as a mysterious count.
SEEDED = {
    1: (
        {
            "N": ["A3", "M3", "A1", "V3"],
            "E": ["T3", "T2", "A4", "M1"],
            "S": ["T4", "M4", "V4", "A2"],
            "W": ["V1", "V2", "M2", "T1"],
        },
        [4, 7, 7, 17],
        1328,
    ),
    4: (
        {
            "N": ["M3", "T2", "V1", "M2"],
            "E": ["V3", "A4", "A1", "M1"],
            "S": ["V2", "A3", "V4", "T3"],
            "W": ["M4", "A2", "T1", "T4"],
        },
        [4, 7, 14, 24],
        5504,
    ),
    7: (
        {
            "N": ["A4", "V3", "T4", "M2"],
            "E": ["V2", "M4", "T1", "T2"],
            "S": ["V1", "M1", "A2", "A1"],
            "W": ["V4", "T3", "A3", "M3"],
        },
        [4, 8, 18, 18],
        592,
    ),
    11: (
        {
            "N": ["M3", "T2", "A1", "A2"],
            "E": ["M2", "T1", "T3", "A3"],
            "S": ["A4", "V4", "M4", "T4"],
            "W": ["V1", "M1", "V2", "V3"],
        },
        [4, 5, 5, 17],
        3264,
    ),
}


@pytest.mark.parametrize("seed", list(SEEDED))
def test_seeded_deal_is_pinned(seed: int) -> None:
    hands, _, _ = SEEDED[seed]
    deal = Deal.random(seed)
    assert {s.code: [c.code for c in deal.hands[s]] for s in Seat} == hands


@pytest.mark.parametrize("seed", list(SEEDED))
def test_seeded_deal_perft(seed: int) -> None:
    hands, shallow, complete = SEEDED[seed]
    state = Deal.from_hands(hands, "N").new_game()
    assert [perft(state, d) for d in (1, 2, 3, 4)] == shallow
    assert perft(state) == complete
    reference = RefGame.from_codes(hands, "N")
    assert [ref_perft(reference, d) for d in (1, 2, 3, 4)] == shallow
    assert ref_perft(reference) == complete


def test_one_suit_per_seat_every_follow_is_a_free_discard() -> None:
    # Each seat holds a single suit, so every follower is void and may play any
    # of its cards, and the leader (North) wins every trick and leads again.
    # Trick t (t = 1..4): every seat has 5 - t cards and all are legal, so
    # perft = prod over t of (5 - t)^4 = (4!)^4 = 331776. Too slow to search
    # fully here; the first two tricks are cheap: 4^4 = 256, then 256 * 3^4.
    hands = {
        "N": ["A1", "A2", "A3", "A4"],
        "E": ["T1", "T2", "T3", "T4"],
        "S": ["M1", "M2", "M3", "M4"],
        "W": ["V1", "V2", "V3", "V4"],
    }
    state = Deal.from_hands(hands, "N").new_game()
    assert [perft(state, d) for d in (1, 2, 3, 4)] == [4, 16, 64, 256]
    assert perft(state, 8) == 256 * 81

"""Every level plays only legal moves: rounds played through the checked engine."""

from __future__ import annotations

import dataclasses

import pytest
from bot_positions import SEATS, lanterns_deal, sticheln_deal

from four_lanterns.bots import LEVELS, BasicBot, StrongBot, make_bot, play_round
from four_lanterns.engine.phases import Phase
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.games.sticheln.scoring import round_points

ROUNDS = {"random": 48, "basic": 48, "strong": 8}


def test_every_level_is_registered_when_the_package_is_imported() -> None:
    assert LEVELS == ("random", "basic", "strong")
    assert isinstance(make_bot("basic", 1), BasicBot)
    assert isinstance(make_bot("strong", 1), StrongBot)
    assert [make_bot(level, 0).level for level in LEVELS] == list(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_sticheln_rounds_end_with_every_card_played_legally(level: str) -> None:
    for seed in range(ROUNDS[level]):
        size = 1 + seed % (12 if level != "strong" else 7)
        bots = {seat: make_bot(level, seed * 4 + int(seat)) for seat in SEATS}
        # play_round refuses an illegal bid or card (IllegalBid, IllegalPlay).
        state = play_round(sticheln_deal(seed, size), bots)
        assert state.phase is Phase.OVER
        assert len(state.tricks) == size
        assert round_points(state) is not None


@pytest.mark.parametrize("level", LEVELS)
def test_four_lanterns_deals_end_with_every_card_played_legally(level: str) -> None:
    for seed in range(ROUNDS[level]):
        bots = {seat: make_bot(level, seed * 4 + int(seat)) for seat in SEATS}
        state = play_round(lanterns_deal(seed), bots)
        assert state.phase is Phase.OVER
        assert len(state.tricks) == 4


def test_levels_meet_each_other_in_one_round() -> None:
    for seed in range(6):
        bots = {seat: make_bot(LEVELS[(seed + int(seat)) % 3], seed) for seat in SEATS}
        assert play_round(sticheln_deal(seed, 6), bots).phase is Phase.OVER
        assert play_round(lanterns_deal(seed), bots).phase is Phase.OVER


@pytest.mark.parametrize("level", LEVELS)
def test_a_sticheln_round_without_bids_is_played_to_the_end(level: str) -> None:
    deal = sticheln_deal(3, 6)
    assert isinstance(deal.rules, StichelnRules)
    deal = dataclasses.replace(deal, rules=dataclasses.replace(deal.rules, bidding=False))
    state = play_round(deal, {seat: make_bot(level, 1) for seat in SEATS})
    assert state.phase is Phase.OVER
    assert not state.bids

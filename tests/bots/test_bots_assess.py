"""The ``strong`` bot's assessment, and decisions that stay as they were before it."""

from __future__ import annotations

import pytest
from bot_positions import decision_states, lanterns_deal, sticheln_deal

from four_lanterns.bots import observe
from four_lanterns.bots.strong import StrongBot
from four_lanterns.engine import Deal
from four_lanterns.engine.phases import Phase

# The decisions of the strong bot (seeded) at every position of these deals,
# recorded when its rollouts began to take careless players into account
# (and sample three times as many worlds, the careless draws shared by
# the candidates of a world); a change of them is a change of
# the bot, to be read and recorded on purpose.
RECORDED = [
    (
        sticheln_deal(0, 4),
        0,
        "1 0 2 0 A13 A6 A8 T11 A8 MOLE M11 V6 M8 V6 V12 M2 M11 V4 A8 M2",
    ),
    (
        sticheln_deal(1, 5),
        1,
        "1 0 1 0 V5 A11 A12 A10 T3 MOLE T6 T13 MOLE M4 M1 T10 M10 T11 V9 T13 V9 A4 M12 A3",
    ),
    (
        sticheln_deal(2, 6),
        2,
        "0 1 2 1 V1 M8 M6 M5 T10 A10 A7 A9 V3 T8 T6 T10 A8 M6 M11 A5 T10 V3 M1 V1 V11 V5 M10 T12",
    ),
    (lanterns_deal(5), 5, "T3 A1 T2 T1 T3 M3 V1 V2 A2 V4 M4 A3 V1 A4 A2 V4"),
]


def decisions(deal: Deal, seed: int) -> str:
    bot = StrongBot(seed)
    made = []
    for state in decision_states(deal, seed):
        seat = state.turn.seat
        assert seat is not None
        seen = observe(state, seat)
        if state.turn.phase is Phase.BIDDING:
            made.append(str(bot.bid(seen)))
        else:
            made.append(bot.play(seen).code)
    return " ".join(made)


@pytest.mark.parametrize(("deal", "seed", "expected"), RECORDED)
def test_the_strong_decisions_are_unchanged(deal: Deal, seed: int, expected: str) -> None:
    assert decisions(deal, seed) == expected


@pytest.mark.parametrize(("deal", "seed", "expected"), RECORDED[1:])
def test_the_decisions_are_the_assessments_choice(deal: Deal, seed: int, expected: str) -> None:
    bot = StrongBot(seed)
    for state in decision_states(deal, seed):
        seat = state.turn.seat
        assert seat is not None
        seen = observe(state, seat)
        assessment = bot.assess(seen)
        assert assessment.seat is seat
        assert assessment.choice in [option.move for option in assessment.options]
        if state.turn.phase is Phase.BIDDING:
            assert assessment.phase is Phase.BIDDING
            assert bot.bid(seen) == assessment.choice
            bids = [option.move for option in assessment.options]
            assert bids == sorted(bids)
            assert set(bids) <= set(seen.legal_bids)
        else:
            assert assessment.phase is Phase.PLAY
            assert bot.play(seen) == assessment.choice
            # every legal card, listed as the table shows a hand (by suit, then rank)
            assert [option.move for option in assessment.options] == sorted(seen.legal_cards)
        size = len(state.hand(seat)) + seen.taken(seat)
        for option in assessment.options:
            assert seen.taken(seat) <= option.tricks <= size


def test_an_assessment_is_a_function_of_the_observation_and_seed() -> None:
    state = next(iter(decision_states(sticheln_deal(3, 5), 3)))
    seat = state.turn.seat
    assert seat is not None
    first = StrongBot(7).assess(observe(state, seat))
    assert StrongBot(7).assess(observe(state, seat)) == first


def test_nothing_to_decide_is_refused() -> None:
    state = sticheln_deal(0, 3).new_game()
    seat = state.turn.seat
    assert seat is not None
    other = next(s for s in state.rules.seats if s is not seat)
    with pytest.raises(ValueError, match="nothing to decide"):
        StrongBot(0).assess(observe(state, other))

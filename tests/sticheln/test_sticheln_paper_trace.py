"""The paper trace of the fixed Sticheln round, as a golden test.

The fixture's plays go through the checked engine one card at a time and
through the naive reference. Every trick's led suit, winner, rule and next
leader is compared with the fixture's ``[[trace]]`` rows and with the table
below, copied by hand from the worked trace (never read back from the engine).
"""

from __future__ import annotations

from pathlib import Path

from four_lanterns.engine import Deal, Phase, Seat
from four_lanterns.games.sticheln.rules import RULE_CODES, StichelnRules
from four_lanterns.games.sticheln.scoring import bids_of, round_points, taken

from .sticheln_reference import RefRound

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "sticheln_fixed.toml"

# trick, led suit ("" for none), plays in order, winner, rule, next leader ("" at the end)
PAPER = [
    (1, "A", "N:A10 E:OWL S:OWL W:A7", "E", "owl", "E"),
    (2, "", "E:MOLE S:MOLE W:MOLE N:MOLE", "E", "moles", "E"),
    (3, "M", "E:M12 S:T2 W:V5 N:M4", "S", "trump", "S"),
    (4, "T", "S:T13 W:A6 N:T5 E:A2", "S", "trump", "S"),
    (5, "V", "S:V1 W:A5 N:V11 E:A3", "N", "led", ""),
]
BIDS = {"N": 2, "E": 2, "S": 1, "W": 0}
TAKEN = {"N": 1, "E": 2, "S": 2, "W": 0}
# N over-bid by one, E exact with 2, S under-bid by one, W exact with 0.
POINTS = {"N": -10, "E": 40, "S": -10, "W": 20}
# Number cards of neither the led suit nor trump (Teal): trick 3 W's Violet 5
# (Moss led); trick 4 the Ambers under a Teal lead; trick 5 the Ambers under Violet.
DISCARDS = {3: ["V5"], 4: ["A6", "A2"], 5: ["A5", "A3"]}


def by_code(score: object) -> dict[str, int]:
    return {seat.code: score[seat] for seat in Seat}  # type: ignore[index]


def load() -> Deal:
    return Deal.load(FIXTURE)


def test_the_round_is_set_up_as_on_paper() -> None:
    deal = load()
    rules = deal.rules
    assert isinstance(rules, StichelnRules)
    assert rules.hand_size == 5
    # The Owl turned first does not count: Teal 9 names trump.
    assert [card.code for card in rules.turned] == ["OWL", "T9"]
    assert rules.trump is not None and rules.trump.code == "T"
    assert deal.first_leader is Seat.NORTH
    assert deal.bids is not None
    assert {seat.code: bid for seat, bid in deal.bids.items()} == BIDS


def test_the_fixture_trace_is_the_paper_trace() -> None:
    deal = load()
    rows = [
        (
            row.number,
            row.led.code if row.led is not None else "",
            " ".join(play.code for play in row.plays),
            row.winner.code,
            row.rule,
            row.next_leader.code if row.next_leader is not None else "",
        )
        for row in deal.trace
    ]
    assert rows == PAPER
    assert all(row.names_led for row in deal.trace)
    assert by_code(deal.expected["taken"]) == TAKEN
    assert by_code(deal.expected["points"]) == POINTS


def test_paper_trace_through_the_engine() -> None:
    deal = load()
    state = deal.new_game()
    bids = bids_of(state)
    assert bids is not None and by_code(bids) == BIDS
    assert state.phase is Phase.PLAY
    assert state.to_play is Seat.NORTH  # the dealer leads
    for row, (number, led, plays, winner, rule, next_leader) in zip(deal.trace, PAPER, strict=True):
        for position, play in enumerate(row.plays, start=1):
            assert state.to_play is play.seat, f"T{number}.{position}"
            assert play.card in state.legal_plays(), f"T{number}.{position}"
            state = state.play(play.card, play.seat)
        trick = state.tricks[-1]
        assert trick.number == number
        assert " ".join(p.code for p in trick.plays) == plays
        assert (trick.led.code if trick.led is not None else "") == led
        assert trick.led == row.led
        assert trick.winner.code == winner == row.winner.code
        assert RULE_CODES[trick.result.rule] == rule == row.rule
        assert [card.code for card in trick.result.discards] == DISCARDS.get(number, [])
        if next_leader:
            assert row.next_leader is not None and row.next_leader.code == next_leader
            assert state.to_play is not None and state.to_play.code == next_leader
            assert round_points(state) is None
        else:
            assert row.next_leader is None
            assert state.is_over and state.to_play is None
    assert state.phase is Phase.OVER
    assert taken(state) == deal.expected["taken"]
    points = round_points(state)
    assert points == deal.expected["points"]
    assert by_code(taken(state)) == TAKEN
    assert points is not None and by_code(points) == POINTS


def test_paper_trace_through_the_reference() -> None:
    deal = load()
    rules = deal.rules
    assert isinstance(rules, StichelnRules) and rules.trump is not None and deal.bids
    ref = RefRound(
        {seat.code: [card.code for card in deal.hands[seat]] for seat in Seat},
        rules.trump.code,
        deal.first_leader.code,
    )
    for seat in "NESW":
        assert ref.to_bid() == seat
        ref.bid(BIDS[seat])
    for number, led, plays, winner, rule, next_leader in PAPER:
        for position, play in enumerate(plays.split(), start=1):
            seat, card = play.split(":")
            assert ref.to_play() == seat, f"T{number}.{position}"
            assert card in ref.legal(), f"T{number}.{position}"
            if position > 1:
                assert (ref.led_suit() or "") == led
            ref.play(card)
        done_plays, done_winner, done_rule = ref.done[-1]
        assert " ".join(f"{s}:{c}" for s, c in done_plays) == plays
        assert (done_winner, done_rule) == (winner, rule)
        assert (ref.to_play() or "") == next_leader
    assert ref.over
    assert ref.taken() == TAKEN
    assert ref.points() == POINTS

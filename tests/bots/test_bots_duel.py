"""Bots in a duel: the public standing reaches them, and ``strong`` plays to come first."""

from __future__ import annotations

from bot_positions import SEATS, sticheln_deal

from four_lanterns.bots import Observation, make_bot, observe, play_round
from four_lanterns.bots.strong import StrongBot
from four_lanterns.engine import Card, Seat
from four_lanterns.match import Match

BEHIND = 45
"""A lead that an exact bid of 0 or 1 (20 or 30 points) cannot catch."""


def _behind(seat: Seat) -> dict[Seat, int]:
    """Totals with the seat after ``seat`` ahead by :data:`BEHIND`, the rest level."""
    ahead = SEATS[(SEATS.index(seat) + 1) % 4]
    return {other: BEHIND if other is ahead else 0 for other in SEATS}


def test_strong_bids_to_catch_the_leader_in_the_last_round_only() -> None:
    higher = 0
    for seed in range(12):
        state = sticheln_deal(seed, 4).new_game()
        seat = state.turn.seat
        assert seat is not None
        bot = StrongBot(1)
        alone = bot.assess(observe(state, seat)).choice
        standing = _behind(seat)
        earlier = bot.assess(observe(state, seat, standing, rounds_after=1)).choice
        last = bot.assess(observe(state, seat, standing, rounds_after=0))
        # Before the last round only the points count, as in a round alone.
        assert earlier == alone, seed
        assert isinstance(last.choice, int) and isinstance(alone, int)
        assert last.choice >= alone, seed
        higher += last.choice > alone
        # The estimates stay the round's points: between -40 and 20 + 10 * 4.
        assert all(-40 <= option.points <= 60 for option in last.options), last.options
    # Most weak hands bid 0 or 1 alone; behind by 45 they reach for more.
    assert higher >= 6, higher


def test_a_seat_sure_of_first_place_bids_and_plays_as_in_a_round_alone() -> None:
    for seed in range(6):
        deal = sticheln_deal(seed, 4)
        bots = {seat: make_bot("basic", seed) for seat in SEATS}
        state = deal.new_game()
        while (seat := state.turn.seat) is not None:
            far_ahead = {other: 500 if other is seat else 0 for other in SEATS}
            alone = StrongBot(seed).assess(observe(state, seat))
            last = StrongBot(seed).assess(observe(state, seat, far_ahead, rounds_after=0))
            assert last == alone, (seed, state.next_step)
            seen = observe(state, seat)
            if seen.legal_bids:
                state = state.bid(bots[seat].bid(seen), seat)
            else:
                state = state.play(bots[seat].play(seen), seat)


class Listener:
    """A test bot: the first legal move, noting the standing each observation tells."""

    level = "listener"

    def __init__(self) -> None:
        self.told: set[tuple[tuple[tuple[Seat, int], ...] | None, int]] = set()

    def _note(self, seen: Observation) -> None:
        scores = None if seen.scores is None else tuple(sorted(seen.scores.items()))
        self.told.add((scores, seen.rounds_after))

    def bid(self, seen: Observation) -> int:
        self._note(seen)
        return seen.legal_bids[0]

    def play(self, seen: Observation) -> Card:
        self._note(seen)
        return seen.legal_cards[0]


def test_play_round_tells_every_bot_the_standing_and_the_rounds_left() -> None:
    listeners = {seat: Listener() for seat in SEATS}
    standing = {Seat.NORTH: 30, Seat.EAST: -10, Seat.SOUTH: 0, Seat.WEST: 50}
    play_round(sticheln_deal(3, 4), listeners, standing, rounds_after=2)
    told = {(tuple(sorted(standing.items())), 2)}
    assert all(bot.told == told for bot in listeners.values())
    alone = {seat: Listener() for seat in SEATS}
    play_round(sticheln_deal(3, 4), alone)
    assert all(bot.told == {(None, 0)} for bot in alone.values())


def test_a_match_tells_the_points_of_the_rounds_finished() -> None:
    bots = {seat: make_bot("basic", 2) for seat in SEATS}
    match = Match.seeded("sticheln", 9, 4)
    assert match.seat_points() == dict.fromkeys(SEATS, 0)
    assert match.rounds_after == 3
    for number in range(1, 4):
        state = match.state
        while (seat := state.turn.seat) is not None:
            seen = observe(state, seat)
            if seen.legal_bids:
                state = state.bid(bots[seat].bid(seen), seat)
            else:
                state = state.play(bots[seat].play(seen), seat)
        before = match.seat_points()
        match = match.with_state(state)
        # The round just over is on the pad, not yet in the standing a bot is told.
        assert match.seat_points() == before
        match = match.next_round()
        assert match.number == number + 1
        assert match.rounds_after == 3 - number
        totals = dict(match.totals())["points"]
        assert match.seat_points() == {seat: totals[seat] for seat in SEATS}
    assert Match.seeded("four-lanterns", 9, 2).seat_points() is None
    assert Match.of_deal(sticheln_deal(9, 4)).seat_points() is None

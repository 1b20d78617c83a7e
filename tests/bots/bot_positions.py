"""Positions the bot tests share: seeded rounds, their decision points, hidden cards moved."""

from __future__ import annotations

import random
from collections.abc import Iterator

from four_lanterns.bots import Bot, make_bot, observe
from four_lanterns.engine import Deal, GameState, Seat
from four_lanterns.engine.errors import IllegalBid, IllegalPlay
from four_lanterns.engine.phases import Phase
from four_lanterns.games.sticheln.deal import random_round

SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def sticheln_deal(seed: int, size: int) -> Deal:
    """A seeded Sticheln round; the dealer moves with the seed."""
    return random_round(seed, size, SEATS[seed % 4])


def lanterns_deal(seed: int) -> Deal:
    """A seeded Four Lanterns deal; the first leader moves with the seed."""
    return Deal.random(seed, SEATS[seed % 4])


def decision_states(deal: Deal, seed: int) -> Iterator[GameState]:
    """Every state of ``deal`` played by ``basic`` bots where a seat is to bid or play."""
    bots: dict[Seat, Bot] = {seat: make_bot("basic", seed) for seat in SEATS}
    state = deal.new_game()
    while (seat := state.turn.seat) is not None:
        yield state
        seen = observe(state, seat)
        if state.turn.phase is Phase.BIDDING:
            state = state.bid(bots[seat].bid(seen), seat)
        else:
            state = state.play(bots[seat].play(seen), seat)


def rearranged(state: GameState, seat: Seat, rng: random.Random) -> GameState | None:
    """``state`` with the cards ``seat`` cannot see dealt again among the others and the stock.

    Each other seat keeps its hand size and the cards it played; the bids and
    plays are replayed through the checked engine, so a deal in which a seat
    could not have played what it did (it showed a void) is refused and
    another is tried. ``None`` when no different deal replays within the tries.
    """
    seen = observe(state, seat)
    pool = list(seen.unseen())
    root = state.restart()
    rules = state.rules
    others = [other for other in rules.seats if other is not seat]
    played = {other: [p.card for p in state.plays if p.seat is other] for other in others}
    for _ in range(200):
        rng.shuffle(pool)
        hands = {seat: root.hand(seat)}
        at = 0
        for other in others:
            size = len(state.hand(other))
            hands[other] = (*played[other], *pool[at : at + size])
            at += size
        moved = GameState.new(hands, root.leader, rules)
        try:
            for bid in state.bids:
                moved = moved.bid(bid.tricks, bid.seat)
            for play in state.plays:
                moved = moved.play(play.card, play.seat)
        except (IllegalPlay, IllegalBid):
            continue
        if moved != state:
            return moved
    return None

"""Seeded games played by a seeded random legal player, for record tests."""

from __future__ import annotations

import random

from four_lanterns.engine.cards import Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.match import Match


def played(
    game: str,
    seed: int,
    rounds: int,
    actions: int,
    *,
    player: int = 0,
    hidden: bool = False,
    bots: tuple[tuple[Seat, str], ...] = (),
) -> Match:
    """The match dealt from ``seed`` after up to ``actions`` legal bids and cards.

    Each bid and card is drawn from the legal ones by ``random.Random(player)``;
    a finished round is followed by the next one while actions remain.
    """
    rng = random.Random(player)
    match = Match.seeded(game, seed, rounds, hidden=hidden, bots=bots)
    made = 0
    while made < actions:
        state = match.state
        if state.phase is Phase.OVER:
            if match.over:
                break
            match = match.next_round()
            continue
        seat = state.turn.seat
        if state.phase is Phase.BIDDING:
            state = state.bid(rng.choice(state.legal_bids()), seat)
        else:
            state = state.play(rng.choice(state.legal_plays().cards), seat)
        match = match.with_state(state)
        made += 1
    return match


def finished(game: str, seed: int, rounds: int, *, player: int = 0) -> Match:
    """The match dealt from ``seed`` played to its end."""
    return played(game, seed, rounds, 10_000, player=player)

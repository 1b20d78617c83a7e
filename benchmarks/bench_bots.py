"""Benchmark of the bots, run by hand (not a test).

    python benchmarks/bench_bots.py [--rounds 6] [--seed 1] [--versus 0]

Times every decision of the ``strong`` level in seeded Sticheln rounds of
12 cards per hand (``random_round(seed + i, 12, dealer)``), with a
``strong`` bot in every seat, and prints the median, 90th percentile and
maximum wall-clock time of the bids, the card plays, the plays of the
first trick (12 cards in hand, the most candidates) and all decisions.
A decision is timed from the observation to the answer (``bot.bid`` or
``bot.play``); making the observation and the engine's checked move are not
timed.

``--versus N`` also plays N seeded rounds (hand sizes 3 to 12 in turn) for
each pairing ``basic`` v ``random`` and ``strong`` v ``basic``: one seat
plays the first level and three seats the second, the seat rotating with
the round; it prints the mean points per round of the lone seat and of the
other three.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from four_lanterns.bots import Bot, make_bot, observe
from four_lanterns.engine import Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.games.sticheln.scoring import round_points

SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def timed_round(seed: int, size: int) -> tuple[list[float], list[float], list[float]]:
    """Bid, play and first-trick play times (seconds) of one round with four strong bots."""
    deal = random_round(seed, size, SEATS[seed % 4])
    bots = {seat: make_bot("strong", seed * 4 + int(seat)) for seat in SEATS}
    state = deal.new_game()
    bids: list[float] = []
    plays: list[float] = []
    first: list[float] = []
    while (seat := state.turn.seat) is not None:
        seen = observe(state, seat)
        if state.turn.phase is Phase.BIDDING:
            start = time.perf_counter()
            bid = bots[seat].bid(seen)
            bids.append(time.perf_counter() - start)
            state = state.bid(bid, seat)
        else:
            start = time.perf_counter()
            card = bots[seat].play(seen)
            plays.append(time.perf_counter() - start)
            if not state.tricks:
                first.append(plays[-1])
            state = state.play(card, seat)
    return bids, plays, first


def summary(name: str, times: Sequence[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"{name:<6} n={len(ordered):>4}  median {statistics.median(ordered) * 1000:7.1f} ms  "
        f"p90 {p90 * 1000:7.1f} ms  max {ordered[-1] * 1000:7.1f} ms"
    )


def versus(first: str, second: str, rounds: int, seed: int) -> tuple[float, float]:
    """Mean points per round: the lone ``first`` seat, and each ``second`` seat."""
    lone = 0
    rest = 0
    for number in range(rounds):
        size = 3 + number % 10
        deal = random_round(seed + number, size, SEATS[number % 4])
        me = SEATS[(number // 4) % 4]
        bots: dict[Seat, Bot] = {
            seat: make_bot(first if seat is me else second, seed + number * 4 + int(seat))
            for seat in SEATS
        }
        state = deal.new_game()
        while (seat := state.turn.seat) is not None:
            seen = observe(state, seat)
            if state.turn.phase is Phase.BIDDING:
                state = state.bid(bots[seat].bid(seen), seat)
            else:
                state = state.play(bots[seat].play(seen), seat)
        points = round_points(state)
        assert points is not None
        lone += points[me]
        rest += sum(points[seat] for seat in SEATS if seat is not me)
    return lone / rounds, rest / rounds / 3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="timed rounds of 12 cards")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--versus", type=int, default=0, help="rounds per pairing (0: none)")
    args = parser.parse_args()
    bids: list[float] = []
    plays: list[float] = []
    first: list[float] = []
    for number in range(args.rounds):
        round_bids, round_plays, round_first = timed_round(args.seed + number, 12)
        bids += round_bids
        plays += round_plays
        first += round_first
    print(f"strong, Sticheln, 12 cards per hand, {args.rounds} rounds, seed {args.seed}")
    print(summary("bids", bids))
    print(summary("plays", plays))
    print(summary("trick1", first))
    print(summary("all", bids + plays))
    for alone, others in (("basic", "random"), ("strong", "basic")):
        if args.versus:
            lone, rest = versus(alone, others, args.versus, args.seed)
            print(
                f"{alone} v 3 x {others}, {args.versus} rounds: "
                f"{alone} {lone:+.1f} points per round, {others} {rest:+.1f}"
            )


if __name__ == "__main__":
    main()

"""Engine benchmark: random full-hand playouts through the public, checked API.

Run by hand (it is not a test)::

    python benchmarks/bench_engine.py [--runs N] [--playouts N] [--seed N]

Each playout deals a random hand (``Deal.random(seed)``), then plays the 16
cards one at a time: ``state.legal_plays()``, a random pick among the legal
cards, ``state.play(card)`` (the checked entry point). The figures are the
median (with min and max) of several runs of the same playouts.

If the optional ``open-spiel`` package is installed (``import pyspiel``), the
same run also measures OpenSpiel's ``oh_hell`` random playouts from Python and
prints the ratio ours/OpenSpiel of the cost per card played.

What is counted. A run times each phase of all its hands as one block, with
both the wall clock (``perf_counter_ns``) and process CPU time
(``process_time_ns``):

* deal: ours ``Deal.random(seed + i).new_game()``; OpenSpiel
  ``new_initial_state()`` and every chance node (dealer, deal, trump), each
  sampled from ``chance_outcomes()`` with a seeded ``random.Random``;
* bids (OpenSpiel only, 4 per hand): ``legal_actions()`` + pick + ``apply_action()``;
* cards (16 per hand): ours ``legal_plays()`` + pick + ``play()``; OpenSpiel
  ``legal_actions()`` + pick + ``apply_action()``.

"us/card" is the cards block divided by the cards played; bidding is *not* in
OpenSpiel's figure (it is shown as "us/bid"). The pick is the same on both
sides, an index into pre-drawn random integers; the "scaffold" row is that
loop and pick with no engine call, and it is included in both us/card figures.
"playouts/s" is the whole hand: deal + bids + cards, wall clock.

Runs of the two engines are interleaved, so that noise on a shared machine
falls on both alike; CPU/wall below 1.00 means the process waited for a core.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from four_lanterns.engine import Deal, GameState

CARDS_PER_HAND = 16
"""Cards played in one hand: four tricks of four, in both games as configured."""

OH_HELL_PARAMS: dict[str, int] = {
    "players": 4,
    "num_suits": 4,
    # Our deck is 4 x 4 = 16 cards, all dealt. oh_hell turns up a trump card
    # after the deal, so it needs at least one card more than it deals: with
    # 4 ranks and 4 tricks load_game() accepts the parameters but the trump
    # chance node has no outcomes. 5 ranks (20 cards) is the closest that works.
    "num_cards_per_suit": 5,
    "num_tricks_fixed": 4,
}

perf_ns = time.perf_counter_ns
cpu_ns = time.process_time_ns


@dataclass(frozen=True)
class Span:
    """One timed block: wall clock and process CPU time, in nanoseconds."""

    wall: int
    cpu: int


class Stopwatch:
    """Successive laps of wall and CPU time."""

    def __init__(self) -> None:
        self.wall, self.cpu = perf_ns(), cpu_ns()

    def lap(self) -> Span:
        wall, cpu = perf_ns(), cpu_ns()
        span = Span(wall - self.wall, cpu - self.cpu)
        self.wall, self.cpu = wall, cpu
        return span


@dataclass(frozen=True)
class Run:
    """One timed run of ``playouts`` hands, phase by phase."""

    playouts: int
    deal: Span
    cards: Span
    bids: Span = Span(0, 0)
    bid_count: int = 0

    @property
    def playouts_per_s(self) -> float:
        return self.playouts * 1e9 / (self.deal.wall + self.bids.wall + self.cards.wall)

    @property
    def us_per_card(self) -> float:
        return self.cards.wall / (self.playouts * CARDS_PER_HAND) / 1e3

    @property
    def us_per_card_cpu(self) -> float:
        return self.cards.cpu / (self.playouts * CARDS_PER_HAND) / 1e3

    @property
    def us_per_bid(self) -> float:
        return self.bids.wall / self.bid_count / 1e3

    @property
    def cpu_share(self) -> float:
        spans = (self.deal, self.bids, self.cards)
        return sum(s.cpu for s in spans) / sum(s.wall for s in spans)


def draws(seed: int, count: int) -> list[int]:
    """Pre-drawn random integers for the picks, so that drawing is not timed."""
    rng = random.Random(seed)
    return [rng.getrandbits(30) for _ in range(count)]


# -- Four Lanterns --------------------------------------------------------------


def ours_run(seed: int, playouts: int, *, verify: bool = False) -> Run:
    """``playouts`` random hands over the deals ``Deal.random(seed + i)``."""
    picks = draws(seed, playouts * CARDS_PER_HAND)
    gc.collect()
    watch = Stopwatch()
    dealt = [Deal.random(seed + i).new_game() for i in range(playouts)]
    deal = watch.lap()
    last: GameState | None = None
    for i, state in enumerate(dealt):
        for pick in picks[i * CARDS_PER_HAND : (i + 1) * CARDS_PER_HAND]:
            cards = state.legal_plays().cards
            state = state.play(cards[pick % len(cards)])
        last = state
        if verify and not state.is_over:
            raise AssertionError(f"hand not over after {CARDS_PER_HAND} cards: {state!r}")
    cards_span = watch.lap()
    if last is None or not last.is_over:
        raise AssertionError(f"hand not over after {CARDS_PER_HAND} cards: {last!r}")
    return Run(playouts, deal, cards_span)


def scaffold_run(seed: int, playouts: int) -> Run:
    """The card loop and the pick alone, on a fixed four-card tuple: no engine call."""
    picks = draws(seed, playouts * CARDS_PER_HAND)
    fixed = (0, 1, 2, 3)
    dealt = [fixed] * playouts
    watch = Stopwatch()
    deal = watch.lap()
    for i, _state in enumerate(dealt):
        for pick in picks[i * CARDS_PER_HAND : (i + 1) * CARDS_PER_HAND]:
            cards = fixed
            _card = cards[pick % len(cards)]
    return Run(playouts, deal, watch.lap())


# -- OpenSpiel oh_hell -----------------------------------------------------------


def load_oh_hell() -> tuple[Any, str]:
    """The configured oh_hell game and the open-spiel version, or raise ImportError."""
    import pyspiel  # type: ignore[import-not-found, unused-ignore]  # optional

    try:
        version = metadata.version("open-spiel")
    except metadata.PackageNotFoundError:
        version = "unknown version"
    return pyspiel.load_game("oh_hell", OH_HELL_PARAMS), version


def oh_hell_run(game: Any, seed: int, playouts: int, *, verify: bool = False) -> Run:
    """``playouts`` random oh_hell hands: chance nodes, 4 bids, then 16 cards."""
    players = OH_HELL_PARAMS["players"]
    bid_picks = draws(seed + 1, playouts * players)
    card_picks = draws(seed, playouts * CARDS_PER_HAND)
    choose = random.Random(seed).choices
    gc.collect()
    watch = Stopwatch()
    states = []
    for _ in range(playouts):
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(choose(outcomes, probs)[0])
        states.append(state)
    deal = watch.lap()
    for i, state in enumerate(states):
        for pick in bid_picks[i * players : (i + 1) * players]:
            actions = state.legal_actions()
            state.apply_action(actions[pick % len(actions)])
    bids = watch.lap()
    for i, state in enumerate(states):
        for pick in card_picks[i * CARDS_PER_HAND : (i + 1) * CARDS_PER_HAND]:
            actions = state.legal_actions()
            state.apply_action(actions[pick % len(actions)])
    cards = watch.lap()
    for state in states if verify else states[-1:]:
        verify_oh_hell(game, state)
    return Run(playouts, deal, cards, bids, playouts * players)


def verify_oh_hell(game: Any, final: Any) -> None:
    """Check the phase split: no chance after the deal, 4 bids first, then 16 cards."""
    players = OH_HELL_PARAMS["players"]
    deck = OH_HELL_PARAMS["num_suits"] * OH_HELL_PARAMS["num_cards_per_suit"]
    if not final.is_terminal():
        raise AssertionError("oh_hell hand not over after the bids and 16 cards")
    state = game.new_initial_state()
    decisions: list[int] = []
    for action in final.history():
        if not state.is_chance_node():
            decisions.append(action)
        elif decisions:
            raise AssertionError("oh_hell: a chance node after the first decision")
        state.apply_action(action)
    bids, cards = decisions[:players], decisions[players:]
    if len(cards) != CARDS_PER_HAND:
        raise AssertionError(f"oh_hell: {len(cards)} cards played, expected {CARDS_PER_HAND}")
    # In oh_hell, actions below the deck size are cards; bids come after them.
    if any(a < deck for a in bids) or any(a >= deck for a in cards):
        raise AssertionError("oh_hell: bids and card plays are not where expected")


# -- report -----------------------------------------------------------------------


def version_of(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per engine (default 7)")
    parser.add_argument("--playouts", type=int, default=2000, help="hands per run (default 2000)")
    parser.add_argument("--seed", type=int, default=20240, help="first deal seed (default 20240)")
    parser.add_argument("--warmup", type=int, default=300, help="warm-up hands (default 300)")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.playouts < 1 or args.warmup < 0:
        parser.error("--runs and --playouts must be at least 1, --warmup at least 0")

    try:
        game, spiel_version = load_oh_hell()
        spiel_note = f"open-spiel {spiel_version}"
    except ImportError as error:
        game, spiel_note = None, f"open-spiel not installed ({error})"

    print("Four Lanterns engine benchmark: random full-hand playouts, checked API")
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs; "
        f"four-lanterns {version_of('four-lanterns')}; {spiel_note}"
    )
    print(
        f"{args.runs} runs x {args.playouts} playouts ({CARDS_PER_HAND} cards each), "
        f"seed {args.seed}, warm-up {args.warmup} playouts; engines interleaved per run"
    )
    if game is not None:
        params = ", ".join(f"{k}={v}" for k, v in OH_HELL_PARAMS.items())
        print(f"oh_hell({params}); us/card counts the 16 card plays only, not the bids")

    if args.warmup:  # also checks every warm-up hand (and oh_hell's phase split)
        ours_run(args.seed, args.warmup, verify=True)
        scaffold_run(args.seed, args.warmup)
        if game is not None:
            oh_hell_run(game, args.seed, args.warmup, verify=True)

    measures: list[tuple[str, Callable[[], Run]]] = [
        ("ours", lambda: ours_run(args.seed, args.playouts)),
        ("scaffold", lambda: scaffold_run(args.seed, args.playouts)),
    ]
    if game is not None:
        measures.append(("oh_hell", lambda: oh_hell_run(game, args.seed, args.playouts)))
    runs: dict[str, list[Run]] = {name: [] for name, _ in measures}
    for _ in range(args.runs):
        for name, measure in measures:
            runs[name].append(measure())

    rows: list[tuple[str, str, list[float], str]] = []
    for name in ("ours", "oh_hell"):
        if name not in runs:
            continue
        done = runs[name]
        rows += [
            (name, "playouts/s, whole hand", [r.playouts_per_s for r in done], ".0f"),
            (name, "us/card (wall)", [r.us_per_card for r in done], ".3f"),
            (name, "us/card (CPU)", [r.us_per_card_cpu for r in done], ".3f"),
        ]
        if name == "oh_hell":
            rows.append(
                (name, "us/bid (wall), not in us/card", [r.us_per_bid for r in done], ".3f")
            )
        rows.append((name, "CPU/wall, whole run", [r.cpu_share for r in done], ".2f"))
    scaffold = [r.us_per_card for r in runs["scaffold"]]
    rows.append(("scaffold", "us/card (wall), loop + pick", scaffold, ".3f"))
    print()
    print(f"{'':9}{'':31}{'median':>10}  {'min':>10}  {'max':>10}")
    for engine, what, values, fmt in rows:
        cells = (statistics.median(values), min(values), max(values))
        print(f"{engine:9}{what:31}" + "  ".join(f"{v:>10{fmt}}" for v in cells))
    print()

    if game is None:
        print(f"ratio ours/OpenSpiel per card played: not measured ({spiel_note})")
        return 0
    clocks: list[tuple[str, Callable[[Run], float]]] = [
        ("wall", lambda r: r.us_per_card),
        ("CPU", lambda r: r.us_per_card_cpu),
    ]
    for clock, per_card in clocks:
        ours = [per_card(r) for r in runs["ours"]]
        spiel = [per_card(r) for r in runs["oh_hell"]]
        ratio = statistics.median(ours) / statistics.median(spiel)
        paired = [a / b for a, b in zip(ours, spiel, strict=True)]
        print(
            f"ratio ours/OpenSpiel per card played ({clock}): {ratio:.2f} "
            f"(median/median; per-run pairs {min(paired):.2f} to {max(paired):.2f}); "
            f"goal <= 1.0 {'met' if ratio <= 1.0 else 'not met'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Search benchmark: the mutable search position and the best-play solver.

Run by hand (it is not a test)::

    python benchmarks/bench_solver.py [--runs N] [--playouts N] [--deals N] [--seed N]

Three engines play the same kind of random full-hand playouts, their runs
interleaved (see ``bench_engine.py`` for the checked API and OpenSpiel's
``oh_hell``, measured here exactly as there):

* search: ``SearchState.from_state`` of ``Deal.random(seed + i)`` (not timed
  per card), then 16 times ``legal_mask()``, a pick among its bits and
  ``make(card)``; then the 16 cards taken back with ``unmake()``, timed apart;
* checked: ``legal_plays()`` + pick + ``play(card)`` on the immutable ``GameState``;
* oh_hell: OpenSpiel from Python, if ``pyspiel`` is importable.

The pick is the same on every side: an index into random integers drawn
before the timing. The solver is then timed on whole deals from the first
card (``analyze(state, variant)``: every legal card of the first lead solved,
under v0 and v1), one timing per deal; the figure is the median over the deals.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from bench_engine import (
    CARDS_PER_HAND,
    OH_HELL_PARAMS,
    Run,
    Stopwatch,
    draws,
    load_oh_hell,
    oh_hell_run,
    ours_run,
    version_of,
)

from four_lanterns.analysis import analyze
from four_lanterns.engine import V0, V1, Deal
from four_lanterns.engine.search import SearchState

SEARCH_GOAL = 0.6
"""The search state's goal: at most this many times OpenSpiel's cost per card played."""

# The set bits of every 16-bit mask, so that a pick among the legal cards is
# one index (as it is into oh_hell's list of legal actions).
_BITS: list[tuple[int, ...]] = [
    tuple(n for n in range(16) if mask >> n & 1) for mask in range(1 << 16)
]


def search_run(seed: int, playouts: int) -> tuple[Run, Run]:
    """Random playouts with make, then every card taken back with unmake: (make, unmake)."""
    picks = draws(seed, playouts * CARDS_PER_HAND)
    gc.collect()
    watch = Stopwatch()
    states = [SearchState.from_state(Deal.random(seed + i).new_game()) for i in range(playouts)]
    deal = watch.lap()
    bits = _BITS
    for i, state in enumerate(states):
        make = state.make
        legal = state.legal_mask
        for pick in picks[i * CARDS_PER_HAND : (i + 1) * CARDS_PER_HAND]:
            cards = bits[legal()]
            make(cards[pick % len(cards)])
    made = watch.lap()
    for state in states:
        unmake = state.unmake
        for _ in range(CARDS_PER_HAND):
            unmake()
    taken_back = watch.lap()
    if not all(s.completed == 0 and s.remaining == 0xFFFF for s in states[-1:]):
        raise AssertionError("unmake did not return to the deal")
    return Run(playouts, deal, made), Run(playouts, deal, taken_back)


def verify_search(seed: int, playouts: int) -> None:
    """Every warm-up hand ends after 16 cards with all points handed out."""
    for i in range(playouts):
        state = SearchState.from_state(Deal.random(seed + i).new_game(), V1)
        for _ in range(CARDS_PER_HAND):
            state.make(_BITS[state.legal_mask()][0])
        if not state.is_over or sum(state.points) != 5:
            raise AssertionError(f"search playout {i} did not end properly: {state!r}")


def solver_times(seed: int, deals: int, variant_code: str) -> list[float]:
    """Milliseconds to solve each deal from the first card."""
    variant = V0 if variant_code == "v0" else V1
    states = [Deal.random(seed + i).new_game() for i in range(deals)]
    out = []
    for state in states:
        gc.collect()
        start = time.perf_counter_ns()
        analyze(state, variant)
        out.append((time.perf_counter_ns() - start) / 1e6)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs per engine (default 7)")
    parser.add_argument("--playouts", type=int, default=2000, help="hands per run (default 2000)")
    parser.add_argument("--deals", type=int, default=50, help="deals for the solver (default 50)")
    parser.add_argument("--seed", type=int, default=20240, help="first deal seed (default 20240)")
    parser.add_argument("--warmup", type=int, default=300, help="warm-up hands (default 300)")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.playouts < 1 or args.deals < 1 or args.warmup < 0:
        parser.error("--runs, --playouts and --deals must be at least 1, --warmup at least 0")

    try:
        game, spiel_version = load_oh_hell()
        spiel_note = f"open-spiel {spiel_version}"
    except ImportError as error:
        game, spiel_note = None, f"open-spiel not installed ({error})"

    print("Four Lanterns search benchmark: search state, checked API, OpenSpiel; the solver")
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs; "
        f"four-lanterns {version_of('four-lanterns')}; {spiel_note}"
    )
    print(
        f"{args.runs} runs x {args.playouts} playouts ({CARDS_PER_HAND} cards each), "
        f"seed {args.seed}, warm-up {args.warmup} playouts; engines interleaved per run; "
        f"solver on {args.deals} deals"
    )
    if game is not None:
        params = ", ".join(f"{k}={v}" for k, v in OH_HELL_PARAMS.items())
        print(f"oh_hell({params}); us/card counts the 16 card plays only, not the bids")

    if args.warmup:
        verify_search(args.seed, args.warmup)
        search_run(args.seed, args.warmup)
        ours_run(args.seed, args.warmup, verify=True)
        if game is not None:
            oh_hell_run(game, args.seed, args.warmup, verify=True)
        solver_times(args.seed, min(args.deals, 10), "v1")

    runs: dict[str, list[Run]] = {"search": [], "unmake": [], "checked": [], "oh_hell": []}
    measures: list[tuple[str, Callable[[], None]]] = [
        ("search", lambda: _add_search(runs, args.seed, args.playouts)),
        ("checked", lambda: runs["checked"].append(ours_run(args.seed, args.playouts))),
    ]
    if game is not None:
        measures.append(
            ("oh_hell", lambda: runs["oh_hell"].append(oh_hell_run(game, args.seed, args.playouts)))
        )
    for _ in range(args.runs):
        for _name, measure in measures:
            measure()

    print()
    print(f"{'':9}{'':40}{'median':>10}  {'min':>10}  {'max':>10}")
    rows: list[tuple[str, str, list[float], str]] = [
        ("search", "us/card, legal_mask + pick + make", _per_card(runs["search"]), ".3f"),
        ("search", "us/card, unmake", _per_card(runs["unmake"]), ".3f"),
        ("checked", "us/card, legal_plays + pick + play", _per_card(runs["checked"]), ".3f"),
    ]
    if runs["oh_hell"]:
        rows.append(
            ("oh_hell", "us/card, legal_actions + pick + apply", _per_card(runs["oh_hell"]), ".3f")
        )
    solver = {code: solver_times(args.seed, args.deals, code) for code in ("v0", "v1")}
    for code, times in solver.items():
        rows.append(("solver", f"ms per deal from the first card, {code}", times, ".2f"))
    for engine, what, values, fmt in rows:
        cells = (statistics.median(values), min(values), max(values))
        print(f"{engine:9}{what:40}" + "  ".join(f"{v:>10{fmt}}" for v in cells))
    print()

    search = statistics.median(_per_card(runs["search"]))
    checked = statistics.median(_per_card(runs["checked"]))
    print(f"ratio search/checked per card played: {search / checked:.3f}")
    if runs["oh_hell"]:
        spiel = statistics.median(_per_card(runs["oh_hell"]))
        print(
            f"ratio search/OpenSpiel per card played: {search / spiel:.2f}; "
            f"goal <= {SEARCH_GOAL} {'met' if search <= SEARCH_GOAL * spiel else 'not met'}"
        )
        print(f"ratio checked/OpenSpiel per card played: {checked / spiel:.2f}")
    else:
        print(f"ratio search/OpenSpiel per card played: not measured ({spiel_note})")
    for code, times in solver.items():
        median = statistics.median(times)
        print(
            f"solver {code}: median {median:.2f} ms per deal over {len(times)} deals; "
            f"goal < 5 ms {'met' if median < 5 else 'not met'}"
        )
    return 0


def _add_search(runs: dict[str, list[Run]], seed: int, playouts: int) -> None:
    made, taken_back = search_run(seed, playouts)
    runs["search"].append(made)
    runs["unmake"].append(taken_back)


def _per_card(done: list[Run]) -> list[float]:
    return [run.us_per_card for run in done]


if __name__ == "__main__":
    sys.exit(main())

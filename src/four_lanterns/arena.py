"""Bots against bots: many seeded games, every seat rotated, results per bot level.

``four-lanterns arena`` and :func:`run_arena` play the same work. The unit of
work is :func:`play_duel`: a pure function of a small picklable
:class:`DuelTask` (the game, the seed, the levels in each seat) that returns a
:class:`DuelResult`. Work is spread over processes
(:class:`~concurrent.futures.ProcessPoolExecutor`, ``jobs``) or sent to a Dask
distributed scheduler (``scheduler``); results are sorted back into task
order before they are summed, so the report is the same for any ``jobs`` and
either way of running.

**Sticheln.** ``duels`` counts *seeded deals*, before rotation: duel ``i``
draws ``random_duel(duel_seed(seed, i), rounds)`` and that same duel is played
four times, once per rotation of the seat list (rotation ``r`` puts
``seats[(j + r) % 4]`` in seat ``j``, N E S W), so each listed level sits once in
every seat and deals first once. ``--duels 10`` plays 40 duels. Per level:
the mean points per round, with a 95% confidence interval computed with
Student's t over *per-duel means* (one value per seeded duel: the level's
points per round averaged over its seats and the four rotations; ``n`` is the
number of seeded duels, so the interval is ``null`` for one duel); first
places (in each played duel the top total wins; a tie of ``k`` seats gives
``1/k`` to each); exact bids and bids; the seats it holds in the list.

**Four Lanterns.** Seats are the two partnerships: ``LEVEL,LEVEL`` means
N/S the first level and E/W the second; four levels are N, E, S, W and the
partnerships are N+S and E+W. ``duels`` counts seeded hands: hand ``i`` is
``Deal.random(duel_seed(seed, i))`` with the first leader rotating
N, E, S, W with ``i``; each hand is played twice, once as listed and once with
the partnerships swapped (every level moves one seat clockwise: N/S's levels
sit E/W). Both v0 and v1 score the same played hands. Per level: hands
won, drawn and lost by its partnership (a level in both partnerships counts
both).

The JSON object (``--format json``), stable for scripts::

    {
      "game": "sticheln" | "four-lanterns",
      "seed": int,
      "duels": int,                 # seeded duels (Sticheln) or hands (Four Lanterns)
      "rounds": int | null,         # Sticheln rounds per duel; null for Four Lanterns
      "rotations": int,             # plays of each seeded duel or hand: 4 or 2
      "played": int,                # duels * rotations
      "seats": [str, str, str, str],  # the levels as listed, N E S W
      "levels": [                   # one entry per distinct level, in first-listed order
        # Sticheln:
        {"level": str, "seats": int, "seat_duels": int,
         "mean_points_per_round": float, "ci95": [float, float] | null,
         "first_places": float, "exact_bids": int, "bids": int,
         "exact_bid_rate": float},
        # Four Lanterns:
        {"level": str, "seats": int, "hands": int,
         "v0": {"won": int, "drawn": int, "lost": int},
         "v1": {"won": int, "drawn": int, "lost": int}}
      ]
    }

Floats are rounded to four decimals.

Levels are built with :func:`~four_lanterns.bots.make_bot` in the process
that plays the duel. Worker processes import this module and so
:mod:`four_lanterns.bots`: a level registered when that package is imported is
known everywhere; one registered at run time (a test's) reaches the workers
only where processes fork (Linux before Python 3.14), so such runs use
``jobs=1``.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import math
import os
import signal
import statistics
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from four_lanterns.bots import make_bot, play_round
from four_lanterns.bots.base import Bot
from four_lanterns.columns import layout
from four_lanterns.engine.cards import Seat
from four_lanterns.engine.deal import Deal, plural
from four_lanterns.engine.scoring import VARIANTS, outcome
from four_lanterns.games.four_lanterns.rules import FOUR_LANTERNS
from four_lanterns.games.sticheln.deal import HAND_SIZES, random_duel
from four_lanterns.games.sticheln.scoring import bids_of, round_points, taken

__all__ = [
    "GAMES",
    "ArenaConfig",
    "ArenaError",
    "ArenaReport",
    "DuelResult",
    "DuelTask",
    "LevelStats",
    "duel_seed",
    "parse_seats",
    "play_duel",
    "progress_bar",
    "render_json",
    "render_table",
    "report_dict",
    "run_arena",
    "summarize",
    "t975",
    "tasks_of",
]

GAMES = ("sticheln", "four-lanterns")
STICHELN, FOUR = GAMES
SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


class ArenaError(ValueError):
    """Unusable arena settings; the message is one line."""


def duel_seed(seed: int, index: int) -> int:
    """The seed of duel ``index`` of an arena run with ``seed`` (stable everywhere)."""
    digest = hashlib.sha256(f"four-lanterns arena {seed} {index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _bot_seed(seed: int, rotation: int, seat: int) -> int:
    digest = hashlib.sha256(f"bot {seed} {rotation} {seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    """What to play. ``seats`` is four levels (N, E, S, W) after :func:`parse_seats`."""

    game: str
    seats: tuple[str, str, str, str]
    duels: int
    seed: int = 0
    rounds: int = 4

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ArenaError(f"--game: {self.game!r} is not a game (expected {', '.join(GAMES)})")
        if self.game == STICHELN and self.rounds not in HAND_SIZES:
            raise ArenaError(f"--rounds: a duel has 4, 8 or 12 rounds, not {self.rounds}")
        if self.duels < 1:
            raise ArenaError(f"--duels: {self.duels} is not a number of duels (expected 1 or more)")
        if len(self.seats) != len(SEATS):
            raise ArenaError(f"--seats: {plural(len(self.seats), 'level')} given, expected 4")

    @property
    def rotations(self) -> int:
        """How many times each seeded duel (or hand) is played."""
        return 4 if self.game == STICHELN else 2


@dataclass(frozen=True, slots=True)
class DuelTask:
    """One played duel: a seeded deal, the rotation, and the level in each seat."""

    game: str
    duel: int
    rotation: int
    seed: int
    rounds: int
    levels: tuple[str, ...]
    first_leader: int = 0


@dataclass(frozen=True, slots=True)
class DuelResult:
    """What one played duel gives, seat by seat (N, E, S, W).

    Sticheln fills ``points``, ``exact`` and ``bids`` (totals over the duel's
    rounds); Four Lanterns fills ``outcomes``: per variant code, each seat's
    partnership result, 1 won, 0 drawn, -1 lost.
    """

    duel: int
    rotation: int
    levels: tuple[str, ...]
    rounds: int = 0
    points: tuple[int, ...] = ()
    exact: tuple[int, ...] = ()
    bids: tuple[int, ...] = ()
    outcomes: tuple[tuple[str, tuple[int, ...]], ...] = ()


def parse_seats(text: str, game: str) -> tuple[str, str, str, str]:
    """``--seats``: four levels; for Four Lanterns also two (N/S, then E/W)."""
    levels = [part.strip() for part in text.split(",")]
    if any(not level for level in levels):
        raise ArenaError(f"--seats: {text!r} has an empty level (expected LEVEL,LEVEL,LEVEL,LEVEL)")
    if game == FOUR and len(levels) == 2:
        ns, ew = levels
        levels = [ns, ew, ns, ew]
    if len(levels) != len(SEATS):
        expected = "4 (N,E,S,W) or 2 (N/S,E/W)" if game == FOUR else "4 (N,E,S,W)"
        raise ArenaError(f"--seats: {plural(len(levels), 'level')} given, expected {expected}")
    for level in levels:
        try:
            make_bot(level, 0)
        except ValueError as error:
            raise ArenaError(f"--seats: {error}") from None
    return (levels[0], levels[1], levels[2], levels[3])


def tasks_of(config: ArenaConfig) -> list[DuelTask]:
    """Every played duel of ``config``, in report order."""
    tasks = []
    for duel in range(config.duels):
        seed = duel_seed(config.seed, duel)
        for rotation in range(config.rotations):
            levels = tuple(config.seats[(j + rotation) % 4] for j in range(4))
            tasks.append(
                DuelTask(config.game, duel, rotation, seed, config.rounds, levels, duel % 4)
            )
    return tasks


def _bots(task: DuelTask) -> dict[Seat, Bot]:
    return {
        seat: make_bot(task.levels[j], _bot_seed(task.seed, task.rotation, j))
        for j, seat in enumerate(SEATS)
    }


def play_duel(task: DuelTask) -> DuelResult:
    """Play one duel (Sticheln) or one hand (Four Lanterns); pure, decided by ``task``."""
    bots = _bots(task)
    if task.game == STICHELN:
        points = [0] * 4
        exact = [0] * 4
        bids = [0] * 4
        deals = random_duel(task.seed, task.rounds)
        for number, deal in enumerate(deals):
            totals = dict(zip(SEATS, points, strict=True))
            state = play_round(deal, bots, totals, len(deals) - 1 - number)
            scored = round_points(state)
            bid = bids_of(state)
            took = taken(state)
            assert scored is not None and bid is not None
            for j, seat in enumerate(SEATS):
                points[j] += scored[seat]
                bids[j] += 1
                exact[j] += bid[seat] == took[seat]
        return DuelResult(
            task.duel,
            task.rotation,
            task.levels,
            len(deals),
            tuple(points),
            tuple(exact),
            tuple(bids),
        )
    deal = Deal.random(task.seed, SEATS[task.first_leader], FOUR_LANTERNS)
    state = play_round(deal, bots)
    outcomes = []
    for code, variant in VARIANTS.items():
        result = outcome(state.tricks, variant, FOUR_LANTERNS)
        assert result is not None
        per_seat = []
        for seat in SEATS:
            side = FOUR_LANTERNS.side_of(seat)
            if result.is_draw:
                per_seat.append(0)
            else:
                per_seat.append(1 if side in result.winners else -1)
        outcomes.append((code, tuple(per_seat)))
    return DuelResult(task.duel, task.rotation, task.levels, outcomes=tuple(outcomes))


# -- running ------------------------------------------------------------------

Advance = Callable[[int], None]
"""Called with how many duels have just finished."""


def _run_local(tasks: Sequence[DuelTask], jobs: int, advance: Advance) -> list[DuelResult]:
    if jobs <= 1 or len(tasks) <= 1:
        results = []
        for task in tasks:
            results.append(play_duel(task))
            advance(1)
        return results
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_quiet_worker)
    try:
        chunk = max(1, min(16, len(tasks) // (jobs * 8)))
        out = []
        for result in pool.map(play_duel, tasks, chunksize=chunk):
            out.append(result)
            advance(1)
        return out
    finally:
        # Interrupted: the duels not started are dropped, not waited for.
        pool.shutdown(wait=True, cancel_futures=True)


def _quiet_worker() -> None:
    """Ctrl-C is the parent's to handle: a worker does not print a traceback for it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def _run_dask(tasks: Sequence[DuelTask], address: str, advance: Advance) -> list[DuelResult]:
    try:
        # Imported by name: Dask is an optional extra, absent where the type checker runs.
        distributed: Any = importlib.import_module("dask.distributed")
    except ImportError:
        raise ArenaError("--scheduler needs Dask: pip install 'four-lanterns[dask]'") from None
    Client, as_completed = distributed.Client, distributed.as_completed
    try:
        client = Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as error:
        raise ArenaError(f"--scheduler: cannot reach {address!r}: {_first_line(error)}") from None
    try:
        futures = client.map(play_duel, list(tasks), pure=False)
        results: list[DuelResult] = []
        for future in as_completed(futures):
            results.append(future.result())
            advance(1)
        return results
    finally:
        client.close()


def run_arena(
    config: ArenaConfig,
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Advance | None = None,
) -> ArenaReport:
    """Play every duel of ``config`` and sum the results per level.

    ``jobs`` processes (default: every core); with ``scheduler``, the duels go
    to that Dask distributed scheduler instead and ``jobs`` is not used.
    """
    tasks = tasks_of(config)
    advance = progress if progress is not None else (lambda done: None)
    if scheduler is not None:
        results = _run_dask(tasks, scheduler, advance)
    else:
        results = _run_local(tasks, jobs if jobs is not None else (os.cpu_count() or 1), advance)
    return summarize(config, results)


# -- summing ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LevelStats:
    """One level's results; the Sticheln or the Four Lanterns fields are filled."""

    level: str
    seats: int
    seat_duels: int = 0
    mean: float = 0.0
    ci95: tuple[float, float] | None = None
    first_places: float = 0.0
    exact_bids: int = 0
    bids: int = 0
    records: dict[str, tuple[int, int, int]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ArenaReport:
    """A finished arena run."""

    config: ArenaConfig
    played: int
    levels: tuple[LevelStats, ...]


_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
"""Student's t, two-sided 95%, for 1 to 30 degrees of freedom."""


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom."""
    if df < 1:
        raise ValueError("t needs at least one degree of freedom")
    if df <= len(_T975):
        return _T975[df - 1]
    z = 1.959964
    # Cornish-Fisher expansion: within 0.001 of the exact value beyond 30.
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def _interval(values: Sequence[float]) -> tuple[float, float] | None:
    if len(values) < 2:
        return None
    mean = statistics.fmean(values)
    half = t975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return (mean - half, mean + half)


def _distinct(levels: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(levels))


def summarize(config: ArenaConfig, results: Iterable[DuelResult]) -> ArenaReport:
    """Sum played duels per level (in task order, whatever order they came in)."""
    ordered = sorted(results, key=lambda result: (result.duel, result.rotation))
    names = _distinct(config.seats)
    stats = []
    for level in names:
        seats = config.seats.count(level)
        mine = [(result, j) for result in ordered for j in range(4) if result.levels[j] == level]
        if config.game == STICHELN:
            per_duel: dict[int, list[float]] = {}
            for result, j in mine:
                per_duel.setdefault(result.duel, []).append(result.points[j] / result.rounds)
            means = [statistics.fmean(values) for values in per_duel.values()]
            firsts = 0.0
            for result in ordered:
                top = max(result.points)
                winners = [j for j in range(4) if result.points[j] == top]
                firsts += sum(1 for j in winners if result.levels[j] == level) / len(winners)
            rounds = sum(result.rounds for result, _ in mine)
            stats.append(
                LevelStats(
                    level,
                    seats,
                    seat_duels=len(mine),
                    mean=sum(result.points[j] for result, j in mine) / rounds,
                    ci95=_interval(means),
                    first_places=firsts,
                    exact_bids=sum(result.exact[j] for result, j in mine),
                    bids=sum(result.bids[j] for result, j in mine),
                )
            )
        else:
            records: dict[str, tuple[int, int, int]] = {}
            for code in VARIANTS:
                tally = [0, 0, 0]
                for result, j in mine:
                    # A partnership's hand counts once: at its first seat holding the level.
                    if j >= 2 and result.levels[j - 2] == level:
                        continue
                    value = dict(result.outcomes)[code][j]
                    tally[1 - value] += 1
                records[code] = (tally[0], tally[1], tally[2])
            stats.append(
                LevelStats(
                    level,
                    seats,
                    seat_duels=sum(records[next(iter(VARIANTS))]),
                    records=records,
                )
            )
    return ArenaReport(config, len(ordered), tuple(stats))


# -- output -------------------------------------------------------------------


def _r(value: float) -> float:
    return round(value, 4) + 0.0  # no -0.0


def report_dict(report: ArenaReport) -> dict[str, Any]:
    """The JSON object of the module docstring."""
    config = report.config
    levels: list[dict[str, Any]] = []
    for stats in report.levels:
        if config.game == STICHELN:
            levels.append(
                {
                    "level": stats.level,
                    "seats": stats.seats,
                    "seat_duels": stats.seat_duels,
                    "mean_points_per_round": _r(stats.mean),
                    "ci95": None if stats.ci95 is None else [_r(x) for x in stats.ci95],
                    "first_places": _r(stats.first_places),
                    "exact_bids": stats.exact_bids,
                    "bids": stats.bids,
                    "exact_bid_rate": _r(stats.exact_bids / stats.bids),
                }
            )
        else:
            entry: dict[str, Any] = {
                "level": stats.level,
                "seats": stats.seats,
                "hands": stats.seat_duels,
            }
            for code, (won, drawn, lost) in stats.records.items():
                entry[code] = {"won": won, "drawn": drawn, "lost": lost}
            levels.append(entry)
    return {
        "game": config.game,
        "seed": config.seed,
        "duels": config.duels,
        "rounds": config.rounds if config.game == STICHELN else None,
        "rotations": config.rotations,
        "played": report.played,
        "seats": list(config.seats),
        "levels": levels,
    }


def render_json(report: ArenaReport) -> str:
    """``--format json``."""
    return json.dumps(report_dict(report), indent=2) + "\n"


def _fmt(value: float, places: int = 1) -> str:
    text = f"{value:.{places}f}"
    return "0.0" if text == "-0.0" else text


def _count(number: int, noun: str) -> str:
    """``1 seeded duel``, ``4 seeded duels``."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _share(value: float) -> str:
    """``3``, ``2.5``, ``1.33``: first places, ties shared."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def render_table(report: ArenaReport) -> str:
    """``--format table``: a heading line and one row per level."""
    config = report.config
    seats = ",".join(config.seats)
    if config.game == STICHELN:
        head = (
            f"Sticheln arena — seed {config.seed}, seats N,E,S,W = {seats}\n"
            f"{_count(config.duels, 'seeded duel')} of {config.rounds} rounds × 4 seat rotations"
            f" = {report.played} duels"
        )
        rows = [
            ["Level", "Seats", "Points/round", "95% CI", "First places", "Exact bids"],
        ]
        for stats in report.levels:
            ci = "—" if stats.ci95 is None else f"{_fmt(stats.ci95[0])} to {_fmt(stats.ci95[1])}"
            rate = 100 * stats.exact_bids / stats.bids
            rows.append(
                [
                    stats.level,
                    str(stats.seats),
                    _fmt(stats.mean),
                    ci,
                    f"{_share(stats.first_places)} of {report.played}",
                    f"{stats.exact_bids}/{stats.bids} ({rate:.1f}%)",
                ]
            )
    else:
        head = (
            f"Four Lanterns arena — seed {config.seed}, seats N,E,S,W = {seats}\n"
            f"{_count(config.duels, 'seeded hand')} × 2 sides = {report.played} hands"
        )
        rows = [["Level", "Seats", "Hands", "v0 won-drawn-lost", "v1 won-drawn-lost"]]
        for stats in report.levels:
            rows.append(
                [
                    stats.level,
                    str(stats.seats),
                    str(stats.seat_duels),
                    *("–".join(str(n) for n in stats.records[code]) for code in ("v0", "v1")),
                ]
            )
    return "\n".join([head, "", *layout(rows)]) + "\n"


@contextmanager
def progress_bar(total: int) -> Iterator[Advance]:
    """A ``rich`` progress bar on standard error while the duels run (a terminal only)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    bar = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(file=sys.stderr),
        transient=True,
    )
    with bar:
        task = bar.add_task("duels", total=total)
        yield lambda done: bar.advance(task, done)

"""The arena through its Python API: seeds, rotations, sums, and the same result for any jobs."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

import pytest

from four_lanterns import arena
from four_lanterns.arena import ArenaConfig, ArenaError, DuelResult, DuelTask
from four_lanterns.bots import Bot, Observation, play_round
from four_lanterns.bots import base as bots_base
from four_lanterns.engine import Deal, GameState, Score
from four_lanterns.engine.cards import Card, Seat
from four_lanterns.games.sticheln.scoring import round_points

RANDOM4 = ("random", "random", "random", "random")


class FirstBot:
    """A test-only level: the first legal bid and card, always."""

    level = "first"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def bid(self, seen: Observation) -> int:
        return seen.legal_bids[0]

    def play(self, seen: Observation) -> Card:
        return seen.legal_cards[0]


@pytest.fixture
def first_level() -> Iterator[str]:
    bots_base.register_level("first", FirstBot)
    yield "first"
    bots_base._LEVELS.pop("first", None)


def test_duel_seeds_are_stable_and_distinct() -> None:
    seeds = [arena.duel_seed(7, i) for i in range(50)]
    assert len(set(seeds)) == 50
    assert seeds == [arena.duel_seed(7, i) for i in range(50)]
    assert arena.duel_seed(7, 0) != arena.duel_seed(8, 0)
    # Fixed forever: reports made today stay reproducible.
    assert arena.duel_seed(0, 0) == arena.duel_seed(0, 0) > 0


def test_sticheln_rotations_seat_every_level_in_every_seat() -> None:
    config = ArenaConfig("sticheln", ("a", "b", "c", "d"), duels=3, seed=1)
    tasks = arena.tasks_of(config)
    assert len(tasks) == 12
    for duel in range(3):
        mine = [task for task in tasks if task.duel == duel]
        assert len({task.seed for task in mine}) == 1
        for seat in range(4):
            assert sorted(task.levels[seat] for task in mine) == ["a", "b", "c", "d"]


def test_four_lanterns_swaps_sides_and_rotates_the_leader() -> None:
    config = ArenaConfig("four-lanterns", ("x", "y", "x", "y"), duels=5)
    tasks = arena.tasks_of(config)
    assert len(tasks) == 10
    assert [task.levels for task in tasks[:2]] == [("x", "y", "x", "y"), ("y", "x", "y", "x")]
    assert [task.first_leader for task in tasks[::2]] == [0, 1, 2, 3, 0]


def test_play_duel_is_decided_by_its_task() -> None:
    task = arena.tasks_of(ArenaConfig("sticheln", RANDOM4, duels=1, rounds=8))[1]
    first = arena.play_duel(task)
    assert first == arena.play_duel(task)
    assert first.rounds == 8
    assert first.bids == (8, 8, 8, 8)
    assert all(0 <= exact <= 8 for exact in first.exact)


def test_jobs_one_and_two_give_the_same_report() -> None:
    config = ArenaConfig("sticheln", RANDOM4, duels=3, seed=11)
    one = arena.render_json(arena.run_arena(config, jobs=1))
    two = arena.render_json(arena.run_arena(config, jobs=2))
    assert one == two


def test_the_order_results_arrive_in_does_not_matter() -> None:
    config = ArenaConfig("sticheln", RANDOM4, duels=2, seed=3)
    results = [arena.play_duel(task) for task in arena.tasks_of(config)]
    shuffled = results[:]
    random.Random(0).shuffle(shuffled)
    assert arena.summarize(config, shuffled) == arena.summarize(config, results)


def test_ties_share_first_place() -> None:
    config = ArenaConfig("sticheln", ("a", "b", "a", "b"), duels=1)
    results = [
        DuelResult(0, 0, ("a", "b", "a", "b"), 4, (30, 30, 0, -10), (1, 1, 0, 0), (4, 4, 4, 4)),
        DuelResult(0, 1, ("b", "a", "b", "a"), 4, (0, 20, 20, 20), (2, 2, 2, 2), (4, 4, 4, 4)),
    ]
    report = arena.summarize(config, results)
    a, b = report.levels
    # Duel 0: a and b tie at the top (0.5 each); duel 1: a twice, b once in a 3-way tie.
    assert a.first_places == pytest.approx(0.5 + 2 / 3)
    assert b.first_places == pytest.approx(0.5 + 1 / 3)
    assert (a.exact_bids, a.bids, b.exact_bids, b.bids) == (5, 16, 5, 16)
    assert a.mean == pytest.approx((30 + 0 + 20 + 20) / 16)
    assert a.ci95 is None  # one seeded duel: no interval


def test_confidence_interval_is_student_t_over_per_duel_means() -> None:
    config = ArenaConfig("sticheln", ("a", "a", "a", "a"), duels=3)
    results = [
        DuelResult(duel, 0, ("a",) * 4, 1, (points,) * 4, (0,) * 4, (1,) * 4)
        for duel, points in enumerate((10, 20, 60))
    ]
    (stats,) = arena.summarize(config, results).levels
    assert stats.mean == pytest.approx(30)
    half = 4.303 * 26.4575131 / 3**0.5
    assert stats.ci95 == pytest.approx((30 - half, 30 + half), rel=1e-6)


def test_t_quantiles() -> None:
    assert arena.t975(1) == 12.706
    assert arena.t975(30) == 2.042
    assert arena.t975(40) == pytest.approx(2.021, abs=0.001)
    assert arena.t975(120) == pytest.approx(1.980, abs=0.001)


def test_mixed_levels_plug_in_through_make_bot(first_level: str) -> None:
    seats = arena.parse_seats(f"random,{first_level},random,{first_level}", "sticheln")
    config = ArenaConfig("sticheln", seats, duels=2, seed=5)
    report = arena.run_arena(config, jobs=1)
    assert [stats.level for stats in report.levels] == ["random", "first"]
    for stats in report.levels:
        assert stats.seats == 2
        assert stats.seat_duels == 16
        assert stats.bids == 16 * 4
    total = sum(stats.first_places for stats in report.levels)
    assert total == pytest.approx(report.played) == 8


def test_four_lanterns_teams_of_two_levels(first_level: str) -> None:
    seats = arena.parse_seats(f"{first_level},random", "four-lanterns")
    assert seats == ("first", "random", "first", "random")
    report = arena.run_arena(ArenaConfig("four-lanterns", seats, duels=6, seed=2), jobs=1)
    first, rand = report.levels
    for code in ("v0", "v1"):
        won, drawn, lost = first.records[code]
        assert won + drawn + lost == first.seat_duels == 12
        assert rand.records[code] == (lost, drawn, won)
    # v1 has an odd total (5 points): nobody draws.
    assert first.records["v1"][1] == 0


def test_four_lanterns_same_level_counts_both_partnerships() -> None:
    seats = arena.parse_seats("random,random", "four-lanterns")
    report = arena.run_arena(ArenaConfig("four-lanterns", seats, duels=3), jobs=1)
    (stats,) = report.levels
    won, drawn, lost = stats.records["v0"]
    assert won == lost
    assert won + drawn + lost == stats.seat_duels == 12


def test_json_shape() -> None:
    report = arena.run_arena(ArenaConfig("sticheln", RANDOM4, duels=2), jobs=1)
    data = arena.report_dict(report)
    assert list(data) == [
        "game",
        "seed",
        "duels",
        "rounds",
        "rotations",
        "played",
        "seats",
        "levels",
    ]
    assert (data["duels"], data["rotations"], data["played"]) == (2, 4, 8)
    assert list(data["levels"][0]) == [
        "level",
        "seats",
        "seat_duels",
        "mean_points_per_round",
        "ci95",
        "first_places",
        "exact_bids",
        "bids",
        "exact_bid_rate",
    ]


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        (lambda: ArenaConfig("sticheln", RANDOM4, duels=1, rounds=5), "4, 8 or 12 rounds, not 5"),
        (lambda: ArenaConfig("sticheln", RANDOM4, duels=0), "--duels: 0"),
        (lambda: ArenaConfig("bridge", RANDOM4, duels=1), "'bridge' is not a game"),
        (lambda: arena.parse_seats("random,random,random", "sticheln"), "3 levels given"),
        (lambda: arena.parse_seats("random,genius,random,random", "sticheln"), "'genius'"),
        (lambda: arena.parse_seats("random,,random,random", "sticheln"), "empty level"),
    ],
)
def test_bad_settings_are_one_line(make: object, fragment: str) -> None:
    with pytest.raises(ArenaError) as caught:
        make()  # type: ignore[operator]
    assert fragment in str(caught.value)
    assert "\n" not in str(caught.value)


def test_unknown_level_names_the_known_ones() -> None:
    with pytest.raises(ArenaError, match=r"expected .*random"):
        arena.parse_seats("random,genius,random,random", "sticheln")


def test_task_is_picklable() -> None:
    import pickle

    task = DuelTask("sticheln", 0, 0, 1, 4, RANDOM4)
    assert pickle.loads(pickle.dumps(task)) == task
    result = arena.play_duel(task)
    assert pickle.loads(pickle.dumps(result)) == result


def test_a_duel_tells_the_bots_the_running_totals_and_the_rounds_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    told: list[tuple[dict[Seat, int], int]] = []
    scored: list[Score] = []

    def listening(
        deal: Deal, bots: Mapping[Seat, Bot], scores: Mapping[Seat, int], rounds_after: int
    ) -> GameState:
        told.append((dict(scores), rounds_after))
        state = play_round(deal, bots, scores, rounds_after)
        points = round_points(state)
        assert points is not None
        scored.append(points)
        return state

    monkeypatch.setattr(arena, "play_round", listening)
    task = arena.tasks_of(ArenaConfig("sticheln", RANDOM4, duels=1, seed=4))[0]
    result = arena.play_duel(task)
    assert [after for _, after in told] == [3, 2, 1, 0]
    running = dict.fromkeys(arena.SEATS, 0)
    for (scores, _), points in zip(told, scored, strict=True):
        assert scores == running
        running = {seat: running[seat] + points[seat] for seat in arena.SEATS}
    assert result.points == tuple(running[seat] for seat in arena.SEATS)

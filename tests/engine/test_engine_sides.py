"""Sides, scores as mappings, turn order from the rule set, and the game registry."""

from __future__ import annotations

import subprocess
import sys

import pytest
from lantern_deals import fl_score
from three_seats import HANDS, THREE_SEATS

from four_lanterns.engine import (
    FOUR_LANTERNS,
    V0,
    V1,
    CodeError,
    GameState,
    Score,
    Seat,
    Side,
    Team,
    TrickValues,
    find_game,
    games,
    register,
)
from four_lanterns.engine.registry import unregister

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# -- scores ------------------------------------------------------------------


def test_a_score_is_a_mapping_from_side_to_points() -> None:
    score = fl_score(2, 3)
    assert dict(score) == {Team.NS: 2, Team.EW: 3}
    assert list(score) == [Team.NS, Team.EW] and len(score) == 2
    assert score[Team.EW] == 3
    assert score.as_dict() == {"NS": 2, "EW": 3}
    assert str(score) == "2–3"


def test_scores_compare_and_hash_by_sides_and_points() -> None:
    assert fl_score(2, 2) == fl_score(2, 2)
    assert hash(fl_score(2, 2)) == hash(fl_score(2, 2))
    assert fl_score(2, 2) != fl_score(2, 3)
    assert fl_score(1, 0) == {Team.NS: 1, Team.EW: 0}  # Mapping equality with a dict
    assert len({fl_score(1, 0), fl_score(1, 0), fl_score(0, 1)}) == 2


def test_plus_adds_to_one_side_and_leaves_the_score_unchanged() -> None:
    zero = Score.zero(FOUR_LANTERNS.sides)
    one = zero.plus(Team.EW, 1)
    assert zero == fl_score(0, 0) and one == fl_score(0, 1)


def test_a_score_from_codes_needs_every_side() -> None:
    assert Score.from_codes(FOUR_LANTERNS.sides, {"EW": 3, "NS": 1}) == fl_score(1, 3)
    with pytest.raises(CodeError, match="exactly the sides NS, EW"):
        Score.from_codes(FOUR_LANTERNS.sides, {"NS": 1})


def test_seats_and_teams_are_sides() -> None:
    assert isinstance(Team.NS, Side) and isinstance(N, Side)
    assert N.seats == (N,) and Team.EW.seats == (E, W)
    assert [FOUR_LANTERNS.side_of(seat) for seat in FOUR_LANTERNS.seats] == [
        Team.NS,
        Team.EW,
        Team.NS,
        Team.EW,
    ]


# -- turn order --------------------------------------------------------------


@pytest.mark.parametrize("leader", [N, E, S, W])
def test_four_lanterns_turn_order_is_clockwise_from_the_leader(leader: Seat) -> None:
    order = FOUR_LANTERNS.order(leader)
    assert order[0] is leader
    assert [FOUR_LANTERNS.seats.index(seat) for seat in order] == [
        (FOUR_LANTERNS.seats.index(leader) + i) % 4 for i in range(4)
    ]


def play_out(state: GameState) -> GameState:
    """Play the first legal card until the hand is over."""
    while not state.is_over:
        state = state.play(state.legal_plays().cards[0])
    return state


def test_a_three_seat_game_takes_turns_among_its_own_seats() -> None:
    state = GameState.new(HANDS, E, THREE_SEATS)
    assert state.hand(W) == HANDS[W]
    seen = []
    while state.trick or not state.tricks:
        assert state.to_play is not None
        seen.append(state.to_play)
        state = state.play(state.legal_plays().cards[0])
    # East leads, then West, then North; nobody plays for South.
    assert seen == [E, W, N] and len(state.tricks[0].plays) == 3


def test_a_three_seat_game_scores_each_seat_and_a_tie_shares_the_win() -> None:
    state = GameState.new(HANDS, N, THREE_SEATS)
    state = play_out(state)
    assert [t.winner for t in state.tricks] == [N, E, W]
    draw = state.result(V0)
    assert draw is not None
    assert draw.score.as_dict() == {"N": 1, "E": 1, "W": 1}
    assert str(draw.score) == "1–1–1"
    assert draw.is_draw and draw.code == "draw" and draw.winners == (N, E, W)
    last_two = state.result(V1)
    assert last_two is not None and last_two.winners == (W,) and last_two.code == "W"
    last_nothing = state.result(TrickValues("x", "last trick 0", last=0))
    assert last_nothing is not None
    assert last_nothing.winners == (N, E) and not last_nothing.is_draw
    assert last_nothing.code == "N+E"


def test_a_three_seat_hand_ends_after_its_own_hand_size() -> None:
    state = play_out(GameState.new(HANDS, N, THREE_SEATS))
    assert len(state.tricks) == 3 and state.to_play is None
    assert len(state.plays) == 9 and all(not state.hand(seat) for seat in THREE_SEATS.seats)


# -- registry ----------------------------------------------------------------


def test_four_lanterns_is_registered_under_its_name_and_aliases() -> None:
    assert "four-lanterns" in games()
    for name in ("four-lanterns", "Four Lanterns", "four_lanterns", "FOURLANTERNS"):
        assert find_game(name) is FOUR_LANTERNS


def test_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(CodeError) as error:
        find_game("skat")
    assert error.value.message == "'skat' is not a known game (expected four-lanterns, sticheln)"


def test_a_game_registers_and_unregisters() -> None:
    register(THREE_SEATS, aliases=("3 seats",))
    try:
        assert find_game("Three Seats") is THREE_SEATS
        assert find_game("3seats") is THREE_SEATS
        assert games() == ("four-lanterns", "sticheln", "three-seats")
        with pytest.raises(ValueError, match="already taken"):
            register(THREE_SEATS, aliases=("four lanterns",))
    finally:
        unregister("three-seats")
    assert games() == ("four-lanterns", "sticheln")
    with pytest.raises(CodeError):
        find_game("3 seats")


@pytest.mark.parametrize(
    "first",
    ["four_lanterns.games.four_lanterns", "four_lanterns.engine.rules", "four_lanterns.engine"],
)
def test_the_game_and_the_engine_import_in_either_order(first: str) -> None:
    code = (
        f"import {first}\n"
        "from four_lanterns.engine import FOUR_LANTERNS, find_game\n"
        "assert find_game('four-lanterns') is FOUR_LANTERNS\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)

"""Stepping through the paper trace: positions, step ids, statuses at every step."""

from __future__ import annotations

from pathlib import Path

import pytest

from four_lanterns.engine import V0, V1, CodeError, Deal, Seat
from four_lanterns.review.stepper import TraceStepper, parse_step

ROOT = Path(__file__).resolve().parents[2]
FIXED = Deal.load(ROOT / "fixtures" / "deal_fixed.toml")


@pytest.mark.parametrize(
    ("text", "count"), [("T1.1", 1), ("t3.2", 10), ("T4.4", 16), (" T2.4 ", 8)]
)
def test_step_ids_count_cards(text: str, count: int) -> None:
    assert parse_step(text) == count


@pytest.mark.parametrize("text", ["T0.1", "T1.5", "T1.0", "3.2", "T3", "x"])
def test_bad_step_ids_are_refused_by_name(text: str) -> None:
    with pytest.raises(CodeError, match="step id"):
        parse_step(text)


def test_forward_through_all_16_cards_and_back() -> None:
    stepper = TraceStepper.start(FIXED, V0)
    seen = [stepper.checklist.rows]
    for count in range(1, 17):
        stepper = stepper.forward()
        assert stepper.position == count
        assert len(stepper.state.plays) == count
        done = count // 4
        assert [row.status.value for row in stepper.checklist.rows] == (
            ["match"] * done + ["not_executed"] * (4 - done)
        )
        seen.append(stepper.checklist.rows)
    assert stepper.forward().position == 16  # the end stays the end
    assert stepper.step == "T4.4"
    for count in range(15, -1, -1):
        stepper = stepper.back()
        assert stepper.position == count
        assert stepper.checklist.rows == seen[count]
    assert stepper.step == "T1.0"
    assert stepper.back().position == 0


def test_go_to_t3_2_shows_that_state() -> None:
    stepper = TraceStepper.start(FIXED, V1).go_to_step("T3.2")
    assert stepper.position == 10
    assert stepper.step == "T3.2"
    assert stepper.state.leader is Seat.NORTH
    assert stepper.state.to_play is Seat.SOUTH
    assert [play.code for play in stepper.state.trick] == ["N:M2", "E:M1"]


def test_a_state_reached_by_stepping_equals_live_play() -> None:
    stepper = TraceStepper.start(FIXED, V0).go(7)
    live = FIXED.new_game()
    for code in ["t1", "t4", "t3", "t2", "a2", "a1", "a3"]:
        live = live.play_code(code)
    assert stepper.state == live


def test_an_illegal_play_in_the_paper_stops_the_stepper() -> None:
    text = (ROOT / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    bad = Deal.from_toml(text.replace('"E:T4", "S:T3"', '"E:A2", "S:T3"', 1))
    stepper = TraceStepper.start(bad, V0).go(16)
    assert stepper.position == 1
    assert stepper.end == 1
    assert stepper.refused is not None
    assert stepper.refused.step == "T1.2"
    assert stepper.checklist.rows[0].status.value == "mismatch"


def test_stepping_walks_from_the_state_instead_of_replaying_the_trace() -> None:
    at_ten = TraceStepper.start(FIXED, V0).go(10)
    # Back is the state's own history: the very state before, not a replayed copy.
    assert at_ten.back().state is at_ten.state.previous
    assert at_ten.go(7).state is at_ten.state.previous.previous.previous  # type: ignore[union-attr]
    # On plays the paper's next cards from this state.
    assert at_ten.forward().state.previous is at_ten.state
    # The paper is worked out once and shared by every stepper made from it.
    assert at_ten.forward().paper is at_ten.paper


def test_a_stepper_is_made_from_a_state_on_the_papers_path() -> None:
    at_six = TraceStepper.start(FIXED, V1).go(6)
    again = TraceStepper.at(at_six.paper, V1, at_six.state)
    assert again == at_six
    assert again.position == 6 and again.step == "T2.2"

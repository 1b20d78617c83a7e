"""The table view: one pure view of a game state, with the rules' answers in it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from textual.widgets import Label
from tui_support import load_deal, make_app, paper_plays, type_plays

# The engine tests' game of three seats, each for themselves (tests/engine/three_seats.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from three_seats import HANDS, THREE_SEATS

from four_lanterns.engine import V0, V1, Card, FourLanternsRules, GameState, Play, Seat, Suit
from four_lanterns.tui.screens.match_screens import RoundOverScreen
from four_lanterns.tui.view import PlayLine, ResultLine, TableView, seat_order, view_of
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.widgets.status import StatusPanel, on_view_first


def dealt() -> GameState:
    return load_deal().new_game()


def after(count: int, state: GameState | None = None) -> GameState:
    """The fixed deal after the paper's first ``count`` cards."""
    state = state or dealt()
    for play in paper_plays()[:count]:
        state = state.play(play.card, play.seat)
    return state


class SecondCardLeads(FourLanternsRules):
    """A rule set where the second card, not the first, names the suit to follow.

    (As in a game where a lead can leave the suit open.) The table must show
    this suit: it takes the led suit from the rules, never from the first card.
    """

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        return trick[1].card.suit if len(trick) > 1 else None


def test_the_view_is_pure_equal_states_give_equal_views() -> None:
    one, other = after(6), after(6)
    assert one is not other
    assert view_of(one, V0) == view_of(other, V0)
    # The same position reached by a detour (a card taken back) is the same view.
    assert view_of(after(7).undo(), V0) == view_of(one, V0)
    assert isinstance(view_of(one, V0), TableView)


def test_a_seat_view_per_seat_of_the_game_in_turn_order() -> None:
    view = view_of(dealt(), V0)
    assert [seat.seat for seat in view.seats] == [Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST]
    north = view.seat(Seat.NORTH)
    assert north.to_play and north.leads
    assert north.legal == north.held  # a lead: every card
    assert view.seat(Seat.EAST).legal is None


def test_after_one_card_only_the_played_and_the_next_seat_views_change() -> None:
    before, later = view_of(after(0), V0), view_of(after(1), V0)
    changed = [new.seat for old, new in zip(before.seats, later.seats, strict=True) if old != new]
    assert changed == [Seat.NORTH, Seat.EAST]  # North played, East is next


def test_the_history_grows_by_one_line_per_card() -> None:
    five, six = view_of(after(5), V0).history, view_of(after(6), V0).history
    assert six[: len(five)] == five
    assert len(six) == len(five) + 1
    assert isinstance(six[-1], PlayLine)
    results = [line for line in view_of(after(16), V0).history if isinstance(line, ResultLine)]
    assert [line.trick for line in results] == [1, 2, 3, 4]


def test_the_variant_changes_the_scores_not_the_table() -> None:
    v0, v1 = view_of(after(16), V0), view_of(after(16), V1)
    assert v0.seats == v1.seats and v0.trick == v1.trick
    assert v0.history != v1.history  # the last trick counts 2 under v1


def test_the_trick_in_progress_shows_the_suit_the_rules_name() -> None:
    deal = load_deal()
    state = GameState.new(deal.hands, deal.first_leader, SecondCardLeads())
    north = state.hand(Seat.NORTH)[0]
    state = state.play(north)
    east = next(card for card in state.hand(Seat.EAST) if card.suit is not north.suit)
    state = state.play(east)
    trick = view_of(state, V0).trick
    assert state.led is east.suit
    assert trick.led is east.suit  # not the first card's suit
    assert trick.led is not north.suit


def test_a_completed_trick_shows_its_results_led_suit_and_winner() -> None:
    state = after(4)
    trick = view_of(state, V0).trick
    completed = state.tricks[-1]
    assert trick.complete and trick.result == completed.result
    assert trick.led is completed.result.led
    assert [slot.winner for slot in trick.slots].count(True) == 1
    winner = next(slot for slot in trick.slots if slot.winner)
    assert winner.play is not None and winner.play.seat is completed.result.winner


def test_the_trick_places_follow_the_turn_order_from_the_leader() -> None:
    state = after(5)  # the second trick, led by the first trick's winner
    places = [slot.seat for slot in view_of(state, V0).trick.slots]
    assert places == list(seat_order(state, state.leader))
    assert places[0] is state.trick[0].seat
    assert seat_order(state, Seat.EAST) == (Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH)


def test_the_seats_come_from_the_rule_set_when_it_names_them() -> None:
    state = GameState.new(HANDS, Seat.WEST, THREE_SEATS)
    view = view_of(state, V0)
    assert [seat.seat for seat in view.seats] == [Seat.NORTH, Seat.EAST, Seat.WEST]
    assert [slot.seat for slot in view.trick.slots] == [Seat.WEST, Seat.NORTH, Seat.EAST]


def test_cards_in_the_view_are_the_engines() -> None:
    view = view_of(after(1), V0)
    assert view.trick.slots[0].play == paper_plays()[0]
    assert all(isinstance(card, Card) for card in view.seat(Seat.NORTH).held)


# -- the scoring on view first ----------------------------------------------------------------


def test_the_scoring_on_view_comes_first_and_the_others_keep_their_order() -> None:
    """One order for the status panel, the notice and the result (``on_view_first``)."""
    assert on_view_first(["v0", "v1"], V1) == ["v1", "v0"]
    assert on_view_first(["v0", "v1"], V0) == ["v0", "v1"]
    assert on_view_first(["v0", "v1"], None) == ["v0", "v1"]
    assert on_view_first(["a", "b", "v1", "c"], V1) == ["v1", "a", "b", "c"]
    assert on_view_first(["points"], V1) == ["points"]  # a duel's totals: no variant by name


async def test_the_panel_the_notice_and_the_result_all_give_the_scoring_on_view_first() -> None:
    """p (v1), then the hand played out: v1 before v0 wherever both are given."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        await type_plays(pilot, paper_plays())
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        panel = str(app.table.query_one(StatusPanel).render())
        assert [line.split()[0] for line in panel.splitlines()[-2:]] == ["▸v1", "v0"], panel
        notice = app.table.query_one("#message", Line).text
        assert re.search(r"v1: .* · v0: ", notice), notice
        result = str(app.screen.query_one("#round-result", Label).content).splitlines()
        assert [line.split(":")[0] for line in result] == ["v1", "v0"], result

"""Windows over the table that only show something: the last trick, best play, the help.

The table and its footer of keys stay in sight under them. A key the footer
offers closes the window and does there what it does at the table; before,
``q`` or ``u`` pressed over the last trick did nothing at all.
"""

from __future__ import annotations

import pytest
from match_support import sticheln_app, take_hand_off
from textual import events
from textual.pilot import Pilot
from tui_support import (
    DEAL_NAME,
    load_deal,
    make_app,
    on_top,
    paper_plays,
    screen_text,
    settled,
    type_plays,
)

from four_lanterns.engine import V0
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.advice import AdviceScreen
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.screens.last_trick import LastTrickScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen

OVERLAYS = [("l", LastTrickScreen), ("b", AdviceScreen), ("question_mark", HelpScreen)]
IDS = ["last-trick", "best-play", "help"]


async def over_five_cards(pilot: Pilot[int], opens: str, overlay: type) -> None:
    """The paper's first five cards played, then the window ``opens`` opens shown."""
    await type_plays(pilot, paper_plays()[:5])
    await pilot.press(opens)
    await settled(pilot)
    assert isinstance(pilot.app.screen, overlay)


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS, ids=IDS)
async def test_u_over_a_window_takes_back_the_last_card(opens: str, overlay: type) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await over_five_cards(pilot, opens, overlay)
        await pilot.press("u")
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 4
        assert "took back" in screen_text(app).lower()


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS, ids=IDS)
async def test_q_over_a_window_asks_to_quit_as_at_the_table(opens: str, overlay: type) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await over_five_cards(pilot, opens, overlay)
        await pilot.press("q")
        await settled(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 5


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS, ids=IDS)
async def test_a_key_the_table_has_not_leaves_the_window_open(opens: str, overlay: type) -> None:
    """A card's letter is typed at the table, not through a window: it stays."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await over_five_cards(pilot, opens, overlay)
        await pilot.press("t", "1")
        await settled(pilot)
        assert isinstance(app.screen, overlay)
        assert len(app.table.state.plays) == 5


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS[:2], ids=IDS[:2])
async def test_a_window_says_its_own_key_closes_it(opens: str, overlay: type) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await over_five_cards(pilot, opens, overlay)
        assert f"{opens} or Esc: back to the table" in screen_text(app)
        await pilot.press(opens)
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 5


async def test_the_hint_says_h_closes_it() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        await pilot.press("h")
        await settled(pilot)
        assert isinstance(app.screen, AdviceScreen)
        assert "h or Esc: back to the table" in screen_text(app)
        await pilot.press("h")
        await settled(pilot)
        assert on_top(app) is app.table


async def test_the_help_over_a_hand_off_passes_only_the_hand_offs_keys() -> None:
    """Behind a hand-off the table's keys would act for a seat not yet there: y stays
    in the help. The hand-off's own u, U and q, which show no card, are its."""
    app = sticheln_app(hidden=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("y")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("u")
        await settled(pilot)
        assert isinstance(on_top(app), HandOffScreen)
        assert "nothing to take back" in screen_text(app).lower()
        await take_hand_off(pilot)
        assert on_top(app) is app.table


@pytest.mark.parametrize(
    ("keys", "plays", "asked"),
    [
        (("b", "u", "u"), 3, False),
        (("l", "u", "u"), 3, False),
        (("l", "u", "escape"), 4, False),
        (("question_mark", "u", "y"), 4, False),
        (("l", "q", "q"), 5, True),
        (("l", "u", "U"), 5, False),  # in the order typed: taken back, then made again
    ],
    ids=["b-u-u", "l-u-u", "l-u-esc", "help-u-y", "l-q-q", "l-u-U"],
)
async def test_keys_typed_ahead_over_a_window_are_each_the_tables(
    keys: tuple[str, ...], plays: int, asked: bool
) -> None:
    """Keys that come together (typed while the table is busy, or held): the first closes
    the window; the rest are the table's. Before, a second key closed the table itself."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        for key in keys:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        await settled(pilot)
        assert app.table in app.screen_stack
        assert len(app.table.state.plays) == plays
        assert isinstance(on_top(app), ConfirmScreen) == asked
        if not asked:
            assert on_top(app) is app.table


@pytest.mark.parametrize("opens", ["l", "question_mark"])
async def test_in_review_n_and_b_over_a_window_step_through_the_paper(opens: str) -> None:
    """Review's footer under the window offers n and b: they step, as at the table."""
    deal = load_deal()
    app = FourLanternsApp(deal, DEAL_NAME, V0, review=True, guard=0.0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n", "n", "n", "n", "n")
        await settled(pilot)
        assert len(app.table.state.plays) == 5
        await pilot.press(opens)
        await settled(pilot)
        assert on_top(app) is not app.table
        await pilot.press("n")
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 6
        await pilot.press(opens, "b")
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 5

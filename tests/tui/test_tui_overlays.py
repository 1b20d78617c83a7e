"""Windows over the table that only show something: the last trick, best play, the help.

The table and its footer of keys stay in sight under them. A key the footer
offers closes the window and does there what it does at the table; before,
``q`` or ``u`` pressed over the last trick did nothing at all.
"""

from __future__ import annotations

import pytest
from match_support import sticheln_app, take_hand_off
from tui_support import make_app, on_top, paper_plays, screen_text, settled, type_plays

from four_lanterns.tui.screens.advice import AdviceScreen
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.screens.last_trick import LastTrickScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen

OVERLAYS = [("l", LastTrickScreen), ("b", AdviceScreen), ("question_mark", HelpScreen)]
IDS = ["last-trick", "best-play", "help"]


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS, ids=IDS)
async def test_u_over_a_window_takes_back_the_last_card(opens: str, overlay: type) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        await pilot.press(opens)
        await settled(pilot)
        assert isinstance(app.screen, overlay)
        await pilot.press("u")
        await settled(pilot)
        assert on_top(app) is app.table
        assert len(app.table.state.plays) == 4
        assert "took back" in screen_text(app).lower()


@pytest.mark.parametrize(("opens", "overlay"), OVERLAYS, ids=IDS)
async def test_q_over_a_window_asks_to_quit_as_at_the_table(opens: str, overlay: type) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        await pilot.press(opens)
        await settled(pilot)
        assert isinstance(app.screen, overlay)
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
        await type_plays(pilot, paper_plays()[:5])
        await pilot.press(opens)
        await settled(pilot)
        await pilot.press("t", "1")
        await settled(pilot)
        assert isinstance(app.screen, overlay)
        assert len(app.table.state.plays) == 5


async def test_the_help_over_a_hand_off_passes_no_key_to_the_table() -> None:
    """Behind a hand-off the table's keys would act for a seat not yet there."""
    app = sticheln_app(hidden=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("y", "u")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(app.screen, HandOffScreen)
        await take_hand_off(pilot)
        assert on_top(app) is app.table

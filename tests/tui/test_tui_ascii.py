"""``--ascii``: every dialog, like the table, is drawn with ASCII characters only.

A terminal without Unicode line drawing shows a heavy box frame as garbage;
with ``--ascii`` no screen may need one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from unittest.mock import patch

import pytest
from textual.pilot import Pilot
from tui_support import DEAL_NAME, load_deal, make_app, paper_plays, screen_text, type_plays

from four_lanterns.engine import V0
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens import match_screens
from four_lanterns.tui.screens.dialogs import ConfirmScreen, GoToScreen, HelpScreen
from four_lanterns.tui.screens.match_screens import NewGameScreen
from four_lanterns.tui.screens.too_small import TooSmallScreen

SIZE = (120, 40)
SIZES = [pytest.param((120, 40), id="120x40"), pytest.param((80, 24), id="80x24")]

Opener = Callable[[Pilot[int]], Awaitable[None]]


async def _quit_question(pilot: Pilot[int]) -> None:
    await type_plays(pilot, paper_plays()[:1])
    await pilot.press("q")


async def _restart_question(pilot: Pilot[int]) -> None:
    await type_plays(pilot, paper_plays()[:1])
    await pilot.press("r")


async def _help(pilot: Pilot[int]) -> None:
    await pilot.press("question_mark")


async def _go_to(pilot: Pilot[int]) -> None:
    await pilot.press("g")


async def _new_game(pilot: Pilot[int]) -> None:
    await pilot.press("g")


async def _new_game_rounds(pilot: Pilot[int]) -> None:
    """The new-game dialog with its list of rounds open."""
    await pilot.press("g")
    await pilot.pause()
    pilot.app.screen.query_one("#new-rounds").focus()
    await pilot.press("space")


async def _new_game_hidden(pilot: Pilot[int]) -> None:
    """The hand-off taken, then the new-game dialog: its seed masked, hands being hidden.

    The seed it offers is drawn at random; a fixed one has the nine digits the test
    counts (a random one has fewer one time in ten)."""
    await pilot.press("enter")
    await pilot.pause()
    with patch.object(match_screens, "random_seed", lambda hidden=False: 987654321):
        await pilot.press("g")
        await pilot.pause()


async def _too_small(pilot: Pilot[int]) -> None:
    await pilot.resize_terminal(70, 20)


def _table(*, ascii_only: bool) -> FourLanternsApp:
    return make_app(ascii_only=ascii_only)


def _hidden_duel(*, ascii_only: bool) -> FourLanternsApp:
    """``play --game sticheln --seed 123456789 [--ascii]``: hidden hands."""
    match = Match.seeded("sticheln", 123456789, 4, hidden=True)
    variant = next(iter(match.deal.rules.variants.values()))
    return FourLanternsApp(
        match.deal, "--seed 123456789", variant, match=match, ascii_only=ascii_only, guard=0.0
    )


def _review(*, ascii_only: bool) -> FourLanternsApp:
    return FourLanternsApp(load_deal(), DEAL_NAME, V0, ascii_only=ascii_only, review=True)


DIALOGS = [
    pytest.param(_table, _quit_question, ConfirmScreen, "Quit in the middle", id="quit"),
    pytest.param(_table, _restart_question, ConfirmScreen, "Restart the hand?", id="restart"),
    pytest.param(_table, _help, HelpScreen, "Esc or ? closes this help.", id="help"),
    pytest.param(_review, _help, HelpScreen, "Esc or ? closes this help.", id="review-help"),
    pytest.param(_review, _go_to, GoToScreen, "A step id like T3.2", id="review-go-to"),
    pytest.param(_table, _new_game, NewGameScreen, "Tab: next field", id="new-game"),
    pytest.param(_table, _new_game_rounds, NewGameScreen, "Tab: next field", id="new-game-list"),
    # The seed masked, a star a digit (Textual's mask is no ASCII).
    pytest.param(_hidden_duel, _new_game_hidden, NewGameScreen, "*" * 9, id="new-game-hidden"),
    pytest.param(_table, _too_small, TooSmallScreen, "Terminal too small: 70x20", id="too-small"),
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("make", "open_dialog", "kind", "shown"), DIALOGS)
async def test_ascii_dialog_uses_ascii_only(
    make: Callable[..., FourLanternsApp],
    open_dialog: Opener,
    kind: type,
    shown: str,
    size: tuple[int, int],
) -> None:
    """With --ascii the dialog, its frame (a scrolling help's too) and what shows around it are ASCII."""
    app = make(ascii_only=True)
    async with app.run_test(size=size) as pilot:
        await open_dialog(pilot)
        await pilot.pause()
        assert isinstance(app.screen, kind)
        text = screen_text(app)
        assert shown in text
        assert sorted({ch for ch in text if not ch.isascii()}) == []


@pytest.mark.parametrize(("make", "open_dialog", "kind", "shown"), DIALOGS[:-1])
async def test_dialog_frames_stay_heavy_without_ascii(
    make: Callable[..., FourLanternsApp], open_dialog: Opener, kind: type, shown: str
) -> None:
    """Without --ascii the dialogs keep their heavy frames: only --ascii changes them."""
    app = make(ascii_only=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_dialog(pilot)
        await pilot.pause()
        assert isinstance(app.screen, kind)
        assert "┏" in screen_text(app)


@pytest.mark.parametrize("plays", range(4, 17))
async def test_ascii_history_scrollbar_has_no_blocks(plays: int) -> None:
    """However far History has scrolled at 80×24, its scrollbar draws no block characters."""
    app = make_app(ascii_only=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays()[:plays])
        await pilot.pause()
        assert sorted({ch for ch in screen_text(app) if not ch.isascii()}) == []


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_ascii_checklist_details_have_no_no_break_spaces(size: tuple[int, int]) -> None:
    app = make_app(ascii_only=True)
    async with app.run_test(size=size) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        await pilot.press("c", "c")  # the checklist, then its details
        await pilot.pause()
        assert app.table.detail and app.table.checklist_shown
        text = screen_text(app)
        assert "T2" in text
        assert sorted({ch for ch in text if not ch.isascii()}) == []

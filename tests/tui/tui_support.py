"""Helpers of the card-table tests: the app on the fixed deal, and the screen as text."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path

from rich.cells import cell_len
from rich.console import Console
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget

from four_lanterns.engine import V0, Card, Deal, Play, ScoringVariant
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.widgets.hand import Hand

REPO = Path(__file__).resolve().parents[2]
DEAL_PATH = REPO / "fixtures" / "deal_fixed.toml"
DEAL_NAME = "fixtures/deal_fixed.toml"


def load_deal() -> Deal:
    """The fixed acceptance deal, with its paper trace."""
    return Deal.load(DEAL_PATH)


def paper_plays() -> list[Play]:
    """The sixteen plays of the paper trace, in order."""
    return [play for row in load_deal().trace for play in row.plays]


def make_app(variant: ScoringVariant = V0, *, ascii_only: bool = False) -> FourLanternsApp:
    """The table on the fixed deal, as ``four-lanterns play`` opens it."""
    # No guard on the round's result: a test's keys are deliberate (the guard has its own tests).
    return FourLanternsApp(load_deal(), DEAL_NAME, variant, ascii_only=ascii_only, guard=0.0)


def on_top(app: FourLanternsApp) -> Screen[object]:
    """The screen shown now, read afresh: mypy keeps ``app.screen`` as a check narrowed it,
    though a key pressed since may have changed it."""
    return app.screen


def screen_text(app: FourLanternsApp) -> str:
    """What the terminal shows right now, as plain text (one line per row)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system=None,
        record=True,
        legacy_windows=False,
    )
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text()


def cells(row: str, start: int, end: int) -> str:
    """The characters of ``row`` in cells ``start`` to ``end`` (a Chinese character is two)."""
    shown: list[str] = []
    for character in row:
        shown.append(character)
        shown.extend([""] * (cell_len(character) - 1))
    return "".join(shown[start:end])


def whole_cells(row: str, start: int, end: int) -> str:
    """The characters of ``row`` wholly inside cells ``start`` to ``end``."""
    kept, at = [], 0
    for char in row:
        if start <= at and at + cell_len(char) <= end:
            kept.append(char)
        at += cell_len(char)
    return "".join(kept)


def shown_in(app: FourLanternsApp, widget: Widget) -> str:
    """The text the screen shows in ``widget``'s region, cell by cell (a Chinese one takes two)."""
    box = widget.region
    rows = screen_text(app).splitlines()[box.y : box.bottom]
    return "\n".join(whole_cells(row, box.x, box.right) for row in rows)


def keys_for(plays: Iterable[Play]) -> list[str]:
    """Keystrokes that type each play's card code and press Enter."""
    keys: list[str] = []
    for play in plays:
        keys += [*play.card.code.lower(), "enter"]
    return keys


def place(hand: Hand, card: Card) -> tuple[int, int]:
    """The middle of ``card`` (its first copy) in ``hand``, as an offset for a click."""
    region = hand.place_of(card)
    assert region is not None, card
    return region.x + region.width // 2, region.y + region.height // 2


async def type_plays(pilot: Pilot[int], plays: Iterable[Play]) -> None:
    """Play cards the way a person does: type the code, press Enter."""
    await pilot.press(*keys_for(plays))
    await pilot.pause()


def after(cards: int, *keys: str) -> Callable[[Pilot[int]], object]:
    """A pilot script: play the paper trace's first ``cards`` cards, then press ``keys``."""

    async def run_before(pilot: Pilot[int]) -> None:
        await type_plays(pilot, paper_plays()[:cards])
        if keys:
            await pilot.press(*keys)
        await pilot.pause()

    return run_before


async def shown(pilot: Pilot[int], text: str) -> str:
    """Pause until the screen shows ``text`` (events posted to the app may still be queued)."""
    screen = screen_text(pilot.app)  # type: ignore[arg-type]
    for _ in range(100):
        if text in screen:
            return screen
        await pilot.pause(0.05)
        screen = screen_text(pilot.app)  # type: ignore[arg-type]
    raise AssertionError(f"never shown: {text!r}\n{screen}")


async def settled(pilot: Pilot[int]) -> str:
    """Pause until two pauses in a row leave the same screen; that screen, as text.

    One pause leans on Textual's guess that the process is idle (little CPU
    used in 20 ms), which a starved process on a loaded machine also fits;
    a layout that answers a resize (the checklist's rows) may still be due.
    """
    shown = screen_text(pilot.app)  # type: ignore[arg-type]
    for _ in range(50):
        await pilot.pause(0.05)  # wall time too: Textual's layout and refresh timers come due
        again = screen_text(pilot.app)  # type: ignore[arg-type]
        if again == shown:
            return again
        shown = again
    raise AssertionError(f"the screen kept changing\n{shown}")

"""SVG snapshots of saving at the table: the offer to resume, and the quit question once saved.

In English and German, at 80×24 and 120×40. Update with
``pytest tests/tui --snapshot-update`` and look at every changed SVG first.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_support import DEAL_NAME, keys_for, load_deal, paper_plays

from four_lanterns.match import Match
from four_lanterns.records import GameRecord
from four_lanterns.records.saves import Saved, SaveFolder
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.words import words_for

SnapCompare = Callable[..., bool]
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
LANGS = pytest.mark.parametrize("lang", ["en", "de"])

# A fixed local time, so the offer reads the same in every time zone.
SAVED_AT = time.mktime((2026, 11, 30, 21, 15, 0, 0, 0, -1))


def saved_duel() -> Saved:
    """A Sticheln duel from seed 7, saved after two bids."""
    match = Match.seeded("sticheln", 7, 4, hidden=True)
    state = match.state
    for _ in range(2):
        state = state.bid(state.legal_bids()[0])
    record = GameRecord.of_match(match.with_state(state))
    return Saved(Path("sticheln-20261130-211500.toml"), record, SAVED_AT)


def table(lang: str, folder: Path, *, offer: Saved | None = None) -> FourLanternsApp:
    deal = load_deal()
    return FourLanternsApp(
        deal,
        DEAL_NAME,
        deal.rules.variants["v0"],
        words=words_for(lang),
        guard=0.0,
        bot_pace=0.0,
        saves=SaveFolder(folder),
        offer=offer,
    )


async def settle(pilot: Pilot[int]) -> None:
    await pilot.pause()
    await pilot.pause()


@LANGS
@SIZES
def test_the_offer_to_resume(
    snap_compare: SnapCompare, lang: str, size: tuple[int, int], tmp_path: Path
) -> None:
    """The saved duel offered (game, round, turn, time), the table out of sight until answered."""
    app = table(lang, tmp_path, offer=saved_duel())
    assert snap_compare(app, terminal_size=size, run_before=settle)


@LANGS
def test_the_quit_question_once_saved(snap_compare: SnapCompare, lang: str, tmp_path: Path) -> None:
    """Two cards played and saved; q: the game is saved, and how to resume it."""

    async def run(pilot: Pilot[int]) -> None:
        await pilot.press(*keys_for(paper_plays()[:2]))
        await pilot.pause()
        await pilot.press("q")
        await settle(pilot)

    assert snap_compare(table(lang, tmp_path), terminal_size=(80, 24), run_before=run)

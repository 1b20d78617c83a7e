"""SVG snapshots of advice at the table: best play (b) and the strong bot's hint (h).

English and German at 80×24, the smallest table. Update with
``pytest tests/tui/test_tui_advice_snapshots.py --snapshot-update`` and look
at every changed SVG first.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from match_support import bid, sticheln_deal, take_hand_off
from textual.pilot import Pilot
from tui_support import DEAL_NAME, after, load_deal, type_plays

from four_lanterns.engine import V1, Card, Play, Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.words import words_for

SnapCompare = Callable[..., bool]
LANGS = pytest.mark.parametrize("lang", ["en", "de"])
SMALL = (80, 24)


@LANGS
def test_best_play(snap_compare: SnapCompare, lang: str) -> None:
    """The dealt hand under v1, b at T1.1: two of North's four cards keep 3–2."""
    app = FourLanternsApp(
        load_deal(),
        DEAL_NAME,
        V1,
        words=words_for(lang),
        guard=0.0,
    )
    assert snap_compare(app, terminal_size=SMALL, run_before=after(0, "b"))


async def east_to_play(pilot: Pilot[int]) -> None:
    for tricks in (2, 2, 1, 0):
        await bid(pilot, tricks)
    await take_hand_off(pilot)
    await type_plays(pilot, [Play(Seat.NORTH, Card.parse("A10"))])
    await take_hand_off(pilot)
    await pilot.press("h")
    await pilot.pause()


@LANGS
def test_hint(snap_compare: SnapCompare, lang: str) -> None:
    """The fixed Sticheln round, hidden hands: East to play at T1.2 after the hand-off, h."""
    deal = sticheln_deal()
    app = FourLanternsApp(
        deal,
        "fixtures/sticheln_fixed.toml",
        next(iter(deal.rules.variants.values())),
        words=words_for(lang),
        match=Match.of_deal(deal, hidden=True),
        guard=0.0,
        bot_pace=0.0,
    )
    assert snap_compare(app, terminal_size=SMALL, run_before=east_to_play)

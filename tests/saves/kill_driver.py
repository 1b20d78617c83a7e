"""A table that plays itself, for the SIGKILL test: four bots, every action saved.

Run as ``python kill_driver.py FOLDER``: it resumes the unfinished game saved
in FOLDER, or starts a seeded 8-round Sticheln duel, and plays it headless
with four bots, pressing Enter at each round's end. After each save it prints
``saved N`` (N bids and cards in the save), so the test knows which action
was last saved for sure before it kills the process.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from four_lanterns.match import Match
from four_lanterns.records.saves import SaveFolder, SaveSlot
from four_lanterns.tui import app as app_module
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.match_screens import RoundOverScreen

SEED = 11
ROUNDS = 8
BOTS = tuple((seat, "random") for seat in Match.seeded("sticheln", SEED, ROUNDS).deal.rules.seats)


def actions(match: Match) -> int:
    return sum(len(state.bids) + len(state.plays) for state in (*match.finished, match.state))


class SelfPlayingTable(FourLanternsApp):
    # Textual finds a relative CSS path beside the class's own module.
    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    def autosave(self, match: Match) -> None:
        super().autosave(match)
        failed = self._slot is None or self._slot.error is not None
        print("failed" if failed else f"saved {actions(match)}", flush=True)


async def main(folder: SaveFolder) -> None:
    saved, unreadable = folder.unfinished()
    assert not unreadable, [item.message for item in unreadable]
    if saved:
        match, slot = saved[0].record.match, SaveSlot(folder, saved[0].path)
    else:
        match, slot = Match.seeded("sticheln", SEED, ROUNDS, bots=BOTS), None
    variant = next(iter(match.deal.rules.variants.values()))
    app = SelfPlayingTable(
        match.deal, "driver", variant, match=match, guard=0, bot_pace=0, saves=folder, slot=slot
    )
    async with app.run_test(size=(100, 30)) as pilot:
        while True:
            await pilot.pause()
            if isinstance(app.screen, RoundOverScreen):
                if app.table.match is not None and app.table.match.over:
                    break
                await pilot.press("enter")
    print("over", flush=True)


if __name__ == "__main__":
    asyncio.run(main(SaveFolder(Path(sys.argv[1]))))

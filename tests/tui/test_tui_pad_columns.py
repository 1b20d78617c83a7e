"""The score pad and the round results in columns: every figure ends where its heading ends.

Counted in terminal cells, as the terminal draws them: a Chinese character
takes two, and padding counted in characters leaves Chinese headings out
of line with the figures under them.
"""

from __future__ import annotations

import re

import pytest
from match_support import choose, match_app, table, until
from rich.cells import cell_len
from textual.geometry import Region
from textual.pilot import Pilot
from tui_support import settled

from four_lanterns.engine import Seat
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.match_screens import RoundOverScreen
from four_lanterns.tui.widgets.scorepad import pad_parts
from four_lanterns.tui.words import words_for

SIZES = [(80, 24), (120, 40)]


def _near_end(match: Match, rounds: int) -> Match:
    """``match`` with ``rounds`` rounds played, and the next played but for its last card.

    Every bid and card is the first legal one.
    """
    while True:
        state = match.state
        while not state.is_over:
            bids = state.legal_bids()
            if bids:
                state = state.bid(bids[0])
                continue
            left = sum(len(state.hand(seat)) for seat in state.rules.seats)
            if match.number == rounds + 1 and left == 1:
                return match.with_state(state)
            state = state.play(state.legal_plays().cards[0])
        match = match.with_state(state).next_round()


def _app(match: Match, lang: Lang) -> FourLanternsApp:
    """The table on ``match`` in ``lang``, with no guard on its results."""
    deal = match.deal
    return FourLanternsApp(
        deal,
        f"--seed {match.setup.seed}",
        next(iter(deal.rules.variants.values())),
        words=words_for(lang, match.setup.game),
        match=match,
        guard=0.0,
        bot_pace=0.0,
    )


def _cut(line: str, start: int, end: int) -> str:
    """The part of a screen line from terminal cell ``start`` up to cell ``end``."""
    kept: list[str] = []
    at = 0
    for char in line:
        if start <= at < end:
            kept.append(char)
        at += cell_len(char)
    return "".join(kept)


def _inside(shown: str, region: Region, *, left: int = 0, right: int = 0) -> list[str]:
    """The lines of ``region`` on the screen, less ``left`` and ``right`` cells at its sides."""
    rows = shown.splitlines()[region.y : region.bottom]
    return [_cut(row, region.x + left, region.right - right).rstrip() for row in rows]


def _ends(line: str) -> list[int]:
    """The terminal cell where each word of ``line`` ends (words: no space in them)."""
    return [cell_len(line[: word.end()]) for word in re.finditer(r"\S+", line)]


def _starts(line: str) -> list[int]:
    return [cell_len(line[: word.start()]) for word in re.finditer(r"\S+", line)]


def _check_four_lanterns_pad(lines: list[str], rows: int) -> None:
    """Two heading lines (the variants, then the sides), whole, and rows that end under them."""
    heading, names, *body = [line for line in lines if line and line != "…"]
    assert len(_ends(heading)) == 2, lines  # v0, v1
    assert _ends(names) == _ends(heading), lines  # one name of the sides per column, whole
    assert len(body) == rows, lines
    for row in body:
        assert len(_ends(row)) == 3, lines  # the hand's number or Σ, and its two figures
        assert _ends(row)[1:] == _ends(heading), lines


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("last", [False, True])
async def test_a_four_lanterns_pad_and_result_keep_their_figures_under_their_headings(
    lang: Lang, size: tuple[int, int], last: bool
) -> None:
    """The result of a hand of a match (hand 6 of 12) or of its last hand, then the pad."""
    played = 11 if last else 5
    app = _app(_near_end(Match.seeded("four-lanterns", 3, 12), played), lang)
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        shown = await settled(pilot)
        # The result's pad: its last hands (4 and a "…" row), and the totals.
        _check_four_lanterns_pad(_inside(shown, app.screen.query_one("#round-pad").region), 5)
        await pilot.press("escape")
        shown = await settled(pilot)
        # The table's pad: inside its frame and its padding, without the scrollbar.
        pad = _inside(shown, app.table.query_one("#pad").region, left=2, right=2)[1:-1]
        _check_four_lanterns_pad(pad, len(pad) - 2)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("last", [False, True])
async def test_a_sticheln_result_and_pad_keep_their_figures_under_their_headings(
    lang: Lang, size: tuple[int, int], last: bool
) -> None:
    """The result of round 3 of a duel of 4, or of its last round (the duel's), then the pad."""
    app = _app(_near_end(Match.seeded("sticheln", 11, 4), 3 if last else 2), lang)
    words = app.words.catalogue
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        shown = await settled(pilot)
        lines = _inside(shown, app.screen.query_one("#round-result").region)
        heading = next(at for at, line in enumerate(lines) if words("match.col_seat") in line)
        names, *seats = [line for line in lines[heading:] if line]
        assert len(_ends(names)) == 5 and len(seats) == 4, lines
        for row in seats:
            assert _starts(row)[0] == _starts(names)[0], lines  # the seats, to the left
            assert _ends(row)[1:] == _ends(names)[1:], lines  # the figures, to the right
        await pilot.press("escape")
        shown = await settled(pilot)
        pad = _inside(shown, app.table.query_one("#pad").region, left=2, right=2)[1:-1]
        initials, *rows = [line for line in pad if line]
        assert len(_ends(initials)) == 4 and rows, pad
        for row in rows:
            assert _ends(row)[-4:] == _ends(initials), pad


async def _pad_rows_in_sight(pilot: Pilot[int]) -> list[list[str]]:
    """The rows of the table's pad in sight, word by word, without the scrollbar."""
    app: FourLanternsApp = pilot.app  # type: ignore[assignment]
    shown = await settled(pilot)
    region = app.table.query_one("#pad-body").region
    return [line.split() for line in _inside(shown, region, right=1) if line]


async def test_in_a_duel_of_bots_with_no_pause_the_pad_shows_each_rounds_totals() -> None:
    """Bots that move at once end a round while the pad's last change is still to be laid out:
    the pad must still show the round just over, down to its totals, not the round before."""
    bots = tuple((seat, "random") for seat in Seat)
    app = match_app(Match.seeded("sticheln", 4, 4, bots=bots))
    async with app.run_test(size=(80, 24)) as pilot:
        for number in range(1, 5):
            await until(pilot, lambda: isinstance(app.screen, RoundOverScreen))
            match = table(app).match
            assert match is not None and match.number == number and match.round_over
            await pilot.press("escape")  # the table, with its pad
            _, rows = pad_parts(match, app.words)
            in_sight = await _pad_rows_in_sight(pilot)
            # The round's three lines, bid/taken, points and totals, the last in sight.
            assert in_sight[-3:] == [line.split() for line in rows[-3:]], (number, in_sight)
            assert in_sight[-1][0] == "Σ"
            if number < 4:
                await pilot.press("enter")  # the result again
                await until(pilot, lambda: isinstance(app.screen, RoundOverScreen))
                await pilot.press("enter")  # the next round
                await pilot.pause()

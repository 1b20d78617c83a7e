"""SVG snapshots of a match at the table: bidding, the hand-off, a round's result, new games.

Each screen in English and German, at 80×24 and 120×40. Update with
``pytest tests/tui --snapshot-update`` and look at every changed SVG first.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from match_support import bid, choose, nearly_played, sticheln_deal, take_hand_off
from textual.pilot import Pilot
from textual.widgets import Input
from tui_support import DEAL_NAME, load_deal, paper_plays

from four_lanterns.engine import Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.words import words_for

SnapCompare = Callable[..., bool]
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
LANGS = pytest.mark.parametrize("lang", ["en", "de"])


def sticheln(lang: str, *, hidden: bool = True) -> FourLanternsApp:
    deal = sticheln_deal()
    return FourLanternsApp(
        deal,
        "fixtures/sticheln_fixed.toml",
        next(iter(deal.rules.variants.values())),
        words=words_for(lang),
        match=Match.of_deal(deal, hidden=hidden),
        guard=0.0,
        bot_pace=0.0,
    )


def script(*steps: Callable[[Pilot[int]], object]) -> Callable[[Pilot[int]], object]:
    async def run_before(pilot: Pilot[int]) -> None:
        for step in steps:
            await step(pilot)  # type: ignore[misc]
        await pilot.pause()

    return run_before


def bids(*tricks: int) -> Callable[[Pilot[int]], object]:
    async def run(pilot: Pilot[int]) -> None:
        for count in tricks:
            await bid(pilot, count)

    return run


async def paper_round(pilot: Pilot[int]) -> None:
    await bids(2, 2, 1, 0)(pilot)  # type: ignore[misc]
    for play in (play for row in sticheln_deal().trace for play in row.plays):
        await choose(pilot, play.card)


class TestSticheln:
    """The fixed Sticheln round with hidden hands."""

    @LANGS
    @SIZES
    def test_bidding(self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]) -> None:
        """South bids at B3: North's and East's bids shown, only South's hand face up."""
        run = script(bids(2, 2), take_hand_off)
        assert snap_compare(sticheln(lang), terminal_size=size, run_before=run)

    @LANGS
    @SIZES
    def test_hand_off(self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]) -> None:
        """After North's bid: the whole table hidden, pass to East."""
        run = script(bids(2))
        assert snap_compare(sticheln(lang), terminal_size=size, run_before=run)

    @LANGS
    @SIZES
    def test_mid_round(self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]) -> None:
        """T1.3: South to play, the Owl of East winning so far; North's and East's hands hidden."""

        async def two_cards(pilot: Pilot[int]) -> None:
            for play in sticheln_deal().trace[0].plays[:2]:
                await choose(pilot, play.card)
            await take_hand_off(pilot)

        run = script(bids(2, 2, 1, 0), two_cards)
        assert snap_compare(sticheln(lang), terminal_size=size, run_before=run)

    @LANGS
    @SIZES
    def test_round_over(self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]) -> None:
        """The result: bid, taken, points and total per seat, and what next."""
        assert snap_compare(sticheln(lang), terminal_size=size, run_before=script(paper_round))

    @LANGS
    def test_help(self, snap_compare: SnapCompare, lang: str) -> None:
        """Sticheln's rules and its own keys: codes 1–13 and the jokers, bids, the hint; no p."""

        async def ask(pilot: Pilot[int]) -> None:
            await pilot.press("question_mark")

        run = script(take_hand_off, ask)
        assert snap_compare(sticheln(lang), terminal_size=(120, 40), run_before=run)

    @LANGS
    @SIZES
    def test_score_pad_after_the_round(
        self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]
    ) -> None:
        """Esc on the result: every hand played face up, the score pad's first block."""

        async def look(pilot: Pilot[int]) -> None:
            await pilot.press("escape")

        run = script(paper_round, look)
        assert snap_compare(sticheln(lang), terminal_size=size, run_before=run)


class TestMatch:
    """A Four Lanterns match of two hands, and the new-game dialog."""

    @LANGS
    @SIZES
    def test_second_hand_with_the_pad(
        self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]
    ) -> None:
        """Hand 2 of 2: East leads; the pad shows hand 1 under v0 and v1 and the totals."""

        async def play_hand(pilot: Pilot[int]) -> None:
            for play in paper_plays():
                await choose(pilot, play.card)
            await pilot.press("enter")

        deal = load_deal()
        app = FourLanternsApp(
            deal,
            DEAL_NAME,
            next(iter(deal.rules.variants.values())),
            words=words_for(lang),
            match=Match.of_deal(deal, rounds=2),
            guard=0.0,
        )
        assert app.table.match is not None
        assert app.table.match.deals[1].first_leader is Seat.EAST
        assert snap_compare(app, terminal_size=size, run_before=script(play_hand))

    @LANGS
    @SIZES
    def test_new_game_dialog(
        self, snap_compare: SnapCompare, lang: str, size: tuple[int, int]
    ) -> None:
        """g: the game, the deal and its seed, rounds, hidden hands, bots."""

        async def open_dialog(pilot: Pilot[int]) -> None:
            await pilot.press("g")
            await pilot.pause()
            pilot.app.screen.query_one("#new-seed", Input).value = "2026"

        deal = load_deal()
        app = FourLanternsApp(
            deal,
            DEAL_NAME,
            next(iter(deal.rules.variants.values())),
            words=words_for(lang),
        )
        assert snap_compare(app, terminal_size=size, run_before=script(open_dialog))

    @LANGS
    def test_twelve_hands_over(self, snap_compare: SnapCompare, lang: str) -> None:
        """The end of a 12-hand match at 80×24: the last four hands, the totals, the winners, keys."""
        match = nearly_played(Match.seeded("four-lanterns", 5, 12))
        deal = match.deal
        app = FourLanternsApp(
            deal,
            "--seed 5",
            deal.rules.variants["v0"],
            words=words_for(lang),
            match=match,
            guard=0.0,
        )

        async def last_card(pilot: Pilot[int]) -> None:
            await choose(pilot, app.table.state.legal_plays().cards[0])

        assert snap_compare(app, terminal_size=(80, 24), run_before=script(last_card))

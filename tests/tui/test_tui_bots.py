"""A seat a bot plays, as the people at the table see it: named whole, and no keys offered."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from match_support import STICHELN_NAME, sticheln_deal
from rich.cells import cell_len
from textual.pilot import Pilot
from tui_support import (
    DEAL_NAME,
    load_deal,
    paper_plays,
    place,
    screen_text,
    settled,
    type_plays,
)

from four_lanterns.engine import Card, Seat
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.table import TRICK_PAUSES, TableScreen, bot_delay
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.words import words_for
from four_lanterns.words.types import Lang

LANGS: tuple[Lang, ...] = ("en", "de", "es", "zh")
SIZES = ((80, 24), (120, 40))
BOTS = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "basic"))
SLOW = 600.0
"""A bot's pause long enough that no bot moves while a test looks at the screen."""


def table_with_bots(match: Match, source: str, lang: Lang = "en") -> FourLanternsApp:
    """The table on ``match`` in ``lang``, its bots waiting their pause before each move."""
    variant = next(iter(match.deal.rules.variants.values()))
    return FourLanternsApp(
        match.deal, source, variant, match=match, words=words_for(lang), guard=0.0, bot_pace=SLOW
    )


def recorded_pauses(
    table: TableScreen, monkeypatch: pytest.MonkeyPatch
) -> list[Callable[[], object]]:
    """The callbacks of the table's timers (a bot's pause) from now on, in order, each
    also set as it was: calling one ends that pause at once."""
    pauses: list[Callable[[], object]] = []
    set_timer = table.set_timer

    def recorded(delay: float, callback: Callable[[], object]) -> object:
        pauses.append(callback)
        return set_timer(delay, callback)

    monkeypatch.setattr(table, "set_timer", recorded)
    return pauses


def title_row(app: FourLanternsApp, panel: SeatPanel) -> str:
    """The top frame of ``panel`` as drawn, cell for cell (a Chinese character is two)."""
    row = screen_text(app).splitlines()[panel.region.y]
    cells: list[str] = []
    for character in row:
        cells.append(character)
        cells.extend([""] * (cell_len(character) - 1))
    return "".join(cells[panel.region.x : panel.region.right])


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["four-lanterns", "sticheln-12"])
async def test_a_bot_seat_is_named_whole_in_its_frame(
    game: str, lang: Lang, size: tuple[int, int]
) -> None:
    """Every bot's frame says "bot" whole and cuts nothing, East and West beside the trick too."""
    if game == "four-lanterns":
        match, source = Match.of_deal(load_deal(), bots=BOTS), DEAL_NAME
    else:
        # Twelve cards a hand: the side panels take their wider, many-card widths.
        match, source = Match.of_deal(random_round(3, 12), hidden=True, bots=BOTS), "seed 3"
    words = words_for(lang)
    bot = words.catalogue("match.bot")
    app = table_with_bots(match, source, lang)
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        for seat, _level in BOTS:
            panel = app.table.query_one(f"#seat-{seat.code.lower()}", SeatPanel)
            title = title_row(app, panel)
            name = words.seat(seat)
            assert f"·{bot}" in title.replace(" · ", "·"), title
            assert name in title or f" {name[0]}·{bot} " in title, title
            assert "…" not in title, title
        north = app.table.query_one("#seat-n", SeatPanel)
        assert bot not in title_row(app, north)  # a person's seat is not called a bot


async def test_while_a_bot_is_to_play_the_prompt_offers_no_keys() -> None:
    """North plays the first card; East, a bot, is to play: the prompt names it, and asks nothing."""
    app = table_with_bots(Match.of_deal(load_deal(), bots=BOTS), DEAL_NAME)
    async with app.run_test(size=(120, 40)) as pilot:
        text = await settled(pilot)
        assert "North to play at T1.1. Type a code (t1) + Enter" in text
        await type_plays(pilot, paper_plays()[:1])
        text = await settled(pilot)
        assert "East (bot) to play at T1.2." in text
        assert "Type a code" not in text
        assert "East (bot) is thinking…" in text


@pytest.mark.parametrize("lang", LANGS)
async def test_while_a_bot_is_to_bid_the_prompt_offers_no_keys(lang: Lang) -> None:
    """The seat to bid first is a bot: the prompt says it bids, with no keys to press."""
    deal = sticheln_deal()
    first = Match.of_deal(deal, hidden=False).state.turn.seat
    assert first is not None
    match = Match.of_deal(deal, hidden=False, bots=((first, "basic"),))
    words = words_for(lang)
    app = table_with_bots(match, STICHELN_NAME, lang)
    async with app.run_test(size=(120, 40)) as pilot:
        text = " ".join((await settled(pilot)).split())
        prompt = words.catalogue("match.prompt_bot_bid", seat=words.seat(first), step="B1")
        assert prompt in text
        person = words.catalogue(
            "match.prompt_bid", seat=words.seat(first), step="B1", pick=0, most=5
        )
        assert person.split(":")[0] not in text.replace(prompt, "")


class TestBotSeats:
    """The fixed deal after North's lead, three bots to follow: their frames and the prompt."""

    @pytest.mark.parametrize("lang", ["en", "es"])
    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    def test_a_bot_to_play(
        self, snap_compare: Callable[..., bool], lang: Lang, size: tuple[int, int]
    ) -> None:
        app = table_with_bots(Match.of_deal(load_deal(), bots=BOTS), DEAL_NAME, lang)

        async def north_leads(pilot: Pilot[int]) -> None:
            await type_plays(pilot, paper_plays()[:1])
            await settled(pilot)

        assert snap_compare(app, terminal_size=size, run_before=north_leads)


@pytest.mark.parametrize("hidden", [False, True], ids=["open", "hidden"])
async def test_keys_and_clicks_on_a_bots_turn_play_nothing_for_it(
    hidden: bool, bells: list[None]
) -> None:
    """East, a bot, is to play: a code, Enter, arrows or a click act for nobody, and say why."""
    app = table_with_bots(Match.of_deal(load_deal(), hidden=hidden, bots=BOTS), DEAL_NAME)
    async with app.run_test(size=(120, 40)) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        before = app.table.state
        assert before.to_play is Seat.EAST
        await pilot.press("t", "4", "enter", "right", "enter")
        if not hidden:
            east = app.table.query_one("#seat-e", SeatPanel).query_one(Hand)
            await pilot.click(east, offset=place(east, Card.parse("T4")))
        text = " ".join((await settled(pilot)).split())
        assert app.table.state is before
        assert "East (bot) to play at T1.2." in text
        assert "Code: t4" not in text
        # Four Lanterns has no bids: the bot only plays.
        assert "East is a bot: it plays for itself; no key moves for it." in text
        assert len(bells) >= 5


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_under_ascii_a_bot_seat_frame_is_ascii_only(size: tuple[int, int]) -> None:
    """--ascii --bots E,S,W: every screen character is ASCII, the bots' frames included."""
    match = Match.of_deal(load_deal(), bots=BOTS)
    variant = next(iter(match.deal.rules.variants.values()))
    app = FourLanternsApp(
        match.deal, DEAL_NAME, variant, match=match, ascii_only=True, guard=0.0, bot_pace=SLOW
    )
    async with app.run_test(size=size) as pilot:
        text = await settled(pilot)
        assert text.isascii(), sorted({c for c in text if not c.isascii()})
        # No "|" in a title, where it would read as a frame line ("W|bot").
        for seat, title in (
            (Seat.WEST, " W.bot "),
            (Seat.EAST, " E.bot "),
            (Seat.SOUTH, " South (bot) "),
        ):
            panel = app.table.query_one(f"#seat-{seat.code.lower()}", SeatPanel)
            rest = panel.region.width - len(title) - 3
            assert title_row(app, panel) == f"+-{title}{'-' * rest}+"


async def test_bots_draw_afresh_each_round_and_again_on_a_restart(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bots are made again for each round. Seeded alike, a random bot would make the same
    draws round after round (the same bids whatever its cards); a restart draws them again."""
    from match_support import match_app, until

    from four_lanterns.bots import base
    from four_lanterns.tui.screens.match_screens import RoundOverScreen

    seeds: list[int | None] = []
    made = base.make_bot

    def making(level: str, seed: int | None = None) -> base.Bot:
        seeds.append(seed)
        return made(level, seed)

    monkeypatch.setattr(base, "make_bot", making)
    bots = tuple((seat, "random") for seat in Seat)
    app = match_app(Match.seeded("sticheln", 4, 4, bots=bots))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RoundOverScreen))
        first = list(seeds)
        await pilot.press("enter")  # the next round
        await until(pilot, lambda: len(seeds) == 2 * len(first))
        second = seeds[len(first) :]
        await until(pilot, lambda: isinstance(app.screen, RoundOverScreen))
        await pilot.press("r", "y")  # round 2 again, yes
        await until(pilot, lambda: len(seeds) == 3 * len(first))
        again = seeds[2 * len(first) :]
    assert len(first) == 4
    assert not set(first) & set(second)
    assert again == second


async def test_a_bots_pause_starts_again_after_its_turn_is_taken_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``--bot-pace 10``: t1, u before East moves, t1 again. East waited what was left of
    the first pause, not a new one (the first card's timer was still running)."""
    app = table_with_bots(Match.of_deal(load_deal(), bots=BOTS), DEAL_NAME)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        pauses = recorded_pauses(table, monkeypatch)
        await type_plays(pilot, paper_plays()[:1])
        await pilot.press("u")
        await settled(pilot)
        assert [play.code for play in table.state.plays] == []
        await type_plays(pilot, paper_plays()[:1])
        assert len(pauses) == 2  # a new pause from the card played again
        pauses[0]()  # the first pause's end, had it not been stopped: East does not move
        await settled(pilot)
        assert [play.code for play in table.state.plays] == ["N:T1"]
        pauses[1]()  # the new pause's end: East plays
        await settled(pilot)
        assert [play.seat for play in table.state.plays] == [Seat.NORTH, Seat.EAST]


async def test_a_bot_waits_for_an_open_window_and_the_table_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """b on East's turn, East a bot: its pause ended under the best-play window, and the
    table still said it was thinking. It says East waits; Esc, and East plays."""
    app = table_with_bots(Match.of_deal(load_deal(), bots=BOTS), DEAL_NAME)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        pauses = recorded_pauses(table, monkeypatch)
        await type_plays(pilot, paper_plays()[:1])
        await pilot.press("b")
        await settled(pilot)
        assert app.screen is not table
        pauses[-1]()  # East's pause ends while the window is open
        text = " ".join((await settled(pilot)).split())
        assert "East (bot) waits until this window is closed." in text
        assert "thinking" not in text
        assert [play.code for play in table.state.plays] == ["N:T1"]
        await pilot.press("escape")
        await settled(pilot)
        assert app.screen is table
        pauses[-1]()  # the pause starts again once the window is closed
        await settled(pilot)
        assert [play.seat for play in table.state.plays] == [Seat.NORTH, Seat.EAST]


def test_a_bot_leading_after_a_finished_trick_waits_longer() -> None:
    """The trick just taken, its winner and its rule, stay in sight before the bot leads."""
    state = Match.of_deal(sticheln_deal(), hidden=False).state
    for tricks in (2, 2, 1, 0):
        state = state.bid(tricks)
    assert bot_delay(state, 0.8) == 0.8  # the first lead: no trick to look at
    for _ in range(3):
        state = state.play(state.legal_plays().cards[0])
        assert bot_delay(state, 0.8) == 0.8  # within a trick
    state = state.play(state.legal_plays().cards[0])
    assert len(state.tricks) == 1 and not state.trick
    assert bot_delay(state, 0.8) == 0.8 * TRICK_PAUSES > 0.8
    assert bot_delay(state, 0.0) == 0.0  # no pause asked for: none added

"""Keys a play-tester found silent or wrong, and the words and panel rows they found amiss.

Each test reads what the person at the table sees: the notice bar, the help,
the hand-off screen, the round panel.
"""

from __future__ import annotations

import pytest
from match_support import (
    STICHELN_NAME,
    bid,
    duel_at_last_card,
    hand_off_to,
    nearly_played,
    sticheln_app,
    sticheln_deal,
)
from rich.cells import cell_len
from tui_support import DEAL_NAME, load_deal, screen_text, settled, shown_in

from four_lanterns.engine import V0, Phase, Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import HelpScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen, RoundOverScreen
from four_lanterns.tui.widgets.checklist import ChecklistPanel
from four_lanterns.tui.widgets.notice import NoticeBar
from four_lanterns.tui.widgets.round import RoundPanel
from four_lanterns.tui.words import words_for
from four_lanterns.words.types import Lang

LANGS: tuple[Lang, ...] = ("en", "de", "es", "zh")
PAPER_BIDS = (2, 2, 1, 0)  # the fixed Sticheln round: North bids first


def flat(text: str) -> str:
    """Text with every run of spaces and line breaks made one space."""
    return " ".join(text.split())


def read(text: str) -> str:
    """A panel's text as one line: its side borders and line breaks made spaces."""
    return flat(text.replace("│", " ").replace("┃", " "))


def on_table(match: Match, lang: Lang = "en", source: str = "test") -> FourLanternsApp:
    """The table on ``match`` in ``lang``: no guard, no pause for bots."""
    variant = next(iter(match.deal.rules.variants.values()))
    return FourLanternsApp(
        match.deal, source, variant, match=match, words=words_for(lang), guard=0.0, bot_pace=0.0
    )


# -- Spanish names the suits as the spec's terms table does -----------------------


async def test_spanish_names_the_suits_as_the_terms_table_does() -> None:
    """The spec's terms table: Ámbar / Teal / Musgo / Violeta, in the table and in the help."""
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for("es"), guard=0.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t", "1", "enter")
        table = await settled(pilot)
        assert "Teal" in table
        await pilot.press("question_mark")
        shown = flat(await settled(pilot))
        assert "16 cartas: Ámbar, Teal, Musgo, Violeta" in shown
        assert "t1 es Teal 1" in shown


# -- p in a game of one scoring --------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_p_in_sticheln_says_it_has_one_scoring(lang: Lang) -> None:
    words = words_for(lang)
    app = on_table(Match.of_deal(sticheln_deal(), hidden=False), lang, STICHELN_NAME)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("p")
        shown = flat(await settled(pilot))
        assert flat(words.catalogue("match.scoring_sticheln")) in shown
        # Still no p in the footer: there is nothing to switch.
        footer = screen_text(app).splitlines()[-1]
        assert words.key_scoring not in footer


# -- c on a deal without a paper trace -------------------------------------------


async def test_c_on_a_random_deal_says_there_is_no_paper_trace() -> None:
    words = words_for("en")
    app = on_table(Match.seeded("four-lanterns", 5, 1), source="--seed 5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert "paper trace" not in flat(screen_text(app))
        await pilot.press("c")
        await settled(pilot)
        panel = app.table.query_one(ChecklistPanel)
        assert panel.display
        assert flat(words.checklist_no_trace) in read(shown_in(app, panel))


# -- ? on the hand-off screen ------------------------------------------------------


async def test_question_mark_on_the_hand_off_opens_the_help_and_shows_no_card() -> None:
    words = words_for("en", "sticheln")
    app = sticheln_app(hidden=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await hand_off_to(pilot, Seat.NORTH)
        await pilot.press("question_mark")
        shown = await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert words.catalogue("match.handoff_stray") not in shown
        assert words.help_title in shown
        # The help's rules and keys only: no card of any hand, face up or not.
        assert "▕" not in shown
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HandOffScreen)


# -- a bot's seat in a game without bids ------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_a_key_for_a_four_lanterns_bot_says_it_plays_without_bidding(lang: Lang) -> None:
    words = words_for(lang)
    east = words.seat(Seat.EAST)
    match = Match.of_deal(load_deal(), bots=((Seat.EAST, "basic"),))
    variant = next(iter(match.deal.rules.variants.values()))
    app = FourLanternsApp(
        match.deal, DEAL_NAME, variant, match=match, words=words, guard=0.0, bot_pace=600.0
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t", "1", "enter")
        await settled(pilot)
        assert app.table.state.to_play is Seat.EAST
        await pilot.press("enter")
        shown = flat(await settled(pilot))
        assert flat(words.catalogue("match.bot_plays_itself", seat=east)) in shown
        assert flat(words.catalogue("match.bot_moves_itself", seat=east)) not in shown


async def test_a_key_for_a_sticheln_bot_still_says_it_bids_and_plays() -> None:
    match = Match.of_deal(sticheln_deal(), hidden=False, bots=((Seat.NORTH, "basic"),))
    variant = next(iter(match.deal.rules.variants.values()))
    app = FourLanternsApp(
        match.deal, STICHELN_NAME, variant, match=match, guard=0.0, bot_pace=600.0
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("1", "enter")
        shown = flat(await settled(pilot))
        assert "North is a bot: it bids and plays for itself; no key moves for it." in shown


# -- the end of a duel -------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_the_prompt_after_a_duels_last_round_offers_no_next_round(lang: Lang) -> None:
    words = words_for(lang, "sticheln")
    match = duel_at_last_card(4, seed=3)
    app = on_table(match, lang, "--seed 3")
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        await pilot.press("right", "enter")  # the last card
        await settled(pilot)
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("escape")  # look at the table
        await settled(pilot)
        assert app.table.match is not None and app.table.match.over
        shown = read(shown_in(app, app.table.query_one(NoticeBar)))
        assert flat(words.catalogue("match.prompt_over_last_round")) in shown
        assert flat(words.prompt_over) not in shown


async def test_the_prompt_after_a_matchs_last_hand_says_the_match_is_over() -> None:
    match = nearly_played(Match.seeded("four-lanterns", 3, 2))
    app = on_table(match, source="--seed 3")
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        await pilot.press("right", "enter")  # the last card
        await settled(pilot)
        await pilot.press("escape")
        await settled(pilot)
        shown = read(shown_in(app, app.table.query_one(NoticeBar)))
        assert "The match is over. Enter: what next, r: play the last hand again" in shown
        assert "The hand is over." not in shown


async def test_the_prompt_after_a_round_before_the_last_still_says_the_round_is_over() -> None:
    match = Match.seeded("sticheln", 3, 4, hidden=False)
    state = match.state
    while state.phase is Phase.BIDDING:
        state = state.bid(0)
    while not state.is_over:
        state = state.play(state.legal_plays().cards[0])
    app = on_table(match.with_state(state), source="--seed 3")
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        await pilot.press("escape")
        await settled(pilot)
        shown = read(shown_in(app, app.table.query_one(NoticeBar)))
        assert "The round is over. Enter: what next" in shown


# -- the round panel's label column ------------------------------------------------


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
@pytest.mark.parametrize("lang", LANGS)
async def test_every_value_of_the_round_panel_keeps_one_column(
    lang: Lang, size: tuple[int, int]
) -> None:
    """Four bids beside "Pujas" or "Ansagen" left the column the other values keep."""
    words = words_for(lang, "sticheln")
    labels = [
        words.catalogue(key)
        for key in (
            "match.f_round",
            "match.f_cards",
            "match.f_dealer",
            "match.f_turned",
            "match.f_trump",
            "match.f_bids",
        )
    ] + [words.status_to_play]
    app = on_table(Match.of_deal(sticheln_deal(), hidden=False), lang, STICHELN_NAME)
    async with app.run_test(size=size) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        await settled(pilot)
        panel = app.table.query_one(RoundPanel)
        rows = str(panel.render()).splitlines()
        starts = set()
        for row in rows:
            label = next((label for label in labels if row.startswith(label)), "")
            rest = row[len(label) :]
            starts.add(cell_len(label) + len(rest) - len(rest.lstrip(" ")))
        assert len(starts) == 1, rows
        bids = flat(" ".join(rows[rows.index(next(r for r in rows if r.startswith(labels[5]))) :]))
        for seat, tricks in zip(
            (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST), PAPER_BIDS, strict=True
        ):
            assert f"{words.seat_initial(seat)} {tricks}" in bids, rows

"""The keys each game offers: its help, its footer and its end-of-round prompt."""

from __future__ import annotations

import re

import pytest
from match_support import bid, choose, sticheln_app, sticheln_deal, table, take_hand_off
from textual.pilot import Pilot
from tui_support import DEAL_NAME, keys_for, load_deal, make_app, paper_plays, screen_text

from four_lanterns.engine import V0
from four_lanterns.games.sticheln.rules import TAKEN
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import HelpScreen
from four_lanterns.tui.widgets.footer import KeyFooter
from four_lanterns.tui.words import words_for
from four_lanterns.words.types import Lang

TALL = (120, 60)  # the whole help without scrolling
PAPER_BIDS = (2, 2, 1, 0)


def flat(app: FourLanternsApp) -> str:
    """The screen's text with frames dropped and whitespace collapsed."""
    return " ".join(re.sub(r"[\u2500-\u257f]", " ", screen_text(app)).split())


def notice_text(app: FourLanternsApp) -> str:
    """What the notice bar says now."""
    notice = table(app).notice
    assert notice is not None
    return notice.text


def footer_keys(app: FourLanternsApp) -> list[str]:
    return [key.key for key in app.screen.query_one(KeyFooter).keys]


async def help_text(app: FourLanternsApp) -> str:
    async with app.run_test(size=TALL) as pilot:
        await pilot.pause()
        await take_hand_off(pilot)  # the hand-off of a hidden round; an open one bids nothing
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        return flat(app)


async def test_sticheln_help_lists_its_own_codes_and_keys_and_none_of_four_lanterns() -> None:
    text = await help_text(sticheln_app(hidden=False))
    assert "a t m v 1–13 type a card code (t12 is Teal 12; owl, mole), then Enter" in text
    assert "0–9 Enter bid that many tricks (or ←/→ and Enter)" in text
    assert "h the strong bot's hint for the seat to act" in text
    # u takes back a bid as well as a card, and U makes it again.
    assert "u undo the last card or bid " in text
    assert "U redo the card or bid last undone " in text
    for four_lanterns_only in ("1–4", "switch scoring", "best play", "checklist against"):
        assert four_lanterns_only not in text, four_lanterns_only


async def test_four_lanterns_help_lists_its_own_codes_and_keys_and_none_of_sticheln() -> None:
    text = await help_text(make_app())
    assert "a t m v 1–4 type a card code (t1 is Teal 1), then Enter" in text
    assert "p switch scoring v0 / v1" in text
    assert "b open hands: each card's points with best play" in text
    assert "c checklist against the paper" in text
    assert "u undo the last card " in text and "U redo the card last undone " in text
    for sticheln_only in ("1–13", "owl", "bid that many", "strong bot", "or bid"):
        assert sticheln_only not in text, sticheln_only


@pytest.mark.parametrize(
    ("lang", "bids"), [("en", "bid"), ("de", "Ansage"), ("es", "puja"), ("zh", "叫牌")]
)
async def test_redo_with_nothing_taken_back_while_bidding_speaks_of_bids_too(
    lang: Lang, bids: str
) -> None:
    """At B1 nothing was taken back: U says so of a card or a bid, not of a card alone."""
    deal, words = sticheln_deal(), words_for(lang, "sticheln")
    match = Match.of_deal(deal, hidden=False)
    app = FourLanternsApp(deal, "test", TAKEN, words=words, match=match, guard=0.0)
    async with app.run_test(size=TALL) as pilot:
        await pilot.press("U")
        await pilot.pause()
        said = notice_text(app)
        assert said == words.nothing_to_redo and bids in said, said
        if lang == "en":
            assert said == (
                "Nothing to redo: no card or bid has been taken back since the last move."
            )
    # Four Lanterns has no bids: its sentence speaks of cards only.
    assert "bid" not in words_for("en").nothing_to_redo


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_c_in_a_hidden_seeded_duel_says_there_is_no_paper_trace(lang: Lang) -> None:
    """A seeded duel has no paper trace at all: that is why c shows no checklist."""
    match = Match.seeded("sticheln", 7, 4, hidden=True)
    words = words_for(lang, "sticheln")
    app = FourLanternsApp(match.deal, "--seed 7", TAKEN, words=words, match=match, guard=0.0)
    async with app.run_test(size=TALL) as pilot:
        await take_hand_off(pilot)
        await pilot.press("c")
        await pilot.pause()
        assert notice_text(app) == words.checklist_no_trace
        if lang == "en":
            assert notice_text(app) == "No paper trace in this deal: nothing to check."


async def test_c_in_a_hidden_round_with_a_paper_trace_says_it_would_show_hidden_cards() -> None:
    app = sticheln_app(hidden=True)
    async with app.run_test(size=TALL) as pilot:
        await take_hand_off(pilot)
        await pilot.press("c")
        await pilot.pause()
        said = notice_text(app)
        assert said == words_for("en", "sticheln").catalogue("match.checklist_hidden"), said


async def test_p_is_no_key_of_sticheln_and_pressing_it_changes_nothing() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "p" not in footer_keys(app) and "y" in footer_keys(app)
        before = (app.table.variant, app.table.state)
        await pilot.press("p")
        await pilot.pause()
        assert (app.table.variant, app.table.state) == before
        # Nothing changes but the notice, which says why (as b and h do where they do not apply).
        notice = app.table.notice
        assert notice is not None
        assert notice.text == app.words.catalogue("match.scoring_sticheln")
        assert "p" not in footer_keys(app)
        assert app.crash is None


async def test_p_switches_the_four_lanterns_scoring_from_the_footer() -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "p" in footer_keys(app)
        await pilot.press("p")
        await pilot.pause()
        assert app.table.variant.code == "v1"


async def test_a_finished_sticheln_round_says_round_and_what_the_keys_do() -> None:
    deal = sticheln_deal()
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        for play in (play for row in deal.trace for play in row.plays):
            await choose(pilot, play.card)
        await pilot.press("escape")  # from the result to the table
        await pilot.pause()
        text = flat(app)
        assert "The round is over. Enter: what next, r: play it again, q: quit." in text
        assert "Round over" in text  # under the last trick
        assert "hand is over" not in text and "Hand over" not in text


async def press_r_after_the_bids(pilot: Pilot[int], cards: int) -> None:
    """Bid the paper's bids, play its first ``cards`` cards, and press r."""
    for tricks in PAPER_BIDS:
        await bid(pilot, tricks)
    for play in sticheln_deal().trace[0].plays[:cards]:
        await choose(pilot, play.card)
    await pilot.press("r")
    await pilot.pause()


async def test_restarting_a_sticheln_round_says_round_and_that_its_bids_go_too() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await press_r_after_the_bids(pilot, cards=1)
        question = "Restart the round? Its bids and the cards played so far (1) are taken back."
        assert question in flat(app)
        await pilot.press("y")
        await pilot.pause()
        assert "Restarted: the same hands; North bids first." in flat(app)
        assert not app.table.state.bids


async def test_restarting_after_the_bids_alone_asks_first() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await press_r_after_the_bids(pilot, cards=0)
        question = "Restart the round? The bids made so far (4) are taken back."
        assert question in flat(app)
        await pilot.press("n")
        await pilot.pause()
        assert [b.tricks for b in app.table.state.bids] == list(PAPER_BIDS)


@pytest.mark.parametrize(
    ("lang", "prompt"),
    [
        ("en", "The hand is over. Enter: what next, r: play it again, q: quit."),
        ("de", "Die Hand ist beendet. Enter: wie weiter, r: noch einmal, q: beenden."),
    ],
)
async def test_a_finished_four_lanterns_hand_says_what_the_keys_do(lang: Lang, prompt: str) -> None:
    deal = load_deal()
    app = FourLanternsApp(deal, DEAL_NAME, V0, words=words_for(lang), guard=0.0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*keys_for(paper_plays()))
        await pilot.pause()
        await pilot.press("escape")  # from the result to the table
        await pilot.pause()
        assert prompt in flat(app)


async def test_a_bad_code_in_sticheln_points_to_the_jokers_codes_too() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        await pilot.press("o", "enter")
        await pilot.pause()
        assert (
            "'o' is not a card code: type a suit letter (a, t, m, v) and a rank, like t12,"
            " or owl or mole." in flat(app)
        )
        assert not app.table.state.plays


async def test_a_mole_is_typed_as_a_small_card_shows_it() -> None:
    """One-row cards show the Mole as ``◇MOL``: ``mol`` Enter plays it, as ``mole`` does."""
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(100, 30)) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        await choose(pilot, sticheln_deal().trace[0].plays[0].card)  # North leads Amber 10
        await pilot.press("m", "o", "l", "enter")
        await pilot.pause()
        assert [play.code for play in app.table.state.plays] == ["N:A10", "E:MOLE"]
        await pilot.press("s", ":", "o", "w", "enter")  # too short for the Owl: refused
        await pilot.pause()
        assert len(app.table.state.plays) == 2


async def test_mol_in_four_lanterns_is_refused_as_typed() -> None:
    """Four Lanterns has no Mole: ``mol`` is refused as what was typed, not as a Mole."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m", "o", "l", "enter")
        await pilot.pause()
        said = flat(app)
        assert "'mol' is not a card code" in said, said
        assert "Mole" not in said and "MOLE" not in said
        assert not app.table.state.plays


@pytest.mark.parametrize(
    ("game", "shown", "left_out"),
    [
        ("four-lanterns", {"g", "b", "p"}, {"h"}),
        ("four-lanterns --hidden", {"g", "p"}, {"h", "b"}),
        ("sticheln", {"g", "h"}, {"b", "p"}),
    ],
)
async def test_the_footer_shows_the_new_game_key_and_this_games_advice(
    game: str, shown: set[str], left_out: set[str]
) -> None:
    """At 120 columns: g for a new game, and b (best play) or h (hint) as the game gives it."""
    if game == "sticheln":
        app = sticheln_app(hidden=False)
    else:
        deal = load_deal()
        match = Match.of_deal(deal, hidden=game.endswith("--hidden"))
        app = FourLanternsApp(deal, DEAL_NAME, V0, match=match, guard=0.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if game != "four-lanterns":
            await take_hand_off(pilot)
        keys = set(footer_keys(app))
        assert shown <= keys and not left_out & keys, keys


async def test_the_footer_greys_its_keys_while_a_code_is_typed_and_restores_them() -> None:
    """A code being typed takes every key: the footer shows its keys dimmed until
    the code is played or cleared."""

    def dimmed(app: FourLanternsApp) -> list[bool]:
        """Whether each key's cells are drawn dim, as the footer's line is drawn."""
        footer = app.screen.query_one(KeyFooter)
        dim = [bool(s.style and s.style.dim) for s in footer.render_line(0) for _ in s.text]
        starts = [footer.key_at(x) for x in range(len(dim))]
        return [
            all(dim[x] for x, at in enumerate(starts) if at == index)
            for index in range(len(footer.keys))
        ]

    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert dimmed(app) and not any(dimmed(app))
        await pilot.press("t")
        await pilot.pause()
        assert all(dimmed(app))
        await pilot.press("1", "enter")
        await pilot.pause()
        assert not any(dimmed(app))
        await pilot.press("a")
        await pilot.pause()
        assert all(dimmed(app))
        await pilot.press("escape")
        await pilot.pause()
        assert not any(dimmed(app))

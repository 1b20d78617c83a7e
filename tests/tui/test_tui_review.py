"""Review mode and the checklist: stepping the paper trace, divergences, export, languages."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from match_support import match_app
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.content import Content
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import Input, Static
from tui_support import (
    DEAL_NAME,
    REPO,
    load_deal,
    paper_plays,
    place,
    screen_text,
    settled,
    shown,
    type_plays,
)

from four_lanterns.cli.main import build_parser, main
from four_lanterns.engine import V0, V1, Deal, Play, ScoringVariant, step_id
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import GoToScreen
from four_lanterns.tui.screens.review import ReviewScreen
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.view import history_lines
from four_lanterns.tui.widgets.checklist import ChecklistPanel
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.history import HistoryPanel
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Words, words_for

SIZE = (120, 40)
DATA = REPO / "tests" / "review" / "data"
STATUS = re.compile(r"\bT(\d) (match|mismatch|not executed|in progress)\b")


def review_app(
    deal: Deal | None = None,
    variant: ScoringVariant = V0,
    *,
    lang: Lang = "en",
    source: str = DEAL_NAME,
) -> FourLanternsApp:
    """``four-lanterns review`` on ``deal`` (the fixed deal unless given)."""
    return FourLanternsApp(deal or load_deal(), source, variant, words=words_for(lang), review=True)


def live_app(deal: Deal, source: str, *, lang: Lang = "en") -> FourLanternsApp:
    """``four-lanterns play`` on ``deal``."""
    return FourLanternsApp(deal, source, V0, words=words_for(lang))


def statuses(app: FourLanternsApp) -> list[str]:
    """The checklist status of every trick, as the screen shows it (T1 first)."""
    found = dict(STATUS.findall(screen_text(app)))
    return [found.get(str(number), "?") for number in range(1, 5)]


def expected_statuses(cards: int) -> list[str]:
    """After ``cards`` of the paper: its tricks done match, one begun is in progress."""
    done, begun = divmod(cards, 4)
    return (
        ["match"] * done
        + ["in progress"] * (begun > 0)
        + ["not executed"] * (4 - done - (begun > 0))
    )


def message(app: FourLanternsApp) -> str:
    return app.table.query_one("#message", Line).text


def prompt(app: FourLanternsApp) -> str:
    return app.table.query_one("#prompt", Line).text


def checklist_rows(app: FourLanternsApp) -> str:
    """The checklist rows, unwrapped.

    A line the panel broke for its width goes on under itself, in no-break
    spaces: two in the compact rows, four in the details (whose paper and
    engine lines start two in).
    """
    rows = str(app.table.query_one("#checklist-rows", Static).render())
    continued = "\n" + "\u00a0" * (4 if app.table.detail else 2)
    return rows.replace(continued, " ")


def checklist_note(app: FourLanternsApp) -> str:
    """The line under the checklist rows (the first divergence), unwrapped."""
    note = str(app.table.query_one("#checklist-divergence", Static).render())
    return re.sub("\n\u00a0+", " ", note)


# -- stepping ------------------------------------------------------------------


async def test_forward_through_16_cards_and_back_checks_every_trick_at_every_step() -> None:
    """n and p walk the paper trace; the rows turn match exactly as tricks complete."""
    app = review_app()
    plays = paper_plays()
    async with app.run_test(size=SIZE) as pilot:
        assert statuses(app) == expected_statuses(0)
        assert "no card played yet, 0 of 16" in prompt(app)
        for count in range(1, 17):
            await pilot.press("n" if count % 2 else "right")
            step = f"T{(count - 1) // 4 + 1}.{(count - 1) % 4 + 1}"
            assert f"Review: {step} played, {count} of 16" in screen_text(app)
            assert statuses(app) == expected_statuses(count), step
            assert app.table.state.plays == tuple(plays[:count])
        await pilot.press("n")
        assert "End of the paper trace: T4.4 is its last card." in message(app)
        assert checklist_note(app) == "all 4 tricks match the paper trace"
        for count in range(15, -1, -1):
            await pilot.press("b" if count % 2 else "left")
            assert statuses(app) == expected_statuses(count), count
            assert len(app.table.state.plays) == count
        await pilot.press("b")
        assert "Start of the paper trace" in message(app)


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("en", "the one trick matches the paper trace"),
        ("de", "der eine Stich stimmt mit der Papierfolge überein"),
    ],
)
async def test_a_paper_of_one_trick_says_the_one_trick_matches(lang: Lang, note: str) -> None:
    """Not "all 1 tricks": a record stopped after its first trick has a paper of one."""
    deal = load_deal()
    app = review_app(dataclasses.replace(deal, trace=deal.trace[:1]), lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(4):
            await pilot.press("n")
        await settled(pilot)
        assert checklist_note(app) == note


async def test_each_step_shows_what_live_play_shows() -> None:
    """At T2.2 the review table and the live table draw the same hands, trick and status."""
    review, live = review_app(), live_app(load_deal(), DEAL_NAME)
    async with review.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 6)
        reviewed = screen_text(review)
    async with live.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:6])
        played = screen_text(live)
        width = live.table.query_one("#table").region.width
    # Everything above the notice bar is the same (the prompt and footer differ by
    # mode), except that review marks no seat as the one to play.
    table_rows = slice(0, 20)
    assert "▶ to play" in played and "▶ to play" not in reviewed
    unmarked = played.replace("▶ to play", " " * len("▶ to play")).translate(_LIGHT)
    # Beside the side column: live play hides the checklist, and keeps the
    # paper's values to come to itself when it is shown.
    assert [row[:width] for row in reviewed.splitlines()[table_rows]] == [
        row[:width] for row in unmarked.splitlines()[table_rows]
    ]


# The heavy frame of the seat to play, drawn light as every other seat's.
_LIGHT = str.maketrans("┏┓┗┛━┃", "╭╮╰╯─│")


async def test_review_shows_no_cursor_and_no_turn_mark() -> None:
    """Nothing is played by hand in review: no seat to play marked, no card under a cursor."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(4):
            await pilot.press("n")
            assert app.table.cursor is None
            hands = app.table.query(Hand)
            assert not [
                at
                for hand in hands
                for at in range(len(hand.cards))
                if "hand--cursor" in hand.looks(at)
            ]
            assert not app.table.query("SeatPanel.-turn")
            assert "to play" not in "".join(
                line.text for line in app.table.query(".mark-turn").results(Line)
            )
        await pilot.press("right", "left", "tab")
        assert app.table.cursor is None


async def test_go_to_a_trick_goes_to_its_end() -> None:
    """g T2 Enter: after trick 2's last card, its winner shown, as g T2.4 does."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g", *"T2", "enter")
        await pilot.pause()
        assert len(app.table.state.plays) == 8
        assert "Review: T2.4 played, 8 of 16" in prompt(app)
        await pilot.press("g", *"t4", "enter")
        await pilot.pause()
        assert len(app.table.state.plays) == 16


async def test_the_end_of_the_trace_offers_no_next() -> None:
    """At the last card the prompt says it is the end and offers back and go to, not next."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 15)
        assert "n/→ next" in prompt(app)
        await pilot.press("n")
        assert prompt(app) == (
            "Review: T4.4 played, 16 of 16 paper cards: the end. b/← back, g go to a step."
        )
        await pilot.press("b")
        assert "n/→ next" in prompt(app)


async def test_the_result_gives_the_score_in_the_status_panels_order() -> None:
    """The status panel and the notice both give N/S first: 2–3, never 3–2."""
    app = review_app(variant=V1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        text = screen_text(app)
        assert re.search(r"▸v1 2–3\s+E/W win", text)
        assert "v1: N/S 2 – E/W 3, E/W win" in message(app)
        assert "3–2" not in text


async def test_home_and_end() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        assert len(app.table.state.plays) == 16
        assert app.table.state.is_over
        assert "v1: N/S 2 – E/W 3, E/W win" in screen_text(app)
        await pilot.press("home")
        assert app.table.state.plays == ()
        assert statuses(app) == expected_statuses(0)


async def test_go_to_t3_2() -> None:
    """g, T3.2, Enter: ten cards played, East's Moss 1 the last, South to play."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        assert isinstance(app.screen, GoToScreen)
        await pilot.press(*"T3.2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        text = screen_text(app)
        assert "Review: T3.2 played, 10 of 16" in text
        assert "T3.2 East plays Moss 1" in text
        assert re.search(r"To play\s+South", text)
        assert statuses(app) == ["match", "match", "in progress", "not executed"]


@pytest.mark.parametrize(
    ("typed", "explained"),
    [
        (
            "3.2",
            "'3.2' is not a step id: type T, the trick, a dot and the card, like T3.2, "
            "or T3 for the end of trick 3.",
        ),
        ("T0", "'T0' is not a step id"),
        ("x9", "'x9' is not a step id"),
    ],
)
async def test_a_bad_step_id_is_explained_and_changes_nothing(
    typed: str, explained: str, bells: list[None]
) -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n", "g", *typed, "enter")
        await pilot.pause()
        assert explained in message(app)
        assert bells == [None]
        assert len(app.table.state.plays) == 2
        assert "Review: T1.2 played" in prompt(app)


# A step id of the right form that the fixed deal's paper trace (4 tricks of 4 cards) lacks.
NO_SUCH_STEP = {
    "en": "'{text}': the paper trace has no such step; it ends at T4.4.",
    "de": "'{text}': die Papierfolge hat keinen solchen Schritt; sie endet bei T4.4.",
    "es": "'{text}': la traza no tiene ese paso; termina en T4.4.",
    "zh": "'{text}'：纸面轨迹没有这一步，它在 T4.4 结束。",
}


@pytest.mark.parametrize("typed", ["T9.9", "T9.1", "T1.5", "T9"])
@pytest.mark.parametrize("lang", LANGS)
async def test_a_step_the_trace_lacks_names_the_last_step(
    lang: Lang, typed: str, bells: list[None]
) -> None:
    """g T9.9: not "not a step id" but that the trace has no such step, and where it ends."""
    app = review_app(lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n", "g", *typed, "enter")
        await pilot.pause()
        assert message(app) == NO_SUCH_STEP[lang].format(text=typed)
        assert bells == [None]
        assert len(app.table.state.plays) == 2


async def test_escape_closes_the_step_dialog() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g", "escape")
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("g")
        assert app.screen.query_one(Input).has_focus


@pytest.mark.parametrize(
    ("keys", "offered", "cards"),
    [
        pytest.param((), "T1.1", 1, id="start"),
        pytest.param(("n",) * 6, "T2.2", 6, id="middle"),
        pytest.param(("end",), "T4.4", 16, id="end"),
    ],
)
async def test_the_step_dialog_offers_a_step_it_takes(
    keys: tuple[str, ...], offered: str, cards: int, bells: list[None]
) -> None:
    """g opens with a step id typed in that Enter takes: the last card played (T1.1 before any).

    Never ``T1.0``, which the dialog refuses: in the middle and at the end
    Enter stays where the review is; at the start it goes to the first card.
    """
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys, "g")
        await pilot.pause()
        assert isinstance(app.screen, GoToScreen)
        assert app.screen.query_one("#goto-input", Input).value == offered
        text = screen_text(app)
        assert offered in text and "T1.0" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen)
        assert bells == []
        assert "not a step id" not in message(app)
        assert "no such step" not in message(app)
        assert len(app.table.state.plays) == cards
        assert f"Review: {offered} played, {cards} of 16" in prompt(app)


def illegal_deal(tmp_path: Path) -> Deal:
    """The fixed deal with a paper whose T2.2 South discards Moss 4 while holding Amber 1."""
    text = (REPO / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    assert text.count('"S:A1"') == 1
    illegal = tmp_path / "illegal.toml"
    illegal.write_text(text.replace('"S:A1"', '"S:M4"'), encoding="utf-8")
    return Deal.load(illegal)


async def test_the_step_dialog_at_a_refused_card_offers_the_last_card_taken(
    tmp_path: Path, bells: list[None]
) -> None:
    """The paper's T2.2 is refused: at the review's end g offers T2.1, and Enter says why again."""
    app = review_app(illegal_deal(tmp_path), source="illegal.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end", "g")
        await pilot.pause()
        assert app.screen.query_one("#goto-input", Input).value == "T2.1"
        await pilot.press("enter")
        await pilot.pause()
        assert bells == []
        assert len(app.table.state.plays) == 5
        assert message(app).startswith("The paper's next card is refused by the rules: ")


async def test_typing_in_the_step_dialog_replaces_the_step_offered() -> None:
    """The step offered is selected: T3 typed over it goes to the end of trick 3."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n", "g", *"T3", "enter")
        await pilot.pause()
        assert len(app.table.state.plays) == 12


async def test_cards_are_not_played_by_hand_in_review() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "1", "enter")
        assert app.table.state.plays == ()
        assert "the cards come from the paper trace" in message(app)


async def test_a_click_on_a_card_in_review_plays_nothing() -> None:
    """A click on the card the paper plays next says where the cards come from, and plays it not."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        first = paper_plays()[0].card
        hand = app.table.query_one("#seat-n Hand", Hand)
        assert await pilot.click(hand, offset=place(hand, first))
        await shown(pilot, "the cards come from the paper trace")
        await settled(pilot)
        assert app.table.state.plays == ()
        assert first in hand.cards
        assert "the cards come from the paper trace" in message(app)


async def test_review_help_lists_the_stepping_keys() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        text = screen_text(app)
        assert "go to a step id, like T3.2, or to the end of a trick, like T2" in text
        for key, line in (
            ("b ←", "take back one card"),
            ("p", "switch scoring"),
            ("x", "write the"),
        ):
            assert re.search(rf"{key}\s+{line}", text)
        assert "undo the last card" not in text


async def test_quit_in_review_does_not_ask() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", "n", "q")
        await pilot.pause()
    assert app.return_code == 0


# -- the checklist ---------------------------------------------------------------


async def test_wrong_winner_in_the_paper_is_a_mismatch_on_exactly_trick_3() -> None:
    """The fixture says West took trick 3; the rules say South: only T3 is flagged."""
    deal = Deal.load(DATA / "deal_wrong_winner.toml")
    app = review_app(deal, source="deal_wrong_winner.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 11)
        assert statuses(app) == ["match", "match", "in progress", "not executed"]
        await pilot.press("n")
        assert statuses(app) == ["match", "match", "mismatch", "not executed"]
        await pilot.press("end")
        text = screen_text(app)
        assert statuses(app) == ["match", "match", "mismatch", "match"]
        assert "T3 mismatch (winner)" in text
        assert checklist_note(app) == "mismatch in winner at T3: paper West, engine South"


async def test_an_illegal_play_in_the_paper_stops_the_review_there(tmp_path: Path) -> None:
    """The paper has South discard Moss 4 at T2.2 while holding Amber 1: End stops before it."""
    app = review_app(illegal_deal(tmp_path), source="illegal.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        assert len(app.table.state.plays) == 5
        assert message(app) == (
            "The paper's next card is refused by the rules: "
            "South holds Amber 1, so South must follow Amber; Moss 4 is not allowed."
        )
        assert statuses(app) == ["match", "mismatch", "not executed", "not executed"]
        assert checklist_note(app).startswith("left the paper trace at T2.2")
        assert "refused" in checklist_note(app)
        await pilot.press("n")
        assert len(app.table.state.plays) == 5
        assert message(app).startswith("The paper's next card is refused by the rules")


@pytest.mark.parametrize("step", ["T2.3", "T3", "T4.4"])
async def test_going_to_a_step_past_a_refused_card_stops_at_the_refusal(
    tmp_path: Path, step: str
) -> None:
    """g to a step the paper has after its refused T2.2: the review stops there and says why."""
    app = review_app(illegal_deal(tmp_path), source="illegal.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g", *step, "enter")
        await pilot.pause()
        assert len(app.table.state.plays) == 5
        assert message(app).startswith("The paper's next card is refused by the rules: ")
        assert "no such step" not in message(app)


async def test_details_show_expected_and_observed_apart() -> None:
    """c: the paper's cards, winner, score and next leader, and the engine's, line by line."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 6, "c")
        await settled(pilot)
        rows = checklist_rows(app).replace("\u00a0", " ").splitlines()
        assert rows[:3] == [
            "T1 match",
            "  paper North: T1 T4 T3 T2 · East 0–1 → East",
            "  engine North: T1 T4 T3 T2 · East 0–1 → East",
        ]
        assert "  engine East: A2 A1 (in progress)" in rows
        text = screen_text(app)
        assert "paper North: T1 T4 T3 T2" in text.replace("\u00a0", " ")
        assert "History" not in text  # the details take the history's room
        await pilot.press("c")
        assert "History" in await settled(pilot)


async def test_live_play_follows_the_paper_then_reports_the_departure_at_t2_1() -> None:
    """East leads Moss 1 instead of Amber 2: T2 mismatch, the rest not executed."""
    app = live_app(load_deal(), DEAL_NAME)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")  # in live play the checklist is shown on request
        await type_plays(pilot, paper_plays()[:4])
        assert statuses(app) == ["match", "not executed", "not executed", "not executed"]
        assert checklist_note(app) == "following the paper trace"
        await type_plays(pilot, [Play.parse("E:M1")])
        assert statuses(app) == ["match", "mismatch", "not executed", "not executed"]
        sentence = "left the paper trace at T2.1: paper East Amber 2, played East Moss 1"
        assert checklist_note(app) == sentence
        assert "left the paper trace at T2.1" in screen_text(app)
        await type_plays(pilot, [Play.parse("S:M4"), Play.parse("W:M3"), Play.parse("N:M2")])
        assert statuses(app)[2:] == ["not executed", "not executed"]


async def test_live_departure_at_t2_3_with_discards() -> None:
    """North plays Moss 2 where the paper has Moss 3: the step and both cards are named."""
    deal = Deal.load(DATA / "deal_discards.toml")
    plays = [play for row in deal.trace for play in row.plays]
    app = live_app(deal, "deal_discards.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await type_plays(pilot, [*plays[:6], Play.parse("N:M2")])
        assert statuses(app) == ["match", "mismatch", "not executed", "not executed"]
        sentence = "left the paper trace at T2.3: paper North Moss 3, played North Moss 2"
        assert checklist_note(app) == sentence
        assert "left the paper trace at T2.3" in screen_text(app)


async def test_switching_variant_rechecks_the_scores() -> None:
    """s re-checks the running scores under v1; the paper has both, so all still match."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end")
        assert re.search(r"T4 match\s+West 2–2", screen_text(app))
        await pilot.press("p")
        assert app.table.checklist is not None
        assert app.table.checklist.variant is V1
        assert re.search(r"T4 match\s+West 2–3", screen_text(app))
        assert statuses(app) == ["match"] * 4


async def test_a_deal_without_trace_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    text = (REPO / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    bare = tmp_path / "bare.toml"
    bare.write_text(text.split("[[trace]]")[0], encoding="utf-8")
    app = live_app(Deal.load(bare), "bare.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        assert checklist_rows(app) == "No paper trace in this deal: nothing to check."
        assert "No paper trace in this deal" in screen_text(app)
        await pilot.press("x")
        # The game's record is written; a report needs a paper trace.
        assert message(app) == "Record written to four-lanterns-record-bare.toml"
    assert not list(tmp_path.glob("four-lanterns-report-*"))
    assert (tmp_path / "four-lanterns-record-bare.toml").is_file()


async def test_a_deal_without_trace_offers_no_details() -> None:
    """play --seed 5: c says there is no paper trace and offers to hide that, not details."""
    words = words_for("en")
    app = match_app(Match.seeded("four-lanterns", 5, 1), "--seed 5")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        text = await settled(pilot)
        assert checklist_rows(app) == words.checklist_no_trace
        assert "c details" not in text
        assert re.search(r"c hide\b", text)
        await pilot.press("c")  # one c more hides it: there are no details to show
        text = await settled(pilot)
        assert not app.table.checklist_shown
        assert words.checklist_no_trace not in text


async def test_the_checklist_key_says_what_c_does_next_in_play_and_review() -> None:
    """c's label never offers the details on screen already, and c does what it says.

    Compact: "c details" in both modes. Detailed: "c hide" in live play, where
    c then hides the panel; "c less" in review, where c goes back to compact.
    """
    words = words_for("en")
    for mode, app in (("play", live_app(load_deal(), DEAL_NAME)), ("review", review_app())):
        async with app.run_test(size=SIZE) as pilot:
            if mode == "play":
                await pilot.press("c")  # in live play the checklist is shown on request
            compact = await settled(pilot)
            assert "c details" in compact
            await pilot.press("c")
            detailed = await settled(pilot)
            assert app.table.checklist_shown and app.table.detail
            assert "c details" not in detailed  # the details are on screen already
            label = words.checklist_hide if mode == "play" else words.checklist_less
            assert label in detailed
            await pilot.press("c")
            after = await settled(pilot)
            if mode == "play":
                assert not app.table.checklist_shown
                assert words.checklist_title not in after
            else:
                assert app.table.checklist_shown and not app.table.detail
                assert "c details" in after


def cells(row: str, start: int, width: int) -> str:
    """The characters of ``row`` in its cells ``start`` to ``start + width`` (a Chinese
    character is two cells)."""
    shown, at = [], 0
    for character in row:
        if start <= at and at + cell_len(character) <= start + width:
            shown.append(character)
        at += cell_len(character)
    return "".join(shown).rstrip()


async def checklist_lines(pilot: Pilot[int], app: FourLanternsApp) -> list[str]:
    """Every line of the checklist panel as the screen shows it, scrolled from top to bottom.

    No-break spaces read as spaces; a line is the panel's inside, less its padding;
    the empty room under the last line is left out.
    """
    panel = app.table.query_one(ChecklistPanel)
    lines: dict[int, str] = {}
    top = 0
    while True:
        panel.scroll_to(y=top, animate=False, immediate=True)
        text = await settled(pilot)
        inside = panel.scrollable_content_region
        shown = text.splitlines()[inside.y : inside.bottom]
        for offset, row in enumerate(shown):
            lines[round(panel.scroll_y) + offset] = cells(row, inside.x, inside.width)
        if top >= panel.max_scroll_y:
            break
        top = min(top + inside.height, round(panel.max_scroll_y))
    shown = [lines[at].replace("\u00a0", " ") for at in sorted(lines)]
    while shown and not shown[-1]:
        shown.pop()  # the room under the text of a panel taller than it
    return shown


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("keys", [("n",) * 6, ("end",)], ids=["T2.2", "end"])
@pytest.mark.parametrize("lang", LANGS)
async def test_detail_rows_broken_for_the_width_read_as_continuations(
    lang: Lang, keys: tuple[str, ...], size: tuple[int, int]
) -> None:
    """c: only a trick's row starts at the panel's edge and only a paper or engine line two
    cells in; a line too long for the panel goes on four cells in, never as a row of its
    own (``T2 · East 0–1 → East`` under ``paper North: T1 T4 T3``), and each trick's cards
    stay together on one line. At 120×40 every line is whole."""
    words = words_for(lang)
    app = review_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*keys, "c")
        lines = await checklist_lines(pilot, app)
        rows = lines[: app.table.query_one("#checklist-rows", Static).size.height]
        note = lines[len(rows) :]
        labels = (words.checklist_paper, words.checklist_engine)
        heads: list[str] = []
        for number, line in enumerate(rows):
            indent = len(line) - len(line.lstrip(" "))
            if indent == 0:
                heads.append(line.split()[0])
            elif indent == 2:
                assert line.lstrip().startswith(labels), rows
            else:
                assert indent == 4 and number > 0 and size == (80, 24), rows
        assert heads == ["T1", "T2", "T3", "T4"], rows
        assert note and all(line.startswith(" " * 4) for line in note[1:]), note
        for trick in load_deal().trace:
            cards = " ".join(play.card.code for play in trick.plays)
            assert any(cards in line for line in rows), (cards, rows)


@pytest.mark.parametrize(
    ("keys", "indent"), [(("c",), 2), (("c", "c"), 4)], ids=["compact", "details"]
)
async def test_the_first_divergence_broken_for_the_width_reads_as_one_sentence(
    keys: tuple[str, ...], indent: int
) -> None:
    """At 80×24 the divergence's sentence goes on under itself, deeper than any row starts
    (two cells in under the compact rows, four in the details): its ``T2.1:`` never starts
    a line at the edge, as a trick's row does. The history keeps a play in sight."""
    app = live_app(load_deal(), DEAL_NAME)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, [*paper_plays()[:4], Play.parse("E:M1")])
        await pilot.press(*keys)
        lines = await checklist_lines(pilot, app)
        rows = app.table.query_one("#checklist-rows", Static).size.height
        note = lines[rows:]
        assert note[0].startswith("left the paper trace")
        assert len(note) > 1, note
        assert all(len(line) - len(line.lstrip()) == indent for line in note[1:]), note
        assert " ".join(line.strip() for line in note) == checklist_note(app)
        if keys == ("c",):
            assert "T2.1 East: Moss 1" in screen_text(app)  # the history keeps its line


async def assert_current_trick_in_view(pilot: Pilot[int], app: FourLanternsApp) -> None:
    """The checklist shows every line of the trick the last card went to (T1 before any):
    its row, its paper line and its engine line, within the panel as it is scrolled now."""
    text = await settled(pilot)
    played = len(app.table.state.plays)
    trick = (played - 1) // 4 + 1 if played else 1
    panel = app.table.query_one(ChecklistPanel)
    # The panel's lines, unscrolled: where the trick's lines are among them.
    lines = str(app.table.query_one("#checklist-rows", Static).render()).splitlines()
    first = next(at for at, line in enumerate(lines) if line.startswith(f"T{trick} "))
    after = [at for at, line in enumerate(lines) if line.startswith(f"T{trick + 1} ")]
    end = after[0] if after else len(lines)
    inside = panel.scrollable_content_region
    top = round(panel.scroll_y)
    where = f"after {played} cards: lines {first}-{end} of {len(lines)}, scrolled to {top}"
    assert top <= first and end <= top + inside.height, where
    # And on screen: the panel's inside shows the trick's row.
    shown = [cells(row, inside.x, inside.width) for row in text.splitlines()]
    shown = shown[inside.y : inside.bottom]
    assert lines[first].rstrip() in shown, (where, shown)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_the_details_keep_the_current_trick_in_view(size: tuple[int, int]) -> None:
    """c, then n through the paper and b back to the start: the detailed checklist scrolls
    with the review, so the trick being compared is always on screen (at 80×24 the four
    tricks' lines are more than the panel's height)."""
    app = review_app()
    async with app.run_test(size=size) as pilot:
        await pilot.press("c")
        await assert_current_trick_in_view(pilot, app)
        for _ in range(16):
            await pilot.press("n")
            await assert_current_trick_in_view(pilot, app)
        for _ in range(16):
            await pilot.press("b")
            await assert_current_trick_in_view(pilot, app)
        assert app.table.state.plays == ()


@pytest.mark.parametrize(
    ("lang", "size"),
    [*((lang, (80, 24)) for lang in LANGS), ("en", (120, 40))],
    ids=[*(f"{lang}-80x24" for lang in LANGS), "en-120x40"],
)
async def test_going_to_a_step_brings_its_trick_into_view(
    lang: Lang, size: tuple[int, int]
) -> None:
    """g to T4.2, to T1.3, then End and Home, in the details and in the compact rows:
    the checklist shows the trick gone to, in every language."""
    app = review_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        for keys in (("c",), ("c",)):  # the details, then back to the compact rows
            await pilot.press(*keys)
            for step in ("T4.2", "T1.3", "T3", "T2.1"):
                await pilot.press("g", *step, "enter")
                await assert_current_trick_in_view(pilot, app)
            for edge in ("end", "home"):
                await pilot.press(edge)
                await assert_current_trick_in_view(pilot, app)


async def test_the_current_trick_comes_back_into_view_after_scrolling_away() -> None:
    """Scrolled by hand to the top at T4.1, the next card brings T4 back into view."""
    app = review_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c", *["n"] * 13)
        await assert_current_trick_in_view(pilot, app)
        panel = app.table.query_one(ChecklistPanel)
        panel.scroll_home(animate=False, immediate=True)
        await settled(pilot)
        assert panel.scroll_y == 0  # T4 out of sight: the person looks back at T1
        await pilot.press("n")
        await assert_current_trick_in_view(pilot, app)


def history_forms(app: FourLanternsApp, words: Words) -> list[str]:
    """How each play line of the history reads: ``"name"`` ("T1.1 North plays Teal 1"),
    ``"short"`` ("T1.1 North: Teal 1") or ``"code"`` ("T1.1 North: T1")."""
    forms: list[str] = []
    plays = app.table.state.plays
    rows = [row for row in app.table.query_one(HistoryPanel).text.splitlines() if row.strip()]
    steps = {step_id(at // 4 + 1, at % 4 + 1): play for at, play in enumerate(plays)}
    for row in rows:
        step = row.split()[0]
        if step not in steps:
            continue  # a trick's result
        play = steps[step]
        seat = words.seat(play.seat)
        read = {
            words.history_play.format(step=step, seat=seat, card=words.card(play.card)): "name",
            words.history_play_short.format(
                step=step, seat=seat, card=words.card(play.card)
            ): "short",
            words.history_play_short.format(step=step, seat=seat, card=play.card.code): "code",
        }
        assert row.strip() in read, row
        forms.append(read[row.strip()])
    return forms


@pytest.mark.parametrize(
    ("size", "form"),
    [((80, 24), "short"), ((120, 40), "name")],
    ids=["80x24", "120x40"],
)
@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_history_names_every_card_one_way_at_a_width(
    lang: Lang, size: tuple[int, int], form: str
) -> None:
    """At 80 columns the play line ``T4.3 North plays Violet 3`` would not fit, so every play
    line is the short ``T4.3 North: Violet 3``, from the first card on; at 120 every line is
    the long one. A line once drawn never changes as the review goes on."""
    words = words_for(lang)
    app = review_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        before: list[str] = []
        for count in range(1, 17):
            await pilot.press("n")
            forms = history_forms(app, words)
            assert forms == [form] * count, (count, app.table.query_one(HistoryPanel).text)
            text = app.table.query_one(HistoryPanel).text.splitlines()
            assert text[: len(before)] == before
            before = text


@pytest.mark.parametrize(
    ("width", "first", "last"),
    [
        (25, "T1.1 North plays Teal 1", "T4.4 East plays Violet 1"),  # the widest fits
        (24, "T1.1 North: Teal 1", "T4.4 East: Violet 1"),
        (20, "T1.1 North: Teal 1", "T4.4 East: Violet 1"),  # "T4.4 North: Violet 4" fits
        (19, "T1.1 North: T1", "T4.4 East: V1"),
    ],
)
async def test_a_narrower_history_says_less_in_every_line(
    width: int, first: str, last: str
) -> None:
    """The widest line the deck makes decides the form for them all: "plays", then the
    card's name, are given up only where that line would not fit."""
    words = words_for("en")
    state = load_deal().new_game()
    for play in paper_plays():
        state = state.play(play.card, play.seat)

    class Panel(App[None]):
        CSS = f"HistoryPanel {{ width: {width}; height: 30; scrollbar-size-vertical: 0; }}"

        def compose(self) -> ComposeResult:
            yield HistoryPanel(history_lines(state, V0), words=words)

    app = Panel()
    async with app.run_test(size=(40, 30)) as pilot:
        await pilot.pause()
        rows = app.query_one(HistoryPanel).text.splitlines()
        assert rows[0] == first and rows[-2] == last, rows
        assert len(rows) == 20  # 16 plays and 4 results, none wrapped


async def test_history_in_chinese_names_every_card_at_80x24() -> None:
    """The Chinese play lines fit 80 columns with the cards' names: all of them named."""
    words = words_for("zh")
    app = review_app(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("end")
        assert history_forms(app, words) == ["name"] * 16


async def test_a_card_played_draws_only_its_own_history_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One form a width: stepping draws a card's line (and its trick's result), never the
    whole history again; a new width draws every line once."""
    drawn: list[str] = []
    draw = HistoryPanel._draw

    def counted(panel: HistoryPanel, text: Content) -> list[Strip]:
        drawn.append(text.plain)
        return draw(panel, text)

    monkeypatch.setattr(HistoryPanel, "_draw", counted)
    app = review_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for count in range(1, 17):
            drawn.clear()
            await pilot.press("n")
            await pilot.pause()
            assert len(drawn) == (2 if count % 4 == 0 else 1), (count, drawn)
        drawn.clear()
        await pilot.resize_terminal(120, 40)
        await settled(pilot)
        assert len(drawn) == 20, drawn  # 16 plays and 4 results, each once
        assert history_forms(app, words_for("en")) == ["name"] * 16


def test_review_command_without_trace_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (REPO / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    bare = tmp_path / "bare.toml"
    bare.write_text(text.split("[[trace]]")[0], encoding="utf-8")
    assert main(["review", "--deal", str(bare)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "has no [[trace]] to review" in err[0]


# -- export ----------------------------------------------------------------------


async def test_export_writes_the_report_of_the_plays_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 9, "x")
        assert "Report written to four-lanterns-report-deal_fixed-v0.md" in message(app)
        on_screen = statuses(app)
    report = (tmp_path / "four-lanterns-report-deal_fixed-v0.md").read_text(encoding="utf-8")
    assert report.startswith("# Four Lanterns review report")
    assert "| T2 | match |" in report
    # T3 begun (T3.1 played): "in progress" in the report, as in the checklist on screen.
    assert "| T3 | in progress |" in report
    assert "| T4 | not executed |" in report
    in_report = re.findall(r"^\| T\d \| ([a-z ]+) \|", report.split("## Checklist")[1], re.M)
    assert in_report == on_screen == ["match", "match", "in progress", "not executed"]
    assert "North Moss 2; East Moss 1; South Moss 4" not in report.split("## Observed")[1]
    assert "North Moss 2" in report.split("## Observed")[1]


async def test_export_in_german_from_live_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    app = live_app(load_deal(), DEAL_NAME, lang="de")
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:4])
        await pilot.press("p", "x")
        assert message(app) == (
            "Protokoll und Bericht geschrieben: four-lanterns-record-deal_fixed.toml,"
            " four-lanterns-report-deal_fixed-v1.md"
        )
    report = (tmp_path / "four-lanterns-report-deal_fixed-v1.md").read_text(encoding="utf-8")
    assert "| T1 | stimmt |" in report
    assert "| T2 | nicht ausgeführt |" in report


async def test_a_failed_export_is_shown_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bells: list[None]
) -> None:
    (tmp_path / "four-lanterns-report-deal_fixed-v0.md").mkdir()  # a folder in the way
    monkeypatch.chdir(tmp_path)
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x")
        assert "The report could not be written to four-lanterns-report-deal_fixed-v0.md" in (
            message(app)
        )
        assert bells == [None]
        await pilot.press("n")
        assert len(app.table.state.plays) == 1
    assert app.crash is None


# -- languages -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_checklist_and_footer_in_every_language(lang: Lang) -> None:
    """The statuses are the catalogue's words; the footer speaks the language."""
    catalogue, words = Catalogue(lang), words_for(lang)
    app = review_app(lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 8)
        text = screen_text(app)
        rows = [line for line in text.splitlines() if re.search(r"│ T\d ", line)]
        assert any(f"T2 {catalogue('report.match')}" in row for row in rows)
        assert any(f"T3 {catalogue('report.not_executed')}" in row for row in rows)
        footer = [line for line in text.splitlines() if line.strip()][-1]
        for label in (words.key_next, words.key_back, words.key_goto, words.key_quit):
            assert label in footer
        assert f"y {words.key_why}" in footer and f"p {words.key_scoring}" in footer
        assert words.checklist_title in text


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
async def test_review_footer_is_not_cut_at_80_columns(lang: Lang, ascii_only: bool) -> None:
    words = words_for(lang)
    app = FourLanternsApp(
        load_deal(), DEAL_NAME, V0, words=words, review=True, ascii_only=ascii_only
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = [line for line in screen_text(app).splitlines() if line.strip()][-1]
        assert footer.rstrip().endswith(f"q {words.key_quit}")


async def test_chinese_uses_letters_not_ambiguous_width_shapes() -> None:
    app = review_app(lang="zh")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 5)
        text = screen_text(app)
        assert not set("◆●▲■★▶") & set(text)
        assert "南" in text and "A1" in text


@pytest.mark.parametrize("steps", [0, 6, 16])
async def test_the_chinese_prompt_keeps_a_number_with_its_measure_word(steps: int) -> None:
    """At 80×24 the prompt breaks between sentences, never between ``6`` and ``张``."""
    app = review_app(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*["n"] * steps)
        await pilot.pause()
        text = screen_text(app)
        assert "审查" in text
        assert not re.search(r"\d\s*[│┃]\s*\n[│┃]\s*张", text), text
        assert re.search(rf"(?<!\d){steps} 张" if steps else "共 16 张牌", text), text


def test_table_screen_is_the_live_one() -> None:
    assert not issubclass(TableScreen, ReviewScreen)


@pytest.mark.parametrize(
    ("argv", "lang"),
    [
        (["--lang", "zh"], "zh"),
        (["review", "--lang", "es"], "es"),
        (["--lang", "de", "play"], "de"),
        (["play", "--lang", "de"], "de"),
        (["review"], None),
    ],
)
def test_lang_option_on_the_table_commands(argv: list[str], lang: str | None) -> None:
    assert getattr(build_parser().parse_args(argv), "lang", None) == lang


async def test_review_keeps_one_copy_of_the_state() -> None:
    """The table's state is the position; the stepper is made from it, not kept beside it."""
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"n" * 5, "b")
        screen = app.table
        assert isinstance(screen, ReviewScreen)
        stepper = screen.stepper
        assert stepper is not None
        assert stepper.state is screen.state
        assert stepper.position == 4

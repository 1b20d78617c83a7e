"""SVG snapshots of review mode and the checklist, in every language and at both sizes.

Update with ``pytest tests/tui --snapshot-update`` and look at every changed SVG
before accepting it (convert with ``rsvg-convert``). Chinese characters are two
cells wide: the zh snapshots show the panels' right edges still in line.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot
from textual.widgets import Input
from tui_support import DEAL_NAME, REPO, load_deal, paper_plays, type_plays

from four_lanterns.engine import V0, Deal, Play
from four_lanterns.i18n import Lang
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.words import words_for

SnapCompare = Callable[..., bool]
LARGE = (120, 40)
SMALL = (80, 24)
DATA = REPO / "tests" / "review" / "data"


def review(lang: Lang = "en", deal: Deal | None = None) -> FourLanternsApp:
    """``four-lanterns review --lang LANG`` on the fixed deal (or ``deal``)."""
    return FourLanternsApp(deal or load_deal(), DEAL_NAME, V0, words=words_for(lang), review=True)


def live(lang: Lang = "en") -> FourLanternsApp:
    """``four-lanterns play --lang LANG`` on the fixed deal."""
    return FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for(lang))


def press(*keys: str) -> Callable[[Pilot[int]], object]:
    """A pilot script: press ``keys``, then let the screen settle."""

    async def run_before(pilot: Pilot[int]) -> None:
        await pilot.press(*keys)
        await pilot.pause()

    return run_before


def depart(*keys: str) -> Callable[[Pilot[int]], object]:
    """A pilot script: play trick 1 from the paper, then East leads Moss 1 (paper: Amber 2)."""

    async def run_before(pilot: Pilot[int]) -> None:
        await type_plays(pilot, [*paper_plays()[:4], Play.parse("E:M1")])
        if keys:
            await pilot.press(*keys)
        await pilot.pause()

    return run_before


class TestReviewLanguages:
    """Review mode at T3.2 (10 cards), the step id in the prompt, in each language."""

    def test_review_en(self, snap_compare: SnapCompare) -> None:
        """English review at T3.2: T1, T2 match; T3 in progress, T4 not executed."""
        assert snap_compare(review("en"), terminal_size=LARGE, run_before=press(*"n" * 10))

    def test_review_de(self, snap_compare: SnapCompare) -> None:
        """German review at T3.2: Prüfliste with stimmt / läuft / nicht ausgeführt, German footer."""
        assert snap_compare(review("de"), terminal_size=LARGE, run_before=press(*"n" * 10))

    def test_review_es(self, snap_compare: SnapCompare) -> None:
        """Spanish review at T3.2: Lista de control with coincide / en curso / no ejecutada."""
        assert snap_compare(review("es"), terminal_size=LARGE, run_before=press(*"n" * 10))

    def test_review_zh(self, snap_compare: SnapCompare) -> None:
        """Chinese review at T3.2: two-cell characters, panel edges in line, letters for suits."""
        assert snap_compare(review("zh"), terminal_size=LARGE, run_before=press(*"n" * 10))

    def test_review_end_de(self, snap_compare: SnapCompare) -> None:
        """German at the end: both results fit the status panel (unentschieden, O/W gewinnen)."""
        assert snap_compare(review("de"), terminal_size=LARGE, run_before=press("end"))

    def test_review_zh_80x24(self, snap_compare: SnapCompare) -> None:
        """Chinese review at 80×24 at T2.2: every panel fits and its right edge lines up."""
        assert snap_compare(review("zh"), terminal_size=SMALL, run_before=press(*"n" * 6))


class TestReviewModes:
    """The end of the trace, the details view and the step dialog."""

    def test_review_end_80x24(self, snap_compare: SnapCompare) -> None:
        """End at 80×24: four match rows, all tricks match, the results in the notice bar."""
        assert snap_compare(review(), terminal_size=SMALL, run_before=press("end"))

    def test_review_details(self, snap_compare: SnapCompare) -> None:
        """c at T2.2: paper and engine values line by line; the history gives up its room."""
        assert snap_compare(review(), terminal_size=LARGE, run_before=press(*"n" * 6, "c"))

    def test_go_to_dialog(self, snap_compare: SnapCompare) -> None:
        """g with T3.2 typed: the small step dialog over the table."""

        async def run_before(pilot: Pilot[int]) -> None:
            await pilot.press("g")
            # A steady cursor: the Input's 0.5 s blink timer must not be in the picture.
            pilot.app.screen.query_one("#goto-input", Input).cursor_blink = False
            await pilot.press(*"T3.2")
            await pilot.pause()

        assert snap_compare(review(), terminal_size=LARGE, run_before=run_before)

    def test_review_help_zh(self, snap_compare: SnapCompare) -> None:
        """? in Chinese review mode: the rules and the review keys, in Chinese."""
        assert snap_compare(review("zh"), terminal_size=LARGE, run_before=press("question_mark"))

    def test_bad_step_explained(self, snap_compare: SnapCompare) -> None:
        """g T3-2 Enter: the bad step id explained in the notice bar, still at the start."""
        assert snap_compare(review(), terminal_size=LARGE, run_before=press("g", *"T3-2", "enter"))


class TestDivergence:
    """The checklist when the run or the paper departs."""

    def test_wrong_winner_in_paper(self, snap_compare: SnapCompare) -> None:
        """Fixture with West as trick 3's winner: T3 mismatch (winner), sentence in red."""
        deal = Deal.load(DATA / "deal_wrong_winner.toml")
        assert snap_compare(review(deal=deal), terminal_size=LARGE, run_before=press("end"))

    def test_live_departure(self, snap_compare: SnapCompare) -> None:
        """Live play, c: East leads Moss 1 at T2.1; T2 mismatch, T3 and T4 not executed."""
        assert snap_compare(live(), terminal_size=LARGE, run_before=depart("c"))

    def test_live_departure_80x24(self, snap_compare: SnapCompare) -> None:
        """The same departure at 80×24: the sentence wraps inside the checklist panel."""
        assert snap_compare(live(), terminal_size=SMALL, run_before=depart("c"))

    def test_live_departure_zh(self, snap_compare: SnapCompare) -> None:
        """The departure in Chinese: 不一致 / 未运行 and the sentence, edges in line."""
        assert snap_compare(live("zh"), terminal_size=LARGE, run_before=depart("c"))


def live_checklist(*keys: str) -> Callable[[Pilot[int]], object]:
    """A pilot script: the paper's first five cards (T2.2 to play), then ``keys``."""

    async def run_before(pilot: Pilot[int]) -> None:
        await type_plays(pilot, paper_plays()[:5])
        await pilot.press(*keys)
        await pilot.pause()

    return run_before


class TestLiveChecklist:
    """c in live play: the checklist shown, its column the paper's, nothing of it to come."""

    def test_live_checklist_en(self, snap_compare: SnapCompare) -> None:
        """English, 120×40: T1 match with the paper's East 0–1 under "on paper"; T2 played A2."""
        assert snap_compare(live(), terminal_size=LARGE, run_before=live_checklist("c"))

    def test_live_checklist_en_80x24(self, snap_compare: SnapCompare) -> None:
        """English, 80×24: the same rows in the narrow side column, the history below."""
        assert snap_compare(live(), terminal_size=SMALL, run_before=live_checklist("c"))

    def test_live_checklist_de(self, snap_compare: SnapCompare) -> None:
        """German, 120×40: "laut Papier" heads the column; T3 and T4 nicht ausgeführt, no winner."""
        assert snap_compare(live("de"), terminal_size=LARGE, run_before=live_checklist("c"))

    def test_live_checklist_de_80x24(self, snap_compare: SnapCompare) -> None:
        """German, 80×24: every row whole, the paper's column kept, the status step on its row."""
        assert snap_compare(live("de"), terminal_size=SMALL, run_before=live_checklist("c"))

    def test_live_checklist_details_de_80x24(self, snap_compare: SnapCompare) -> None:
        """German details at 80×24: paper and engine lines inside the frame, nothing to come."""
        script = live_checklist("c", "c")
        assert snap_compare(live("de"), terminal_size=SMALL, run_before=script)


def sticheln_review(lang: Lang) -> FourLanternsApp:
    """``four-lanterns review --deal fixtures/sticheln_fixed.toml --lang LANG``."""
    deal = Deal.load(REPO / "fixtures" / "sticheln_fixed.toml")
    variant = next(iter(deal.rules.variants.values()))  # its one scoring: the bids score it
    return FourLanternsApp(
        deal, "fixtures/sticheln_fixed.toml", variant, words=words_for(lang), review=True
    )


class TestStichelnReview:
    """The fixed Sticheln round in review mode at T3.2 (10 of its 20 cards), at 80×24."""

    def test_sticheln_review_en_80x24(self, snap_compare: SnapCompare) -> None:
        """English at T3.2: every hand face up, the bids N 2 E 2 S 1 W 0 and trump Teal in the
        round panel; East's Moss 12 and South's trump Teal 2 in the trick; T1, T2 match, T3 in
        progress; no p in the footer."""
        script = press(*"n" * 10)
        assert snap_compare(sticheln_review("en"), terminal_size=SMALL, run_before=script)

    def test_sticheln_review_de_80x24(self, snap_compare: SnapCompare) -> None:
        """German at T3.2: Ansagen and Trumpf Türkis in the round panel, Prüfliste with
        stimmt / läuft / nicht ausgeführt, the German review prompt and footer."""
        script = press(*"n" * 10)
        assert snap_compare(sticheln_review("de"), terminal_size=SMALL, run_before=script)

"""The fixed Sticheln round at the table with open hands: ``c`` and ``x`` check its paper.

The table checks the round as ``four-lanterns check`` does: every trick of the
paper trace, then its ``[result]`` (tricks taken, points) once the round is over.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from match_support import (
    STICHELN_NAME,
    bid,
    choose,
    match_app,
    sticheln_app,
    sticheln_deal,
    table,
)
from textual.pilot import Pilot
from textual.widgets import Static
from tui_support import REPO, keys_for, screen_text

from four_lanterns.cli.main import main
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.widgets.checklist import ChecklistPanel
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.widgets.scorepad import ScorePad
from four_lanterns.tui.words import words_for

SIZE = (120, 40)
PAPER_BIDS = (2, 2, 1, 0)
RECORD = "four-lanterns-record-sticheln_fixed.toml"
REPORT = "four-lanterns-report-sticheln_fixed.md"


def flat(app: FourLanternsApp) -> str:
    """The screen's words on one line, frames and line breaks gone."""
    return " ".join(re.sub(r"[\u2500-\u257f]", " ", screen_text(app)).split())


def message(app: FourLanternsApp) -> str:
    return app.table.query_one("#message", Line).text


def rows(app: FourLanternsApp) -> str:
    """The checklist's rows, each line the panel broke for its width joined again."""
    shown = str(app.table.query_one("#checklist-rows", Static).render())
    joined = shown.replace("\n" + "\u00a0" * (4 if app.table.detail else 2), " ")
    return joined.replace("\u00a0", " ")


def note(app: FourLanternsApp) -> str:
    """The line under the rows (the first divergence, or that all is well), unbroken."""
    shown = str(app.table.query_one("#checklist-divergence", Static).render())
    return re.sub("\n\u00a0+", " ", shown)


async def play_round(pilot: Pilot[int], bids: tuple[int, ...] = PAPER_BIDS) -> None:
    """Bid ``bids`` and play the paper's cards, then look at the table (Esc on the result)."""
    for tricks in bids:
        await bid(pilot, tricks)
    for play in (play for row in sticheln_deal().trace for play in row.plays):
        await choose(pilot, play.card)  # behind its hand-off, with hidden hands
    await pilot.press("escape")
    await pilot.pause()


async def press(pilot: Pilot[int], key: str) -> None:
    await pilot.press(key)
    await pilot.pause()


async def test_c_shows_the_checklist_of_the_paper_trace_as_the_round_goes() -> None:
    words = words_for("en", "sticheln")
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "c")
        text = flat(app)
        assert words.checklist_no_trace not in text
        assert app.table.query_one(ChecklistPanel).display
        assert "T1 not executed" in text and "T5 not executed" in text
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        first = sticheln_deal().trace[0].plays
        await pilot.press(*keys_for(first))
        await pilot.pause()
        text = flat(app)
        assert "T1 match" in text and "T2 not executed" in text
        assert "following the paper trace" in text


async def test_the_whole_paper_matches_and_the_details_say_the_round_ends() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await play_round(pilot)
        await press(pilot, "c")
        assert rows(app).splitlines() == [f"T{number} match" for number in range(1, 6)]
        assert note(app) == "all 5 tricks and the result match the paper trace"
        # Shown, the checklist has the score pad's room; hidden again, the pad is back.
        assert not app.table.query_one(ScorePad).display
        await press(pilot, "c")  # details: the paper's words for a Sticheln round
        text = rows(app)
        assert "paper South: V1 A5 V11 A3 · North round ends" in text, text
        assert "hand ends" not in text
        await press(pilot, "c")
        assert not app.table.query_one(ChecklistPanel).display
        assert app.table.query_one(ScorePad).display


async def test_other_bids_than_the_papers_are_a_divergence_in_the_points() -> None:
    """The same cards bid 0 each: every trick matches, the paper's points do not."""
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await play_round(pilot, (0, 0, 0, 0))
        await press(pilot, "c")
        assert rows(app).splitlines() == [f"T{number} match" for number in range(1, 6)]
        assert note(app) == (
            "mismatch in points at result: paper N -10, E 40, S -10, W 20, "
            "engine N -10, E -20, S -20, W 20"
        )
        checklist = table(app).checklist
        assert checklist is not None and not checklist.all_match


async def test_a_wrong_rule_on_the_paper_is_a_mismatch_in_the_games_own_words() -> None:
    """A paper whose trick 1 names the wrong rule: the field is worded in every language."""
    deal = sticheln_deal()
    wrong = dataclasses.replace(deal.trace[0], rule="led")
    paper = dataclasses.replace(deal, trace=(wrong, *deal.trace[1:]))
    variant = next(iter(paper.rules.variants.values()))
    for lang, said in (("en", "T1 mismatch (rule)"), ("de", "T1 weicht ab (Regel)")):
        match = Match.of_deal(paper, hidden=False)
        app = FourLanternsApp(
            paper, STICHELN_NAME, variant, words=words_for(lang, "sticheln"), match=match, guard=0.0
        )
        async with app.run_test(size=SIZE) as pilot:
            await play_round(pilot)
            await press(pilot, "c")
            assert rows(app).splitlines()[0] == said
        assert app.crash is None


async def test_x_writes_the_record_and_the_report_check_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(REPO)
    assert main(["check", "--deal", STICHELN_NAME, "--format", "markdown", "--lang", "en"]) == 0
    checked = capsys.readouterr().out
    monkeypatch.chdir(tmp_path)
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await play_round(pilot)
        await press(pilot, "x")
        assert message(app) == f"Record and report written: {RECORD}, {REPORT}"
    assert sorted(path.name for path in tmp_path.iterdir()) == [RECORD, REPORT]
    report = (tmp_path / REPORT).read_text(encoding="utf-8")
    assert report == checked
    assert "| T5 | match |" in report
    assert report.splitlines()[-1] == (
        "Result: tricks taken N 1, E 2, S 2, W 0: match; points N -10, E 40, S -10, W 20: match"
    )


async def test_hidden_hands_keep_the_paper_to_themselves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With hidden hands c shows no checklist and x writes no report, even after the round."""
    monkeypatch.chdir(tmp_path)
    words = words_for("en", "sticheln")
    app = sticheln_app(hidden=True)
    async with app.run_test(size=SIZE) as pilot:
        await play_round(pilot)
        await press(pilot, "c")
        assert message(app) == words.catalogue("match.checklist_hidden")
        assert not app.table.query(ChecklistPanel)
        await press(pilot, "x")
    assert sorted(path.name for path in tmp_path.iterdir()) == [RECORD]


async def test_a_round_without_paper_says_so_on_c() -> None:
    """A seeded duel's round has no [[trace]]: c says there is nothing to check, as before."""
    app = match_app(Match.seeded("sticheln", 7, 4, hidden=False), "--seed 7")
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "c")
        assert message(app) == words_for("en", "sticheln").checklist_no_trace
        assert not app.table.query(ChecklistPanel)

"""The checklist compares the paper trace with the engine, trick by trick."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from four_lanterns.engine import V0, V1, Deal, Play, ScoringVariant
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.review.checklist import Status, build_checklist, play_through
from four_lanterns.review.report import ReportMeta, render_report

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
FIXED = Deal.load(ROOT / "fixtures" / "deal_fixed.toml")
PAPER = [
    "N:T1", "E:T4", "S:T3", "W:T2",
    "E:A2", "S:A1", "W:A3", "N:A4",
    "N:M2", "E:M1", "S:M4", "W:M3",
    "S:V2", "W:V4", "N:V3", "E:V1",
]  # fmt: skip


def statuses(deal: Deal, codes: list[str], variant: ScoringVariant = V0) -> list[str]:
    state, refused = play_through(deal, [Play.parse(code) for code in codes])
    return [row.status.value for row in build_checklist(deal.trace, state, variant, refused).rows]


@pytest.mark.parametrize("variant", [V0, V1])
def test_the_paper_trace_matches_on_every_trick(variant: ScoringVariant) -> None:
    state, refused = play_through(FIXED, [Play.parse(code) for code in PAPER])
    checklist = build_checklist(FIXED.trace, state, variant, refused)
    assert [row.status for row in checklist.rows] == [Status.MATCH] * 4
    assert checklist.first_divergence is None
    assert checklist.all_match


def test_every_step_of_the_trace_has_the_right_statuses() -> None:
    """Card by card: finished tricks match, the rest are not executed, never passed."""
    for played in range(17):
        done = played // 4
        expected = ["match"] * done + ["not_executed"] * (4 - done)
        assert statuses(FIXED, PAPER[:played]) == expected, f"after {played} cards"


def test_nothing_played_is_not_a_pass() -> None:
    state, refused = play_through(FIXED, [])
    checklist = build_checklist(FIXED.trace, state, V0, refused)
    assert not checklist.all_match
    assert checklist.result is None


def test_a_wrong_winner_in_the_paper_is_a_mismatch_on_exactly_that_trick() -> None:
    deal = Deal.load(DATA / "deal_wrong_winner.toml")
    state, refused = play_through(deal, [Play.parse(code) for code in PAPER])
    checklist = build_checklist(deal.trace, state, V0, refused)
    assert [row.status.value for row in checklist.rows] == [
        "match",
        "match",
        "mismatch",
        "match",
    ]
    assert checklist.rows[2].field == "winner"
    divergence = checklist.first_divergence
    assert divergence is not None
    assert (divergence.step, divergence.field) == ("T3", "winner")
    assert (divergence.expected, divergence.observed) == ("W", "S")


def test_a_departing_lead_names_the_step_and_leaves_the_rest_not_executed() -> None:
    codes = [*PAPER[:4], "E:M1"]
    state, refused = play_through(FIXED, [Play.parse(code) for code in codes])
    checklist = build_checklist(FIXED.trace, state, V0, refused)
    assert [row.status.value for row in checklist.rows] == [
        "match",
        "mismatch",
        "not_executed",
        "not_executed",
    ]
    divergence = checklist.first_divergence
    assert divergence is not None
    assert (divergence.step, divergence.expected, divergence.observed) == ("T2.1", "E:A2", "E:M1")


def test_a_departure_at_t2_3_on_a_deal_with_a_choice_there() -> None:
    # In the fixed deal every follow is forced; this deal lets North choose at T2.3.
    deal = Deal.load(DATA / "deal_discards.toml")
    codes = ["N:V3", "E:T4", "S:V4", "W:V2", "S:M4", "W:V1", "N:M2", "E:A4"]
    state, refused = play_through(deal, [Play.parse(code) for code in codes])
    assert refused is None
    checklist = build_checklist(deal.trace, state, V0, refused)
    divergence = checklist.first_divergence
    assert divergence is not None
    assert (divergence.step, divergence.expected, divergence.observed) == ("T2.3", "N:M3", "N:M2")
    assert [row.status.value for row in checklist.rows][1:] == [
        "mismatch",
        "not_executed",
        "not_executed",
    ]


def test_an_illegal_play_stops_the_run_and_is_the_divergence() -> None:
    state, refused = play_through(FIXED, [Play.parse("N:T1"), Play.parse("E:A2")])
    assert refused is not None
    assert refused.kind.value == "must_follow"
    checklist = build_checklist(FIXED.trace, state, V0, refused)
    divergence = checklist.first_divergence
    assert divergence is not None
    assert divergence.step == "T1.2"
    assert divergence.refusal is refused
    assert checklist.rows[0].status is Status.MISMATCH


def test_the_discard_deal_trace_matches_under_both_variants() -> None:
    deal = Deal.load(DATA / "deal_discards.toml")
    codes = [play.code for row in deal.trace for play in row.plays]
    assert statuses(deal, codes, V0) == ["match"] * 4
    assert statuses(deal, codes, V1) == ["match"] * 4


def test_a_wrong_score_in_the_paper_names_the_score_field() -> None:
    text = (ROOT / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
    wrong = text.replace("v1 = { NS = 2, EW = 3 }", "v1 = { NS = 2, EW = 4 }")
    assert wrong != text
    deal = Deal.from_toml(wrong)
    state, refused = play_through(deal, [Play.parse(code) for code in PAPER])
    assert [r.status.value for r in build_checklist(deal.trace, state, V0, refused).rows] == [
        "match"
    ] * 4
    checklist = build_checklist(deal.trace, state, V1, refused)
    assert checklist.rows[3].status is Status.MISMATCH
    assert checklist.rows[3].field == "score"


def report_statuses(codes: list[str], lang: Lang, deal: Deal = FIXED) -> list[str]:
    """The status column of the Markdown report's checklist, T1 first."""
    state, refused = play_through(deal, [Play.parse(code) for code in codes])
    checklist = build_checklist(deal.trace, state, V0, refused)
    meta = ReportMeta.for_deal(deal, "deal.toml")
    text = render_report(checklist, meta, "markdown", lang)
    checklist_table = text.split("\n## ")[-1]
    return re.findall(r"^\| T\d \| ([^|]*?) \|", checklist_table, flags=re.MULTILINE)


@pytest.mark.parametrize("lang", LANGS)
def test_the_report_says_in_progress_for_a_trick_begun_card_by_card(lang: Lang) -> None:
    """A trick begun on the paper's cards is "in progress" in the report, as on screen."""
    w = Catalogue(lang)
    match, begun, not_run = w("report.match"), w("report.in_progress"), w("report.not_executed")
    for played in range(17):
        done, part = divmod(played, 4)
        expected = [match] * done + [begun] * (part > 0) + [not_run] * (4 - done - (part > 0))
        assert report_statuses(PAPER[:played], lang) == expected, f"after {played} cards"


@pytest.mark.parametrize("lang", LANGS)
def test_a_trick_played_after_a_departure_is_not_in_progress(lang: Lang) -> None:
    # Away from the paper nothing more is compared: T2 is the mismatch, T3 not executed.
    w = Catalogue(lang)
    codes = ["N:V3", "E:T4", "S:V4", "W:V2", "S:M4", "W:V1", "N:M2", "E:A4", "S:A3"]
    deal = Deal.load(DATA / "deal_discards.toml")
    state, refused = play_through(deal, [Play.parse(code) for code in codes])
    assert refused is None and len(state.plays) == 9  # T3 begun, away from the paper
    assert report_statuses(codes, lang, deal) == [
        w("report.match"),
        w("report.mismatch"),
        w("report.not_executed"),
        w("report.not_executed"),
    ]

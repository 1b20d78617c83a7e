"""``e`` at the table: each export a new file, whatever the deal is called."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_support import DEAL_NAME, DEAL_PATH, load_deal

from four_lanterns.engine import V0, V1, Deal, ScoringVariant
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.table import report_path
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import words_for

SIZE = (120, 40)
FIRST = "four-lanterns-report-deal_fixed-v0.md"


def review_app(deal: Deal | None = None, source: str = DEAL_NAME) -> FourLanternsApp:
    return FourLanternsApp(deal or load_deal(), source, V0, words=words_for("en"), review=True)


def message(app: FourLanternsApp) -> str:
    return app.table.query_one("#message", Line).text


def reports(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


async def export(pilot: Pilot[int]) -> None:
    await pilot.press("x")
    await pilot.pause()


async def test_a_second_export_is_a_new_file_and_the_first_is_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 4)
        await export(pilot)
        assert message(app) == f"Report written to {FIRST}"
        first = (tmp_path / FIRST).read_text(encoding="utf-8")
        await pilot.press(*["n"] * 4)
        await export(pilot)
        assert message(app) == "Report written to four-lanterns-report-deal_fixed-v0-2.md"
        await export(pilot)
        assert message(app) == "Report written to four-lanterns-report-deal_fixed-v0-3.md"
    assert app.crash is None
    assert reports(tmp_path) == [
        "four-lanterns-report-deal_fixed-v0-2.md",
        "four-lanterns-report-deal_fixed-v0-3.md",
        FIRST,
    ]
    assert (tmp_path / FIRST).read_text(encoding="utf-8") == first
    second = (tmp_path / "four-lanterns-report-deal_fixed-v0-2.md").read_text(encoding="utf-8")
    assert "| T1 | match |" in first and "| T2 | not executed |" in first
    assert "| T2 | match |" in second


async def test_an_earlier_report_written_by_hand_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / FIRST).write_text("my notes\n", encoding="utf-8")
    app = review_app()
    async with app.run_test(size=SIZE):
        app.table.action_export()
        assert message(app) == "Report written to four-lanterns-report-deal_fixed-v0-2.md"
    assert (tmp_path / FIRST).read_text(encoding="utf-8") == "my notes\n"


async def test_a_deal_named_with_a_bad_byte_exports_and_play_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    name = os.fsdecode(b"bad\xff.toml")
    shutil.copyfile(DEAL_PATH, tmp_path / name)
    app = review_app(Deal.load(tmp_path / name), name)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*["n"] * 4)
        await export(pilot)
        assert message(app) == "Report written to four-lanterns-report-bad_xff-v0.md"
        await pilot.press("n")
        assert len(app.table.state.plays) == 5
    assert app.crash is None
    report = (tmp_path / "four-lanterns-report-bad_xff-v0.md").read_text(encoding="utf-8")
    assert "bad\\xff.toml" in report


@pytest.mark.parametrize(
    ("source", "variant", "name"),
    [
        (DEAL_NAME, V0, FIRST),
        ("deals/Türkis.toml", V1, "four-lanterns-report-Türkis-v1.md"),
        ("", V0, "four-lanterns-report-deal-v0.md"),
        (os.fsdecode(b"a\xffb\n.toml"), V0, "four-lanterns-report-a_xffb_n-v0.md"),
    ],
)
def test_report_names(source: str, variant: ScoringVariant, name: str) -> None:
    assert report_path(source, variant) == Path(name)


def test_a_long_deal_name_gives_a_report_name_that_fits_even_numbered() -> None:
    path = report_path("d" * 250 + ".toml", V0)
    assert len(path.name.encode()) + len("-9999") <= 255
    assert path.name.startswith("four-lanterns-report-ddd") and path.name.endswith("-v0.md")
    wide = report_path("中" * 80 + ".toml", V0)  # 240 bytes of UTF-8, cut at a character
    assert len(wide.name.encode()) + len("-9999") <= 255
    wide.name.encode().decode("utf-8")


async def test_a_long_deal_name_exports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    app = review_app(source="d" * 245 + ".toml")
    async with app.run_test(size=SIZE):
        app.table.action_export()
        app.table.action_export()
        assert message(app).startswith("Report written to four-lanterns-report-ddd")
    assert len(reports(tmp_path)) == 2

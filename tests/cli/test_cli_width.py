"""The `trace`, `replay` and `analyze` tables fit the width, in every language and both games.

Widths are terminal cells: a Chinese character takes two. The program runs in
process (``main``); its standard output is captured, so it is not a terminal
and the tables are fitted to 80 columns unless ``COLUMNS`` says otherwise.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len

from four_lanterns.cli.main import main
from four_lanterns.columns import layout, wrap, wrap_lines
from four_lanterns.words import register_namespace, unregister_namespace

ROOT = Path(__file__).resolve().parents[2]
FOUR_LANTERNS = "fixtures/deal_fixed.toml"
STICHELN = "fixtures/sticheln_fixed.toml"
PLAYS = {
    FOUR_LANTERNS: "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1",
    STICHELN: "N:A10 E:OWL S:OWL W:A7 E:MOLE S:MOLE W:MOLE N:MOLE E:M12 S:T2 W:V5 N:M4",
}
COMMANDS = ("replay", "trace")
FITTED = (*COMMANDS, "analyze")


def command_line(command: str, deal: str) -> tuple[str, ...]:
    plays = ("--plays", PLAYS[deal]) if command == "replay" else ()
    return (command, "--deal", deal, *plays)


def table(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    *argv: str,
    columns: str | None = None,
) -> str:
    monkeypatch.chdir(ROOT)  # the deals are named as a user names them, from the top
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def widest(text: str) -> int:
    return max(cell_len(line) for line in text.splitlines())


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
@pytest.mark.parametrize("deal", [FOUR_LANTERNS, STICHELN])
@pytest.mark.parametrize("command", FITTED)
@pytest.mark.parametrize("columns", [None, "80"])
def test_every_line_fits_80_cells(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    deal: str,
    command: str,
    columns: str | None,
) -> None:
    out = table(capsys, monkeypatch, *command_line(command, deal), "--lang", lang, columns=columns)
    assert widest(out) <= 80, out


@pytest.mark.parametrize("command", COMMANDS)
def test_columns_narrows_a_chinese_sticheln_table(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    argv = (*command_line(command, STICHELN), "--lang", "zh")
    narrow = table(capsys, monkeypatch, *argv, columns="60")
    wide = table(capsys, monkeypatch, *argv, columns="200")
    assert widest(narrow) <= 60 < widest(wide)


def test_the_chinese_reason_wraps_and_fills_its_lines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = table(capsys, monkeypatch, "trace", "--deal", STICHELN, "--lang", "zh")
    lines = out.splitlines()
    # The last trick's reason starts on its own row, not with the card alone.
    last = next(line for line in lines if line.startswith("5 — 紫罗兰"))
    assert "紫罗兰11 是最大的紫罗兰" in last
    # The reason's lines, read back, are the whole reason; no card name is split.
    header = next(line for line in lines if line.startswith("墩"))
    column = cell_len(header[: header.index("原因")])
    start = lines.index(last)
    pieces = [from_cell(line, column).split("  ")[0] for line in lines[start : start + 3]]
    assert pieces == ["紫罗兰11 是最大的紫罗兰；其", "他花色的垫牌不能赢（琥珀5、", "琥珀3）"]


def from_cell(line: str, column: int) -> str:
    """``line`` from the character at terminal cell ``column`` on."""
    cells = 0
    for index, char in enumerate(line):
        if cells >= column:
            return line[index:]
        cells += cell_len(char)
    return ""


def test_a_spanish_sticheln_title_breaks_after_a_dash(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = table(capsys, monkeypatch, "trace", "--deal", STICHELN, "--lang", "es")
    assert out.splitlines()[:2] == [
        "Sticheln — fixtures/sticheln_fixed.toml —",
        "manos de 5, reparte Norte, triunfo Teal",
    ]


# -- the wrapping itself ----------------------------------------------------------------


def test_chinese_breaks_between_characters_but_not_inside_a_card() -> None:
    assert wrap("紫罗兰11 是最大的紫罗兰", 12) == ["紫罗兰11 是", "最大的紫罗兰"]
    assert wrap("不能赢(琥珀5, 琥珀3)", 14) == ["不能赢(琥珀5,", "琥珀3)"]
    assert wrap("最大 紫罗兰11", 8) == ["最大", "紫罗兰11"]


def test_no_card_name_is_split_however_much_chinese_comes_before_it() -> None:
    assert wrap("北出紫罗兰11", 8) == ["北出", "紫罗兰11"]
    assert wrap("北出紫罗兰11", 4) == ["北出", "紫罗兰11"]  # wider than the room, yet whole
    assert wrap("于是北出琥珀5", 10) == ["于是北出", "琥珀5"]
    # A suit's name alone and a joker's are names too.
    assert wrap("最大的紫罗兰", 10) == ["最大的", "紫罗兰"]
    assert wrap("北出猫头鹰", 6) == ["北出", "猫头鹰"]


def test_a_registered_games_suit_names_are_kept_whole() -> None:
    register_namespace("test-wide-suits", {"en": {}, "zh": {"name.suit.A": "星辰"}})
    try:
        assert wrap("一二星辰3", 6) == ["一二", "星辰3"]
    finally:
        unregister_namespace("test-wide-suits")
    assert wrap("一二星辰3", 6) == ["一二星", "辰3"]


def test_a_card_name_in_words_never_ends_a_line_at_its_suit() -> None:
    # A play list in a narrow column: each card stays one, its seat may not.
    assert wrap("West Teal 2; North Violet 13", 9) == ["West", "Teal 2;", "North", "Violet 13"]
    assert wrap("Türkis 4 ist das höchste", 8) == ["Türkis 4", "ist das", "höchste"]
    # A suit named without a number, and a number after another word, break as words do.
    assert wrap("the highest Teal wins 2 tricks", 12) == ["the highest", "Teal wins 2", "tricks"]


def test_a_seat_or_a_team_stays_with_its_points() -> None:
    # "v1: N/S" on one line and "0 – E/W 5" on the next was how a narrow notice read.
    assert wrap("v1: N/S 0 – E/W 5, E/W win", 12) == ["v1: N/S 0 –", "E/W 5, E/W", "win"]
    assert wrap("Points: North -10, South -10.", 14) == ["Points:", "North -10,", "South -10."]
    # A sentence ends a line at its full stop, before the Latin "v1" too.
    assert wrap("本副结束。v1：东/西 3，东/西胜", 12) == ["本副结束。", "v1：东/西 3，", "东/西胜"]


def test_a_narrow_trace_keeps_every_card_of_the_plays_whole(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``COLUMNS=60 four-lanterns trace``: "East Teal" on one line and "4;" on the next was how
    a narrow column read."""
    out = table(capsys, monkeypatch, "trace", columns="60")
    assert widest(out) <= 60, out
    plays = [line[12:21].rstrip() for line in out.splitlines()[8:]]  # the second column's cells
    assert not [cell for cell in plays if cell.endswith(("Teal", "Amber", "Moss", "Violet"))], out
    assert plays[:8] == [
        "North",
        "Teal 1;",
        "East",
        "Teal 4;",
        "South",
        "Teal 3;",
        "West",
        "Teal 2",
    ]


def test_chinese_never_starts_a_line_with_closing_punctuation() -> None:
    assert wrap("一二三四，五六", 8) == ["一二三", "四，五六"]


def test_a_wide_cell_wraps_only_when_its_words_cannot_fit() -> None:
    rows = [["原因", "x"], ["青绿4 是最大的青绿", "y"]]
    # Room for every word whole: it breaks at the space only.
    assert layout(rows, width=15, wrap=(0,))[2:] == ["青绿4         y", "是最大的青绿"]
    # Less room: it breaks between characters too, but not inside a suit's name.
    assert layout(rows, width=11, wrap=(0,))[2:] == ["青绿4 是  y", "最大的", "青绿"]


def test_wrapped_lines_keep_their_indent() -> None:
    assert wrap_lines(["  North: bid 2, took 1, -10 points"], 18) == [
        "  North: bid 2,",
        "  took 1, -10",
        "  points",
    ]
    assert wrap_lines(["A — B — C"], None) == ["A — B — C"]

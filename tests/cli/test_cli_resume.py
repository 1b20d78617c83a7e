"""``four-lanterns resume``: the unfinished games listed, one chosen, bad choices refused in a line."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from lantern_cli import on_a_terminal
from rich.cells import cell_len

from four_lanterns.cli.main import main
from four_lanterns.cli.resume import choose
from four_lanterns.defaults import default_deal_path
from four_lanterns.engine import Deal, Seat
from four_lanterns.match import Match
from four_lanterns.records import load_record
from four_lanterns.records.saves import SaveFolder, SaveSlot
from four_lanterns.words import catalogue
from four_lanterns.words.saves import SaveKey
from four_lanterns.words.types import Lang


def played(match: Match, count: int) -> Match:
    state = match.state
    for _ in range(count):
        bids = state.legal_bids()
        state = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
    return match.with_state(state)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """``resume --list`` speaks the locale's language: these tests read English unless told."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture
def folder() -> SaveFolder:
    """The save folder the command sees (the tests' own XDG data folder)."""
    return SaveFolder.from_environment()


def save(folder: SaveFolder, match: Match, when: int, variant: str | None = None) -> Path:
    slot = folder.new_slot()
    assert slot.save(match, variant)
    assert slot.path is not None
    slot.close()  # the table that saved it has closed
    os.utime(slot.path, (when, when))
    return slot.path


def save_two(folder: SaveFolder) -> None:
    """Two unfinished Sticheln duels, one bid into each."""
    save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    save(folder, played(Match.seeded("sticheln", 5, 4), 1), 2_000_000)


def test_list_with_nothing_saved_says_so(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert out == f"No unfinished games in {folder.path}.\n" and err == ""


def test_list_shows_game_round_turn_and_file_newest_first(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    fixed = save(folder, played(Match.of_deal(Deal.load(default_deal_path())), 3), 1_000_000)
    duel = save(folder, played(Match.seeded("sticheln", 4, 4), 2), 2_000_000)
    save(folder, played(Match.of_deal(Deal.load(default_deal_path())), 16), 3_000_000)  # over
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert len(lines) == 2  # the finished game is a record, not a game to resume
    assert re.fullmatch(
        rf"  1  Sticheln \(seed 4\), round 1 of 4, \w+ to bid, saved [-0-9: ]+: {duel.name}",
        lines[0],
    ), lines[0]
    assert re.fullmatch(
        rf"  2  Four Lanterns, scoring v0, hand 1 of 1, West to play, saved [-0-9: ]+: "
        rf"{fixed.name}",
        lines[1],
    ), lines[1]


def test_an_unreadable_save_is_moved_aside_with_one_line_and_the_rest_listed(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    good = save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    bad = folder.path / "sticheln-20260101-000000.toml"
    cut = good.read_text()[:200]  # a save cut short by a full disk
    bad.write_text(cut)
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert out.count("\n") == 1 and good.name in out
    moved = folder.path / "unreadable" / bad.name
    assert err.startswith(f"four-lanterns: {bad}: cannot be read (")
    assert err.endswith(f"); moved to {moved}\n") and err.count("\n") == 1
    assert moved.read_text() == cut and not bad.exists()


def test_a_save_from_a_newer_version_is_left_where_it_is(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    folder.path.mkdir(parents=True)
    newer = folder.path / "sticheln-20270101-000000.toml"
    newer.write_text("format = 9\n")
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert out == f"No unfinished games in {folder.path}.\n"
    assert err == (
        f"four-lanterns: {newer}: cannot be read (format: 9 is newer than this program reads "
        "(format 1); a newer four-lanterns reads it); left where it is\n"
    )
    assert newer.read_text() == "format = 9\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["resume"], "resume: no unfinished game is saved in {folder}"),
        (["resume", "2"], "resume: no unfinished game is saved in {folder}"),
    ],
)
def test_nothing_to_resume_is_one_line_and_exit_2(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"four-lanterns: {message.format(folder=folder.path)}\n"


@pytest.mark.parametrize("terminal", [True, False])
def test_a_number_out_of_range_is_refused(
    folder: SaveFolder,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    terminal: bool,
) -> None:
    """Without a terminal too: the wrong number is the problem, not the missing terminal."""
    save_two(folder)
    if terminal:
        monkeypatch.setattr(sys.modules["four_lanterns.cli.main"], "_need_terminal", lambda: None)
    assert main(["resume", "3"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "four-lanterns: resume: there is no game 3 (resume --list shows 1 to 2)\n"


def test_a_number_that_is_no_number_is_refused_as_seed_and_round_are(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    save_two(folder)
    assert main(["resume", "abc"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "four-lanterns: argument N: 'abc' is not a whole number (see four-lanterns resume --help)\n"
    )


def test_list_with_a_game_number_is_refused_not_ignored(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    assert main(["resume", "--list", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "four-lanterns: --list: lists every game; to continue game 1, leave it out\n"


def test_resume_needs_a_terminal(folder: SaveFolder, capsys: pytest.CaptureFixture[str]) -> None:
    path = save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    before = path.read_bytes()
    assert main(["resume", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("four-lanterns: the card table needs a terminal")
    assert path.read_bytes() == before


def test_a_game_open_at_another_table_is_marked_and_not_resumed(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    holder = SaveSlot(folder, path)  # another table has it open
    assert main(["resume", "--list"]) == 0
    assert capsys.readouterr().out.rstrip().endswith(f"{path.name} (open at another table)")
    monkeypatch.setattr(sys.modules["four_lanterns.cli.main"], "_need_terminal", lambda: None)
    assert main(["resume", "1"]) == 2
    assert capsys.readouterr().err == "four-lanterns: resume: game 1 is open at another table\n"
    del holder


@pytest.mark.parametrize(
    ("answer", "code", "said"),
    [
        (EOFError, 2, "four-lanterns: resume: no game chosen\n"),
        (KeyboardInterrupt, 130, "four-lanterns: resume: stopped; nothing was changed\n"),
    ],
)
def test_the_question_which_game_ends_in_one_line_whatever_the_answer(
    folder: SaveFolder,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    answer: object,
    code: int,
    said: str,
) -> None:
    save_two(folder)
    cli = sys.modules["four_lanterns.cli.main"]
    monkeypatch.setattr(cli, "_need_terminal", lambda: None)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)

    def ask(prompt: str) -> str:
        if isinstance(answer, str):
            return answer
        raise answer  # type: ignore[misc]

    monkeypatch.setattr("builtins.input", ask)
    assert main(["resume"]) == code
    out, err = capsys.readouterr()
    assert out.count("\n") == 2  # the list, then the question
    assert err == said


def test_an_answer_that_is_no_game_number_asks_again(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    save_two(folder)
    saved, _ = folder.unfinished()
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    answers = iter(["7", "two", "2"])
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    chosen = choose(saved, None, folder, ask)
    assert chosen is saved[1]
    assert asked == ["Resume which game? (1 to 2, Enter for 1) "] * 3
    out = capsys.readouterr().out
    assert '"7" is not a game number.\n' in out and '"two" is not a game number.\n' in out


@pytest.mark.parametrize(
    ("lang", "question", "refused"),
    [
        ("de", "Welches Spiel fortsetzen? (1 bis 2, Enter für 1) ", "„x“ ist keine Spielnummer."),
        (
            "es",
            "¿Qué partida continuar? (1 a 2, Enter para la 1) ",
            "«x» no es un número de partida.",
        ),
        ("zh", "继续哪一局？（1 到 2，Enter 选 1）", "“x” 不是对局编号。"),
    ],
)
def test_the_question_which_game_speaks_the_chosen_language(
    folder: SaveFolder,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    lang: Lang,
    question: str,
    refused: str,
) -> None:
    save_two(folder)
    saved, _ = folder.unfinished()
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    answers = iter(["x", ""])
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    assert choose(saved, None, folder, ask, lang=lang) is saved[0]
    assert asked == [question] * 2
    assert f"{refused}\n" in capsys.readouterr().out


def test_a_resumed_game_goes_on_at_the_bots_pace_asked_for(
    folder: SaveFolder, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    on_a_terminal(monkeypatch)
    assert main(["resume", "--bot-pace", "0.1"]) == 0
    (call,) = table
    assert (call["source"], call["bot_pace"]) == (str(path), 0.1)


def test_the_list_does_not_give_away_a_hidden_games_seed(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    """The seed deals every hand, the hidden ones too: the list names the game without it."""
    save(folder, played(Match.seeded("sticheln", 4, 4, hidden=True), 2), 1_000_000)
    assert main(["resume", "--list"]) == 0
    listed = capsys.readouterr().out
    assert "Sticheln, hidden hands, round 1 of 4" in listed
    assert "seed" not in listed


def test_the_list_says_who_sits_at_each_table(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two duels at the same point differ by their seats: bots named, hidden hands said."""
    bots = ((Seat.EAST, "strong"), (Seat.WEST, "basic"))
    save(folder, played(Match.seeded("sticheln", 4, 4, hidden=True, bots=bots), 2), 3_000_000)
    one = ((Seat.SOUTH, "random"),)
    save(folder, played(Match.seeded("sticheln", 4, 4, hidden=True, bots=one), 2), 2_000_000)
    save(folder, played(Match.seeded("sticheln", 4, 4, hidden=True), 2), 1_000_000)
    assert main(["resume", "--list", "--lang", "de"]) == 0
    first, second, third = capsys.readouterr().out.splitlines()
    assert "Sticheln, verdeckte Hände, Bots O und W, Runde 1 von 4" in first
    assert "Sticheln, verdeckte Hände, Bot S, Runde 1 von 4" in second
    assert "Sticheln, verdeckte Hände, Runde 1 von 4" in third and "Bot" not in third


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
def test_on_a_terminal_the_list_wraps_with_each_file_name_whole(
    lang: Lang,
    folder: SaveFolder,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """COLUMNS=60: no line is wider, continued lines are indented under the game's words,
    and a file's name and "saved" with its date and time are never split."""
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)  # the captured output, as a terminal
    matches = [
        played(Match.seeded("four-lanterns", 6, 4), 5),
        played(Match.seeded("sticheln", 5, 8), 2),
        played(Match.seeded("sticheln", 5, 8), 2),  # …-2.toml
    ]
    names = [
        save(folder, match, when).name
        for match, when in zip(matches, (3_000_000, 2_000_000, 1_000_000), strict=True)
    ]
    assert main(["resume", "--list", "--lang", lang]) == 0
    lines = capsys.readouterr().out.replace("\u00a0", " ").splitlines()
    words = catalogue(lang)
    # "saved" (保存于) with its date and time, and "round 1 of 8", each on one line.
    saved = re.split(
        r"[ ,，\u00a0]",
        words("save.list_line", game="", progress="", turn="", when="@", file="")
        .split("@")[0]
        .strip(" \u00a0"),
    )[-1]
    assert (
        len([line for line in lines if re.search(rf"{saved} \d{{4}}-\d\d-\d\d \d\d:\d\d", line)])
        == 3
    ), lines
    for match in matches:
        key: SaveKey = "save.progress_hand" if match.setup.plays_hands else "save.progress_round"
        progress = words(key, number=match.number, rounds=match.rounds)
        # Chinese may break before an opening bracket: 第 1 副 / （共 4 副）.
        assert progress in "\n".join(lines).replace("\n     （", "（"), (progress, lines)
        assert progress.split("（")[0] in "\n".join(lines), (progress, lines)
    assert all(cell_len(line) <= 60 for line in lines), lines
    assert len(lines) > 2  # each game wrapped, not cut
    numbered = [line[:5] for line in lines if not line.startswith(" " * 5)]
    assert numbered == ["  1  ", "  2  ", "  3  "]
    for name in names:
        assert any(line.rstrip().endswith(name) for line in lines), (name, lines)
    assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", "\n".join(lines)), lines


def test_in_a_pipe_the_list_keeps_each_game_to_a_line(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A script reads one game a line, whatever the window it ran in (COLUMNS too)."""
    monkeypatch.setenv("COLUMNS", "60")
    save(folder, played(Match.seeded("sticheln", 5, 8), 2), 2_000_000)
    assert main(["resume", "--list"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert cell_len(line) > 80


def test_the_list_names_the_scoring_each_four_lanterns_game_comes_back_on(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    """The scoring on view when it was saved (p), as resume shows it; Sticheln has only one."""
    fixed = Match.of_deal(Deal.load(default_deal_path()))
    on_v1 = save(folder, played(fixed, 3), 3_000_000, "v1")
    on_v0 = save(folder, played(Match.seeded("four-lanterns", 7, 2), 2), 2_000_000)
    duel = save(folder, played(Match.seeded("sticheln", 4, 4), 2), 1_000_000)
    assert main(["resume", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(": ")[-1] for line in lines] == [on_v1.name, on_v0.name, duel.name]
    assert lines[0].startswith("  1  Four Lanterns, scoring v1, hand 1 of 1, "), lines[0]
    assert lines[1].startswith("  2  Four Lanterns (seed 7), scoring v0, hand 1 of 2, "), lines[1]
    assert lines[2].startswith("  3  Sticheln (seed 4), round 1 of 4, "), lines[2]
    assert "scoring" not in lines[2]


def opened_on(
    folder: SaveFolder,
    monkeypatch: pytest.MonkeyPatch,
    saved_on: str | None,
    argv: list[str],
    *,
    path: bool,
) -> list[str]:
    """The scoring the table opens on, for a game saved 3 cards in on ``saved_on``, taken
    up by ``argv`` (with the save's path after it when ``path``)."""
    slot = folder.new_slot()
    assert slot.save(played(Match.of_deal(Deal.load(default_deal_path())), 3), saved_on)
    assert slot.path is not None
    slot.close()
    opened: list[str] = []

    def table(deal: object, source: str, variant: Any, **options: Any) -> int:
        opened.append(variant.code)
        return 0

    monkeypatch.setattr("four_lanterns.tui.app.run_table", table)
    on_a_terminal(monkeypatch)
    assert main([*argv, str(slot.path)] if path else argv) == 0
    return opened


@pytest.mark.parametrize(
    ("saved_on", "argv", "shown"),
    [
        ("v1", ["resume"], "v1"),
        ("v1", ["resume", "--variant", "v0"], "v0"),
        ("v1", ["--variant", "v0", "resume"], "v0"),
        (None, ["resume"], "v0"),  # a save from before the key
        (None, ["resume", "--variant", "v1"], "v1"),
    ],
)
def test_a_resumed_game_shows_the_scoring_it_was_saved_on_unless_variant_says(
    folder: SaveFolder,
    monkeypatch: pytest.MonkeyPatch,
    saved_on: str | None,
    argv: list[str],
    shown: str,
) -> None:
    assert opened_on(folder, monkeypatch, saved_on, argv, path=False) == [shown]


def test_a_four_lanterns_game_is_listed_by_its_hand_as_the_table_counts_it(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    """Saved between the hands of a match: "hand 1 of 2, hand over", never "round"."""
    between = save(folder, played(Match.of_deal(Deal.load(default_deal_path()), rounds=2), 16), 1)
    assert main(["resume", "--list"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert re.fullmatch(
        rf"  1  Four Lanterns, scoring v0, hand 1 of 2, hand over, saved [-0-9: ]+: "
        rf"{between.name}",
        line,
    ), line


@pytest.mark.parametrize(
    ("saved_on", "argv", "shown"),
    [
        ("v1", ["play", "--record"], "v1"),
        ("v1", ["--record"], "v1"),
        ("v1", ["play", "--deal"], "v1"),  # a record given as the deal is taken up the same way
        ("v1", ["play", "--variant", "v0", "--record"], "v0"),
        (None, ["play", "--record"], "v0"),  # a save on v0, or from before the key
        (None, ["play", "--variant", "v1", "--record"], "v1"),
    ],
)
def test_play_record_of_a_save_shows_the_scoring_it_was_saved_on_unless_variant_says(
    folder: SaveFolder,
    monkeypatch: pytest.MonkeyPatch,
    saved_on: str | None,
    argv: list[str],
    shown: str,
) -> None:
    """As ``resume`` and the table's offer do: taken up by its path, a save is the same game."""
    assert opened_on(folder, monkeypatch, saved_on, argv, path=True) == [shown]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("de", "Keine unfertigen Spiele in {folder}."),
        ("es", "No hay partidas sin terminar en {folder}."),
        ("zh", "{folder} 中没有未完成的对局。"),
    ],
)
def test_list_with_nothing_saved_speaks_the_chosen_language(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], lang: str, line: str
) -> None:
    """--lang as every command takes it; the folder's path is shown as it is."""
    assert main(["resume", "--list", "--lang", lang]) == 0
    out, err = capsys.readouterr()
    assert out == line.format(folder=folder.path) + "\n" and err == ""


def test_list_speaks_the_locales_language_without_lang(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert main(["resume", "--list"]) == 0
    assert capsys.readouterr().out == f"No hay partidas sin terminar en {folder.path}.\n"


@pytest.mark.parametrize(
    ("lang", "duel", "fixed"),
    [
        (
            "de",
            r"Sticheln \(Startwert 4\), Runde 1 von 4, \w+ sagt an, gespeichert [-0-9: ]+: ",
            r"Four Lanterns, Wertung v1, Hand 1 von 1, West spielt, gespeichert [-0-9: ]+: ",
        ),
        (
            "es",
            r"Sticheln \(semilla 4\), ronda 1 de 4, puja \w+, guardada [-0-9: ]+: ",
            r"Four Lanterns, puntuación v1, mano 1 de 1, juega Oeste, guardada [-0-9: ]+: ",
        ),
        (
            "zh",
            r"Sticheln（种子 4），第 1 轮（共 4 轮），轮到\w叫牌，保存于 [-0-9: ]+：",
            r"Four Lanterns，计分规则 v1，第 1 副（共 1 副），轮到西出牌，保存于 [-0-9: ]+：",
        ),
    ],
)
def test_list_of_saved_games_speaks_the_chosen_language(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], lang: str, duel: str, fixed: str
) -> None:
    """The game, its seed and scoring, the hand or round, whose turn and when, in the
    language the table speaks; the file's name as it is."""
    on_v1 = save(folder, played(Match.of_deal(Deal.load(default_deal_path())), 3), 1_000_000, "v1")
    seeded = save(folder, played(Match.seeded("sticheln", 4, 4), 2), 2_000_000)
    assert main(["resume", "--list", "--lang", lang]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    first, second = out.splitlines()
    assert re.fullmatch("  1  " + duel + re.escape(seeded.name), first), first
    assert re.fullmatch("  2  " + fixed + re.escape(on_v1.name), second), second


@pytest.mark.parametrize(
    ("lang", "mark"),
    [
        ("de", " (an einem anderen Tisch offen)"),
        ("es", " (abierta en otra mesa)"),
        ("zh", "（已在另一张牌桌打开）"),
    ],
)
def test_a_game_open_at_another_table_is_marked_in_the_chosen_language(
    folder: SaveFolder, capsys: pytest.CaptureFixture[str], lang: str, mark: str
) -> None:
    path = save(folder, played(Match.seeded("sticheln", 4, 4), 1), 1_000_000)
    holder = SaveSlot(folder, path)  # another table has it open
    assert main(["resume", "--list", "--lang", lang]) == 0
    assert capsys.readouterr().out.rstrip().endswith(f"{path.name}{mark}")
    del holder


@pytest.mark.parametrize("cards", [15, 16], ids=["unfinished", "finished"])
def test_play_record_of_a_save_goes_on_in_it_unless_the_game_is_over(
    folder: SaveFolder, monkeypatch: pytest.MonkeyPatch, cards: int
) -> None:
    """A finished game's save is its record: played again from it, it goes on in a new
    save; anything else (the scoring on view) is saved in it, as at the table."""
    path = save(folder, played(Match.of_deal(Deal.load(default_deal_path())), cards), 1)
    slots: list[SaveSlot | None] = []

    def table(deal: object, source: str, variant: Any, **options: Any) -> int:
        slots.append(options["slot"])
        return 0

    monkeypatch.setattr("four_lanterns.tui.app.run_table", table)
    on_a_terminal(monkeypatch)
    assert main(["play", "--record", str(path)]) == 0
    (slot,) = slots
    assert slot is not None and slot.path == path
    text = path.read_text("utf-8")
    # Saved again on the same cards (p, the scoring on view): the same file.
    assert slot.save(load_record(path).match, "v1")
    assert slot.path == path and "variant" in path.read_text("utf-8")
    # One card taken back: a finished game's save stays as it was.
    match = load_record(path).match
    assert slot.save(match.with_state(match.state.undo()))
    if cards == 16:
        assert slot.path != path and load_record(path).over
        assert path.read_text("utf-8").replace('variant = "v1"\n', "") == text
    else:
        assert slot.path == path
    slot.close()


@pytest.mark.parametrize("finished", [False, True], ids=["unfinished", "finished"])
def test_export_never_writes_over_a_saved_game(
    finished: bool, folder: SaveFolder, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save is the program's, written a move at a time and maybe open at a table."""
    match = Match.seeded("sticheln", 4, 4)
    if finished:
        while not match.over:
            match = played(match, 1) if not match.round_over else match.next_round()
    path = save(folder, played(match, 1) if not finished else match, 1_000_000)
    before = path.read_bytes()
    assert main(["export", "--game", "sticheln", "--seed", "9", "--output", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        f"four-lanterns: --output {path}: is a saved game (resume goes on with it); "
        "write the record to another file\n"
    )
    assert path.read_bytes() == before
    # Beside the saves, a file not named as a save is written, and written again.
    beside = path.with_name("mine.toml")
    for _ in range(2):
        assert main(["export", "--game", "sticheln", "--seed", "9", "--output", str(beside)]) == 0
    assert load_record(beside).match.setup.seed == 9

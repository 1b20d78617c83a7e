"""``four-lanterns resume``: the unfinished games in the save folder, and going on with one.

Saves live in the user's data folder (:mod:`four_lanterns.records.saves`).
``resume --list`` prints them newest first, numbered; ``resume N`` continues
number N; ``resume`` alone continues the only one, or asks which when there
are several. A save that cannot be read is moved aside, and said so, on the
way.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from rich.cells import cell_len

from four_lanterns.cli.numbers import whole
from four_lanterns.cli.streams import say, write_stdout
from four_lanterns.columns import output_width, wrap
from four_lanterns.engine.errors import FourLanternsError
from four_lanterns.files import shown
from four_lanterns.records.saves import Saved, SaveFolder, Unreadable
from four_lanterns.text import printable
from four_lanterns.words import Lang, catalogue
from four_lanterns.words.saves import describe_game

__all__ = [
    "add_resume",
    "check_number",
    "choose",
    "describe",
    "list_width",
    "listing",
    "newest_unfinished",
    "nothing_saved",
    "read_saves",
]


def add_resume(commands: argparse._SubParsersAction[Any]) -> argparse.ArgumentParser:
    """The ``resume`` command and its own options; returns its parser."""
    resume = commands.add_parser("resume", help="continue an unfinished game from its autosave")
    resume.add_argument(
        "number",
        nargs="?",
        type=whole,
        metavar="N",
        help="the game's number in resume --list (default: the only one, or ask)",
    )
    resume.add_argument(
        "--list", action="store_true", help="list the unfinished games, newest first, and stop"
    )
    return resume  # type: ignore[no-any-return]


def read_saves(folder: SaveFolder) -> tuple[list[Saved], list[str]]:
    """The unfinished games in ``folder``, newest first, and a line for each save moved aside.

    The lines are said on standard error too, where they stay after the table closes.
    """
    saved, unreadable = folder.unfinished()
    lines = [unreadable_line(item) for item in unreadable]
    for line in lines:
        say(line)
    return saved, lines


def unreadable_line(item: Unreadable) -> str:
    """What is said of a save that could not be read."""
    return item.message


def newest_unfinished(folder: SaveFolder) -> tuple[Saved | None, list[str]]:
    """The newest unfinished game not open at another table, to offer when the table opens."""
    saved, lines = read_saves(folder)
    free = [item for item in saved if not item.busy]
    return (free[0] if free else None), lines


def describe(saved: Saved, lang: Lang = "en", *, file: str | None = None) -> str:
    """One line of ``resume --list`` in ``lang``: the game as :func:`describe_game` names
    it, its hand or round, whose turn, when, and the file."""
    record = saved.record
    words = catalogue(lang)
    facts = describe_game(record, saved.saved_at, words)
    line = words(
        "save.list_line",
        game=facts["game"],
        # "round 1 of 4", and "saved" with its date and time, each on one line
        # of a wrapped list.
        progress=facts["progress"].replace(" ", "\u00a0"),
        turn=facts["turn"],
        when=facts["when"].replace(" ", "\u00a0"),
        file=shown(saved.path.name) if file is None else file,
    )
    return words("save.list_busy", line=line) if saved.busy else line


_NUMBER = 5
"""The cells of a game's number in the list (``"  1  "``); its continued lines are indented so."""


def listing(saved: list[Saved], lang: Lang = "en", width: int | None = None) -> str:
    """The numbered list ``resume --list`` prints, in ``lang``.

    Each game is one line, or with ``width`` (a terminal's) lines of at most
    that many cells, broken at spaces; a file's name is never broken, and goes
    to a line of its own when the line it ends has no room for it.
    """
    lines = []
    for number, item in enumerate(saved, 1):
        before, after = describe(item, lang, file=_FILE).split(_FILE)
        tail = shown(item.path.name) + after
        if width is None:
            rows = [before + tail]
        else:
            room = max(width - _NUMBER, 20)
            rows = wrap(before.rstrip(" "), room)
            joint = " " if before.endswith(" ") else ""
            if cell_len(rows[-1] + joint + tail) <= room:
                rows[-1] += joint + tail
            else:
                rows += wrap(tail, room)
        rows = [row.replace("\u00a0", " ") for row in rows]
        lines.append(f"{number:>3}  {rows[0]}\n")
        lines += [f"{' ' * _NUMBER}{row}\n" for row in rows[1:]]
    return "".join(lines)


_FILE = "\x00"
"""Where a game's file name goes in its line: it is fitted to the width on its own."""


def list_width() -> int | None:
    """The width to fit the list to: a terminal's; none for a file or a pipe, where a
    script reads one game a line."""
    return output_width() if sys.stdout.isatty() else None


def nothing_saved(folder: SaveFolder, lang: Lang = "en") -> str:
    """What ``resume --list`` prints when no unfinished game is saved: the folder, escaped."""
    return catalogue(lang)("save.list_none", path=shown(folder.path)) + "\n"


def choose(
    saved: list[Saved],
    number: int | None,
    folder: SaveFolder,
    ask: Callable[[str], str] | None = None,
    lang: Lang = "en",
) -> Saved:
    """The game to resume: ``number``, the only one, or the one the user picks."""
    if not saved:
        raise FourLanternsError(f"resume: no unfinished game is saved in {shown(folder.path)}")
    if number is not None:
        check_number(saved, number)
        return _free(saved[number - 1], number)
    if len(saved) == 1:
        return _free(saved[0], 1)
    if not sys.stdin.isatty():
        raise FourLanternsError(
            f"resume: {len(saved)} unfinished games; name one (resume --list shows them)"
        )
    write_stdout(listing(saved, lang, list_width()))
    words = catalogue(lang)
    question = words("save.which_game", last=len(saved))
    while True:  # a slip of the finger asks again; Ctrl-D or Ctrl-C ends it
        sys.stdout.flush()
        try:
            answer = (ask or input)(question).strip()
        except EOFError:
            raise FourLanternsError("resume: no game chosen") from None
        if not answer:
            return _free(saved[0], 1)
        if answer.isdigit() and 1 <= int(answer) <= len(saved):
            return _free(saved[int(answer) - 1], int(answer))
        shown_answer = words.quoted(printable(answer, 20))
        write_stdout(words("save.not_a_number", answer=shown_answer) + "\n")


def check_number(saved: list[Saved], number: int | None) -> None:
    """Refuse a game ``number`` that ``resume --list`` does not show (``None``: none given)."""
    if saved and number is not None and not 1 <= number <= len(saved):
        raise FourLanternsError(
            f"resume: there is no game {number} (resume --list shows 1 to {len(saved)})"
        )


def _free(saved: Saved, number: int) -> Saved:
    if saved.busy:
        raise FourLanternsError(f"resume: game {number} is open at another table")
    return saved

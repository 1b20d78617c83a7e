"""Plain-text tables with aligned columns, fitted to a width by wrapping cells.

Widths are counted in terminal cells, so Chinese (two cells a character)
lines up. A table wider than the room wraps its widest wrappable columns
at spaces, never narrower than their longest word; if that is still too
wide, Chinese text, which has no spaces, also breaks between characters
(never inside a card's or a suit's name, ``紫罗兰11``, ``琥珀``).
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import unicodedata
from collections.abc import Sequence

from rich.cells import cell_len

from four_lanterns.words import namespaces

__all__ = ["layout", "output_width", "pad", "pad_left", "words", "wrap", "wrap_lines"]

_GAP = "  "


def output_width(default: int = 80) -> int:
    """The width to fit: ``COLUMNS`` if set, else the terminal's, else ``default``.

    Output that goes to a file or a pipe is fitted to ``default`` so that
    what a script reads does not depend on the window it happened to run in.
    """
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        if sys.stdout.isatty():
            return shutil.get_terminal_size((default, 24)).columns
    except (AttributeError, ValueError, OSError):
        pass
    return default


def pad(text: str, width: int) -> str:
    """``text`` followed by spaces up to ``width`` cells."""
    return text + " " * (width - cell_len(text))


def pad_left(text: str, width: int) -> str:
    """``text`` after spaces up to ``width`` cells: right-aligned, as figures are."""
    return " " * (width - cell_len(text)) + text


# A line may break between two wide (CJK) characters, as Chinese breaks, but
# never before closing punctuation nor after opening punctuation; after an
# ASCII colon, semicolon or comma it may break before a wide character too.
_CLOSING = set("，。；：、！？）」』】》〉”’")
_OPENING = set("（「『【《〈“‘")
_BREAK_AFTER = set(";:,!?")
# A list's joint that has no space after it (Chinese ``北 青绿1；东 青绿4``):
# a line breaks after it as it breaks at a space.
_JOINTS = set("；")


def _breaks_between(before: str, after: str) -> bool:
    if after in _CLOSING or before in _OPENING:
        return False
    if before in _CLOSING:
        return not after.isspace()  # after a full-width mark, before Latin text too
    if cell_len(after) != 2:
        return False
    return cell_len(before) == 2 or before in _BREAK_AFTER


_NAMES: dict[tuple[int, ...], re.Pattern[str]] = {}


def _names() -> re.Pattern[str]:
    """A card's or a suit's name with wide characters, as the word lists give it.

    Every suit and joker name of every language and registered game that
    has a wide character (only those break between characters), a suit's
    with the number of a card after it: ``紫罗兰11``, ``琥珀``, ``鼹鼠``.
    """
    tables = namespaces()
    key = tuple(id(table) for table in tables.values())
    if key not in _NAMES:
        names = {
            text
            for table in tables.values()
            for words in table.values()
            for name, text in words.items()
            if name.startswith(("name.suit.", "name.joker."))
            and isinstance(text, str)
            and any(cell_len(char) == 2 for char in text)
        }
        # Longest first: a name that begins another does not cut it short.
        longest = sorted(names, key=len, reverse=True)
        alternatives = "|".join(map(re.escape, longest)) or "(?!)"
        _NAMES.clear()
        _NAMES[key] = re.compile(f"(?:{alternatives})[0-9]*")
    return _NAMES[key]


_NAMED: dict[tuple[int, ...], frozenset[str]] = {}


def _numbered_names_of() -> frozenset[str]:
    """Every name that a number follows, in every language and registered game: a
    suit's (``Teal 4``), a seat's (``South -10``) and a team's (``N/S 2``)."""
    tables = namespaces()
    key = tuple(id(table) for table in tables.values())
    if key not in _NAMED:
        _NAMED.clear()
        _NAMED[key] = frozenset(
            text
            for table in tables.values()
            for words in table.values()
            for name, text in words.items()
            if name.startswith(("name.suit.", "name.seat.", "name.team.")) and isinstance(text, str)
        )
    return _NAMED[key]


_NUMBER = re.compile(r"[-+−]?[0-9]+(?:[;,.:!?)，。；：、）\u00a0]|$)")
"""A word that starts with a number, then ends or goes on after a mark (``2，东/西``)
or a no-break space (``2\u00a0–``)."""


def words(text: str) -> list[str]:
    """``text``'s words, a name and its number one word: ``Teal 4;`` never ends a line
    at ``Teal``, nor ``South -10`` at ``South``, nor ``v1：北/南 2`` at ``北/南``."""
    found: list[str] = []
    for word in text.split(" "):
        if found and _NUMBER.match(word) and _ends_in_a_name(found[-1]):
            found[-1] = f"{found[-1]} {word}"
        else:
            found.append(word)
    return found


def _ends_in_a_name(word: str) -> bool:
    """``word`` is a name a number follows, or ends in one after a mark: ``(Teal``, ``：北/南``."""
    return any(
        word == name or (word.endswith(name) and not word[-len(name) - 1].isalnum())
        for name in _numbered_names_of()
    )


def _held_to_what_follows(word: str) -> set[int]:
    """The positions inside a Chinese word a no-break space joins to what follows: never
    broken. ``保存于\u00a02026-12-07`` (saved 2026-12-07) keeps 保存于 whole, with its date."""
    held: set[int] = set()
    for joint in (at for at, character in enumerate(word) if character == "\u00a0"):
        at = joint - 1
        while at > 0 and _ideograph(word[at - 1]) and _ideograph(word[at]):
            held.add(at)
            at -= 1
    return held


def _after_a_key(word: str) -> set[int]:
    """The positions inside what a key does after its full-width colon (``q：退出``,
    ``r：重玩最后一副``): a key and its words are never split."""
    held: set[int] = set()
    for at, character in enumerate(word):
        if character == "：" and at and word[at - 1].isascii() and not word[at - 1].isspace():
            after = at + 1
            while after < len(word) and _ideograph(word[after]):
                held.add(after)
                after += 1
    return held


def _ideograph(character: str) -> bool:
    return cell_len(character) == 2 and not unicodedata.category(character).startswith("P")


def _numbered_names(word: str) -> set[int]:
    """The positions inside a card's name (``紫罗兰11``) or a suit's: never broken."""
    return {at for name in _names().finditer(word) for at in range(name.start() + 1, name.end())}


def _units(text: str, *, fine: bool = True) -> list[tuple[str, bool]]:
    """The pieces a line never splits, each with whether a space comes before it.

    A space always allows a break (and is dropped there), and so does a
    list's full-width joint (kept); with ``fine``, two wide characters with
    nothing between them allow one too, so Chinese text, which has no
    spaces, still wraps.
    """
    units: list[tuple[str, bool]] = []
    for index, word in enumerate(words(text)):
        if not word:
            continue
        start = 0
        whole = _numbered_names(word) | _held_to_what_follows(word) | _after_a_key(word)
        for at in range(1, len(word)):
            if at in whole:
                continue
            if word[at - 1] in _JOINTS or (fine and _breaks_between(word[at - 1], word[at])):
                units.append((word[start:at], start == 0 and index > 0))
                start = at
        units.append((word[start:], start == 0 and index > 0))
    return units


def _longest_word(text: str, *, fine: bool = True) -> int:
    return max((cell_len(unit) for unit, _ in _units(text, fine=fine)), default=0)


def _pack(units: Sequence[tuple[str, bool]], width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for unit, space in units:
        candidate = line + (" " if space and line else "") + unit
        if line and cell_len(candidate) > width:
            lines.append(line)
            line = unit
        else:
            line = candidate
    lines.append(line)
    return lines


def _wrap(text: str, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` cells where it can.

    A list like ``North Teal 1; East Teal 4`` (``北 青绿1；东 青绿4``) breaks
    after a semicolon first, so that a play is not split over two lines
    unless it must be; then at spaces. Only a cell with a word wider than
    ``width`` (Chinese, which has no spaces) breaks between its wide
    characters as well: such a cell is a sentence, which fills its lines
    rather than breaking at each full-width semicolon first.
    """
    fine = _longest_word(text, fine=False) > width
    lines: list[str] = []
    # Each play with whether a space came before it (none after "；").
    plays: list[tuple[str, bool]] = []
    start, space = 0, False
    for joint in re.finditer(r"(?<=;) " if fine else r"(?<=;) |(?<=；)(?!$)", text):
        plays.append((text[start : joint.start()], space))
        start, space = joint.end(), joint.end() > joint.start()
    plays.append((text[start:], space))
    for line in _pack(plays, width):
        lines += [line] if cell_len(line) <= width else _pack(_units(line, fine=fine), width)
    return lines


def wrap(text: str, width: int | None) -> list[str]:
    """A sentence as lines of at most ``width`` cells (one line for ``None``).

    Unlike a table cell, a sentence has no list to keep together: it breaks
    at a space, or between two Chinese characters, whichever fits last.
    """
    if width is None:
        return [text]
    return _pack(_units(text), width)


def wrap_lines(lines: Sequence[str], width: int | None) -> list[str]:
    """Lines around a table (a title, a result) fitted to ``width`` cells.

    A line breaks after a dash `` — `` first, so that a title's parts stay
    whole, then as :func:`wrap` breaks a sentence; a continued line keeps
    the indent of the line it continues.
    """
    out: list[str] = []
    for line in lines:
        if width is None or cell_len(line) <= width:
            out.append(line)
            continue
        text = line.lstrip(" ")
        indent = line[: len(line) - len(text)]
        room = max(width - len(indent), 1)
        parts = [(part, index > 0) for index, part in enumerate(re.split(r"(?<= —) ", text))]
        for piece in _pack(parts, room):
            out += [indent + part for part in wrap(piece, room)]
    return out


def _fit(rows: Sequence[Sequence[str]], width: int | None, wrap: Sequence[int]) -> list[int]:
    columns = len(rows[0])
    natural = [max(cell_len(row[i]) for row in rows) for i in range(columns)]
    if width is None:
        return natural
    widths = list(natural)
    excess = sum(widths) + len(_GAP) * (columns - 1) - width
    # Words are kept whole while the table can fit so; only then does a
    # column give up to the width of one wide (Chinese) character.
    for fine in (False, True):
        floor = {i: max(_longest_word(row[i], fine=fine) for row in rows) for i in wrap}
        while excess > 0:
            # Take one cell at a time from the widest column that can still give.
            shrinkable = [i for i in wrap if widths[i] > floor[i]]
            if not shrinkable:
                break
            widest = max(shrinkable, key=lambda i: widths[i])
            widths[widest] -= 1
            excess -= 1
    return widths


def layout(
    rows: Sequence[Sequence[str]],
    *,
    width: int | None = None,
    wrap: Sequence[int] = (),
    rule: str = "-",
) -> list[str]:
    """The lines of a table: the header row, a rule under each header, the rows.

    With ``width``, the columns listed in ``wrap`` are wrapped (a row takes
    several lines) until the table fits, as far as their words allow.
    """
    widths = _fit(rows, width, wrap)
    out: list[str] = []
    for index, row in enumerate(rows):
        cells = [_wrap(cell, widths[i]) if i in wrap else [cell] for i, cell in enumerate(row)]
        for depth in range(max(len(lines) for lines in cells)):
            parts = [
                pad(lines[depth] if depth < len(lines) else "", widths[i])
                for i, lines in enumerate(cells)
            ]
            out.append(_GAP.join(parts).rstrip())
        if index == 0:
            out.append(_GAP.join(rule * w for w in widths))
    return out

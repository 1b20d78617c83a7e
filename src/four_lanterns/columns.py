"""Plain-text tables with aligned columns, fitted to a width by wrapping cells.

Widths are counted in terminal cells, so Chinese (two cells a character)
lines up. A table wider than the room wraps its widest wrappable columns
at spaces; a column is never made narrower than its longest word.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Sequence

from rich.cells import cell_len

__all__ = ["layout", "output_width", "pad", "wrap"]

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


def _longest_word(text: str) -> int:
    return max((cell_len(word) for word in text.split(" ")), default=0)


def _pack(pieces: Sequence[str], width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for piece in pieces:
        candidate = f"{line} {piece}" if line else piece
        if line and cell_len(candidate) > width:
            lines.append(line)
            line = piece
        else:
            line = candidate
    lines.append(line)
    return lines


def _wrap(text: str, width: int) -> list[str]:
    """Break ``text`` into lines of at most ``width`` cells where it can.

    A list like ``North Teal 1; East Teal 4`` breaks after a semicolon
    first, so that a play is not split over two lines unless it must be.
    """
    lines: list[str] = []
    for line in _pack(re.split(r"(?<=;) ", text), width):
        lines += [line] if cell_len(line) <= width else _pack(line.split(" "), width)
    return lines


def wrap(text: str, width: int | None) -> list[str]:
    """A sentence as lines of at most ``width`` cells (one line for ``None``).

    Unlike a table cell, a sentence has no list to keep together: it breaks
    at a space, or between two Chinese characters, whichever fits last.
    """
    if width is None:
        return [text]
    lines: list[str] = []
    line, space = "", False
    for atom in _ATOMS.findall(text):
        if atom == " ":
            space = True
            continue
        candidate = line + (" " if space and line else "") + atom
        if line and cell_len(candidate) > width:
            lines.append(line)
            candidate = atom
        line, space = candidate, False
    lines.append(line)
    return lines


# A word, one wide (CJK) character or punctuation mark, or a space.
_WIDE = "\u2e80-\u9fff\uff00-\uffef\u3000-\u303f"
_ATOMS = re.compile(f"[{_WIDE}]|[^ {_WIDE}]+| ")


def _fit(rows: Sequence[Sequence[str]], width: int | None, wrap: Sequence[int]) -> list[int]:
    columns = len(rows[0])
    natural = [max(cell_len(row[i]) for row in rows) for i in range(columns)]
    if width is None:
        return natural
    widths = list(natural)
    floor = {i: max(_longest_word(row[i]) for row in rows) for i in wrap}
    excess = sum(widths) + len(_GAP) * (columns - 1) - width
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

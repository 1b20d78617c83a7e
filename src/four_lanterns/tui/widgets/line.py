"""A line of text whose changes repaint it without a new layout."""

from __future__ import annotations

from rich.cells import cell_len
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.columns import words

__all__ = ["Line", "held", "held_rows"]

NO_BREAK = "\u00a0"


def held(text: str, width: int) -> str:
    """``text`` broken into rows of at most ``width`` cells at its spaces, never at a
    no-break space nor inside a card's name: the words they join stay on one row.

    Textual wraps at a no-break space as at any white space, and a card's name
    (``Violet 1``) has a space, so a text with either comes broken where it
    may be; a text without is left to Textual. A run of held words longer
    than a row is left whole, for Textual to fold. The rows come with plain
    spaces: the no-break space has done its work, and ``--ascii`` shows no
    character beyond ASCII.
    """
    if width <= 0:
        return text
    paragraphs = [words(paragraph) for paragraph in text.split("\n")]
    if NO_BREAK not in text and not any(" " in word for line in paragraphs for word in line):
        return text
    rows: list[str] = []
    for paragraph in paragraphs:
        row: str | None = None
        for word in paragraph:
            if row is None:
                row = word
            elif cell_len(row) + 1 + cell_len(word) <= width:
                row = f"{row} {word}"
            else:
                rows.append(row)
                row = word
        rows.append(row or "")
    return "\n".join(rows).replace(NO_BREAK, " ")


def held_rows(text: str, width: int) -> int:
    """The rows a :class:`Line` at ``width`` cells takes to show ``text``."""
    return Content(held(text, width)).get_height({}, width)


class Line(Widget):
    """Text in a box whose size the stylesheet fixes.

    ``Label.update`` asks for a new layout of the whole screen on every
    change; a line of the table changes on every key, so it only repaints.
    Its height must therefore come from CSS, not from its text. A no-break
    space holds the words it joins on one row (:func:`held`).
    """

    text: reactive[str] = reactive("", layout=False)

    def __init__(self, text: str = "", *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.set_reactive(Line.text, text)

    def render(self) -> Content:
        return Content(held(self.text, self.size.width))

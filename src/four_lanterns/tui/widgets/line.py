"""A line of text whose changes repaint it without a new layout."""

from __future__ import annotations

import re
from functools import lru_cache

from rich.cells import cell_len
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Label

from four_lanterns.columns import words, wrap

__all__ = ["HeldLabel", "Line", "held", "held_rows", "keys_held"]

NO_BREAK = "\u00a0"
_SPACES = re.compile(r" {2,}")
_JOINTS = re.compile(r" ([·–]) ")
_KEY = re.compile(r"(?<!\S)((?:\S|Enter|Esc|Tab):) ")
"""A key and its colon before what it does (``r: play it again``, ``Enter: what next``)."""


@lru_cache(maxsize=1024)  # a Line repaints often, with the same text at the same width
def held(text: str, width: int) -> str:
    """``text`` broken into rows of at most ``width`` cells at its spaces, never at a
    no-break space nor inside a card's name or between a name and its number: the
    words they join stay on one row.

    Textual wraps at a no-break space as at any white space, and a card's name
    (``Violet 1``) has a space, so a text with either comes broken where it
    may be, as :func:`~four_lanterns.columns.wrap` breaks a sentence (Chinese
    between its characters too, but not inside ``北/南 2``); so does a text
    with a word longer than a row (a file's name), which is folded after a
    ``-``, ``_`` or ``/`` where it has one (:func:`folded`); and so does a text
    with a ``·`` or ``–`` between words, which ends a row, never starts one,
    or with a key before what it does (``r: play``), which never ends a row.
    Any other text is left to Textual. The rows come with plain spaces: the no-break space has
    done its work, and ``--ascii`` shows no character beyond ASCII.
    """
    if width <= 0:
        return text
    paragraphs = text.split("\n")
    if (
        NO_BREAK not in text
        and not _JOINTS.search(text)
        and not _KEY.search(text)
        and not any(
            " " in word or cell_len(word) > width for line in paragraphs for word in words(line)
        )
    ):
        return text
    rows: list[str] = []
    for paragraph in paragraphs:
        # A run of spaces (``0  ←/→``) is kept: all but its last held to the word before.
        paragraph = _SPACES.sub(lambda run: NO_BREAK * (len(run[0]) - 1) + " ", paragraph)
        # A joint ends a row, never starts one: ``N/S 4 –`` / ``E/W 0``, ``… ·`` / ``v1: …``.
        paragraph = _JOINTS.sub(lambda joint: NO_BREAK + joint[1] + " ", paragraph)
        # A key stays with the first word of what it does: ``r: noch`` / ``einmal``.
        paragraph = _KEY.sub(lambda key: key[1] + NO_BREAK, paragraph)
        for row in wrap(paragraph, width):
            # A row longer than the width is one word: a file's name is folded after a
            # mark; Chinese (wide characters) is left for Textual to break.
            narrow = cell_len(row) == len(row)
            rows += folded(row, width) if narrow and cell_len(row) > width else [row]
    return "\n".join(rows).replace(NO_BREAK, " ")


_FOLDS = frozenset("-_/")
"""Where a word too long for a row is folded: after these, as a file's name reads
(not after a dot, which would leave its ending alone on a row)."""


def folded(word: str, width: int) -> list[str]:
    """``word`` in pieces of at most ``width`` cells, each ending after a ``-``, ``_``
    or ``/`` where it can, else at the row's end: ``four-lanterns-record-`` /
    ``sticheln.toml``."""
    pieces: list[str] = []
    while cell_len(word) > width:
        end = 0
        while end < len(word) and cell_len(word[: end + 1]) <= width:
            end += 1
        folds = [at + 1 for at in range(end) if word[at] in _FOLDS]
        cut = folds[-1] if folds else max(end, 1)
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


def held_rows(text: str, width: int) -> int:
    """The rows a :class:`Line` at ``width`` cells takes to show ``text``."""
    return Content(held(text, width)).get_height({}, width)


_KEY_JOINT = " · "
"""Between two keys of a key line (``r: play it again · u: take back the last card``)."""


def keys_held(text: str) -> str:
    """A key line with each key held to what it does: it breaks only between keys, the
    ``·`` staying at the end of a row (``q: quit`` never ends a row at ``q:``)."""
    keys = [key.replace(" ", NO_BREAK) for key in text.split(_KEY_JOINT)]
    return f"{NO_BREAK}· ".join(keys)


class HeldLabel(Label):
    """A label that breaks its text where :func:`held` does, and is as tall as that."""

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(Content(text), id=id)
        self._text = text

    def render(self) -> Content:
        return Content(held(self._text, self.content_size.width))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return held_rows(self._text, width)


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

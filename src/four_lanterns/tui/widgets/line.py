"""A line of text whose changes repaint it without a new layout."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

__all__ = ["Line"]


class Line(Widget):
    """Text in a box whose size the stylesheet fixes.

    ``Label.update`` asks for a new layout of the whole screen on every
    change; a line of the table changes on every key, so it only repaints.
    Its height must therefore come from CSS, not from its text.
    """

    text: reactive[str] = reactive("", layout=False)

    def __init__(self, text: str = "", *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.set_reactive(Line.text, text)

    def render(self) -> Content:
        return Content(self.text)

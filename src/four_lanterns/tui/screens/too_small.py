"""Shown instead of the table while the terminal is below the minimum size."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Label

from four_lanterns.tui.words import Words

__all__ = ["TooSmallScreen"]


class TooSmallScreen(Screen[None]):
    """Says how big the terminal is and how big it must be.

    The app pops it as soon as a resize brings the terminal back to the
    minimum; nothing under it changes meanwhile.
    """

    size_now: reactive[tuple[int, int]] = reactive((0, 0))

    def __init__(self, minimum: tuple[int, int], *, words: Words) -> None:
        super().__init__(id="too-small")
        self._minimum = minimum
        self._words = words

    def compose(self) -> ComposeResult:
        yield Label(self._text(), id="too-small-text")

    def _text(self) -> Content:
        width, height = self.size_now
        return Content(
            self._words.too_small.format(
                width=width,
                height=height,
                min_width=self._minimum[0],
                min_height=self._minimum[1],
            )
        )

    def watch_size_now(self) -> None:
        for label in self.query("#too-small-text").results(Label):
            label.update(self._text())

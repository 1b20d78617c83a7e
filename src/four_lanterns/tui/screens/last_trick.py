"""The last completed trick, shown again over the table (the ``l`` key)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding

from four_lanterns.tui.screens.overlay import Overlay
from four_lanterns.tui.view import TrickView
from four_lanterns.tui.widgets.trick import TrickArea
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["LastTrickScreen"]


class LastTrickScreen(Overlay):
    """The last completed trick as the trick area showed it: each card in front
    of its seat, numbered, the winner marked, the reason and the next leader.

    ``l`` or Esc goes back to the table; the table's other keys too (:class:`Overlay`).
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("escape,l", "close", show=False, priority=True),
    ]

    def __init__(
        self, view: TrickView, *, words: Words, glyphs: Glyphs, passes: frozenset[str]
    ) -> None:
        super().__init__(passes=passes)
        self._view = view
        self._words = words
        self._glyphs = glyphs

    def compose(self) -> ComposeResult:
        area = TrickArea(self._view, words=self._words, glyphs=self._glyphs, id="last-trick")
        area.border_subtitle = self._words.catalogue("match.advice_close", letter="l")
        yield area

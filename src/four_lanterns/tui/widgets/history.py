"""The history panel: every play with its step id, and every trick's result."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from four_lanterns.engine import GameState, ScoringVariant
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.words import Words

__all__ = ["HistoryPanel"]


class HistoryPanel(VerticalScroll, can_focus=False):
    """The sequence a reviewer compares with the paper trace.

    It follows the game to its last line after every change, so the current
    trick is always in sight however small the panel. It never takes focus,
    so the arrow keys stay with the card cursor.
    """

    state: reactive[GameState | None] = reactive(None)
    variant: reactive[ScoringVariant | None] = reactive(None)

    def __init__(self, *, words: Words) -> None:
        super().__init__(id="history")
        self._words = words
        self.border_title = words.history_title

    def compose(self) -> ComposeResult:
        yield Static(id="history-lines")

    def on_mount(self) -> None:
        ascii_scrollbars(self)
        self._refresh_view()

    def watch_state(self) -> None:
        self._refresh_view()

    def watch_variant(self) -> None:
        self._refresh_view()

    def _refresh_view(self) -> None:
        state, variant = self.state, self.variant
        if state is None or variant is None or not self.is_mounted:
            return
        words = self._words
        lines: list[Content] = []
        scores = state.running_scores(variant)
        for trick, score in zip(state.tricks, scores, strict=True):
            for position, play in enumerate(trick.plays, start=1):
                lines.append(Content(words.play_line(trick.number, position, play)))
            line = words.history_result.format(
                trick=f"T{trick.number}", seat=words.seat(trick.winner), score=words.score(score)
            )
            lines.append(Content.styled(line, "bold"))
        number = len(state.tricks) + 1
        for position, play in enumerate(state.trick, start=1):
            lines.append(Content(words.play_line(number, position, play)))
        if not state.plays:
            lines.append(Content.styled(words.history_empty, "dim"))
        self.query_one("#history-lines", Static).update(Content("\n").join(lines))
        # Anchored to the bottom, even after the mouse wheel scrolled it up:
        # the newest plays, the current trick's, are always in sight.
        self.anchor()

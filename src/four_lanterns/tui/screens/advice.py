"""Advice over the table: best play for each card (``b``) or the strong bot's hint (``h``).

The table screen works out what to show, in words; this dialog only lays it
out: a sentence, one row per choice and a note under them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.screens.overlay import Overlay

__all__ = ["Advice", "AdviceScreen"]


@dataclass(frozen=True, slots=True)
class Advice:
    """What the dialog shows, every string already in the table's language.

    ``rows`` are the choices (a card or a bid, then its figures); ``marked``
    the indices of the rows that carry ``mark`` (the best or suggested ones).
    """

    title: str
    close: str
    head: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    marked: frozenset[int]
    mark: str
    note: str


class AdviceScreen(Overlay):
    """One piece of advice; Esc, or the key that opened it, goes back to the table."""

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("escape,b,h", "close", show=False, priority=True),
    ]

    def __init__(self, advice: Advice, *, passes: frozenset[str]) -> None:
        super().__init__(passes=passes)
        self._advice = advice

    def compose(self) -> ComposeResult:
        advice = self._advice
        with VerticalScroll(id="advice") as body:
            body.border_title = advice.title
            body.border_subtitle = advice.close
            yield Static(self._body(), id="advice-text")

    def on_mount(self) -> None:
        # A long hand in a short window scrolls.
        ascii_scrollbars(self.query_one("#advice", VerticalScroll))

    def _body(self) -> Group:
        advice = self._advice
        table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, pad_edge=False)
        table.add_column(advice.columns[0], no_wrap=True)
        for name in advice.columns[1:]:
            table.add_column(name, justify="right", no_wrap=True)
        table.add_column("", no_wrap=True)
        for index, row in enumerate(advice.rows):
            chosen = index in advice.marked
            table.add_row(*row, advice.mark if chosen else "", style="bold" if chosen else None)
        return Group(
            Text(advice.head),
            Text(),
            table,
            Text(),
            Text(advice.note, style="italic"),
        )

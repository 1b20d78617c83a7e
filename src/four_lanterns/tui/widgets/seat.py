"""A seat panel: a seat's name, team, marks and remaining cards."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container
from textual.reactive import reactive

from four_lanterns.engine import Card, Seat, Side
from four_lanterns.tui.view import SeatView
from four_lanterns.tui.widgets.cards import CardChip
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["SeatPanel"]

_FEW = 6
"""The most cards a hand lays out in its narrow arrangement (one column beside the trick)."""


class SeatPanel(Container):
    """One seat at the table, with its hand open.

    Shows the dealt cards still held (played ones are hidden, and come back
    on undo), marks the leader of the current trick and the seat to play, and
    for the seat to play highlights the legal cards and dims the others.
    """

    view: reactive[SeatView | None] = reactive(None)
    """This seat's slice of the table view; an equal slice is not redrawn."""
    cursor: reactive[Card | None] = reactive(None)

    def __init__(
        self,
        seat: Seat,
        dealt: tuple[Card, ...],
        *,
        side: Side,
        words: Words,
        glyphs: Glyphs,
        view: SeatView | None = None,
    ) -> None:
        many = len(dealt) > _FEW
        super().__init__(id=f"seat-{seat.code.lower()}", classes="seat -many" if many else "seat")
        self.seat = seat
        self._dealt = dealt
        self._words = words
        self._glyphs = glyphs
        # The view drawn so far: the marks are redrawn only when they change.
        self._drawn: SeatView | None = None
        # Set on mount (is_mounted is still False in on_mount); nothing to draw on before.
        self._ready = False
        self.border_title = words.seat(seat)
        self.border_subtitle = words.side(side)
        self.set_reactive(SeatPanel.view, view)

    def compose(self) -> ComposeResult:
        with Container(classes="marks"):
            yield Line(classes="mark mark-leader")
            yield Line(classes="mark mark-turn")
        # A long hand is laid out in more columns (app.tcss): a layout class, not game state.
        with Container(classes="hand -many" if self.has_class("-many") else "hand"):
            for card in self._dealt:
                yield CardChip(card, glyphs=self._glyphs, pickable=True, classes="in-hand")

    def on_mount(self) -> None:
        self._ready = True
        self._refresh_view()

    def watch_view(self) -> None:
        self._refresh_view()

    def watch_cursor(self, cursor: Card | None) -> None:
        # Only the cursor moved: one class on at most two chips, no full pass.
        view = self.view
        legal = view.legal if view is not None and view.legal is not None else ()
        for chip in self.query(CardChip):
            chip.set_class(chip.card == cursor and chip.card in legal, "-cursor")

    def _refresh_view(self) -> None:
        view = self.view
        if view is None or not self._ready:
            return
        drawn, self._drawn = self._drawn, view
        if drawn is None or drawn.to_play != view.to_play or drawn.leads != view.leads:
            # A class change restyles the panel and every chip in it: only the
            # turn has a style, and only a change of turn pays for it.
            self.set_class(view.to_play, "-turn")
            leader_mark = self._words.mark_leader.format(glyph=self._glyphs.leader)
            turn_mark = self._words.mark_turn.format(glyph=self._glyphs.turn)
            self.query_one(".mark-leader", Line).text = leader_mark if view.leads else ""
            self.query_one(".mark-turn", Line).text = turn_mark if view.to_play else ""
        held, legal = view.held, view.legal
        for chip in self.query(CardChip):
            card = chip.card
            chip.display = card in held
            is_legal = legal is not None and card in legal
            # One batch per chip: each separate class change would restyle it again.
            chip.update_classes(
                {
                    "-legal": is_legal,
                    "-dimmed": legal is not None and card in held and not is_legal,
                    "-cursor": is_legal and card == self.cursor,
                }
            )

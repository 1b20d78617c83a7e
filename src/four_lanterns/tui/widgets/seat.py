"""A seat panel: a seat's name, team, marks and remaining cards."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container
from textual.reactive import reactive

from four_lanterns.engine import Card, GameState, Seat
from four_lanterns.tui.widgets.cards import CardChip
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["SeatPanel"]


class SeatPanel(Container):
    """One seat at the table, with its hand open.

    Shows the dealt cards still held (played ones are hidden, and come back
    on undo), marks the leader of the current trick and the seat to play, and
    for the seat to play highlights the legal cards and dims the others.
    """

    state: reactive[GameState | None] = reactive(None)
    cursor: reactive[Card | None] = reactive(None)

    def __init__(
        self, seat: Seat, dealt: tuple[Card, ...], *, words: Words, glyphs: Glyphs
    ) -> None:
        super().__init__(id=f"seat-{seat.code.lower()}", classes="seat")
        self.seat = seat
        self._dealt = dealt
        self._words = words
        self._glyphs = glyphs
        self.border_title = words.seat(seat)
        self.border_subtitle = words.team(seat.team)

    def compose(self) -> ComposeResult:
        yield Line(classes="mark mark-leader")
        yield Line(classes="mark mark-turn")
        with Container(classes="hand"):
            for card in self._dealt:
                yield CardChip(card, glyphs=self._glyphs, pickable=True, classes="in-hand")

    def on_mount(self) -> None:
        self._refresh_view()

    def watch_state(self) -> None:
        self._refresh_view()

    def watch_cursor(self, cursor: Card | None) -> None:
        # Only the cursor moved: one class on at most two chips, no full pass.
        state = self.state
        legal = state.legal_plays() if state is not None and state.to_play is self.seat else ()
        for chip in self.query(CardChip):
            chip.set_class(chip.card == cursor and chip.card in legal, "-cursor")

    def _refresh_view(self) -> None:
        state = self.state
        if state is None or not self.is_mounted:
            return
        to_play = state.to_play is self.seat
        leads = not state.is_over and state.leader is self.seat
        self.set_class(to_play, "-turn")
        self.set_class(leads, "-leader")
        leader_mark = self._words.mark_leader.format(glyph=self._glyphs.leader)
        turn_mark = self._words.mark_turn.format(glyph=self._glyphs.turn)
        self.query_one(".mark-leader", Line).text = leader_mark if leads else ""
        self.query_one(".mark-turn", Line).text = turn_mark if to_play else ""
        held = state.hand(self.seat)
        legal = state.legal_plays() if to_play else None
        for chip in self.query(CardChip):
            card = chip.card
            chip.display = card in held
            is_legal = legal is not None and card in legal
            chip.set_class(is_legal, "-legal")
            chip.set_class(legal is not None and card in held and not is_legal, "-dimmed")
            chip.set_class(is_legal and card == self.cursor, "-cursor")

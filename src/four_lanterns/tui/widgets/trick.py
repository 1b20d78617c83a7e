"""The trick area: the cards of the current trick, and who took the last one."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from four_lanterns.engine import Play
from four_lanterns.tui.view import TrickView
from four_lanterns.tui.widgets.cards import CardChip
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["TrickArea"]


class TrickSlot(Horizontal):
    """One place in the trick: its position, the seat, the card and a winner mark."""

    def __init__(self, index: int, *, glyphs: Glyphs) -> None:
        super().__init__(classes="slot")
        self.index = index
        self._glyphs = glyphs

    def compose(self) -> ComposeResult:
        yield Line(classes="slot-label")
        yield CardChip(None, glyphs=self._glyphs, classes="in-trick")
        yield Line(classes="slot-mark")

    def show(self, label: str, play: Play | None, winner: bool) -> None:
        """Fill the slot (or empty it when ``play`` is ``None``)."""
        self.query_one(".slot-label", Line).text = label
        self.query_one(CardChip).card = play.card if play is not None else None
        self.query_one(".slot-mark", Line).text = self._glyphs.winner if winner else ""
        self.set_class(winner, "-winner")


class TrickArea(Vertical):
    """The centre of the table.

    Shows the current trick's cards in play order with seat and position.
    Once the last card lands the trick stays here, winner marked, with the
    reason and the next leader, until the next leader plays; the history
    panel keeps it after that. What it shows is the table view's
    :class:`TrickView`: the led suit and the winner are the engine's.
    """

    view: reactive[TrickView | None] = reactive(None)
    """The table view's trick; an equal one is not redrawn."""

    def __init__(self, view: TrickView, *, words: Words, glyphs: Glyphs) -> None:
        super().__init__(id="trick")
        self._words = words
        self._glyphs = glyphs
        # One place per seat of the game: the view has a slot for each.
        self._places = len(view.slots)
        # Set on mount (is_mounted is still False in on_mount); nothing to draw on before.
        self._ready = False
        self.set_reactive(TrickArea.view, view)

    def compose(self) -> ComposeResult:
        yield Line(id="trick-led")
        for index in range(self._places):
            yield TrickSlot(index, glyphs=self._glyphs)
        yield Line(id="trick-outcome")

    def on_mount(self) -> None:
        self._ready = True
        self.watch_view()

    def watch_view(self) -> None:
        view = self.view
        if view is None or not self._ready:
            return
        words = self._words
        self.border_title = words.trick_title.format(number=view.number)
        self.set_class(view.complete, "-complete")
        led = view.led
        if led is not None:
            shape = self._glyphs.suit(led)
            suit = f"{words.suit(led)} {shape}".rstrip()
            self.query_one("#trick-led", Line).text = words.trick_led.format(suit=suit)
        else:
            self.query_one("#trick-led", Line).text = words.trick_nothing_led
        for slot, place in zip(self.query(TrickSlot), view.slots, strict=True):
            label = words.trick_slot.format(
                position=words.position(slot.index), seat=words.seat(place.seat)
            )
            slot.show(label, place.play, place.winner)
        self.query_one("#trick-outcome", Line).text = self._outcome(view)

    def _outcome(self, view: TrickView) -> str:
        words = self._words
        result = view.result
        if result is not None:
            lines = [
                words.trick_winner.format(
                    glyph=self._glyphs.winner, seat=words.seat(result.winner)
                ),
                words.reason(result),
            ]
            if view.over:
                lines.append(words.trick_hand_over)
            else:
                lines.append(words.trick_next_leader.format(seat=words.seat(view.leader)))
            return "\n".join(lines)
        to_play = view.to_play
        if to_play is None:
            return ""
        if not view.played:
            return words.trick_waiting.format(seat=words.seat(to_play))
        return words.trick_next.format(
            seat=words.seat(to_play), position=words.position(view.played)
        )

"""The trick area: the cards of the current trick, and who took the last one."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from four_lanterns.engine import GameState, Play
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
    Once the fourth card lands the trick stays here, winner marked, with the
    reason and the next leader, until the next leader plays; the history
    panel keeps it after that.
    """

    state: reactive[GameState | None] = reactive(None)

    def __init__(self, *, words: Words, glyphs: Glyphs) -> None:
        super().__init__(id="trick")
        self._words = words
        self._glyphs = glyphs

    def compose(self) -> ComposeResult:
        yield Line(id="trick-led")
        for index in range(4):
            yield TrickSlot(index, glyphs=self._glyphs)
        yield Line(id="trick-outcome")

    def on_mount(self) -> None:
        self.watch_state()

    def watch_state(self) -> None:
        state = self.state
        if state is None or not self.is_mounted:
            return
        words = self._words
        completed = state.last_trick if not state.trick else None
        if state.trick:
            number, plays = len(state.tricks) + 1, state.trick
        elif completed is not None:
            number, plays = completed.number, completed.plays
        else:
            number, plays = 1, ()
        self.border_title = words.trick_title.format(number=number)
        self.set_class(completed is not None, "-complete")
        if plays:
            led = plays[0].card.suit
            shape = self._glyphs.suit(led)
            suit = f"{words.suit(led)} {shape}".rstrip()
            self.query_one("#trick-led", Line).text = words.trick_led.format(suit=suit)
        else:
            self.query_one("#trick-led", Line).text = words.trick_nothing_led
        winner = completed.winner if completed is not None else None
        seat = state.leader if not plays else plays[0].seat
        for slot in self.query(TrickSlot):
            play = plays[slot.index] if slot.index < len(plays) else None
            label = words.trick_slot.format(
                position=words.position(slot.index), seat=words.seat(seat)
            )
            slot.show(label, play, play is not None and play.seat is winner)
            seat = seat.next
        self.query_one("#trick-outcome", Line).text = self._outcome(state)

    def _outcome(self, state: GameState) -> str:
        words = self._words
        if not state.trick and state.last_trick is not None:
            result = state.last_trick.result
            lines = [
                words.trick_winner.format(
                    glyph=self._glyphs.winner, seat=words.seat(result.winner)
                ),
                words.reason(result),
            ]
            if state.is_over:
                lines.append(words.trick_hand_over)
            else:
                lines.append(words.trick_next_leader.format(seat=words.seat(state.leader)))
            return "\n".join(lines)
        to_play = state.to_play
        if to_play is None:
            return ""
        if not state.trick:
            return words.trick_waiting.format(seat=words.seat(to_play))
        return words.trick_next.format(
            seat=words.seat(to_play), position=words.position(len(state.trick))
        )

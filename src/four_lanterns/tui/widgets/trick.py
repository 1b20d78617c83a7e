"""The trick area: each card of the trick in front of its seat, and who takes the trick."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive

from four_lanterns.engine import Play, Seat
from four_lanterns.tui.restyle import restyle, set_classes
from four_lanterns.tui.view import TrickView
from four_lanterns.tui.widgets.cards import CardChip
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["TrickArea"]


class TrickSlot(Horizontal):
    """One seat's place in the trick: the order its card was played, the card, a mark.

    The mark is the winner's on a completed trick, and on an unfinished one
    the mark of the card winning it so far.
    """

    def __init__(self, seat: Seat, *, glyphs: Glyphs) -> None:
        super().__init__(classes=f"slot slot-{seat.code.lower()}")
        self.seat = seat
        self._glyphs = glyphs

    def compose(self) -> ComposeResult:
        yield Line(classes="slot-order")
        yield CardChip(None, glyphs=self._glyphs, classes="in-trick")
        yield Line(classes="slot-mark")

    def show(self, order: int | None, play: Play | None, mark: str, *, complete: bool) -> None:
        """Fill the place (or empty it when ``play`` is ``None``); ``mark`` the winning card."""
        number = self.query_one(".slot-order", Line)
        number.text = str(order) if order is not None else ""
        self.query_one(CardChip).card = play.card if play is not None else None
        marker = self.query_one(".slot-mark", Line)
        marker.text = mark
        # The classes sit on the two small lines, not the slot: a mark moving
        # on every card restyles two lines, not the slot and its card.
        number.set_class(bool(mark), "-marked")
        marker.update_classes(
            {"-winner": bool(mark) and complete, "-winning": bool(mark) and not complete}
        )


# Where each seat's card lies in the trick area: in front of its panel.
_TOP, _LEFT, _RIGHT, _BOTTOM = Seat.NORTH, Seat.WEST, Seat.EAST, Seat.SOUTH


class TrickArea(Vertical):
    """The centre of the table.

    Each card of the current trick lies in front of the seat that played it
    (North's toward the top, East's to the right, South's toward the bottom,
    West's to the left), numbered in the order of play; the card winning the
    trick so far is marked. Once the last card lands the trick stays here,
    winner marked, with the reason and the next leader, until the next
    leader plays; the history panel keeps it after that, and ``l`` shows it
    again. What it shows is the table view's :class:`TrickView`: the led
    suit and the winner are the engine's.
    """

    # No repaint of the whole area on a change: each slot, line and the frame repaint themselves.
    view: reactive[TrickView | None] = reactive(None, repaint=False)
    """The table view's trick; an equal one is not redrawn."""

    def __init__(self, view: TrickView, *, words: Words, glyphs: Glyphs, id: str = "trick") -> None:
        super().__init__(id=id, classes="trick")
        self._words = words
        self._glyphs = glyphs
        # One place per seat of the game: the view has a slot for each.
        self._slots = {place.seat: TrickSlot(place.seat, glyphs=glyphs) for place in view.slots}
        # Set on mount (is_mounted is still False in on_mount); nothing to draw on before.
        self._ready = False
        self.set_reactive(TrickArea.view, view)

    def compose(self) -> ComposeResult:
        slots = self._slots
        yield Line(classes="trick-led")
        with Vertical(classes="trick-cross"):
            with Horizontal(classes="trick-row -top"):
                if _TOP in slots:
                    yield slots[_TOP]
            with Horizontal(classes="trick-row -middle"):
                if _LEFT in slots:
                    yield slots[_LEFT]
                yield Line(classes="trick-gap")
                if _RIGHT in slots:
                    yield slots[_RIGHT]
            with Horizontal(classes="trick-row -bottom"):
                if _BOTTOM in slots:
                    yield slots[_BOTTOM]
        yield Line(classes="trick-outcome")

    def on_mount(self) -> None:
        self._ready = True
        self.watch_view()

    def watch_view(self) -> None:
        view = self.view
        if view is None or not self._ready:
            return
        words, glyphs = self._words, self._glyphs
        title = words.trick_title.format(number=view.number)
        if title != self.border_title:  # setting a title repaints the whole area
            self.border_title = title
        # -complete styles the frame and the outcome line, not the cards.
        if set_classes([(self, {"-complete": view.complete})]):
            restyle([self.query_one(".trick-outcome", Line)])
        led = view.led
        if led is not None:
            shape = glyphs.suit(led)
            suit = f"{words.suit(led)} {shape}".rstrip()
            self.query_one(".trick-led", Line).text = words.trick_led.format(suit=suit)
        else:
            self.query_one(".trick-led", Line).text = words.trick_nothing_led
        mark = glyphs.winner if view.complete else glyphs.winning
        for index, place in enumerate(view.slots):
            played = place.play is not None
            slot = self._slots[place.seat]
            # Under the mouse, a card says who played it and when ("1st North").
            slot.tooltip = (
                words.trick_slot.format(position=words.position(index), seat=words.seat(place.seat))
                if played
                else None
            )
            slot.show(
                index + 1 if played else None,
                place.play,
                mark if played and place.seat is view.winning else "",
                complete=view.complete,
            )
        self.query_one(".trick-outcome", Line).text = self._outcome(view)

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
        lines = []
        if view.winning is not None:
            lines.append(
                words.trick_winning.format(
                    glyph=self._glyphs.winning, seat=words.seat(view.winning)
                )
            )
        lines.append(
            words.trick_next.format(seat=words.seat(to_play), position=words.position(view.played))
        )
        return "\n".join(lines)

"""The trick area: each card of the trick in front of its seat, and who takes the trick."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.style import Style
from textual.widget import Widget

from four_lanterns.engine import Card, Play, Seat
from four_lanterns.tui.restyle import restyle, set_classes
from four_lanterns.tui.view import TrickView
from four_lanterns.tui.widgets.cards import COLOURS, card_face, colour_of, track_cells
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["TrickArea", "TrickSlot"]

_ORDER, _ORDER_MARKED = "slot--order", "slot--order-marked"
_WINNER, _WINNING = "slot--winner", "slot--winning"


def _colour(colour: str) -> str:
    """The component class of a suit's or joker's class (``-teal`` → ``slot--teal``)."""
    return f"slot-{colour}"


class TrickSlot(Widget):
    """One seat's place in the trick: the order its card was played, the card, a mark.

    The mark is the winner's on a completed trick, and on an unfinished one
    the mark of the card winning it so far. One widget draws all three: a
    card played repaints it, with no restyle and no new layout. The three
    columns' widths and the card's height are the grid properties of
    ``.slot`` under each card size; the number and the mark sit level with
    the card's middle row, the mark at the right of its column.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        _ORDER,
        _ORDER_MARKED,
        _WINNER,
        _WINNING,
        *(_colour(colour) for colour in COLOURS),
    }

    def __init__(self, seat: Seat, *, glyphs: Glyphs) -> None:
        super().__init__(classes=f"slot slot-{seat.code.lower()}")
        self.seat = seat
        self._glyphs = glyphs
        self._shown: tuple[int | None, Play | None, str, bool] = (None, None, "", False)

    @property
    def card(self) -> Card | None:
        """The card in this place, or ``None`` for an empty one."""
        play = self._shown[1]
        return play.card if play is not None else None

    def show(self, order: int | None, play: Play | None, mark: str, *, complete: bool) -> None:
        """Fill the place (or empty it when ``play`` is ``None``); ``mark`` the winning card."""
        shown = (order, play, mark, complete)
        if shown != self._shown:
            self._shown = shown
            self.refresh()

    def _geometry(self) -> tuple[int, int, int, int]:
        """The widths of the number's, the card's and the mark's columns; the card's height."""
        # Without a stylesheet's tracks: the smallest card's.
        order, card, mark = track_cells(self.styles.grid_columns, (2, 6, 1))
        (height,) = track_cells(self.styles.grid_rows, (1,))
        return order, card, mark, height

    def get_content_width(self, container: Size, viewport: Size) -> int:
        order, card, mark, _ = self._geometry()
        return order + card + mark

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._geometry()[3]

    def render(self) -> Content:
        order_width, card_width, mark_width, height = self._geometry()
        order, _, mark, complete = self._shown
        card = self.card
        face = card_face(card, self._glyphs, card_width, height)
        card_style = None if card is None else self.get_visual_style(_colour(colour_of(card)))
        number = "" if order is None else str(order)
        number_style = self.get_visual_style(_ORDER_MARKED if mark else _ORDER)
        mark_style = self.get_visual_style(_WINNER if complete else _WINNING)
        middle = (height - 1) // 2
        blank_number, blank_mark = " " * order_width, " " * mark_width
        lines: list[Content] = []
        for row, cells in enumerate(face):
            drawn: str | tuple[str, Style] = (cells, card_style) if card_style else cells
            if row != middle:
                lines.append(Content.assemble(blank_number, drawn, blank_mark))
                continue
            left = (number + blank_number)[:order_width]
            # The mark at the right of its column, the space before it unstyled.
            gap = " " * (mark_width - cell_len(mark))
            lines.append(Content.assemble((left, number_style), drawn, gap, (mark, mark_style)))
        return Content("\n").join(lines)


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
        elif any(place.play is not None for place in view.slots):
            # A led joker sets no suit (a Mole's follower will, an Owl's never).
            self.query_one(".trick-led", Line).text = words.trick_no_suit
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
        else:  # cards played, none of which can win yet (Sticheln: Moles only)
            lines.append(words.trick_no_winner)
        lines.append(
            words.trick_next.format(seat=words.seat(to_play), position=words.position(view.played))
        )
        return "\n".join(lines)

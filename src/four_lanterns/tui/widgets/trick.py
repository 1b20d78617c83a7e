"""The trick area: each card of the trick in front of its seat, and who takes the trick."""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.style import Style
from textual.widget import Widget

from four_lanterns.engine import Card, Play, Seat, Suit
from four_lanterns.tui.restyle import restyle, set_classes
from four_lanterns.tui.view import TrickView
from four_lanterns.tui.widgets.cards import COLOURS, card_face, colour_of, track_cells
from four_lanterns.tui.widgets.line import Line, held_rows
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["TrickArea", "TrickSlot"]

_ORDER, _ORDER_MARKED = "slot--order", "slot--order-marked"
_WINNER, _WINNING = "slot--winner", "slot--winning"

# The least rows of the led suit's line and of the outcome's. The cards'
# place depends on the area's size alone, never on what the lines say: a
# trick's outcome (winner, reason, next leader) leaves the cards where they were.
_LED_ROWS, _OUTCOME_ROWS = 1, 3


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

    @property
    def rows(self) -> int:
        """The rows the card takes: its height under the card size."""
        return self._geometry()[3]

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


class _Said(NamedTuple):
    """A line of the trick area, and the same in fewer words for an area short of room."""

    text: str
    tight: str

    @classmethod
    def once(cls, text: str) -> _Said:
        """A line with no shorter form."""
        return cls(text, text)


def _rows(text: str, width: int) -> int:
    """The rows ``text`` takes wrapped at ``width`` cells."""
    return held_rows(text, width)


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

    Every line is shown whole, and the cards stay put while tricks are
    played: their place comes from the area's size alone. The led suit's
    line has the rows its longest wording for any suit needs, the cards
    sit centred below it as if the outcome took its least rows, and an
    outcome that wraps takes the blank rows below the cards. Where that is
    not enough (80×24, two columns of cards at the sides) the outcome's
    lines that wrap are said in fewer words, the reason first (the rule
    alone: the card is marked), then the next leader; a suit led likewise
    where its line would need more rows than the others'.
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
        # The led suit's line and the outcome's, each in its long and tight words.
        self._said: tuple[_Said, list[_Said]] | None = None
        # The rows given to the two lines and above the cards: a new layout only when they change.
        self._heights: tuple[int, int, int] | None = None
        # The led suit's rows at a width (the most any suit led needs): (width, rows).
        self._led_rows: tuple[int, int] | None = None
        self.set_reactive(TrickArea.view, view)

    def compose(self) -> ComposeResult:
        slots = self._slots
        yield Line(classes="trick-led")
        with Vertical(classes="trick-cross"):
            with Horizontal(classes="trick-row -top"):
                if _TOP in slots:
                    yield slots[_TOP]
            # West's card at the left edge, East's at the right: two halves, not a
            # gap between them, which Textual never makes narrower than a cell.
            with Horizontal(classes="trick-row -middle"):
                with Horizontal(classes="trick-half -left"):
                    if _LEFT in slots:
                        yield slots[_LEFT]
                with Horizontal(classes="trick-half -right"):
                    if _RIGHT in slots:
                        yield slots[_RIGHT]
            with Horizontal(classes="trick-row -bottom"):
                if _BOTTOM in slots:
                    yield slots[_BOTTOM]
        yield Line(classes="trick-outcome")

    def on_mount(self) -> None:
        self._ready = True
        self.watch_view()

    def on_resize(self) -> None:
        # Narrower or lower, a line may need more rows or fewer words; larger, fewer.
        self._fit()

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
        said = self._led(view.led, played=any(place.play is not None for place in view.slots))
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
        self._said = (said, self._outcome(view))
        self._fit()

    def _led(self, suit: Suit | None, *, played: bool) -> _Said:
        """The led suit's line: the suit, or that none is led (yet)."""
        words = self._words
        if suit is not None:
            named = f"{words.suit(suit)} {self._glyphs.suit(suit)}".rstrip()
            return _Said(
                words.trick_led.format(suit=named), words.trick_led_tight.format(suit=named)
            )
        if played:
            # A led joker sets no suit (a Mole's follower will, an Owl's never).
            return _Said.once(words.trick_no_suit)
        # Before the first card, short of room: no suit led (the outcome says who leads).
        return _Said(words.trick_nothing_led, words.trick_no_suit)

    def _led_height(self, width: int) -> int:
        """The led suit's rows at ``width``: the most any line it may say needs,
        each in its fewer words where that takes fewer rows."""
        if self._led_rows is None or self._led_rows[0] != width:
            lines = [self._led(suit, played=True) for suit in Suit]
            lines += [self._led(None, played=True), self._led(None, played=False)]
            needed = max(min(_rows(line.text, width), _rows(line.tight, width)) for line in lines)
            self._led_rows = (width, max(_LED_ROWS, needed))
        return self._led_rows[1]

    def _outcome(self, view: TrickView) -> list[_Said]:
        """The outcome's lines: the winner, the reason and the next leader (or the
        hand's end); during the trick, the card winning so far and who plays next."""
        words = self._words
        result = view.result
        if result is not None:
            winner = words.seat(result.winner)
            lines = [
                _Said.once(words.trick_winner.format(glyph=self._glyphs.winner, seat=winner)),
                _Said(words.reason(result), words.reason(result, tight=True)),
            ]
            if view.over:
                lines.append(_Said.once(words.trick_hand_over))
            else:
                leader = words.seat(view.leader)
                lines.append(
                    _Said(
                        words.trick_next_leader.format(seat=leader),
                        words.trick_next_leader_tight.format(seat=leader),
                    )
                )
            return lines
        to_play = view.to_play
        if to_play is None:
            return []
        if not view.played:
            return [_Said.once(words.trick_waiting.format(seat=words.seat(to_play)))]
        if view.winning is not None:
            glyph = self._glyphs.winning
            lines = [
                _Said.once(words.trick_winning.format(glyph=glyph, seat=words.seat(view.winning)))
            ]
        else:  # cards played, none of which can win yet (Sticheln: Moles only)
            lines = [_Said(words.trick_no_winner, words.trick_no_winner_tight)]
        position = words.position(view.played)
        lines.append(
            _Said.once(words.trick_next.format(seat=words.seat(to_play), position=position))
        )
        return lines

    def _fit(self) -> None:
        """Show the led suit's line and the outcome's, each whole where there is room.

        The rows of the led suit's line and above the cards come from the
        area's size alone, so the cards never move while tricks are played:
        the led suit's line takes the rows the longest of them needs, and
        the cards sit centred below it as if the outcome took its least
        rows. An outcome that wraps takes the blank rows below the cards;
        short of room, its lines that wrap, top to bottom, are said in their
        tight words, each where that takes fewer rows, until they fit. Even
        then too long (below the supported size) the lines are cut, never
        the cards.
        """
        if self._said is None:
            return
        led, outcome = self._said
        shown = [line.text for line in outcome]
        outer, gutter = self.outer_size, self.styles.gutter
        width, height = outer.width - gutter.width, outer.height - gutter.height
        led_text = led.text
        if width > 0:  # laid out (else on_resize fits the lines)
            room = height - self._cross_rows()
            led_height = min(self._led_height(width), max(_LED_ROWS, room))
            if _rows(led_text, width) > led_height:
                led_text = led.tight
            # Centred as with the outcome's least rows (Textual rounds the offset down).
            above = max(0, (room - led_height - _OUTCOME_ROWS) // 2)
            below = max(0, room - led_height - above)
            for index, line in enumerate(outcome):
                if _rows("\n".join(shown), width) <= below:
                    break
                if _rows(line.tight, width) < _rows(shown[index], width):
                    shown[index] = line.tight
            outcome_height = min(max(_rows("\n".join(shown), width), _OUTCOME_ROWS), below)
            self._set_heights(led_height, above, outcome_height)
        self.query_one(".trick-led", Line).text = led_text
        self.query_one(".trick-outcome", Line).text = "\n".join(shown)

    def _cross_rows(self) -> int:
        """The rows the cards take: a card's in each row of the cross that has one
        (between West's and East's places, the gap's row at least)."""
        slots = self._slots
        card = next(iter(slots.values())).rows if slots else 1
        middle = card if _LEFT in slots or _RIGHT in slots else 1
        return (card if _TOP in slots else 0) + middle + (card if _BOTTOM in slots else 0)

    def _set_heights(self, led: int, above: int, outcome: int) -> None:
        """Give the two lines their rows and the cards theirs above them: only a
        change costs a new layout."""
        if (led, above, outcome) == self._heights:
            return
        self._heights = (led, above, outcome)
        self.query_one(".trick-led", Line).styles.height = led
        self.query_one(".trick-cross").styles.padding = (above, 0, 0, 0)
        self.query_one(".trick-outcome", Line).styles.height = outcome

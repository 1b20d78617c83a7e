"""A hand: the cards a seat holds, drawn as one widget in a grid of small cards.

One widget for the whole hand, not one per card: a card played, a new
legal set or a cursor move repaints this widget only, with no restyle of a
dozen widgets and no new layout. The grid's shape stays in the stylesheet,
in the grid properties of ``.hand`` under each card size (columns to a row,
a card's width and height, the gap between cards), and each card's colours
in the component classes below; :func:`~four_lanterns.tui.widgets.cards.card_face`
draws a card as the trick area's places do.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import events
from textual.content import Content
from textual.geometry import Region, Size
from textual.message import Message
from textual.style import Style
from textual.widget import Widget

from four_lanterns.engine import Card
from four_lanterns.tui.widgets.cards import COLOURS, card_face, colour_of, track_cells
from four_lanterns.tui.words import Glyphs

__all__ = ["Hand", "in_hand_order"]

_LEGAL, _DIMMED, _CURSOR = "hand--legal", "hand--dimmed", "hand--cursor"


def in_hand_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` as a hand shows them: by suit (Amber, Teal, Moss, Violet), then by
    rank from low to high, the jokers last (Owl, then Mole), copies side by side.

    The order on screen only: the engine's hands stay as dealt. The keyboard's
    cursor moves through the legal cards in this order too.
    """
    return tuple(sorted(cards, key=lambda card: card.sort_key))


def _component(colour: str) -> str:
    """The component class of a suit's or joker's class (``-teal`` → ``hand--teal``)."""
    return f"hand-{colour}"


def _cursor_component(colour: str) -> str:
    return f"hand--cursor{colour}"


class Hand(Widget):
    """A seat's cards in suit and rank order (:func:`in_hand_order`), the legal
    ones marked for the seat to play.

    Places of cards played stay as blank cells at the end of the hand, so a
    card played repaints and does not lay out again; a hand whose height is
    its own (North's, South's) keeps only the rows that hold a card, and
    its panel the rows of the hand as dealt (:meth:`dealt_height`).
    A click on a card, pressed and released on that card, posts
    :class:`Hand.Picked` (once for a double click); the screen decides.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        _LEGAL,
        _DIMMED,
        _CURSOR,
        *(_component(colour) for colour in COLOURS),
        *(_cursor_component(colour) for colour in COLOURS),
    }

    class Picked(Message):
        """The player clicked a card in a hand."""

        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    def __init__(self, places: int, *, glyphs: Glyphs, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self._glyphs = glyphs
        self._places = places
        self.cards: tuple[Card, ...] = ()
        """The cards shown, from the first place."""
        self.legal: tuple[Card, ...] | None = None
        """The cards marked legal (the others dimmed), or ``None`` for a seat not to play."""
        self.cursor: Card | None = None
        """The legal card under the keyboard's cursor, if any (drawn on its first copy only)."""
        self._shrink = False
        self._pressed: tuple[int, Card] | None = None

    def show(
        self,
        cards: Sequence[Card],
        legal: tuple[Card, ...] | None,
        cursor: Card | None,
        *,
        shrink: bool,
    ) -> None:
        """Show ``cards`` with ``legal`` marked and ``cursor`` on one; repaint only on a change.

        ``shrink``: keep only the rows that hold a card (a panel whose height follows its hand).
        The cards are shown in :func:`in_hand_order`, whatever order they come in.
        """
        cards = in_hand_order(cards)
        cursor = cursor if legal is not None and cursor in legal else None
        if (cards, legal, cursor, shrink) == (self.cards, self.legal, self.cursor, self._shrink):
            return
        rows_before = self._rows()
        self.cards, self.legal, self.cursor, self._shrink = cards, legal, cursor, shrink
        # A new row count changes the panel's height: only then a new layout.
        self.refresh(layout=self._rows() != rows_before)

    def card_at(self, x: int, y: int) -> Card | None:
        """The card drawn at ``x``, ``y`` of the widget, or ``None`` for a gap or a blank place."""
        place = self._place_at(x, y)
        return None if place is None else self.cards[place]

    def _place_at(self, x: int, y: int) -> int | None:
        """The place of the card drawn at ``x``, ``y``, or ``None`` for a gap or a blank place."""
        width, height, row_gap, column_gap, columns = self._geometry()
        column, across = divmod(x, width + column_gap)
        row, down = divmod(y, height + row_gap)
        if x < 0 or y < 0 or across >= width or down >= height or column >= columns:
            return None
        place = row * columns + column
        return place if place < len(self.cards) else None

    def place_of(self, card: Card) -> Region | None:
        """Where ``card`` (its first copy) is drawn, relative to the widget; ``None``: not shown."""
        if card not in self.cards:
            return None
        return self.places()[self.cards.index(card)][1]

    def places(self) -> list[tuple[Card, Region]]:
        """Each card shown, in order, with where it is drawn relative to the widget."""
        width, height, row_gap, column_gap, columns = self._geometry()
        places: list[tuple[Card, Region]] = []
        for index, card in enumerate(self.cards):
            row, column = divmod(index, columns)
            x, y = column * (width + column_gap), row * (height + row_gap)
            places.append((card, Region(x, y, width, height)))
        return places

    def looks(self, place: int) -> tuple[str, ...]:
        """The component classes of the card at ``place``: its colour, legal or dimmed, cursor."""
        card = self.cards[place]
        colour = colour_of(card)
        legal = self.legal
        if legal is None:
            return (_component(colour),)
        if card not in legal:
            return (_component(colour), _DIMMED)
        # Two Owls are one card to the rules: the cursor marks the first only, as Enter plays one.
        if card == self.cursor and place == self.cards.index(card):
            return (_component(colour), _LEGAL, _CURSOR, _cursor_component(colour))
        return (_component(colour), _LEGAL)

    def _geometry(self) -> tuple[int, int, int, int, int]:
        """A card's width and height, the gaps between rows and columns, cards to a row."""
        styles = self.styles
        (width,) = track_cells(styles.grid_columns, (6,))
        (height,) = track_cells(styles.grid_rows, (1,))
        return (
            width,
            height,
            # Textual names a gutter by the line it draws: a horizontal one lies between rows.
            styles.grid_gutter_horizontal,
            styles.grid_gutter_vertical,
            max(styles.grid_size_columns, 1),
        )

    def _rows(self, *, dealt: bool = False) -> int:
        columns = self._geometry()[4]
        shown = len(self.cards) if self._shrink and not dealt else self._places
        return -(-shown // columns)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        width, _, _, column_gap, columns = self._geometry()
        return columns * width + (columns - 1) * column_gap

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height(self._rows())

    def dealt_height(self) -> int:
        """The rows the whole hand as dealt takes at the card size in force, shown or
        not: what a panel keeps for its hand as the hand is played down."""
        return self._height(self._rows(dealt=True))

    def _height(self, rows: int) -> int:
        _, height, row_gap, _, _ = self._geometry()
        return rows * height + max(rows - 1, 0) * row_gap if rows else 0

    def _style(self, place: int) -> Style:
        looks = self.looks(place)
        if looks[-1] != _DIMMED:
            return self.get_visual_style(*looks)
        # A text opacity fades the colour of its own rule only: here, the suit's.
        style = self.get_visual_style(*looks[:-1])
        opacity = self.get_component_styles(_DIMMED).text_opacity
        colour = style.foreground
        foreground = None if colour is None else colour.multiply_alpha(opacity)
        return Style(style.background, foreground, bold=style.bold)

    def render(self) -> Content:
        width, height, row_gap, column_gap, columns = self._geometry()
        rows = self._rows()
        blank = " " * width
        gap = " " * column_gap
        lines: list[Content] = []
        for row in range(rows):
            first = row * columns
            faces = [
                (card_face(card, self._glyphs, width, height), self._style(first + offset))
                for offset, card in enumerate(self.cards[first : first + columns])
            ]
            for line in range(height):
                parts: list[str | tuple[str, Style]] = []
                for place, (face, style) in enumerate(faces):
                    if place:
                        parts.append(gap)
                    parts.append((face[line], style))
                lines.append(Content.assemble(*parts) if parts else Content(blank))
            if row < rows - 1:
                lines.extend(Content("") for _ in range(row_gap))
        return Content("\n").join(lines)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        place = self._place_at(event.x, event.y)
        self._pressed = None if place is None else (place, self.cards[place])

    def on_click(self, event: events.Click) -> None:
        # Textual clicks a widget pressed and released anywhere on it: a press on
        # one card and a release on another (a slip, or a change of mind) plays neither.
        pressed, self._pressed = self._pressed, None
        place = self._place_at(event.x, event.y)
        if place is None or pressed != (place, self.cards[place]):
            return
        if event.chain > 1:
            # A double click's second click lands on the card that took the played one's place.
            return
        event.stop()
        self.post_message(self.Picked(self.cards[place]))

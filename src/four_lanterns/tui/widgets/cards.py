"""A card chip: one card as the table draws it, in a hand or in the trick."""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.engine import Card, Suit
from four_lanterns.tui.words import Glyphs

__all__ = ["CardChip", "suit_class"]


def suit_class(suit: Suit) -> str:
    """The presentation class that colours a suit (``"-teal"``)."""
    return f"-{suit.name.lower()}"


class CardChip(Widget):
    """One card: suit shape, suit letter and rank, in the suit's colour.

    A chip in a hand is *pickable*: a click posts :class:`CardChip.Picked` and
    the screen decides what happens. A chip in the trick area only shows.
    """

    class Picked(Message):
        """The player clicked a card in a hand."""

        def __init__(self, card: Card) -> None:
            super().__init__()
            self.card = card

    # A chip's width is fixed in CSS, so a new card only needs a repaint.
    card: reactive[Card | None] = reactive(None)
    """The card shown, or ``None`` for an empty place."""

    def __init__(
        self,
        card: Card | None,
        *,
        glyphs: Glyphs,
        pickable: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._glyphs = glyphs
        self._pickable = pickable
        self.set_reactive(CardChip.card, card)

    def on_mount(self) -> None:
        self._colour(self.card)

    def watch_card(self, card: Card | None) -> None:
        self._colour(card)

    def _colour(self, card: Card | None) -> None:
        # One batch, restyled only on a real change; a chip often keeps its suit.
        self.update_classes(
            {suit_class(suit): card is not None and card.suit is suit for suit in Suit}
        )

    def render(self) -> Content:
        if self.card is None:
            return Content("")
        return Content(self._glyphs.card(self.card))

    def on_click(self, event: events.Click) -> None:
        if self._pickable and self.card is not None:
            event.stop()
            self.post_message(self.Picked(self.card))

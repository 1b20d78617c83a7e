"""A card as the table draws it: its face, its size, its colour; a chip in the trick.

A card is drawn as a small card: a frame, the rank, the suit's shape and
letter (a joker's shape and name), in the suit's colour. How big depends on
the window: the app sets one of :data:`CARD_SIZES` on itself when the window
changes size (:func:`fit_cards`), and under that class the stylesheet gives
a trick's chip its size and a hand its grid (columns, card width and height,
gaps, read by :class:`~four_lanterns.tui.widgets.hand.Hand`); both draw the
face that fits (:func:`card_face`).
"""

from __future__ import annotations

from textual.content import Content
from textual.dom import DOMNode
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.engine import Card, Joker, Suit
from four_lanterns.tui.words import Glyphs

__all__ = [
    "CARD_SIZES",
    "CardChip",
    "card_face",
    "card_size",
    "colour_classes",
    "fit_cards",
    "joker_class",
    "suit_class",
]

CARD_SIZES = ("-cards-small", "-cards-medium", "-cards-large")
"""The app's class for its card size: one-row cards, three rows, five rows."""

# The smallest window (columns, rows) for medium and for large cards.
_MEDIUM = (110, 34)
_LARGE = (180, 50)


def card_size(width: int, height: int) -> str:
    """The card size class (one of :data:`CARD_SIZES`) for a window of ``width`` × ``height``."""
    if width >= _LARGE[0] and height >= _LARGE[1]:
        return CARD_SIZES[2]
    if width >= _MEDIUM[0] and height >= _MEDIUM[1]:
        return CARD_SIZES[1]
    return CARD_SIZES[0]


def fit_cards(node: DOMNode, width: int, height: int) -> None:
    """Set the card size class for a window of ``width`` × ``height`` on ``node`` (the app)."""
    size = card_size(width, height)
    node.update_classes({name: name == size for name in CARD_SIZES})


def suit_class(suit: Suit) -> str:
    """The presentation class that colours a suit (``"-teal"``)."""
    return f"-{suit.name.lower()}"


def joker_class(joker: Joker) -> str:
    """The presentation class that colours a joker (``"-owl"``, ``"-mole"``)."""
    return f"-{joker.name.lower()}"


def colour_classes(card: Card | None) -> dict[str, bool]:
    """Each suit's and joker's class, on for ``card``'s own (all off for an empty place)."""
    classes = {suit_class(suit): card is not None and card.suit is suit for suit in Suit}
    jokers = {joker_class(joker): card is not None and card.joker is joker for joker in Joker}
    return classes | jokers


def _shape(card: Card, glyphs: Glyphs) -> str:
    if card.joker is not None:
        return glyphs.jokers[card.joker]
    assert card.suit is not None
    return glyphs.suit(card.suit)


def card_face(card: Card | None, glyphs: Glyphs, width: int, height: int) -> tuple[str, ...]:
    """The rows of ``card`` drawn as a card of ``width`` × ``height`` cells.

    One row: a thin frame around the shape and code (``▕◆T12▏``; a code too
    long for the card is cut, as the Mole's ``◇MOL``). Three rows: a framed
    shape and code. Five rows or more: the code in the top left corner and
    the bottom right, the shape in the middle. With ASCII glyphs the frame is
    ASCII and there is no shape (``[T12 ]``). ``None`` is an empty place.
    """
    if width <= 0 or height <= 0:
        return ()
    if card is None:
        return (" " * width,) * height
    shape, code = _shape(card, glyphs), card.code
    left, right, top_left, across, top_right, down, bottom_left, bottom_right = tuple(glyphs.frame)
    inner = max(width - 2, 0)
    # Shape and code read from the left; a code alone (ASCII) sits in the middle.
    label = (shape + code)[:inner].ljust(inner) if shape else code[:inner].center(inner)
    if height < 3:
        return (f"{left}{label}{right}",) + (" " * width,) * (height - 1)
    top = f"{top_left}{across * inner}{top_right}"
    bottom = f"{bottom_left}{across * inner}{bottom_right}"
    if height < 5:
        middle = [label]
    else:
        blank = " " * inner
        middle = [code[:inner].ljust(inner)]
        rest = height - 4  # the rows between the two corner codes
        centre = [blank] * rest
        centre[(rest - 1) // 2] = shape.center(inner) if shape else blank
        middle += centre
        middle.append(code[:inner].rjust(inner))
    return (top, *(f"{down}{row}{down}" for row in middle), bottom)


class CardChip(Widget):
    """One card of the trick drawn as a small card, in the colour of its suit (or joker)."""

    # A chip's size is fixed in CSS, so a new card only needs a repaint.
    card: reactive[Card | None] = reactive(None)
    """The card shown, or ``None`` for an empty place."""

    def __init__(
        self,
        card: Card | None,
        *,
        glyphs: Glyphs,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._glyphs = glyphs
        self.set_reactive(CardChip.card, card)
        # Coloured before it is first styled: a class set on mount would style it twice.
        self.update_classes(colour_classes(card), update=False)

    def watch_card(self, card: Card | None) -> None:
        # One batch, restyled only on a real change; a chip often keeps its suit.
        self.update_classes(colour_classes(card))

    def render(self) -> Content:
        width, height = self.content_size
        return Content("\n".join(card_face(self.card, self._glyphs, width, height)))

"""A card as the table draws it: its face, its size, its colour.

A card is drawn as a small card: a frame, the rank, the suit's shape and
letter (a joker's shape and name), in the suit's colour. How big depends on
the window: the app sets one of :data:`CARD_SIZES` on itself when the window
changes size (:func:`fit_cards`), and under that class the stylesheet gives
a hand its grid (columns, card width and height, gaps; read by
:class:`~four_lanterns.tui.widgets.hand.Hand`) and a place in the trick its
columns and card height (:class:`~four_lanterns.tui.widgets.trick.TrickSlot`);
both draw the face that fits (:func:`card_face`), in the colour
:func:`colour_of` names.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.css.scalar import Scalar
from textual.dom import DOMNode

from four_lanterns.engine import Card, Joker, Suit
from four_lanterns.tui.words import Glyphs

__all__ = [
    "CARD_SIZES",
    "COLOURS",
    "FEW",
    "card_face",
    "card_size",
    "colour_of",
    "fit_cards",
    "track_cells",
    "uncut_code",
]

CARD_SIZES = ("-cards-small", "-cards-medium", "-cards-large")
"""The app's class for its card size: one-row cards, three rows, five rows."""

# The smallest window (columns, rows) for medium and for large cards.
_MEDIUM = (110, 34)
_LARGE = (180, 50)

FEW = 5
"""The most cards a hand lays out in its narrow arrangement (one column beside the trick):
with the two rows of marks above them, all that an East or West panel holds at 80×24."""

# How app.tcss lays out a hand of medium and of large cards: a card's rows, the
# cards to a row at North and South, and at East and West for a short hand (one
# column, up to FEW cards) and a long one (-many).
_MEDIUM_GRID = (3, 9, 3)
_LARGE_GRID = (5, 12, 4)
# The rows around the hands: the footer, the notice bar's two lines and frame,
# the frames of North's, South's and a side panel, and the side panel's marks.
_AROUND = 1 + 4 + 2 + 2 + 2 + 2 + 2


def _rows_for(cards: int, grid: tuple[int, int, int]) -> int:
    """The window's rows that show every card of a hand of ``cards`` at North,
    South, East and West, laid out in ``grid``."""
    if cards <= 0:
        return 0
    card_rows, across, side_across = grid
    side = cards if cards <= FEW else -(-cards // side_across)
    return _AROUND + 2 * card_rows * -(-cards // across) + card_rows * side


def card_size(width: int, height: int, cards: int = 0) -> str:
    """The card size class (one of :data:`CARD_SIZES`) for a window of ``width`` × ``height``.

    ``cards``: the largest hand at the table. A size is chosen only where every
    card of every hand fits the window's rows; else the cards are smaller.
    """
    if width >= _LARGE[0] and height >= max(_LARGE[1], _rows_for(cards, _LARGE_GRID)):
        return CARD_SIZES[2]
    if width >= _MEDIUM[0] and height >= max(_MEDIUM[1], _rows_for(cards, _MEDIUM_GRID)):
        return CARD_SIZES[1]
    return CARD_SIZES[0]


def fit_cards(node: DOMNode, width: int, height: int, cards: int = 0) -> bool:
    """Set the card size class for a window of ``width`` × ``height`` on ``node`` (the app),
    whose largest hand holds ``cards``; whether the size changed."""
    size = card_size(width, height, cards)
    if node.has_class(size):
        return False
    node.update_classes({name: name == size for name in CARD_SIZES})
    return True


COLOURS: tuple[str, ...] = (
    *(f"-{suit.name.lower()}" for suit in Suit),
    *(f"-{joker.name.lower()}" for joker in Joker),
)
"""Each suit's and joker's colour, as the widgets that draw cards name their component classes."""


def colour_of(card: Card) -> str:
    """The colour of ``card``'s suit or joker, one of :data:`COLOURS` (``"-teal"``, ``"-owl"``)."""
    kind = card.joker if card.joker is not None else card.suit
    assert kind is not None
    return f"-{kind.name.lower()}"


def track_cells(tracks: Sequence[Scalar] | None, defaults: tuple[int, ...]) -> tuple[int, ...]:
    """The sizes in cells of a grid's fixed tracks, as the stylesheet gives them.

    A hand and a place in the trick read their shape from grid properties
    without being laid out as grids; ``defaults`` stand in where the
    stylesheet gives fewer tracks than they need.
    """
    given = [max(int(track.value), 1) for track in tracks or ()]
    return tuple(given[at] if at < len(given) else default for at, default in enumerate(defaults))


def _shape(card: Card, glyphs: Glyphs) -> str:
    if card.joker is not None:
        return glyphs.jokers[card.joker]
    assert card.suit is not None
    return glyphs.suit(card.suit)


_CUT_CODE = 3
"""The fewest letters of a joker's code that a card shows: a one-row card (``▕◇MOL▏``,
its shape beside the code) in the narrowest hand that app.tcss lays out."""


def uncut_code(typed: str, deck: Sequence[Card]) -> str:
    """A typed play whose card is a joker of ``deck``, its code cut as a small card
    cuts it (``mol``, ``s:mol``), with the whole code (``MOLE``): what the table
    shows may be typed. Any other text is left as typed."""
    seat, colon, code = typed.rpartition(":")
    for joker in dict.fromkeys(card.joker for card in deck if card.joker is not None):
        if _CUT_CODE <= len(code) < len(joker.code) and joker.code.startswith(code.upper()):
            return f"{seat}{colon}{joker.code}"
    return typed


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

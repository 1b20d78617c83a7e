"""Value types: suits, cards and seats, with their compact codes.

Codes are what reviewers type and read in reports: a suit letter then a rank
(``T1``, ``A4``), the jokers by name (``OWL``, ``MOLE``), seats ``N E S W``.
Parsing is case-insensitive; formatting is always upper case. Which cards a
game's deck holds, and what a joker does, is the rule set's business, as are
partnerships: Four Lanterns' ``Team`` lives with its rules and is still
importable from here.
"""

from __future__ import annotations

import enum
import functools
from typing import TYPE_CHECKING, NamedTuple

from four_lanterns.engine.errors import CardCodeError, CodeError

if TYPE_CHECKING:
    from four_lanterns.games.four_lanterns.rules import Team

__all__ = ["Card", "Joker", "Seat", "Suit", "Team"]


@functools.total_ordering
class Suit(enum.Enum):
    """One of the four suits; the value is the suit's code letter.

    Suits are ordered as the deck is (Amber, Teal, Moss, Violet), so cards
    sort by suit then rank.
    """

    AMBER = "A"
    TEAL = "T"
    MOSS = "M"
    VIOLET = "V"

    @property
    def code(self) -> str:
        """The one-letter code (``"T"``)."""
        return self.value

    @property
    def word(self) -> str:
        """The English name (``"Teal"``)."""
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse a suit letter, case-insensitively (``"t"`` is Teal)."""
        try:
            return _SUIT_BY_LETTER[text.strip().upper()]
        except (KeyError, AttributeError):
            raise CodeError(
                f"{text!r} is not a suit (expected one of A, T, M, V)", text=str(text)
            ) from None

    @property
    def index(self) -> int:
        """Position in the fixed suit order Amber, Teal, Moss, Violet."""
        return _SUIT_ORDER[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return _SUIT_ORDER[self] < _SUIT_ORDER[other]

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_BY_LETTER = {suit.value: suit for suit in Suit}
_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}


class Seat(enum.IntEnum):
    """A seat at the table; the value is its clockwise position from North."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    def __bool__(self) -> bool:
        # North is 0; a seat must never read as "no seat" in a truth test.
        return True

    @property
    def code(self) -> str:
        """The one-letter code (``"N"``)."""
        return self.name[0]

    @property
    def word(self) -> str:
        """The English name (``"North"``)."""
        return self.name.capitalize()

    @property
    def seats(self) -> tuple[Seat]:
        """The seat itself: a seat is a side where each plays for themselves."""
        return (self,)

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Parse a seat letter, case-insensitively (``"e"`` is East)."""
        try:
            return _SEAT_BY_LETTER[text.strip().upper()]
        except (KeyError, AttributeError):
            raise CodeError(
                f"{text!r} is not a seat (expected one of N, E, S, W)", text=str(text)
            ) from None

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    def __str__(self) -> str:
        return self.code


_SEAT_BY_LETTER = {seat.code: seat for seat in Seat}


class Joker(enum.Enum):
    """A card without suit or rank; the value is its code. A rule set says what it does."""

    OWL = "OWL"
    MOLE = "MOLE"

    @property
    def code(self) -> str:
        """The code (``"OWL"``)."""
        return self.value

    @property
    def word(self) -> str:
        """The English name (``"Owl"``)."""
        return self.name.capitalize()

    def __repr__(self) -> str:
        return f"Joker.{self.name}"


_JOKER_BY_CODE = {joker.value: joker for joker in Joker}
_JOKER_ORDER = {joker: len(_SUIT_ORDER) + index for index, joker in enumerate(Joker)}


class Card(NamedTuple):
    """A card: a suit and a rank, or a joker. Immutable, hashable, ordered.

    ``Card.parse("T1")`` is Teal 1; ``Card.parse("owl")`` is an Owl, whose
    ``suit`` is ``None`` and ``rank`` 0. Cards sort by suit then rank, jokers
    after every suit. Which cards exist is the ruleset's business (its deck);
    this type only knows the notation.
    """

    suit: Suit | None
    rank: int
    joker: Joker | None = None

    @classmethod
    def of(cls, joker: Joker) -> Card:
        """The card of a joker (``Card.of(Joker.OWL)``)."""
        return _JOKERS[joker]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse a card code such as ``"T1"``, ``"a4"`` or ``"Mole"``."""
        if not isinstance(text, str):
            raise CardCodeError(
                f"{text!r} is not a card code (expected text like T1)", text=str(text)
            )
        code = text.strip()
        joker = _JOKER_BY_CODE.get(code.upper())
        if joker is not None:
            return _JOKERS[joker]
        if len(code) < 2:
            raise CardCodeError(
                f"{text!r} is not a card code (expected a suit letter and a rank, like T1)",
                text=text,
            )
        letter, digits = code[0].upper(), code[1:]
        suit = _SUIT_BY_LETTER.get(letter)
        if suit is None:
            raise CardCodeError(
                f"{text!r} is not a card code: {code[0]!r} is not a suit (expected A, T, M or V)",
                text=text,
            )
        if len(digits) > 1 and digits.isalpha():  # "MOLEX": a word, not a suit and a rank
            raise CardCodeError(
                f"{text!r} is not a card code (expected a suit letter and a rank, like T1)",
                text=text,
            )
        if not (digits.isascii() and digits.isdigit()):
            raise CardCodeError(
                f"{text!r} is not a card code: the rank {digits!r} is not a number", text=text
            )
        if len(digits) > 2:
            raise CardCodeError(
                f"{text!r} is not a card code: the rank {digits!r} is too large", text=text
            )
        return cls(suit, int(digits))

    @property
    def code(self) -> str:
        """The compact code (``"T1"``, ``"OWL"``)."""
        if self.joker is not None:
            return self.joker.value
        assert self.suit is not None
        return f"{self.suit.value}{self.rank}"

    @property
    def word(self) -> str:
        """The English name (``"Teal 1"``, ``"Owl"``)."""
        if self.joker is not None:
            return self.joker.word
        assert self.suit is not None
        return f"{self.suit.word} {self.rank}"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit order then rank; jokers after every suit."""
        if self.joker is not None:
            return (_JOKER_ORDER[self.joker], 0)
        assert self.suit is not None
        return (_SUIT_ORDER[self.suit], self.rank)

    # A joker has no suit to compare: order by sort_key, not field by field.
    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key < other.sort_key

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key <= other.sort_key

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key > other.sort_key

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key >= other.sort_key

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code


_JOKERS = {joker: Card(None, 0, joker) for joker in Joker}


def __getattr__(name: str) -> object:
    # ``from four_lanterns.engine.cards import Team`` keeps working for callers
    # written before partnerships moved into the Four Lanterns rule set.
    if name == "Team":
        from four_lanterns.games.four_lanterns.rules import Team

        return Team
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

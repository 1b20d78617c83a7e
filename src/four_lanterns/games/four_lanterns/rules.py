"""The rules of Four Lanterns: partnerships, 16 cards, follow suit, highest of the led suit."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import TYPE_CHECKING

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import CodeError
from four_lanterns.engine.rules import rotations
from four_lanterns.engine.scoring import VARIANTS, ScoringVariant
from four_lanterns.engine.sides import Side
from four_lanterns.engine.tricks import LegalReason, Play, TrickResult

if TYPE_CHECKING:
    from four_lanterns.engine.state import GameState

__all__ = ["FOUR_LANTERNS", "FourLanternsRules", "Team"]


class Team(enum.Enum):
    """A partnership: North with South, East with West. The sides of Four Lanterns."""

    NS = "NS"
    EW = "EW"

    @property
    def code(self) -> str:
        """The two-letter code (``"NS"``)."""
        return self.value

    @property
    def label(self) -> str:
        """How the team is written on the table (``"N/S"``)."""
        return f"{self.value[0]}/{self.value[1]}"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two partners, in clockwise order from North."""
        return (Seat.NORTH, Seat.SOUTH) if self is Team.NS else (Seat.EAST, Seat.WEST)

    @classmethod
    def parse(cls, text: str) -> Team:
        """Parse ``NS`` or ``EW`` (also ``N/S``, ``E/W``), case-insensitively."""
        key = str(text).strip().upper().replace("/", "")
        try:
            return cls(key)
        except ValueError:
            raise CodeError(f"{text!r} is not a team (expected NS or EW)", text=str(text)) from None

    def __repr__(self) -> str:
        return f"Team.{self.name}"


_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_ORDER = rotations(_SEATS)
_TEAM = {Seat.NORTH: Team.NS, Seat.SOUTH: Team.NS, Seat.EAST: Team.EW, Seat.WEST: Team.EW}


class FourLanternsRules:
    """Four Lanterns: 16 cards, follow suit, no trump, highest of the led suit wins."""

    name = "four-lanterns"
    title = "Four Lanterns"
    seats: tuple[Seat, ...] = _SEATS
    sides: tuple[Side, ...] = (Team.NS, Team.EW)
    deck: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in range(1, 5))
    deck_summary = "suits A, T, M, V; ranks 1 to 4"
    hand_size = 4
    variants: Mapping[str, ScoringVariant] = VARIANTS
    bidding = False

    def order(self, first: Seat) -> tuple[Seat, ...]:
        """Clockwise from ``first``: N, E, S, W."""
        return _ORDER[first]

    def index(self, seat: Seat) -> int:
        """The clockwise position from North (the seat's own number)."""
        return int(seat)

    def side_of(self, seat: Seat) -> Team:
        """North and South score together, and East and West."""
        return _TEAM[seat]

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        """The suit of the first card."""
        return trick[0].card.suit if trick else None

    def legal(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> tuple[Card, ...]:
        """Any card to lead; otherwise the led suit if held, else any card."""
        led = self.led(trick)
        if led is None:
            return hand
        follow = tuple([card for card in hand if card.suit is led])
        return follow or hand

    def legal_reason(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> LegalReason:
        """Lead, follow or discard."""
        led = self.led(trick)
        if led is None:
            return LegalReason.LEAD
        for card in hand:
            if card.suit is led:
                return LegalReason.FOLLOW
        return LegalReason.DISCARD

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        """The highest card of the led suit takes the trick; discards never win."""
        led = plays[0].card.suit  # a complete trick always has a led suit here
        best = plays[0]
        discards = []
        for play in plays[1:]:
            if play.card.suit is not led:
                discards.append(play.card)
            elif play.card.rank > best.card.rank:
                best = play
        return TrickResult(best.seat, best.card, led, tuple(discards))

    def winning(self, plays: tuple[Play, ...]) -> TrickResult | None:
        """The highest card of the led suit so far: :meth:`resolve` on the cards played.

        ``None`` before the lead; a led card always wins until a higher one follows.
        """
        return self.resolve(plays) if plays else None

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        """No bidding in Four Lanterns."""
        return ()

    def __repr__(self) -> str:
        return "FOUR_LANTERNS"


FOUR_LANTERNS = FourLanternsRules()
"""The rules of this game; the default of every deal."""

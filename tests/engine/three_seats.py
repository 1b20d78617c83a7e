"""A small game the engine has never seen: three seats, each for themselves.

Seats North, East and West play in that order; each seat is its own side.
Nine cards (Amber, Teal and Moss, ranks 1 to 3), three each; follow suit,
highest of the led suit wins, as in Four Lanterns.

The rule set only asks Four Lanterns' rules how a trick is played; it is not
a ``FourLanternsRules`` (whose sides are teams), so the engine meets it only
through the ``Ruleset`` protocol, as it would a game from elsewhere.
"""

from __future__ import annotations

from collections.abc import Mapping

from four_lanterns.engine import (
    FOUR_LANTERNS,
    Card,
    GameState,
    LegalReason,
    Play,
    ScoringVariant,
    Seat,
    Side,
    Suit,
    TrickResult,
)
from four_lanterns.engine.rules import rotations

SEATS = (Seat.NORTH, Seat.EAST, Seat.WEST)
_ORDER = rotations(SEATS)
_INDEX = {seat: index for index, seat in enumerate(SEATS)}


class ThreeSeatRules:
    """Three seats, no partners: a side is a seat."""

    name = "three-seats"
    title = "Three Seats"
    seats: tuple[Seat, ...] = SEATS
    sides: tuple[Side, ...] = SEATS
    deck = tuple(
        Card(suit, rank) for suit in (Suit.AMBER, Suit.TEAL, Suit.MOSS) for rank in (1, 2, 3)
    )
    deck_summary = "suits A, T, M; ranks 1 to 3"
    hand_size = 3
    variants: Mapping[str, ScoringVariant] = FOUR_LANTERNS.variants
    bidding = False

    def order(self, first: Seat) -> tuple[Seat, ...]:
        return _ORDER[first]

    def index(self, seat: Seat) -> int:
        return _INDEX[seat]

    def side_of(self, seat: Seat) -> Seat:
        return seat

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        return FOUR_LANTERNS.led(trick)

    def legal(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> tuple[Card, ...]:
        return FOUR_LANTERNS.legal(hand, trick)

    def legal_reason(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> LegalReason:
        return FOUR_LANTERNS.legal_reason(hand, trick)

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        return FOUR_LANTERNS.resolve(plays)

    def winning(self, plays: tuple[Play, ...]) -> TrickResult | None:
        return FOUR_LANTERNS.winning(plays)

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        return ()

    def __repr__(self) -> str:
        return "THREE_SEATS"


THREE_SEATS = ThreeSeatRules()

# N leads Amber, Teal, Moss in turn; everyone can follow every trick.
HANDS: Mapping[Seat, tuple[Card, ...]] = {
    Seat.NORTH: tuple(Card.parse(c) for c in ("A3", "T1", "M1")),
    Seat.EAST: tuple(Card.parse(c) for c in ("A1", "T3", "M2")),
    Seat.WEST: tuple(Card.parse(c) for c in ("A2", "T2", "M3")),
}

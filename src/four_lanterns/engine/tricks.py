"""Plays and tricks: what was played, and who took it and why."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from four_lanterns.engine import english
from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import CardCodeError, CodeError
from four_lanterns.engine.facts import LegalReason, WinRule

__all__ = [
    "CompletedTrick",
    "LegalPlays",
    "LegalReason",
    "Play",
    "TrickResult",
    "WinRule",
    "step_id",
]


def step_id(trick_number: int, position: int) -> str:
    """The id of one card in the hand: ``T2.3`` is the third card of trick 2."""
    return f"T{trick_number}.{position}"


class Play(NamedTuple):
    """One card played by one seat; code ``"N:T1"``."""

    seat: Seat
    card: Card

    @classmethod
    def parse(cls, text: str) -> Play:
        """Parse ``"N:T1"`` (case-insensitive)."""
        seat_code, sep, card_code = str(text).strip().partition(":")
        if not sep:
            raise CodeError(
                f"{text!r} is not a play (expected SEAT:CARD, like N:T1)", text=str(text)
            )
        seat = Seat.parse(seat_code)
        if not card_code.strip():
            raise CardCodeError(
                f"{text!r} names no card after the seat (expected SEAT:CARD, like N:T1)",
                text=str(text),
            )
        return cls(seat, Card.parse(card_code))

    @property
    def code(self) -> str:
        """The compact code (``"N:T1"``)."""
        return f"{self.seat.code}:{self.card.code}"

    def __repr__(self) -> str:
        return f"Play.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code


class LegalPlays:
    """The cards the seat to play may play, queryable like a set (``card in legal``).

    Attributes:
        cards: the legal cards, in hand order.
        seat: the seat to play (``None`` once the hand is over).
        reason: which rule decides them.
        led: the led suit, or ``None`` for a lead.
    """

    __slots__ = ("cards", "led", "reason", "seat")

    def __init__(
        self, cards: tuple[Card, ...], seat: Seat | None, reason: LegalReason, led: Suit | None
    ) -> None:
        self.cards = cards
        self.seat = seat
        self.reason = reason
        self.led = led

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __repr__(self) -> str:
        codes = " ".join(card.code for card in self.cards)
        return f"<LegalPlays {self.reason.value} {codes!r}>"

    @property
    def explanation(self) -> str:
        """Why these cards, in an English sentence a player understands."""
        return english.legal(self)


@dataclass(frozen=True, slots=True)
class TrickResult:
    """Who takes a complete trick, and which rule decided it.

    Attributes:
        winner: the seat that takes the trick and leads the next one.
        card: the winning card.
        led: the led suit, or ``None`` when nothing was led (a game whose
            lead card has no suit).
        discards: off-suit cards in the trick; they took no part in the comparison.
        rule: the rule that decided the winner (highest of the led suit in
            Four Lanterns; a game adds its own, such as highest trump).
        trump: the trump suit, in a game that has one.
    """

    winner: Seat
    card: Card
    led: Suit | None
    discards: tuple[Card, ...] = ()
    rule: WinRule = WinRule.HIGHEST_LED
    trump: Suit | None = None

    @property
    def reason(self) -> str:
        """The reason in English: ``"Teal 4 is the highest Teal; ..."``."""
        return english.trick_reason(self)

    @property
    def short_reason(self) -> str:
        """The reason for a narrow panel: ``"Teal 4 — highest Teal"``."""
        return english.short_reason(self)


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    """A trick with all its cards, numbered from 1.

    Attributes:
        number: 1 for the first trick of the hand.
        plays: the cards in the order played; the first is the lead.
        result: the winner and the reason.
    """

    number: int
    plays: tuple[Play, ...]
    result: TrickResult

    @property
    def leader(self) -> Seat:
        """The seat that led this trick."""
        return self.plays[0].seat

    @property
    def winner(self) -> Seat:
        """The seat that took this trick."""
        return self.result.winner

    @property
    def led(self) -> Suit | None:
        """The suit that was led (as the rule set decided it), or ``None``."""
        return self.result.led

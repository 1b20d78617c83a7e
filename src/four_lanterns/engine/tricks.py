"""Plays and tricks: what was played, and who took it and why."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import CodeError

__all__ = ["CompletedTrick", "LegalPlays", "LegalReason", "Play", "TrickResult", "step_id"]


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
        return cls(Seat.parse(seat_code), Card.parse(card_code))

    @property
    def code(self) -> str:
        """The compact code (``"N:T1"``)."""
        return f"{self.seat.code}:{self.card.code}"

    def __repr__(self) -> str:
        return f"Play.parse({self.code!r})"

    def __str__(self) -> str:
        return self.code


class LegalReason(enum.Enum):
    """Which rule decides the legal cards of the seat to play."""

    LEAD = "lead"
    """The leader may play any card."""
    FOLLOW = "follow"
    """The seat holds the led suit and must play one of that suit."""
    DISCARD = "discard"
    """The seat holds none of the led suit and may play any card."""
    HAND_OVER = "hand_over"
    """No card may be played: the hand is over."""


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
        """Why these cards, in a sentence a player understands."""
        seat = self.seat.word if self.seat is not None else ""
        if self.reason is LegalReason.HAND_OVER or self.seat is None:
            return "The hand is over: no card may be played."
        if self.reason is LegalReason.LEAD:
            return f"{seat} leads: any card may be played."
        assert self.led is not None
        if self.reason is LegalReason.FOLLOW:
            return (
                f"{self.led.word} was led and {seat} holds {self.led.word}, "
                f"so {seat} must follow {self.led.word}."
            )
        return f"{self.led.word} was led and {seat} holds none, so any card may be discarded."


@dataclass(frozen=True, slots=True)
class TrickResult:
    """Who takes a complete trick, and why.

    Attributes:
        winner: the seat that takes the trick and leads the next one.
        card: the winning card.
        led: the led suit.
        discards: off-suit cards in the trick; they took no part in the comparison.
    """

    winner: Seat
    card: Card
    led: Suit
    discards: tuple[Card, ...] = ()

    @property
    def reason(self) -> str:
        """The reason in words: ``"Teal 4 is the highest Teal; ..."``."""
        text = f"{self.card.word} is the highest {self.led.word}"
        if self.discards:
            names = ", ".join(card.word for card in self.discards)
            text += f"; off-suit discards cannot win ({names})"
        return text

    @property
    def short_reason(self) -> str:
        """The reason for a narrow panel: ``"Teal 4 — highest Teal"``."""
        return f"{self.card.word} — highest {self.led.word}"


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
    def led(self) -> Suit:
        """The suit that was led (as the rule set decided it)."""
        return self.result.led

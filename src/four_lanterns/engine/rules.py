"""Rule sets: which cards exist, which may be played, and who takes a trick.

A rule set is a small object the game state carries. The state does the
bookkeeping common to every trick-taking game (turn order, hands, tricks,
undo); the rule set decides everything that differs between games. A later
game (trump, jokers: see ``docs/architecture.md``) is another class with the
same methods, not a change to the state.
"""

from __future__ import annotations

from typing import Protocol

from four_lanterns.engine.cards import Card, Seat, Suit, Team
from four_lanterns.engine.tricks import LegalReason, Play, TrickResult

__all__ = ["FOUR_LANTERNS", "FourLanternsRules", "Ruleset", "not_in_deck"]


class Ruleset(Protocol):
    """What the game state asks of a game's rules."""

    name: str
    """Human name of the game."""
    deck: tuple[Card, ...]
    """Every card of the game, in a fixed order."""
    hand_size: int
    """Cards dealt to each seat; also the number of tricks in a hand."""
    deck_summary: str
    """The deck in a few words, for error messages (``"suits A, T, M, V; ranks 1 to 4"``)."""

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        """The suit the followers of ``trick`` must follow, or ``None`` (nothing binds yet)."""
        ...

    def legal(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> tuple[Card, ...]:
        """The cards of ``hand`` that may be played to ``trick`` (an empty trick is a lead)."""
        ...

    def legal_reason(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> LegalReason:
        """Which rule decides :meth:`legal` in this position."""
        ...

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        """The winner of a complete trick, with the reason."""
        ...

    def side_of(self, seat: Seat) -> Team:
        """The side a seat scores for."""
        ...


class FourLanternsRules:
    """Four Lanterns: 16 cards, follow suit, no trump, highest of the led suit wins."""

    name = "Four Lanterns"
    deck: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in range(1, 5))
    deck_summary = "suits A, T, M, V; ranks 1 to 4"
    hand_size = 4

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

    def side_of(self, seat: Seat) -> Team:
        """North and South score together, and East and West."""
        return seat.team

    def __repr__(self) -> str:
        return "FOUR_LANTERNS"


FOUR_LANTERNS = FourLanternsRules()
"""The rules of this game; the default of every deal."""


def not_in_deck(code: str, rules: Ruleset) -> str:
    """The message for a well-formed card code that names no card of the deck."""
    return f"{code!r} is not a card of the {rules.name} deck ({rules.deck_summary})"

"""Toy Trump: a game the core has never seen, plugged in from outside ``src/``.

Three seats (North, East, West, in that order), each for themselves; twelve
cards (suits A, T, M, V, ranks 1 to 3), four each; a trump suit fixed by the
deal file (``trump = "M"``); no bidding. Follow suit; the highest trump takes
the trick, else the highest card of the led suit; one point per trick.

Nothing under ``src/`` names this game. :func:`install` registers the rule
set and its catalogue namespace; :func:`uninstall` removes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from four_lanterns.engine import Card, Seat, Side, Suit
from four_lanterns.engine.facts import LegalReason, WinRule
from four_lanterns.engine.registry import register, unregister
from four_lanterns.engine.rules import rotations
from four_lanterns.engine.scoring import VARIANTS, ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, TrickResult
from four_lanterns.words import register_namespace, unregister_namespace

NAME = "toy-trump"

TRUMP_WINS = WinRule.define("trump_wins", NAME)
"""The toy's own win rule: a trump beat the led suit."""

_SEATS = (Seat.NORTH, Seat.EAST, Seat.WEST)
_ORDER = rotations(_SEATS)
_INDEX = {seat: index for index, seat in enumerate(_SEATS)}


@dataclass(frozen=True)
class ToyTrumpRules:
    """The toy's rule set; ``trump`` comes from the deal file."""

    trump: Suit = Suit.MOSS

    name: ClassVar[str] = NAME
    title: ClassVar[str] = "Toy Trump"
    namespace: ClassVar[str] = NAME
    seats: ClassVar[tuple[Seat, ...]] = _SEATS
    sides: ClassVar[tuple[Side, ...]] = _SEATS
    deck: ClassVar[tuple[Card, ...]] = tuple(
        Card(suit, rank) for suit in Suit for rank in range(1, 4)
    )
    deck_summary: ClassVar[str] = "suits A, T, M, V; ranks 1 to 3"
    hand_size: ClassVar[int] = 4
    variants: ClassVar[Mapping[str, ScoringVariant]] = {"v0": VARIANTS["v0"]}
    bidding: ClassVar[bool] = False
    deal_options: ClassVar[Mapping[str, type]] = {"trump": str}

    def configure(self, options: Mapping[str, Any]) -> ToyTrumpRules:
        """The rules with the deal file's trump suit."""
        return ToyTrumpRules(Suit.parse(options["trump"]))

    def options(self) -> Mapping[str, Any]:
        """The trump suit's letter, as the deal file writes it."""
        return {"trump": self.trump.code}

    def order(self, first: Seat) -> tuple[Seat, ...]:
        """N, E, W, starting with ``first``."""
        return _ORDER[first]

    def index(self, seat: Seat) -> int:
        """Position in N, E, W."""
        return _INDEX[seat]

    def side_of(self, seat: Seat) -> Seat:
        """Each seat scores for itself."""
        return seat

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        """The suit of the first card."""
        return trick[0].card.suit if trick else None

    def legal(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> tuple[Card, ...]:
        """Follow the led suit if possible; otherwise any card (trump or not)."""
        led = self.led(trick)
        follow = tuple(card for card in hand if card.suit is led)
        return follow or hand

    def legal_reason(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> LegalReason:
        """Lead, follow or discard, as in Four Lanterns."""
        led = self.led(trick)
        if led is None:
            return LegalReason.LEAD
        if any(card.suit is led for card in hand):
            return LegalReason.FOLLOW
        return LegalReason.DISCARD

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        """The highest trump, else the highest card of the led suit."""
        led = plays[0].card.suit
        trumps = [play for play in plays if play.card.suit is self.trump]
        if trumps and led is not self.trump:
            best = max(trumps, key=lambda play: play.card.rank)
            discards = tuple(play.card for play in plays if play.card.suit not in (led, self.trump))
            return TrickResult(best.seat, best.card, led, discards, TRUMP_WINS, self.trump)
        best = max((p for p in plays if p.card.suit is led), key=lambda play: play.card.rank)
        discards = tuple(play.card for play in plays if play.card.suit is not led)
        return TrickResult(best.seat, best.card, led, discards, trump=self.trump)

    def winning(self, plays: tuple[Play, ...]) -> TrickResult | None:
        """:meth:`resolve` on the cards played so far; ``None`` before the lead."""
        return self.resolve(plays) if plays else None

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        """No bidding."""
        return ()


TOY_TRUMP = ToyTrumpRules()


WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "title": "Toy Trump",
        "reason.trump_wins": "{card} is the highest trump ({trump})",
        "reason.trump_wins.short": "{card} — highest trump",
    },
    "de": {
        "title": "Spielzeug-Trumpf",
        "reason.trump_wins": "{card} ist der höchste Trumpf ({trump})",
        "reason.trump_wins.short": "{card} — höchster Trumpf",
    },
    "es": {
        "title": "Triunfo de juguete",
        "reason.trump_wins": "{card} es el triunfo más alto ({trump})",
        "reason.trump_wins.short": "{card} — triunfo más alto",
    },
    "zh": {
        "title": "玩具王牌",
        "reason.trump_wins": "{card} 是最大的王牌（{trump}）",
        "reason.trump_wins.short": "{card} 是最大的王牌",
    },
}


def install() -> None:
    """Register the game and its catalogue namespace (its English among them)."""
    register(TOY_TRUMP)
    register_namespace(NAME, WORDS)  # type: ignore[arg-type]


def uninstall() -> None:
    """Forget the game and its namespace."""
    unregister(NAME)
    unregister_namespace(NAME)

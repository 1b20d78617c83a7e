"""The rules of Sticheln: 60 cards, a turned trump, bids, Owls and Moles, each for themselves.

A round's rule set knows its hand size and the cards turned from the stock
(the last one names trump): :meth:`StichelnRules.for_round` makes it. The
rules, with every ruling where the source is silent, are ``docs/rules.md``
part S.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from four_lanterns.engine.cards import Card, Joker, Seat, Suit
from four_lanterns.engine.facts import LegalReason, WinRule
from four_lanterns.engine.rules import rotations
from four_lanterns.engine.scoring import ScoringVariant, TrickValues
from four_lanterns.engine.sides import Side
from four_lanterns.engine.tricks import Play, TrickResult

if TYPE_CHECKING:
    from four_lanterns.engine.deal import Deal
    from four_lanterns.engine.state import GameState

__all__ = [
    "FOLLOW_OR_JOKER",
    "MOLE",
    "NOTHING_BINDS",
    "OWL",
    "STICHELN",
    "TAKEN",
    "StichelnRules",
    "WinRules",
]

NAME = "sticheln"

OWL = Card.of(Joker.OWL)
MOLE = Card.of(Joker.MOLE)
JOKERS_IN_DECK = 4
"""Owls in the deck, and Moles."""
MAX_HAND = 12
"""The largest hand of a duel (the twelfth round of a 12-round duel)."""


class WinRules:
    """Which rule took a Sticheln trick; the JSON ``rule`` codes are the values' ``code``."""

    OWL = WinRule.define("owl", NAME)
    """The first Owl played takes the trick."""
    MOLES = WinRule.define("moles", NAME)
    """All four Moles fell: the first Mole takes the trick."""
    TRUMP = WinRule.define("trump", NAME)
    """The highest trump takes the trick."""
    LED = WinRule.HIGHEST_LED
    """The highest card of the led suit (as in every follow-suit game)."""


RULE_CODES: Mapping[WinRule, str] = {
    WinRules.OWL: "owl",
    WinRules.MOLES: "moles",
    WinRules.TRUMP: "trump",
    WinRules.LED: "led",
}
"""The ``rule`` of a trick in Sticheln's JSON (a contract)."""

FOLLOW_OR_JOKER = LegalReason.define("follow_or_joker", NAME)
"""The seat holds the led suit: it must play one, or an Owl or a Mole."""
NOTHING_BINDS = LegalReason.define("nothing_binds", NAME)
"""No suit binds yet (a led Owl, or only Moles so far): any card may be played."""

TAKEN: ScoringVariant = TrickValues("taken", "tricks taken")
"""Counts each seat's tricks; a round's points come from its bids (:mod:`.scoring`)."""

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_ORDER = rotations(_SEATS)
_DECK = (
    *(Card(suit, rank) for suit in Suit for rank in range(1, 14)),
    *(OWL,) * JOKERS_IN_DECK,
    *(MOLE,) * JOKERS_IN_DECK,
)


def led_suit(trick: tuple[Play, ...]) -> Suit | None:
    """The suit that binds the followers of ``trick``, or ``None``.

    A led number card sets its suit. A led Owl binds nothing for the whole
    trick. After a led Mole the first number card sets the suit (an Owl
    between them sets none).
    """
    if not trick or trick[0].card.joker is Joker.OWL:
        return None
    for play in trick:
        if play.card.suit is not None:
            return play.card.suit
    return None


@dataclass(frozen=True)
class StichelnRules:
    """One round of Sticheln: its hand size and the cards turned for trump.

    ``STICHELN`` is the registered game (3 cards, no turned card: the
    game's name in the registry); a deal file or a duel configures the round.
    """

    hand_size: int = 3
    turned: tuple[Card, ...] = ()
    bidding: bool = True
    """False for a round whose bids are not known: it is played without them."""
    trump: Suit | None = field(init=False)

    name: ClassVar[str] = NAME
    title: ClassVar[str] = "Sticheln"
    namespace: ClassVar[str] = NAME
    seats: ClassVar[tuple[Seat, ...]] = _SEATS
    sides: ClassVar[tuple[Side, ...]] = _SEATS
    deck: ClassVar[tuple[Card, ...]] = _DECK
    deck_summary: ClassVar[str] = "suits A, T, M, V; ranks 1 to 13; OWL and MOLE"
    variants: ClassVar[Mapping[str, ScoringVariant]] = {TAKEN.code: TAKEN}
    rule_codes: ClassVar[Mapping[WinRule, str]] = RULE_CODES
    """How a paper trace and the JSON name each win rule."""

    def __post_init__(self) -> None:
        last = self.turned[-1].suit if self.turned else None
        object.__setattr__(self, "trump", last)

    @classmethod
    def for_round(
        cls, hand_size: int, turned: tuple[Card, ...], *, bidding: bool = True
    ) -> StichelnRules:
        """The rules of a round of ``hand_size`` cards whose turned cards are ``turned``."""
        return cls(hand_size, tuple(turned), bidding)

    # -- deal files (the deal module imports this one) -----------------------

    def read_deal(self, raw: Mapping[str, Any], source: str) -> Deal:
        """A Sticheln deal file, validated."""
        from four_lanterns.games.sticheln.deal import read_deal

        return read_deal(raw, source)

    def random_deal(self, rng: random.Random, first_leader: Seat | None, source: str) -> Deal:
        """A round of this hand size dealt with ``rng``; ``first_leader`` deals."""
        from four_lanterns.games.sticheln.deal import random_round

        deal = random_round(rng, self.hand_size, first_leader or Seat.NORTH)
        return dataclasses.replace(deal, source=source)

    def deal_toml(self, deal: Deal) -> str:
        """A Sticheln deal file of ``deal``."""
        from four_lanterns.games.sticheln.deal import deal_toml

        return deal_toml(deal)

    # -- seats ----------------------------------------------------------------

    def order(self, first: Seat) -> tuple[Seat, ...]:
        """Clockwise from ``first``: N, E, S, W."""
        return _ORDER[first]

    def index(self, seat: Seat) -> int:
        """The clockwise position from North."""
        return int(seat)

    def side_of(self, seat: Seat) -> Seat:
        """Each player is a side of their own."""
        return seat

    # -- play -----------------------------------------------------------------

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        """The suit that binds (see :func:`led_suit`)."""
        return led_suit(trick)

    def legal(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> tuple[Card, ...]:
        """The led suit or a joker when the seat holds the led suit; otherwise any card.

        A joker held twice is listed once.
        """
        cards = tuple(dict.fromkeys(hand))
        led = led_suit(trick)
        if led is None or not any(card.suit is led for card in hand):
            return cards
        return tuple(card for card in cards if card.suit is led or card.joker is not None)

    def legal_reason(self, hand: tuple[Card, ...], trick: tuple[Play, ...]) -> LegalReason:
        """Lead; nothing binds; follow or play a joker; or discard."""
        if not trick:
            return LegalReason.LEAD
        led = led_suit(trick)
        if led is None:
            return NOTHING_BINDS
        if any(card.suit is led for card in hand):
            return FOLLOW_OR_JOKER
        return LegalReason.DISCARD

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        """First Owl; else all four Moles (first Mole); else highest trump; else highest led.

        Raises ``ValueError`` for cards of which none can win (Moles only,
        fewer than four): only an unfinished trick holds such cards.
        """
        result = self.winning(plays)
        if result is None:
            raise ValueError("no card takes a trick of fewer than four Moles and nothing else")
        return result

    def winning(self, plays: tuple[Play, ...]) -> TrickResult | None:
        """The result of ``plays`` as they stand: :meth:`resolve`'s rules, for any part of a trick.

        ``None`` while no card can win: nothing played yet, or only Moles,
        fewer than all four (a Mole never wins but by rule 2).
        """
        if not plays:
            return None
        led = led_suit(plays)
        trump = self.trump
        # A discard is a card of a third suit while a suit binds; after a led
        # Owl nothing binds, so nothing is a discard.
        discards = tuple(
            play.card
            for play in plays
            if led is not None and play.card.suit is not None and play.card.suit not in (led, trump)
        )
        for play in plays:
            if play.card.joker is Joker.OWL:
                return TrickResult(play.seat, play.card, led, discards, WinRules.OWL, trump)
        moles = [play for play in plays if play.card.joker is Joker.MOLE]
        if len(moles) == JOKERS_IN_DECK:
            first = moles[0]
            return TrickResult(first.seat, first.card, led, discards, WinRules.MOLES, trump)
        trumps = [play for play in plays if play.card.suit is trump and trump is not None]
        if trumps:
            best = max(trumps, key=lambda play: play.card.rank)
            return TrickResult(best.seat, best.card, led, discards, WinRules.TRUMP, trump)
        if led is None:
            # No Owl and no number card: Moles only, fewer than four. None wins yet.
            return None
        best = max((p for p in plays if p.card.suit is led), key=lambda play: play.card.rank)
        return TrickResult(best.seat, best.card, led, discards, WinRules.LED, trump)

    # -- bidding --------------------------------------------------------------

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        """Any number of tricks from 0 to the hand size; the sum is not restricted."""
        return tuple(range(self.hand_size + 1))

    def __repr__(self) -> str:
        cards = [f"Card.parse({card.code!r})" for card in self.turned]
        turned = ", ".join(cards) + ("," if len(cards) == 1 else "")
        bidding = "" if self.bidding else ", bidding=False"
        return f"StichelnRules.for_round({self.hand_size}, ({turned}){bidding})"


STICHELN = StichelnRules()
"""The registered game; every round is this rule set configured by its deal."""

"""Rule sets: which seats play, who scores together, which cards may be played.

A rule set is a small object the game state carries. The state does the
bookkeeping common to every trick-taking game (hands, tricks, undo); the rule
set decides everything that differs between games: its seats and their turn
order, its sides, its deck, what may be played and who takes a trick. A later
game (trump, jokers: see ``docs/architecture.md``) is another class with the
same members, registered by name (:mod:`four_lanterns.engine.registry`), not a
change to the state.

Four Lanterns' own rule set lives in :mod:`four_lanterns.games.four_lanterns`;
``FOUR_LANTERNS`` and ``FourLanternsRules`` are still importable from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.sides import Side
from four_lanterns.engine.tricks import LegalReason, Play, TrickResult

if TYPE_CHECKING:
    from four_lanterns.engine.scoring import ScoringVariant
    from four_lanterns.engine.state import GameState
    from four_lanterns.games.four_lanterns.rules import FOUR_LANTERNS, FourLanternsRules

__all__ = [
    "FOUR_LANTERNS",
    "FourLanternsRules",
    "Ruleset",
    "naming_jokers",
    "not_in_deck",
    "play_not_in_deck",
    "rotations",
]


class Ruleset(Protocol):
    """What the game state asks of a game's rules."""

    @property
    def name(self) -> str:
        """Registry name of the game (``"four-lanterns"``)."""
        ...

    @property
    def title(self) -> str:
        """Human name of the game (``"Four Lanterns"``)."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that play, in turn order."""
        ...

    @property
    def sides(self) -> tuple[Side, ...]:
        """Who scores together, in the order scores are written."""
        ...

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every card of the game, in a fixed order."""
        ...

    @property
    def hand_size(self) -> int:
        """Cards dealt to each seat; also the number of tricks in a hand."""
        ...

    @property
    def deck_summary(self) -> str:
        """The deck in a few words, for error messages (``"suits A, T, M, V; ranks 1 to 4"``)."""
        ...

    @property
    def variants(self) -> Mapping[str, ScoringVariant]:
        """The scoring variants of the game, by code."""
        ...

    @property
    def bidding(self) -> bool:
        """True when each seat bids before the play (a :attr:`Phase.BIDDING` phase)."""
        ...

    def order(self, first: Seat) -> tuple[Seat, ...]:
        """Every seat once, in turn order, starting with ``first``."""
        ...

    def index(self, seat: Seat) -> int:
        """The position of ``seat`` in :attr:`seats` (where its hand is kept)."""
        ...

    def side_of(self, seat: Seat) -> Side:
        """The side a seat scores for."""
        ...

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
        """The winner of a complete trick, with the rule that decided it."""
        ...

    def winning(self, plays: tuple[Play, ...]) -> TrickResult | None:
        """Who is winning an unfinished trick so far, with the rule that decides it.

        ``plays`` is any part of a trick, from none to all of its cards: the
        result is who would take the trick if it ended now. ``None`` while no
        card played can win yet: before the lead, and in a game with cards
        that win only together (Sticheln's Moles: a Mole wins only when all
        four fall). Once the trick is complete it agrees with :meth:`resolve`.
        """
        ...

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        """The bids the seat to bid may make in ``state`` (``()`` in a game without bidding)."""
        ...


def rotations(seats: tuple[Seat, ...]) -> dict[Seat, tuple[Seat, ...]]:
    """Turn order from each seat: ``seats`` rotated to start there.

    Rule sets compute this once, so finding the seat to play is a lookup.
    """
    return {seat: seats[index:] + seats[:index] for index, seat in enumerate(seats)}


def naming_jokers(message: str, rules: Ruleset) -> str:
    """A bad card code's message, naming the deck's jokers: no suit letter starts one."""
    jokers = list(dict.fromkeys(card.code for card in rules.deck if card.joker is not None))
    if not jokers:
        return message
    return f"{message}; the jokers are {' and '.join(jokers)}"


def not_in_deck(code: str, rules: Ruleset) -> str:
    """The message for a well-formed card code that names no card of the deck."""
    return f"{code!r} is not a card of the {rules.title} deck ({rules.deck_summary})"


def play_not_in_deck(code: str, rules: Ruleset) -> str:
    """:func:`not_in_deck` for a well-formed play (``N:T9``): the card, as written, is quoted."""
    return not_in_deck(code.partition(":")[2].strip(), rules)


def __getattr__(name: str) -> object:
    # Four Lanterns' rules moved to their own package; these names stay
    # importable from here for library users.
    if name in ("FOUR_LANTERNS", "FourLanternsRules"):
        from four_lanterns.games.four_lanterns import rules

        return getattr(rules, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

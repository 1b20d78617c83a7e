"""A fast, mutable position of Four Lanterns for search: bit masks, make and unmake.

:class:`GameState` is immutable and explains every decision, which is what a
player and a reviewer need, but it builds new objects for every card. A
search visits each position many times and needs none of that, so
:class:`SearchState` keeps one position and changes it in place:

* a card is a number 0–15, ``4 * suit + rank - 1`` (suits in deck order
  Amber, Teal, Moss, Violet), so a suit is four adjacent bits and a higher
  number of the same suit is a higher rank;
* each hand is a 16-bit mask, the legal cards a mask too;
* :meth:`SearchState.make` plays a card and :meth:`SearchState.unmake` takes
  the last card back, exactly, tricks and points included;
* who takes a trick is a lookup in a 256-entry table of "does card b beat
  card a, given that a leads or is winning so far".

It implements Four Lanterns only (seats N, E, S, W; partnerships N/S and E/W;
follow suit, no trump). Sticheln does not fit this shape: 60 cards with
duplicated jokers, a turned trump, bids and per-seat scores would need a
different position, not a generalisation of this one.
"""

from __future__ import annotations

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.scoring import V0, ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.games.four_lanterns.rules import FourLanternsRules

__all__ = [
    "CARDS",
    "SearchState",
    "card_index",
    "cards_of",
    "suit_mask",
]

CARDS: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in range(1, 5))
"""Every card of Four Lanterns by its search number: ``CARDS[4 * suit + rank - 1]``."""

_INDEX = {card: number for number, card in enumerate(CARDS)}
_SUIT_MASKS = tuple(0xF << (4 * suit) for suit in range(4))
_SEATS = tuple(Seat)
_HAND_SIZE = 4
_SEAT_COUNT = 4


def _beats(best: int, card: int) -> bool:
    # Only a card of the suit being compared (the led suit, which the best
    # card so far always has) can take the lead; a discard never wins.
    return card >> 2 == best >> 2 and card > best


_BEATS: tuple[bool, ...] = tuple(_beats(a, b) for a in range(16) for b in range(16))
"""``_BEATS[16 * best + card]``: does ``card`` take the trick from ``best``."""


def card_index(card: Card) -> int:
    """The search number of a Four Lanterns card (``T1`` is 4)."""
    try:
        return _INDEX[card]
    except KeyError:
        raise ValueError(f"{card.code} is not a Four Lanterns card") from None


def suit_mask(suit: Suit) -> int:
    """The four bits of ``suit``."""
    return _SUIT_MASKS[suit.index]


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in deck order (Amber 1 first)."""
    return [CARDS[number] for number in range(16) if mask >> number & 1]


class SearchState:
    """One Four Lanterns position, changed in place by :meth:`make` and :meth:`unmake`.

    Seats are numbers 0–3 (``int(Seat)``: N, E, S, W); a seat's team is
    ``seat & 1`` (0 is N/S, 1 is E/W), which is also the index into
    :attr:`points`.

    Attributes:
        hands: each seat's remaining cards as a 16-bit mask, by seat number.
        leader: the seat that led the current trick.
        to_play: the seat to play next (the next leader once a trick is complete).
        trick: the search numbers of the cards played to the current trick, in order.
        completed: how many tricks are complete.
        points: the points taken so far, ``[N/S, E/W]``.
        values: what each trick is worth under the scoring variant, trick 1 first.
    """

    __slots__ = ("_undo", "completed", "hands", "leader", "points", "to_play", "trick", "values")

    def __init__(
        self,
        hands: list[int],
        leader: int,
        values: tuple[int, ...] = (1, 1, 1, 1),
    ) -> None:
        self.hands = hands
        self.leader = leader
        self.to_play = leader
        self.trick: list[int] = []
        self.completed = 0
        self.points = [0, 0]
        self.values = values
        # One entry per card played: None inside a trick; for the card that
        # completed a trick, what unmake needs to reopen it.
        self._undo: list[tuple[int, list[int], int, int] | None] = []

    @classmethod
    def from_state(cls, state: GameState, variant: ScoringVariant = V0) -> SearchState:
        """The search position of a Four Lanterns ``state``, scored by ``variant``.

        The tricks already complete and the current trick are replayed, so
        :attr:`points` and :meth:`unmake` cover them too. Raises
        ``ValueError`` for another game's state.
        """
        rules = state.rules
        if not isinstance(rules, FourLanternsRules):
            raise ValueError(f"the search state plays Four Lanterns, not {rules.title}")
        values = tuple(variant.trick_value(n, _HAND_SIZE) for n in range(1, _HAND_SIZE + 1))
        first = state.restart()
        hands = [0, 0, 0, 0]
        for seat, hand in zip(rules.seats, first.hands, strict=True):
            for card in hand:
                hands[int(seat)] |= 1 << card_index(card)
        search = cls(hands, int(first.leader), values)
        for play in state.plays:
            search.make(card_index(play.card))
        return search

    # -- reading --------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once all four tricks are complete."""
        return self.completed == _HAND_SIZE

    @property
    def remaining(self) -> int:
        """Every card still in a hand, as one mask."""
        hands = self.hands
        return hands[0] | hands[1] | hands[2] | hands[3]

    def legal_mask(self) -> int:
        """The cards the seat to play may play: the led suit if held, else the whole hand."""
        hand = self.hands[self.to_play]
        trick = self.trick
        if not trick:
            return hand  # a lead, or the hand is over and every hand is empty
        follow = hand & _SUIT_MASKS[trick[0] >> 2]
        return follow or hand

    def legal_cards(self) -> list[Card]:
        """:meth:`legal_mask` as cards, in deck order."""
        return cards_of(self.legal_mask())

    def seat_to_play(self) -> Seat | None:
        """The seat to play as a :class:`Seat`, or ``None`` once the hand is over."""
        return None if self.is_over else _SEATS[self.to_play]

    def unscored(self) -> int:
        """The points of the tricks not yet complete (the current one included)."""
        return sum(self.values[self.completed :])

    def snapshot(self) -> tuple[object, ...]:
        """Everything that makes up the position, for comparing two positions."""
        return (
            tuple(self.hands),
            self.leader,
            self.to_play,
            tuple(self.trick),
            self.completed,
            tuple(self.points),
        )

    # -- changing -------------------------------------------------------------

    def make(self, card: int) -> int:
        """Play ``card`` (a search number) for the seat to play, unchecked.

        Returns the winning seat when the card completes a trick, else -1.
        The caller passes a legal card (a bit of :meth:`legal_mask`).
        """
        seat = self.to_play
        self.hands[seat] ^= 1 << card
        trick = self.trick
        trick.append(card)
        if len(trick) < _SEAT_COUNT:
            self.to_play = (seat + 1) & 3
            self._undo.append(None)
            return -1
        best = trick[0]
        position = 0
        beats = _BEATS
        for at in (1, 2, 3):
            other = trick[at]
            if beats[best << 4 | other]:
                best = other
                position = at
        winner = (self.leader + position) & 3
        value = self.values[self.completed]
        team = winner & 1
        self.points[team] += value
        self._undo.append((self.leader, trick, team, value))
        self.trick = []
        self.completed += 1
        self.leader = winner
        self.to_play = winner
        return winner

    def unmake(self) -> None:
        """Take back the last card played, reopening its trick if it completed one."""
        record = self._undo.pop()
        if record is None:
            card = self.trick.pop()
            seat = (self.to_play - 1) & 3
        else:
            leader, trick, team, value = record
            self.points[team] -= value
            self.completed -= 1
            self.leader = leader
            self.trick = trick
            card = trick.pop()
            seat = (leader + 3) & 3
        self.hands[seat] |= 1 << card
        self.to_play = seat

    def __repr__(self) -> str:
        hands = " ".join(
            f"{seat.code}:{','.join(c.code for c in cards_of(mask))}"
            for seat, mask in zip(_SEATS, self.hands, strict=True)
        )
        trick = ",".join(CARDS[card].code for card in self.trick)
        return f"<SearchState {hands} trick=[{trick}] points={self.points}>"

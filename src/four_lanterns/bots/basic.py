"""The ``basic`` level: a few fixed rules, no look-ahead, no randomness.

Every decision is a pure function of the :class:`Observation` (the seed is
accepted and ignored). The rules, game by game:

**Sticheln** (each for themselves, with bids).

* *Card strength*, used to order cards: a Mole is weakest (it never wins
  except when all four Moles fall), then non-trump number cards by rank,
  then trumps by rank, and an Owl is strongest.
* *Bid*: Owls held, plus trumps of rank 10 or more, plus non-trump 13s;
  capped at the hand size.
* *Wanting tricks* (tricks taken so far < bid, or no bid in the round):
  when leading, lead the strongest card; when following, play the weakest
  card that wins the trick *as it stands* (an Owl only if nothing else
  does); if no card wins, play the weakest card.
* *Bid made* (tricks taken >= bid): when leading, lead the weakest card;
  when following, play the strongest card that loses the trick as it
  stands (dumping high cards while they cannot take the trick; a Mole is
  always safe); if every card would win, play the weakest.

**Four Lanterns** (partnerships, no trump, no bids), and any other game that
follows suit with the highest card of the led suit winning:

* *Lead*: the highest card (by rank, then suit order).
* *Follow*: if the partner is winning the trick as it stands, play the
  lowest legal card; otherwise the lowest legal card that beats the card
  winning now; if none does, the lowest legal card.

"As it stands" means the cards already played to the current trick plus
this one; the seats still to play are not considered.
"""

from __future__ import annotations

from collections.abc import Sequence

from four_lanterns.bots.base import register_level
from four_lanterns.bots.observation import Observation
from four_lanterns.engine.cards import Card, Joker, Seat, Suit
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln.rules import JOKERS_IN_DECK, StichelnRules

__all__ = ["BasicBot", "basic_bid", "basic_card", "leading_index", "strength"]

HIGH_TRUMP = 10
"""A trump of this rank or more counts as a trick in a ``basic`` bid."""
TOP_RANK = 13
"""A non-trump card of this rank counts as a trick in a ``basic`` bid."""


def strength(card: Card, trump: Suit | None) -> int:
    """How strong ``card`` is in Sticheln: Mole < non-trumps < trumps < Owl."""
    if card.joker is Joker.OWL:
        return 100
    if card.joker is Joker.MOLE:
        return -1
    if card.suit is trump:
        return 20 + card.rank
    return card.rank


def leading_index(cards: Sequence[Card], trump: Suit | None) -> int | None:
    """Which of ``cards`` (a Sticheln trick so far, in order) wins it as it stands.

    The first Owl; else the first Mole when all four fell; else the highest
    trump; else the highest card of the suit that binds. ``None`` when no
    card can be said to win yet (only Moles so far).
    """
    moles = []
    for index, card in enumerate(cards):
        if card.joker is Joker.OWL:
            return index
        if card.joker is Joker.MOLE:
            moles.append(index)
    if len(moles) == JOKERS_IN_DECK:
        return moles[0]
    best: int | None = None
    best_rank = -1
    if trump is not None:
        for index, card in enumerate(cards):
            if card.suit is trump and card.rank > best_rank:
                best, best_rank = index, card.rank
        if best is not None:
            return best
    led = None
    for card in cards:
        if card.suit is not None:
            led = card.suit
            break
    for index, card in enumerate(cards):
        if led is not None and card.suit is led and card.rank > best_rank:
            best, best_rank = index, card.rank
    return best


def _sticheln_wins(trick: Sequence[Play], card: Card, trump: Suit | None) -> bool:
    cards = [play.card for play in trick]
    cards.append(card)
    return leading_index(cards, trump) == len(trick)


def basic_bid(rules: Ruleset, hand: Sequence[Card]) -> int:
    """The ``basic`` Sticheln bid for ``hand``: Owls, trumps >= 10 and other 13s, capped."""
    trump = getattr(rules, "trump", None)
    count = 0
    for card in hand:
        if card.joker is Joker.OWL:
            count += 1
        elif card.suit is not None and card.suit is trump:
            count += card.rank >= HIGH_TRUMP
        elif card.rank == TOP_RANK:
            count += 1
    return min(count, rules.hand_size)


def _sticheln_card(
    legal: Sequence[Card],
    trick: Sequence[Play],
    trump: Suit | None,
    wants: bool,
) -> Card:
    def key(card: Card) -> int:
        return strength(card, trump)

    if not trick:
        return max(legal, key=key) if wants else min(legal, key=key)
    if wants:
        winners = [card for card in legal if _sticheln_wins(trick, card, trump)]
        return min(winners, key=key) if winners else min(legal, key=key)
    losers = [card for card in legal if not _sticheln_wins(trick, card, trump)]
    return max(losers, key=key) if losers else min(legal, key=key)


def _rank_key(card: Card) -> tuple[int, int]:
    return (card.rank, card.suit.index if card.suit is not None else 9)


def _follow_suit_card(
    rules: Ruleset, seat: Seat, legal: Sequence[Card], trick: Sequence[Play]
) -> Card:
    if not trick:
        return max(legal, key=_rank_key)
    led = trick[0].card.suit
    best = trick[0]
    for play in trick[1:]:
        if play.card.suit is led and play.card.rank > best.card.rank:
            best = play
    if best.seat is not seat and rules.side_of(best.seat) == rules.side_of(seat):
        return min(legal, key=_rank_key)
    beating = [card for card in legal if card.suit is led and card.rank > best.card.rank]
    return min(beating or legal, key=_rank_key)


def basic_card(
    rules: Ruleset,
    seat: Seat,
    legal: Sequence[Card],
    trick: Sequence[Play],
    bid: int | None,
    taken: int,
) -> Card:
    """The ``basic`` card among ``legal`` for ``seat`` (rules in the module docstring)."""
    if isinstance(rules, StichelnRules):
        wants = bid is None or taken < bid
        return _sticheln_card(legal, trick, rules.trump, wants)
    return _follow_suit_card(rules, seat, legal, trick)


class BasicBot:
    """The ``basic`` level: the fixed rules of this module's docstring."""

    level = "basic"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed  # unused: the rules draw nothing at random

    def bid(self, seen: Observation) -> int:
        """Owls, high trumps and other 13s held, capped at the hand size (and legal)."""
        wanted = basic_bid(seen.rules, seen.hand)
        return min(seen.legal_bids, key=lambda bid: (abs(bid - wanted), bid))

    def play(self, seen: Observation) -> Card:
        """The rule-based card for this seat's observation."""
        return basic_card(
            seen.rules,
            seen.seat,
            seen.legal_cards,
            seen.trick,
            seen.bid_of(seen.seat),
            seen.taken(seen.seat),
        )


register_level("basic", BasicBot)

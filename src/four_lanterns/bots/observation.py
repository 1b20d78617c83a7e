"""What one seat may know: the per-seat observation a bot decides from.

A bot never receives the :class:`~four_lanterns.engine.GameState`: it gets an
:class:`Observation` made by :func:`observe`, which copies the seat's own hand
and the public record (bids, completed tricks, the trick in progress, how many
cards each seat holds, the turned cards of a Sticheln round) and nothing else.
Two states that differ only in cards this seat cannot see give equal
observations.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from four_lanterns.engine.cards import Card, Seat
from four_lanterns.engine.phases import Bid, Phase
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import CompletedTrick, Play

__all__ = ["Observation", "observe"]


@dataclass(frozen=True, slots=True)
class Observation:
    """One seat's view of a round.

    Attributes:
        rules: the rule set in force (public: trump, turned cards, hand size).
        seat: whose view this is.
        hand: the seat's own cards, in dealt order.
        phase: bidding, play, or over.
        to_act: the seat to bid or play, or ``None``.
        leader: the seat that leads the current trick.
        bids: every bid made so far, in order.
        tricks: every completed trick.
        trick: the plays of the trick in progress.
        hand_sizes: how many cards each seat holds (public).
        legal_cards: the cards this seat may play now (empty unless it is to play).
        legal_bids: the bids this seat may make now (empty unless it is to bid).
        scores: the duel's totals before this round, by seat (public), or
            ``None`` when the round is not part of a duel.
        rounds_after: how many rounds of the duel follow this one.
    """

    rules: Ruleset
    seat: Seat
    hand: tuple[Card, ...]
    phase: Phase
    to_act: Seat | None
    leader: Seat
    bids: tuple[Bid, ...]
    tricks: tuple[CompletedTrick, ...]
    trick: tuple[Play, ...]
    hand_sizes: Mapping[Seat, int]
    legal_cards: tuple[Card, ...]
    legal_bids: tuple[int, ...]
    scores: Mapping[Seat, int] | None = None
    rounds_after: int = 0

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, completed tricks first."""
        return tuple(play.card for trick in self.tricks for play in trick.plays) + tuple(
            play.card for play in self.trick
        )

    @property
    def turned(self) -> tuple[Card, ...]:
        """Cards turned face up from the stock (a Sticheln round), else ``()``."""
        turned: tuple[Card, ...] = getattr(self.rules, "turned", ())
        return turned

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat cannot see: the deck less its hand, the played and turned cards.

        Jokers count with multiplicity (a deck of four Owls with one in hand
        leaves three unseen). In a game that deals the whole deck these are
        the other seats' hands; otherwise they include the undealt stock.
        """
        left = Counter(self.rules.deck)
        left.subtract(self.hand)
        left.subtract(self.played)
        left.subtract(self.turned)
        unseen = []
        for card in self.rules.deck:
            if left[card] > 0:
                unseen.append(card)
                left[card] -= 1
        return tuple(unseen)

    def bid_of(self, seat: Seat) -> int | None:
        """The bid ``seat`` made, if it has bid."""
        for bid in self.bids:
            if bid.seat is seat:
                return bid.tricks
        return None

    def taken(self, seat: Seat) -> int:
        """Tricks ``seat`` has taken so far."""
        return sum(1 for trick in self.tricks if trick.winner is seat)


def observe(
    state: GameState,
    seat: Seat,
    scores: Mapping[Seat, int] | None = None,
    rounds_after: int = 0,
) -> Observation:
    """What ``seat`` may know of ``state``; ``scores`` and ``rounds_after`` place it in a duel."""
    turn = state.turn
    mine = turn.seat is seat
    rules = state.rules
    return Observation(
        rules=rules,
        seat=seat,
        hand=state.hand(seat),
        phase=turn.phase,
        to_act=turn.seat,
        leader=state.leader,
        bids=state.bids,
        tricks=state.tricks,
        trick=state.trick,
        hand_sizes={other: len(state.hand(other)) for other in rules.seats},
        legal_cards=tuple(state.legal_plays()) if mine and turn.phase is Phase.PLAY else (),
        legal_bids=state.legal_bids() if mine and turn.phase is Phase.BIDDING else (),
        scores=scores,
        rounds_after=rounds_after,
    )

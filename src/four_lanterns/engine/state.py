"""The game state of one hand: immutable, with checked and unchecked plays.

``state.play(card)`` checks the rules and returns a new state, or raises
:class:`IllegalPlay` and leaves ``state`` as it was (states never change).
``state.play_unchecked(card)`` trusts the caller; it is for search and replay
of plays already known to be legal. Every state remembers the one before it,
so undo is one attribute read and restart walks back to the dealt state.

A hand goes through phases (:class:`Phase`): chance (``GameState.before_deal``,
then ``deal``), bidding when the rule set has it (``state.bid(n)``), play,
over. Bids chain like plays, so undo and restart cross from play to bidding;
the deal is never undone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import IllegalBid, IllegalKind, IllegalPlay
from four_lanterns.engine.phases import Bid, Phase, Turn
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.scoring import (
    HandResult,
    Score,
    ScoringVariant,
    outcome,
    running_scores,
    score,
)
from four_lanterns.engine.tricks import (
    CompletedTrick,
    LegalPlays,
    LegalReason,
    Play,
    TrickResult,
    step_id,
)

if TYPE_CHECKING:
    from four_lanterns.engine.deal import Deal

__all__ = ["GameState"]

_PLAY = Phase.PLAY

# Why no card may be played when there is no seat to play.
_NO_PLAY_REASON = {
    Phase.CHANCE: LegalReason.NOT_DEALT,
    Phase.BIDDING: LegalReason.BIDDING,
    Phase.OVER: LegalReason.HAND_OVER,
}


class GameState:
    """One position of a hand.

    Attributes:
        rules: the rule set in force.
        hands: each seat's remaining cards, in dealt order, in the order of
            ``rules.seats`` (``hands[rules.index(seat)]``; use :meth:`hand`).
        leader: the seat that leads (or led) the current trick.
        trick: the plays of the current, unfinished trick, in order.
        tricks: the completed tricks, in order, each with its winner.
        previous: the state before the last play or bid, or ``None`` for the dealt state.
        bids: the bids made so far, in order (always empty in a game without bidding).
    """

    __slots__ = (
        "_index",
        "_legal",
        "_phase",
        "_to_play",
        "bids",
        "hands",
        "leader",
        "previous",
        "rules",
        "trick",
        "tricks",
    )

    def __init__(
        self,
        rules: Ruleset,
        hands: tuple[tuple[Card, ...], ...],
        leader: Seat,
        trick: tuple[Play, ...] = (),
        tricks: tuple[CompletedTrick, ...] = (),
        previous: GameState | None = None,
        bids: tuple[Bid, ...] = (),
    ) -> None:
        self.rules = rules
        self.hands = hands
        self.leader = leader
        self.trick = trick
        self.tricks = tricks
        self.previous = previous
        self.bids = bids
        # Derived once, since a state never changes: the phase, the seat to
        # play (None outside the play) with the index of its hand and, on
        # first use, its legal cards. The play is tested first: it is what
        # search and replay construct by the million.
        self._legal: tuple[Card, ...] | None = None
        if (
            len(tricks) != rules.hand_size
            and hands
            and not (rules.bidding and len(bids) < len(rules.seats))
        ):
            self._phase = _PLAY
            seat = rules.order(leader)[len(trick)]
            self._to_play: Seat | None = seat
            self._index = rules.index(seat)
            return
        self._to_play = None
        self._index = -1
        if not hands:
            self._phase = Phase.CHANCE
        elif len(tricks) == rules.hand_size:
            self._phase = Phase.OVER
        else:
            self._phase = Phase.BIDDING

    @classmethod
    def before_deal(cls, rules: Ruleset) -> GameState:
        """The chance root: nothing dealt yet. :meth:`deal` applies the deal."""
        return cls(rules, (), rules.seats[0])

    def deal(self, hands: Mapping[Seat, tuple[Card, ...]], first_leader: Seat) -> GameState:
        """The dealt state (the root that undo and restart stop at). Not validated.

        ``first_leader`` leads the first trick and, in a game with bidding,
        bids first. Raises ``ValueError`` unless this state is the chance root.
        """
        if self._phase is not Phase.CHANCE:
            raise ValueError("the cards have been dealt already")
        rules = self.rules
        return GameState(rules, tuple(tuple(hands[seat]) for seat in rules.seats), first_leader)

    @classmethod
    def new(
        cls,
        hands: Mapping[Seat, tuple[Card, ...]],
        first_leader: Seat,
        rules: Ruleset,
    ) -> GameState:
        """The dealt state: full hands, nothing played. Not validated (see ``Deal``)."""
        return cls.before_deal(rules).deal(hands, first_leader)

    @classmethod
    def from_deal(cls, deal: Deal) -> GameState:
        """The dealt state of a validated deal."""
        return cls.before_deal(deal.rules).deal(deal.hands, deal.first_leader)

    # -- phases and turns ---------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Dealing, bidding, playing, or over."""
        return self._phase

    @property
    def turn(self) -> Turn:
        """Whose decision it is: the seat to bid or play, or nobody (chance, hand over)."""
        phase = self._phase
        if phase is Phase.PLAY:
            return Turn(phase, self._to_play)
        if phase is Phase.BIDDING:
            return Turn(phase, self.rules.order(self.leader)[len(self.bids)])
        return Turn(phase)

    @property
    def next_bid_step(self) -> str:
        """The step id the next bid would get (``"B2"``), or ``""`` outside the bidding."""
        return f"B{len(self.bids) + 1}" if self._phase is Phase.BIDDING else ""

    def legal_bids(self) -> tuple[int, ...]:
        """The bids the seat to bid may make; empty outside the bidding."""
        if self._phase is not Phase.BIDDING:
            return ()
        return self.rules.legal_bids(self)

    def bid(self, tricks: int, seat: Seat | None = None) -> GameState:
        """Bid ``tricks`` for the seat to bid, checking every rule.

        ``seat``, when given, must be the seat to bid. Raises
        :class:`IllegalBid` with the reason; ``self`` is never changed.
        """
        turn = self.turn
        phase = turn.phase
        if phase is not Phase.BIDDING or turn.seat is None:
            raise IllegalBid(
                kind=IllegalKind.NOT_BIDDING,
                seat=seat,
                bid=tricks,
                legal=(),
                step="",
                phase=phase,
            )
        step = self.next_bid_step
        legal = self.rules.legal_bids(self)
        if seat is not None and seat is not turn.seat:
            raise IllegalBid(
                kind=IllegalKind.OUT_OF_TURN,
                seat=seat,
                bid=tricks,
                legal=legal,
                step=step,
                phase=phase,
                to_play=turn.seat,
            )
        if tricks not in legal:
            raise IllegalBid(
                kind=IllegalKind.BID_RANGE,
                seat=turn.seat,
                bid=tricks,
                legal=legal,
                step=step,
                phase=phase,
                to_play=turn.seat,
            )
        bids = (*self.bids, Bid(turn.seat, tricks))
        return GameState(self.rules, self.hands, self.leader, (), (), self, bids)

    # -- what a player sees -------------------------------------------------

    @property
    def to_play(self) -> Seat | None:
        """The seat whose turn it is to play a card, or ``None`` outside the play phase."""
        return self._to_play

    @property
    def led(self) -> Suit | None:
        """The suit led to the current trick, or ``None`` before the lead."""
        return self.rules.led(self.trick)

    @property
    def winning(self) -> TrickResult | None:
        """Who would take the current trick if it ended now, and by which rule.

        ``None`` before the lead, and while no card played can win (in
        Sticheln, only Moles so far: a Mole wins only when all four fall).
        The rule set's answer: :meth:`~four_lanterns.engine.rules.Ruleset.winning`.
        """
        return self.rules.winning(self.trick)

    @property
    def is_over(self) -> bool:
        """True once every trick of the hand is complete."""
        return len(self.tricks) == self.rules.hand_size

    @property
    def trick_number(self) -> int:
        """The number of the current trick (from 1); the last trick's once the hand is over."""
        return min(len(self.tricks) + 1, self.rules.hand_size)

    @property
    def next_step(self) -> str:
        """The step id the next card would get (``"T1.1"``), or ``""`` when over."""
        if self.is_over:
            return ""
        return step_id(len(self.tricks) + 1, len(self.trick) + 1)

    @property
    def plays(self) -> tuple[Play, ...]:
        """Every card played so far, in order."""
        done = tuple(play for trick in self.tricks for play in trick.plays)
        return done + self.trick

    @property
    def last_trick(self) -> CompletedTrick | None:
        """The most recently completed trick, if any."""
        return self.tricks[-1] if self.tricks else None

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` still holds, in dealt order."""
        return self.hands[self.rules.index(seat)]

    def legal_plays(self) -> LegalPlays:
        """The cards the seat to play may play, with the rule that decides them."""
        seat = self._to_play
        if seat is None:
            return LegalPlays((), None, _NO_PLAY_REASON[self._phase], None)
        trick = self.trick
        return LegalPlays(
            self._legal_cards(),
            seat,
            self.rules.legal_reason(self.hands[self._index], trick),
            self.rules.led(trick),
        )

    def _legal_cards(self) -> tuple[Card, ...]:
        """``rules.legal`` for the seat to play, computed once per state."""
        legal = self._legal
        if legal is None:
            seat = self._to_play
            legal = () if seat is None else self.rules.legal(self.hands[self._index], self.trick)
            self._legal = legal
        return legal

    def score(self, variant: ScoringVariant) -> Score:
        """The running score under ``variant``."""
        return score(self.tricks, variant, self.rules)

    def running_scores(self, variant: ScoringVariant) -> list[Score]:
        """The score after each completed trick under ``variant``."""
        return running_scores(self.tricks, variant, self.rules)

    def result(self, variant: ScoringVariant) -> HandResult | None:
        """Totals and winner under ``variant`` once the hand is over, else ``None``."""
        return outcome(self.tricks, variant, self.rules)

    # -- moves --------------------------------------------------------------

    def play(self, card: Card, seat: Seat | None = None) -> GameState:
        """Play ``card`` for the seat to play, checking every rule.

        ``seat``, when given, must be the seat to play (a replayed ``N:T1``
        names its seat). Raises :class:`IllegalPlay` with the reason; ``self``
        is never changed.
        """
        to_play = self._to_play
        # Only a play that may be refused goes through check(): a legal card
        # of the seat to play is in its hand, so no rule can refuse it.
        if (
            to_play is None
            or (seat is not None and seat is not to_play)
            or card not in self._legal_cards()
        ):
            self.check(card, seat)
        return self.play_unchecked(card)

    def play_code(self, code: str) -> GameState:
        """Play a card or a play given by its code (``"t1"`` or ``"N:T1"``)."""
        if ":" in code:
            play = Play.parse(code)
            return self.play(play.card, play.seat)
        return self.play(Card.parse(code))

    def check(self, card: Card, seat: Seat | None = None) -> None:
        """Raise :class:`IllegalPlay` unless the seat to play may play ``card``."""
        to_play = self._to_play
        if (
            to_play is not None
            and (seat is None or seat is to_play)
            and card in self._legal_cards()
        ):
            return  # the common case: nothing to explain
        step = self.next_step
        if to_play is None and self._phase is not Phase.OVER:
            raise IllegalPlay(
                kind=IllegalKind.NOT_PLAYING,
                seat=seat,
                card=card,
                legal=(),
                step=step,
                phase=self._phase,
            )
        if to_play is None:
            last = self.tricks[-1]
            raise IllegalPlay(
                kind=IllegalKind.HAND_OVER,
                seat=seat,
                card=card,
                legal=(),
                step=f"after {step_id(last.number, len(last.plays))}",
                tricks=self.rules.hand_size,
            )
        hand = self.hands[self._index]
        legal = self.rules.legal(hand, self.trick)
        if seat is not None and seat is not to_play:
            raise IllegalPlay(
                kind=IllegalKind.OUT_OF_TURN,
                seat=seat,
                card=card,
                legal=legal,
                step=step,
                led=self.led,
                to_play=to_play,
            )
        if card not in hand:
            holder, played_at = self._whereabouts(card)
            raise IllegalPlay(
                kind=IllegalKind.NOT_IN_HAND,
                seat=to_play,
                card=card,
                legal=legal,
                step=step,
                led=self.led,
                to_play=to_play,
                holder=holder,
                played_at=played_at,
                in_deck=card in self.rules.deck,
            )
        if card not in legal:
            raise IllegalPlay(
                kind=IllegalKind.MUST_FOLLOW,
                seat=to_play,
                card=card,
                legal=legal,
                step=step,
                led=self.led,
                to_play=to_play,
                reason=self.rules.legal_reason(hand, self.trick),
            )

    def _whereabouts(self, card: Card) -> tuple[Seat | None, str]:
        """Who holds ``card`` now, and the step id where it was played ("" if not).

        A joker has copies: another seat's Owl, or one played before, says
        nothing about the Owl this seat tried, so a joker has no whereabouts.
        """
        if card.joker is not None:
            return None, ""
        for number, trick in enumerate((*(t.plays for t in self.tricks), self.trick), start=1):
            for position, play in enumerate(trick, start=1):
                if play.card == card:
                    return None, step_id(number, position)
        for other, hand in zip(self.rules.seats, self.hands, strict=True):
            if card in hand:
                return other, ""
        return None, ""

    def play_unchecked(self, card: Card) -> GameState:
        """Play ``card`` for the seat to play without checking any rule."""
        seat = self._to_play
        if seat is None:
            raise ValueError(f"no card can be played now (phase: {self._phase.value})")
        rules = self.rules
        index = self._index
        hands = list(self.hands)
        hand = hands[index]
        # One copy only: a hand may hold a game's joker twice.
        at = hand.index(card)
        hands[index] = hand[:at] + hand[at + 1 :]
        trick = (*self.trick, Play(seat, card))
        if len(trick) < len(rules.seats):
            return GameState(rules, tuple(hands), self.leader, trick, self.tricks, self, self.bids)
        result = rules.resolve(trick)
        done = CompletedTrick(len(self.tricks) + 1, trick, result)
        tricks = (*self.tricks, done)
        return GameState(rules, tuple(hands), result.winner, (), tricks, self, self.bids)

    def undo(self) -> GameState:
        """The state before the last card or bid; raises ``ValueError`` at the dealt state."""
        if self.previous is None:
            if self.rules.bidding:
                raise ValueError("nothing to undo: no bid has been made")
            raise ValueError("nothing to undo: no card has been played")
        return self.previous

    def restart(self) -> GameState:
        """The dealt state this hand started from (before any bid or card)."""
        state = self
        while state.previous is not None:
            state = state.previous
        return state

    # -- value semantics ----------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self.rules, self.hands, self.leader, self.trick, self.tricks, self.bids)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        played = " ".join(play.code for play in self.plays)
        if self._phase is Phase.PLAY or self._phase is Phase.OVER:
            return f"<GameState {self.next_step or 'over'} plays={played!r}>"
        bids = " ".join(bid.code for bid in self.bids)
        return f"<GameState {self._phase.value} bids={bids!r}>"

    def history(self) -> Iterator[GameState]:
        """Every state from the dealt one to this one, in order."""
        chain = []
        state: GameState | None = self
        while state is not None:
            chain.append(state)
            state = state.previous
        return reversed(chain)

"""A second, deliberately naive implementation of the Sticheln rules, for cross-checks.

Written from ``shared/spec/sticheln.md`` alone (with its rulings), on plain
strings, with no import from ``four_lanterns``: when the engine and this model
disagree, one of them misreads the rules. It is slow and mutable on purpose;
only the tests use it.

Codes: seats ``"N"``, ``"E"``, ``"S"``, ``"W"`` in clockwise order; number
cards ``"A1"`` .. ``"V13"`` (suit letter, then rank 1-13); the jokers ``"OWL"``
and ``"MOLE"``, four of each, so a hand may hold the same joker more than once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TypedDict

SEATS = "NESW"
SUITS = "ATMV"
OWL = "OWL"
MOLE = "MOLE"
JOKERS = (OWL, MOLE)
DECK = tuple(f"{suit}{rank}" for suit in SUITS for rank in range(1, 14)) + (OWL,) * 4 + (MOLE,) * 4

Play = tuple[str, str]


class RefDeal(TypedDict):
    """What ``deal_round`` deals: the hands by seat, the turned cards, the trump suit, the dealer."""

    hands: dict[str, list[str]]
    turned: list[str]
    trump: str
    dealer: str


def is_joker(card: str) -> bool:
    """Whether ``card`` is an Owl or a Mole."""
    return card in JOKERS


def suit_of(card: str) -> str:
    """The suit letter of a number card."""
    assert not is_joker(card), card
    return card[0]


def rank_of(card: str) -> int:
    """The rank (1-13) of a number card."""
    assert not is_joker(card), card
    return int(card[1:])


def next_seat(seat: str, steps: int = 1) -> str:
    """The seat ``steps`` places clockwise from ``seat``."""
    return SEATS[(SEATS.index(seat) + steps) % 4]


def deal_round(rng: random.Random, hand_size: int, dealer: str) -> RefDeal:
    """Shuffle, deal ``hand_size`` cards a seat, and turn up trump.

    The algorithm is fixed so seeded deals can be compared with the engine's:
    ``rng.shuffle`` a list copy of ``DECK``; N gets ``deck[0:h]``, E
    ``deck[h:2h]``, S ``deck[2h:3h]``, W ``deck[3h:4h]`` (whoever deals); then
    the cards from ``deck[4h:]`` are turned one by one until a number card
    shows, and its suit is trump. ``turned`` lists every card turned, the
    number card last.
    """
    if not 1 <= hand_size <= 12:
        raise ValueError(f"hand size {hand_size} out of 1..12")
    if dealer not in SEATS:
        raise ValueError(f"unknown dealer {dealer!r}")
    deck = list(DECK)
    rng.shuffle(deck)
    h = hand_size
    hands = {seat: deck[i * h : (i + 1) * h] for i, seat in enumerate(SEATS)}
    turned = []
    for card in deck[4 * h :]:
        turned.append(card)
        if not is_joker(card):
            break
    return {"hands": hands, "turned": turned, "trump": suit_of(turned[-1]), "dealer": dealer}


def led_suit_of(plays: list[Play]) -> str | None:
    """The suit that binds the rest of a trick, per the rulings.

    A led number card sets its own suit. A led Owl sets none for the whole
    trick. A led Mole leaves the suit open until the first number card played
    after it, which sets it (any Owl or Mole in between sets nothing).
    """
    if not plays:
        return None
    first = plays[0][1]
    if first == OWL:
        return None
    if first == MOLE:
        for _, card in plays[1:]:
            if not is_joker(card):
                return suit_of(card)
        return None
    return suit_of(first)


def trick_winner(plays: list[Play], trump: str) -> tuple[str, str]:
    """Who takes a complete trick of four plays, and by which rule.

    1. ``"owl"``: the first Owl played wins.
    2. ``"moles"``: else, if all four Moles fell, the first Mole wins.
    3. ``"trump"``: else the highest trump wins, if any trump was played.
    4. ``"led"``: else the highest card of the led suit wins.
    """
    assert len(plays) == 4, plays
    for seat, card in plays:
        if card == OWL:
            return seat, "owl"
    moles = [seat for seat, card in plays if card == MOLE]
    if len(moles) == 4:
        return moles[0], "moles"
    trumps = [(seat, card) for seat, card in plays if not is_joker(card) and suit_of(card) == trump]
    if trumps:
        best = max(trumps, key=lambda play: rank_of(play[1]))
        return best[0], "trump"
    led = led_suit_of(plays)
    # Without an Owl and without four Moles, a number card fell, so a suit is led.
    assert led is not None, plays
    following = [
        (seat, card) for seat, card in plays if not is_joker(card) and suit_of(card) == led
    ]
    best = max(following, key=lambda play: rank_of(play[1]))
    return best[0], "led"


def winning_so_far(plays: list[Play], trump: str) -> str | None:
    """Who would take an unfinished trick if it ended now, or ``None`` if no card can.

    The rules of ``trick_winner`` for the cards played so far: the first Owl;
    the highest trump; else the highest card of the led suit. A Mole never
    wins but when all four fall, so a trick of Moles only (fewer than four)
    has no winner yet, and neither has an empty one.
    """
    if len(plays) == 4:
        return trick_winner(plays, trump)[0]
    for seat, card in plays:
        if card == OWL:
            return seat
    trumps = [(seat, card) for seat, card in plays if not is_joker(card) and suit_of(card) == trump]
    if trumps:
        return max(trumps, key=lambda play: rank_of(play[1]))[0]
    led = led_suit_of(plays)
    if led is None:
        return None  # nothing played, or Moles only
    following = [
        (seat, card) for seat, card in plays if not is_joker(card) and suit_of(card) == led
    ]
    return max(following, key=lambda play: rank_of(play[1]))[0]


@dataclass
class RefRound:
    """One round in progress: bidding, then the tricks.

    ``bids`` fills in bidding order (dealer first, clockwise); ``trick`` holds
    the current trick's ``(seat, card)`` plays; ``done`` holds each complete
    trick as ``(plays, winner, rule)``.
    """

    hands: dict[str, list[str]]
    trump: str
    dealer: str
    bids: dict[str, int] = field(default_factory=dict)
    trick: list[Play] = field(default_factory=list)
    done: list[tuple[list[Play], str, str]] = field(default_factory=list)

    @classmethod
    def from_deal(cls, deal: RefDeal) -> RefRound:
        """A fresh round from a ``deal_round`` result (hands are copied)."""
        return cls(
            {seat: list(cards) for seat, cards in deal["hands"].items()},
            deal["trump"],
            deal["dealer"],
        )

    def copy(self) -> RefRound:
        """An independent copy (hands, bids, trick and done are copied)."""
        return RefRound(
            {seat: list(cards) for seat, cards in self.hands.items()},
            self.trump,
            self.dealer,
            dict(self.bids),
            list(self.trick),
            [(list(plays), winner, rule) for plays, winner, rule in self.done],
        )

    @property
    def hand_size(self) -> int:
        """The round's hand size: every card dealt, held or played, over four."""
        total = sum(len(cards) for cards in self.hands.values())
        total += len(self.trick) + 4 * len(self.done)
        return total // 4

    @property
    def over(self) -> bool:
        """Whether every trick of the round has been played."""
        return len(self.done) == self.hand_size

    # -- bidding ---------------------------------------------------------

    def to_bid(self) -> str | None:
        """The seat that bids next (dealer first, clockwise), or ``None``."""
        if len(self.bids) == 4:
            return None
        return next_seat(self.dealer, len(self.bids))

    def bid(self, n: int) -> None:
        """Record the next bid; ``ValueError`` if not bidding or ``n`` not in 0..hand size."""
        seat = self.to_bid()
        if seat is None:
            raise ValueError("bidding is over")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= self.hand_size:
            raise ValueError(f"bid {n!r} out of 0..{self.hand_size}")
        self.bids[seat] = n

    # -- play ------------------------------------------------------------

    def leader(self) -> str:
        """Who leads the current trick: the dealer first, then the last winner."""
        return self.done[-1][1] if self.done else self.dealer

    def to_play(self) -> str | None:
        """The seat that plays next, or ``None`` while bidding or once over."""
        if len(self.bids) < 4 or self.over:
            return None
        return next_seat(self.leader(), len(self.trick))

    def led_suit(self) -> str | None:
        """The suit binding the current trick so far (see ``led_suit_of``)."""
        return led_suit_of(self.trick)

    def legal(self) -> list[str]:
        """The cards the seat to play may play, duplicates kept as held.

        With a led suit and a number card of it in hand: those cards plus any
        jokers. Otherwise (leading, no suit bound yet, or void): the whole hand.
        Two Moles in hand appear twice; compare as sets.
        """
        seat = self.to_play()
        if seat is None:
            return []
        hand = self.hands[seat]
        led = self.led_suit()
        if led is None:
            return list(hand)
        follow = [card for card in hand if not is_joker(card) and suit_of(card) == led]
        if not follow:
            return list(hand)
        return [card for card in hand if is_joker(card) or suit_of(card) == led]

    def play(self, card: str) -> None:
        """Play one copy of ``card``; ``ValueError`` if no one may play or it is illegal."""
        seat = self.to_play()
        if seat is None:
            raise ValueError("no one is to play")
        if card not in self.legal():
            raise ValueError(f"{card} is not legal for {seat}")
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) == 4:
            winner, rule = self.winner(self.trick)
            self.done.append((self.trick, winner, rule))
            self.trick = []

    def winner(self, plays: list[Play]) -> tuple[str, str]:
        """Who takes the complete trick ``plays`` under this round's trump, and by which rule."""
        return trick_winner(plays, self.trump)

    # -- scoring ---------------------------------------------------------

    def taken(self) -> dict[str, int]:
        """Tricks taken so far, per seat."""
        counts = dict.fromkeys(SEATS, 0)
        for _, winner, _ in self.done:
            counts[winner] += 1
        return counts

    def points(self) -> dict[str, int]:
        """Round points: exact bid → 20 + 10 per trick; else −10 per trick off."""
        taken = self.taken()
        points = {}
        for seat in SEATS:
            bid = self.bids[seat]
            if bid == taken[seat]:
                points[seat] = 20 + 10 * taken[seat]
            else:
                points[seat] = -10 * abs(bid - taken[seat])
        return points


def perft(round_: RefRound, depth: int) -> int:
    """Legal play sequences of ``depth`` cards from here.

    Moves are distinct card codes (the set of legal codes), so two Moles in
    one hand count as one move. Positions where no one may play (bidding or
    round over) have no moves: 0 for ``depth > 0``.
    """
    if depth == 0:
        return 1
    total = 0
    for card in sorted(set(round_.legal())):
        child = round_.copy()
        child.play(card)
        total += perft(child, depth - 1)
    return total

"""The ``strong`` level: Monte-Carlo sampling of the unseen cards, ``basic`` rollouts.

A decision is made in three steps, from the seat's :class:`Observation` only:

1. **Sample worlds.** The cards the seat cannot see (``seen.unseen()``: the
   other hands and, in Sticheln, the undealt stock) are dealt at random to
   the other seats, each getting as many cards as it holds, the rest going
   to the stock. A seat that played a number card of another suit while a
   suit bound it (``rules.led`` of the trick before its card) has shown it
   holds none of that suit, and is dealt none; a joker shows nothing. The
   most constrained cards are placed first, each to a holder drawn in
   proportion to the room it has left; a draw that gets stuck is retried,
   and after :data:`RETRIES` failures the cards are dealt ignoring voids.
2. **Roll out.** In every world each candidate is tried and the rest of the
   round is played by the ``basic`` rules for all four seats
   (:func:`four_lanterns.bots.basic.basic_card`), with the rule set's own
   ``legal`` and ``resolve`` (:func:`rollout`); a Sticheln round with a trump
   is played by :func:`sticheln_rollout`, the same rules on card numbers,
   where each card of another seat is, with chance :data:`CARELESS`, a
   legal card drawn at random instead: the people and bots at a table are
   not all careful, and a plan that only works against careful players
   takes tricks it did not bid for. Every candidate is tried in the same
   worlds, with the same random draws for the careless cards.
3. **Choose.** The candidate with the highest mean value wins; ties go to
   the earlier candidate. The value is the seat's Sticheln points for the
   round (its bid against its tricks; its tricks when the round has no
   bids), or in a partnership game the tricks its side takes. In the last
   round of a duel (the observation's ``scores`` and ``rounds_after``) the
   value adds :data:`FIRST` for a world the seat ends first in (shared by a
   tie): there coming first is what counts, not the points.

*Cards*: the candidates are the legal cards; with one legal card there is
nothing to decide. The number of worlds is ``PLAY_ROLLOUTS // candidates``,
kept between :data:`MIN_WORLDS` and :data:`MAX_WORLDS`.

*Bids*: the candidates are the legal bids within :data:`BID_WINDOW` of the
``basic`` bid. In each of :data:`BID_WORLDS` worlds the seats that have not
bid yet bid by the ``basic`` rule on their sampled hands, the seat bids the
candidate, and the whole round is rolled out. Ties go to the bid nearest
the ``basic`` one, then the lower.

*Estimates*: :meth:`StrongBot.assess` returns the evaluation behind a
decision (an :class:`Assessment`): every candidate with the seat's mean
points and the mean number of tricks it ends the round with, over the same
worlds, and the candidate chosen. ``bid`` and ``play`` return that choice
(with one candidate they skip the rollouts).

*Randomness*: each decision draws from its own ``random.Random`` seeded
with the bot's seed and a text key of the observation, so with a seed a
decision is a pure function of (observation, seed): the same whatever the
bot decided before, and the same for any hidden cards that give the same
observation. Without a seed the bot draws from one unseeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from four_lanterns.bots.base import register_level
from four_lanterns.bots.basic import basic_bid, basic_card
from four_lanterns.bots.observation import Observation
from four_lanterns.engine.cards import Card, Joker, Seat, Suit
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.games.sticheln.scoring import points

__all__ = [
    "BID_WINDOW",
    "BID_WORLDS",
    "CARELESS",
    "FIRST",
    "MAX_WORLDS",
    "MIN_WORLDS",
    "PLAY_ROLLOUTS",
    "RETRIES",
    "Assessment",
    "Option",
    "StrongBot",
    "card_id",
    "rollout",
    "sample_world",
    "sticheln_rollout",
    "voids",
]

T = TypeVar("T")
Draw = Callable[[], float]
"""A source of random numbers in [0, 1), as ``random.Random.random``."""
Rolled = tuple[Sequence[int | None], list[int]]
"""A rolled-out round: every seat's bid and tricks, by seat number."""

PLAY_ROLLOUTS = 720
"""Rollouts per card decision, shared among the candidates."""
MIN_WORLDS = 8
"""The fewest worlds a card decision samples."""
MAX_WORLDS = 120
"""The most worlds a card decision samples."""
BID_WORLDS = 72
"""Worlds sampled for a bid."""
CARELESS = 0.5
"""In a Sticheln rollout, the chance that another seat's card is a random legal one."""
FIRST = 1200
"""What ending a duel first is worth in its last round, in points (shared by a tie)."""
BID_WINDOW = 2
"""Bids further than this from the ``basic`` bid are not considered."""
RETRIES = 20
"""Stuck draws of a world before voids are ignored."""


def voids(seen: Observation) -> dict[Seat, frozenset[Suit]]:
    """The suits each other seat has shown it does not hold (by failing to follow)."""
    shown: dict[Seat, set[Suit]] = {seat: set() for seat in seen.rules.seats}
    rules = seen.rules
    for plays in (*(trick.plays for trick in seen.tricks), seen.trick):
        for position, play in enumerate(plays):
            if position == 0 or play.card.suit is None:
                continue
            bound = rules.led(plays[:position])
            if bound is not None and play.card.suit is not bound:
                shown[play.seat].add(bound)
    return {seat: frozenset(suits) for seat, suits in shown.items() if seat is not seen.seat}


def sample_world(
    seen: Observation,
    rng: random.Random,
    shown: Mapping[Seat, frozenset[Suit]] | None = None,
) -> dict[Seat, list[Card]]:
    """The other seats' hands in one world consistent with ``seen`` (see step 1 above)."""
    if shown is None:
        shown = voids(seen)
    pool = seen.unseen()
    others = [seat for seat in seen.rules.seats if seat is not seen.seat]
    sizes = [seen.hand_sizes[seat] for seat in others]
    void_sets = [tuple(shown.get(seat, ())) for seat in others]
    dealt = _deal_indices([card.suit for card in pool], sizes, void_sets, rng)
    return {seat: [pool[i] for i in hand] for seat, hand in zip(others, dealt, strict=True)}


def _deal_indices(
    suits: Sequence[Suit | None],
    sizes: Sequence[int],
    void_sets: Sequence[tuple[Suit, ...]],
    rng: random.Random,
) -> list[list[int]]:
    """Deal the cards ``0 .. len(suits) - 1`` into hands of ``sizes``; the rest is the stock."""
    order = list(range(len(suits)))
    stock = len(suits) - sum(sizes)
    for _ in range(RETRIES):
        rng.shuffle(order)
        dealt = _constrained(order, suits, sizes, stock, void_sets, rng)
        if dealt is not None:
            return dealt
    rng.shuffle(order)
    hands = []
    at = 0
    for size in sizes:
        hands.append(order[at : at + size])
        at += size
    return hands


def _constrained(
    order: list[int],
    suits: Sequence[Suit | None],
    sizes: Sequence[int],
    stock: int,
    void_sets: Sequence[tuple[Suit, ...]],
    rng: random.Random,
) -> list[list[int]] | None:
    count = len(sizes)
    if any(void_sets):

        def holders(card: int) -> int:
            suit = suits[card]
            return sum(1 for voided in void_sets if suit is None or suit not in voided)

        order = sorted(order, key=holders)  # stable: the shuffle orders equal cards
    room = [*sizes, stock]
    hands: list[list[int]] = [[] for _ in range(count)]
    for card in order:
        suit = suits[card]
        total = 0
        weights = []
        for index in range(count + 1):
            free = room[index]
            if free and (index == count or suit is None or suit not in void_sets[index]):
                weights.append(free)
                total += free
            else:
                weights.append(0)
        if total == 0:
            return None
        pick = rng.random() * total
        chosen = count
        for index, weight in enumerate(weights):
            if pick < weight:
                chosen = index
                break
            pick -= weight
        room[chosen] -= 1
        if chosen < count:
            hands[chosen].append(card)
    return hands


def _value(rules: Ruleset, seat: Seat, taken: Sequence[int], bids: Sequence[int | None]) -> int:
    if rules.bidding:
        bid = bids[rules.index(seat)]
        mine = taken[rules.index(seat)]
        return mine if bid is None else points(bid, mine)
    side = rules.side_of(seat)
    return sum(taken[rules.index(other)] for other in rules.seats if rules.side_of(other) == side)


def rollout(
    rules: Ruleset,
    hands: list[list[Card]],
    leader: Seat,
    trick: list[Play],
    taken: list[int],
    bids: Sequence[int | None],
    first: Card | None,
) -> list[int]:
    """Play to the end (``first`` for the seat to play, then ``basic`` for all); the tricks."""
    seats = len(rules.seats)
    order = rules.order(leader)
    while True:
        seat = order[len(trick)]
        index = rules.index(seat)
        hand = hands[index]
        if not hand:
            return taken
        if first is not None:
            card, first = first, None
        else:
            played = tuple(trick)
            legal = rules.legal(tuple(hand), played)
            card = basic_card(rules, seat, legal, played, bids[index], taken[index])
        hand.remove(card)
        trick.append(Play(seat, card))
        if len(trick) == seats:
            winner = rules.resolve(tuple(trick)).winner
            taken[rules.index(winner)] += 1
            trick = []
            order = rules.order(winner)


_OWL_ID = 52
_MOLE_ID = 53
_SUIT_OF = [*(number // 13 for number in range(52)), -1, -1]
_RANK_OF = [*(number % 13 + 1 for number in range(52)), 0, 0]
_STRENGTHS = [
    [*((20 if number // 13 == trump else 0) + number % 13 + 1 for number in range(52)), 100, -1]
    for trump in range(4)
]


_CARDS = [
    *(Card(suit, rank) for suit in Suit for rank in range(1, 14)),
    Card.of(Joker.OWL),
    Card.of(Joker.MOLE),
]
"""The card of each number :func:`card_id` gives."""


def card_id(card: Card) -> int:
    """A Sticheln card as a small number: ``13 * suit + rank - 1``; Owl 52, Mole 53."""
    if card.joker is Joker.OWL:
        return _OWL_ID
    if card.joker is Joker.MOLE:
        return _MOLE_ID
    assert card.suit is not None
    return card.suit.index * 13 + card.rank - 1


def sticheln_rollout(
    hands: list[list[int]],
    leader: int,
    played: Sequence[int],
    taken: list[int],
    bids: Sequence[int | None],
    trump: int,
    first: int,
    careless: Draw | None = None,
    me: int = -1,
) -> list[int]:
    """A Sticheln round played to the end on card numbers (:func:`card_id`); the tricks.

    ``hands`` and ``taken`` are indexed by seat number (N 0 .. W 3), ``played``
    holds the cards of the trick in progress (led by ``leader``), ``first``
    is the next card of the seat to play (or -1), and every later card is the
    ``basic`` rule's (:func:`four_lanterns.bots.basic.basic_card`), computed
    here on numbers with the trick's state kept as it grows, for speed. The
    same choices as ``basic_card`` and the same winners as the rule set; a
    test compares them. With ``careless`` (a source of random numbers in
    [0, 1)), each card of a seat other than ``me`` is instead, with chance
    :data:`CARELESS`, one of its legal cards drawn at random.
    """
    suit_of = _SUIT_OF
    rank_of = _RANK_OF
    strength = _STRENGTHS[trump]
    owl = mole = -1
    moles = 0
    led = -1
    unbound = False
    best_trump = best_led = -1
    trump_seat = led_seat = -1
    pos = 0
    replay = 0
    while True:
        seat = (leader + pos) % 4
        if replay < len(played):
            card = played[replay]
            replay += 1
        else:
            hand = hands[seat]
            if not hand:
                return taken
            if first >= 0:
                card = first
                first = -1
            else:
                bid = bids[seat]
                wants = bid is None or taken[seat] < bid
                legal = hand
                if pos and not unbound and led >= 0:
                    follow = [c for c in hand if suit_of[c] == led or c >= _OWL_ID]
                    if len(follow) < len(hand) and any(suit_of[c] == led for c in follow):
                        legal = follow
                card = legal[0]
                low = strength[card]
                if careless is not None and seat != me and careless() < CARELESS:
                    card = legal[int(careless() * len(legal))]
                elif pos == 0:
                    for c in legal:
                        value = strength[c]
                        if (value > low) if wants else (value < low):
                            card, low = c, value
                else:
                    lowest = card
                    for c in legal:
                        if strength[c] < strength[lowest]:
                            lowest = c
                    chosen = -1
                    chosen_value = 0
                    for c in legal:
                        if owl >= 0 or c == _MOLE_ID:
                            wins = False
                        elif c == _OWL_ID:
                            wins = True
                        else:
                            s = suit_of[c]
                            if best_trump >= 0:
                                wins = s == trump and rank_of[c] > best_trump
                            elif s == trump or led < 0:
                                wins = True
                            else:
                                wins = s == led and rank_of[c] > best_led
                        if wins is not wants:
                            continue
                        value = strength[c]
                        if chosen < 0 or (
                            (value < chosen_value) if wants else (value > chosen_value)
                        ):
                            chosen, chosen_value = c, value
                    card = chosen if chosen >= 0 else lowest
            hand.remove(card)
        if card == _OWL_ID:
            if owl < 0:
                owl = seat
            if pos == 0:
                unbound = True
        elif card == _MOLE_ID:
            moles += 1
            if mole < 0:
                mole = seat
        else:
            s = suit_of[card]
            rank = rank_of[card]
            if led < 0:
                led = s
            if s == trump:
                if rank > best_trump:
                    best_trump, trump_seat = rank, seat
            elif s == led and rank > best_led:
                best_led, led_seat = rank, seat
        pos += 1
        if pos == 4:
            if owl >= 0:
                winner = owl
            elif moles == 4:
                winner = mole
            elif best_trump >= 0:
                winner = trump_seat
            else:
                winner = led_seat
            taken[winner] += 1
            leader = winner
            owl = mole = led = best_trump = best_led = trump_seat = led_seat = -1
            moles = pos = 0
            unbound = False


def _key(seen: Observation) -> str:
    hand = " ".join(card.code for card in seen.hand)
    bids = " ".join(bid.code for bid in seen.bids)
    plays = " ".join(
        play.code for play in (*(p for t in seen.tricks for p in t.plays), *seen.trick)
    )
    return f"{seen.rules!r}|{seen.seat.code}|{seen.phase.value}|{hand}|{bids}|{plays}"


@dataclass(frozen=True, slots=True)
class Option:
    """One candidate: a bid or a card, the seat's mean points and mean final tricks."""

    move: int | Card
    points: float
    tricks: float


@dataclass(frozen=True, slots=True)
class Assessment:
    """The ``strong`` evaluation of a decision: every candidate, and the one chosen."""

    seat: Seat
    phase: Phase
    options: tuple[Option, ...]
    choice: int | Card


class StrongBot:
    """The ``strong`` level: sampled worlds and ``basic`` rollouts (module docstring)."""

    level = "strong"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._unseeded = random.Random()

    def _rng(self, seen: Observation) -> random.Random:
        if self.seed is None:
            return self._unseeded
        return random.Random(f"{self.seed}|{_key(seen)}")

    def _totals(
        self,
        count: int,
        worlds: int,
        seen: Observation,
        encode: Callable[[Card], T],
        run: Callable[[list[list[T]], int, Draw], Rolled],
    ) -> tuple[list[int], list[int], list[int]]:
        """Each candidate's total value, points and final tricks over ``worlds`` worlds.

        ``encode`` turns each card into what ``run`` plays with; ``run`` gets
        its own copy of the world's hands (indexed like ``rules.seats``), the
        candidate's index and a source of random numbers, and returns every
        seat's bid and tricks at the end of the round. Every candidate of a
        world gets the same random numbers, so that the candidates differ
        only by the move tried, not by the luck of the careless players.
        """
        rng = self._rng(seen)
        goal = _goal(seen)
        me = seen.rules.index(seen.seat)
        shown = voids(seen)
        rules = seen.rules
        pool = seen.unseen()
        tokens = [encode(card) for card in pool]
        mine = [encode(card) for card in seen.hand]
        others = [seat for seat in rules.seats if seat is not seen.seat]
        sizes = [seen.hand_sizes[seat] for seat in others]
        void_sets = [tuple(shown.get(seat, ())) for seat in others]
        suits = [card.suit for card in pool]
        where = {seat: index for index, seat in enumerate(others)}
        values = [0] * count
        totals = [0] * count
        tricks = [0] * count
        for _ in range(worlds):
            dealt = _deal_indices(suits, sizes, void_sets, rng)
            luck = rng.getrandbits(64)
            world = [
                mine if seat is seen.seat else [tokens[i] for i in dealt[where[seat]]]
                for seat in rules.seats
            ]
            for index in range(count):
                careless = random.Random(luck).random
                bids, taken = run([list(hand) for hand in world], index, careless)
                values[index] += goal(bids, taken)
                totals[index] += _value(rules, seen.seat, taken, bids)
                tricks[index] += taken[me]
        return values, totals, tricks

    def assess(self, seen: Observation) -> Assessment:
        """Every candidate of the seat to act with its mean points and tricks, and the choice.

        Bids come in bid order, cards in hand order; :meth:`bid` and
        :meth:`play` decide exactly as :attr:`Assessment.choice`.
        """
        if seen.phase is Phase.BIDDING and seen.legal_bids:
            return self._assess_bids(seen)
        if seen.phase is Phase.PLAY and seen.legal_cards:
            return self._assess_cards(seen)
        raise ValueError(f"{seen.seat.code} has nothing to decide")

    def _assess_bids(self, seen: Observation) -> Assessment:
        rules = seen.rules
        guess = basic_bid(rules, seen.hand)
        candidates = sorted(
            (bid for bid in seen.legal_bids if abs(bid - guess) <= BID_WINDOW),
            key=lambda bid: (abs(bid - guess), bid),
        )
        if not candidates:
            candidates = [min(seen.legal_bids, key=lambda bid: (abs(bid - guess), bid))]
        made = {bid.seat: bid.tricks for bid in seen.bids}
        seats = rules.seats
        me = rules.index(seen.seat)
        trump = _trump_number(rules)

        def bids_in(world: list[list[Card]], index: int) -> list[int | None]:
            bids: list[int | None] = []
            for seat in seats:
                if seat is seen.seat:
                    bids.append(candidates[index])
                elif seat in made:
                    bids.append(made[seat])
                else:
                    bids.append(basic_bid(rules, world[rules.index(seat)]))
            return bids

        if trump is None:

            def run(world: list[list[Card]], index: int, careless: Draw) -> Rolled:
                bids = bids_in(world, index)
                return bids, rollout(rules, world, seen.leader, [], [0] * len(seats), bids, None)

            values, totals, tricks = self._totals(len(candidates), BID_WORLDS, seen, _same, run)
        else:

            def run_numbers(world: list[list[int]], index: int, careless: Draw) -> Rolled:
                bids = bids_in([[_CARDS[number] for number in hand] for hand in world], index)
                start = [0, 0, 0, 0]
                leader = int(seen.leader)
                return bids, sticheln_rollout(
                    world, leader, (), start, bids, trump, -1, careless, me
                )

            values, totals, tricks = self._totals(
                len(candidates), BID_WORLDS, seen, card_id, run_numbers
            )
        options = [
            Option(bid, total / BID_WORLDS, taken / BID_WORLDS)
            for bid, total, taken in zip(candidates, totals, tricks, strict=True)
        ]
        return Assessment(
            seen.seat,
            Phase.BIDDING,
            tuple(sorted(options, key=lambda option: option.move)),
            candidates[_first_best(values)],
        )

    def _assess_cards(self, seen: Observation) -> Assessment:
        legal = seen.legal_cards
        rules = seen.rules
        bids: list[int | None] = [seen.bid_of(seat) for seat in rules.seats]
        taken = [seen.taken(seat) for seat in rules.seats]
        worlds = max(MIN_WORLDS, min(MAX_WORLDS, PLAY_ROLLOUTS // len(legal)))
        trump = _trump_number(rules)
        me = rules.index(seen.seat)
        played = tuple(card_id(play.card) for play in seen.trick)
        firsts = [card_id(card) for card in legal]
        leader = int(seen.leader)

        if trump is None:

            def run(world: list[list[Card]], index: int, careless: Draw) -> Rolled:
                trick = list(seen.trick)
                return bids, rollout(
                    rules, world, seen.leader, trick, list(taken), bids, legal[index]
                )

            values, totals, tricks = self._totals(len(legal), worlds, seen, _same, run)
        else:

            def run_numbers(world: list[list[int]], index: int, careless: Draw) -> Rolled:
                first = firsts[index]
                return bids, sticheln_rollout(
                    world, leader, played, list(taken), bids, trump, first, careless, me
                )

            values, totals, tricks = self._totals(len(legal), worlds, seen, card_id, run_numbers)
        # Listed as a hand is shown, by suit and rank; the choice is made above, in play order.
        rows = sorted(zip(legal, totals, tricks, strict=True), key=lambda row: row[0].sort_key)
        options = tuple(Option(card, total / worlds, mine / worlds) for card, total, mine in rows)
        return Assessment(seen.seat, Phase.PLAY, options, legal[_first_best(values)])

    def bid(self, seen: Observation) -> int:
        """The bid near the ``basic`` one whose simulated rounds score best on average."""
        guess = basic_bid(seen.rules, seen.hand)
        near = [bid for bid in seen.legal_bids if abs(bid - guess) <= BID_WINDOW]
        if len(near) <= 1:  # nothing to decide: no rollouts
            return min(seen.legal_bids, key=lambda bid: (abs(bid - guess), bid))
        choice = self._assess_bids(seen).choice
        assert isinstance(choice, int)
        return choice

    def play(self, seen: Observation) -> Card:
        """The legal card whose simulated rounds score best on average."""
        legal = seen.legal_cards
        if len(legal) == 1:  # nothing to decide: no rollouts
            return legal[0]
        choice = self._assess_cards(seen).choice
        assert isinstance(choice, Card)
        return choice


def _first_best(totals: Sequence[int]) -> int:
    """The index of the highest total; ties go to the earlier one."""
    best = 0
    for index, total in enumerate(totals):
        if total > totals[best]:
            best = index
    return best


def _trump_number(rules: Ruleset) -> int | None:
    """Trump's suit number when the fast Sticheln rollout applies, else ``None``."""
    if isinstance(rules, StichelnRules) and rules.trump is not None:
        return rules.trump.index
    return None


def _goal(seen: Observation) -> Callable[[Sequence[int | None], Sequence[int]], int]:
    """What a rolled-out round is worth to the seat, from every seat's bids and tricks."""
    rules = seen.rules
    scores = seen.scores
    if scores is None or seen.rounds_after or not rules.bidding:

        def points_only(bids: Sequence[int | None], taken: Sequence[int]) -> int:
            return _value(rules, seen.seat, taken, bids)

        return points_only
    me = rules.index(seen.seat)
    before = [scores[seat] for seat in rules.seats]

    def first_place(bids: Sequence[int | None], taken: Sequence[int]) -> int:
        final = [b + _points(bid, t) for b, bid, t in zip(before, bids, taken, strict=True)]
        gained = final[me] - before[me]
        top = max(final)
        return gained + (FIRST // final.count(top) if final[me] == top else 0)

    return first_place


def _same(card: Card) -> Card:
    return card


def _points(bid: int | None, taken: int) -> int:
    return taken if bid is None else points(bid, taken)


register_level("strong", StrongBot)

"""An exact best-play solver for Four Lanterns with every hand known.

The value of a position is the final difference N/S − E/W when both teams
play best: N/S maximise it, E/W minimise it (the game is zero-sum in points,
since every trick's points go to one team). The search is minimax with
alpha-beta pruning inside a trick and a transposition table at trick
boundaries.

Why the table is keyed by the remaining cards and the leader: the deal fixes
who holds each card, so at the start of a trick the set of cards still held
says every hand, and how many tricks are done; the leader says the rest.
Values stored there are exact (searched with a full window), so a hit never
needs a bound check.

Two more reductions keep the tree small, neither changing a value:
cards of one hand that are adjacent in a suit once the cards out of play are
ignored (no other card still held, nor in the current trick, between them)
are equivalent, so only the lowest of each such run is searched; and the last
trick is forced (one card each), so it is scored directly.
"""

from __future__ import annotations

from dataclasses import dataclass

from four_lanterns.engine.cards import Card, Seat
from four_lanterns.engine.scoring import ScoringVariant
from four_lanterns.engine.search import CARDS, SearchState
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import step_id

__all__ = ["Analysis", "CardValue", "analyze", "solve"]

_INFINITY = 1 << 20


def _representatives(hand: int, others: int) -> int:
    """Within one suit (4 bits): the lowest card of each run of equivalent cards in ``hand``.

    Two cards of the hand are equivalent when no card of ``others`` (still
    held by another seat, or on the table in this trick) lies between them.
    """
    keep = 0
    previous_in_hand = False
    for rank in range(4):
        bit = 1 << rank
        if hand & bit:
            if not previous_in_hand:
                keep |= bit
            previous_in_hand = True
        elif others & bit:
            previous_in_hand = False
    return keep


_REPRESENTATIVES: tuple[int, ...] = tuple(
    _representatives(hand, others) for hand in range(16) for others in range(16)
)
"""``_REPRESENTATIVES[16 * hand + others]`` for one suit's four bits."""


def _distinct(moves: int, hand: int, others: int) -> int:
    """``moves`` less the cards equivalent to a lower one of the same hand."""
    table = _REPRESENTATIVES
    keep = 0
    for shift in (0, 4, 8, 12):
        part = moves >> shift & 0xF
        if part:
            keep |= table[(hand >> shift & 0xF) << 4 | (others >> shift & 0xF)] << shift
    return moves & keep


class _Solver:
    """The search over one :class:`SearchState`; the table lives as long as the solver."""

    __slots__ = ("nodes", "state", "table")

    def __init__(self, state: SearchState) -> None:
        self.state = state
        self.table: dict[int, int] = {}
        self.nodes = 0

    def value(self, alpha: int, beta: int) -> int:
        """N/S − E/W of the points not yet scored, with both teams playing best.

        Exact when the result lies strictly inside (alpha, beta); otherwise a
        bound on the same side as the window it fell outside of.
        """
        state = self.state
        if not state.trick:
            return self._trick_start()
        return self._inside(alpha, beta)

    def _trick_start(self) -> int:
        state = self.state
        hands = state.hands
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        if not remaining:
            return 0
        key = remaining << 2 | state.leader
        table = self.table
        found = table.get(key)
        if found is not None:
            return found
        if remaining.bit_count() == 4:
            result = self._last_trick()
        else:
            result = self._inside(-_INFINITY, _INFINITY)
        table[key] = result
        return result

    def _last_trick(self) -> int:
        # One card each, so every play is forced: the highest card of the
        # led suit wins, and its team takes the last trick's points.
        state = self.state
        hands = state.hands
        leader = state.leader
        led = hands[leader]
        suit = 0xF << (led.bit_length() - 1 & ~3)
        best = led
        winner = leader
        for step in (1, 2, 3):
            seat = (leader + step) & 3
            card = hands[seat]
            if card & suit and card > best:
                best = card
                winner = seat
        value = state.values[state.completed]
        return value if winner & 1 == 0 else -value

    def _inside(self, alpha: int, beta: int) -> int:
        self.nodes += 1
        state = self.state
        seat = state.to_play
        hands = state.hands
        hand = hands[seat]
        trick = state.trick
        if trick:
            follow = hand & (0xF << (trick[0] & ~3))
            moves = follow or hand
        else:
            moves = hand
        others = hands[0] | hands[1] | hands[2] | hands[3]
        others ^= hand
        for card in trick:
            others |= 1 << card
        moves = _distinct(moves, hand, others)
        points = state.points
        maximise = seat & 1 == 0
        best = -_INFINITY if maximise else _INFINITY
        make = state.make
        unmake = state.unmake
        while moves:
            low = moves & -moves
            moves ^= low
            before = points[0] - points[1]
            make(low.bit_length() - 1)
            gained = points[0] - points[1] - before
            result = gained + self.value(alpha - gained, beta - gained)
            unmake()
            if maximise:
                if result > best:
                    best = result
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif result < best:
                best = result
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best


def solve(state: SearchState) -> list[tuple[int, int]]:
    """For each legal card of the seat to play (deck order): ``(card number, N/S − E/W)``.

    The difference is of the FINAL points of the hand, the tricks already
    complete included. ``state`` is returned unchanged.
    """
    solver = _Solver(state)
    out = []
    moves = state.legal_mask()
    while moves:
        low = moves & -moves
        moves ^= low
        card = low.bit_length() - 1
        state.make(card)
        final = state.points[0] - state.points[1] + solver.value(-_INFINITY, _INFINITY)
        state.unmake()
        out.append((card, final))
    return out


@dataclass(frozen=True, slots=True)
class CardValue:
    """The final points of the hand if ``card`` is played and everyone then plays best."""

    card: Card
    ns: int
    ew: int


@dataclass(frozen=True, slots=True)
class Analysis:
    """A position solved: the best result for the seat to play, and each legal card's.

    Attributes:
        variant: the scoring variant the points are counted in.
        to_play: the seat to play.
        step: the step id of the card to play (``"T1.1"``).
        best: the final points with the seat to play choosing best.
        cards: each legal card, in the order of the seat's hand, with its final points.
    """

    variant: ScoringVariant
    to_play: Seat
    step: str
    best: CardValue
    cards: tuple[CardValue, ...]


def analyze(state: GameState, variant: ScoringVariant) -> Analysis:
    """Solve a Four Lanterns position with a card to play.

    Raises ``ValueError`` for another game's state or a finished hand.
    """
    seat = state.to_play
    if seat is None:
        raise ValueError("the hand is over: there is no card to play")
    search = SearchState.from_state(state, variant)
    total = sum(search.values)
    by_card = {}
    for number, difference in solve(search):
        # Every point goes to one team, so the total and the difference say both.
        by_card[CARDS[number]] = CardValue(
            CARDS[number], (total + difference) // 2, (total - difference) // 2
        )
    cards = tuple(by_card[card] for card in state.hand(seat) if card in by_card)
    choose = max if int(seat) & 1 == 0 else min
    best = choose(cards, key=lambda value: value.ns - value.ew)
    step = step_id(len(state.tricks) + 1, len(state.trick) + 1)
    return Analysis(variant, seat, step, best, cards)

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
from four_lanterns.games.four_lanterns.rules import FourLanternsRules

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
        if moves >> shift & 0xF:
            keep |= table[(hand >> shift & 0xF) << 4 | (others >> shift & 0xF)] << shift
    return moves & keep


def _suit_of(card: int) -> int:
    """The four bits of the suit of a one-bit card mask."""
    return 0xF << (card.bit_length() - 1 & ~3)


class _Solver:
    """The search over the hands of one position; the table lives as long as the solver.

    The search works on bit masks of its own (a card here is its one-bit
    mask), changing the hands in place and putting them back, because
    function calls and objects are what a Python search spends its time on.
    """

    __slots__ = ("hands", "table", "values")

    def __init__(self, hands: list[int], values: tuple[int, ...]) -> None:
        self.hands = hands
        self.values = values
        # remaining cards and leader -> (lower bound, upper bound) of the value
        self.table: dict[int, tuple[int, int]] = {}

    def trick_start(self, leader: int, alpha: int, beta: int) -> int:
        """N/S − E/W of the tricks still to play, ``leader`` to lead; exact inside the window."""
        hands = self.hands
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        if not remaining:
            return 0
        count = remaining.bit_count()
        values = self.values
        trick_value = values[len(values) - count // 4]
        if count == 4:
            return self._last_trick(leader, trick_value)
        # No result lies outside what the remaining tricks are worth.
        at_stake = sum(values[len(values) - count // 4 :])
        if alpha >= at_stake:
            return at_stake
        if beta <= -at_stake:
            return -at_stake
        key = remaining << 2 | leader
        table = self.table
        entry = table.get(key)
        low, high = -at_stake, at_stake
        if entry is not None:
            low, high = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha = max(alpha, low)
            beta = min(beta, high)
        result = self.step(leader, 0, 0, 0, 0, 0, trick_value, alpha, beta)
        if result <= alpha:
            high = min(high, result)
        elif result >= beta:
            low = max(low, result)
        else:
            low = high = result
        table[key] = (low, high)
        return result

    def _last_trick(self, leader: int, trick_value: int) -> int:
        # One card each, so every play is forced: the highest card of the
        # led suit wins, and its team takes the last trick's points.
        hands = self.hands
        best = hands[leader]
        suit = _suit_of(best)
        winner = leader
        for step in (1, 2, 3):
            seat = (leader + step) & 3
            card = hands[seat]
            if card & suit and card > best:
                best = card
                winner = seat
        return trick_value if winner & 1 == 0 else -trick_value

    def step(
        self,
        seat: int,
        position: int,
        suit: int,
        best: int,
        winner: int,
        on_table: int,
        trick_value: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value with ``seat`` to play the card at ``position`` (0 leads) of a trick.

        ``suit`` is the led suit's bits, ``best`` the winning card so far and
        ``winner`` its seat, ``on_table`` the cards of this trick.
        """
        hands = self.hands
        hand = hands[seat]
        moves = hand & suit or hand  # at the lead suit is 0: any card
        if moves & (moves - 1):  # a choice: drop the cards equivalent to another
            others = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand | on_table
            moves = _distinct(moves, hand, others)
        maximise = not seat & 1
        value = -_INFINITY if maximise else _INFINITY
        last = position == 3
        after = (seat + 1) & 3
        step = self.step
        # Try likely best cards first, for earlier cut-offs: the lowest when
        # the partner already takes the trick, else the highest.
        low_first = position and not (winner ^ seat) & 1
        while moves:
            card = moves & -moves if low_first else 1 << (moves.bit_length() - 1)
            moves ^= card
            hands[seat] = hand ^ card
            if not position:
                led = 0xF << (card.bit_length() - 1 & ~3)
                result = step(after, 1, led, card, seat, card, trick_value, alpha, beta)
            else:
                if card & suit and card > best:
                    top, taker = card, seat
                else:
                    top, taker = best, winner
                if last:
                    gained = trick_value if not taker & 1 else -trick_value
                    result = gained + self.trick_start(taker, alpha - gained, beta - gained)
                else:
                    result = step(
                        after,
                        position + 1,
                        suit,
                        top,
                        taker,
                        on_table | card,
                        trick_value,
                        alpha,
                        beta,
                    )
            hands[seat] = hand
            if maximise:
                if result > value:
                    value = result
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            elif result < value:
                value = result
                if value < beta:
                    beta = value
                    if alpha >= beta:
                        break
        return value


def solve(state: SearchState) -> list[tuple[int, int]]:
    """For each legal card of the seat to play (deck order): ``(card number, N/S − E/W)``.

    The difference is of the FINAL points of the hand, the tricks already
    complete included. ``state`` is returned unchanged.
    """
    solver = _Solver(list(state.hands), state.values)
    out = []
    moves = state.legal_mask()
    while moves:
        low = moves & -moves
        moves ^= low
        card = low.bit_length() - 1
        state.make(card)
        solver.hands[:] = state.hands
        if state.trick:
            # Replay the open trick into the solver's terms: led suit, best card, its seat.
            trick = state.trick
            best = 1 << trick[0]
            winner = state.leader
            for offset, number in enumerate(trick[1:], start=1):
                bit = 1 << number
                if bit & _suit_of(1 << trick[0]) and bit > best:
                    best, winner = bit, (state.leader + offset) & 3
            on_table = 0
            for number in trick:
                on_table |= 1 << number
            future = solver.step(
                state.to_play,
                len(trick),
                _suit_of(1 << trick[0]),
                best,
                winner,
                on_table,
                state.values[state.completed],
                -_INFINITY,
                _INFINITY,
            )
        else:
            future = solver.trick_start(state.leader, -_INFINITY, _INFINITY)
        out.append((card, state.points[0] - state.points[1] + future))
        state.unmake()
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
        cards: each legal card, in the order a hand is shown (by suit, then rank),
            with its final points.
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
    if not isinstance(state.rules, FourLanternsRules):
        raise ValueError(f"the solver plays Four Lanterns, not {state.rules.title}")
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
    cards = tuple(by_card[card] for card in sorted(state.hand(seat)) if card in by_card)
    choose = max if int(seat) & 1 == 0 else min
    best = choose(cards, key=lambda value: value.ns - value.ew)
    step = step_id(len(state.tricks) + 1, len(state.trick) + 1)
    return Analysis(variant, seat, step, best, cards)

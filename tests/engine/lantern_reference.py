"""A second, deliberately naive implementation of the rules, for cross-checks.

Written from ``docs/rules.md`` alone, on plain strings (``"N"``, ``"T1"``), with
no import from ``four_lanterns``: when the engine and this model disagree, one
of them misreads the rules. It is slow and mutable on purpose; only the tests
use it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SEATS = "NESW"
SUITS = "ATMV"
DECK = tuple(f"{suit}{rank}" for suit in SUITS for rank in range(1, 5))
TEAM_OF = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


@dataclass
class RefGame:
    """A hand in progress: hands, leader, current trick, completed tricks."""

    hands: dict[str, list[str]]
    leader: str
    trick: list[tuple[str, str]] = field(default_factory=list)
    done: list[tuple[list[tuple[str, str]], str]] = field(default_factory=list)

    @classmethod
    def from_codes(cls, hands: dict[str, list[str]], leader: str) -> RefGame:
        return cls({seat: list(cards) for seat, cards in hands.items()}, leader)

    def copy(self) -> RefGame:
        return RefGame(
            {seat: list(cards) for seat, cards in self.hands.items()},
            self.leader,
            list(self.trick),
            list(self.done),
        )

    @property
    def over(self) -> bool:
        return len(self.done) == 4

    @property
    def to_play(self) -> str | None:
        if self.over:
            return None
        return SEATS[(SEATS.index(self.leader) + len(self.trick)) % 4]

    def legal(self) -> list[str]:
        seat = self.to_play
        if seat is None:
            return []
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        led = self.trick[0][1][0]
        follow = [card for card in hand if card[0] == led]
        return follow if follow else list(hand)

    def refusal(self, card: str, seat: str | None = None) -> str | None:
        """The kind of refusal a play gets, or ``None`` if it is legal."""
        to_play = self.to_play
        if to_play is None:
            return "hand_over"
        if seat is not None and seat != to_play:
            return "out_of_turn"
        if card not in self.hands[to_play]:
            return "not_in_hand"
        if card not in self.legal():
            return "must_follow"
        return None

    def play(self, card: str) -> None:
        seat = self.to_play
        assert seat is not None and card in self.legal()
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) == 4:
            led = self.trick[0][1][0]
            winner = max((c for c in self.trick if c[1][0] == led), key=lambda p: int(p[1][1:]))
            self.done.append((self.trick, winner[0]))
            self.leader = winner[0]
            self.trick = []

    def score(self, last_trick_value: int) -> dict[str, int]:
        """Team points: 1 per trick, ``last_trick_value`` for the fourth."""
        points = {"NS": 0, "EW": 0}
        for number, (_, winner) in enumerate(self.done, start=1):
            points[TEAM_OF[winner]] += last_trick_value if number == 4 else 1
        return points


def ref_perft(game: RefGame, depth: int | None = None) -> int:
    """Sequences of ``depth`` cards (all complete hands when ``None``)."""
    if depth == 0 or game.over:
        return 1 if depth in (0, None) else 0
    total = 0
    for card in game.legal():
        child = game.copy()
        child.play(card)
        total += ref_perft(child, None if depth is None else depth - 1)
    return total

"""Scoring variants: how much each trick is worth, applied to a record of tricks.

Scoring reads completed tricks and never the choices behind them, so the same
hand can be scored under any variant without replaying it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from four_lanterns.engine import english
from four_lanterns.engine.errors import CodeError
from four_lanterns.engine.sides import Score, Side
from four_lanterns.engine.tricks import CompletedTrick

if TYPE_CHECKING:
    from four_lanterns.engine.rules import Ruleset

__all__ = [
    "V0",
    "V1",
    "VARIANTS",
    "HandResult",
    "Score",
    "ScoringVariant",
    "TrickValues",
    "outcome",
    "running_scores",
    "score",
    "variant_by_code",
]


class ScoringVariant(Protocol):
    """A named rule for the value of each trick."""

    @property
    def code(self) -> str:
        """Short name used on the command line and in files (``"v0"``)."""
        ...

    @property
    def description(self) -> str:
        """What the variant changes, in a few words."""
        ...

    def trick_value(self, number: int, tricks_in_hand: int) -> int:
        """Points for the side that takes trick ``number`` (from 1)."""
        ...


@dataclass(frozen=True, slots=True)
class TrickValues:
    """Every trick is worth ``base``; the last trick is worth ``last``."""

    code: str
    description: str
    base: int = 1
    last: int = 1

    def trick_value(self, number: int, tricks_in_hand: int) -> int:
        """``last`` for the final trick, ``base`` for the others."""
        return self.last if number == tricks_in_hand else self.base


V0: ScoringVariant = TrickValues("v0", "every trick 1")
"""The baseline: every trick is worth one point."""
V1: ScoringVariant = TrickValues("v1", "last trick 2", last=2)
"""Tricks 1 to 3 are worth one point and the last trick two."""
VARIANTS: dict[str, ScoringVariant] = {V0.code: V0, V1.code: V1}
"""The variants by code."""


def variant_by_code(code: str, rules: Ruleset | None = None) -> ScoringVariant:
    """Look up a variant of ``rules`` by code, case-insensitively.

    Without ``rules``, Four Lanterns' variants (``v0``, ``v1``).
    """
    variants = VARIANTS if rules is None else rules.variants
    try:
        return variants[code.strip().lower()]
    except KeyError:
        known = ", ".join(variants)
        raise CodeError(
            f"{code!r} is not a scoring variant (expected {known})", text=code
        ) from None


def running_scores(
    tricks: Iterable[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset,
) -> list[Score]:
    """The score after each trick, in trick order."""
    total = Score.zero(rules.sides)
    out = []
    for trick in tricks:
        points = variant.trick_value(trick.number, rules.hand_size)
        total = total.plus(rules.side_of(trick.winner), points)
        out.append(total)
    return out


def score(
    tricks: Sequence[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset,
) -> Score:
    """The score after the given tricks."""
    scores = running_scores(tricks, variant, rules)
    return scores[-1] if scores else Score.zero(rules.sides)


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand under one variant: totals and who won.

    Attributes:
        variant: the scoring variant applied.
        score: every side's total.
        winners: every side with the top total, in side order; more than one
            when they tie (a tie shares the win).
    """

    variant: ScoringVariant
    score: Score
    winners: tuple[Side, ...]

    @property
    def is_draw(self) -> bool:
        """True when every side shares the top total."""
        return len(self.winners) == len(self.score)

    @property
    def code(self) -> str:
        """The JSON ``result``: ``"draw"``, the winner's code (``"EW"``), or ``"N+E"`` (shared)."""
        if self.is_draw:
            return "draw"
        return "+".join(side.code for side in self.winners)

    @property
    def summary(self) -> str:
        """``"draw 2–2"`` or ``"E/W win 3–2"`` in English (the winners' points first)."""
        return english.summary(self)


def outcome(
    tricks: Sequence[CompletedTrick],
    variant: ScoringVariant,
    rules: Ruleset,
) -> HandResult | None:
    """The result of a complete hand, or ``None`` while tricks remain."""
    if len(tricks) < rules.hand_size:
        return None
    total = score(tricks, variant, rules)
    top = max(total.points)
    winners = tuple(side for side in total.sides if total[side] == top)
    return HandResult(variant, total, winners)

"""Sides and scores: who scores together, and the points of each side.

A side is whatever a rule set scores: a partnership in Four Lanterns, a single
seat in a game where each plays for themselves. The core only needs a side's
code (the key in JSON and deal files) and its seats.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Protocol, runtime_checkable

from four_lanterns.engine.cards import Seat
from four_lanterns.engine.errors import CodeError

__all__ = ["Score", "Side"]


@runtime_checkable
class Side(Protocol):
    """Who scores together: a team in Four Lanterns, a single seat in Sticheln."""

    @property
    def code(self) -> str:
        """The key of this side in JSON and deal files (``"NS"``, ``"E"``)."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats that score for this side."""
        ...

    def __hash__(self) -> int: ...


class Score(Mapping[Side, int]):
    """Points per side, in the rule set's side order. Immutable and hashable.

    ``score[side]`` reads one side; ``score.as_dict()`` is the JSON shape
    (``{"NS": 2, "EW": 2}``); ``str(score)`` joins the points with an en dash
    in side order (``"2–2"``).
    """

    __slots__ = ("_index", "points", "sides")

    def __init__(self, sides: tuple[Side, ...], points: tuple[int, ...]) -> None:
        if len(sides) != len(points):
            raise ValueError(f"{len(sides)} sides but {len(points)} scores")
        self.sides = sides
        self.points = points
        self._index = _index_of(sides)

    @classmethod
    def zero(cls, sides: tuple[Side, ...]) -> Score:
        """Nothing scored yet."""
        return cls(sides, (0,) * len(sides))

    @classmethod
    def from_codes(cls, sides: tuple[Side, ...], points: Mapping[str, int]) -> Score:
        """A score from side codes (``{"NS": 2, "EW": 3}``); every side must be given."""
        missing = [side.code for side in sides if side.code not in points]
        unknown = sorted(set(points) - {side.code for side in sides})
        if missing or unknown:
            known = ", ".join(side.code for side in sides)
            raise CodeError(f"a score needs exactly the sides {known}", text=", ".join(points))
        return cls(sides, tuple(points[side.code] for side in sides))

    def __getitem__(self, side: Side) -> int:
        return self.points[self._index[side]]

    def __iter__(self) -> Iterator[Side]:
        return iter(self.sides)

    def __len__(self) -> int:
        return len(self.sides)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Score):
            return self.sides == other.sides and self.points == other.points
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash((self.sides, self.points))

    def plus(self, side: Side, points: int) -> Score:
        """This score with ``points`` more for ``side``."""
        index = self._index[side]
        totals = list(self.points)
        totals[index] += points
        return Score(self.sides, tuple(totals))

    def as_dict(self) -> dict[str, int]:
        """The JSON shape, in side order: ``{"NS": 2, "EW": 2}``."""
        return {side.code: points for side, points in zip(self.sides, self.points, strict=True)}

    def __str__(self) -> str:
        return "–".join(str(points) for points in self.points)

    def __repr__(self) -> str:
        return f"Score({self.as_dict()!r})"


_INDEXES: dict[tuple[Side, ...], dict[Side, int]] = {}


def _index_of(sides: tuple[Side, ...]) -> dict[Side, int]:
    """Position of each side; shared by every score of a rule set (a game has one side order)."""
    index = _INDEXES.get(sides)
    if index is None:
        index = _INDEXES[sides] = {side: number for number, side in enumerate(sides)}
    return index

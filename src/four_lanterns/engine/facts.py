"""Facts the engine reports, as codes a program tests and a catalogue words.

The engine never decides how a fact is said: it reports *that* a seat must
follow, *that* the highest card of the led suit took the trick. Sentences are
made elsewhere (English in :mod:`four_lanterns.engine.english`).

Each kind of fact is an open set: the core defines the facts every
trick-taking game shares, and a rule set adds its own (a trump game adds
``WinRule.define("highest_trump", "my-game")``). A fact compares by value and
kind, and :meth:`Fact.define` returns the one registered instance, so ``is``
works on facts as it did on the enums they replace.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Self

__all__ = ["Fact", "IllegalKind", "LegalReason", "WinRule"]


@dataclass(frozen=True, slots=True)
class Fact:
    """A stable code (``value``, the JSON ``kind``) and the namespace of its words.

    ``namespace`` is ``"core"`` for the facts of every game, or the name of
    the game that added the fact.
    """

    value: str
    namespace: str = "core"

    _known: ClassVar[dict[str, Fact]]

    def __init_subclass__(cls) -> None:
        # Each kind keeps its own register. (No super() call: the slotted
        # dataclass is a new class object, which zero-argument super() misses.)
        cls._known = {}

    @classmethod
    def define(cls, value: str, namespace: str = "core") -> Self:
        """The fact ``value`` of this kind, registered once (the same object every call)."""
        known = cls._known.get(value)
        if known is None:
            known = cls._known[value] = cls(value, namespace)
        elif known.namespace != namespace:
            raise ValueError(f"{cls.__name__} {value!r} is already defined by {known.namespace!r}")
        assert isinstance(known, cls)
        return known

    @classmethod
    def known(cls) -> tuple[Self, ...]:
        """Every fact of this kind defined so far, core ones first."""
        return tuple(fact for fact in cls._known.values() if isinstance(fact, cls))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.value!r})"


class LegalReason(Fact):
    """Which rule decides the legal cards of the seat to play."""

    __slots__ = ()

    LEAD: ClassVar[LegalReason]
    """The leader may play any card."""
    FOLLOW: ClassVar[LegalReason]
    """The seat holds the led suit and must play one of that suit."""
    DISCARD: ClassVar[LegalReason]
    """The seat holds none of the led suit and may play any card."""
    HAND_OVER: ClassVar[LegalReason]
    """No card may be played: the hand is over."""
    BIDDING: ClassVar[LegalReason]
    """No card may be played yet: the seats are bidding."""
    NOT_DEALT: ClassVar[LegalReason]
    """No card may be played yet: nothing has been dealt."""


class IllegalKind(Fact):
    """Why a play (or a bid) was refused, in a form a program can test."""

    __slots__ = ()

    MUST_FOLLOW: ClassVar[IllegalKind]
    NOT_IN_HAND: ClassVar[IllegalKind]
    OUT_OF_TURN: ClassVar[IllegalKind]
    HAND_OVER: ClassVar[IllegalKind]
    NOT_PLAYING: ClassVar[IllegalKind]
    """A card before the play: nothing dealt yet, or the seats are bidding."""
    NOT_BIDDING: ClassVar[IllegalKind]
    """A bid outside the bidding phase (or in a game without one)."""
    BID_RANGE: ClassVar[IllegalKind]
    """A bid the rule set does not allow."""


class WinRule(Fact):
    """Which rule decided who took a trick."""

    __slots__ = ()

    HIGHEST_LED: ClassVar[WinRule]
    """The highest card of the led suit; off-suit cards cannot win."""


LegalReason.LEAD = LegalReason.define("lead")
LegalReason.FOLLOW = LegalReason.define("follow")
LegalReason.DISCARD = LegalReason.define("discard")
LegalReason.HAND_OVER = LegalReason.define("hand_over")
LegalReason.BIDDING = LegalReason.define("bidding")
LegalReason.NOT_DEALT = LegalReason.define("not_dealt")

IllegalKind.MUST_FOLLOW = IllegalKind.define("must_follow")
IllegalKind.NOT_IN_HAND = IllegalKind.define("not_in_hand")
IllegalKind.OUT_OF_TURN = IllegalKind.define("out_of_turn")
IllegalKind.HAND_OVER = IllegalKind.define("hand_over")
IllegalKind.NOT_PLAYING = IllegalKind.define("not_playing")
IllegalKind.NOT_BIDDING = IllegalKind.define("not_bidding")
IllegalKind.BID_RANGE = IllegalKind.define("bid_range")

WinRule.HIGHEST_LED = WinRule.define("highest_led")

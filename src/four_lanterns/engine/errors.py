"""The one error family of the project.

Every error a user can cause is a :class:`FourLanternsError`: a ``ValueError``
with a short ``title`` for dialogs and a one-line message that names the input.
The command line and the card table turn these into output at one place each;
anything else that escapes is a bug.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from four_lanterns.engine.facts import IllegalKind, LegalReason

if TYPE_CHECKING:
    from four_lanterns.engine.cards import Card, Seat, Suit
    from four_lanterns.engine.phases import Phase

__all__ = [
    "CardCodeError",
    "CodeError",
    "DealError",
    "FourLanternsError",
    "IllegalBid",
    "IllegalKind",
    "IllegalPlay",
]


class FourLanternsError(ValueError):
    """Base of every error caused by input: a message fit to show as it is."""

    title = "Error"

    @property
    def message(self) -> str:
        """The one-line explanation."""
        return str(self.args[0]) if self.args else self.title


class CodeError(FourLanternsError):
    """A card, suit, seat or team code that does not parse."""

    title = "Bad code"

    def __init__(self, message: str, *, text: str) -> None:
        super().__init__(message)
        self.text = text


class CardCodeError(CodeError):
    """A card code that does not parse (``Card.parse``)."""


class DealError(FourLanternsError):
    """A deal file that cannot be used: unreadable, not TOML, or not a valid deal.

    ``field`` names the offending key in dotted form (``hands.E[0]``), or is
    empty when the file as a whole is at fault.
    """

    title = "Invalid deal"

    def __init__(self, message: str, *, field: str = "", source: str = "") -> None:
        super().__init__(message)
        self.field = field
        self.source = source


class IllegalPlay(FourLanternsError):
    """A refused play. The state it was tried on is unchanged.

    The error carries facts; its English ``message`` (also ``str(error)``) is
    made from them by :mod:`four_lanterns.engine.english`.

    Attributes:
        kind: which rule refused it.
        seat: the seat that tried to play (or was named as playing).
        card: the card tried.
        legal: the cards the seat to play may play, in hand order.
        step: the step id the play would have had (``"T2.3"``).
        led: the led suit of the current trick, if a card has been led.
        to_play: the seat whose turn it was (``None`` once the hand is over).
        holder: for ``not_in_hand``, the seat that holds the card, if any.
        played_at: for ``not_in_hand``, the step id where the card was played, if it was.
        in_deck: for ``not_in_hand``, whether the game's deck has the card at all.
        tricks: for ``hand_over``, how many tricks the hand had.
        phase: for ``not_playing``, the phase the hand was in.
        reason: for ``must_follow``, the rule that decides the legal cards
            (a game may add its own, such as "follow or play a joker").
    """

    title = "Illegal play"

    def __init__(
        self,
        *,
        kind: IllegalKind,
        seat: Seat | None,
        card: Card,
        legal: tuple[Card, ...],
        step: str,
        led: Suit | None = None,
        to_play: Seat | None = None,
        holder: Seat | None = None,
        played_at: str = "",
        in_deck: bool = True,
        tricks: int = 0,
        phase: Phase | None = None,
        reason: LegalReason | None = None,
    ) -> None:
        self.kind = kind
        self.seat = seat
        self.card = card
        self.reason = reason
        self.legal = legal
        self.step = step
        self.led = led
        self.to_play = to_play
        self.holder = holder
        self.played_at = played_at
        self.in_deck = in_deck
        self.tricks = tricks
        self.phase = phase
        # The English is made once, here, so ``args`` and ``str()`` are what
        # they always were. (Imported here: the sentences need the card types,
        # which need this module.)
        from four_lanterns.engine.english import refusal

        super().__init__(refusal(self))


class IllegalBid(FourLanternsError):
    """A refused bid. The state it was tried on is unchanged.

    Attributes:
        kind: ``not_bidding``, ``out_of_turn`` or ``bid_range``.
        seat: the seat that tried to bid (or was named as bidding).
        bid: the number of tricks bid.
        legal: the bids the seat to bid may make (empty outside the bidding).
        step: the bid's step id (``"B2"``), or ``""`` outside the bidding.
        to_play: the seat whose bid it was, if any.
        phase: the phase the hand was in.
    """

    title = "Illegal bid"

    def __init__(
        self,
        *,
        kind: IllegalKind,
        seat: Seat | None,
        bid: int,
        legal: tuple[int, ...],
        step: str,
        phase: Phase,
        to_play: Seat | None = None,
    ) -> None:
        self.kind = kind
        self.seat = seat
        self.bid = bid
        self.legal = legal
        self.step = step
        self.phase = phase
        self.to_play = to_play
        from four_lanterns.engine.english import bid_refusal

        super().__init__(bid_refusal(self))

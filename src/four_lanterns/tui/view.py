"""The table as data: one pure view of a game state, derived in one place.

The table screen turns its state and scoring variant into a :class:`TableView`
with :func:`view_of`, and hands each panel its own slice of it (a seat panel
its :class:`SeatView`, the trick area the :class:`TrickView`, the history the
:data:`HistoryLine` tuple). Every part is a frozen dataclass of small values,
so equal states give equal views and a panel whose slice did not change is
not redrawn: a card played changes two seat views, the trick and one history
line, and leaves the other seats alone.

Nothing here knows about Textual; what the table shows is decided here, and
the widgets only draw it. Rules questions (turn order, the led suit, who took
a trick) are the engine's answers, never worked out again here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from four_lanterns.engine import Card, GameState, Play, Score, ScoringVariant, Seat, Suit
from four_lanterns.engine.tricks import CompletedTrick, TrickResult

__all__ = [
    "HistoryLine",
    "PlayLine",
    "ResultLine",
    "SeatView",
    "SlotView",
    "TableView",
    "TrickView",
    "last_trick_view",
    "seat_order",
    "seat_winning",
    "view_of",
]


# -- turn order -------------------------------------------------------------------
#
# The one place the table asks who sits where in a trick: the rule set knows
# its seats and its turn order.


def table_seats(state: GameState) -> tuple[Seat, ...]:
    """The seats of the game on the table, clockwise (the rule set's seats)."""
    return state.rules.seats


def seat_order(state: GameState, first: Seat) -> tuple[Seat, ...]:
    """Every seat of the game once, in turn order, starting with ``first``."""
    return state.rules.order(first)


# -- the view -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat panel shows.

    Attributes:
        seat: the seat.
        held: the cards the seat still holds, in dealt order.
        legal: the cards it may play when it is the seat to play, else ``None``.
        leads: the seat leads the current trick (never once the hand is over).
        to_play: it is this seat's turn to play a card.
        hidden: the hand is face down: ``held`` and ``legal`` are then empty,
            so no panel can show a card it should not.
        count: how many cards the seat holds (shown on the backs of a hidden hand).
        bid: the seat's bid, once made (games with bidding).
        taken: tricks the seat has taken so far.
        to_bid: it is this seat's turn to bid.
    """

    seat: Seat
    held: tuple[Card, ...]
    legal: tuple[Card, ...] | None
    leads: bool
    to_play: bool
    hidden: bool = False
    count: int = 0
    bid: int | None = None
    taken: int = 0
    to_bid: bool = False


@dataclass(frozen=True, slots=True)
class SlotView:
    """One place in the trick area: the seat whose place it is, its card, a winner mark."""

    seat: Seat
    play: Play | None
    winner: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    """What the trick area shows: the trick in progress, or the one just completed.

    Attributes:
        number: the trick's number, from 1.
        led: the suit led, as the engine decided it; ``None`` before the lead.
        slots: one place per seat, in the trick's turn order.
        result: the completed trick's result while it is on show, else ``None``.
        leader: the seat that leads (or led) the current trick.
        to_play: the seat to play, ``None`` once the hand is over.
        played: how many cards the trick in progress holds.
        over: the hand is over.
        winning: the seat whose card takes the trick as it stands: the
            winner of a completed trick, the seat winning an unfinished one
            so far (the rule set's answer, :func:`seat_winning`), ``None``
            before the lead and while no card can win yet (Sticheln's Moles).
    """

    number: int
    led: Suit | None
    slots: tuple[SlotView, ...]
    result: TrickResult | None
    leader: Seat
    to_play: Seat | None
    played: int
    over: bool
    winning: Seat | None = None

    @property
    def complete(self) -> bool:
        """A completed trick is on show (until the next leader plays)."""
        return self.result is not None


@dataclass(frozen=True, slots=True)
class PlayLine:
    """A history line: a card played, at its step."""

    trick: int
    position: int
    play: Play


@dataclass(frozen=True, slots=True)
class ResultLine:
    """A history line: who took a trick, and the running score after it."""

    trick: int
    winner: Seat
    score: Score


HistoryLine = PlayLine | ResultLine
"""One line of the history panel."""


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything the table's panels draw of one state under one scoring variant.

    Attributes:
        seats: one view per seat of the game, in the rule set's seat order.
        trick: the trick area.
        history: every play and every trick's result so far, in order.
    """

    seats: tuple[SeatView, ...]
    trick: TrickView
    history: tuple[HistoryLine, ...]

    def seat(self, seat: Seat) -> SeatView:
        """The view of ``seat``."""
        return next(view for view in self.seats if view.seat is seat)


def view_of(
    state: GameState, variant: ScoringVariant, shown: frozenset[Seat] | None = None
) -> TableView:
    """The view of ``state`` with scores under ``variant``; pure, equal for equal input.

    ``shown`` names the seats whose hands are face up (``None``: every hand,
    as with open hands). Once the hand is over no card is hidden any more.
    """
    return TableView(
        seats=tuple(
            _seat_view(state, seat, hidden=shown is not None and seat not in shown)
            if shown is None or not state.is_over
            else _played_view(state, seat)
            for seat in table_seats(state)
        ),
        trick=trick_view(state),
        history=history_lines(state, variant),
    )


def _seat_view(state: GameState, seat: Seat, *, hidden: bool) -> SeatView:
    to_play = state.to_play is seat
    held = state.hand(seat)
    hidden = hidden and not state.is_over
    return SeatView(
        seat=seat,
        held=() if hidden else held,
        legal=state.legal_plays().cards if to_play and not hidden else None,
        leads=not state.is_over and state.leader is seat,
        to_play=to_play,
        hidden=hidden,
        count=len(held),
        bid=next((bid.tricks for bid in state.bids if bid.seat is seat), None),
        taken=sum(1 for trick in state.tricks if trick.winner is seat),
        to_bid=state.turn.seat is seat and state.to_play is None,
    )


def _played_view(state: GameState, seat: Seat) -> SeatView:
    """A seat once a round played with hidden hands is over: its cards, all played, face up."""
    played = tuple(play.card for trick in state.tricks for play in trick.plays if play.seat is seat)
    return SeatView(
        seat=seat,
        held=played,
        legal=(),  # shown, and every one of them dimmed: they have been played
        leads=False,
        to_play=False,
        count=0,
        bid=next((bid.tricks for bid in state.bids if bid.seat is seat), None),
        taken=sum(1 for trick in state.tricks if trick.winner is seat),
    )


def seat_winning(state: GameState, plays: tuple[Play, ...]) -> Seat | None:
    """The seat that would take ``plays`` if the trick ended now, as the rule set decides.

    The rule set's answer (:meth:`four_lanterns.engine.rules.Ruleset.winning`):
    the highest card of the led suit, a trump, the first Owl. ``None`` before
    the lead, and while no card can win yet (in Sticheln, only Moles so far:
    a Mole wins only when all four fall).
    """
    result = state.rules.winning(plays)
    return None if result is None else result.winner


def trick_view(state: GameState) -> TrickView:
    """The trick area of ``state``: the trick in progress, else the last one completed."""
    if state.trick:
        plays = state.trick
        return _trick(
            state,
            number=len(state.tricks) + 1,
            plays=plays,
            led=state.led,
            result=None,
            winning=seat_winning(state, plays),
        )
    completed = state.last_trick
    if completed is None:
        return _trick(state, number=1, plays=(), led=None, result=None, winning=None)
    return _completed(state, completed)


def last_trick_view(state: GameState) -> TrickView | None:
    """The last completed trick as the trick area shows it (the ``l`` key), if there is one."""
    completed = state.last_trick
    if completed is None:
        return None
    view = _completed(state, completed)
    # Looked at again, the trick is over: nobody is to play to it any more.
    return replace(view, leader=completed.result.winner, to_play=None, played=len(completed.plays))


def _completed(state: GameState, completed: CompletedTrick) -> TrickView:
    result = completed.result
    return _trick(
        state,
        number=completed.number,
        plays=completed.plays,
        led=result.led,
        result=result,
        winning=result.winner,
    )


def _trick(
    state: GameState,
    *,
    number: int,
    plays: tuple[Play, ...],
    led: Suit | None,
    result: TrickResult | None,
    winning: Seat | None,
) -> TrickView:
    first = plays[0].seat if plays else state.leader
    slots = tuple(
        SlotView(
            seat=seat,
            play=plays[index] if index < len(plays) else None,
            winner=result is not None and index < len(plays) and plays[index].seat is result.winner,
        )
        for index, seat in enumerate(seat_order(state, first))
    )
    return TrickView(
        number=number,
        led=led,
        slots=slots,
        result=result,
        leader=state.leader,
        to_play=state.to_play,
        played=len(state.trick),
        over=state.is_over,
        winning=winning,
    )


def history_lines(state: GameState, variant: ScoringVariant) -> tuple[HistoryLine, ...]:
    """Every play with its place in its trick, and each trick's result with the running score."""
    lines: list[HistoryLine] = []
    for trick, score in zip(state.tricks, state.running_scores(variant), strict=True):
        lines.extend(
            PlayLine(trick.number, position, play)
            for position, play in enumerate(trick.plays, start=1)
        )
        lines.append(ResultLine(trick.number, trick.winner, score))
    number = len(state.tricks) + 1
    lines.extend(
        PlayLine(number, position, play) for position, play in enumerate(state.trick, start=1)
    )
    return tuple(lines)

"""A game record: how a match was set up, and every round's deal, bids and plays.

A :class:`GameRecord` holds only what was decided (the deals, by chance or
by file, and the players' bids and cards); every result is worked out again
by the engine when the record becomes a :class:`~four_lanterns.match.Match`,
so a record and the table can never disagree about a score.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from four_lanterns.engine import Deal, GameState, ScoringVariant
from four_lanterns.engine.errors import FourLanternsError, IllegalPlay
from four_lanterns.engine.facts import IllegalKind
from four_lanterns.engine.phases import Bid, Phase
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.match import Match, MatchSetup
from four_lanterns.words import catalogue

__all__ = ["FORMAT", "HIDDEN_REASON", "GameRecord", "NewerFormat", "RecordError", "RoundLog"]

FORMAT = 1
"""The record format this program writes, and the newest it reads."""


class RecordError(FourLanternsError):
    """A record that cannot be used; the one-line message names the round, step and field.

    Attributes:
        round: the round at fault (from 1), or 0 for the record as a whole.
        step: the step at fault (``"B2"``, ``"T3.1"``), or ``""``.
        field: the key at fault in dotted form (``round[2].plays[9]``), or ``""``.
    """

    title = "Invalid record"

    def __init__(self, message: str, *, round: int = 0, step: str = "", field: str = "") -> None:
        super().__init__(message)
        self.round = round
        self.step = step
        self.field = field


class NewerFormat(RecordError):
    """A record in a newer format than this program reads: not broken, just not for it."""


@dataclass(frozen=True, slots=True)
class RoundLog:
    """One round as it was played.

    Attributes:
        deal: the round's cards and its first leader (the dealer, in Sticheln).
        bids: the bids made, in order (none in a game without bidding).
        plays: the cards played, in order.
    """

    deal: Deal
    bids: tuple[Bid, ...] = ()
    plays: tuple[Play, ...] = ()

    @property
    def actions(self) -> int:
        """How many bids and cards the round holds."""
        return len(self.bids) + len(self.plays)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A match as it was set up and played, round by round.

    Attributes:
        setup: the game, its rounds, seed, hidden hands and bots.
        rounds: every round begun, in order; only the last may be unfinished.
        match: the match the record replays to, every bid and card checked.
        source: the file the record was read from, ``""`` for one made here.
        sha256: hex digest of that file's bytes, ``""`` for one made here.
        variant: the code of the scoring variant on view at the table when the
            game was saved (``"v1"``), so that it is taken up on that scoring;
            ``None`` when the record does not say (any record but a save).
        part_of: for the part of a hidden game still in play that may be
            shared (:meth:`shareable`), the rounds of the whole game; else ``None``.
    """

    setup: MatchSetup
    rounds: tuple[RoundLog, ...]
    match: Match = field(compare=False, repr=False)
    source: str = field(default="", compare=False)
    sha256: str = field(default="", compare=False)
    variant: str | None = None
    part_of: int | None = field(default=None, compare=False)

    @classmethod
    def of_match(cls, match: Match, *, variant: str | None = None) -> GameRecord:
        """The record of ``match`` so far; ``variant``: the scoring on view, for a save."""
        states = (*match.finished, match.state)
        rounds = tuple(
            RoundLog(as_recorded(deal), state.bids, state.plays)
            for deal, state in zip(match.deals, states, strict=False)
        )
        return cls(match.setup, rounds, match, variant=variant)

    @property
    def actions(self) -> int:
        """How many bids and cards the record holds, in all rounds."""
        return sum(log.actions for log in self.rounds)

    def shareable(self) -> GameRecord | None:
        """What of the record may leave the table while a game with hidden hands goes on.

        An open game, or one that is over, is shared whole. Otherwise only the
        rounds finished so far, as a game of that many rounds and without the
        seed: the seed deals every hand, the hidden ones and those of rounds
        to come. ``None`` while no round is finished.
        """
        match = self.match
        if not match.hiding:
            return self
        finished = (*match.finished, match.state) if match.round_over else match.finished
        if not finished:
            return None
        done = len(finished)
        setup = dataclasses.replace(self.setup, rounds=done, seed=None)
        short = Match(setup, match.deals[:done], finished[:-1], finished[-1])
        return GameRecord(setup, self.rounds[:done], short, part_of=self.setup.rounds)

    @property
    def over(self) -> bool:
        """The last round of the match has been played out."""
        return self.match.over

    def resumed_variant(self, asked: ScoringVariant | None = None) -> ScoringVariant:
        """The scoring the game is taken up on: by ``resume``, ``play --record``, the table's offer.

        ``asked`` (``--variant``) when it is one of the game's, else the scoring
        on view when the game was saved (:attr:`variant`), else the game's first
        (a record that is no save, a save on the first scoring, or from before the key).
        """
        variants = self.match.deal.rules.variants
        for code in (asked.code if asked is not None else None, self.variant):
            if code is not None and code in variants:
                return variants[code]
        return next(iter(variants.values()))


def as_recorded(deal: Deal) -> Deal:
    """``deal`` as a record holds it: only the cards and who leads.

    A round at the table or in a record is always bid (see
    :func:`~four_lanterns.match.start_round`), whether its deal came from a
    seed or from a file with or without ``[bids]``; the record keeps the
    bids it was played with, never the file's.
    """
    rules = deal.rules
    if isinstance(rules, StichelnRules) and not rules.bidding:
        rules = dataclasses.replace(rules, bidding=True)
    return dataclasses.replace(deal, rules=rules, bids=None)


def replay_round(
    state: GameState, log: RoundLog, number: int, where: str, *, hidden: bool = False
) -> GameState:
    """``state`` (a dealt round) with ``log``'s bids and plays made, each checked.

    :class:`RecordError` names the round, the step and the field of the first
    bid or card the rules refuse, and why; with ``hidden`` (a game with hidden
    hands) not why: the rules' reason may name a card of a hidden hand
    (``South holds it``, the cards that follow suit).
    """
    for index, bid in enumerate(log.bids):
        if state.phase is not Phase.BIDDING:
            many = (
                f"{bid.code} is one bid too many"
                if state.rules.bidding
                else f"{state.rules.title} has no bids"
            )
            raise RecordError(
                f"{where}: round {number}, bids[{index}]: {many}",
                round=number,
                field=f"bids[{index}]",
            )
        step = state.next_bid_step
        try:
            state = state.bid(bid.tricks, bid.seat)
        except FourLanternsError as error:
            raise _refused(where, number, step, f"bids[{index}]", error, hidden) from None
    if log.plays and state.phase is Phase.BIDDING:
        missing = len(state.rules.seats) - len(state.bids)
        raise RecordError(
            f"{where}: round {number}, bids: {missing} bid(s) missing before the first card",
            round=number,
            field="bids",
        )
    for index, play in enumerate(log.plays):
        step = state.next_step
        if not step:
            raise RecordError(
                f"{where}: round {number}, plays[{index}]: {play.code} is played "
                "after the round's last trick",
                round=number,
                field=f"plays[{index}]",
            )
        try:
            state = state.play(play.card, play.seat)
        except FourLanternsError as error:
            raise _refused(where, number, step, f"plays[{index}]", error, hidden) from None
    return state


HIDDEN_REASON = "refused; the reason is not shown, as it could name a hidden card"
"""What a refused bid or card of a game with hidden hands is said to be, for why."""


def _refused(
    where: str, number: int, step: str, key: str, error: FourLanternsError, hidden: bool
) -> RecordError:
    return RecordError(
        f"{where}: round {number}, step {step}, {key}: {_reason(error, hidden)}",
        round=number,
        step=step,
        field=key,
    )


def _reason(error: FourLanternsError, hidden: bool) -> str:
    """Why the rules refused a bid or card; with ``hidden``, without a hidden hand's cards:
    not who holds the card (the table's words to a seat that tried another's), and
    for a card that does not follow suit, not at all (the reason names the cards held)."""
    if not hidden or not isinstance(error, IllegalPlay):
        return error.message
    if error.kind is IllegalKind.MUST_FOLLOW:
        return HIDDEN_REASON
    if error.holder is not None and not error.played_at:
        w = catalogue("en")
        seat = w.seat(error.seat) if error.seat is not None else ""
        return w("refusal.not_in_hand", seat=seat, card=w.card(error.card))
    return error.message

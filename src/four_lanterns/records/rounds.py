"""One round of a record as the commands read a deal file, and a record of one hand.

``trace``, ``replay``, ``check``, ``review`` and ``analyze`` work on a
:class:`~four_lanterns.engine.Deal`; a record holds several. A
:class:`RecordedRound` is one of them made into a deal like a deal file's:
its bids are the recorded ones, and since a record has no paper, its paper
trace is the recorded complete tricks as the engine plays them (winner, led
suit, rule, next leader, running scores) and its stated totals are the
round's results. The record was checked whole when it was read, so the
paper holds nothing the record does not.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from four_lanterns.engine import Deal, GameState, Score
from four_lanterns.engine.cards import Seat
from four_lanterns.engine.deal import TraceTrick
from four_lanterns.engine.facts import WinRule
from four_lanterns.engine.phases import Bid, Phase
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.scoring import VARIANTS
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln import scoring as sticheln_scoring
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.match import Match, start_round
from four_lanterns.records.record import GameRecord, RecordError

__all__ = ["RecordedRound", "hand_game_record", "recorded_round"]


@dataclass(frozen=True, slots=True)
class RecordedRound:
    """Round ``number`` of a record, with its bids and plays.

    Attributes:
        number: the round's number in the record, from 1.
        deal: the round's deal as a deal file would give it: the recorded
            bids (once every seat has bid), the recorded complete tricks as
            its paper trace, and for a finished Sticheln round the round's
            tricks taken and points as its stated totals. Its ``source`` is
            the record's file.
        bids: the recorded bids, in order.
        plays: the recorded cards, in order (an unfinished trick's too).
        start: the dealt round with the recorded bids made.
        state: the round after every recorded bid and card.
    """

    number: int
    deal: Deal
    bids: tuple[Bid, ...]
    plays: tuple[Play, ...]
    start: GameState
    state: GameState

    @property
    def over(self) -> bool:
        """Every trick of the round has been played."""
        return self.state.phase is Phase.OVER


def recorded_round(record: GameRecord, number: int | None = None) -> RecordedRound:
    """Round ``number`` of ``record`` (default: the last one, the round in play).

    :class:`RecordError` (field ``round``) for a number the record does not hold.
    """
    match = record.match
    states = (*match.finished, match.state)
    last = len(states)
    if number is None:
        number = last
    if not 1 <= number <= last:
        held = "round 1" if last == 1 else f"rounds 1 to {last}"
        raise RecordError(f"{number} is not a round of the record (it holds {held})", field="round")
    state = states[number - 1]
    dealt = match.deals[number - 1]
    start = _after_bids(state)
    deal = dataclasses.replace(
        dealt,
        trace=_paper(state),
        title="",
        source=record.source,
        # The file holds the hidden hands of a game going on: its digest would test a guess.
        sha256="" if match.hiding else record.sha256,
        expected=_totals(state),
    )
    deal = _with_bids(deal, state.bids, complete=start.phase is not Phase.BIDDING)
    return RecordedRound(number, deal, state.bids, state.plays, start, state)


def hand_game_record(
    deal: Deal,
    plays: Iterable[Play] = (),
    *,
    bids: Iterable[Bid] | None = None,
    hidden: bool | None = None,
) -> GameRecord:
    """The record of one hand of ``deal``: ``bids`` (default: the deal's), then ``plays``.

    Every bid and card goes through the engine's checked API, so an illegal
    one raises the engine's :class:`~four_lanterns.engine.IllegalPlay` or
    :class:`~four_lanterns.engine.IllegalBid`. ``hidden`` defaults to what
    the table does for the game (hidden hands for Sticheln).
    """
    if hidden is None:
        hidden = isinstance(deal.rules, StichelnRules)
    match = Match.of_deal(dataclasses.replace(deal, bids=None), hidden=hidden)
    state = start_round(deal)
    if bids is None:
        bids = _deal_bids(deal)
    for bid in bids:
        state = state.bid(bid.tricks, bid.seat)
    for play in plays:
        state = state.play(play.card, play.seat)
    return GameRecord.of_match(match.with_state(state))


def _deal_bids(deal: Deal) -> tuple[Bid, ...]:
    """A deal file's ``[bids]``, in bidding order from the dealer."""
    if deal.bids is None:
        return ()
    return tuple(Bid(seat, deal.bids[seat]) for seat in deal.rules.order(deal.first_leader))


def _after_bids(state: GameState) -> GameState:
    """``state`` walked back to before its first card (its bids made)."""
    while state.plays and state.previous is not None:
        state = state.previous
    return state


def _with_bids(deal: Deal, bids: tuple[Bid, ...], *, complete: bool) -> Deal:
    rules = deal.rules
    if not isinstance(rules, StichelnRules):
        return deal
    # A round still being bid has no bids a deal can hold: it deals into the bidding.
    made: Mapping[Seat, int] | None = {bid.seat: bid.tricks for bid in bids} if complete else None
    return dataclasses.replace(deal, rules=dataclasses.replace(rules, bidding=True), bids=made)


def _paper(state: GameState) -> tuple[TraceTrick, ...]:
    """The round's complete tricks as a paper trace: what the engine made of each."""
    rules = state.rules
    size = rules.hand_size
    sticheln = isinstance(rules, StichelnRules)
    running = {code: state.running_scores(variant) for code, variant in VARIANTS.items()}
    rows = []
    for index, trick in enumerate(state.tricks):
        last = trick.number == size
        scores: dict[str, Score] = (
            {} if sticheln else {code: totals[index] for code, totals in running.items()}
        )
        rows.append(
            TraceTrick(
                trick.number,
                trick.plays,
                trick.winner,
                None if last else trick.winner,
                scores,
                trick.led,
                True,
                _rule_code(rules, trick.result.rule) if sticheln else None,
            )
        )
    return tuple(rows)


def _rule_code(rules: Ruleset, rule: WinRule) -> str:
    """The rule as the game's paper trace writes it (``"owl"``), as a deal file would."""
    codes: Mapping[WinRule, str] = getattr(rules, "rule_codes", {})
    return codes.get(rule, rule.value)


def _totals(state: GameState) -> dict[str, Score]:
    """A finished Sticheln round's tricks taken and points (the record's round result)."""
    if not isinstance(state.rules, StichelnRules) or state.phase is not Phase.OVER:
        return {}
    points = sticheln_scoring.round_points(state)
    totals = {"taken": sticheln_scoring.taken(state)}
    if points is not None:
        totals["points"] = points
    return totals

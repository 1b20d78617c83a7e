"""The reviewer's checklist: the paper trace beside what the engine observed.

Rules of the review (from the source articles): compare the four exact cards,
the winner and the next leader after every trick; a trick that was not
reached is *not executed*, never passed; keep the expected apart from the
observed; record the first play or state that differs. The paper is what is
checked: a trace row with a wrong winner is a ``mismatch`` on that row.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from four_lanterns.engine.cards import Seat
from four_lanterns.engine.deal import Deal, TraceTrick
from four_lanterns.engine.errors import IllegalPlay
from four_lanterns.engine.facts import WinRule
from four_lanterns.engine.record import TrickRow, hand_record
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.scoring import HandResult, Score, ScoringVariant
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play, step_id
from four_lanterns.games.sticheln import scoring as sticheln_scoring
from four_lanterns.games.sticheln.rules import StichelnRules

__all__ = [
    "Checklist",
    "ChecklistRow",
    "Divergence",
    "Status",
    "TotalCheck",
    "build_checklist",
    "paper_checklist",
    "play_through",
    "rule_code",
    "total_code",
]


class Status(enum.Enum):
    """A trick's review status."""

    MATCH = "match"
    MISMATCH = "mismatch"
    NOT_EXECUTED = "not_executed"


@dataclass(frozen=True, slots=True)
class Divergence:
    """The first place where the observed run departs from the paper.

    Attributes:
        step: a step id (``"T2.3"``) for a play, a trick id (``"T1"``) for a
            field of a whole trick.
        field: ``plays``, ``led``, ``winner``, ``score`` or ``next_leader``.
        expected: the paper's value as a code (``"S:A1"``, ``"E"``, ``"0-1"``).
        observed: the engine's value as a code; ``""`` if nothing was played there.
        refusal: the engine's refusal, when the play there was illegal.
    """

    step: str
    field: str
    expected: str
    observed: str
    refusal: IllegalPlay | None = None

    @property
    def departs(self) -> bool:
        """True when the cards played leave the paper (not a wrong field on it)."""
        return self.field == "plays"


@dataclass(frozen=True, slots=True)
class ChecklistRow:
    """One trick: expected, observed and the status.

    Attributes:
        number: the trick number.
        status: match, mismatch or not executed.
        expected: the paper's row.
        observed: the engine's row, ``None`` if no card of it was played.
        field: the first field that differs, for a mismatch.
        in_progress: a trick begun on the paper's cards and not finished: not
            executed yet (nothing of it is compared), though under way.
    """

    number: int
    status: Status
    expected: TraceTrick
    observed: TrickRow | None
    field: str = ""
    in_progress: bool = False


@dataclass(frozen=True, slots=True)
class TotalCheck:
    """A total the paper states for the whole hand (``taken``, ``points``) beside the engine's."""

    name: str
    expected: Score
    observed: Score | None

    @property
    def matches(self) -> bool:
        """True when the engine reached the paper's total."""
        return self.observed == self.expected


@dataclass(frozen=True, slots=True)
class Checklist:
    """The whole comparison for one variant.

    Attributes:
        variant: the scoring variant whose running scores are compared.
        rows: one per paper trick.
        first_divergence: the first difference, or ``None``.
        observed: the observed plays, in order.
        score: the observed score.
        result: the observed result, ``None`` if the hand is not complete.
    """

    variant: ScoringVariant
    rows: tuple[ChecklistRow, ...]
    first_divergence: Divergence | None
    observed: tuple[Play, ...]
    score: Score
    result: HandResult | None
    totals: tuple[TotalCheck, ...] = ()
    """The paper's totals for the hand, when it states them, beside the engine's."""
    points: Score | None = None
    """A game scored by its bids: the round's points (``None`` without bids or unfinished)."""
    bids_scored: bool = False
    """True for a game scored by its bids (Sticheln): ``score`` then counts tricks taken,
    and no side wins a single round."""
    over: bool = False
    """True when every trick of the hand was played."""
    rule_codes: Mapping[WinRule, str] = field(default_factory=dict)
    """How the game's paper writes the rule that took a trick (``"owl"``); empty for a
    game whose paper does not name it."""

    @property
    def all_match(self) -> bool:
        """True only when every trick was observed and matches, and every stated total."""
        tricks = bool(self.rows) and all(row.status is Status.MATCH for row in self.rows)
        return tricks and all(total.matches for total in self.totals)


def _score_code(score: Score) -> str:
    return "-".join(map(str, score.points))


def total_code(score: Score) -> str:
    """A total with its sides named, as a paper's ``[result]`` says it: ``N 1, E 2, S 2, W 0``."""
    return ", ".join(f"{side.code} {points}" for side, points in score.items())


def _seat_code(seat: Seat | None) -> str:
    return seat.code if seat is not None else ""


def rule_code(rules: Ruleset, rule: WinRule) -> str:
    """How a game's paper trace writes a win rule (``"owl"``); the rule's value by default."""
    codes: Mapping[WinRule, str] = getattr(rules, "rule_codes", {})
    return codes.get(rule, rule.value)


def _compare_fields(
    paper: TraceTrick, seen: TrickRow, variant: ScoringVariant, rules: Ruleset
) -> tuple[str, str, str] | None:
    """The first differing field of a completed trick that followed the paper's cards."""
    if (paper.led is not None or paper.names_led) and paper.led is not seen.led:
        expected_led = paper.led.code if paper.led is not None else ""
        return "led", expected_led, seen.led.code if seen.led is not None else ""
    if paper.winner is not seen.winner:
        return "winner", paper.winner.code, _seat_code(seen.winner)
    if paper.rule is not None and seen.result is not None:
        observed_rule = rule_code(rules, seen.result.rule)
        if observed_rule != paper.rule:
            return "rule", paper.rule, observed_rule
    expected_score = paper.scores.get(variant.code)
    if expected_score is not None and seen.score is not None and expected_score != seen.score:
        return "score", _score_code(expected_score), _score_code(seen.score)
    if paper.next_leader is not seen.next_leader:
        return "next_leader", _seat_code(paper.next_leader), _seat_code(seen.next_leader)
    return None


def build_checklist(
    trace: tuple[TraceTrick, ...],
    state: GameState,
    variant: ScoringVariant,
    refused: IllegalPlay | None = None,
    totals: tuple[TotalCheck, ...] = (),
    points: Score | None = None,
    *,
    bids_scored: bool = False,
) -> Checklist:
    """Compare the paper ``trace`` with what ``state`` shows.

    ``refused`` is the engine's refusal of the next play, when the sequence
    being checked stopped at an illegal play. ``totals`` are the paper's
    totals for the hand beside the engine's; the first that differs is a
    divergence at step ``result`` when the tricks all matched.
    """
    record = hand_record(state, variant)
    observed_rows = {row.number: row for row in record.tricks}
    refused_trick = len(state.tricks) + 1 if refused is not None else None
    rows: list[ChecklistRow] = []
    first: Divergence | None = None
    departed = False
    for paper in trace:
        seen = observed_rows.get(paper.number)
        if departed:
            rows.append(ChecklistRow(paper.number, Status.NOT_EXECUTED, paper, seen))
            continue
        seen_plays = seen.plays if seen is not None else ()
        divergence = _first_other_play(paper, seen_plays)
        if divergence is None and refused is not None and paper.number == refused_trick:
            position = len(seen_plays)
            expected = paper.plays[position].code if position < len(paper.plays) else ""
            seat = refused.seat.code if refused.seat is not None else "?"
            divergence = Divergence(
                refused.step, "plays", expected, f"{seat}:{refused.card.code}", refused
            )
        if divergence is not None:
            departed = True
            first = first or divergence
            rows.append(ChecklistRow(paper.number, Status.MISMATCH, paper, seen, "plays"))
            continue
        if seen is None or not seen.complete:
            begun = bool(seen_plays)  # on the paper's cards so far, the trick not finished
            rows.append(
                ChecklistRow(paper.number, Status.NOT_EXECUTED, paper, seen, in_progress=begun)
            )
            continue
        field = _compare_fields(paper, seen, variant, state.rules)
        if field is None:
            rows.append(ChecklistRow(paper.number, Status.MATCH, paper, seen))
            continue
        name, expected_value, observed_value = field
        first = first or Divergence(f"T{paper.number}", name, expected_value, observed_value)
        rows.append(ChecklistRow(paper.number, Status.MISMATCH, paper, seen, name))
    for total in totals:
        if first is None and total.observed is not None and not total.matches:
            first = Divergence(
                "result", total.name, total_code(total.expected), total_code(total.observed)
            )
    result = None if bids_scored else record.result
    return Checklist(
        variant,
        tuple(rows),
        first,
        state.plays,
        record.score,
        result,
        totals,
        points,
        bids_scored,
        state.is_over,
        getattr(state.rules, "rule_codes", {}),
    )


def _first_other_play(paper: TraceTrick, seen: tuple[Play, ...]) -> Divergence | None:
    """The first observed play of a trick that is not the paper's."""
    for position, (expected, actual) in enumerate(zip(paper.plays, seen, strict=False), start=1):
        if expected != actual:
            return Divergence(step_id(paper.number, position), "plays", expected.code, actual.code)
    return None


def paper_checklist(
    deal: Deal, state: GameState, variant: ScoringVariant, refused: IllegalPlay | None = None
) -> Checklist:
    """``deal``'s whole paper against ``state``: its tricks, and the totals it states.

    The one place that says what a deal's paper is checked on, for ``check``
    and the table alike. A game scored by its bids (Sticheln) compares its
    ``[result]`` (tricks taken, points) once the round is over, and reports
    the round's points rather than a winning side.
    """
    bids_scored = isinstance(deal.rules, StichelnRules)
    return build_checklist(
        deal.trace,
        state,
        variant,
        refused,
        _paper_totals(deal, state),
        sticheln_scoring.round_points(state) if bids_scored else None,
        bids_scored=bids_scored,
    )


def _paper_totals(deal: Deal, state: GameState) -> tuple[TotalCheck, ...]:
    """The paper's totals (a Sticheln ``[result]``) beside the engine's, once the round is over."""
    if not deal.expected:
        return ()
    observed = {
        "taken": sticheln_scoring.taken(state) if state.is_over else None,
        "points": sticheln_scoring.round_points(state),
    }
    return tuple(
        TotalCheck(name, expected, observed.get(name)) for name, expected in deal.expected.items()
    )


def play_through(
    deal: Deal, plays: tuple[Play, ...] | list[Play]
) -> tuple[GameState, IllegalPlay | None]:
    """Play ``plays`` from the dealt state; stop at the first refused play.

    Returns the last state reached and the refusal, if any.
    """
    state = deal.new_game()
    for play in plays:
        try:
            state = state.play(play.card, play.seat)
        except IllegalPlay as error:
            return state, error
    return state, None

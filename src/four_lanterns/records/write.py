"""A game record as TOML text, the same bytes for the same game.

The layout is fixed (docs/records.md): the setup first, then one
``[[round]]`` table per round begun, then the match's ``[result]`` once it is
over. Plays are written one trick to a line, with the trick's winner as a
comment, so the file reads like a score sheet.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from four_lanterns.engine import GameState, Score
from four_lanterns.engine.deal import WritesOptions
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.match import Match
from four_lanterns.records.record import FORMAT, GameRecord, RoundLog

__all__ = ["PART_NOTE", "part_note", "record_toml"]

_HEADER = "# A game record of four-lanterns; docs/records.md describes every key."


_PART = "shared while the game went on with hidden hands"

PART_NOTE = re.compile(rf"# The first (?:\d+ )?(?:hand|round)s? of (\d+), {_PART};")
"""The note :func:`part_note` writes; its group: the rounds of the whole game."""


def part_note(rounds: int, of: int, *, hands: bool) -> str:
    """The comment under a shared part's first line: which rounds of how many it holds.

    ``# The first 2 rounds of 4, shared while the game went on with hidden
    hands; [result] counts these alone.`` Read back by the record reader
    (:data:`PART_NOTE`), so the part replays to the same bytes.
    """
    kind = "hand" if hands else "round"
    first = f"The first {kind}" if rounds == 1 else f"The first {rounds} {kind}s"
    alone = "it" if rounds == 1 else "these"
    return f"# {first} of {of}, {_PART}; [result] counts {alone} alone."


def record_toml(record: GameRecord) -> str:
    """The record as TOML (``format = 1``)."""
    setup = record.setup
    lines = [_HEADER]
    if record.part_of is not None:
        # Read alone, the part would pass for a whole game of that many rounds.
        lines.append(part_note(setup.rounds, record.part_of, hands=setup.plays_hands))
    lines += [
        f"format = {FORMAT}",
        f"game = {_string(setup.game)}",
        f"rounds = {setup.rounds}",
    ]
    if setup.seed is not None:
        lines.append(f"seed = {setup.seed}")
    lines.append(f"hidden = {'true' if setup.hidden else 'false'}")
    if setup.bots:
        bots = ", ".join(f"{seat.code} = {_string(level)}" for seat, level in setup.bots)
        lines.append(f"bots = {{ {bots} }}")
    if record.variant is not None:  # only a save says it: the scoring on view at the table
        lines.append(f"variant = {_string(record.variant)}")
    lines.append(f"actions = {record.actions}")
    match = record.match
    pad = {row.number: row for row in match.pad()}
    states = (*match.finished, match.state)
    for number, (log, state) in enumerate(zip(record.rounds, states, strict=False), start=1):
        lines += ["", "[[round]]", *_round_lines(log, state)]
        row = pad.get(number)
        if row is not None:
            lines += [
                f"result.{name} = {_score(score)}" for name, score in row.columns if name != "bid"
            ]
    if match.over:
        lines += ["", "[result]", *_result_lines(match)]
    return "\n".join(lines) + "\n"


def _round_lines(log: RoundLog, state: GameState) -> list[str]:
    deal = log.deal
    rules = deal.rules
    lines = []
    if isinstance(rules, StichelnRules):
        lines.append(f"dealer = {_string(deal.first_leader.code)}")
        lines.append(f"turned = {_codes(card.code for card in rules.turned)}")
    else:
        lines.append(f"first_leader = {_string(deal.first_leader.code)}")
        if isinstance(rules, WritesOptions):
            lines += [f"{key} = {json.dumps(value)}" for key, value in rules.options().items()]
    lines += [
        f"hands.{seat.code} = {_codes(card.code for card in deal.hands[seat])}"
        for seat in rules.seats
    ]
    if rules.bidding or log.bids:
        lines.append(f"bids = {_codes(bid.code for bid in log.bids)}")
    lines += _plays_lines(log, state)
    return lines


def _plays_lines(log: RoundLog, state: GameState) -> list[str]:
    """One trick to a line; a finished trick's winner as a comment (the file does not need it)."""
    if not log.plays:
        return ["plays = []"]
    seats = len(log.deal.rules.seats)
    lines = ["plays = ["]
    for number, start in enumerate(range(0, len(log.plays), seats), start=1):
        trick = log.plays[start : start + seats]
        line = f"    {', '.join(_string(play.code) for play in trick)},"
        if number <= len(state.tricks):
            line += f"  # T{number}: {state.tricks[number - 1].winner.code}"
        lines.append(line)
    lines.append("]")
    return lines


def _result_lines(match: Match) -> list[str]:
    lines = [f"totals.{name} = {_score(score)}" for name, score in match.totals()]
    for name, sides in match.winners():
        lines.append(f"winners.{name} = {_codes(side.code for side in sides)}")
    return lines


def _score(score: Score) -> str:
    items = ", ".join(f"{code} = {points}" for code, points in score.as_dict().items())
    return f"{{ {items} }}"


def _codes(codes: Iterable[str]) -> str:
    return "[" + ", ".join(_string(code) for code in codes) + "]"


def _string(text: str) -> str:
    # A JSON string is a TOML basic string, but for DEL, which TOML wants escaped.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")

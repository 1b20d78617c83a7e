"""Reading a game record: checked whole before anything uses it.

A record is untrusted input, read like a deal file (a regular file, bounded,
checked before TOML parses it). Its ``format`` is read first, so a record
from a newer program is named as such rather than as a list of unknown keys.
Then the setup, each round's deal (by the game's own deal reader), and every
bid and card through the engine's checked API. Any problem is one
:class:`RecordError` naming the round, the step and the field; nothing is
half-loaded.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from four_lanterns.engine import Deal, GameState, Score, find_game
from four_lanterns.engine.cards import Seat
from four_lanterns.engine.errors import CardCodeError, CodeError, DealError
from four_lanterns.engine.phases import Bid, Phase
from four_lanterns.engine.rules import Ruleset, naming_jokers
from four_lanterns.engine.tomlfile import (
    MESSAGE_LIMIT,
    decode_text,
    expected_type,
    parse_toml,
    read_regular_file,
    toml_message,
    toml_value,
    where_from,
)
from four_lanterns.engine.tricks import Play, step_id
from four_lanterns.games.sticheln.deal import HAND_SIZES
from four_lanterns.match import GAMES, Match, MatchError, MatchSetup, seed_problem, start_round
from four_lanterns.records.record import (
    FORMAT,
    HIDDEN_REASON,
    GameRecord,
    NewerFormat,
    RecordError,
    RoundLog,
    as_recorded,
    replay_round,
)
from four_lanterns.records.write import PART_NOTE
from four_lanterns.text import printable

__all__ = [
    "is_record",
    "load_game_file",
    "load_record",
    "record_from_dict",
    "record_from_toml",
]

_ROUND_ONLY = ("bids", "plays", "result")
"""The keys of a ``[[round]]`` that are not its deal."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _Record(_Strict):
    format: int
    game: str
    rounds: int
    seed: int | None = None
    hidden: bool = False
    bots: dict[str, str] = {}
    variant: str | None = None
    actions: int
    round: list[dict[str, Any]] = []
    result: dict[str, Any] | None = None


class _Round(_Strict):
    bids: list[str] = []
    plays: list[str] = []
    result: dict[str, Any] | None = None


def is_record(raw: Mapping[str, Any]) -> bool:
    """Whether parsed TOML is a record rather than a deal file: a record has ``format``."""
    return "format" in raw


def load_record(path: str | Path) -> GameRecord:
    """Read and check the record in the file at ``path``."""
    found = load_game_file(path)
    if isinstance(found, Deal):
        raise RecordError(
            f"{where_from(str(path))}: format: missing (a deal file, not a game record)",
            field="format",
        )
    return found


def load_game_file(path: str | Path, kind: str = "a deal file") -> Deal | GameRecord:
    """The deal file or the record at ``path``, read and checked whole.

    A file whose TOML has a top-level ``format`` key is a record. So is one
    with ``[[round]]`` tables (a record that lost its ``format``, named as
    such rather than as a deal file with unknown keys), and, when the TOML
    cannot be parsed, one whose text sets ``format`` before any table: its
    refusal then names the round and the key where the text breaks off.
    ``kind`` names what was asked for when ``path`` is no file to read at all.
    """
    source = str(path)
    data = read_regular_file(Path(path), kind)
    text = decode_text(data, source)
    digest = hashlib.sha256(data).hexdigest()
    try:
        raw = parse_toml(text, source)
    except DealError as error:
        if _RECORD_TEXT.search(text):
            raise _unparsed(text, source, error) from None
        raise
    if not (is_record(raw) or "round" in raw):
        return dataclasses.replace(Deal.from_dict(raw, source=source), sha256=digest)
    record = record_from_dict(raw, source)
    return dataclasses.replace(record, source=source, sha256=digest, part_of=_part_of(text))


def _part_of(text: str) -> int | None:
    """The rounds of the whole game, for a shared part of a hidden game (its second line)."""
    second = text.splitlines()[1:2]
    found = PART_NOTE.match(second[0]) if second else None
    return int(found.group(1)) if found else None


def record_from_toml(text: str, source: str = "") -> GameRecord:
    """Read and check a record given as TOML text."""
    try:
        raw = parse_toml(text, source)
    except DealError as error:
        raise _unparsed(text, source, error) from None
    return dataclasses.replace(record_from_dict(raw, source), part_of=_part_of(text))


# `format = …` on a line of its own before the first table header: a record's first key.
_RECORD_TEXT = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*format[ \t]*=")
_AT_LINE = re.compile(r"\(at line (\d+), column \d+\)$")
_PARTIAL_KEY = re.compile(r"[ \t]*([A-Za-z][A-Za-z0-9_.-]*)[ \t]*")
_HEADER_LINE = re.compile(r"[ \t]*\[(\[)?[ \t]*([A-Za-z0-9_-]+)[ \t]*\]")
_KEY_LINE = re.compile(r"[ \t]*([A-Za-z0-9_-]+(?:[ \t]*\.[ \t]*[A-Za-z0-9_-]+)*)[ \t]*=")


def _unparsed(text: str, source: str, error: DealError) -> RecordError:
    """A record TOML cannot read: the round and the key where the text breaks off.

    TOML's own message names a line; a record cut short (a copy stopped, a
    disk full) is better named by what was being written there.
    """
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as parse_error:
        reason = toml_message(parse_error)
        at_line = _AT_LINE.search(str(parse_error))
        line = int(at_line.group(1)) if at_line else text.count("\n") + 1
    except (RecursionError, ValueError):
        return RecordError(error.message)
    else:  # refused before parsing (the bounds): that message says it already
        return RecordError(error.message)
    number, table, key = _position(text.splitlines()[:line])
    field = ".".join(part for part in (table, key) if part)
    at = ", ".join(part for part in (f"round {number}" if number else "", field) if part)
    where = where_from(source) if source else "record"
    return RecordError(
        f"{where}: {at + ': ' if at else ''}cut short or not valid TOML: {reason}",
        round=number,
        field=field,
    )


def _position(lines: list[str]) -> tuple[int, str, str]:
    """For the lines up to a parse error: the round, the table and the key being written."""
    number, table, key = 0, "", ""
    for line in lines:
        header = _HEADER_LINE.match(line)
        if header is not None:
            if header.group(1) and header.group(2) == "round":
                number, table = number + 1, ""
            else:
                number, table = 0, printable(header.group(2), 40)
            key = ""
            continue
        found = _KEY_LINE.match(line)
        if found is not None:
            key = printable(re.sub(r"[ \t]+", "", found.group(1)), 40)
    last = lines[-1] if lines else ""
    partial = _PARTIAL_KEY.fullmatch(last)
    if partial is not None and "=" not in last:
        # The text stops inside a key: that key was being written.
        key = printable(partial.group(1), 40)
    return number, table, key


def record_from_dict(raw: Mapping[str, Any], source: str = "") -> GameRecord:
    """Read and check a record given as parsed TOML."""
    where = where_from(source) if source else "record"
    _check_format(raw, where)
    try:
        model = _Record.model_validate(raw)
    except ValidationError as error:
        raise _invalid(error, where, "") from None
    if model.game not in GAMES:
        raise _fail(where, "game", f"{_show(model.game)} is not a game (expected {_or(GAMES)})")
    if model.rounds < 1:
        # A match of no round has no round to be in (the table would have nothing to deal).
        raise _fail(
            where, "rounds", f"{model.rounds} is not a number of rounds (expected 1 or more)"
        )
    problem = None if model.seed is None else seed_problem(model.seed)
    if problem is not None:
        raise _fail(where, "seed", problem)
    setup = MatchSetup(model.game, model.rounds, model.seed, model.hidden, _bots(model.bots, where))
    _check_variant(model.variant, model.game, where)
    parsed = [_round(raw_round, number, model, where) for number, raw_round in _numbered(model)]
    logs = tuple(log for log, _ in parsed)
    deals = _deals(setup, logs, where)
    match = _replay(setup, deals, logs, where)
    check_round_results(match, [result for _, result in parsed], where)
    record = GameRecord(setup, logs, match, variant=model.variant)
    if model.actions != record.actions:
        number = len(logs)
        # The step the record stops before, if its last round is still going.
        step = match.state.next_step or match.state.next_bid_step
        at = f"round {number}, step {step}" if step else f"round {number}"
        raise RecordError(
            f"{where}: {at}, actions: the record says {model.actions} bids and cards but holds "
            f"{record.actions} ({'cut short' if record.actions < model.actions else 'edited'}?)",
            round=number,
            step=step,
            field="actions",
        )
    if model.result is not None:
        _check_result(match, model.result, where)
    elif match.over:
        raise _fail(where, "result", "missing, but the match is over (cut short?)")
    return record


# -- the setup ------------------------------------------------------------------


def _check_format(raw: Mapping[str, Any], where: str) -> None:
    value = raw.get("format")
    if value is None:
        raise _fail(where, "format", f"missing (a game record starts with format = {FORMAT})")
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, "format", f"{_show(value)} is not a format number (expected {FORMAT})")
    if value > FORMAT:
        raise NewerFormat(
            f"{where}: format: {value} is newer than this program reads (format {FORMAT}); "
            "a newer four-lanterns reads it",
            field="format",
        )
    if value < 1:
        raise _fail(where, "format", f"{value} is not a format number (expected {FORMAT})")


def _bots(raw: Mapping[str, str], where: str) -> tuple[tuple[Seat, str], ...]:
    if not raw:
        return ()
    from four_lanterns.bots import LEVELS  # the bots themselves load only when a seat is one

    bots: dict[Seat, str] = {}
    for key, level in raw.items():
        try:
            seat = Seat.parse(key)
        except CodeError:
            raise _fail(where, f"bots.{_key(key)}", "not a seat (expected N, E, S or W)") from None
        if level not in LEVELS:
            raise _fail(
                where, f"bots.{seat.code}", f"{_show(level)} is not a bot (expected {_or(LEVELS)})"
            )
        bots[seat] = level
    return tuple(sorted(bots.items()))


def _check_variant(code: str | None, game: str, where: str) -> None:
    """A save's scoring on view is one of its game's variants, exactly as the writer spells it."""
    if code is None:
        return  # not a save, or a save from before the key: the table opens on the default
    variants = tuple(find_game(game).variants)
    if len(variants) < 2:
        # Nothing to choose between: a key here was not written by the program.
        raise _fail(where, "variant", f"{game} has no scoring variants to choose from")
    if code not in variants:
        raise _fail(
            where, "variant", f"{_show(code)} is not a scoring variant (expected {_or(variants)})"
        )


def _numbered(model: _Record) -> list[tuple[int, dict[str, Any]]]:
    return list(enumerate(model.round, start=1))


# -- rounds -------------------------------------------------------------------------


def _round(
    raw: Mapping[str, Any], number: int, model: _Record, where: str
) -> tuple[RoundLog, dict[str, Any] | None]:
    """One ``[[round]]``: its deal (read by the game's deal reader), bids and plays."""
    here = f"{where}: round {number}"
    extra = {key: raw[key] for key in _ROUND_ONLY if key in raw}
    try:
        parts = _Round.model_validate(extra)
    except ValidationError as error:
        raise _invalid(error, where, "", number) from None
    deal_part = {key: value for key, value in raw.items() if key not in _ROUND_ONLY}
    for key in ("game", "trace", "title"):
        if key in deal_part:
            raise RecordError(f"{here}, {key}: unknown key in a round", round=number, field=key)
    try:
        deal = Deal.from_dict({**deal_part, "game": model.game}, source=here)
    except DealError as error:
        # The deal reader starts its message with its source, the round; a
        # record's messages name the round and then the field, after a comma.
        message = error.message
        if model.hidden and number == len(model.round) and error.field:
            # The round that may still be in play: the reason would say where a hidden
            # card lies ("'V11' is already in hands.S").
            message = f"{here}, {error.field}: {HIDDEN_REASON}"
        elif message.startswith(f"{here}: "):
            message = f"{here}, {message[len(here) + 2 :]}"
        raise RecordError(message, round=number, field=error.field) from None
    deal = as_recorded(deal)
    bids = tuple(_bid(code, index, number, where) for index, code in enumerate(parts.bids))
    plays = tuple(
        _play(code, index, number, deal.rules, where) for index, code in enumerate(parts.plays)
    )
    return RoundLog(deal, bids, plays), parts.result


def _bid(code: str, index: int, number: int, where: str) -> Bid:
    step = f"B{index + 1}"
    seat_code, sep, tricks = code.partition(":")
    try:
        seat = Seat.parse(seat_code)
        if not sep or not tricks.strip().isdigit():
            raise ValueError
    except (CodeError, ValueError):
        raise RecordError(
            f"{where}: round {number}, step {step}, bids[{index}]: {_show(code)} is not a bid "
            '(expected a seat and a number of tricks, like "E:2")',
            round=number,
            step=step,
            field=f"bids[{index}]",
        ) from None
    return Bid(seat, int(tricks))


def _play(code: str, index: int, number: int, rules: Ruleset, where: str) -> Play:
    seats = len(rules.seats)
    step = step_id(index // seats + 1, index % seats + 1)
    try:
        return Play.parse(code)
    except CodeError as error:
        problem = printable(error.message, MESSAGE_LIMIT)
        if isinstance(error, CardCodeError):
            problem = naming_jokers(problem, rules)
        raise RecordError(
            f"{where}: round {number}, step {step}, plays[{index}]: {problem}",
            round=number,
            step=step,
            field=f"plays[{index}]",
        ) from None


def _deals(setup: MatchSetup, logs: tuple[RoundLog, ...], where: str) -> tuple[Deal, ...]:
    """Every round's deal: those recorded, the rest from the seed or the first deal."""
    try:
        if setup.seed is not None:
            base = Match.seeded(setup.game, setup.seed, setup.rounds).deals
        elif logs and setup.game == "four-lanterns":
            base = Match.of_deal(logs[0].deal, rounds=setup.rounds).deals
        else:
            base = ()
    except MatchError as error:
        raise _fail(where, "rounds", str(error)) from None
    if len(logs) > setup.rounds:
        raise _fail(
            where,
            "rounds",
            f"the match has {setup.rounds} round(s) but the record holds {len(logs)}",
        )
    if not base and len(logs) < setup.rounds:
        raise _fail(
            where,
            "rounds",
            f"{setup.rounds} round(s) without a seed to deal them, "
            f"but the record deals {len(logs)}",
        )
    for number, log in enumerate(logs, start=1):
        key = _differs(log.deal, base[number - 1]) if setup.seed is not None else None
        if key is not None:
            dealt = base[number - 1].first_leader.code
            said = {
                "hands": f"not the cards seed {setup.seed} deals",
                "turned": f"not the cards seed {setup.seed} turns",
            }.get(key, f"{log.deal.first_leader.code}, but seed {setup.seed} has {dealt}")
            raise RecordError(
                f"{where}: round {number}, {key}: {said} for round {number}",
                round=number,
                field=key,
            )
    if setup.seed is None and setup.game == "sticheln":
        _check_duel_rounds(logs, where)
    return tuple(log.deal for log in logs) + tuple(base[len(logs) :])


def _differs(recorded: Deal, dealt: Deal) -> str | None:
    """The key of the first of a round's cards, leader and turned cards that ``dealt`` does
    not have as ``recorded`` has them; None if it has them all."""
    if dict(recorded.hands) != dict(dealt.hands):
        return "hands"
    if recorded.first_leader != dealt.first_leader:
        return "dealer" if recorded.rules.name == "sticheln" else "first_leader"
    if getattr(recorded.rules, "turned", ()) != getattr(dealt.rules, "turned", ()):
        return "turned"
    return None


def _check_duel_rounds(logs: tuple[RoundLog, ...], where: str) -> None:
    """Sticheln rounds with no seed follow a duel: a card more each round, the next dealer.

    Such a record holds one round of a deal file, or the finished rounds of a
    hidden duel shared while it goes on: any number of rounds, from the first.
    """
    first = logs[0].deal if logs else None
    if first is None or len(logs) == 1:
        return
    sizes = {sizes[0] for sizes in HAND_SIZES.values()}
    start = first.rules.hand_size
    if start not in sizes:
        raise RecordError(
            f"{where}: round 1, hands: {start} cards each; a duel's first round has "
            f"{_or(tuple(map(str, sorted(sizes))))}",
            round=1,
            field="hands",
        )
    most = max(len(sizes) for sizes in HAND_SIZES.values() if sizes[0] == start)
    if len(logs) > most:
        raise _fail(
            where,
            "rounds",
            f"{len(logs)} rounds from a first round of {start} cards; a duel has at most {most}",
        )
    seats = first.rules.seats
    for number, log in enumerate(logs[1:], start=2):
        deal = log.deal
        size = start + number - 1
        if deal.rules.hand_size != size:
            raise RecordError(
                f"{where}: round {number}, hands: {deal.rules.hand_size} cards each; "
                f"round {number} of a duel has {size}, a card more than the round before",
                round=number,
                field="hands",
            )
        dealer = seats[(seats.index(first.first_leader) + number - 1) % len(seats)]
        if deal.first_leader is not dealer:
            raise RecordError(
                f"{where}: round {number}, dealer: {deal.first_leader.code}, not "
                f"{dealer.code}: the dealer moves one seat clockwise each round",
                round=number,
                field="dealer",
            )


def _replay(
    setup: MatchSetup, deals: tuple[Deal, ...], logs: tuple[RoundLog, ...], where: str
) -> Match:
    finished: list[GameState] = []
    state: GameState | None = None
    for number, log in enumerate(logs, start=1):
        state = replay_round(start_round(log.deal), log, number, where, hidden=setup.hidden)
        if number < len(logs):
            if state.phase is not Phase.OVER:
                raise RecordError(
                    f"{where}: round {number}, plays: the round is unfinished "
                    f"({len(log.plays)} cards), but round {number + 1} follows",
                    round=number,
                    field="plays",
                )
            finished.append(state)
    if state is None:
        return Match(setup, deals)
    return Match(setup, deals, tuple(finished), state)


# -- results ----------------------------------------------------------------------


def check_round_results(match: Match, results: list[Mapping[str, Any] | None], where: str) -> None:
    """Each round's stated ``result`` is what its plays give; an unfinished round has none.

    A finished round states every figure: the writer always does, so one
    missing is a file cut short (or edited), not a choice.
    """
    pad = {row.number: row for row in match.pad()}
    for number, stated in enumerate(results, start=1):
        row = pad.get(number)
        if row is not None:
            _require(stated, [name for name, _ in row.columns if name != "bid"], where, number)
        if stated is None:
            continue
        if row is None:
            raise RecordError(
                f"{where}: round {number}, result: given for a round that is not over",
                round=number,
                field="result",
            )
        worked = {name: score for name, score in row.columns if name != "bid"}
        _compare(stated, worked, f"{where}: round {number}, ", "result", number)


def _check_result(match: Match, stated: Mapping[str, Any], where: str) -> None:
    if not match.over:
        raise _fail(where, "result", "given for a match that is not over")
    unknown = sorted(set(stated) - {"totals", "winners"})
    if unknown:
        raise _fail(where, f"result.{_key(unknown[0])}", "unknown key (expected totals, winners)")
    totals = dict(match.totals())
    names = list(totals)
    _require(stated.get("totals"), names, where, 0, "result.totals")
    _require(stated.get("winners"), names, where, 0, "result.winners")
    _compare(stated.get("totals", {}), totals, f"{where}: ", "result.totals", 0)
    winners = {name: [side.code for side in sides] for name, sides in match.winners()}
    for name, codes in _mapping(stated.get("winners", {}), f"{where}: ", "result.winners").items():
        if name not in winners:
            raise _fail(where, f"result.winners.{_key(name)}", "unknown total")
        if codes != winners[name]:
            raise _fail(
                where,
                f"result.winners.{name}",
                f"says {_show(codes)}, the plays give {_show(winners[name])}",
            )


def _require(stated: Any, names: list[str], where: str, number: int, key: str = "result") -> None:
    """Every figure in ``names`` is stated under ``key``."""
    given = stated if isinstance(stated, dict) else {}
    for name in names:
        if name not in given:
            at = f"{where}: round {number}, " if number else f"{where}: "
            over = "the round is over" if number else "the match is over"
            raise RecordError(
                f"{at}{key}.{name}: missing, but {over} (cut short?)",
                round=number,
                field=f"{key}.{name}",
            )


def _compare(stated: Any, worked: Mapping[str, Score], at: str, key: str, number: int) -> None:
    """Stated scores against worked ones; ``at`` starts each message (``x.toml: round 2, ``)."""
    for name, value in _mapping(stated, at, key, number).items():
        score = worked.get(name)
        if score is None:
            known = ", ".join(worked)
            raise RecordError(
                f"{at}{key}.{_key(name)}: unknown (expected {known})",
                round=number,
                field=f"{key}.{name}",
            )
        for code, figure in _mapping(value, at, f"{key}.{_key(name)}", number).items():
            # Python's 1.0 and True equal 1; a record's figures are whole numbers.
            if isinstance(figure, bool) or not isinstance(figure, int):
                field = f"{key}.{name}.{code}"
                raise RecordError(
                    f"{at}{key}.{_key(name)}.{_key(str(code))}: "
                    f"expected a whole number, got {_show(figure)}",
                    round=number,
                    field=field,
                )
        if value != score.as_dict():
            raise RecordError(
                f"{at}{key}.{name}: says {_score_text(value)}, "
                f"the plays give {_score_text(score.as_dict())}",
                round=number,
                field=f"{key}.{name}",
            )


def _mapping(value: Any, at: str, key: str, number: int = 0) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(
            f"{at}{key}: expected a table, got {_show(value)}", round=number, field=key
        )
    return value


def _score_text(value: Any) -> str:
    if isinstance(value, dict):
        return " ".join(f"{_key(str(k))} {_show(v)}" for k, v in value.items())
    return _show(value)


# -- messages -------------------------------------------------------------------------


def _fail(where: str, key: str, message: str) -> RecordError:
    return RecordError(f"{where}: {key}: {message}", field=key)


def _invalid(error: ValidationError, where: str, base: str, number: int = 0) -> RecordError:
    problem = sorted(error.errors(), key=lambda p: p["type"] != "extra_forbidden")[0]
    loc = tuple(problem["loc"])
    if not number and len(loc) >= 2 and loc[0] == "round" and isinstance(loc[1], int):
        # A [[round]] of the file itself: named by its number, counted from 1.
        number, loc = loc[1] + 1, loc[2:]
    key = base + _located(loc)
    kind = problem["type"]
    if kind == "missing":
        text = "missing"
    elif kind == "extra_forbidden":
        text = "unknown key"
    elif (expected := expected_type(kind)) is not None:
        # In the file's terms: a whole number, an array, a table; true, not True.
        text = f"expected {expected}, got {_show(problem['input'])}"
    else:
        text = f"{printable(problem['msg'], MESSAGE_LIMIT).lower()}, got {_show(problem['input'])}"
    if number and not key:
        return RecordError(f"{where}: round {number}: {text}", round=number, field="round")
    here = f"{where}: round {number}, " if number else f"{where}: "
    return RecordError(f"{here}{key}: {text}", round=number, field=key)


def _key(text: str) -> str:
    return printable(text, 40)


def _located(loc: tuple[int | str, ...]) -> str:
    """A validation error's place in dotted form, an item by its index: ``plays[1]``.

    A top-level ``round`` table is named by its number, not here (:func:`_invalid`).
    """
    key = ""
    for part in loc:
        if isinstance(part, int):
            key = f"{key}[{part}]"
        else:
            key = f"{key}.{_key(part)}" if key else _key(part)
    return key


def _show(value: object) -> str:
    """A value as the record writes it, escaped and shortened: :func:`toml_value`."""
    return toml_value(value)


def _or(names: tuple[str, ...] | Mapping[str, object]) -> str:
    return ", ".join(names)

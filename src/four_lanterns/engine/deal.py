"""Deals: the chance step of a hand, loaded from TOML or drawn from a seed.

A deal file holds the four hands, the first leader and, optionally, the paper
trace a reviewer expects (``[[trace]]``). Loading checks the structure with
pydantic (strict types, unknown keys refused) and then the cards themselves;
every problem is a :class:`DealError` whose one-line message names the key
and the value. The trace is *expected* data and is not checked against the
rules here: comparing it with the engine is the reviewer's tool's job.
"""

from __future__ import annotations

import difflib
import hashlib
import random
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import CodeError, DealError
from four_lanterns.engine.rules import FOUR_LANTERNS, Ruleset, not_in_deck
from four_lanterns.engine.scoring import VARIANTS, Score
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import Play

__all__ = ["Deal", "TraceTrick"]

_MAX_BYTES = 1 << 20


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class _HandsModel(_Strict):
    N: list[str]
    E: list[str]
    S: list[str]
    W: list[str]


class _ScoreModel(_Strict):
    NS: int
    EW: int


class _TraceModel(_Strict):
    trick: int | None = None
    led: str | None = None
    plays: list[str]
    winner: str
    next_leader: str
    score: dict[str, _ScoreModel] = {}


class _DealModel(_Strict):
    title: str = ""
    first_leader: str
    hands: _HandsModel
    trace: list[_TraceModel] = []


@dataclass(frozen=True, slots=True)
class TraceTrick:
    """One row of a paper trace: what the reviewer expects for one trick.

    Attributes:
        number: the trick number (1 to 4).
        plays: the four plays in the order played.
        winner: the expected winner.
        next_leader: the expected next leader; ``None`` after the last trick.
        scores: the expected running score by variant code (``"v0"``).
        led: the expected led suit, if the trace names it.
    """

    number: int
    plays: tuple[Play, ...]
    winner: Seat
    next_leader: Seat | None
    scores: Mapping[str, Score] = field(default_factory=dict)
    led: Suit | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands and a first leader, validated for the rule set.

    Attributes:
        hands: each seat's cards as dealt.
        first_leader: the seat that leads the first trick.
        trace: the paper trace, if the file has one.
        title: a free-text title from the file.
        source: where the deal came from (a file path or ``"seed 7"``).
        sha256: hex digest of the file's bytes, ``""`` for a drawn deal.
        rules: the rule set the deal is for.
    """

    hands: Mapping[Seat, tuple[Card, ...]]
    first_leader: Seat
    # Equal deals deal the same cards; the paper trace and provenance annotate.
    trace: tuple[TraceTrick, ...] = field(default=(), compare=False)
    title: str = field(default="", compare=False)
    source: str = field(default="", compare=False)
    sha256: str = field(default="", compare=False)
    rules: Ruleset = FOUR_LANTERNS

    # -- constructors -------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path, rules: Ruleset = FOUR_LANTERNS) -> Deal:
        """Read and validate a deal file."""
        path = Path(path)
        try:
            with path.open("rb") as handle:
                data = handle.read(_MAX_BYTES + 1)
        except FileNotFoundError:
            raise DealError(f"{path}: no such file", source=str(path)) from None
        except IsADirectoryError:
            raise DealError(f"{path}: is a directory, not a deal file", source=str(path)) from None
        except OSError as error:
            reason = error.strerror or type(error).__name__
            raise DealError(f"{path}: cannot be read ({reason})", source=str(path)) from None
        if len(data) > _MAX_BYTES:
            raise DealError(f"{path}: larger than 1 MiB, not a deal file", source=str(path))
        return cls.from_bytes(data, source=str(path), rules=rules)

    @classmethod
    def from_bytes(cls, data: bytes, *, source: str = "", rules: Ruleset = FOUR_LANTERNS) -> Deal:
        """Validate a deal file's bytes (UTF-8 TOML)."""
        where = source or "deal"
        try:
            # A byte-order mark is legal UTF-8 decoration, not content.
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise DealError(
                f"{where}: not a text file (byte {error.start} is not UTF-8)", source=source
            ) from None
        deal = cls.from_toml(text, source=source, rules=rules)
        return cls(
            deal.hands,
            deal.first_leader,
            deal.trace,
            deal.title,
            deal.source,
            hashlib.sha256(data).hexdigest(),
            rules,
        )

    @classmethod
    def from_toml(cls, text: str, *, source: str = "", rules: Ruleset = FOUR_LANTERNS) -> Deal:
        """Validate a deal given as TOML text."""
        where = source or "deal"
        if not text.strip():
            raise DealError(f"{where}: the file is empty", source=source)
        try:
            raw = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise DealError(f"{where}: not valid TOML: {error}", source=source) from None
        except RecursionError:
            raise DealError(f"{where}: not valid TOML: nested too deeply", source=source) from None
        return cls.from_dict(raw, source=source, rules=rules)

    @classmethod
    def from_dict(
        cls, raw: Mapping[str, Any], *, source: str = "", rules: Ruleset = FOUR_LANTERNS
    ) -> Deal:
        """Validate a deal given as parsed TOML."""
        raw = _seat_keys_upper(raw, source)
        try:
            model = _DealModel.model_validate(raw)
        except ValidationError as error:
            raise _pydantic_error(error, source) from None
        except RecursionError:
            raise DealError(f"{source or 'deal'}: nested too deeply", source=source) from None
        return _build(model, source, rules)

    @classmethod
    def from_hands(
        cls,
        hands: Mapping[Seat, tuple[Card, ...]] | Mapping[str, list[str]],
        first_leader: Seat | str = Seat.NORTH,
        rules: Ruleset = FOUR_LANTERNS,
    ) -> Deal:
        """Validate hands given in code: ``Deal.from_hands({"N": ["A4", ...], ...})``."""
        coded = {
            (key.code if isinstance(key, Seat) else key): [str(card) for card in cards]
            for key, cards in hands.items()
        }
        leader = first_leader.code if isinstance(first_leader, Seat) else first_leader
        return cls.from_dict({"first_leader": leader, "hands": coded}, rules=rules)

    @classmethod
    def random(
        cls,
        seed: int | random.Random,
        first_leader: Seat = Seat.NORTH,
        rules: Ruleset = FOUR_LANTERNS,
    ) -> Deal:
        """Shuffle the deck with ``seed`` and deal it: the explicit chance step."""
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        deck = list(rules.deck)
        rng.shuffle(deck)
        size = rules.hand_size
        hands = {seat: tuple(deck[i * size : (i + 1) * size]) for i, seat in enumerate(Seat)}
        source = f"seed {seed}" if isinstance(seed, int) else "random"
        return cls(hands, first_leader, source=source, rules=rules)

    # -- use ----------------------------------------------------------------

    def new_game(self) -> GameState:
        """The dealt state of this deal."""
        return GameState.from_deal(self)

    def to_toml(self) -> str:
        """This deal (without its trace) as a minimal deal file."""
        lines = [f'first_leader = "{self.first_leader.code}"', "", "[hands]"]
        for seat in Seat:
            cards = ", ".join(f'"{card.code}"' for card in self.hands[seat])
            lines.append(f"{seat.code} = [{cards}]")
        return "\n".join(lines) + "\n"

    def __repr__(self) -> str:
        hands = ", ".join(
            f"{seat.code!r}: [{', '.join(repr(c.code) for c in self.hands[seat])}]" for seat in Seat
        )
        return f"Deal.from_hands({{{hands}}}, first_leader={self.first_leader.code!r})"


def _seat_keys_upper(raw: Mapping[str, Any], source: str) -> Mapping[str, Any]:
    """Seat keys read like card codes: ``n`` is ``N``."""
    hands = raw.get("hands")
    if not isinstance(hands, dict):
        return raw
    upper: dict[str, Any] = {}
    for key, value in hands.items():
        name = key.upper() if key.upper() in ("N", "E", "S", "W") else key
        if name in upper:
            raise _fail(source, f"hands.{key}", f"seat {name} is given twice")
        upper[name] = value
    return {**raw, "hands": upper}


def _where(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "(top level)"


def _pydantic_error(error: ValidationError, source: str) -> DealError:
    # An unknown key is usually a typo of a missing one: name what was written.
    problems = sorted(error.errors(), key=lambda p: p["type"] != "extra_forbidden")
    first = problems[0]
    loc = _where(first["loc"])
    kind = first["type"]
    if kind == "missing":
        message = f"{loc}: missing"
    elif kind == "extra_forbidden":
        message = f"{loc}: unknown key{_suggest(first['loc'])}"
    elif kind == "model_type":
        # pydantic would name the private model class; a user wrote a TOML table.
        message = f"{loc}: input should be a table (got {_show(first['input'])})"
    else:
        message = (
            f"{loc}: {first['msg'][0].lower()}{first['msg'][1:]} (got {_show(first['input'])})"
        )
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    prefix = f"{source}: " if source else ""
    return DealError(prefix + message, field=loc, source=source)


def _suggest(loc: tuple[int | str, ...]) -> str:
    """`` (did you mean first_leader?)`` for a near miss of a known key."""
    model: type[BaseModel] = _DealModel
    for part in loc[:-1]:
        if part == "hands":
            model = _HandsModel
        elif part == "trace":
            model = _TraceModel
        elif isinstance(part, str):
            return ""
    close = difflib.get_close_matches(str(loc[-1]), list(model.model_fields), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _fail(source: str, loc: str, message: str) -> DealError:
    prefix = f"{source}: " if source else ""
    return DealError(f"{prefix}{loc}: {message}", field=loc, source=source)


def _build(model: _DealModel, source: str, rules: Ruleset) -> Deal:
    try:
        leader = Seat.parse(model.first_leader)
    except CodeError:
        raise _fail(
            source, "first_leader", f"{model.first_leader!r} is not a seat (expected N, E, S or W)"
        ) from None
    deck = set(rules.deck)
    seen: dict[Card, str] = {}
    hands: dict[Seat, tuple[Card, ...]] = {}
    for seat in Seat:
        codes: list[str] = getattr(model.hands, seat.code)
        cards = []
        for index, code in enumerate(codes):
            loc = f"hands.{seat.code}[{index}]"
            try:
                card = Card.parse(code)
            except CodeError as error:
                raise _fail(source, loc, error.message) from None
            if card not in deck:
                raise _fail(source, loc, not_in_deck(code, rules))
            if card in seen:
                raise _fail(source, loc, f"{code!r} is already in {seen[card]}")
            seen[card] = f"hands.{seat.code}"
            cards.append(card)
        if len(cards) != rules.hand_size:
            raise _fail(
                source,
                f"hands.{seat.code}",
                f"{len(cards)} card{'s' if len(cards) != 1 else ''}, expected {rules.hand_size}",
            )
        hands[seat] = tuple(cards)
    trace = tuple(_build_trace_row(source, i, row, rules) for i, row in enumerate(model.trace))
    return Deal(hands, leader, trace, model.title, source, "", rules)


def _build_trace_row(source: str, index: int, row: _TraceModel, rules: Ruleset) -> TraceTrick:
    base = f"trace[{index}]"
    plays = []
    for position, code in enumerate(row.plays):
        try:
            play = Play.parse(code)
        except CodeError as error:
            raise _fail(source, f"{base}.plays[{position}]", error.message) from None
        if play.card not in rules.deck:
            raise _fail(source, f"{base}.plays[{position}]", not_in_deck(code, rules))
        plays.append(play)
    # One card from each seat: the paper's rules may be wrong (the checker finds
    # that), but a row of any other length is not a trick at all.
    if len(plays) != len(Seat):
        raise _fail(
            source, f"{base}.plays", f"{len(plays)} plays, expected {len(Seat)} (one per seat)"
        )
    try:
        winner = Seat.parse(row.winner)
    except CodeError as error:
        raise _fail(source, f"{base}.winner", error.message) from None
    next_leader = None
    if row.next_leader.strip():
        try:
            next_leader = Seat.parse(row.next_leader)
        except CodeError as error:
            raise _fail(source, f"{base}.next_leader", error.message) from None
    led = None
    if row.led is not None:
        try:
            led = Suit.parse(row.led)
        except CodeError as error:
            raise _fail(source, f"{base}.led", error.message) from None
    for key in row.score:
        if key not in VARIANTS:
            known = ", ".join(VARIANTS)
            raise _fail(
                source, f"{base}.score.{key}", f"unknown scoring variant (expected {known})"
            )
    scores = {key: Score(value.NS, value.EW) for key, value in row.score.items()}
    number = index + 1
    if row.trick is not None and row.trick != number:
        raise _fail(
            source, f"{base}.trick", f"{row.trick} is out of order (row {number} is trick {number})"
        )
    return TraceTrick(number, tuple(plays), winner, next_leader, scores, led)

"""Deals: the chance step of a hand, loaded from TOML or drawn from a seed.

A deal file holds the four hands, the first leader and, optionally, the paper
trace a reviewer expects (``[[trace]]``). Loading checks the structure with
pydantic (strict types, unknown keys refused) and then the cards themselves;
every problem is a :class:`DealError` whose one-line message names the key
and the value. The trace is *expected* data and is not checked against the
rules here (comparing it with the engine is the reviewer's tool's job), but a
trace longer than a hand is refused.

A deal file is untrusted input: :mod:`four_lanterns.engine.tomlfile` reads it
and bounds it before the TOML parser runs. Every path, key and value shown in
a message is escaped and shortened: the message stays one line.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import json
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.errors import CardCodeError, CodeError, DealError
from four_lanterns.engine.registry import find_game, games
from four_lanterns.engine.rules import (
    FOUR_LANTERNS,
    Ruleset,
    naming_jokers,
    not_in_deck,
    play_not_in_deck,
)
from four_lanterns.engine.scoring import Score
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tomlfile import (
    MESSAGE_LIMIT,
    decode_text,
    expected_type,
    fail,
    parse_toml,
    prefix,
    read_regular_file,
    toml_value,
)
from four_lanterns.engine.tricks import Play
from four_lanterns.text import printable

__all__ = ["Configurable", "Deal", "DealFormat", "TraceTrick", "WritesOptions"]

_DEFAULT_GAME = "four-lanterns"
"""The game of a deal file that names none: every file written before games had names."""


@runtime_checkable
class Configurable(Protocol):
    """A rule set that a deal file configures with top-level options.

    A toy game with a fixed trump declares ``deal_options = {"trump": str}``;
    a deal file then carries ``trump = "M"`` and loading it calls
    ``configure({"trump": "M"})`` for the rule set the deal is played with.
    """

    deal_options: Mapping[str, type]
    """Extra top-level keys of the deal file and their TOML types, in order."""

    def configure(self, options: Mapping[str, Any]) -> Ruleset:
        """The rule set for these option values; :class:`CodeError` for a bad value."""
        ...


@runtime_checkable
class WritesOptions(Protocol):
    """A configured rule set that can say its options back, so ``Deal.to_toml`` keeps them."""

    def options(self) -> Mapping[str, Any]:
        """The option values of this configured rule set, as a deal file writes them."""
        ...


@runtime_checkable
class DealFormat(Protocol):
    """A rule set whose deal files have a shape of their own (a turned trump, bids).

    ``Deal.from_dict`` hands such a file to :meth:`read_deal`, ``Deal.random``
    to :meth:`random_deal`, and ``Deal.to_toml`` to :meth:`deal_toml`.
    """

    def read_deal(self, raw: Mapping[str, Any], source: str) -> Deal:
        """Validate a parsed deal file of this game; :class:`DealError` naming the field."""
        ...

    def random_deal(self, rng: random.Random, first_leader: Seat | None, source: str) -> Deal:
        """A deal drawn with ``rng`` as the game's rules deal it."""
        ...

    def deal_toml(self, deal: Deal) -> str:
        """``deal`` (without its trace) as a minimal deal file of this game."""
        ...


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class _Models(NamedTuple):
    hands: type[BaseModel]
    trace: type[BaseModel]
    deal: type[BaseModel]


def _options(rules: Ruleset) -> Mapping[str, type]:
    return rules.deal_options if isinstance(rules, Configurable) else {}


@cache
def _models_named(name: str) -> _Models:
    return _build_models(find_game(name))


def _models(rules: Ruleset) -> _Models:
    """The deal-file schema of ``rules``: its seats, its side codes, its options.

    Built once per game name: a configured rule set has its game's schema.
    """
    if rules.name in games():
        return _models_named(rules.name)
    return _build_models(rules)


def _build_models(rules: Ruleset) -> _Models:
    # Field order is the order problems are reported in: keep the file's
    # reading order (first_leader, hands, trace, then the game's options).
    seats: Any = {seat.code: (list[str], ...) for seat in rules.seats}
    hands = create_model("_HandsModel", __base__=_Strict, **seats)
    sides: Any = {side.code: (int, ...) for side in rules.sides}
    score = create_model("_ScoreModel", __base__=_Strict, **sides)
    trace_fields: Any = {
        "trick": (int | None, None),
        "led": (str | None, None),
        "plays": (list[str], ...),
        "winner": (str, ...),
        "next_leader": (str, ...),
        "score": (dict[str, score], {}),  # type: ignore[valid-type]
    }
    trace = create_model("_TraceModel", __base__=_Strict, **trace_fields)
    deal_fields: Any = {
        "title": (str, ""),
        "first_leader": (str, ...),
        "hands": (hands, ...),
        "trace": (list[trace], []),  # type: ignore[valid-type]
        "game": (str, _DEFAULT_GAME),
        **{key: (kind, ...) for key, kind in _options(rules).items()},
    }
    deal = create_model("_DealModel", __base__=_Strict, **deal_fields)
    return _Models(hands, trace, deal)


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
        names_led: True when the trace names the led suit; a trace may name
            "no suit" (``led = ""`` in a game where nothing may bind).
        rule: the expected rule that took the trick, as the game's code
            (``"owl"``), if the trace names it.
    """

    number: int
    plays: tuple[Play, ...]
    winner: Seat
    next_leader: Seat | None
    scores: Mapping[str, Score] = field(default_factory=dict)
    led: Suit | None = None
    names_led: bool = False
    rule: str | None = None


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
        bids: the bids, in a game with bidding, when the file gives them;
            :meth:`new_game` makes them in turn order.
        expected: the paper's expected totals by name (``"taken"``,
            ``"points"``), when the file gives them.
    """

    hands: Mapping[Seat, tuple[Card, ...]]
    first_leader: Seat
    # Equal deals deal the same cards; the paper trace and provenance annotate.
    trace: tuple[TraceTrick, ...] = field(default=(), compare=False)
    title: str = field(default="", compare=False)
    source: str = field(default="", compare=False)
    sha256: str = field(default="", compare=False)
    rules: Ruleset = FOUR_LANTERNS
    bids: Mapping[Seat, int] | None = None
    expected: Mapping[str, Score] = field(default_factory=dict, compare=False)

    # -- constructors -------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path, rules: Ruleset | None = None) -> Deal:
        """Read and validate a deal file.

        Only a regular file is read. A named pipe, a terminal or a device is
        refused before it is opened, so a pipe with no writer cannot block
        the caller; :class:`DealError` for every way the file is unusable.
        """
        path = Path(path)
        data = read_regular_file(path)
        return cls.from_bytes(data, source=str(path), rules=rules)

    @classmethod
    def from_bytes(cls, data: bytes, *, source: str = "", rules: Ruleset | None = None) -> Deal:
        """Validate a deal file's bytes (UTF-8 TOML)."""
        text = decode_text(data, source)
        deal = cls.from_toml(text, source=source, rules=rules)
        return dataclasses.replace(deal, sha256=hashlib.sha256(data).hexdigest())

    @classmethod
    def from_toml(cls, text: str, *, source: str = "", rules: Ruleset | None = None) -> Deal:
        """Validate a deal given as TOML text."""
        raw = parse_toml(text, source)
        return cls.from_dict(raw, source=source, rules=rules)

    @classmethod
    def from_dict(
        cls, raw: Mapping[str, Any], *, source: str = "", rules: Ruleset | None = None
    ) -> Deal:
        """Validate a deal given as parsed TOML.

        The file's ``game`` key names the rule set (Four Lanterns when absent);
        an explicit ``rules`` wins, and a file naming another game is refused.
        """
        rules = _game(raw, source, rules)
        if isinstance(rules, DealFormat):
            return rules.read_deal(raw, source)
        models = _models(rules)
        raw = _seat_keys_upper(raw, source, rules)
        try:
            model = models.deal.model_validate(raw)
        except ValidationError as error:
            raise _pydantic_error(error, source, models) from None
        except RecursionError:
            raise DealError(f"{source or 'deal'}: nested too deeply", source=source) from None
        return _build(model, source, _configured(model, source, rules))

    @classmethod
    def from_hands(
        cls,
        hands: Mapping[Seat, tuple[Card, ...]] | Mapping[str, list[str]],
        first_leader: Seat | str = Seat.NORTH,
        rules: Ruleset | None = None,
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
        first_leader: Seat | None = None,
        rules: Ruleset = FOUR_LANTERNS,
    ) -> Deal:
        """Shuffle the deck with ``seed`` and deal it: the explicit chance step.

        The first leader defaults to the rule set's first seat.
        """
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        source = f"seed {seed}" if isinstance(seed, int) else "random"
        if isinstance(rules, DealFormat):
            return rules.random_deal(rng, first_leader, source)
        first_leader = rules.seats[0] if first_leader is None else first_leader
        deck = list(rules.deck)
        rng.shuffle(deck)
        size = rules.hand_size
        hands = {seat: tuple(deck[i * size : (i + 1) * size]) for i, seat in enumerate(rules.seats)}
        return cls(hands, first_leader, source=source, rules=rules)

    # -- use ----------------------------------------------------------------

    def new_game(self) -> GameState:
        """The dealt state of this deal, with its bids made when it has them."""
        state = GameState.from_deal(self)
        if self.bids is not None:
            for seat in self.rules.order(self.first_leader):
                state = state.bid(self.bids[seat], seat)
        return state

    def to_toml(self) -> str:
        """This deal (without its trace) as a minimal deal file."""
        if isinstance(self.rules, DealFormat):
            return self.rules.deal_toml(self)
        lines = [f'first_leader = "{self.first_leader.code}"']
        if isinstance(self.rules, WritesOptions):
            lines += [
                f"{key} = {_toml_scalar(value)}" for key, value in self.rules.options().items()
            ]
        lines += ["", "[hands]"]
        if self.rules.name != _DEFAULT_GAME:
            # Four Lanterns files name no game; every other game's must.
            lines.insert(0, f'game = "{self.rules.name}"')
        for seat in self.rules.seats:
            cards = ", ".join(f'"{card.code}"' for card in self.hands[seat])
            lines.append(f"{seat.code} = [{cards}]")
        return "\n".join(lines) + "\n"

    def __repr__(self) -> str:
        hands = ", ".join(
            f"{seat.code!r}: [{', '.join(repr(c.code) for c in self.hands[seat])}]"
            for seat in self.rules.seats
        )
        return f"Deal.from_hands({{{hands}}}, first_leader={self.first_leader.code!r})"


def _toml_scalar(value: object) -> str:
    """A deal option as TOML writes it: a string, an integer or a boolean."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | str):
        return json.dumps(value)  # a JSON string or integer is a TOML one
    raise TypeError(f"a deal option must be a string, an integer or a boolean, not {value!r}")


# -- validation messages ------------------------------------------------------


def _game(raw: Mapping[str, Any], source: str, rules: Ruleset | None) -> Ruleset:
    """The rule set a deal file names with ``game`` (Four Lanterns when it names none)."""
    if "game" not in raw:
        return find_game(_DEFAULT_GAME) if rules is None else rules
    name = raw["game"]
    known = ", ".join(games())
    if not isinstance(name, str):
        raise fail(source, "game", f"{_show(name)} is not a game name (expected {known})")
    try:
        named = find_game(name)
    except CodeError:
        raise fail(
            source, "game", f"{_show(name)} is not a known game (expected {known})"
        ) from None
    if rules is None:
        return named
    if named.name != rules.name:
        raise fail(source, "game", f"{_show(name)} is a deal for another game ({rules.name})")
    return rules


def _configured(model: BaseModel, source: str, rules: Ruleset) -> Ruleset:
    """``rules`` configured with the file's options (a trump suit), if it has any."""
    if not isinstance(rules, Configurable) or not rules.deal_options:
        return rules
    options = {key: getattr(model, key) for key in rules.deal_options}
    try:
        return rules.configure(options)
    except CodeError as error:
        # Name the option whose value was refused; the first one otherwise.
        key = next((k for k, v in options.items() if v == error.text), next(iter(options)))
        raise fail(source, key, _code_message(error)) from None


def _seat_keys_upper(raw: Mapping[str, Any], source: str, rules: Ruleset) -> Mapping[str, Any]:
    """Seat keys read like card codes: ``n`` is ``N``."""
    hands = raw.get("hands")
    if not isinstance(hands, dict):
        return raw
    codes = {seat.code for seat in rules.seats}
    upper: dict[str, Any] = {}
    for key, value in hands.items():
        name = key.upper() if key.upper() in codes else key
        if name in upper:
            raise fail(source, f"hands.{_show_key(key)}", f"seat {name} is given twice")
        upper[name] = value
    return {**raw, "hands": upper}


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def _show_key(key: str) -> str:
    """A key as TOML writes it (quoted unless bare), escaped and shortened."""
    if _BARE_KEY.fullmatch(key):
        return printable(key, 40)
    quoted = key.replace("\\", "\\\\").replace('"', '\\"')
    return printable(f'"{quoted}', 39) + '"'


def _where(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            shown = _show_key(str(part))
            text += f".{shown}" if text else shown
    return text or "(top level)"


def _pydantic_error(error: ValidationError, source: str, models: _Models) -> DealError:
    # An unknown key is usually a typo of a missing one: name what was written.
    problems = sorted(error.errors(), key=lambda p: p["type"] != "extra_forbidden")
    first = problems[0]
    loc = _where(first["loc"])
    kind = first["type"]
    if kind == "missing":
        message = f"{loc}: missing"
    elif kind == "extra_forbidden":
        message = f"{loc}: unknown key{_suggest(first['loc'], models)}"
    elif (expected := expected_type(kind)) is not None:
        # In the file's terms: a whole number, an array, a table; true, not True.
        message = f"{loc}: expected {expected}, got {_show(first['input'])}"
    else:
        text = printable(first["msg"], MESSAGE_LIMIT)
        message = f"{loc}: {text[0].lower()}{text[1:]}, got {_show(first['input'])}"
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    return DealError(prefix(source) + message, field=loc, source=source)


def _suggest(loc: tuple[int | str, ...], models: _Models) -> str:
    """`` (did you mean first_leader?)`` for a near miss of a known key."""
    if len(str(loc[-1])) > 40:
        return ""  # no near miss, and difflib's work grows with the length
    model: type[BaseModel] = models.deal
    for part in loc[:-1]:
        if part == "hands":
            model = models.hands
        elif part == "trace":
            model = models.trace
        elif isinstance(part, str):
            return ""
    close = difflib.get_close_matches(str(loc[-1]), list(model.model_fields), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _show(value: object) -> str:
    """A value as the file writes it, escaped and shortened: :func:`toml_value`."""
    return toml_value(value)


def _code_message(error: CodeError) -> str:
    """A code's message with the code shortened: the code may be a megabyte long."""
    message = error.message
    if len(message) > MESSAGE_LIMIT:
        # The parsers quote the text, and a card parser also its rank.
        code = error.text.strip()
        for quoted in (error.text, code, code[1:]):
            if len(quoted) > 40:
                message = message.replace(repr(quoted), _show(quoted))
    return printable(message, MESSAGE_LIMIT)


def _as_written(code: str) -> str:
    """A code that parsed, as written, unless blanks around it make it long."""
    return code if len(code) <= 40 else code.strip()


# -- building -----------------------------------------------------------------


def _seat_list(rules: Ruleset) -> str:
    """``N, E, S or W``."""
    codes = [seat.code for seat in rules.seats]
    return ", ".join(codes[:-1]) + " or " + codes[-1] if len(codes) > 1 else codes[0]


def _build(model: Any, source: str, rules: Ruleset) -> Deal:
    try:
        leader = Seat.parse(model.first_leader)
        if leader not in rules.seats:
            raise CodeError("not a seat of this game", text=model.first_leader)
    except CodeError:
        raise fail(
            source,
            "first_leader",
            f"{_show(model.first_leader)} is not a seat (expected {_seat_list(rules)})",
        ) from None
    deck = set(rules.deck)
    seen: dict[Card, str] = {}
    hands: dict[Seat, tuple[Card, ...]] = {}
    for seat in rules.seats:
        codes: list[str] = getattr(model.hands, seat.code)
        cards = []
        for index, code in enumerate(codes):
            loc = f"hands.{seat.code}[{index}]"
            try:
                card = Card.parse(code)
            except CodeError as error:
                raise fail(source, loc, _code_message(error)) from None
            if card not in deck:
                raise fail(source, loc, not_in_deck(_as_written(code), rules))
            if card in seen:
                raise fail(source, loc, f"{_show(_as_written(code))} is already in {seen[card]}")
            seen[card] = f"hands.{seat.code}"
            cards.append(card)
        if len(cards) != rules.hand_size:
            raise fail(
                source,
                f"hands.{seat.code}",
                f"{len(cards)} card{'s' if len(cards) != 1 else ''}, expected {rules.hand_size}",
            )
        hands[seat] = tuple(cards)
    check_trace_length(source, len(model.trace), rules.hand_size)
    trace = tuple(_build_trace_row(source, i, row, rules) for i, row in enumerate(model.trace))
    return Deal(hands, leader, trace, model.title, source, "", rules)


def plural(count: int, word: str) -> str:
    """``1 card``, ``4 cards``: a count in a message."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def check_trace_length(source: str, rows: int, tricks: int, holder: str = "a hand") -> None:
    """Refuse a paper trace with more rows than the hand has tricks, naming the first extra row.

    Row ``tricks + 1`` could only fail later, as a play from an empty hand.
    """
    if rows > tricks:
        raise fail(
            source,
            f"trace[{tricks}]",
            f"one row too many: {holder} has {plural(tricks, 'trick')} "
            f"and the trace has {rows} rows",
        )


def trace_plays(source: str, base: str, codes: list[str], rules: Ruleset) -> tuple[Play, ...]:
    """The plays of trace row ``base`` (``trace[2]``): parsed, in the deck, one per seat."""
    plays = []
    for position, code in enumerate(codes):
        try:
            play = Play.parse(code)
        except CodeError as error:
            problem = _code_message(error)
            if isinstance(error, CardCodeError):
                problem = naming_jokers(problem, rules)
            raise fail(source, f"{base}.plays[{position}]", problem) from None
        if play.card not in rules.deck:
            raise fail(source, f"{base}.plays[{position}]", play_not_in_deck(code, rules))
        plays.append(play)
    # One card from each seat: the paper's rules may be wrong (the checker finds
    # that), but a row of any other length is not a trick at all.
    seats = len(rules.seats)
    if len(plays) != seats:
        raise fail(source, f"{base}.plays", f"{len(plays)} plays, expected {seats} (one per seat)")
    return tuple(plays)


def _build_trace_row(source: str, index: int, row: Any, rules: Ruleset) -> TraceTrick:
    base = f"trace[{index}]"
    plays = trace_plays(source, base, row.plays, rules)
    try:
        winner = Seat.parse(row.winner)
    except CodeError as error:
        raise fail(source, f"{base}.winner", _code_message(error)) from None
    next_leader = None
    if row.next_leader.strip():
        try:
            next_leader = Seat.parse(row.next_leader)
        except CodeError as error:
            raise fail(source, f"{base}.next_leader", _code_message(error)) from None
    led = None
    if row.led is not None:
        try:
            led = Suit.parse(row.led)
        except CodeError as error:
            raise fail(source, f"{base}.led", _code_message(error)) from None
    for key in row.score:
        if key not in rules.variants:
            known = ", ".join(rules.variants)
            raise fail(
                source,
                f"{base}.score.{_show_key(key)}",
                f"unknown scoring variant (expected {known})",
            )
    scores = {
        key: Score.from_codes(rules.sides, value.model_dump()) for key, value in row.score.items()
    }
    number = index + 1
    if row.trick is not None and row.trick != number:
        raise fail(
            source,
            f"{base}.trick",
            f"{_show(row.trick)} is out of order (row {number} is trick {number})",
        )
    return TraceTrick(number, plays, winner, next_leader, scores, led, row.led is not None)

"""Sticheln deal files and seeded rounds: hands, the dealer, the turned cards, the bids.

A round's file (this schema is a contract, ``docs/rules.md`` S10)::

    game = "sticheln"
    dealer = "N"
    turned = ["OWL", "T9"]
    [hands]
    N = ["A13", "OWL", "M2"]
    ...
    [bids]        # optional
    N = 1
    ...

It may carry a paper trace (``[[trace]]`` rows with ``led``, ``plays``,
``winner``, ``rule``, ``next_leader``) and the expected totals
(``[result]`` with ``taken`` and ``points``). Every problem is one line
naming the key, as for Four Lanterns deal files.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from four_lanterns.engine.cards import Card, Seat, Suit
from four_lanterns.engine.deal import (
    Deal,
    TraceTrick,
    _as_written,
    _code_message,
    _Models,
    _pydantic_error,
    _show,
    check_trace_length,
    plural,
    trace_plays,
)
from four_lanterns.engine.errors import CodeError, DealError
from four_lanterns.engine.rules import naming_jokers, not_in_deck
from four_lanterns.engine.scoring import Score
from four_lanterns.engine.tomlfile import fail
from four_lanterns.games.sticheln.rules import JOKERS_IN_DECK, MAX_HAND, RULE_CODES, StichelnRules

__all__ = [
    "HAND_SIZES",
    "deal_toml",
    "no_bid_for",
    "random_duel",
    "random_round",
    "read_deal",
    "with_bids",
]

HAND_SIZES: Mapping[int, tuple[int, ...]] = {
    4: (3, 4, 5, 6),
    8: tuple(range(3, 11)),
    12: tuple(range(1, 13)),
}
"""The hand size of each round of a duel of 4, 8 or 12 rounds."""

_SEATS = ("N", "E", "S", "W")
_RULES = frozenset(RULE_CODES.values())


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class _Hands(_Strict):
    N: list[str]
    E: list[str]
    S: list[str]
    W: list[str]


class _SeatNumbers(_Strict):
    N: int
    E: int
    S: int
    W: int


class _Trace(_Strict):
    trick: int | None = None
    led: str | None = None
    plays: list[str]
    winner: str
    rule: str | None = None
    next_leader: str


class _Result(_Strict):
    taken: _SeatNumbers | None = None
    points: _SeatNumbers | None = None


class _Deal(_Strict):
    title: str = ""
    game: str
    dealer: str
    turned: list[str]
    hands: _Hands
    bids: _SeatNumbers | None = None
    trace: list[_Trace] = []
    result: _Result | None = None


_MODELS = _Models(_Hands, _Trace, _Deal)


def _upper_seats(raw: Mapping[str, Any], source: str, table: str) -> Mapping[str, Any]:
    """Seat keys of ``[hands]`` and ``[bids]`` read like codes: ``n`` is ``N``."""
    value = raw.get(table)
    if not isinstance(value, dict):
        return raw
    upper: dict[str, Any] = {}
    for key, item in value.items():
        name = key.upper() if key.upper() in _SEATS else key
        if name in upper:
            raise fail(source, f"{table}.{name}", f"seat {name} is given twice")
        upper[name] = item
    return {**raw, table: upper}


_DECK = frozenset(StichelnRules.deck)


def _card(source: str, loc: str, code: str) -> Card:
    """A card of the Sticheln deck; the message names the jokers, which a suit letter is not."""
    try:
        card = Card.parse(code)
    except CodeError as error:
        raise fail(source, loc, naming_jokers(_code_message(error), StichelnRules())) from None
    if card not in _DECK:
        raise fail(source, loc, not_in_deck(_as_written(code), StichelnRules()))
    return card


def read_deal(raw: Mapping[str, Any], source: str = "") -> Deal:
    """Validate a parsed Sticheln deal file; :class:`DealError` naming the field."""
    if "first_leader" in raw and "dealer" not in raw:
        # Four Lanterns' key: a Sticheln round's leader is its dealer.
        raise fail(source, "first_leader", 'unknown key (a Sticheln round names its dealer = "N")')
    for table in ("hands", "bids"):
        raw = _upper_seats(raw, source, table)
    try:
        model = _Deal.model_validate(raw)
    except ValidationError as error:
        raise _pydantic_error(error, source, _MODELS) from None
    except RecursionError:
        raise DealError(f"{source or 'deal'}: nested too deeply", source=source) from None
    try:
        dealer = Seat.parse(model.dealer)
    except CodeError:
        raise fail(
            source, "dealer", f"{_show(model.dealer)} is not a seat (expected N, E, S or W)"
        ) from None
    seen: dict[Card, str] = {}
    jokers: Counter[Card] = Counter()

    def take(card: Card, loc: str, owner: str) -> None:
        if card.joker is not None:
            jokers[card] += 1
            if jokers[card] > JOKERS_IN_DECK:
                raise fail(
                    source,
                    loc,
                    f"a fifth {card.code}: the deck has {JOKERS_IN_DECK} "
                    f"(counting hands and turned cards)",
                )
            return
        if card in seen:
            raise fail(source, loc, f"{_show(card.code)} is already in {seen[card]}")
        seen[card] = owner

    hands: dict[Seat, tuple[Card, ...]] = {}
    size = len(model.hands.N)
    for code in _SEATS:
        seat = Seat.parse(code)
        cards = []
        for index, text in enumerate(getattr(model.hands, code)):
            loc = f"hands.{code}[{index}]"
            card = _card(source, loc, text)
            take(card, loc, f"hands.{code}")
            cards.append(card)
        if not 1 <= len(cards) <= MAX_HAND:
            raise fail(
                source,
                f"hands.{code}",
                f"{plural(len(cards), 'card')}; a hand has 1 to {MAX_HAND} cards",
            )
        if len(cards) != size:
            raise fail(
                source,
                f"hands.{code}",
                f"{plural(len(cards), 'card')}, but hands.N has {size}: "
                "every hand has the same size",
            )
        hands[seat] = tuple(cards)
    turned = _turned(model.turned, source, take)
    rules = StichelnRules.for_round(size, turned, bidding=model.bids is not None)
    bids = None
    if model.bids is not None:
        bids = {}
        for code in _SEATS:
            bid = getattr(model.bids, code)
            if not 0 <= bid <= size:
                raise fail(
                    source,
                    f"bids.{code}",
                    f"{_show(bid)} is not a bid for a hand of {plural(size, 'card')} "
                    f"(expected 0 to {size})",
                )
            bids[Seat.parse(code)] = bid
    check_trace_length(source, len(model.trace), size, f"a round of {plural(size, 'card')}")
    trace = tuple(_trace_row(source, i, row, rules) for i, row in enumerate(model.trace))
    expected: dict[str, Score] = {}
    if model.result is not None:
        for name in ("taken", "points"):
            numbers = getattr(model.result, name)
            if numbers is not None:
                expected[name] = Score.from_codes(rules.sides, numbers.model_dump())
    return Deal(hands, dealer, trace, model.title, source, "", rules, bids, expected)


def _turned(codes: list[str], source: str, take: Any) -> tuple[Card, ...]:
    if not codes:
        raise fail(source, "turned", "empty: turn cards until a number card names trump")
    turned = []
    for index, text in enumerate(codes):
        loc = f"turned[{index}]"
        card = _card(source, loc, text)
        last = index == len(codes) - 1
        if card.joker is None and not last:
            raise fail(
                source,
                loc,
                f"{_show(card.code)} is a number card: turning stops at the first one "
                f"(it names trump), so it must be the last turned card",
            )
        if card.joker is not None and last:
            raise fail(
                source,
                loc,
                f"{_show(card.code)} is not a number card: the last turned card names trump",
            )
        take(card, loc, "turned")
        turned.append(card)
    return tuple(turned)


def _trace_row(source: str, index: int, row: _Trace, rules: StichelnRules) -> TraceTrick:
    base = f"trace[{index}]"
    plays = trace_plays(source, base, row.plays, rules)
    seats: dict[str, Seat | None] = {}
    for key in ("winner", "next_leader"):
        text = getattr(row, key)
        if key == "next_leader" and not text.strip():
            seats[key] = None
            continue
        try:
            seats[key] = Seat.parse(text)
        except CodeError as error:
            raise fail(source, f"{base}.{key}", _code_message(error)) from None
    led = None
    if row.led is not None and row.led.strip():
        try:
            led = Suit.parse(row.led)
        except CodeError:
            raise fail(
                source,
                f"{base}.led",
                f'{_show(row.led)} is not a suit (expected A, T, M, V, or "" for none)',
            ) from None
    if row.rule is not None and row.rule not in _RULES:
        known = ", ".join(RULE_CODES.values())
        raise fail(source, f"{base}.rule", f"{_show(row.rule)} is not a rule (expected {known})")
    number = index + 1
    if row.trick is not None and row.trick != number:
        raise fail(
            source,
            f"{base}.trick",
            f"{_show(row.trick)} is out of order (row {number} is trick {number})",
        )
    winner = seats["winner"]
    assert winner is not None
    return TraceTrick(
        number, plays, winner, seats["next_leader"], {}, led, row.led is not None, row.rule
    )


def no_bid_for(missing: Sequence[Seat]) -> str:
    """Seats yet to bid, named as the engine's refusals name them: "no bid for South and West"."""
    *most, last = (seat.word for seat in missing)
    names = f"{', '.join(most)} and {last}" if most else last
    return f"no bid for {names}"


def with_bids(deal: Deal, bids: Mapping[Seat, int]) -> Deal:
    """``deal`` with these bids (``--bids``); :class:`CodeError` for a bid out of range."""
    rules = deal.rules
    assert isinstance(rules, StichelnRules)
    for seat, bid in bids.items():
        if not 0 <= bid <= rules.hand_size:
            raise CodeError(
                f"{seat.code}:{bid} is not a bid for a hand of {plural(rules.hand_size, 'card')} "
                f"(expected 0 to {rules.hand_size})",
                text=f"{seat.code}:{bid}",
            )
    missing = [seat for seat in rules.seats if seat not in bids]
    if missing:
        raise CodeError(no_bid_for(missing), text=" ".join(seat.code for seat in missing))
    return dataclasses.replace(
        deal, rules=dataclasses.replace(rules, bidding=True), bids=dict(bids)
    )


def random_round(seed: int | random.Random, hand_size: int, dealer: Seat = Seat.NORTH) -> Deal:
    """Shuffle the 60 cards, deal ``hand_size`` to each seat and turn for trump.

    The deck is shuffled once with the seed's generator; North gets the first
    ``hand_size`` cards, then East, South and West; then cards are turned
    from the rest until a number card shows (its suit is trump).
    """
    if not 1 <= hand_size <= MAX_HAND:
        raise ValueError(f"a round has 1 to {MAX_HAND} cards per hand, not {hand_size}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    source = f"seed {seed}" if isinstance(seed, int) else "random"
    deck = list(StichelnRules.deck)
    rng.shuffle(deck)
    hands = {
        seat: tuple(deck[i * hand_size : (i + 1) * hand_size])
        for i, seat in enumerate(StichelnRules.seats)
    }
    turned = []
    for card in deck[4 * hand_size :]:
        turned.append(card)
        if card.joker is None:
            break
    rules = StichelnRules.for_round(hand_size, tuple(turned), bidding=True)
    return Deal(hands, dealer, source=source, rules=rules)


def random_duel(seed: int, rounds: int = 4) -> tuple[Deal, ...]:
    """Every round of a duel drawn from ``seed``: the first dealer, then each deal.

    One generator draws the first dealer and then deals round after round;
    the dealer moves one seat clockwise each round.
    """
    if rounds not in HAND_SIZES:
        raise ValueError(f"a duel has 4, 8 or 12 rounds, not {rounds}")
    rng = random.Random(seed)
    seats = StichelnRules.seats
    first = rng.randrange(len(seats))
    return tuple(
        dataclasses.replace(
            random_round(rng, size, seats[(first + number) % len(seats)]),
            source=f"seed {seed}, round {number + 1}",
        )
        for number, size in enumerate(HAND_SIZES[rounds])
    )


def deal_toml(deal: Deal) -> str:
    """A Sticheln round as a minimal deal file (with its bids, if it has them)."""
    rules = deal.rules
    assert isinstance(rules, StichelnRules)

    def codes(cards: tuple[Card, ...]) -> str:
        return ", ".join(f'"{card.code}"' for card in cards)

    lines = [
        f'game = "{rules.name}"',
        f'dealer = "{deal.first_leader.code}"',
        f"turned = [{codes(rules.turned)}]",
        "",
        "[hands]",
        *(f"{seat.code} = [{codes(deal.hands[seat])}]" for seat in rules.seats),
    ]
    if deal.bids is not None:
        lines += ["", "[bids]", *(f"{seat.code} = {deal.bids[seat]}" for seat in rules.seats)]
    return "\n".join(lines) + "\n"

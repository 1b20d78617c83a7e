"""What the engine decided, in words: one renderer for the command line, reports and table.

Every function takes a :class:`~four_lanterns.words.Catalogue`, so the card
table (which may respell symbols in ASCII) and the reports say the same
sentence from the same template.
"""

from __future__ import annotations

from four_lanterns.engine.errors import IllegalBid, IllegalKind, IllegalPlay
from four_lanterns.engine.facts import WinRule
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.scoring import HandResult
from four_lanterns.engine.tricks import LegalPlays, LegalReason, TrickResult
from four_lanterns.games.four_lanterns.rules import FOUR_LANTERNS
from four_lanterns.words import Catalogue, MissingMessage

__all__ = [
    "bid_refusal",
    "explanation",
    "hand_summary",
    "illegal_lines",
    "outcome",
    "refusal",
    "trick_reason",
]


def refusal(error: IllegalPlay, w: Catalogue, rules: Ruleset = FOUR_LANTERNS) -> str:
    """Why a play was refused, in one sentence."""
    card = w.card(error.card)
    if error.kind is IllegalKind.HAND_OVER:
        return w("refusal.hand_over", tricks=rules.hand_size, card=card)
    seat = w.seat(error.seat) if error.seat is not None else ""
    if error.kind is IllegalKind.OUT_OF_TURN and error.to_play is not None:
        return w(
            "refusal.out_of_turn",
            to_play=w.seat(error.to_play),
            step=error.step,
            seat=seat,
            card=card,
        )
    if error.kind is IllegalKind.MUST_FOLLOW and error.led is not None:
        return w(
            "refusal.must_follow",
            seat=seat,
            held=w.cards(error.legal),
            led=w.suit(error.led),
            card=card,
        )
    if error.kind is IllegalKind.NOT_IN_HAND and error.seat is not None:
        if error.card not in rules.deck:
            return w("refusal.not_in_deck", seat=seat, code=error.card.code)
        if error.played_at:
            return w("refusal.not_in_hand.played", seat=seat, card=card, step=error.played_at)
        if error.holder is not None:
            return w(
                "refusal.not_in_hand.holder", seat=seat, card=card, holder=w.seat(error.holder)
            )
        return w("refusal.not_in_hand", seat=seat, card=card)
    return error.message


def _bid_refusal_key(error: IllegalBid) -> str:
    if error.kind is IllegalKind.OUT_OF_TURN and error.to_play is not None:
        return "refusal.bid.out_of_turn"
    if error.kind is IllegalKind.BID_RANGE and error.legal:
        return "refusal.bid.bid_range"
    # Outside the bidding: the sentence says what the hand is doing instead.
    doing = {Phase.CHANCE: "chance", Phase.OVER: "over"}.get(error.phase, "play")
    key = f"refusal.bid.not_bidding.{doing}"
    return key if error.seat is not None else f"{key}.no_seat"


def bid_refusal(error: IllegalBid, w: Catalogue) -> str:
    """Why a bid was refused (``East cannot bid 5: the bids allowed are 0 or 2.``)."""
    return _say(
        w,
        _bid_refusal_key(error),
        seat=w.seat(error.seat) if error.seat is not None else "",
        to_play=w.seat(error.to_play) if error.to_play is not None else "",
        bid=error.bid,
        step=error.step,
        allowed=w.alternatives([str(bid) for bid in error.legal]),
    )


def _say(w: Catalogue, key: str, **fields: object) -> str:
    """The sentence ``key`` (chosen from a fact, so not a typed key) with its fields."""
    template = w.lookup(key)
    if not isinstance(template, str):
        raise TypeError(f"{key!r} is not a sentence")
    return template.format(**fields)


def illegal_lines(error: IllegalPlay, w: Catalogue) -> tuple[str, str]:
    """The refused play with its step and rule, then the legal cards: two lines."""
    seat = error.seat.code if error.seat is not None else "?"
    if error.step.startswith("after "):
        where = w("report.after_step", step=error.step.removeprefix("after "))
    else:
        where = w("report.at_step", step=error.step)
    legal = " ".join(card.code for card in error.legal) or w("report.none")
    message = refusal(error, w)
    return (
        w("report.illegal_play", play=f"{seat}:{error.card.code}", where=where, message=message),
        w("report.legal_cards", where=where, cards=legal),
    )


def explanation(legal: LegalPlays, w: Catalogue) -> str:
    """Why the seat to play may play these cards, in one sentence."""
    if legal.seat is None or legal.reason is LegalReason.HAND_OVER:
        return w("legal.hand_over")
    seat = w.seat(legal.seat)
    if legal.reason is LegalReason.LEAD or legal.led is None:
        return w("legal.lead", seat=seat)
    if legal.reason is LegalReason.FOLLOW:
        return w("legal.follow", seat=seat, led=w.suit(legal.led))
    return w("legal.discard", seat=seat, led=w.suit(legal.led))


def trick_reason(result: TrickResult, w: Catalogue, *, short: bool = False) -> str:
    """Why the winner took the trick (``Teal 4 — highest Teal`` when ``short``)."""
    card, led = w.card(result.card), w.suit(result.led) if result.led is not None else ""
    if result.rule is not WinRule.HIGHEST_LED:
        return _game_reason(result, w.of_game(result.rule.namespace), short=short)
    if short:
        return w("reason.highest_led.short", card=card, led=led)
    if result.discards:
        discards = ", ".join(map(w.card, result.discards))
        return w("reason.highest_led.discards", card=card, led=led, cards=discards)
    return w("reason.highest_led", card=card, led=led)


def _game_reason(result: TrickResult, w: Catalogue, *, short: bool) -> str:
    # A game's own win rule is worded by the game that defined it:
    # ``reason.<rule>`` in its namespace (``reason.<rule>.short`` if it has one).
    key = f"reason.{result.rule.value}"
    if short:
        try:
            w.lookup(f"{key}.short")
            key = f"{key}.short"
        except MissingMessage:
            pass
    template = w.lookup(key)
    assert isinstance(template, str)
    return template.format(
        card=w.card(result.card),
        led=w.suit(result.led) if result.led is not None else "",
        trump=w.suit(result.trump) if result.trump is not None else "",
        cards=", ".join(map(w.card, result.discards)),
    )


def outcome(result: HandResult, w: Catalogue) -> str:
    """``draw`` or ``E/W win``."""
    if result.is_draw:
        return w("outcome.draw")
    return w("outcome.win", team=_winners(result, w))


def hand_summary(result: HandResult, w: Catalogue) -> str:
    """``draw 2–2`` or ``E/W win 3–2``."""
    score = result.score
    if result.is_draw:
        return w("summary.draw", draw=w("outcome.draw"), score=w.score(score.values()))
    # Any number of sides: the winners' points first, then every other side's
    # in side order (two teams give Four Lanterns' "E/W win 3–2").
    others = w.score(score[side] for side in score if side not in result.winners)
    return w("summary.win", team=_winners(result, w), high=score[result.winners[0]], low=others)


def _winners(result: HandResult, w: Catalogue) -> str:
    # Sides sharing a win are joined like the JSON's "N+E": notation, not words.
    return "+".join(w.side(side) for side in result.winners)

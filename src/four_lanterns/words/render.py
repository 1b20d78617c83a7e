"""What the engine decided, in words: one renderer for the command line, reports and table.

Every function takes a :class:`~four_lanterns.words.Catalogue`, so the card
table (which may respell symbols in ASCII) and the reports say the same
sentence from the same template. This is the one place that chooses the key
for a fact: the engine's English (:mod:`four_lanterns.engine.english`) calls
these functions with the English catalogue.

A fact is said by its code in the namespace that defined it:
``refusal.<kind>``, ``refusal.bid.<kind>``, ``legal.<reason>``,
``reason.<rule>`` (with ``.discards``, ``.short`` and ``.tight`` forms where a
namespace has them).
"""

from __future__ import annotations

from four_lanterns.engine.errors import IllegalBid, IllegalKind, IllegalPlay
from four_lanterns.engine.facts import Fact
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.scoring import HandResult
from four_lanterns.engine.tricks import LegalPlays, LegalReason, TrickResult
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


def _speaking(fact: Fact, w: Catalogue) -> Catalogue:
    """``w`` with the namespace that defined ``fact`` first (a core fact: ``w`` itself)."""
    if fact.namespace in ("core", w.game):
        return w
    return w.of_game(fact.namespace)


def _has(w: Catalogue, key: str) -> bool:
    try:
        w.lookup(key)
    except MissingMessage:
        return False
    return True


def _say(w: Catalogue, key: str, **fields: object) -> str:
    """The sentence ``key`` (chosen from a fact, so not a typed key) with its fields."""
    template = w.lookup(key)
    if not isinstance(template, str):
        raise TypeError(f"{key!r} is not a sentence")
    return template.format(**fields)


# -- refusals ------------------------------------------------------------------


def _refusal_key(error: IllegalPlay) -> str:
    key = f"refusal.{error.kind.value}"
    if error.kind is IllegalKind.NOT_IN_HAND:
        if not error.in_deck:
            return "refusal.not_in_deck"
        if error.played_at:
            return f"{key}.played"
        if error.holder is not None:
            return f"{key}.holder"
    if error.kind is IllegalKind.NOT_PLAYING and error.phase is Phase.BIDDING:
        return f"{key}.bidding"
    return key


def refusal(error: IllegalPlay, w: Catalogue) -> str:
    """Why a play was refused, in one sentence.

    A card refused because the seat must follow is said by the rule that
    decides the legal cards: a game's own reason ("follow or play a joker")
    has its own ``refusal.<reason>`` sentence.
    """
    key = _refusal_key(error)
    fact: Fact = error.kind
    reason = error.reason
    if error.kind is IllegalKind.MUST_FOLLOW and reason is not None and reason.namespace != "core":
        key, fact = f"refusal.{reason.value}", reason
    w = _speaking(fact, w)
    return _say(
        w,
        key,
        seat=w.seat(error.seat) if error.seat is not None else "",
        card=w.card(error.card),
        code=error.card.code,
        to_play=w.seat(error.to_play) if error.to_play is not None else "",
        holder=w.seat(error.holder) if error.holder is not None else "",
        # The step a card was already played at, or the step of this play.
        step=error.played_at if key.endswith(".played") else error.step,
        led=w.suit(error.led) if error.led is not None else "",
        # The cards of the led suit the seat holds (a joker it may also play is not "held").
        held=w.cards(card for card in error.legal if card.suit is error.led),
        tricks=error.tricks,
    )


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


def illegal_lines(error: IllegalPlay, w: Catalogue) -> tuple[str, str]:
    """The refused play with its step and rule, then the legal cards: two lines."""
    seat = error.seat.code if error.seat is not None else "?"
    if error.step.startswith("after "):
        where = w("report.after_step", step=error.step.removeprefix("after "))
    else:
        where = w("report.at_step", step=error.step)
    # In hand order, as the table shows a hand: by suit, then rank, the jokers last.
    legal = " ".join(card.code for card in sorted(error.legal)) or w("report.none")
    message = refusal(error, w)
    return (
        w("report.illegal_play", play=f"{seat}:{error.card.code}", where=where, message=message),
        w("report.legal_cards", where=where, cards=legal),
    )


# -- legal plays -----------------------------------------------------------------


def explanation(legal: LegalPlays, w: Catalogue) -> str:
    """Why the seat to play may play these cards, in one sentence."""
    reason = legal.reason
    if legal.seat is None and reason not in (LegalReason.BIDDING, LegalReason.NOT_DEALT):
        reason = LegalReason.HAND_OVER  # nobody to play: a finished hand, whatever the reason says
    w = _speaking(reason, w)
    return _say(
        w,
        f"legal.{reason.value}",
        seat=w.seat(legal.seat) if legal.seat is not None else "",
        led=w.suit(legal.led) if legal.led is not None else "",
    )


# -- trick results ---------------------------------------------------------------


def trick_reason(
    result: TrickResult, w: Catalogue, *, short: bool = False, tight: bool = False
) -> str:
    """Why the winner took the trick (``Teal 4 — highest Teal`` when ``short``,
    ``highest Teal`` when ``tight``)."""
    w = _speaking(result.rule, w)
    key = f"reason.{result.rule.value}"
    # A narrow panel says the ``.short`` form, one short of room the ``.tight``
    # form (the rule alone: the panel marks the card) or else the ``.short``,
    # and a sentence that names the discards the ``.discards`` form, where the
    # rule's namespace has one.
    if tight:
        forms: tuple[str, ...] = (f"{key}.tight", f"{key}.short")
    elif short:
        forms = (f"{key}.short",)
    else:
        forms = (f"{key}.discards",) if result.discards else ()
    key = next((form for form in forms if _has(w, form)), key)
    return _say(
        w,
        key,
        card=w.card(result.card),
        led=w.suit(result.led) if result.led is not None else "",
        trump=w.suit(result.trump) if result.trump is not None else "",
        cards=w("fmt.list_separator").join(map(w.card, result.discards)),
    )


# -- hand results ----------------------------------------------------------------


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

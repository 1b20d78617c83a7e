"""The engine's facts in English, said from the catalogue's English.

Errors, legal plays, trick results and hand results carry facts (kinds,
reasons, rules, seats, cards); their English ``message``, ``explanation``,
``reason`` and ``summary`` are made here, and JSON output keeps these English
sentences in every language. The sentences themselves live once, in the
catalogue (:mod:`four_lanterns.words`), which translations read too.

A fact is looked up by its code in its own namespace: ``refusal.<kind>``,
``legal.<reason>``, ``reason.<rule>`` (and ``reason.<rule>.short``). A rule set
that adds a fact registers its sentences under its namespace with
:func:`four_lanterns.words.register_namespace`; a fact without words is an
error (``LookupError``), never a silent fallback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from four_lanterns.engine.cards import Seat
from four_lanterns.engine.facts import Fact, IllegalKind, LegalReason
from four_lanterns.engine.phases import Phase

if TYPE_CHECKING:
    from four_lanterns.engine.errors import IllegalBid, IllegalPlay
    from four_lanterns.engine.scoring import HandResult
    from four_lanterns.engine.sides import Side
    from four_lanterns.engine.tricks import LegalPlays, TrickResult
    from four_lanterns.words import Catalogue

__all__ = [
    "bid_refusal",
    "legal",
    "refusal",
    "short_reason",
    "side_name",
    "summary",
    "trick_reason",
]


def _words(fact: Fact, key: str) -> tuple[Catalogue, str]:
    """The English catalogue of ``fact``'s namespace and its template for ``key``."""
    # Imported here: the catalogue names seats and cards, so it imports the engine.
    from four_lanterns.words import Catalogue, MissingMessage

    try:
        # Not the cached ``catalogue()``: a game may register its namespace at run time.
        words = Catalogue("en", fact.namespace)
        template = words.lookup(key)
    except (KeyError, MissingMessage):
        raise LookupError(f"no English words for {fact!r} (namespace {fact.namespace!r})") from None
    if not isinstance(template, str):
        raise TypeError(f"{key!r} is not a sentence")
    return words, template


def _has(words: Catalogue, key: str) -> bool:
    try:
        words.lookup(key)
    except KeyError:
        return False
    return True


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


def refusal(error: IllegalPlay) -> str:
    """Why ``error``'s play was refused (``"East holds Teal 4, so East must follow Teal; ..."``)."""
    key = _refusal_key(error)
    words, template = _words(error.kind, key)
    return template.format(
        seat=words.seat(error.seat) if error.seat is not None else "",
        card=words.card(error.card),
        code=error.card.code,
        to_play=words.seat(error.to_play) if error.to_play is not None else "",
        holder=words.seat(error.holder) if error.holder is not None else "",
        # The step a card was already played at, or the step of this play.
        step=error.played_at if key.endswith(".played") else error.step,
        led=words.suit(error.led) if error.led is not None else "",
        held=words.cards(error.legal),
        tricks=error.tricks,
    )


def bid_refusal(error: IllegalBid) -> str:
    """Why ``error``'s bid was refused (``"East cannot bid 5: the bids allowed are 0 or 2."``)."""
    from four_lanterns.words import Catalogue
    from four_lanterns.words.render import bid_refusal

    return bid_refusal(error, Catalogue("en", "core"))


# -- legal plays -----------------------------------------------------------------


def legal(plays: LegalPlays) -> str:
    """Why these cards may be played (``"North leads: any card may be played."``)."""
    reason = plays.reason
    if plays.seat is None and reason not in (LegalReason.BIDDING, LegalReason.NOT_DEALT):
        reason = LegalReason.HAND_OVER  # nobody to play: a finished hand, whatever the reason says
    words, template = _words(reason, f"legal.{reason.value}")
    return template.format(
        seat=words.seat(plays.seat) if plays.seat is not None else "",
        led=words.suit(plays.led) if plays.led is not None else "",
    )


# -- trick results ---------------------------------------------------------------


def _reason_fields(words: Catalogue, result: TrickResult) -> dict[str, str]:
    return {
        "card": words.card(result.card),
        "led": words.suit(result.led) if result.led is not None else "",
        "trump": words.suit(result.trump) if result.trump is not None else "",
        "cards": ", ".join(map(words.card, result.discards)),
    }


def trick_reason(result: TrickResult) -> str:
    """Why the winner took the trick (``"Teal 4 is the highest Teal"``)."""
    key = f"reason.{result.rule.value}"
    # A rule whose sentence names the discards says so with a ``.discards`` form.
    if result.discards:
        words, template = _words(result.rule, key)
        if _has(words, f"{key}.discards"):
            key = f"{key}.discards"
    words, template = _words(result.rule, key)
    return template.format(**_reason_fields(words, result))


def short_reason(result: TrickResult) -> str:
    """The same for a narrow panel (``"Teal 4 — highest Teal"``)."""
    words, template = _words(result.rule, f"reason.{result.rule.value}.short")
    return template.format(**_reason_fields(words, result))


# -- hand results ----------------------------------------------------------------


def side_name(side: Side) -> str:
    """A side as the hand summary writes it: a team's label (``"E/W"``) or a seat's name."""
    if isinstance(side, Seat):
        return side.word
    label = getattr(side, "label", None)
    return label if isinstance(label, str) else side.code


def summary(result: HandResult) -> str:
    """``"draw 2–2"`` or ``"E/W win 3–2"``: the winners' points first."""
    score = result.score
    if result.is_draw:
        return f"draw {score}"
    names = " and ".join(side_name(side) for side in result.winners)
    points = [score[result.winners[0]]]
    points += [score[side] for side in score if side not in result.winners]
    return f"{names} win {'–'.join(map(str, points))}"

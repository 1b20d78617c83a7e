"""The engine's facts in English, said from the catalogue's English.

Errors, legal plays, trick results and hand results carry facts (kinds,
reasons, rules, seats, cards); their English ``message``, ``explanation``,
``reason`` and ``summary`` are made here, and JSON output keeps these English
sentences in every language. The sentences themselves live once, in the
catalogue (:mod:`four_lanterns.words`), which translations read too, and the
key for a fact is chosen once, in :mod:`four_lanterns.words.render`: each
function here is that renderer with the English catalogue.

A fact is looked up by its code in its own namespace: ``refusal.<kind>``,
``legal.<reason>``, ``reason.<rule>`` (and ``reason.<rule>.short``). A rule set
that adds a fact registers its sentences under its namespace with
:func:`four_lanterns.words.register_namespace`; a fact without words is an
error (``LookupError``), never a silent fallback.

The catalogue names seats and cards, so it imports the engine: it is imported
here inside each function, never at the top.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from four_lanterns.engine.errors import IllegalBid, IllegalPlay
    from four_lanterns.engine.facts import Fact
    from four_lanterns.engine.scoring import HandResult
    from four_lanterns.engine.tricks import LegalPlays, TrickResult
    from four_lanterns.words import Catalogue

__all__ = [
    "bid_refusal",
    "legal",
    "refusal",
    "short_reason",
    "summary",
    "trick_reason",
]


def _english(fact: Fact | None, say: Callable[[Catalogue], str]) -> str:
    """``say`` with the English catalogue; a fact without words is a ``LookupError``."""
    from four_lanterns.words import Catalogue

    try:
        # Not the cached ``catalogue()``: a game may register its namespace at run time.
        return say(Catalogue("en") if fact is None else Catalogue("en", "core"))
    except KeyError:
        if fact is None:
            raise
        raise LookupError(f"no English words for {fact!r} (namespace {fact.namespace!r})") from None


def refusal(error: IllegalPlay) -> str:
    """Why ``error``'s play was refused (``"East holds Teal 4, so East must follow Teal; ..."``)."""
    from four_lanterns.words import render

    return _english(error.kind, lambda w: render.refusal(error, w))


def bid_refusal(error: IllegalBid) -> str:
    """Why ``error``'s bid was refused (``"East cannot bid 5: the bids allowed are 0 or 2."``)."""
    from four_lanterns.words import render

    return _english(error.kind, lambda w: render.bid_refusal(error, w))


def legal(plays: LegalPlays) -> str:
    """Why these cards may be played (``"North leads: any card may be played."``)."""
    from four_lanterns.words import render

    return _english(plays.reason, lambda w: render.explanation(plays, w))


def trick_reason(result: TrickResult) -> str:
    """Why the winner took the trick (``"Teal 4 is the highest Teal"``)."""
    from four_lanterns.words import render

    return _english(result.rule, lambda w: render.trick_reason(result, w))


def short_reason(result: TrickResult) -> str:
    """The same for a narrow panel (``"Teal 4 — highest Teal"``)."""
    from four_lanterns.words import render

    return _english(result.rule, lambda w: render.trick_reason(result, w, short=True))


def summary(result: HandResult) -> str:
    """``"draw 2–2"`` or ``"E/W win 3–2"``: the winners' points first.

    Said from the default game's catalogue, as the reports say it: its
    namespace holds the hand summaries.
    """
    from four_lanterns.words import render

    return _english(None, lambda w: render.hand_summary(result, w))

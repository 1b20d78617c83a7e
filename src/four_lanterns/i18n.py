"""The words of reports and the command line, by language code.

Kept so callers can keep importing from here; every word comes from the one
catalogue in :mod:`four_lanterns.words` (this module defines none).
"""

from __future__ import annotations

from four_lanterns.engine.errors import IllegalPlay
from four_lanterns.engine.scoring import HandResult
from four_lanterns.engine.tricks import LegalPlays, TrickResult
from four_lanterns.words import LANGS, Catalogue, Lang, catalogue, detect_lang
from four_lanterns.words import render as _render

__all__ = [
    "LANGS",
    "Lang",
    "Words",
    "detect_lang",
    "explain_illegal",
    "explain_legal",
    "hand_summary",
    "illegal_lines",
    "trick_reason",
    "words",
]

Words = Catalogue
"""Everything shown to a person, in one language."""


def words(lang: Lang = "en") -> Catalogue:
    """The words of ``lang``."""
    return catalogue(lang)


def explain_illegal(error: IllegalPlay, lang: Lang) -> str:
    """The refusal in ``lang``."""
    return _render.refusal(error, catalogue(lang))


def illegal_lines(error: IllegalPlay, lang: Lang) -> tuple[str, str]:
    """The refused play with its step and rule, then the legal cards: two lines in ``lang``."""
    return _render.illegal_lines(error, catalogue(lang))


def explain_legal(legal: LegalPlays, lang: Lang) -> str:
    """Why the seat to play may play these cards, in ``lang``."""
    return _render.explanation(legal, catalogue(lang))


def trick_reason(result: TrickResult, lang: Lang, *, short: bool = False) -> str:
    """Why the winner took the trick, in ``lang``."""
    return _render.trick_reason(result, catalogue(lang), short=short)


def hand_summary(result: HandResult, lang: Lang) -> str:
    """``draw 2–2`` or ``E/W win 3–2`` in ``lang``."""
    return _render.hand_summary(result, catalogue(lang))

"""The ``strong`` bot's suggestion for a Sticheln position, as JSON or as a table.

``four-lanterns analyze --deal STICHELN_FILE`` prints what the ``strong`` bot
suggests for the seat to act, from that seat's view only (its hand and the
public record: the other hands of the file are never looked at). The JSON keys
and their order are a contract for scripts::

    {"game": "sticheln", "to_act": "E", "phase": "play", "step": "T1.2",
     "level": "strong", "seed": 0, "suggestion": "OWL",
     "options": [{"card": "OWL", "points": 31.2, "tricks": 2.1}, ...]}

``phase`` is ``"bidding"`` or ``"play"``; ``step`` is the bid's step id
(``"B2"``) or the card's (``"T1.2"``). In the bidding ``suggestion`` is a
number and each option is ``{"bid": 2, "points": ..., "tricks": ...}``, for
every bid the bot considers, in bid order; in play each legal card is an
option, in hand order. ``points`` is the mean of the seat's points for the
round (its tricks when the round has no bids) and ``tricks`` the mean number
of tricks it ends the round with (those already taken included), both over
the bot's sampled deals of the unseen cards and rounded to one decimal.
"""

from __future__ import annotations

import json

from four_lanterns.bots.strong import Assessment, Option
from four_lanterns.columns import layout, wrap_lines
from four_lanterns.engine.cards import Card, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.text import printable
from four_lanterns.words import Catalogue, Lang, catalogue

__all__ = ["render_suggestion_json", "render_suggestion_table"]

_GAME = "sticheln"


def _phase(assessment: Assessment) -> str:
    return "bidding" if assessment.phase is Phase.BIDDING else "play"


def _move_json(option: Option) -> dict[str, object]:
    if isinstance(option.move, Card):
        return {"card": option.move.code}
    return {"bid": option.move}


def _choice_json(choice: int | Card) -> int | str:
    return choice.code if isinstance(choice, Card) else choice


def render_suggestion_json(assessment: Assessment, step: str, seed: int) -> str:
    """The documented JSON shape, indented."""
    payload = {
        "game": _GAME,
        "to_act": assessment.seat.code,
        "phase": _phase(assessment),
        "step": step,
        "level": "strong",
        "seed": seed,
        "suggestion": _choice_json(assessment.choice),
        "options": [
            {
                **_move_json(option),
                "points": round(option.points, 1),
                "tricks": round(option.tricks, 1),
            }
            for option in assessment.options
        ],
    }
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def _move_words(w: Catalogue, move: int | Card) -> str:
    return w.card(move) if isinstance(move, Card) else str(move)


def render_suggestion_table(
    assessment: Assessment,
    rules: StichelnRules,
    dealer: Seat,
    step: str,
    seed: int,
    source: str,
    lang: Lang = "en",
    *,
    width: int | None = None,
) -> str:
    """The round's title, the seat to act and the suggestion, then one row per option."""
    w = catalogue(lang, _GAME)
    trump = w.suit(rules.trump) if rules.trump is not None else "—"
    title = w(
        "report.trace_title",
        source=printable(source),
        size=rules.hand_size,
        dealer=w.seat(dealer),
        trump=trump,
    )
    bidding = assessment.phase is Phase.BIDDING
    seat = w.seat(assessment.seat)
    head = w(
        "suggest.to_bid" if bidding else "suggest.to_play",
        seat=seat,
        step=step,
        choice=_move_words(w, assessment.choice),
    )
    rows = [
        (
            w("suggest.bid" if bidding else "suggest.card"),
            w("suggest.points"),
            w("suggest.tricks"),
            "",
        )
    ]
    for option in assessment.options:
        mark = w("suggest.mark") if option.move == assessment.choice else ""
        rows.append(
            (
                _move_words(w, option.move),
                w.decimal(option.points),
                w.decimal(option.tricks),
                mark,
            )
        )
    table = layout(rows, width=width)
    # The mark column has no heading, so no rule under it either.
    table[1] = table[1].rsplit(" ", 1)[0].rstrip()
    note = w("suggest.note", seat=seat, seed=seed)
    lines = [*wrap_lines([title, head], width), "", *table, "", *wrap_lines([note], width)]
    return "\n".join(lines) + "\n"

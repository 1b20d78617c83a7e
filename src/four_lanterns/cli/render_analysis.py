"""A solved position as JSON or as a short table in the chosen language.

The JSON keys and their order are a contract for scripts: ``variant``,
``to_play``, ``step``, ``best`` and ``cards`` (each card with ``NS`` and
``EW``), points always the final totals of the hand.
"""

from __future__ import annotations

import json

from four_lanterns.analysis import Analysis, CardValue
from four_lanterns.columns import layout, wrap_lines
from four_lanterns.engine.cards import Team
from four_lanterns.text import printable
from four_lanterns.words import FourLanternsKey, Lang, catalogue

__all__ = ["render_analysis_json", "render_analysis_table"]

_VARIANTS: dict[str, FourLanternsKey] = {"v0": "variant.v0", "v1": "variant.v1"}


def _points(value: CardValue) -> dict[str, int]:
    return {"NS": value.ns, "EW": value.ew}


def render_analysis_json(analysis: Analysis) -> str:
    """The documented JSON shape, indented."""
    payload = {
        "variant": analysis.variant.code,
        "to_play": analysis.to_play.code,
        "step": analysis.step,
        "best": _points(analysis.best),
        "cards": [{"card": value.card.code, **_points(value)} for value in analysis.cards],
    }
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def render_analysis_table(
    analysis: Analysis, source: str, lang: Lang = "en", *, width: int | None = None
) -> str:
    """A title, who is to play and the best result, then one row per legal card."""
    w = catalogue(lang)
    code = analysis.variant.code
    description = w(_VARIANTS[code]) if code in _VARIANTS else analysis.variant.description
    title = w("report.trace_title", source=printable(source), variant=code, description=description)
    best = analysis.best
    score = w.score_line(((Team.NS, best.ns), (Team.EW, best.ew)))
    margin = best.ns - best.ew
    rows = [(w("analysis.card"), w.side(Team.NS), w.side(Team.EW), "")]
    for value in analysis.cards:
        mark = w("analysis.best") if value.ns - value.ew == margin else ""
        rows.append((w.card(value.card), str(value.ns), str(value.ew), mark))
    table = layout(rows, width=width)
    # The mark column has no heading, so no rule under it either.
    table[1] = table[1].rsplit(" ", 1)[0].rstrip()
    to_play = w("analysis.to_play", seat=w.seat(analysis.to_play), step=analysis.step, score=score)
    lines = [
        *wrap_lines([title, to_play], width),
        "",
        *table,
        "",
        *wrap_lines([w("analysis.note")], width),
    ]
    return "\n".join(lines) + "\n"

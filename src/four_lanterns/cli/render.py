"""Text renderings of a hand record: the reviewer's table, Markdown and JSON.

The table and Markdown speak the chosen language; card codes and the JSON
shape do not change with it. Text from a deal file (its name) is shown with
control characters escaped, so a file cannot drive the reader's terminal.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from four_lanterns.columns import layout, wrap_lines
from four_lanterns.engine.record import HandRecord, TrickRow
from four_lanterns.engine.tricks import Play
from four_lanterns.text import printable
from four_lanterns.words import Catalogue, FourLanternsKey, Lang, catalogue
from four_lanterns.words.render import hand_summary, trick_reason

__all__ = ["render_json", "render_markdown", "render_table"]

# The cards, the reason, the score (its header: two teams) and the next leader wrap
# when the table must fit.
_WRAP = (1, 3, 4, 5)

_VARIANTS: dict[str, FourLanternsKey] = {"v0": "variant.v0", "v1": "variant.v1"}


def _headers(w: Catalogue, record: HandRecord) -> tuple[str, ...]:
    # The score column names the game's sides in score order: N/S–E/W.
    teams = w.side_names(record.score)
    return (
        w("report.trick"),
        w("report.leader_and_cards"),
        w("report.winner"),
        w("report.why"),
        teams,
        w("report.next_leader"),
    )


def _plays_words(w: Catalogue, plays: Sequence[Play]) -> str:
    return w("fmt.clause_separator").join(
        f"{w.seat(play.seat)} {w.card(play.card)}" for play in plays
    )


def _cells(w: Catalogue, row: TrickRow) -> tuple[str, ...]:
    trick = f"{row.number} — {w.suit(row.led)}" if row.led is not None else str(row.number)
    if not row.complete:
        in_progress = w("fmt.bracketed", text=w("report.in_progress"))
        return (trick, _plays_words(w, row.plays), in_progress, "", "", "")
    assert row.result is not None and row.score is not None
    ends = row.last or row.next_leader is None
    next_leader = (
        w("report.hand_ends") if ends or row.next_leader is None else w.seat(row.next_leader)
    )
    return (
        trick,
        _plays_words(w, row.plays),
        w.seat(row.result.winner),
        trick_reason(row.result, w),
        w.score(row.score.values()),
        next_leader,
    )


def _result_line(w: Catalogue, record: HandRecord) -> str:
    score = w.score_line(record.score.items())
    if record.result is None:
        played = sum(len(row.plays) for row in record.tricks)
        return w("report.hand_incomplete", played=played, total=record.cards_in_hand, score=score)
    return w(
        "fmt.label", label=w("report.result"), value=f"{score} — {hand_summary(record.result, w)}"
    )


def _title(w: Catalogue, record: HandRecord, source: str) -> str:
    code = record.variant.code
    description = w(_VARIANTS[code]) if code in _VARIANTS else record.variant.description
    return w("report.trace_title", source=printable(source), variant=code, description=description)


def render_table(
    record: HandRecord, source: str, lang: Lang = "en", *, width: int | None = None
) -> str:
    """A plain-text table with aligned columns, one row per trick.

    With ``width`` the cards, the reasons and the next leader wrap until the
    table fits in that many columns (as far as their words allow), and so
    do the title and the result line.
    """
    w = catalogue(lang)
    rows = [_headers(w, record), *(_cells(w, row) for row in record.tricks)]
    lines = [*wrap_lines([_title(w, record, source)], width), ""]
    lines += layout(rows, width=width, wrap=_WRAP)
    lines += ["", *wrap_lines([_result_line(w, record)], width)]
    return "\n".join(lines) + "\n"


def render_markdown(record: HandRecord, source: str, lang: Lang = "en") -> str:
    """A Markdown table shaped like the paper trace in ``docs/rules.md``."""
    w = catalogue(lang)
    headers = _headers(w, record)
    lines = [f"## {_title(w, record, source)}", ""]
    lines.append("| " + " | ".join(headers) + " |")
    lines.append("|" + "---|" * len(headers))
    for row in record.tricks:
        lines.append("| " + " | ".join(_cells(w, row)) + " |")
    lines += ["", _result_line(w, record)]
    return "\n".join(lines) + "\n"


def render_json(record: HandRecord) -> str:
    """The documented JSON shape, indented."""
    return json.dumps(record.as_json(), indent=2, ensure_ascii=False) + "\n"

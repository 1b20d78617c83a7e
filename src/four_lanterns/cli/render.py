"""Text renderings of a hand record: the reviewer's table, Markdown and JSON."""

from __future__ import annotations

import json
from collections.abc import Sequence

from four_lanterns.engine.record import HandRecord, TrickRow
from four_lanterns.engine.tricks import Play

__all__ = ["render_json", "render_markdown", "render_table"]

_HEADERS = ("Trick", "Leader and cards, clockwise", "Winner", "Why", "N/S–E/W", "Next leader")


def _plays_words(plays: Sequence[Play]) -> str:
    return "; ".join(f"{play.seat.word} {play.card.word}" for play in plays)


def _cells(row: TrickRow) -> tuple[str, ...]:
    if not row.complete:
        return (
            f"{row.number} — {row.led.word}",
            _plays_words(row.plays),
            "(in progress)",
            "",
            "",
            "",
        )
    assert row.result is not None and row.score is not None
    next_leader = "hand ends" if row.last or row.next_leader is None else row.next_leader.word
    return (
        f"{row.number} — {row.led.word}",
        _plays_words(row.plays),
        row.result.winner.word,
        row.result.reason,
        f"{row.score.ns}–{row.score.ew}",
        next_leader,
    )


def _result_line(record: HandRecord) -> str:
    score = f"N/S {record.score.ns} – E/W {record.score.ew}"
    if record.result is None:
        played = sum(len(row.plays) for row in record.tricks)
        return (
            f"Hand not complete ({played} of {record.cards_in_hand} cards played): {score} so far"
        )
    return f"Result: {score} — {record.result.summary}"


def _title(record: HandRecord, source: str) -> str:
    variant = record.variant
    return f"Four Lanterns — {source} — scoring {variant.code} ({variant.description})"


def render_table(record: HandRecord, source: str) -> str:
    """A plain-text table with aligned columns, one row per trick."""
    rows = [_HEADERS, *(_cells(row) for row in record.tricks)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(_HEADERS))]
    lines = [_title(record, source), ""]
    for index, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
        if index == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines += ["", _result_line(record)]
    return "\n".join(lines) + "\n"


def render_markdown(record: HandRecord, source: str) -> str:
    """A Markdown table shaped like the paper trace in ``docs/rules.md``."""
    lines = [f"## {_title(record, source)}", ""]
    lines.append("| " + " | ".join(_HEADERS) + " |")
    lines.append("|" + "---|" * len(_HEADERS))
    for row in record.tricks:
        lines.append("| " + " | ".join(_cells(row)) + " |")
    lines += ["", _result_line(record)]
    return "\n".join(lines) + "\n"


def render_json(record: HandRecord) -> str:
    """The documented JSON shape, indented."""
    return json.dumps(record.as_json(), indent=2, ensure_ascii=False) + "\n"

"""The score pad: one row per round, as people keep it on paper."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from four_lanterns.match import Match, PadRow
from four_lanterns.tui.words import Words

__all__ = ["ScorePad", "pad_lines"]

_CELL = 5  # "-140", "12/12": a cell of the pad, right-aligned
_LABEL = 3


def _cell(text: str, width: int = _CELL) -> str:
    return " " * max(width - cell_len(text), 0) + text


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def pad_lines(match: Match, words: Words) -> list[str]:
    """The pad as lines of text: a heading, then the rows finished so far.

    Sticheln: per round a line of bid/taken, a line of points and a line of
    the running total, one column per seat. Four Lanterns: per hand the
    points under each scoring variant, and the running totals.
    """
    sides = match.state.rules.sides
    rows = match.pad()
    if match.setup.game == "sticheln":
        head = " " * _LABEL + "".join(_cell(side.code) for side in sides)
        lines = [head]
        for row in rows:
            lines.extend(_sticheln_row(row))
        return lines
    names = words.side_names(sides)
    lines = [f"{'':{_LABEL}}{'v0':>7} {'v1':>7}", f"{'':{_LABEL}}{names:>7} {names:>7}"]
    for row in rows:
        columns, totals = dict(row.columns), dict(row.totals)
        lines.append(
            f"{row.number:<{_LABEL}}{words.score(columns['v0']):>7} {words.score(columns['v1']):>7}"
        )
        if row is rows[-1]:
            lines.append(
                f"{'Σ':<{_LABEL}}{words.score(totals['v0']):>7} {words.score(totals['v1']):>7}"
            )
    return lines


def _sticheln_row(row: PadRow) -> list[str]:
    columns, totals = dict(row.columns), dict(row.totals)
    bids, taken, points, total = (
        columns["bid"],
        columns["taken"],
        columns["points"],
        totals["points"],
    )

    return [
        f"{row.number:<{_LABEL}}"
        + "".join(_cell(f"{bids[side]}/{taken[side]}") for side in bids.sides),
        " " * _LABEL + "".join(_cell(_signed(points[side])) for side in points.sides),
        f"{'Σ':<{_LABEL}}" + "".join(_cell(str(total[side])) for side in total.sides),
    ]


class ScorePad(VerticalScroll):
    """The score pad panel; it keeps the latest round in sight."""

    match: reactive[Match | None] = reactive(None)

    def __init__(self, *, words: Words, legend: bool) -> None:
        # Without the legend it is a Four Lanterns match's pad, beside the status panel.
        super().__init__(id="pad", classes=None if legend else "-beside-status")
        self._words = words
        self.border_title = words.catalogue("match.pad_title")
        if legend:
            self.border_subtitle = words.catalogue("match.pad_legend")
        self.can_focus = False

    def compose(self) -> ComposeResult:
        yield Static(id="pad-rows")

    def watch_match(self, match: Match | None) -> None:
        if match is None or not self.is_mounted:
            return
        self._draw(match)

    def on_mount(self) -> None:
        if self.match is not None:
            self._draw(self.match)

    def _draw(self, match: Match) -> None:
        lines = pad_lines(match, self._words)
        self.query_one("#pad-rows", Static).update(
            Content("\n").join(Content(line) for line in lines)
        )
        self.call_after_refresh(self.scroll_end, animate=False)

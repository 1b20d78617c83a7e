"""The score pad: one row per round, as people keep it on paper."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from four_lanterns.match import Match, PadRow
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.words import Words

__all__ = ["ScorePad", "pad_lines", "pad_parts"]

_CELL = 5  # "-140", "12/12": a cell of the pad, right-aligned
_LABEL = 3


def _cell(text: str, width: int = _CELL) -> str:
    return " " * max(width - cell_len(text), 0) + text


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def pad_lines(match: Match, words: Words) -> list[str]:
    """The pad as lines of text: its heading, then the rows finished so far."""
    head, rows = pad_parts(match, words)
    return [*head, *rows]


def pad_parts(match: Match, words: Words) -> tuple[list[str], list[str]]:
    """The pad's heading lines, and its lines for the rounds finished so far.

    Sticheln: per round a line of bid/taken, a line of points and a line of
    the running total, one column per seat. Four Lanterns: per hand the
    points under each scoring variant, and the running totals.
    """
    sides = match.state.rules.sides
    rows = match.pad()
    total = words.catalogue("match.pad_total")
    if match.setup.game == "sticheln":
        # Each seat of its own, headed by its initial in the table's language.
        head = " " * _LABEL + "".join(_cell(words.seat_initial(side.seats[0])) for side in sides)
        return [head], [line for row in rows for line in _sticheln_row(row, total)]
    names = words.side_names(sides)
    heading = [f"{'':{_LABEL}}{'v0':>7} {'v1':>7}", f"{'':{_LABEL}}{names:>7} {names:>7}"]
    lines: list[str] = []
    for row in rows:
        columns, totals = dict(row.columns), dict(row.totals)
        lines.append(
            f"{row.number:<{_LABEL}}{words.score(columns['v0']):>7} {words.score(columns['v1']):>7}"
        )
        if row is rows[-1]:
            lines.append(
                f"{total:<{_LABEL}}{words.score(totals['v0']):>7} {words.score(totals['v1']):>7}"
            )
    return heading, lines


def _sticheln_row(row: PadRow, total_label: str) -> list[str]:
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
        f"{total_label:<{_LABEL}}" + "".join(_cell(str(total[side])) for side in total.sides),
    ]


class ScorePad(Vertical):
    """The score pad panel: its heading stays put, its rows keep the latest round in sight."""

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
        yield Static(id="pad-head")
        with VerticalScroll(id="pad-body", can_focus=False):
            yield Static(id="pad-rows")

    def watch_match(self, match: Match | None) -> None:
        if match is None or not self.is_mounted:
            return
        self._draw(match)

    def on_mount(self) -> None:
        ascii_scrollbars(self.query_one("#pad-body", VerticalScroll))
        if self.match is not None:
            self._draw(self.match)

    def _draw(self, match: Match) -> None:
        head, rows = pad_parts(match, self._words)
        self.query_one("#pad-head", Static).update(_lines(head))
        self.query_one("#pad-rows", Static).update(_lines(rows))
        body = self.query_one("#pad-body", VerticalScroll)
        self.call_after_refresh(body.scroll_end, animate=False)


def _lines(lines: list[str]) -> Content:
    return Content("\n").join(Content(line) for line in lines)

"""The score pad: one row per round, as people keep it on paper."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from four_lanterns.columns import pad, pad_left
from four_lanterns.match import Match, PadRow
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.words import Words

__all__ = ["ScorePad", "pad_lines", "pad_parts"]

_CELL = 5  # "-140", "12/12": a cell of the pad, right-aligned
_LABEL = 3
_FIGURES = 7
"""The least width of a column of points (``100–100``): it stays put as the totals grow."""
_VARIANTS = ("v0", "v1")


def _cell(text: str, width: int = _CELL) -> str:
    return pad_left(text, width)


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
    # The sides' names joined as the points under them are (N/S–E/W over 2–3). In
    # Chinese too, whose status panel spaces them: four names spaced alike on one
    # line would not say which two head a column.
    names = words.catalogue("fmt.score_dash").join(words.side(side) for side in sides)
    headings = [_VARIANTS, tuple(names for _ in _VARIANTS)]
    table: list[tuple[str, ...]] = []
    for row in rows:
        columns = dict(row.columns)
        table.append((str(row.number), *(words.score(columns[code]) for code in _VARIANTS)))
    if rows:
        totals = dict(rows[-1].totals)
        table.append((total, *(words.score(totals[code]) for code in _VARIANTS)))
    return _aligned(headings, table)


def _aligned(
    headings: list[tuple[str, ...]], rows: list[tuple[str, ...]]
) -> tuple[list[str], list[str]]:
    """The heading lines and the rows (a label, then figures), every column ending in one place.

    Places are counted in terminal cells, as the terminal draws them: a
    Chinese character takes two. A heading line has no label, so a wide
    heading (Chinese) reaches into the labels' room rather than past the
    pad's right edge.
    """
    label = max([_LABEL, *(cell_len(row[0]) + 1 for row in rows)])
    ends: list[int] = []
    for at in range(len(headings[0])):
        # A column starts after a space, the first one after the labels (its heading at once).
        start = ends[-1] + 1 if ends else 0
        figures = max([_FIGURES, *(cell_len(row[at + 1]) for row in rows)])
        heading = max(cell_len(row[at]) for row in headings)
        ends.append(max((start if ends else label) + figures, start + heading))

    def line(text: str, cells: tuple[str, ...]) -> str:
        for cell, end in zip(cells, ends, strict=True):
            text += pad_left(cell, end - cell_len(text))
        return text

    return [line("", row) for row in headings], [line(row[0], row[1:]) for row in rows]


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
        pad(total_label, _LABEL) + "".join(_cell(str(total[side])) for side in total.sides),
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
        self._rows: list[str] | None = None  # as last drawn

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
        if rows == self._rows:
            # A card or a bid changes no row: the rounds paged back to stay in sight.
            return
        self._rows = rows
        lines = self.query_one("#pad-rows", Static)
        lines.update(_lines(rows))
        # Its height set, not measured: bots with no pause change the rows again
        # while the layout asked for by the last change is still to come, and
        # Textual then keeps the height it measured for the rows before (a round
        # behind). A line of the pad never wraps (the style sheet), so a row a line;
        # with no round over yet, one empty line, as measured.
        lines.styles.height = max(len(rows), 1)
        body = self.query_one("#pad-body", VerticalScroll)
        self.call_after_refresh(body.scroll_end, animate=False)

    def at_edge(self, pages: int) -> bool:
        """Whether there is nothing to scroll to a page back (``pages < 0``) or on."""
        return at_scroll_edge(self.query_one("#pad-body", VerticalScroll), pages)

    def page(self, pages: int) -> None:
        """Scroll the rows a page back (``pages < 0``) or on: the rounds out of sight."""
        body = self.query_one("#pad-body", VerticalScroll)
        if pages < 0:
            body.scroll_page_up(animate=False)
        else:
            body.scroll_page_down(animate=False)


def at_scroll_edge(scroller: Widget, pages: int) -> bool:
    """Whether ``scroller`` is at its top (``pages < 0``) or bottom: PgUp or PgDn moves nothing."""
    return scroller.scroll_y <= 0 if pages < 0 else scroller.scroll_y >= scroller.max_scroll_y


def _lines(lines: list[str]) -> Content:
    return Content("\n").join(Content(line) for line in lines)

"""The checklist panel: each trick of the paper trace against what the engine showed."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from four_lanterns.engine import Play, Seat
from four_lanterns.engine.deal import TraceTrick
from four_lanterns.engine.record import TrickRow
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.review.checklist import Checklist, ChecklistRow, Status
from four_lanterns.review.report import FIELD_KEYS, STATUS_KEYS, describe_divergence
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.words import Words

__all__ = ["ChecklistPanel"]

_SHORT = 30  # rows: below this the history competes with the checklist for room

_STATUS_STYLE = {Status.MATCH: "", Status.MISMATCH: "bold reverse", Status.NOT_EXECUTED: "dim"}


class ChecklistPanel(VerticalScroll, can_focus=False):
    """One row per paper trick: its status, and on ``c`` the expected and observed values.

    Compact rows (the default) give the trick, its status in words and,
    where the panel is wide enough, the paper's winner and running score.
    The detailed view adds the paper's cards, winner, score and next leader
    and the engine's, each on its own line, so expected and observed stay
    apart. The first divergence is always spelled out under the rows.

    The screen hands down a new checklist after every card; the panel redraws
    only when the text it shows changes.
    """

    # No automatic repaint: _refresh_view updates the text only when it changes.
    checklist: reactive[Checklist | None] = reactive(None, repaint=False)
    detail: reactive[bool] = reactive(False, repaint=False)

    def __init__(self, *, words: Words, has_trace: bool) -> None:
        super().__init__(id="checklist")
        self._words = words
        self._catalogue = Catalogue(words.lang)
        self._has_trace = has_trace
        self._shown: tuple[object, ...] | None = None
        self.border_title = words.checklist_title
        self.border_subtitle = words.checklist_toggle

    def compose(self) -> ComposeResult:
        yield Static(id="checklist-rows")
        yield Static(id="checklist-divergence")

    def on_mount(self) -> None:
        ascii_scrollbars(self)
        self._refresh_view()

    def watch_checklist(self) -> None:
        self._refresh_view()

    def watch_detail(self) -> None:
        self._refresh_view()

    def on_resize(self) -> None:
        # The compact rows add the paper's winner only where it fits.
        self._refresh_view()

    # -- drawing -------------------------------------------------------------

    def _refresh_view(self) -> None:
        if not self.is_mounted:
            return
        rows, divergence = self._contents()
        # Content compares text only; the spans carry the status styles.
        shown = tuple((content.plain, tuple(content.spans)) for content in (rows, divergence))
        if self._shown == shown:
            return  # nothing a user could see has changed: no repaint, no layout
        self._shown = shown
        self.query_one("#checklist-rows", Static).update(rows)
        note = self.query_one("#checklist-divergence", Static)
        note.update(divergence)
        # The first divergence stands out (colour in app.tcss); the calm
        # "following the paper trace" line does not.
        diverged = self.checklist is not None and self.checklist.first_divergence is not None
        note.set_class(diverged, "-diverged")
        note.display = bool(divergence.plain)

    def _contents(self) -> tuple[Content, Content]:
        checklist = self.checklist
        if not self._has_trace:
            return Content.styled(self._words.checklist_no_trace, "dim"), Content("")
        if checklist is None:
            return Content(""), Content("")
        width = max(self.scrollable_content_region.width, 1)
        heads = [self._head(row) for row in checklist.rows]
        extras = [self._extra(row) for row in checklist.rows]
        # The paper's winner and score join the compact rows only if they fit
        # on every row: columns that come and go would read as a difference.
        head_width = max((head.cell_length for head in heads), default=0)
        extra_width = max((cell_len(extra) for extra in extras), default=0)
        with_extra = not self.detail and all(extras) and head_width + 1 + extra_width <= width
        lines: list[Content] = []
        for row, head, extra in zip(checklist.rows, heads, extras, strict=True):
            if with_extra:
                pad = " " * (width - head.cell_length - cell_len(extra))
                lines.append(Content.assemble(head, pad, (extra, "dim")))
            else:
                lines.append(head)
            if self.detail:
                lines.append(self._detail(self._words.checklist_paper, *self._paper(row)))
                lines.append(self._detail(self._words.checklist_engine, *self._seen(row)))
        rows = Content("\n").join(lines)
        catalogue = self._catalogue
        divergence = checklist.first_divergence
        if divergence is not None:
            return rows, Content(describe_divergence(divergence, catalogue))
        if checklist.all_match:
            calm = catalogue("report.trace_done", n=len(checklist.rows))
        else:
            calm = catalogue("report.on_trace")
        # On a short terminal the calm line only where it fits on one line:
        # the rows already say it, and the history needs the room.
        roomy = self.detail or self.app.size.height > _SHORT or cell_len(calm) <= width
        return rows, Content(calm if roomy else "")

    def _head(self, row: ChecklistRow) -> Content:
        status = self._catalogue(STATUS_KEYS[row.status.value])
        if row.field:
            status = f"{status} ({self._catalogue(FIELD_KEYS[row.field])})"
        return Content.assemble(f"T{row.number} ", (status, _STATUS_STYLE[row.status]))

    def _extra(self, row: ChecklistRow) -> str:
        paper = row.expected
        score = paper.scores.get(self.checklist.variant.code) if self.checklist else None
        if score is None:
            return ""
        return f"{self._words.seat(paper.winner)} {self._words.score(score)}"

    def _detail(self, label: str, leader: Seat | None, plays: str, tail: str) -> Content:
        # No-break spaces: wrapping would strip ordinary leading spaces.
        space = self._words.no_break_space
        indent = space * 2
        if leader is None:
            return Content.styled(f"{indent}{label}{space}{self._words.checklist_nothing}", "dim")
        lead = self._words.checklist_leads.format(seat=self._words.seat(leader))
        return Content(f"{indent}{label}{space}{lead} {plays}{tail}")

    def _paper(self, row: ChecklistRow) -> tuple[Seat | None, str, str]:
        paper: TraceTrick = row.expected
        score = paper.scores.get(self.checklist.variant.code) if self.checklist else None
        return (
            paper.plays[0].seat if paper.plays else None,
            _codes(paper.plays),
            self._tail(
                paper.winner,
                self._words.score(score) if score is not None else "",
                paper.next_leader,
                last=paper.next_leader is None,
            ),
        )

    def _seen(self, row: ChecklistRow) -> tuple[Seat | None, str, str]:
        seen: TrickRow | None = row.observed
        if seen is None or not seen.plays:
            return None, "", ""
        if not seen.complete:
            return seen.leader, _codes(seen.plays), f" ({self._catalogue('report.in_progress')})"
        return (
            seen.leader,
            _codes(seen.plays),
            self._tail(
                seen.winner,
                self._words.score(seen.score) if seen.score else "",
                seen.next_leader,
                last=seen.last,
            ),
        )

    def _tail(
        self, winner: Seat | None, score: str, next_leader: Seat | None, *, last: bool
    ) -> str:
        words = self._words
        parts = [words.seat(winner) if winner is not None else "", score]
        if next_leader is not None:
            parts.append(words.checklist_next.format(seat=words.seat(next_leader)))
        elif last:
            parts.append(self._catalogue("report.hand_ends"))
        return self._words.checklist_joint + " ".join(part for part in parts if part)


def _codes(plays: tuple[Play, ...]) -> str:
    """The cards in the order played, as codes (``T1 T4 T3 T2``): the same in every language."""
    return " ".join(play.card.code for play in plays)

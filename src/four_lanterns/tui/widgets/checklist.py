"""The checklist panel: each trick of the paper trace against what the engine showed."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.geometry import Region
from textual.reactive import reactive
from textual.widgets import Static

from four_lanterns.engine import Play, Seat
from four_lanterns.engine.deal import TraceTrick
from four_lanterns.engine.record import TrickRow
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.review.checklist import Checklist, ChecklistRow, Status
from four_lanterns.review.report import FIELD_KEYS, describe_divergence, ends_word, status_key
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.words import Words
from four_lanterns.words import CoreKey

__all__ = ["ChecklistPanel"]

_SHORT = 30  # rows: below this the history competes with the checklist for room

# Cells a broken line's continuation starts in: deeper than any line that
# starts a row, so it never reads as one. Compact, every row starts at the
# edge; in the details a paper or engine line starts two cells in.
_HANG_COMPACT = 2
_HANG_DETAIL = 4

_STATUS_STYLE = {Status.MATCH: "", Status.MISMATCH: "bold reverse", Status.NOT_EXECUTED: "dim"}


class ChecklistPanel(VerticalScroll, can_focus=False):
    """One row per paper trick: its status, and on ``c`` the expected and observed values.

    Compact rows (the default) give the trick, its status in words and the
    paper's winner and running score, right-aligned in a column headed as
    the paper's; a value too wide for its row's line goes on the line under
    it, in the same column. The detailed view adds the paper's cards,
    winner, score and next leader and the engine's, each on its own line,
    so expected and observed stay apart. The first divergence is always
    spelled out under the rows. A trick played away from the paper says the
    cards played, not "not executed".

    A line too long for the panel goes on under itself, deeper than any line
    that starts a row: two cells in where the rows are compact (each starts
    at the edge), four in the details (a paper or engine line starts two
    cells in). So a continuation (``T2 · East 0–1``, cards or a step id)
    never looks like a row of its own. A paper or engine line breaks
    between who led, the cards and the result before it breaks inside
    them: the cards stay together where they fit on a line.

    Its frame names what ``c`` does next: details while the rows are
    compact; from the details, hide in live play and less (back to compact)
    in review, which keeps the panel shown; without a paper trace there are
    no details, and ``c`` only hides the panel.

    In live play (``live``) the panel shows no paper value for a card not
    played yet: the paper's winner and score join a trick's row once the
    trick is complete, and the paper's cards only as far as the cards
    played. In review mode every value of the paper is shown.

    The screen hands down a new checklist after every card; the panel redraws
    only when the text it shows changes. It keeps the current trick (the one
    the last card played is in; the first before any) in view: taller than
    the panel, the rows scroll to it as the cards go on or back, by as little
    as shows all of its lines (its first lines, if it has more than fit).
    """

    # No automatic repaint: _refresh_view updates the text only when it changes.
    checklist: reactive[Checklist | None] = reactive(None, repaint=False)
    detail: reactive[bool] = reactive(False, repaint=False)

    def __init__(self, *, words: Words, has_trace: bool, live: bool = False) -> None:
        super().__init__(id="checklist")
        self._words = words
        # The game's own words first (a Sticheln paper names its rules and totals).
        self._catalogue = Catalogue(words.lang, words.catalogue.game)
        self._has_trace = has_trace
        self._live = live
        self._shown: tuple[object, ...] | None = None
        # The current trick's lines in the rows: the first and how many.
        self._current: tuple[int, int] = (0, 0)
        self.border_title = words.checklist_title
        self.border_subtitle = self._key_label()

    def compose(self) -> ComposeResult:
        yield Static(id="checklist-rows")
        yield Static(id="checklist-divergence")

    def on_mount(self) -> None:
        ascii_scrollbars(self)
        self._refresh_view()

    def watch_checklist(self) -> None:
        self._refresh_view()

    def watch_detail(self) -> None:
        self.border_subtitle = self._key_label()
        self._refresh_view()

    def _key_label(self) -> str:
        """What ``c`` does next, in play or in review."""
        words = self._words
        if not self._has_trace:
            return words.checklist_hide  # no paper trace, no details: c only hides the panel
        if not self.detail:
            return words.checklist_toggle
        # From the details c goes on to hidden in live play, back to compact in review.
        return words.checklist_hide if self._live else words.checklist_less

    def on_resize(self) -> None:
        # The compact rows add the paper's winner only where it fits.
        self._refresh_view()

    def watch_show_vertical_scrollbar(self) -> None:
        # The scrollbar takes a cell of the rows' width, and gives it back:
        # the lines are broken for the width they have (no resize says so).
        self._refresh_view()

    def watch_virtual_size(self) -> None:
        # The rows laid out anew, more or fewer of them (no resize says so): the
        # scroll that showed the current trick may have waited for this layout.
        self._show_current()

    # -- drawing -------------------------------------------------------------

    def _refresh_view(self) -> None:
        if not self.is_mounted:
            return
        rows, divergence, self._current = self._contents()
        # Once the rows are laid out (and as long as they are): the current trick in view.
        self.call_after_refresh(self._show_current)
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

    def _show_current(self) -> None:
        """Scroll the rows, as little as will do, to show the current trick's lines."""
        start, count = self._current
        if not count or not self.is_mounted:
            return
        # More lines than the panel shows: its first ones (its id and status on top).
        count = min(count, max(self.scrollable_content_region.height, 1))
        top = self.query_one("#checklist-rows", Static).virtual_region.y + start
        self.scroll_to_region(Region(0, top, 1, count), animate=False, x_axis=False, immediate=True)

    def _current_row(self, rows: tuple[ChecklistRow, ...]) -> int:
        """The index of the current trick: the last with a card played, else the first."""
        begun = [index for index, row in enumerate(rows) if self._played(row)]
        return begun[-1] if begun else 0

    def _contents(self) -> tuple[Content, Content, tuple[int, int]]:
        """The rows, the line under them, and the current trick's lines (first, how many)."""
        checklist = self.checklist
        if not self._has_trace:
            return Content.styled(self._words.checklist_no_trace, "dim"), Content(""), (0, 0)
        if checklist is None:
            return Content(""), Content(""), (0, 0)
        width = max(self.scrollable_content_region.width, 1)
        top: list[Content] = []
        if self.detail:
            blocks = [self._detail_lines(row, width) for row in checklist.rows]
        else:
            top, blocks = self._compact(checklist.rows, width)
        lines = top + [line for block in blocks for line in block]
        current = self._current_row(checklist.rows)
        start = len(top) + sum(len(block) for block in blocks[:current])
        span = (start, len(blocks[current]) if blocks else 0)
        rows = Content("\n").join(lines)
        catalogue = self._catalogue
        divergence = checklist.first_divergence
        if divergence is not None:
            sentence = Content(describe_divergence(divergence, catalogue))
            return rows, Content("\n").join(self._broken([sentence], width)), span
        if checklist.all_match:
            # A paper that states the round's result (Sticheln) says it was reached too.
            done: CoreKey = "report.trace_done_result" if checklist.totals else "report.trace_done"
            if len(checklist.rows) == 1:  # "all 1 tricks" reads wrong in every language
                done = (
                    "report.trace_done_result_one" if checklist.totals else "report.trace_done_one"
                )
            calm = catalogue(done, n=len(checklist.rows))
        else:
            calm = catalogue("report.on_trace")
        # On a short terminal the calm line only where it fits on one line:
        # the rows already say it, and the history needs the room.
        roomy = self.detail or self.app.size.height > _SHORT or cell_len(calm) <= width
        if not roomy and checklist.all_match and checklist.totals:
            # The rows say nothing of the paper's result: in as few words as a row.
            calm = f"{catalogue('report.result')} {catalogue('report.match')}"
        elif not roomy:
            return rows, Content(""), span
        return rows, Content("\n").join(self._broken([Content(calm)], width)), span

    def _detail_lines(self, row: ChecklistRow, width: int) -> list[Content]:
        """A trick's lines in the details: its id and status, the paper's, the engine's."""
        lines = self._broken(self._head_parts(row), width)
        if self._live and not self._played(row):
            lines += self._broken([self._paper_unplayed()], width)
        else:
            paper = self._detail(self._words.checklist_paper, *self._paper(row))
            lines += self._broken(paper, width)
        engine = self._detail(self._words.checklist_engine, *self._seen(row))
        return lines + self._broken(engine, width)

    def _broken(self, parts: Sequence[Content], width: int) -> list[Content]:
        """The line ``parts`` make, in lines of the panel's width (see :func:`_hang`)."""
        cells = _HANG_DETAIL if self.detail else _HANG_COMPACT
        return _hang(parts, width, self._words.no_break_space * cells)

    def _compact(
        self, rows: tuple[ChecklistRow, ...], width: int
    ) -> tuple[list[Content], list[list[Content]]]:
        """One line a trick, the paper's values right-aligned under a heading that says so.

        Returns the heading's line (none without paper values) and each trick's lines.
        """
        extras = [self._extra(row) for row in rows]
        if not any(extras):
            return [], [self._broken(self._head_parts(row), width) for row in rows]
        heading = self._words.checklist_paper_column
        top = [Content.styled(" " * max(width - cell_len(heading), 0) + heading, "dim italic")]
        blocks: list[list[Content]] = []
        for row, extra in zip(rows, extras, strict=True):
            head = self._head(row)
            if not extra:
                blocks.append(self._broken(self._head_parts(row), width))
                continue
            room = width - head.cell_length - cell_len(extra)
            if room >= 1:
                blocks.append([Content.assemble(head, " " * room, (extra, "dim"))])
            else:
                # Too narrow for both (a long status): the value goes under it, in its column.
                pad = " " * max(width - cell_len(extra), 0)
                under = Content.assemble(pad, (extra, "dim"))
                blocks.append([*self._broken(self._head_parts(row), width), under])
        return top, blocks

    def _played(self, row: ChecklistRow) -> int:
        """How many cards of the trick have been played on the table."""
        seen = row.observed
        return len(seen.plays) if seen is not None else 0

    def _after_departure(self, row: ChecklistRow) -> bool:
        """The cards left the paper at an earlier trick than ``row``'s."""
        rows = self.checklist.rows if self.checklist is not None else ()
        return any(other.field == "plays" and other.number < row.number for other in rows)

    def _head(self, row: ChecklistRow) -> Content:
        """A trick's row on one line: its id and its status (or the cards played)."""
        return Content(" ").join(self._head_parts(row))

    def _head_parts(self, row: ChecklistRow) -> list[Content]:
        """A trick's row as its id and its status, the places it may break at."""
        if row.status is Status.NOT_EXECUTED and self._played(row) and self._after_departure(row):
            # Played, though away from the paper: say what was played, not "not executed".
            assert row.observed is not None
            played = self._words.checklist_played.format(cards=_codes(row.observed.plays))
            return [Content(f"T{row.number}"), Content(played)]
        # Begun on the paper's cards, a trick is under way ("in progress"), as
        # its engine line and the exported report say.
        status = self._catalogue(status_key(row))
        if row.field:
            status = self._catalogue(
                "fmt.aside", text=status, aside=self._catalogue(FIELD_KEYS[row.field])
            )
        return [Content(f"T{row.number}"), Content.styled(status, _STATUS_STYLE[row.status])]

    def _extra(self, row: ChecklistRow) -> str:
        if self._live and (row.observed is None or not row.observed.complete):
            return ""  # no spoiler: the paper's result of a trick still to play
        paper = row.expected
        score = paper.scores.get(self.checklist.variant.code) if self.checklist else None
        if score is None:
            return ""
        return f"{self._words.seat(paper.winner)} {self._words.score(score)}"

    def _detail(self, label: str, leader: Seat | None, plays: str, tail: str) -> list[Content]:
        """A paper or engine line, as its parts: who led, the cards, the result.

        Joined by spaces the parts make the line; a narrow panel breaks it
        between them first (see :func:`_hang`).
        """
        # No-break spaces: wrapping would strip ordinary leading spaces.
        space = self._words.no_break_space
        indent = space * 2
        if leader is None:
            nothing = f"{indent}{label}{space}{self._words.checklist_nothing}"
            return [Content.styled(nothing, "dim")]
        lead = self._words.checklist_leads.format(seat=self._words.seat(leader))
        if not tail.startswith(" "):
            # A result that hangs on the last card (no space between): one part with the cards.
            plays, tail = f"{plays}{tail}", ""
        parts = (f"{indent}{label}{space}{lead}", plays, tail.removeprefix(" "))
        return [Content(part) for part in parts if part]

    def _paper_unplayed(self) -> Content:
        space = self._words.no_break_space
        label = f"{space * 2}{self._words.checklist_paper}{space}{self._words.checklist_unplayed}"
        return Content.styled(label, "dim")

    def _paper(self, row: ChecklistRow) -> tuple[Seat | None, str, str]:
        paper: TraceTrick = row.expected
        plays = paper.plays
        if self._live:
            # Only as far as the table has played: no paper card of a step to come.
            played = self._played(row)
            plays = plays[:played]
            if not (row.observed is not None and row.observed.complete):
                return plays[0].seat if plays else None, _codes(plays), ""
        score = paper.scores.get(self.checklist.variant.code) if self.checklist else None
        return (
            paper.plays[0].seat if paper.plays else None,
            _codes(plays),
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
            # An aside after the cards: " (in progress)"; "（进行中）" hangs on the last card.
            in_progress = self._catalogue("report.in_progress")
            return (
                seen.leader,
                _codes(seen.plays),
                self._catalogue("fmt.aside", text="", aside=in_progress),
            )
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
            parts.append(ends_word(self._catalogue))  # "round ends" in a game of rounds
        return self._words.checklist_joint + " ".join(part for part in parts if part)


def _hang(parts: Sequence[Content], width: int, lead: str) -> list[Content]:
    """The line ``parts`` joined by spaces make, in lines of at most ``width`` cells.

    Each continuation line starts with ``lead`` (no-break spaces, so that
    nothing strips the indent; at most half the width). A part goes whole on
    the next line when it does not fit on this one but fits on a line of its
    own; a part too long even for that breaks between its words, and a word
    too long for a line between its characters.
    """
    parts = [part for part in parts if part.plain]
    whole = Content(" ").join(parts)
    text = whole.plain
    ends: list[int] = []  # where each part ends in the text
    for part in parts:
        ends.append((ends[-1] + 1 if ends else 0) + len(part.plain))
    indent = lead[: max(width // 2, 0)]
    fresh = width - cell_len(indent)  # the room of a continuation line
    lines: list[Content] = []
    start, room = 0, width
    while cell_len(text[start:]) > room:
        end = _break(text, start, room, ends, fresh)
        line = whole[start:end].rstrip()
        lines.append(Content.assemble(indent, line) if lines else line)
        start = end
        while start < len(text) and text[start] == " ":
            start += 1
        room = fresh
    rest = whole[start:]
    lines.append(Content.assemble(indent, rest) if lines else rest)
    return lines


def _break(text: str, start: int, room: int, ends: list[int], fresh: int) -> int:
    """Where the line that starts at ``start`` (``room`` cells wide) ends: an offset in ``text``."""
    fitting = [end for end in ends if end > start and cell_len(text[start:end]) <= room]
    if fitting:
        # The next part goes whole on the next line, if it fits on a line of its own.
        after = ends[ends.index(fitting[-1]) + 1]
        if cell_len(text[fitting[-1] + 1 : after]) <= fresh:
            return fitting[-1]
    # Word by word: the last space that leaves the line within its room.
    spaces = [
        at
        for at in range(start + 1, len(text))
        if text[at] == " " and cell_len(text[start:at]) <= room
    ]
    if spaces:
        return spaces[-1]
    # One word wider than the line: as many of its characters as fit (at least one).
    end = start + 1
    while end < len(text) and cell_len(text[start : end + 1]) <= room:
        end += 1
    return end


def _codes(plays: tuple[Play, ...]) -> str:
    """The cards in the order played, as codes (``T1 T4 T3 T2``): the same in every language."""
    return " ".join(play.card.code for play in plays)

"""The history panel: every play with its step id, and every trick's result."""

from __future__ import annotations

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.selection import Selection
from textual.strip import Strip
from textual.visual import Visual

from four_lanterns.engine import CodeError, Seat, find_game, step_id
from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.view import HistoryLine, PlayLine
from four_lanterns.tui.words import Words
from four_lanterns.words import DEFAULT_GAME

__all__ = ["HistoryPanel"]


class HistoryPanel(ScrollView, can_focus=False):
    """The sequence a reviewer compares with the paper trace.

    It follows the game to its last line after every change, so the current
    trick is always in sight however small the panel. It never takes focus,
    so the arrow keys stay with the card cursor.

    Drawn line by line: a card played draws its one new line, where one
    text of every line would be drawn again, ever longer as the round goes.

    A play reads "T1.1 North plays Teal 1" where every play line the game
    can make fits the panel's width, else "T1.1 North: Teal 1", else names
    the card by its code ("T1.1 North: T1") in every line: one form for
    a width, whatever the cards played so far, so the lines never mix two
    and never change form as the game goes on. The form is decided once per
    width, so a card played still draws only its own line.
    """

    # The lines repaint themselves: no repaint of the whole panel on a change.
    lines: reactive[tuple[HistoryLine, ...] | None] = reactive(None, repaint=False)
    """The table view's history; an equal one is not redrawn."""

    def __init__(self, lines: tuple[HistoryLine, ...], *, words: Words) -> None:
        super().__init__(id="history")
        self._words = words
        # The lines drawn so far and their text: a card played appends to them.
        self._drawn: tuple[HistoryLine, ...] = ()
        self._texts: list[Content] = []
        # The rows those texts take on screen (a text too long for a row wraps).
        self._rows: list[Strip] = []
        self._worded_for = 0
        # The widest play line with the card's name, in the long and the short
        # form: a panel narrower than both gives codes.
        self._longest = _longest_play(words, words.history_play)
        self._longest_short = _longest_play(words, words.history_play_short)
        # Set on mount (is_mounted is still False in on_mount); nothing to draw on before.
        self._ready = False
        self.border_title = words.history_title
        self.set_reactive(HistoryPanel.lines, lines)

    @property
    def text(self) -> str:
        """Every line of the history, as plain text, one per row."""
        return "\n".join(row.text.rstrip() for row in self._rows)

    def on_mount(self) -> None:
        self._ready = True
        ascii_scrollbars(self)
        self._refresh_view()

    def watch_lines(self) -> None:
        self._refresh_view()

    def on_resize(self) -> None:
        # The lines are worded for the width: another width, the lines again.
        width = self._width()
        if width != self._worded_for:
            self._drawn, self._texts, self._rows = (), [], []
            self._refresh_view()

    def _width(self) -> int:
        """Cells a line may take: the panel's inside, less the scrollbar it may need."""
        return max(self.size.width - self.styles.scrollbar_size_vertical, 0)

    def _refresh_view(self) -> None:
        lines = self.lines
        if lines is None or not self._ready or self._width() == 0:
            return  # nothing to draw on yet: the first resize draws
        drawn = self._drawn
        self._worded_for = self._width()
        if lines[: len(drawn)] != drawn or not drawn:
            # Undo, restart or another variant's scores: the old text no longer holds.
            drawn, self._texts, self._rows = (), [], []
        new = [self._text(line) for line in lines[len(drawn) :]]
        self._texts.extend(new)
        self._drawn = lines
        if not self._texts:
            new = [Content.styled(self._words.history_empty, "dim")]
        for text in new:
            self._rows.extend(self._draw(text))
        self.virtual_size = Size(self._worded_for, len(self._rows))
        self.refresh()
        # Anchored to the bottom, even after the mouse wheel scrolled it up:
        # the newest plays, the current trick's, are always in sight.
        self.anchor()

    def _draw(self, text: Content) -> list[Strip]:
        """The rows of one line of the history, as a text of the panel's width draws them."""
        width = max(self._worded_for, 1)
        return Visual.to_strips(self, text, width, None, self.visual_style, pad=True)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = scroll_y + y
        style = self.visual_style.rich_style
        width = self.size.width
        if not 0 <= row < len(self._rows):
            return Strip.blank(width, style)
        strip = self._rows[row].crop_extend(scroll_x, scroll_x + width, style)
        selection = self.text_selection
        span = selection.get_span(row) if selection is not None else None
        if span is not None:
            strip = self._selected(strip, self._rows[row].text.rstrip(), span)
        # Where each character is, for the mouse to select text as in any panel.
        return strip.apply_offsets(scroll_x, row)

    def _selected(self, strip: Strip, text: str, span: tuple[int, int]) -> Strip:
        """``strip`` with the characters ``span`` of its ``text`` in the selection's colours."""
        start, end = span
        end = len(text) if end == -1 else min(end, len(text))
        # Characters to cells: a Chinese character takes two.
        left, right = cell_len(text[:start]), cell_len(text[:end])
        if right <= left:
            return strip
        # The selection's background under the text's own colour, as in any panel.
        chosen = self.screen.get_component_rich_style("screen--selection")
        middle = strip.crop(left, right)
        marked = Strip(
            Segment.apply_style(middle, post_style=Style(bgcolor=chosen.bgcolor)),
            middle.cell_length,
        )
        return Strip.join([strip.crop(0, left), marked, strip.crop(right, strip.cell_length)])

    def get_selection(self, selection: Selection) -> tuple[str, str] | None:
        """The history's text under the mouse's selection (for copying plays)."""
        return selection.extract(self.text), "\n"

    def selection_updated(self, selection: Selection | None) -> None:
        self.refresh()

    def _text(self, line: HistoryLine) -> Content:
        words = self._words
        if isinstance(line, PlayLine):
            width, play = self._worded_for, line.play
            template, card = words.history_play, words.card(play.card)
            if self._longest > width:
                template = words.history_play_short
                if self._longest_short > width:
                    # Some play line would be too long for a line even so (a long
                    # card name): every card by its code, as its chip shows it, so
                    # no word of a name is left on a line alone.
                    card = play.card.code
            step = step_id(line.trick, line.position)
            return Content(template.format(step=step, seat=words.seat(play.seat), card=card))
        trick, winner, score = f"T{line.trick}", words.seat(line.winner), line.score
        seats = [side for side in score if isinstance(side, Seat)]
        if len(seats) < len(score):  # sides of partners: their points, as the status panel
            text = words.history_result.format(trick=trick, seat=winner, score=words.score(score))
            return Content.styled(text, "bold")
        # Each for themselves: every seat's tricks by its initial ("tricks N 0 E 1 S 0 W 0",
        # spaced as the bids row is: "O0" reads as a number), on the winner's line where
        # it fits, else on a line of its own.
        scores = " ".join(f"{words.seat_initial(seat)} {score[seat]}" for seat in seats)
        template = words.history_result_seats
        gap = words.sentence_separator
        text = template.format(trick=trick, seat=winner, gap=gap, scores=scores)
        if cell_len(text) > self._worded_for:
            text = template.format(trick=trick, seat=winner, gap="\n", scores=scores)
        return Content.styled(text, "bold")


def _longest_play(words: Words, template: str) -> int:
    """Cells of the widest play line in ``template`` the game's seats and deck make,
    each card by its name.

    The line's template only joins its parts, so the widest step id, seat
    name and card name together make the widest line. The game is the one
    the words are for; the default game's deck where that game is unknown.
    """
    for game in (words.catalogue.game, DEFAULT_GAME):
        try:
            rules = find_game(game)
        except CodeError:
            continue
        seats, deck = rules.seats, rules.deck
        if not seats or not deck:
            break
        step = step_id(max(len(deck) // len(seats), 1), len(seats))
        seat = max((words.seat(seat) for seat in seats), key=cell_len)
        card = max((words.card(card) for card in deck), key=cell_len)
        return cell_len(template.format(step=step, seat=seat, card=card))
    return 0  # no deck to measure: each line by name where it fits

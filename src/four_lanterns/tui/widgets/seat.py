"""A seat panel: a seat's name, team, marks and remaining cards."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Container
from textual.geometry import Size
from textual.reactive import reactive

from four_lanterns.engine import Card, Seat, Side
from four_lanterns.tui.restyle import set_classes
from four_lanterns.tui.view import SeatView
from four_lanterns.tui.widgets.cards import FEW
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["SeatPanel"]

_LABEL_FRAME = 6
"""Cells of a panel's width its frame keeps around the title or subtitle (``╰─ `` and `` ─╯``)."""


class SeatPanel(Container):
    """One seat at the table, with its hand open.

    Shows the dealt cards still held (played ones are hidden, and come back
    on undo), marks the leader of the current trick and the seat to play, and
    for the seat to play highlights the legal cards and dims the others.
    ``face_up``: the hand may be shown (false for a bot's at a hidden table).
    """

    # No repaint of the whole panel on a change: what changes (the hand, a mark,
    # the border under -turn, the subtitle) repaints itself.
    view: reactive[SeatView | None] = reactive(None, repaint=False)
    """This seat's slice of the table view; an equal slice is not redrawn."""
    cursor: reactive[Card | None] = reactive(None, repaint=False)

    def __init__(
        self,
        seat: Seat,
        dealt: tuple[Card, ...],
        *,
        side: Side,
        words: Words,
        glyphs: Glyphs,
        view: SeatView | None = None,
        bidding: bool = False,
        bot: bool = False,
        face_up: bool = True,
    ) -> None:
        many = len(dealt) > FEW
        super().__init__(id=f"seat-{seat.code.lower()}", classes="seat -many" if many else "seat")
        self.seat = seat
        self._dealt = dealt
        self._words = words
        self._glyphs = glyphs
        # The view drawn so far: the marks are redrawn only when they change.
        self._drawn: SeatView | None = None
        # Set on mount (is_mounted is still False in on_mount); nothing to draw on before.
        self._ready = False
        self._bidding = bidding
        self._bot = bot
        self._face_up = face_up
        self.border_title = self._title()
        # A partnership's name; in a game of each for themselves, the bid and tricks.
        self._side_name = "" if bidding else words.side(side)
        self.border_subtitle = self._side_name
        self.set_reactive(SeatPanel.view, view)

    def compose(self) -> ComposeResult:
        with Container(classes="marks"):
            yield Line(classes="mark mark-leader")
            yield Line(classes="mark mark-turn")
        # A long hand is laid out in more columns (app.tcss): a layout class, not game state.
        yield Hand(
            len(self._dealt),
            glyphs=self._glyphs,
            classes="hand -many" if self.has_class("-many") else "hand",
        )
        # A face-down hand: its backs and its count, never its cards.
        yield Line(classes="backs")

    def on_mount(self) -> None:
        self._ready = True
        self._refresh_view()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A panel whose height follows its hand (North's, South's) keeps the rows of
        the hand as dealt, shown or face down: the trick area beside it stays where
        it is as the hand is played down and as the hands are passed round."""
        height = super().get_content_height(container, viewport, width)
        if not self._face_up or not self.is_mounted:
            return height  # never face up (a bot's hand at a hidden table): its backs' rows
        return max(height, self.query_one(Hand).dealt_height())

    def watch_view(self) -> None:
        self._refresh_view()

    def watch_cursor(self) -> None:
        self._refresh_view()

    def _refresh_view(self) -> None:
        view = self.view
        if view is None or not self._ready:
            return
        drawn, self._drawn = self._drawn, view
        if drawn is None or (drawn.to_play, drawn.to_bid, drawn.leads) != (
            view.to_play,
            view.to_bid,
            view.leads,
        ):
            # -turn styles the panel's frame only, so the hand is not restyled;
            # the seat to bid is the seat to act as much as the seat to play.
            set_classes([(self, {"-turn": view.to_play or view.to_bid})])
            words, glyph = self._words, self._glyphs.turn
            leader_mark = words.mark_leader.format(glyph=self._glyphs.leader)
            turn_mark = (
                words.mark_turn.format(glyph=glyph)
                if view.to_play
                else words.catalogue("match.mark_bid", glyph=glyph)
                if view.to_bid
                else ""
            )
            self.query_one(".mark-leader", Line).text = leader_mark if view.leads else ""
            self.query_one(".mark-turn", Line).text = turn_mark
        if self._bidding:
            subtitle = self._bid_line(view)
            if subtitle != self.border_subtitle:  # setting it repaints the whole panel
                self.border_subtitle = subtitle
        hand = self.query_one(Hand)
        hand.display = not view.hidden
        backs = self.query_one(".backs", Line)
        backs.display = view.hidden
        backs.text = self._backs(view.count) if view.hidden else ""
        # The cards still held close up to the front of the hand; a hand whose
        # height is its own (North's, South's) drops the rows emptied, and its
        # panel keeps them (get_content_height), so the trick area stays put.
        shrink = self.styles.height is not None and self.styles.height.is_auto
        hand.show(view.held, view.legal, self.cursor, shrink=shrink)

    def _title(self) -> str:
        """The seat's name, and that a bot plays it, in the longest form the frame holds.

        A narrow panel (East, West with a short hand) drops the spaces, then
        shortens the name to its initial: the bot is named whole in every form.
        """
        words = self._words
        name = words.seat(self.seat)
        if not self._bot:
            return name
        w, bot = words.catalogue, words.catalogue("match.bot")
        forms = (
            w("match.seat_bot", seat=name, bot=bot),
            w("match.seat_bot_tight", seat=name, bot=bot),
            w("match.seat_bot_tight", seat=words.seat_initial(self.seat), bot=bot),
        )
        room = self.size.width - _LABEL_FRAME
        if room <= 0:
            return forms[0]  # not laid out yet: on_resize chooses
        return next((form for form in forms if cell_len(form) <= room), forms[-1])

    def on_resize(self) -> None:
        title = self._title()
        if title != self.border_title:  # setting it repaints the whole panel
            self.border_title = title
        # A narrow panel (East, West) may need the short bid line, a wide one the long.
        if self._bidding and self.view is not None:
            subtitle = self._bid_line(self.view)
            if subtitle != self.border_subtitle:  # setting it repaints the whole panel
                self.border_subtitle = subtitle

    def _bid_line(self, view: SeatView) -> str:
        words = self._words
        if view.bid is None:
            return ""  # the seat to bid says so at the top, as the seat to play does
        line = words.catalogue("match.seat_bid", bid=view.bid, taken=view.taken)
        # The frame's corners, its two dashes and the spaces around the text.
        room = self.size.width - _LABEL_FRAME
        if 0 < room < cell_len(line):
            # Bid/taken, as the score pad writes them under its legend.
            return words.catalogue("match.seat_bid_short", bid=view.bid, taken=view.taken)
        return line

    def _backs(self, count: int) -> str:
        w = self._words.catalogue
        cards = w("match.card_hidden") if count == 1 else w("match.cards_hidden", count=count)
        return f"{self._glyphs.back * count} {cards}"

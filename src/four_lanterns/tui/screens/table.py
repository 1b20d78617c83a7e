"""The card table: four open hands around the trick, with status and history."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from rich.cells import cell_len
from textual import events, on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingsMap, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Footer

from four_lanterns.engine import (
    VARIANTS,
    Card,
    Deal,
    FourLanternsError,
    GameState,
    ScoringVariant,
    Seat,
)
from four_lanterns.files import NAME_MAX, name_part, shown, write_new
from four_lanterns.review.checklist import Checklist, build_checklist
from four_lanterns.review.report import ReportMeta, render_report
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.view import TableView, view_of
from four_lanterns.tui.widgets.cards import CardChip
from four_lanterns.tui.widgets.checklist import ChecklistPanel
from four_lanterns.tui.widgets.history import HistoryPanel
from four_lanterns.tui.widgets.notice import Notice, NoticeBar, NoticeKind
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.widgets.status import StatusPanel
from four_lanterns.tui.widgets.trick import TrickArea
from four_lanterns.tui.words import ENGLISH, Glyphs, Words

__all__ = ["TableScreen", "report_path"]

_CODE_KEYS = "atmvATMV0123456789"
_MAX_TYPED = 3  # a suit letter and a rank; one spare so a typo shows before Enter


def _places(panels: tuple[SeatPanel, ...]) -> tuple[SeatPanel, SeatPanel, SeatPanel, SeatPanel]:
    """The seat panels at the top, right, bottom and left of the table, from the first seat on.

    Four Lanterns seats North, East, South and West clockwise from the top.
    """
    top, right, bottom, left = panels
    return top, right, bottom, left


def _given_in_init() -> GameState:
    # A reactive needs a default; the screen always sets the real one first.
    raise RuntimeError("TableScreen.state is set in __init__")


def _bindings(words: Words) -> list[BindingType]:
    # The card-code letters (a t m v, either case) and the digits only ever
    # type a code. Every key is a priority binding so that keys typed fast are
    # acted on in the order typed: a code's letters always reach the buffer
    # before the Enter that plays it.
    typing: list[BindingType] = [
        Binding(key, f"type('{key.lower()}')", show=False, priority=True)
        for key in _CODE_KEYS
        if key != "t"
    ]
    # One entry stands for the whole group in the footer; the key itself types t.
    typing.append(Binding("t", "type('t')", words.key_code, key_display="atmv1-4", priority=True))
    commands = [
        Binding("right,down,tab", "move(1)", words.key_move, key_display=words.show_move),
        Binding("left,up,shift+tab", "move(-1)", words.key_move, show=False),
        Binding("enter,space", "play", words.key_play, key_display=words.show_play),
        Binding("backspace", "erase", show=False),
        Binding("escape", "clear", show=False),
        Binding("w", "why", words.key_why),
        Binding("u", "undo", words.key_undo),
        Binding("r", "restart", words.key_restart),
        Binding("s", "switch_variant", words.key_scoring),
        # c and e are in the help: at 80 columns the footer has no room left.
        Binding("c", "details", words.key_details, show=False),
        Binding("e", "export", words.key_export, show=False),
        Binding("question_mark", "help", words.key_help, key_display="?"),
        Binding("q", "app.quit", words.key_quit),
    ]
    return [*typing, *(replace(binding, priority=True) for binding in commands)]


# Footer entries given up, in this order, while the footer is wider than the
# window (Spanish at 80 columns): the prompt says how to type a code, and the
# help (?) lists every key.
_FOOTER_SPARE = ("type('t')", "details", "export", "switch_variant", "restart")


def _footer_width(app: App[object], bindings: list[Binding]) -> int:
    """The cells the compact footer takes for ``bindings``: key, space, label, one between."""
    cells = [cell_len(app.get_key_display(b)) + 1 + cell_len(b.description) for b in bindings]
    return sum(cells) + max(len(cells) - 1, 0)


_REPORT_PREFIX = "four-lanterns-report-"
# Room left in a file name for write_new's "-9999" when the first name is taken.
_NUMBER_ROOM = len("-9999")


def report_path(source: str, variant: ScoringVariant) -> Path:
    """Where ``e`` first tries to write the report: the current folder, named after the deal.

    The deal's name may be any bytes; the report's is readable (an undecodable
    byte as ``_xff``) and short enough to be a legal name, numbered or not.
    """
    tail = f"-{variant.code}.md"
    room = NAME_MAX - len(_REPORT_PREFIX) - len(tail.encode()) - _NUMBER_ROOM
    stem = name_part(Path(source).stem, room) or "deal"
    return Path(f"{_REPORT_PREFIX}{stem}{tail}")


class TableScreen(Screen[None]):
    """Hot-seat play of one deal.

    The screen holds the game (an immutable engine state, reassigned on every
    move) and the active scoring variant; the panels receive both by data
    binding and only draw them. Every move goes through :meth:`_apply`;
    :meth:`_refuse` is the one place an error (an engine refusal, a bad step
    id, a report that could not be written) becomes something on screen.

    Beside the table the checklist follows the game against the deal's paper
    trace (:func:`build_checklist` after every change of state or variant),
    and ``e`` writes the review report of the plays so far. In live play the
    checklist is hidden until ``c`` shows it (compact, then detailed, then
    hidden again), and it shows no paper value for a card still to play.
    """

    LIVE = True
    """Live play: the checklist starts hidden and keeps the paper's values to come to itself."""

    # The class list is the English one; each screen replaces it with its
    # own language's list in __init__, so the footer speaks that language.
    BINDINGS = _bindings(ENGLISH)

    # Plain data (var, not reactive): the screen draws none of it itself, so a
    # change must not repaint the whole screen; the bound panels repaint.
    state: var[GameState] = var(_given_in_init, init=False)
    variant: var[ScoringVariant] = var(VARIANTS["v0"], init=False)
    cursor: var[Card | None] = var(None, init=False)
    typed: var[str] = var("", init=False)
    notice: var[Notice | None] = var(None, init=False)
    checklist: var[Checklist | None] = var(None, init=False)
    detail: var[bool] = var(False, init=False)
    checklist_shown: var[bool] = var(False, init=False)
    """The checklist is on screen: hidden at first in live play, a reviewer's tool."""
    review: var[str] = var("", init=False)
    """In review mode, the prompt with the step id; empty in live play."""
    view: var[TableView | None] = var(None, init=False)
    """What the panels draw, derived from ``state`` and ``variant`` (see :meth:`compute_view`)."""

    def __init__(
        self,
        deal: Deal,
        variant: ScoringVariant,
        *,
        words: Words,
        glyphs: Glyphs,
        ascii_only: bool = False,
        source: str = "",
    ) -> None:
        super().__init__(id="table-screen", classes="-ascii" if ascii_only else None)
        self._deal = deal
        self._words = words
        self._glyphs = glyphs
        self._source = source
        self._bindings = BindingsMap(self._key_list(words))
        self._viewed: tuple[GameState, ScoringVariant, TableView] | None = None
        self._seat_panels: dict[Seat, SeatPanel] = {}
        self._footer_spared: frozenset[str] = frozenset()
        self.set_reactive(TableScreen.state, deal.new_game())
        self.set_reactive(TableScreen.variant, variant)
        self.set_reactive(TableScreen.cursor, self._first_legal(self.state))
        self.set_reactive(TableScreen.checklist, self._check())

    @staticmethod
    def _key_list(words: Words) -> list[BindingType]:
        """The keys of this screen, labelled in ``words``."""
        return _bindings(words)

    def compose(self) -> ComposeResult:
        words, glyphs, hands = self._words, self._glyphs, self._deal.hands
        view = self.view
        assert view is not None
        # One panel per seat of the game, each handed its own slice of the view.
        self._seat_panels = {
            seat.seat: SeatPanel(
                seat.seat,
                hands[seat.seat],
                side=self.state.rules.side_of(seat.seat),
                words=words,
                glyphs=glyphs,
                view=seat,
            ).data_bind(TableScreen.cursor)
            for seat in view.seats
        }
        self._trick_area = TrickArea(view.trick, words=words, glyphs=glyphs)
        self._history = HistoryPanel(view.history, words=words)
        top, right, bottom, left = _places(tuple(self._seat_panels.values()))
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield top
                with Horizontal(id="middle"):
                    yield left
                    yield self._trick_area
                    yield right
                yield bottom
                yield NoticeBar(words=words).data_bind(
                    TableScreen.state,
                    TableScreen.variant,
                    TableScreen.typed,
                    TableScreen.notice,
                    TableScreen.review,
                )
            with Vertical(id="side"):
                yield StatusPanel(words=words, glyphs=glyphs).data_bind(
                    TableScreen.state, TableScreen.variant
                )
                yield ChecklistPanel(
                    words=words, has_trace=bool(self._deal.trace), live=self.LIVE
                ).data_bind(TableScreen.checklist, TableScreen.detail)
                yield self._history
        yield Footer(compact=True)

    # -- the view ------------------------------------------------------------

    def compute_view(self) -> TableView:
        """The table view of ``state`` under ``variant``, derived once per pair."""
        state, variant = self.state, self.variant
        viewed = self._viewed
        # Textual recomputes on every change of any of the screen's attributes
        # (a typed key, the cursor): the view is only derived again for a new
        # state or variant.
        if viewed is None or viewed[0] is not state or viewed[1] is not variant:
            viewed = (state, variant, view_of(state, variant))
            self._viewed = viewed
        return viewed[2]

    def watch_view(self, view: TableView | None) -> None:
        # Attributes down: each panel gets its slice, and an equal slice is no
        # change to it, so a card redraws only the panels it changes.
        if view is None or not self._seat_panels:
            return  # not composed yet: the panels are built with the view's slices
        for seat in view.seats:
            self._seat_panels[seat.seat].view = seat
        self._trick_area.view = view.trick
        self._history.lines = view.history

    # -- what the panels are told -------------------------------------------

    @property
    def in_progress(self) -> bool:
        """True between the first card and the last: quitting would lose plays."""
        return bool(self.state.plays) and not self.state.is_over

    @staticmethod
    def _first_legal(state: GameState) -> Card | None:
        cards = state.legal_plays().cards
        return cards[0] if cards else None

    def _check(self) -> Checklist | None:
        """The paper trace against the game on the table, if the deal has one."""
        if not self._deal.trace:
            return None
        return build_checklist(self._deal.trace, self.state, self.variant)

    def watch_state(self, state: GameState) -> None:
        if self.cursor not in state.legal_plays():
            self.cursor = self._first_legal(state)
        self.checklist = self._check()

    def watch_variant(self) -> None:
        # The same plays, the other variant's running scores against the paper's.
        self.checklist = self._check()

    def on_mount(self) -> None:
        self._place_checklist()
        self._fit_footer(self.app.size.width)

    def on_resize(self, event: events.Resize) -> None:
        self._fit_footer(event.size.width)

    def _fit_footer(self, width: int) -> None:
        """Leave out of the footer what it has no room for, in ``_FOOTER_SPARE``'s order."""
        keys = [key for key in self._key_list(self._words) if isinstance(key, Binding)]
        shown = [key for key in keys if key.show]
        spared: set[str] = set()
        for action in _FOOTER_SPARE:
            left = [key for key in shown if key.action not in spared]
            if _footer_width(self.app, left) <= width:
                break
            spared.add(action)
        if frozenset(spared) == self._footer_spared:
            return
        self._footer_spared = frozenset(spared)
        self._bindings = BindingsMap(
            [replace(key, show=False) if key.action in spared else key for key in keys]
        )
        self.refresh_bindings()

    def watch_detail(self) -> None:
        self._place_checklist()

    def watch_checklist_shown(self) -> None:
        self._place_checklist()

    def _place_checklist(self) -> None:
        # Hidden, the checklist leaves its room to the status and the history;
        # detailed, it takes the history's room (UI layout, not game state).
        try:
            panel, side = self.query_one(ChecklistPanel), self.query_one("#side")
        except NoMatches:
            return  # not composed yet: on_mount places it
        panel.display = self.checklist_shown
        side.set_class(self.checklist_shown and self.detail, "-detail")

    # -- the one edge between the engine's refusals and the screen -------------

    def _apply(self, move: Callable[[GameState], GameState]) -> bool:
        """Make a move; on a refusal ring the bell and explain, leaving the state alone."""
        self.typed = ""
        try:
            state = move(self.state)
        except FourLanternsError as error:
            self._refuse(error)
            return False
        self.notice = None
        self.state = state
        return True

    def _refuse(
        self, error: FourLanternsError | OSError, *, typing: str = "card", path: Path | None = None
    ) -> None:
        """Ring the bell and say why, in words; nothing else changes."""
        self.app.bell()
        if isinstance(error, OSError):
            text = self._words.export_failed.format(
                path=path, reason=error.strerror or type(error).__name__
            )
        else:
            text = self._words.error(error, self.state, typing=typing)
        self.notice = Notice(text, NoticeKind.ERROR)

    def _play(self, card: Card, seat: Seat | None = None) -> None:
        self._apply(lambda state: state.play(card, seat))

    # -- input -------------------------------------------------------------

    def action_type(self, character: str) -> None:
        """Add a character to the typed card code."""
        # Typing keeps a refusal on screen: the player is still answering it.
        self.typed = (self.typed + character)[-_MAX_TYPED:]

    @on(CardChip.Picked)
    def _picked(self, event: CardChip.Picked) -> None:
        owner = next((seat for seat in Seat if event.card in self.state.hand(seat)), None)
        self._play(event.card, owner)

    def action_move(self, step: int) -> None:
        """Move the cursor to the next (or previous) legal card of the seat to play."""
        self.notice = None
        cards = self.state.legal_plays().cards
        if not cards:
            return
        here = cards.index(self.cursor) if self.cursor in cards else -step
        self.cursor = cards[(here + step) % len(cards)]

    def action_play(self) -> None:
        """Play the typed code, or else the card under the cursor."""
        if self.typed:
            code = self.typed
            self._apply(lambda state: state.play_code(code))
        elif self.cursor is not None:
            self._play(self.cursor)
        elif self.state.is_over:
            self.notice = Notice(self._words.legal_over)
        else:
            self.notice = Notice(self._words.no_card_chosen)

    def action_erase(self) -> None:
        """Erase the last typed character."""
        self.typed = self.typed[:-1]

    def action_clear(self) -> None:
        """Clear the typed code and the message."""
        self.typed = ""
        self.notice = None

    def action_why(self) -> None:
        """Explain which cards are legal and why the others are dimmed."""
        self.typed = ""
        self.notice = Notice(self._words.why(self.state))

    def action_undo(self) -> None:
        """Take back the last card."""
        self.typed = ""
        state = self.state
        if state.previous is None:
            self.notice = Notice(self._words.nothing_to_undo)
            return
        last = state.plays[-1]
        self.state = state.undo()
        self.notice = Notice(
            self._words.undone.format(
                step=self.state.next_step,
                seat=self._words.seat(last.seat),
                card=self._words.card(last.card),
            )
        )

    def action_restart(self) -> None:
        """Deal the same hands again, asking first if cards have been played."""
        self.typed = ""
        count = len(self.state.plays)
        if not count:
            self._restart()
            return
        question = self._words.confirm_restart.format(count=count)

        def answered(yes: bool | None) -> None:
            if yes:
                self._restart()

        self.app.push_screen(ConfirmScreen(question, words=self._words), answered)

    def _restart(self) -> None:
        self.state = self.state.restart()
        self.notice = Notice(self._words.restarted.format(seat=self._words.seat(self.state.leader)))

    def action_switch_variant(self) -> None:
        """Score the same plays under the next scoring variant."""
        self.typed = ""
        codes = list(VARIANTS)
        index = (codes.index(self.variant.code) + 1) % len(codes)
        self.variant = VARIANTS[codes[index]]
        self.notice = Notice(
            self._words.variant_switched.format(
                variant=self.variant.code, description=self._words.variant(self.variant)
            )
        )

    def action_details(self) -> None:
        """Show the checklist, then every expected and observed value, then hide it again."""
        if not self.checklist_shown:
            self.detail = False
            self.checklist_shown = True
        elif not self.detail:
            self.detail = True
        else:
            self.checklist_shown = False
            self.detail = False

    def action_export(self) -> None:
        """Write the review report of the plays so far, and say where."""
        self.typed = ""
        checklist = self.checklist
        if checklist is None:
            self.notice = Notice(self._words.export_no_trace)
            return
        # The report shows the deal's name readably, whatever bytes it is made of.
        meta = ReportMeta.for_deal(self._deal, shown(self._source or "deal"))
        text = render_report(checklist, meta, "markdown", self._words.lang)
        path = report_path(self._source, self.variant)
        try:
            # A new file each time: an earlier report of the same deal stays as it was.
            written = write_new(path, text)
        except OSError as error:
            self._refuse(error, path=path)
            return
        self.notice = Notice(self._words.export_done.format(path=written))

    def action_help(self) -> None:
        """Show the rules and every key."""
        self.app.push_screen(HelpScreen(words=self._words, keys=self._help_keys()))

    def _help_keys(self) -> tuple[tuple[str, str], ...]:
        # The checklist and report keys go just before "?" and "q", the last two.
        return (
            *self._words.help_keys[:-2],
            *self._words.help_more_keys,
            *self._words.help_keys[-2:],
        )

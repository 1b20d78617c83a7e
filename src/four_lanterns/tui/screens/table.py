"""The card table: four open hands around the trick, with status and history."""

from __future__ import annotations

import string
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.keys import _character_to_key
from textual.message import Message
from textual.reactive import var
from textual.screen import Screen

from four_lanterns.defaults import BOT_PACE
from four_lanterns.engine import (
    VARIANTS,
    Card,
    Deal,
    FourLanternsError,
    GameState,
    Score,
    ScoringVariant,
    Seat,
)
from four_lanterns.engine.phases import Phase
from four_lanterns.files import NAME_MAX, name_part, shown, write_new
from four_lanterns.games.four_lanterns.rules import FourLanternsRules
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.match import Match, MatchSetup, plays_hands
from four_lanterns.records import GameRecord, record_toml
from four_lanterns.review.checklist import Checklist, paper_checklist
from four_lanterns.tui.screens.advice import Advice, AdviceScreen
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.screens.last_trick import LastTrickScreen
from four_lanterns.tui.screens.match_screens import (
    AT_THE_TABLE,
    GUARD,
    HandOffScreen,
    NewGameScreen,
    RoundOverScreen,
)
from four_lanterns.tui.screens.overlay import command_keys
from four_lanterns.tui.view import TableView, last_trick_view, view_of
from four_lanterns.tui.widgets.cards import uncut_code
from four_lanterns.tui.widgets.checklist import ChecklistPanel
from four_lanterns.tui.widgets.footer import FooterKey, KeyFooter, footer_width
from four_lanterns.tui.widgets.hand import Hand, in_hand_order
from four_lanterns.tui.widgets.history import HistoryPanel
from four_lanterns.tui.widgets.notice import Notice, NoticeBar, NoticeKind
from four_lanterns.tui.widgets.round import RoundPanel
from four_lanterns.tui.widgets.scorepad import ScorePad, at_scroll_edge
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.widgets.status import StatusPanel
from four_lanterns.tui.widgets.trick import TrickArea
from four_lanterns.tui.words import ENGLISH, Glyphs, Words
from four_lanterns.words import MatchKey

if TYPE_CHECKING:
    from textual.timer import Timer

    from four_lanterns.bots.base import Bot
    from four_lanterns.bots.observation import Observation

__all__ = ["TableScreen", "record_path", "report_path"]

HINT_SEED = 0
"""The strong bot's seed for ``h``: ``analyze``'s default, so the table and the command agree."""

# A typed code starts with a suit letter, a rank, a seat letter (``N:T1``) or
# a joker code's first letter (``OWL``, ``MOLE``), in either case.
_CODE_STARTS = frozenset("atmvneswo0123456789ATMVNESWO")
# Once a code is being typed, every printable key belongs to it: these are the
# keys bound to do that, so that they are typed in order (see _bindings).
_TYPABLE = string.ascii_letters + string.digits + string.punctuation
_MAX_TYPED = len("N:MOLE") + 1  # the longest code; one spare so a typo shows before Enter
_ROUND_SEEDS = 1 << 32  # apart, a bot's seeds for two rounds never meet another seat's
_TYPING_KEYS = frozenset({"type", "play", "erase", "clear", "move"})
"""Actions a key may still do while a code is being typed; every other waits for Enter or Esc."""
_ACTING_KEYS = frozenset({"type", "play", "move"})
"""Actions that bid or play for the seat to act, or choose what it bids or plays."""


def _places(panels: tuple[SeatPanel, ...]) -> tuple[SeatPanel, SeatPanel, SeatPanel, SeatPanel]:
    """The seat panels at the top, right, bottom and left of the table, from the first seat on.

    Four Lanterns seats North, East, South and West clockwise from the top.
    """
    top, right, bottom, left = panels
    return top, right, bottom, left


def _a_bid(before: GameState, after: GameState) -> bool:
    """Whether the move that led from ``before`` to ``after`` is a bid (else a card)."""
    return len(before.bids) < len(after.bids)


def _given_in_init() -> GameState:
    # A reactive needs a default; the screen always sets the real one first.
    raise RuntimeError("TableScreen.state is set in __init__")


def _key(character: str) -> str:
    """Textual's name of the key that types ``character`` (``":"`` is ``colon``)."""
    return _character_to_key(character)


def _bindings(words: Words) -> list[BindingType]:
    # Every key is a priority binding, so that keys typed fast are acted on in
    # the order typed: a code's characters always reach the buffer before the
    # Enter that plays it. A command key comes first; while a code is being
    # typed, check_action disables the command and the key falls through to the
    # next binding of the same key, which types it (see TableScreen.check_action).
    # The footer names the commands only: the prompt above it says how to type,
    # move and play, and at 80 columns there is no room for both in every
    # language. c and x, and every key, are in the help; while the footer has
    # no room it gives up keys in _FOOTER_SPARE's order.
    commands = [
        Binding("right,down,tab", "move(1)", words.key_move, show=False),
        Binding("left,up,shift+tab", "move(-1)", words.key_move, show=False),
        Binding("enter,space", "play", words.key_play, show=False),
        Binding("backspace", "erase", show=False),
        Binding("escape", "clear", show=False),
        Binding("y", "why", words.key_why),
        Binding("u", "undo", words.key_undo),
        Binding("U", "redo", words.key_redo, key_display="U"),
        Binding("r", "restart", words.key_restart),
        Binding("p", "switch_variant", words.key_scoring),
        # A game of one scoring: p is off (and out of the footer), and says why.
        Binding("p", "one_scoring", show=False),
        Binding("c", "details", words.key_details, show=False),
        Binding("x", "export", words.key_export, show=False),
        Binding("g", "new_game", words.catalogue("match.key_new")),
        Binding("l", "last_trick", words.key_last_trick),
        # Not a, as the issue first had it: a starts an Amber code (A4). Each
        # game's footer shows only its own advice (_not_in_footer).
        Binding("b", "best_play", words.catalogue("match.key_best")),
        Binding("h", "hint", words.catalogue("match.key_hint")),
        Binding("question_mark", "help", words.key_help, key_display="?"),
        Binding("q", "quit", words.key_quit),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
    ]
    typing = [
        Binding(_key(character), f"type({character!r})", show=False) for character in _TYPABLE
    ]
    return [replace(binding, priority=True) for binding in (*commands, *typing)]


# Footer entries given up, in this order, while the footer is wider than the
# window (Spanish at 80 columns): the prompt says how to type a code, and the
# help (?) lists every key.
_FOOTER_SPARE = (
    "type('t')",
    "details",
    "export",
    "last_trick",
    "best_play",
    "hint",
    "new_game",
    "switch_variant",
    "restart",
)


def _make_bots(match: Match) -> dict[Seat, Bot]:
    """The bots of ``match``'s round, each seeded for its seat and the round.

    A bot made again for the next round does not draw what it drew the round
    before; made again for the same round (a restart), it draws it again.
    """
    if not match.setup.bots:
        return {}
    # Imported only for a table with bots: the others open without them.
    from four_lanterns.bots.base import make_bot

    base = (match.setup.seed or 0) * 4 + (match.number - 1) * _ROUND_SEEDS
    return {seat: make_bot(level, base + seat.value) for seat, level in match.setup.bots}


_REPORT_PREFIX = "four-lanterns-report-"
# Room left in a file name for write_new's "-9999" when the first name is taken.
_NUMBER_ROOM = len("-9999")


def report_path(source: str, variant: ScoringVariant | None) -> Path:
    """Where ``x`` first tries to write the report: the current folder, named after the deal.

    The deal's name may be any bytes; the report's is readable (an undecodable
    byte as ``_xff``) and short enough to be a legal name, numbered or not.
    The scoring variant is named, if the game has variants to choose from
    (a game scored by its bids has none: ``None``).
    """
    tail = f"-{variant.code}.md" if variant is not None else ".md"
    room = NAME_MAX - len(_REPORT_PREFIX) - len(tail.encode()) - _NUMBER_ROOM
    stem = name_part(Path(source).stem, room) or "deal"
    return Path(f"{_REPORT_PREFIX}{stem}{tail}")


def _face_up_at_start(match: Match, *, resumed: bool) -> frozenset[Seat] | None:
    """The hands face up when play starts: all (``None``) with open hands, else none,
    but for the one person at a table of bots, who needs no hand-off (unless the
    game was taken up from its save: whoever sits down first passes the hand-off)."""
    if not match.setup.hidden:
        return None
    if resumed:
        return frozenset()
    people = match.people
    return frozenset(people) if len(people) == 1 else frozenset()


def record_path(source: str, match: Match) -> Path:
    """Where ``x`` first tries to write the game's record: the current folder.

    A seeded game is named by its game and seed, any other by its deal's name.
    """
    setup = match.setup
    if setup.seed is not None:
        stem = f"{setup.game}-seed-{setup.seed}"
    else:
        room = NAME_MAX - len(_RECORD_PREFIX) - len(".toml") - _NUMBER_ROOM
        stem = name_part(Path(source).stem, room) or setup.game
    return Path(f"{_RECORD_PREFIX}{stem}.toml")


_RECORD_PREFIX = "four-lanterns-record-"


TRICK_PAUSES = 2
"""How many of a bot's pauses pass before it leads the next trick: the finished
trick, its winner and the rule that took it stay in sight for the people at the table."""


def bot_delay(state: GameState, pace: float) -> float:
    """Seconds before a bot acts in ``state``: ``pace``, or :data:`TRICK_PAUSES` of it
    when a trick was just finished (no card of the next one played yet)."""
    finished = bool(state.tricks) and not state.trick and not state.is_over
    return pace * TRICK_PAUSES if finished else pace


class TableScreen(Screen[None]):
    """Hot-seat play of one deal.

    The screen holds the game (an immutable engine state, reassigned on every
    move) and the active scoring variant; the panels receive both by data
    binding and only draw them. Every move goes through :meth:`_apply`;
    :meth:`_refuse` is the one place an error (an engine refusal, a bad step
    id, a report that could not be written) becomes something on screen.

    Beside the table the checklist follows the game against the deal's paper
    trace (:func:`paper_checklist` after every change of state or variant),
    and ``x`` writes the review report of the plays so far. In live play the
    checklist is hidden until ``c`` shows it (compact, then detailed, then
    hidden again), and it shows no paper value for a card still to play.
    """

    LIVE = True
    """Live play: the checklist starts hidden and keeps the paper's values to come to itself."""

    class Moved(Message):
        """The game on the table, or the scoring on view, changed: time to save it."""

        def __init__(self, match: Match) -> None:
            super().__init__()
            self.match = match
            """The match as it stands now."""

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
    match: var[Match | None] = var(None, init=False)
    """The duel or match this round belongs to; its round in play is ``state``."""
    shown: var[frozenset[Seat] | None] = var(None, init=False)
    """With hidden hands, the seats whose cards are face up (``None``: open hands)."""
    pick: var[int | None] = var(None, init=False)
    """The bid the arrows have chosen for the seat to bid."""

    def __init__(
        self,
        deal: Deal,
        variant: ScoringVariant,
        *,
        words: Words,
        glyphs: Glyphs,
        ascii_only: bool = False,
        source: str = "",
        match: Match | None = None,
        guard: float = GUARD,
        bot_pace: float = BOT_PACE,
        resumed: bool = False,
    ) -> None:
        super().__init__(classes="-ascii" if ascii_only else None)
        if match is None:
            match = Match.of_deal(deal)
        self._deal = match.deal
        self._words = words
        self._glyphs = glyphs
        self._source = source
        self.guard = guard
        """Seconds a hand-off or a round's result ignores keys after it opens; and the
        table, after a hand-off is taken, ignores keys that bid, play or choose."""
        self.clock: Callable[[], float] = time.monotonic
        """What the table reads the time from, in seconds."""
        # When the last hand-off was taken, by the clock; whether a key sent
        # with it was dropped, and no key of the player's own came since.
        self._taken_at: float | None = None
        self._dropped = False
        self._bot_pace = bot_pace
        self._bots = _make_bots(match)
        self._bot_due: GameState | None = None
        """The position a bot's move is scheduled for; a move due for another one is dropped."""
        self._bot_timer: Timer | None = None
        self._bindings = BindingsMap(self._key_list(words))
        self._viewed: tuple[GameState, ScoringVariant, frozenset[Seat] | None, TableView] | None = (
            None
        )
        self._seat_panels: dict[Seat, SeatPanel] = {}
        self._footer_spared: frozenset[str] | None = None
        """The actions the footer leaves out now; ``None`` until it is first fitted."""
        # The states undone since the last move, the latest last: what redo plays again.
        self._redo: list[GameState] = []
        self.set_reactive(TableScreen.match, match)
        self.set_reactive(TableScreen.state, match.state)
        self.set_reactive(TableScreen.variant, variant)
        self.set_reactive(TableScreen.shown, _face_up_at_start(match, resumed=resumed))
        # No card is chosen for the seat to play: one deliberate key per seat.
        self.set_reactive(TableScreen.cursor, None)
        bids = match.state.legal_bids()
        self.set_reactive(TableScreen.pick, bids[0] if bids else None)
        self.set_reactive(TableScreen.checklist, self._check())

    @staticmethod
    def _key_list(words: Words) -> list[BindingType]:
        """The keys of this screen, labelled in ``words``."""
        return _bindings(words)

    @property
    def _commands(self) -> frozenset[str]:
        """The keys of this screen's commands, which a window over it passes on."""
        return command_keys(self._key_list(self._words))

    def compose(self) -> ComposeResult:
        words, glyphs, hands = self._words, self._glyphs, self._deal.hands
        view = self.view
        match = self.match
        assert view is not None and match is not None
        bidding = self.state.rules.bidding
        # One panel per seat of the game, each handed its own slice of the view.
        self._seat_panels = {
            seat.seat: SeatPanel(
                seat.seat,
                hands[seat.seat],
                side=self.state.rules.side_of(seat.seat),
                words=words,
                glyphs=glyphs,
                view=seat,
                bidding=bidding,
                bot=match.is_bot(seat.seat),
                # At a hidden table a bot's hand is never turned face up.
                face_up=not (match.setup.hidden and match.is_bot(seat.seat)),
            ).data_bind(TableScreen.cursor)
            for seat in view.seats
        }
        self._trick_area = TrickArea(view.trick, words=words, glyphs=glyphs)
        self._history = HistoryPanel(view.history, words=words)
        bots = frozenset(seat for seat in self._seat_panels if match.is_bot(seat))
        top, right, bottom, left = _places(tuple(self._seat_panels.values()))
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield top
                with Horizontal(id="middle"):
                    yield left
                    yield self._trick_area
                    yield right
                yield bottom
                yield NoticeBar(words=words, bots=bots).data_bind(
                    TableScreen.state,
                    TableScreen.variant,
                    TableScreen.typed,
                    TableScreen.notice,
                    TableScreen.review,
                    TableScreen.pick,
                    TableScreen.match,
                )
            with Vertical(id="side"):
                if bidding:
                    # A game with bidding: the round's facts and the score pad.
                    yield RoundPanel(words=words, glyphs=glyphs).data_bind(
                        TableScreen.match, TableScreen.state
                    )
                    yield ScorePad(words=words, legend=True).data_bind(TableScreen.match)
                else:
                    yield StatusPanel(words=words, glyphs=glyphs).data_bind(
                        TableScreen.state, TableScreen.variant, TableScreen.match
                    )
                    if match.rounds > 1:
                        yield ScorePad(words=words, legend=False).data_bind(TableScreen.match)
                # A paper trace would show hidden cards. A round with bidding has
                # the checklist only beside its paper (without one, c says so).
                if self.shown is None and (self._has_paper or not bidding):
                    yield ChecklistPanel(
                        words=words, has_trace=self._has_paper, live=self.LIVE
                    ).data_bind(TableScreen.checklist, TableScreen.detail)
                yield self._history
        yield KeyFooter()

    # -- the view ------------------------------------------------------------

    def compute_view(self) -> TableView:
        """The table view of ``state`` under ``variant``, derived once per pair."""
        state, variant, shown = self.state, self.variant, self.shown
        viewed = self._viewed
        # Textual recomputes on every change of any of the screen's attributes
        # (a typed key, the cursor): the view is only derived again for a new
        # state, variant or set of face-up hands.
        if (
            viewed is None
            or viewed[0] is not state
            or viewed[1] is not variant
            or viewed[2] != shown
        ):
            viewed = (state, variant, shown, view_of(state, variant, shown))
            self._viewed = viewed
        return viewed[3]

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
        """True from the first bid or card to the match's last card: quitting would lose them."""
        state = self.state
        if self.match is not None and self.match.rounds_done:
            return not self.match.over
        return bool(state.plays or state.bids) and not state.is_over

    @property
    def _has_paper(self) -> bool:
        """The deal's paper trace is shown: it has one, and no hand is hidden."""
        return bool(self._deal.trace) and self.shown is None

    def _check(self) -> Checklist | None:
        """The paper trace against the game on the table, if the deal has one."""
        if not self._has_paper:
            return None
        # As `check` does: a Sticheln round's [result] too, once the round is over.
        return paper_checklist(self._deal, self.state, self.variant)

    def watch_state(self, previous: GameState, state: GameState) -> None:
        match = self.match
        if match is not None and match.state is not state:
            self.match = match.with_state(state)
        if previous.turn.seat is not state.turn.seat or self.cursor not in state.legal_plays():
            # A new seat to act chooses its own card: one deliberate key per seat.
            self.cursor = None
        if state.phase is Phase.BIDDING:
            legal = state.legal_bids()
            if self.pick not in legal or previous.turn.seat is not state.turn.seat:
                # Each seat starts from the lowest bid, not the bid of the seat before.
                self.pick = legal[0] if legal else None
        self.checklist = self._check()
        self.call_later(self._next_turn)

    def watch_notice(self) -> None:
        # Said while one hand is face up, a notice is that person's: the hand-off clears it.
        self._notice_holder = self._holder()

    def watch_match(self, match: Match | None) -> None:
        if match is not None and self.LIVE:
            self.post_message(self.Moved(match))

    def on_screen_resume(self) -> None:
        # Back from a dialog: a bot may be waiting to act.
        self.call_later(self._next_turn)

    # -- turns: hand-offs, bots, the end of a round ----------------------------

    def _next_turn(self) -> None:
        """Whatever the new position asks for: a hand-off, a bot's move, the round's result."""
        match = self.match
        if match is None or self.review or self.app.screen is not self:
            return
        state = self.state
        if match.round_over:
            # With hidden hands every card played is shown face up now (the view's rule).
            if not self._result_seen:
                self._result_seen = True
                self._show_result()
            return
        self._result_seen = False
        seat = state.turn.seat
        if seat is None:
            return
        if match.is_bot(seat):
            self._schedule_bot()
            return
        if self._face_down_to_act():
            self._hand_off(seat)

    _result_seen = False
    _notice_holder: Seat | None = None
    """The seat whose hand was face up, alone, when the notice on view was said."""

    def _hand_off(self, seat: Seat) -> None:
        """Hide every hand, and show ``seat``'s once only that seat can see the screen.

        The seat that had the screen may instead take back the move it just
        made (``u`` on the hand-off). The turn is then its own again, behind a
        hand-off to it: whoever pressed ``u`` may already hold the screen.
        """
        holder = self._holder()
        own = None if holder is None else self._own_last_move(holder)
        self.shown = frozenset()
        self.typed = ""
        if self._notice_holder is not None:
            # Said to the person who had the screen (an undo, a why, a refusal): the
            # next starts afresh. A notice said under a hand-off is for its taker.
            self.notice = None
        if self._redo and self._redo[-1].undo().turn.seat is not seat:
            # Moves taken back are their maker's to make again, never the next seat's.
            self._redo.clear()
        # The seat's own move taken back, which U makes again once its hand is up.
        redo = self._redo[-1] if self._redo else None
        redo_bid = None if redo is None or redo.previous is None else _a_bid(redo.undo(), redo)

        def taken(take_back: bool | None) -> None:
            if not take_back:
                self._face_up(seat)
            elif holder is not None and self._own_last_move(holder) is not None:
                # Checked again: only the holder's own move, as the hand-off offered.
                self._take_back(*self._undo_target(self.state))
            else:
                self._next_turn()  # nothing of the holder's to take back: pass on again

        back = None if own is None else holder
        screen = HandOffScreen(
            seat,
            words=self._words,
            guard=self.guard,
            back=back,
            back_bid=own is True,
            redo_bid=redo_bid,
            help_keys=self._help_keys(),
        )
        self.app.push_screen(screen, taken)

    def _face_up(self, seat: Seat) -> None:
        """``seat`` has the screen: its hand alone face up, keys sent with the one that
        passed the hand-off dropped for a moment."""
        self.shown = frozenset({seat})
        self._taken_at = self.clock()
        self._dropped = False

    def _holder(self) -> Seat | None:
        """The one seat whose hand is face up now, if there is one (hidden hands only)."""
        shown = self.shown
        if shown is None or len(shown) != 1:
            return None
        return next(iter(shown))

    def _own_last_move(self, seat: Seat) -> bool | None:
        """Whether the move ``u`` would take back is a bid (``True``) or a card (``False``),
        if it is ``seat``'s own; ``None`` if there is none, or it is another's."""
        state = self.state
        if state.previous is None or self._bots_only_since_start(state):
            return None
        before, undone = self._undo_target(state)
        if before.turn.seat is not seat:
            return None
        return _a_bid(before, undone[-1])

    def _schedule_bot(self) -> None:
        state = self.state
        if self._bot_due is state:
            return
        if self._bot_timer is not None:
            # Due for an earlier position (taken back since): its pause starts again here.
            self._bot_timer.stop()
            self._bot_timer = None
        self._bot_due = state
        seat = state.turn.seat
        if seat is not None:
            self.notice = Notice(
                self._words.catalogue("match.bot_thinking", seat=self._words.seat(seat))
            )
        delay = bot_delay(state, self._bot_pace)
        if delay > 0:
            self._bot_timer = self.set_timer(delay, partial(self._bot_move, state))
        else:
            self.call_later(self._bot_move, state)

    def _bot_move(self, due: GameState) -> None:
        """The bot in the seat to act bids or plays, from its seat's view only.

        ``due`` is the position the move was scheduled for: once it is taken
        back, or another move is scheduled, the call does nothing.
        """
        if due is not self._bot_due:
            return
        self._bot_due, self._bot_timer = None, None
        state = self.state
        if due is not state:
            return  # scheduled for a position taken back since
        seat = state.turn.seat
        if self.app.screen is not self:
            # A dialog is open (the best play, the help): the bot waits until it
            # closes (on_screen_resume), and the table says so, not "thinking".
            if seat is not None:
                waits = self._words.catalogue("match.bot_waits", seat=self._words.seat(seat))
                self.notice = Notice(waits)
            return
        bot = self._bots.get(seat) if seat is not None else None
        if seat is None or bot is None:
            return
        seen = self._seen(state, seat)
        if state.phase is Phase.BIDDING:
            tricks = bot.bid(seen)
            self._apply(lambda state: state.bid(tricks, seat))
        else:
            card = bot.play(seen)
            self._apply(lambda state: state.play(card, seat))

    def _seen(self, state: GameState, seat: Seat) -> Observation:
        """What ``seat`` may know: its view of ``state`` and the match's public standing."""
        from four_lanterns.bots.observation import observe

        match = self.match
        standing = None if match is None else match.seat_points()
        if match is None or standing is None:
            return observe(state, seat)
        return observe(state, seat, standing, match.rounds_after)

    def _show_result(self) -> None:
        match = self.match
        assert match is not None

        def chosen(choice: str | None) -> None:
            if choice == "next":
                self.app.call_later(self.app.next_round)  # type: ignore[attr-defined]
            elif choice == "new":
                # Esc or no leaves things as they were: the result, still to be answered.
                self.action_new_game(declined=self._show_result)
            elif choice == "restart":
                self.action_restart(declined=self._show_result)
            elif choice == "undo":
                # As u after Esc: with hidden hands and several people, only the
                # move of the person whose hand is face up is taken back.
                self.action_undo()
            elif choice in AT_THE_TABLE.values():
                getattr(self, f"action_{choice}")()

        self.app.push_screen(
            RoundOverScreen(match, words=self._words, guard=self.guard, variant=self.variant),
            chosen,
        )

    def action_new_game(self, declined: Callable[[], None] | None = None) -> None:
        """Choose a new game: the game, the deal, rounds, hidden hands, bots.

        ``declined``: what follows Esc (the round's result, when chosen from it).
        """
        self.typed = ""
        match = self.match
        assert match is not None

        def chosen(setup: MatchSetup | None) -> None:
            if setup is not None:
                self.app.call_later(self.app.new_match, setup)  # type: ignore[attr-defined]
            elif declined is not None:
                declined()

        self.app.push_screen(NewGameScreen(words=self._words, current=match.setup), chosen)

    def watch_variant(self) -> None:
        # The same plays, the other variant's running scores against the paper's.
        self.checklist = self._check()
        if self.match is not None and self.LIVE:
            # The save keeps the scoring on view: the game is taken up on it again.
            self.post_message(self.Moved(self.match))

    def on_mount(self) -> None:
        self.call_later(self._next_turn)
        self._place_checklist()
        self._fit_footer(self.app.size.width)

    def on_resize(self, event: events.Resize) -> None:
        self._fit_footer(event.size.width)

    def _fit_footer(self, width: int) -> None:
        """Leave out of the footer what it has no room for, in ``_FOOTER_SPARE``'s order."""
        keys = [key for key in self._key_list(self._words) if isinstance(key, Binding)]
        spared = set(self._not_in_footer())
        shown = [key for key in keys if key.show]
        for action in _FOOTER_SPARE:
            left = [key for key in shown if key.action not in spared]
            drawn = [FooterKey.of_binding(key, self.app.get_key_display(key)) for key in left]
            if footer_width(drawn) <= width:
                break
            spared.add(action)
        if frozenset(spared) == self._footer_spared:
            return
        self._footer_spared = frozenset(spared)
        self._bindings = BindingsMap(
            [replace(key, show=False) if key.action in spared else key for key in keys]
        )
        self.refresh_bindings()

    def _not_in_footer(self) -> frozenset[str]:
        """The actions whose keys the footer leaves out at this table.

        Their keys still answer (``h`` in Four Lanterns says to press ``b``),
        but the footer shows only the advice this game gives, and no scoring
        switch in a game of one scoring.
        """
        rules = self.state.rules
        unshown = set()
        if len(rules.variants) < 2:
            unshown.add("switch_variant")
        if not isinstance(rules, StichelnRules):
            unshown.add("hint")
        if not isinstance(rules, FourLanternsRules) or self.shown is not None:
            unshown.add("best_play")  # refused with hidden hands: it reads every hand
        return frozenset(unshown)

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
        if self.state.rules.bidding:
            # A round's score pad gives the checklist its room (the round's
            # result and the seats' frames say its figures).
            self.query_one(ScorePad).display = not self.checklist_shown

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
        self._redo.clear()  # a new move: what was undone cannot be played again
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
            private = self.shown is not None
            text = self._words.error(error, self.state, typing=typing, private=private)
        self.notice = Notice(text, NoticeKind.ERROR)

    def _play(self, card: Card, seat: Seat | None = None) -> None:
        self._apply(lambda state: state.play(card, seat))

    # -- input -------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Whether a key's action runs now: while a code is typed, keys type it.

        A key bound to a command and to typing has the command first. While a
        code is being typed the command answers ``None`` (shown greyed in the
        footer); Textual then tries the key's next binding, which types the
        character, so every printable key belongs to the code until Enter or Esc.
        A key that cannot start a code types nothing while none is typed.
        """
        if action in _ACTING_KEYS and self._face_down_to_act() and not self._bot_to_act(self.state):
            # Keys sent in one burst reach the table before the hand-off
            # screen is up: none of them may act for a seat that cannot see.
            # (On a bot's turn the action runs, to say the bot moves itself.)
            return False
        if action == "type":
            return bool(self.typed) or parameters[0] in _CODE_STARTS
        if action == "switch_variant" and len(self.state.rules.variants) < 2:
            return False  # one scoring: nothing to switch, and no key for it in the footer
        if action == "one_scoring" and len(self.state.rules.variants) >= 2:
            return False  # p switches the scoring
        if action in _TYPING_KEYS or not self.typed:
            return True
        return None

    def watch_typed(self, before: str, typed: str) -> None:
        if bool(before) != bool(typed):
            self.refresh_bindings()  # the footer greys the commands while a code is typed

    def action_type(self, character: str) -> None:
        """Add a character to the typed card code."""
        if self._typed_ahead() or self._waiting_for_bot():
            return
        self._dropped = False  # a key of the player's own, after the guard
        # Typing keeps a refusal on screen: the player is still answering it.
        self.typed = (self.typed + character)[-_MAX_TYPED:]

    def on_key(self, event: events.Key) -> None:
        # A printable key with no binding of its own (an accented letter, say)
        # also belongs to a code being typed; the code is then refused on Enter.
        # A key with a binding was typed or not as it came; it reaches this
        # handler after the keys sent with it (a "-" before a "1" would follow it).
        character = event.character
        if self.typed and event.is_printable and character and character not in _TYPABLE:
            event.stop()
            self.action_type(character)

    def _typed_ahead(self) -> bool:
        """Whether a key came less than :attr:`guard` seconds after a hand-off was taken.

        Such a key was sent with the Enter that took it, before the seat saw
        its cards: it acts for nobody, and is remembered until a key after the
        guard types or moves, so that an Enter then plays nothing unchosen.
        """
        taken = self._taken_at
        if taken is not None and self.clock() - taken < self.guard:
            self._dropped = True
            return True
        return False

    def _face_down_to_act(self) -> bool:
        """Hidden hands, and the seat to act does not see its cards (a hand-off or a bot is due)."""
        seat = self.state.turn.seat
        return self.shown is not None and seat is not None and seat not in self.shown

    @on(Hand.Picked)
    def _picked(self, event: Hand.Picked) -> None:
        if self._waiting_for_bot() or self._face_down_to_act():
            return
        owner = next((seat for seat in Seat if event.card in self.state.hand(seat)), None)
        self._play(event.card, owner)

    def action_move(self, step: int) -> None:
        """Move the cursor to the next (or previous) legal card of the seat to play."""
        if self._typed_ahead() or self._waiting_for_bot():
            return
        self._dropped = False  # a key of the player's own, after the guard
        self.notice = None
        if self.state.phase is Phase.BIDDING:
            bids = self.state.legal_bids()
            here = bids.index(self.pick) if self.pick in bids else 0
            self.pick = bids[(here + step) % len(bids)]
            return
        # In the order the hand shows them. With no card under the cursor yet,
        # → (↓, Tab) takes the first legal card and ← (↑, Shift+Tab) the last.
        cards = in_hand_order(self.state.legal_plays().cards)
        if not cards:
            return
        if self.cursor in cards:
            self.cursor = cards[(cards.index(self.cursor) + step) % len(cards)]
        else:
            self.cursor = cards[0] if step > 0 else cards[-1]

    def action_play(self) -> None:
        """Play the typed code, or else the card under the cursor (bid, in the bidding)."""
        if self._typed_ahead() or self._waiting_for_bot():
            return
        if self._dropped and not self.typed:
            # Keys were dropped since the hand-off: this Enter would bid or play
            # what the cursor shows, not what the player typed.
            self._dropped = False
            self.app.bell()
            return
        state = self.state
        if state.phase is Phase.BIDDING:
            self._bid()
            return
        match = self.match
        if match is not None and match.round_over and not self.review:
            self._show_result()
            return
        if self.typed:
            code = uncut_code(self._words.with_seat_code(self.typed), self.state.rules.deck)
            self._apply(lambda state: state.play_code(code))
        elif self.cursor is not None:
            self._play(self.cursor)
        elif self.state.is_over:
            self.notice = Notice(self._words.legal_over)
        else:
            self.notice = Notice(self._words.no_card_chosen)

    def _bid(self) -> None:
        """Bid the typed number, or else the one the arrows chose."""
        typed, state = self.typed, self.state
        if typed:
            if not (typed.isascii() and typed.isdigit()):
                self.typed = ""
                self.app.bell()
                most = state.rules.hand_size
                text = self._words.catalogue("match.bid_refused_typed", text=typed, most=most)
                self.notice = Notice(text, NoticeKind.ERROR)
                return
            tricks = int(typed)
        elif self.pick is not None:
            tricks = self.pick
        else:
            return
        self._apply(lambda state: state.bid(tricks))

    def action_erase(self) -> None:
        """Erase the last typed character."""
        self.typed = self.typed[:-1]

    def action_clear(self) -> None:
        """Clear the typed code and the message."""
        self.typed = ""
        self.notice = None

    def _not_shown(self, key: MatchKey) -> str:
        """Why nothing is said of the face-down cards of the seat to act: they are a
        bot's, or ``key``'s reason (not handed over yet)."""
        w, seat = self._words, self.state.turn.seat
        if seat is not None and self._bot_to_act(self.state):
            return w.catalogue("match.bot_cards_hidden", seat=w.seat(seat))
        return w.catalogue(key)

    def action_why(self) -> None:
        """Explain which cards are legal and why the others are dimmed."""
        self.typed = ""
        if self._face_down_to_act():
            # Which cards are legal, or that the seat holds the led suit, is
            # what its face-down hand hides (a bot's, or one not handed over).
            self.notice = Notice(self._not_shown("match.why_not_shown"))
            return
        self.notice = Notice(self._words.why(self.state))

    def action_undo(self) -> None:
        """Take back the last card or bid; with bots, back to the last one a person made.

        With hidden hands and more than one person, a person takes back only
        their own moves: if another person has moved since, nothing is taken
        back and the notice says whose move stands in the way.
        """
        if self._typed_ahead():
            return  # a second u with the one on the hand-off: one take-back is asked for
        self.typed = ""
        state = self.state
        if state.previous is None:
            self.notice = Notice(self._words.nothing_to_undo)
            return
        if self._bots_only_since_start(state):
            self.notice = Notice(self._words.catalogue("match.bots_only_moved"))
            return
        before, undone = self._undo_target(state)
        mover = before.turn.seat
        if self._own_moves_only() and mover is not None and mover not in (self.shown or ()):
            bid = _a_bid(before, undone[-1])
            key: MatchKey = "match.undo_others_bid" if bid else "match.undo_others_card"
            # The seat and the kind of move only: a bid or a card on the table
            # is public, and nothing of any hand is named.
            self.notice = Notice(self._words.catalogue(key, seat=self._words.seat(mover)))
            return
        over = state.is_over
        self._take_back(before, undone)
        if over:
            self._after_the_result()

    def _after_the_result(self) -> None:
        """A round's end taken back or played again: the whole table was looking at its
        result, every hand face up. With hidden hands and several people, the seat to act
        takes its hand behind a hand-off; what the table was told stays said."""
        if self._own_moves_only():
            self.shown = frozenset()
            self._notice_holder = None

    def _undo_target(self, state: GameState) -> tuple[GameState, list[GameState]]:
        """Where ``u`` goes back to from ``state``, and the states it leaves, the latest first.

        A bot would only make its move again: back through the bots' moves to
        the last move a person made. ``state`` has a move to take back.
        """
        undone: list[GameState] = []
        while state.previous is not None and (not undone or self._bot_to_act(state)):
            undone.append(state)
            state = state.undo()
        return state, undone

    def _take_back(self, before: GameState, undone: list[GameState]) -> None:
        """Go back to ``before``, keeping ``undone`` for redo, and say what was taken back."""
        last = undone[-1]
        self._redo.extend(undone)
        self.state = before
        if _a_bid(before, last):
            said = self._bid_said("match.undone_bid", last, before.next_bid_step)
        else:
            played = last.plays[-1]
            said = self._words.undone.format(
                step=before.next_step,
                seat=self._words.seat(played.seat),
                card=self._words.card(played.card),
            )
        # Every state left but the last is a bot's move after the person's.
        self.notice = Notice(self._with_bots(said, len(undone) - 1, again=False))

    def _own_moves_only(self) -> bool:
        """Hidden hands and more than one person: each takes back only their own moves."""
        match = self.match
        if self.shown is None or match is None:
            return False
        return len(match.people) > 1

    def _waiting_for_bot(self) -> bool:
        """Whether a bot is to act: then a key to bid or play says so, and acts for nobody."""
        seat = self.state.turn.seat
        if not self._bot_to_act(self.state) or seat is None:
            return False
        self.app.bell()
        # A game without bids (Four Lanterns): the bot only plays.
        key: MatchKey = (
            "match.bot_moves_itself" if self.state.rules.bidding else "match.bot_plays_itself"
        )
        self.notice = Notice(self._words.catalogue(key, seat=self._words.seat(seat)))
        return True

    def _bot_to_act(self, state: GameState) -> bool:
        match = self.match
        return match is not None and match.is_bot(state.turn.seat)

    def _bots_only_since_start(self, state: GameState) -> bool:
        """Whether every move of the round so far was a bot's: none of a person's to take back."""
        while state.previous is not None:
            state = state.undo()
            if not self._bot_to_act(state):
                return False
        return True

    def _bid_said(self, key: MatchKey, state: GameState, step: str) -> str:
        """Which bid (the last of ``state``) was taken back or made again, at ``step``."""
        bid = state.bids[-1]
        seat = self._words.seat(bid.seat)
        return self._words.catalogue(key, seat=seat, bid=bid.tricks, step=step)

    def _with_bots(self, said: str, bots: int, *, again: bool) -> str:
        """``said`` of a person's move, and how many bots' moves after it went with it.

        A count, not the moves: what a bot played is on the table already, and
        what it holds is no one's to know.
        """
        if not bots:
            return said
        if again:
            key: MatchKey = "match.redone_bots_one" if bots == 1 else "match.redone_bots_many"
        else:
            key = "match.undone_bots_one" if bots == 1 else "match.undone_bots_many"
        return self._words.catalogue(key, said=said, count=bots)

    def action_redo(self) -> None:
        """Make again the last card or bid taken back by undo, with the bots' moves after it."""
        if self._typed_ahead():
            return  # sent with the key that took the hand-off, before the seat could see
        self.typed = ""
        if not self._redo:
            self.notice = Notice(self._words.nothing_to_redo)
            return
        before = self.state
        first = self._redo.pop()  # the person's own move: the notice names it
        after = first
        bots = 0
        while self._redo and self._bot_to_act(after):
            after = self._redo.pop()
            bots += 1
        self.state = after
        if len(first.bids) > len(before.bids):
            said = self._bid_said("match.redone_bid", first, before.next_bid_step)
        else:
            played = first.plays[-1]
            said = self._words.redone.format(
                step=before.next_step,
                seat=self._words.seat(played.seat),
                card=self._words.card(played.card),
            )
        self.notice = Notice(self._with_bots(said, bots, again=True))

    async def action_quit(self) -> None:
        """Quit the way the app does: asking first in the middle of a hand."""
        await self.app.action_quit()

    def action_restart(self, declined: Callable[[], None] | None = None) -> None:
        """Deal the same hands again, asking first if a bid or a card has been made.

        ``declined``: what follows a no (the round's result, when asked from it).
        """
        self.typed = ""
        count = len(self.state.plays)
        if not count and not self.state.bids:
            self._restart()
            return
        if count:
            question = self._words.confirm_restart.format(count=count)
        else:  # only bids made: "the cards played so far (0)" would read oddly
            bids = len(self.state.bids)
            question = self._words.catalogue("table.confirm_restart_bids", count=bids)

        def answered(yes: bool | None) -> None:
            if yes:
                self._restart()
            elif declined is not None:
                declined()

        self.app.push_screen(ConfirmScreen(question, words=self._words), answered)

    def _restart(self) -> None:
        self._redo.clear()
        if self.match is not None:
            self._bots = _make_bots(self.match)  # drawing again what they drew the first time
        over = self.state.is_over
        self.state = self.state.restart()
        self.notice = Notice(self._words.restarted.format(seat=self._words.seat(self.state.leader)))
        # Said to the whole table, not to the person who asked: a hand-off keeps it.
        self._notice_holder = None
        if over:
            self._after_the_result()

    def action_switch_variant(self) -> None:
        """Score the same plays under the next scoring variant."""
        self.typed = ""
        variants = self.state.rules.variants
        if self.variant.code not in variants:
            return  # a game of one scoring: check_action keeps p off
        codes = list(variants)
        index = (codes.index(self.variant.code) + 1) % len(codes)
        self.variant = variants[codes[index]]
        self.notice = Notice(
            self._words.variant_switched.format(
                variant=self.variant.code, description=self._words.variant(self.variant)
            )
        )

    def action_one_scoring(self) -> None:
        """p in a game of one scoring (Sticheln): say why there is nothing to switch."""
        self.notice = Notice(self._words.catalogue("match.scoring_sticheln"))

    def action_details(self) -> None:
        """Show the checklist, then every expected and observed value, then hide it again.

        Without a paper trace there are no values to detail: c shows the
        checklist saying so, and hides it again.
        """
        if self.shown is not None:
            # No checklist with hidden hands; without a paper trace, that is the reason to give.
            if not self._deal.trace:
                self.notice = Notice(self._words.checklist_no_trace)
            else:
                self.notice = Notice(self._words.catalogue("match.checklist_hidden"))
            return
        if self.state.rules.bidding and not self._has_paper:
            # No panel at all: a round with bidding has one only beside its paper.
            self.notice = Notice(self._words.checklist_no_trace)
            return
        if not self.checklist_shown:
            self.detail = False
            self.checklist_shown = True
        elif not self.detail and self._has_paper:
            self.detail = True
        else:  # from the details, or with no paper trace to detail
            self.checklist_shown = False
            self.detail = False

    def action_export(self) -> None:
        """Write the game's record and, beside a paper trace, the review report; say where."""
        self.typed = ""
        catalogue = self._words.catalogue
        record_written: Path | None = None
        hidden = False
        match = self.match
        if match is not None and self.LIVE:
            whole = GameRecord.of_match(match)
            record = whole.shareable()
            if record is None:
                hands = match.setup.plays_hands
                none = catalogue("save.export_none_hand" if hands else "save.export_none_round")
                self.notice = Notice(none)
                return
            hidden = record is not whole
            # A shared part of a hidden game is named without its seed, too.
            path = record_path(match.setup.game if hidden else self._source, record.match)
            try:
                # A new file each time: an earlier record of the same game stays as it was.
                record_written = write_new(path, record_toml(record))
            except OSError as error:
                self._refuse(error, path=path)
                return
        report_written = self._write_report()
        if report_written is False:
            return
        if record_written is not None and report_written is not None:
            text = catalogue("save.export_both", record=record_written, report=report_written)
        elif record_written is not None and hidden:
            text = catalogue("save.export_hidden", path=record_written)
        elif record_written is not None:
            text = catalogue("save.export_done", path=record_written)
        elif report_written is not None:
            text = self._words.export_done.format(path=report_written)
        else:
            text = self._words.export_no_trace
        self.notice = Notice(text)

    def _write_report(self) -> Path | bool | None:
        """The review report beside a paper trace: its path; None without one; False if refused."""
        checklist = self.checklist
        if checklist is None:
            return None
        from four_lanterns.review.report import ReportMeta, render_report

        # The report shows the deal's name readably, whatever bytes it is made of.
        meta = ReportMeta.for_deal(self._deal, shown(self._source or "deal"))
        text = render_report(checklist, meta, "markdown", self._words.lang)
        path = report_path(self._source, None if checklist.bids_scored else self.variant)
        try:
            return write_new(path, text)
        except OSError as error:
            self._refuse(error, path=path)
            return False

    def action_last_trick(self) -> None:
        """Show the last completed trick again, with its winner and reason."""
        if self.typed:
            # A code being typed owns every key until Enter or Esc.
            self.action_type("l")
            return
        view = last_trick_view(self.state)
        if view is None:
            self.notice = Notice(self._words.last_trick_none)
            return
        self.app.push_screen(
            LastTrickScreen(view, words=self._words, glyphs=self._glyphs, passes=self._commands)
        )

    def action_best_play(self) -> None:
        """Four Lanterns: each legal card's final points when both teams then play best."""
        self.typed = ""
        w, state = self._words.catalogue, self.state
        if not isinstance(state.rules, FourLanternsRules):
            self.notice = Notice(w("match.best_sticheln"))
            return
        seat = state.turn.seat
        if seat is None:
            self.notice = Notice(w("match.advice_none"))
            return
        if self.shown is not None:
            # The solver reads every hand: with hidden hands it would tell the
            # seat about cards it cannot see, so it is refused outright.
            self.notice = Notice(w("match.best_hidden", seat=self._words.seat(seat)))
            return
        from four_lanterns.analysis import analyze  # the solver: loaded when first asked

        analysis = analyze(state, self.variant)
        values = analysis.cards
        sides = state.rules.sides
        margin = analysis.best.ns - analysis.best.ew
        best = self._words.score_line(Score(sides, (analysis.best.ns, analysis.best.ew)))
        advice = Advice(
            title=w(
                "analysis.title",
                variant=self.variant.code,
                description=self._words.variant(self.variant),
            ),
            close=w("match.advice_close", letter="b"),
            head=w("analysis.to_play", seat=self._words.seat(seat), step=analysis.step, score=best),
            columns=(w("analysis.card"), *(self._words.side(side) for side in sides)),
            rows=tuple(
                (self._words.card(value.card), str(value.ns), str(value.ew)) for value in values
            ),
            marked=frozenset(
                index for index, value in enumerate(values) if value.ns - value.ew == margin
            ),
            mark=w("analysis.best"),
            note=w("analysis.note"),
        )
        self.app.push_screen(AdviceScreen(advice, passes=self._commands))

    def action_hint(self) -> None:
        """Sticheln: the strong bot's bid or card for the seat to act, from its view only."""
        self.typed = ""
        w, state = self._words.catalogue, self.state
        if not isinstance(state.rules, StichelnRules):
            hidden = self.shown is not None  # then b is refused too: do not point to it
            self.notice = Notice(
                w("match.hint_four_lanterns_hidden" if hidden else "match.hint_four_lanterns")
            )
            return
        seat = state.turn.seat
        if seat is None:
            self.notice = Notice(w("match.advice_none"))
            return
        if self._face_down_to_act():
            # Only the person whose cards are face up may be advised on them.
            self.notice = Notice(self._not_shown("match.hint_not_shown"))
            return
        from four_lanterns.bots.observation import observe
        from four_lanterns.bots.strong import StrongBot

        # The seat's own observation, never the state: the hint knows what the seat knows.
        # Without the duel's standing, so that its figures are analyze's and explain its choice.
        assessment = StrongBot(HINT_SEED).assess(observe(state, seat))
        bidding = assessment.phase is Phase.BIDDING
        step = state.next_bid_step if bidding else state.next_step

        def move(choice: int | Card) -> str:
            return self._words.card(choice) if isinstance(choice, Card) else str(choice)

        options = assessment.options  # the cards in the order of the hand on screen
        name = self._words.seat(seat)
        advice = Advice(
            title=w("match.hint_title", seat=name),
            close=w("match.advice_close", letter="h"),
            head=w(
                "suggest.to_bid" if bidding else "suggest.to_play",
                seat=name,
                step=step,
                choice=move(assessment.choice),
            ),
            columns=(
                w("suggest.bid" if bidding else "suggest.card"),
                w("suggest.points"),
                w("suggest.tricks"),
            ),
            rows=tuple(
                (move(option.move), w.decimal(option.points), w.decimal(option.tricks))
                for option in options
            ),
            marked=frozenset(
                index for index, option in enumerate(options) if option.move == assessment.choice
            ),
            mark=w("suggest.mark"),
            note=w("suggest.note", seat=name, seed=HINT_SEED),
        )
        self.app.push_screen(AdviceScreen(advice, passes=self._commands))

    def action_page(self, pages: int) -> None:
        """PgUp/PgDn: the score pad's earlier rounds; at a table without a pad, the history's."""
        # A pad the checklist has taken the place of (Sticheln) is out of sight: not it.
        pad = next((pad for pad in self.query(ScorePad) if pad.display), None)
        if pad.at_edge(pages) if pad is not None else at_scroll_edge(self._history, pages):
            self.app.bell()  # nothing more to see that way: heard, not silent
        elif pad is not None:
            pad.page(pages)
        elif pages < 0:
            self._history.scroll_page_up(animate=False)
        else:
            self._history.scroll_page_down(animate=False)

    def action_help(self) -> None:
        """Show the rules and every key."""
        self.app.push_screen(
            HelpScreen(words=self._words, keys=self._help_keys(), passes=self._commands)
        )

    def _help_keys(self) -> tuple[tuple[str, str], ...]:
        # The game's card codes first; "r" after the shared keys, then the
        # game's own commands, then the table's, with "?" (the last shared row)
        # and "q" last. "r" and "q" speak of a hand or a round, as the game does.
        words = self._words
        codes, *commands = words.help_game_keys
        shared = words.help_keys
        hands = plays_hands(self.state.rules.name)

        def rows(hand: MatchKey, round_: MatchKey) -> tuple[tuple[str, str], ...]:
            return words.help_rows(hand if hands else round_)

        if not hands:
            # A game of rounds bids: u and U take back (and make again) a bid too.
            undo = dict(words.help_rows("match.help_undo_round"))
            shared = tuple((key, undo.get(key, text)) for key, text in shared)
        return (
            codes,
            *shared[:-1],
            *rows("match.help_restart_hand", "match.help_restart_round"),
            *commands,
            *words.help_more_keys,
            *words.help_last_trick,
            *rows("match.help_keys_hand", "match.help_keys_round"),
            *words.help_rows("match.help_page"),
            *shared[-1:],
            *rows("match.help_quit_hand", "match.help_quit_round"),
        )

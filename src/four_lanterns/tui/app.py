"""The Textual application of the card table, and its entry point ``run_table``."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import select
import signal
import sys
import termios
import threading
import time
from collections.abc import Callable
from functools import partial
from types import FrameType
from typing import Any, ClassVar, TypeAlias

from rich.text import Text
from textual import events
from textual.app import App
from textual.binding import Binding

from four_lanterns.defaults import BOT_PACE, FIXED_DEALS, fixed_deal_path
from four_lanterns.engine import Deal, DealError, ScoringVariant
from four_lanterns.files import shown
from four_lanterns.i18n import Lang
from four_lanterns.match import Match, MatchSetup, plays_hands
from four_lanterns.records.saves import SaveBusy, Saved, SaveFolder, SaveSlot
from four_lanterns.text import printable
from four_lanterns.tui.ascii import ASCII_CLASS
from four_lanterns.tui.screens.dialogs import ConfirmScreen
from four_lanterns.tui.screens.match_screens import GUARD
from four_lanterns.tui.screens.review import ReviewScreen
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.screens.too_small import TooSmallScreen
from four_lanterns.tui.widgets.cards import fit_cards
from four_lanterns.tui.widgets.line import NO_BREAK
from four_lanterns.tui.widgets.notice import Notice, NoticeKind
from four_lanterns.tui.words import ASCII, ENGLISH, UNICODE, Glyphs, Words, ascii_words, words_for
from four_lanterns.words.match import MatchKey
from four_lanterns.words.saves import describe_game

__all__ = [
    "CLOSING_SIGNALS",
    "FORCED_EXIT_AFTER",
    "MIN_SIZE",
    "FourLanternsApp",
    "fitted",
    "glyphs_for",
    "run_table",
    "saved_note",
]

MIN_SIZE = (80, 24)
"""The smallest terminal (columns, rows) the table is drawn in."""

_DETAIL_LIMIT = 120

CLOSING_SIGNALS = (signal.SIGTERM, signal.SIGHUP)
"""Signals that close the table the way ``q`` does, giving the terminal back."""

FORCED_EXIT_AFTER = 5.0
"""Seconds a signalled shutdown may take before the process ends regardless.

After a real hang-up the terminal is gone, and Textual's writes to it can
block for good; the table must still end.
"""

_Handler: TypeAlias = Callable[[int, FrameType | None], Any] | int | None


def glyphs_for(lang: Lang, *, ascii_only: bool) -> Glyphs:
    """The table's symbols: letters only with ``--ascii``, and for Chinese.

    The suit shapes and the marks (◆ ● ▲ ■ ★ ▶) are East Asian *ambiguous*
    width: a terminal set up for Chinese draws them two cells wide, which
    would push every card chip and panel edge out of line. Suit colour and
    letter still tell the suits apart, so Chinese gets the letter glyphs.
    """
    return ASCII if ascii_only or lang == "zh" else UNICODE


def _terminal_hung_up() -> bool:
    """Whether the controlling terminal has been closed under the program."""
    try:
        termios.tcgetattr(sys.__stdin__.fileno() if sys.__stdin__ else 0)
    except termios.error as error:
        return bool(error.args[0] == errno.EIO)  # a hung-up terminal refuses with EIO
    except (OSError, ValueError):
        return False
    return False


class _Watchdog:
    """Ends the process ``FORCED_EXIT_AFTER`` seconds after a signal, unless stopped.

    Its thread starts with the app and sleeps on a pipe, so arming it is a
    single ``os.write``: safe in a signal handler whatever the main thread
    was doing, and independent of the event loop.
    """

    _STOP = 0

    def __init__(self) -> None:
        self._read, self._write = os.pipe()
        self._thread = threading.Thread(
            target=self._run, name="four-lanterns-forced-exit", daemon=True
        )
        self._thread.start()

    def arm(self, code: int) -> None:
        """Start the countdown; at its end the process exits with ``code`` (1 to 255)."""
        with contextlib.suppress(OSError):  # the thread has ended: nothing to arm
            os.write(self._write, bytes([code]))

    def stop(self) -> None:
        """Call any countdown off and end the thread."""
        with contextlib.suppress(OSError):  # the thread has ended already
            os.write(self._write, bytes([self._STOP]))
        self._thread.join()
        os.close(self._write)

    def _run(self) -> None:
        try:
            code = self._next(None)
            if code is None:
                return
            deadline = time.monotonic() + FORCED_EXIT_AFTER
            while (left := deadline - time.monotonic()) > 0:
                if self._next(left) is None:
                    return  # stopped: the app ended in time
            os._exit(code)
        finally:
            os.close(self._read)

    def _next(self, timeout: float | None) -> int | None:
        """The next code sent; ``None`` once stopped; 0 if ``timeout`` passed first."""
        ready, _, _ = select.select([self._read], [], [], timeout)
        if not ready:
            return 0
        byte = os.read(self._read, 1)
        return byte[0] if byte and byte[0] != self._STOP else None


class _Crash(Exception):
    """An unexpected error, shown as one short line instead of a traceback."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line

    def __rich__(self) -> Text:
        return Text(self.line)


def with_paper(match: Match) -> Match:
    """``match`` with the paper trace of its game's fixed deal, if it deals that deal.

    Saves and records keep only the cards; the fixed deal taken up from one
    is still checked against its paper trace. A deal file's trace is its own:
    one without a trace is not given the fixed deal's, whatever its cards.
    """
    if match.setup.seed is not None or match.deal.trace or match.deal.sha256:
        return match  # dealt from a seed, or read from a deal file (sha256 of its bytes)
    try:
        fixed = Deal.load(fixed_deal_path(match.setup.game))
    except (OSError, DealError):
        return match  # no fixed deal to be found: the game goes on without a trace
    return match.annotated(fixed)


class FourLanternsApp(App[int]):
    """Hot-seat play of one deal on one keyboard.

    Attributes:
        deal: the deal being played.
        source: where the deal came from, as the user named it.
        crash: the unexpected error that closed the app, if one did.
    """

    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False
    # Textual's own ctrl+c only hints at ctrl+q (and a screen would copy text
    # with it); here both quit the same way, asking first mid-hand.
    BINDINGS: ClassVar = [Binding("ctrl+c", "quit", show=False, priority=True)]

    def __init__(
        self,
        deal: Deal,
        source: str,
        variant: ScoringVariant,
        *,
        ascii_only: bool = False,
        words: Words = ENGLISH,
        review: bool = False,
        match: Match | None = None,
        guard: float = GUARD,
        bot_pace: float = BOT_PACE,
        saves: SaveFolder | None = None,
        slot: SaveSlot | None = None,
        offer: Saved | None = None,
        told: tuple[str, ...] = (),
        variant_asked: bool = False,
    ) -> None:
        super().__init__()
        # On the app, not just the table screen: dialogs are screens of their
        # own, and app.tcss gives every frame under this class an ASCII border.
        self.set_class(ascii_only, ASCII_CLASS)
        self._ascii_only = ascii_only
        self._guard = guard
        self._bot_pace = bot_pace
        game = match.setup.game if match is not None else deal.rules.name
        if game != words.catalogue.game:
            words = words_for(words.lang, game)
        if ascii_only:
            words = ascii_words(words)
        self.deal = deal
        self.source = source
        self.words = words
        self.crash: BaseException | None = None
        self.title = words.app_title
        self.sub_title = printable(source)
        self._variant = variant
        # --variant was given: it wins over the scoring a resumed save was left on.
        self._variant_asked = variant_asked
        if review:
            self._table: TableScreen = ReviewScreen(
                deal,
                variant,
                words=words,
                glyphs=glyphs_for(words.lang, ascii_only=ascii_only),
                ascii_only=ascii_only,
                source=source,
                match=match,
            )
        else:
            # A game taken up again (its save, a record) starts at the hand-off,
            # whoever is at the table.
            resumed = match is not None and bool(
                match.finished or match.state.bids or match.state.plays
            )
            match = with_paper(match) if match is not None else Match.of_deal(deal)
            self._table = self._table_for(match, source, resumed=resumed)
        # A new notice each time the terminal gets too small: Textual removes a
        # popped screen that is not installed, and a removed screen pushed
        # again never handles its resume, so it is not repainted when a dialog
        # over it closes, and that dialog stays painted.
        self._too_small: TooSmallScreen | None = None
        # Autosave: the folder (None: the game is not saved), the slot of the
        # game on the table, and an unfinished game to offer before play starts.
        self._saves = saves
        self._slot = slot if slot is not None or saves is None else saves.new_slot()
        self._offer = offer
        self._told = told
        self._save_failed = False
        self._signal_before: dict[signal.Signals, _Handler] = {}
        self._signal_loop: asyncio.AbstractEventLoop | None = None
        self._watchdog: _Watchdog | None = None

    @property
    def table(self) -> TableScreen:
        """The table screen (under any dialog)."""
        return self._table

    def on_load(self) -> None:
        # Load comes before Textual takes the terminal over, so from the first
        # frame on a signal finds the handlers in place.
        self._signal_loop = asyncio.get_running_loop()
        for signum in CLOSING_SIGNALS:
            before = signal.getsignal(signum)
            if before == signal.SIG_IGN:
                continue  # nohup and the like asked for it to be ignored
            try:
                # Not loop.add_signal_handler: its callback waits for the event
                # loop, which a vanished terminal can block for good, and then
                # the forced exit would never be armed.
                signal.signal(signum, self._on_signal)
            except ValueError:
                continue  # not the main thread: the default stays
            self._signal_before[signum] = before
        if self._signal_before:
            self._watchdog = _Watchdog()

    def on_unmount(self) -> None:
        if self._slot is not None:
            self._slot.close()  # another table may take the game up now
        # By now the driver has given the terminal back: a signal may act as before.
        for signum, before in self._signal_before.items():
            signal.signal(signum, before if before is not None else signal.SIG_DFL)
        self._signal_before.clear()
        if self.is_headless:
            # No terminal to block on: nothing can hang from here on. In a real
            # terminal closing the driver still writes to it, so run_table
            # stops the watchdog only once the app has returned.
            self._stop_watchdog()

    def _stop_watchdog(self) -> None:
        if self._watchdog is not None:
            self._watchdog.stop()
            self._watchdog = None

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        # Python runs this in the main thread between two bytecodes, even while
        # it waits on a lock; so only the pipe write and a thread-safe call.
        if signum == signal.SIGHUP and _terminal_hung_up():
            # Nothing is left to restore, and Textual's writes to the closed
            # terminal (and its SIGCONT resume) could hang the shutdown.
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        self.close_on_signal(signum)

    def close_on_signal(self, signum: int) -> None:
        """Close the table at once, without asking, with exit code 128 + ``signum``.

        This is what SIGTERM and SIGHUP do while the table is open (unless
        the signal was ignored when the table opened, as under ``nohup``).
        The shutdown is Textual's own, as on ``q``: it leaves the alternate
        screen, turns mouse reporting off, shows the cursor and restores the
        terminal modes. 128 + N is what a shell reports for a program killed
        by signal N, so callers see the same status as without the handler.
        If the program is still running ``FORCED_EXIT_AFTER`` seconds later,
        it ends with that status anyway. Safe to call from a signal handler.
        """
        code = 128 + signum
        if self._watchdog is not None:
            self._watchdog.arm(code)
        if self._signal_loop is None:
            return  # not started: there is nothing to close
        with contextlib.suppress(RuntimeError):  # a closed loop: the app has ended already
            self._signal_loop.call_soon_threadsafe(partial(self._save_and_exit, code))

    def _save_and_exit(self, code: int) -> None:
        # Every action is saved as it is made; this catches one whose save
        # was still waiting in the message queue when the signal came.
        table = self._table
        if table.match is not None:
            self.autosave(table.match)
        self.exit(code, return_code=code)

    def _table_for(self, match: Match, source: str, *, resumed: bool = False) -> TableScreen:
        """A new table screen for the round in play of ``match``."""
        return TableScreen(
            match.deal,
            self._variant,
            words=self.words,
            glyphs=glyphs_for(self.words.lang, ascii_only=self._ascii_only),
            ascii_only=self._ascii_only,
            source=source,
            match=match,
            guard=self._guard,
            bot_pace=self._bot_pace,
            resumed=resumed,
        )

    def _seat(
        self, match: Match, source: str, *, resumed: bool = False, variant: str | None = None
    ) -> None:
        """Put ``match`` on the table in place of the game there now.

        It is scored under ``variant`` (a code of its game) if given, else
        under the scoring on view now, unless the game changes.
        """
        game = match.setup.game
        if game != self.words.catalogue.game:
            words = words_for(self.words.lang, game)
            self.words = ascii_words(words) if self._ascii_only else words
            self.title = self.words.app_title
        if variant is not None:
            self._variant = match.deal.rules.variants[variant]
        elif game != self.deal.rules.name:
            self._variant = next(iter(match.deal.rules.variants.values()))
        else:
            # The next hand (or a new game of the same game) keeps the scoring `p` chose.
            self._variant = self._table.variant
        self.deal = match.deal
        self.source = source
        self.sub_title = printable(source)
        table = self._table_for(match, source, resumed=resumed)
        old, self._table = self._table, table
        while len(self.screen_stack) > 1 and self.screen is not old:
            self.pop_screen()
        self.switch_screen(table)
        self._fit()
        self.autosave(match)

    def next_round(self) -> None:
        """Deal the next round of the match on the table."""
        match = self._table.match
        assert match is not None
        self._seat(match.next_round(), self.source)

    def new_match(self, setup: MatchSetup) -> None:
        """Start the game chosen in the new-game dialog (saved apart from the last one)."""
        if self._saves is not None:
            self._take_slot(self._saves.new_slot())
        seats = setup.bots
        if setup.seed is None:
            path = fixed_deal_path(setup.game)
            deal = Deal.load(path)
            rounds = setup.rounds if setup.game == "four-lanterns" else 1
            match = Match.of_deal(deal, rounds=rounds, hidden=setup.hidden, bots=seats)
            source = FIXED_DEALS[setup.game]
        else:
            match = Match.seeded(
                setup.game, setup.seed, setup.rounds, hidden=setup.hidden, bots=seats
            )
            source = f"--seed {setup.seed}"
        self._seat(match, source)

    def on_mount(self) -> None:
        # The card size first: the table is then styled once, for this window.
        fit_cards(self, *self.size, self._largest_hand())
        self.push_screen(self._table)
        self._fit()
        if self._told:
            self._table.notice = Notice(" ".join(self._told), NoticeKind.ERROR)
        if self._offer is not None:
            self._offer_resume(self._offer)

    # -- saving -----------------------------------------------------------------

    @property
    def saved_path(self) -> str | None:
        """The save of the game on the table, once it has one."""
        slot = self._slot
        return str(slot.path) if slot is not None and slot.path is not None else None

    def saved_note(self) -> str | None:
        """The line said on leaving an unfinished game that is saved, else ``None``."""
        match = self._table.match
        path = self.saved_path
        if path is None or self._save_failed or match is None or match.over:
            return None
        return saved_note(self.words, path)

    def unsaved_note(self) -> str | None:
        """The line said on leaving a game whose last save failed, else ``None``.

        It names the file or folder that could not be written, and why.
        """
        slot = self._slot
        if not self._save_failed or slot is None:
            return None
        return self._save_failed_line(slot)

    def _save_failed_line(self, slot: SaveSlot) -> str:
        failure = slot.failure
        path = shown(failure.path) if failure is not None else "?"
        reason = failure.reason if failure is not None else "?"
        return self.words.catalogue("save.failed", path=path, reason=reason)

    def autosave(self, match: Match) -> None:
        """Save ``match`` in its slot; say so once if it cannot be saved."""
        slot = self._slot
        if slot is None or self._table.review:
            return
        if slot.save(match, self._variant_on_view()):
            self._save_failed = False
            return
        # Said after every action that could not be saved, so it is never missed.
        self._save_failed = True
        self._table.notice = Notice(self._save_failed_line(slot), NoticeKind.ERROR)

    def _variant_on_view(self) -> str | None:
        """The code of the scoring on view, kept in the save; ``None`` for the game's first.

        A save on the first scoring (every Sticheln save, a Four Lanterns one
        on v0) is written without the key, as before it existed, so that an
        older four-lanterns still reads it.
        """
        table = self._table
        first = next(iter(table.state.rules.variants.values()))
        return None if table.variant == first else table.variant.code

    def _take_slot(self, slot: SaveSlot) -> None:
        """Save the game on the table in ``slot`` from now on; the last game's save is let go."""
        if self._slot is not None:
            self._slot.close()
        self._slot = slot
        self._save_failed = False

    def on_table_screen_moved(self, message: TableScreen.Moved) -> None:
        self.autosave(message.match)

    def _offer_resume(self, saved: Saved) -> None:
        """Ask whether to go on with the newest unfinished game instead of a new one."""
        catalogue = self.words.catalogue
        facts = describe_game(saved.record, saved.saved_at, catalogue)
        question = catalogue("save.resume_offer", **facts)

        def answered(yes: bool | None) -> None:
            if yes and self._saves is not None:
                try:
                    self._take_slot(SaveSlot(self._saves, saved.path))
                except SaveBusy as busy:
                    # Opened at another table since the offer was made.
                    self._table.notice = Notice(busy.message, NoticeKind.ERROR)
                    return
                # Back on the scoring it was left on, unless --variant asked for one.
                asked = self._variant if self._variant_asked else None
                self._seat(
                    with_paper(saved.record.match),
                    shown(saved.path),
                    resumed=True,
                    variant=saved.record.resumed_variant(asked).code,
                )
            else:
                self._fit()

        self.push_screen(ConfirmScreen(question, words=self.words, covering=True), answered)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def _largest_hand(self) -> int:
        """The most cards dealt to a hand at the table: the cards are sized to show them all."""
        match = self._table.match
        hands = (match.deal if match is not None else self.deal).hands
        return max((len(hand) for hand in hands.values()), default=0)

    def _fit(self, width: int | None = None, height: int | None = None) -> None:
        """Size the cards to the window; below the minimum cover everything with a notice."""
        if width is None or height is None:
            width, height = self.size
        # The one place the card size follows the window: a class on the app.
        sized = fit_cards(self, width, height, self._largest_hand())
        if self._table not in self.screen_stack:
            return  # not started yet: on_mount fits once the table is up
        if sized and self.screen is not self._table:
            # Textual restyles only the screens on view: under a covering window (a
            # hand-off) the table would come back with the cards of the old size.
            self._table.update_node_styles(animate=False)
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        notice = self._too_small
        if notice is not None and notice not in self.screen_stack:
            notice = self._too_small = None  # popped (or dismissed) and removed: spent
        if small:
            if notice is None:
                notice = self._too_small = TooSmallScreen(MIN_SIZE, words=self.words)
                notice.size_now = (width, height)
                self.push_screen(notice)
            else:
                notice.size_now = (width, height)
        elif notice is not None and self.screen is notice:
            self.pop_screen()
            self._too_small = None

    async def action_quit(self) -> None:
        """Quit, asking first when a hand is in progress."""
        if not self._table.in_progress:
            self.exit(0)
            return
        if isinstance(self.screen, ConfirmScreen):
            return
        match = self._table.match
        if self.saved_path is not None and not self._save_failed:
            question = self.words.catalogue("save.quit")
        elif match is not None and match.rounds_done:
            key: MatchKey = "match.quit_hands" if match.setup.plays_hands else "match.quit_rounds"
            question = self.words.catalogue(key, count=match.rounds_done)
        elif plays_hands(self._table.state.rules.name):
            question = self.words.confirm_quit.format(count=len(self._table.state.plays))
        else:  # Sticheln plays rounds, as its table says, and a round's bids are lost too
            count = len(self._table.state.plays)
            question = self.words.catalogue("match.quit_round", count=count)

        def answered(yes: bool | None) -> None:
            if yes:
                # Saved once more: a game taken up under another --variant has
                # had no move to save its scoring with yet.
                self._save_and_exit(0)
            else:
                # The terminal may have grown while the question was open.
                self._fit()

        self.push_screen(ConfirmScreen(question, words=self.words), answered)

    def _handle_exception(self, error: Exception) -> None:
        # Textual's default prints a traceback with local variables; a player
        # gets one line. Tests still see the original error as the cause.
        self.crash = error
        detail = str(error).splitlines()[0] if str(error) else ""
        if len(detail) > _DETAIL_LIMIT:
            detail = detail[: _DETAIL_LIMIT - 1] + "…"
        line = self.words.crash.format(kind=type(error).__name__, detail=detail or "-")
        crash = _Crash(line)
        crash.__cause__ = error
        super()._handle_exception(crash)


def run_table(
    deal: Deal,
    source: str,
    variant: ScoringVariant,
    *,
    ascii_only: bool = False,
    lang: Lang = "en",
    review: bool = False,
    match: Match | None = None,
    saves: SaveFolder | None = None,
    slot: SaveSlot | None = None,
    offer: Saved | None = None,
    told: tuple[str, ...] = (),
    bot_pace: float = BOT_PACE,
    variant_asked: bool = False,
) -> int:
    """Open the card table on ``deal`` and return the exit code.

    With ``saves`` every bid and card is saved there (in ``slot`` when the
    game was saved before); ``offer`` is an unfinished game to offer first,
    and ``told`` lines said before the table opened (a save moved aside),
    which the table shows again; ``bot_pace`` is the pause in seconds before
    a bot's move. ``variant_asked``: ``variant`` was asked for (``--variant``),
    so a resumed save's own scoring does not replace it.
    When the table closes on an unfinished saved game, a line says where it is.

    The code is 0 after ``q``, 1 after a crash, and 128 + N after signal N
    (SIGTERM or SIGHUP), which closes the table and gives the terminal back
    first. When the terminal itself has gone (a real hang-up), there is
    nothing to give back: SIGHUP then ends the process at once, as by
    default. With ``review`` the table steps through the deal's paper trace
    instead of taking plays (the deal must have one).
    """
    words = words_for(lang, match.setup.game if match is not None else deal.rules.name)
    app = FourLanternsApp(
        deal,
        source,
        variant,
        ascii_only=ascii_only,
        words=words,
        review=review,
        match=match,
        saves=saves,
        slot=slot,
        offer=offer,
        told=told,
        bot_pace=bot_pace,
        variant_asked=variant_asked,
    )
    try:
        app.run()
    except Exception as error:  # the driver itself failed: the app never showed a frame
        sys.stderr.write(words.crash.format(kind=type(error).__name__, detail=error) + "\n")
        return 1
    finally:
        app._stop_watchdog()  # the app has returned: a signalled shutdown did finish
    note = app.saved_note() or app.unsaved_note()
    if note is not None:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write("".join(f"{line}\n" for line in fitted(note)))
    if app.crash is not None:
        return 1
    return app.return_code or 0


def saved_note(words: Words, path: str) -> str:
    """The line left in the terminal about a game saved in ``path``: the path one word
    wherever the line breaks (no-break spaces, made plain by :func:`fitted`)."""
    return words.catalogue("save.saved_note", path=shown(path).replace(" ", NO_BREAK))


def fitted(note: str) -> list[str]:
    """The note left in the terminal, broken between words, never at a no-break space
    (a path, a command): each line as it is printed, with plain spaces."""
    from four_lanterns.columns import output_width, wrap

    lines = wrap(note, output_width() if sys.stderr.isatty() else None)
    return [line.replace(NO_BREAK, " ") for line in lines]

"""The Textual application of the card table, and its entry point ``run_table``."""

from __future__ import annotations

import sys
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import App
from textual.binding import Binding

from four_lanterns.engine import Deal, ScoringVariant
from four_lanterns.i18n import Lang
from four_lanterns.tui.screens.dialogs import ConfirmScreen
from four_lanterns.tui.screens.review import ReviewScreen
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.screens.too_small import TooSmallScreen
from four_lanterns.tui.translations import words_for
from four_lanterns.tui.words import ASCII, ENGLISH, UNICODE, Glyphs, Words, ascii_words

__all__ = ["MIN_SIZE", "FourLanternsApp", "glyphs_for", "run_table"]

MIN_SIZE = (80, 24)
"""The smallest terminal (columns, rows) the table is drawn in."""

_DETAIL_LIMIT = 120


def glyphs_for(lang: Lang, *, ascii_only: bool) -> Glyphs:
    """The table's symbols: letters only with ``--ascii``, and for Chinese.

    The suit shapes and the marks (◆ ● ▲ ■ ★ ▶) are East Asian *ambiguous*
    width: a terminal set up for Chinese draws them two cells wide, which
    would push every card chip and panel edge out of line. Suit colour and
    letter still tell the suits apart, so Chinese gets the letter glyphs.
    """
    return ASCII if ascii_only or lang == "zh" else UNICODE


class _Crash(Exception):
    """An unexpected error, shown as one short line instead of a traceback."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line

    def __rich__(self) -> Text:
        return Text(self.line)


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
    ) -> None:
        super().__init__()
        if ascii_only:
            words = ascii_words(words)
        self.deal = deal
        self.source = source
        self.words = words
        self.crash: BaseException | None = None
        self.title = words.app_title
        self.sub_title = source
        screen = ReviewScreen if review else TableScreen
        self._table = screen(
            deal,
            variant,
            words=words,
            glyphs=glyphs_for(words.lang, ascii_only=ascii_only),
            ascii_only=ascii_only,
            source=source,
        )
        self._too_small = TooSmallScreen(MIN_SIZE, words=words)

    @property
    def table(self) -> TableScreen:
        """The table screen (under any dialog)."""
        return self._table

    def on_mount(self) -> None:
        self.push_screen(self._table)
        self._fit()

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int | None = None, height: int | None = None) -> None:
        """Cover everything with the too-small notice below the minimum; uncover above."""
        if self._table not in self.screen_stack:
            return  # not started yet: on_mount fits once the table is up
        if width is None or height is None:
            width, height = self.size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        self._too_small.size_now = (width, height)
        stacked = self._too_small in self.screen_stack
        if small and not stacked:
            self.push_screen(self._too_small)
        elif not small and self.screen is self._too_small:
            self.pop_screen()

    async def action_quit(self) -> None:
        """Quit, asking first when a hand is in progress."""
        if not self._table.in_progress:
            self.exit(0)
            return
        if isinstance(self.screen, ConfirmScreen):
            return
        question = self.words.confirm_quit.format(count=len(self._table.state.plays))

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit(0)
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
) -> int:
    """Open the card table on ``deal`` and return the exit code (0, or 1 after a crash).

    With ``review`` the table steps through the deal's paper trace instead of
    taking plays (the deal must have one).
    """
    words = words_for(lang)
    app = FourLanternsApp(deal, source, variant, ascii_only=ascii_only, words=words, review=review)
    try:
        app.run()
    except Exception as error:  # the driver itself failed: the app never showed a frame
        sys.stderr.write(words.crash.format(kind=type(error).__name__, detail=error) + "\n")
        return 1
    if app.crash is not None:
        return 1
    return app.return_code or 0

"""Modal dialogs over the table: a yes/no question, the help, and go-to-step."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from four_lanterns.tui.ascii import ascii_scrollbars
from four_lanterns.tui.screens.overlay import Overlay
from four_lanterns.tui.words import Words

__all__ = ["ConfirmScreen", "GoToScreen", "HelpScreen"]


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; the language's yes key (``j`` for ja) or ``y`` answers yes,
    ``n`` or Esc no. ``covering``: the table under it is out of sight."""

    def __init__(self, question: str, *, words: Words, covering: bool = False) -> None:
        super().__init__(classes="dialog covering" if covering else "dialog")
        self._question = question
        self._words = words
        # No footer here: the dialog itself says which keys answer (in its words).
        yes = ",".join(dict.fromkeys(("y", words.confirm_yes)))
        self._bindings = BindingsMap(
            [
                Binding(yes, "answer(True)", show=False, priority=True),
                Binding("n,escape", "answer(False)", show=False, priority=True),
            ]
        )

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            yield Label(Content(self._question), id="question")
            yield Label(
                Content(self._words.confirm_keys.format(yes=self._words.confirm_yes)), id="answers"
            )

    def action_answer(self, yes: bool) -> None:
        """Close the dialog with the answer."""
        self.dismiss(yes)


class HelpScreen(Overlay):
    """The rules in brief and every key.

    ``keys`` are the table's own: which rows it shows (a hand or a round, bidding
    or not) depends on the game at the table, so the table composes them, and
    the keys it ``passes`` on (:class:`Overlay`); over a hand-off, none.
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("escape,question_mark", "close", show=False, priority=True),
    ]

    def __init__(
        self,
        *,
        words: Words,
        keys: tuple[tuple[str, str], ...],
        passes: frozenset[str] = frozenset(),
    ) -> None:
        super().__init__(passes=passes)
        self._words = words
        self._keys = keys

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help") as body:
            body.border_title = self._words.help_title
            body.border_subtitle = self._words.help_close
            yield Static(self._body(), id="help-text")

    def on_mount(self) -> None:
        # In a small terminal the help scrolls.
        ascii_scrollbars(self.query_one("#help", VerticalScroll))

    def _body(self) -> Group:
        words = self._words
        keys = Table.grid(padding=(0, 2))
        keys.add_column(style="bold", no_wrap=True)
        keys.add_column()
        for key, what in self._keys:
            keys.add_row(key, what)
        return Group(
            Text(words.help_rules_title, style="bold underline"),
            *(Text(line) for line in words.help_rules),
            Text(),
            Text(words.help_keys_title, style="bold underline"),
            keys,
        )


class GoToScreen(ModalScreen[str | None]):
    """Ask for a step id (``T3.2``); Enter answers with the text, Esc with ``None``.

    The dialog does not judge the text: the table screen does, and explains a
    bad step id in its notice bar, where every refusal is explained.

    It opens with ``current`` typed in and selected: Enter takes it, and the
    first key typed replaces it.
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("escape", "cancel", show=False, priority=True),
    ]

    def __init__(self, *, words: Words, current: str) -> None:
        super().__init__(classes="dialog")
        self._words = words
        self._current = current

    def compose(self) -> ComposeResult:
        with Vertical(id="goto") as body:
            body.border_title = self._words.goto_title
            # A value, not a placeholder: a grey step id that Enter does not take misleads.
            yield Input(self._current, id="goto-input", max_length=8, select_on_focus=True)
            yield Label(Content(self._words.goto_hint), id="goto-hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Answer with what was typed."""
        event.stop()
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        """Close without moving."""
        self.dismiss(None)

"""A window over the table that only shows something: the last trick, advice, the help."""

from __future__ import annotations

from textual import events
from textual.screen import ModalScreen

__all__ = ["TABLE_KEYS", "Overlay"]

TABLE_KEYS = frozenset("yuUrpcxglbhq") | {"question_mark"}
"""The table's keys, which its footer shows under an overlay: they close it and are the table's."""


class Overlay(ModalScreen[None]):
    """Shown over the table, which stays in sight with its footer of keys.

    The overlay's own keys close it (each subclass binds them). A key of the
    table's footer closes it too, and the table answers that key as if the
    overlay had not been open: ``q`` quits, ``u`` takes back, ``y`` says why.
    """

    def __init__(self, *, passes: bool = True) -> None:
        """``passes``: whether the table's keys go on to the screen below (not a hand-off's)."""
        super().__init__(classes="dialog")
        self._passes = passes

    def on_key(self, event: events.Key) -> None:
        if self._passes and event.key in TABLE_KEYS:
            event.stop()
            self.dismiss(None)
            self.app.simulate_key(event.key)

    def action_close(self) -> None:
        """Back to the table."""
        self.dismiss(None)

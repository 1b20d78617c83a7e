"""A window over the table that only shows something: the last trick, advice, the help."""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import App
from textual.binding import Binding, BindingsMap, BindingType
from textual.screen import ModalScreen

__all__ = ["Overlay", "command_keys", "show_over"]


def command_keys(bindings: Iterable[BindingType]) -> frozenset[str]:
    """The keys of a screen's commands: each a letter or ``?`` with a name, as the footer
    and the help show them; not the arrows, Enter or a card code's characters."""
    keys: set[str] = set()
    for binding in bindings:
        if isinstance(binding, Binding) and binding.description:
            keys.update(
                key for key in binding.key.split(",") if len(key) == 1 or key == "question_mark"
            )
    return frozenset(keys)


class Overlay(ModalScreen[str | None]):
    """Shown over the table, which stays in sight with its footer of keys.

    The overlay's own keys close it (each subclass binds them in ``BINDINGS``).
    A key of the table's commands (``passes``) closes it too, and the screen
    under it gets that key back as its answer, to act on as if the overlay had
    not been open: ``q`` quits, ``u`` takes back, ``n`` steps on in review.
    """

    def __init__(self, *, passes: frozenset[str] = frozenset()) -> None:
        """``passes``: the keys handed back to the screen below (none over a hand-off)."""
        super().__init__(classes="dialog")
        own = {
            key
            for binding in self.BINDINGS
            if isinstance(binding, Binding)
            for key in binding.key.split(",")
        }
        # Priority bindings, as the table's are: keys typed fast are taken in order,
        # and one that comes after the overlay has closed is no longer its to close.
        self._bindings = BindingsMap(
            [
                *self.BINDINGS,
                *(
                    Binding(key, f"pass_on({key!r})", show=False, priority=True)
                    for key in sorted(passes - own)
                ),
            ]
        )

    def action_pass_on(self, key: str) -> None:
        """Close, answering ``key`` for the screen below to act on."""
        if self.app.screen is self:
            self.dismiss(key)

    def action_close(self) -> None:
        """Back to the table."""
        if self.app.screen is self:  # not once closed by a key before this one
            self.dismiss(None)


def show_over(app: App[object], overlay: Overlay) -> None:
    """Show ``overlay`` over the screen on top; a key it passes on is then that screen's."""

    def closed(key: str | None) -> None:
        if key is not None:
            app.simulate_key(key)

    app.push_screen(overlay, closed)

"""A window over the table that only shows something: the last trick, advice, the help."""

from __future__ import annotations

from collections.abc import Iterable

from textual.binding import Binding, BindingsMap, BindingType
from textual.screen import ModalScreen

__all__ = ["Overlay", "command_keys"]


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


class Overlay(ModalScreen[None]):
    """Shown over the table, which stays in sight with its footer of keys.

    The overlay's own keys close it (each subclass binds them in ``BINDINGS``).
    A key of the table's commands (``passes``) closes it too, and the screen
    under it then acts on that key as if the overlay had not been open: ``q``
    quits, ``u`` takes back, ``n`` steps on in review.
    """

    def __init__(self, *, passes: frozenset[str] = frozenset()) -> None:
        """``passes``: the keys handed on to the screen below."""
        super().__init__(classes="dialog")
        own = {
            key
            for binding in self.BINDINGS
            if isinstance(binding, Binding)
            for key in binding.key.split(",")
        }
        # Priority bindings, as the table's are: keys typed fast are taken in the
        # order typed, and one that comes once the overlay has closed is not its.
        self._bindings = BindingsMap(
            [
                *self.BINDINGS,
                *(
                    Binding(key, f"pass_on({key!r})", show=False, priority=True)
                    for key in sorted(passes - own)
                ),
            ]
        )

    async def action_pass_on(self, key: str) -> None:
        """Close, and have the screen below act on ``key`` now, before any key after it."""
        stack = self.app.screen_stack
        if stack[-1] is not self:
            return
        below = stack[-2]
        self.dismiss(None)
        # The first of the key's bindings that the screen allows, as a key press takes.
        for binding in below._bindings.key_to_bindings.get(key, ()):
            if await self.app.run_action(binding.action, below):
                return

    def action_close(self) -> None:
        """Back to the table."""
        if self.app.screen is self:  # not once closed by a key before this one
            self.dismiss(None)

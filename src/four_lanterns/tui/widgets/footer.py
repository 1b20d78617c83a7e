"""The table's footer: Textual's compact footer, greying its keys in place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from four_lanterns.tui.restyle import set_classes

if TYPE_CHECKING:
    from textual.screen import Screen

__all__ = ["KeyFooter"]

_GREY = "dim"
"""A disabled key's look: what Textual's ``FooterKey.-disabled`` rule gives it."""


class KeyFooter(Footer):
    """A footer that, when only whether its keys are enabled changes, greys them in place.

    Textual's footer builds all its keys again whenever the screen's bindings
    may have changed. The table greys its commands when a code starts being
    typed and restores them when it is played: two rebuilds per card, each
    mounting, styling and laying out every key again, which cost more than
    drawing the card itself. The same keys with the same labels only need
    greying, as a rebuild's ``-disabled`` class would grey them. The grey is
    set as the key's own text style, not as the class: a class change makes
    the stylesheet match every key and its parts again, a style of its own
    only repaints it.
    """

    def bindings_changed(self, screen: Screen[object]) -> None:
        ready = self._bindings_ready and self.is_attached and screen is self.screen
        if ready and screen.app.app_focus and self._regrey(screen):
            return
        super().bindings_changed(screen)

    def _regrey(self, screen: Screen[object]) -> bool:
        """Grey or restore the keys shown; ``False`` if the keys themselves differ."""
        # What compose shows: the first binding of each action, in order (the
        # table's keys have no groups, and the command palette is off).
        wanted: dict[str, tuple[str, str, str, bool, str]] = {}
        for _, binding, enabled, tooltip in screen.active_bindings.values():
            if binding.show and binding.group is None and binding.action not in wanted:
                display = self.app.get_key_display(binding)
                shown = (binding.key, display, binding.description, enabled, tooltip)
                wanted[binding.action] = shown
        keys = list(self.children)
        if len(keys) != len(wanted) or not all(isinstance(key, FooterKey) for key in keys):
            return False
        greyed: list[tuple[FooterKey, bool]] = []
        for key, (action, (name, display, description, enabled, tooltip)) in zip(
            keys, wanted.items(), strict=True
        ):
            assert isinstance(key, FooterKey)
            drawn = (key.key, key.key_display, key.description, key.action, key.tooltip or "")
            if drawn != (name, display, description, action, tooltip):
                return False
            greyed.append((key, not enabled))
        # A key a rebuild greyed by its class is greyed in place from now on.
        built_grey = [key for key, _ in greyed if key.has_class("-disabled")]
        set_classes((key, {"-disabled": False}) for key in built_grey)
        for key, disabled in greyed:
            key._disabled = disabled  # what a click on the key reads
            if disabled != key.styles.inline.has_rule("text_style"):
                if disabled:
                    key.styles.text_style = _GREY
                else:
                    key.styles.clear_rule("text_style")
                    key.refresh()
        return True

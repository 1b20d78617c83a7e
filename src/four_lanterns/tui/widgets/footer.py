"""The table's footer: the screen's keys on one line, drawn by one widget.

It draws what Textual's compact footer draws, in the same theme colours and
cells: each key's name and label, one cell between keys, a key greyed while
it cannot be used. Textual's footer is a widget per key, and the table greys
its commands when a code starts being typed and restores them when it is
played: two restyles and repaints of every key per card, more than drawing
the card itself. Here a change of the keys, or of which are greyed, repaints
one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, NamedTuple

from rich.cells import cell_len
from textual import events
from textual.content import Content
from textual.style import Style
from textual.widget import Widget

if TYPE_CHECKING:
    from textual.binding import Binding
    from textual.screen import Screen

__all__ = ["FooterKey", "KeyFooter"]

_KEY, _LABEL, _HOVER = "key-footer--key", "key-footer--label", "key-footer--hover"
_GREY = Style(dim=True)
"""A key that does nothing now, as Textual's footer greys it."""


class FooterKey(NamedTuple):
    """A key shown in the footer."""

    key: str
    """The key a click on it presses (a Textual key name, like ``question_mark``)."""
    display: str
    """The key as shown (``?``)."""
    label: str
    """What it does, in the table's language."""
    enabled: bool
    """False while the key does nothing (it is greyed, and a click on it rings the bell)."""

    @property
    def width(self) -> int:
        """The cells it takes: the key, and a space and the label if it has one."""
        return cell_len(self.display) + (1 + cell_len(self.label) if self.label else 0)

    @classmethod
    def of_binding(cls, binding: Binding, display: str, *, enabled: bool = True) -> FooterKey:
        """The footer key of ``binding``, shown as ``display``."""
        return cls(binding.key, display, binding.description, enabled)


def footer_keys(screen: Screen[object]) -> tuple[FooterKey, ...]:
    """The keys a footer shows for ``screen``: the first key shown of each action, in order."""
    keys: dict[str, FooterKey] = {}
    for _, binding, enabled, _tooltip in screen.active_bindings.values():
        # The table's keys have no groups, and the command palette is off.
        if binding.show and binding.action not in keys:
            display = screen.app.get_key_display(binding)
            keys[binding.action] = FooterKey.of_binding(binding, display, enabled=enabled)
    return tuple(keys.values())


def footer_width(keys: tuple[FooterKey, ...] | list[FooterKey]) -> int:
    """The cells a footer of ``keys`` takes, one cell between keys."""
    return sum(key.width for key in keys) + max(len(keys) - 1, 0)


class KeyFooter(Widget):
    """The keys of its screen, as Textual's compact footer shows them.

    A press of the mouse on a key presses the key (the bell if it is greyed),
    as on Textual's footer, and the key under the mouse is highlighted.
    """

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {_KEY, _LABEL, _HOVER}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.keys: tuple[FooterKey, ...] = ()
        """The keys shown, from the left."""
        self._hover: int | None = None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        # As Textual's footer: the keys of a window without focus are not news.
        if not screen.app.app_focus or screen is not self.screen:
            return
        keys = footer_keys(screen)
        if keys != self.keys:
            self.keys = keys
            self.refresh()

    def key_at(self, x: int) -> int | None:
        """The index of the key drawn at column ``x``, or ``None`` for a gap."""
        left = 0
        for index, key in enumerate(self.keys):
            if left <= x < left + key.width:
                return index
            left += key.width + 1
        return None

    def render(self) -> Content:
        parts: list[str | tuple[str, Style]] = []
        for index, key in enumerate(self.keys):
            if index:
                parts.append(" ")
            # The mouse lights a key up under its parts, which lie on the key's own background.
            lit = (_HOVER,) if index == self._hover else ()
            grey = _GREY if not key.enabled else Style()
            parts.append((key.display, self.get_visual_style(*lit, _KEY) + grey))
            if key.label:
                parts.append((f" {key.label}", self.get_visual_style(*lit, _LABEL) + grey))
        return Content.assemble(*parts)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hover_on(self.key_at(event.x))

    def on_leave(self, event: events.Leave) -> None:
        self._hover_on(None)

    def _hover_on(self, index: int | None) -> None:
        if index != self._hover:
            self._hover = index
            self.styles.pointer = "default" if index is None else "pointer"
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        index = self.key_at(event.x)
        if index is None:
            return
        key = self.keys[index]
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()

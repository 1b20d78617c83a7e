"""The new-game dialog's boxes and buttons: an unticked one is empty, and ASCII under ``--ascii``.

Textual draws a radio button and a check box with the same mark whether on
or off, told apart by colour only; here an option not chosen shows an empty
box, so the choice reads without colour (and in ASCII, ``(*)`` or ``[X]``).

In a set of options the cursor is always on the option chosen: the arrow keys
choose as they move, so what Enter starts is what the dialog shows.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.style import Style
from textual.widgets import Checkbox, RadioButton, RadioSet
from textual.widgets._toggle_button import ToggleButton

from four_lanterns.tui.ascii import ASCII_CLASS

__all__ = ["Choice", "ChoiceSet", "Tick"]


def _drawn(toggle: ToggleButton, ascii_glyphs: tuple[str, str, str]) -> Content:
    """``toggle``'s box in Textual's colours: its sides, and its mark only when it is on."""
    ascii_only = toggle.app.has_class(ASCII_CLASS)
    glyphs = (toggle.BUTTON_LEFT, toggle.BUTTON_INNER, toggle.BUTTON_RIGHT)
    left, mark, right = ascii_glyphs if ascii_only else glyphs
    button_style = toggle.get_visual_style("toggle--button")
    # As Textual draws it, the half blocks take the box's colour as their ink;
    # brackets are drawn as text.
    ink = toggle.visual_style.foreground if ascii_only else button_style.background
    side_style = Style(foreground=ink, background=toggle.background_colors[1])
    return Content.assemble(
        (left, side_style), (mark if toggle.value else " ", button_style), (right, side_style)
    )


class Choice(RadioButton):
    """One option of a radio set."""

    @property
    def _button(self) -> Content:
        return _drawn(self, ("(", "*", ")"))


class Tick(Checkbox):
    """A check box."""

    @property
    def _button(self) -> Content:
        return _drawn(self, ("[", "X", "]"))


class ChoiceSet(RadioSet):
    """Options side by side: ← → (and ↑ ↓) choose the option they move to.

    Textual's set moves a cursor apart from the option chosen, which Enter
    or Space then chooses; here the two never part, and the cursor opens on
    the option chosen, not on the first.
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("down,right", "step(1)", show=False),
        Binding("up,left", "step(-1)", show=False),
    ]

    def action_next_button(self) -> None:
        if self._selected is None:
            # Mounting: the cursor starts on the option chosen, if there is one.
            chosen = [index for index, node in enumerate(self._nodes) if _on(node)]
            if chosen:
                self._selected = chosen[0]
                return
        super().action_next_button()

    def action_step(self, direction: int) -> None:
        """Move to the next option (``1``) or the one before (``-1``), and choose it."""
        if direction > 0:
            self.action_next_button()
        else:
            self.action_previous_button()
        selected = self._selected
        if selected is not None and not _on(self._nodes[selected]):
            self.action_toggle_button()


def _on(node: object) -> bool:
    return isinstance(node, RadioButton) and node.value

"""The new-game dialog's boxes and buttons: an unticked one is empty, and ASCII under ``--ascii``.

Textual draws a radio button and a check box with the same mark whether on
or off, told apart by colour only; here an option not chosen shows an empty
box, so the choice reads without colour (and in ASCII, ``(*)`` or ``[X]``).
"""

from __future__ import annotations

from textual.content import Content
from textual.style import Style
from textual.widgets import Checkbox, RadioButton
from textual.widgets._toggle_button import ToggleButton

from four_lanterns.tui.ascii import ASCII_CLASS

__all__ = ["Choice", "Tick"]


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

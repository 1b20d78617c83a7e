"""``--ascii``: the class that switches every frame to ASCII, and scrollbars without blocks."""

from __future__ import annotations

from typing import ClassVar

from textual.scrollbar import ScrollBarRender
from textual.widget import Widget

__all__ = ["ASCII_CLASS", "AsciiScrollBarRender", "ascii_scrollbars"]

ASCII_CLASS = "-ascii"
"""The app's class under ``--ascii``: app.tcss draws every frame in ASCII under it."""


class AsciiScrollBarRender(ScrollBarRender):
    """A scrollbar whose thumb moves by whole cells, drawn in spaces only.

    Textual ends a thumb with partial block characters (▁ to ▇) for smooth
    motion; under ``--ascii`` no block characters may be drawn.
    """

    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


def ascii_scrollbars(container: Widget) -> None:
    """Draw ``container``'s scrollbars in spaces when the app runs with ``--ascii``."""
    if container.app.has_class(ASCII_CLASS):
        # Per-instance renderers are Textual's documented way; typeshed sees a ClassVar.
        container.vertical_scrollbar.renderer = AsciiScrollBarRender  # type: ignore[misc]
        container.horizontal_scrollbar.renderer = AsciiScrollBarRender  # type: ignore[misc]

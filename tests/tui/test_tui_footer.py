"""The table's footer: drawn as Textual's compact footer draws the same keys, and clickable."""

from __future__ import annotations

from typing import Any, ClassVar

from textual._compositor import LayoutUpdate
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer
from tui_support import make_app, screen_text

from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.widgets.footer import KeyFooter

Cell = tuple[str, object, object, bool, bool]


def row_cells(app: App[Any], y: int) -> list[Cell]:
    """Each cell of row ``y`` as drawn: its character, colours, bold and dim.

    A blank cell shows its background only, so that is all it is compared by.
    """
    update = app.screen._compositor.render_update(full=True)
    assert isinstance(update, LayoutUpdate)
    cells: list[Cell] = []
    for strip in update.strips[y]:
        for segment in strip:
            style = segment.style
            for character in segment.text:
                if style is None or character == " ":
                    cells.append((character, None, style and style.bgcolor, False, False))
                else:
                    cells.append(
                        (character, style.color, style.bgcolor, bool(style.bold), bool(style.dim))
                    )
    return cells


class BothFooters(App[None]):
    """Textual's compact footer on the last row, the table's on the first, for one set of keys."""

    CSS = "KeyFooter { dock: top; }"

    BINDINGS: ClassVar = [
        Binding("y", "noop('y')", "Why"),
        Binding("u", "noop('u')", "Undo"),
        Binding("question_mark", "noop('question_mark')", "Help", key_display="?"),
        Binding("z", "noop('z')", "Greyed"),
        Binding("q", "noop('q')", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Footer(compact=True, show_command_palette=False)
        yield KeyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if self.greyed else True

    greyed = False

    def action_noop(self, key: str) -> None:
        pass


def _css_for_both() -> str:
    # The table's footer is styled by the table's stylesheet; this app loads it too.
    from four_lanterns.tui import app as table_app

    return str(table_app.__file__).replace("app.py", "app.tcss")


async def test_the_footer_draws_each_key_as_textuals_compact_footer_does() -> None:
    """Cell by cell (character, colours, bold, dim): the keys, a key greyed, a key under the mouse."""
    app = BothFooters(css_path=_css_for_both())
    async with app.run_test(size=(60, 6)) as pilot:
        await pilot.pause()
        textual_row, ours_row = 5, 0
        shown = row_cells(app, ours_row)
        assert shown == row_cells(app, textual_row)
        assert "y Why u Undo ? Help z Greyed q Quit" in "".join(
            c[0] for c in row_cells(app, ours_row)
        )

        app.greyed = True  # every key greyed, as while a code is typed
        app.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        greyed = row_cells(app, ours_row)
        assert greyed == row_cells(app, textual_row)
        # The terminal is sent dim text as a faded colour: every letter is fainter.
        letters = [x for x, cell in enumerate(shown) if cell[0] != " "]
        assert all(greyed[x][1] != shown[x][1] for x in letters)

        app.greyed = False
        app.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        help_at = 13  # the "?" of "y Why u Undo ? Help"
        await pilot.hover(Footer, offset=(help_at, 0))
        await pilot.pause()
        textual_hovered = row_cells(app, textual_row)
        await pilot.hover(KeyFooter, offset=(help_at, 0))
        await pilot.pause()
        ours_hovered = row_cells(app, ours_row)
        assert ours_hovered == textual_hovered
        lit = {cell[2] for cell in ours_hovered[help_at : help_at + len("? Help")]}
        assert lit.isdisjoint({cell[2] for cell in ours_hovered[: len("y Why")]})


def footer_line(app: FourLanternsApp) -> str:
    return [line for line in screen_text(app).splitlines() if line.strip()][-1]


async def test_a_click_on_a_key_in_the_footer_presses_it() -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        at = footer_line(app).index("? ")
        await pilot.click(KeyFooter, offset=(at, 0))
        await pilot.pause()
        assert "Keys" in screen_text(app) and app.screen is not app.table


async def test_a_click_on_a_greyed_key_rings_the_bell_and_does_nothing(bells: list[None]) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        at = footer_line(app).index("u ")
        await pilot.press("t")  # a code is being typed: the commands are greyed
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        assert not any(key.enabled for key in footer.keys)
        await pilot.click(KeyFooter, offset=(at, 0))
        await pilot.pause()
        assert bells == [None]
        assert app.table.typed == "t" and app.screen is app.table
        # A click between two keys presses nothing.
        await pilot.press("escape")
        await pilot.pause()
        gap = footer_line(app).index(" u ")
        await pilot.click(KeyFooter, offset=(gap, 0))
        await pilot.pause()
        assert bells == [None] and app.screen is app.table

"""SVG snapshots of the card table: what the screen looks like at each moment that matters.

Update with ``pytest tests/tui --snapshot-update`` and look at every changed SVG
before accepting it. Every snapshot is deterministic: a fixed deal, fixed keys,
a fixed terminal size, no clocks.
"""

from __future__ import annotations

from collections.abc import Callable

from tui_support import after, make_app

from four_lanterns.engine import V1

SnapCompare = Callable[..., bool]
LARGE = (120, 40)
SMALL = (80, 24)


class TestHand:
    """The table through one hand of the paper trace."""

    def test_start_of_hand(self, snap_compare: SnapCompare) -> None:
        """Dealt hands, North to lead with every card legal, no cursor before an arrow key."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(0))

    def test_mid_trick_legal_cards(self, snap_compare: SnapCompare) -> None:
        """T2.2: South must follow Amber; Amber 1 highlighted, the rest dimmed."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(5))

    def test_completed_trick_winner(self, snap_compare: SnapCompare) -> None:
        """After T1.4: all four Teal cards, East marked winner, reason and next leader."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(4))

    def test_end_of_hand_v0(self, snap_compare: SnapCompare) -> None:
        """Hand over under v0: draw 2–2 active, v1's E/W win 3–2 beside it."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(16))

    def test_end_of_hand_v1(self, snap_compare: SnapCompare) -> None:
        """Hand over after s: v1's E/W win 3–2 active, v0's draw beside it."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(16, "p"))


class TestCursor:
    """The keyboard's cursor: one card filled in its suit's colour, the others as they were."""

    def test_cursor_on_north_second_card(self, snap_compare: SnapCompare) -> None:
        """→ → at T1.1: Teal 1 filled teal, North's other cards legal and unfilled."""
        script = after(0, "right", "right")
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=script)

    def test_cursor_at_80x24(self, snap_compare: SnapCompare) -> None:
        """← at T1.1 on one-row cards: the first ← starts on the last card, Violet 3."""
        assert snap_compare(make_app(), terminal_size=SMALL, run_before=after(0, "left"))


class TestRefusals:
    """Refused plays and the explanations that stay on screen."""

    def test_illegal_follow_explained(self, snap_compare: SnapCompare) -> None:
        """T2.2: Moss 4 refused, red frame and the must-follow sentence."""
        script = after(5, "m", "4", "enter")
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=script)

    def test_why_dimmed(self, snap_compare: SnapCompare) -> None:
        """w at T2.2: the led suit, the rule and the dimmed cards."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(5, "y"))


class TestScreens:
    """Help and questions over the table."""

    def test_help(self, snap_compare: SnapCompare) -> None:
        """? shows the rules in brief and every key."""
        script = after(0, "question_mark")
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=script)

    def test_restart_question(self, snap_compare: SnapCompare) -> None:
        """r after cards were played asks y/n before dealing again."""
        assert snap_compare(make_app(), terminal_size=LARGE, run_before=after(3, "r"))


class TestSizes:
    """The smallest supported terminal, and below it."""

    def test_80x24_mid_hand(self, snap_compare: SnapCompare) -> None:
        """80×24 at T3.2: every panel fits; the history shows the latest plays."""
        assert snap_compare(make_app(), terminal_size=SMALL, run_before=after(9))

    def test_80x24_illegal(self, snap_compare: SnapCompare) -> None:
        """80×24 with a refusal: the explanation wraps inside the notice bar."""
        script = after(5, "m", "4", "enter")
        assert snap_compare(make_app(), terminal_size=SMALL, run_before=script)

    def test_too_small(self, snap_compare: SnapCompare) -> None:
        """60×20: the table is replaced by the size needed."""
        assert snap_compare(make_app(), terminal_size=(60, 20), run_before=after(0))


class TestAscii:
    """--ascii: suit letters only, plain frames."""

    def test_ascii_mid_trick(self, snap_compare: SnapCompare) -> None:
        """T2.2 in --ascii under v1: no suit shapes, the same marks in ASCII."""
        app = make_app(V1, ascii_only=True)
        assert snap_compare(app, terminal_size=LARGE, run_before=after(5))

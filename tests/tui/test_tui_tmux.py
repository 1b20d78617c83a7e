"""End to end in a real terminal: the installed ``four-lanterns`` inside tmux.

Keys go in with ``tmux send-keys`` and the screen comes back with
``tmux capture-pane -p``, so these tests see exactly what a player sees.
Without tmux or the installed command they fail: CI installs both.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_support import BEFORE, RESTORED_FLAGS, Tmux, installed_command, tmux_session
from tui_support import DEAL_PATH, load_deal

pytestmark = pytest.mark.tmux

QUIT_SAVED = "Quit? The game is saved;"


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    """A private tmux server, killed afterwards."""
    yield from tmux_session(tmp_path)


def assert_terminal_given_back(tmux: Tmux) -> None:
    """The program has left the alternate screen, mouse reporting, hidden cursor and raw mode."""
    screen = tmux.settled_screen()
    assert "History" not in screen and BEFORE in screen, screen
    assert tmux.terminal_flags() == RESTORED_FLAGS
    modes = tmux.terminal_modes()
    assert "icanon" in modes and "echo" in modes, modes


def test_paper_trace_by_keystrokes_ends_in_a_draw(tmux: Tmux) -> None:
    """Typing the paper trace into the real program shows each trick's winner and the 2–2 draw.

    Each play is typed as the rules write it, seat first (``s:a1``), at the
    terminal's speed: the seat letters, the colon and the code reach the code
    in order, and none of them acts as a command.
    """
    deal = load_deal()
    tmux.start([installed_command(), "play", "--deal", str(DEAL_PATH)])
    tmux.wait_for("North to play at T1.1", "Quit")
    for row in deal.trace:
        for play in row.plays:
            tmux.type(str(play).lower())
            tmux.keys("Enter")
        score = row.scores["v0"]
        tmux.wait_for(f"T{row.number} {row.winner.word} wins · {score}")
        if row.next_leader is not None:
            tmux.wait_for(f"Next leader: {row.next_leader.word}")
    # One wait for all: a frame may reach the terminal in parts.
    tmux.wait_for("Hand over", "v0: N/S 2 – E/W 2, draw", "v1: N/S 2 – E/W 3, E/W win")
    tmux.keys("q")  # the hand is over: no question
    assert tmux.exit_status() == 0
    assert_terminal_given_back(tmux)


def test_illegal_play_rings_and_explains_then_quit_asks(tmux: Tmux) -> None:
    """A refused follow stays explained on screen; q mid-hand asks before quitting."""
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    for code in ("t1", "t4", "t3", "t2", "a2"):
        tmux.type(code)
        tmux.keys("Enter")
    tmux.wait_for("South to play at T2.2")
    tmux.type("m4")
    tmux.keys("Enter")
    tmux.wait_for("South holds Amber 1, so South must follow Amber;", "Moss 4 is not allowed.")
    time.sleep(1.0)  # longer than a toast would stay: the explanation is still there
    assert "must follow Amber" in tmux.settled_screen()
    tmux.keys("q")
    tmux.wait_for(QUIT_SAVED)
    tmux.keys("n")
    tmux.wait_gone(QUIT_SAVED)
    tmux.wait_for("South to play at T2.2")
    tmux.keys("q")
    tmux.wait_for(QUIT_SAVED)
    tmux.keys("y")
    assert tmux.exit_status() == 0
    assert_terminal_given_back(tmux)
    # Nothing is lost: the line after the table says where the game is.
    tmux.wait_for("The game is saved in", "four-lanterns resume", "continues it.")


def test_a_game_that_cannot_be_saved_names_the_folder_at_the_table_and_after_it(
    tmux: Tmux,
) -> None:
    """A file where the data folder should be: the table says which and why, play goes on,
    and the line left in the terminal says it again."""
    tmux.data_folder.write_text("a file, not a folder\n")
    said = f"The game could not be saved in {tmux.data_folder}: {os.strerror(errno.ENOTDIR)}"
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    tmux.type("t1")
    tmux.keys("Enter")
    screen = tmux.wait_for("East to play at T1.2", "could not be saved in")
    assert _squeezed(said) in _squeezed(_panel_text(screen, "could not be saved in")), screen
    tmux.keys("q")
    tmux.wait_for("are lost")  # nothing is saved: the question says so
    tmux.keys("y")
    assert tmux.exit_status() == 0
    # The line is broken between words to the terminal's width: read back as one.
    joined = tmux.run("capture-pane", "-p", "-J", "-t", "table")
    assert _squeezed(said) in _squeezed(joined), joined
    assert "The game is saved in" not in joined
    assert tmux.data_folder.read_text() == "a file, not a folder\n"


def _panel_text(screen: str, start: str) -> str:
    """The text of the framed panel holding ``start``, from that line down, its rows joined:
    the panel shares its rows with the panels beside it, and wraps where its width says."""
    lines = screen.splitlines()
    at = next(row for row, line in enumerate(lines) if start in line)
    column = lines[at].index(start)
    left = max(lines[at].rfind(side, 0, column) for side in "│┃") + 1
    edge = lines[at][left - 1]  # light, or heavy where the panel is the one to act in
    right = lines[at].find(edge, column)
    rows = []
    for line in lines[at:]:
        if line[left - 1 : left] != edge:
            break
        rows.append(line[left:right])
    return " ".join(rows)


def _squeezed(text: str) -> str:
    """``text`` without its whitespace, wherever a line was broken."""
    return "".join(text.split())


def test_resize_below_minimum_and_back(tmux: Tmux) -> None:
    """Shrinking the real terminal shows the size needed; growing it brings the table back."""
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    tmux.run("resize-window", "-t", "table", "-x", "70", "-y", "20")
    tmux.wait_for("Terminal too small: 70×20", "80×24")
    tmux.run("resize-window", "-t", "table", "-x", "80", "-y", "24")
    tmux.wait_for("North to play at T1.1")
    tmux.type("t1")
    tmux.keys("Enter")
    # At 80 columns every history line is the short one (some long one would not fit).
    tmux.wait_for("T1.1 North: Teal 1")


def test_dismissed_dialog_not_left_painted_after_small_big_small(tmux: Tmux) -> None:
    """Small, big, small again, then the quit box: once answered it is gone from the screen."""
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    tmux.type("t1")
    tmux.keys("Enter")
    tmux.wait_for("T1.1 North plays Teal 1")
    for width, height in ((60, 20), (80, 24), (60, 20)):
        tmux.run("resize-window", "-t", "table", "-x", str(width), "-y", str(height))
        tmux.wait_for(f"{width}×{height}" if width < 80 else "East to play at T1.2")
    tmux.keys("C-c")
    tmux.wait_for(QUIT_SAVED)
    tmux.keys("n")
    screen = tmux.wait_gone(QUIT_SAVED)
    assert "Terminal too small: 60×20" in screen
    tmux.run("resize-window", "-t", "table", "-x", "80", "-y", "24")
    screen = tmux.wait_for("East to play at T1.2")
    assert "Quit?" not in screen


_CRASHING = """
import sys
from four_lanterns.defaults import default_deal_path
from four_lanterns.engine import V0, Deal
from four_lanterns.tui.app import run_table
from four_lanterns.tui.screens.table import TableScreen

def broken(self):
    secret_local = "LOCAL-VALUE-MUST-NOT-SHOW"
    raise RuntimeError("boom")

TableScreen.action_why = broken
sys.exit(run_table(Deal.load(default_deal_path()), "fixed", V0))
"""


def test_unexpected_error_exits_nonzero_with_one_line(tmux: Tmux) -> None:
    """A bug in the table ends the program with status 1, one line, no locals, terminal restored."""
    script = tmux.workdir / "crash.py"
    script.write_text(_CRASHING)
    tmux.start([sys.executable, str(script)])
    tmux.wait_for("North to play at T1.1")
    tmux.keys("y")
    assert tmux.exit_status() == 1
    assert_terminal_given_back(tmux)
    screen = tmux.screen(scrollback=True)
    assert "four-lanterns: unexpected error (RuntimeError: boom); the table was closed." in screen
    assert "LOCAL-VALUE-MUST-NOT-SHOW" not in screen
    assert "Traceback" not in screen


def test_review_in_german_steps_exports_and_quits(tmux: Tmux) -> None:
    """``four-lanterns review --lang de``: step to T3.2 with g, export, quit without a question."""
    tmux.start([installed_command(), "review", "--deal", str(DEAL_PATH), "--lang", "de"])
    tmux.wait_for("Prüfung: noch keine Karte gespielt", "Prüfliste", "Weiter")
    tmux.keys("n", "Right")
    tmux.wait_for("Prüfung: T1.2 gespielt, 2 von 16")
    tmux.keys("g")
    tmux.wait_for("Zu Schritt")
    tmux.type("T3.2")
    tmux.keys("Enter")
    tmux.wait_for(
        "Prüfung: T3.2 gespielt, 10 von 16", "T1 stimmt", "T3 läuft", "T4 nicht ausgeführt"
    )
    tmux.keys("x")
    tmux.wait_for("Bericht geschrieben: four-lanterns-report-deal_fixed-v0.md")
    report = tmux.workdir / "four-lanterns-report-deal_fixed-v0.md"
    assert report.read_text(encoding="utf-8").startswith("# Four Lanterns Prüfbericht")
    tmux.keys("q")
    assert tmux.exit_status() == 0


def test_the_fixed_sticheln_round_with_hidden_hands_by_keystrokes(tmux: Tmux) -> None:
    """From the first bid to the score pad: hand-offs, bids, every card typed, the result."""
    from four_lanterns.engine import Deal
    from four_lanterns.tui.screens.match_screens import GUARD

    deal = Deal.load(Path(DEAL_PATH).with_name("sticheln_fixed.toml"))
    state = deal.new_game().restart()  # dealt, nothing bid: the table bids itself
    tmux.start([installed_command(), "play", "--game", "sticheln"])

    def hand_off(seat: str) -> None:
        # The whole table is hidden, not just the hands: a whole frame of the
        # hand-off shows no panel of it.
        tmux.wait_for(f"Pass to {seat}", f"only {seat} can see the screen", absent=("History",))
        time.sleep(GUARD + 0.2)  # a key within the guard is ignored, by design
        tmux.keys("Enter")
        time.sleep(GUARD + 0.2)  # and so are keys sent with the Enter that takes it

    seat_to_act = None
    for tricks in (2, 2, 1, 0):
        seat = state.turn.seat
        assert seat is not None
        if seat is not seat_to_act:
            hand_off(seat.word)
            seat_to_act = seat
        tmux.wait_for(f"{seat.word} bids at B{len(state.bids) + 1}")
        tmux.type(str(tricks))
        tmux.keys("Enter")
        state = state.bid(tricks)
    for row in deal.trace:
        for position, play in enumerate(row.plays, start=1):
            if play.seat is not seat_to_act:
                hand_off(play.seat.word)
                seat_to_act = play.seat
            tmux.wait_for(f"{play.seat.word} to play at T{row.number}.{position}")
            tmux.type(play.card.code.lower())
            tmux.keys("Enter")
            state = state.play(play.card)
    tmux.wait_for("Round 1 of 1 over", "North", "-10", "East", "40")
    tmux.keys("Escape")
    tmux.wait_gone("Round 1 of 1 over")  # a key sent with Escape would read as Alt+key
    tmux.wait_for("Score pad", "2/1", "2/2", "1/2", "0/0")
    tmux.keys("q")  # the round is over: no question
    assert tmux.exit_status() == 0
    assert_terminal_given_back(tmux)


def wait_for_text(path: Path, text: str, timeout: float = 10.0) -> None:
    """Wait until the file at ``path`` holds ``text``."""
    deadline = time.monotonic() + timeout
    while text not in path.read_text():
        assert time.monotonic() < deadline, f"{text!r} not in {path} after {timeout}s"
        time.sleep(0.05)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_saves_then_resume_starts_at_the_hand_off(
    tmux: Tmux, signum: signal.Signals
) -> None:
    """A hidden Sticheln duel: two bids, then a signal; ``resume`` goes on at the hand-off."""
    from four_lanterns.tui.screens.match_screens import GUARD

    tmux.start([installed_command(), "play", "--game", "sticheln", "--seed", "5"])
    for seat, step in (("South", "B1"), ("West", "B2")):
        tmux.wait_for(f"Pass to {seat}")
        time.sleep(GUARD + 0.2)
        tmux.keys("Enter")
        tmux.wait_for(f"{seat} bids at {step}")
        time.sleep(GUARD + 0.2)
        tmux.type("0")
        tmux.keys("Enter")
    tmux.wait_for("Pass to North")
    os.kill(tmux.program_pid(), signum)
    assert tmux.exit_status() == 128 + signum
    assert_terminal_given_back(tmux)
    tmux.wait_for("The game is saved in", "four-lanterns resume", "continues it.")
    (save,) = (tmux.data_folder / "four-lanterns").glob("sticheln-*.toml")
    assert 'bids = ["S:0", "W:0"]' in save.read_text()
    tmux.end_session()

    tmux.start([installed_command(), "resume"])
    tmux.wait_for("Pass to North", "only North can see the screen", absent=("History",))
    time.sleep(GUARD + 0.2)
    tmux.keys("Enter")
    tmux.wait_for("North bids at B3")
    time.sleep(GUARD + 0.2)
    tmux.type("1")
    tmux.keys("Enter")
    tmux.wait_for("Pass to East")
    # The save follows the move (a message the app handles after the screen changes).
    wait_for_text(save, 'bids = ["S:0", "W:0", "N:1"]')


def test_the_table_offers_the_unfinished_game_and_takes_it_up(tmux: Tmux) -> None:
    """``four-lanterns`` alone, with a game saved: the offer, ``y``, and play goes on there."""
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    for code in ("t1", "t4"):
        tmux.type(code)
        tmux.keys("Enter")
    tmux.wait_for("South to play at T1.3")
    tmux.keys("q")
    tmux.wait_for(QUIT_SAVED)
    tmux.keys("y")
    assert tmux.exit_status() == 0
    tmux.end_session()

    tmux.start([installed_command()])
    screen = tmux.wait_for("An unfinished game is saved: Four Lanterns", "Resume it?")
    assert "South to play" in " ".join(screen.replace("┃", " ").split())
    tmux.keys("y")
    tmux.wait_for("South to play at T1.3", "T1.2 East plays Teal 4")

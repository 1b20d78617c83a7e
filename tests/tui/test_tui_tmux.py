"""End to end in a real terminal: the installed ``four-lanterns`` inside tmux.

Keys go in with ``tmux send-keys`` and the screen comes back with
``tmux capture-pane -p``, so these tests see exactly what a player sees.
Without tmux or the installed command they fail: CI installs both.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tui_support import DEAL_PATH, load_deal

pytestmark = pytest.mark.tmux

WIDTH, HEIGHT = 120, 40
TIMEOUT = 20.0


class Tmux:
    """One private tmux server with one session running one command."""

    def __init__(self, tmux: str, socket: str, workdir: Path) -> None:
        self.tmux = tmux
        self.socket = socket
        self.workdir = workdir

    def run(self, *args: str) -> str:
        done = subprocess.run(
            [self.tmux, "-L", self.socket, *args],
            capture_output=True,
            text=True,
            check=True,
            timeout=TIMEOUT,
            env=_terminal_env(),
        )
        return done.stdout

    def start(self, command: list[str]) -> None:
        config = self.workdir / "tmux.conf"
        # Keep the pane after the program ends, to read its exit status.
        config.write_text("set -g remain-on-exit on\nset -g status off\n")
        self.run(
            "-f",
            str(config),
            "new-session",
            "-d",
            "-s",
            "table",
            "-x",
            str(WIDTH),
            "-y",
            str(HEIGHT),
            "-c",  # files the program writes (a report) land in the test's folder
            str(self.workdir),
            " ".join(_quote(part) for part in command),
        )

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", "table", *keys)

    def type(self, text: str) -> None:
        self.run("send-keys", "-t", "table", "-l", text)

    def screen(self, *, scrollback: bool = False) -> str:
        history = ("-S", "-") if scrollback else ()
        return self.run("capture-pane", "-p", *history, "-t", "table")

    def wait_for(self, *texts: str) -> str:
        """Poll the screen until every text is on it; fail with the screen if not."""
        deadline = time.monotonic() + TIMEOUT
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if all(text in screen for text in texts):
                return screen
            time.sleep(0.05)
        missing = [text for text in texts if text not in screen]
        pytest.fail(f"not on screen after {TIMEOUT}s: {missing!r}\n--- screen ---\n{screen}")

    def wait_gone(self, text: str) -> str:
        """Poll the screen until ``text`` has left it."""
        deadline = time.monotonic() + TIMEOUT
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if text not in screen:
                return screen
            time.sleep(0.05)
        pytest.fail(f"still on screen after {TIMEOUT}s: {text!r}\n--- screen ---\n{screen}")

    def exit_status(self) -> int:
        """Wait for the program to end; its exit status."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            fields = "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}"
            dead, status, signal = (
                self.run("display-message", "-p", "-t", "table", fields).strip().split(":")
            )
            if dead == "1" and status:
                return int(status)
            if dead == "1" and signal:
                return -int(signal)  # killed, as subprocess reports it
            time.sleep(0.05)
        pytest.fail(f"the program did not exit\n--- screen ---\n{self.screen()}")


def _terminal_env() -> dict[str, str]:
    """This process's environment, fit for a program in a real terminal.

    Test tooling may have set COLUMNS and LINES, which would make the program
    ignore the size of the tmux window; UTF-8 is needed for the suit shapes.
    """
    env = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "LINES")}
    env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("TMUX", None)
    return env


def _quote(part: str) -> str:
    return "'" + part.replace("'", "'\\''") + "'"


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    """A private tmux server, killed afterwards."""
    binary = shutil.which("tmux")
    if binary is None:
        pytest.fail("tmux is not installed; .ci/run installs it (apt-get install tmux)")
    session = Tmux(binary, f"four-lanterns-test-{uuid.uuid4().hex[:8]}", tmp_path)
    yield session
    socket = subprocess.run(
        [binary, "-L", session.socket, "display-message", "-p", "#{socket_path}"],
        capture_output=True,
        text=True,
        check=False,
        env=_terminal_env(),
    ).stdout.strip()
    subprocess.run([binary, "-L", session.socket, "kill-server"], capture_output=True, check=False)
    if socket:  # kill-server leaves the socket file behind
        Path(socket).unlink(missing_ok=True)


def installed_command() -> str:
    """The installed ``four-lanterns`` script, next to this Python first."""
    beside = Path(sys.executable).parent / "four-lanterns"
    found = str(beside) if beside.exists() else shutil.which("four-lanterns")
    if found is None:
        pytest.fail("four-lanterns is not installed (pip install -e .)")
    return found


def test_paper_trace_by_keystrokes_ends_in_a_draw(tmux: Tmux) -> None:
    """Typing the paper trace into the real program shows each trick's winner and the 2–2 draw."""
    deal = load_deal()
    tmux.start([installed_command(), "play", "--deal", str(DEAL_PATH)])
    tmux.wait_for("North to play at T1.1", "Quit")
    for row in deal.trace:
        for play in row.plays:
            tmux.type(play.card.code.lower())
            tmux.keys("Enter")
        score = row.scores["v0"]
        tmux.wait_for(f"T{row.number} {row.winner.word} wins · {score}")
        if row.next_leader is not None:
            tmux.wait_for(f"Next leader: {row.next_leader.word}")
    screen = tmux.wait_for("Hand over", "draw 2–2", "E/W win 3–2")
    assert "v0: N/S 2 – E/W 2, draw 2–2" in screen
    assert "v1: N/S 2 – E/W 3, E/W win 3–2" in screen
    tmux.keys("q")  # the hand is over: no question
    assert tmux.exit_status() == 0
    assert "History" not in tmux.screen()  # the terminal is given back as it was


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
    assert "must follow Amber" in tmux.screen()
    tmux.keys("q")
    tmux.wait_for("Quit in the middle of the hand?")
    tmux.keys("n")
    tmux.wait_gone("Quit in the middle of the hand?")
    assert "South to play at T2.2" in tmux.screen()
    tmux.keys("q")
    tmux.wait_for("Quit in the middle of the hand?")
    tmux.keys("y")
    assert tmux.exit_status() == 0


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
    tmux.wait_for("T1.1 North plays Teal 1")


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
    tmux.keys("w")
    assert tmux.exit_status() == 1
    assert "History" not in tmux.screen()  # the terminal is given back
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
    screen = tmux.wait_for("Prüfung: T3.2 gespielt, 10 von 16")
    assert "T1 stimmt" in screen and "T3 nicht ausgeführt" in screen
    tmux.keys("e")
    tmux.wait_for("Bericht geschrieben: four-lanterns-report-deal_fixed-v0.md")
    report = tmux.workdir / "four-lanterns-report-deal_fixed-v0.md"
    assert report.read_text(encoding="utf-8").startswith("# Four Lanterns Prüfbericht")
    tmux.keys("q")
    assert tmux.exit_status() == 0

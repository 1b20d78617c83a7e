"""SIGTERM and SIGHUP close the table and give the terminal back.

A terminated program must not leave the shell in the alternate screen, with
mouse reporting on, the cursor hidden and the keyboard in raw mode. The
program ends the way ``q`` ends it, with exit status 128 + the signal number.
End to end in tmux, and in process with the pilot.
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest
from tmux_support import (
    BEFORE,
    RESTORED_FLAGS,
    TIMEOUT,
    Tmux,
    installed_command,
    process_alive,
    tmux_session,
)
from tui_support import DEAL_PATH, make_app, paper_plays, type_plays

import four_lanterns.tui.app as app_module
from four_lanterns.tui.app import FORCED_EXIT_AFTER

SIGNALS = [pytest.param(signal.SIGTERM, id="SIGTERM"), pytest.param(signal.SIGHUP, id="SIGHUP")]


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    """A private tmux server, killed afterwards."""
    yield from tmux_session(tmp_path)


def assert_terminal_restored(tmux: Tmux) -> None:
    """Normal screen with the shell's output, no mouse reporting, cursor shown, cooked mode."""
    screen = tmux.settled_screen()
    assert "History" not in screen, screen
    assert BEFORE in screen, screen
    assert tmux.terminal_flags() == RESTORED_FLAGS
    modes = tmux.terminal_modes()
    assert "-icanon" not in modes and "-echo" not in modes, modes
    assert "icanon" in modes and "echo" in modes, modes


@pytest.mark.tmux
@pytest.mark.parametrize("signum", SIGNALS)
def test_signal_mid_hand_restores_the_terminal(tmux: Tmux, signum: signal.Signals) -> None:
    """A signal in the middle of a hand ends the table at once, without the quit question."""
    tmux.start([installed_command(), "play", "--deal", str(DEAL_PATH)])
    tmux.wait_for("North to play at T1.1")
    tmux.type("t1")
    tmux.keys("Enter")
    tmux.wait_for("T1.1 North plays Teal 1")
    os.kill(tmux.program_pid(), signum)
    assert tmux.exit_status() == 128 + signum
    assert_terminal_restored(tmux)


@pytest.mark.tmux
@pytest.mark.parametrize("signum", SIGNALS)
def test_signal_over_a_dialog_restores_the_terminal(tmux: Tmux, signum: signal.Signals) -> None:
    """With the help open over the review table, a signal still closes everything cleanly."""
    tmux.start([installed_command(), "review", "--deal", str(DEAL_PATH)])
    tmux.wait_for("Review: no card played yet")
    tmux.keys("?")
    tmux.wait_for("Esc or ? closes this help.")
    os.kill(tmux.program_pid(), signum)
    assert tmux.exit_status() == 128 + signum
    assert_terminal_restored(tmux)


@pytest.mark.tmux
def test_real_hang_up_ends_the_program(tmux: Tmux) -> None:
    """Closing the terminal itself (the tmux server goes) ends the program promptly."""
    tmux.start([installed_command()])
    tmux.wait_for("North to play at T1.1")
    pid = tmux.program_pid()
    tmux.run("kill-server")
    deadline = time.monotonic() + FORCED_EXIT_AFTER + 10.0
    while process_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not process_alive(pid), f"still running {FORCED_EXIT_AFTER + 10.0}s after the hang-up"


SIZE = (120, 40)


class _Received:
    """A Python-level handler standing in for whatever ran the table: records signals."""

    def __init__(self) -> None:
        self.signals: list[int] = []

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.signals.append(signum)


@pytest.fixture
def received() -> Iterator[_Received]:
    """Catches SIGTERM and SIGHUP for the test, so a missing handler cannot kill pytest."""
    handler = _Received()
    before = {signum: signal.signal(signum, handler) for signum in SIGNALS_RAW}
    yield handler
    for signum, old in before.items():
        signal.signal(signum, old)


SIGNALS_RAW = (signal.SIGTERM, signal.SIGHUP)


async def _until_exit(app: object) -> None:
    deadline = time.monotonic() + TIMEOUT
    while getattr(app, "_exit", False) is False and time.monotonic() < deadline:
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("signum", SIGNALS)
async def test_signal_in_process_exits_mid_hand_with_128_plus_signum(
    received: _Received, signum: signal.Signals, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app's handler, not the previous one, gets the signal; the previous one is back after."""
    # The forced exit is the real os._exit, here of pytest itself: a shutdown slowed past
    # 5 s by a loaded machine would end the whole run without a report.
    monkeypatch.setattr(app_module, "FORCED_EXIT_AFTER", 120.0)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        assert app.table.in_progress  # no question is asked, even mid-hand
        os.kill(os.getpid(), signum)
        await _until_exit(app)
    assert app.return_code == 128 + signum
    assert received.signals == []
    assert signal.getsignal(signum) is received
    watchdogs = [t for t in threading.enumerate() if t.name == "four-lanterns-forced-exit"]
    assert watchdogs == []  # the forced exit was called off when the app ended


async def test_ignored_hang_up_stays_ignored(received: _Received) -> None:
    """Under nohup (SIGHUP ignored) the app leaves SIGHUP alone."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    app = make_app()
    async with app.run_test(size=SIZE):
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) is not received  # the app's own
    assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN


async def test_stuck_shutdown_is_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """If closing hangs (writes to a vanished terminal block), the process ends anyway."""
    ended: list[int] = []
    monkeypatch.setattr(app_module, "FORCED_EXIT_AFTER", 0.05)
    monkeypatch.setattr(os, "_exit", ended.append)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        with monkeypatch.context() as stuck:
            stuck.setattr(app, "exit", lambda *args, **kwargs: None)
            app.close_on_signal(signal.SIGTERM)
            deadline = time.monotonic() + TIMEOUT
            while not ended and time.monotonic() < deadline:
                await asyncio.sleep(0.01)
        assert ended == [128 + signal.SIGTERM]
        await pilot.press("q", "y")

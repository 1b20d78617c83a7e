"""Helpers of the end-to-end tests: the installed program in a private tmux server.

Keys go in with ``tmux send-keys`` and the screen comes back with
``tmux capture-pane -p``, so the tests see exactly what a player sees.

The program does not run as the pane's own process: a small shell script
runs it and writes down what tmux cannot be trusted to report. tmux may
leave an ended pane process unreaped with an empty ``#{pane_dead_status}``,
so the script records the program's process id before it starts and its exit
status after it ends, each in a file, and the tests poll those files. The
script also prints a line before the program (the shell's own output, which
must be back on screen once the program leaves the alternate screen), saves
``stty -a`` (the terminal modes the program left behind) and then stays
alive, so that the pane, its screen and its mode flags can still be read.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

WIDTH, HEIGHT = 120, 40
TIMEOUT = 45.0
"""Seconds to wait for anything: generous, as a loaded two-core CI machine is slow."""

POLL = 0.05
SETTLE = 0.25  # a frame unchanged this long is whole: a stalled write is shorter

BEFORE = "four-lanterns-test: the shell, before the program"
"""What the shell prints before the program starts, on the normal screen."""

AFTER = "four-lanterns-test: the shell, after the program"
"""What the shell prints once the program has ended."""

# Pane flags of a terminal given back as it was found: normal screen, cursor
# shown, lines wrapped, no mouse reporting (values of a fresh tmux pane).
RESTORED_FLAGS = {
    "alternate_on": "0",
    "cursor_flag": "1",
    "wrap_flag": "1",
    "mouse_any_flag": "0",
    "mouse_standard_flag": "0",
    "mouse_button_flag": "0",
    "mouse_all_flag": "0",
    "mouse_sgr_flag": "0",
}

_WRAPPER = """\
printf '%s\\n' {before}
sh -c 'echo $$ > "$0.tmp" && mv "$0.tmp" "$0" && exec "$@"' {pid_file} "$@"
status=$?
stty -a > {stty_file} 2>&1
printf '%s\\n' "$status" > {status_file}.tmp && mv {status_file}.tmp {status_file}
printf '%s (status %s)\\n' {after} "$status"
exec sleep 3600
"""


class Tmux:
    """One private tmux server with one session running one command."""

    def __init__(self, tmux: str, socket: Path, workdir: Path) -> None:
        self.tmux = tmux
        self.socket = socket
        self.workdir = workdir
        self.pid_file = workdir / "program.pid"
        self.status_file = workdir / "program.status"
        self.stty_file = workdir / "program.stty"
        self.data_folder = workdir / "data"
        """The program's XDG data folder: its saves are in ``four-lanterns/`` under it."""

    def run(self, *args: str) -> str:
        """Run one tmux command against this server; its output."""
        done = subprocess.run(
            [self.tmux, "-S", str(self.socket), *args],
            capture_output=True,
            text=True,
            check=True,
            timeout=TIMEOUT,
            env=terminal_env(),
        )
        return done.stdout

    def start(self, command: list[str]) -> None:
        """Start ``command`` in a new session, inside the recording shell script.

        After :meth:`close` this starts afresh: a second program in the same
        folder, seeing what the first one left there (its saves).
        """
        for stale in (self.pid_file, self.status_file, self.stty_file):
            stale.unlink(missing_ok=True)
        config = self.workdir / "tmux.conf"
        # remain-on-exit keeps the pane readable even if the script itself dies.
        # exit-empty off: the server outlives a session, so a second program can
        # start at once in the same server (see end_session).
        config.write_text("set -g remain-on-exit on\nset -g status off\nset -g exit-empty off\n")
        wrapper = self.workdir / "run-program.sh"
        wrapper.write_text(
            _WRAPPER.format(
                before=shlex.quote(BEFORE),
                after=shlex.quote(AFTER),
                pid_file=shlex.quote(str(self.pid_file)),
                stty_file=shlex.quote(str(self.stty_file)),
                status_file=shlex.quote(str(self.status_file)),
            )
        )
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
            "-e",  # and its autosaves too, never in the user's data folder
            f"XDG_DATA_HOME={self.data_folder}",
            shlex.join(["sh", str(wrapper), *command]),
        )

    def keys(self, *keys: str) -> None:
        """Press keys by tmux name (``Enter``, ``Right``, ``q``)."""
        self.run("send-keys", "-t", "table", *keys)

    def type(self, text: str) -> None:
        """Type ``text`` literally."""
        self.run("send-keys", "-t", "table", "-l", text)

    def screen(self, *, scrollback: bool = False) -> str:
        """The visible screen (with ``scrollback``, the history above it too)."""
        history = ("-S", "-") if scrollback else ()
        return self.run("capture-pane", "-p", *history, "-t", "table")

    def settled_screen(self, previous: str | None = None) -> str:
        """The screen once it has stayed the same for SETTLE seconds.

        The terminal takes in a frame in pieces, so one capture can hold the
        top of a new frame over the bottom of the last (seen: a hand-off's
        words above the table it hides). A frame that holds still is whole.
        """
        screen = self.screen() if previous is None else previous
        since = time.monotonic()
        deadline = since + TIMEOUT
        while time.monotonic() < deadline:
            time.sleep(POLL)
            again = self.screen()
            if again != screen:
                screen, since = again, time.monotonic()
            elif time.monotonic() - since >= SETTLE:
                return screen
        pytest.fail(f"the screen kept changing for {TIMEOUT}s\n--- screen ---\n{screen}")

    def wait_for(self, *texts: str, absent: tuple[str, ...] = ()) -> str:
        """Poll until a whole frame holds every text and none of ``absent``.

        Fails with the screen if none does in time, and at once if the
        program ends first: what it has not shown by then, it never will.
        """
        return self._wait_for(texts, absent, ended_is_failure=True)

    def _wait_for(
        self, texts: tuple[str, ...], absent: tuple[str, ...] = (), *, ended_is_failure: bool
    ) -> str:
        def wrong(screen: str) -> list[str]:
            missing = [f"missing {text!r}" for text in texts if text not in screen]
            return missing + [f"still shown {text!r}" for text in absent if text in screen]

        deadline = time.monotonic() + TIMEOUT
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if not wrong(screen):
                screen = self.settled_screen(screen)
                if not wrong(screen):
                    return screen
                continue
            if ended_is_failure and self.status_file.exists():
                # Once the shell's line after it is shown, so is all the program wrote.
                screen = self._wait_for((AFTER,), ended_is_failure=False)
                if not wrong(screen):
                    return screen
                pytest.fail(f"the program ended with {wrong(screen)!r}\n{self._shown()}")
            time.sleep(POLL)
        pytest.fail(f"after {TIMEOUT}s: {wrong(screen)!r}\n--- screen ---\n{screen}")

    def _shown(self) -> str:
        return f"--- screen and scrollback ---\n{self.screen(scrollback=True)}"

    def wait_gone(self, text: str) -> str:
        """Poll until a whole frame is without ``text``."""
        return self.wait_for(absent=(text,))

    def program_pid(self) -> int:
        """The program's process id, once it has started."""
        return int(self._wait_file(self.pid_file, "the program did not start"))

    def exit_status(self) -> int:
        """Wait for the program to end; its exit status (128 + N when killed by signal N).

        Returns only once the shell's line after the program is on screen, so
        the screen and the pane flags show what the program left behind.
        """
        status = int(self._wait_file(self.status_file, "the program did not exit"))
        self._wait_for((AFTER,), ended_is_failure=False)
        return status

    def terminal_flags(self) -> dict[str, str]:
        """The pane's mode flags named in ``RESTORED_FLAGS``, as tmux sees them now."""
        names = list(RESTORED_FLAGS)
        shown = self.run(
            "display-message", "-p", "-t", "table", ":".join(f"#{{{n}}}" for n in names)
        )
        return dict(zip(names, shown.strip().split(":"), strict=True))

    def terminal_modes(self) -> list[str]:
        """The words of ``stty -a`` run in the pane right after the program ended."""
        text = self._wait_file(self.stty_file, "the shell did not run stty")
        return text.replace(";", " ").split()

    def _wait_file(self, path: Path, failure: str) -> str:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if path.exists():  # written whole, then renamed into place
                return path.read_text().strip()
            time.sleep(POLL)
        pytest.fail(f"{failure} after {TIMEOUT}s\n--- screen ---\n{self.screen()}")

    def end_session(self) -> None:
        """End the session (its program has ended); the server stays for the next :meth:`start`."""
        self.run("kill-session", "-t", "table")

    def close(self) -> None:
        """Kill the server, and the program if it is somehow still running."""
        subprocess.run(
            [self.tmux, "-S", str(self.socket), "kill-server"],
            capture_output=True,
            check=False,
            timeout=TIMEOUT,
        )
        if self.pid_file.exists() and not self.status_file.exists():
            pid = int(self.pid_file.read_text().strip())
            deadline = time.monotonic() + 5.0
            while time.monotonic() < deadline and process_alive(pid):
                time.sleep(POLL)  # the hang-up from kill-server should end it
            if process_alive(pid):
                os.kill(pid, signal.SIGKILL)


def process_alive(pid: int) -> bool:
    """Whether ``pid`` still runs: a zombie, ended but not yet reaped, does not."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:  # no /proc here: a zombie counts as running
        return True
    return stat.rpartition(")")[2].split()[0] != "Z"


def terminal_env() -> dict[str, str]:
    """This process's environment, fit for a program in a real terminal.

    Test tooling may have set COLUMNS and LINES, which would make the program
    ignore the size of the tmux window; UTF-8 is needed for the suit shapes.
    """
    env = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "LINES")}
    env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env.pop("TMUX", None)
    return env


def tmux_session(workdir: Path) -> Iterator[Tmux]:
    """A private tmux server (its socket in a fresh folder), killed and removed afterwards."""
    binary = shutil.which("tmux")
    if binary is None:
        pytest.fail("tmux is not installed; .ci/run installs it (apt-get install tmux)")
    # A short folder of its own: socket paths are limited to about 100 bytes,
    # and nothing is left behind in tmux's shared socket folder.
    folder = Path(tempfile.mkdtemp(prefix="fl-tmux-"))
    session = Tmux(binary, folder / "socket", workdir)
    try:
        yield session
    finally:
        session.close()
        shutil.rmtree(folder, ignore_errors=True)


def installed_command() -> str:
    """The installed ``four-lanterns`` script, next to this Python first."""
    beside = Path(sys.executable).parent / "four-lanterns"
    found = str(beside) if beside.exists() else shutil.which("four-lanterns")
    if found is None:
        pytest.fail("four-lanterns is not installed (pip install -e .)")
    return found

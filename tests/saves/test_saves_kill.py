"""SIGKILL at random moments while the table saves: every save loads, nothing is lost.

The driver (``kill_driver.py``) plays an 8-round Sticheln duel with four bots
and prints ``saved N`` once the save holding N actions is on disk. The test
kills it with SIGKILL at a random moment after its first save of the run,
then checks every file in the save folder, resumes, and kills again, until
200 actions are saved. A save may hold the last action reported or the one
after it (saved, but killed before saying so); never fewer, never a broken
file.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from four_lanterns.records import load_record
from four_lanterns.records.saves import SaveFolder

DRIVER = Path(__file__).with_name("kill_driver.py")
GOAL = 200
MAX_RUNS = 120
START_TIMEOUT = 60.0


def run_until_killed(folder: Path, delay: float) -> int | None:
    """Start the driver; SIGKILL it ``delay`` s after its first save. The last count it printed."""
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=False,
    )
    assert child.stdout is not None
    last: int | None = None
    deadline: float | None = None
    started = time.monotonic()
    buffer = b""
    try:
        while True:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                break
            if deadline is None and now - started > START_TIMEOUT:
                raise AssertionError("the driver saved nothing in time")
            wait = 0.5 if deadline is None else max(0.0, deadline - now)
            ready, _, _ = select.select([child.stdout], [], [], wait)
            if not ready:
                continue
            chunk = os.read(child.stdout.fileno(), 4096)
            if not chunk:
                break  # the duel ended on its own
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                assert line != b"failed", "a save failed"
                if line.startswith(b"saved "):
                    last = int(line.split()[1])
                    if deadline is None:
                        deadline = time.monotonic() + delay
    finally:
        child.send_signal(signal.SIGKILL)
        _, err = child.communicate(timeout=30)
    if child.returncode not in (-signal.SIGKILL, 0):
        raise AssertionError(f"the driver failed: {err.decode(errors='replace')[-2000:]}")
    return last


def test_sigkill_during_200_saved_actions_leaves_every_save_loadable(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    rng = random.Random(20261201)
    saved_actions = 0
    for _ in range(MAX_RUNS):
        last = run_until_killed(folder, rng.uniform(0.0, 0.5))
        files = sorted(folder.glob("*.toml"))
        assert len(files) == 1, files  # one game, one save; temporary files are hidden
        record = load_record(files[0])  # a broken save would raise here
        if last is not None:
            assert last <= record.actions <= last + 1, (last, record.actions)
        assert record.actions >= saved_actions  # nothing saved is ever lost
        saved_actions = record.actions
        print(f"killed after {last} reported, {saved_actions} saved")
        if saved_actions >= GOAL:
            break
    assert saved_actions >= GOAL, f"only {saved_actions} actions saved in {MAX_RUNS} runs"
    saved, unreadable = SaveFolder(folder).read_all()
    assert unreadable == [] and len(saved) == 1

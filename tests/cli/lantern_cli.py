"""Running the installed ``four-lanterns`` program in a subprocess."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
GOLDEN = DATA / "golden"
BAD_DEALS = DATA / "bad_deals"
WIDE = {"COLUMNS": "200"}
"""Room for every table at its natural width, as the wide golden files are."""


def program() -> list[str]:
    """The console script of this interpreter's environment, else ``python -m``."""
    beside = Path(sys.executable).with_name("four-lanterns")
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("four-lanterns")
    return [found] if found else [sys.executable, "-m", "four_lanterns"]


def run(
    *args: str, cwd: Path = ROOT, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the program with ``args``; never raises on a non-zero exit.

    The run sees an English UTF-8 locale and no ``COLUMNS`` (output to a pipe
    is then fitted to 80 columns) unless ``env`` says otherwise.
    """
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("COLUMNS", "LINES", "LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    environment.update(LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
    environment.update(env or {})
    return subprocess.run(
        [*program(), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=environment,
        timeout=120,
        check=False,
    )


def stderr_lines(done: subprocess.CompletedProcess[str]) -> list[str]:
    return done.stderr.splitlines()


def assert_clean_usage_error(done: subprocess.CompletedProcess[str], *fragments: str) -> str:
    """Exit 2, one line on stderr naming every fragment, nothing on stdout."""
    lines = stderr_lines(done)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr
    assert len(lines) == 1, lines
    assert lines[0].startswith("four-lanterns: ")
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    assert done.stdout == ""
    return lines[0]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Standard input and output are a terminal, from here to the end of the test.

    Set in the test itself: output capture puts its own streams back after
    the fixtures are set up.
    """
    monkeypatch.setattr(sys, "stdin", _Terminal())
    monkeypatch.setattr(sys, "stdout", _Terminal())

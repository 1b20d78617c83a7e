"""Closed, full and vanishing standard streams: an exit code and one line, never a traceback.

Each run goes through bash, so that the redirections are the ones a user
types (``>&-``, ``2>&-``, ``<&-``, ``| head``).
"""

from __future__ import annotations

import os
import shlex
import stat
import subprocess
from pathlib import Path

import pytest
from lantern_cli import ROOT, program

needs_root = pytest.mark.skipif(
    os.geteuid() != 0, reason="making a device node (a private /dev/full) needs root"
)


def shell(line: str, *, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Run ``line`` in bash, with ``$FL`` the installed program."""
    env = {key: value for key, value in os.environ.items() if key != "COLUMNS"}
    env.update(LANG="C.UTF-8", FL=shlex.join(program()))
    return subprocess.run(
        ["bash", "-c", line],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=60,
        check=False,
    )


def one_line(done: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert "Traceback" not in done.stderr
    assert "Exception ignored" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, lines
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])


def test_closed_standard_output_is_exit_2_with_one_line() -> None:
    done = shell("$FL trace >&-")
    assert done.returncode == 2
    one_line(done, "four-lanterns: standard output: cannot be written")


@needs_root
def test_full_standard_output_is_exit_2_with_one_line(tmp_path: Path) -> None:
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    for command in ("trace", "replay --plays N:T1", "check", "--help", "--version"):
        done = shell(f"$FL {command} >{shlex.quote(str(full))}")
        assert done.returncode == 2, (command, done.stderr)
        one_line(done, "standard output: cannot be written (No space left on device)")


def test_closed_standard_error_still_gives_the_exit_code() -> None:
    done = shell("$FL replay --plays X 2>&-")
    assert done.returncode == 2
    assert done.stdout == ""


def test_closed_standard_error_does_not_hide_an_illegal_play() -> None:
    done = shell('$FL replay --plays "N:T1 E:A2" 2>&-')
    assert done.returncode == 1


def test_closed_standard_input_refuses_the_table_in_one_line() -> None:
    done = shell("$FL <&-")
    assert done.returncode == 2
    one_line(done, "the card table needs a terminal")
    assert done.stdout == ""


def test_a_report_file_is_written_with_standard_output_closed(tmp_path: Path) -> None:
    """Closed standard output does not matter when nothing is meant for it."""
    done = shell("$FL check --output report.md >&-", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "report.md").read_text("utf-8").startswith("Four Lanterns review report")


def test_a_reader_that_goes_away_ends_quietly() -> None:
    done = shell('$FL trace | head -1; echo "status ${PIPESTATUS[0]}" >&2')
    assert done.stdout.startswith("Four Lanterns — ")
    assert done.stderr == "status 0\n"


def test_a_file_opened_later_never_takes_the_place_of_standard_output(tmp_path: Path) -> None:
    """With descriptor 1 closed, the deal file opened next must not become standard output."""
    done = shell("$FL trace --format json >&- 2>err.txt; echo $?", cwd=tmp_path)
    assert done.stdout == "2\n"
    assert "standard output" in (tmp_path / "err.txt").read_text("utf-8")


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_into_a_closed_stream_is_an_error(option: str) -> None:
    done = shell(f"$FL {option} >&-")
    assert done.returncode == 2
    one_line(done, "standard output: cannot be written")


def test_output_dev_stdout_keeps_what_else_the_shell_wrote(tmp_path: Path) -> None:
    """``--output /dev/stdout`` with standard output redirected to a file appends, never replaces."""
    done = shell(
        "{ echo HEADER; $FL check --output /dev/stdout; echo FOOTER; } > out.txt", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    lines = (tmp_path / "out.txt").read_text("utf-8").splitlines()
    assert lines[0] == "HEADER"
    assert lines[1] == "Four Lanterns review report"
    assert lines[-1] == "FOOTER"


def test_output_dev_stderr_appends_to_a_log(tmp_path: Path) -> None:
    (tmp_path / "log.txt").write_text("earlier line\n", encoding="utf-8")
    done = shell("$FL check --output /dev/stderr 2>>log.txt", cwd=tmp_path)
    assert done.returncode == 0
    lines = (tmp_path / "log.txt").read_text("utf-8").splitlines()
    assert lines[:2] == ["earlier line", "Four Lanterns review report"]


def test_output_dev_stdout_into_a_closed_pipe_ends_quietly() -> None:
    done = shell('$FL check --output /dev/stdout | head -c 0; echo "status ${PIPESTATUS[0]}" >&2')
    assert done.stderr == "status 0\n"


def test_another_descriptors_alias_is_refused_not_replaced(tmp_path: Path) -> None:
    done = shell("exec 3>>fd3.txt; echo kept >&3; $FL check --output /dev/fd/3", cwd=tmp_path)
    assert done.returncode == 2
    one_line(done, "--output /dev/fd/3: names an open file descriptor")
    assert (tmp_path / "fd3.txt").read_text("utf-8") == "kept\n"

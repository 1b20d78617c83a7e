"""Hostile --deal arguments: exit 2 and one clean line, never a hang or a traceback.

The files of tests/data/bad_deals/ are checked in test_cli_bad_deals.py; these
are the cases a checked-in file cannot be: named pipes and devices, file names
that are not printable, and files of a mebibyte.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from lantern_cli import ROOT, assert_clean_usage_error, run

FIXED = (ROOT / "fixtures" / "deal_fixed.toml").read_text(encoding="utf-8")
MIB = 1 << 20

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


@needs_fifo
def test_a_named_pipe_without_a_writer_is_refused_not_waited_on(tmp_path: Path) -> None:
    # Opening a pipe for reading waits for a writer: the program must not open it.
    # (run() gives up after two minutes, so a hang fails instead of hanging.)
    os.mkfifo(tmp_path / "deal.toml")
    for args in (("trace",), ("replay", "--plays", "N:T1")):
        done = run(*args, "--deal", "deal.toml", cwd=tmp_path)
        assert_clean_usage_error(
            done, "deal.toml: not a regular file (a named pipe), not a deal file"
        )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_as_a_device() -> None:
    done = run("trace", "--deal", "/dev/zero")
    assert_clean_usage_error(done, "/dev/zero: not a regular file (a character device)")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="mknod needs root")
def test_a_character_device_made_in_place_is_refused(tmp_path: Path) -> None:
    device = tmp_path / "deal.toml"
    try:
        os.mknod(device, stat.S_IFCHR | 0o600, os.makedev(1, 5))  # what /dev/zero is
    except PermissionError:
        pytest.skip("this system does not let even root make devices")
    done = run("trace", "--deal", "deal.toml", cwd=tmp_path)
    assert_clean_usage_error(done, "deal.toml: not a regular file (a character device)")


def test_a_mebibyte_of_dotted_key_is_refused_in_one_line(tmp_path: Path) -> None:
    hostile = tmp_path / "hostile.toml"
    hostile.write_text(".".join(["a"] * (MIB // 2 - 1)) + "\n", encoding="ascii")
    assert hostile.stat().st_size <= MIB
    done = run("trace", "--deal", "hostile.toml", cwd=tmp_path)
    assert_clean_usage_error(done, "hostile.toml: a.a.a.a.", "more than 32 dotted parts")


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ("first_leader", "first_leader: integer 1111"),
        ("trick", "trace[0].trick: integer 1111"),
    ],
)
def test_an_integer_of_five_thousand_digits_is_one_line(
    tmp_path: Path, row: str, expected: str
) -> None:
    old = 'first_leader = "N"' if row == "first_leader" else "trick = 1"
    (tmp_path / "deal.toml").write_text(
        FIXED.replace(old, f"{row} = {'1' * 5000}", 1), encoding="utf-8"
    )
    for args in (("trace",), ("check",)):
        done = run(*args, "--deal", "deal.toml", cwd=tmp_path)
        assert_clean_usage_error(done, expected, "beyond the 64 bits of a TOML integer")


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("bad\nname.toml", "bad\\nname.toml"),
        ("bad\x1b[31mname.toml", "bad\\x1b[31mname.toml"),
        (os.fsdecode(b"bad\xffname.toml"), "bad\\xffname.toml"),
    ],
)
def test_a_file_name_that_is_not_printable_is_shown_escaped(
    tmp_path: Path, name: str, shown: str
) -> None:
    (tmp_path / name).write_text(FIXED.replace('"E:T4"', '"E:T5"'), encoding="utf-8")
    done = run("trace", "--deal", name, cwd=tmp_path)
    line = assert_clean_usage_error(done, f"{shown}: trace[0].plays[1]: 'T5'")
    assert line.isprintable()


def test_a_missing_file_with_a_newline_in_its_name_is_one_line(tmp_path: Path) -> None:
    done = run("trace", "--deal", "no\nsuch.toml", cwd=tmp_path)
    assert_clean_usage_error(done, "no\\nsuch.toml: no such file")

"""``four-lanterns arena`` through the installed program (and once in-process, for the terminal)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))

from lantern_cli import assert_clean_usage_error, run

from four_lanterns.cli.main import main

RANDOM4 = "random,random,random,random"


def test_table_on_stdout_and_nothing_on_stderr_off_a_terminal() -> None:
    done = run("arena", "--duels", "2", "--seats", RANDOM4, "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0] == "Sticheln arena — seed 0, seats N,E,S,W = random,random,random,random"
    assert lines[1] == "2 seeded duels of 4 rounds × 4 seat rotations = 8 duels"
    assert lines[3].split() == [
        "Level",
        "Seats",
        "Points/round",
        "95%",
        "CI",
        "First",
        "places",
        "Exact",
        "bids",
    ]
    assert lines[5].startswith("random  4 ")
    assert "8 of 8" in lines[5]


@pytest.mark.parametrize(
    ("game", "seats", "line"),
    [
        ("sticheln", RANDOM4, "1 seeded duel of 4 rounds × 4 seat rotations = 4 duels"),
        ("four-lanterns", "random,random", "1 seeded hand × 2 sides = 2 hands"),
    ],
)
def test_one_seeded_duel_is_singular(game: str, seats: str, line: str) -> None:
    done = run("arena", "--game", game, "--duels", "1", "--seats", seats, "--jobs", "1")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1] == line


def test_json_is_the_same_for_one_and_two_jobs() -> None:
    common = ("arena", "--duels", "3", "--seats", RANDOM4, "--seed", "9", "--format", "json")
    one = run(*common, "--jobs", "1")
    two = run(*common, "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout
    data = json.loads(one.stdout)
    assert (data["game"], data["seed"], data["played"]) == ("sticheln", 9, 12)
    assert data["levels"][0]["bids"] == 12 * 4 * 4


def test_four_lanterns_json() -> None:
    done = run(
        "arena", "--game", "four-lanterns", "--duels", "4", "--seats", "random,random",
        "--jobs", "2", "--format", "json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["rounds"] is None
    assert data["seats"] == ["random"] * 4
    (level,) = data["levels"]
    assert sum(level["v0"].values()) == sum(level["v1"].values()) == level["hands"] == 16


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("--seats", "random,wizard,random,random"), ("'wizard' is not a bot level", "random")),
        (("--seats", RANDOM4, "--rounds", "5"), ("--rounds", "5", "4, 8, 12")),
        (("--seats", RANDOM4, "--duels", "0"), ("--duels", "0 is not 1 or more")),
        (("--seats", RANDOM4, "--duels", "x"), ("--duels", "not a whole number")),
        # Listed before any is played: a number past all reason would fill the memory.
        (("--seats", RANDOM4, "--duels", "9" * 4000), ("--duels", "9… is more than 100000")),
        (("--seats", RANDOM4, "--jobs", "0"), ("--jobs",)),
        (("--seats", "random,random,random"), ("3 levels given", "expected 4")),
        (("--seats", "random,random,random,random,random"), ("5 levels given",)),
        (("--game", "four-lanterns", "--seats", "random"), ("1 level given", "2 (N/S,E/W)")),
        # Four Lanterns plays single hands: a number of rounds is refused, not dropped.
        (
            ("--game", "four-lanterns", "--seats", "random,random", "--rounds", "8"),
            ("--rounds: an option of a Sticheln arena",),
        ),
        (("--game", "bridge", "--seats", RANDOM4), ("--game", "bridge")),
        ((), ("--seats",)),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    args: tuple[str, ...], fragments: tuple[str, ...]
) -> None:
    assert_clean_usage_error(run("arena", *args), *fragments)


def test_scheduler_without_dask_is_one_line(tmp_path: Path) -> None:
    fake = tmp_path / "dask"
    fake.mkdir()
    (fake / "__init__.py").write_text("raise ImportError('no dask here')\n")
    done = run(
        "arena", "--duels", "1", "--seats", RANDOM4, "--scheduler", "tcp://127.0.0.1:8786",
        env={"PYTHONPATH": str(tmp_path)},
    )  # fmt: skip
    assert_clean_usage_error(done, "--scheduler needs Dask", "four-lanterns[dask]")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    out, err = io.StringIO(), _Terminal()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    code = main(["arena", "--duels", "2", "--seats", RANDOM4, "--jobs", "1"])
    assert code == 0
    assert "duels" in err.getvalue()
    assert out.getvalue().startswith("Sticheln arena")


def test_help_says_how_seats_rotate() -> None:
    done = run("arena", "--help", env={"COLUMNS": "200"})
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    assert "played 4 times, once per rotation" in text
    assert "--duels 10 plays 40 duels" in text


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc (Linux)")
def test_ctrl_c_stops_the_workers_with_one_line() -> None:
    import signal
    import subprocess
    import time

    from lantern_cli import program

    args = ("arena", "--duels", "5000", "--seats", RANDOM4, "--jobs", "2")
    running = subprocess.Popen(
        [*program(), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    # Interrupt once the worker processes run, not while the program starts.
    children = Path(f"/proc/{running.pid}/task/{running.pid}/children")
    deadline = time.monotonic() + 60
    while not children.read_text().split() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    running.send_signal(signal.SIGINT)
    out, err = running.communicate(timeout=60)
    assert running.returncode == 130
    assert out == ""
    assert err == "four-lanterns: arena: interrupted; no results\n"


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the dropped one
def test_ctrl_c_that_python_swallowed_still_stops_the_arena(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A KeyboardInterrupt raised inside a finalizer is dropped by Python; Ctrl-C still counts."""
    import os
    import signal

    from four_lanterns import arena

    played: list[int] = []

    def run_arena(config: arena.ArenaConfig, **options: object) -> object:
        progress = options["progress"]
        assert callable(progress)

        class Finalized:
            def __del__(self) -> None:
                os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C, handled here and dropped

        Finalized()  # its __del__ runs at once; Python prints "Exception ignored" and goes on
        for duel in range(3):
            progress(1)  # the next duel played must stop the arena
            played.append(duel)
        raise AssertionError("the arena went on after Ctrl-C")

    monkeypatch.setattr(arena, "run_arena", run_arena)
    code = main(["arena", "--duels", "2", "--seats", RANDOM4, "--jobs", "1"])
    out, err = capsys.readouterr()
    assert code == 130
    assert played == []
    assert out == ""
    assert err.endswith("four-lanterns: arena: interrupted; no results\n")
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # handed back

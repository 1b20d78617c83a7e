"""Benchmark of the card table, run by hand (not a test).

    python benchmarks/bench_tui.py [--runs 7]

Runs the real program in a pseudo-terminal of 120×40, next to a bare Textual
app with the same number of widgets, and prints medians of several runs, for
the fixed Four Lanterns deal (16 cards) and for a Sticheln round of 12 cards
per hand (48 cards, bid first; open hands, so no hand-off is timed):

* time from process start to the first full frame on the terminal;
* CPU time of the program per card played: the Enter that plays a typed
  code, until its redraw has reached the terminal; and per typed key of
  the code (each echoes in the prompt). The bare app redraws every widget
  once per key, and that cost stands beside both;
* peak resident memory (VmHWM) of the process.

Every start uses the bytecode caches that a first, uncounted start wrote, as
a player's second game does (``PYTHONDONTWRITEBYTECODE`` is dropped).

Goals from the issue: start within 1.15× the bare app, under 16 ms CPU per
card, peak RSS under 60 MiB. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import os
import pty
import select
import shutil
import signal
import statistics
import struct
import sys
import tempfile
import termios
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the bare app runs this file too and must import nothing of ours
    from pathlib import Path

    from four_lanterns.engine import Play

COLS, ROWS = 120, 40
TIMEOUT = 30.0
READY = "BARE-APP-READY"


# -- the bare app ---------------------------------------------------------------


def run_bare_app(widgets: int) -> None:
    """A Textual app of ``widgets`` Static widgets; any key rewrites them all."""
    from textual.app import App, ComposeResult
    from textual.containers import Vertical
    from textual.widgets import Footer, Static

    class Bare(App[None]):
        BINDINGS = [("q", "quit", "Quit")]  # noqa: RUF012

        def __init__(self) -> None:
            super().__init__()
            self.ticks = 0

        def compose(self) -> ComposeResult:
            with Vertical():
                for index in range(widgets - 3):
                    yield Static(f"widget {index}", classes="cell")
            yield Static(READY, id="ready")
            yield Footer()

        def on_key(self, event: object) -> None:
            self.ticks += 1
            for index, cell in enumerate(self.query(".cell").results(Static)):
                cell.update(f"widget {index} tick {self.ticks}")
            self.query_one("#ready", Static).update(f"tick-{self.ticks}-done")

    Bare().run()


# -- a program in a pseudo-terminal ------------------------------------------------


@dataclass
class Child:
    """A program running in a pseudo-terminal of COLS×ROWS."""

    pid: int
    fd: int
    started: float
    data_home: str
    output: bytes = b""

    @classmethod
    def spawn(cls, argv: Sequence[str]) -> Child:
        # Bytecode caches as on a user's machine after the first start: with
        # PYTHONDONTWRITEBYTECODE every start would compile the program again.
        dropped = ("COLUMNS", "LINES", "PYTHONDONTWRITEBYTECODE")
        env = {k: v for k, v in os.environ.items() if k not in dropped}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        # Its own empty data folder: the table autosaves (and saves again on
        # SIGTERM), which must not land among the user's saves, and every
        # start must find the same nothing there.
        data_home = tempfile.mkdtemp(prefix="four-lanterns-bench-")
        env["XDG_DATA_HOME"] = data_home
        started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: size its terminal before the program looks
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
            os.execvpe(argv[0], list(argv), env)
        return cls(pid, fd, started, data_home)

    def read_until(self, marker: str) -> float:
        """Read the terminal until ``marker`` shows; the seconds since spawn."""
        wanted = marker.encode()
        deadline = time.monotonic() + TIMEOUT
        while wanted not in self.output:
            if time.monotonic() > deadline:
                tail = self.output[-400:].decode(errors="replace")
                raise TimeoutError(f"{marker!r} never appeared; last output: {tail!r}")
            ready, _, _ = select.select([self.fd], [], [], 0.5)
            if ready:
                try:
                    self.output += os.read(self.fd, 65536)
                except OSError:
                    break
        return time.perf_counter() - self.started

    def drain(self) -> None:
        """Forget what was read so far (the next marker must be new output)."""
        self.output = b""

    def send(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def cpu_seconds(self) -> float:
        """CPU time of all the program's threads, to the nanosecond (schedstat)."""
        total = 0
        for task in os.listdir(f"/proc/{self.pid}/task"):
            try:
                with open(f"/proc/{self.pid}/task/{task}/schedstat") as handle:
                    total += int(handle.read().split()[0])
            except FileNotFoundError:  # a thread that just ended
                continue
        return total / 1e9

    def peak_rss_mib(self) -> float:
        with open(f"/proc/{self.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        raise RuntimeError("no VmHWM in /proc status")

    def stop(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGTERM)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
        shutil.rmtree(self.data_home)


@dataclass
class Sample:
    first_frame: float
    cpu_per_card: float
    cpu_per_key: float
    peak_rss: float


CARDS = 16  # one hand


def paper_plays() -> list[Play]:
    """The fixed deal's paper trace, in order."""
    from four_lanterns.defaults import default_deal_path
    from four_lanterns.engine import Deal

    deal = Deal.load(default_deal_path())
    return [play for row in deal.trace for play in row.plays]


def sticheln_round(folder: Path) -> tuple[Path, list[int], list[Play]]:
    """A seeded Sticheln round of 12 cards, its deal file, and a legal game by basic bots."""
    from four_lanterns.bots import make_bot, play_round
    from four_lanterns.games.sticheln.deal import deal_toml, random_round

    deal = random_round(12, 12)
    path = folder / "sticheln_12.toml"
    path.write_text(deal_toml(deal), encoding="utf-8")
    bots = {seat: make_bot("basic", seat.value) for seat in deal.rules.seats}
    final = play_round(deal, bots)
    return path, [bid.tricks for bid in final.bids], list(final.plays)


def play_by_keys(child: Child, plays: list[Play], last: str) -> tuple[float, float]:
    """Type every play's code and Enter; CPU seconds per card and per typed key.

    Each card waits for its line in the history; the last one for ``last``
    (the round's result, which then covers the middle of the table).
    """
    typing = playing = 0.0
    per_trick = 4
    for index, play in enumerate(plays):
        trick, position = divmod(index, per_trick)
        code = play.card.code.lower()
        child.drain()
        before = child.cpu_seconds()
        for count in range(1, len(code) + 1):  # each key echoes in the prompt
            child.send(code[count - 1])
            child.read_until(f"Code: {code[:count]}_")
        typed = child.cpu_seconds()
        child.send("\r")
        if index == len(plays) - 1:
            child.read_until(last)
        else:
            child.read_until(f"T{trick + 1}.{position + 1} {play.seat.word} plays")
        time.sleep(0.05)  # the frame is out; let its last writes finish
        typing += typed - before
        playing += child.cpu_seconds() - typed
    keys = sum(len(play.card.code) for play in plays)
    return playing / len(plays), typing / keys


def measure_table() -> Sample:
    """One run of the real table: play the paper trace by keys."""
    plays = paper_plays()
    child = Child.spawn([sys.executable, "-m", "four_lanterns", "play"])
    try:
        first = child.read_until("North to play at T1.1")
        time.sleep(0.3)  # let start-up work settle before counting CPU
        per_card, per_key = play_by_keys(child, plays, "Hand 1 of 1 over")
        return Sample(first, per_card, per_key, child.peak_rss_mib())
    finally:
        child.stop()


def measure_sticheln(path: Path, bids: list[int], plays: list[Play]) -> Sample:
    """One run of the real table on a 12-card Sticheln round: bid, then play it by keys."""
    from four_lanterns.engine import Deal

    deal = Deal.load(path)
    order = deal.rules.order(deal.first_leader)
    argv = [sys.executable, "-m", "four_lanterns", "play", "--deal", str(path), "--open"]
    child = Child.spawn(argv)
    try:
        first = child.read_until(f"{order[0].word} bids at B1")
        time.sleep(0.3)
        for number, tricks in enumerate(bids, start=1):
            child.send(f"{tricks}\r")
            if number < len(bids):
                child.read_until(f"{order[number].word} bids at B{number + 1}")
        child.read_until(f"{plays[0].seat.word} to play at T1.1")
        per_card, per_key = play_by_keys(child, plays, "Round 1 of 1 over")
        return Sample(first, per_card, per_key, child.peak_rss_mib())
    finally:
        child.stop()


def measure_bare(widgets: int) -> Sample:
    """One run of the bare app: as many keys as cards, each rewriting every widget."""
    child = Child.spawn([sys.executable, __file__, "--bare-app", str(widgets)])
    try:
        first = child.read_until(READY)
        time.sleep(0.3)
        cpu = 0.0
        for tick in range(1, CARDS + 1):
            child.drain()
            before = child.cpu_seconds()
            child.send("x")
            child.read_until(f"tick-{tick}-done")
            time.sleep(0.05)
            cpu += child.cpu_seconds() - before
        per_key = cpu / CARDS
        return Sample(first, per_key, per_key, child.peak_rss_mib())
    finally:
        child.stop()


def count_table_widgets(path: Path | None = None) -> int:
    """How many widgets the table has at 120×40 (on ``path``, or the fixed deal)."""
    from four_lanterns.defaults import default_deal_path
    from four_lanterns.engine import Deal
    from four_lanterns.match import Match
    from four_lanterns.tui.app import FourLanternsApp

    async def count() -> int:
        deal = Deal.load(path or default_deal_path())
        variant = next(iter(deal.rules.variants.values()))
        app = FourLanternsApp(deal, "bench", variant, match=Match.of_deal(deal))
        async with app.run_test(size=(COLS, ROWS)) as pilot:
            await pilot.pause()
            return len(list(app.table.walk_children()))

    return asyncio.run(count())


def report(title: str, widgets: int, runs: int, table: list[Sample], bare: list[Sample]) -> None:
    def med(samples: list[Sample], field: str) -> float:
        return float(statistics.median(getattr(sample, field) for sample in samples))

    print(f"{title} vs bare Textual app, {widgets} widgets each, {COLS}x{ROWS},")
    print(f"median of {runs} runs, Python {sys.version.split()[0]}")
    print(f"{'':28}{'table':>10}{'bare':>10}{'ratio':>8}  goal")
    rows = [
        ("first frame (ms)", "first_frame", 1000, "<= 1.15x bare"),
        ("CPU per card played (ms)", "cpu_per_card", 1000, "< 16 ms"),
        ("CPU per typed key (ms)", "cpu_per_key", 1000, ""),
        ("peak RSS (MiB)", "peak_rss", 1, "< 60 MiB"),
    ]
    for label, field, scale, goal in rows:
        mine, theirs = med(table, field) * scale, med(bare, field) * scale
        ratio = mine / theirs if theirs else float("nan")
        print(f"{label:28}{mine:10.1f}{theirs:10.1f}{ratio:8.2f}  {goal}")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bare-app", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bare_app is not None:
        run_bare_app(args.bare_app)
        return
    from pathlib import Path

    widgets = count_table_widgets()
    measure_table()  # not counted: the first start writes the bytecode caches
    table: list[Sample] = []
    bare: list[Sample] = []
    for _ in range(args.runs):  # interleaved, so drift hits both alike
        table.append(measure_table())
        bare.append(measure_bare(widgets))
    report("Four Lanterns table (16 cards)", widgets, args.runs, table, bare)
    with tempfile.TemporaryDirectory() as folder:
        path, bids, plays = sticheln_round(Path(folder))
        widgets = count_table_widgets(path)
        table, bare = [], []
        for _ in range(args.runs):
            table.append(measure_sticheln(path, bids, plays))
            bare.append(measure_bare(widgets))
        report("Sticheln table (12 cards a hand)", widgets, args.runs, table, bare)


if __name__ == "__main__":
    main()

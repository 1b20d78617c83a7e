"""The JSON that other tools read, pinned byte for byte.

Each case runs the installed program and compares its standard output with a
golden file in ``tests/data/golden/json/``. A golden file is read before it is
changed: ``python tests/cli/test_cli_json_pinned.py`` prints what the program
says now, for a diff against the golden files, and writes nothing.
"""

from __future__ import annotations

import re
import sys

import pytest
from lantern_cli import GOLDEN, ROOT, run

JSON_GOLDEN = GOLDEN / "json"
DISCARDS = str(ROOT / "tests" / "review" / "data" / "deal_discards.toml")

CASES: dict[str, tuple[str, ...]] = {
    "trace_v0": ("trace", "--format", "json"),
    "trace_v1": ("trace", "--format", "json", "--variant", "v1"),
    "replay_partial": ("replay", "--plays", "N:T1 E:T4 S:T3", "--format", "json"),
    "replay_must_follow": ("replay", "--plays", "N:T1 E:A2", "--format", "json"),
    "replay_out_of_turn": ("replay", "--plays", "N:T1 S:T3", "--format", "json"),
    "replay_not_held": ("replay", "--plays", "N:T4", "--format", "json"),
    "replay_played_before": ("replay", "--plays", "N:T1 E:T4 S:T3 W:T2 E:T4", "--format", "json"),
    "replay_discards": (
        "replay",
        "--deal",
        DISCARDS,
        "--plays",
        "N:V3 E:T4 S:V4 W:V2 S:M4 W:V1 N:M3 E:A4",
        "--format",
        "json",
    ),
    "check_v1": ("check", "--format", "json", "--variant", "v1"),
    "check_departing": ("check", "--format", "json", "--plays", "N:T1 E:T4 S:T3 W:T2 E:M1"),
    "check_refused": ("check", "--format", "json", "--plays", "N:T1 E:A2"),
    # A record's round: deal.file is the path, deal.round the round; Sticheln has no variant.
    "check_sticheln_round": (
        "check",
        "--deal",
        "tests/data/records/sticheln_duel_seed7.toml",
        "--round",
        "2",
        "--format",
        "json",
    ),
}

# A report carries the day it was made and the program's version.
_VOLATILE = re.compile(r'^(  "(?:date|version)": )".*?"', re.M)


def output(name: str) -> str:
    done = run(*CASES[name])
    assert "Traceback" not in done.stderr
    return _VOLATILE.sub(r'\1"…"', done.stdout)


@pytest.mark.parametrize("name", sorted(CASES))
def test_json_is_unchanged(name: str) -> None:
    assert output(name) == (JSON_GOLDEN / f"{name}.json").read_text(encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover - a tool for reading a diff by hand
    for case in sorted(CASES):
        sys.stdout.write(f"=== {case}.json\n{output(case)}")

"""Deals the engine tests share, written from docs/rules.md."""

from __future__ import annotations

from pathlib import Path

from four_lanterns.engine import FOUR_LANTERNS, Score

FIXED_DEAL_PATH = Path(__file__).resolve().parents[2] / "fixtures" / "deal_fixed.toml"

# The fixed deal as the spec's table writes it (docs/rules.md §6).
FIXED_HANDS = {
    "N": ["A4", "T1", "M2", "V3"],
    "E": ["A2", "T4", "M1", "V1"],
    "S": ["A1", "T3", "M4", "V2"],
    "W": ["A3", "T2", "M3", "V4"],
}

# One suit per seat: every follower is void in every led suit, so each trick
# is one lead and three discards, and the leader always wins.
SUIT_PER_SEAT = {
    "N": ["A1", "A2", "A3", "A4"],
    "E": ["T1", "T2", "T3", "T4"],
    "S": ["M1", "M2", "M3", "M4"],
    "W": ["V1", "V2", "V3", "V4"],
}

# Mixed: East holds two Ambers, South one, West none (a void).
MIXED = {
    "N": ["A1", "T4", "M4", "V4"],
    "E": ["A4", "A3", "T1", "M1"],
    "S": ["A2", "T2", "T3", "M2"],
    "W": ["V1", "V2", "V3", "M3"],
}

# The fixed deal's hands as the smallest deal file: no title, no trace.
MINIMAL_TOML = """\
first_leader = "N"
[hands]
N = ["A4", "T1", "M2", "V3"]
E = ["A2", "T4", "M1", "V1"]
S = ["A1", "T3", "M4", "V2"]
W = ["A3", "T2", "M3", "V4"]
"""


def fl_score(ns: int, ew: int) -> Score:
    """A Four Lanterns score: North/South's points, then East/West's."""
    return Score(FOUR_LANTERNS.sides, (ns, ew))

"""A finished duel's record states the points a naive scorer works out from its text.

The scorer reads the record with ``tomllib`` only, finds each trick's winner
with the deliberately naive second implementation of the rules
(tests/sticheln/sticheln_reference.py, written from the rules text alone),
and scores each round as the rules say: a seat that took exactly its bid
scores 20 + 10 per trick, any other seat loses 10 per trick it is off.
"""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from record_games import finished

from four_lanterns.records import GameRecord, record_toml

SEATS = "NESW"


def _reference() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "sticheln" / "sticheln_reference.py"
    spec = importlib.util.spec_from_file_location("naive_sticheln_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


REFERENCE = _reference()


def naive_points(bid: int, taken: int) -> int:
    """The rules' score of one seat for one round."""
    return 20 + 10 * taken if bid == taken else -10 * abs(bid - taken)


def naive_round(round_: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """Tricks taken and points of one ``[[round]]`` table, from its text alone."""
    trump = round_["turned"][-1][0]
    bids = {code.split(":")[0]: int(code.split(":")[1]) for code in round_["bids"]}
    plays = [tuple(code.split(":")) for code in round_["plays"]]
    taken = dict.fromkeys(SEATS, 0)
    for start in range(0, len(plays), 4):
        winner, _rule = REFERENCE.trick_winner(plays[start : start + 4], trump)
        taken[winner] += 1
    points = {seat: naive_points(bids[seat], taken[seat]) for seat in SEATS}
    return taken, points


@pytest.mark.parametrize(("seed", "rounds"), [(1, 4), (7, 4), (2026, 8)])
def test_the_totals_are_the_rules_points(seed: int, rounds: int) -> None:
    match = finished("sticheln", seed, rounds, player=seed)
    text = record_toml(GameRecord.of_match(match))
    raw = tomllib.loads(text)
    assert len(raw["round"]) == rounds
    totals = dict.fromkeys(SEATS, 0)
    for round_ in raw["round"]:
        taken, points = naive_round(round_)
        assert round_["result"] == {"taken": taken, "points": points}
        for seat in SEATS:
            totals[seat] += points[seat]
    assert raw["result"]["totals"] == {"points": totals}
    best = max(totals.values())
    assert raw["result"]["winners"] == {"points": [seat for seat in SEATS if totals[seat] == best]}

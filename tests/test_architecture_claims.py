"""docs/architecture.md names files and symbols; each must exist."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from four_lanterns.engine import english, registry
from four_lanterns.engine.deal import Configurable
from four_lanterns.engine.facts import IllegalKind, LegalReason, WinRule
from four_lanterns.engine.phases import Phase, Turn
from four_lanterns.engine.rules import Ruleset, rotations
from four_lanterns.engine.sides import Score, Side
from four_lanterns.engine.state import GameState
from four_lanterns.words import register_namespace, unregister_namespace

ROOT = Path(__file__).parents[1]
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def test_every_file_of_the_layout_exists() -> None:
    block = DOC.split("```\n", 2)[1]
    package = ROOT / "src" / "four_lanterns"
    folder = package
    for line in block.splitlines()[1:]:
        name = line.strip().split()[0]
        if len(line) - len(line.lstrip()) == 2:
            assert (package / name).exists(), name
            folder = package / name
        else:
            assert (folder / name).exists(), name


def test_the_named_symbols_exist() -> None:
    for name in ("register", "find_game", "games", "unregister"):
        assert callable(getattr(registry, name))
    for name in ("refusal", "legal", "trick_reason", "short_reason", "summary"):
        assert callable(getattr(english, name))
    assert Phase.BIDDING and Phase.CHANCE and Phase.PLAY and Phase.OVER
    assert WinRule.HIGHEST_LED and LegalReason.LEAD and IllegalKind.MUST_FOLLOW
    assert callable(WinRule.define)
    assert callable(GameState.bid) and callable(GameState.undo)
    # The import proves each name exists; what the document says it is, is checked.
    for kind in (Turn, Side, Score, Ruleset, Configurable):
        assert isinstance(kind, type), kind
    assert issubclass(Score, Mapping), "Score is a mapping side -> points"
    for function in (rotations, register_namespace, unregister_namespace):
        assert callable(function), function
    members = ("seats", "sides", "order", "index", "side_of", "resolve", "winning", "legal_bids")
    for member in members:
        assert member in Ruleset.__dict__ or member in Ruleset.__annotations__, member


def test_the_toy_walkthrough_names_real_files() -> None:
    for path in re.findall(r"\*\*`(tests/games/[^`]+)`\*\*", DOC):
        assert (ROOT / path).is_file(), path

"""docs/records.md shows real records and real refusals.

Its two complete examples load, and the program writes them again byte for
byte; every refusal it quotes is one the malformed-record tests pin.
"""

from __future__ import annotations

import re
from pathlib import Path

from test_records_malformed import CUTS, EDITS

from four_lanterns.engine import Deal
from four_lanterns.records import record_from_toml, record_toml

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"^```toml\n(.*?)^```", DOC, re.M | re.S)


def _game(text: str) -> str:
    found = re.search(r'^game = "(.*)"$', text, re.M)
    assert found is not None
    return found[1]


def test_the_doc_has_an_example_of_each_game() -> None:
    assert [_game(text) for text in EXAMPLES] == ["sticheln", "four-lanterns"]


def test_the_sticheln_example_is_a_finished_seeded_duel() -> None:
    record = record_from_toml(EXAMPLES[0], "docs/records.md")
    assert record_toml(record) == EXAMPLES[0]
    assert (record.setup.seed, record.setup.rounds, len(record.rounds)) == (7, 4, 4)
    assert record.over


def test_the_four_lanterns_example_is_the_fixed_deal_played() -> None:
    record = record_from_toml(EXAMPLES[1], "docs/records.md")
    assert record_toml(record) == EXAMPLES[1]
    (played,) = record.rounds
    assert played.deal == Deal.load(ROOT / "fixtures" / "deal_fixed.toml")
    assert len(played.plays) == 16
    assert record.over


def test_every_refusal_quoted_is_pinned() -> None:
    block = DOC.split("## The one-line refusal", 1)[1].split("```\n", 2)[1]
    pinned = {message for *_, message in EDITS.values()} | {m for _, m in CUTS.values()}
    for line in block.splitlines():
        assert line.startswith("game.toml: "), line
        assert line.removeprefix("game.toml: ") in pinned, line

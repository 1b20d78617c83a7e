"""A deal file names its game; its schema comes from that game's rule set."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from three_seats import THREE_SEATS, ThreeSeatRules

from four_lanterns.engine import FOUR_LANTERNS, Deal, DealError, Seat, Suit
from four_lanterns.engine.registry import register, unregister

FL_HANDS = """
[hands]
N = ["A4", "T1", "M2", "V3"]
E = ["A2", "T4", "M1", "V1"]
S = ["A1", "T3", "M4", "V2"]
W = ["A3", "T2", "M3", "V4"]
"""

THREE_HANDS = """
[hands]
N = ["A3", "T1", "M1"]
E = ["A1", "T3", "M2"]
W = ["A2", "T2", "M3"]
"""


@dataclass(frozen=True)
class OptionRules(ThreeSeatRules):
    """Three seats with a top-level deal option (a suit), to test configuration."""

    name = "three-options"
    suit: Suit = Suit.AMBER
    deal_options: Mapping[str, type] = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        object.__setattr__(self, "deal_options", {"suit": str})

    def configure(self, options: Mapping[str, Any]) -> OptionRules:
        return OptionRules(suit=Suit.parse(options["suit"]))

    def __hash__(self) -> int:
        return hash((self.name, self.suit))


@pytest.fixture
def three_games() -> Iterator[None]:
    register(THREE_SEATS)
    register(OptionRules())
    yield
    unregister(THREE_SEATS.name)
    unregister(OptionRules.name)


def test_naming_four_lanterns_is_the_same_as_naming_nothing() -> None:
    plain = Deal.from_toml('first_leader = "N"\n' + FL_HANDS)
    named = Deal.from_toml('game = "four-lanterns"\nfirst_leader = "N"\n' + FL_HANDS)
    assert named == plain
    assert named.rules is FOUR_LANTERNS
    assert Deal.from_toml('game = "Four Lanterns"\nfirst_leader = "N"\n' + FL_HANDS) == plain


def test_an_unknown_game_names_the_key_and_the_known_games() -> None:
    with pytest.raises(DealError) as caught:
        Deal.from_toml('game = "bridge"\nfirst_leader = "N"\n' + FL_HANDS, source="d.toml")
    assert str(caught.value) == (
        "d.toml: game: 'bridge' is not a known game (expected four-lanterns, sticheln)"
    )
    assert caught.value.field == "game"


def test_a_game_that_is_not_a_string_is_refused() -> None:
    with pytest.raises(DealError, match=r"^game: 4 is not a game name \(expected four-lanterns"):
        Deal.from_toml('game = 4\nfirst_leader = "N"\n' + FL_HANDS)


def test_explicit_rules_win_and_a_mismatching_game_key_is_refused(three_games: None) -> None:
    deal = Deal.from_toml('first_leader = "N"\n' + THREE_HANDS, rules=THREE_SEATS)
    assert deal.rules is THREE_SEATS
    with pytest.raises(DealError, match=r"^game: 'four-lanterns' is a deal for another game"):
        Deal.from_toml(
            'game = "four-lanterns"\nfirst_leader = "N"\n' + THREE_HANDS, rules=THREE_SEATS
        )


def test_the_schema_is_the_games_seats_and_sides(three_games: None) -> None:
    text = 'game = "three-seats"\nfirst_leader = "E"\n' + THREE_HANDS
    deal = Deal.from_toml(text)
    assert deal.rules is THREE_SEATS
    assert tuple(deal.hands) == THREE_SEATS.seats
    with pytest.raises(DealError, match=r"^hands\.S: unknown key"):
        Deal.from_toml(text + 'S = ["V1", "V2", "V3"]\n')
    with pytest.raises(DealError, match=r"^first_leader: 'S' is not a seat \(expected N, E or W\)"):
        Deal.from_toml(text.replace('"E"', '"S"'))
    scored = text + (
        '[[trace]]\nplays = ["E:A1", "W:A2", "N:A3"]\nwinner = "N"\nnext_leader = "N"\n'
        "score.v0 = { N = 1, E = 0, W = 0 }\n"
    )
    row = Deal.from_toml(scored).trace[0]
    assert row.scores["v0"].as_dict() == {"N": 1, "E": 0, "W": 0}
    with pytest.raises(DealError, match=r"^trace\[0\]\.score\.v0\.NS: unknown key"):
        Deal.from_toml(scored.replace("N = 1", "NS = 1"))
    assert Deal.from_toml(Deal.from_toml(text).to_toml()) == deal
    assert Deal.from_toml(text).to_toml().startswith('game = "three-seats"\n')


def test_game_options_configure_the_rule_set(three_games: None) -> None:
    text = 'game = "three-options"\nsuit = "M"\nfirst_leader = "N"\n' + THREE_HANDS
    deal = Deal.from_toml(text)
    assert isinstance(deal.rules, OptionRules)
    assert deal.rules.suit is Suit.MOSS
    with pytest.raises(DealError, match=r"^suit: missing"):
        Deal.from_toml(text.replace('suit = "M"\n', ""))
    with pytest.raises(DealError, match=r"^suit: 'Q' is not a suit"):
        Deal.from_toml(text.replace('"M"', '"Q"'))
    with pytest.raises(DealError, match=r"^siut: unknown key \(did you mean suit\?\)"):
        Deal.from_toml(text.replace("suit =", "siut ="))


def test_a_random_deal_of_another_game_uses_its_seats() -> None:
    deal = Deal.random(3, rules=THREE_SEATS)
    assert tuple(deal.hands) == THREE_SEATS.seats
    assert deal.first_leader is Seat.NORTH
    assert sorted(c for hand in deal.hands.values() for c in hand) == sorted(THREE_SEATS.deck)

"""Deals: loading, validation messages, drawing from a seed."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from lantern_deals import FIXED_DEAL_PATH, FIXED_HANDS, MINIMAL_TOML, fl_score

from four_lanterns.engine import FOUR_LANTERNS, Card, Deal, DealError, Seat, Suit

MINIMAL = MINIMAL_TOML


def hands_codes(deal: Deal) -> dict[str, list[str]]:
    return {seat.code: [card.code for card in deal.hands[seat]] for seat in Seat}


def test_minimal_file_from_the_issue_is_enough() -> None:
    deal = Deal.from_toml(MINIMAL)
    assert hands_codes(deal) == FIXED_HANDS
    assert deal.first_leader is Seat.NORTH
    assert deal.trace == ()


def test_fixture_holds_the_fixed_deal_and_its_trace() -> None:
    deal = Deal.load(FIXED_DEAL_PATH)
    assert hands_codes(deal) == FIXED_HANDS
    assert deal.first_leader is Seat.NORTH
    assert deal.source == str(FIXED_DEAL_PATH)
    assert deal.sha256 == hashlib.sha256(FIXED_DEAL_PATH.read_bytes()).hexdigest()
    assert [row.number for row in deal.trace] == [1, 2, 3, 4]
    assert [row.led for row in deal.trace] == [Suit.TEAL, Suit.AMBER, Suit.MOSS, Suit.VIOLET]
    assert [row.winner.code for row in deal.trace] == ["E", "N", "S", "W"]
    assert [row.next_leader.code if row.next_leader else None for row in deal.trace] == [
        "E",
        "N",
        "S",
        None,
    ]
    assert [row.scores["v0"] for row in deal.trace] == [
        fl_score(0, 1),
        fl_score(1, 1),
        fl_score(2, 1),
        fl_score(2, 2),
    ]
    assert deal.trace[-1].scores["v1"] == fl_score(2, 3)


def test_lower_case_codes_in_a_file_are_accepted() -> None:
    text = MINIMAL.replace('"N"', '"n"').replace('"A4", "T1"', '"a4", "t1"')
    deal = Deal.from_toml(text)
    assert hands_codes(deal) == FIXED_HANDS
    assert deal.first_leader is Seat.NORTH


def test_from_hands_accepts_seats_and_cards() -> None:
    hands = {Seat.parse(s): tuple(Card.parse(c) for c in cs) for s, cs in FIXED_HANDS.items()}
    deal = Deal.from_hands(hands, Seat.WEST)
    assert deal == Deal.from_hands(FIXED_HANDS, "W")
    assert deal.new_game().to_play is Seat.WEST


def test_to_toml_round_trips() -> None:
    deal = Deal.random(11, first_leader=Seat.EAST)
    again = Deal.from_toml(deal.to_toml())
    assert again.hands == deal.hands
    assert again.first_leader is Seat.EAST


def test_random_deal_is_a_deal_of_the_whole_deck() -> None:
    for seed in range(20):
        deal = Deal.random(seed)
        dealt = [card for seat in Seat for card in deal.hands[seat]]
        assert sorted(dealt) == sorted(FOUR_LANTERNS.deck)
        assert all(len(deal.hands[seat]) == 4 for seat in Seat)
        # A drawn deal passes the same validation as a file.
        assert Deal.from_toml(deal.to_toml()).hands == deal.hands


def test_same_seed_same_deal_different_seed_different_deal() -> None:
    assert Deal.random(5).hands == Deal.random(5).hands
    assert len({tuple(Deal.random(s).hands[Seat.NORTH]) for s in range(10)}) > 5


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (MINIMAL.replace('E = ["A2"', 'E = ["A4"'), "hands.E[0]: 'A4' is already in hands.N"),
        (MINIMAL.replace('"A3", ', ""), "hands.W: 3 cards, expected 4"),
        (MINIMAL.replace('"A3"', '"A5"'), "hands.W[0]: 'A5' is not a card of the Four Lanterns"),
        (MINIMAL.replace('"A3"', '"Q3"'), "hands.W[0]: 'Q3' is not a card code"),
        (MINIMAL.replace('"A3"', "3"), "hands.W[0]: expected a string, got 3"),
        (MINIMAL.replace('first_leader = "N"', 'first_leader = "X"'), "first_leader: 'X'"),
        (MINIMAL.replace("W = [", "# W = ["), "hands.W: missing"),
        ("extra = 1\n" + MINIMAL, "extra: unknown key"),
        ("", "the file is empty"),
        ("[hands", "not valid TOML"),
    ],
)
def test_invalid_deal_is_one_line_naming_key_and_value(text: str, message: str) -> None:
    with pytest.raises(DealError) as info:
        Deal.from_toml(text, source="x.toml")
    assert str(info.value).startswith("x.toml: ")
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_deal_error_names_the_field() -> None:
    with pytest.raises(DealError) as info:
        Deal.from_toml(MINIMAL.replace('E = ["A2"', 'E = ["A4"'))
    assert info.value.field == "hands.E[0]"


def test_from_hands_validates_like_a_file() -> None:
    bad = dict(FIXED_HANDS, E=["A2", "T4", "M1", "T1"])
    with pytest.raises(DealError, match=r"hands.E\[3\]: 'T1' is already in hands.N"):
        Deal.from_hands(bad)


def test_load_refuses_a_file_over_one_mebibyte(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_text(MINIMAL + "#" * (1 << 20))
    with pytest.raises(DealError, match="larger than 1 MiB"):
        Deal.load(path)

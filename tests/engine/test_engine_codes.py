"""Codes a reviewer types and reads: suits, seats, teams, cards, plays, steps."""

from __future__ import annotations

import pytest

from four_lanterns.engine import (
    FOUR_LANTERNS,
    Card,
    CodeError,
    Deal,
    FourLanternsError,
    Play,
    Seat,
    Suit,
    Team,
    step_id,
)

# -- suits -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit", "word"),
    [
        ("A", Suit.AMBER, "Amber"),
        ("t", Suit.TEAL, "Teal"),
        (" M ", Suit.MOSS, "Moss"),
        ("v", Suit.VIOLET, "Violet"),
    ],
)
def test_suit_parses_case_insensitively(text: str, suit: Suit, word: str) -> None:
    assert Suit.parse(text) is suit
    assert suit.word == word
    assert suit.code == text.strip().upper()


@pytest.mark.parametrize("text", ["X", "", "AT", "Amber", "1"])
def test_bad_suit_names_the_input(text: str) -> None:
    with pytest.raises(CodeError) as info:
        Suit.parse(text)
    assert repr(text) in str(info.value)
    assert "A, T, M, V" in str(info.value)
    assert info.value.text == text


# -- seats and teams ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "seat", "team"),
    [
        ("N", Seat.NORTH, Team.NS),
        ("e", Seat.EAST, Team.EW),
        ("s", Seat.SOUTH, Team.NS),
        (" W", Seat.WEST, Team.EW),
    ],
)
def test_seat_parses_case_insensitively(text: str, seat: Seat, team: Team) -> None:
    assert Seat.parse(text) is seat
    assert FOUR_LANTERNS.side_of(seat) is team
    assert str(seat) == text.strip().upper()


def test_seats_go_clockwise_north_east_south_west() -> None:
    assert [FOUR_LANTERNS.order(Seat.parse(c))[1].code for c in "NESW"] == ["E", "S", "W", "N"]
    assert [seat.word for seat in Seat] == ["North", "East", "South", "West"]


def test_north_is_a_seat_in_a_truth_test() -> None:
    # Seat.NORTH has value 0; "if seat:" must not treat it as "no seat".
    assert Seat.NORTH


@pytest.mark.parametrize("text", ["X", "", "NE", "North"])
def test_bad_seat_names_the_input(text: str) -> None:
    with pytest.raises(CodeError, match="is not a seat") as info:
        Seat.parse(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize(
    ("text", "team"),
    [("NS", Team.NS), ("ew", Team.EW), ("n/s", Team.NS), ("E/W", Team.EW)],
)
def test_team_parses_case_insensitively(text: str, team: Team) -> None:
    assert Team.parse(text) is team


def test_teams_are_the_partnerships() -> None:
    assert Team.NS.seats == (Seat.NORTH, Seat.SOUTH)
    assert Team.EW.seats == (Seat.EAST, Seat.WEST)
    assert (Team.NS.label, Team.EW.label) == ("N/S", "E/W")


@pytest.mark.parametrize("text", ["SN", "N", "NE", ""])
def test_bad_team_names_the_input(text: str) -> None:
    with pytest.raises(CodeError, match="is not a team") as info:
        Team.parse(text)
    assert repr(text) in str(info.value)


# -- cards -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit", "rank", "word"),
    [
        ("T1", Suit.TEAL, 1, "Teal 1"),
        ("a4", Suit.AMBER, 4, "Amber 4"),
        (" m2 ", Suit.MOSS, 2, "Moss 2"),
        ("V3", Suit.VIOLET, 3, "Violet 3"),
    ],
)
def test_card_parses_case_insensitively(text: str, suit: Suit, rank: int, word: str) -> None:
    card = Card.parse(text)
    assert (card.suit, card.rank) == (suit, rank)
    assert card.code == text.strip().upper()
    assert str(card) == card.code
    assert card.word == word


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "expected a suit letter and a rank"),
        ("T", "expected a suit letter and a rank"),
        ("X1", "'X' is not a suit"),
        ("1T", "'1' is not a suit"),
        ("TT", "the rank 'T' is not a number"),
        ("T+1", "the rank '+1' is not a number"),
        ("T-1", "the rank '-1' is not a number"),
        ("T1.5", "the rank '1.5' is not a number"),
        ("T\u0661", "is not a number"),  # an Arabic-Indic digit one
    ],
)
def test_bad_card_code_names_the_input(text: str, fragment: str) -> None:
    with pytest.raises(CodeError) as info:
        Card.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert fragment in message
    assert "\n" not in message


@pytest.mark.parametrize("value", [None, 5, ["T1"]])
def test_card_code_must_be_text(value: object) -> None:
    with pytest.raises(CodeError, match="is not a card code"):
        Card.parse(value)  # type: ignore[arg-type]


def test_code_errors_are_value_errors_with_a_message() -> None:
    with pytest.raises(ValueError, match="'Q9'") as info:
        Card.parse("Q9")
    assert isinstance(info.value, FourLanternsError)
    assert info.value.message == str(info.value)


def test_deck_is_the_sixteen_cards_four_suits_ranks_one_to_four() -> None:
    codes = sorted(card.code for card in FOUR_LANTERNS.deck)
    assert codes == sorted(f"{s}{r}" for s in "ATMV" for r in (1, 2, 3, 4))
    assert len(set(FOUR_LANTERNS.deck)) == 16


def test_cards_are_values() -> None:
    assert Card.parse("t1") == Card(Suit.TEAL, 1)
    assert hash(Card.parse("T1")) == hash(Card(Suit.TEAL, 1))
    assert Card.parse("T1") != Card.parse("T2")
    assert len({Card.parse("T1"), Card.parse("t1"), Card.parse(" T1")}) == 1


# -- plays and steps ---------------------------------------------------------


def test_play_parses_case_insensitively() -> None:
    play = Play.parse("n:t1")
    assert play == Play(Seat.NORTH, Card(Suit.TEAL, 1))
    assert play.code == "N:T1"
    assert str(play) == "N:T1"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("N T1", "'N T1' is not a play (expected SEAT:CARD"),
        ("NT1", "'NT1' is not a play"),
        ("X:T1", "'X' is not a seat"),
        ("N:Z1", "'Z1' is not a card code"),
        ("N:", "'N:' names no card after the seat (expected SEAT:CARD"),
        ("N:MOLEX", "'MOLEX' is not a card code (expected a suit letter and a rank"),
    ],
)
def test_bad_play_names_the_input(text: str, fragment: str) -> None:
    with pytest.raises(CodeError) as info:
        Play.parse(text)
    assert fragment in str(info.value)


def test_step_id_is_trick_then_position() -> None:
    assert step_id(1, 2) == "T1.2"
    assert step_id(4, 4) == "T4.4"


# -- repr round trips --------------------------------------------------------


@pytest.mark.parametrize("card", FOUR_LANTERNS.deck, ids=lambda c: c.code)
def test_card_repr_round_trips(card: Card) -> None:
    assert eval(repr(card)) == card


@pytest.mark.parametrize("code", ["N:T1", "E:A4", "S:M2", "W:V3"])
def test_play_repr_round_trips(code: str) -> None:
    play = Play.parse(code)
    assert eval(repr(play)) == play


@pytest.mark.parametrize("x", [Suit.TEAL, Seat.WEST, Team.EW])
def test_enum_reprs_round_trip(x: object) -> None:
    assert eval(repr(x)) is x


def test_deal_repr_round_trips_for_a_deal_built_in_code() -> None:
    deal = Deal.from_hands(
        {
            "N": ["A4", "T1", "M2", "V3"],
            "E": ["A2", "T4", "M1", "V1"],
            "S": ["A1", "T3", "M4", "V2"],
            "W": ["A3", "T2", "M3", "V4"],
        },
        "E",
    )
    again = eval(repr(deal))
    assert again == deal
    assert again.first_leader is Seat.EAST


def test_deal_repr_round_trips_for_a_random_deal() -> None:
    deal = Deal.random(7, first_leader=Seat.SOUTH)
    again = eval(repr(deal))
    # Same cards in the same order for the same seats, same first leader ...
    assert again.hands == deal.hands
    assert again.first_leader == deal.first_leader
    # ... so it is the same deal, and must compare equal.
    assert again == deal


def test_cards_are_ordered_by_suit_then_rank() -> None:
    # Cards.py promises "ordered by suit then rank"; suits in deck order A, T, M, V.
    shuffled = [Card.parse(c) for c in ["V1", "T3", "A4", "M2", "T1", "A1", "V4", "M3"]]
    assert [c.code for c in sorted(shuffled)] == ["A1", "A4", "T1", "T3", "M2", "M3", "V1", "V4"]
    assert sorted(reversed(FOUR_LANTERNS.deck)) == list(FOUR_LANTERNS.deck)
    low, high = Card.parse("A4"), Card.parse("T1")
    assert low < high and high > low
    assert low <= high and high >= low
    assert not (high <= low) and not (low >= high)
    assert max(shuffled).code == "V4" and min(shuffled).code == "A1"

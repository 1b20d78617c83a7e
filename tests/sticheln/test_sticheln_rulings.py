"""The rulings of Sticheln, one small hand-made round each (docs/rules.md S4, S5, S7, S8).

Every round is written out in full; the expected legal cards, led suits,
winners and rules are worked by hand from the spec.
"""

from __future__ import annotations

import pytest

from four_lanterns.engine import (
    Card,
    GameState,
    IllegalKind,
    IllegalPlay,
    LegalReason,
    Play,
    Seat,
    Suit,
)
from four_lanterns.games.sticheln.deal import read_deal
from four_lanterns.games.sticheln.rules import (
    FOLLOW_OR_JOKER,
    MOLE,
    NOTHING_BINDS,
    OWL,
    RULE_CODES,
    StichelnRules,
)

from .sticheln_reference import RefRound


def round_of(hands: dict[str, str], trump: str, dealer: str = "N") -> GameState:
    """A round in play: ``hands`` as space-separated codes, every seat bid 0.

    The turned card is a number card of ``trump`` that no hand holds.
    """
    held = " ".join(hands.values()).split()
    turned = next(f"{trump}{rank}" for rank in range(13, 0, -1) if f"{trump}{rank}" not in held)
    raw = {
        "game": "sticheln",
        "dealer": dealer,
        "turned": [turned],
        "hands": {seat: cards.split() for seat, cards in hands.items()},
        "bids": dict.fromkeys("NESW", 0),
    }
    state = read_deal(raw, "test").new_game()
    assert state.to_play is Seat.parse(dealer)
    return state


def reference_of(state: GameState) -> RefRound:
    trump = state.rules.trump  # type: ignore[attr-defined]
    ref = RefRound(
        {seat.code: [card.code for card in state.hand(seat)] for seat in Seat},
        trump.code,
        state.leader.code,
    )
    for _ in Seat:
        ref.bid(0)
    return ref


def legal(state: GameState) -> set[str]:
    return {card.code for card in state.legal_plays()}


def play(state: GameState, *codes: str) -> GameState:
    for code in codes:
        state = state.play_code(code)
    return state


def check_against_reference(state: GameState, codes: list[str]) -> None:
    """Play ``codes`` in both the engine and the reference, comparing each step."""
    ref = reference_of(state)
    for code in codes:
        assert legal(state) == set(ref.legal())
        seat, card = code.split(":")
        assert ref.to_play() == seat
        state = state.play_code(code)
        ref.play(card)
    trick = state.tricks[-1]
    assert (trick.winner.code, RULE_CODES[trick.result.rule]) == ref.done[-1][1:]


def test_led_mole_then_a5_binds_amber() -> None:
    state = round_of({"N": "MOLE A1", "E": "A5 V3", "S": "A9 T12", "W": "T2 M3"}, trump="V")
    state = play(state, "N:MOLE")
    # After a lone Mole nothing binds: E may play anything.
    assert state.led is None
    assert legal(state) == {"A5", "V3"}
    assert state.legal_plays().reason is NOTHING_BINDS
    state = play(state, "E:A5")
    # Amber 5, the first number card, sets Amber: S holds Amber 9 and must follow.
    assert state.led is Suit.AMBER
    assert legal(state) == {"A9"}
    assert state.legal_plays().reason is FOLLOW_OR_JOKER
    with pytest.raises(IllegalPlay) as refused:
        state.play(Card.parse("T12"))
    assert refused.value.kind is IllegalKind.MUST_FOLLOW
    state = play(state, "S:A9")
    # W holds no Amber: anything.
    assert legal(state) == {"T2", "M3"}
    assert state.legal_plays().reason is LegalReason.DISCARD
    state = play(state, "W:M3")
    trick = state.tricks[-1]
    assert trick.led is Suit.AMBER
    assert trick.winner is Seat.SOUTH
    assert RULE_CODES[trick.result.rule] == "led"
    assert [card.code for card in trick.result.discards] == ["M3"]
    check_against_reference(
        round_of({"N": "MOLE A1", "E": "A5 V3", "S": "A9 T12", "W": "T2 M3"}, trump="V"),
        ["N:MOLE", "E:A5", "S:A9", "W:M3"],
    )


@pytest.mark.parametrize("fourth", ["A2", "MOLE", "OWL"])
def test_mole_owl_a5_then_the_fourth_follows_amber_or_plays_a_joker(fourth: str) -> None:
    # docs/rules.md S8, "led Mole, then Owl" (W also holds a Mole and an Owl here).
    hands = {"N": "MOLE V1 V2 V3", "E": "OWL M1 M3 M4", "S": "A5 M2 T5 V4", "W": "A2 T12 MOLE OWL"}
    state = round_of(hands, trump="T")
    state = play(state, "N:MOLE", "E:OWL")
    # The Owl after a led Mole sets no suit: S may still play anything.
    assert state.led is None
    assert legal(state) == {"A5", "M2", "T5", "V4"}
    state = play(state, "S:A5")
    assert state.led is Suit.AMBER
    assert legal(state) == {"A2", "MOLE", "OWL"}
    with pytest.raises(IllegalPlay) as refused:
        state.play(Card.parse("T12"))
    assert refused.value.kind is IllegalKind.MUST_FOLLOW
    state = play(state, f"W:{fourth}")
    trick = state.tricks[-1]
    # E's Owl is the first Owl: it wins; the trick's led suit is Amber.
    assert trick.winner is Seat.EAST
    assert RULE_CODES[trick.result.rule] == "owl"
    assert trick.led is Suit.AMBER
    check_against_reference(round_of(hands, trump="T"), ["N:MOLE", "E:OWL", "S:A5", f"W:{fourth}"])


def test_all_four_moles_the_first_mole_wins() -> None:
    # docs/rules.md S7, rule 2: E leads.
    hands = {"N": "MOLE A1", "E": "MOLE A2", "S": "MOLE A3", "W": "MOLE A4"}
    state = round_of(hands, trump="A", dealer="E")
    for seat in "ESW":
        state = play(state, f"{seat}:MOLE")
        # Only Moles so far: nothing binds.
        assert state.led is None
        assert state.legal_plays().reason is NOTHING_BINDS
    state = play(state, "N:MOLE")
    trick = state.tricks[-1]
    assert trick.winner is Seat.EAST
    assert RULE_CODES[trick.result.rule] == "moles"
    assert trick.led is None
    assert trick.result.card == MOLE
    assert state.to_play is Seat.EAST
    check_against_reference(
        round_of(hands, trump="A", dealer="E"), ["E:MOLE", "S:MOLE", "W:MOLE", "N:MOLE"]
    )


def test_three_moles_do_not_win() -> None:
    hands = {"N": "MOLE A1", "E": "MOLE A2", "S": "M2 A3", "W": "MOLE A4"}
    state = play(round_of(hands, trump="V"), "N:MOLE", "E:MOLE", "S:M2", "W:MOLE")
    trick = state.tricks[-1]
    # A Mole never wins but by all four: the lone Moss 2 set Moss and takes it.
    assert trick.winner is Seat.SOUTH
    assert RULE_CODES[trick.result.rule] == "led"
    assert trick.led is Suit.MOSS


def test_while_only_moles_lie_in_the_trick_no_card_is_winning() -> None:
    """A Mole never wins but by all four: a led Mole, or three, are winning nothing so far."""
    hands = {"N": "MOLE A1", "E": "MOLE A2", "S": "M2 A3", "W": "MOLE A4"}
    state = round_of(hands, trump="V")
    assert state.winning is None  # nothing played
    state = play(state, "N:MOLE")
    assert state.winning is None
    with pytest.raises(ValueError, match="Moles"):
        state.rules.resolve(state.trick)  # no card of a trick of Moles only takes it
    state = play(state, "E:MOLE")
    assert state.winning is None
    # The first number card is winning: it set the suit.
    state = play(state, "S:M2")
    assert state.winning is not None
    assert state.winning.winner is Seat.SOUTH and RULE_CODES[state.winning.rule] == "led"
    # The trick, once complete, is taken as before: South's Moss 2.
    state = play(state, "W:MOLE")
    assert state.winning is None  # a new trick, not led yet
    assert state.tricks[-1].winner is Seat.SOUTH


def test_an_owl_or_a_trump_after_a_led_mole_is_winning_so_far() -> None:
    hands = {"N": "MOLE A1", "E": "OWL A2", "S": "V2 M3", "W": "MOLE A4"}
    state = play(round_of(hands, trump="V"), "N:MOLE")
    owl = play(state, "E:OWL").winning
    assert owl is not None and owl.winner is Seat.EAST and RULE_CODES[owl.rule] == "owl"
    trump = play(state, "E:A2", "S:V2").winning
    assert trump is not None and trump.winner is Seat.SOUTH and RULE_CODES[trump.rule] == "trump"


def test_owl_after_mole_wins_but_sets_no_suit() -> None:
    hands = {"N": "MOLE A1 V1", "E": "OWL A2 V2", "S": "T5 A3 M4", "W": "V6 A7 M8"}
    state = play(round_of(hands, trump="V"), "N:MOLE", "E:OWL")
    assert state.led is None
    # S holds Amber, Teal and Moss, and no suit binds.
    assert legal(state) == {"T5", "A3", "M4"}
    state = play(state, "S:T5")
    assert state.led is Suit.TEAL
    # W holds no Teal: anything.
    assert legal(state) == {"V6", "A7", "M8"}
    state = play(state, "W:V6")
    trick = state.tricks[-1]
    # The Owl beats W's trump.
    assert trick.winner is Seat.EAST
    assert RULE_CODES[trick.result.rule] == "owl"
    assert trick.led is Suit.TEAL


def test_led_owl_sets_no_suit_and_wins() -> None:
    # docs/rules.md S8, "led Owl": trump Moss.
    hands = {"N": "OWL A1", "E": "V3 M5", "S": "M1 V4", "W": "OWL V5"}
    state = play(round_of(hands, trump="M"), "N:OWL")
    assert state.led is None
    assert legal(state) == {"V3", "M5"}
    state = play(state, "E:V3")
    # Even after a number card, a led Owl leaves the trick unbound.
    assert state.led is None
    assert legal(state) == {"M1", "V4"}
    state = play(state, "S:M1", "W:OWL")
    trick = state.tricks[-1]
    assert trick.winner is Seat.NORTH
    assert RULE_CODES[trick.result.rule] == "owl"
    assert trick.led is None


@pytest.mark.parametrize(
    ("trump", "plays", "winner", "rule"),
    [
        # docs/rules.md S7, rule 3: two trumps, Moss 7 beats Moss 2 and Amber 12.
        ("M", ["N:A12", "E:MOLE", "S:M2", "W:M7"], "W", "trump"),
        # A trump of rank 1 beats the led 13.
        ("T", ["N:A13", "E:A12", "S:T1", "W:A11"], "S", "trump"),
        # docs/rules.md S7, rule 4: no trump played, highest Teal.
        ("V", ["S:T8", "W:T11", "N:A13", "E:T5"], "W", "led"),
        # docs/rules.md S7, rule 1: the first Owl beats a trump and a later Owl.
        ("T", ["N:A9", "E:OWL", "S:T13", "W:OWL"], "E", "owl"),
    ],
)
def test_who_takes_the_trick(trump: str, plays: list[str], winner: str, rule: str) -> None:
    hands: dict[str, str] = {}
    for code in plays:
        seat, card = code.split(":")
        hands[seat] = card
    state = round_of(hands, trump=trump, dealer=plays[0][0])
    check_against_reference(state, plays)
    state = play(state, *plays)
    trick = state.tricks[-1]
    assert trick.winner.code == winner
    assert RULE_CODES[trick.result.rule] == rule


def test_trump_beats_the_led_suit() -> None:
    hands = {"N": "A13 A1", "E": "A12 A2", "S": "T1 V2", "W": "A11 V3"}
    state = play(round_of(hands, trump="T"), "N:A13", "E:A12")
    # S holds no Amber and may trump.
    assert legal(state) == {"T1", "V2"}
    state = play(state, "S:T1", "W:A11")
    trick = state.tricks[-1]
    assert trick.winner is Seat.SOUTH
    assert RULE_CODES[trick.result.rule] == "trump"
    assert trick.result.card == Card.parse("T1")
    assert trick.result.discards == ()


def test_a_third_suit_card_is_a_discard() -> None:
    hands = {"S": "T8", "W": "T11", "N": "A13", "E": "T5"}
    state = play(round_of(hands, trump="V", dealer="S"), "S:T8", "W:T11", "N:A13", "E:T5")
    trick = state.tricks[-1]
    assert trick.led is Suit.TEAL
    assert [card.code for card in trick.result.discards] == ["A13"]
    assert trick.winner is Seat.WEST
    # Neither a trump nor a card of the led suit is a discard.
    hands = {"N": "A4", "E": "V9", "S": "M13", "W": "A2"}
    state = play(round_of(hands, trump="V"), "N:A4", "E:V9", "S:M13", "W:A2")
    trick = state.tricks[-1]
    assert [card.code for card in trick.result.discards] == ["M13"]
    assert trick.winner is Seat.EAST


def test_a_seat_with_two_moles_plays_one_and_keeps_the_other() -> None:
    hands = {"N": "A5 A6 A7", "E": "A1 V2 V3", "S": "A2 V4 V5", "W": "MOLE MOLE A3"}
    state = play(round_of(hands, trump="T"), "N:A5", "E:A1", "S:A2")
    # W holds Amber: Amber 3 or a Mole, the Mole offered once.
    assert state.legal_plays().cards == (MOLE, Card.parse("A3"))
    state = play(state, "W:MOLE")
    assert state.hand(Seat.WEST) == (MOLE, Card.parse("A3"))
    assert state.tricks[-1].winner is Seat.NORTH
    # The second Mole is still there to play.
    state = play(state, "N:A6", "E:V2", "S:V4")
    assert legal(state) == {"MOLE", "A3"}
    state = play(state, "W:MOLE")
    assert state.hand(Seat.WEST) == (Card.parse("A3"),)
    assert MOLE not in state.legal_plays()
    # undo gives the Mole back.
    assert state.undo().hand(Seat.WEST) == (MOLE, Card.parse("A3"))


def test_a_joker_may_be_played_by_a_seat_that_could_follow() -> None:
    hands = {"N": "A10 T1", "E": "A2 OWL", "S": "A3 MOLE", "W": "A4 V4"}
    state = play(round_of(hands, trump="V"), "N:A10")
    assert legal(state) == {"A2", "OWL"}
    state = play(state, "E:OWL")
    assert legal(state) == {"A3", "MOLE"}
    state = play(state, "S:MOLE")
    assert legal(state) == {"A4"}
    assert OWL not in state.hand(Seat.WEST)


def test_nothing_is_a_discard_after_a_led_owl() -> None:
    rules = StichelnRules.for_round(1, (Card.parse("T9"),))
    plays = tuple(Play.parse(code) for code in ("N:OWL", "E:V3", "S:M1", "W:A2"))
    result = rules.resolve(plays)
    assert result.winner is Seat.NORTH
    assert result.led is None
    assert result.discards == ()

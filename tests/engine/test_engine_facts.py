"""Facts, not sentences: kinds, reasons and win rules a rule set can extend."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lantern_deals import SUIT_PER_SEAT

from four_lanterns.engine import (
    FOUR_LANTERNS,
    V0,
    Card,
    Deal,
    Fact,
    FourLanternsRules,
    GameState,
    IllegalKind,
    IllegalPlay,
    LegalReason,
    Play,
    Seat,
    Suit,
    TrickResult,
    WinRule,
)
from four_lanterns.engine.record import hand_record
from four_lanterns.words import register_namespace, unregister_namespace

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
HIGHEST_TRUMP = WinRule.define("highest_trump", "test-trump")
HIGHEST_RANK = WinRule.define("highest_rank", "test-free")
JOKER_ONLY = IllegalKind.define("joker_only", "test-trump")


class MossTrumps(FourLanternsRules):
    """Four Lanterns with Moss as trump: the highest Moss beats the led suit."""

    name = "moss-trumps"

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        trumps = [play for play in plays if play.card.suit is Suit.MOSS]
        if not trumps or plays[0].card.suit is Suit.MOSS:
            return super().resolve(plays)
        best = max(trumps, key=lambda play: play.card.rank)
        return TrickResult(best.seat, best.card, plays[0].card.suit, (), HIGHEST_TRUMP, Suit.MOSS)


class NothingLed(FourLanternsRules):
    """No suit binds: any card may be played, the highest rank wins, first played on a tie."""

    name = "nothing-led"

    def led(self, trick: tuple[Play, ...]) -> Suit | None:
        return None

    def resolve(self, plays: tuple[Play, ...]) -> TrickResult:
        best = max(plays, key=lambda play: play.card.rank)
        return TrickResult(best.seat, best.card, None, (), HIGHEST_RANK)


@pytest.fixture
def trump_words() -> Iterator[None]:
    """Each test game's sentences, in its own namespace of the catalogue."""
    register_namespace(
        "test-trump",
        {
            "en": {
                "reason.highest_trump": "{card} is the highest trump ({trump})",
                "reason.highest_trump.short": "{card} — trump",
                "refusal.joker_only": "{card} may only be played as a joker.",
            }
        },
    )
    register_namespace(
        "test-free",
        {
            "en": {
                "reason.highest_rank": "{card} is the highest rank",
                "reason.highest_rank.short": "{card}",
            }
        },
    )
    yield
    unregister_namespace("test-trump")
    unregister_namespace("test-free")


def hands(table: dict[str, list[str]]) -> dict[Seat, tuple[Card, ...]]:
    return {Seat.parse(seat): tuple(map(Card.parse, cards)) for seat, cards in table.items()}


# -- facts are codes ---------------------------------------------------------


def test_facts_are_one_object_per_code_and_kind() -> None:
    assert IllegalKind.define("must_follow") is IllegalKind.MUST_FOLLOW
    assert IllegalKind.MUST_FOLLOW.value == "must_follow"
    assert IllegalKind.HAND_OVER.value == LegalReason.HAND_OVER.value == "hand_over"
    # Same code, different kind: two facts, unequal and two keys of a mapping. Typed as
    # Fact: mypy takes an IllegalKind and a LegalReason for never equal and refuses the ==.
    hand_over: tuple[Fact, Fact] = (IllegalKind.HAND_OVER, LegalReason.HAND_OVER)
    assert hand_over[0] != hand_over[1]
    assert len(set(hand_over)) == 2
    assert WinRule.HIGHEST_LED.namespace == "core" and HIGHEST_TRUMP.namespace == "test-trump"


def test_a_fact_belongs_to_the_namespace_that_defined_it() -> None:
    with pytest.raises(ValueError, match="already defined by 'test-trump'"):
        WinRule.define("highest_trump", "another-game")


def test_every_core_fact_has_english_and_a_game_fact_must_bring_its_own() -> None:
    core = [fact for fact in (*IllegalKind.known(), *LegalReason.known(), *WinRule.known())]
    assert {fact.value for fact in core if fact.namespace == "core"} >= {
        "must_follow", "not_in_hand", "out_of_turn", "hand_over", "lead", "follow", "discard",
        "highest_led",
    }  # fmt: skip
    result = TrickResult(N, Card.parse("M1"), Suit.AMBER, (), HIGHEST_TRUMP, Suit.MOSS)
    with pytest.raises(LookupError, match="no English words for WinRule\\('highest_trump'\\)"):
        _ = result.reason


# -- errors carry facts --------------------------------------------------------


def test_a_refusal_carries_facts_and_says_them_in_english() -> None:
    state = Deal.from_hands(SUIT_PER_SEAT, "N").new_game()
    with pytest.raises(IllegalPlay) as refused:
        state.play(Card.parse("T1"))
    error = refused.value
    assert (error.kind, error.seat, error.holder, error.in_deck) == (
        IllegalKind.NOT_IN_HAND,
        N,
        E,
        True,
    )
    assert (
        str(error) == error.message == error.args[0] == "North does not hold Teal 1; East holds it."
    )


def test_a_card_outside_the_deck_is_a_fact_too() -> None:
    state = Deal.from_hands(SUIT_PER_SEAT, "N").new_game()
    with pytest.raises(IllegalPlay) as refused:
        state.play(Card.parse("T9"))
    assert refused.value.in_deck is False
    assert refused.value.message == "North does not hold T9: there is no such card in the deck."


def test_a_rule_set_adds_a_refusal_kind_with_its_own_words(trump_words: None) -> None:
    error = IllegalPlay(kind=JOKER_ONLY, seat=N, card=Card.parse("V4"), legal=(), step="T1.1")
    assert error.kind is JOKER_ONLY and str(error) == "Violet 4 may only be played as a joker."


def test_the_hand_over_refusal_says_the_rule_sets_number_of_tricks() -> None:
    error = IllegalPlay(
        kind=IllegalKind.HAND_OVER, seat=None, card=Card.parse("A1"), legal=(), step="", tricks=3
    )
    assert error.message == "Every trick has been played; Amber 1 cannot be played."


# -- trick results name their rule --------------------------------------------------


def test_four_lanterns_tricks_are_won_by_the_highest_of_the_led_suit() -> None:
    state = Deal.from_hands(SUIT_PER_SEAT, "N").new_game()
    for code in ("A1", "T1", "M1", "V1"):
        state = state.play(Card.parse(code))
    result = state.tricks[0].result
    assert result.rule is WinRule.HIGHEST_LED and result.led is Suit.AMBER and result.trump is None
    assert result.reason.startswith("Amber 1 is the highest Amber; off-suit discards cannot win")


def test_a_trump_rule_set_reports_its_own_win_rule(trump_words: None) -> None:
    state = GameState.new(hands(SUIT_PER_SEAT), N, MossTrumps())
    for code in ("A4", "T1", "M1", "V1"):
        state = state.play(Card.parse(code))
    trick = state.tricks[0]
    # A low trump beats the highest card of the led suit.
    assert trick.winner is S and trick.result.rule is HIGHEST_TRUMP
    assert trick.result.reason == "Moss 1 is the highest trump (Moss)"
    assert trick.result.short_reason == "Moss 1 — trump"
    assert state.to_play is S


def test_a_trick_may_have_no_led_suit(trump_words: None) -> None:
    state = GameState.new(hands(SUIT_PER_SEAT), N, NothingLed())
    assert state.led is None
    for code in ("A1", "T3", "M2", "V3"):
        state = state.play(Card.parse(code))
    trick = state.tricks[0]
    assert trick.led is None and trick.winner is E  # first of the two 3s
    row = hand_record(state, V0).as_json()["tricks"][0]
    assert row["led"] is None and row["reason"] == "Teal 3 is the highest rank"


def test_legal_plays_carry_the_reason_and_explain_it_in_english() -> None:
    state = Deal.from_hands(SUIT_PER_SEAT, "N").new_game().play(Card.parse("A1"))
    legal = state.legal_plays()
    assert legal.reason is LegalReason.DISCARD and legal.led is Suit.AMBER
    assert legal.explanation == "Amber was led and East holds none, so any card may be discarded."
    assert FOUR_LANTERNS.legal_reason(state.hand(E), state.trick) is LegalReason.DISCARD

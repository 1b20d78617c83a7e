"""Legal plays, trick resolution, refusals, undo and restart, scoring."""

from __future__ import annotations

import copy
import itertools

import pytest
from lantern_deals import FIXED_HANDS, fl_score

from four_lanterns.engine import (
    FOUR_LANTERNS,
    V0,
    V1,
    Card,
    CompletedTrick,
    Deal,
    GameState,
    IllegalKind,
    IllegalPlay,
    LegalReason,
    Play,
    Seat,
    Suit,
    Team,
    TrickResult,
    variant_by_code,
)
from four_lanterns.engine.scoring import outcome, running_scores, score

TRACE = [
    "N:T1",
    "E:T4",
    "S:T3",
    "W:T2",
    "E:A2",
    "S:A1",
    "W:A3",
    "N:A4",
    "N:M2",
    "E:M1",
    "S:M4",
    "W:M3",
    "S:V2",
    "W:V4",
    "N:V3",
    "E:V1",
]


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def play_all(state: GameState, codes: str | list[str]) -> GameState:
    for code in codes.split() if isinstance(codes, str) else codes:
        state = state.play_code(code)
    return state


def snapshot(state: GameState) -> tuple[object, ...]:
    return (state.hands, state.leader, state.trick, state.tricks, state.previous)


# -- the dealt state ---------------------------------------------------------


def test_dealt_state_of_the_fixed_deal(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game()
    assert state.leader is Seat.NORTH
    assert state.to_play is Seat.NORTH
    assert state.led is None
    assert state.trick == ()
    assert state.tricks == ()
    assert state.next_step == "T1.1"
    assert not state.is_over
    for code, hand in FIXED_HANDS.items():
        assert state.hand(Seat.parse(code)) == cards(" ".join(hand))


# -- legal plays -------------------------------------------------------------


def test_leader_may_lead_any_card(fixed_deal: Deal) -> None:
    legal = fixed_deal.new_game().legal_plays()
    assert legal.cards == cards("A4 T1 M2 V3")
    assert legal.reason is LegalReason.LEAD
    assert legal.seat is Seat.NORTH
    assert legal.led is None
    assert legal.explanation == "North leads: any card may be played."


def test_follower_holding_the_led_suit_must_follow(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game().play_code("T1")
    legal = state.legal_plays()
    assert legal.seat is Seat.EAST
    assert legal.cards == cards("T4")
    assert Card.parse("T4") in legal and Card.parse("A2") not in legal
    assert legal.reason is LegalReason.FOLLOW
    assert legal.led is Suit.TEAL
    assert legal.explanation == ("Teal was led and East holds Teal, so East must follow Teal.")


def test_follower_with_two_of_the_led_suit_may_play_either(mixed: Deal) -> None:
    state = mixed.new_game().play_code("A1")
    assert state.legal_plays().cards == cards("A4 A3")


def test_void_follower_may_discard_any_card(mixed: Deal) -> None:
    state = play_all(mixed.new_game(), "N:A1 E:A3 S:A2")
    legal = state.legal_plays()
    assert legal.seat is Seat.WEST
    assert legal.cards == cards("V1 V2 V3 M3")
    assert legal.reason is LegalReason.DISCARD
    assert legal.explanation == "Amber was led and West holds none, so any card may be discarded."


def test_no_legal_plays_once_the_hand_is_over(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), TRACE)
    assert state.is_over
    assert state.to_play is None
    assert state.next_step == ""
    legal = state.legal_plays()
    assert len(legal) == 0 and not legal
    assert legal.reason is LegalReason.HAND_OVER


# -- trick resolution --------------------------------------------------------


def test_highest_of_the_led_suit_wins_even_when_not_led(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), "N:T1 E:T4 S:T3 W:T2")
    (trick,) = state.tricks
    assert trick.number == 1
    assert trick.leader is Seat.NORTH
    assert trick.led is Suit.TEAL
    assert trick.winner is Seat.EAST
    assert trick.result.card == Card.parse("T4")
    assert trick.result.discards == ()
    assert trick.result.reason == "Teal 4 is the highest Teal"
    assert trick.result.short_reason == "Teal 4 — highest Teal"
    # The winner sets the next leader.
    assert state.leader is Seat.EAST and state.to_play is Seat.EAST


def test_discards_never_win_whatever_their_rank(suit_per_seat: Deal) -> None:
    # North leads Amber 1; East, South and West are void and discard fours.
    state = play_all(suit_per_seat.new_game(), "N:A1 E:T4 S:M4 W:V4")
    result = state.tricks[0].result
    assert result.winner is Seat.NORTH
    assert result.card == Card.parse("A1")
    assert result.discards == cards("T4 M4 V4")
    assert result.reason == (
        "Amber 1 is the highest Amber; off-suit discards cannot win (Teal 4, Moss 4, Violet 4)"
    )
    assert state.to_play is Seat.NORTH


def test_discard_beside_followers_takes_no_part(mixed: Deal) -> None:
    # West discards Violet 3 into an Amber trick; East's Amber 4 wins.
    state = play_all(mixed.new_game(), "N:A1 E:A4 S:A2 W:V3")
    result = state.tricks[0].result
    assert result.winner is Seat.EAST
    assert result.discards == cards("V3")
    assert result.reason == "Amber 4 is the highest Amber; off-suit discards cannot win (Violet 3)"


@pytest.mark.parametrize(
    ("plays", "winner"),
    [
        ("N:T1 E:T2 S:T3 W:T4", Seat.WEST),
        ("N:T4 E:T2 S:T3 W:T1", Seat.NORTH),
        ("N:T2 E:A4 S:M4 W:V4", Seat.NORTH),
        ("N:T2 E:A4 S:T1 W:T3", Seat.WEST),
    ],
)
def test_resolve_directly(plays: str, winner: Seat) -> None:
    from four_lanterns.engine import FOUR_LANTERNS

    trick = tuple(Play.parse(code) for code in plays.split())
    assert FOUR_LANTERNS.resolve(trick).winner is winner


def test_winning_judges_an_unfinished_trick_as_resolve_would() -> None:
    """Nobody before the lead; then the highest of the led suit so far; a discard never."""
    trick = tuple(Play.parse(code) for code in ("N:T2", "E:A4", "S:T3", "W:T1"))
    assert FOUR_LANTERNS.winning(()) is None
    so_far = [FOUR_LANTERNS.winning(trick[:count]) for count in range(1, 5)]
    assert [result.winner if result else None for result in so_far] == [
        Seat.NORTH,
        Seat.NORTH,  # East's Amber 4 is a discard
        Seat.SOUTH,
        Seat.SOUTH,
    ]
    assert so_far[-1] == FOUR_LANTERNS.resolve(trick)


def test_the_state_asks_the_rule_set_who_is_winning(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game()
    assert state.winning is None
    for code in TRACE[:4]:
        state = state.play_code(code)
        if state.trick:
            assert state.winning == FOUR_LANTERNS.winning(state.trick)
    assert state.winning is None  # the trick is complete: the next is not led yet


# -- refusals ----------------------------------------------------------------


def refuse(state: GameState, card: str, seat: str | None = None) -> IllegalPlay:
    """Try a play that must be refused; check the state did not change."""
    before = snapshot(state)
    twin = copy.copy(state)
    with pytest.raises(IllegalPlay) as info:
        state.play(Card.parse(card), Seat.parse(seat) if seat else None)
    assert state == twin
    after = snapshot(state)
    assert all(a is b for a, b in zip(before, after, strict=True))
    assert isinstance(info.value, ValueError)
    return info.value


def test_must_follow_is_refused_with_the_rule(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game().play_code("N:T1")
    error = refuse(state, "A2")
    assert error.kind is IllegalKind.MUST_FOLLOW
    assert error.message == "East holds Teal 4, so East must follow Teal; Amber 2 is not allowed."
    assert error.legal == cards("T4")
    assert error.seat is Seat.EAST
    assert error.card == Card.parse("A2")
    assert error.step == "T1.2"
    assert error.led is Suit.TEAL


def test_must_follow_names_every_card_of_the_led_suit(mixed: Deal) -> None:
    state = mixed.new_game().play_code("A1")
    error = refuse(state, "T1")
    assert error.kind is IllegalKind.MUST_FOLLOW
    assert error.message == (
        "East holds Amber 3 and Amber 4, so East must follow Amber; Teal 1 is not allowed."
    )
    assert error.legal == cards("A4 A3")


def test_card_held_by_another_seat_is_not_in_hand(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game().play_code("T1")
    error = refuse(state, "A4")
    assert error.kind is IllegalKind.NOT_IN_HAND
    assert error.message == "East does not hold Amber 4; North holds it."
    assert error.legal == cards("T4")
    assert error.step == "T1.2"


def test_card_already_played_is_not_in_hand(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), "N:T1 E:T4 S:T3 W:T2 E:A2")
    error = refuse(state, "T3")
    assert error.kind is IllegalKind.NOT_IN_HAND
    assert error.message == "South does not hold Teal 3: it was played at T1.3."
    error = refuse(state, "A2")
    assert error.message == "South does not hold Amber 2: it was played at T2.1."
    assert error.step == "T2.2"


def test_card_outside_the_deck_is_not_in_hand(fixed_deal: Deal) -> None:
    error = refuse(fixed_deal.new_game(), "T5")
    assert error.kind is IllegalKind.NOT_IN_HAND
    assert error.message == "North does not hold T5: there is no such card in the deck."
    assert error.legal == cards("A4 T1 M2 V3")


def test_named_seat_out_of_turn_is_refused(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game().play_code("N:T1")
    error = refuse(state, "T3", "S")
    assert error.kind is IllegalKind.OUT_OF_TURN
    assert error.message == "It is East's turn at T1.2, not South's; South cannot play Teal 3 now."
    assert error.seat is Seat.SOUTH
    assert error.legal == cards("T4")  # the seat to play's legal cards
    assert error.step == "T1.2"


def test_out_of_turn_is_checked_before_the_card(fixed_deal: Deal) -> None:
    # West names a card West does not even hold: the turn is the first problem.
    error = refuse(fixed_deal.new_game(), "A4", "W")
    assert error.kind is IllegalKind.OUT_OF_TURN


def test_no_play_after_the_hand_is_over(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), TRACE)
    error = refuse(state, "T1")
    assert error.kind is IllegalKind.HAND_OVER
    assert error.message == "Every trick has been played; Teal 1 cannot be played."
    assert error.legal == ()


def test_a_legal_play_returns_a_new_state_and_keeps_the_old(fixed_deal: Deal) -> None:
    dealt = fixed_deal.new_game()
    twin = copy.copy(dealt)
    after = dealt.play(Card.parse("T1"), Seat.NORTH)
    assert after is not dealt
    assert dealt == twin and dealt.trick == ()
    assert after.trick == (Play.parse("N:T1"),)
    assert after.hand(Seat.NORTH) == cards("A4 M2 V3")


def test_play_code_accepts_both_card_and_play_codes(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game()
    assert state.play_code("t1") == state.play_code("n:T1") == state.play(Card.parse("T1"))


# -- undo and restart --------------------------------------------------------


def test_undo_one_card_restores_the_exact_state(fixed_deal: Deal) -> None:
    states = [fixed_deal.new_game()]
    for code in TRACE:
        states.append(states[-1].play_code(code))
    for before, after in itertools.pairwise(states):
        assert after.undo() is before
    # Undoing the fourth card of a trick brings back the unfinished trick.
    four = states[4].undo()
    assert four.tricks == () and len(four.trick) == 3 and four.to_play is Seat.WEST
    assert four.leader is Seat.NORTH


def test_undo_at_the_dealt_state_is_refused(fixed_deal: Deal) -> None:
    with pytest.raises(ValueError, match="nothing to undo"):
        fixed_deal.new_game().undo()


def test_restart_returns_the_dealt_state(fixed_deal: Deal) -> None:
    dealt = fixed_deal.new_game()
    for n in (0, 1, 5, 16):
        state = play_all(dealt, TRACE[:n])
        assert state.restart() is dealt
        assert state.restart() == fixed_deal.new_game()
        assert state.restart().leader is Seat.NORTH


def test_history_lists_every_state_in_order(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), TRACE[:6])
    history = list(state.history())
    assert len(history) == 7
    assert history[0] == fixed_deal.new_game()
    assert history[-1] is state


def test_states_compare_by_position_not_by_path(fixed_deal: Deal) -> None:
    one = play_all(fixed_deal.new_game(), "N:T1 E:T4")
    two = play_all(fixed_deal.new_game(), "N:T1 E:T4 S:T3").undo()
    assert one == two and hash(one) == hash(two)
    assert one != fixed_deal.new_game().play_code("T1")


# -- scoring -----------------------------------------------------------------


def _record() -> tuple[CompletedTrick, ...]:
    """The paper trace's four tricks built by hand: no game state, no play."""
    rows = [("N:T1 E:T4 S:T3 W:T2", "E:T4"), ("E:A2 S:A1 W:A3 N:A4", "N:A4")]
    rows += [("N:M2 E:M1 S:M4 W:M3", "S:M4"), ("S:V2 W:V4 N:V3 E:V1", "W:V4")]
    record = []
    for number, (plays, best) in enumerate(rows, start=1):
        parsed = tuple(Play.parse(code) for code in plays.split())
        win = Play.parse(best)
        result = TrickResult(win.seat, win.card, parsed[0].card.suit)
        record.append(CompletedTrick(number, parsed, result))
    return tuple(record)


def test_same_record_scores_under_both_variants_without_replay() -> None:
    record = _record()
    rules = FOUR_LANTERNS
    expected_v0 = [fl_score(0, 1), fl_score(1, 1), fl_score(2, 1), fl_score(2, 2)]
    expected_v1 = [fl_score(0, 1), fl_score(1, 1), fl_score(2, 1), fl_score(2, 3)]
    assert running_scores(record, V0, rules) == expected_v0
    assert running_scores(record, V1, rules) == expected_v1
    assert score(record, V0, rules) == fl_score(2, 2)
    assert score(record, V1, rules) == fl_score(2, 3)
    v0, v1 = outcome(record, V0, rules), outcome(record, V1, rules)
    assert v0 is not None and v1 is not None
    assert v0.is_draw and v0.code == "draw" and v0.summary == "draw 2–2"
    assert v0.winners == (Team.NS, Team.EW)
    assert v1.winners == (Team.EW,) and v1.code == "EW" and v1.summary == "E/W win 3–2"


def test_played_hand_scores_like_the_record(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), TRACE)
    assert state.tricks == _record()
    assert state.score(V0) == fl_score(2, 2)
    assert state.score(V1) == fl_score(2, 3)
    # Scoring under v1 after v0 changed neither the winners nor the v0 score.
    assert [t.winner for t in state.tricks] == [Seat.EAST, Seat.NORTH, Seat.SOUTH, Seat.WEST]
    assert state.score(V0) == fl_score(2, 2)


def test_no_result_before_the_fourth_trick(fixed_deal: Deal) -> None:
    state = play_all(fixed_deal.new_game(), TRACE[:15])
    assert state.result(V0) is None and state.result(V1) is None
    assert state.score(V1) == fl_score(2, 1)
    assert fixed_deal.new_game().score(V0) == fl_score(0, 0)


def test_variant_values_per_trick() -> None:
    assert [V0.trick_value(n, 4) for n in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert [V1.trick_value(n, 4) for n in (1, 2, 3, 4)] == [1, 1, 1, 2]


def test_a_sweep_is_a_win_for_the_sweeping_team(suit_per_seat: Deal) -> None:
    # North leads all four Ambers and wins every trick: N/S 4-0, or 5-0 under v1.
    state = play_all(suit_per_seat.new_game(), "A1 T1 M1 V1 A2 T2 M2 V2 A3 T3 M3 V3 A4 T4 M4 V4")
    v0, v1 = state.result(V0), state.result(V1)
    assert v0 is not None and v1 is not None
    assert (v0.score, v0.winners, v0.summary) == (fl_score(4, 0), (Team.NS,), "N/S win 4–0")
    assert (v1.score, v1.winners, v1.summary) == (fl_score(5, 0), (Team.NS,), "N/S win 5–0")


@pytest.mark.parametrize(("code", "variant"), [("v0", V0), ("V1", V1), (" v1 ", V1)])
def test_variant_by_code(code: str, variant: object) -> None:
    assert variant_by_code(code) is variant


def test_unknown_variant_names_the_input() -> None:
    with pytest.raises(ValueError, match=r"'v2' is not a scoring variant \(expected v0, v1\)"):
        variant_by_code("v2")

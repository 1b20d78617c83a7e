"""Phases of a hand: chance, an optional bidding, play, over; undo and restart across them."""

from __future__ import annotations

import pytest
from three_seats import HANDS, ThreeSeatRules

from four_lanterns.engine import (
    FOUR_LANTERNS,
    Bid,
    Card,
    Deal,
    GameState,
    IllegalBid,
    IllegalKind,
    IllegalPlay,
    LegalReason,
    Phase,
    Seat,
    Turn,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


class BiddingThreeSeats(ThreeSeatRules):
    """Three seats bid 0 to 3 tricks; the last bid may not make the bids add up to 3."""

    name = "bidding-three-seats"
    bidding = True

    def legal_bids(self, state: GameState) -> tuple[int, ...]:
        bids = tuple(range(self.hand_size + 1))
        if len(state.bids) == len(self.seats) - 1:
            taken = sum(bid.tricks for bid in state.bids)
            bids = tuple(bid for bid in bids if taken + bid != self.hand_size)
        return bids


BIDDING = BiddingThreeSeats()


def dealt() -> GameState:
    return GameState.before_deal(BIDDING).deal(HANDS, N)


# -- Four Lanterns: chance, play, over ----------------------------------------


def test_a_four_lanterns_hand_goes_from_chance_to_play_to_over(fixed_deal: Deal) -> None:
    chance = GameState.before_deal(FOUR_LANTERNS)
    assert chance.turn == Turn(Phase.CHANCE) and chance.to_play is None
    state = chance.deal(fixed_deal.hands, fixed_deal.first_leader)
    assert state == fixed_deal.new_game() and state.previous is None
    turns = []
    while not state.is_over:
        turns.append(state.turn)
        state = state.play(state.legal_plays().cards[0])
    assert len(turns) == 16 and all(turn.phase is Phase.PLAY for turn in turns)
    assert [turn.seat for turn in turns[:4]] == [N, E, S, W]
    assert state.turn == Turn(Phase.OVER) and state.phase is Phase.OVER


def test_nothing_is_played_or_bid_before_the_deal() -> None:
    chance = GameState.before_deal(FOUR_LANTERNS)
    assert chance.legal_plays().reason is LegalReason.NOT_DEALT
    with pytest.raises(IllegalPlay) as refused:
        chance.play(Card.parse("A1"))
    assert refused.value.kind is IllegalKind.NOT_PLAYING
    assert str(refused.value) == "Nothing has been dealt; Amber 1 cannot be played."
    with pytest.raises(ValueError, match="dealt already"):
        dealt().deal(HANDS, N)


def test_four_lanterns_has_no_bidding(fixed_deal: Deal) -> None:
    state = fixed_deal.new_game()
    assert state.legal_bids() == () and state.bids == ()
    with pytest.raises(IllegalBid) as refused:
        state.bid(2)
    assert refused.value.kind is IllegalKind.NOT_BIDDING
    assert refused.value.message == "No bid can be made while the cards are played."
    with pytest.raises(IllegalBid, match="played; South cannot bid 1"):
        state.bid(1, S)
    with pytest.raises(ValueError, match=r"^nothing to undo: no card has been played$"):
        state.undo()


# -- a game with bidding ------------------------------------------------------------


def test_each_seat_bids_in_turn_then_the_first_leader_leads() -> None:
    state = dealt()
    assert state.phase is Phase.BIDDING and state.to_play is None
    assert state.legal_plays().reason is LegalReason.BIDDING
    seen = []
    for tricks in (1, 0, 3):
        seen.append(state.turn)
        state = state.bid(tricks)
    assert seen == [Turn(Phase.BIDDING, N), Turn(Phase.BIDDING, E), Turn(Phase.BIDDING, W)]
    assert state.bids == (Bid(N, 1), Bid(E, 0), Bid(W, 3))
    assert state.turn == Turn(Phase.PLAY, N) and state.to_play is N
    state = state.play(Card.parse("A3"))
    assert state.bids == (Bid(N, 1), Bid(E, 0), Bid(W, 3))  # bids stay with the hand


def test_no_card_is_played_during_the_bidding() -> None:
    with pytest.raises(IllegalPlay) as refused:
        dealt().play(Card.parse("A3"))
    assert refused.value.kind is IllegalKind.NOT_PLAYING
    assert refused.value.message == "The seats are still bidding; Amber 3 cannot be played yet."


def test_a_bid_out_of_turn_is_refused_with_facts() -> None:
    state = dealt()
    with pytest.raises(IllegalBid) as refused:
        state.bid(1, E)
    error = refused.value
    assert (error.kind, error.seat, error.to_play, error.step) == (
        IllegalKind.OUT_OF_TURN,
        E,
        N,
        "B1",
    )
    assert str(error) == "It is North's turn to bid at B1, not East's."
    assert state.bids == ()  # unchanged


def test_a_bid_the_rules_do_not_allow_is_refused_with_the_allowed_bids() -> None:
    state = dealt().bid(1).bid(1)
    assert state.legal_bids() == (0, 2, 3)  # 1 would make the bids add up to the tricks
    with pytest.raises(IllegalBid) as refused:
        state.bid(1)
    error = refused.value
    assert error.kind is IllegalKind.BID_RANGE and error.legal == (0, 2, 3)
    assert error.message == "West cannot bid 1: the bids allowed are 0, 2 or 3."
    with pytest.raises(IllegalBid, match="the bids allowed are 0, 1, 2 or 3"):
        dealt().bid(4)


def test_undo_crosses_from_the_play_back_into_the_bidding() -> None:
    bid_all = dealt().bid(1).bid(0).bid(3)
    played = bid_all.play(Card.parse("A3"))
    assert played.undo() is bid_all
    back = bid_all.undo()
    assert back.phase is Phase.BIDDING and back.turn == Turn(Phase.BIDDING, W)
    assert back.bids == (Bid(N, 1), Bid(E, 0))
    assert back.bid(0) != bid_all  # a different bid is a different position


def test_restart_returns_to_the_deal_before_any_bid() -> None:
    root = dealt()
    state = root.bid(1).bid(0).bid(3).play(Card.parse("A3")).play(Card.parse("A1"))
    assert state.restart() is root
    assert root.bids == () and root.previous is None and root.turn == Turn(Phase.BIDDING, N)
    with pytest.raises(ValueError, match="no bid has been made"):
        root.undo()


def test_a_bidding_hand_plays_to_the_end() -> None:
    state = dealt().bid(1).bid(0).bid(3)
    while not state.is_over:
        state = state.play(state.legal_plays().cards[0])
    assert state.turn == Turn(Phase.OVER) and len(state.tricks) == 3
    with pytest.raises(IllegalBid, match=r"^Every trick has been played: no bid can be made\.$"):
        state.bid(1)

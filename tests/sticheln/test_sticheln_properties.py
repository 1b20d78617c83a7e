"""Property tests for Sticheln: seeded rounds of every size, random bids and plays.

Each example deals one round, bids and plays it out with choices drawn by
Hypothesis, and checks at every step what the rules promise whatever the
cards: no card appears or vanishes, a joker may always be played, a led Owl
takes its trick, a refused bid or card changes nothing, undo and restart
walk back through the bids and the plays. The examples are derandomized, so
every run checks the same rounds.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from four_lanterns.engine import (
    Card,
    GameState,
    IllegalBid,
    IllegalKind,
    IllegalPlay,
    Joker,
    Phase,
    Seat,
)
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.games.sticheln.rules import (
    MOLE,
    OWL,
    RULE_CODES,
    StichelnRules,
    WinRules,
)
from four_lanterns.games.sticheln.scoring import points, round_points, taken

SETTINGS = settings(
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)

seeds = st.integers(0, 2**32 - 1)
sizes = st.integers(1, 12)
seats = st.sampled_from(list(Seat))
DECK = StichelnRules.deck


def dealt_state(seed: int, size: int, dealer: Seat) -> GameState:
    state = random_round(seed, size, dealer).new_game()
    assert state.phase is Phase.BIDDING
    return state


def cards_in_play(state: GameState) -> Counter[Card]:
    held = [card for hand in state.hands for card in hand]
    return Counter(held + [play.card for play in state.plays])


def snapshot(state: GameState) -> tuple[object, ...]:
    return (state.hands, state.leader, state.trick, state.tricks, state.bids, state.phase)


def replay(state: GameState) -> GameState:
    """The same bids and cards made again, checked, from the dealt state."""
    again = state.restart()
    for bid in state.bids:
        again = again.bid(bid.tricks, bid.seat)
    for play in state.plays:
        again = again.play(play.card, play.seat)
    return again


def bid_all(state: GameState, data: st.DataObject) -> GameState:
    size = state.rules.hand_size
    for _ in Seat:
        state = state.bid(data.draw(st.integers(0, size), label="bid"))
    return state


def play_out(state: GameState, data: st.DataObject) -> list[GameState]:
    """Every state from ``state`` to the end of the round, cards drawn at random."""
    states = [state]
    while state.phase is Phase.PLAY:
        legal = state.legal_plays().cards
        state = state.play(data.draw(st.sampled_from(legal), label="card"))
        states.append(state)
    return states


@SETTINGS
@given(seeds, sizes, seats, st.data())
def test_cards_are_conserved_and_tricks_add_up(
    seed: int, size: int, dealer: Seat, data: st.DataObject
) -> None:
    state = dealt_state(seed, size, dealer)
    rules = state.rules
    assert isinstance(rules, StichelnRules)
    dealt = cards_in_play(state)
    # The hands and the turned cards come from the 60 cards, jokers four times each.
    assert sum(dealt.values()) == 4 * size
    assert not (dealt + Counter(rules.turned)) - Counter(DECK)
    assert all(len(hand) == size for hand in state.hands)
    for current in play_out(bid_all(state, data), data):
        assert cards_in_play(current) == dealt
        assert sum(len(hand) for hand in current.hands) == 4 * size - len(current.plays)
        assert sum(taken(current)[seat] for seat in Seat) == len(current.tricks)
    assert current.phase is Phase.OVER
    assert sum(taken(current)[seat] for seat in Seat) == size
    assert all(hand == () for hand in current.hands)


@SETTINGS
@given(seeds, sizes, seats, st.data())
def test_jokers_always_playable_and_led_owl_wins(
    seed: int, size: int, dealer: Seat, data: st.DataObject
) -> None:
    state = bid_all(dealt_state(seed, size, dealer), data)
    for current in play_out(state, data):
        if current.phase is Phase.PLAY:
            hand = current.hand(current.to_play)  # type: ignore[arg-type]
            legal = current.legal_plays().cards
            for joker in (OWL, MOLE):
                assert (joker in legal) == (joker in hand)
            # A joker held twice is offered once.
            assert len(set(legal)) == len(legal)
    rules = current.rules
    assert isinstance(rules, StichelnRules)
    for trick in current.tricks:
        lead = trick.plays[0]
        result = trick.result
        assert result.winner in [play.seat for play in trick.plays]
        if lead.card == OWL:
            assert result.winner is lead.seat
            assert result.rule is WinRules.OWL and result.led is None
        owls = [play for play in trick.plays if play.card == OWL]
        moles = [play for play in trick.plays if play.card == MOLE]
        if owls:
            assert (result.winner, result.rule) == (owls[0].seat, WinRules.OWL)
        elif len(moles) == 4:
            assert (result.winner, result.rule) == (moles[0].seat, WinRules.MOLES)
        else:
            # A Mole never wins but by all four; a discard never wins.
            assert result.card.joker is None
            assert result.card.suit in (result.led, rules.trump)
            assert result.card not in result.discards
        assert RULE_CODES[result.rule] in ("owl", "moles", "trump", "led")


@SETTINGS
@given(seeds, sizes, seats, st.randoms(use_true_random=False))
def test_refused_moves_change_nothing(
    seed: int, size: int, dealer: Seat, rng: random.Random
) -> None:
    state = dealt_state(seed, size, dealer)
    for _ in Seat:
        before = snapshot(state)
        # A card while bidding.
        with pytest.raises(IllegalPlay) as refused:
            state.play(rng.choice(DECK))
        assert refused.value.kind is IllegalKind.NOT_PLAYING
        # A bid out of range.
        with pytest.raises(IllegalBid) as wrong:
            state.bid(rng.choice([-1, size + 1, size + rng.randint(2, 5)]))
        assert wrong.value.kind is IllegalKind.BID_RANGE
        # A bid for another seat.
        with pytest.raises(IllegalBid) as early:
            state.bid(0, rng.choice([seat for seat in Seat if seat is not state.turn.seat]))
        assert early.value.kind is IllegalKind.OUT_OF_TURN
        assert snapshot(state) == before
        assert state == replay(state)
        state = state.bid(rng.randint(0, size))
    with pytest.raises(IllegalBid) as late:
        state.bid(0)
    assert late.value.kind is IllegalKind.NOT_BIDDING
    while state.phase is Phase.PLAY:
        hand = state.hand(state.to_play)  # type: ignore[arg-type]
        legal = state.legal_plays().cards
        before = snapshot(state)
        refusable = [card for card in dict.fromkeys(DECK) if card not in legal]
        if refusable:
            # A card of the hand that does not follow, or a card the seat does not hold.
            card = rng.choice(refusable)
            with pytest.raises(IllegalPlay) as refused:
                state.play(card)
            expected = IllegalKind.MUST_FOLLOW if card in hand else IllegalKind.NOT_IN_HAND
            assert refused.value.kind is expected
        # A legal card for a seat whose turn it is not.
        other = rng.choice([seat for seat in Seat if seat is not state.to_play])
        with pytest.raises(IllegalPlay) as out_of_turn:
            state.play(legal[0], other)
        assert out_of_turn.value.kind is IllegalKind.OUT_OF_TURN
        assert snapshot(state) == before
        assert state.legal_plays().cards == legal
        if not state.trick:
            assert state == replay(state)
        state = state.play(rng.choice(legal))
    with pytest.raises(IllegalPlay) as over:
        state.play(OWL)
    assert over.value.kind is IllegalKind.HAND_OVER


@SETTINGS
@given(seeds, sizes, seats, st.data())
def test_undo_and_restart_across_bidding_and_play(
    seed: int, size: int, dealer: Seat, data: st.DataObject
) -> None:
    dealt = dealt_state(seed, size, dealer)
    with pytest.raises(ValueError, match="nothing to undo"):
        dealt.undo()
    assert dealt.restart() is dealt
    bidding = [dealt]
    for _ in Seat:
        bidding.append(bidding[-1].bid(data.draw(st.integers(0, size), label="bid")))
    states = bidding + play_out(bidding[-1], data)[1:]
    assert len(states) == 1 + 4 + 4 * size
    for before, after in pairwise(states):
        assert after.undo() == before
        assert after.restart() == dealt
    # Undo all the way back: through the plays, then through the bids.
    state = states[-1]
    for expected in reversed(states[:-1]):
        state = state.undo()
        assert state == expected
        assert state.phase is expected.phase
    assert state.phase is Phase.BIDDING and state.bids == ()
    assert state.legal_bids() == tuple(range(size + 1))
    assert state.turn.seat is dealer
    # Replaying the same moves from the restarted state reaches the same end.
    end = replay(states[-1])
    assert end == states[-1]
    assert round_points(end) == round_points(states[-1])


def spec_points(bid: int, tricks: int) -> int:
    """The spec's definition: exact -> 20 + 10 a trick; else -10 a trick of difference."""
    if tricks == bid:
        return 20 + 10 * tricks
    return -10 * (max(bid, tricks) - min(bid, tricks))


@SETTINGS
@given(st.integers(0, 12), st.integers(0, 12))
def test_points_follow_the_spec(bid: int, tricks: int) -> None:
    assert points(bid, tricks) == spec_points(bid, tricks)
    if bid != tricks:
        assert points(bid, tricks) < 0
        assert points(bid, tricks) == points(tricks, bid)
    else:
        assert points(bid, tricks) >= 20


@pytest.mark.parametrize(
    ("bid", "tricks", "expected"),
    [
        (2, 4, -20),  # the source's example: 2 too many
        (2, 2, 40),
        (0, 0, 20),
        (1, 1, 30),
        (2, 0, -20),
        (1, 2, -10),
        (12, 12, 140),
        (0, 12, -120),
    ],
)
def test_points_examples(bid: int, tricks: int, expected: int) -> None:
    assert points(bid, tricks) == expected


def test_jokers_are_four_each_in_the_deck() -> None:
    counts = Counter(DECK)
    assert len(DECK) == 60
    assert counts[OWL] == counts[MOLE] == 4
    assert OWL.joker is Joker.OWL and MOLE.joker is Joker.MOLE
    assert OWL.suit is None and MOLE.suit is None
    assert Card.parse("OWL") == OWL and Card.parse("mole") == MOLE
    assert sum(1 for card in DECK if card.joker is None) == 52

"""Determinism, the rules of ``basic``, the fast rollout of ``strong``, and strength."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from bot_positions import SEATS, decision_states, lanterns_deal, sticheln_deal

from four_lanterns.bots import Bot, Observation, make_bot, observe, play_round
from four_lanterns.bots.basic import basic_bid, basic_card
from four_lanterns.bots.strong import card_id, rollout, sample_world, sticheln_rollout, voids
from four_lanterns.engine import Card, GameState, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln import StichelnRules
from four_lanterns.games.sticheln.scoring import round_points


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def decide(bot: Bot, state: GameState) -> object:
    seat = state.turn.seat
    assert seat is not None
    seen = observe(state, seat)
    return bot.bid(seen) if state.turn.phase is Phase.BIDDING else bot.play(seen)


@pytest.mark.parametrize("level", ["basic", "strong"])
def test_the_same_seed_gives_the_same_decision_whatever_came_before(level: str) -> None:
    states = list(decision_states(sticheln_deal(3, 7), 3))[::5]
    first = [decide(make_bot(level, 11), state) for state in states]
    again = make_bot(level, 11)
    # One bot asked in reverse order decides each position as fresh bots do.
    assert [decide(again, state) for state in reversed(states)] == first[::-1]
    assert [decide(make_bot(level, 11), state) for state in states] == first


def test_basic_bids_owls_high_trumps_and_other_thirteens() -> None:
    rules = StichelnRules.for_round(5, cards("T9"))  # Teal is trump
    assert basic_bid(rules, cards("OWL T10 A13 T9 MOLE")) == 3
    assert basic_bid(rules, cards("A12 M2 V5 T3 MOLE")) == 0
    assert basic_bid(StichelnRules.for_round(1, cards("T9")), cards("OWL")) == 1


def state_after(rules: StichelnRules, hands: dict[str, str], plays: str, bid: int) -> GameState:
    state = GameState.new(
        {Seat.parse(seat): cards(codes) for seat, codes in hands.items()}, Seat.NORTH, rules
    )
    for seat in SEATS:
        state = state.bid(bid if seat is Seat.SOUTH else 1, seat)
    for code in plays.split():
        state = state.play_code(code)
    return state


@pytest.mark.parametrize(
    ("south", "plays", "bid", "expected"),
    [
        ("A10 A12 M4", "N:A7 E:A9", 1, "A10"),  # needs a trick: the lowest card that wins
        ("A8 OWL M4", "N:A7 E:A9", 1, "OWL"),  # no number card wins: the Owl
        ("A5 A8 M4", "N:A7 E:A9", 1, "A5"),  # nothing wins: the weakest card
        ("A8 A10 A12", "N:A7 E:A11", 0, "A10"),  # bid made: the strongest card that loses
        ("A10 MOLE M4", "N:A7 E:A9", 0, "MOLE"),  # a Mole always loses
        ("A12 A10 M4", "N:A7 E:A9", 0, "A10"),  # every card wins: the weakest
        ("A2 T13 OWL", "", 1, "OWL"),  # leads its strongest card while it needs tricks
        ("A2 T13 MOLE", "", 0, "MOLE"),  # and its weakest once the bid is made
    ],
)
def test_basic_sticheln_play(south: str, plays: str, bid: int, expected: str) -> None:
    rules = StichelnRules.for_round(3, cards("T9"))  # Teal is trump
    hands = {
        Seat.NORTH: "A7 M1 V1",
        Seat.EAST: "A9 A11 M2",
        Seat.SOUTH: south,
        Seat.WEST: "A1 M3 V2",
    }
    leader = Seat.NORTH if plays else Seat.SOUTH
    state = GameState.new({seat: cards(codes) for seat, codes in hands.items()}, leader, rules)
    for seat in rules.order(leader):
        state = state.bid(bid if seat is Seat.SOUTH else 1, seat)
    for code in plays.split():
        state = state.play_code(code)
    assert state.turn.seat is Seat.SOUTH
    assert decide(make_bot("basic"), state) == Card.parse(expected)


@pytest.mark.parametrize(
    ("plays", "expected"),
    [
        ("S:A3 W:A1", "A2"),  # partner South is winning: play low
        ("S:A1 W:A3", "A4"),  # an opponent is winning: the lowest card that beats it
        ("", "A4"),  # lead the highest card
    ],
)
def test_basic_four_lanterns_play(plays: str, expected: str) -> None:
    from four_lanterns.engine import FOUR_LANTERNS

    south, west = ("A3", "A1") if plays.startswith("S:A3") else ("A1", "A3")
    hands = {
        Seat.NORTH: cards("A2 A4 T1 M1"),
        Seat.EAST: cards("T2 M2 V3 V4"),
        Seat.SOUTH: cards(f"{south} T3 M3 V1"),
        Seat.WEST: cards(f"{west} T4 M4 V2"),
    }
    leader = Seat.SOUTH if plays else Seat.NORTH
    state = GameState.new(hands, leader, FOUR_LANTERNS)
    for code in plays.split():
        state = state.play_code(code)
    assert state.turn.seat is Seat.NORTH
    assert decide(make_bot("basic"), state) == Card.parse(expected)


def _rollout_starts() -> Iterator[tuple[Observation, list[list[Card]], Card]]:
    """Every third play of twelve seeded rounds: the view, a sampled world, a legal card."""
    for seed in range(12):
        rng = random.Random(seed)
        for state in list(decision_states(sticheln_deal(seed, 2 + seed % 11), seed))[::3]:
            seat = state.turn.seat
            if state.turn.phase is not Phase.PLAY or seat is None:
                continue
            seen = observe(state, seat)
            others = sample_world(seen, rng, voids(seen))
            world = [list(seen.hand) if s is seat else others[s] for s in seen.rules.seats]
            yield seen, world, rng.choice(seen.legal_cards)


def test_the_fast_sticheln_rollout_plays_as_basic_and_the_rules_do() -> None:
    compared = 0
    for seen, world, first in _rollout_starts():
        rules = seen.rules
        assert isinstance(rules, StichelnRules) and rules.trump is not None
        bids = [seen.bid_of(s) for s in rules.seats]
        taken = [seen.taken(s) for s in rules.seats]
        slow = rollout(
            rules,
            [list(h) for h in world],
            seen.leader,
            list(seen.trick),
            list(taken),
            bids,
            first,
        )
        fast = sticheln_rollout(
            [[card_id(c) for c in h] for h in world],
            int(seen.leader),
            [card_id(p.card) for p in seen.trick],
            list(taken),
            bids,
            rules.trump.index,
            card_id(first),
        )
        assert fast == slow
        assert sum(fast) == rules.hand_size
        compared += 1
    assert compared > 40


def test_sampled_worlds_keep_hand_sizes_and_shown_voids() -> None:
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        for state in decision_states(sticheln_deal(seed, 10), seed):
            seat = state.turn.seat
            assert seat is not None
            seen = observe(state, seat)
            shown = voids(seen)
            world = sample_world(seen, rng, shown)
            assert set(world) == {s for s in SEATS if s is not seat}
            for other, hand in world.items():
                assert len(hand) == len(state.hand(other))
                assert not any(card.suit in shown[other] for card in hand)
                # the real hand shows the same voids: the rules forced them
                assert not any(card.suit in shown[other] for card in state.hand(other))
            dealt = [card for hand in world.values() for card in hand]
            left = list(seen.unseen())
            for card in dealt:
                left.remove(card)  # every sampled card is an unseen one
            checked += 1
    assert checked > 100


def lone_seat_mean(first: str, second: str, rounds: int, sizes: range) -> tuple[float, float]:
    """Mean points per round of one ``first`` seat against three ``second`` seats."""
    lone = rest = 0
    for number in range(rounds):
        me = SEATS[number % 4]
        size = sizes[number % len(sizes)]
        bots: dict[Seat, Bot] = {
            seat: make_bot(first if seat is me else second, number * 4 + int(seat))
            for seat in SEATS
        }
        points = round_points(play_round(sticheln_deal(1000 + number, size), bots))
        assert points is not None
        lone += points[me]
        rest += sum(points[seat] for seat in SEATS if seat is not me)
    return lone / rounds, rest / rounds / 3


def test_basic_beats_random_at_sticheln() -> None:
    basic, random_ = lone_seat_mean("basic", "random", 48, range(3, 11))
    assert basic > random_ + 10, (basic, random_)


def test_strong_beats_basic_at_sticheln() -> None:
    strong, basic = lone_seat_mean("strong", "basic", 32, range(2, 7))
    assert strong > basic, (strong, basic)


def test_basic_plays_four_lanterns_no_worse_than_random() -> None:
    from four_lanterns.engine.scoring import V0

    wins = 0
    for seed in range(40):
        team = {seat: "basic" if seat in (Seat.NORTH, Seat.SOUTH) else "random" for seat in SEATS}
        bots = {seat: make_bot(level, seed + int(seat)) for seat, level in team.items()}
        score = play_round(lanterns_deal(seed), bots).score(V0)
        wins += sum(v for side, v in score.items() if side.code == "NS")
    assert wins > 40 * 2  # more than half of the 160 tricks


def _careless_reference(
    rules: StichelnRules,
    hands: list[list[Card]],
    leader: Seat,
    trick: list[Play],
    taken: list[int],
    bids: list[int | None],
    first: Card,
    me: Seat,
) -> list[int]:
    """The round played out with ``me`` by ``basic`` and every other seat's first legal card."""
    order = rules.order(leader)
    pending: Card | None = first
    while True:
        seat = order[len(trick)]
        index = rules.index(seat)
        hand = hands[index]
        if not hand:
            return taken
        played = tuple(trick)
        legal = rules.legal(tuple(hand), played)
        if pending is not None and seat is me:
            card, pending = pending, None
        elif seat is me:
            card = basic_card(rules, seat, legal, played, bids[index], taken[index])
        else:
            card = legal[0]
        hand.remove(card)
        trick.append(Play(seat, card))
        if len(trick) == len(rules.seats):
            winner = rules.resolve(tuple(trick)).winner
            taken[rules.index(winner)] += 1
            trick = []
            order = rules.order(winner)


def test_the_careless_rollout_leaves_the_seat_its_own_play_and_gives_others_legal_cards() -> None:
    compared = 0
    for seen, world, first in _rollout_starts():
        seat = seen.seat
        rules = seen.rules
        assert isinstance(rules, StichelnRules) and rules.trump is not None
        bids = [seen.bid_of(s) for s in rules.seats]
        taken = [seen.taken(s) for s in rules.seats]
        trump = rules.trump.index
        fast = {}
        for draw in (0.99, 0.0):
            fast[draw] = sticheln_rollout(
                [[card_id(c) for c in h] for h in world],
                int(seen.leader),
                [card_id(p.card) for p in seen.trick],
                list(taken),
                bids,
                trump,
                card_id(first),
                lambda draw=draw: draw,  # type: ignore[misc]
                rules.index(seat),
            )
        # Draws at or above CARELESS: every seat careful, as basic.
        careful = rollout(
            rules, [list(h) for h in world], seen.leader, list(seen.trick), list(taken),
            bids, first,
        )  # fmt: skip
        assert fast[0.99] == careful
        # Draws of 0: every other seat plays its first legal card, the seat basic.
        reference = _careless_reference(
            rules, [list(h) for h in world], seen.leader, list(seen.trick), list(taken),
            bids, first, seat,
        )  # fmt: skip
        assert fast[0.0] == reference
        assert sum(fast[0.0]) == rules.hand_size
        compared += 1
    assert compared > 40

"""Undo with hidden hands: each person takes back only their own moves.

Two people (North and South) share the screen with bots in East and West,
as ``play --game sticheln --bots E,W`` seats them. A person at the table
must not take back the other person's card or bid (a choice that person
made in private, with their own cards), so ``u`` takes back only the
moves of the seat whose hand is face up; and the hand-off that follows a
person's move lets that person take it back before passing the screen on.
One person among bots, or open hands, undo as before.
"""

from __future__ import annotations

import time

from match_support import (
    bid,
    choose,
    hand_off_to,
    match_app,
    sticheln_deal,
    table,
    take_hand_off,
    until,
)
from textual.pilot import Pilot
from tui_support import screen_text

from four_lanterns.engine import GameState, Play, Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.match_screens import HandOffScreen

SIZE = (100, 30)
BOTS_E_W = ((Seat.EAST, "basic"), (Seat.WEST, "basic"))


def two_people(*, hidden: bool = True) -> FourLanternsApp:
    """The fixed Sticheln round (North deals, bids first and leads): North and South
    people, East and West bots that move with no pause."""
    return match_app(Match.of_deal(sticheln_deal(), hidden=hidden, bots=BOTS_E_W))


def text(app: FourLanternsApp) -> str:
    """The screen's words on one line, spaces and rows run together."""
    return " ".join(screen_text(app).split())


def notice(app: FourLanternsApp) -> str:
    """The notice under the table, as said (on screen it wraps inside its frame)."""
    said = table(app).notice
    return "" if said is None else said.text


async def bids_to_the_first_card(pilot: Pilot[int]) -> None:
    """North bids 1, East (bot), South 1, West (bot): North to lead T1.1."""
    await hand_off_to(pilot, Seat.NORTH)
    await bid(pilot, 1)
    await hand_off_to(pilot, Seat.SOUTH)
    await bid(pilot, 1)
    await hand_off_to(pilot, Seat.NORTH)


async def to_a_card_of_souths(pilot: Pilot[int]) -> None:
    """Through the bidding and North's lead, South's cards until North is to play again:
    the last card a person played is South's, and the hand-off to North is up."""
    app = pilot.app
    assert isinstance(app, FourLanternsApp)
    await bids_to_the_first_card(pilot)
    await choose(pilot, table(app).state.legal_plays().cards[0])

    def a_person_to_play() -> bool:
        # A hand-off is up, or South (who led the last trick) has the table.
        screen = table(app)
        south = screen.state.turn.seat is Seat.SOUTH and Seat.SOUTH in (screen.shown or ())
        return isinstance(app.screen, HandOffScreen) or (app.screen is screen and south)

    for _ in range(table(app).state.rules.hand_size):
        await until(pilot, a_person_to_play)
        if isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH:
            return
        await choose(pilot, table(app).state.legal_plays().cards[0])
    raise AssertionError("North never came to play")


def last_of_souths(state: GameState) -> Play:
    return [play for play in state.plays if play.seat is Seat.SOUTH][-1]


async def test_u_on_norths_turn_leaves_souths_card_and_says_why() -> None:
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        await take_hand_off(pilot)
        screen = table(app)
        before = screen.state
        souths = last_of_souths(before)
        await pilot.press("u")
        await pilot.pause()
        assert screen.state is before  # South's card stays on the table
        assert souths in screen.state.plays
        assert app.screen is screen and screen.shown == frozenset({Seat.NORTH})
        said = "With hidden hands, u takes back only your own moves, not South's card."
        assert notice(app) == said
        assert "With hidden hands, u takes back only your own moves" in text(app)
        assert "Took back" not in text(app)
        await pilot.press("U")  # nor does redo make anything of another's
        await pilot.pause()
        assert screen.state is before
        assert notice(app) == screen._words.nothing_to_redo


async def test_u_on_souths_turn_leaves_norths_bid_and_says_so() -> None:
    """A bid is named a bid: South, just handed the screen, cannot take back North's."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 1)
        await hand_off_to(pilot, Seat.SOUTH)
        await take_hand_off(pilot)
        before = table(app).state
        await pilot.press("u")
        await pilot.pause()
        assert table(app).state is before
        assert [b.seat for b in before.bids] == [Seat.NORTH, Seat.EAST]
        said = "With hidden hands, u takes back only your own moves, not North's bid."
        assert notice(app) == said


async def test_u_takes_back_your_own_bid_while_the_bot_after_you_waits() -> None:
    """North's own bid, with East (a bot) still to bid: u takes it back, hand still face up."""
    deal = sticheln_deal()
    match = Match.of_deal(deal, hidden=True, bots=BOTS_E_W)
    variant = next(iter(deal.rules.variants.values()))
    app = FourLanternsApp(deal, "test", variant, match=match, guard=0.0, bot_pace=600.0)
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 2)
        assert [b.seat for b in table(app).state.bids] == [Seat.NORTH]
        await pilot.press("u")
        await pilot.pause()
        assert table(app).state.bids == ()
        assert "Took back North's bid of 2; B1 again." in text(app)
        assert table(app).shown == frozenset({Seat.NORTH})


async def test_u_on_the_hand_off_takes_back_the_card_just_played() -> None:
    """South plays, West (bot) after; the hand-off to North offers South its card back.
    u: South's card and West's are taken back, South to play again, behind a hand-off to
    South: whoever pressed u may hold the screen already, and must not see South's hand."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        screen = table(app)
        played = screen.state
        souths = last_of_souths(played)
        assert "u: take back South's card" in text(app)
        await pilot.press("u")
        await pilot.pause()
        state = screen.state
        assert state.turn.seat is Seat.SOUTH and screen.shown == frozenset()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.SOUTH
        held = [screen._words.card(card) for card in state.hand(Seat.SOUTH)]
        assert not any(name in text(app) for name in held), text(app)
        await take_hand_off(pilot)
        assert screen.is_current and screen.shown == frozenset({Seat.SOUTH})
        assert state.plays == played.plays[: played.plays.index(souths)]  # West's card too
        assert souths.card in state.hand(Seat.SOUTH)
        name = screen._words.card(souths.card)
        assert f"Took back {state.next_step}: South {name}." in text(app)
        for _ in range(10):  # time for a bot or a hand-off that would come
            await pilot.pause()
        assert screen.is_current and screen.state is state

        await pilot.press("U")  # South makes it again: West follows, then North's hand-off
        await hand_off_to(pilot, Seat.NORTH)
        assert screen.state is played


async def test_u_on_the_hand_off_takes_back_the_bid_just_made() -> None:
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 2)
        await hand_off_to(pilot, Seat.SOUTH)
        assert "u: take back North's bid" in text(app)
        await pilot.press("u")
        await pilot.pause()
        screen = table(app)
        assert screen.state.bids == () and screen.shown == frozenset()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH
        await take_hand_off(pilot)
        assert screen.is_current and screen.shown == frozenset({Seat.NORTH})
        assert "Took back North's bid of 2; B1 again." in text(app)


async def test_u_on_the_hand_off_waits_for_its_guard_too() -> None:
    """A u that lands on the hand-off as it opens (pressed twice) takes nothing back."""
    deal = sticheln_deal()
    match = Match.of_deal(deal, hidden=True, bots=BOTS_E_W)
    app = match_app(match, guard=30.0)
    async with app.run_test(size=SIZE) as pilot:
        (await hand_off_to(pilot, Seat.NORTH)).guard = 0.0  # North's hand-off: open now
        await take_hand_off(pilot)
        # An hour on: North has long since looked at its cards, and bids.
        table(app).clock = lambda: time.monotonic() + 3600.0
        await bid(pilot, 2)
        await hand_off_to(pilot, Seat.SOUTH)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.SOUTH
        assert [b.seat for b in table(app).state.bids] == [Seat.NORTH, Seat.EAST]


async def test_the_first_hand_off_offers_no_u() -> None:
    """Nobody has moved yet: the hand-off to North offers nothing to take back, and u waits."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await hand_off_to(pilot, Seat.NORTH)
        assert "take back" not in text(app)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH


async def test_one_person_among_bots_with_hidden_hands_undoes_through_the_bots() -> None:
    """North against three bots, hidden hands: u goes back past the bots' bids to North's."""
    bots = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "basic"))
    app = match_app(Match.of_deal(sticheln_deal(), hidden=True, bots=bots))
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 1)
        await until(pilot, lambda: len(table(app).state.bids) == 4)
        await pilot.press("u")
        await pilot.pause()
        assert table(app).state.bids == ()
        assert "Took back North's bid of 1; B1 again." in text(app)


async def test_open_hands_with_two_people_undo_as_before() -> None:
    """Open hands: North, to lead, takes back South's bid and West's after it, as ever."""
    app = two_people(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 1)
        await until(pilot, lambda: table(app).state.turn.seat is Seat.SOUTH)
        await bid(pilot, 0)
        await until(pilot, lambda: len(table(app).state.bids) == 4)
        await pilot.press("u")
        await pilot.pause()
        assert [b.seat for b in table(app).state.bids] == [Seat.NORTH, Seat.EAST]
        assert "Took back South's bid of 0; B3 again." in text(app)

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

import re
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
from four_lanterns.tui.screens.dialogs import ConfirmScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen, RoundOverScreen

SIZE = (100, 30)
BOTS_E_W = ((Seat.EAST, "basic"), (Seat.WEST, "basic"))


def two_people(*, hidden: bool = True) -> FourLanternsApp:
    """The fixed Sticheln round (North deals, bids first and leads): North and South
    people, East and West bots that move with no pause."""
    return match_app(Match.of_deal(sticheln_deal(), hidden=hidden, bots=BOTS_E_W))


def text(app: FourLanternsApp) -> str:
    """The screen's words on one line, spaces and rows run together."""
    return " ".join(screen_text(app).split())


def framed(app: FourLanternsApp) -> str:
    """The words inside the one frame on screen (a hand-off's), its rows run together."""
    return " ".join(re.sub("[\u2500-\u257f]", " ", screen_text(app)).split())


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
    """Nobody has moved yet: the hand-off to North offers nothing to take back, and u
    waits, saying so and what the screen takes."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await hand_off_to(pilot, Seat.NORTH)
        assert "take back" not in text(app)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH
        assert "Nothing to take back here. Enter: show North's hand · ?: help · q: quit" in framed(
            app
        )


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


async def test_a_key_the_hand_off_does_not_take_rings_and_says_which_it_takes(
    bells: list[None],
) -> None:
    """A card's key on the hand-off to North: a bell, and the screen says what to press,
    naming no card; nothing moves and the hands stay hidden."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        screen = table(app)
        before = screen.state
        assert "does nothing" not in text(app)
        await pilot.press("v")
        await pilot.pause()
        said = "That key does nothing here. Enter: show North's hand · ?: help · q: quit"
        assert said in framed(app) and bells == [None]
        assert "u: take back South's card" in text(app)  # still offered, above
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH
        assert screen.state is before and screen.shown == frozenset()
        held = [screen._words.card(card) for seat in Seat for card in before.hand(seat)]
        assert not any(name in text(app) for name in held), text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert said in framed(app) and bells == [None, None]
        await take_hand_off(pilot)  # Enter still takes it
        assert screen.is_current and screen.shown == frozenset({Seat.NORTH})


async def test_a_key_on_the_hand_off_as_it_opens_is_dropped_unanswered(
    bells: list[None],
) -> None:
    """A key pressed as the hand-off opens was meant for the screen before: no answer yet."""
    deal = sticheln_deal()
    app = match_app(Match.of_deal(deal, hidden=True, bots=BOTS_E_W), guard=30.0)
    async with app.run_test(size=SIZE) as pilot:
        await hand_off_to(pilot, Seat.NORTH)
        await pilot.press("v")
        await pilot.pause()
        assert "does nothing" not in text(app) and bells == []


async def test_redo_on_a_hand_off_with_nothing_taken_back_says_so(bells: list[None]) -> None:
    """U on the hand-off to North, South having just played: nothing was taken back."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        before = table(app).state
        await pilot.press("U")
        await pilot.pause()
        said = "Nothing to redo: no move has been taken back. Enter: show North's hand"
        assert said in framed(app) and bells == [None]
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH
        assert table(app).state is before


async def test_redo_on_the_hand_off_back_to_the_mover_says_how_to_make_it_again(
    bells: list[None],
) -> None:
    """South took its card back on North's hand-off; on the hand-off back to South, U
    makes nothing while South's hand is hidden: it says South makes the card again from
    the table, Enter first, then U; and so it is."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        played = table(app).state
        await pilot.press("u")
        await hand_off_to(pilot, Seat.SOUTH)
        back = table(app).state
        await pilot.press("U")
        await pilot.pause()
        said = "U plays South's card again once only South sees the screen: Enter first, then U."
        assert said in framed(app) and bells == [None]
        assert isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.SOUTH
        assert table(app).state is back and table(app).shown == frozenset()
        await take_hand_off(pilot)
        await pilot.press("U")
        await hand_off_to(pilot, Seat.NORTH)
        assert table(app).state is played


async def test_u_on_the_hand_off_says_the_bots_move_went_back_too() -> None:
    """South's card and West's after it are taken back: the notice counts West's move
    and names no card but South's own, back in South's hand."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        souths = last_of_souths(table(app).state)
        await pilot.press("u")
        await hand_off_to(pilot, Seat.SOUTH)
        await take_hand_off(pilot)
        state = table(app).state
        name = table(app)._words.card(souths.card)
        took = f"Took back {state.next_step}: South {name}."
        assert notice(app) == f"{took} The bot's move after it is taken back too."


async def test_undo_and_redo_count_the_bots_moves_with_the_persons() -> None:
    """North among three bots, hidden hands: u takes back North's bid and the three
    bots' bids after it, and says so; U makes all four again, and says so."""
    bots = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "basic"))
    app = match_app(Match.of_deal(sticheln_deal(), hidden=True, bots=bots))
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 1)
        await until(pilot, lambda: len(table(app).state.bids) == 4)
        await pilot.press("u")
        await pilot.pause()
        assert table(app).state.bids == ()  # back past the bots' bids to North's
        took = "Took back North's bid of 1; B1 again."
        assert notice(app) == f"{took} The 3 bot moves after it are taken back too."
        assert "3 bot moves" in text(app)
        await pilot.press("U")
        await pilot.pause()
        assert len(table(app).state.bids) == 4
        assert notice(app) == "B1 again: North bids 1. The 3 bot moves after it are made again too."


async def test_a_notice_said_to_one_person_is_gone_when_the_next_takes_the_screen() -> None:
    """South makes its card again (U): the notice said to South is not left for North,
    who takes the hand-off next, nor is anything else South was told on its turn."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_a_card_of_souths(pilot)
        await pilot.press("u")
        await hand_off_to(pilot, Seat.SOUTH)
        await take_hand_off(pilot)
        assert notice(app).startswith("Took back")  # said under the hand-off: South's
        await pilot.press("U")
        await hand_off_to(pilot, Seat.NORTH)
        await take_hand_off(pilot)
        screen = table(app)
        assert screen.is_current and screen.shown == frozenset({Seat.NORTH})
        assert notice(app) == ""
        assert "again" not in text(app) and "Took back" not in text(app)


async def test_a_restart_is_still_said_to_the_person_the_screen_goes_to() -> None:
    """South restarts the round: the news is the whole table's, and North, who bids
    first, reads it once the hand-off to North is taken."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await bid(pilot, 1)
        await hand_off_to(pilot, Seat.SOUTH)
        await take_hand_off(pilot)
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await hand_off_to(pilot, Seat.NORTH)
        await take_hand_off(pilot)
        assert table(app).state.bids == ()
        assert notice(app) == "Restarted: the same hands; North bids first."


async def to_the_rounds_result(pilot: Pilot[int]) -> None:
    """Bids, then every card the people play by their first legal card, to the round's result."""
    app = pilot.app
    assert isinstance(app, FourLanternsApp)
    await bids_to_the_first_card(pilot)
    screen = table(app)

    def a_person_or_the_result() -> bool:
        if isinstance(app.screen, (HandOffScreen, RoundOverScreen)):
            return True
        return app.screen is screen and screen.state.turn.seat in (screen.shown or ())

    while True:
        await until(pilot, a_person_or_the_result)
        if isinstance(app.screen, RoundOverScreen):
            return
        await choose(pilot, screen.state.legal_plays().cards[0])


async def test_u_on_the_rounds_result_takes_back_only_the_last_persons_own_card() -> None:
    """The round's result offers u in the footer: the person who played last (the hand
    face up) takes back their card, and the bots' after it, as u after Esc does; the
    result closes, and the turn is theirs again behind a hand-off (the whole table was
    looking at the result), then their hand alone is face up, not the other person's."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_the_rounds_result(pilot)
        screen = table(app)
        over = screen.state
        holder = next(iter(screen.shown or ()))
        theirs = [play for play in over.plays if play.seat in (Seat.NORTH, Seat.SOUTH)][-1]
        assert theirs.seat is holder
        assert "u Undo" in text(app)
        await pilot.press("u")
        await hand_off_to(pilot, holder)  # the result closed
        assert screen.shown == frozenset()  # no hand face up behind the hand-off
        await take_hand_off(pilot)
        assert screen.is_current
        state = screen.state
        assert state.plays == over.plays[: over.plays.index(theirs)]
        assert state.turn.seat is holder and screen.shown == frozenset({holder})
        assert theirs.card in state.hand(holder)
        name = screen._words.card(theirs.card)
        seat = screen._words.seat(holder)
        assert f"Took back {state.next_step}: {seat} {name}." in text(app)


async def test_r_on_the_rounds_result_deals_again_behind_a_hand_off() -> None:
    """r, y on the result: the leader's whole hand was face up at once if the leader had
    played last; the table was looking at the result, so the deal goes behind a hand-off."""
    app = two_people()
    async with app.run_test(size=SIZE) as pilot:
        await to_the_rounds_result(pilot)
        screen = table(app)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("y")  # the question: take back every card and bid
        await hand_off_to(pilot, Seat.NORTH)  # North deals, bids first, and played last
        assert screen.state.bids == () and screen.state.plays == ()
        assert screen.shown == frozenset()  # no hand face up behind the hand-off

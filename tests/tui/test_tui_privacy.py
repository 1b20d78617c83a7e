"""Hidden hands stay hidden: no hidden card's code or name in any frame of a scripted round.

The round is the fixed Sticheln round with hidden hands, played by keys from
the first bid to the result, with a refused play for a card another seat
holds on the way. After every key the frame (as text and as an SVG
screenshot) is searched for each card that nobody at the screen may know
at that moment: a card in a face-down hand that is not turned up, played,
or in the hand shown.
"""

from __future__ import annotations

import html
import re

from match_support import (
    STICHELN_NAME,
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

from four_lanterns.engine import Card, Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.match_screens import HandOffScreen
from four_lanterns.tui.widgets.cards import card_face
from four_lanterns.tui.words import UNICODE, words_for

PAPER_BIDS = (2, 2, 1, 0)
WORDS = words_for("en", "sticheln")


def secret_cards(app: FourLanternsApp) -> set[Card]:
    """Cards no one at the screen may know now."""
    screen = table(app)
    state = screen.state
    if state.is_over:
        return set()
    shown = screen.shown if not isinstance(app.screen, HandOffScreen) else frozenset()
    assert shown is not None
    public = {play.card for play in state.plays}
    public |= set(getattr(state.rules, "turned", ()))
    for seat in shown:
        public |= set(state.hand(seat))
    hidden = {card for seat in Seat if seat not in shown for card in state.hand(seat)}
    return hidden - public


def leaks(frame: str, cards: set[Card]) -> list[str]:
    """Each card of ``cards`` whose chip (shape and code) or name shows in ``frame``."""
    found = []
    for card in cards:
        name = re.escape(WORDS.card(card))
        if re.search(rf"(?<![\w]){name}(?![\w])", frame):
            found.append(f"{card.code} by name")
        # "■V1" inside "■V11" is Violet 11: a chip ends where its code does.
        # A one-row card may cut a long code ("◇MOL"): search for its face too.
        faces = {UNICODE.card(card), card_face(card, UNICODE, 6, 1)[0][1:-1].strip()}
        if any(re.search(rf"{re.escape(face)}(?![\w])", frame) for face in faces):
            found.append(f"{card.code} as a card")
    return found


async def check_frame(pilot: Pilot[int], frames: list[str], typed: Card | None = None) -> None:
    """Search the frame; a card the person just typed may be echoed back, never its holder."""
    app = pilot.app
    assert isinstance(app, FourLanternsApp)
    await pilot.pause()
    secret = secret_cards(app) - {typed}
    text = screen_text(app)
    svg = html.unescape(app.export_screenshot()).replace("\xa0", " ")
    for frame in (text, svg):
        assert not leaks(frame, secret), (leaks(frame, secret), text)
    frames.append(text)


async def test_no_hidden_card_in_any_frame_of_a_round() -> None:
    deal = sticheln_deal()
    app = match_app(Match.of_deal(deal, hidden=True), STICHELN_NAME)
    frames: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await check_frame(pilot, frames)
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
            await check_frame(pilot, frames)
        plays = [play for row in deal.trace for play in row.plays]
        first = plays[0]
        # North, to lead, types a card East holds: refused without naming East.
        other = next(card for card in deal.hands[Seat.EAST] if card.suit is not None)
        await take_hand_off(pilot)
        await pilot.press(*other.code.lower(), "enter")
        await check_frame(pilot, frames, typed=other)
        # The whole sentence: nothing after the card says who holds it.
        assert f"North does not hold {WORDS.card(other)}. " in " ".join(frames[-1].split())
        assert table(app).state.to_play is first.seat
        for play in plays:
            await choose(pilot, play.card)
            await check_frame(pilot, frames)
    assert len(frames) >= 1 + 4 + 1 + len(plays)


async def test_the_search_finds_cards_when_hands_are_open() -> None:
    """The check above is not blind: open hands show every card it looks for."""
    deal = sticheln_deal()
    app = match_app(Match.of_deal(deal, hidden=False), STICHELN_NAME)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        east = {card for card in deal.hands[Seat.EAST] if card.joker is None}
        assert len(leaks(text, east)) == len(east)


async def test_why_on_a_bots_hidden_turn_names_none_of_its_cards() -> None:
    """y (and h) while a bot's face-down hand is to play: no legal or dimmed card, no suit
    it holds; the table says the cards are a bot's, not that they wait for a hand-off."""
    deal = sticheln_deal()
    state = Match.of_deal(deal).state
    for tricks in PAPER_BIDS:
        state = state.bid(tricks)
    first = next(play for row in deal.trace for play in row.plays)
    state = state.play(first.card, first.seat)
    bots = tuple((seat, "basic") for seat in Seat if seat is not first.seat)
    match = Match.of_deal(deal, hidden=True, bots=bots).with_state(state)
    variant = next(iter(deal.rules.variants.values()))
    # The bot's pause outlasts the test: it is still to play when y is pressed.
    app = FourLanternsApp(deal, STICHELN_NAME, variant, match=match, guard=0.0, bot_pace=600.0)
    frames: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await take_hand_off(pilot)
        bot = table(app).state.to_play
        assert bot is not None and match.is_bot(bot)
        bot_said = WORDS.catalogue("match.bot_cards_hidden", seat=WORDS.seat(bot))
        for key in ("y", "h"):  # why, and the hint: said to be a bot's cards, not waiting
            await pilot.press(key)
            await check_frame(pilot, frames)
            text = " ".join(frames[-1].split())
            assert bot_said in text, text
            assert f"{WORDS.seat(bot)} holds" not in text


async def test_no_hidden_card_when_two_people_take_back_their_moves() -> None:
    """North and South with bots in East and West: u refused for the other's move, u on
    the hand-off and U, every frame searched. The notices name a seat and a bid or a card,
    never a card of a hand face down; a card taken back returns to a hand face up."""
    bots = ((Seat.EAST, "basic"), (Seat.WEST, "basic"))
    app = match_app(Match.of_deal(sticheln_deal(), hidden=True, bots=bots), STICHELN_NAME)
    frames: list[str] = []

    def said() -> str:
        # The last frame's words, and the notice whole (on screen it wraps in its frame).
        notice = table(app).notice
        return " ".join(frames[-1].split()) + "\n" + ("" if notice is None else notice.text)

    async with app.run_test(size=(100, 30)) as pilot:
        await bid(pilot, 1)
        await hand_off_to(pilot, Seat.SOUTH)
        await check_frame(pilot, frames)
        assert "u: take back North's bid" in said()
        await pilot.press("u")  # North takes its bid back: the screen goes back to North
        await check_frame(pilot, frames)
        assert table(app).shown == frozenset() and not table(app).state.bids
        await hand_off_to(pilot, Seat.NORTH)
        await take_hand_off(pilot)
        await check_frame(pilot, frames)
        await bid(pilot, 1)
        await hand_off_to(pilot, Seat.SOUTH)
        await take_hand_off(pilot)
        await pilot.press("u")  # South may not take back North's bid
        await check_frame(pilot, frames)
        assert "not North's bid" in said()
        await bid(pilot, 1)
        await hand_off_to(pilot, Seat.NORTH)
        await choose(pilot, table(app).state.legal_plays().cards[0])
        await check_frame(pilot, frames)

        def a_person_to_play() -> bool:
            screen = table(app)
            south = screen.state.turn.seat is Seat.SOUTH and Seat.SOUTH in (screen.shown or ())
            return isinstance(app.screen, HandOffScreen) or (app.screen is screen and south)

        # South plays until North is to play: South's lead, if its card took the trick.
        while True:
            await until(pilot, a_person_to_play)
            if isinstance(app.screen, HandOffScreen) and app.screen.seat is Seat.NORTH:
                break
            await choose(pilot, table(app).state.legal_plays().cards[0])
            await check_frame(pilot, frames)
        await check_frame(pilot, frames)
        assert "u: take back South's card" in said()
        await pilot.press("u")  # South takes its card back, behind a hand-off to South
        await check_frame(pilot, frames)
        assert table(app).shown == frozenset()
        await hand_off_to(pilot, Seat.SOUTH)
        for key, answer in (("U", "U plays South's card again"), ("t", "does nothing here")):
            await pilot.press(key)  # answered on the hand-off, every hand still hidden
            await check_frame(pilot, frames)
            assert answer in said() and isinstance(app.screen, HandOffScreen)
        await take_hand_off(pilot)
        await check_frame(pilot, frames)
        assert table(app).shown == frozenset({Seat.SOUTH})
        await pilot.press("U")
        await hand_off_to(pilot, Seat.NORTH)
        await check_frame(pilot, frames)
        await take_hand_off(pilot)
        await pilot.press("u")  # North may not take back South's card
        await check_frame(pilot, frames)
        assert "not South's card" in said()

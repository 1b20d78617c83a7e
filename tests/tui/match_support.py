"""Helpers of the match tests: the table on a Sticheln round or a match, played by keys."""

from __future__ import annotations

from collections.abc import Callable

from textual.pilot import Pilot
from tui_support import REPO

from four_lanterns.engine import Card, Deal, Seat
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.match_screens import HandOffScreen
from four_lanterns.tui.screens.table import TableScreen

STICHELN_PATH = REPO / "fixtures" / "sticheln_fixed.toml"
STICHELN_NAME = "fixtures/sticheln_fixed.toml"


def sticheln_deal() -> Deal:
    """The fixed Sticheln round (5 cards, dealer North, trump Teal), with its paper."""
    return Deal.load(STICHELN_PATH)


def match_app(
    match: Match, source: str = "test", *, guard: float = 0.0, ascii_only: bool = False
) -> FourLanternsApp:
    """The table on ``match``, with no pause for bots and no guard on hand-offs."""
    deal = match.deal
    variant = next(iter(deal.rules.variants.values()))
    return FourLanternsApp(
        deal, source, variant, match=match, guard=guard, bot_pace=0.0, ascii_only=ascii_only
    )


def sticheln_app(*, hidden: bool = True, guard: float = 0.0) -> FourLanternsApp:
    """The table on the fixed Sticheln round, as ``play --deal`` opens it."""
    return match_app(Match.of_deal(sticheln_deal(), hidden=hidden), STICHELN_NAME, guard=guard)


def table(app: FourLanternsApp) -> TableScreen:
    return app.table


async def take_hand_off(pilot: Pilot[int]) -> None:
    """Enter on the hand-off screen, if it is up."""
    if isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def until(pilot: Pilot[int], done: Callable[[], bool]) -> None:
    """Idle until ``done``: bots with no pause move each at the next idle, so a loaded
    machine only makes it slower."""
    for _ in range(500):
        if done():
            return
        await pilot.pause()
    raise AssertionError("the table never got there")


async def hand_off_to(pilot: Pilot[int], seat: Seat) -> HandOffScreen:
    """Idle until the bots have moved and the hand-off to ``seat`` is up."""
    app = pilot.app

    def up() -> bool:
        return isinstance(app.screen, HandOffScreen) and app.screen.seat is seat

    await until(pilot, up)
    screen = app.screen
    assert isinstance(screen, HandOffScreen)
    return screen


async def bid(pilot: Pilot[int], tricks: int) -> None:
    """Bid by typing the number and Enter, as a player does."""
    await take_hand_off(pilot)
    await pilot.press(*str(tricks), "enter")
    await pilot.pause()


async def choose(pilot: Pilot[int], card: Card) -> None:
    """Move the cursor with → to ``card`` among the legal cards, and press Enter."""
    await take_hand_off(pilot)
    screen = table(pilot.app)  # type: ignore[arg-type]
    for _ in range(len(screen.state.legal_plays().cards) + 1):
        if screen.cursor == card:
            break
        await pilot.press("right")
    assert screen.cursor == card, f"{card} is not a legal card here"
    await pilot.press("enter")
    await pilot.pause()


def seat_of(deal: Deal, card: Card) -> Seat:
    return next(seat for seat, hand in deal.hands.items() if card in hand)


def nearly_played(match: Match) -> Match:
    """``match`` with every hand played by the first legal card, but the last card."""
    while True:
        state = match.state
        while not state.is_over:
            if match.number == match.rounds and len(state.plays) == len(state.rules.deck) - 1:
                return match.with_state(state)
            state = state.play(state.legal_plays().cards[0])
        match = match.with_state(state).next_round()


def duel_at_last_card(rounds: int, seed: int = 5) -> Match:
    """A duel with every round bid and played by the first legal choice, but its last card."""
    match = Match.seeded("sticheln", seed, rounds, hidden=False)
    while True:
        state = match.state
        while True:
            bids = state.legal_bids()
            after = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
            if after.is_over:
                break
            state = after
        if match.number == match.rounds:
            return match.with_state(state)
        match = match.with_state(after).next_round()

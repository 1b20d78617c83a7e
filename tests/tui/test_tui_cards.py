"""Cards drawn as cards, the trick in front of each seat, the last trick again, the window used.

Pilot tests read the screen as a user sees it (:func:`screen_text`); the card
faces and the trick view are checked as data too.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from match_support import bid as bid_by_keys
from match_support import choose, sticheln_app, table
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.geometry import Region
from textual.widgets import Static
from tui_support import (
    DEAL_NAME,
    after,
    load_deal,
    make_app,
    paper_plays,
    screen_text,
    settled,
    type_plays,
)

from four_lanterns.engine import V0, Card, Play, Seat
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.i18n import Lang
from four_lanterns.match import Match
from four_lanterns.tui import app as app_module
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.view import (
    SeatView,
    last_trick_view,
    seat_winning,
    trick_view,
    view_of,
)
from four_lanterns.tui.widgets.cards import CARD_SIZES, card_face, card_size, fit_cards
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.widgets.trick import TrickSlot
from four_lanterns.tui.words import ASCII, UNICODE, Words, words_for

SnapCompare = Callable[..., bool]
SMALL, MEDIUM, LARGE = (80, 24), (120, 40), (200, 60)


# -- card faces ---------------------------------------------------------------


def test_a_one_row_card_has_a_frame_the_shape_and_the_code() -> None:
    assert card_face(Card.parse("A12"), UNICODE, 6, 1) == ("▕◆A12▏",)
    assert card_face(Card.parse("T3"), UNICODE, 6, 1) == ("▕●T3 ▏",)
    assert card_face(Card.parse("OWL"), UNICODE, 6, 1) == ("▕✦OWL▏",)
    # The Mole's code is cut to the card; its shape and colour stay.
    assert card_face(Card.parse("MOLE"), UNICODE, 6, 1) == ("▕◇MOL▏",)


def test_ascii_cards_have_ascii_frames_and_no_shapes() -> None:
    assert card_face(Card.parse("A12"), ASCII, 6, 1) == ("[A12 ]",)
    assert card_face(Card.parse("T3"), ASCII, 7, 3) == ("+-----+", "|  T3 |", "+-----+")
    for height in (1, 3, 5):
        for row in card_face(Card.parse("MOLE"), ASCII, 7, height):
            assert row.isascii()


def test_taller_cards_show_the_code_in_two_corners_and_the_shape_between() -> None:
    assert card_face(Card.parse("V13"), UNICODE, 7, 3) == ("╭─────╮", "│■V13 │", "╰─────╯")
    assert card_face(Card.parse("V13"), UNICODE, 7, 5) == (
        "╭─────╮",
        "│V13  │",
        "│  ■  │",
        "│  V13│",
        "╰─────╯",
    )
    assert card_face(Card.parse("MOLE"), UNICODE, 7, 5)[2] == "│  ◇  │"
    assert card_face(None, UNICODE, 6, 1) == ("      ",)


def test_the_card_size_follows_the_window() -> None:
    small, medium, large = CARD_SIZES
    assert card_size(80, 24) == small
    assert card_size(200, 30) == small  # wide but short: one-row cards
    assert card_size(120, 40) == medium
    assert card_size(200, 60) == large


# -- the trick as data -----------------------------------------------------------


def test_the_winning_seat_moves_when_a_higher_card_of_the_led_suit_lands() -> None:
    plays = paper_plays()
    state = load_deal().new_game()
    assert trick_view(state).winning is None
    state = state.play(plays[0].card)  # North Teal 1
    assert trick_view(state).winning is Seat.NORTH
    state = state.play(plays[1].card)  # East Teal 4
    assert trick_view(state).winning is Seat.EAST
    state = state.play(plays[2].card)  # South Teal 3: lower, East still ahead
    assert trick_view(state).winning is Seat.EAST
    state = state.play(plays[3].card)  # the trick is complete: the winner
    view = trick_view(state)
    assert view.complete and view.winning is Seat.EAST


def test_the_rule_set_judges_an_unfinished_sticheln_trick() -> None:
    """Moles only: nobody (a Mole wins only when all four fall); a number card, an Owl win."""
    state = random_round(5, 12).new_game()
    mole = Card.parse("MOLE")
    moles = (Play(Seat.NORTH, mole), Play(Seat.EAST, mole))
    assert seat_winning(state, moles[:1]) is None
    assert seat_winning(state, moles) is None
    assert seat_winning(state, (*moles, Play(Seat.SOUTH, Card.parse("T2")))) is Seat.SOUTH
    assert seat_winning(state, (*moles, Play(Seat.SOUTH, Card.parse("OWL")))) is Seat.SOUTH
    assert seat_winning(state, ()) is None


async def test_a_lone_led_mole_is_marked_as_winning_nothing() -> None:
    """Led alone, a Mole wins nothing so far: no mark on it, and the line says why."""
    words = words_for("en", "sticheln")
    app = sticheln_app(hidden=False)
    async with app.run_test(size=MEDIUM) as pilot:
        for tricks in (2, 2, 1, 0):
            await bid_by_keys(pilot, tricks)
        await choose(pilot, Card.parse("MOLE"))  # North leads its Mole
        text = await settled(pilot)
        assert words.trick_no_winner == "no card wins yet: Moles win only when all four are played"
        assert words.trick_no_winner in text, text
        assert UNICODE.winning not in text and "winning so far" not in text, text
        assert table(app).state.winning is None
        await choose(pilot, Card.parse("A2"))  # the first number card: East is winning
        text = await settled(pilot)
        assert "☆ East winning so far" in text and words.trick_no_winner not in text, text
        assert text.count(UNICODE.winning) == 2, text  # on East's card, and in its line


def test_the_last_trick_view_is_the_last_completed_trick() -> None:
    plays = paper_plays()
    state = load_deal().new_game()
    assert last_trick_view(state) is None
    for play in plays[:5]:
        state = state.play(play.card)
    view = last_trick_view(state)
    assert view is not None
    assert view.number == 1 and view.winning is Seat.EAST and view.complete
    assert [slot.play for slot in view.slots] == plays[:4]
    assert view.leader is Seat.EAST and view.to_play is None


# -- the trick area on screen ------------------------------------------------------


def where(text: str, needle: str) -> tuple[int, int]:
    """Row and column of the one place ``needle`` is on the screen."""
    found = [
        (row, line.index(needle)) for row, line in enumerate(text.splitlines()) if needle in line
    ]
    assert len(found) == 1, (needle, found, text)
    return found[0]


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE])
async def test_each_card_lies_in_front_of_its_seat_numbered_in_order(
    size: tuple[int, int],
) -> None:
    """T1: North leads Teal 1 (top), East 4 (right), South 3 (bottom), West 2 (left)."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await type_plays(pilot, paper_plays()[:4])
        text = screen_text(app)
        # A played card has left its hand: the trick area holds its only picture.
        # A large card shows its code in its top left corner, the shape below.
        needle = "│{}  " if size == LARGE else "●{}"
        places = [where(text, needle.format(code)) for code in ("T1", "T4", "T3", "T2")]
        north, east, south, west = places
        assert north[0] < east[0] == west[0] < south[0]
        assert west[1] < north[1] < east[1]
        assert abs(north[1] - south[1]) <= 1
        lines = text.splitlines()
        for order, (row, col) in enumerate(places, start=1):
            # The order of play stands just left of the card, on the card's middle row.
            middle = row + 2 if size == LARGE else row
            left = lines[middle][:col].rstrip("▕│ ")
            assert left.endswith(str(order)), (order, lines[middle])


async def test_the_winning_mark_moves_to_a_higher_card_of_the_led_suit() -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        text = screen_text(app)
        assert "●T1 ▏☆" in text
        assert "☆ North winning so far" in text
        await type_plays(pilot, paper_plays()[1:2])
        text = screen_text(app)
        assert "●T4 ▏☆" in text and "●T1 ▏☆" not in text
        assert "☆ East winning so far" in text
        await type_plays(pilot, paper_plays()[2:4])  # complete: the winner's mark
        text = screen_text(app)
        assert "●T4 ▏★" in text and "☆" not in text
        assert "★ East wins" in text and "Next leader: East" in text


async def test_l_shows_the_previous_trick_after_the_next_lead() -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert "No trick has been completed yet" in screen_text(app)
        await type_plays(pilot, paper_plays()[:5])  # trick 1, then East leads Amber 2
        assert "●T1" not in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        text = screen_text(app)
        assert "Trick 1" in text and "●T1" in text and "●T4 ▏★" in text
        assert "★ East wins" in text and "Teal 4 — highest Teal" in text
        assert "l or Esc: back to the table" in text
        await pilot.press("l")
        await pilot.pause()
        assert "●T1" not in screen_text(app)
        await pilot.press("l", "escape")
        await pilot.pause()
        assert "●T1" not in screen_text(app)
        assert app.table.state.plays == tuple(paper_plays()[:5])


# -- a hand of 12 Sticheln cards -------------------------------------------------------


class HandApp(App[None]):
    """One 12-card Sticheln hand in the North place of the table's layout, side column and all."""

    CSS_PATH = Path(app_module.__file__).with_name("app.tcss")

    def __init__(self, seat: Seat = Seat.NORTH, *, lang: Lang = "en", seed: int = 7) -> None:
        super().__init__()
        self.deal = random_round(seed, 12)
        self.seat = seat
        self.words: Words = words_for(lang)
        self.glyphs = app_module.glyphs_for(lang, ascii_only=False)

    def compose(self) -> ComposeResult:
        seat = self.seat
        hand = self.deal.hands[seat]
        view = SeatView(seat=seat, held=hand, legal=None, leads=True, to_play=False)
        panel = SeatPanel(seat, hand, side=seat, words=self.words, glyphs=self.glyphs, view=view)
        with Horizontal(id="main"):
            with Vertical(id="table"):
                if seat in (Seat.EAST, Seat.WEST):
                    with Horizontal(id="middle"):
                        yield panel
                else:
                    yield panel
            yield Vertical(id="side")

    def on_mount(self) -> None:
        fit_cards(self, *self.size)

    def on_resize(self) -> None:
        fit_cards(self, *self.size)


class TableOfHands(App[None]):
    """All four 12-card hands open, laid out as the table lays out its panels."""

    CSS_PATH = HandApp.CSS_PATH

    def __init__(self, *, seed: int = 7) -> None:
        super().__init__()
        self.deal = random_round(seed, 12)
        self.glyphs = app_module.glyphs_for("en", ascii_only=False)

    def panel(self, seat: Seat) -> SeatPanel:
        hand = self.deal.hands[seat]
        view = SeatView(seat=seat, held=hand, legal=None, leads=False, to_play=False)
        return SeatPanel(
            seat, hand, side=seat, words=words_for("en"), glyphs=self.glyphs, view=view
        )

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            with Vertical(id="table"):
                yield self.panel(Seat.NORTH)
                with Horizontal(id="middle"):
                    yield self.panel(Seat.WEST)
                    yield Vertical(classes="trick")
                    yield self.panel(Seat.EAST)
                yield self.panel(Seat.SOUTH)
                yield Vertical(id="notice")
            yield Vertical(id="side")
        yield Static(" ", id="footer-row")

    def on_mount(self) -> None:
        fit_cards(self, *self.size)


def drawn(panel: SeatPanel) -> list[tuple[Card, Region]]:
    """Each card of the panel's hand (a joker may be there twice), with where it is drawn."""
    hand = panel.query_one(Hand)
    return [(card, place.translate(hand.region.offset)) for card, place in hand.places()]


def whole_inside(app: App[Any], panel: SeatPanel) -> list[tuple[Card, Region]]:
    """The panel's cards that are drawn whole, inside the panel's frame, its hand and the screen."""
    frame, hand = panel.content_region, panel.query_one(Hand).region
    return [
        (card, region)
        for card, region in drawn(panel)
        if frame.contains_region(region)
        and hand.contains_region(region)
        and app.screen.region.contains_region(region)
    ]


def chips_inside(app: App[Any]) -> list[tuple[Card, Region]]:
    """The one panel's cards drawn whole."""
    return whole_inside(app, app.query_one(SeatPanel))


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE])
async def test_a_click_finds_the_card_under_it_and_none_in_a_gap(size: tuple[int, int]) -> None:
    app = HandApp(Seat.NORTH)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        hand = app.query_one(Hand)
        places = hand.places()
        assert len(places) == 12
        for card, region in places:
            for x, y in (region.offset, region.bottom_right - (1, 1)):
                assert hand.card_at(x, y) == card
        step = places[1][1].x - places[0][1].x
        # Right of each card: the gap between cards (large cards), or the next card.
        for (card, region), (following, next_region) in pairwise(places):
            if next_region.y == region.y:
                expected = None if size == LARGE else following
                assert hand.card_at(region.right, region.y) == expected, card
            else:
                # Where a next card would be, past the row's end: no card, not the next row's first.
                assert hand.card_at(region.x + step, region.y) is None, card
        # Past the last card of a row, or below the last row: no card.
        last = places[-1][1]
        assert hand.card_at(last.right + 1, last.y) is None
        assert hand.card_at(0, last.bottom + 1) is None


def backgrounds(hand: Hand, region: Region) -> set[str | None]:
    """The background colours drawn in ``region`` of ``hand`` (relative to the widget)."""
    found: set[str | None] = set()
    for strip in hand.render_lines(Region(0, region.y, hand.size.width, region.height)):
        cells = [
            segment.style.bgcolor.get_truecolor().hex
            if segment.style and segment.style.bgcolor
            else None
            for segment in strip
            for _ in segment.text
        ]
        found.update(cells[region.x : region.right])
    return found


async def test_the_cursor_fills_one_card_and_only_the_first_of_two_owls() -> None:
    """Two Owls are one card to the rules: one cursor, on the first, as Enter plays one."""
    app = HandApp(Seat.NORTH)
    async with app.run_test(size=MEDIUM) as pilot:
        await pilot.pause()
        hand = app.query_one(Hand)
        owl, amber, teal = Card.parse("OWL"), Card.parse("A3"), Card.parse("T5")
        hand.show((amber, owl, teal, owl), (amber, owl), owl, shrink=False)
        await pilot.pause()
        # Shown by suit then rank, the jokers last: A3, T5, Owl, Owl.
        assert hand.cards == (amber, teal, owl, owl)
        regions = [region for _, region in hand.places()]
        filled = [backgrounds(hand, region) for region in regions]
        owl_colour = hand.get_component_styles("hand--cursor-owl").background.hex.lower()
        assert filled[2] == {owl_colour}
        assert owl_colour not in filled[0] | filled[1] | filled[3]
        assert filled[3] == filled[0]  # the second Owl is drawn as a legal card, unfilled
        assert ["hand--cursor" in hand.looks(place) for place in range(4)] == [
            False,
            False,
            True,
            False,
        ]


@pytest.mark.parametrize("seat", [Seat.NORTH, Seat.SOUTH])
async def test_a_hand_of_12_sticheln_cards_fits_at_80x24(seat: Seat) -> None:
    app = HandApp(seat)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.query_one("#side").region.width >= 28
        assert len(chips_inside(app)) == 12
        text = screen_text(app)  # type: ignore[arg-type]
        for card in app.deal.hands[seat]:
            assert card.code[:3] in text


@pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE])
async def test_four_open_hands_of_12_fit_around_the_table(size: tuple[int, int]) -> None:
    app = TableOfHands()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen.region
        for panel in app.query(SeatPanel):
            assert screen.contains_region(panel.region)
            assert len(whole_inside(app, panel)) == 12, panel.seat


@pytest.mark.parametrize("size", [MEDIUM, LARGE])
async def test_a_hand_of_12_uses_the_room_of_a_larger_window(size: tuple[int, int]) -> None:
    app = HandApp(Seat.NORTH)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        chips = chips_inside(app)
        assert len(chips) == 12
        # Taller cards, and at 200 columns the whole hand in one row.
        assert {region.height for _, region in chips} == {3 if size == MEDIUM else 5}
        if size == LARGE:
            assert len({region.y for _, region in chips}) == 1


@pytest.mark.parametrize("seat", [Seat.EAST, Seat.WEST])
async def test_a_side_hand_of_12_fits_at_120x40(seat: Seat) -> None:
    app = HandApp(seat)
    async with app.run_test(size=MEDIUM) as pilot:
        await pilot.pause()
        assert len(chips_inside(app)) == 12


async def test_the_card_size_changes_with_the_window() -> None:
    app = make_app()
    async with app.run_test(size=SMALL) as pilot:
        north = app.table.query_one("#seat-n", SeatPanel)
        trick = app.table.query_one(TrickSlot)

        def heights() -> set[int]:
            return {region.height for _, region in whole_inside(app, north)}

        assert heights() == {1} and trick.region.height == 1
        await pilot.resize_terminal(*MEDIUM)
        await pilot.pause()
        assert heights() == {3} and trick.region.height == 3
        await pilot.resize_terminal(*LARGE)
        await pilot.pause()
        assert heights() == {5} and trick.region.height == 7
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        assert heights() == {1} and trick.region.height == 1


@pytest.mark.parametrize(("start", "resized", "rows"), [(LARGE, SMALL, 1), (SMALL, LARGE, 5)])
async def test_a_window_resized_under_a_hand_off_sizes_the_cards_it_hands_on_to(
    start: tuple[int, int], resized: tuple[int, int], rows: int
) -> None:
    """The window changed while the hand-off covered the table: the hand shown after
    Enter is drawn at the new size, every card of it inside the window."""
    from match_support import hand_off_to, take_hand_off

    app = sticheln_app()
    async with app.run_test(size=start) as pilot:
        await take_hand_off(pilot)
        await bid_by_keys(pilot, 1)
        await hand_off_to(pilot, Seat.EAST)
        await pilot.resize_terminal(*resized)
        await pilot.pause()
        await take_hand_off(pilot)
        east = app.table.query_one("#seat-e", SeatPanel)
        cards = whole_inside(app, east)
        assert len(cards) == len(app.table.state.hand(Seat.EAST))
        assert {region.height for _, region in cards} == {rows}


# -- snapshots -------------------------------------------------------------------------


def live(lang: Lang = "en") -> FourLanternsApp:
    return FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for(lang))


class TestTrickSnapshots:
    """T2.3 (East led Amber 2, South Amber 1): cards before their seats, East winning so far."""

    @pytest.mark.parametrize("lang", ["en", "de"])
    @pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=["80x24", "120x40", "200x60"])
    def test_mid_trick(self, snap_compare: SnapCompare, lang: Lang, size: tuple[int, int]) -> None:
        assert snap_compare(live(lang), terminal_size=size, run_before=after(6))

    @pytest.mark.parametrize("lang", ["en", "de"])
    @pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=["80x24", "120x40"])
    def test_last_trick(self, snap_compare: SnapCompare, lang: Lang, size: tuple[int, int]) -> None:
        """l after T2.1: trick 1 again, East's Teal 4 marked, the reason and the next leader."""
        assert snap_compare(live(lang), terminal_size=size, run_before=after(5, "l"))


class TestHandSnapshots:
    """A 12-card Sticheln hand with Owls and Moles at each card size."""

    @pytest.mark.parametrize("size", [SMALL, MEDIUM, LARGE], ids=["80x24", "120x40", "200x60"])
    def test_sticheln_hand(self, snap_compare: SnapCompare, size: tuple[int, int]) -> None:
        assert snap_compare(HandApp(Seat.NORTH), terminal_size=size)

    @pytest.mark.parametrize("size", [SMALL, MEDIUM], ids=["80x24", "120x40"])
    def test_four_open_hands(self, snap_compare: SnapCompare, size: tuple[int, int]) -> None:
        """Four hands of 12 around the table; at 80×24 the side hands drop their marks."""
        assert snap_compare(TableOfHands(), terminal_size=size)


def test_plays_in_a_trick_are_the_engines() -> None:
    # The view keeps the engine's plays: nothing is worked out again for the screen.
    state = load_deal().new_game()
    state = state.play(paper_plays()[0].card)
    assert view_of(state, V0).trick.slots[0].play == Play(Seat.NORTH, Card.parse("T1"))


async def test_a_hand_played_down_in_a_large_window_keeps_no_empty_row_when_it_shrinks() -> None:
    """North's 5 cards left of 12, after the window went from 200×60 to 80×24: one row
    of cards (6 to a row there), no empty row under them, the played cards gone."""
    from match_support import match_app

    deal = random_round(7, 12)
    state = deal.new_game()
    for bid in (1, 1, 1, 1):
        state = state.bid(bid)
    while len(state.hand(Seat.NORTH)) > 5:
        state = state.play(state.legal_plays().cards[0])
    match = Match.of_deal(deal, hidden=False)
    app = match_app(match.with_state(state))
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(*SMALL)
        await pilot.pause()
        north = app.table.query_one("#seat-n", SeatPanel)
        cards = whole_inside(app, north)
        assert sorted((card for card, _ in cards), key=str) == sorted(
            state.hand(Seat.NORTH), key=str
        )
        assert len({region.y for _, region in cards}) == 1, cards
        # The hand is one row high: no empty row left under its cards.
        assert north.query_one(Hand).region.height == 1


async def test_a_led_joker_is_a_card_led_that_sets_no_suit() -> None:
    """The trick's first line: nothing led; a suit led; a Mole led, no suit yet."""
    from match_support import bid, choose, sticheln_app, sticheln_deal

    deal = sticheln_deal()
    plays = [play for row in deal.trace for play in row.plays]
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(120, 40)) as pilot:
        for tricks in (2, 2, 1, 0):
            await bid(pilot, tricks)
        led = app.table.query_one(".trick-led")
        assert led.text == "no card led yet"  # type: ignore[attr-defined]
        await choose(pilot, plays[0].card)
        assert led.text.startswith("led ")  # type: ignore[attr-defined]
        for play in plays[1:5]:
            await choose(pilot, play.card)
        assert plays[4].card == Card.parse("MOLE")  # trick 2 is led by a Mole
        assert led.text == "no suit led"  # type: ignore[attr-defined]


def _east_winning(rounds_before: int, seed: int = 11) -> Match:
    """A 4-round duel, open hands, in round ``rounds_before + 1`` with East winning a trick
    of two or three cards (every bid 0, the cards played by a fixed pick)."""
    match = Match.seeded("sticheln", seed, 4, hidden=False)
    for _ in range(rounds_before):
        state = match.state
        while not state.is_over:
            bids = state.legal_bids()
            state = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
        match = match.with_state(state).next_round()
    state = match.state
    while state.legal_bids():
        state = state.bid(state.legal_bids()[0])
    while True:
        winning = state.rules.winning(state.trick) if state.trick else None
        if winning is not None and winning.winner is Seat.EAST and 2 <= len(state.trick) < 4:
            return match.with_state(state)
        cards = state.legal_plays().cards
        state = state.play(cards[-1 if len(state.plays) % 3 else 0])


@pytest.mark.parametrize("rounds_before", [1, 3], ids=["one-column-sides", "two-column-sides"])
async def test_east_s_winning_mark_is_whole_in_a_narrow_trick_area(rounds_before: int) -> None:
    """At 80×24 the trick area narrows beside two columns of side cards: East's card keeps
    its ☆, the last column of its place, inside the area's frame."""
    match = _east_winning(rounds_before)
    deal = match.deal
    app = FourLanternsApp(deal, "test", V0, words=words_for("en", "sticheln"), match=match)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table_screen = table(app)
        slots = {slot.seat: slot for slot in table_screen.query(TrickSlot)}
        slot, west = slots[Seat.EAST], slots[Seat.WEST]
        area = table_screen.query_one("#trick").content_region
        assert area.x <= west.region.x and slot.region.right <= area.right, (slots, area)
        row = screen_text(app).splitlines()[slot.region.y]
        assert row[slot.region.x : slot.region.right].rstrip().endswith("☆"), row

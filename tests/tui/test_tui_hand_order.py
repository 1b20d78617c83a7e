"""Hands on screen are grouped by suit and ordered by rank; the arrows follow that order.

The engine deals and keeps its hands as dealt; only the table shows them
sorted: Amber, Teal, Moss, Violet, each from its lowest rank up, and
Sticheln's jokers last (Owl, then Mole). ← and → move the cursor through
the legal cards as they are shown, the first → to the first legal card on
screen and the first ← to the last.
"""

from __future__ import annotations

import re

import pytest
from match_support import match_app
from textual.pilot import Pilot
from tui_support import DEAL_NAME, load_deal, screen_text, settled
from tui_support import whole_cells as cells

from four_lanterns.engine import V0, Card, Seat
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.widgets.hand import Hand

SIZES = [(80, 24), (120, 40)]
CODE = re.compile(r"OWL|MOLE?|[ATMV]\d{1,2}")
"""A card's code on its face (the Mole's may be cut to ``MOL``)."""


def hand_of(app: FourLanternsApp, seat: Seat) -> Hand:
    return app.screen.query_one(f"#seat-{seat.code.lower()} Hand", Hand)


def codes_on_screen(app: FourLanternsApp, seat: Seat) -> list[str]:
    """The codes read off the screen at each place of ``seat``'s hand, in reading order."""
    hand = hand_of(app, seat)
    rows = screen_text(app).splitlines()
    origin = hand.content_region.offset
    codes = []
    for _, region in hand.places():
        box = region.translate(origin)
        face = " ".join(cells(rows[y], box.x, box.right) for y in range(box.y, box.bottom))
        found = CODE.search(face)
        assert found is not None, f"no card code drawn at {box}: {face!r}"
        codes.append("MOLE" if found.group() == "MOL" else found.group())
    return codes


def cursor_code(app: FourLanternsApp, seat: Seat) -> str | None:
    """The code on screen at the place drawn with the cursor, if a place is."""
    hand = hand_of(app, seat)
    marked = [place for place in range(len(hand.cards)) if "hand--cursor" in hand.looks(place)]
    if not marked:
        return None
    (place,) = marked
    return codes_on_screen(app, seat)[place]


def seeded_app(seed: int) -> FourLanternsApp:
    """``four-lanterns --seed <seed>``: a Four Lanterns match of one hand, North to lead."""
    return match_app(Match.seeded("four-lanterns", seed, 1), f"seed {seed}")


async def play_keys(pilot: Pilot[int], *keys: str) -> Card:
    """Press ``keys`` then Enter; the card just played."""
    app: FourLanternsApp = pilot.app  # type: ignore[assignment]
    plays = len(app.table.state.plays)
    await pilot.press(*keys, "enter")
    await pilot.pause()
    state = app.table.state
    assert len(state.plays) == plays + 1
    return state.plays[-1].card


@pytest.mark.parametrize("size", SIZES)
async def test_a_seeded_four_lanterns_hand_is_shown_by_suit_then_rank(
    size: tuple[int, int],
) -> None:
    """Seed 5 deals South A1 V4 M3 V3; the table shows A1 M3 V3 V4, and the deal is unchanged."""
    match = Match.seeded("four-lanterns", 5, 2)
    assert [card.code for card in match.state.hand(Seat.SOUTH)] == ["A1", "V4", "M3", "V3"]
    app = match_app(match, "seed 5")
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        assert codes_on_screen(app, Seat.SOUTH) == ["A1", "M3", "V3", "V4"]
        assert codes_on_screen(app, Seat.EAST) == ["A2", "T3", "T4", "M2"]
        assert [card.code for card in app.table.state.hand(Seat.SOUTH)] == [
            "A1",
            "V4",
            "M3",
            "V3",
        ]


@pytest.mark.parametrize("size", SIZES)
async def test_twelve_card_sticheln_hands_are_grouped_by_suit_with_the_jokers_last(
    size: tuple[int, int],
) -> None:
    """Twelve cards spread over rows: each suit in one run, ranks rising, Owl then Mole last."""
    deal = random_round(3, 12)
    app = match_app(Match.of_deal(deal, hidden=False), "seed 3")
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        assert codes_on_screen(app, Seat.WEST) == [
            *("A10", "A13", "T2", "T4", "T13", "M10"),
            *("V4", "V6", "V7", "V9", "OWL", "MOLE"),
        ]
        for seat in Seat:
            shown = [Card.parse(code) for code in codes_on_screen(app, seat)]
            assert shown == sorted(deal.hands[seat], key=lambda card: card.sort_key), seat


async def test_the_fixed_deal_looks_as_dealt() -> None:
    """The fixed deal's hands were dealt in suit order already: the table shows them so."""
    deal = load_deal()
    app = FourLanternsApp(deal, DEAL_NAME, V0, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        for seat in Seat:
            assert codes_on_screen(app, seat) == [card.code for card in deal.hands[seat]]


async def test_right_arrow_walks_the_legal_cards_in_the_order_shown() -> None:
    """Seed 7 deals North A4 V3 T4 M2, shown A4 T4 M2 V3: → goes A4, T4, M2, V3, A4."""
    app = seeded_app(7)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert codes_on_screen(app, Seat.NORTH) == ["A4", "T4", "M2", "V3"]
        seen = []
        for _ in range(5):
            await pilot.press("right")
            await pilot.pause()
            seen.append(cursor_code(app, Seat.NORTH))
        assert seen == ["A4", "T4", "M2", "V3", "A4"]


async def test_left_arrow_walks_the_legal_cards_backwards_in_the_order_shown() -> None:
    app = seeded_app(7)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        seen = []
        for _ in range(5):
            await pilot.press("left")
            await pilot.pause()
            seen.append(cursor_code(app, Seat.NORTH))
        assert seen == ["V3", "M2", "T4", "A4", "V3"]


@pytest.mark.parametrize(
    ("keys", "played"),
    [
        (("right",), "A4"),
        (("left",), "V3"),
        (("right", "right"), "T4"),
        (("left", "left"), "M2"),
    ],
)
async def test_the_first_arrow_starts_from_its_own_end(keys: tuple[str, ...], played: str) -> None:
    """With no card chosen yet, → + Enter plays the first legal card shown, ← + Enter the last."""
    app = seeded_app(7)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert await play_keys(pilot, *keys) == Card.parse(played)
        assert played not in codes_on_screen(app, Seat.NORTH)


async def test_first_left_arrow_on_the_fixed_deal_plays_the_rightmost_card() -> None:
    """The fixed deal at 80×24: ← then Enter plays North's V3, the last card shown."""
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert codes_on_screen(app, Seat.NORTH) == ["A4", "T1", "M2", "V3"]
        assert await play_keys(pilot, "left") == Card.parse("V3")


async def test_first_right_arrow_on_the_fixed_deal_plays_the_leftmost_card() -> None:
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert await play_keys(pilot, "right") == Card.parse("A4")

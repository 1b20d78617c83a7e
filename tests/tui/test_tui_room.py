"""Room for what a player must read: every card of a long hand, a long notice.

Each test asserts what a player sees (the screen as text): every card of
West's and East's 12-card hands and the whole trick in windows where three-row
cards would not fit them, and a long message in the notice bar with its frame.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from match_support import bid, choose, match_app
from test_tui_fit import LANGS, flat, panel_rows, review, rows, trick_said
from textual.pilot import Pilot
from tui_support import cells, settled

from four_lanterns.engine import Card, Deal, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.i18n import Lang
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.words import words_for

TWELVE = """
game = "sticheln"
dealer = "N"
turned = ["M10"]
[hands]
N = ["M3", "V9", "V7", "V11", "T10", "V1", "V5", "MOLE", "OWL", "M1", "A1", "V13"]
E = ["M4", "M12", "M11", "A9", "MOLE", "T12", "OWL", "A8", "V10", "V6", "T9", "M7"]
S = ["M6", "A3", "V2", "V4", "M2", "T8", "OWL", "MOLE", "A11", "A13", "V3", "M13"]
W = ["V12", "T1", "T4", "MOLE", "A12", "T5", "T11", "M9", "M8", "T2", "A4", "T6"]
"""
FIRST_TRICK = tuple(map(Card.parse, ("M3", "M4", "M6", "M9")))
BOTS = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "basic"))
# The corners a frame's bottom row ends in (rounded and heavy frames).
BOTTOM_CORNERS = ("╰", "┗", "+")


def shown_codes(app: FourLanternsApp, seat: Seat) -> list[str]:
    """The codes of the cards drawn in ``seat``'s panel, as the screen shows them."""
    hand = app.table.query_one(f"#seat-{seat.code.lower()}").query_one(Hand)
    text = "\n".join(panel_rows(app, f"#seat-{seat.code.lower()}"))
    missing = []
    for card, _ in hand.places():
        code = card.code[:3]  # a one-row card shows the Mole as MOL
        if not re.search(rf"(?<![A-Z0-9]){code}(?![0-9])", text):
            missing.append(card.code)
    return missing


def assert_notice_whole(app: FourLanternsApp, message: str) -> None:
    """``message`` read to its end in the notice bar, and the bar's bottom frame on screen
    above the footer (its corner where the bar starts)."""
    notice = app.table.query_one("#notice").region
    screen = rows(app)
    shown = "\n".join(screen)
    assert notice.bottom <= len(screen) - 1, (notice, shown)
    assert cells(screen[notice.bottom - 1], notice.x, notice.x + 1) in BOTTOM_CORNERS, shown
    said, wanted = flat(" ".join(panel_rows(app, "#notice"))), flat(message)
    if app.words.lang == "zh":  # Chinese wraps between characters: no space where it wraps
        said, wanted = said.replace(" ", ""), wanted.replace(" ", "")
    assert wanted in said, shown


@pytest.mark.parametrize(
    "size",
    [(100, 30), (110, 34), (120, 35), (140, 36), (160, 40), (120, 40), (180, 50), (200, 60)],
    ids=lambda size: f"{size[0]}x{size[1]}",
)
async def test_every_card_of_a_twelve_card_hand_and_the_whole_trick_are_in_sight(
    size: tuple[int, int],
) -> None:
    """Open Sticheln hands of 12: after the first trick West (to play) and East show
    every card they hold, and the trick says its winner, rule and next leader."""
    deal = Deal.from_toml(TWELVE, source="st12.toml")
    app = match_app(Match.of_deal(deal, hidden=False))
    async with app.run_test(size=size) as pilot:
        for _ in range(4):
            await bid(pilot, 3)
        for card in FIRST_TRICK:
            await choose(pilot, card)
        await settled(pilot)
        for seat in (Seat.WEST, Seat.EAST):
            assert shown_codes(app, seat) == [], (seat, app.classes, "\n".join(rows(app)))
        said = trick_said(app)
        assert said == ["led Moss ▲", "★ West wins", "Moss 9 — highest trump", "Next leader: West"]
        shown = flat(" ".join(panel_rows(app, "#trick")))
        for line in said:
            assert line in shown, (line, "\n".join(rows(app)))


async def play_round_one(pilot: Pilot[int]) -> None:
    """North (the person) bids 0 and plays the first legal card until the round is over;
    the bots play the rest. Esc on the round's result: the table again."""
    app = pilot.app
    assert isinstance(app, FourLanternsApp)
    for _ in range(500):
        await pilot.pause()
        state = app.table.state
        if state.is_over:
            break
        if not isinstance(app.screen, TableScreen):
            await pilot.press("enter")  # a hand-off
        elif state.turn.seat is Seat.NORTH:
            if state.phase is Phase.BIDDING:
                await pilot.press("0", "enter")
            else:
                await pilot.press(*state.legal_plays().cards[0].code.lower(), "enter")
    assert app.table.state.is_over
    await settled(pilot)
    await pilot.press("escape")
    await settled(pilot)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_long_notice_is_whole_with_its_frame_at_80x24(
    lang: Lang, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--game sticheln --seed 3 --bots E,S,W``, round 1 played, Esc, ``x``: the record's
    long message is read to its end, and the notice bar's bottom frame is on screen."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    match = Match.seeded("sticheln", 3, 4, hidden=True, bots=BOTS)
    deal = match.deal
    variant = next(iter(deal.rules.variants.values()))
    app = FourLanternsApp(
        deal,
        "--seed 3",
        variant,
        match=match,
        words=words_for(lang, "sticheln"),
        guard=0.0,
        bot_pace=0.0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await play_round_one(pilot)
        await pilot.press("x")
        await settled(pilot)
        assert list(tmp_path.glob("*.toml")), "no record written"
        message = app.table.query_one("#message", Line).text
        assert ".toml" in message, message
        assert_notice_whole(app, message)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_refused_step_id_in_review_is_whole_with_its_frame_at_80x24(lang: Lang) -> None:
    """``review``, End, ``g``, ``zz``, Enter: the refusal and the bar's bottom frame in sight."""
    app = review(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in (("end",), ("g",), ("z", "z", "enter")):
            await pilot.press(*keys)
            await settled(pilot)
        message = app.table.query_one("#message", Line).text
        assert "zz" in message, message
        assert_notice_whole(app, message)

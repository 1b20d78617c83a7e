"""Advice at the table: best play (b), the strong bot's hint (h), and the costly play after a hand.

Each test presses keys as a player does and reads the screen as text. The
figures must be those of ``four-lanterns analyze`` for the same position.
"""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys

import pytest
from match_support import (
    STICHELN_NAME,
    bid,
    match_app,
    sticheln_app,
    sticheln_deal,
    take_hand_off,
)
from textual.pilot import Pilot
from tui_support import DEAL_NAME, REPO, cells, load_deal, paper_plays, screen_text, type_plays

from four_lanterns.engine import V0, V1, Card, Play, ScoringVariant, Seat, Suit
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.advice import AdviceScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen, RoundOverScreen
from four_lanterns.tui.words import ENGLISH, words_for


def analyze(*args: str) -> dict[str, object]:
    """``four-lanterns analyze ARGS --format json``, run as a user runs it."""
    done = subprocess.run(
        [sys.executable, "-m", "four_lanterns", "analyze", *args, "--format", "json"],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
        timeout=120,
    )
    payload: dict[str, object] = json.loads(done.stdout)
    return payload


def flat(text: str) -> str:
    """The screen with the panel edges gone and every run of spaces as one."""
    return re.sub(r"\s+", " ", re.sub(r"[│┃]", " ", text)).strip()


def dialog_lines(app: FourLanternsApp, selector: str) -> list[str]:
    """The rows inside the dialog's frame, as the user reads them, one string a row."""
    region = app.screen.query_one(selector).region
    rows = screen_text(app).splitlines()[region.y + 1 : region.bottom - 1]
    return [flat(cells(row, region.x + 1, region.right - 1)) for row in rows]


def dialog_text(app: FourLanternsApp, selector: str) -> str:
    """The dialog's words run together: a sentence wrapped over two rows reads whole."""
    return " ".join(line for line in dialog_lines(app, selector) if line)


def live(variant: ScoringVariant, *, hidden: bool = False, lang: str = "en") -> FourLanternsApp:
    deal = load_deal()
    return FourLanternsApp(
        deal,
        DEAL_NAME,
        variant,
        words=words_for(lang),
        match=Match.of_deal(deal, hidden=hidden),
        guard=0.0,
        bot_pace=0.0,
    )


def card_rows(payload: dict[str, object]) -> list[str]:
    """How each card of ``analyze``'s JSON reads in the best-play panel: name, N/S, E/W."""
    cards = payload["cards"]
    assert isinstance(cards, list)
    return [f"{ENGLISH.card(Card.parse(c['card']))} {c['NS']} {c['EW']}" for c in cards]


# -- b: best play, Four Lanterns -------------------------------------------------


@pytest.mark.parametrize("variant", [V0, V1], ids=["v0", "v1"])
@pytest.mark.parametrize("cards", [0, 5, 9])
async def test_best_play_shows_the_numbers_of_analyze(variant: ScoringVariant, cards: int) -> None:
    plays = paper_plays()[:cards]
    expected = analyze(
        "--deal",
        "fixtures/deal_fixed.toml",
        "--variant",
        variant.code,
        *(("--plays", " ".join(play.code for play in plays)) if plays else ()),
    )
    app = live(variant)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, plays)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, AdviceScreen)
        shown = dialog_text(app, "#advice")
        lines = dialog_lines(app, "#advice")
        best = expected["best"]
        assert isinstance(best, dict)
        seat = ENGLISH.seat(Seat.parse(str(expected["to_play"])))
        assert (
            f"{seat} to play at {expected['step']}; with best play by both teams: "
            f"N/S {best['NS']} – E/W {best['EW']}"
        ) in shown
        for row in card_rows(expected):
            assert any(line.startswith(row) for line in lines), (row, lines)
        # b again (or Esc) closes it, and the table is as it was
        await pilot.press("b")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        assert len(app.table.state.plays) == cards


async def test_best_play_marks_the_best_cards() -> None:
    app = live(V1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        lines = dialog_lines(app, "#advice")
        # Under v1 Teal 1 and Violet 3 keep 3–2 for N/S; Amber 4 and Moss 2 give 2–3.
        rows = ["Card N/S E/W", "Amber 4 2 3", "Teal 1 3 2 best", "Moss 2 2 3", "Violet 3 3 2 best"]
        start = lines.index(rows[0])
        assert lines[start : start + 5] == rows, lines


async def test_best_play_follows_the_scoring_variant_in_force() -> None:
    app = live(V0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("p", "b")
        await pilot.pause()
        assert "Best play — v1 (last trick 2)" in screen_text(app)
        assert "Teal 1 3 2 best" in dialog_lines(app, "#advice")


async def test_best_play_with_hidden_hands_is_refused_and_shows_no_card() -> None:
    app = live(V0, hidden=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_hand_off(pilot)
        await pilot.press("b")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        notice = app.table.notice
        assert notice is not None
        assert notice.text == (
            "Best play needs every hand open: with hidden hands it would use cards "
            "North cannot see."
        )
        # Nothing in the refusal names a suit or a card.
        for suit in Suit:
            assert ENGLISH.suit(suit) not in notice.text
        assert not re.search(r"\b[ATMV][1-4]\b", notice.text)
        assert "Best play needs every hand open" in flat(screen_text(app))


async def test_best_play_when_the_hand_is_over_says_so() -> None:
    app = live(V0)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays())
        await pilot.press("escape", "b")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        assert "Nothing to decide" in flat(screen_text(app))


async def test_best_play_in_sticheln_points_to_the_hint() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        assert "Best play is solved for Four Lanterns only" in flat(screen_text(app))


async def test_b_and_h_type_into_a_code_being_typed() -> None:
    # A code owns every key until Enter or Esc, these two too.
    app = live(V0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t", "b", "h")
        await pilot.pause()
        assert app.table.typed == "tbh"
        assert not isinstance(app.screen, AdviceScreen)


# -- h: the strong bot's hint, Sticheln -------------------------------------------


def option_rows(payload: dict[str, object]) -> list[str]:
    options = payload["options"]
    assert isinstance(options, list)
    rows = []
    for option in options:
        move = ENGLISH.card(Card.parse(option["card"])) if "card" in option else str(option["bid"])
        rows.append(f"{move} {option['points']:.1f} {option['tricks']:.1f}")
    return rows


async def hint_text(pilot: Pilot[int]) -> str:
    await pilot.press("h")
    await pilot.pause()
    assert isinstance(pilot.app.screen, AdviceScreen)
    return dialog_text(pilot.app, "#advice")  # type: ignore[arg-type]


async def test_hint_for_the_first_bid_is_analyze_s() -> None:
    # No bids given: the round from its first bid, as the table deals it.
    expected = analyze("--deal", "fixtures/sticheln_fixed.toml", "--bids", "")
    app = sticheln_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await take_hand_off(pilot)
        shown = await hint_text(pilot)
        assert f"North to bid at B1; the strong bot suggests {expected['suggestion']}" in shown
        for row in option_rows(expected):
            assert row in shown, (row, shown)
        assert "(seed 0)" in shown


async def test_hint_for_a_card_is_analyze_s() -> None:
    expected = analyze(
        "--deal", "fixtures/sticheln_fixed.toml", "--bids", "N:2 E:2 S:1 W:0", "--plays", "N:A10"
    )
    deal = sticheln_deal()
    app = sticheln_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for tricks in (2, 2, 1, 0):
            await bid(pilot, tricks)
        await take_hand_off(pilot)
        await type_plays(pilot, [Play(Seat.NORTH, Card.parse("A10"))])
        await take_hand_off(pilot)
        assert app.table.shown == frozenset({Seat.EAST})
        shown = await hint_text(pilot)
        suggestion = ENGLISH.card(Card.parse(str(expected["suggestion"])))
        assert f"East to play at T1.2; the strong bot suggests {suggestion}" in shown
        for row in option_rows(expected):
            assert row in shown, (row, shown)
        # In the order of East's hand on screen (A2 A3 ... OWL MOLE), not as dealt (OWL MOLE A2 ...).
        names = [ENGLISH.card(Card.parse(code)) for code in ("A2", "A3", "OWL", "MOLE")]
        assert [shown.index(f"{name} ") for name in names] == sorted(
            shown.index(f"{name} ") for name in names
        ), shown
        assert f"{suggestion} " in shown and "suggested" in shown
        # the hint names no card of another hand
        for seat in (Seat.NORTH, Seat.SOUTH, Seat.WEST):
            for card in app.table.state.hand(seat):
                if card.joker is None and card not in deal.hands[Seat.EAST]:
                    assert f" {ENGLISH.card(card)} " not in f" {shown} ", card


async def test_no_hint_on_the_hand_off_screen() -> None:
    app = sticheln_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert "Hint" not in screen_text(app)


async def test_no_hint_for_a_seat_whose_cards_are_face_down() -> None:
    app = sticheln_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await take_hand_off(pilot)
        # East's cards face up while North is to bid: the hint would be for the wrong person.
        app.table.shown = frozenset({Seat.EAST})
        await pilot.press("h")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        assert "The hint is for the seat to act, once its cards are face up." in flat(
            screen_text(app)
        )


async def test_hint_in_four_lanterns_points_to_best_play() -> None:
    app = live(V0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        assert not isinstance(app.screen, AdviceScreen)
        assert "The hint is for Sticheln; b shows best play for every card." in flat(
            screen_text(app)
        )


async def test_hint_in_four_lanterns_with_hidden_hands_points_to_no_refused_key() -> None:
    app = live(V0, hidden=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_hand_off(pilot)
        await pilot.press("h")
        await pilot.pause()
        text = flat(screen_text(app))
        assert "The hint is for Sticheln. Best play (b) needs every hand open." in text
        assert "b shows best play" not in text


# -- after a hand: the first costly play -------------------------------------------


async def round_over_text(app: FourLanternsApp, plays: list[Play]) -> str:
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, plays)
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        return dialog_text(app, "#round-over")


async def test_the_result_names_the_first_costly_play_of_the_paper_trace() -> None:
    shown = await round_over_text(live(V0), paper_plays())
    assert "Under v0, every play kept the best result." in shown
    assert (
        "T3.1: North's Moss 2 gave away a point under v1; Violet 3 kept N/S 3 – E/W 2."
    ) in shown


async def test_the_result_names_a_losing_first_lead() -> None:
    # North leads Amber 4: every trick then goes to the holder of its 4, and
    # N/S must lead Teal or Violet (E/W's suits) for the last trick under v1.
    line = "N:A4 E:A2 S:A1 W:A3 N:T1 E:T4 S:T3 W:T2 E:M1 S:M4 W:M3 N:M2 S:V2 W:V4 N:V3 E:V1"
    plays = [Play.parse(code) for code in line.split()]
    shown = await round_over_text(live(V1), plays)
    assert "T1.1: North's Amber 4 gave away a point under v1; Teal 1 kept N/S 3 – E/W 2." in shown
    assert "Under v0, every play kept the best result." in shown


async def test_the_costly_play_in_german() -> None:
    shown = await round_over_text(live(V0, lang="de"), paper_plays())
    assert "T3.1: Moos 2 von Nord gab unter v1 einen Punkt ab; Violett 3 hielt N/S 3 – O/W 2." in (
        shown
    )


async def test_a_sticheln_round_has_no_costly_play_line() -> None:
    app = match_app(Match.of_deal(sticheln_deal(), hidden=False))
    async with app.run_test(size=(80, 24)) as pilot:
        for tricks in (2, 2, 1, 0):
            await bid(pilot, tricks)
        plays = [play for row in sticheln_deal().trace for play in row.plays]
        await type_plays(pilot, plays)
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        assert not app.screen.query("#round-costly")


async def test_the_hint_is_the_same_whatever_the_unseen_hands_hold() -> None:
    """North's hint at B1 reads North's view only: swap East's and West's hands, same hint."""
    deal = sticheln_deal()
    hands = dict(deal.hands)
    hands[Seat.EAST], hands[Seat.WEST] = hands[Seat.WEST], hands[Seat.EAST]
    swapped = dataclasses.replace(deal, hands=hands, trace=(), bids=None)
    hints = []
    for dealt in (dataclasses.replace(deal, trace=(), bids=None), swapped):
        app = match_app(Match.of_deal(dealt, hidden=True), STICHELN_NAME)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await take_hand_off(pilot)
            hints.append(await hint_text(pilot))
    assert hints[0] == hints[1]
    assert "North to bid at B1" in hints[0]


# -- nothing cut off at 80×24, in every language -----------------------------------


def squeezed(text: str) -> str:
    """``text`` without spaces: a wrapped line reads the same in any language."""
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_advice_and_the_costly_play_are_whole_at_80x24(lang: str) -> None:
    words = words_for(lang)
    w = words.catalogue
    app = live(V1, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        shown = squeezed(dialog_text(app, "#advice"))
        assert squeezed(w("analysis.note")) in shown
        assert squeezed(words.card(Card.parse("V3"))) in shown
        await pilot.press("escape")
        await type_plays(pilot, paper_plays())
        await pilot.pause()
        shown = squeezed(dialog_text(app, "#round-over"))
        assert squeezed(w("analysis.all_kept", variant="v0")) in shown
        assert squeezed(w("match.over_keys_hand")) in shown
    deal = sticheln_deal()
    app = FourLanternsApp(
        deal,
        STICHELN_NAME,
        next(iter(deal.rules.variants.values())),
        words=words,
        match=Match.of_deal(deal, hidden=True),
        guard=0.0,
        bot_pace=0.0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await take_hand_off(pilot)
        shown = squeezed(await hint_text(pilot))
        sticheln = words_for(lang, "sticheln").catalogue
        assert squeezed(sticheln("suggest.note", seat=words.seat(Seat.NORTH), seed=0)) in shown

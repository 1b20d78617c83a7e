"""Pilot tests of the card table: what four players see and can do on one keyboard."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from textual import events
from tui_support import (
    DEAL_NAME,
    load_deal,
    make_app,
    paper_plays,
    place,
    screen_text,
    settled,
    shown,
    type_plays,
)

from four_lanterns.engine import V0, V1, Card, IllegalPlay, Play, Seat
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.screens.match_screens import RoundOverScreen
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.history import HistoryPanel
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.widgets.trick import TrickArea, TrickSlot
from four_lanterns.tui.words import words_for
from four_lanterns.words import render as _render

SIZE = (120, 40)


def table(app: object) -> TableScreen:
    screen = app.table  # type: ignore[attr-defined]
    assert isinstance(screen, TableScreen)
    return screen


def hand_shown(app: object, seat: Seat) -> list[str]:
    """The card codes a seat panel shows, in order."""
    panel = table(app).query_one(f"#seat-{seat.code.lower()}", SeatPanel)
    return [card.code for card in panel.query_one(Hand).cards]


def trick_text(app: object) -> str:
    """The text of the trick area, top to bottom."""
    area = table(app).query_one(TrickArea)
    labels = [line.text for line in area.query(Line)]
    places = [str(slot.render()) for slot in area.query(TrickSlot)]
    return "\n".join(labels + places)


def message(app: object) -> str:
    return table(app).query_one("#message", Line).text


def status_scores(text: str) -> tuple[str, str]:
    """The v0 and v1 scores in the status panel: ``0–1`` during play, totals at the end."""
    found = []
    for code in ("v0", "v1"):
        match = re.search(rf"{code} (?:N/S )?(\d)(?:–|\s+E/W )(\d)", text)
        assert match, text
        found.append(f"{match.group(1)}–{match.group(2)}")
    return found[0], found[1]


# -- the paper trace -----------------------------------------------------------


async def test_paper_trace_shows_winner_score_and_next_leader_after_every_trick() -> None:
    """After each trick the screen names the paper's winner, score and next leader."""
    deal = load_deal()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        for row in deal.trace:
            await type_plays(pilot, row.plays)
            text = screen_text(app)
            winner = row.winner.word
            score_v0, score_v1 = row.scores["v0"], row.scores["v1"]
            assert f"{winner} wins" in trick_text(app)
            assert f"T{row.number} {winner} wins · {score_v0}" in text
            assert status_scores(text) == (str(score_v0), str(score_v1))
            for play in row.plays:  # all four cards still visible in the trick area
                assert play.card.code in trick_text(app)
            if row.next_leader is None:
                assert "Hand over" in trick_text(app)
            else:
                assert f"Next leader: {row.next_leader.word}" in trick_text(app)
                assert re.search(rf"Next lead\s+{row.next_leader.word}", text)
        text = screen_text(app)
        assert "v0: N/S 2 – E/W 2, draw" in text
        assert "v1: N/S 2 – E/W 3, E/W win" in text
        assert "3–2" not in message(app)  # the score only in N/S–E/W order, as in the status


async def test_completed_trick_stays_until_the_next_leader_plays() -> None:
    """The fourth card leaves the trick on show; the next lead starts a fresh one."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:4])
        shown = trick_text(app)
        assert all(code in shown for code in ("T1", "T4", "T3", "T2"))
        assert "East wins" in shown
        assert "Teal 4 — highest Teal" in shown
        assert "Next leader: East" in shown
        await type_plays(pilot, paper_plays()[4:5])
        shown = trick_text(app)
        assert "A2" in shown
        assert "T4" not in shown and "wins" not in shown
        assert "T1 East wins · 0–1" in screen_text(app)  # now only in the history


async def test_history_keeps_the_current_trick_in_sight_at_80x24() -> None:
    """In the smallest terminal the history still shows the latest plays (in the short
    form: some "North plays Violet 4" would not fit 80 columns)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays()[:10])
        text = screen_text(app)
        assert "T3.1 North: Moss 2" in text
        assert "T3.2 East: Moss 1" in text


# -- illegal plays -------------------------------------------------------------


async def test_illegal_follow_is_refused_with_bell_and_explanation(bells: list[None]) -> None:
    """South holds Amber at T2.2 and may not play Moss 4: nothing changes, the rule is shown."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        before = table(app).state
        south = hand_shown(app, Seat.SOUTH)
        await pilot.press("m", "4", "enter")
        expected = "South holds Amber 1, so South must follow Amber; Moss 4 is not allowed."
        assert bells == [None]
        assert table(app).state is before
        assert hand_shown(app, Seat.SOUTH) == south
        assert expected in screen_text(app)
        assert "T2.2" not in table(app).query_one(HistoryPanel).text
        # Typing the next code leaves the explanation readable ...
        await pilot.press("a")
        assert expected in screen_text(app)
        # ... and the next action clears it.
        await pilot.press("escape")
        assert expected not in screen_text(app)


async def test_explanation_matches_the_engine_message() -> None:
    """The table's sentence for a refusal is the engine's own."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        state = table(app).state
        with pytest.raises(IllegalPlay) as refused:
            state.play(Card.parse("A2"))
        await pilot.press("a", "2", "enter")
        assert message(app) == refused.value.args[0]


@pytest.mark.parametrize(
    ("keys", "expected"),
    [
        (["t", "1", "enter"], "East does not hold Teal 1: it was played at T1.1."),
        (["a", "4", "enter"], "East does not hold Amber 4; North holds it."),
        (["t", "9", "enter"], "East does not hold T9: there is no such card in the deck."),
        (["4", "enter"], "'4' is not a card code"),
        # A seat typed with no card: the whole code is named, not an empty one.
        (["e", ":", "enter"], "'e:' is not a card code: type a suit letter"),
    ],
)
async def test_cards_not_held_are_refused(
    bells: list[None], keys: list[str], expected: str
) -> None:
    """A card the seat does not hold, or a bad code, is refused and explained."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        before = table(app).state
        await pilot.press(*keys)
        assert bells == [None]
        assert table(app).state is before
        assert expected in message(app)


async def test_clicking_another_seats_card_is_refused(bells: list[None]) -> None:
    """A click on North's card while East is to play says whose turn it is."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        before = table(app).state
        north = table(app).query_one("#seat-n", SeatPanel)
        hand = north.query_one(Hand)
        assert await pilot.click(hand, offset=place(hand, Card.parse("A4")))
        await settled(pilot)
        assert bells == [None]
        assert table(app).state is before
        assert "It is East's turn at T1.2, not North's" in message(app)


# -- ways to play a card ------------------------------------------------------


async def test_clicking_a_legal_card_plays_it() -> None:
    """A mouse click on a legal card of the seat to play plays it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        north = table(app).query_one("#seat-n", SeatPanel)
        hand = north.query_one(Hand)
        assert await pilot.click(hand, offset=place(hand, Card.parse("T1")))
        await pilot.pause()
        assert "T1.1 North plays Teal 1" in screen_text(app)
        assert "T1" not in hand_shown(app, Seat.NORTH)


def mouse(kind: type[events.MouseDown | events.MouseUp], hand: Hand, card: Card) -> events.Event:
    """A press or a release over ``card``, as the terminal sends it (the app makes the click)."""
    x, y = hand.region.offset + place(hand, card)
    return kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)


async def test_a_press_on_one_card_and_release_on_another_plays_neither() -> None:
    """A slip of the mouse from one card to the next is no click on either."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        hand = table(app).query_one("#seat-n", SeatPanel).query_one(Hand)
        before = table(app).state
        first, second = (Card.parse(code) for code in ("T1", "A4"))
        app.post_message(mouse(events.MouseDown, hand, first))
        app.post_message(mouse(events.MouseUp, hand, second))
        await settled(pilot)
        assert table(app).state is before
        assert {"T1", "A4"} <= set(hand_shown(app, Seat.NORTH))
        # The same press and release on one card is a click, and plays it. Had
        # the slip played Amber 4 late, North would no longer be to play here.
        app.post_message(mouse(events.MouseDown, hand, first))
        app.post_message(mouse(events.MouseUp, hand, first))
        await shown(pilot, "T1.1 North plays Teal 1")
        assert [play.card for play in table(app).state.plays] == [first]
        assert "A4" in hand_shown(app, Seat.NORTH)


async def test_a_double_click_plays_one_card_and_rings_no_bell(bells: list[None]) -> None:
    """The second click of a double click lands on the card that slid into place: ignored."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        hand = table(app).query_one("#seat-n", SeatPanel).query_one(Hand)
        first = Card.parse("T1")
        assert await pilot.click(hand, offset=place(hand, first), times=2)
        await shown(pilot, "T1.1 North plays Teal 1")
        await settled(pilot)
        assert [play.card for play in table(app).state.plays] == [first]
        assert bells == []
        assert "not North's" not in message(app)


async def test_codes_are_case_insensitive() -> None:
    """Typing T1 with the shift key plays Teal 1 like t1."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("T", "1", "enter")
        assert "T1.1 North plays Teal 1" in screen_text(app)


async def test_backspace_corrects_a_typed_code() -> None:
    """A typo can be erased before Enter."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "2", "backspace", "1")
        assert "Code: t1_" in screen_text(app)
        await pilot.press("enter")
        assert "T1.1 North plays Teal 1" in screen_text(app)


async def test_cursor_lands_only_on_legal_cards() -> None:
    """Arrows and Tab visit exactly the legal cards of the seat to play, then Enter plays."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:5])  # T2.2: South must follow Amber
        screen = table(app)
        visited = set()
        for key in ["right", "tab", "left", "down", "shift+tab", "up", "right"]:
            await pilot.press(key)
            visited.add(screen.cursor)
            cursors = [
                card
                for hand in screen.query(Hand)
                for place, card in enumerate(hand.cards)
                if "hand--cursor" in hand.looks(place)
            ]
            assert cursors == [screen.cursor]
        assert visited == {Card.parse("A1")}
        await pilot.press("enter")
        assert "T2.2 South plays Amber 1" in screen_text(app)
        # At a lead every card left in the hand is reachable.
        await type_plays(pilot, paper_plays()[6:8])
        visited = set()
        for _ in range(4):
            await pilot.press("right")
            visited.add(screen.cursor)
        assert visited == {Card.parse("M2"), Card.parse("V3")}  # North's cards left
        await pilot.press("space")
        assert "T3.1 North plays" in screen_text(app)


async def test_legal_cards_highlighted_and_others_dimmed() -> None:
    """Only the seat to play has highlighted and dimmed cards; why is one key away."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        south = table(app).query_one("#seat-s", SeatPanel)
        hand = south.query_one(Hand)
        legal = [card.code for at, card in enumerate(hand.cards) if "hand--legal" in hand.looks(at)]
        dimmed = [
            card.code for at, card in enumerate(hand.cards) if "hand--dimmed" in hand.looks(at)
        ]
        assert legal == ["A1"]
        assert dimmed == ["M4", "V2"]
        marked = [
            panel
            for panel in table(app).query(SeatPanel)
            for at in range(len(panel.query_one(Hand).cards))
            if len(panel.query_one(Hand).looks(at)) > 1
        ]
        assert set(marked) == {south}
        await pilot.press("y")
        assert message(app) == (
            "Amber was led and South holds Amber, so South must follow Amber. "
            "Dimmed: Moss 4 and Violet 2."
        )


def test_why_lists_the_dimmed_cards_as_the_hand_shows_them() -> None:
    """A hand dealt out of order (East: V1 M1 T4 A2) is listed by suit and rank."""
    deal = load_deal()
    reordered = {seat: tuple(reversed(cards)) for seat, cards in deal.hands.items()}
    state = dataclasses.replace(deal, hands=reordered).new_game().play_code("N:T1")
    assert words_for("en").why(state).endswith("Dimmed: Amber 2, Moss 1 and Violet 1.")


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_why_with_nothing_dimmed_says_so(lang: Lang) -> None:
    """y at a lead: no card is dimmed, and the sentence says so, as it lists the dimmed ones
    when there are some ("Every card of West is legal" read as if a rule were broken)."""
    words = words_for(lang)
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        seat = words.seat(Seat.NORTH)
        tail = words.catalogue("table.why_all_legal", explanation="", seat=seat).strip()
        assert message(app).endswith(tail), message(app)
        if lang == "en":
            assert tail == "Dimmed: none; every card of North may be played."


async def test_seat_marks_show_leader_and_turn() -> None:
    """The leader's panel and the seat to play's panel say so."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:5])
        east = table(app).query_one("#seat-e", SeatPanel)
        south = table(app).query_one("#seat-s", SeatPanel)
        assert east.query_one(".mark-leader", Line).text == "★ leads"
        assert east.query_one(".mark-turn", Line).text == ""
        assert south.query_one(".mark-turn", Line).text == "▶ to play"
        assert south.has_class("-turn") and not east.has_class("-turn")


# -- undo, restart, scoring ---------------------------------------------------


async def test_undo_takes_back_the_last_card() -> None:
    """u returns the card to its hand and the turn to its seat, across a trick's end."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        assert "Nothing to undo" in message(app)
        await type_plays(pilot, paper_plays()[:4])
        await pilot.press("u")
        assert hand_shown(app, Seat.WEST) == ["A3", "T2", "M3", "V4"]
        assert "Took back T1.4: West Teal 2." in message(app)
        history = table(app).query_one(HistoryPanel).text
        assert "T1.3 South plays Teal 3" in history and "T1.4" not in history
        assert "wins" not in trick_text(app)
        assert "West to play at T1.4" in screen_text(app)
        await pilot.press("u", "u", "u")
        assert table(app).state == load_deal().new_game()


async def test_restart_after_a_full_hand_restores_the_deal() -> None:
    """r asks first; y deals exactly the same hands with North to lead."""
    deal = load_deal()
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays())
        await pilot.press("r")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Restart the hand?" in screen_text(app)
        await pilot.press("n")
        assert table(app).state.is_over
        await pilot.press("r", "y")
        shown: object = app.screen  # the confirm dialog has closed
        assert shown is table(app)
        for seat in Seat:
            assert hand_shown(app, seat) == [card.code for card in deal.hands[seat]]
        text = screen_text(app)
        assert "North to play at T1.1" in text
        assert "No card played yet." in text
        assert status_scores(text) == ("0–0", "0–0")


async def test_restart_before_any_card_does_not_ask() -> None:
    """With nothing played, restart needs no question."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        assert app.screen is table(app)
        assert "Restarted: the same hands, North leads." in message(app)


async def test_variant_switch_rescores_the_same_plays() -> None:
    """s at the end moves between v0 (draw 2–2) and v1 (E/W win 3–2); no play changes."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays())
        # The hand's result stays up until the players choose; Esc looks at the table.
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("escape")
        plays = table(app).state.plays
        text = screen_text(app)
        assert "Result N/S–E/W" in text  # the heading names the teams, N/S first
        assert re.search(r"▸v0 2–2\s+draw", text)
        assert re.search(r" v1 2–3\s+E/W win", text)
        await pilot.press("p")
        text = screen_text(app)
        assert re.search(r"▸v1 2–3\s+E/W win", text)
        assert re.search(r" v0 2–2\s+draw", text)
        assert "Scoring now v1 (last trick 2)" in text
        assert table(app).state.plays == plays
        await pilot.press("p")
        assert "▸v0 2–2" in screen_text(app)


async def test_active_variant_from_the_command_line() -> None:
    """--variant v1 makes v1 the active score, v0 beside it."""
    app = make_app(V1)
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:4])
        assert "▸v1 0–1 │  v0 0–1" in screen_text(app)


# -- help, quit, size ----------------------------------------------------------


async def test_help_lists_the_rules_and_every_key() -> None:
    """? opens the help with each key; Esc closes it."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "highest card of the led suit wins" in text
        for key in ("a t m v 1–4", "n: e: s: w:", "Enter Space", "Backspace Esc", "click"):
            assert key in text
        for line in (
            "undo the last card",
            "redo the card last undone",
            "switch scoring v0 / v1",
            "quit (asks first",
        ):
            assert line in text
        await pilot.press("escape")
        shown: object = app.screen  # the help has closed
        assert shown is table(app)


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
async def test_footer_shows_every_command_uncut_at_80_columns(lang: Lang, ascii_only: bool) -> None:
    """Every command key is named in the footer, in the table's language, and nothing is cut."""
    words = words_for(lang)
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words, ascii_only=ascii_only)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = [line for line in screen_text(app).splitlines() if line.strip()][-1].rstrip()
        for key, label in (
            ("y", words.key_why),
            ("u", words.key_undo),
            ("U", words.key_redo),
            ("r", words.key_restart),
            ("p", words.key_scoring),
            ("?", words.key_help),
        ):
            assert f"{key} {label}" in footer
        assert footer.endswith(f"q {words.key_quit}")


async def test_no_command_key_can_start_a_code() -> None:
    """Suit, rank, seat and joker letters type a code; every command key is another key."""
    app = make_app()
    async with app.run_test(size=SIZE):
        bindings = table(app).active_bindings
        for key in "atmvneswoATMVNESWO0123456789":
            assert bindings[key].binding.action == f"type({key!r})"
        commands = {"y": "why", "u": "undo", "U": "redo", "r": "restart", "p": "switch_variant"}
        commands |= {"c": "details", "x": "export", "question_mark": "help", "q": "quit"}
        commands |= {"l": "last_trick", "g": "new_game", "b": "best_play", "h": "hint"}
        for key, action in commands.items():
            assert bindings[key].binding.action == action
        assert "d" not in bindings  # left for another key of the table


# -- typed codes and commands ---------------------------------------------------------


async def test_a_seat_and_code_as_the_rules_write_it_plays_that_card() -> None:
    """n:t1 Enter plays North's Teal 1 on the fixed deal."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"n:t1")
        assert "Code: n:t1_" in screen_text(app)
        await pilot.press("enter")
        assert table(app).state.plays == (Play.parse("N:T1"),)
        assert "T1.1 North plays Teal 1" in screen_text(app)
        assert message(app) == ""


async def test_a_seat_out_of_turn_is_refused_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bells: list[None]
) -> None:
    """e:t4 while North is to play names the turn rule; the e types, it writes no report."""
    monkeypatch.chdir(tmp_path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"e:t4", "enter")
        assert table(app).state.plays == ()
        assert bells == [None]
        with pytest.raises(IllegalPlay) as refused:
            load_deal().new_game().play_code("E:T4")
        assert message(app) == _render.refusal(refused.value, Catalogue("en"))
        assert "North" in message(app) and "East" in message(app)
        assert "Report written" not in screen_text(app)
    assert list(tmp_path.iterdir()) == []


async def test_a_key_that_cannot_be_a_code_is_refused_as_a_bad_code(bells: list[None]) -> None:
    """t x 9 Enter: the x is part of the code, and the whole code is refused."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "x", "9", "enter")
        assert table(app).state.plays == ()
        assert message(app).startswith("'tx9' is not a card code")
        assert bells == [None]


async def test_x9_exports_then_refuses_the_code_9(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bells: list[None]
) -> None:
    """x starts no code: it writes the record and report and says so; 9 Enter is a bad code."""
    monkeypatch.chdir(tmp_path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x")
        assert message(app) == (
            "Record and report written: four-lanterns-record-deal_fixed.toml,"
            " four-lanterns-report-deal_fixed-v0.md"
        )
        await pilot.press("9", "enter")
        assert message(app).startswith("'9' is not a card code")
        assert bells == [None]
        assert table(app).state.plays == ()
    assert len(list(tmp_path.glob("four-lanterns-report-*.md"))) == 1


async def test_every_key_belongs_to_a_code_being_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once a code is typed, command letters (s, p, x, y, u, r, q, ?) type into it."""
    monkeypatch.chdir(tmp_path)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert table(app).typed == "s"
        assert table(app).variant.code == "v0"
        await pilot.press("escape", "t", *"pxyurq", "question_mark")
        assert table(app).typed == "tpxyurq?"[-7:]  # the buffer keeps the last seven
        assert app.is_running and app.screen is table(app)
        assert table(app).variant.code == "v0"
        assert message(app) == ""
        await pilot.press("escape", "n", "U", "colon", "m", "O", "l", "E")
        assert table(app).typed == "nU:mOlE"
        await pilot.press("backspace")
        assert table(app).typed == "nU:mOl"
    assert list(tmp_path.iterdir()) == []


async def test_commands_are_greyed_in_the_footer_while_a_code_is_typed() -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        assert table(app).active_bindings["u"].enabled
        await pilot.press("t")
        assert not table(app).active_bindings["u"].enabled
        await pilot.press("escape")
        assert table(app).active_bindings["u"].enabled


async def test_redo_plays_again_what_undo_took_back() -> None:
    """U after u plays the same card again; a new card clears what could be redone."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:3])
        played = table(app).state.plays
        await pilot.press("u", "u")
        assert table(app).state.plays == played[:1]
        await pilot.press("U")
        assert table(app).state.plays == played[:2]
        assert message(app) == "Played T1.2 again: East Teal 4."
        await pilot.press("U")
        assert table(app).state.plays == played
        await pilot.press("U")
        assert message(app).startswith("Nothing to redo")
        await pilot.press("u")
        await type_plays(pilot, [paper_plays()[2]])  # a new move: nothing left to redo
        await pilot.press("U")
        assert message(app).startswith("Nothing to redo")
        assert table(app).state.plays == played


async def test_quit_mid_hand_asks_first() -> None:
    """q or ctrl+c in the middle of a hand asks; n keeps playing, y quits with code 0."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:3])
        await pilot.press("q")
        assert "Quit in the middle of the hand?" in screen_text(app)
        await pilot.press("n")
        assert app.is_running and app.screen is table(app)
        await pilot.press("ctrl+c")  # the same question, not a copy or a hint
        assert "Quit in the middle of the hand?" in screen_text(app)
        await pilot.press("y")
    assert app.return_code == 0


@pytest.mark.parametrize("played", [0, 16])
async def test_quit_without_a_hand_in_progress_does_not_ask(played: int) -> None:
    """Before the first card and after the last, q quits at once."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:played])
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
    assert app.return_code == 0


async def test_too_small_terminal_says_so_and_recovers() -> None:
    """Below 80×24 the size needed is shown; a resize brings the table back as it was."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        text = screen_text(app)
        assert "Terminal too small: 60×20" in text
        assert "at least 80×24" in text
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert app.screen is table(app)
        await type_plays(pilot, paper_plays()[:2])
        await pilot.resize_terminal(79, 40)
        await pilot.pause()
        assert "Terminal too small: 79×40" in screen_text(app)
        await pilot.press("t", "3", "enter")  # the table is covered: no play goes through
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert app.screen is table(app)
        assert len(table(app).state.plays) == 2
        assert "South to play at T1.3" in screen_text(app)


async def test_ascii_shows_letters_only() -> None:
    """--ascii draws no suit shapes; the default draws one beside every card."""
    shapes = set("◆●▲■")
    plain = make_app(ascii_only=True)
    async with plain.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:2])
        text = screen_text(plain)
        assert not shapes & set(text)
        assert "T1" in text and "A4" in text
        await type_plays(pilot, paper_plays()[2:5])  # a scored trick: a score on screen
        text = screen_text(plain)
        assert "0-1" in text
        assert [ch for ch in text if not ch.isascii()] == []
    fancy = make_app()
    async with fancy.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:2])
        text = screen_text(fancy)
        # Each card drawn as a small card: its frame, shape and code.
        for card in ("◆A4", "●T2", "▲M3", "■V4"):
            assert f"▕{card} ▏" in text or f"│{card}  │" in text, card


async def test_unexpected_error_closes_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug inside the table exits with code 1 and a one-line message, no traceback."""

    def broken(self: TableScreen) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(TableScreen, "action_why", broken)
    app = make_app()

    async def press_why() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("y")
            await pilot.pause()

    one_line = r"^four-lanterns: unexpected error \(RuntimeError: boom\); the table was closed\.$"
    with pytest.raises(Exception, match=one_line):
        await press_why()
    assert app.return_code == 1
    assert isinstance(app.crash, RuntimeError)


async def test_the_history_can_be_selected_with_the_mouse_to_copy_plays() -> None:
    """A drag across the history selects its plays, as text to copy against the paper."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await type_plays(pilot, paper_plays()[:6])
        history = table(app).query_one(HistoryPanel)
        # From the first play's first character (inside the frame and the
        # padding) to the tenth character of the third.
        await pilot.mouse_down(history, offset=(2, 1))
        await pilot.hover(history, offset=(12, 3))
        await pilot.mouse_up(history, offset=(12, 3))
        await pilot.pause()
        selected = app.screen.get_selected_text()
        assert selected == "T1.1 North plays Teal 1\nT1.2 East plays Teal 4\nT1.3 South "

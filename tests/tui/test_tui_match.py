"""A match at the table: Sticheln bidding and play, hidden hands, the hand-off, the pad, new games."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from match_support import (
    bid,
    choose,
    duel_at_last_card,
    match_app,
    nearly_played,
    sticheln_app,
    sticheln_deal,
    table,
    take_hand_off,
    until,
)
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input, Label, RadioSet
from tui_support import load_deal, paper_plays, screen_text, settled
from tui_support import shown_in as _shown_in

from four_lanterns.bots import Observation, observation
from four_lanterns.engine import Card, GameState, Score, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.sides import Side
from four_lanterns.match import Match, MatchSetup
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens import match_screens
from four_lanterns.tui.screens.dialogs import ConfirmScreen
from four_lanterns.tui.screens.match_screens import (
    HandOffScreen,
    NewGameScreen,
    RoundOverScreen,
)
from four_lanterns.tui.widgets.line import Line
from four_lanterns.tui.widgets.round import RoundPanel
from four_lanterns.tui.widgets.scorepad import pad_lines
from four_lanterns.tui.widgets.seat import SeatPanel
from four_lanterns.tui.words import Words, words_for
from four_lanterns.words.types import Lang

SIZE = (100, 30)
PAPER_BIDS = (2, 2, 1, 0)  # North deals and bids first, then East, South, West


async def test_bidding_in_turn_from_the_dealer_with_the_bids_shown() -> None:
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:
        await take_hand_off(pilot)
        text = screen_text(app)
        assert "North bids at B1" in text
        assert "Dealer  North" in text
        assert "Trump   ●Teal" in text
        assert "Turned  ✦OWL ●T9" in text
        await pilot.press("2", "enter")
        await take_hand_off(pilot)
        text = screen_text(app)
        assert "East bids at B2" in text
        assert "Bids    N 2" in text
        assert "bid 2 · took 0" in text  # North's panel keeps its bid in sight


async def test_a_bid_out_of_range_is_refused_with_the_rule() -> None:
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:
        await take_hand_off(pilot)
        before = table(app).state
        await pilot.press("9", "enter")
        await pilot.pause()
        assert table(app).state is before  # nothing changed
        text = " ".join(screen_text(app).split())
        assert "North cannot bid 9" in text, text
        assert "0, 1, 2, 3, 4 or 5" in text


async def test_arrows_pick_a_bid_and_undo_reaches_back_into_the_bidding() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "right", "enter")  # 0 → 2
        await pilot.pause()
        assert [b.tricks for b in table(app).state.bids] == [2]
        await pilot.press("u")
        await pilot.pause()
        assert table(app).state.bids == ()
        assert "Took back North's bid of 2; B1 again." in screen_text(app)
        await pilot.press("U")
        await pilot.pause()
        assert [b.tricks for b in table(app).state.bids] == [2]
        assert "B1 again: North bids 2." in screen_text(app)


async def test_u_on_a_hands_result_closes_it_and_takes_back_the_last_card() -> None:
    """The footer under the result offers u: it takes back the hand's last card, as after Esc."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        assert "u Undo" in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        await pilot.pause()
        assert table(app).is_current  # the result closed
        assert table(app).state.plays == tuple(paper_plays()[:-1])
        assert "Took back T4.4: East Violet 1." in " ".join(screen_text(app).split())
        await choose(pilot, paper_plays()[-1].card)  # East plays it again: the result is back
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)


async def test_the_fixed_round_by_keys_ends_with_the_paper_points() -> None:
    """Bids 2, 2, 1, 0 and the paper's plays: N −10, E 40, S −10, W 20, as worked by hand."""
    deal = sticheln_deal()
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        for play in (play for row in deal.trace for play in row.plays):
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        text = screen_text(app)
        expected = {
            "North": "2 1 -10 -10",
            "East": "2 2 40 40",
            "South": "1 2 -10 -10",
            "West": "0 0 20 20",
        }
        for seat, figures in expected.items():
            # Seat, bid, taken, points, total: one row each in the result.
            pattern = r"┃\s+" + seat + r"\s+" + r"\s+".join(figures.split()) + r"\s"
            assert re.search(pattern, text), (seat, text)
        await pilot.press("escape")
        await pilot.pause()
        pad = screen_text(app)
        assert re.search(r"1\s+2/1\s+2/2\s+1/2\s+0/0", pad)
        assert re.search(r"-10\s+\+40\s+-10\s+\+20", pad)


async def test_every_hand_played_is_shown_at_the_end_of_a_hidden_round() -> None:
    deal = sticheln_deal()
    app = sticheln_app()
    async with app.run_test(size=(120, 40)) as pilot:  # cards tall enough for MOLE in full
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        for play in (play for row in deal.trace for play in row.plays):
            await choose(pilot, play.card)
        await pilot.press("escape")
        await pilot.pause()
        text = screen_text(app)
        assert "cards" not in text.split("Sticheln")[0]  # no backs left on the table
        north = "".join(text.splitlines()[:6])
        for card in deal.hands[Seat.NORTH]:
            assert card.code in north, (card, north)


async def test_the_hand_off_hides_every_hand_until_the_next_seat_takes_it() -> None:
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, HandOffScreen)
        assert "Press Enter when only North can see the screen." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert table(app).shown == frozenset({Seat.NORTH})
        await pilot.press("1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.seat is Seat.EAST
        assert table(app).shown == frozenset()  # nobody's cards under the hand-off


async def test_a_key_pressed_twice_does_not_pass_the_hand_off() -> None:
    """Enter twice after a bid: the second lands on the hand-off, which ignores it for now."""
    app = sticheln_app(guard=30.0)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.guard = 0.0  # type: ignore[attr-defined]  # North's hand-off: open now
        await pilot.press("enter")
        await pilot.pause()
        long_after_the_hand_off(app)
        await pilot.press("1", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert table(app).state.bids[-1].seat is Seat.NORTH
        assert len(table(app).state.bids) == 1


def long_after_the_hand_off(app: FourLanternsApp) -> None:
    """Let the table's clock run an hour on: the last hand-off was taken long ago."""
    ahead = table(app).clock() + 3600.0 - time.monotonic()
    table(app).clock = lambda: time.monotonic() + ahead


async def test_keys_sent_with_the_enter_that_takes_the_hand_off_act_for_nobody() -> None:
    """Enter Enter, or Enter Right Enter, in one burst at a hand-off that is ready: the
    first key takes it, the others came before the seat saw its cards and do nothing."""
    app = sticheln_app(guard=30.0)
    async with app.run_test(size=SIZE) as pilot:

        async def burst(*keys: str) -> None:
            for key in keys:  # queued together, as a terminal delivers a burst
                app.post_message(events.Key(key, key if len(key) == 1 else None))
            await pilot.pause()

        app.screen.guard = 0.0  # type: ignore[attr-defined]  # North's hand-off: ready
        await burst("enter", "enter")
        assert not isinstance(app.screen, HandOffScreen)
        assert table(app).state.bids == ()  # North did not bid the 0 it never chose
        await burst("right", "enter", "2", "enter")
        assert table(app).state.bids == () and table(app).typed == ""
        long_after_the_hand_off(app)  # North has looked at its cards
        await pilot.press("2", "enter")
        await pilot.pause()
        assert [(bid.seat, bid.tricks) for bid in table(app).state.bids] == [(Seat.NORTH, 2)]


async def test_an_enter_after_dropped_keys_plays_nothing_unchosen(bells: list[None]) -> None:
    """A 2 typed just after the hand-off is dropped; the Enter that follows the guard
    must not bid the cursor's 0 in its place: it rings, and the next 2 Enter bids."""
    app = sticheln_app(guard=30.0)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.guard = 0.0  # type: ignore[attr-defined]  # North's hand-off: ready
        await pilot.press("enter", "2")
        await pilot.pause()
        assert table(app).typed == ""
        long_after_the_hand_off(app)
        await pilot.press("enter")
        await pilot.pause()
        assert table(app).state.bids == () and bells == [None]
        await pilot.press("2", "enter")
        await pilot.pause()
        assert [(bid.seat, bid.tricks) for bid in table(app).state.bids] == [(Seat.NORTH, 2)]


async def test_a_key_that_starts_no_code_is_dropped_where_it_was_typed() -> None:
    """A minus and a 1 sent in one burst at a bid: the minus starts nothing, and is not typed after the 1."""
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:
        await take_hand_off(pilot)
        for key, character in (("minus", "-"), ("1", "1")):
            app.post_message(events.Key(key, character))
        await pilot.pause()
        assert table(app).typed == "1"


async def test_open_hands_need_a_deliberate_key_per_seat() -> None:
    """With one legal card, Enter twice plays one card, not the next seat's too."""
    app = match_app(Match.of_deal(load_deal()))
    async with app.run_test(size=SIZE) as pilot:
        for play in paper_plays()[:3]:
            await choose(pilot, play.card)
        count = len(table(app).state.plays)
        await pilot.press("enter")
        await pilot.pause()
        assert len(table(app).state.plays) == count
        assert table(app).cursor is None


async def test_bots_bid_and_play_and_the_person_never_hands_off() -> None:
    """North plays against three bots: no hand-off (one person), the round reaches its end."""
    bots = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "random"))
    app = match_app(Match.of_deal(sticheln_deal(), hidden=True, bots=bots))
    async with app.run_test(size=SIZE) as pilot:
        await take_hand_off(pilot)  # North takes the table once
        await bid(pilot, 1)
        for _ in range(60):
            screen = table(app)
            if screen.match is not None and screen.match.round_over:
                break
            if screen.state.to_play is Seat.NORTH and app.screen is screen:
                await pilot.press("right", "enter")
            await pilot.pause(0.05)
            assert not isinstance(app.screen, HandOffScreen)
        assert table(app).state.phase is Phase.OVER
        assert isinstance(app.screen, RoundOverScreen)


async def test_a_duel_of_bots_runs_round_after_round_to_its_winner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    told: set[tuple[tuple[tuple[Seat, int], ...], int]] = set()
    observe = observation.observe

    def listening(state: GameState, seat: Seat, *standing: Any) -> Observation:
        seen = observe(state, seat, *standing)
        assert seen.scores is not None
        told.add((tuple(sorted(seen.scores.items())), seen.rounds_after))
        return seen

    monkeypatch.setattr(observation, "observe", listening)
    bots = tuple((seat, "basic") for seat in Seat)
    app = match_app(Match.seeded("sticheln", 5, 4, bots=bots))
    async with app.run_test(size=SIZE) as pilot:
        for number in range(1, 5):
            for _ in range(200):
                if isinstance(app.screen, RoundOverScreen):
                    break
                await pilot.pause(0.02)
            match = table(app).match
            assert match is not None and match.number == number
            # Every bot of this round was told the points before it and the rounds after it.
            standing = match.seat_points()
            assert standing is not None
            assert (tuple(sorted(standing.items())), 4 - number) in told
            assert {after for _, after in told} == set(range(4 - number, 4))
            if number < 4:
                await pilot.press("enter")
                await pilot.pause()
        text = screen_text(app)
        assert "Duel over" in text
        match = table(app).match
        assert match is not None and match.over
        best = dict(match.winners())["points"]
        total = dict(match.totals())["points"]
        names: dict[Side, str] = {
            Seat.NORTH: "North",
            Seat.EAST: "East",
            Seat.SOUTH: "South",
            Seat.WEST: "West",
        }
        flat = " ".join(text.split())
        if len(best) == 1:
            assert f"{names[best[0]]} wins the duel with {total[best[0]]} points." in flat
        else:
            assert "share first place" in flat


async def test_a_four_lanterns_match_moves_the_first_leader_and_keeps_both_totals() -> None:
    app = match_app(Match.of_deal(load_deal(), rounds=2), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        text = screen_text(app)
        assert "Hand 1 of 2 over" in text
        await pilot.press("enter")
        await pilot.pause()
        state = table(app).state
        assert state.leader is Seat.EAST and not state.plays
        text = screen_text(app)
        assert re.search(r"1\s+2–2\s+2–3", text), text  # v0 and v1 of hand 1, side by side
        assert re.search(r"Σ\s+2–2\s+2–3", text)
        # The paper trace is North's lead: hand 2 is not checked against it.
        await pilot.press("c")
        await pilot.pause()
        unframed = " ".join(re.sub(r"[\u2500-\u257f]", " ", screen_text(app)).split())
        assert words_for("en").checklist_no_trace in unframed


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_quitting_between_the_hands_of_a_match_asks_first(lang: Lang) -> None:
    """No card of the next hand played yet, but hand 1 is: q asks, and n keeps the match."""
    words = words_for(lang)
    app = match_app(Match.of_deal(load_deal(), rounds=2), "fixtures/deal_fixed.toml")
    app.words = words
    question = words.catalogue("match.quit_hands", count=1)
    async with app.run_test(size=(120, 40)) as pilot:
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        for then in ("enter", None):
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            rows = (await settled(pilot)).splitlines()
            box = app.screen.query_one("#question").region
            asked = [row[box.x : box.right] for row in rows[box.y : box.bottom]]
            assert question == " ".join(" ".join(asked).split())
            await pilot.press("n")
            await pilot.pause()
            assert app.is_running and not isinstance(app.screen, ConfirmScreen)
            if then:
                await pilot.press(then)  # on to hand 2, not a card played in it
                await pilot.pause()
                assert table(app).state.leader is Seat.EAST and not table(app).state.plays


def _rounds_played(match: Match, count: int) -> Match:
    """``match`` with its first ``count`` rounds bid and played by the first legal choice."""
    for _ in range(count):
        state = match.state
        while not state.is_over:
            bids = state.legal_bids()
            state = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
        match = match.with_state(state).next_round()
    return match


@pytest.mark.parametrize(
    ("game", "rounds", "played", "heading"),
    [
        ("sticheln", 4, 2, [["N", "E", "S", "W"]]),
        ("four-lanterns", 8, 6, [["v0", "v1"], ["N/S–E/W", "N/S–E/W"]]),
    ],
)
async def test_the_score_pad_keeps_its_heading_in_sight_when_its_rows_scroll(
    game: str, rounds: int, played: int, heading: list[list[str]]
) -> None:
    """At 80×24 the rows outgrow the pad: the last round shows, and so do the column names."""
    match = _rounds_played(Match.seeded(game, 5, rounds), played)
    lines = pad_lines(match, words_for("en"))
    app = match_app(match, "--seed 5")
    async with app.run_test(size=(80, 24)) as pilot:
        shown = (await settled(pilot)).splitlines()
        box = app.table.query_one("#pad").region
        inside = [row[box.x + 1 : box.right - 1] for row in shown[box.y + 1 : box.bottom - 1]]
    assert [row.split() for row in inside[: len(heading)]] == heading
    assert len(inside) < len(lines)  # some rows are out of sight
    # The rows under the heading, without the scrollbar's column.
    body = [row[:-1].split() for row in inside[len(heading) :]]
    assert body == [line.split() for line in lines[-len(body) :]]  # the latest ones in sight
    assert body[-1][0] == "Σ"


@pytest.mark.parametrize("game", ["sticheln", "four-lanterns"])
async def test_a_scrolled_score_pad_under_ascii_draws_no_block(game: str) -> None:
    played = _rounds_played(Match.seeded(game, 5, 8), 6)
    app = match_app(played, "--seed 5", ascii_only=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        box = app.table.query_one("#pad").region
        shown = (await settled(pilot)).splitlines()[box.y : box.bottom]
    assert {ch for row in shown for ch in row[box.x : box.right] if not ch.isascii()} == set()


async def test_the_new_game_dialog_starts_a_seeded_sticheln_duel() -> None:
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        dialog = app.screen
        setup = MatchSetup("sticheln", rounds=4, seed=42, hidden=True)
        dialog.dismiss(setup)
        await pilot.pause()
        await pilot.pause()
        screen = table(app)
        assert screen.match is not None
        assert screen.match.setup == setup
        assert screen.match.deals == Match.seeded("sticheln", 42, 4).deals
        assert app.sub_title == "--seed 42"  # the seed is shown, to play the deal again
        await take_hand_off(pilot)
        assert "Round   1 of 4" in screen_text(app)


async def open_new_game(pilot: Pilot[int]) -> NewGameScreen:
    """Press g at the table: the new-game dialog."""
    await pilot.press("g")
    await pilot.pause()
    dialog = pilot.app.screen
    assert isinstance(dialog, NewGameScreen)
    return dialog


async def test_the_new_game_dialog_by_keys() -> None:
    """Sticheln, a random deal from the seed typed, 8 rounds, hidden: Enter in the seed starts."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        dialog.query_one("#new-game-choice").children[1].value = True  # type: ignore[attr-defined]
        dialog.query_one("#new-deal").children[1].value = True  # type: ignore[attr-defined]
        await pilot.pause()
        dialog.query_one("#new-rounds").value = 8  # type: ignore[attr-defined]
        dialog.query_one("#new-hidden").value = True  # type: ignore[attr-defined]
        seed = dialog.query_one("#new-seed")
        seed.value = ""  # type: ignore[attr-defined]
        seed.focus()
        await pilot.press("1", "2", "enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup == MatchSetup("sticheln", rounds=8, seed=12, hidden=True)


async def test_enter_starts_the_new_game_from_a_box_and_chooses_in_the_open_list() -> None:
    """Enter on a ticked box starts (the box keeps its tick); in the open list of
    rounds it chooses the number; Space ticks a box."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        rounds = dialog.query_one("#new-rounds")
        rounds.focus()
        await pilot.press("space")  # opens the list
        await pilot.pause()
        assert rounds.expanded  # type: ignore[attr-defined]
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert app.screen is dialog and rounds.value == 3  # type: ignore[attr-defined]
        dialog.query_one("#new-bot-e").focus()
        await pilot.press("space", "enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup == MatchSetup("four-lanterns", rounds=3, bots=((Seat.EAST, "strong"),))


async def _started(pilot: Pilot[int]) -> Match:
    """The match the new-game dialog started, once it has closed and the table dealt."""
    app = pilot.app
    await until(pilot, lambda: not isinstance(app.screen, NewGameScreen))
    match = table(app).match  # type: ignore[arg-type]
    assert match is not None
    return match


async def test_the_arrows_choose_the_game_and_enter_starts_it_as_shown() -> None:
    """→ chooses Sticheln (its hands hidden, as the box then shows); Enter starts it at once."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        choice = dialog.query_one("#new-game-choice", RadioSet)
        assert app.focused is choice
        await pilot.press("right")
        await pilot.pause()
        assert "( ) Four Lanterns" in screen_text(app) and "(*) Sticheln" in screen_text(app)
        assert hidden_box(app) == "[X]"
        await pilot.press("enter")
        match = await _started(pilot)
        assert match.setup.game == "sticheln" and match.setup.hidden


async def test_enter_on_the_game_at_a_hidden_sticheln_table_starts_hidden_sticheln() -> None:
    """g, Enter at a Sticheln table: a hidden Sticheln duel, as the dialog shows; the
    cursor opens on the game chosen, not on the first, so Enter does not switch to it."""
    app = match_app(Match.seeded("sticheln", 7, 4, hidden=True), "--seed 7", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        dialog = await open_new_game(pilot)
        choice = dialog.query_one("#new-game-choice", RadioSet)
        assert app.focused is choice
        assert "(*) Sticheln" in screen_text(app) and hidden_box(app) == "[X]"
        await pilot.press("enter")
        match = await _started(pilot)
        assert match.setup.game == "sticheln" and match.setup.hidden
        assert match.setup.seed is not None  # a random deal, as the dialog showed


async def test_left_and_right_move_along_the_deal_choices_and_enter_starts_as_shown() -> None:
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        deal = dialog.query_one("#new-deal", RadioSet)
        await pilot.press("tab")
        await pilot.pause()
        assert app.focused is deal and deal.pressed_index == 0
        await pilot.press("right")
        await pilot.pause()
        assert "(*) random, from the seed" in screen_text(app)
        await pilot.press("left", "right")
        await pilot.pause()
        assert deal.pressed_index == 1
        seed = int(dialog.query_one("#new-seed", Input).value)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup == MatchSetup("four-lanterns", rounds=1, seed=seed)


def hidden_box(app: FourLanternsApp) -> str:
    """The hidden-hands box as the ASCII table draws it: ``[X]`` ticked, ``[ ]`` not."""
    found = re.search(r"\[(.)\] Hidden hands", screen_text(app))
    assert found is not None, screen_text(app)
    return found.group(0)[:3]


async def switch_game(pilot: Pilot[int], dialog: NewGameScreen, game: int) -> None:
    """Click a game in the dialog: 0 Four Lanterns, 1 Sticheln."""
    choice = dialog.query_one("#new-game-choice", RadioSet)
    await pilot.click(choice.children[game])
    await pilot.pause()
    assert pilot.app.screen is dialog and choice.pressed_index == game


async def test_switching_the_game_in_the_dialog_hides_the_hands_as_that_game_does() -> None:
    """Sticheln hides the hands by default, Four Lanterns shows them: the box follows the game."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        assert hidden_box(app) == "[ ]"  # Four Lanterns, open, as on the table
        await switch_game(pilot, dialog, 1)
        assert hidden_box(app) == "[X]"  # Sticheln
        await switch_game(pilot, dialog, 0)
        assert hidden_box(app) == "[ ]"  # Four Lanterns again
        await switch_game(pilot, dialog, 1)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup.game == "sticheln" and match.setup.hidden


async def test_from_hidden_sticheln_the_dialog_shows_four_lanterns_hands_again() -> None:
    app = match_app(Match.of_deal(sticheln_deal(), hidden=True), "test", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        dialog = await open_new_game(pilot)
        assert hidden_box(app) == "[X]"
        await switch_game(pilot, dialog, 0)
        assert hidden_box(app) == "[ ]"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup.game == "four-lanterns" and not match.setup.hidden


@pytest.mark.parametrize(("before", "after"), [("[X]", "[ ]"), ("[ ]", "[X]")])
async def test_hidden_hands_set_by_hand_stay_as_set_when_the_game_is_switched(
    before: str, after: str
) -> None:
    """Ticked or unticked by the person (Space), the box no longer follows the game."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml", ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await open_new_game(pilot)
        if before == "[X]":
            await switch_game(pilot, dialog, 1)  # Sticheln: ticked by the game
        assert hidden_box(app) == before
        dialog.query_one("#new-hidden").focus()
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert hidden_box(app) == after
        for game in (0, 1, 0) if before == "[X]" else (1, 0, 1):
            await switch_game(pilot, dialog, game)
            assert hidden_box(app) == after
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup.hidden is (after == "[X]")


async def test_the_seed_offered_for_hidden_hands_is_masked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The seed deals every hand: with hidden hands ticked its digits are never on screen.
    Unticked, the box offers a short seed in place of the one drawn for hidden hands (from
    every seed); once that is shown, ticking the box again offers a new one."""
    drawn_hidden = iter([7127357479176037852, 4242424242424242424])
    drawn_open = iter([313163310])

    def drawn(hidden: bool = False) -> int:
        return next(drawn_hidden) if hidden else next(drawn_open)

    monkeypatch.setattr(match_screens, "random_seed", drawn)
    app = sticheln_app(hidden=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        dialog = await open_new_game(pilot)
        dialog.query_one("#new-deal").children[1].value = True  # type: ignore[attr-defined]
        seed = dialog.query_one("#new-seed", Input)
        assert seed.value == "7127357479176037852"
        assert "7127357479176037852" not in await settled(pilot)
        hidden = dialog.query_one("#new-hidden")
        hidden.value = False  # type: ignore[attr-defined]
        shown = await settled(pilot)
        # Open hands: a seed short enough to read out, to play the deal again.
        assert seed.value == "313163310" and "313163310" in shown
        assert "7127357479176037852" not in shown
        hidden.value = True  # type: ignore[attr-defined]
        shown = await settled(pilot)
        assert seed.value == "4242424242424242424" and "4242424242424242424" not in shown
        # Four Lanterns, whose hands are open by default, keeps the box as it was ticked.
        dialog.query_one("#new-game-choice").children[0].value = True  # type: ignore[attr-defined]
        assert "4242424242424242424" not in await settled(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        match = table(app).match
        assert match is not None
        assert match.setup == MatchSetup(
            "four-lanterns", rounds=4, seed=4242424242424242424, hidden=True
        )


async def type_a_seed(pilot: Pilot[int], typed: str) -> NewGameScreen:
    """The new-game dialog, a random deal chosen, and ``typed`` typed as its seed."""
    dialog = await open_new_game(pilot)
    dialog.query_one("#new-deal").children[1].value = True  # type: ignore[attr-defined]
    seed = dialog.query_one("#new-seed", Input)
    seed.value = ""
    seed.focus()
    await pilot.pause()
    await pilot.press(*typed)
    return dialog


async def test_the_largest_seed_shows_whole_in_its_field_at_80x24() -> None:
    """Typed in, a seed of 19 digits can be read back before the game starts."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await type_a_seed(pilot, "9223372036854775807")
        assert "9223372036854775807" in await settled(pilot)


@pytest.mark.parametrize(
    ("typed", "started"), [("123456789012", True), ("9223372036854775808", False)]
)
async def test_the_dialog_takes_any_seed_play_takes(typed: str, started: bool) -> None:
    """Twelve digits are a seed as --seed takes them; one past the largest is refused."""
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        dialog = await type_a_seed(pilot, typed)
        await pilot.press("enter")
        shown = await settled(pilot)
        match = table(app).match
        assert match is not None
        if started:
            assert match.setup.seed == int(typed)
        else:
            assert app.screen is dialog and match.setup.seed is None
            assert "The seed is a whole number from 0 to 9223372036854775807." in shown


async def test_a_bad_seed_is_refused_in_the_dialog() -> None:
    app = match_app(Match.of_deal(load_deal()), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        dialog = app.screen
        dialog.query_one("#new-deal").children[1].value = True  # type: ignore[attr-defined]
        seed = dialog.query_one("#new-seed")
        seed.value = ""  # type: ignore[attr-defined]
        seed.focus()
        await pilot.pause()  # focus moves at the screen's next message, not at once
        assert app.focused is seed
        await pilot.press("enter")
        assert "The seed is a whole number from 0 to 9223372036854775807." in await settled(pilot)
        assert app.screen is dialog
        await pilot.press("escape")
        await pilot.pause()
        assert table(app).match == Match.of_deal(load_deal())  # the game on the table, unchanged


def _card(code: str) -> Card:
    return Card.parse(code)


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_a_twelve_hand_match_ends_in_a_result_whole_at_80x24(lang: Lang) -> None:
    match = nearly_played(Match.seeded("four-lanterns", 5, 12))
    deal = match.deal
    words = words_for(lang)
    app = FourLanternsApp(
        deal, "--seed 5", deal.rules.variants["v0"], words=words, match=match, guard=0.0
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        text = " ".join(re.sub(r"[\u2500-\u257f]", " ", screen_text(app)).split())
        flat_words = " ".join(words.catalogue("match.over_keys_last_hand").split())
        assert flat_words in text, text  # the last line of the result, not cut off
        assert "Σ" in text  # the totals
        # The pad's rows inside the result box: each starts with its hand's number.
        lines = screen_text(app).splitlines()
        rows = [line.split("┃")[1].split() for line in lines if line.count("┃") == 2]
        firsts = [row[0] for row in rows if row]
        assert firsts[firsts.index("…") :][:6] == ["…", "9", "10", "11", "12", "Σ"], firsts
        assert "1" not in firsts and "8" not in firsts  # earlier hands stay on the pad


def _lines(app: FourLanternsApp, part: str) -> list[str]:
    """The lines of one part of the result dialog (``#round-result``), as written, unwrapped."""
    return str(app.screen.query_one(part, Label).content).splitlines()


@pytest.mark.parametrize(("on_view", "other"), [("v0", "v1"), ("v1", "v0")])
async def test_the_result_of_the_last_hand_gives_the_scoring_on_view_first(
    on_view: str, other: str
) -> None:
    """As the status panel does: the hand's result, its costly plays and the totals."""
    app = match_app(nearly_played(Match.seeded("four-lanterns", 3, 3)), "--seed 3")
    async with app.run_test(size=(120, 40)) as pilot:
        if on_view == "v1":
            await pilot.press("p")
            await pilot.pause()
        assert table(app).variant.code == on_view
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        result = _lines(app, "#round-result")
        assert [line.split(":")[0] for line in result] == [
            f"Hand 3 · {v}" for v in (on_view, other)
        ]
        costly = _lines(app, "#round-costly")
        assert [f"under {on_view}" in line for line in costly] == [True, False], costly
        assert [f"under {other}" in line for line in costly] == [False, True], costly
        verdict = _lines(app, "#round-verdict")
        assert [line.split(":")[0] for line in verdict] == [on_view, other], verdict


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_a_drawn_match_total_says_draw_as_a_drawn_hand_does(lang: Lang) -> None:
    """One word for one thing: the match's totals use the hand result's word for a draw,
    in the hand result's sentence (a won total said "v0: N/S 6 – E/W 10, E/W win" and a
    drawn one "v1: draw 10–10")."""
    words = words_for(lang)
    verdict = await _match_totals(words, 5)  # v0 4–4, v1 5–5
    draw = words.catalogue("outcome.draw")
    assert len(verdict) == 2 and all(draw in line for line in verdict), (draw, verdict)
    if lang == "en":
        assert verdict == ["v0: N/S 4 – E/W 4, draw", "v1: N/S 5 – E/W 5, draw"]


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_a_won_match_total_names_each_sides_points_as_a_hands_result_does(
    lang: Lang,
) -> None:
    """Not "E/W win 3–5" (the loser's points first): N/S 3 – E/W 5, as the hands above it."""
    words = words_for(lang)
    verdict = await _match_totals(words, 3)  # v0 3–5, v1 4–6
    sides = load_deal().rules.sides
    wins = words.catalogue("outcome.win", team=words.side(sides[1]))
    assert verdict == [
        words.result_line.format(
            variant=name, scores=words.score_line(Score(sides, points)), outcome=wins
        )
        for name, points in (("v0", (3, 5)), ("v1", (4, 6)))
    ]
    if lang == "en":
        assert verdict == ["v0: N/S 3 – E/W 5, E/W win", "v1: N/S 4 – E/W 6, E/W win"]


async def _match_totals(words: Words, seed: int) -> list[str]:
    """The totals the match-over dialog says, a seeded two-hand match played to its end."""
    match = nearly_played(Match.seeded("four-lanterns", seed, 2))
    variant = match.deal.rules.variants["v0"]
    app = FourLanternsApp(
        match.deal, f"--seed {seed}", variant, words=words, match=match, guard=0.0
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        return _lines(app, "#round-verdict")


def _box_rows(app: FourLanternsApp) -> list[str]:
    """The rows of text inside the result's heavy frame, as shown, blank ones left out."""
    lines = screen_text(app).splitlines()
    rows = [line.split("┃")[1].strip() for line in lines if line.count("┃") == 2]
    return [row for row in rows if row]


@pytest.mark.parametrize(
    ("lang", "hand"),
    [("en", "Hand 2 · "), ("de", "Hand 2 · "), ("es", "Mano 2 · "), ("zh", "第 2 副\u3000")],
)
async def test_the_last_hands_result_is_told_apart_from_the_match_total(
    lang: Lang, hand: str
) -> None:
    """ "Match over" opened on "v0: N/S 2 – E/W 2, draw", hand 2's result, unlabelled."""
    match = nearly_played(Match.seeded("four-lanterns", 5, 2))  # hand 2: v0 2–2, v1 3–2
    words = words_for(lang)
    variant = match.deal.rules.variants["v0"]
    app = FourLanternsApp(match.deal, "--seed 5", variant, words=words, match=match, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        rows = _box_rows(app)
        result = table(app).state.result(variant)
        assert result is not None
        assert rows[0] == f"{hand}{words.result_sentence(result)}", rows  # the last hand, named
        total = _lines(app, "#round-verdict")[0]
        assert total in rows and not total.startswith(hand.strip()), (total, rows)


async def test_a_hand_result_mid_match_is_named_by_its_title_alone() -> None:
    """Hand 1 of 2: the title names the hand, and its result reads as before."""
    app = match_app(Match.of_deal(load_deal(), rounds=2), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        assert [line.split(":")[0] for line in _lines(app, "#round-result")] == ["v0", "v1"]


def duel_app(rounds: int, lang: Lang) -> FourLanternsApp:
    """The table in ``lang`` on a duel of ``rounds`` (seed 5) at its last card, hands open."""
    match = duel_at_last_card(rounds)
    words = words_for(lang, "sticheln")
    variant = next(iter(match.deal.rules.variants.values()))
    return FourLanternsApp(match.deal, "--seed 5", variant, words=words, match=match, guard=0.0)


@pytest.mark.parametrize(
    ("lang", "last_round"),
    [("en", "Round 4"), ("de", "Runde 4"), ("es", "Ronda 4"), ("zh", "第 4 轮")],
)
async def test_a_duels_end_names_the_round_its_points_are_from(lang: Lang, last_round: str) -> None:
    """ "Duel over" showed the last round's bids and points under no round's name."""
    app = duel_app(4, lang)
    words = app.words
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        rows = _box_rows(app)
        assert rows[0] == last_round, rows
        seat, bid = words.catalogue("match.col_seat"), words.catalogue("match.col_bid")
        assert rows[1].split()[:2] == [seat, bid], rows  # the round's table follows


def pad_rows(app: FourLanternsApp) -> list[str]:
    """The score pad's rows in sight on screen, the heading left out."""
    pad = app.table.query_one("#pad-body")
    region = pad.region
    lines = screen_text(app).splitlines()[region.y : region.bottom]
    return [line[region.x : region.right].strip() for line in lines]


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_page_up_shows_a_finished_duels_first_rounds(lang: Lang) -> None:
    """At 80x24 a 12-round duel's pad shows its last rounds; PgUp pages back to the first."""
    app = duel_app(12, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("escape")
        await settled(pilot)
        label = re.compile(r"^(\d+|Σ)\b")
        at_end = [row for row in pad_rows(app) if label.match(row)]
        assert at_end and at_end[-1].startswith("Σ") and not at_end[0].startswith("1 ")
        for _ in range(12):
            await pilot.press("pageup")
        await settled(pilot)
        assert pad_rows(app)[0].startswith("1 "), pad_rows(app)
        for _ in range(12):
            await pilot.press("pagedown")
        await settled(pilot)
        assert [row for row in pad_rows(app) if label.match(row)] == at_end


async def test_the_rounds_paged_back_to_stay_while_the_round_is_played() -> None:
    """PgUp in round 12 of a duel showed round 1; the next card scrolled the pad back to its end."""
    match = duel_at_last_card(12)
    match = match.with_state(match.state.undo())  # two cards to play in the last round
    variant = next(iter(match.deal.rules.variants.values()))
    words = words_for("en", "sticheln")
    app = FourLanternsApp(match.deal, "--seed 5", variant, words=words, match=match, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert not pad_rows(app)[0].startswith("1 "), pad_rows(app)
        for _ in range(12):
            await pilot.press("pageup")
        await settled(pilot)
        assert pad_rows(app)[0].startswith("1 "), pad_rows(app)
        await choose(pilot, table(app).state.legal_plays().cards[0])
        await settled(pilot)
        assert len(table(app).state.plays) == len(match.state.plays) + 1
        assert pad_rows(app)[0].startswith("1 "), pad_rows(app)


async def test_page_up_with_nothing_above_rings(bells: list[None]) -> None:
    """PgUp at the top of the score pad did nothing and said nothing: it rings."""
    app = duel_app(12, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        for _ in range(12):
            await pilot.press("pageup")
        await settled(pilot)
        assert pad_rows(app)[0].startswith("1 ")
        rung = len(bells)
        await pilot.press("pageup")
        await settled(pilot)
        assert len(bells) == rung + 1
        assert pad_rows(app)[0].startswith("1 ")


async def test_the_next_hand_keeps_the_scoring_chosen_with_p() -> None:
    app = match_app(Match.of_deal(load_deal(), rounds=2), "fixtures/deal_fixed.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("enter")
        await pilot.pause()
        match = table(app).match
        assert match is not None and match.number == 2
        assert table(app).variant.code == "v1"
        assert "▸v1" in screen_text(app)


async def test_a_five_hand_match_shows_every_hand_in_its_result() -> None:
    """One hand more than the result keeps: the "…" would take its row, so all five show."""
    match = nearly_played(Match.seeded("four-lanterns", 5, 5))
    app = match_app(match, "--seed 5")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        lines = screen_text(app).splitlines()
        rows = [line.split("┃")[1].split() for line in lines if line.count("┃") == 2]
        firsts = [row[0] for row in rows if row]
        assert firsts[firsts.index("1") :][:6] == ["1", "2", "3", "4", "5", "Σ"], firsts
        assert "…" not in firsts


async def _until_north_to_act(pilot: Pilot[int]) -> None:
    # Bots move with no pause here, each at the next idle: counted in idles, not seconds,
    # so a loaded machine only makes it slower.
    for _ in range(500):
        screen = table(pilot.app)  # type: ignore[arg-type]
        if screen.state.turn.seat is Seat.NORTH and pilot.app.screen is screen:
            return
        await pilot.pause()
    raise AssertionError("North never came to act")


async def _settle(pilot: Pilot[int]) -> None:
    """Idle a few times: long enough for any bot that would move (with no pause) to move."""
    for _ in range(10):
        await pilot.pause()


async def test_undo_when_only_a_bot_has_played_says_so() -> None:
    """North (a bot) leads the fixed deal: nothing of East's to undo, and a card was played."""
    app = match_app(Match.of_deal(load_deal(), bots=((Seat.NORTH, "basic"),)))
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        assert len(table(app).state.plays) == 1
        await pilot.press("u")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Nothing of yours to undo yet: only the bots have moved." in text
        assert len(table(app).state.plays) == 1


async def test_undo_among_bots_takes_back_the_persons_move_and_redo_makes_it_again() -> None:
    """North against three bots: u goes back past the bots' moves to North's own card, then bid."""
    bots = ((Seat.EAST, "basic"), (Seat.SOUTH, "basic"), (Seat.WEST, "basic"))
    app = match_app(Match.of_deal(sticheln_deal(), hidden=False, bots=bots))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("u")
        await pilot.pause()
        assert "Nothing to undo yet." in screen_text(app)
        await bid(pilot, 1)
        await _until_north_to_act(pilot)
        after_bids = table(app).state
        assert len(after_bids.bids) == 4 and not after_bids.plays
        await pilot.press("right", "enter")
        await _until_north_to_act(pilot)
        later = table(app).state
        north_card = later.plays[0]
        assert north_card.seat is Seat.NORTH and len(later.plays) > 1  # the bots played on

        await pilot.press("u")
        await _settle(pilot)  # time for a bot that would move again
        assert table(app).state is after_bids
        name = table(app)._words.card(north_card.card)
        assert f"Took back T1.1: North {name}." in " ".join(screen_text(app).split())

        await pilot.press("U")
        await _settle(pilot)
        assert table(app).state is later
        assert f"Played T1.1 again: North {name}." in " ".join(screen_text(app).split())

        await pilot.press("u", "u")
        await _settle(pilot)
        state = table(app).state
        assert not state.bids and state.turn.seat is Seat.NORTH  # North's bid taken back too


async def test_each_seat_starts_its_bid_at_the_lowest_not_at_the_bid_before() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "right", "enter")  # North bids 2 with the arrows
        await pilot.pause()
        assert table(app).pick == 0
        await pilot.press("enter")  # East takes the offered bid as it is
        await pilot.pause()
        assert [b.tricks for b in table(app).state.bids] == [2, 0]
        assert "East bids at B2: 0" not in screen_text(app)  # South's turn now
        assert "South bids at B3: 0" in screen_text(app)


def _seat_frames(app: FourLanternsApp) -> dict[Seat, tuple[bool, str]]:
    """Each seat panel: whether its frame is the heavy one of the seat to act, and its marks."""
    return {
        panel.seat: (
            panel.has_class("-turn"),
            " ".join(line.text for line in panel.query(".mark").results(Line)),
        )
        for panel in app.table.query(SeatPanel)
    }


async def test_the_seat_to_bid_is_framed_and_named_as_the_seat_to_bid() -> None:
    """While bidding, the bidder's frame is the heavy one and says it bids; nobody is "to play"."""
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        frames = _seat_frames(app)
        assert frames[Seat.NORTH][0] and "▶ to bid" in frames[Seat.NORTH][1], frames
        assert not any(heavy for seat, (heavy, _) in frames.items() if seat is not Seat.NORTH)
        round_panel = str(app.table.query_one(RoundPanel).render())
        assert re.search(r"^To bid +North$", round_panel, re.MULTILINE), round_panel
        assert "To play" not in round_panel
        assert "to play" not in screen_text(app)
        await bid(pilot, 2)
        frames = _seat_frames(app)
        assert frames[Seat.EAST][0] and "▶ to bid" in frames[Seat.EAST][1], frames
        assert not frames[Seat.NORTH][0] and "to bid" not in frames[Seat.NORTH][1], frames
        for tricks in PAPER_BIDS[1:]:
            await bid(pilot, tricks)
        # Bidding over: North leads T1, and the words are the play's again.
        frames = _seat_frames(app)
        assert frames[Seat.NORTH][0] and "▶ to play" in frames[Seat.NORTH][1], frames
        round_panel = str(app.table.query_one(RoundPanel).render())
        assert re.search(r"^To play +North$", round_panel, re.MULTILINE), round_panel
        assert "to bid" not in screen_text(app)


@pytest.mark.parametrize(
    ("lang", "size", "bids"),
    [
        ("en", (120, 40), "Bids    N 2 E 2 S 1 W 0"),
        ("en", (80, 24), "Bids    N 2 E 2 S 1 W 0"),
        # A long label at 80 columns: the bids keep the value column on two rows
        # rather than lose their spaces ("N2 O2", where Ost's O reads as a zero).
        ("de", (80, 24), "Ansagen    N 2 O 2"),
        ("es", (80, 24), "Pujas     N 2 E 2"),
    ],
)
async def test_every_bid_is_shown_whole_in_the_round_panel(
    lang: Lang, size: tuple[int, int], bids: str
) -> None:
    deal = sticheln_deal()
    app = FourLanternsApp(
        deal,
        "fixtures/sticheln_fixed.toml",
        next(iter(deal.rules.variants.values())),
        words=words_for(lang),
        match=Match.of_deal(deal, hidden=False),
        guard=0.0,
    )
    async with app.run_test(size=size) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        assert bids in screen_text(app)


def _duel_at_its_last_round() -> Match:
    """A 12-round duel at the start of round 12: twelve cards a hand, bids up to 12."""
    match = Match.seeded("sticheln", 5, 12, hidden=False)
    return _rounds_played(match, match.rounds - 1)


@pytest.mark.parametrize(
    "tricks", [(12, 10, 11, 9), (12, 12, 12, 12)], ids=["12-10-11-9", "all-12"]
)
@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
async def test_two_digit_bids_keep_each_seats_initial_apart_at_80_columns(
    lang: Lang, tricks: tuple[int, ...]
) -> None:
    """The round panel squeezed them to "O12 S10 W11 N9": Ost's O read as a zero, N9 was cut."""
    match = _duel_at_its_last_round()
    words = words_for(lang, "sticheln")
    variant = next(iter(match.deal.rules.variants.values()))
    app = FourLanternsApp(match.deal, "--seed 5", variant, words=words, match=match, guard=0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        for count in tricks:
            await bid(pilot, count)
        await settled(pilot)  # the panel lays itself out again for a second row
        state = table(app).state
        assert [b.tricks for b in state.bids] == list(tricks)
        shown = _shown_in(app, app.table.query_one(RoundPanel))
        flat = " ".join(shown.split())
        initials = [words.seat_initial(b.seat) for b in state.bids]
        for initial, count in zip(initials, tricks, strict=True):
            assert f"{initial} {count}" in flat, shown  # every bid whole, its seat apart
        squeezed = re.compile(f"[{''.join(initials)}]\\d")
        assert not squeezed.search(flat), shown
        assert words.status_to_play in flat, shown  # the rows above the bids stay in sight


async def test_a_seeded_duel_shows_its_seed_and_a_match_its_hand() -> None:
    app = match_app(Match.seeded("sticheln", 48213, 4, hidden=False), "--seed 48213")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "seed 48213" in screen_text(app)
    app = match_app(Match.seeded("four-lanterns", 48213, 4), "--seed 48213")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Hand 1 of 4" in text and "seed 48213" in text


LARGEST_SEED = 9223372036854775807


@pytest.mark.parametrize(("game", "lang"), [("sticheln", "en"), ("four-lanterns", "de")])
async def test_the_largest_seed_is_shown_whole_at_80x24_and_with_its_word_when_wider(
    game: str, lang: Lang
) -> None:
    """A seed cut short cannot be played again: where the word leaves no room, the number."""
    words = words_for(lang)
    named = words.catalogue("match.title_seed", seed=LARGEST_SEED)
    match = Match.seeded(game, LARGEST_SEED, 4, hidden=False)
    app = FourLanternsApp(
        match.deal,
        "--seed",
        next(iter(match.deal.rules.variants.values())),
        words=words,
        match=match,
        guard=0.0,
        bot_pace=0.0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert str(LARGEST_SEED) in text and named not in text, text
        await pilot.resize_terminal(160, 50)
        await settled(pilot)
        assert named in screen_text(app)


async def test_a_hidden_duel_keeps_its_seed_to_itself_until_it_is_over() -> None:
    """The seed deals every hand: shown during a hidden game, it would show them all."""
    match = Match.seeded("sticheln", 48213, 4, hidden=True)
    app = match_app(match, "--seed 48213")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        assert "48213" not in screen_text(app)
    over = nearly_played(Match.seeded("four-lanterns", 48213, 2, hidden=True))
    app = match_app(over, "--seed 48213")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        assert "48213" not in screen_text(app)
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("escape")  # the table behind the result: the match is over
        await pilot.pause()
        assert "seed 48213" in screen_text(app)


async def test_a_hidden_hand_of_one_card_says_one_card() -> None:
    deal = sticheln_deal()
    app = sticheln_app()  # hidden hands
    async with app.run_test(size=(120, 40)) as pilot:
        for tricks in PAPER_BIDS:
            await bid(pilot, tricks)
        for play in [play for row in deal.trace for play in row.plays][:17]:
            await choose(pilot, play.card)
        await take_hand_off(pilot)
        text = screen_text(app)
        assert "1 card" in text and "1 cards" not in text


async def test_keys_arriving_in_one_burst_never_act_for_the_next_seat() -> None:
    """Over a slow link keys come batched: Enter Enter after a bid, or Enter → Enter
    after a card, reach the table before the hand-off is up; none of them may bid,
    choose or play for the next seat, who has not seen its cards."""
    app = sticheln_app()
    async with app.run_test(size=SIZE) as pilot:

        async def burst(*keys: str) -> None:
            for key in keys:  # queued together, as a terminal delivers a burst
                app.post_message(events.Key(key, key if len(key) == 1 else None))
            await pilot.pause()

        await take_hand_off(pilot)
        await pilot.press("2")
        await burst("enter", "enter")
        assert [bid.seat for bid in table(app).state.bids] == [Seat.NORTH]
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.seat is Seat.EAST
        for tricks in PAPER_BIDS[1:]:
            await take_hand_off(pilot)
            await bid(pilot, tricks)
        await take_hand_off(pilot)
        north = table(app).state.hand(Seat.NORTH)
        await pilot.press(*"a10")
        await burst("enter", "right", "enter", "a", "3", "enter")
        state = table(app).state
        assert [play.seat for play in state.plays] == [Seat.NORTH]
        assert state.hand(Seat.NORTH) != north
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.seat is Seat.EAST
        await take_hand_off(pilot)
        assert table(app).typed == ""  # nothing typed for East before it took the table
        assert table(app).cursor is None

"""Nothing cut off at the supported sizes, and the checklist out of the way in live play.

Each test asserts what a player sees (the screen as text): a whole message,
a whole size, panel edges in line, no paper value before its card is played.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from match_support import STICHELN_NAME, bid, choose, match_app, sticheln_deal, take_hand_off
from rich.cells import cell_len
from textual.geometry import Region
from textual.pilot import Pilot
from tui_support import (
    DEAL_NAME,
    DEAL_PATH,
    cells,
    load_deal,
    paper_plays,
    screen_text,
    settled,
    type_plays,
)

from four_lanterns.engine import V0, Card, Deal, Play, Seat, Suit
from four_lanterns.engine.deal import TraceTrick
from four_lanterns.games.sticheln.deal import random_round
from four_lanterns.games.sticheln.rules import TAKEN
from four_lanterns.i18n import Lang
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp, glyphs_for
from four_lanterns.tui.widgets.history import HistoryPanel
from four_lanterns.tui.widgets.line import Line, held
from four_lanterns.tui.widgets.trick import TrickArea, TrickSlot
from four_lanterns.tui.words import Words, words_for
from four_lanterns.words import MatchKey

LANGS: tuple[Lang, ...] = ("en", "de", "es", "zh")
SIZES = ((80, 24), (100, 30))
# Characters a panel's right edge is drawn with (rounded and heavy frames).
RIGHT_EDGES = set("│┃╮╯┓┛")


def live(lang: Lang) -> FourLanternsApp:
    """``four-lanterns play --lang LANG`` on the fixed deal."""
    return FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for(lang))


def review(lang: Lang) -> FourLanternsApp:
    """``four-lanterns review --lang LANG`` on the fixed deal."""
    return FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for(lang), review=True)


def flat(text: str) -> str:
    """``text`` with every run of spaces (and no-break spaces) as one space."""
    return re.sub(r"[ \u00a0]+", " ", text).strip()


def rows(app: FourLanternsApp) -> list[str]:
    """The screen, one string a row."""
    return screen_text(app).splitlines()


def table_column(app: FourLanternsApp) -> str:
    """The text inside the left column's frames (table and notice bar), row after row."""
    notice = app.table.query_one("#notice")
    left, right = notice.region.x + 1, notice.region.right - 1
    return flat(" ".join(cells(row, left, right).strip(" │┃") for row in rows(app)))


def panel_rows(app: FourLanternsApp, selector: str) -> list[str]:
    """The rows inside a panel's frame, as shown, trailing spaces dropped."""
    region = app.table.query_one(selector).region
    shown = rows(app)[region.y + 1 : region.bottom - 1]
    return [cells(row, region.x + 1, region.right - 1).rstrip() for row in shown]


def assert_right_edges(app: FourLanternsApp) -> None:
    """Every row above the footer ends in a panel's frame: nothing runs off the window."""
    for number, row in enumerate(rows(app)[:-1]):
        assert row.rstrip()[-1:] in RIGHT_EDGES, (number, row)
        assert cell_len(row.rstrip()) == app.size.width, (number, row)


def longest_why(words: Words) -> tuple[int, str]:
    """The number of paper cards before the longest why-message, and that message."""
    state = load_deal().new_game()
    longest = (0, words.why(state))
    for count, play in enumerate(paper_plays(), start=1):
        state = state.play(play.card, play.seat)
        if not state.is_over and len(words.why(state)) > len(longest[1]):
            longest = (count, words.why(state))
    return longest


async def settle(pilot: Pilot[int], *keys: str) -> None:
    await pilot.press(*keys)
    await settled(pilot)


# -- 1. the checklist's details ----------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
async def test_details_end_at_the_window_edge(size: tuple[int, int]) -> None:
    """c c (details) in German at T2.3: the side panels keep their right frame."""
    app = live("de")
    async with app.run_test(size=size) as pilot:
        await type_plays(pilot, paper_plays()[:6])
        await settle(pilot, "c", "c")
        assert app.table.detail and app.table.checklist_shown
        assert "Papier" in screen_text(app)
        assert_right_edges(app)


# -- 2. the why-message ---------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_whole_why_message_at_80x24(lang: Lang) -> None:
    """y where the why is longest: every word of it is on screen, in the notice bar."""
    words = words_for(lang)
    count, why = longest_why(words)
    app = live(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays()[:count])
        await settle(pilot, "y")
        shown, wanted = table_column(app), flat(why)
        if lang == "zh":  # Chinese wraps between characters: no space where it wraps
            shown, wanted = shown.replace(" ", ""), wanted.replace(" ", "")
        assert wanted in shown
        assert_right_edges(app)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_a_wrapped_notice_never_splits_a_cards_name(lang: Lang) -> None:
    """``t1`` Enter, then ``y``, at 80×24: the dimmed cards were listed as "… and Violet"
    on one row and "1." on the next."""
    words = words_for(lang)
    suits = tuple(words.suit(suit) for suit in Suit)
    app = live(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays()[:1])
        await settle(pilot, "y")
        said = [row.strip() for row in panel_rows(app, "#notice") if row.strip()]
        assert len(said) > 1, said  # the case: a notice that wraps
        for row, below in itertools.pairwise(said):
            assert not (row.endswith(suits) and re.match(r"\d", below)), (row, below)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_long_file_name_in_a_notice_folds_after_a_hyphen(
    lang: Lang, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """x at 80×24 on a deal file with a long name: the report's name, longer than the
    notice is wide, was cut inside a word ("…-thr" / "ee-…")."""
    monkeypatch.chdir(tmp_path)
    name = "club-night-2026-12-07-table-three-the-second-hand-of-the-evening.toml"
    (tmp_path / name).write_text(DEAL_PATH.read_text("utf-8"), "utf-8")
    app = FourLanternsApp(load_deal(), name, V0, words=words_for(lang), review=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, "x")
        (report,) = [path.name for path in tmp_path.glob("four-lanterns-report-*")]
        said = [row.strip() for row in panel_rows(app, "#notice") if row.strip()]
        shown = "".join(said)
        assert report in shown, said  # the name whole, read across its rows
        start = next(at for at, row in enumerate(said) if row and row in report)
        pieces = [row for row in said[start:] if row in report]
        assert len(pieces) > 1, said  # the case: a name longer than a row
        assert all(piece.endswith("-") for piece in pieces[:-1]), pieces


@pytest.mark.parametrize("lang", LANGS)
def test_the_hands_result_keeps_each_team_with_its_points(lang: Lang) -> None:
    """At 80×24 the Chinese result ended a row with "v1：北/南" and began the next with
    "2，东/西 3", and a Spanish row began with "· v1:": a team is never split from its
    points, nor a row begun with a joint, at any width, in any language."""
    words = words_for(lang)
    game = Match.of_deal(load_deal()).state
    for play in paper_plays():
        game = game.play(play.card, play.seat)
    results = [game.result(variant) for variant in game.rules.variants.values()]
    text = words.hand_over.format(
        results=words.sentence_separator.join(
            words.result_sentence(result) for result in results if result
        )
    )
    teams = tuple(words.side_names([side]) for side in game.rules.sides)
    assert all(team in text for team in teams)
    for width in range(16, 60):
        rows = held(text, width).split("\n")
        assert all(cell_len(row) <= width for row in rows), (width, rows)
        for row, below in itertools.pairwise(rows):
            assert not (row.rstrip().endswith(teams) and re.match(r"\d", below)), (width, rows)
            assert not below.startswith(("·", "–")), (width, rows)  # a joint ends a row


@pytest.mark.parametrize("lang", ["en", "de", "es"])
@pytest.mark.parametrize("key", ["match.prompt_bid", "match.prompt_bid_typed"])
def test_the_bid_prompt_keeps_each_key_with_what_it_does(lang: Lang, key: MatchKey) -> None:
    """At 80×24 "Enter" ended a row and "bids." stood alone on the next."""
    w = words_for(lang).catalogue
    text = w(key, seat=w("name.seat.S"), step="B3", pick="0", typed="1", most=5)
    for width in range(30, 60):
        rows = held(text, width).split("\n")
        assert not [row for row in rows if row.endswith(("Enter", "Esc"))], (width, rows)
        assert "\u00a0" not in "".join(rows)


# -- 3. the too-small notice ----------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
async def test_too_small_shows_the_size_it_asks_for_at_40_columns(lang: Lang) -> None:
    """At 40×20 every line of the notice is whole, the minimum size among them."""
    words = words_for(lang)
    app = live(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.resize_terminal(40, 20)
        await pilot.pause()
        shown = flat(" ".join(rows(app)))
        text = words.too_small.format(width=40, height=20, min_width=80, min_height=24)
        for line in text.splitlines():
            assert flat(line) in shown, (line, screen_text(app))
        assert "80×24" in shown or "80x24" in shown


# -- 4. every panel whole in every language ----------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "100x30"])
@pytest.mark.parametrize("lang", LANGS)
async def test_panels_whole_in_every_language(lang: Lang, size: tuple[int, int]) -> None:
    """Mid-hand with the checklist shown: the status's step on one row, the paper's
    column beside each trick played, one history row a play, the footer to Quit."""
    words = words_for(lang)
    app = live(lang)
    async with app.run_test(size=size) as pilot:
        await type_plays(pilot, paper_plays()[:14])
        await settle(pilot, "c")
        assert_right_edges(app)
        status = [flat(row) for row in panel_rows(app, "#status")]
        step = flat(words.status_step.format(step="T4.3"))
        assert any(step in row for row in status), status
        checklist = [flat(row) for row in panel_rows(app, "#checklist")]
        assert checklist[0] == flat(words.checklist_paper_column), checklist
        paper = load_deal().trace
        for trick in paper[:3]:
            winner = f"{words.seat(trick.winner)} {words.score(trick.scores['v0'])}"
            assert any(
                row.startswith(f"T{trick.number} ") and row.endswith(winner) for row in checklist
            ), (
                winner,
                checklist,
            )
        history = [flat(row) for row in panel_rows(app, "#history") if row.strip()]
        assert history and all(re.match(r"T\d", row) for row in history), history
        footer = rows(app)[-1].rstrip()
        assert footer.endswith(f"q {words.key_quit}"), footer


@pytest.mark.parametrize("lang", LANGS)
async def test_review_footer_whole_at_80x24(lang: Lang) -> None:
    """Review mode's footer, in every language, ends with its quit key at 80 columns."""
    words = words_for(lang)
    app = review(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert rows(app)[-1].rstrip().endswith(f"q {words.key_quit}")
        assert_right_edges(app)


# -- 6. the checklist in live play ---------------------------------------------------


async def test_live_checklist_hidden_until_c_and_c_cycles() -> None:
    """Hidden at first; c shows it compact, c again detailed, c again hides it."""
    words = words_for("en")
    app = live("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert words.checklist_title not in screen_text(app)
        await settle(pilot, "c")
        assert words.checklist_title in screen_text(app)
        assert words.checklist_unplayed not in screen_text(app)  # compact: no detail lines
        await settle(pilot, "c")
        assert words.checklist_unplayed in screen_text(app)
        assert words.checklist_hide in screen_text(app)
        await settle(pilot, "c")
        assert words.checklist_title not in screen_text(app)
        assert words.history_title in screen_text(app)


@pytest.mark.parametrize("lang", LANGS)
async def test_no_paper_value_before_it_is_played(lang: Lang) -> None:
    """Before the first card, shown compact and detailed, the checklist names no paper
    winner, score or card; after the first trick only that trick's."""
    words = words_for(lang)
    paper = load_deal().trace
    app = live(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        for keys in (("c",), ("c",)):
            await settle(pilot, *keys)
            shown = flat(" ".join(panel_rows(app, "#checklist")))
            for trick in paper:
                assert f"{words.seat(trick.winner)} {words.score(trick.scores['v0'])}" not in shown
                assert " ".join(play.card.code for play in trick.plays) not in shown
            assert flat(words.checklist_paper_column) not in shown
        await settle(pilot, "c", "c")  # hidden, then compact again
        await type_plays(pilot, paper_plays()[:4])
        shown = flat(" ".join(panel_rows(app, "#checklist")))
        first = paper[0]
        assert f"{words.seat(first.winner)} {words.score(first.scores['v0'])}" in shown
        for trick in paper[1:]:
            assert f"{words.seat(trick.winner)} {words.score(trick.scores['v0'])}" not in shown


@pytest.mark.parametrize("lang", LANGS)
async def test_paper_column_is_labelled(lang: Lang) -> None:
    """After a trick, the right-hand column is headed as the paper's, above its values."""
    words = words_for(lang)
    app = live(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await type_plays(pilot, paper_plays()[:4])
        await settle(pilot, "c")
        checklist = panel_rows(app, "#checklist")
        heading = words.checklist_paper_column
        assert checklist[0].endswith(heading), checklist
        trick = load_deal().trace[0]
        value = f"{words.seat(trick.winner)} {words.score(trick.scores['v0'])}"
        assert checklist[1].endswith(value), checklist


async def test_tricks_played_after_a_divergence_say_what_was_played() -> None:
    """East leads Moss 1 (paper: Amber 2): T2 mismatch; South's lead to T3 reads as played."""
    app = live("en")
    async with app.run_test(size=(120, 40)) as pilot:
        plays = [*paper_plays()[:4], *map(Play.parse, ("E:M1", "S:M4", "W:M3", "N:M2", "S:A1"))]
        await type_plays(pilot, plays)
        await settle(pilot, "c")
        checklist = [flat(row) for row in panel_rows(app, "#checklist")]
        assert any(row.startswith("T2 mismatch") for row in checklist), checklist
        assert any(row.startswith("T3 played A1") for row in checklist), checklist
        assert any(row.startswith("T4 not executed") for row in checklist), checklist
        assert not any(row.startswith("T3 not executed") for row in checklist)


async def test_review_keeps_the_checklist_shown() -> None:
    """Review mode: the checklist is on screen from the start, with the paper's values."""
    words = words_for("en")
    app = review("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert words.checklist_title in text
        assert words.checklist_paper_column in text
        await settle(pilot, "c")
        assert app.table.checklist_shown and app.table.detail
        await settle(pilot, "c")
        assert app.table.checklist_shown and not app.table.detail


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("cards", range(1, 13))
async def test_every_card_of_every_hand_is_drawn_inside_its_panel(
    cards: int, size: tuple[int, int]
) -> None:
    """Any hand size of a duel (1 to 12), each seat's every card in sight, at either size."""
    from match_support import match_app

    from four_lanterns.games.sticheln.deal import random_round
    from four_lanterns.match import Match
    from four_lanterns.tui.widgets.hand import Hand
    from four_lanterns.tui.widgets.seat import SeatPanel

    app = match_app(Match.of_deal(random_round(cards, cards), hidden=False))
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        for panel in app.table.query(SeatPanel):
            hand = panel.query_one(Hand)
            inside = panel.content_region
            places = hand.places()
            assert len(places) == cards, panel.seat
            for card, place in places:
                drawn = place.translate(hand.region.offset)
                assert inside.contains_region(drawn), (panel.seat, card, drawn, inside)


@pytest.mark.parametrize(
    ("lang", "winner", "tricks"),
    [
        ("en", "T1 East wins", "tricks N 0 E 1 S 0 W 0"),
        ("de", "T1 Ost gewinnt", "Stiche N 0 O 1 S 0 W 0"),
        ("es", "T1 gana Este", "bazas N 0 E 1 S 0 O 0"),
        ("zh", "T1 东赢", "墩数 北 0 东 1 南 0 西 0"),
    ],
)
async def test_a_sticheln_tricks_result_names_each_seat_with_its_tricks_at_80x24(
    lang: Lang, winner: str, tricks: str
) -> None:
    """Not "0–1–0–0": the history says they are tricks, and whose, each line whole."""
    deal = sticheln_deal()
    words = words_for(lang, "sticheln")
    app = FourLanternsApp(deal, STICHELN_NAME, TAKEN, words=words, match=Match.of_deal(deal))
    async with app.run_test(size=(80, 24)) as pilot:
        for tricks_bid in (2, 2, 1, 0):
            await bid(pilot, tricks_bid)
        for play in deal.trace[0].plays:  # East's Owl takes trick 1
            await choose(pilot, play.card)
        history = app.screen.query_one(HistoryPanel)
        # Too narrow for one line here: the tricks on a line of their own, never cut.
        assert f"{winner}\n{tricks}\n" in history.text + "\n", history.text
        assert "0–1–0–0" not in history.text
        width = history.size.width - history.styles.scrollbar_size_vertical
        assert all(cell_len(row) <= width for row in history.text.splitlines())


async def test_a_sticheln_tricks_result_takes_one_line_where_it_fits() -> None:
    deal = sticheln_deal()
    app = FourLanternsApp(deal, STICHELN_NAME, TAKEN, match=Match.of_deal(deal))
    async with app.run_test(size=(200, 60)) as pilot:
        for tricks_bid in (2, 2, 1, 0):
            await bid(pilot, tricks_bid)
        for play in deal.trace[0].plays:
            await choose(pilot, play.card)
        text = app.screen.query_one(HistoryPanel).text
        assert "T1 East wins · tricks N 0 E 1 S 0 W 0" in text.splitlines(), text


# -- 7. the trick area whole ----------------------------------------------------------

# Eight cards a hand: East and West take two columns of cards at 80×24, and the
# trick area what they leave. North leads Violet; South, with none, takes the
# trick with the trump Moss 13.
WIDE_SIDES = """\
title = "Sticheln: eight cards a hand"
game = "sticheln"
dealer = "N"
turned = ["M9"]

[hands]
N = ["V2", "V6", "A1", "A2", "A3", "T1", "T2", "T3"]
E = ["V3", "V7", "A4", "A5", "A6", "T4", "T5", "T6"]
S = ["M13", "M1", "A7", "A8", "A9", "T7", "T8", "T9"]
W = ["V4", "V8", "A10", "A11", "A12", "T10", "T11", "T12"]
"""
WIDE_TRICK = tuple(map(Card.parse, ("V2", "V3", "M13", "V4")))
GAMES = ("four-lanterns", "sticheln")


def trick_said(app: FourLanternsApp) -> list[str]:
    """What the trick area says, line by line: the suit led, then the outcome's lines."""
    area = app.table.query_one(TrickArea)
    outcome = area.query_one(".trick-outcome", Line).text
    return [area.query_one(".trick-led", Line).text, *outcome.splitlines()]


def assert_trick_whole(
    app: FourLanternsApp, led: Suit, won: Play, next_leader: Seat | None
) -> None:
    """Every line of the completed trick's area on screen, each whole: the suit led,
    the winner, the rule that took the trick, the next leader (or the end); the
    winning card marked."""
    words = app.words
    glyphs = glyphs_for(words.lang, ascii_only=False)
    rows = panel_rows(app, "#trick")
    said = trick_said(app)
    assert len(said) == 4, said
    led_line, winner, reason, after = said
    shown = flat(" ".join(rows))
    for line in said:
        wanted = flat(line)
        if words.lang == "zh":  # Chinese wraps between characters: no space where it wraps
            wanted, shown = wanted.replace(" ", ""), shown.replace(" ", "")
        assert wanted in shown, (line, rows)
    assert words.suit(led) in led_line, led_line
    assert winner == words.trick_winner.format(glyph=glyphs.winner, seat=words.seat(won.seat))
    assert reason.strip(), said
    if next_leader is not None:
        assert words.seat(next_leader) in after, after
    else:
        assert after.strip(), said
    assert any(won.card.code in row and glyphs.winner in row for row in rows), rows


def winning_play(row: TraceTrick) -> Play:
    return next(play for play in row.plays if play.seat is row.winner)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
async def test_trick_area_whole_at_80x24(lang: Lang, game: str) -> None:
    """Each trick of the fixed deal with a next leader; Sticheln's trump trick beside
    two columns of side cards: the suit led, winner, rule and next leader on screen."""
    if game == "four-lanterns":
        app = live(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            # The last trick under the hand's result: the review's end shows it.
            for row in load_deal().trace[:-1]:
                await type_plays(pilot, row.plays)
                await settled(pilot)
                led = row.plays[0].card.suit
                assert led is not None
                assert_trick_whole(app, led, winning_play(row), row.next_leader)
        return
    deal = Deal.from_toml(WIDE_SIDES, source="wide-sides.toml")
    app = FourLanternsApp(
        deal, "wide-sides.toml", TAKEN, words=words_for(lang, game), match=Match.of_deal(deal)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4):
            await bid(pilot, 1)
        for card in WIDE_TRICK:
            await choose(pilot, card)
        await settled(pilot)
        for seat in (Seat.EAST, Seat.WEST):  # two columns of cards at the sides
            assert app.table.query_one(f"#seat-{seat.code.lower()}").has_class("-many")
        assert_trick_whole(app, Suit.VIOLET, Play(Seat.SOUTH, WIDE_TRICK[2]), Seat.SOUTH)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
async def test_trick_area_whole_at_the_review_end_at_80x24(lang: Lang, game: str) -> None:
    """``review``, End: the last trick's area says the hand (the round) is over."""
    deal = load_deal() if game == "four-lanterns" else sticheln_deal()
    name = DEAL_NAME if game == "four-lanterns" else STICHELN_NAME
    variant = V0 if game == "four-lanterns" else TAKEN
    app = FourLanternsApp(deal, name, variant, words=words_for(lang, game), review=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, "end")
        last = deal.trace[-1]
        led = last.led or last.plays[0].card.suit
        assert led is not None
        assert_trick_whole(app, led, winning_play(last), None)


@pytest.mark.parametrize("lang", LANGS)
async def test_the_prompt_never_leaves_its_step_alone_on_a_row_at_80x24(lang: Lang) -> None:
    """The step id shares the prompt's first row with words (Chinese has no spaces
    to break at: a space after the step left it on a row of its own)."""
    app = live(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, "t", "1", "enter")
        shown = [row.strip() for row in panel_rows(app, "#notice") if row.strip()]
        assert "T1.2" in shown[0], shown
        assert flat(shown[0]) != "T1.2", shown


def slot_places(app: FourLanternsApp) -> dict[Seat, tuple[int, int]]:
    """Where each seat's place in the trick is on screen: its column and row."""
    return {slot.seat: (slot.region.x, slot.region.y) for slot in app.table.query(TrickSlot)}


@pytest.mark.parametrize(
    "size", [(80, 24), (80, 30), (100, 30), (120, 40)], ids=["80x24", "80x30", "100x30", "120x40"]
)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
async def test_the_cards_stay_put_while_tricks_are_played(
    lang: Lang, game: str, size: tuple[int, int]
) -> None:
    """Each card in the trick stays where it landed: before the first card, as the
    trick's last card lands and its outcome wraps, and as the next trick's first
    card replaces it (at 80×30 a German outcome wrapped to five rows and the cards
    moved up one)."""
    if game == "four-lanterns":
        app = live(lang)
        trace = load_deal().trace
        # Every card until the last trick's first: each trick's outcome, then the next.
        plays = [play for row in trace[:-1] for play in row.plays] + [trace[-1].plays[0]]
        async with app.run_test(size=size) as pilot:
            await settled(pilot)
            places = slot_places(app)
            assert len(places) == 4, places
            for play in plays:
                await type_plays(pilot, [play])
                await settled(pilot)
                assert slot_places(app) == places, (size, play)
        return
    deal = Deal.from_toml(WIDE_SIDES, source="wide-sides.toml")
    app = FourLanternsApp(
        deal, "wide-sides.toml", TAKEN, words=words_for(lang, game), match=Match.of_deal(deal)
    )
    async with app.run_test(size=size) as pilot:
        for _ in range(4):
            await bid(pilot, 1)
        await settled(pilot)
        places = slot_places(app)
        assert len(places) == 4, places
        # The trump trick beside two columns of side cards (at 80×24), then South leads.
        for card in (*WIDE_TRICK, Card.parse("A7")):
            await choose(pilot, card)
            await settled(pilot)
            assert slot_places(app) == places, (size, card)


def trick_region(app: FourLanternsApp) -> Region:
    """Where the trick area is on screen."""
    return app.table.query_one(TrickArea).region


# The fixed deal, the fixed Sticheln round open and at a hidden table (its hands
# passed round seat by seat), and a round of twelve cards a hand.
TABLES = ("four-lanterns", "sticheln", "sticheln-hidden", "sticheln-12")


@pytest.mark.parametrize(
    "size",
    [(80, 24), (100, 30), (120, 40), (200, 60)],
    ids=["80x24", "100x30", "120x40", "200x60"],
)
@pytest.mark.parametrize("table", TABLES)
async def test_the_trick_area_stays_put_as_the_hands_are_played_down(
    table: str, size: tuple[int, int]
) -> None:
    """The trick area has the place it had before the first card after every trick
    to the round's end: North's and South's panels keep the rows of their hands as
    dealt (at 200×60 both lost their row of large cards with the last trick and the
    trick area moved up three rows; at 120×40 a hand of twelve gave back a row of
    cards at nine; at a hidden table it moved with every hand-off)."""
    if table == "four-lanterns":
        app = FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for("en"), guard=0.0)
        async with app.run_test(size=size) as pilot:
            await settled(pilot)
            region = trick_region(app)
            for row in load_deal().trace:
                await type_plays(pilot, row.plays)
                await settled(pilot)
                assert app.table.state.plays[-1] == row.plays[-1]
                assert trick_region(app) == region, (size, row.number)
            assert app.table.state.is_over
        return
    deal = random_round(7, 12) if table == "sticheln-12" else sticheln_deal()
    app = match_app(Match.of_deal(deal, hidden=table == "sticheln-hidden"))
    async with app.run_test(size=size) as pilot:
        for _ in range(4):
            await bid(pilot, 1)
        await take_hand_off(pilot)
        await settled(pilot)
        region = trick_region(app)
        state = app.table.state
        while not state.is_over:
            await choose(pilot, state.legal_plays().cards[0])
            state = app.table.state
            if len(state.plays) % 4 and table != "sticheln-hidden":
                continue
            await take_hand_off(pilot)  # the next seat's hand face up, the last seat's down
            await settled(pilot)
            # After each trick; at a hidden table after each card (each hand-off).
            assert trick_region(app) == region, (size, len(state.plays))

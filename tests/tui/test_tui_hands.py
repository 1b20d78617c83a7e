"""A Four Lanterns deal is a hand: every word of the table for it says "hand", as its title does.

The table's title ("Hand 1 of 2") and the hand's result ("Hand 1 of 2 over")
said so; the result's keys, the help, the new-game dialog and ``x`` said
"round" beside them. Sticheln plays rounds and keeps the word.
"""

from __future__ import annotations

import re

import pytest
from match_support import choose, match_app, sticheln_app, table, take_hand_off
from textual.pilot import Pilot
from textual.widgets import Label, RadioSet
from tui_support import load_deal, on_top, screen_text, settled
from tui_support import whole_cells as cells

from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import ConfirmScreen, HelpScreen
from four_lanterns.tui.screens.last_trick import LastTrickScreen
from four_lanterns.tui.screens.match_screens import NewGameScreen, RoundOverScreen
from four_lanterns.tui.words import words_for
from four_lanterns.words.types import Lang

LANGS = ["en", "de", "es", "zh"]
ROUND_WORDS = re.compile(r"round|Runde|ronda|轮(?!到)", re.IGNORECASE)  # 轮到: "… to play"
"""A round in every language (Chinese 轮到, "whose turn", is no round)."""


def flat(text: str) -> str:
    """Screen text with frames dropped and whitespace collapsed: a wrapped line reads whole."""
    return " ".join(re.sub(r"[\u2500-\u257f]", " ", text).split())


async def shown_whole(pilot: Pilot[int], part: str, text: str) -> None:
    """Pause until the screen shows ``text`` whole where ``part`` is, wrapped or not."""
    for _ in range(100):  # the result works out its costly plays first
        box = pilot.app.screen.query_one(part).region
        rows = screen_text(pilot.app).splitlines()[box.y : box.bottom]  # type: ignore[arg-type]
        if squeezed(text) == squeezed("".join(cells(row, box.x, box.right) for row in rows)):
            return
        await pilot.pause(0.05)
    raise AssertionError(f"never shown whole: {text!r}")


def squeezed(text: str) -> str:
    """``text`` without whitespace: wrapped or not, at any width, in any language."""
    return re.sub(r"\s+", "", text)


def at_last_card(match: Match) -> Match:
    """``match`` with its round in play bid and played by the first legal choice, but one card."""
    state = match.state
    while True:
        bids = state.legal_bids()
        after = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
        if after.is_over:
            return match.with_state(state)
        state = after


async def to_the_result(pilot: Pilot[int]) -> None:
    """The last card of a match :func:`at_last_card` played: its round's result is shown."""
    await choose(pilot, table(pilot.app).state.legal_plays().cards[0])  # type: ignore[arg-type]
    assert isinstance(pilot.app.screen, RoundOverScreen)


def app_in(lang: Lang, match: Match) -> FourLanternsApp:
    deal = match.deal
    return FourLanternsApp(
        deal,
        "test",
        next(iter(deal.rules.variants.values())),
        words=words_for(lang, match.setup.game),
        match=match,
        guard=0.0,
        bot_pace=0.0,
    )


async def result_keys(app: FourLanternsApp, size: tuple[int, int] = (120, 40)) -> str:
    """The keys line of the result the last card opens, as shown (its spaces plain)."""
    return " ".join(await result_key_rows(app, size))


async def result_key_rows(app: FourLanternsApp, size: tuple[int, int]) -> list[str]:
    """The rows the keys line of the result the last card opens takes on screen."""
    async with app.run_test(size=size) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        keys = str(app.screen.query_one("#round-keys", Label).content)
        await shown_whole(pilot, "#round-keys", keys)
        box = app.screen.query_one("#round-keys").region
        shown = screen_text(app).splitlines()[box.y : box.bottom]
        # Runs of spaces as one (not the full-width space between Chinese keys).
        return [re.sub(r"[ \u00a0]+", " ", cells(row, box.x, box.right)).strip() for row in shown]


@pytest.mark.parametrize("game", ["four-lanterns", "sticheln"])
@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_a_results_keys_break_only_between_keys(lang: Lang, game: str) -> None:
    """At 80×24 the German keys ended a row with "q:" and began the next with "beenden":
    each key stays on one row with what it does, the "·" after it."""
    rows = await result_key_rows(app_in(lang, at_last_card(Match.seeded(game, 5, 4))), (80, 24))
    assert len(rows) > 1, rows  # the case: a keys line that wraps
    for row in rows:
        for key in row.removesuffix(" ·").split(" · "):
            assert re.fullmatch(r"\S+[:：] .+", key), (key, rows)
    assert not [row for row in rows[1:] if row.startswith("·")], rows


@pytest.mark.parametrize("game", ["four-lanterns", "sticheln"])
@pytest.mark.parametrize("lang", LANGS)
async def test_a_results_keys_say_that_u_takes_back_the_last_card(lang: Lang, game: str) -> None:
    """At 80×24, whole: u answers on the result as at the table, and the keys line says so."""
    keys = await result_keys(app_in(lang, at_last_card(Match.seeded(game, 5, 4))), (80, 24))
    assert re.search(r"(^|[ ·　])u[:：]", keys), keys


@pytest.mark.parametrize(
    ("lang", "next_hand"),
    [
        ("en", "Enter: next hand ·"),
        ("de", "Enter: nächste Hand ·"),
        ("es", "Enter: mano siguiente ·"),
        ("zh", "Enter：下一副　r：重玩本副"),
    ],
)
async def test_a_hands_result_offers_the_next_hand(lang: Lang, next_hand: str) -> None:
    """Hand 1 of 2 over: Enter deals hand 2, and the keys say so, not "next round"."""
    keys = await result_keys(app_in(lang, at_last_card(Match.seeded("four-lanterns", 5, 2))))
    assert keys.startswith(next_hand), keys
    assert not ROUND_WORDS.search(keys), keys


@pytest.mark.parametrize("lang", LANGS)
async def test_the_result_of_a_single_hand_says_nothing_of_a_round(lang: Lang) -> None:
    """The fixed deal, one hand: "r: play it again" (Chinese said "replay this round")."""
    keys = await result_keys(app_in(lang, at_last_card(Match.of_deal(load_deal()))))
    assert not ROUND_WORDS.search(keys), keys
    if lang == "zh":
        assert "r：重玩本副" in keys, keys


@pytest.mark.parametrize(
    ("lang", "next_round"), [("en", "Enter: next round"), ("zh", "Enter：下一轮")]
)
async def test_a_duels_result_still_offers_the_next_round(lang: Lang, next_round: str) -> None:
    match = at_last_card(Match.seeded("sticheln", 5, 4, hidden=False))
    keys = await result_keys(app_in(lang, match))
    assert keys.startswith(next_round), keys


@pytest.mark.parametrize(
    ("lang", "when_over"),
    [("en", "when a hand is over: what next"), ("de", "nach einer Hand: wie weiter")],
)
async def test_the_help_of_four_lanterns_says_when_a_hand_is_over(
    lang: Lang, when_over: str
) -> None:
    app = app_in(lang, Match.of_deal(load_deal()))
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = flat(screen_text(app))
        assert when_over in shown, shown
        keys = shown[shown.index(words_for(lang).help_keys_title) :]
        assert not ROUND_WORDS.search(keys), keys


async def test_the_help_of_sticheln_still_says_when_a_round_is_over() -> None:
    app = sticheln_app(hidden=False)
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "when a round is over: what next" in flat(screen_text(app))


HAND_WORDS = re.compile(r"hand|Händ|mano|手牌|牌局|副", re.IGNORECASE)
"""A hand in every language: the cards held, or Four Lanterns' word for a deal."""


def help_row(text: str, key: str) -> str:
    """What the help says of ``key`` (``"r"``, ``"q"``), as shown."""
    for line in text.splitlines():
        found = re.search(rf"[┃│]\s*{key}\s{{2,}}(\S.*?)\s*[┃│]", line)
        if found:
            return found.group(1)
    raise AssertionError(f"no help row for {key!r} in:\n{text}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "rounds"), [("four-lanterns", 2), ("sticheln", 4)])
async def test_the_help_restarts_and_quits_a_hand_of_four_lanterns_and_a_round_of_sticheln(
    lang: Lang, game: str, rounds: int
) -> None:
    """Sticheln's help said "restart with the same hands" and "in the middle of a hand"."""
    app = app_in(lang, Match.seeded(game, 5, rounds, hidden=False))
    async with app.run_test(size=(120, 60)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        for key in ("r", "q"):
            row = help_row(text, key)
            if game == "four-lanterns":
                assert HAND_WORDS.search(row), row
            else:
                assert ROUND_WORDS.search(row) and not HAND_WORDS.search(row), row


@pytest.mark.parametrize(
    ("lang", "hands", "rounds"), [("en", "Hands", "Rounds"), ("de", "Hände", "Runden")]
)
async def test_the_new_game_dialog_counts_the_hands_of_four_lanterns_and_the_rounds_of_sticheln(
    lang: Lang, hands: str, rounds: str
) -> None:
    app = app_in(lang, Match.of_deal(load_deal()))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("g")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        label = dialog.query_one("#new-count", Label)
        assert str(label.content) == hands  # Four Lanterns, the game on the table
        games = dialog.query_one("#new-game-choice", RadioSet)
        for game, count in ((1, rounds), (0, hands)):  # Sticheln, then Four Lanterns again
            games.children[game].value = True  # type: ignore[attr-defined]
            await pilot.pause()
            assert str(label.content) == count
            assert re.search(rf"\b{count}\b", flat(screen_text(app)))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "only a finished hand can be shared"),
        ("es", "solo se comparte una mano terminada"),
    ],
)
async def test_x_with_hidden_hands_before_the_hand_is_over_says_hand(lang: Lang, said: str) -> None:
    app = app_in(lang, Match.of_deal(load_deal(), hidden=True))
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        await pilot.press("x")
        await pilot.pause()
        shown = flat(screen_text(app))
        assert said in shown, shown


async def test_x_with_hidden_hands_in_a_duel_still_says_round() -> None:
    app = match_app(Match.seeded("sticheln", 5, 4, hidden=True), "--seed 5")
    async with app.run_test(size=(120, 40)) as pilot:
        await take_hand_off(pilot)
        await pilot.press("x")
        await pilot.pause()
        assert "only a finished round can be shared" in flat(screen_text(app))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["four-lanterns", "sticheln"])
async def test_quitting_in_the_middle_asks_of_a_hand_of_four_lanterns_and_a_round_of_sticheln(
    lang: Lang, game: str
) -> None:
    """q after a card (and Sticheln's bids) asked "in the middle of the hand?" in Sticheln too."""
    app = app_in(lang, Match.seeded(game, 5, 1 if game == "four-lanterns" else 4, hidden=False))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table(app)
        while not screen.state.plays:
            bids = screen.state.legal_bids()
            if bids:
                await pilot.press(str(bids[0]), "enter")
                await pilot.pause()
            else:
                await choose(pilot, screen.state.legal_plays().cards[0])
        await pilot.press("q")
        shown = await settled(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        box = app.screen.query_one("#question").region
        rows = shown.splitlines()[box.y : box.bottom]
        asked = " ".join(" ".join(cells(row, box.x, box.right) for row in rows).split())
        if game == "four-lanterns":
            assert HAND_WORDS.search(asked) and not ROUND_WORDS.search(asked), asked
        else:
            assert ROUND_WORDS.search(asked) and not HAND_WORDS.search(asked), asked
            said = app.words.catalogue("match.quit_round", count=1)
            assert squeezed(asked) == squeezed(said)


@pytest.mark.parametrize(("lang", "yes"), [("en", "y"), ("de", "j"), ("es", "s"), ("zh", "y")])
async def test_a_question_is_answered_yes_by_the_key_it_names(lang: Lang, yes: str) -> None:
    """German asks "j: ja", Spanish "s: sí": that key restarts; y still does, n never does."""
    for key, restarted in ((yes, True), ("y", True), ("n", False)):
        app = app_in(lang, Match.of_deal(load_deal()))
        async with app.run_test(size=(120, 40)) as pilot:
            await choose(pilot, table(app).state.legal_plays().cards[0])
            await pilot.press("r")
            shown = await settled(pilot)
            assert isinstance(app.screen, ConfirmScreen)
            assert f"{yes}:" in shown or f"{yes}：" in shown  # the key the dialog names
            await pilot.press(key)
            await pilot.pause()
            assert not isinstance(app.screen, ConfirmScreen)
            assert (table(app).state.plays == ()) is restarted


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_the_prompt_after_a_round_keeps_each_key_with_what_it_does(lang: Lang) -> None:
    """At 80×24, Esc on a round's result: the German prompt ended a row with "r:" and
    began the next with "noch einmal". A key is never the last word of a row."""
    app = app_in(lang, at_last_card(Match.seeded("sticheln", 5, 4)))
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("escape")
        await settled(pilot)
        box = app.table.query_one("#prompt").region
        rows = [
            cells(row, box.x, box.right).strip()
            for row in screen_text(app).splitlines()[box.y : box.bottom]
        ]
        assert len([row for row in rows if row]) > 1, rows  # the case: a prompt that wraps
        assert not [row for row in rows if re.search(r"(^|\s)(\S|Enter|Esc):$", row)], rows


@pytest.mark.parametrize(
    ("key", "opens"), [("l", LastTrickScreen), ("question_mark", HelpScreen)], ids=["l", "?"]
)
async def test_a_key_of_the_footer_under_a_result_is_answered_by_the_table(
    key: str, opens: type
) -> None:
    """The footer under a round's result offers l and ?: they did nothing there. The result
    closes, as with Esc, and the table answers them; Enter brings the result back."""
    app = app_in("en", at_last_card(Match.seeded("sticheln", 5, 4)))
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_result(pilot)
        await pilot.press(key)
        await settled(pilot)
        assert isinstance(app.screen, opens)
        await pilot.press("escape")
        await settled(pilot)
        assert on_top(app) is app.table
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, RoundOverScreen)


@pytest.mark.parametrize(("key", "asks"), [("r", ConfirmScreen), ("g", NewGameScreen)])
async def test_declining_r_or_g_on_a_result_brings_the_result_back(key: str, asks: type) -> None:
    """n to "Restart the round?" or Esc on the new-game dialog changes nothing: the result
    is still to be answered, and is shown again, not left behind the bare table."""
    app = app_in("en", at_last_card(Match.seeded("sticheln", 5, 4)))
    async with app.run_test(size=(100, 30)) as pilot:
        await to_the_result(pilot)
        await pilot.press(key)
        await settled(pilot)
        assert isinstance(on_top(app), asks)
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(on_top(app), RoundOverScreen)
        assert table(app).state.is_over  # nothing restarted
        await pilot.press("enter")
        await settled(pilot)
        match = table(app).match
        assert match is not None and match.number == 2


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("en", "wins the round with {points} points."),
        ("de", "gewinnt die Runde mit {points} Punkten."),
        ("es", "gana la ronda con {points} puntos."),
        ("zh", "以 {points} 分赢得本轮。"),
    ],
)
async def test_a_single_sticheln_round_names_its_winner(lang: Lang, says: str) -> None:
    """A game of one round ends with its points and who has the most, as a duel does;
    not with "wins the duel", which it was not."""
    match = at_last_card(Match.of_deal(sticheln_app().deal, hidden=False))
    app = app_in(lang, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, table(app).state.legal_plays().cards[0])
        assert isinstance(app.screen, RoundOverScreen)
        over = table(app).match
        assert over is not None and over.over and over.rounds == 1
        (best,) = dict(over.winners())["points"]
        points = dict(over.totals())["points"][best]
        seat = words_for(lang).seat(best)  # type: ignore[arg-type]
        # Spaces dropped: the sentence may wrap, and Chinese puts none between words.
        shown = "".join(screen_text(app).split())
        assert "".join(f"{seat} {says.format(points=points)}".split()) in shown, shown

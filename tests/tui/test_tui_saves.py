"""Autosave at the table: every bid and card saved, quit says so, resume, and ``x`` writes the record."""

from __future__ import annotations

import errno
import os
import re
import sys
from pathlib import Path

import pytest
from match_support import STICHELN_NAME, bid, choose, sticheln_deal, take_hand_off
from textual.pilot import Pilot
from textual.widgets import Label
from tui_support import DEAL_NAME, DEAL_PATH, keys_for, load_deal, paper_plays, screen_text

from four_lanterns.engine import Deal, Seat
from four_lanterns.match import Match
from four_lanterns.records import GameRecord, load_record, record_toml
from four_lanterns.records.saves import Saved, SaveFolder, SaveSlot
from four_lanterns.tui import app as app_module
from four_lanterns.tui.app import FourLanternsApp
from four_lanterns.tui.screens.dialogs import ConfirmScreen
from four_lanterns.tui.screens.match_screens import HandOffScreen, RoundOverScreen
from four_lanterns.tui.words import ENGLISH, words_for
from four_lanterns.words.types import Lang

SIZE = (120, 40)
NOT_A_FOLDER = os.strerror(errno.ENOTDIR)  # the system's words for a file in a folder's place


def saving_app(
    folder: SaveFolder,
    match: Match | None = None,
    *,
    source: str = DEAL_NAME,
    slot: SaveSlot | None = None,
    offer: object = None,
    variant: str | None = None,
) -> FourLanternsApp:
    """The table as ``four-lanterns`` opens it: every action saved in ``folder``.

    ``variant``: the scoring asked for with ``--variant`` (else the game's first).
    """
    match = match or Match.of_deal(load_deal())
    variants = match.deal.rules.variants
    return FourLanternsApp(
        match.deal,
        source,
        variants[variant] if variant else next(iter(variants.values())),
        match=match,
        guard=0.0,
        bot_pace=0.0,
        saves=folder,
        slot=slot,
        offer=offer,  # type: ignore[arg-type]
        variant_asked=variant is not None,
    )


def flat_text(app: FourLanternsApp) -> str:
    return flat(screen_text(app))


def flat(text: str) -> str:
    """Screen text with frames dropped and whitespace collapsed: a wrapped message reads whole."""
    return " ".join(re.sub(r"[\u2500-\u257f]", " ", text).split())


def fixed_deal_text() -> str:
    return DEAL_PATH.read_text("utf-8")


def saves_in(folder: SaveFolder) -> list[Path]:
    return sorted(folder.path.glob("*.toml"))


async def test_every_card_is_saved_and_undo_and_restart_are_saved_too(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    app = saving_app(folder)
    plays = paper_plays()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert saves_in(folder) == []  # nothing played, nothing saved
        for count, play in enumerate(plays[:6], start=1):
            await pilot.press(*keys_for([play]))
            await pilot.pause()
            (path,) = saves_in(folder)
            record = load_record(path)
            assert record.rounds[0].plays == tuple(plays[:count])
        await pilot.press("u")
        await pilot.pause()
        assert load_record(path).rounds[0].plays == tuple(plays[:5])
        await pilot.press("r", "y")
        await pilot.pause()
        assert load_record(path).actions == 0
        assert saves_in(folder) == [path]  # one game, one file


async def test_quit_mid_hand_says_the_game_is_saved_and_how_to_resume(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    app = saving_app(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(paper_plays()[:2]))
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = flat_text(app)
        assert "The game is saved; four-lanterns resume continues it." in text
        assert "lost" not in text
        await pilot.press("y")
    (path,) = saves_in(folder)
    note = app.saved_note()
    assert note is not None
    assert app_module.fitted(note) == [
        f"The game is saved in {path}; four-lanterns resume continues it."
    ]


@pytest.mark.parametrize("on_a_terminal", [True, False], ids=["terminal", "redirected"])
def test_the_note_left_after_quitting_breaks_between_words(
    on_a_terminal: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 80 columns the save's path is never cut in two (``….to`` / ``ml; …``)."""
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(sys.stderr, "isatty", lambda: on_a_terminal)
    path = "/home/some one/.local/share/four-lanterns/sticheln-20261207-184947.toml"
    lines = app_module.fitted(app_module.saved_note(ENGLISH, path))
    said = f"The game is saved in {path}; four-lanterns resume continues it."
    if on_a_terminal:
        assert lines == ["The game is saved in", f"{path};", "four-lanterns resume continues it."]
    else:
        assert lines == [said]


async def test_a_game_that_cannot_be_saved_says_so_at_every_action_and_play_goes_on(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the folder should be\n")
    app = saving_app(SaveFolder(blocker))
    plays = paper_plays()
    said = f"The game could not be saved in {blocker}: {NOT_A_FOLDER}"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(plays[:1]))
        await pilot.pause()
        assert said in flat_text(app)  # the folder at fault, and why
        await pilot.press(*keys_for(plays[1:2]))
        await pilot.pause()
        assert app.table.state.plays == tuple(plays[:2])
        assert said in flat_text(app)  # still: never missed
        await pilot.press("q")
        await pilot.pause()
        assert "are lost" in flat_text(app)  # the old question: nothing is saved
        await pilot.press("y")
    # The line left in the terminal says it too (no "saved in" line).
    assert app.saved_note() is None
    assert app.unsaved_note() == said
    assert blocker.read_text() == "a file where the folder should be\n"


async def test_a_folder_above_the_saves_that_is_a_file_is_the_one_named(tmp_path: Path) -> None:
    """The save folder is to be made inside a file: that file is named, not a folder below it."""
    blocker = tmp_path / "data"
    blocker.write_text("not a folder\n")
    app = saving_app(SaveFolder(blocker / "four-lanterns"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(paper_plays()[:1]))
        await pilot.pause()
        said = f"The game could not be saved in {blocker}: {NOT_A_FOLDER}"
        assert said in flat_text(app)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The game could not be saved in {path}: {reason}"),
        ("de", "Das Spiel konnte nicht in {path} gespeichert werden: {reason}"),
        ("es", "No se pudo guardar la partida en {path}: {reason}"),
        ("zh", "无法将对局保存到 {path}：{reason}"),
    ],
    ids=["en", "de", "es", "zh"],
)
async def test_a_save_that_stops_working_names_its_folder_and_keeps_the_game(
    tmp_path: Path, lang: Lang, said: str
) -> None:
    """The save folder replaced by a file mid-game: the table names it; once the folder is
    back, the next card saves the whole game, the cards played meanwhile too."""
    folder = SaveFolder(tmp_path / "saves")
    match = Match.of_deal(load_deal())
    app = FourLanternsApp(
        match.deal,
        DEAL_NAME,
        next(iter(match.deal.rules.variants.values())),
        words=words_for(lang),
        match=match,
        guard=0.0,
        bot_pace=0.0,
        saves=folder,
    )
    plays = paper_plays()
    aside = tmp_path / "saves-aside"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(plays[:1]))
        await pilot.pause()
        (path,) = saves_in(folder)
        folder.path.rename(aside)
        folder.path.write_text("in the way\n")
        await pilot.press(*keys_for(plays[1:3]))
        await pilot.pause()
        assert said.format(path=folder.path, reason=NOT_A_FOLDER) in flat_text(app)
        assert app.table.state.plays == tuple(plays[:3])  # play went on
        folder.path.unlink()
        aside.rename(folder.path)
        await pilot.press(*keys_for(plays[3:4]))
        await pilot.pause()
        assert said.format(path=folder.path, reason=NOT_A_FOLDER) not in flat_text(app)
        assert load_record(path).rounds[0].plays == tuple(plays[:4])  # nothing lost


async def play_and_leave(folder: SaveFolder, count: int) -> Saved:
    """The paper's first ``count`` cards played at a saving table, then the table closed."""
    first = saving_app(folder)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(paper_plays()[:count]))
        await pilot.pause()
    saved, unreadable = folder.unfinished()
    assert unreadable == [] and len(saved) == 1
    return saved[0]


async def test_the_newest_unfinished_game_is_offered_and_resumed_where_it_stood(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    plays = paper_plays()
    saved = [await play_and_leave(folder, 7)]
    second = saving_app(folder, offer=saved[0])
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(second.screen, ConfirmScreen)
        question = str(second.screen.query_one("#question", Label).content)
        assert (
            "An unfinished game is saved: Four Lanterns, scoring v0, hand 1 of 1, North to play"
        ) in question, question
        await pilot.press("y")
        await pilot.pause()
        assert second.table.state.plays == tuple(plays[:7])
        # Play goes on into the same save.
        await pilot.press(*keys_for(plays[7:8]))
        await pilot.pause()
    assert saves_in(folder) == [saved[0].path]
    assert load_record(saved[0].path).rounds[0].plays == tuple(plays[:8])


async def test_the_offer_says_who_sits_at_the_table_and_keeps_a_hidden_games_seed(
    tmp_path: Path,
) -> None:
    """The offer names a game as resume --list does: hidden hands and bots, never a hidden seed."""
    folder = SaveFolder(tmp_path / "saves")
    bots = ((Seat.EAST, "basic"), (Seat.WEST, "random"))
    match = Match.seeded("sticheln", 4_321, 4, hidden=True, bots=bots)
    slot = folder.new_slot()
    assert slot.save(match.with_state(match.state.bid(match.state.legal_bids()[0])))
    slot.close()
    saved, _ = folder.unfinished()
    app = saving_app(folder, offer=saved[0])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one("#question", Label).content)
        assert "saved: Sticheln, hidden hands, bots E and W, round 1 of 4" in question, question
        assert "4321" not in question and "seed" not in question


async def test_the_offer_of_a_hidden_game_shows_none_of_its_cards(tmp_path: Path) -> None:
    """Four Lanterns played with hidden hands on the fixed deal, left after two cards.

    The table opens on the fixed deal, face up, and the offer to resume is
    asked over it: the table is out of sight until the answer, or the
    offered game's hands would be read behind the question.
    """
    folder = SaveFolder(tmp_path / "saves")
    first = saving_app(folder, Match.of_deal(load_deal(), hidden=True))
    async with first.run_test(size=SIZE) as pilot:
        await take_hand_off(pilot)
        await pilot.press(*keys_for(paper_plays()[:1]))
        await pilot.pause()
    saved, _ = folder.unfinished()
    assert saved[0].record.setup.hidden
    app = saving_app(folder, offer=saved[0])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = flat_text(app)
        assert "hidden hands" in text
        for seat, cards in load_deal().hands.items():
            for card in cards:
                assert card.code not in text, (seat, card)
        await pilot.press("n")
        await pilot.pause()
        assert "A4" in flat_text(app)  # declined: the fixed deal, open, as asked


@pytest.mark.parametrize("way", ["offered", "resume"])
async def test_the_fixed_deal_taken_up_again_is_still_checked_against_its_paper_trace(
    tmp_path: Path, way: str
) -> None:
    """A save holds no paper trace; the table finds the fixed deal's again, so c still checks.

    Taken up when the table offers it, or as ``resume`` (and ``play --record``) open it.
    """
    folder = SaveFolder(tmp_path / "saves")
    saved = await play_and_leave(folder, 4)
    assert not saved.record.match.deal.trace
    first = load_deal().trace[0]
    expected = f"{ENGLISH.seat(first.winner)} {ENGLISH.score(first.scores['v0'])}"
    if way == "offered":
        second = saving_app(folder, offer=saved)
    else:
        slot = SaveSlot(folder, saved.path)
        second = saving_app(folder, saved.record.match, source=str(saved.path), slot=slot)
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if way == "offered":
            await pilot.press("y")
            await pilot.pause()
        assert second.table.state.plays == tuple(paper_plays()[:4])
        await pilot.press("c")
        await pilot.pause()
        shown = flat_text(second)
        assert ENGLISH.checklist_title in shown
        assert ENGLISH.checklist_no_trace not in shown
        assert expected in shown


async def test_a_deal_file_without_a_trace_is_not_checked_against_the_fixed_deals(
    tmp_path: Path,
) -> None:
    """The fixed deal's cards in a file of one's own, with no paper: nothing to check against."""
    fixed = load_deal()
    own = tmp_path / "own.toml"
    text = fixed_deal_text()
    own.write_text(text[: text.index("[[trace]]")].replace("title =", "# title ="), "utf-8")
    deal = Deal.load(own)
    assert deal == fixed and not deal.trace and not deal.title
    first = fixed.trace[0]
    paper_line = f"{ENGLISH.seat(first.winner)} {ENGLISH.score(first.scores['v0'])}"
    app = saving_app(SaveFolder(tmp_path / "saves"), Match.of_deal(deal), source="own.toml")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await pilot.pause()
        shown = flat_text(app)
        assert flat(ENGLISH.checklist_no_trace) in shown
        assert paper_line not in shown


async def test_declining_the_offer_keeps_the_saved_game_and_starts_a_new_save(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    plays = paper_plays()
    saved = [await play_and_leave(folder, 3)]
    (old,) = saves_in(folder)
    before = old.read_bytes()
    second = saving_app(folder, offer=saved[0])
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert second.table.state.plays == ()
        await pilot.press(*keys_for(plays[:1]))
        await pilot.pause()
    assert old.read_bytes() == before
    assert len(saves_in(folder)) == 2


async def test_a_resumed_hidden_game_starts_at_the_hand_off_showing_no_hand(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    match = Match.of_deal(sticheln_deal(), hidden=True)
    first = saving_app(folder, match, source=STICHELN_NAME)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for tricks in (2, 2, 1, 0):
            await bid(pilot, tricks)
    saved, _ = folder.unfinished()
    record = saved[0].record
    assert [b.tricks for b in record.rounds[0].bids] == [2, 2, 1, 0]
    second = saving_app(folder, record.match, source="save", slot=SaveSlot(folder, saved[0].path))
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(second.screen, HandOffScreen)
        text = flat_text(second)
        assert "Pass to North" in text
        for seat, cards in sticheln_deal().hands.items():
            for card in cards:
                assert second.words.catalogue.card(card) not in text, (seat, card)
        await take_hand_off(pilot)
        assert second.table.state.bids == record.match.state.bids


async def test_x_writes_the_record_of_the_game_which_loads_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    app = saving_app(SaveFolder(tmp_path / "saves"))
    plays = paper_plays()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(plays[:5]))
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()
        assert (
            "Record and report written: four-lanterns-record-deal_fixed.toml,"
            " four-lanterns-report-deal_fixed-v0.md" in flat_text(app)
        )
    record = load_record(tmp_path / "four-lanterns-record-deal_fixed.toml")
    assert record.rounds[0].plays == tuple(plays[:5])
    assert record.match.state == app.table.state


async def test_x_with_hidden_hands_writes_nothing_before_a_round_is_finished(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    match = Match.seeded("sticheln", 7, 4, hidden=True)
    app = saving_app(SaveFolder(tmp_path / "saves"), match, source="--seed 7")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await bid(pilot, 0)
        await take_hand_off(pilot)
        await pilot.press("x")
        await pilot.pause()
        assert "Nothing to export yet: while hands are hidden" in flat_text(app)
    assert list(tmp_path.glob("four-lanterns-record-*")) == []


async def test_x_with_hidden_hands_shares_the_finished_rounds_without_the_seed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The seed deals every hand: a record with it would show the hidden round and the next."""
    monkeypatch.chdir(tmp_path)
    match = Match.seeded("sticheln", 7, 4, hidden=True)
    state = match.state
    while not state.is_over:
        bids = state.legal_bids()
        state = state.bid(bids[0]) if bids else state.play(state.legal_plays().cards[0])
    first = state
    match = match.with_state(first).next_round()
    match = match.with_state(match.state.bid(match.state.legal_bids()[0]))
    app = saving_app(SaveFolder(tmp_path / "saves"), match, source="--seed 7")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await take_hand_off(pilot)
        await pilot.press("x")
        await pilot.pause()
        assert "the finished part of the game only, and no seed" in flat_text(app)
    (path,) = tmp_path.glob("four-lanterns-record-*")
    assert path.name == "four-lanterns-record-sticheln.toml"
    text = path.read_text()
    assert "seed" not in text and "7" not in path.name
    assert text.count("[[round]]") == 1
    # Read alone, it says it is a part: not a finished game of one round.
    assert text.splitlines()[1] == (
        "# The first round of 4, shared while the game went on with hidden hands; "
        "[result] counts it alone."
    )
    for seat, cards in match.deal.hands.items():  # round 2, in play: none of its hands
        codes = ", ".join(f'"{card.code}"' for card in cards)
        assert f"hands.{seat.code} = [{codes}]" not in text
        assert f"hands.{seat.code} = [" in text  # round 1's, as the writer puts a hand
    shared = load_record(path)
    assert (shared.setup.rounds, shared.setup.seed, shared.over) == (1, None, True)
    assert shared.match.state == first
    assert record_toml(shared) == text  # the part replays to the same bytes, its note too


def test_the_record_a_table_writes_is_the_record_of_its_match(tmp_path: Path) -> None:
    """What the slot writes is ``record_toml`` of the match: one writer for both."""
    folder = SaveFolder(tmp_path / "saves")
    match = Match.of_deal(load_deal())
    state = match.state
    for play in paper_plays()[:3]:
        state = state.play(play.card, play.seat)
    slot = folder.new_slot()
    assert slot.save(match.with_state(state))
    assert slot.path is not None
    assert slot.path.read_text() == record_toml(GameRecord.of_match(match.with_state(state)))


async def test_a_save_moved_aside_before_the_table_opened_is_said_on_the_table(
    tmp_path: Path,
) -> None:
    line = "saves/old.toml: cannot be read (not valid TOML); moved to saves/unreadable/old.toml"
    match = Match.of_deal(load_deal())
    app = FourLanternsApp(
        match.deal, DEAL_NAME, match.deal.rules.variants["v0"], match=match, told=(line,)
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert line in flat_text(app)


async def test_one_person_among_bots_gets_no_hand_off_until_the_game_is_taken_up_again(
    tmp_path: Path,
) -> None:
    from four_lanterns.engine import Seat

    folder = SaveFolder(tmp_path / "saves")
    bots = tuple((seat, "random") for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST))
    match = Match.seeded("sticheln", 7, 4, hidden=True, bots=bots)
    app = saving_app(folder, match, source="--seed 7")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(20):
            await pilot.pause()
            if app.table.state.turn.seat is Seat.NORTH:
                break
        assert app.table.state.turn.seat is Seat.NORTH
        assert not isinstance(app.screen, HandOffScreen)
        assert app.table.shown == frozenset({Seat.NORTH})
        await bid(pilot, 0)
        await pilot.pause()
    saved, _ = folder.unfinished()
    again = saving_app(folder, saved[0].record.match, source="save")
    async with again.run_test(size=SIZE) as pilot:
        for _ in range(20):
            await pilot.pause()
            if isinstance(again.screen, HandOffScreen):
                break
        assert isinstance(again.screen, HandOffScreen)  # whoever sat down first


# -- the scoring on view --------------------------------------------------------------


async def leave_on_v1(folder: SaveFolder, count: int) -> Saved:
    """The paper's first ``count`` cards played, then ``p`` (v1 on view), then the table closed.

    ``p`` comes last: switching the scoring is saved by itself, no card after it.
    """
    first = saving_app(folder)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(paper_plays()[:count]))
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert first.table.variant.code == "v1"
    saved, unreadable = folder.unfinished()
    assert unreadable == [] and len(saved) == 1
    return saved[0]


async def take_up_the_offer(pilot: Pilot[int]) -> None:
    """y to the table's offer of the unfinished game, once the offer is up."""
    await pilot.pause()
    await pilot.press("y")
    await pilot.pause()


async def quit_with_no_move(pilot: Pilot[int]) -> None:
    """q, and y to "The game is saved…": the table closes saving the scoring on view."""
    await pilot.press("q")
    await pilot.pause()
    assert "The game is saved" in flat_text(pilot.app)  # type: ignore[arg-type]
    await pilot.press("y")
    await pilot.pause()


async def test_a_game_left_on_v1_is_offered_and_taken_up_on_v1(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    saved = await leave_on_v1(folder, 3)
    assert saved.record.variant == "v1"
    second = saving_app(folder, offer=saved)
    async with second.run_test(size=SIZE) as pilot:
        await take_up_the_offer(pilot)
        assert second.table.state.plays == tuple(paper_plays()[:3])
        assert second.table.variant.code == "v1"
        assert "▸v1" in flat_text(second)  # the status panel marks the scoring on view
        await pilot.press(*keys_for(paper_plays()[3:4]))
        await pilot.pause()
    assert load_record(saved.path).variant == "v1"  # and the game goes on saved on it


async def test_a_game_switched_back_to_v0_is_saved_as_an_older_program_reads_it(
    tmp_path: Path,
) -> None:
    """p twice: v1, then v0 again; the save has no ``variant`` key, the record's bytes alone."""
    folder = SaveFolder(tmp_path / "saves")
    saved = await leave_on_v1(folder, 3)
    second = saving_app(folder, offer=saved)
    async with second.run_test(size=SIZE) as pilot:
        await take_up_the_offer(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert second.table.variant.code == "v0"
    text = saved.path.read_text()
    assert "variant" not in text
    assert text == record_toml(GameRecord.of_match(load_record(saved.path).match))


async def test_a_variant_asked_for_wins_over_the_one_the_offered_game_was_left_on(
    tmp_path: Path,
) -> None:
    """``four-lanterns --variant v0``, then y to the offer: v0, as asked."""
    folder = SaveFolder(tmp_path / "saves")
    saved = await leave_on_v1(folder, 3)
    second = saving_app(folder, offer=saved, variant="v0")
    async with second.run_test(size=SIZE) as pilot:
        await take_up_the_offer(pilot)
        assert second.table.state.plays == tuple(paper_plays()[:3])
        assert second.table.variant.code == "v0"
        await quit_with_no_move(pilot)
    assert load_record(saved.path).variant is None  # v0, as a save on v0 is written


async def test_resume_under_another_variant_and_quit_saves_the_scoring_on_view(
    tmp_path: Path,
) -> None:
    """``resume --variant v0`` of a game left on v1, then q y with no move: saved on v0."""
    folder = SaveFolder(tmp_path / "saves")
    saved = await leave_on_v1(folder, 3)
    slot = SaveSlot(folder, saved.path)
    resumed = saving_app(folder, saved.record.match, slot=slot, variant="v0")
    async with resumed.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert resumed.table.variant.code == "v0"
        await quit_with_no_move(pilot)
    assert load_record(saved.path).variant is None  # v0, as a save on v0 is written


async def test_a_save_from_before_the_variant_key_is_offered_and_taken_up_on_v0(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    match = Match.of_deal(load_deal())
    state = match.state
    for play in paper_plays()[:3]:
        state = state.play(play.card, play.seat)
    # A save as the program wrote it before it kept the scoring: the record alone.
    folder.path.mkdir(parents=True)
    old = folder.path / "four-lanterns-20260101-120000.toml"
    old.write_text(record_toml(GameRecord.of_match(match.with_state(state))))
    assert "variant" not in old.read_text()
    saved, unreadable = folder.unfinished()
    assert unreadable == [] and [item.path for item in saved] == [old]
    assert saved[0].record.variant is None
    second = saving_app(folder, offer=saved[0])
    async with second.run_test(size=SIZE) as pilot:
        await take_up_the_offer(pilot)
        assert second.table.state.plays == tuple(paper_plays()[:3])
        assert second.table.variant.code == "v0"


@pytest.mark.parametrize(
    ("lang", "progress"),
    [
        ("en", "Four Lanterns, scoring v0, hand 1 of 1, North to play"),
        ("de", "Four Lanterns, Wertung v0, Hand 1 von 1, Nord spielt"),
        ("es", "Four Lanterns, puntuación v0, mano 1 de 1, juega Norte"),
        ("zh", "Four Lanterns，计分规则 v0，第 1 副（共 1 副），轮到北出牌"),
    ],
)
async def test_the_offer_of_a_four_lanterns_game_names_its_hand_as_the_table_does(
    tmp_path: Path, lang: Lang, progress: str
) -> None:
    """The table says "Hand 1 of 1" (Hand, mano, 副): so does its offer, in every language."""
    folder = SaveFolder(tmp_path / "saves")
    saved = await play_and_leave(folder, 7)
    deal = saved.record.match.deal
    second = FourLanternsApp(
        deal,
        DEAL_NAME,
        deal.rules.variants["v0"],
        words=words_for(lang),
        guard=0.0,
        saves=folder,
        offer=saved,
    )
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(second.screen, ConfirmScreen)
        question = str(second.screen.query_one("#question", Label).content)
        assert progress in question, question


async def test_no_lock_file_is_left_once_a_finished_game_is_let_go(tmp_path: Path) -> None:
    """A finished hand, then g and a new game, then q: the save stays, its lock file does not."""
    folder = SaveFolder(tmp_path / "saves")
    app = saving_app(folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(paper_plays()))
        await pilot.pause()
        (finished,) = saves_in(folder)
        assert load_record(finished).over
        locks = sorted(path.name for path in folder.path.glob(".*.lock"))
        assert locks == [f".{finished.name}.lock"]  # open at this table: refused at another
        await pilot.press("g")
        await pilot.pause()
        await pilot.press("enter")  # a new game: the finished one is let go
        await pilot.pause()
        await pilot.pause()
        assert list(folder.path.glob(".*.lock")) == []
        await pilot.press("q")
        await pilot.pause()
    assert [path.name for path in folder.path.iterdir()] == [finished.name]


@pytest.mark.parametrize("keys", [("r", "y"), ("u",)], ids=["play it again", "take back"])
async def test_a_finished_game_keeps_its_record_when_it_is_played_again(
    tmp_path: Path, keys: tuple[str, ...]
) -> None:
    """r (or u) on the result, then a card: the finished hand's save was written over with
    the new game; it stays as its record, and the new game goes to a file of its own."""
    folder = SaveFolder(tmp_path / "saves")
    app = saving_app(folder)
    plays = paper_plays()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys_for(plays))
        await pilot.pause()
        (finished,) = saves_in(folder)
        record = finished.read_text("utf-8")
        await pilot.press(*keys)
        await pilot.pause()
        await pilot.pause()
        again = list(app.table.state.plays)
        assert len(again) < len(plays)
        await pilot.press(*keys_for(plays[len(again) : len(again) + 1]))
        await pilot.pause()
        assert finished.read_text("utf-8") == record  # the finished hand, as it was
        (other,) = [path for path in saves_in(folder) if path != finished]
        assert load_record(other).rounds[0].plays == tuple(plays[: len(again) + 1])
        assert load_record(finished).over
        locks = sorted(path.name for path in folder.path.glob(".*.lock"))
        assert locks == [f".{other.name}.lock"]  # only the game in play is held


async def test_x_on_a_hands_result_writes_the_record_and_says_so_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The result dialog stays up: x writes as at the table, and the dialog says where."""
    monkeypatch.chdir(tmp_path)
    app = saving_app(SaveFolder(tmp_path / "saves"))
    async with app.run_test(size=SIZE) as pilot:
        for play in paper_plays():
            await choose(pilot, play.card)
        assert isinstance(app.screen, RoundOverScreen)
        assert "written" not in flat_text(app)
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)  # the result stays
        record = next(tmp_path.glob("four-lanterns-record-*.toml"))
        assert f"Record and report written: {record.name}" in flat_text(app)

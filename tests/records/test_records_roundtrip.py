"""Record → read → record is byte-identical, for generated games of both games.

Hypothesis draws the game, the seed, the number of rounds, how far a seeded
random legal player gets, the bots and hidden hands. Runs are derandomized
and few, so the suite stays fast and never flaky.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from record_games import played

from four_lanterns.bots import LEVELS
from four_lanterns.cli.main import main
from four_lanterns.engine.cards import Seat
from four_lanterns.match import Match
from four_lanterns.records import GameRecord, record_from_toml, record_toml

SETTINGS = settings(
    max_examples=25,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


@st.composite
def matches(draw: st.DrawFn) -> Match:
    """A seeded match of either game, some way into it."""
    game = draw(st.sampled_from(["sticheln", "four-lanterns"]))
    rounds = draw(st.sampled_from([4, 8]) if game == "sticheln" else st.integers(1, 4))
    seats = draw(st.lists(st.sampled_from(list(Seat)), unique=True, max_size=3))
    bots = tuple(sorted((seat, draw(st.sampled_from(LEVELS))) for seat in seats))
    return played(
        game,
        draw(st.integers(0, 2**31)),
        rounds,
        draw(st.integers(0, 140)),
        player=draw(st.integers(0, 1000)),
        hidden=draw(st.booleans()),
        bots=bots,
    )


@SETTINGS
@given(match=matches())
def test_a_record_reads_back_to_the_same_bytes(match: Match) -> None:
    record = GameRecord.of_match(match)
    text = record_toml(record)
    again = record_from_toml(text, "game.toml")
    assert again == record
    assert record_toml(again) == text
    assert again.match.state.plays == match.state.plays
    assert again.match.totals() == match.totals()


@SETTINGS
@given(match=matches())
def test_replay_format_record_gives_the_same_bytes(
    match: Match, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same bytes; of a game with hidden hands still going on, what ``x`` writes."""
    record = GameRecord.of_match(match)
    text = record_toml(record)
    shared = record.shareable()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.toml"
        path.write_text(text, encoding="utf-8")
        capsys.readouterr()
        for argv in (
            ["replay", "--deal", str(path), "--format", "record"],
            ["export", "--deal", str(path)],
        ):
            if shared is None:
                assert main(argv) == 2
                out, err = capsys.readouterr()
                assert out == "" and err.endswith(
                    " is in its first round with hidden hands; "
                    "a record of it is written once a round is over\n"
                )
            else:
                assert main(argv) == 0
                assert capsys.readouterr() == (record_toml(shared), "")
                assert (shared is record) == (not match.setup.hidden or match.over)


@st.composite
def hidden_games_in_play(draw: st.DrawFn) -> Match:
    """A seeded match with hidden hands, a round or more finished and the game not over."""
    game = draw(st.sampled_from(["sticheln", "four-lanterns"]))
    rounds = draw(st.sampled_from([4, 8]) if game == "sticheln" else st.integers(2, 4))
    match = played(
        game,
        draw(st.integers(0, 2**31)),
        rounds,
        draw(st.integers(17, 60)),
        player=draw(st.integers(0, 1000)),
        hidden=True,
    )
    assume(match.finished and not match.over)
    return match


@SETTINGS
@given(match=hidden_games_in_play())
def test_a_shared_part_of_a_hidden_game_reads_back_to_the_same_bytes(
    match: Match, capsys: pytest.CaptureFixture[str]
) -> None:
    """What x writes mid-game (the finished rounds, a note saying so) replays byte for byte."""
    part = GameRecord.of_match(match).shareable()
    assert part is not None and part.part_of == match.setup.rounds
    text = record_toml(part)
    kind = "hand" if match.setup.plays_hands else "round"
    first = f"{kind}" if part.setup.rounds == 1 else f"{part.setup.rounds} {kind}s"
    assert text.splitlines()[1].startswith(f"# The first {first} of {match.setup.rounds}, ")
    assert record_toml(record_from_toml(text, "part.toml")) == text
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "part.toml"
        path.write_text(text, encoding="utf-8")
        capsys.readouterr()
        assert main(["replay", "--deal", str(path), "--format", "record"]) == 0
        assert capsys.readouterr() == (text, "")


@pytest.mark.parametrize("game", ["sticheln", "four-lanterns"])
def test_a_deal_and_its_plays_make_a_record_that_replays(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """replay --format record of one hand, then replay of that record: the same bytes.

    A Sticheln record says its hands are hidden, as that game has them: in the
    middle of its only round, it is not written out again (what x would write:
    nothing before a round is over).
    """
    fixture = "fixtures/sticheln_fixed.toml" if game == "sticheln" else "fixtures/deal_fixed.toml"
    deal = str(Path(__file__).resolve().parents[2] / fixture)
    plays = "N:A10 E:OWL S:OWL W:A7 E:MOLE" if game == "sticheln" else "N:T1 E:T4 S:T3"
    assert main(["replay", "--deal", deal, "--plays", plays, "--format", "record"]) == 0
    first = capsys.readouterr().out
    path = tmp_path / "hand.toml"
    path.write_text(first, encoding="utf-8")
    code = main(["replay", "--deal", str(path), "--format", "record"])
    out, err = capsys.readouterr()
    if game == "sticheln":
        assert "hidden = true" in first
        assert (code, out) == (2, "") and "in its first round with hidden hands" in err
    else:
        assert (code, out) == (0, first)
    assert main(["export", "--deal", deal, "--plays", plays]) == 0
    assert capsys.readouterr().out == first


def test_a_saves_scoring_on_view_reads_back_and_is_written_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save says ``variant``; replay and export of it keep it, the same bytes."""
    match = played("four-lanterns", 3, 2, 9)
    text = record_toml(GameRecord.of_match(match, variant="v1"))
    assert 'variant = "v1"\nactions = 9\n' in text
    again = record_from_toml(text, "save.toml")
    assert again.variant == "v1"
    assert record_toml(again) == text
    path = tmp_path / "save.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", "--deal", str(path), "--format", "record"]) == 0
    assert capsys.readouterr() == (text, "")
    assert main(["export", "--deal", str(path)]) == 0
    assert capsys.readouterr() == (text, "")


def test_the_shared_part_of_a_duel_going_on_names_no_winners(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its last round is not the duel's: JSON result stays null, as for any other round."""
    match = played("sticheln", 11, 4, 4 + 12 + 4 + 16 + 1, hidden=True)
    part = GameRecord.of_match(match).shareable()
    assert part is not None and part.setup.rounds == 2 and part.part_of == 4
    path = tmp_path / "part.toml"
    path.write_text(record_toml(part), encoding="utf-8")
    capsys.readouterr()
    assert main(["trace", "--deal", str(path), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["complete"] is True and data["result"] is None

"""The round still being played of a game with hidden hands, read from its record.

Its cards played are anyone's to read (``trace``, ``replay``, ``check``); its
hands are not. Other ``--plays`` would tell where an unplayed card lies, by
taking it or by refusing it as another seat's; ``analyze`` would show a hand.
Each is refused in one line, exit 2, naming none of the cards still hidden.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from lantern_cli import on_a_terminal

from four_lanterns.cli.main import main
from four_lanterns.engine import Card
from four_lanterns.records import load_record
from four_lanterns.tui.words import ENGLISH

PLAYED = "S:T4 W:T7 N:A11 E:OWL E:V13 S:M5"
"""The duel of seed 7, its first round: a trick and two cards; West is to play."""
BIDS = "S:0 W:1 N:2 E:2"
DUEL = Path(__file__).resolve().parents[1] / "data" / "records" / "sticheln_duel_seed7.toml"
"""The whole duel of seed 7, with hidden hands, over."""
UNTIL = "; until it is over, trace shows its cards played)"
"""How every refusal of the round in play ends: what may be done instead."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def in_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], *setup: str, plays: str = PLAYED
) -> Path:
    """The duel's record while its first round is played: hands hidden, as Sticheln keeps."""
    argv = ("export", "--game", "sticheln", "--seed", "7", "--bids", BIDS, "--plays", plays)
    code, out, err = run(capsys, *argv, *setup)
    assert code == 0, err
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "in-play.toml"
    path.write_text(out, encoding="utf-8")
    assert load_record(path).match.setup.hidden
    return path


def unplayed(path: Path) -> set[str]:
    """The codes of the cards in the last round's hands that no one has played yet."""
    last = tomllib.loads(path.read_text(encoding="utf-8"))["round"][-1]
    dealt = {code for hand in last["hands"].values() for code in hand}
    return dealt - {play.split(":")[1] for play in last["plays"]}


def names_none_of(text: str, codes: set[str]) -> bool:
    """Whether ``text`` names none of ``codes``, by code (``A13``) or by name (``Amber 13``)."""
    names = {ENGLISH.card(Card.parse(code)) for code in codes if code not in ("OWL", "MOLE")}
    return not any(re.search(rf"\b{re.escape(shown)}\b", text) for shown in codes | names)


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1, err
    return err.removeprefix("four-lanterns: ").removesuffix("\n")


@pytest.mark.parametrize("command", ["replay", "check", "analyze"])
@pytest.mark.parametrize(
    "plays",
    [
        "S:T4 W:A12",  # refused: West must follow Teal
        "S:T4 W:A13",  # refused: North holds it
        "S:A1",  # taken: South holds it
        PLAYED,  # its own cards: any card played on from there would tell as much
    ],
    ids=["must-follow", "anothers-card", "a-card-taken", "its-own-cards"],
)
def test_other_cards_from_a_hidden_round_in_play_are_refused(
    command: str, plays: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    said = refusal(capsys, command, "--deal", str(path), "--plays", plays)
    assert said == (
        f"--plays: {path}, round 1 is still being played with hidden hands, and "
        "cards played from its deal would tell its hands (no round is finished yet" + UNTIL
    )


def test_the_refusal_counts_the_rounds_finished(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = round_3_in_play(tmp_path)
    assert refusal(capsys, "check", "--deal", str(path), "--plays", "N:A2") == (
        f"--plays: {path}, round 3 is still being played with hidden hands, and "
        "cards played from its deal would tell its hands (rounds 1 and 2 are finished" + UNTIL
    )
    # Its finished rounds take other cards.
    code, _, err = run(capsys, "check", "--deal", str(path), "--round", "2", "--plays", "N:A9")
    assert code in (0, 1, 3), err


def test_the_cards_played_of_a_hidden_round_in_play_are_still_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    hidden = unplayed(path)
    assert len(hidden) == 6
    for argv in (
        ["trace"],
        ["replay"],
        ["replay", "--format", "json"],
        ["trace", "--format", "markdown"],
    ):
        code, out, err = run(capsys, *argv, "--deal", str(path))
        assert (code, err) == (0, ""), argv
        assert "Moss 5" in out or "S:M5" in out, out
        assert names_none_of(out, hidden), (argv, out)


def round_3_in_play(tmp_path: Path) -> Path:
    """The duel of seed 7 cut in round 3, after its first trick: 16 + 20 + 4 bids and
    4 cards; rounds 1 and 2 are over."""
    text = DUEL.read_text(encoding="utf-8")
    cut = text.index('    "W:M13", "N:M7", "E:OWL", "S:M8",  # T2: E')
    path = tmp_path / "round-3.toml"
    path.write_text(text[:cut].replace("actions = 88", "actions = 44") + "]\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("round_", [None, "1"], ids=["round-in-play", "round-over"])
def test_a_report_on_a_hidden_game_going_on_withholds_the_files_digest(
    round_: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The digest of the record's bytes, whichever round is checked, would confirm a guess
    at the hands still hidden."""
    path = round_3_in_play(tmp_path)
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    chosen = [] if round_ is None else ["--round", round_]
    code, out, _ = run(capsys, "check", "--deal", str(path), *chosen, "--format", "json")
    assert code == 0
    assert json.loads(out)["deal"]["sha256"] is None
    code, out, _ = run(capsys, "check", "--deal", str(path), *chosen)
    assert code == 0
    assert "SHA-256: withheld while the game goes on with hidden hands" in out
    assert digest not in out


def test_a_report_on_a_finished_hidden_game_names_its_files_digest(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "check", "--deal", str(DUEL), "--round", "2", "--format", "json")
    assert code == 0
    assert json.loads(out)["deal"]["sha256"] == hashlib.sha256(DUEL.read_bytes()).hexdigest()


def test_other_bids_from_a_hidden_round_in_play_are_still_replayed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bids tell nothing of the hands: the recorded cards are played under them."""
    path = in_play(tmp_path, capsys)
    code, out, _ = run(
        capsys, "replay", "--deal", str(path), "--bids", "S:1 W:1 N:1 E:1", "--format", "json"
    )
    assert code == 0
    replayed = json.loads(out)
    assert replayed["bids"] == {"N": 1, "E": 1, "S": 1, "W": 1}
    assert names_none_of(out, unplayed(path))


def test_a_finished_round_of_a_hidden_game_takes_other_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every card of a finished round has been shown: its deal is open to other plays."""
    path = in_play(tmp_path, capsys, plays=f"{PLAYED} W:A12 N:V8 W:T12 N:A13 E:MOLE S:A1")
    assert not unplayed(path)
    code, out, err = run(
        capsys, "replay", "--deal", str(path), "--plays", "S:A1", "--format", "json"
    )
    assert (code, err) == (0, "")
    assert json.loads(out)["tricks"][0]["plays"] == ["S:A1"]
    code, out, err = run(capsys, "replay", "--deal", str(path), "--plays", "S:A13")
    assert code == 1
    assert "South does not hold Amber 13; North holds it." in err


def test_analyze_gives_a_person_a_hint_from_their_own_view(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As h at the table, for the seat to act: it shows West's hand, and only West's."""
    path = in_play(tmp_path, capsys)
    code, out, err = run(capsys, "analyze", "--deal", str(path))
    assert (code, err) == (0, ""), err
    assert "West to play at T2.3" in out
    others = unplayed(path) - {"A12", "T12"}
    assert names_none_of(out, others), out


def test_analyze_never_shows_a_bots_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys, "--bots", "W")
    assert refusal(capsys, "analyze", "--deal", str(path)) == (
        f"--deal: {path}, round 1 is still being played with hidden hands, and the seat to act, "
        "West, is a bot: analyze would show its hand (no round is finished yet" + UNTIL
    )
    assert refusal(capsys, "analyze", "--deal", str(path), "--round", "1").startswith("--round: ")


def test_analyze_from_other_bids_would_show_a_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    assert refusal(capsys, "analyze", "--deal", str(path), "--bids", "") == (
        f"--bids: {path}, round 1 is still being played with hidden hands, and analyze "
        "from bids made again would show a hand (no round is finished yet" + UNTIL
    )


def test_analyze_of_a_hidden_four_lanterns_hand_in_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As b at the table: the solver would use the cards the seat to play cannot see."""
    argv = ["export", "--game", "four-lanterns", "--seed", "3", "--plays", "N:T1 E:T3"]
    for hiding, path in (
        ("--hidden", tmp_path / "hidden.toml"),
        ("--open", tmp_path / "open.toml"),
    ):
        code, out, _ = run(capsys, *argv, hiding)
        assert code == 0
        path.write_text(out, encoding="utf-8")
    assert refusal(capsys, "analyze", "--deal", str(tmp_path / "hidden.toml")) == (
        f"--deal: {tmp_path / 'hidden.toml'}, round 1 is still being played with hidden hands, "
        "and the solver would use every hand (no round is finished yet" + UNTIL
    )
    code, out, _ = run(capsys, "analyze", "--deal", str(tmp_path / "open.toml"), "--format", "json")
    assert code == 0
    assert json.loads(out)["step"] == "T1.3"


def test_a_broken_hand_of_a_hidden_round_in_play_is_refused_without_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hand edited to hold North's Amber 13 too: the reason would say where it lies."""
    path = in_play(tmp_path, capsys)
    text = path.read_text(encoding="utf-8")
    assert 'hands.W = ["T7", "T12", "A12"]' in text
    path.write_text(text.replace('"T12", "A12"]', '"A13", "A12"]', 1), encoding="utf-8")
    said = refusal(capsys, "trace", "--deal", str(path))
    assert said == (
        f"{path}: round 1, hands.W[1]: "
        "refused; the reason is not shown, as it could name a hidden card"
    )


def test_names_none_of_reads_a_card_by_its_name_too() -> None:
    assert not names_none_of("North Amber 13; East Owl", {"A13"})
    assert not names_none_of("N:A13", {"A13"})
    assert names_none_of("North Amber 1", {"A13"})


@pytest.mark.parametrize("command", ["replay", "check"])
def test_a_round_in_play_named_by_round_or_in_four_lanterns_is_refused_alike(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    said = refusal(capsys, command, "--deal", str(path), "--round", "1", "--plays", "S:A1")
    assert said.startswith(f"--plays: {path}, round 1 is still being played with hidden hands")
    code, out, _ = run(
        capsys, "export", "--game", "four-lanterns", "--seed", "3", "--hidden", "--plays", "N:T1"
    )
    assert code == 0
    hand = tmp_path / "hand.toml"
    hand.write_text(out, encoding="utf-8")
    said = refusal(capsys, command, "--deal", str(hand), "--plays", "N:T1 E:T3")
    assert said.startswith(f"--plays: {hand}, round 1 is still being played with hidden hands")


# -- writing the record out --------------------------------------------------------------


@pytest.mark.parametrize(
    "argv", [["replay", "--format", "record"], ["export"]], ids=["replay", "export"]
)
def test_a_record_written_out_in_the_middle_holds_only_its_finished_rounds(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As x at the table writes it: the finished rounds, without the seed that deals the rest."""
    path = round_3_in_play(tmp_path)
    code, out, err = run(capsys, *argv, "--deal", str(path))
    assert (code, err) == (0, "")
    written = tomllib.loads(out)
    assert (written["rounds"], len(written["round"])) == (2, 2)
    assert "seed" not in written
    assert "shared while the game went on with hidden hands" in out
    # Round 3's hands are not there: the rounds written are the first two, as played.
    assert written["round"] == tomllib.loads(DUEL.read_text(encoding="utf-8"))["round"][:2]


@pytest.mark.parametrize(
    "argv", [["replay", "--format", "record"], ["export"]], ids=["replay", "export"]
)
def test_a_record_in_its_first_hidden_round_is_not_written_out(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    assert refusal(capsys, *argv, "--deal", str(path)) == (
        f"--deal: {path} is in its first round with hidden hands; "
        "a record of it is written once a round is over"
    )


def test_a_finished_record_is_written_out_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "replay", "--deal", str(DUEL), "--format", "record")
    assert (code, out) == (0, DUEL.read_text(encoding="utf-8"))


# -- taking up the game at the table -----------------------------------------------------


@pytest.mark.parametrize("option", ["--record", "--deal"])
def test_open_in_the_middle_of_a_hidden_round_is_refused(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    assert refusal(capsys, "play", option, str(path), "--open") == (
        f"--open: {path} is in the middle of a round with hidden hands; "
        "it may be opened once the round is over"
    )


def test_a_person_in_a_bots_seat_in_the_middle_of_a_hidden_round_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys, "--bots", "E,W")
    assert refusal(capsys, "play", "--record", str(path), "--bots", "none") == (
        f"--bots: {path} is in the middle of a round with hidden hands, and a bot plays "
        "East and West, whose hands no one has seen (a person may take the seats once the "
        "round is over)"
    )
    assert refusal(capsys, "play", "--record", str(path), "--bots", "E,N").startswith(
        f"--bots: {path} is in the middle of a round with hidden hands, and a bot plays West, "
    )


def test_between_rounds_the_table_may_open_and_seat_people(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    table: list[dict[str, Any]],
) -> None:
    """Once a round is over every card of it has been seen: the next may be played open."""
    done = in_play(
        tmp_path / "done",
        capsys,
        "--bots",
        "E,W",
        plays=f"{PLAYED} W:A12 N:V8 W:T12 N:A13 E:MOLE S:A1",
    )
    middle = in_play(tmp_path / "middle", capsys, "--bots", "W")
    on_a_terminal(monkeypatch)
    assert main(["play", "--record", str(done), "--open", "--bots", "none"]) == 0
    # Taking a seat for a bot is never refused: a bot sees only its own seat's view.
    assert main(["play", "--record", str(middle), "--bots", "E,W"]) == 0
    first, second = table
    assert (first["match"].setup.hidden, first["match"].setup.bots) == (False, ())
    assert second["match"].setup.hidden
    assert [seat.code for seat, _ in second["match"].setup.bots] == ["E", "W"]


def test_export_of_a_record_names_open_as_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = in_play(tmp_path, capsys)
    assert refusal(capsys, "export", "--deal", str(path), "--open").startswith(
        f"--open: {path} is a game record, and export adds nothing to one"
    )


def test_a_sticheln_record_made_open_reads_back_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record of a round made from its deal, mid-round: --open says nothing is hidden."""
    deal = str(Path(__file__).resolve().parents[2] / "fixtures" / "sticheln_fixed.toml")
    code, out, _ = run(capsys, "export", "--deal", deal, "--plays", "N:A10 E:OWL", "--open")
    assert code == 0 and "hidden = false" in out
    path = tmp_path / "open.toml"
    path.write_text(out, encoding="utf-8")
    assert run(capsys, "replay", "--deal", str(path), "--format", "record") == (0, out, "")

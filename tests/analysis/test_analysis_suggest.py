"""``four-lanterns analyze`` on a Sticheln round: the strong bot's suggestion, from one seat."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))

from lantern_cli import ROOT, assert_clean_usage_error, run

from four_lanterns.bots import observe
from four_lanterns.bots.strong import StrongBot
from four_lanterns.engine import Card, Deal, Play

STICHELN = ROOT / "fixtures" / "sticheln_fixed.toml"
KEYS = ["game", "to_act", "phase", "step", "level", "seed", "suggestion", "options"]

# The fixed round's hands rearranged as East cannot tell apart: the cards East
# does not hold go elsewhere (T2 into the stock, A1 out of it), N keeps the A10
# it leads, and every hand keeps its size.
REARRANGED = {
    "N": ["A10", "T13", "V1", "A5", "A6"],
    "S": ["OWL", "MOLE", "MOLE", "T5", "V11"],
    "W": ["MOLE", "M4", "A7", "V5", "A1"],
}


def fixture_text(*, bids: bool = True, hands: dict[str, list[str]] | None = None) -> str:
    text = STICHELN.read_text("utf-8")
    # Only the deal: no trace and no expected result, which the new hands would not match.
    text = text.split("[[trace]]", 1)[0]
    if not bids:
        text = re.sub(r"\[bids\]\n(?:[NESW] = \d+\n)+", "", text)
        assert "[bids]" not in text
    for seat, cards in (hands or {}).items():
        line = f"{seat} = [" + ", ".join(f'"{card}"' for card in cards) + "]"
        text, count = re.subn(rf"^{seat} = \[.*\]$", line, text, count=1, flags=re.M)
        assert count == 1
    return text


def deal_file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return str(path)


def suggest(*args: str) -> dict[str, object]:
    done = run("analyze", "--format", "json", *args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    payload: dict[str, object] = json.loads(done.stdout)
    return payload


def options(payload: dict[str, object]) -> list[dict[str, object]]:
    found = payload["options"]
    assert isinstance(found, list)
    return found


def test_play_phase_json_keys_order_and_cards_in_the_order_a_hand_is_shown() -> None:
    payload = suggest("--deal", str(STICHELN), "--plays", "N:A10")
    assert list(payload) == KEYS
    assert payload["game"] == "sticheln"
    assert payload["to_act"] == "E"
    assert payload["phase"] == "play"
    assert payload["step"] == "T1.2"
    assert payload["level"] == "strong"
    assert payload["seed"] == 0
    cards = options(payload)
    assert all(list(option) == ["card", "points", "tricks"] for option in cards)
    # East holds Amber, so it follows with A2 or A3, or plays a joker; listed as the table
    # shows East's hand, not as it was dealt (OWL, MOLE, A2, A3).
    assert [option["card"] for option in cards] == ["A2", "A3", "OWL", "MOLE"]
    assert payload["suggestion"] in [option["card"] for option in cards]
    for option in cards:
        for key in ("points", "tricks"):
            value = option[key]
            assert isinstance(value, float)
            assert value == round(value, 1)
        tricks = option["tricks"]
        assert isinstance(tricks, float)
        assert 0 <= tricks <= 5


def test_the_json_is_the_strong_bots_assessment_from_the_seat_to_act() -> None:
    payload = suggest("--deal", str(STICHELN), "--plays", "N:A10", "--seed", "4")
    state = Deal.load(STICHELN).new_game().play(Card.parse("A10"), Play.parse("N:A10").seat)
    seat = state.turn.seat
    assert seat is not None
    assessment = StrongBot(4).assess(observe(state, seat))
    assert payload["seed"] == 4
    assert isinstance(assessment.choice, Card)
    assert payload["suggestion"] == assessment.choice.code
    assert options(payload) == [
        {
            "card": option.move.code if isinstance(option.move, Card) else option.move,
            "points": round(option.points, 1),
            "tricks": round(option.tricks, 1),
        }
        for option in assessment.options
    ]


def test_the_first_card_after_the_files_bids() -> None:
    payload = suggest("--deal", str(STICHELN))
    assert (payload["to_act"], payload["phase"], payload["step"]) == ("N", "play", "T1.1")
    assert [option["card"] for option in options(payload)] == ["A10", "T5", "M4", "V11", "MOLE"]


def test_the_same_seed_gives_the_same_output() -> None:
    for seed in ("0", "11"):
        args = ("analyze", "--deal", str(STICHELN), "--plays", "N:A10", "--seed", seed)
        first = run(*args, "--format", "json")
        assert first.returncode == 0, first.stderr
        assert run(*args, "--format", "json").stdout == first.stdout
        table = run(*args)
        assert table.returncode == 0, table.stderr
        assert run(*args).stdout == table.stdout


def test_bidding_phase_on_the_fixture_without_bids(tmp_path: Path) -> None:
    path = deal_file(tmp_path, "no_bids.toml", fixture_text(bids=False))
    payload = suggest("--deal", path)
    assert list(payload) == KEYS
    assert (payload["to_act"], payload["phase"], payload["step"]) == ("N", "bidding", "B1")
    bids = options(payload)
    assert all(list(option) == ["bid", "points", "tricks"] for option in bids)
    numbers: list[int] = []
    for option in bids:
        number = option["bid"]
        assert isinstance(number, int) and 0 <= number <= 5, option
        numbers.append(number)
    assert numbers == sorted(numbers)
    assert payload["suggestion"] in numbers
    later = suggest("--deal", path, "--bids", "N:2")
    assert (later["to_act"], later["phase"], later["step"]) == ("E", "bidding", "B2")


def test_partial_bids_replace_the_files_bids() -> None:
    payload = suggest("--deal", str(STICHELN), "--bids", "N:0 E:1")
    assert (payload["to_act"], payload["phase"], payload["step"]) == ("S", "bidding", "B3")


def after_title(table: str, step: str) -> list[str]:
    """The lines of ``table`` from the one naming ``step``: the title before may wrap."""
    lines = table.splitlines()
    return lines[next(i for i, line in enumerate(lines) if step in line) :]


def test_other_hands_unseen_by_the_seat_do_not_change_the_play_output(tmp_path: Path) -> None:
    path = deal_file(tmp_path, "moved.toml", fixture_text(hands=REARRANGED))
    for fmt in ("json", "table"):
        here = run("analyze", "--deal", str(STICHELN), "--plays", "N:A10", "--format", fmt)
        there = run("analyze", "--deal", path, "--plays", "N:A10", "--format", fmt)
        assert here.returncode == there.returncode == 0, (here.stderr, there.stderr)
        if fmt == "table":  # the title names the file
            assert after_title(here.stdout, "T1.2") == after_title(there.stdout, "T1.2")
        else:
            assert here.stdout == there.stdout


def test_other_hands_unseen_by_the_seat_do_not_change_the_bid_output(tmp_path: Path) -> None:
    plain = deal_file(tmp_path, "plain.toml", fixture_text(bids=False))
    moved = deal_file(tmp_path, "moved.toml", fixture_text(bids=False, hands=REARRANGED))
    assert suggest("--deal", plain, "--bids", "N:2") == suggest("--deal", moved, "--bids", "N:2")


@pytest.mark.parametrize(
    ("lang", "word"),
    [("en", "suggested"), ("de", "Vorschlag"), ("es", "sugerida"), ("zh", "建议")],
)
def test_the_table_in_words(lang: str, word: str) -> None:
    done = run("analyze", "--deal", str(STICHELN), "--plays", "N:A10", "--lang", lang)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Sticheln — ")
    # The seat to act comes after the title, which takes two lines where it is too wide.
    assert len(lines) - len(after_title(done.stdout, "T1.2")) in (1, 2)
    assert sum(1 for line in lines if line.rstrip().endswith(word)) == 1


@pytest.mark.parametrize(("lang", "mark"), [("en", "."), ("de", ","), ("es", ","), ("zh", ".")])
def test_the_means_are_written_as_the_language_writes_decimals(lang: str, mark: str) -> None:
    done = run("analyze", "--deal", str(STICHELN), "--plays", "N:A10", "--lang", lang)
    assert done.returncode == 0, done.stderr
    other = "," if mark == "." else "."
    # The rows of the table end in the points and tricks columns (and the mark).
    means = re.findall(r"(-?\d+)([.,])(\d)(?=\s)", done.stdout)
    assert len(means) >= 4, done.stdout
    assert {found for _, found, _ in means} == {mark}, done.stdout
    assert not re.search(rf"\d\{other}\d\s", done.stdout), done.stdout


def test_an_illegal_play_exits_1_as_replay_does() -> None:
    # East holds A2 and A3, so it must follow Amber (or play a joker).
    args = ("--deal", str(STICHELN), "--plays", "N:A10 E:M12", "--format", "json")
    done = run("analyze", *args)
    replayed = run("replay", *args)
    assert done.returncode == replayed.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stdout == replayed.stdout
    assert done.stderr == replayed.stderr


def test_errors_are_one_line() -> None:
    deal = str(STICHELN)
    assert_clean_usage_error(run("analyze", "--deal", deal, "--variant", "v1"), "--variant")
    assert_clean_usage_error(run("analyze", "--deal", deal, "--bids", "E:1"), "--bids item 1")
    assert_clean_usage_error(run("analyze", "--deal", deal, "--bids", "N:9"), "--bids item 1")
    assert_clean_usage_error(run("analyze", "--deal", deal, "--bids", "N"), "--bids item 1")
    assert_clean_usage_error(run("analyze", "--deal", deal, "--seed", "x"), "--seed")


def test_four_lanterns_takes_no_bids_and_no_seed() -> None:
    assert_clean_usage_error(run("analyze", "--bids", "N:1"), "--bids", "no bidding")
    assert_clean_usage_error(run("analyze", "--seed", "1"), "--seed")


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh"])
def test_the_suggestion_table_fits_80_columns(lang: str) -> None:
    from rich.cells import cell_len

    done = run(
        "analyze", "--deal", str(ROOT / "fixtures" / "sticheln_fixed.toml"),
        "--plays", "N:A10", "--lang", lang,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # The title names the file; every other line, the closing sentence too, fits.
    assert all(cell_len(line) <= 80 for line in lines[1:]), [
        line for line in lines if cell_len(line) > 80
    ]

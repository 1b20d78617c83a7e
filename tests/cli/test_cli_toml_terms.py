"""A value of the wrong type in a deal file or a record is named in TOML's terms.

The file says ``true``, ``2.5`` or ``{ N = 1 }``; the one line says what the
key expected (a whole number, a string, an array, a table, true or false) and
what the file gave, as the file writes it, never as Python would (``True``).
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from four_lanterns.cli.main import main
from four_lanterns.engine.tomlfile import toml_value

ROOT = Path(__file__).resolve().parents[2]
STICHELN = (ROOT / "fixtures" / "sticheln_fixed.toml").read_text(encoding="utf-8")
RECORD = (ROOT / "tests" / "data" / "records" / "sticheln_duel_seed7.toml").read_text(
    encoding="utf-8"
)


def refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> str:
    """The one line of ``trace`` on ``text`` (exit 2), after the file's name."""
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["trace", "--deal", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    return err.removeprefix(f"four-lanterns: {path}: ").rstrip("\n")


@pytest.mark.parametrize(
    ("old", "new", "line"),
    [
        ("N = 2\n", "N = true\n", "bids.N: expected a whole number, got true"),
        ("N = 2\n", "N = 2.5\n", "bids.N: expected a whole number, got 2.5"),
        ("N = 2\n", 'N = "2"\n', "bids.N: expected a whole number, got '2'"),
        ("N = 2\n", "N = { tricks = 2 }\n", "bids.N: expected a whole number, got { tricks = 2 }"),
        (
            'title = "Sticheln — fixed round"',
            "title = false",
            "title: expected a string, got false",
        ),
        ('dealer = "N"', "dealer = 1979-05-27", "dealer: expected a string, got 1979-05-27"),
        ('turned = ["OWL", "T9"]', 'turned = "T9"', "turned: expected an array, got 'T9'"),
        (
            "taken = { N = 1, E = 2, S = 2, W = 0 }",
            "taken = 5",
            "result.taken: expected a table, got 5",
        ),
    ],
)
def test_a_deal_file_value_of_the_wrong_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, line: str
) -> None:
    assert old in STICHELN
    message = refusal(tmp_path, capsys, STICHELN.replace(old, new, 1))
    assert message.startswith(line), message
    assert "True" not in message and "input should be" not in message


@pytest.mark.parametrize(
    ("old", "new", "line"),
    [
        ("seed = 7", "seed = true", "seed: expected a whole number, got true"),
        ("hidden = true", "hidden = 1", "hidden: expected true or false, got 1"),
        ("rounds = 4", "rounds = 4\nvariant = 1", "variant: expected a string, got 1"),
        ("actions = 88", 'actions = 88\nbots = ["E"]', "bots: expected a table, got ['E']"),
        ('bids = ["S:0"', 'bids = [false, "S:0"', "round 1, bids[0]: expected a string, got false"),
        ('dealer = "S"', "dealer = 3", "round 1, dealer: expected a string, got 3"),
    ],
)
def test_a_record_value_of_the_wrong_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, line: str
) -> None:
    assert old in RECORD
    assert refusal(tmp_path, capsys, RECORD.replace(old, new, 1)) == line


def test_a_stated_result_is_shown_as_the_record_writes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = "result.taken = { N = 1, E = 1, S = 0, W = 1 }"
    text = RECORD.replace(old, "result.taken = 1979-05-27T07:32:00Z", 1)
    assert refusal(tmp_path, capsys, text) == (
        "round 1, result.taken: expected a table, got 1979-05-27T07:32:00+00:00"
    )


def test_values_as_toml_writes_them() -> None:
    assert toml_value(True) == "true"
    assert toml_value([1, False, "A3"]) == "[1, false, 'A3']"
    assert toml_value({"N": 1, "a b": {}}) == '{ N = 1, "a b" = {} }'
    assert toml_value(float("inf")) == "inf"
    assert toml_value(datetime.date(2026, 1, 2)) == "2026-01-02"
    assert toml_value("\x1b[2J") == "'\\x1b[2J'"
    assert toml_value("x" * 100) == "'" + "x" * 38 + "…"  # VALUE_LIMIT characters
    assert toml_value(10**5000) == "a very long integer"

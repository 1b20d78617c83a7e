"""Malformed deal files: exit 2 and one clear line, never a traceback.

Every file in tests/data/bad_deals/ is run through the installed program,
with ``trace`` and with ``replay``; the table says what the one line must
name. The runs go in parallel once per module (each is a fresh interpreter).
"""

from __future__ import annotations

import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from lantern_cli import BAD_DEALS, DATA, assert_clean_usage_error, run

# file -> fragments the one-line message must contain (the key, and the value).
EXPECTED: dict[str, tuple[str, ...]] = {
    "duplicate_card.toml": ("hands.E[0]: 'A4' is already in hands.N",),
    "missing_seat.toml": ("hands.W: missing",),
    "unknown_suit.toml": ("hands.W[0]: 'X3' is not a card code: 'X' is not a suit",),
    "rank_zero.toml": ("hands.W[0]: 'A0' is not a card of the Four Lanterns deck", "1 to 4"),
    "rank_five.toml": ("hands.W[0]: 'A5' is not a card of the Four Lanterns deck", "1 to 4"),
    "three_cards.toml": ("hands.W: 3 cards, expected 4",),
    "five_cards.toml": ("hands.N: 5 cards, expected 4",),
    "number_not_string.toml": ("hands.W[0]: expected a string, got 3",),
    "string_not_list.toml": ("hands.W: expected an array, got 'A3 T2 M3 V4'",),
    "leader_number.toml": ("first_leader: expected a string, got 0",),
    "hands_not_table.toml": ("hands: expected a table, got ['A4', 'T1', 'M2', 'V3']",),
    "typo_in_key.toml": ("first_lader: unknown key (did you mean first_leader?)", "1 more problem"),
    "unknown_top_level_key.toml": ("dealer: unknown key",),
    "unknown_seat_key.toml": ("hands.X: unknown key",),
    "bad_first_leader.toml": ("first_leader: 'Q' is not a seat",),
    "not_toml.toml": ("not valid TOML", "line 1"),
    "duplicate_key.toml": ("not valid TOML", "line 9"),
    "empty.toml": ("the file is empty",),
    "blank.toml": ("the file is empty",),
    "binary_garbage.toml": ("not a text file", "byte 0 is not UTF-8"),
    # Refused before the TOML parser runs: it recurses, and its work on long keys
    # grows with their square.
    "deeply_nested.toml": ("hands: nested too deeply: more than 32 levels", "(line 2)"),
    "nested_in_hand.toml": ("hands.W: nested too deeply: more than 32 levels", "(line 7)"),
    "nested_inline_tables.toml": ("hands: nested too deeply: more than 32 levels", "(line 3)"),
    "list_in_hand.toml": ("hands.W[0]: expected a string, got ['A3']",),
    "dotted_key_too_long.toml": (
        ": lantern.lantern.lantern.",
        "…: more than 32 dotted parts in one key (line 9)",
    ),
    "table_header_too_long.toml": (": hands.hands.hands.", "more than 32 dotted parts"),
    "array_header_too_long.toml": (": trace.trace.trace.", "more than 32 dotted parts"),
    # Beyond TOML's 64-bit integers; 5,000 digits used to escape as a ValueError.
    "leader_huge_integer.toml": ("first_leader: integer 1111", "beyond the 64 bits"),
    "trace_trick_huge_integer.toml": ("trace[1].trick: integer 2222", "beyond the 64 bits"),
    "trace_score_out_of_range.toml": (
        "trace[3].score.v1.EW: integer 9223372036854775808 is beyond the 64 bits",
    ),
    # Shown escaped and shortened: the message stays one line.
    "key_with_newline.toml": ('"first\\nleader": unknown key',),
    "key_with_escape_sequence.toml": ('"\\x1b[2J\\x1b[H": unknown key',),
    "card_code_huge.toml": ("hands.W[0]: 'A3333", "… is not a card code"),
    "bad_trace_play.toml": ("trace[0].plays[1]: 'Z4' is not a card code",),
    "trace_play_outside_deck.toml": (
        "trace[0].plays[0]: 'T5' is not a card of the Four Lanterns deck",
    ),
    "trace_play_without_seat.toml": ("trace[0].plays[2]: 'T3' is not a play", "SEAT:CARD"),
    "trace_bad_winner.toml": ("trace[0].winner: 'East!' is not a seat",),
    "trace_missing_winner.toml": ("trace[0].winner: missing",),
    "trace_five_plays.toml": ("trace[0].plays: 5 plays, expected 4",),
    "trace_three_plays.toml": ("trace[0].plays: 3 plays, expected 4",),
    "trace_trick_out_of_order.toml": ("trace[1].trick: 1 is out of order",),
    "trace_unknown_variant.toml": ("trace[0].score.v9: unknown scoring variant",),
    "trace_five_rows.toml": ("trace[4]: one row too many: a hand has 4 tricks",),
    "unknown_game.toml": (
        "game: 'five-lanterns' is not a known game (expected four-lanterns, sticheln)",
    ),
    "game_not_string.toml": ("game: 4 is not a game name (expected four-lanterns, sticheln)",),
}

COMMANDS = {
    "trace": ("trace",),
    "replay": ("replay", "--plays", "N:T1"),
}


def test_catalogue_is_complete() -> None:
    on_disk = sorted(path.name for path in BAD_DEALS.iterdir())
    assert on_disk == sorted(EXPECTED)
    assert len(on_disk) >= 15


@pytest.fixture(scope="module")
def results() -> dict[tuple[str, str], subprocess.CompletedProcess[str]]:
    jobs = [(name, command) for name in EXPECTED for command in COMMANDS]

    def one(job: tuple[str, str]) -> subprocess.CompletedProcess[str]:
        name, command = job
        return run(*COMMANDS[command], "--deal", f"bad_deals/{name}", cwd=DATA)

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(jobs, pool.map(one, jobs), strict=True))


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("name", list(EXPECTED))
def test_bad_deal_is_refused_in_one_line(
    results: dict[tuple[str, str], subprocess.CompletedProcess[str]], name: str, command: str
) -> None:
    line = assert_clean_usage_error(results[name, command], *EXPECTED[name])
    # The line names the file first, as given on the command line.
    assert line.startswith(f"four-lanterns: bad_deals/{name}: ")
    # Whatever the file holds, the line is short and has nothing to escape.
    assert len(line) < 400
    assert line.isprintable()


@pytest.mark.parametrize("name", list(EXPECTED))
def test_messages_do_not_show_python_internals(
    results: dict[tuple[str, str], subprocess.CompletedProcess[str]], name: str
) -> None:
    line = results[name, "trace"].stderr
    for internal in ("_HandsModel", "_DealModel", "_TraceModel", "pydantic", "Error:"):
        assert internal not in line


def test_bad_deal_with_json_format_is_still_one_line_on_stderr() -> None:
    done = run("trace", "--format", "json", "--deal", "bad_deals/duplicate_card.toml", cwd=DATA)
    assert_clean_usage_error(done, "hands.E[0]: 'A4' is already in hands.N")


def test_missing_file(tmp_path: Path) -> None:
    for args in (("trace",), ("replay", "--plays", "N:T1")):
        done = run(*args, "--deal", "no_such_deal.toml", cwd=tmp_path)
        assert_clean_usage_error(done, "no_such_deal.toml: no such file")


def test_directory_given_as_deal(tmp_path: Path) -> None:
    for args in (("trace",), ("replay", "--plays", "N:T1")):
        done = run(*args, "--deal", ".", cwd=tmp_path)
        assert_clean_usage_error(done, ".: is a directory, not a deal file")


def test_file_over_one_mebibyte(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text("# padding\n" * 120_000)
    assert_clean_usage_error(run("trace", "--deal", str(big)), "larger than 1 MiB")


def test_deal_without_a_trace_cannot_be_traced_but_can_be_replayed(tmp_path: Path) -> None:
    deal = tmp_path / "plain.toml"
    deal.write_text(
        'first_leader = "N"\n[hands]\nN = ["A4", "T1", "M2", "V3"]\n'
        'E = ["A2", "T4", "M1", "V1"]\nS = ["A1", "T3", "M4", "V2"]\nW = ["A3", "T2", "M3", "V4"]\n'
    )
    assert_clean_usage_error(run("trace", "--deal", str(deal)), "has no [[trace]]")
    done = run("replay", "--deal", str(deal), "--plays", "N:T1 E:T4")
    assert done.returncode == 0, done.stderr

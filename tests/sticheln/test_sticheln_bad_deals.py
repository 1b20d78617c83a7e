"""Malformed Sticheln deal files: exit 2 and one exact line, never a traceback.

Every file in tests/data/bad_sticheln_deals/ is run through the installed
program with ``trace``; a few also with ``replay`` and ``check``. The table
pins the whole line after the file name: the key path, the card or value,
and what is wrong with it. The runs go in parallel once per module.
"""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cli"))

from lantern_cli import DATA, assert_clean_usage_error, run

FOLDER = "bad_sticheln_deals"
BAD = DATA / FOLDER

# file -> the one line's text after "four-lanterns: bad_sticheln_deals/FILE: ".
EXPECTED: dict[str, str] = {
    # The same card twice, or more jokers than the deck has.
    "duplicate_number_card.toml": "hands.E[2]: 'A10' is already in hands.N",
    "duplicate_number_card_lower_case.toml": "hands.W[4]: 'V11' is already in hands.N",
    "number_card_in_hand_and_turned.toml": "turned[1]: 'T5' is already in hands.N",
    "fifth_owl.toml": "hands.W[0]: a fifth OWL: the deck has 4 (counting hands and turned cards)",
    "fifth_mole_in_turned.toml": (
        "turned[0]: a fifth MOLE: the deck has 4 (counting hands and turned cards)"
    ),
    # Hand sizes.
    "unequal_hands.toml": "hands.W: 4 cards, but hands.N has 5: every hand has the same size",
    "hand_of_thirteen.toml": "hands.N: 13 cards; a hand has 1 to 12 cards",
    "empty_hands.toml": "hands.N: 0 cards; a hand has 1 to 12 cards",
    "hands_missing_seat.toml": "hands.E: missing",
    "seat_given_twice.toml": "hands.N: seat N is given twice",
    # The turned cards.
    "turned_empty.toml": "turned: empty: turn cards until a number card names trump",
    "turned_ends_on_joker.toml": (
        "turned[1]: 'OWL' is not a number card: the last turned card names trump"
    ),
    "turned_number_card_first.toml": (
        "turned[0]: 'T9' is a number card: turning stops at the first one (it names trump), "
        "so it must be the last turned card"
    ),
    # Bids.
    "bid_above_hand_size.toml": "bids.S: 6 is not a bid for a hand of 5 cards (expected 0 to 5)",
    "bid_negative.toml": "bids.W: -1 is not a bid for a hand of 5 cards (expected 0 to 5)",
    "bid_not_integer.toml": "bids.E: expected a whole number, got '2'",
    "bid_fraction.toml": "bids.N: expected a whole number, got 1.5",
    "bids_missing_seat.toml": "bids.W: missing",
    # Keys and seats.
    "typo_in_dealer_key.toml": "dealr: unknown key (did you mean dealer?) (and 1 more problem)",
    "first_leader_instead_of_dealer.toml": (
        'first_leader: unknown key (a Sticheln round names its dealer = "N")'
    ),
    "dealer_not_a_seat.toml": "dealer: 'Q' is not a seat (expected N, E, S or W)",
    # Card codes.
    "unknown_suit.toml": (
        "hands.E[3]: 'X3' is not a card code: 'X' is not a suit (expected A, T, M or V); "
        "the jokers are OWL and MOLE"
    ),
    "unknown_turned_card.toml": (
        "turned[0]: 'JOKER' is not a card code: 'J' is not a suit (expected A, T, M or V); "
        "the jokers are OWL and MOLE"
    ),
    # The paper trace.
    "trace_typo_in_rule_key.toml": "trace[0].rul: unknown key (did you mean rule?)",
    "trace_bad_rule.toml": (
        "trace[0].rule: 'trumps' is not a rule (expected owl, moles, trump, led)"
    ),
    "trace_bad_led.toml": (
        "trace[0].led: 'Amber' is not a suit (expected A, T, M, V, or \"\" for none)"
    ),
    "trace_three_plays.toml": "trace[0].plays: 3 plays, expected 4 (one per seat)",
    "trace_joker_by_another_name.toml": (
        "trace[0].plays[1]: 'JOKER' is not a card code: 'J' is not a suit (expected A, T, M or V); "
        "the jokers are OWL and MOLE"
    ),
    "trace_too_many_rows.toml": (
        "trace[1]: one row too many: a round of 1 card has 1 trick and the trace has 2 rows"
    ),
    # Number cards outside the deck (ranks 1 to 13).
    "rank_fourteen.toml": (
        "hands.W[3]: 'A14' is not a card of the Sticheln deck "
        "(suits A, T, M, V; ranks 1 to 13; OWL and MOLE)"
    ),
    "rank_zero.toml": (
        "hands.E[2]: 'A0' is not a card of the Sticheln deck "
        "(suits A, T, M, V; ranks 1 to 13; OWL and MOLE)"
    ),
}

COMMANDS: dict[str, tuple[str, ...]] = {
    "trace": ("trace",),
    "replay": ("replay", "--plays", "N:A10"),
    "check": ("check",),
}

# Files also run through replay and check: one refused by each part of the loader.
ALSO_OTHER_COMMANDS = (
    "duplicate_number_card.toml",
    "fifth_mole_in_turned.toml",
    "bid_not_integer.toml",
    "typo_in_dealer_key.toml",
    "trace_bad_rule.toml",
)

Job = tuple[str, str]
Results = dict[Job, subprocess.CompletedProcess[str]]


def _jobs() -> list[Job]:
    jobs = [(name, "trace") for name in [*EXPECTED]]
    jobs += [(name, command) for name in ALSO_OTHER_COMMANDS for command in ("replay", "check")]
    return jobs


def test_catalogue_is_complete() -> None:
    on_disk = sorted(path.name for path in BAD.iterdir())
    assert on_disk == sorted([*EXPECTED])
    assert len(EXPECTED) >= 18
    assert set(ALSO_OTHER_COMMANDS) <= set(EXPECTED)


@pytest.fixture(scope="module")
def results() -> Results:
    jobs = _jobs()

    def one(job: Job) -> subprocess.CompletedProcess[str]:
        name, command = job
        return run(*COMMANDS[command], "--deal", f"{FOLDER}/{name}", cwd=DATA)

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(jobs, pool.map(one, jobs), strict=True))


def _expect(results: Results, name: str, command: str) -> None:
    line = assert_clean_usage_error(results[name, command])
    assert line == f"four-lanterns: {FOLDER}/{name}: {EXPECTED[name]}"


@pytest.mark.parametrize("name", list(EXPECTED))
def test_trace_refuses_bad_deal_in_one_exact_line(results: Results, name: str) -> None:
    _expect(results, name, "trace")


@pytest.mark.parametrize("command", ["replay", "check"])
@pytest.mark.parametrize("name", ALSO_OTHER_COMMANDS)
def test_replay_and_check_refuse_bad_deal_in_the_same_line(
    results: Results, name: str, command: str
) -> None:
    _expect(results, name, command)


@pytest.mark.parametrize("job", _jobs(), ids="-".join)
def test_every_message_is_one_short_line_without_a_traceback(results: Results, job: Job) -> None:
    done = results[job]
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, lines
    assert len(lines[0]) <= 400
    assert lines[0].isprintable()
    for internal in ("_Deal", "_Hands", "_Trace", "_SeatNumbers", "pydantic", "Error:"):
        assert internal not in lines[0]

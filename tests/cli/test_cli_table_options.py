"""``play``'s options for a game at the table: checked before the table opens, one line each."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from lantern_cli import on_a_terminal, run

from four_lanterns.cli.main import main
from four_lanterns.match import SEED_MAX, random_seed

NO_TERMINAL = (
    "four-lanterns: the card table needs a terminal; without one use trace, replay or check\n"
)


@pytest.mark.parametrize(
    "args",
    [
        ("--game", "sticheln", "--seed", "7"),
        ("--game", "sticheln", "--seed", "7", "--rounds", "12", "--open"),
        ("--game", "four-lanterns", "--seed", "3", "--rounds", "4", "--hidden"),
        ("--game", "sticheln"),
        ("--bots", "E,W:basic"),
        ("--game", "sticheln", "--seed", "1", "--bots", "n:random,E,S"),
    ],
)
def test_good_options_reach_the_table(args: tuple[str, ...]) -> None:
    """Valid options pass every check; only the missing terminal stops the table here."""
    done = run("play", *args)
    assert (done.returncode, done.stderr) == (2, NO_TERMINAL)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("--game", "sticheln", "--seed", "7", "--rounds", "5"),
            "--rounds: a Sticheln duel has 4, 8 or 12 rounds, not 5",
        ),
        (
            ("--game", "four-lanterns", "--seed", "7", "--rounds", "13"),
            "--rounds: a Four Lanterns match has 1 to 12 hands, not 13",
        ),
        (
            ("--deal", "fixtures/sticheln_fixed.toml", "--rounds", "4"),
            "--rounds: fixtures/sticheln_fixed.toml is one round; a duel is dealt with --seed",
        ),
        (
            ("--game", "sticheln", "--rounds", "5"),
            "--rounds: a Sticheln duel has 4, 8 or 12 rounds, not 5",
        ),
        (
            ("--deal", "fixtures/deal_fixed.toml", "--seed", "4"),
            "--seed deals at random; it cannot be used with --deal",
        ),
        (("--seed", "-1"), "--seed: -1 is not a seed (expected 0 to 9223372036854775807)"),
        # A record keeps the seed as a TOML integer: one it could not read back is refused.
        (
            ("--seed", "9223372036854775808"),
            "--seed: 9223372036854775808 is not a seed (expected 0 to 9223372036854775807)",
        ),
        (
            ("--deal", "fixtures/sticheln_fixed.toml", "--game", "four-lanterns"),
            "--game: fixtures/sticheln_fixed.toml is a Sticheln deal, not four-lanterns",
        ),
        (
            ("--bots", "E:genius"),
            "--bots item 1: 'genius' is not a bot level (expected random, basic, strong)",
        ),
        (("--bots", "E,E"), "--bots item 2: E is a bot already"),
        # Every number refused in the same words (argparse's own: "invalid int value").
        (
            ("--seed", "abc"),
            "argument --seed: 'abc' is not a whole number (see four-lanterns play --help)",
        ),
        (
            ("--rounds", "x"),
            "argument --rounds: 'x' is not a whole number (see four-lanterns play --help)",
        ),
        (
            ("--bots", "E,X"),
            "--bots item 2: 'X' is not a seat (expected N, E, S or W; --bots none for no bot)",
        ),
        (("--bots", ","), "--bots: no seat named (expected seats like E,W)"),
        (
            ("--bots", "E:,W"),
            "--bots item 1: no level after 'E:' (expected random, basic, strong)",
        ),
        (("--rounds", "0"), "--rounds: a Four Lanterns match has 1 to 12 hands, not 0"),
        (
            ("--seed", "3", "--rounds", "0"),
            "--rounds: a Four Lanterns match has 1 to 12 hands, not 0",
        ),
        (
            ("--game", "sticheln", "--seed", "7", "--rounds", "0"),
            "--rounds: a Sticheln duel has 4, 8 or 12 rounds, not 0",
        ),
    ],
)
def test_bad_options_are_one_line_naming_the_option(args: tuple[str, ...], message: str) -> None:
    done = run("play", *args)
    assert done.returncode == 2
    assert done.stderr == f"four-lanterns: {message}\n"
    assert done.stdout == ""


def test_hidden_and_open_exclude_each_other() -> None:
    done = run("play", "--hidden", "--open")
    assert done.returncode == 2
    assert "--open: not allowed with argument --hidden" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("soon", "'soon' is not a number of seconds"),
        ("-1", "-1 is not from 0 to 10 seconds"),
        ("11", "11 is not from 0 to 10 seconds"),
        ("nan", "nan is not from 0 to 10 seconds"),
    ],
)
def test_a_bad_bot_pace_is_one_line_naming_it(value: str, reason: str) -> None:
    done = run("play", "--bots", "E", "--bot-pace", value)
    assert done.returncode == 2
    assert done.stderr == (
        f"four-lanterns: argument --bot-pace: {reason} (see four-lanterns play --help)\n"
    )
    assert done.stdout == ""


@pytest.mark.parametrize(
    ("args", "pace"),
    [
        (["play", "--bots", "E,S,W"], 0.8),
        (["play", "--bots", "E,S,W", "--bot-pace", "0"], 0.0),
        (["--bot-pace", "2.5", "--game", "sticheln", "--seed", "3", "--bots", "E"], 2.5),
    ],
)
def test_the_bots_pace_reaches_the_table(
    args: list[str], pace: float, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    on_a_terminal(monkeypatch)
    assert main(args) == 0
    (call,) = table
    assert call["bot_pace"] == pace


@pytest.mark.parametrize("rounds", ["4", "8", "12"])
def test_a_duel_asked_for_by_its_rounds_alone_is_dealt_from_a_random_seed(
    rounds: str, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    on_a_terminal(monkeypatch)
    seeds = iter([271828182, 314159265])  # what random_seed draws, in turn
    # The module, not the function four_lanterns.cli.main (the package's name for it).
    monkeypatch.setattr(
        sys.modules["four_lanterns.cli.main"], "random_seed", lambda hidden=False: next(seeds)
    )
    assert main(["play", "--game", "sticheln", "--rounds", rounds]) == 0
    assert main(["play", "--game", "sticheln", "--rounds", rounds]) == 0
    first, second = (call["match"] for call in table)
    for match in (first, second):
        assert (match.setup.game, match.setup.rounds) == ("sticheln", int(rounds))
        assert match.setup.hidden and match.setup.seed is not None
    # A new duel each time, not the fixed round.
    assert (first.setup.seed, second.setup.seed) == (271828182, 314159265)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "sticheln", "trace"), "--game: not an option of trace"),
        (("--seed", "5", "trace"), "--seed: not an option of trace"),
        (("--bots", "E", "check"), "--bots: not an option of check"),
        (("--open", "replay"), "--open: not an option of replay"),
        (("--record", "nope.toml", "trace"), "--record: not an option of trace"),
        (("--ascii", "trace"), "--ascii: not an option of trace"),
        # Given with its default value, it is still given: never dropped unsaid.
        (("--bot-pace", "0.8", "check"), "--bot-pace: not an option of check"),
        (("--lang", "de", "arena", "--seats", "random"), "--lang: not an option of arena"),
        (("--seed", "4", "export"), "--seed: an option of export goes after it (export --seed)"),
        (
            ("--game", "sticheln", "arena", "--seats", "random"),
            "--game: an option of arena goes after it (arena --game)",
        ),
        (("--lang", "de", "trace", "--lang", "es"), "--lang: given twice, before and after trace"),
        # Not options of the table at all: argparse took their value for the command.
        (("--output", "x", "check"), "--output: an option of check goes after it (check --output)"),
        (("--format=json", "trace"), "--format: an option of trace goes after it (trace --format)"),
        (
            ("--plays", "N:T1", "export"),
            "--plays: an option of export goes after it (export --plays)",
        ),
        (("--duels", "4", "trace"), "--duels: not an option of trace"),
        # After options of the program with their values, which may name a command.
        (
            ("--lang", "de", "--format", "json", "trace"),
            "--format: an option of trace goes after it (trace --format)",
        ),
        (
            ("--format", "json", "--deal", "check", "trace"),
            "--format: an option of trace goes after it (trace --format)",
        ),
        # Never taken for the table's --rounds by its first letters.
        (("--round", "1", "trace"), "--round: an option of trace goes after it (trace --round)"),
    ],
)
def test_an_option_before_a_command_that_does_not_read_it_there_is_refused(
    args: tuple[str, ...], message: str
) -> None:
    """Before the command, an option the command does not read there would be dropped unsaid."""
    done = run(*args)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", f"four-lanterns: {message}\n")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--lang", "de", "trace"), "Wertung v0"),
        (("--variant", "v1", "check", "--format", "json"), '"variant": "v1"'),
        (("--deal", "fixtures/sticheln_fixed.toml", "trace"), "Sticheln — fixtures/sticheln_fixed"),
        (("--lang", "de", "trace", "--lang", "de"), "Wertung v0"),
        (("--ascii", "resume", "--list"), "No unfinished games"),
    ],
)
def test_deal_variant_and_lang_may_come_before_the_command(
    args: tuple[str, ...], said: str, tmp_path: Path
) -> None:
    done = run(*args, env={"XDG_DATA_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert said in done.stdout


@pytest.mark.parametrize("command", ["analyze", "arena"])
def test_every_command_refuses_a_seed_out_of_range(command: str) -> None:
    extra = (
        ("--deal", "fixtures/sticheln_fixed.toml")
        if command == "analyze"
        else ("--seats", "random")
    )
    done = run(command, *extra, "--seed", "-1")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "four-lanterns: --seed: -1 is not a seed (expected 0 to 9223372036854775807)\n"
    )


def test_the_largest_seed_deals_and_its_record_reads_back(tmp_path: Path) -> None:
    record = tmp_path / "big.toml"
    done = run("export", "--seed", "9223372036854775807", "--output", str(record))
    assert done.returncode == 0, done.stderr
    assert "seed = 9223372036854775807\n" in record.read_text(encoding="utf-8")
    traced = run("export", "--deal", str(record))
    assert traced.returncode == 0, traced.stderr
    assert traced.stdout == record.read_text(encoding="utf-8")


@pytest.mark.parametrize(("shown", "hidden"), [([], True), (["--open"], False)])
def test_a_random_duel_gets_a_seed_as_its_hands_are_kept(
    shown: list[str], hidden: bool, table: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hidden hands: a seed drawn from all of them, not one of a billion anyone could try."""
    on_a_terminal(monkeypatch)
    asked: list[bool] = []

    def drawn(hidden: bool = False) -> int:
        asked.append(hidden)
        return 5

    monkeypatch.setattr(sys.modules["four_lanterns.cli.main"], "random_seed", drawn)
    assert main(["play", "--game", "sticheln", "--rounds", "4", *shown]) == 0
    assert asked == [hidden]
    assert table[0]["match"].setup.hidden is hidden


def test_a_hidden_games_seed_is_drawn_from_all_seeds_an_open_ones_has_nine_digits() -> None:
    hidden = [random_seed(hidden=True) for _ in range(20)]
    assert all(0 <= seed <= SEED_MAX for seed in hidden)
    # Twenty draws all under 10**12 would happen about once in 10**128 runs.
    assert max(hidden) > 10**12
    assert all(0 <= random_seed() < 10**9 for _ in range(20))

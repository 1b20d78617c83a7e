"""The ``four-lanterns`` command: the card table, and the engine without a screen.

``--deal`` takes a deal file or a game record (docs/records.md); ``export``
writes records. Exit codes: 0 ok; 1 an illegal play in a given sequence; 2
unusable input (missing file, malformed TOML, invalid deal or game record,
bad code, unknown option, a position ``analyze`` cannot solve or a Sticheln
round that is over, an output refused); 3 a
``check`` report was made but not every trick was observed and matched. Every
error is one bounded line on stderr (an illegal play: two), never a traceback,
whatever state the standard streams are in. Only ``play`` (the
default) and ``review`` import the user interface, and only when they run.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import enum
import functools
import io
import json
import os
import re
import signal
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, cast

from four_lanterns import __version__
from four_lanterns.cli.numbers import positive, whole
from four_lanterns.cli.resume import (
    add_resume,
    check_number,
    list_width,
    listing,
    newest_unfinished,
    nothing_saved,
    read_saves,
)
from four_lanterns.cli.resume import choose as choose_save
from four_lanterns.cli.streams import (
    flush_stdout,
    guard_streams,
    say,
    stream_writing_to,
    write_stdout,
    write_stream,
)
from four_lanterns.defaults import (
    BOT_PACE,
    DEFAULT_DEAL_NAME,
    FIXED_DEALS,
    default_deal_path,
    fixed_deal_path,
)
from four_lanterns.engine import (
    CardCodeError,
    CodeError,
    Deal,
    FourLanternsError,
    GameState,
    IllegalBid,
    IllegalKind,
    IllegalPlay,
    Play,
    Score,
    ScoringVariant,
    variant_by_code,
)
from four_lanterns.engine.cards import Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.registry import find_game, games
from four_lanterns.engine.rules import naming_jokers, play_not_in_deck
from four_lanterns.engine.scoring import VARIANTS
from four_lanterns.engine.tomlfile import MAX_BYTES, decode_text, parse_toml, read_regular_file
from four_lanterns.files import names_a_descriptor, shown, write_text
from four_lanterns.games.four_lanterns.rules import FourLanternsRules
from four_lanterns.games.sticheln.deal import no_bid_for, with_bids
from four_lanterns.games.sticheln.rules import StichelnRules
from four_lanterns.i18n import LANGS, Lang, detect_lang, illegal_lines, words
from four_lanterns.match import (
    DUEL_CHOICES,
    DUEL_ROUNDS,
    GAMES,
    Match,
    MatchError,
    MatchSetup,
    hides_hands,
    random_seed,
    seed_problem,
)
from four_lanterns.records import (
    GameRecord,
    RecordedRound,
    RecordError,
    hand_game_record,
    is_record,
    load_game_file,
    record_toml,
    recorded_round,
)
from four_lanterns.records.saves import Saved, SaveFolder, SaveSlot
from four_lanterns.review.checklist import paper_checklist, play_through
from four_lanterns.text import printable
from four_lanterns.words import catalogue

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = ["EXIT_ILLEGAL", "EXIT_NOT_ALL_MATCH", "EXIT_OK", "EXIT_USAGE", "main"]

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_USAGE = 2
EXIT_NOT_ALL_MATCH = 3
EXIT_INTERRUPTED = 130
"""``arena`` stopped with Ctrl-C (128 + SIGINT, as a shell reports it)."""
PROG = "four-lanterns"


class UsageError(FourLanternsError):
    """Bad command-line input: exit code 2."""

    title = "Bad input"


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line and raises instead of exiting."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # No option by a prefix of its name: "--round" before trace is not "--rounds",
        # and what scripts type today is not taken another way by an option added later.
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)
        self.defaults_after: dict[str, object] = {}
        """Defaults set once the command line is read, where not given (see build_parser)."""

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        given = sys.argv[1:] if args is None else args
        try:
            parsed, extras = self.parse_known_args(given)
        except UsageError:
            self._refuse_a_commands_option_before_it(given)
            raise
        if extras:
            self._refuse_a_commands_option_before_it(given)
            # The options to look up are the command's, not the program's.
            command = getattr(parsed, "command", None)
            prog = f"{self.prog} {command}" if command else self.prog
            raise UsageError(f"unrecognized arguments: {' '.join(extras)} (see {prog} --help)")
        _refuse_unused_options(self, parsed)
        for dest, default in self.defaults_after.items():
            if not hasattr(parsed, dest):
                setattr(parsed, dest, default)
        return parsed

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")

    def _refuse_a_commands_option_before_it(self, args: Sequence[str]) -> None:
        """``four-lanterns --output x check``: argparse would take ``x`` for the command."""
        commands: dict[str, argparse.ArgumentParser] = next(
            (
                action.choices
                for action in self._actions
                if isinstance(action, argparse._SubParsersAction)
            ),
            {},
        )
        unknown: list[str] = []  # options before the command that the program itself lacks
        command = None
        words = iter(args)
        for arg in words:
            if arg == "--":
                break
            if not arg.startswith("-"):
                if arg in commands:
                    command = arg
                    break
                if not unknown:
                    break  # a word that is no command, after none but the program's options
                continue  # the value of an option the program lacks, taken for a command
            name, joined, _ = arg.partition("=")
            action = self._option_string_actions.get(name)
            if action is None:
                unknown.append(name)
            elif action.nargs is None and not joined:
                next(words, None)  # the option's value, which may look like a command
        if not unknown:
            return
        name = unknown[0]
        if command is None:
            raise UsageError(f"unrecognized arguments: {name} (see {self.prog} --help)")
        if name in commands[command]._option_string_actions:
            raise UsageError(f"{name}: an option of {command} goes after it ({command} {name})")
        raise UsageError(f"{name}: not an option of {command}")

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        # argparse drops a "--" given as an option's value (--output=--) and
        # hands the option an empty list: refused as a missing value instead.
        if action.option_strings and action.nargs is None and arg_strings == ["--"]:
            self.error(f"argument {'/'.join(action.option_strings)}: expected one argument")
        return super()._get_values(action, arg_strings)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse drops a failed write of --help or --version (exit 0, nothing
        # shown); here a closed or full stream is an error like any other.
        if message:
            write_stream(cast(TextIO, file if file is not None else sys.stderr), message)


def _add_deal_options(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    # inherit: unset here, the value given before the command (or its default) stays.
    parser.add_argument(
        "--deal",
        metavar="PATH",
        default=argparse.SUPPRESS if inherit else None,
        help=f"deal file or game record (TOML); default: the fixed deal {DEFAULT_DEAL_NAME}",
    )
    _add_variant_option(
        parser,
        inherit=inherit,
        help="Four Lanterns scoring: v0 every trick 1 (default), v1 last trick 2",
    )
    _add_lang_option(parser, inherit=inherit)


def _add_variant_option(parser: argparse.ArgumentParser, *, inherit: bool, help: str) -> None:
    parser.add_argument(
        "--variant",
        metavar="v0|v1",
        default=argparse.SUPPRESS if inherit else None,
        help=help,
    )


def _add_lang_option(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default=argparse.SUPPRESS if inherit else None,
        help="language of the words shown (default: from the locale, else en)",
    )


def _add_ascii_option(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    parser.add_argument(
        "--ascii",
        action="store_true",
        default=argparse.SUPPRESS if inherit else False,
        help="letters only, no suit symbols",
    )


MAX_DUELS = 100_000
"""The most duels (or hands) ``arena --duels`` plays: each is listed before the first is
played, so a number beyond any evening's run would fill the memory instead."""


def _duels(text: str) -> int:
    count = positive(text)
    if count > MAX_DUELS:
        shown = printable(text.strip(), 20)  # a number of any length is one short line
        raise argparse.ArgumentTypeError(
            f"{shown} is more than {MAX_DUELS}, the most an arena plays"
        )
    return count


MAX_BOT_PACE = 10.0
"""The longest pause, in seconds, that ``--bot-pace`` accepts before a bot's move."""


def _pace(text: str) -> float:
    """``--bot-pace``: seconds from 0 to :data:`MAX_BOT_PACE`."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{printable(text, 20)!r} is not a number of seconds"
        ) from None
    if not 0 <= value <= MAX_BOT_PACE:  # NaN fails both comparisons
        raise argparse.ArgumentTypeError(
            f"{printable(text, 20)} is not from 0 to {MAX_BOT_PACE:g} seconds"
        )
    return value


def _add_pace_option(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    parser.add_argument(
        "--bot-pace",
        type=_pace,
        metavar="SECONDS",
        default=argparse.SUPPRESS if inherit else BOT_PACE,
        help=f"the pause before a bot bids or plays, 0 to {MAX_BOT_PACE:g} (default {BOT_PACE:g})",
    )


def _add_table_options(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    """The options of a game at the card table: which game, how many rounds, whose hands show."""

    def unset(default: object) -> object:
        return argparse.SUPPRESS if inherit else default

    parser.add_argument(
        "--game",
        choices=GAMES,
        default=unset(None),
        help="the game: a seeded Sticheln duel or Four Lanterns match "
        "(default: the deal file's game)",
    )
    parser.add_argument(
        "--rounds",
        type=whole,
        metavar="N",
        default=unset(None),
        help=f"Sticheln: rounds in the duel, {DUEL_CHOICES} (default {DUEL_ROUNDS[0]}; "
        "at the table without --seed, dealt from a random one); "
        "Four Lanterns: hands in the match, 1 to 12 (default 1)",
    )
    parser.add_argument(
        "--seed",
        type=whole,
        metavar="N",
        default=unset(None),
        help="deal every round at random from this seed "
        "(shown, so the same game can be dealt again)",
    )
    hands = parser.add_mutually_exclusive_group()
    hands.add_argument(
        "--hidden",
        action="store_const",
        const=True,
        dest="hidden",
        default=unset(None),
        help="only the seat to act sees its cards, with a hand-off between seats "
        "(the default for Sticheln)",
    )
    hands.add_argument(
        "--open",
        action="store_const",
        const=False,
        dest="hidden",
        default=unset(None),
        help="every hand face up (the default for Four Lanterns)",
    )
    parser.add_argument(
        "--bots",
        metavar="SEATS",
        default=unset(None),
        help="seats played by a bot, like E,W or E:basic,W:strong (levels: "
        "random, basic, strong; default strong); none: people in every seat",
    )


def _add_round_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--round",
        type=positive,
        metavar="N",
        help="a game record: the round to read (default: the last, the one in play)",
    )


def _add_record_option(parser: argparse.ArgumentParser, *, inherit: bool = True) -> None:
    parser.add_argument(
        "--record",
        metavar="PATH",
        default=argparse.SUPPRESS if inherit else None,
        help="continue the game in this record (see docs/records.md)",
    )


def _add_bids_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bids",
        metavar='"N:1 E:0 ..."',
        help="Sticheln: every seat's bid, SEAT:TRICKS; replaces the deal file's [bids]",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = _Parser(
        prog=PROG,
        description="A card table for trick-taking games: Four Lanterns (four players, "
        "two partnerships) and Sticheln (each for themselves, with bids).",
        epilog="With no command, opens the card table (play): the options above are its options.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    # The default command's options, so that `four-lanterns --ascii` works as documented.
    _add_deal_options(parser, inherit=False)
    _add_ascii_option(parser, inherit=False)
    _add_pace_option(parser, inherit=False)
    _add_table_options(parser, inherit=False)
    _add_record_option(parser, inherit=False)
    # Their defaults are filled in after parsing (parse_args), so that an option
    # given before a command is told apart from one left out, whatever its value.
    for action in parser._actions:
        if action.option_strings and action.default is not argparse.SUPPRESS:
            parser.defaults_after[action.dest] = action.default
            action.default = argparse.SUPPRESS
    commands = parser.add_subparsers(
        dest="command", metavar="[COMMAND]", parser_class=_Parser, action=_Commands
    )

    play = commands.add_parser("play", help="open the card table (the default)")
    _add_deal_options(play)
    _add_ascii_option(play)
    _add_pace_option(play)
    _add_table_options(play)
    _add_record_option(play)

    resume = add_resume(commands)
    _add_variant_option(
        resume,
        inherit=True,
        help="Four Lanterns scoring to show (default: the one on view when the game was saved)",
    )
    _add_ascii_option(resume)
    _add_pace_option(resume)
    _add_lang_option(resume)

    review = commands.add_parser(
        "review", help="step card by card through the deal's paper trace on the table"
    )
    _add_deal_options(review)
    _add_round_option(review)
    _add_ascii_option(review)

    trace = commands.add_parser(
        "trace", help="play the deal's paper trace (a record's plays) through the engine"
    )
    _add_deal_options(trace)
    _add_round_option(trace)
    trace.add_argument(
        "--format",
        choices=("table", "markdown", "json"),
        default="table",
        help="table (default, fitted to the terminal), markdown, or json (a contract: README)",
    )

    replay = commands.add_parser("replay", help="play any sequence of cards from a deal")
    _add_deal_options(replay)
    _add_round_option(replay)
    replay.add_argument(
        "--plays",
        metavar='"N:T1 E:T4 ..."',
        help="plays in order, SEAT:CARD, separated by spaces or commas "
        "(required for a deal file; a record's round replays its own plays)",
    )
    _add_bids_option(replay)
    replay.add_argument(
        "--format",
        choices=("table", "json", "record"),
        default="table",
        help="table (default), json, or record: the game record (docs/records.md)",
    )

    check = commands.add_parser(
        "check", help="check a sequence against the deal's paper trace and write a report"
    )
    _add_deal_options(check)
    _add_round_option(check)
    check.add_argument(
        "--plays",
        metavar='"N:T1 E:T4 ..."',
        help="the observed plays; default: the paper trace's own plays (a record's plays)",
    )
    _add_bids_option(check)
    check.add_argument(
        "--format",
        choices=("table", "markdown", "json"),
        default="table",
        help="the report as a table (default), markdown, or json (a contract: README)",
    )
    check.add_argument(
        "--output",
        metavar="FILE",
        help="write the report to FILE (atomically; - for standard output)",
    )
    _add_arena(commands)
    _add_export(commands)

    analysis = commands.add_parser(
        "analyze",
        help="Four Lanterns: the final points of best play by both teams, for each legal "
        "card; Sticheln: the strong bot's suggestion for the seat to act",
    )
    _add_deal_options(analysis)
    _add_round_option(analysis)
    analysis.add_argument(
        "--plays",
        metavar='"N:T1 E:T4 ..."',
        help="the plays to the position, SEAT:CARD; default: the dealt hand "
        '(a record\'s round: where its plays left it; "" its first card, '
        'after its bids; with --bids "" too, its first bid)',
    )
    analysis.add_argument(
        "--bids",
        metavar='"N:1 E:0 ..."',
        help="Sticheln: the bids made, SEAT:TRICKS in bidding order (some or all); "
        "replaces the deal file's [bids]; without either the round is analysed "
        "from its first bid",
    )
    analysis.add_argument(
        "--seed",
        type=whole,
        default=None,
        help="Sticheln: the strong bot's seed (default 0)",
    )
    analysis.add_argument(
        "--format",
        choices=("table", "json"),
        default="table",
        help="table (default) or json (a contract: README)",
    )
    return parser


def _add_arena(commands: argparse._SubParsersAction[_Parser]) -> None:
    arena = commands.add_parser(
        "arena",
        help="bots against bots: many seeded games, every seat rotated, results per level",
        description=(
            "Play many seeded games between bot levels and report per level. "
            "Sticheln: each of the --duels seeded duels is played 4 times, once per "
            "rotation of the --seats list, so every level sits in every seat and deals "
            "first once (--duels 10 plays 40 duels); the 95% interval is Student's t over "
            "per-duel means. Four Lanterns: --duels seeded hands, the first leader "
            "rotating, each played twice with the partnerships swapped, scored under v0 "
            "and v1. Results are the same for any --jobs."
        ),
    )
    arena.add_argument(
        "--game",
        choices=("sticheln", "four-lanterns"),
        default="sticheln",
        help="the game the bots play (default sticheln)",
    )
    arena.add_argument(
        "--rounds",
        type=whole,
        choices=DUEL_ROUNDS,
        default=None,
        help=f"Sticheln: rounds per duel, {DUEL_CHOICES} (default {DUEL_ROUNDS[0]})",
    )
    arena.add_argument(
        "--duels",
        type=_duels,
        default=100,
        metavar="N",
        help=(
            "seeded duels (Sticheln) or hands (Four Lanterns), before rotation "
            f"(default 100, at most {MAX_DUELS})"
        ),
    )
    arena.add_argument(
        "--seats",
        required=True,
        metavar="LEVEL,LEVEL,LEVEL,LEVEL",
        help="bot levels for N,E,S,W; Four Lanterns also takes two: N/S,E/W",
    )
    arena.add_argument("--seed", type=whole, default=0, help="the run's seed (default 0)")
    arena.add_argument(
        "--jobs",
        type=positive,
        default=None,
        metavar="N",
        help="worker processes (default: every core)",
    )
    arena.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="send the duels to this Dask distributed scheduler instead of local "
        "processes (needs the dask extra; --jobs is then not used)",
    )
    arena.add_argument(
        "--format",
        choices=("table", "json"),
        default="table",
        help="table (default), or a JSON object for scripts",
    )


def _add_export(commands: argparse._SubParsersAction[_Parser]) -> None:
    export = commands.add_parser(
        "export",
        help="write the game record of a deal and its plays, a seeded game, or a record",
        description=(
            "Write a game record (docs/records.md): of a deal file with --bids and --plays "
            "made on it, of a game dealt from --seed, or of a record (re-written in the "
            "program's own layout; of a game with hidden hands still going on, its finished "
            "rounds only, as x at the table writes). To standard output, or to --output FILE."
        ),
    )
    export.add_argument(
        "--deal",
        metavar="PATH",
        default=None,
        help=f"deal file or game record; default: the fixed deal {DEFAULT_DEAL_NAME}",
    )
    _add_table_options(export, inherit=False)
    export.add_argument(
        "--bids",
        metavar='"N:1 E:0 ..."',
        help="Sticheln: bids of the first round, SEAT:TRICKS in bidding order "
        "(default: the deal file's [bids])",
    )
    export.add_argument(
        "--plays",
        metavar='"N:T1 E:T4 ..."',
        help="cards of the first round, SEAT:CARD in order",
    )
    export.add_argument(
        "--lang",
        choices=LANGS,
        default=None,
        help="language of an illegal play's explanation (default: from the locale, else en)",
    )
    export.add_argument(
        "--output",
        metavar="FILE",
        help="write the record to FILE (atomically; - for standard output, the default); "
        "an existing file is replaced only if it is a game record",
    )


def _arena(args: argparse.Namespace) -> int:
    from four_lanterns import arena  # only this command pays for the bots' import

    # Ctrl-C is noted as well as raised: Python drops a KeyboardInterrupt that
    # lands in a finalizer (a garbage-collected object's __del__, say), and the
    # arena must stop all the same, at the next duel played.
    pressed: list[int] = []

    def ctrl_c(signum: int, frame: object) -> None:
        pressed.append(signum)
        raise KeyboardInterrupt

    def stop_if_pressed(advance: arena.Advance) -> arena.Advance:
        def step(done: int) -> None:
            if pressed:
                raise KeyboardInterrupt
            advance(done)

        return step

    previous = signal.getsignal(signal.SIGINT)
    try:
        # Inside the try: a Ctrl-C the moment the handler is in place is still one line.
        signal.signal(signal.SIGINT, ctrl_c)
        seats = arena.parse_seats(args.seats, args.game)
        if args.rounds is not None and args.game != "sticheln":
            raise arena.ArenaError(
                "--rounds: an option of a Sticheln arena; Four Lanterns plays single hands"
            )
        rounds = DUEL_ROUNDS[0] if args.rounds is None else args.rounds
        config = arena.ArenaConfig(args.game, seats, args.duels, args.seed, rounds)
        total = len(arena.tasks_of(config))
        run = functools.partial(arena.run_arena, config, jobs=args.jobs, scheduler=args.scheduler)
        if sys.stderr.isatty():
            with arena.progress_bar(total) as advance:
                report = run(progress=stop_if_pressed(advance))
        else:
            report = run(progress=stop_if_pressed(lambda done: None))
        if pressed:
            raise KeyboardInterrupt
    except arena.ArenaError as error:
        raise UsageError(str(error)) from None
    except KeyboardInterrupt:
        say("arena: interrupted; no results")
        return EXIT_INTERRUPTED
    finally:
        if previous is not None:  # None: a handler not set from Python, left as it is
            signal.signal(signal.SIGINT, previous)
    if args.format == "json":
        write_stdout(arena.render_json(report))
    else:
        write_stdout(arena.render_table(report))
    return EXIT_OK


@dataclasses.dataclass(frozen=True, slots=True)
class _Loaded:
    """What ``--deal`` names: a deal file, or one round of a game record.

    Attributes:
        deal: the deal; for a record, its round's (see ``records.rounds``).
        source: how the reports name it (a record's round: ``game.toml, round 2``).
        record: the record, when the file is one.
        round: the record's round read, when the file is a record.
    """

    deal: Deal
    source: str
    record: GameRecord | None = None
    round: RecordedRound | None = None

    @property
    def file(self) -> str:
        """The file ``--deal`` named: the source without a record's round."""
        return self.source if self.record is None else self.record.source

    def shown(self, lang: Lang) -> str:
        """The source as a title says it in ``lang``: a record's round in its words."""
        if self.round is None:
            return self.source
        return words(lang)("report.record_round", file=self.file, number=self.round.number)


def _load(path: str | None, number: int | None) -> _Loaded:
    """The deal file or record at ``path`` (default: the fixed deal); ``--round`` of a record."""
    if path is None:
        loaded = _Loaded(Deal.load(default_deal_path()), DEFAULT_DEAL_NAME)
    elif not path.strip():
        raise UsageError("--deal: the path is empty")
    else:
        found = load_game_file(path)
        if isinstance(found, GameRecord):
            try:
                chosen = recorded_round(found, number)
            except RecordError as error:
                raise UsageError(f"--round: {error.message}") from None
            source = words("en")("report.record_round", file=path, number=chosen.number)
            return _Loaded(chosen.deal, source, found, chosen)
        loaded = _Loaded(found, path)
    if number is not None:
        raise UsageError(f"--round: {loaded.source} is a deal file; only a game record has rounds")
    return loaded


def _reviewable(path: str | None, number: int | None) -> _Loaded:
    """What ``review`` may show of ``--deal``: a round of a record with hidden hands, finished.

    Review lays every hand face up. The round still being played of a game
    with hidden hands is not shown so: without ``--round``, review takes the
    last finished round; asked for, the round in play is refused.
    """
    loaded = _load(path, number)
    chosen = loaded.round
    if _in_hiding(loaded) and number is None and chosen is not None and chosen.number > 1:
        return _load(path, chosen.number - 1)
    _refuse_in_hiding(loaded, _round_flag(number), "review shows every hand")
    return loaded


def _in_hiding(loaded: _Loaded) -> bool:
    """Whether ``loaded`` is the round still being played of a game with hidden hands."""
    chosen, record = loaded.round, loaded.record
    return not (chosen is None or record is None or chosen.over or not record.match.setup.hidden)


_ONCE_OVER = "until it is over, trace shows its cards played"
"""What a refusal of the round in play of a hidden game says may be done instead."""


def _refuse_in_hiding(loaded: _Loaded, flag: str, because: str) -> None:
    """Refuse ``flag`` where it would show or probe the hands of a round still hidden.

    A card named in ``--plays`` is refused as held by another seat, or taken
    as held: either way it tells where an unplayed card lies.
    """
    if not _in_hiding(loaded):
        return
    assert loaded.round is not None
    number = loaded.round.number
    finished = {1: "no round is finished yet", 2: "round 1 is finished"}.get(
        number, f"rounds 1 {'and' if number == 3 else 'to'} {number - 1} are finished"
    )
    raise UsageError(
        f"{flag}: {loaded.source} is still being played with hidden hands, and {because} "
        f"({finished}; {_ONCE_OVER})"
    )


def _round_flag(number: int | None) -> str:
    """The option that chose a record's round: ``--round``, else ``--deal`` (its last round)."""
    return "--deal" if number is None else "--round"


def _refuse_probing(loaded: _Loaded, args: argparse.Namespace) -> None:
    """``--plays`` on a hidden round in play, its own cards too: see ``_refuse_in_hiding``."""
    if args.plays is not None:
        _refuse_in_hiding(loaded, "--plays", "cards played from its deal would tell its hands")


def _shown(record: GameRecord) -> GameRecord:
    """What of ``record`` is written out: while hands are hidden, its finished rounds.

    As ``x`` at the table writes it (:meth:`GameRecord.shareable`): the rounds
    finished so far, without the seed, which deals every hand.
    """
    shared = record.shareable()
    if shared is None:
        raise UsageError(
            f"--deal: {record.source} is in its first round with hidden hands; "
            "a record of it is written once a round is over"
        )
    return shared


def _variant(args: argparse.Namespace, deal: Deal | None = None) -> ScoringVariant:
    """The ``--variant`` of the deal's game; before the deal is read, of any game.

    A code no registered game knows is named before the deal is read (the
    order Four Lanterns always had); one the deal's game lacks, after.
    """
    if args.variant is None:
        # The game's own first variant: v0 for Four Lanterns.
        variants = deal.rules.variants if deal is not None else VARIANTS
        return next(iter(variants.values()))
    if deal is not None and isinstance(deal.rules, StichelnRules):
        raise UsageError(
            f"--variant: {deal.rules.title} scores its bids and has no scoring variants"
        )
    try:
        if deal is not None:
            return variant_by_code(args.variant, deal.rules)
        code = str(args.variant).strip().lower()
        for name in games():
            if code in find_game(name).variants:
                return find_game(name).variants[code]
        return variant_by_code(args.variant)
    except CodeError as error:
        raise UsageError(f"--variant: {error.message}") from None


_LONGEST_BID = 8
"""Longer than any bid (``N:12``), even written with spaces around it."""


def _make_bids(text: str, deal: Deal, state: GameState | None = None) -> GameState:
    """``state`` (else ``deal``'s round from its first bid) with the bids of ``--bids`` made.

    The one reading of ``--bids``, for every command that takes it (replay,
    check, analyze, export): the bids are made through the engine in the
    order given, from the dealer, so each refusal (not a bid, a seat out of
    turn, a number out of range) is the same one line naming the item, exit 2.
    """
    if not isinstance(deal.rules, StichelnRules) or (state is not None and not state.rules.bidding):
        raise UsageError(f"--bids: {deal.rules.title} has no bidding")
    if state is None:
        rules = dataclasses.replace(deal.rules, bidding=True)
        state = dataclasses.replace(deal, rules=rules, bids=None).new_game()
    for index, (seat, tricks) in enumerate(_parse_bids(text)):
        try:
            state = state.bid(tricks, seat)
        except IllegalBid as error:
            raise UsageError(f"--bids item {index + 1}: {_bid_refusal(error, state)}") from None
    return state


def _bid_refusal(error: IllegalBid, state: GameState) -> str:
    """The engine's refusal; for a seat that bid already, that first, then whose turn it is."""
    seat = error.seat
    if seat is None or all(bid.seat is not seat for bid in state.bids):
        return error.message
    if error.kind is IllegalKind.OUT_OF_TURN and error.to_play is not None:
        return (
            f"{seat.word} has bid already; it is {error.to_play.word}'s turn to bid at {error.step}"
        )
    return f"{seat.word} has bid already; every seat has bid"


def _with_bids(args: argparse.Namespace, deal: Deal) -> Deal:
    """``deal`` with every seat's bid from ``--bids``, if given (a game with bidding only)."""
    text = getattr(args, "bids", None)
    if text is None:
        return deal
    made = _make_bids(text, deal).bids
    try:
        return with_bids(deal, {bid.seat: bid.tricks for bid in made})
    except CodeError as error:  # a seat has not bid
        raise UsageError(f"--bids: {error.message}") from None


def _items(text: str) -> list[str]:
    """The items of ``--plays`` or ``--bids``: separated by spaces or commas."""
    return [token for token in re.split(r"[\s,]+", text.strip()) if token]


def _parse_bids(text: str) -> list[tuple[Seat, int]]:
    """The bids of ``--bids``, in the order given (a seat twice is the engine's to refuse)."""
    tokens = _items(text)
    bids: list[tuple[Seat, int]] = []
    for index, token in enumerate(tokens):
        where = f"--bids item {index + 1}"
        seat_code, sep, number = token.partition(":")
        if len(token) > _LONGEST_BID or not sep or not (number.isascii() and number.isdigit()):
            # printable() escapes already: quote, don't repr (which would escape twice).
            shown = printable(token, _LONGEST_BID)
            raise UsageError(f"{where}: '{shown}' is not a bid (expected SEAT:TRICKS, like E:2)")
        try:
            seat = Seat.parse(seat_code)
        except CodeError as error:
            raise UsageError(f"{where}: {error.message}") from None
        bids.append((seat, int(number)))
    return bids


_LONGEST_PLAY = 12
"""Longer than any play code (``N:T1``), even written with spaces around it."""


def _parse_plays(text: str, deal: Deal, *, dealt: bool = False) -> list[Play]:
    """The plays of ``--plays``; none (``""``) only where ``dealt`` allows the dealt position."""
    tokens = _items(text)
    if dealt and not tokens:  # "" or " , ": no plays
        return []
    if not tokens:
        raise UsageError("--plays: no plays given (expected SEAT:CARD, like N:T1)")
    deck = set(deal.rules.deck)
    plays = []
    for index, token in enumerate(tokens):
        where = f"--plays item {index + 1}"
        if len(token) > _LONGEST_PLAY:
            shown = printable(token, _LONGEST_PLAY)
            raise UsageError(
                f"{where}: '{shown}' is too long for a play (expected SEAT:CARD, like N:T1)"
            )
        if printable(token) != token:
            # A byte that is not UTF-8 is shown as a terminal shows it (\xff), not as \udcff.
            raise UsageError(
                f"{where}: '{printable(token)}' is not a play (expected SEAT:CARD, like N:T1)"
            )
        try:
            play = Play.parse(token)
        except CodeError as error:
            problem = error.message
            if isinstance(error, CardCodeError):
                problem = naming_jokers(problem, deal.rules)
            raise UsageError(f"{where}: {problem}") from None
        if play.card not in deck:
            raise UsageError(f"{where}: {play_not_in_deck(token, deal.rules)}")
        plays.append(play)
    return plays


def _lang(args: argparse.Namespace) -> Lang:
    chosen: Lang | None = args.lang
    return chosen or detect_lang()


def _report(
    state: GameState, args: argparse.Namespace, loaded: _Loaded, variant: ScoringVariant, deal: Deal
) -> None:
    # Imported here, as in every command but play: the table opens without them.
    from four_lanterns.cli.render import render_json, render_markdown, render_table
    from four_lanterns.cli.render_round import (
        render_round_json,
        render_round_markdown,
        render_round_table,
    )
    from four_lanterns.columns import output_width
    from four_lanterns.engine.record import hand_record
    from four_lanterns.games.sticheln.record import round_record

    source = loaded.shown(_lang(args))
    if isinstance(deal.rules, StichelnRules):
        played = round_record(state, deal.first_leader, _before_last_round(loaded))
        if args.format == "json":
            write_stdout(render_round_json(played))
        elif args.format == "markdown":
            write_stdout(render_round_markdown(played, source, _lang(args)))
        else:
            write_stdout(render_round_table(played, source, _lang(args), width=output_width()))
        return
    record = hand_record(state, variant)
    if args.format == "json":
        write_stdout(render_json(record))
    elif args.format == "markdown":
        write_stdout(render_markdown(record, source, _lang(args)))
    else:
        write_stdout(render_table(record, source, _lang(args), width=output_width()))


def _before_last_round(loaded: _Loaded) -> Score | None:
    """A duel's totals before its last round, when ``loaded`` is that round; else None."""
    record, chosen = loaded.record, loaded.round
    if record is None or chosen is None or record.setup.rounds == 1:
        return None
    if record.part_of is not None and record.part_of != record.setup.rounds:
        return None  # the finished rounds of a duel that goes on: it has no winners yet
    if chosen.number != record.setup.rounds:
        return None
    return dict(record.match.pad()[chosen.number - 2].totals)["points"]


def _illegal(error: IllegalPlay, args: argparse.Namespace) -> int:
    if args.format == "json":
        seat = error.seat.code if error.seat is not None else "?"
        payload = {
            "error": {
                "step": error.step,
                "play": f"{seat}:{error.card.code}",
                "kind": error.kind.value,
                "message": error.message,
                "legal": [card.code for card in error.legal],
            }
        }
        write_stdout(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    _explain_illegal(error, _lang(args))
    return EXIT_ILLEGAL


def _explain_illegal(error: IllegalPlay, lang: Lang) -> None:
    """Two lines on stderr: the play, its step and the rule; then the legal cards."""
    for line in illegal_lines(error, lang):
        say(line)


def _trace(args: argparse.Namespace) -> int:
    _variant(args)  # a bad variant is named before the deal is read
    loaded = _load(args.deal, args.round)
    deal, source = loaded.deal, loaded.source
    variant = _variant(args, deal)
    if loaded.round is not None:
        # A record's round: its own bids and plays, however far they went.
        _report(loaded.round.state, args, loaded, variant, deal)
        return EXIT_OK
    if not deal.trace:
        raise UsageError(f"{source}: has no [[trace]] to play (use replay --plays)")
    state, refused = play_through(deal, [play for row in deal.trace for play in row.plays])
    if refused is not None:
        return _illegal(refused, args)
    _report(state, args, loaded, variant, deal)
    return EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    _variant(args)
    loaded = _load(args.deal, args.round)
    deal, source = loaded.deal, loaded.source
    variant = _variant(args, deal)
    _refuse_probing(loaded, args)
    if args.format == "record":
        return _replay_record(args, loaded)
    recorded = loaded.round
    deal = _with_bids(args, deal)  # bad bids are named even when no plays are given
    if args.plays is None and recorded is None:
        raise UsageError(f"--plays: required for a deal file ({source}); only a record has plays")
    if args.plays is None and args.bids is None and recorded is not None:
        _report(recorded.state, args, loaded, variant, deal)
        return EXIT_OK
    if args.plays is not None:
        plays = _parse_plays(args.plays, deal)
    else:
        assert recorded is not None
        plays = list(recorded.plays)
    state, refused = play_through(deal, plays)
    if refused is not None:
        return _illegal(refused, args)
    _report(state, args, loaded, variant, deal)
    return EXIT_OK


def _replay_record(args: argparse.Namespace, loaded: _Loaded) -> int:
    """``replay --format record``: the whole record again, or a record of one hand."""
    if args.variant is not None:
        raise UsageError("--variant: a game record holds every variant's results")
    if args.plays is None:
        if loaded.record is None:
            _with_bids(args, loaded.deal)  # bad bids are named even when no plays are given
            raise UsageError(
                f"--plays: required for a deal file ({loaded.source}); only a record has plays"
            )
        if args.round is not None:
            raise UsageError(
                "--round: --format record writes every round; a round is chosen "
                "only to replay other --plays from its deal"
            )
        if args.bids is not None:
            raise UsageError("--bids: --format record writes the record's own bids")
        write_stdout(record_toml(_shown(loaded.record)))
        return EXIT_OK
    deal = _with_bids(args, loaded.deal)
    plays = _parse_plays(args.plays, deal)
    if isinstance(deal.rules, StichelnRules) and deal.bids is None:
        raise UsageError(
            f"--bids: a record of a {deal.rules.title} round needs every seat's bid "
            "(--bids, or the deal file's [bids])"
        )
    try:
        record = hand_game_record(deal, plays)
    except IllegalPlay as refused:
        _explain_illegal(refused, _lang(args))
        return EXIT_ILLEGAL
    write_stdout(record_toml(record))
    return EXIT_OK


def _write_report(output: str, text: str, deal: Deal) -> None:
    """The report to ``--output``: ``-`` is standard output; a file is never harmed."""
    if output == "-":
        write_stdout(text)
        return
    if not output.strip():
        raise UsageError("--output: the path is empty")
    stream = stream_writing_to(output)
    if stream is not None:
        # /dev/stdout, or the very file a stream was redirected to: write through it.
        write_stream(stream, text)
        return
    protect = [Path(deal.source)] if deal.source else []
    _refuse_all_but_a_report(output, protect)
    written = write_text(output, text, protect=protect)
    say(f"report written to {written}")


def _check(args: argparse.Namespace) -> int:
    from four_lanterns.review.report import ReportMeta, render_report

    _variant(args)
    loaded = _load(args.deal, args.round)
    deal, source = loaded.deal, loaded.source
    variant = _variant(args, deal)
    _refuse_probing(loaded, args)
    deal = _with_bids(args, deal)
    if not deal.trace:
        if loaded.round is not None:
            raise UsageError(f"{source}: no complete trick to check against")
        raise UsageError(f"{source}: has no [[trace]] to check against")
    if args.plays is None:
        # A record's round: every card it holds, an unfinished trick's too.
        paper = loaded.round.plays if loaded.round is not None else ()
        plays = list(paper) or [play for row in deal.trace for play in row.plays]
    else:
        plays = _parse_plays(args.plays, deal)
    state, refused = play_through(deal, plays)
    checklist = paper_checklist(deal, state, variant, refused)
    lang = _lang(args)
    meta = ReportMeta.for_deal(
        deal,
        source,
        file=loaded.file,
        round=loaded.round.number if loaded.round is not None else None,
        hiding=loaded.record is not None and loaded.record.match.hiding,
    )
    text = render_report(checklist, meta, args.format, lang)
    if args.output is not None:
        _write_report(args.output, text, deal)
    else:
        write_stdout(text)
    if refused is not None:
        _explain_illegal(refused, lang)
        return EXIT_ILLEGAL
    return EXIT_OK if checklist.all_match else EXIT_NOT_ALL_MATCH


_CANNOT_ANALYZE = "analyze needs a Four Lanterns position with a card to play"
_AS_DEALT = ' (--plays "" analyses it as dealt)'
"""Said when a record's round is over: an empty ``--plays`` starts from its deal."""
_FROM_ITS_START = ' (--plays "" analyses it from its first card; with --bids "" too, its first bid)'
"""The same for a Sticheln round, whose recorded bids stand unless ``--bids`` replaces them."""


def _analyze(args: argparse.Namespace) -> int:
    from four_lanterns.analysis import analyze
    from four_lanterns.cli.render_analysis import render_analysis_json, render_analysis_table
    from four_lanterns.columns import output_width

    _variant(args)
    loaded = _load(args.deal, args.round)
    deal, source = loaded.deal, loaded.source
    variant = _variant(args, deal)
    if isinstance(deal.rules, StichelnRules):
        _refuse_probing(loaded, args)
        if args.bids is not None:
            # From other bids, the position to analyse shows hands as they were dealt.
            _refuse_in_hiding(loaded, "--bids", "analyze from bids made again would show a hand")
        _refuse_bots_hand(loaded, args)
        return _suggest(args, deal, loaded.shown(_lang(args)), loaded.round)
    if not isinstance(deal.rules, FourLanternsRules):
        raise UsageError(f"{_CANNOT_ANALYZE}; {source} is a {deal.rules.title} deal")
    # As b at the table: the solver would use cards the seat to play cannot see.
    _refuse_in_hiding(loaded, _round_flag(args.round), "the solver would use every hand")
    if args.bids is not None:
        raise UsageError(f"--bids: {deal.rules.title} has no bidding")
    if args.seed is not None:
        raise UsageError(f"--seed: the {deal.rules.title} solver is exact and draws nothing")
    if args.plays is None and loaded.round is not None:
        # A record's round: the position its plays reached.
        state, refused = loaded.round.state, None
    else:
        plays = [] if args.plays is None else _parse_plays(args.plays, deal, dealt=True)
        state, refused = play_through(deal, plays)
    if refused is not None:
        return _illegal(refused, args)
    if state.to_play is None:
        over = f"the hand is over after {len(state.plays)} cards"
        raise UsageError(f"{_CANNOT_ANALYZE}; {over}{_AS_DEALT if args.plays is None else ''}")
    solved = analyze(state, variant)
    if args.format == "json":
        write_stdout(render_analysis_json(solved))
    else:
        shown = loaded.shown(_lang(args))
        write_stdout(render_analysis_table(solved, shown, _lang(args), width=output_width()))
    return EXIT_OK


def _refuse_bots_hand(loaded: _Loaded, args: argparse.Namespace) -> None:
    """As h at the table: a hint in a round still hidden, but never from a bot's cards.

    The hint shows the hand of the seat to act, which its player may see;
    a bot's hand is seen by no one.
    """
    if loaded.round is None or loaded.record is None:
        return
    seat = loaded.round.state.turn.seat
    if seat is not None and loaded.record.match.setup.bot_level(seat) is not None:
        because = f"the seat to act, {seat.word}, is a bot: analyze would show its hand"
        _refuse_in_hiding(loaded, _round_flag(args.round), because)


_CANNOT_SUGGEST = "analyze needs a Sticheln position with a bid or a card to make"


def _sticheln_start(args: argparse.Namespace, deal: Deal) -> GameState:
    """The dealt round with the bids of ``--bids`` (some or all), else of the file, made.

    With neither, the round is analysed from its first bid.
    """
    if args.bids is None and deal.bids is not None:
        return deal.new_game()
    return _make_bids("" if args.bids is None else args.bids, deal)


def _suggest(
    args: argparse.Namespace, deal: Deal, source: str, recorded: RecordedRound | None = None
) -> int:
    """``analyze`` for a Sticheln round: the strong bot's view from the seat to act.

    A record's round starts from its recorded bids (unless ``--bids`` are
    given), and without ``--plays`` from where its plays left it.
    """
    from four_lanterns.bots import observe  # only this command pays for the bots' import
    from four_lanterns.bots.strong import StrongBot
    from four_lanterns.cli.render_suggestion import (
        render_suggestion_json,
        render_suggestion_table,
    )
    from four_lanterns.columns import output_width

    if recorded is not None and args.bids is None:
        state = recorded.state if args.plays is None else recorded.start
    else:
        if recorded is not None:
            deal = dataclasses.replace(deal, bids=None)
        state = _sticheln_start(args, deal)
    plays = [] if args.plays is None else _parse_plays(args.plays, deal, dealt=True)
    _refuse_plays_in_bidding(state, plays)
    for play in plays:
        try:
            state = state.play(play.card, play.seat)
        except IllegalPlay as error:
            return _illegal(error, args)
    seat = state.turn.seat
    if seat is None:
        over = f"the round is over after {len(state.plays)} cards"
        hint = _FROM_ITS_START if args.plays is None else ""
        raise UsageError(f"{_CANNOT_SUGGEST}; {over}{hint}")
    step = state.next_bid_step if state.turn.phase is Phase.BIDDING else state.next_step
    seed = 0 if args.seed is None else args.seed
    # The seat's own view only: the other hands of the file are never looked at.
    assessment = StrongBot(seed).assess(observe(state, seat))
    if args.format == "json":
        write_stdout(render_suggestion_json(assessment, step, seed))
    else:
        rules = state.rules
        assert isinstance(rules, StichelnRules)
        write_stdout(
            render_suggestion_table(
                assessment,
                rules,
                deal.first_leader,
                step,
                seed,
                source,
                _lang(args),
                width=output_width(),
            )
        )
    return EXIT_OK


def _bots(text: str | None) -> tuple[tuple[Seat, str], ...]:
    """``--bots E,W:basic``: each seat once, with its level (strong unless named).

    ``none`` seats people only: for a record whose bots should make way.
    """
    if text is None or text.strip().lower() == "none":
        return ()
    from four_lanterns.bots import LEVELS  # the table without bots opens without them

    bots: dict[Seat, str] = {}
    for index, token in enumerate(_items(text)):
        where = f"--bots item {index + 1}"
        seat_code, colon, level = token.partition(":")
        try:
            seat = Seat.parse(seat_code)
        except CodeError:
            shown = printable(seat_code, 12)
            raise UsageError(
                f"{where}: '{shown}' is not a seat (expected N, E, S or W; --bots none for no bot)"
            ) from None
        level = level.strip().lower()
        if colon and not level:
            raise UsageError(
                f"{where}: no level after '{seat.code}:' (expected {', '.join(LEVELS)})"
            )
        level = level or "strong"
        if level not in LEVELS:
            shown = printable(level, 12)
            raise UsageError(
                f"{where}: '{shown}' is not a bot level (expected {', '.join(LEVELS)})"
            )
        if seat in bots:
            raise UsageError(f"{where}: {seat.code} is a bot already")
        bots[seat] = level
    if not bots:
        raise UsageError("--bots: no seat named (expected seats like E,W)")
    return tuple(sorted(bots.items()))


def _match(
    args: argparse.Namespace, *, at_random: bool = False
) -> tuple[Match, Deal, str, GameRecord | None]:
    """The match ``play`` opens: a deal file's, or a seeded duel or match.

    The last item is the game record the match is taken up from (``--record``,
    or a record as ``--deal``), else ``None``. ``at_random``: a Sticheln duel
    asked for by its rounds alone is dealt from a random seed (the table;
    ``export`` writes only what a seed or a file deals again).
    """
    game = getattr(args, "game", None)
    seed = getattr(args, "seed", None)
    rounds = getattr(args, "rounds", None)
    hidden = getattr(args, "hidden", None)
    bots = _bots(getattr(args, "bots", None))
    record = getattr(args, "record", None)
    if record is not None:
        return _continued(record, args, bots)
    if seed is not None and args.deal is not None:
        raise UsageError("--seed deals at random; it cannot be used with --deal")
    duel = game == "sticheln" and rounds not in (None, 1)
    if at_random and seed is None and args.deal is None and duel:
        # A duel asked for by its rounds alone: dealt from a seed of its own, as
        # the new-game dialog deals one (shown when the game is over, if hidden).
        seed = random_seed(hidden=hidden is not False)
    if seed is None:
        if game is not None and args.deal is None:
            # A game named without a seed: its fixed deal.
            deal, source = Deal.load(fixed_deal_path(game)), FIXED_DEALS[game]
        else:
            loaded = _load(args.deal, None)
            if loaded.record is not None:
                return _continued(args.deal, args, bots, option="--deal")
            deal, source = loaded.deal, loaded.source
        if game is not None and deal.rules.name != game:
            raise UsageError(f"--game: {source} is a {deal.rules.title} deal, not {game}")
        sticheln = isinstance(deal.rules, StichelnRules)
        if sticheln and rounds not in (None, 1) and args.deal is None:
            # No file was named: say what was asked for, not the fixed deal's path.
            raise UsageError(
                f"--rounds: the fixed {deal.rules.title} deal is one round; "
                f"give --seed N for a duel of {rounds if rounds in DUEL_ROUNDS else DUEL_CHOICES} "
                "rounds"
            )
        if sticheln and rounds not in (None, 1):
            raise UsageError(f"--rounds: {source} is one round; a duel is dealt with --seed")
        try:
            match = Match.of_deal(
                deal,
                rounds=1 if rounds is None else rounds,
                hidden=hides_hands(deal.rules.name) if hidden is None else hidden,
                bots=bots,
            )
        except MatchError as error:
            raise UsageError(f"--rounds: {error}") from None
        return match, deal, source, None
    game = game or "four-lanterns"
    default_rounds = DUEL_ROUNDS[0] if game == "sticheln" else 1
    try:
        match = Match.seeded(
            game,
            seed,
            default_rounds if rounds is None else rounds,
            hidden=hides_hands(game) if hidden is None else hidden,
            bots=bots,
        )
    except MatchError as error:
        raise UsageError(f"--rounds: {error}") from None
    return match, match.deal, f"--seed {seed}", None


def _continued(
    path: str,
    args: argparse.Namespace,
    bots: tuple[tuple[Seat, str], ...],
    option: str = "--record",
) -> tuple[Match, Deal, str, GameRecord]:
    """The match in the record at ``path``, where its last bid or card left it.

    The record says the game, its rounds and its deals; ``--hidden``,
    ``--open`` and ``--bots`` may change who sits at the table.
    """
    for name, flag in (("deal", "--deal"), ("seed", "--seed"), ("game", "--game")):
        if flag != option and getattr(args, name, None) is not None:
            raise UsageError(f"{option}: continues the game in the record; {flag} cannot be added")
    if getattr(args, "rounds", None) is not None:
        raise UsageError(f"{option}: continues the game in the record; --rounds cannot be added")
    if not path.strip():
        raise UsageError(f"{option}: the path is empty")
    found = load_game_file(path, "a game record" if option == "--record" else "a deal file")
    if not isinstance(found, GameRecord):
        raise UsageError(f"{option}: {path} is a deal file, not a game record (use --deal)")
    match = found.match
    hidden = getattr(args, "hidden", None)
    setup = match.setup
    if hidden is not None:
        setup = dataclasses.replace(setup, hidden=hidden)
    if getattr(args, "bots", None) is not None:
        setup = dataclasses.replace(setup, bots=bots)
    _refuse_showing_a_hidden_round(match, setup, path)
    match = dataclasses.replace(match, setup=setup)
    return match, match.deal, path, found


def _refuse_showing_a_hidden_round(match: Match, setup: MatchSetup, path: str) -> None:
    """In the middle of a round with hidden hands, no hand comes face up that was not.

    ``--open`` would lay every hand (and the seed) face up, and a person seated
    where a bot was would see the bot's hand; between rounds, either may change.
    """
    if not match.hiding or match.round_over:
        return
    where = f"{path} is in the middle of a round with hidden hands"
    if not setup.hidden:
        raise UsageError(f"--open: {where}; it may be opened once the round is over")
    taken = [seat for seat, _ in match.setup.bots if setup.bot_level(seat) is None]
    if taken:
        *most, last = (seat.word for seat in taken)
        names = f"{', '.join(most)} and {last}" if most else last
        hands, seats = ("hands", "seats") if len(taken) > 1 else ("hand", "seat")
        raise UsageError(
            f"--bots: {where}, and a bot plays {names}, whose {hands} no one has seen "
            f"(a person may take the {seats} once the round is over)"
        )


def _play(args: argparse.Namespace, *, review: bool = False) -> int:
    _variant(args)
    match: Match | None = None
    record: GameRecord | None = None
    if review:
        loaded = _reviewable(args.deal, args.round)
        deal, source = loaded.deal, loaded.source
        if loaded.round is not None and not deal.trace:
            raise UsageError(f"{source}: no complete trick to review")
        if loaded.record is not None and loaded.round is not None:
            # The round in its game: "Round 3 of 4", after the rounds before it.
            match = loaded.record.match.at_round(loaded.round.number, deal)
    else:
        match, deal, source, record = _match(args, at_random=True)
    # A game taken up from its record (a save) comes back on the scoring it was left on.
    variant = _variant(args, deal) if record is None else _resumed_variant(args, record)
    if review and not deal.trace:
        raise UsageError(f"{source}: has no [[trace]] to review (use play for live play)")
    _need_terminal()
    lang = _lang(args)
    saves = None if review else SaveFolder.from_environment()
    offer: Saved | None = None
    told: list[str] = []
    slot: SaveSlot | None = None
    if saves is not None and _no_game_named(args):
        offer, told = newest_unfinished(saves)
    elif saves is not None and match is not None and _is_a_save(source, saves):
        # Continuing a save by its path: it goes on in that file, not a copy (a
        # finished game's stays its record: played again, it goes to a new one).
        slot = SaveSlot(saves, Path(source), over=match.over)
    from four_lanterns.tui.app import run_table  # the only way into the UI

    return run_table(
        deal,
        loaded.shown(lang) if review else source,
        variant,
        ascii_only=args.ascii,
        lang=lang,
        review=review,
        match=match,
        saves=saves,
        slot=slot,
        offer=offer,
        told=tuple(told),
        bot_pace=args.bot_pace,
        variant_asked=args.variant is not None,
    )


def _is_a_save(source: str, saves: SaveFolder) -> bool:
    """Whether ``source`` names a file in the save folder (``play --record`` of a save)."""
    try:
        return Path(source).resolve().parent == saves.path.resolve()
    except (OSError, RuntimeError, ValueError):
        return False


_GAME_OPTIONS = ("deal", "seed", "game", "rounds", "hidden", "bots", "record")
"""The options that name a game to play; with none of them, an unfinished one is offered."""


def _no_game_named(args: argparse.Namespace) -> bool:
    return all(getattr(args, option, None) is None for option in _GAME_OPTIONS)


def _need_terminal() -> None:
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("the card table needs a terminal; without one use trace, replay or check")


def _resume(args: argparse.Namespace) -> int:
    folder = SaveFolder.from_environment()
    saved, told = read_saves(folder)
    lang = _lang(args)
    if args.list:
        if args.number is not None:
            raise UsageError(
                f"--list: lists every game; to continue game {args.number}, leave it out"
            )
        write_stdout(listing(saved, lang, list_width()) if saved else nothing_saved(folder, lang))
        return EXIT_OK
    _variant(args)
    check_number(saved, args.number)  # a wrong number is the first thing to say
    if saved:
        _need_terminal()
    try:
        chosen = choose_save(saved, args.number, folder, lang=lang)
    except KeyboardInterrupt:
        say("resume: stopped; nothing was changed")
        return EXIT_INTERRUPTED
    match = chosen.record.match
    slot = SaveSlot(folder, chosen.path)  # SaveBusy if another table took it meanwhile
    from four_lanterns.tui.app import run_table  # the only way into the UI

    return run_table(
        match.deal,
        str(chosen.path),
        _resumed_variant(args, chosen.record),
        ascii_only=args.ascii,
        lang=lang,
        match=match,
        saves=folder,
        slot=slot,
        told=tuple(told),
        bot_pace=args.bot_pace,
    )


def _resumed_variant(args: argparse.Namespace, record: GameRecord) -> ScoringVariant:
    """The scoring a game taken up from ``record`` shows (:meth:`GameRecord.resumed_variant`).

    ``--variant`` is checked against the record's game first: Sticheln refuses it.
    """
    asked = _variant(args, record.match.deal) if args.variant is not None else None
    return record.resumed_variant(asked)


def _export(args: argparse.Namespace) -> int:
    """``export``: the record of a deal file and its plays, a seeded game, or a record."""
    loaded = _load(args.deal, None) if args.deal is not None else None
    if loaded is not None and loaded.record is not None:
        for name, flag in _EXPORT_NOT_WITH_RECORD:
            given = getattr(args, name)
            if given is not None:
                if name == "hidden" and given is False:
                    flag = "--open"
                raise UsageError(
                    f"{flag}: {printable(args.deal)} is a game record, and export adds "
                    "nothing to one (to play on, use play --record)"
                )
        text = record_toml(_shown(loaded.record))
        protect = [args.deal]
    else:
        match, deal, _, _ = _match(args)
        try:
            state = _made(args, match.state, deal)
        except IllegalPlay as refused:
            _explain_illegal(refused, _lang(args))
            return EXIT_ILLEGAL
        text = record_toml(GameRecord.of_match(match.with_state(state)))
        protect = [args.deal] if args.deal is not None else []
    _write_record(args.output, text, protect)
    return EXIT_OK


_EXPORT_NOT_WITH_RECORD = (
    ("bids", "--bids"),
    ("plays", "--plays"),
    ("seed", "--seed"),
    ("game", "--game"),
    ("rounds", "--rounds"),
    ("hidden", "--hidden"),
    ("bots", "--bots"),
)


def _made(args: argparse.Namespace, state: GameState, deal: Deal) -> GameState:
    """``state`` (a dealt round) with ``--bids`` (else a deal file's ``[bids]``), ``--plays``."""
    if args.bids is not None:
        state = _make_bids(args.bids, deal, state)
    elif deal.bids is not None and state.rules.bidding:
        # The file's bids, each in range when it was read, in bidding order.
        for seat in deal.rules.order(deal.first_leader):
            state = state.bid(deal.bids[seat], seat)
    plays = [] if args.plays is None else _parse_plays(args.plays, deal)
    # A record may stop in the bidding, but no card is played before every seat has bid.
    _refuse_plays_in_bidding(state, plays)
    for play in plays:
        state = state.play(play.card, play.seat)
    return state


def _refuse_plays_in_bidding(state: GameState, plays: Sequence[Play]) -> None:
    """No card before every seat has bid: a usage error naming them, not an illegal play."""
    if plays and state.phase is Phase.BIDDING:
        bid = {made.seat for made in state.bids}
        missing = [seat for seat in state.rules.seats if seat not in bid]
        raise UsageError(
            f"--plays: {no_bid_for(missing)} yet; every seat bids before the first card (--bids)"
        )


def _write_record(output: str | None, text: str, protect: list[str]) -> None:
    """A record to standard output or ``--output``; only a record is ever replaced."""
    if output is None or output == "-":
        write_stdout(text)
        return
    if not output.strip():
        raise UsageError("--output: the path is empty")
    stream = stream_writing_to(output)
    if stream is not None:
        write_stream(stream, text)
        return
    _refuse_other_kind(output)
    if os.path.lexists(output) and SaveFolder.from_environment().holds(output):
        # A saved game is the program's to write, a move at a time, and may be open at a table.
        raise UsageError(
            f"--output {shown(output)}: is a saved game (resume goes on with it); "
            "write the record to another file"
        )
    written = write_text(output, text, protect=protect)
    say(f"record written to {shown(written)}")


def _refuse_other_kind(output: str) -> None:
    """An existing regular file that is not a game record (or empty) is not replaced by one."""
    if _existing_file(output) not in (None, _Found.EMPTY, _Found.RECORD):
        raise UsageError(
            f"--output {shown(output)}: exists and is not a game record; not overwritten"
        )


def _refuse_all_but_a_report(output: str, protect: list[Path]) -> None:
    """A report replaces only an earlier report, or a file with nothing in it.

    Whatever else is there is someone's: a deal file, a game record, settings,
    notes. The deal read itself is left to :func:`write_text`, which names it
    as that file.
    """
    for path in protect:
        with contextlib.suppress(OSError):
            if os.path.samefile(output, path):
                return
    found = _existing_file(output)
    if found is None or found is _Found.EMPTY or found is _Found.REPORT:
        return
    raise UsageError(f"--output {shown(output)}: exists and {found.value}; not overwritten")


class _Found(enum.Enum):
    """What an existing regular file at ``--output`` is, as a refusal says it."""

    EMPTY = "has nothing in it"
    REPORT = "is a report check wrote"
    UNREAD = "cannot be read"
    TOO_LARGE = "is larger than any report, not a report"
    DEAL = "is a deal file, not a report"
    RECORD = "is a game record, not a report"
    UNMARKED = "is a game record without its format line, not a report"
    BROKEN = "reads as a deal file or a game record that does not parse, not a report"
    TOML = "is a TOML file, not a report"
    OTHER = "is not a report"


_REPORT_LINE = re.compile(r"^(- )?SHA-256[:：]")
"""The line of a report in table or markdown form that names the deal's digest (or
says it is withheld), in every language: the fourth line of a report."""

_REPORT_HEAD = 8
"""The report's lines its digest line is looked for in."""


@functools.cache
def _report_titles() -> frozenset[str]:
    """The first line of a report of every game, in every language, as text or a heading."""
    titles: set[str] = set()
    for lang in LANGS:
        for game in games():
            with contextlib.suppress(KeyError):  # a game with no report of its own
                titles.add(catalogue(lang, game)("report.title"))
    return frozenset(titles | {f"# {title}" for title in titles})


_TOML_START = re.compile(
    r"^\s*(\[\[?\s*[\w\"'.-]+\s*\]\]?\s*(#.*)?$|[A-Za-z0-9_\"'][\w.\"'-]*\s*=)"
)
"""A line that begins a TOML table or sets a key: a file that starts with one reads as TOML."""


def _existing_file(output: str) -> _Found | None:
    """What the regular file at ``output`` is; None if there is none (or it is no
    regular file: :func:`write_text` decides what to do with those)."""
    try:
        info = os.stat(output)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode) or names_a_descriptor(output):
        return None
    if info.st_size > MAX_BYTES:
        return _Found.TOO_LARGE
    try:
        data = read_regular_file(Path(output))
    except FourLanternsError:
        return _Found.UNREAD
    if not data.strip():
        return _Found.EMPTY
    text = data.decode("utf-8", errors="replace")
    if _is_report(text):
        return _Found.REPORT
    try:
        raw = parse_toml(decode_text(data, output), output)
    except FourLanternsError:
        return _Found.BROKEN if _reads_as_toml(output, text) else _Found.OTHER
    if is_record(raw):
        return _Found.RECORD
    if isinstance(raw.get("round"), list):
        return _Found.UNMARKED
    if "hands" in raw:
        return _Found.DEAL
    return _Found.TOML if raw else _Found.OTHER


def _is_report(text: str) -> bool:
    """Whether ``text`` is a report ``check`` wrote, in any format and language."""
    if text.lstrip().startswith("{"):
        try:
            found = json.loads(text)
        except ValueError:
            return False
        deal = found.get("deal") if isinstance(found, dict) else None
        return isinstance(deal, dict) and "sha256" in deal and "version" in found
    head = text.splitlines()[:_REPORT_HEAD]
    # Its title first, then its digest: notes that give a file's SHA-256 are not a report.
    if not head or head[0].rstrip() not in _report_titles():
        return False
    return any(_REPORT_LINE.match(line) for line in head)


def _reads_as_toml(output: str, text: str) -> bool:
    """A file that does not parse, but is named or begun as TOML: a deal or record to mend."""
    if output.lower().endswith(".toml"):
        return True
    lines = (
        line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")
    )
    first = next(lines, "")
    return _TOML_START.match(first) is not None


def _run(args: argparse.Namespace) -> int:
    if args.command == "trace":
        return _trace(args)
    if args.command == "replay":
        return _replay(args)
    if args.command == "check":
        return _check(args)
    if args.command == "arena":
        return _arena(args)
    if args.command == "analyze":
        return _analyze(args)
    if args.command == "export":
        return _export(args)
    if args.command == "review":
        return _play(args, review=True)
    if args.command == "resume":
        return _resume(args)
    return _play(args)


def _refuse_bad_seed(args: argparse.Namespace) -> None:
    seed = getattr(args, "seed", None)
    problem = None if seed is None else seed_problem(seed)
    if problem is not None:
        raise UsageError(f"--seed: {problem}")


if TYPE_CHECKING:
    _SubParsers = argparse._SubParsersAction[_Parser]
else:  # not subscriptable at run time
    _SubParsers = argparse._SubParsersAction


class _Commands(_SubParsers):
    """The subcommands; what was given before the command is kept, to be checked."""

    def add_parser(self, name: str, **kwargs: Any) -> _Parser:
        # A command's own --help opens with what the list of commands says of it.
        summary = kwargs.get("help")
        if summary and "description" not in kwargs:
            kwargs["description"] = f"{summary[0].upper()}{summary[1:]}."
        return super().add_parser(name, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        namespace.before_command = dict(vars(namespace))
        super().__call__(parser, namespace, values, option_string)


def _refuse_unused_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """An option before a command that does not read it from there: refused, never dropped.

    ``four-lanterns --ascii`` opens the table with the table's options;
    ``four-lanterns --game sticheln trace`` would otherwise trace the fixed
    Four Lanterns deal, and ``--seed 4 export`` export it. ``--deal``,
    ``--variant`` and ``--lang`` may come before the commands that take them.
    """
    before: dict[str, Any] = vars(args).pop("before_command", {})
    command = getattr(args, "command", None)
    if command in (None, "play"):
        return
    commands = next(a for a in parser._actions if isinstance(a, _Commands))
    taken = {action.dest: action for action in commands.choices[command]._actions}
    for action in parser._actions:
        if not action.option_strings or action.dest not in before:
            continue
        given = before[action.dest]
        if action.const is not None and action.const != given:
            continue  # the other flag of a pair was given (--open, not --hidden)
        flag, theirs = action.option_strings[0], taken.get(action.dest)
        if theirs is None:
            raise UsageError(f"{flag}: not an option of {command}")
        if theirs.default is not argparse.SUPPRESS:
            raise UsageError(f"{flag}: an option of {command} goes after it ({command} {flag})")
        if getattr(args, action.dest) != given:
            raise UsageError(f"{flag}: given twice, before and after {command}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    guard_streams()
    for stream in (sys.stdout, sys.stderr):
        # A terminal that cannot show "—" or "Türkis" gets "?" rather than a crash.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")
    try:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as done:  # --help and --version print, then exit
            flush_stdout()
            return done.code if isinstance(done.code, int) else EXIT_OK
        _refuse_bad_seed(args)
        code = _run(args)
        flush_stdout()
        return code
    except FourLanternsError as error:
        say(error.message)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader has gone (``| head``): what it wanted, it has.
        return EXIT_OK


def entry() -> NoReturn:
    """Console-script entry point."""
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    entry()

"""A sitting at the table: a Sticheln duel or a Four Lanterns match, round after round.

A :class:`Match` is immutable, like the engine's states: the deals of every
round are known from the start (the fixed deal, a deal file, or one seed),
the rounds played so far are kept as their final states, and the round in
play is an engine :class:`GameState`. The score pad (:meth:`Match.pad`) and
the winners are worked out from those states by the games' own scoring; the
table only draws them.

Nothing here knows about Textual.
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

from four_lanterns.engine import FOUR_LANTERNS, VARIANTS, Card, Deal, GameState, Score, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.engine.sides import Side
from four_lanterns.games.sticheln import scoring as sticheln_scoring
from four_lanterns.games.sticheln.deal import HAND_SIZES, random_duel
from four_lanterns.games.sticheln.rules import StichelnRules

__all__ = [
    "DUEL_CHOICES",
    "DUEL_ROUNDS",
    "GAMES",
    "MAX_HANDS",
    "SEED_MAX",
    "Match",
    "MatchError",
    "MatchSetup",
    "PadRow",
    "plays_hands",
    "random_seed",
    "seed_problem",
    "start_round",
]

GAMES = ("four-lanterns", "sticheln")
"""The games the table seats, by their registry names."""

DUEL_ROUNDS = tuple(HAND_SIZES)
"""How many rounds a Sticheln duel may have."""

DUEL_CHOICES = f"{', '.join(map(str, DUEL_ROUNDS[:-1]))} or {DUEL_ROUNDS[-1]}"
"""The rounds a duel may have, as a sentence says them: ``4, 8 or 12``."""

MAX_HANDS = 12
"""The most hands a Four Lanterns match may have."""


SEED_MAX = (1 << 63) - 1
"""The largest seed: a record keeps its seed as a TOML integer, which has 64 bits."""


def random_seed(*, hidden: bool = False) -> int:
    """A seed for a new random deal.

    For open hands, nine digits at most: easy to read out and type again. For
    hidden hands, any seed up to :data:`SEED_MAX`, drawn from the system's
    source: the seed deals every hand, and among a billion seeds the few that
    deal the cards a player holds (or a record shows) could be found by trying
    them all.
    """
    if hidden:
        return secrets.randbelow(SEED_MAX + 1)
    return random.randrange(10**9)


def seed_problem(seed: int) -> str | None:
    """Why ``seed`` is not a seed (``"-1 is not a seed (expected 0 to …)"``), or ``None``."""
    if 0 <= seed <= SEED_MAX:
        return None
    return f"{seed} is not a seed (expected 0 to {SEED_MAX})"


class MatchError(ValueError):
    """A match that cannot be set up (a count of rounds the game does not have)."""


def plays_hands(game: str) -> bool:
    """Four Lanterns counts its deals as hands, Sticheln as rounds: the table's words follow."""
    return game == "four-lanterns"


def hides_hands(game: str) -> bool:
    """Whether a game's hands are hidden unless asked otherwise (``--open``, ``--hidden``).

    Sticheln is played for its hidden hands; the Four Lanterns deal is open, for
    following its paper trace.
    """
    return game == "sticheln"


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """How a match was set up: what the new-game dialog asks, and ``play``'s options.

    Attributes:
        game: the game's registry name (one of :data:`GAMES`).
        rounds: rounds in a duel (4, 8 or 12) or hands in a match; 1 for a deal file.
        seed: the seed the deals were drawn from; ``None`` for a given deal.
        hidden: only the seat to act sees its own cards.
        bots: the seats played by a bot, with the bot's level.
    """

    game: str
    rounds: int = 1
    seed: int | None = None
    hidden: bool = False
    bots: tuple[tuple[Seat, str], ...] = ()

    @property
    def plays_hands(self) -> bool:
        """The game counts its deals as hands (:func:`plays_hands`)."""
        return plays_hands(self.game)

    def bot_level(self, seat: Seat) -> str | None:
        """The level of the bot in ``seat``, or ``None`` for a person."""
        return dict(self.bots).get(seat)


@dataclass(frozen=True, slots=True)
class PadRow:
    """One row of the score pad: a finished round, as people keep it on paper.

    Attributes:
        number: the round's number, from 1.
        deal: the round's deal (its hand size, dealer and turned cards).
        columns: the round's own figures, by name: ``bid``, ``taken`` and
            ``points`` for Sticheln; ``v0`` and ``v1`` for Four Lanterns.
        totals: the running totals after this round, by name: ``points`` for
            Sticheln; ``v0`` and ``v1`` for Four Lanterns.
    """

    number: int
    deal: Deal
    columns: tuple[tuple[str, Score], ...]
    totals: tuple[tuple[str, Score], ...]


@dataclass(frozen=True)
class Match:
    """Every round of a duel or match, the rounds finished, and the round in play.

    Attributes:
        setup: how the match was set up.
        deals: the deal of every round, in order.
        finished: the final state of each round played, in order.
        state: the round in play (or the last round, once it is over).
    """

    setup: MatchSetup
    deals: tuple[Deal, ...]
    finished: tuple[GameState, ...] = ()
    state: GameState = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.state is None:
            object.__setattr__(self, "state", start_round(self.deals[len(self.finished)]))

    # -- making a match ------------------------------------------------------

    @classmethod
    def of_deal(
        cls,
        deal: Deal,
        *,
        rounds: int = 1,
        hidden: bool = False,
        bots: tuple[tuple[Seat, str], ...] = (),
    ) -> Match:
        """A match on a given deal: one round, or for Four Lanterns ``rounds`` hands of it.

        The hands of a Four Lanterns match are the same cards each time, the
        first leader moving one seat clockwise from the deal's.
        """
        game = deal.rules.name
        if isinstance(deal.rules, StichelnRules):
            if rounds != 1:
                raise MatchError("a Sticheln deal file is one round; a duel needs --seed")
            deals: tuple[Deal, ...] = (deal,)
        else:
            _check_hands(rounds)
            order = deal.rules.order(deal.first_leader)
            deals = tuple(_led_by(deal, order[number % len(order)]) for number in range(rounds))
        return cls(MatchSetup(game, rounds, None, hidden, bots), deals)

    @classmethod
    def seeded(
        cls,
        game: str,
        seed: int,
        rounds: int,
        *,
        hidden: bool = False,
        bots: tuple[tuple[Seat, str], ...] = (),
    ) -> Match:
        """A new match dealt from ``seed``: the same seed always deals the same cards.

        Sticheln: a duel of ``rounds`` rounds (4, 8 or 12). Four Lanterns:
        ``rounds`` hands, the first leader moving clockwise from North.
        """
        if game == "sticheln":
            if rounds not in DUEL_ROUNDS:
                raise MatchError(f"a Sticheln duel has {DUEL_CHOICES} rounds, not {rounds}")
            deals = random_duel(seed, rounds)
        elif game == "four-lanterns":
            _check_hands(rounds)
            rng = random.Random(seed)
            seats = FOUR_LANTERNS.seats
            deals = tuple(
                dataclasses.replace(
                    Deal.random(rng, seats[number % len(seats)]),
                    source=f"seed {seed}, hand {number + 1}",
                )
                for number in range(rounds)
            )
        else:
            raise MatchError(f"the table does not seat {game!r} (expected one of {GAMES})")
        return cls(MatchSetup(game, rounds, seed, hidden, bots), deals)

    # -- where the match is -------------------------------------------------

    @property
    def number(self) -> int:
        """The number of the round in play (from 1)."""
        return len(self.finished) + 1

    @property
    def rounds(self) -> int:
        """How many rounds the match has."""
        return len(self.deals)

    @property
    def deal(self) -> Deal:
        """The deal of the round in play."""
        return self.deals[len(self.finished)]

    @property
    def round_over(self) -> bool:
        """Every trick of the round in play is complete."""
        return self.state.phase is Phase.OVER

    @property
    def over(self) -> bool:
        """The last round is over."""
        return self.round_over and self.number == self.rounds

    @property
    def hiding(self) -> bool:
        """Hands are hidden and the game goes on: its seed, which deals them all, is hidden too."""
        return self.setup.hidden and not self.over

    @property
    def rounds_done(self) -> int:
        """How many rounds are over, the round in play among them once it is."""
        return len(self.finished) + self.round_over

    @property
    def rounds_after(self) -> int:
        """How many rounds follow the round in play."""
        return self.rounds - self.number

    def seat_points(self) -> dict[Seat, int] | None:
        """Each seat's Sticheln points over the rounds finished, in a duel.

        This is the public standing a bot is told (with :attr:`rounds_after`).
        ``None`` for Four Lanterns and for a Sticheln round played alone (a
        deal file), which the bots and ``h`` then treat as ``analyze`` does.
        """
        rules = self.state.rules
        if not isinstance(rules, StichelnRules) or self.rounds == 1:
            return None
        rows = self.pad()[: len(self.finished)]
        if not rows:
            return dict.fromkeys(rules.seats, 0)
        points = dict(rows[-1].totals)["points"]
        return {seat: points[seat] for seat in rules.seats}

    def is_bot(self, seat: Seat | None) -> bool:
        """Whether a bot plays ``seat``."""
        return seat is not None and self.setup.bot_level(seat) is not None

    @property
    def people(self) -> tuple[Seat, ...]:
        """The seats a person plays (every seat without a bot), in the game's seat order."""
        return tuple(seat for seat in self.state.rules.seats if not self.is_bot(seat))

    # -- moves ----------------------------------------------------------------

    def with_state(self, state: GameState) -> Match:
        """The match with the round in play at ``state`` (a move, an undo, a restart)."""
        return dataclasses.replace(self, state=state)

    def next_round(self) -> Match:
        """The next round, dealt; only once the round in play is over and one is left."""
        if not self.round_over or self.over:
            raise MatchError("the next round starts once this one is over")
        finished = (*self.finished, self.state)
        return Match(self.setup, self.deals, finished, start_round(self.deals[len(finished)]))

    def at_round(self, number: int, deal: Deal) -> Match:
        """Round ``number`` about to be played on ``deal`` (its cards, with a paper trace),
        after the rounds before it as they were played; every hand open, no bot.

        What a review of one round of a record shows: its place in the game. The
        seed of a game still going on with hidden hands is left out: it deals them.
        """
        if not 1 <= number <= min(self.rounds, len(self.finished) + 1):
            raise MatchError(f"no round {number} has been dealt in this game")
        deals = (*self.deals[: number - 1], deal, *self.deals[number:])
        seed = None if self.hiding else self.setup.seed
        setup = dataclasses.replace(self.setup, hidden=False, bots=(), seed=seed)
        return Match(setup, deals, self.finished[: number - 1])

    def annotated(self, paper: Deal) -> Match:
        """The match with ``paper``'s trace and title on each round dealt as ``paper`` is.

        A save or a record keeps only the cards and who leads; a game taken up
        from one gets the fixed deal's paper trace back this way.
        """
        cards = _cards(paper)
        deals = tuple(
            dataclasses.replace(deal, trace=paper.trace, title=paper.title, expected=paper.expected)
            if deal.rules.name == paper.rules.name
            and deal.first_leader is paper.first_leader
            and _cards(deal) == cards
            else deal
            for deal in self.deals
        )
        return dataclasses.replace(self, deals=deals)

    # -- the score pad ------------------------------------------------------------

    def pad(self) -> tuple[PadRow, ...]:
        """A row for every finished round, and for the round in play once it is over."""
        states = (*self.finished, self.state) if self.round_over else self.finished
        rows: list[PadRow] = []
        totals: dict[str, Score] = {}
        for number, state in enumerate(states, start=1):
            columns = _columns(state)
            summed = _summed(columns)
            for name, score in summed:
                before = totals.get(name)
                totals[name] = score if before is None else _add(before, score)
            rows.append(PadRow(number, self.deals[number - 1], columns, tuple(totals.items())))
        return tuple(rows)

    def totals(self) -> tuple[tuple[str, Score], ...]:
        """The running totals after the rounds finished so far (zero before any)."""
        rows = self.pad()
        if rows:
            return rows[-1].totals
        sides = self.state.rules.sides
        return tuple((name, Score.zero(sides)) for name in _total_names(self.state))

    def winners(self) -> tuple[tuple[str, tuple[Side, ...]], ...]:
        """For each total, the sides with the most points (more than one share a tie)."""
        return tuple((name, _best(score)) for name, score in self.totals())


def _led_by(deal: Deal, leader: Seat) -> Deal:
    """``deal``'s cards led by ``leader``; its paper trace holds only when its own leader leads."""
    if leader is deal.first_leader:
        return dataclasses.replace(deal, bids=None)
    return dataclasses.replace(deal, first_leader=leader, bids=None, trace=(), expected={})


def _cards(deal: Deal) -> dict[Seat, frozenset[Card]]:
    return {seat: frozenset(cards) for seat, cards in deal.hands.items()}


def start_round(deal: Deal) -> GameState:
    """The dealt state of a round at the table or in a record: a Sticheln round is bid.

    A deal file's ``[bids]`` describe its paper; the players make their own.
    """
    rules = deal.rules
    if isinstance(rules, StichelnRules) and not rules.bidding:
        rules = dataclasses.replace(rules, bidding=True)
    return GameState.before_deal(rules).deal(deal.hands, deal.first_leader)


def _check_hands(rounds: int) -> None:
    if not 1 <= rounds <= MAX_HANDS:
        raise MatchError(f"a Four Lanterns match has 1 to {MAX_HANDS} hands, not {rounds}")


def _columns(state: GameState) -> tuple[tuple[str, Score], ...]:
    """A finished round's own figures (see :class:`PadRow`)."""
    if isinstance(state.rules, StichelnRules):
        bids = sticheln_scoring.bids_of(state)
        points = sticheln_scoring.round_points(state)
        assert bids is not None and points is not None  # a round at the table is bid
        return (("bid", bids), ("taken", sticheln_scoring.taken(state)), ("points", points))
    return tuple((code, state.score(variant)) for code, variant in VARIANTS.items())


def _total_names(state: GameState) -> tuple[str, ...]:
    if isinstance(state.rules, StichelnRules):
        return ("points",)
    return tuple(VARIANTS)


def _summed(columns: tuple[tuple[str, Score], ...]) -> tuple[tuple[str, Score], ...]:
    """The columns that add up to totals: points (Sticheln), each variant (Four Lanterns)."""
    return tuple((name, score) for name, score in columns if name not in ("bid", "taken"))


def _add(left: Score, right: Score) -> Score:
    return Score(left.sides, tuple(a + b for a, b in zip(left.points, right.points, strict=True)))


def _best(score: Score) -> tuple[Side, ...]:
    top = max(score.points)
    return tuple(side for side in score.sides if score[side] == top)


def bots_from(spec: Mapping[Seat, str]) -> tuple[tuple[Seat, str], ...]:
    """Bot seats in seat order, as :class:`MatchSetup` keeps them."""
    return tuple(sorted(spec.items()))

"""The screens between turns and rounds: the hand-off, a round's result, and a new game.

The hand-off and the round result ignore keys for a moment after they open
(:data:`GUARD`): a key pressed twice by accident, meant for the screen
before, must not pass the hand-off or start the next round.
"""

from __future__ import annotations

import time

from rich.cells import cell_len
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Middle, Vertical
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioSet, Select, Static

from four_lanterns.columns import pad, pad_left
from four_lanterns.engine import Score, ScoringVariant, Seat
from four_lanterns.match import (
    DUEL_ROUNDS,
    MAX_HANDS,
    SEED_MAX,
    Match,
    MatchSetup,
    hides_hands,
    random_seed,
)
from four_lanterns.tui.ascii import ASCII_CLASS, ascii_scrollbars
from four_lanterns.tui.screens.dialogs import HelpScreen
from four_lanterns.tui.widgets.choices import Choice, ChoiceSet, Tick
from four_lanterns.tui.widgets.line import HeldLabel, keys_held
from four_lanterns.tui.widgets.scorepad import pad_lines
from four_lanterns.tui.widgets.status import on_view_first
from four_lanterns.tui.words import Words
from four_lanterns.words import MatchKey

__all__ = ["AT_THE_TABLE", "GUARD", "HandOffScreen", "NewGameScreen", "RoundOverScreen"]

GUARD = 0.5
"""Seconds a hand-off or round result ignores keys after it opens."""


class _Guarded:
    """Keys are only taken ``guard`` seconds after the screen opened."""

    _opened = 0.0
    guard = GUARD

    def _open_guard(self) -> None:
        self._opened = time.monotonic()

    def _ready(self) -> bool:
        return time.monotonic() - self._opened >= self.guard


_HANDOFF_KEYS = frozenset({"u", "U", "q"})
"""The hand-off's keys its help passes back to it: take back, make again, quit."""


class HandOffScreen(_Guarded, Screen[bool]):
    """Every hand hidden: "Pass to East — press Enter when only East can see the screen".

    Enter answers ``False``: ``seat`` has the screen. With ``back``, the seat
    that had the screen before, ``u`` answers ``True`` instead: that seat
    takes back the move it just made (a bid if ``back_bid``, else a card),
    and the table hands the screen back to it.

    ``?`` opens the help (``help_keys`` its rows of keys): the rules and
    keys only, nothing of any hand.

    Any other key rings and is answered on the screen, with the keys it
    takes: ``U`` says whether a move is there to be made again, and that
    only ``seat``, whose move it is, makes it again, from its own hand.
    Nothing said names a card.
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("enter", "take", show=False, priority=True),
        Binding("u", "take_back", show=False, priority=True),
        Binding("U", "redo", show=False, priority=True),
        Binding("question_mark", "help", show=False, priority=True),
        Binding("q", "app.quit", show=False, priority=True),
    ]

    def __init__(
        self,
        seat: Seat,
        *,
        words: Words,
        guard: float = GUARD,
        back: Seat | None = None,
        back_bid: bool = False,
        redo_bid: bool | None = None,
        help_keys: tuple[tuple[str, str], ...] | None = None,
    ) -> None:
        super().__init__(classes="handoff")
        self.seat = seat
        self._help_keys = help_keys
        """The help's rows of keys, as the table shows them; ``None``: ``?`` is a stray key."""
        self.back = back
        """The seat that had the screen, whose last move ``u`` takes back; ``None``: no ``u``."""
        self._back_bid = back_bid
        self._redo_bid = redo_bid
        """``seat``'s move taken back, that ``U`` makes again once it has the screen: a bid
        (``True``) or a card (``False``); ``None``: nothing to make again."""
        self._words = words
        self.guard = guard

    def compose(self) -> ComposeResult:
        words, name = self._words, self._words.seat(self.seat)
        with Middle(), Center(), Vertical(id="handoff") as box:
            box.border_title = words.catalogue("match.handoff_title", seat=name)
            yield Label(Content(words.catalogue("match.handoff_body", seat=name)))
            if self.back is not None:
                key: MatchKey = (
                    "match.handoff_undo_bid" if self._back_bid else "match.handoff_undo_card"
                )
                text = words.catalogue(key, seat=words.seat(self.back))
                yield Label(Content(text), id="handoff-back")
            # Empty and out of the way until a key is answered.
            said = Label("", id="handoff-said")
            said.display = False
            yield said

    def on_mount(self) -> None:
        self._open_guard()

    def action_take(self) -> None:
        """The seat has the screen: show its hand."""
        if self._ready():
            self.dismiss(False)

    def action_take_back(self) -> None:
        """The seat that had the screen takes back its move, if it is offered."""
        if not self._ready():
            return
        if self.back is not None:
            self.dismiss(True)
        else:
            self._answer("match.handoff_no_undo")

    def action_redo(self) -> None:
        """Say whether there is a move to make again: only its maker makes it, from the table."""
        if not self._ready():
            return
        if self._redo_bid is None:
            self._answer("match.handoff_no_redo")
        else:
            self._answer("match.handoff_redo_bid" if self._redo_bid else "match.handoff_redo_card")

    def action_help(self) -> None:
        """The help over the hand-off: the rules and keys, which show no card."""
        if not self._ready():
            return
        if self._help_keys is None:
            self._answer("match.handoff_stray")
        else:
            # The hand-off's own keys, which show no card, close the help and are its.
            self.app.push_screen(
                HelpScreen(words=self._words, keys=self._help_keys, passes=_HANDOFF_KEYS)
            )

    def on_key(self, event: events.Key) -> None:
        # Every key not bound here: answered, not dropped in silence. Within the
        # guard it was meant for the screen before, and is dropped.
        event.stop()
        event.prevent_default()
        if self._ready():
            self._answer("match.handoff_stray")

    def _answer(self, key: MatchKey) -> None:
        """Ring, and say ``key``'s sentence with the keys this screen takes."""
        self.app.bell()
        w, name = self._words.catalogue, self._words.seat(self.seat)
        said = self.query_one("#handoff-said", Label)
        said.update(Content(f"{w(key, seat=name)}\n{w('match.handoff_keys', seat=name)}"))
        said.display = True


_PAD_HANDS = 4
"""Hands a result shows; earlier ones stay on the table's score pad (a 12-hand match fits 80×24)."""


def _recent(pad: list[str]) -> list[str]:
    """A Four Lanterns pad's two heading lines, its last hands and the totals line.

    The "…" takes a row itself: with one hand more than fits, all are shown.
    """
    if len(pad) <= 2 + _PAD_HANDS + 2:
        return pad
    return [*pad[:2], "…", *pad[-_PAD_HANDS - 1 :]]


_RESULT_CELL = 8
"""The least width of a column of a round's result, in terminal cells."""


def _result_table(table: list[tuple[str, ...]]) -> list[str]:
    """A round's result as lines: the seats at the left, each figure right-aligned under
    its column's name.

    Widths are counted in terminal cells, as the terminal draws them: a
    Chinese character takes two.
    """
    longest = [max(cell_len(row[at]) for row in table) for at in range(len(table[0]))]
    # A space after the longest seat, two before the longest figure or name of a column.
    widths = [max(_RESULT_CELL, most + (2 if at else 1)) for at, most in enumerate(longest)]
    return [pad(row[0], widths[0]) + "".join(map(pad_left, row[1:], widths[1:])) for row in table]


AT_THE_TABLE = {
    "y": "why",
    "U": "redo",
    "l": "last_trick",
    "b": "best_play",
    "h": "hint",
    "question_mark": "help",
}
"""Keys of the table a round's result passes on to it: key -> the table's action."""


class RoundOverScreen(_Guarded, ModalScreen[str | None]):
    """A round's (or hand's) result, which stays until the players choose what is next.

    Answers ``"next"`` (the next round), ``"restart"`` (this round again),
    ``"new"`` (a new game), ``"undo"`` (take back the last move, as ``u`` at
    the table does) or ``None`` (look at the table; Enter there brings this
    back). A Four Lanterns result gives the scoring ``variant`` on view
    first.
    """

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("enter", "choose('next')", show=False, priority=True),
        Binding("g", "choose('new')", show=False, priority=True),
        Binding("r", "choose('restart')", show=False, priority=True),
        # The table's footer under the result offers u: it takes the last move back.
        Binding("u", "choose('undo')", show=False, priority=True),
        # x writes the record here as at the table, and says so in the dialog.
        Binding("x", "export", show=False, priority=True),
        Binding("escape", "choose('')", show=False, priority=True),
        Binding("q", "app.quit", show=False, priority=True),
        # The table's keys its footer offers under the result: the result closes, as
        # with Esc, and the table answers them (the last trick, the help, ...).
        *(
            Binding(key, f"choose({action!r})", show=False, priority=True)
            for key, action in AT_THE_TABLE.items()
        ),
    ]

    def __init__(
        self,
        match: Match,
        *,
        words: Words,
        guard: float = GUARD,
        variant: ScoringVariant | None = None,
    ) -> None:
        super().__init__(classes="dialog")
        self._match = match
        self._words = words
        self.guard = guard
        self._variant = variant

    def _variants(self) -> list[ScoringVariant]:
        """The round's scoring variants, the one on view first."""
        variants = self._match.state.rules.variants
        return [variants[code] for code in on_view_first(variants, self._variant)]

    def compose(self) -> ComposeResult:
        words, match, w = self._words, self._match, self._words.catalogue
        sticheln = match.setup.game == "sticheln"
        if match.over and match.rounds > 1:
            title = w("match.duel_over_title" if sticheln else "match.match_over_title")
        elif sticheln:
            title = w("match.round_over_title", number=match.number, rounds=match.rounds)
        else:
            title = w("match.hand_over_title", number=match.number, rounds=match.rounds)
        with Vertical(id="round-over") as box:
            box.border_title = title
            yield Label(Content(self._result(sticheln)), id="round-result")
            if not sticheln:
                yield Label(Content(self._costly()), id="round-costly")
            if not sticheln and match.rounds > 1:
                # A hand's result gives no totals: the match's pad does.
                yield Label(Content("\n".join(_recent(pad_lines(match, words)))), id="round-pad")
            verdict = self._verdict(sticheln)
            if verdict:  # a duel's or a match's winners, once it is over
                yield Label(Content(verdict), id="round-verdict")
            # Sticheln plays rounds; Four Lanterns hands, as its table and title say.
            if match.over and match.rounds > 1:  # r plays the last one again, not the match
                keys: MatchKey = (
                    "match.over_keys_last_round" if sticheln else "match.over_keys_last_hand"
                )
            elif match.over:
                keys = "match.over_keys_round" if sticheln else "match.over_keys_hand"
            else:
                keys = "match.next_keys_round" if sticheln else "match.next_keys_hand"
            yield HeldLabel(keys_held(w(keys)), id="round-keys")
            yield Label("", id="round-export")

    def _result(self, sticheln: bool) -> str:
        words, state, match = self._words, self._match.state, self._match
        w = words.catalogue
        # Once the match is over its title no longer names the last round or
        # hand: the result does, so that it is not read as the match's.
        last = match.over and match.rounds > 1
        if sticheln:
            row = match.pad()[-1]
            columns = dict(row.columns)
            total = dict(row.totals)["points"]
            keys: tuple[MatchKey, ...] = (
                "match.col_seat",
                "match.col_bid",
                "match.col_taken",
                "match.col_points",
                "match.col_total",
            )
            table = [tuple(w(key) for key in keys)]
            for seat in state.rules.seats:
                figures = (columns["bid"], columns["taken"], columns["points"], total)
                table.append((words.seat(seat), *(str(figure[seat]) for figure in figures)))
            lines = _result_table(table)
            return "\n".join(
                [w("match.last_round", number=match.number), *lines] if last else lines
            )
        results = [state.result(variant) for variant in self._variants()]
        sentences = [words.result_sentence(result) for result in results if result]
        if last:
            sentences = [w("match.last_hand", number=match.number, result=s) for s in sentences]
        return "\n".join(sentences)

    def _costly(self) -> str:
        """Under each variant, the first play that gave away part of the best result."""
        from four_lanterns.analysis import first_costly_play  # the solver: loaded at a hand's end

        words, state, w = self._words, self._match.state, self._words.catalogue
        lines = []
        for variant in self._variants():
            costly = first_costly_play(state, variant)
            if costly is None:
                lines.append(w("analysis.all_kept", variant=variant.code))
                continue
            best = costly.best
            lines.append(
                w(
                    "analysis.costly_one" if costly.lost == 1 else "analysis.costly_many",
                    step=costly.step,
                    seat=words.seat(costly.seat),
                    card=words.card(costly.card),
                    lost=costly.lost,
                    variant=variant.code,
                    best=words.card(best.card),
                    score=words.score_line(Score(state.rules.sides, (best.ns, best.ew))),
                )
            )
        return "\n".join(lines)

    def _verdict(self, sticheln: bool) -> str:
        match, words, w = self._match, self._words, self._words.catalogue
        # A single hand's result already says who wins; a single round's only gives points.
        if not match.over or (match.rounds == 1 and not sticheln):
            return ""
        lines = []
        totals = dict(match.totals())
        winners = dict(match.winners())
        for name in on_view_first(winners, self._variant):
            best = winners[name]
            score = totals[name]
            if sticheln:
                names = words.listing([words.seat(side) for side in best])  # type: ignore[arg-type]
                one: MatchKey = "match.winner" if match.rounds > 1 else "match.winner_round"
                key: MatchKey = one if len(best) == 1 else "match.winners"
                field = "seat" if len(best) == 1 else "seats"
                lines.append(w(key, **{field: names}, points=score[best[0]]))
            else:
                # As each hand's result above it says it: every side's points in
                # the sides' order, then who wins or the draw (never "E/W win 3–5").
                outcome = (
                    w("outcome.win", team=words.side(best[0]))
                    if len(best) == 1
                    else w("outcome.draw")
                )
                lines.append(
                    words.result_line.format(
                        variant=name, scores=words.score_line(score), outcome=outcome
                    )
                )
        return "\n".join(lines)

    def on_mount(self) -> None:
        self._open_guard()

    def action_export(self) -> None:
        """x: the table writes the game's record (and report); its notice is said here."""
        if not self._ready():
            return
        from four_lanterns.tui.app import FourLanternsApp  # the app imports this module

        app = self.app
        if not isinstance(app, FourLanternsApp):
            return
        table = app.table
        table.action_export()
        said = self.query_one("#round-export", Label)
        said.update(Content(table.notice.text if table.notice is not None else ""))
        said.display = table.notice is not None

    def action_choose(self, choice: str) -> None:
        """Close with the players' choice (ignored for a moment after opening)."""
        if choice and not self._ready():
            return
        if choice == "next" and self._match.over:
            choice = "new"
        self.dismiss(choice or None)


class SeedInput(Input):
    """The seed's field: masked with hidden hands, by ``*`` under ``--ascii``
    (Textual masks a password with ``•``, which is no ASCII)."""

    @property
    def _value(self) -> Text:
        if self.password and self.app.has_class(ASCII_CLASS):
            return Text("*" * len(self.value), no_wrap=True, overflow="ignore", end="")
        return super()._value


class NewGameScreen(ModalScreen[MatchSetup | None]):
    """Choose the game, the deal (fixed or a seeded random one), rounds, hidden hands, bots."""

    BINDINGS = [  # noqa: RUF012 - Textual reads bindings from a class list
        Binding("escape", "cancel", show=False, priority=True),
        # As the dialog's frame says: Enter starts from any field (Space ticks a box).
        Binding("enter", "start", show=False, priority=True),
    ]

    def __init__(self, *, words: Words, current: MatchSetup, seed: int | None = None) -> None:
        super().__init__(classes="dialog")
        self._words = words
        self._current = current
        self._seed = seed if seed is not None else random_seed(hidden=current.hidden)
        # Whether the seed offered has been on screen: hidden hands then get a new one.
        self._seed_seen = not current.hidden
        # Whether it was drawn for hidden hands (from every seed): open ones get a short one.
        self._seed_long = seed is None and current.hidden
        # Hidden hands follow the game chosen until the person ticks or unticks the box.
        self._hidden_chosen = False

    def compose(self) -> ComposeResult:
        w, current = self._words.catalogue, self._current
        sticheln = current.game == "sticheln"
        with Vertical(id="new-game") as box:
            box.border_title = w("match.new_title")
            box.border_subtitle = w("match.new_keys")
            with Horizontal(classes="new-row"):
                yield Label(w("match.new_game"), classes="new-label")
                with ChoiceSet(id="new-game-choice"):
                    yield Choice(w("match.game.four-lanterns"), value=not sticheln)
                    yield Choice(w("match.game.sticheln"), value=sticheln)
            with Horizontal(classes="new-row"):
                yield Label(w("match.new_deal"), classes="new-label")
                with ChoiceSet(id="new-deal"):
                    yield Choice(w("match.new_fixed"), value=current.seed is None)
                    yield Choice(w("match.new_random"), value=current.seed is not None)
            with Horizontal(classes="new-row"):
                yield Label(w("match.new_seed"), classes="new-label")
                # With hidden hands the seed is masked: it deals every hand (README).
                yield SeedInput(
                    str(self._seed),
                    type="integer",
                    id="new-seed",
                    max_length=len(str(SEED_MAX)),
                    password=current.hidden,
                )
            with Horizontal(classes="new-row"):
                yield Label(w(self._count_label(sticheln)), classes="new-label", id="new-count")
                yield Select(
                    self._round_options(sticheln),
                    value=self._rounds_for(sticheln, current.rounds),
                    allow_blank=False,
                    id="new-rounds",
                )
            yield Tick(w("match.new_hidden"), value=current.hidden, id="new-hidden")
            with Horizontal(classes="new-row", id="new-bots"):
                yield Label(w("match.bot").capitalize(), classes="new-label")
                for seat in Seat:
                    bot = current.bot_level(seat) is not None
                    initial = self._words.seat_initial(seat)
                    yield Tick(initial, value=bot, id=f"new-bot-{seat.code.lower()}")
            yield Label("", id="new-error")
            yield Button(w("match.new_start"), variant="primary", id="new-start")

    def on_mount(self) -> None:
        ascii_scrollbars(self.query_one("#new-game"))
        ascii_scrollbars(self.query_one("#new-rounds SelectOverlay"))
        if self.app.has_class(ASCII_CLASS):
            # The list's arrows: Textual's triangles, as letters.
            for arrow, text in ((".down-arrow", "v"), (".up-arrow", "^")):
                self.query_one(f"#new-rounds {arrow}", Static).update(text)

    @staticmethod
    def _round_options(sticheln: bool) -> list[tuple[str, int]]:
        counts = DUEL_ROUNDS if sticheln else tuple(range(1, MAX_HANDS + 1))
        return [(str(count), count) for count in counts]

    @staticmethod
    def _rounds_for(sticheln: bool, rounds: int) -> int:
        counts = DUEL_ROUNDS if sticheln else tuple(range(1, MAX_HANDS + 1))
        return rounds if rounds in counts else counts[0]

    @staticmethod
    def _count_label(sticheln: bool) -> MatchKey:
        """What the number is of: Sticheln's rounds, Four Lanterns' hands (as its table says)."""
        return "match.new_rounds" if sticheln else "match.new_hands"

    @property
    def _sticheln(self) -> bool:
        return self.query_one("#new-game-choice", RadioSet).pressed_index == 1

    @on(RadioSet.Changed, "#new-game-choice")
    def _game_changed(self) -> None:
        select: Select[int] = self.query_one("#new-rounds", Select)
        sticheln = self._sticheln
        current = select.value if isinstance(select.value, int) else 1
        select.set_options(self._round_options(sticheln))
        select.value = self._rounds_for(sticheln, current)
        count = self._words.catalogue(self._count_label(sticheln))
        self.query_one("#new-count", Label).update(count)
        if not self._hidden_chosen:
            hidden = self.query_one("#new-hidden", Checkbox)
            with self.prevent(Checkbox.Changed):  # the game's choice, not the person's
                hidden.value = self._hidden_for(sticheln)
            self._mask_seed(hidden.value)

    def _hidden_for(self, sticheln: bool) -> bool:
        """Hidden hands for a game: the table's setting for its own game, else the game's
        default (:func:`~four_lanterns.match.hides_hands`)."""
        current = self._current
        if sticheln == (current.game == "sticheln"):
            return current.hidden
        return hides_hands("sticheln" if sticheln else "four-lanterns")

    @on(Checkbox.Changed, "#new-hidden")
    def _hidden_changed(self, event: Checkbox.Changed) -> None:
        """The person set hidden hands themselves: a change of game leaves the box alone."""
        self._hidden_chosen = True
        self._mask_seed(event.value)

    def _mask_seed(self, hidden: bool) -> None:
        """Show the seed's digits only for open hands: with hidden ones they deal every hand.

        The seed offered, once seen, is not the one a game of hidden hands is
        dealt from: ticking the box again offers a new one, drawn from every
        seed; unticking it offers one of nine digits at most in place of one
        drawn so (a seed typed in stays: whoever typed it knows it).
        """
        field = self.query_one("#new-seed", Input)
        offered = field.value == str(self._seed)
        if not hidden:
            if offered and self._seed_long:
                self._seed, self._seed_long = random_seed(), False
                field.value = str(self._seed)
            self._seed_seen = True
        elif self._seed_seen:
            if offered:
                self._seed, self._seed_long = random_seed(hidden=True), True
                field.value = str(self._seed)
            self._seed_seen = False
        field.password = hidden

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action != "start":
            return True
        # The open list of rounds takes Enter: it chooses the number shown. A set of
        # options has no cursor apart from the option chosen (ChoiceSet): Enter
        # there starts the game as shown.
        return not self.query_one("#new-rounds", Select).expanded

    def action_start(self) -> None:
        """Start the game chosen."""
        self._start()

    @on(Button.Pressed, "#new-start")
    @on(Input.Submitted)
    def _start(self) -> None:
        w = self._words.catalogue
        seeded = self.query_one("#new-deal", RadioSet).pressed_index == 1
        text = self.query_one("#new-seed", Input).value.strip()
        if seeded and not (text.isascii() and text.isdigit() and int(text) <= SEED_MAX):
            error = self.query_one("#new-error", Label)
            error.update(w("match.new_seed_bad", most=SEED_MAX))
            error.display = True  # a row of its own only when there is something to say
            return
        rounds = self.query_one("#new-rounds", Select).value
        sticheln = self._sticheln
        bots = tuple(
            (seat, "strong")
            for seat in Seat
            if self.query_one(f"#new-bot-{seat.code.lower()}", Checkbox).value
        )
        self.dismiss(
            MatchSetup(
                game="sticheln" if sticheln else "four-lanterns",
                rounds=rounds if isinstance(rounds, int) else 1,
                seed=int(text) if seeded else None,
                hidden=self.query_one("#new-hidden", Checkbox).value,
                bots=bots,
            )
        )

    def action_cancel(self) -> None:
        """Back to the game on the table, unchanged."""
        self.dismiss(None)

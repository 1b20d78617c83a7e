"""Review mode: the table fed card by card from the deal's paper trace."""

from __future__ import annotations

import re
from dataclasses import replace

from textual import events, on
from textual.binding import Binding, BindingType

from four_lanterns.engine import Deal, FourLanternsError, GameState, ScoringVariant, step_id
from four_lanterns.match import Match
from four_lanterns.review.checklist import Checklist
from four_lanterns.review.stepper import Paper, TraceStepper, is_step_id, parse_step
from four_lanterns.tui.screens.dialogs import GoToScreen
from four_lanterns.tui.screens.table import TableScreen
from four_lanterns.tui.view import TableView
from four_lanterns.tui.widgets.hand import Hand
from four_lanterns.tui.widgets.notice import Notice, NoticeKind
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["ReviewScreen"]

_MAX_UNUSED = 8
"""The most keys without a use a notice names: the last ones typed."""

# A trick id alone (``T2``): the end of that trick, after its last card.
_TRICK = re.compile(r"\s*[Tt](\d+)\s*")


def _review_bindings(words: Words) -> list[BindingType]:
    # No card typing, no undo or restart: in review the paper plays the cards.
    return [
        Binding("n,right", "step(1)", words.key_next, key_display=words.show_next, priority=True),
        Binding("b,left", "step(-1)", words.key_back, key_display=words.show_back, priority=True),
        Binding("home", "edge(False)", show=False, priority=True),
        Binding("end", "edge(True)", show=False, priority=True),
        Binding("g", "goto", words.key_goto, priority=True),
        # c and x are in the help: at 80 columns the footer has no room for them.
        Binding("c", "details", words.key_details, show=False, priority=True),
        Binding("x", "export", words.key_export, show=False, priority=True),
        Binding("y", "why", words.key_why, priority=True),
        Binding("p", "switch_variant", words.key_scoring, priority=True),
        Binding("p", "one_scoring", show=False, priority=True),
        Binding("question_mark", "help", words.key_help, key_display="?", priority=True),
        Binding("q", "quit", words.key_quit, priority=True),
        Binding("l", "last_trick", words.key_last_trick, show=False, priority=True),
        Binding("pageup", "page(-1)", show=False, priority=True),
        Binding("pagedown", "page(1)", show=False, priority=True),
        Binding("escape", "clear", show=False, priority=True),
        # Enter would play a card live; here it says where the cards come from.
        Binding("enter,space", "play", show=False, priority=True),
    ]


class ReviewScreen(TableScreen):
    """The table in review mode: the same panels, fed by a :class:`TraceStepper`.

    Each position of the stepper is a game state the live table could show;
    the screen hands it to the panels exactly as live play does, so a
    reviewer sees what a player would have seen at that card. The step id is
    in the notice bar's prompt at every position.

    The screen's ``state`` is the one copy of the position: the stepper is
    made from it when needed (:attr:`stepper`), and a step sets the state.
    """

    LIVE = False  # the reviewer's screen: the checklist shown, every paper value in it

    # The deal's paper, worked out once; None only while TableScreen.__init__ runs.
    _paper: Paper | None = None
    # The live view last derived, and the same without turn marks (see compute_view).
    _shown: tuple[TableView, TableView] | None = None
    # Keys with no use in review typed so far, and the notice that names them.
    _unused_said: tuple[str, Notice] | None = None

    def __init__(
        self,
        deal: Deal,
        variant: ScoringVariant,
        *,
        words: Words,
        glyphs: Glyphs,
        ascii_only: bool = False,
        source: str = "",
        match: Match | None = None,
    ) -> None:
        super().__init__(
            deal,
            variant,
            words=words,
            glyphs=glyphs,
            ascii_only=ascii_only,
            source=source,
            match=match,
        )
        start = TraceStepper.start(deal, variant)
        self._paper = start.paper
        self.set_reactive(TableScreen.state, start.state)
        self.set_reactive(TableScreen.checklist, self._check())
        self.set_reactive(TableScreen.review, self._prompt())
        # Nothing is played by hand in review: no cursor on a card.
        self.set_reactive(TableScreen.cursor, None)
        self.set_reactive(TableScreen.checklist_shown, True)

    @property
    def stepper(self) -> TraceStepper | None:
        """The stepper at the state on the table."""
        if self._paper is None:
            return None
        return TraceStepper.at(self._paper, self.variant, self.state)

    @staticmethod
    def _key_list(words: Words) -> list[BindingType]:
        return _review_bindings(words)

    def compute_view(self) -> TableView:
        """The live table's view without its turn marks: in review the paper plays.

        The legal cards stay highlighted and the others dimmed, which ``y``
        explains; no seat is marked as the one to play.
        """
        view = super().compute_view()
        shown = self._shown
        if shown is None or shown[0] is not view:
            seats = tuple(replace(seat, to_play=False) for seat in view.seats)
            shown = (view, replace(view, seats=seats))
            self._shown = shown
        return shown[1]

    def watch_state(self, previous: GameState, state: GameState) -> None:
        # No cursor follows the legal cards: only the checklist follows the state.
        self.checklist = self._check()

    def _help_keys(self) -> tuple[tuple[str, str], ...]:
        # The last trick's key and the pages' go just before "?" and "q", the last two.
        keys = self._words.help_review_keys
        if len(self.state.rules.variants) < 2:  # one scoring: p has nothing to switch
            keys = tuple(row for row in keys if row[0] != "p")
        page = self._words.help_rows("match.help_page")
        return (*keys[:-2], *self._words.help_last_trick, *page, *keys[-2:])

    @property
    def in_progress(self) -> bool:
        """Never: quitting a review loses nothing, the paper is still there."""
        return False

    def _check(self) -> Checklist | None:
        stepper = self.stepper
        if stepper is None:
            return None
        # The stepper's own checklist: it knows when the paper's next card is refused.
        return stepper.checklist

    def _prompt(self) -> str:
        stepper = self.stepper
        if stepper is None:
            return ""
        end = len(stepper.plays)
        if stepper.position == 0:
            return self._words.review_prompt_start.format(end=end)
        if stepper.position == stepper.end:
            # Nothing comes next: the prompt offers no "next".
            return self._words.review_prompt_end.format(
                step=stepper.step, position=stepper.position, end=end
            )
        return self._words.review_prompt.format(
            step=stepper.step, position=stepper.position, end=end
        )

    def action_details(self) -> None:
        """Switch the checklist between compact rows and every expected and observed value."""
        self.detail = not self.detail

    def _move_to(self, stepper: TraceStepper) -> None:
        self.notice = None
        if stepper.refused is not None and stepper.position == stepper.end:
            refusal = self._words.error(stepper.refused, stepper.state)
            self.notice = Notice(
                self._words.review_refused.format(reason=refusal), NoticeKind.ERROR
            )
        self.state = stepper.state
        self.review = self._prompt()
        if self.notice is None:
            self.notice = self._round_over(stepper)

    def _round_over(self, stepper: TraceStepper) -> Notice | None:
        """A game of bids, its paper played to the end: each seat's points for the round.

        The live table shows them on its score pad, which a review has not;
        the bids and tricks taken are on the seats' frames.
        """
        if not stepper.state.is_over:
            return None
        points = self.checklist.points if self.checklist is not None else None
        if points is None:
            return None
        w = self._words.catalogue
        results = w("fmt.list_separator").join(
            # Each seat with its points: a wrapped notice keeps the two on one row.
            w("table.round_points", seat=self._words.seat(seat), points=points[seat])
            for seat in stepper.state.rules.seats
        )
        return Notice(w("table.round_over", results=results))

    # -- keys --------------------------------------------------------------

    def action_step(self, by: int) -> None:
        """One card on (``by`` 1) or back (``by`` -1)."""
        stepper = self.stepper
        assert stepper is not None
        moved = stepper.go(stepper.position + by)
        if moved.position == stepper.position:
            if by > 0 and stepper.refused is not None:
                self._move_to(stepper)  # says again why the paper's next card cannot go on
            elif by > 0:
                self.notice = Notice(self._words.review_at_end.format(step=stepper.step))
            else:
                self.notice = Notice(self._words.review_at_start)
            return
        self._move_to(moved)

    def action_edge(self, end: bool) -> None:
        """The start (before the first card) or the furthest card the engine accepts."""
        stepper = self.stepper
        assert stepper is not None
        self._move_to(stepper.go(stepper.end if end else 0))

    def action_goto(self) -> None:
        """Ask for a step id and go there."""
        stepper = self.stepper
        assert stepper is not None

        def answered(text: str | None) -> None:
            if text is not None:
                self.go_to(text)

        self.app.push_screen(GoToScreen(words=self._words, current=self._here()), answered)

    def _here(self) -> str:
        """The step id the go-to dialog starts with: one it takes.

        The last card played (the prompt's "T3.2 played"), as far as the
        engine accepts the paper, so that Enter stays put; at the end, its last
        card. Before the first card there is no step to stay at: the first
        card's (``T1.1``), so Enter plays it (or, refused, says why).
        """
        stepper = self.stepper
        assert stepper is not None
        return stepper.step if stepper.position else step_id(1, 1)

    def go_to(self, text: str) -> None:
        """Go to step ``text`` (``"T3.2"``); a bad step id is explained and changes nothing.

        A trick id alone (``"T2"``) goes to the end of that trick, after its
        last card: where the trick's winner and the score are shown. A step
        id of the right form that the trace lacks (``"T9.9"``, ``"T1.5"``) is
        not a malformed one: the notice names the trace's last step. A step
        the paper has past a card the rules refuse goes to that card, and the
        notice gives the refusal.
        """
        stepper = self.stepper
        assert stepper is not None
        trick = _TRICK.fullmatch(text)
        target: int | None
        try:
            if trick is not None and int(trick[1]) >= 1:
                target = int(trick[1]) * stepper.plays_per_trick
            else:
                target = parse_step(text, stepper.plays_per_trick)
        except FourLanternsError as error:
            if not is_step_id(text):
                self._refuse(error, typing="step")
                return
            target = None  # a card past a trick's last: no trace has that step
        if target is not None and stepper.end < target <= len(stepper.plays):
            # The paper has the step, but the rules refused a card before it:
            # the review stops there, and says why.
            self.app.bell()
            self._move_to(stepper.go(stepper.end))
            return
        if target is None or target > stepper.end:
            self.app.bell()
            last = stepper.go(stepper.end).step
            self.notice = Notice(
                self._words.no_such_step.format(text=repr(text.strip()), last=last),
                NoticeKind.ERROR,
            )
            return
        self._move_to(stepper.go(target))

    def action_play(self) -> None:
        """Cards are not played by hand in review mode."""
        self.notice = Notice(self._words.review_paper_plays)

    def on_key(self, event: events.Key) -> None:
        # A key of live play (u, r, h, a card's code) has no binding here:
        # say so, rather than leave the reviewer wondering whether it was heard.
        # Keys typed one after another are named together while they spell the
        # start of what live play takes typed ("t1", "n:t1", "owl"); any other
        # key is named alone, so that u, r, h pressed in turn do not read "urh".
        character = event.character
        if event.is_printable and character and not character.isspace():
            event.stop()
            said = self._unused_said
            typed = (said[0] if said is not None and self.notice == said[1] else "") + character
            if self._words.with_seat_code(typed).upper() not in self._typed_starts:
                typed = character
            key = self._words.catalogue.quoted(typed[-_MAX_UNUSED:])
            notice = Notice(self._words.review_no_key.format(key=key))
            self._unused_said = (typed, notice)
            self.notice = notice

    @property
    def _typed_starts(self) -> frozenset[str]:
        """Every start of what live play takes typed, upper case: a card's code,
        ``SEAT:CODE`` (a seat's initial in the table's language too: ``o:t1`` for Ost,
        as :meth:`~four_lanterns.tui.words.Words.with_seat_code` reads it), a bid."""
        rules = self.state.rules
        codes = {card.code for card in rules.deck}
        codes |= {f"{seat.code}:{code}" for seat in rules.seats for code in codes}
        codes |= {str(bid) for bid in range(rules.hand_size + 1)}
        return frozenset(code[:end] for code in codes for end in range(1, len(code) + 1))

    @on(Hand.Picked)
    def _picked(self, event: Hand.Picked) -> None:
        # An @on handler of the table screen would still play the card: no default.
        event.prevent_default()
        event.stop()
        self.notice = Notice(self._words.review_paper_plays)

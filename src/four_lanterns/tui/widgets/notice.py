"""The notice bar: whose turn it is, the typed code, and the last message."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.reactive import reactive

from four_lanterns.engine import GameState, ScoringVariant, Seat
from four_lanterns.engine.phases import Phase
from four_lanterns.tui.widgets.line import Line, held_rows
from four_lanterns.tui.widgets.status import on_view_first
from four_lanterns.tui.words import Words

if TYPE_CHECKING:
    from four_lanterns.match import Match

__all__ = ["Notice", "NoticeBar", "NoticeKind"]

_ROWS = 2  # each line's rows at least: a short message does not move the table


class NoticeKind(enum.Enum):
    """How a message is shown: a refusal stands out from information."""

    ERROR = "error"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Notice:
    """A message that stays on screen until the next action."""

    text: str
    kind: NoticeKind = NoticeKind.INFO


class NoticeBar(Vertical):
    """The prompt line and the message under the table.

    A refused play's explanation is shown here and stays until the player
    does something else; it is never a toast that times out. The bar grows
    by the rows a long message needs (a German explanation at 80 columns),
    so every message is read to its end; the table above gives the room.
    """

    # Each key changes one of these; the two lines repaint themselves, so the
    # bar is not repainted whole.
    state: reactive[GameState | None] = reactive(None, repaint=False)
    variant: reactive[ScoringVariant | None] = reactive(None, repaint=False)
    typed: reactive[str] = reactive("", repaint=False)
    notice: reactive[Notice | None] = reactive(None, repaint=False)
    review: reactive[str] = reactive("", repaint=False)
    pick: reactive[int | None] = reactive(None, repaint=False)
    match: reactive[Match | None] = reactive(None, repaint=False)

    def __init__(self, *, words: Words, bots: frozenset[Seat] = frozenset()) -> None:
        super().__init__(id="notice")
        self._words = words
        # A bot's turn offers no keys: its prompt says whose turn it is, no more.
        self._bots = bots
        self._rows: dict[str, int] = {}

    def compose(self) -> ComposeResult:
        yield Line(id="prompt")
        yield Line(id="message")

    def on_mount(self) -> None:
        self._refresh_view()

    def watch_state(self) -> None:
        self._refresh_view()

    def watch_variant(self) -> None:
        self._refresh_view()

    def watch_typed(self) -> None:
        self._refresh_view()

    def watch_notice(self) -> None:
        self._refresh_view()

    def watch_review(self) -> None:
        self._refresh_view()

    def watch_pick(self) -> None:
        self._refresh_view()

    def watch_match(self) -> None:
        self._refresh_view()

    def on_resize(self) -> None:
        # Narrower, a message may need another row; wider, one fewer.
        for line in self.query(Line):
            self._fit(line)

    def _show(self, selector: str, text: str) -> None:
        line = self.query_one(selector, Line)
        line.text = text
        self._fit(line)

    def _fit(self, line: Line) -> None:
        """Give ``line`` the rows its text needs wrapped (at least two).

        Only a change in the number of rows costs a new layout; a new text
        of the same rows only repaints the line.
        """
        width = line.content_region.width or self.content_region.width
        if width <= 0:
            return  # not laid out yet: on_resize fits it
        rows = max(_ROWS, held_rows(line.text, width))
        if self._rows.get(line.id or "") != rows:
            self._rows[line.id or ""] = rows
            line.styles.height = rows

    def _refresh_view(self) -> None:
        state = self.state
        if state is None or not self.is_mounted:
            return
        words = self._words
        seat = state.to_play
        if self.review:
            # Review mode: the step id and the stepping keys replace the play prompt.
            prompt = self.review
        elif state.turn.seat in self._bots:
            prompt = self._bot_prompt(state)
        elif state.phase is Phase.BIDDING:
            prompt = self._bid_prompt(state)
        elif seat is None:
            prompt = self._over_prompt()
        elif self.typed:
            prompt = words.prompt_typed.format(
                seat=words.seat(seat), step=state.next_step, typed=self.typed
            )
        else:
            prompt = words.prompt_play.format(seat=words.seat(seat), step=state.next_step)
        self._show("#prompt", prompt)
        notice = self.notice
        variant = self.variant
        # A game of bids says its round is over in the prompt; its points are on the pad.
        if notice is None and state.is_over and variant is not None and not state.rules.bidding:
            by_code = state.rules.variants
            results = [state.result(by_code[code]) for code in on_view_first(by_code, variant)]
            sentences = [words.result_sentence(result) for result in results if result]
            notice = Notice(
                words.hand_over.format(results=words.sentence_separator.join(sentences))
            )
        self._show("#message", notice.text if notice else "")
        kind = notice.kind if notice is not None else None
        # One batch: each class change restyles the bar and both its lines.
        self.update_classes({"-error": kind is NoticeKind.ERROR, "-info": kind is NoticeKind.INFO})

    def _over_prompt(self) -> str:
        """The round is over; after a match's last round, no next round is offered."""
        words, match = self._words, self.match
        if match is None or not match.over or match.rounds < 2:
            return words.prompt_over
        hands = match.setup.plays_hands
        return words.catalogue(
            "match.prompt_over_last_hand" if hands else "match.prompt_over_last_round"
        )

    def _bot_prompt(self, state: GameState) -> str:
        """Which bot is to bid or play, and at which step: nothing for a person to type."""
        words = self._words
        seat = state.turn.seat
        assert seat is not None
        if state.phase is Phase.BIDDING:
            return words.catalogue(
                "match.prompt_bot_bid", seat=words.seat(seat), step=state.next_bid_step
            )
        return words.catalogue("match.prompt_bot_play", seat=words.seat(seat), step=state.next_step)

    def _bid_prompt(self, state: GameState) -> str:
        """Whose bid it is, at which step, and the bid chosen or being typed."""
        words = self._words
        seat = state.turn.seat
        assert seat is not None
        name, step = words.seat(seat), state.next_bid_step
        if self.typed:
            return words.catalogue("match.prompt_bid_typed", seat=name, step=step, typed=self.typed)
        pick = self.pick if self.pick is not None else ""
        most = state.rules.hand_size
        return words.catalogue("match.prompt_bid", seat=name, step=step, pick=pick, most=most)

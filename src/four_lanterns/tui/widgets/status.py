"""The status and score panel."""

from __future__ import annotations

from collections.abc import Iterable

from rich.cells import cell_len
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.engine import GameState, ScoringVariant
from four_lanterns.match import Match
from four_lanterns.tui.widgets.round import seed_line
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["StatusPanel", "on_view_first"]


def on_view_first(codes: Iterable[str], on_view: ScoringVariant | None) -> list[str]:
    """Scoring variant codes with the one on view first, the rest in their fixed order.

    The one order of every list of scores under each variant: this panel, the
    notice at the end of a hand and the hand's result, so the scoring the
    players chose is read first everywhere. ``codes`` may be a game's variants
    by code, or a match's totals by name (a name that is no variant keeps its place).
    """
    return sorted(codes, key=lambda code: on_view is None or code != on_view.code)


class StatusPanel(Widget):
    """Trick, step, leader, seat to play, scores under every variant, last winner.

    The active variant's score comes first and is marked; the other
    variant's stands beside it, so switching never hides a number. Once the
    hand is over the panel shows both teams' totals and the result under
    each variant. Its height is fixed in CSS, so a new state only repaints it.
    """

    state: reactive[GameState | None] = reactive(None)
    variant: reactive[ScoringVariant | None] = reactive(None)
    match: reactive[Match | None] = reactive(None, repaint=False)
    """The match: its hand number and seed head the panel."""

    def watch_match(self, match: Match | None) -> None:
        words = self._words
        title = words.status_title
        if match is not None and match.rounds > 1:
            title = words.catalogue("match.title_hand", number=match.number, rounds=match.rounds)
        self.border_title = title
        self.border_subtitle = seed_line(words, match, self.outer_size.width)

    def __init__(self, *, words: Words, glyphs: Glyphs) -> None:
        super().__init__(id="status")
        self._words = words
        self._glyphs = glyphs
        self.border_title = words.status_title
        labels = (
            words.status_trick,
            words.status_leader,
            words.status_to_play,
            words.status_last_winner,
            words.status_next_leader,
        )
        # Cells, not characters: a translated label may be two cells a character.
        self._label_width = max(cell_len(label) for label in labels) + 1

    def _row(self, label: str, value: str, style: str = "") -> Content:
        pad = " " * (self._label_width - cell_len(label))
        return Content.assemble(label, pad, (value, style))

    def render(self) -> Content:
        state, active = self.state, self.variant
        if state is None or active is None:
            return Content("")
        words, glyphs = self._words, self._glyphs
        nothing = glyphs.nothing
        step = words.status_step.format(step=state.next_step) if state.next_step else ""
        last = state.last_trick
        trick = self._row(words.status_trick, f"T{state.trick_number}  {step}".rstrip())
        if step and trick.cell_length > self.content_region.width > 0:
            # Too long for one line (German): the step goes under the trick, in its column.
            trick = Content("\n").join(
                [self._row(words.status_trick, f"T{state.trick_number}"), self._row("", step)]
            )
        lines = [
            trick,
            self._row(
                words.status_leader, words.seat(state.leader) if not state.is_over else nothing
            ),
            self._row(
                words.status_to_play,
                words.seat(state.to_play) if state.to_play is not None else nothing,
                "bold",
            ),
            self._row(words.status_last_winner, words.seat(last.winner) if last else nothing),
            self._row(
                words.status_next_leader,
                words.seat(state.leader) if last is not None and not state.is_over else nothing,
            ),
            Content(""),
        ]
        # The heading names every side, in the rule set's order, as the scores below list them.
        sides = words.side_names(state.rules.sides)
        by_code = state.rules.variants
        variants = [by_code[code] for code in on_view_first(by_code, active)]
        if state.is_over:
            lines.append(Content.styled(words.status_result.format(sides=sides), "bold"))
            for variant in variants:
                result = state.result(variant)
                assert result is not None
                # The heading names the teams (N/S first): the line is as short
                # as the running score's, so a long "unentschieden" still fits.
                line = Content.assemble(
                    f"{self._marker(variant, active)}{variant.code} {words.score(result.score)}  ",
                    (words.outcome(result), "bold"),
                )
                lines.append(line if variant is active else line.stylize("dim"))
        else:
            lines.append(Content.styled(words.status_score.format(sides=sides), "bold"))
            parts: list[str | tuple[str, str]] = []
            for index, variant in enumerate(variants):
                if index:
                    parts.append(f" {glyphs.separator} ")
                score = state.score(variant)
                part = f"{self._marker(variant, active)}{variant.code} {words.score(score)}"
                parts.append((part, "bold" if variant is active else "dim"))
            lines.append(Content.assemble(*parts))
        return Content("\n").join(lines)

    def on_resize(self) -> None:
        # Wider or narrower: the step may now fit beside the trick, or no longer,
        # and the seed under the panel with its word.
        self.border_subtitle = seed_line(self._words, self.match, self.outer_size.width)
        self.refresh()

    def _marker(self, variant: ScoringVariant, active: ScoringVariant) -> str:
        return self._glyphs.active if variant is active else " "

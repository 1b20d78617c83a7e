"""The round panel of a game with bidding: round, hand size, dealer, turned cards, trump, bids."""

from __future__ import annotations

from rich.cells import cell_len
from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.engine import GameState, Phase
from four_lanterns.match import Match
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["RoundPanel", "seed_line"]


def seed_line(words: Words, match: Match | None, width: int = 0) -> str:
    """The match's seed, under a panel, so that its deals can be played again with --seed.

    With hidden hands it waits for the end of the match: the seed deals every
    hand, so anyone could read the hidden ones from it with ``play --seed N --open``.
    Under a panel ``width`` cells wide that has no room for the word as well,
    the seed alone: a seed cut short could not be played again.
    """
    seed = match.setup.seed if match is not None else None
    if match is None or seed is None or match.hiding:
        return ""
    line = words.catalogue("match.title_seed", seed=seed)
    # A border keeps a corner, a rule and a space at each side of its subtitle.
    if width and cell_len(line) > width - 6:
        return str(seed)
    return line


class RoundPanel(Widget):
    """What every player sees all round long: the round, its cards, dealer, turned cards and trump.

    Below them, the seat to act and the bids made so far in bidding order:
    seven rows, or eight when the bids need two (four bids beside a long
    label, German or Spanish, or two-digit bids), and the panel grows by
    that row. Every value keeps to the one column after the longest label.
    """

    match: reactive[Match | None] = reactive(None)
    state: reactive[GameState | None] = reactive(None)

    def __init__(self, *, words: Words, glyphs: Glyphs) -> None:
        super().__init__(id="round")
        self._words = words
        self._glyphs = glyphs
        self.border_title = words.catalogue("match.game.sticheln")
        w = words.catalogue
        self._labels = {
            "round": w("match.f_round"),
            "cards": w("match.f_cards"),
            "dealer": w("match.f_dealer"),
            "turned": w("match.f_turned"),
            "trump": w("match.f_trump"),
            "to_play": words.status_to_play,
            "to_bid": w("match.f_to_bid"),
            "bids": w("match.f_bids"),
        }
        self._width = max(cell_len(label) for label in self._labels.values()) + 1
        self._rows = 0
        """The rows the panel was last laid out with."""

    def watch_match(self, match: Match | None) -> None:
        self.border_subtitle = seed_line(self._words, match, self.outer_size.width)
        self._check_rows()

    def on_resize(self) -> None:
        self.border_subtitle = seed_line(self._words, self.match, self.outer_size.width)

    def watch_state(self) -> None:
        self._check_rows()

    def _check_rows(self) -> None:
        # The fourth bid may take the bids onto a second row: lay the panel out again.
        if self.is_mounted and len(self._lines(self.content_region.width)) != self._rows:
            self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        self._rows = len(self._lines(width)) if width else 0
        return self._rows

    def _row(self, key: str, value: str | Content, style: str = "") -> Content:
        label = self._labels[key]
        pad = " " * (self._width - cell_len(label))
        return Content.assemble(label, pad, (value, style) if isinstance(value, str) else value)

    def render(self) -> Content:
        return Content("\n").join(self._lines(self.content_region.width))

    def _lines(self, room: int) -> list[Content]:
        """The panel's rows, ``room`` cells wide."""
        match, state = self.match, self.state
        if match is None or state is None:
            return []
        words, glyphs, w = self._words, self._glyphs, self._words.catalogue
        deal = match.deal
        rules = state.rules
        turned = getattr(rules, "turned", ())
        trump = getattr(rules, "trump", None)
        seat = state.turn.seat
        lines = [
            self._row("round", w("match.round_of", number=match.number, rounds=match.rounds)),
            self._row("cards", str(rules.hand_size)),
            self._row("dealer", words.seat(deal.first_leader)),
            self._row("turned", " ".join(glyphs.card(card) for card in turned) or glyphs.nothing),
            self._row(
                "trump",
                f"{glyphs.suit(trump)}{words.suit(trump)}" if trump is not None else glyphs.nothing,
                "bold",
            ),
            self._row(
                "to_bid" if state.phase is Phase.BIDDING else "to_play",
                words.seat(seat) if seat is not None else glyphs.nothing,
                "bold",
            ),
        ]
        return [*lines, *self._bids(state, room)]

    def _bids(self, state: GameState, room: int) -> list[Content]:
        """The bids row, or two where they do not fit in one.

        A seat's initial and its bid always keep their space: "O12" (Ost,
        Oeste) reads as a number. The bids keep to the value column, as every
        other row's value does: a second row rather than out of the column.
        """
        # Each seat by the initial of its name on the table (Oeste: "O"), as the
        # seat panels shorten it; the seat codes of records and traces stay English.
        said = [f"{self._words.seat_initial(bid.seat)} {bid.tricks}" for bid in state.bids]
        bids = " ".join(said) or self._words.catalogue("match.bids_none")
        column = room - self._width
        if not said or cell_len(bids) <= column:
            return [self._row("bids", bids)]
        # As many to a row as the value column holds, then shared out evenly
        # ("N 1 O 0" over "S 1 W 1", not three over one) where they still fit.
        rows: list[str] = []
        for bid in said:
            if rows and cell_len(rows[-1]) + 1 + cell_len(bid) <= column:
                rows[-1] = f"{rows[-1]} {bid}"
            else:
                rows.append(bid)
        each = -(-len(said) // len(rows))
        even = [" ".join(said[at : at + each]) for at in range(0, len(said), each)]
        if len(even) == len(rows) and all(cell_len(row) <= column for row in even):
            rows = even
        first, *rest = rows
        return [self._row("bids", first), *(Content(" " * self._width + row) for row in rest)]

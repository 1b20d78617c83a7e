"""The round panel of a game with bidding: round, hand size, dealer, turned cards, trump, bids."""

from __future__ import annotations

from rich.cells import cell_len
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from four_lanterns.engine import GameState, Phase
from four_lanterns.match import Match
from four_lanterns.tui.words import Glyphs, Words

__all__ = ["RoundPanel", "seed_line"]


def seed_line(words: Words, match: Match | None) -> str:
    """The match's seed, under a panel, so that its deals can be played again with --seed.

    With hidden hands it waits for the end of the match: the seed deals every
    hand, so anyone could read the hidden ones from it with ``play --seed N --open``.
    """
    seed = match.setup.seed if match is not None else None
    if match is None or seed is None or (match.setup.hidden and not match.over):
        return ""
    return words.catalogue("match.title_seed", seed=seed)


class RoundPanel(Widget):
    """What every player sees all round long: the round, its cards, dealer, turned cards and trump.

    Below them, the bids made so far in bidding order, and the seat to act.
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

    def watch_match(self, match: Match | None) -> None:
        self.border_subtitle = seed_line(self._words, match)

    def _row(self, key: str, value: str | Content, style: str = "") -> Content:
        label = self._labels[key]
        pad = " " * (self._width - cell_len(label))
        return Content.assemble(label, pad, (value, style) if isinstance(value, str) else value)

    def render(self) -> Content:
        match, state = self.match, self.state
        if match is None or state is None:
            return Content("")
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
        # Each seat by the initial of its name on the table (Oeste: "O"), as the
        # seat panels shorten it; the seat codes of records and traces stay English.
        said = [(words.seat_initial(bid.seat), bid.tricks) for bid in state.bids]
        bids = " ".join(f"{initial} {tricks}" for initial, tricks in said) or w("match.bids_none")
        label = self._labels["bids"]
        room = self.content_region.width
        if cell_len(bids) <= room - self._width:
            lines.append(self._row("bids", bids))
        elif cell_len(label) + 1 + cell_len(bids) <= room:
            # Four bids beside a long label (German, Spanish) at 80 columns: out of
            # the value column rather than "N2 O2", where Oeste's O reads as a zero.
            lines.append(Content.assemble(label, " ", bids))
        else:
            lines.append(self._row("bids", " ".join(f"{i}{t}" for i, t in said) or bids))
        return Content("\n").join(lines)

"""Every word and symbol the card table shows, from the one catalogue.

The table never writes a user-visible string anywhere else. :class:`Words`
holds the table's messages in one language, every one read from
:mod:`four_lanterns.words` (nothing here has an English default, so a
language that lacks a message fails when its words are built, naming the
key). Sentences are templates with named fields, because word order differs
between languages; code never glues fragments together. Card codes (``T1``)
and seat codes (``N``) are notation, the same in every language.

The engine decides; :mod:`four_lanterns.words.render` says what it decided,
for the table and the reports alike.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from four_lanterns.engine import (
    Card,
    CodeError,
    FourLanternsError,
    GameState,
    HandResult,
    IllegalBid,
    IllegalPlay,
    Joker,
    LegalPlays,
    Score,
    ScoringVariant,
    Seat,
    Side,
    Suit,
    TrickResult,
)
from four_lanterns.words import Catalogue, FourLanternsKey, Lang, MatchKey, catalogue
from four_lanterns.words import render as _render

__all__ = ["ASCII", "ENGLISH", "UNICODE", "Glyphs", "Words", "ascii_words", "words_for"]


@dataclass(frozen=True, slots=True)
class Glyphs:
    """The symbols of the table: suit shapes and marks.

    Every glyph is one cell wide in common monospace fonts (the suit shapes
    are East Asian *ambiguous* width, which CJK-configured terminals may draw
    two cells wide; ``--ascii`` is the way out there).
    """

    suits: Mapping[Suit, str]
    turn: str
    leader: str
    winner: str
    active: str
    separator: str
    nothing: str
    jokers: Mapping[Joker, str]
    back: str
    """One card seen from the back, for a hidden hand."""
    winning: str = "☆"
    """The mark of the card winning an unfinished trick so far."""
    frame: str = "▕▏╭─╮│╰╯"
    """A card's frame: a one-row card's left and right edge, then a taller
    card's corners and edges (top left, across, top right, down, bottom left,
    bottom right)."""

    def suit(self, suit: Suit) -> str:
        """The suit's shape, or ``""`` where only letters are shown."""
        return self.suits[suit]

    def card(self, card: Card) -> str:
        """How a card chip reads: shape then code (``"●T1"``), or the code alone."""
        if card.joker is not None:
            return f"{self.jokers[card.joker]}{card.code}"
        assert card.suit is not None
        return f"{self.suits[card.suit]}{card.code}"


UNICODE = Glyphs(
    suits={Suit.AMBER: "◆", Suit.TEAL: "●", Suit.MOSS: "▲", Suit.VIOLET: "■"},
    turn="▶",
    leader="★",
    winner="★",
    active="▸",
    separator="│",
    nothing="—",
    jokers={Joker.OWL: "✦", Joker.MOLE: "◇"},
    back="▒",
)
"""Shapes beside the suit letters: told apart by colour, letter and shape."""

ASCII = Glyphs(
    suits={Suit.AMBER: "", Suit.TEAL: "", Suit.MOSS: "", Suit.VIOLET: ""},
    turn=">",
    leader="*",
    winner="*",
    active=">",
    separator="|",
    nothing="-",
    jokers={Joker.OWL: "", Joker.MOLE: ""},
    back="#",
    winning="^",
    frame="[]+-+|++",
)
"""Letters only, for terminals whose fonts lack the shapes."""

# Fields read from a key other than ``table.<field name>``.
_KEYS: Mapping[str, str] = {
    "app_title": "title",
    "legal_over": "legal.hand_over",
    "help_title": "help.title",
    "help_rules": "help.rules",
    "help_game_keys": "help.keys",
}

_VARIANTS: Mapping[str, FourLanternsKey] = {"v0": "variant.v0", "v1": "variant.v1"}


def table_key(field_name: str) -> str:
    """The catalogue key of a :class:`Words` field."""
    return _KEYS.get(field_name, f"table.{field_name}")


@dataclass(frozen=True, slots=True)
class Words:
    """The table's words in one language, read from the catalogue.

    Fields are sentence templates named as the widgets use them; methods
    fill them from engine values. Names (seats, suits, teams, cards) and the
    engine's decisions come from :attr:`catalogue`.
    """

    lang: Lang
    catalogue: Catalogue
    positions: tuple[str, ...]
    app_title: str
    # seat panels
    mark_leader: str
    mark_turn: str
    # trick area
    trick_title: str
    trick_led: str
    trick_led_tight: str
    trick_no_suit: str
    trick_nothing_led: str
    trick_slot: str
    trick_waiting: str
    trick_next: str
    trick_winner: str
    trick_winning: str
    trick_no_winner: str
    trick_no_winner_tight: str
    trick_next_leader: str
    trick_next_leader_tight: str
    trick_hand_over: str
    # status panel
    status_title: str
    status_trick: str
    status_step: str
    status_leader: str
    status_to_play: str
    status_score: str
    status_last_winner: str
    status_next_leader: str
    status_result: str
    # history panel
    history_title: str
    history_play: str
    history_play_short: str
    history_result: str
    history_result_seats: str
    """A trick won where each seat plays for itself: every seat's tricks by its initial;
    ``gap`` is :attr:`sentence_separator` or a line break, as the panel's width allows."""
    history_empty: str
    # notice bar
    notice_title: str
    prompt_play: str
    prompt_typed: str
    prompt_over: str
    hand_over: str
    sentence_separator: str
    result_line: str
    nothing_to_undo: str
    undone: str
    nothing_to_redo: str
    redone: str
    restarted: str
    variant_switched: str
    no_card_chosen: str
    # engine decisions, in words
    legal_over: str
    why_dimmed: str
    why_all_legal: str
    bad_code: str
    bad_code_jokers: str
    # dialogs and screens
    confirm_keys: str
    confirm_yes: str
    confirm_restart: str
    confirm_quit: str
    too_small: str
    crash: str
    help_title: str
    help_close: str
    help_rules_title: str
    help_rules: tuple[str, ...]
    help_keys_title: str
    help_keys: tuple[tuple[str, str], ...]
    help_game_keys: tuple[tuple[str, str], ...]
    help_review_keys: tuple[tuple[str, str], ...]
    help_more_keys: tuple[tuple[str, str], ...]
    help_last_trick: tuple[tuple[str, str], ...]
    last_trick_none: str
    # review mode
    review_title: str
    review_prompt: str
    review_prompt_end: str
    review_prompt_start: str
    review_paper_plays: str
    review_no_key: str
    review_at_end: str
    review_at_start: str
    review_refused: str
    goto_title: str
    goto_hint: str
    bad_step: str
    no_such_step: str
    # checklist panel
    checklist_title: str
    checklist_toggle: str
    checklist_no_trace: str
    checklist_paper: str
    checklist_paper_column: str
    checklist_played: str
    checklist_unplayed: str
    checklist_hide: str
    checklist_less: str
    checklist_engine: str
    checklist_leads: str
    checklist_next: str
    checklist_joint: str
    checklist_nothing: str
    no_break_space: str
    # report export
    export_done: str
    export_failed: str
    export_no_trace: str
    # footer
    # Arrows and ⏎ are East Asian ambiguous width: Chinese names the keys in words.
    show_move: str
    show_play: str
    show_next: str
    show_back: str
    key_next: str
    key_back: str
    key_goto: str
    key_details: str
    key_export: str
    key_code: str
    key_move: str
    key_play: str
    key_why: str
    key_undo: str
    key_redo: str
    key_restart: str
    key_scoring: str
    key_help: str
    key_last_trick: str
    key_quit: str

    @classmethod
    def from_catalogue(cls, words: Catalogue) -> Words:
        """Every field from ``words``; a missing message raises, naming its key."""
        values: dict[str, object] = {}
        for field in dataclasses.fields(cls):
            if field.name in ("lang", "catalogue"):
                continue
            values[field.name] = words.lookup(table_key(field.name))
        return cls(lang=words.lang, catalogue=words, **values)  # type: ignore[arg-type]

    # -- names ------------------------------------------------------------

    def seat(self, seat: Seat) -> str:
        """A seat's name (``"North"``)."""
        return self.catalogue.seat(seat)

    def seat_initial(self, seat: Seat) -> str:
        """A seat's name cut to its first letter, where the table is short of room.

        Oeste is ``"O"``, Ost ``"O"`` too; ``seat.code`` (``"W"``, ``"E"``) stays
        what records, traces and typed plays use, in every language. The
        catalogue's :meth:`~four_lanterns.words.Catalogue.seat_initial` says it.
        """
        return self.catalogue.seat_initial(seat)

    def with_seat_code(self, typed: str) -> str:
        """A typed play with the seat initial shown on the table (``o:a13`` for Ost) as its code.

        The seat codes (``n: e: s: w:``) are typed in every language; the
        initial of a seat's name in this language is typed too, where it is
        not another seat's code. Anything else is left for the engine to refuse.
        """
        prefix, colon, rest = typed.partition(":")
        codes = {seat.code for seat in Seat}
        if not colon or prefix.upper() in codes:
            return typed
        for seat in Seat:
            if prefix.casefold() == self.seat_initial(seat).casefold():
                return f"{seat.code}{colon}{rest}"
        return typed

    def suit(self, suit: Suit) -> str:
        """A suit's name (``"Teal"``)."""
        return self.catalogue.suit(suit)

    def card(self, card: Card) -> str:
        """A card's name (``"Teal 1"``)."""
        return self.catalogue.card(card)

    def side(self, side: Side) -> str:
        """A side's name: a team's label (``"N/S"``) or a seat's name."""
        return self.catalogue.side(side)

    def score(self, score: Score) -> str:
        """``"0–1"``: the sides in the rule set's order (N/S first)."""
        return self.catalogue.score(score.points)

    def side_names(self, sides: Sequence[Side]) -> str:
        """``"N/S–E/W"``: every side's name in the rule set's order, to head the scores."""
        return self.catalogue.side_names(sides)

    def score_line(self, score: Score) -> str:
        """``"N/S 2 – E/W 3"``: every side's name and points, in the rule set's order."""
        return self.catalogue.score_line(score.items())

    def position(self, index: int) -> str:
        """``"1st"`` for index 0."""
        return self.positions[index]

    def variant(self, variant: ScoringVariant) -> str:
        """What a scoring variant changes (``"every trick 1"``)."""
        key = _VARIANTS.get(variant.code)
        return self.catalogue(key) if key is not None else variant.description

    def help_rows(self, key: MatchKey) -> tuple[tuple[str, str], ...]:
        """The help's rows (key, what it does) a catalogue entry holds."""
        return tuple(row for row in self.catalogue.text(key) if isinstance(row, tuple))

    def listing(self, items: Sequence[str]) -> str:
        """``"a, b and c"``."""
        return self.catalogue.listing(items)

    # -- engine results in words ----------------------------------------------

    def reason(self, result: TrickResult, *, tight: bool = False) -> str:
        """Why a trick was won (``"Teal 4 — highest Teal"``; ``"highest Teal"`` when
        ``tight``, for a panel short of room that marks the card)."""
        return _render.trick_reason(result, self.catalogue, short=True, tight=tight)

    def outcome(self, result: HandResult) -> str:
        """``"draw"`` or ``"E/W win"``."""
        return _render.outcome(result, self.catalogue)

    def summary(self, result: HandResult) -> str:
        """``"draw 2–2"`` or ``"E/W win 3–2"``."""
        return _render.hand_summary(result, self.catalogue)

    def result_sentence(self, result: HandResult) -> str:
        """``"v1: N/S 2 – E/W 3, E/W win"``.

        The points are given once, in the rule set's order, as the status
        panel gives them: the winners' points first (``"3–2"``) would put the
        same score the other way round on the same screen.
        """
        return self.result_line.format(
            variant=result.variant.code,
            scores=self.score_line(result.score),
            outcome=self.outcome(result),
        )

    def explanation(self, legal: LegalPlays) -> str:
        """Why the seat to play may play these cards, in one sentence."""
        return _render.explanation(legal, self.catalogue)

    def why(self, state: GameState) -> str:
        """The ``y`` key: the rule, the led suit, and which cards it dims."""
        legal = state.legal_plays()
        explanation = self.explanation(legal)
        if legal.seat is None:
            return explanation
        # As the hand shows them: by suit, then rank.
        dimmed = [self.card(card) for card in sorted(state.hand(legal.seat)) if card not in legal]
        if not dimmed:
            return self.why_all_legal.format(explanation=explanation, seat=self.seat(legal.seat))
        return self.why_dimmed.format(explanation=explanation, dimmed=self.listing(dimmed))

    def error(
        self,
        error: FourLanternsError,
        state: GameState,
        *,
        typing: str = "card",
        private: bool = False,
    ) -> str:
        """The one place an engine error becomes a sentence on the table.

        ``typing`` says what the user was typing (``"card"`` or ``"step"``),
        since a code error means a different thing for each. With
        ``private`` (hidden hands) a card the seat does not hold is refused
        without saying who holds it.
        """
        if isinstance(error, IllegalPlay):
            if private and error.holder is not None and not error.played_at:
                return self.catalogue(
                    "refusal.not_in_hand",
                    seat=self.seat(error.seat) if error.seat is not None else "",
                    card=self.card(error.card),
                )
            return _render.refusal(error, self.catalogue)
        if isinstance(error, IllegalBid):
            return _render.bid_refusal(error, self.catalogue)
        if isinstance(error, CodeError):
            if typing == "step":
                template = self.bad_step
            elif any(card.joker is not None for card in state.rules.deck):
                template = self.bad_code_jokers  # a deck with jokers: their codes too
            else:
                template = self.bad_code
            return template.format(text=repr(error.text))
        return error.message


@cache
def words_for(lang: Lang, game: str = "four-lanterns") -> Words:
    """The table's words in ``lang``, with ``game``'s own words (its rules, its reasons)."""
    return Words.from_catalogue(catalogue(lang, game))


ENGLISH = words_for("en")
"""The table in English."""


# Arrows, dashes and dots are not in every terminal font: --ascii spells them.
_ASCII_SPELLING = (
    ("←/→", "Left/Right"),
    ("← → ↑ ↓", "Left Right Up Down"),
    ("←→", "<->"),
    ("←", "<-"),
    ("→", "->"),
    ("↑", "Up"),
    ("↓", "Down"),
    ("⏎", "Enter"),
    ("–", "-"),
    ("—", "-"),
    # A bot's seat title sits in a frame, where "|" would read as a frame line
    # ("W|bot"): the same width, as "East (bot) to play" says it, else a dot.
    ("{seat} · {bot}", "{seat} ({bot})"),
    ("{seat}·{bot}", "{seat}.{bot}"),
    ("·", "|"),
    ("×", "x"),
    ("▸", ">"),
    ("…", "..."),
    ("Σ", "="),
)


def spell_ascii(text: str) -> str:
    """``text`` with every arrow, dash and dot spelled in ASCII."""
    for symbol, spelling in _ASCII_SPELLING:
        text = text.replace(symbol, spelling)
    return text


def ascii_words(words: Words) -> Words:
    """``words`` with every arrow, dash and dot spelled in ASCII, for ``--ascii``.

    A no-break space in a sentence stays: a :class:`~four_lanterns.tui.widgets.line.Line`
    keeps the words it joins on one row and draws it as a space. The checklist
    draws its own no-break spaces as they are, so for ``--ascii`` they are spaces.
    """
    respelled = Words.from_catalogue(words.catalogue.respelled(spell_ascii))
    return dataclasses.replace(respelled, no_break_space=" ")

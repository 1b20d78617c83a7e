"""Every word and symbol the card table shows, in one place.

The table never writes a user-visible string anywhere else, so a translation
is one more :class:`Words` value (German, Spanish and Chinese are in
``translations.py``).
Sentences are templates with named fields, because word order differs between
languages; code never glues fragments together. Card codes (``T1``) and seat
codes (``N``) are notation, the same in every language, so they are not here.

The engine decides; this module only says what it decided. Its English
sentences match the engine's own messages word for word, so the command line
and the table read the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from four_lanterns.engine import (
    Card,
    CodeError,
    FourLanternsError,
    GameState,
    HandResult,
    IllegalKind,
    IllegalPlay,
    LegalPlays,
    LegalReason,
    Outcome,
    Play,
    Score,
    ScoringVariant,
    Seat,
    Suit,
    Team,
    TrickResult,
    step_id,
)
from four_lanterns.i18n import Lang

__all__ = ["ASCII", "ENGLISH", "UNICODE", "Glyphs", "Words", "ascii_words"]


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

    def suit(self, suit: Suit) -> str:
        """The suit's shape, or ``""`` where only letters are shown."""
        return self.suits[suit]

    def card(self, card: Card) -> str:
        """How a card chip reads: shape then code (``"●T1"``), or the code alone."""
        return f"{self.suits[card.suit]}{card.code}"


UNICODE = Glyphs(
    suits={Suit.AMBER: "◆", Suit.TEAL: "●", Suit.MOSS: "▲", Suit.VIOLET: "■"},
    turn="▶",
    leader="★",
    winner="★",
    active="▸",
    separator="│",
    nothing="—",
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
)
"""Letters only, for terminals whose fonts lack the shapes."""


@dataclass(frozen=True, slots=True)
class Words:
    """The table's words in one language.

    Fields are names and sentence templates; methods fill the templates from
    engine values. A template names its fields (``{seat}``) so a translation
    may put them in any order.
    """

    lang: Lang
    seats: Mapping[Seat, str]
    suits: Mapping[Suit, str]
    positions: Sequence[str]
    variants: Mapping[str, str]
    teams: Mapping[Team, str] = field(default_factory=dict)
    """Team labels where they are not the seat codes (``O/W`` in German)."""

    app_title: str = "Four Lanterns"
    card_name: str = "{suit} {rank}"
    team_name: str = "{first}/{second}"
    and_list: str = "{head} and {last}"
    list_separator: str = ", "
    score_dash: str = "–"
    """Between two scores (``0–1``); Chinese uses ``-``, which is never two cells wide."""

    # seat panels
    mark_leader: str = "{glyph} leads"
    mark_turn: str = "{glyph} to play"

    # trick area
    trick_title: str = "Trick {number}"
    trick_led: str = "led {suit}"
    trick_nothing_led: str = "no card led yet"
    trick_slot: str = "{position} {seat}"
    trick_waiting: str = "{seat} leads: any card"
    trick_next: str = "{seat} plays {position}"
    trick_winner: str = "{glyph} {seat} wins"
    trick_next_leader: str = "Next leader: {seat}"
    trick_hand_over: str = "Hand over"
    short_reason: str = "{card} — highest {suit}"

    # status panel
    status_title: str = "Status"
    status_trick: str = "Trick"
    status_step: str = "step {step}"
    status_leader: str = "Leader"
    status_to_play: str = "To play"
    status_score: str = "Score {ns}–{ew}"
    status_last_winner: str = "Last won"
    status_next_leader: str = "Next lead"
    status_result: str = "Result {ns}–{ew}"
    draw: str = "draw"
    team_wins: str = "{team} win"
    summary_draw: str = "draw {ns}–{ew}"
    summary_win: str = "{team} win {mine}–{theirs}"

    # history panel
    history_title: str = "History"
    history_play: str = "{step} {seat} plays {card}"
    history_result: str = "{trick} {seat} wins · {score}"
    history_empty: str = "No card played yet."

    # notice bar
    notice_title: str = "Play"
    prompt_play: str = "{seat} to play at {step}. Type a code (t1) + Enter, or ←/→ + Enter."
    prompt_typed: str = "{seat} to play at {step}. Code: {typed}_  Enter plays, Esc clears."
    prompt_over: str = "The hand is over. r: restart, q: quit."
    hand_over: str = "Hand over. {results}"
    sentence_separator: str = " · "
    result_line: str = "{variant}: {ns_team} {ns} – {ew_team} {ew}, {outcome}"
    nothing_to_undo: str = "Nothing to undo: no card has been played."
    undone: str = "Took back {step}: {seat} {card}."
    restarted: str = "Restarted: the same hands, {seat} leads."
    variant_switched: str = "Scoring now {variant} ({description}): the same plays, re-scored."
    no_card_chosen: str = "Choose a card first: ←/→ to move, or type its code (like t1)."

    # engine decisions, in words
    legal_lead: str = "{seat} leads: any card may be played."
    legal_follow: str = "{suit} was led and {seat} holds {suit}, so {seat} must follow {suit}."
    legal_discard: str = "{suit} was led and {seat} holds none, so any card may be discarded."
    legal_over: str = "The hand is over: no card may be played."
    why_dimmed: str = "{explanation} Dimmed: {dimmed}."
    why_all_legal: str = "{explanation} Every card of {seat} is legal."
    illegal_follow: str = (
        "{seat} holds {held}, so {seat} must follow {suit}; {card} is not allowed."
    )
    illegal_turn: str = (
        "It is {to_play}'s turn at {step}, not {seat}'s; {seat} cannot play {card} now."
    )
    illegal_over: str = "The hand is over after {tricks} tricks; {card} cannot be played."
    not_in_deck: str = "{seat} does not hold {code}: there is no such card in the deck."
    not_held_played: str = "{seat} does not hold {card}: it was played at {step}."
    not_held_other: str = "{seat} does not hold {card}; {other} holds it."
    not_held: str = "{seat} does not hold {card}."
    bad_code: str = (
        "{text} is not a card code: type a suit letter (a, t, m, v) and a rank, like t1."
    )

    # dialogs and screens
    confirm_keys: str = "y: yes    n: no"
    confirm_restart: str = "Restart the hand? Cards played so far ({count}) go back to the hands."
    confirm_quit: str = "Quit in the middle of the hand? Cards played so far ({count}) are lost."
    too_small: str = (
        "Terminal too small: {width}×{height}.\n"
        "Four Lanterns needs at least {min_width}×{min_height}.\n"
        "Enlarge the window; the table comes back by itself."
    )
    crash: str = "four-lanterns: unexpected error ({kind}: {detail}); the table was closed."
    help_title: str = "Four Lanterns — rules and keys"
    help_close: str = "Esc or ? closes this help."
    help_rules_title: str = "Rules"
    help_rules: tuple[str, ...] = (
        "North and South (N/S) play against East and West (E/W), clockwise.",
        "16 cards: Amber, Teal, Moss, Violet, ranks 1–4; four cards each.",
        "The leader may play any card. The others must follow the led suit",
        "if they can; a seat with none of it may discard any card.",
        "No trump: the highest card of the led suit wins; a discard never",
        "wins. The winner leads the next trick. Four tricks make the hand.",
        "Scoring v0: every trick 1. Scoring v1: the last trick 2, others 1.",
    )
    help_keys_title: str = "Keys"
    help_keys: tuple[tuple[str, str], ...] = (
        ("a t m v 1–4", "type a card code (t1 is Teal 1), then Enter"),
        ("← → ↑ ↓ Tab", "move the cursor over the legal cards"),
        ("Enter Space", "play the typed code, or the card under the cursor"),
        ("click", "play the clicked card"),
        ("Backspace Esc", "erase the typed code"),
        ("w", "why some cards are dimmed: led suit and rule"),
        ("u", "undo the last card"),
        ("r", "restart with the same hands (asks first)"),
        ("s", "switch scoring v0 / v1: re-scores, changes no play"),
        ("?", "this help"),
        ("q", "quit (asks first in the middle of a hand)"),
    )

    help_review_keys: tuple[tuple[str, str], ...] = (
        ("n →", "play the paper's next card"),
        ("p ←", "take back one card"),
        ("Home End", "the start, the end of the paper trace"),
        ("g", "go to a step id, like T3.2"),
        ("c", "checklist: compact rows or every expected and observed value"),
        ("e", "write the review report (markdown) to the current folder"),
        ("w", "why some cards are dimmed: led suit and rule"),
        ("s", "switch scoring v0 / v1: re-checks the running scores"),
        ("?", "this help"),
        ("q", "quit"),
    )
    help_more_keys: tuple[tuple[str, str], ...] = (
        ("c", "checklist: compact rows or every expected and observed value"),
        ("e", "write the review report (markdown) to the current folder"),
    )

    # review mode
    review_title: str = "Review"
    review_prompt: str = (
        "Review: {step} played, {position} of {end} paper cards. "
        "n/→ next, p/← back, g go to a step."
    )
    review_prompt_start: str = (
        "Review: no card played yet, 0 of {end} paper cards. n/→ next, g go to a step."
    )
    review_paper_plays: str = (
        "Review mode: the cards come from the paper trace; n/→ plays the next."
    )
    review_at_end: str = "End of the paper trace: {step} is its last card."
    review_at_start: str = "Start of the paper trace: no card played yet."
    review_refused: str = "The paper's next card is refused by the rules: {reason}"
    goto_title: str = "Go to step"
    goto_hint: str = "A step id like T3.2, then Enter. Esc cancels."
    bad_step: str = "{text} is not a step id: type T, the trick, a dot and the card, like T3.2."
    step_past_end: str = "{text} is past the end of the paper trace (its last step is {last})."

    # checklist panel
    checklist_title: str = "Checklist"
    checklist_toggle: str = "c details"
    checklist_no_trace: str = "No paper trace in this deal: nothing to check."
    checklist_paper: str = "paper"
    checklist_engine: str = "engine"
    checklist_leads: str = "{seat}:"
    checklist_next: str = "→ {seat}"
    checklist_joint: str = " · "
    checklist_nothing: str = "—"
    no_break_space: str = "\u00a0"
    """Holds an indent where a line wraps; a plain space under ``--ascii``."""

    # report export
    export_done: str = "Report written to {path}"
    export_failed: str = "The report could not be written to {path}: {reason}"
    export_no_trace: str = "No paper trace in this deal: there is no review report to write."

    # footer
    # Arrows and ⏎ are East Asian ambiguous width: Chinese names the keys in words.
    show_move: str = "←→"
    show_play: str = "⏎"
    show_next: str = "n→"
    show_back: str = "p←"
    key_next: str = "Next"
    key_back: str = "Back"
    key_goto: str = "Go to"
    key_details: str = "Details"
    key_export: str = "Export"
    key_code: str = "Code"
    key_move: str = "Move"
    key_play: str = "Play"
    key_why: str = "Why"
    key_undo: str = "Undo"
    key_restart: str = "Restart"
    key_scoring: str = "Scoring"
    key_help: str = "Help"
    key_quit: str = "Quit"

    # -- names ------------------------------------------------------------

    def seat(self, seat: Seat) -> str:
        """A seat's name (``"North"``)."""
        return self.seats[seat]

    def suit(self, suit: Suit) -> str:
        """A suit's name (``"Teal"``)."""
        return self.suits[suit]

    def card(self, card: Card) -> str:
        """A card's name (``"Teal 1"``)."""
        return self.card_name.format(suit=self.suits[card.suit], rank=card.rank)

    def team(self, team: Team) -> str:
        """A team's label (``"N/S"``), from its seats' codes unless the language names it."""
        if team in self.teams:
            return self.teams[team]
        first, second = team.seats
        return self.team_name.format(first=first.code, second=second.code)

    def score(self, score: Score) -> str:
        """``"0–1"``: N/S first."""
        return f"{score.ns}{self.score_dash}{score.ew}"

    def position(self, index: int) -> str:
        """``"1st"`` for index 0."""
        return self.positions[index]

    def variant(self, variant: ScoringVariant) -> str:
        """What a scoring variant changes (``"every trick 1"``)."""
        return self.variants.get(variant.code, variant.description)

    def listing(self, items: Sequence[str]) -> str:
        """``"a, b and c"``."""
        if len(items) < 2:
            return "".join(items)
        head = self.list_separator.join(items[:-1])
        return self.and_list.format(head=head, last=items[-1])

    # -- engine results in words ----------------------------------------------

    def reason(self, result: TrickResult) -> str:
        """Why a trick was won (``"Teal 4 — highest Teal"``)."""
        suit = self.suit(result.led) if result.led is not None else ""
        return self.short_reason.format(card=self.card(result.card), suit=suit)

    def play_line(self, trick_number: int, position: int, play: Play) -> str:
        """One history line (``"T2.3 South plays Amber 1"``)."""
        return self.history_play.format(
            step=step_id(trick_number, position),
            seat=self.seat(play.seat),
            card=self.card(play.card),
        )

    def outcome(self, result: HandResult) -> str:
        """``"draw"`` or ``"E/W win"``."""
        if result.outcome is Outcome.DRAW:
            return self.draw
        return self.team_wins.format(team=self.team(Team(result.outcome.value)))

    def summary(self, result: HandResult) -> str:
        """``"draw 2–2"`` or ``"E/W win 3–2"``."""
        score = result.score
        if result.outcome is Outcome.DRAW:
            return self.summary_draw.format(ns=score.ns, ew=score.ew)
        team = Team(result.outcome.value)
        other = Team.EW if team is Team.NS else Team.NS
        return self.summary_win.format(team=self.team(team), mine=score[team], theirs=score[other])

    def result_sentence(self, result: HandResult) -> str:
        """``"v1: N/S 2 – E/W 3, E/W win 3–2"``."""
        return self.result_line.format(
            variant=result.variant.code,
            ns_team=self.team(Team.NS),
            ns=result.score.ns,
            ew_team=self.team(Team.EW),
            ew=result.score.ew,
            outcome=self.summary(result),
        )

    def explanation(self, legal: LegalPlays) -> str:
        """Why the seat to play may play these cards, in one sentence."""
        if legal.reason is LegalReason.HAND_OVER or legal.seat is None:
            return self.legal_over
        seat = self.seat(legal.seat)
        if legal.reason is LegalReason.LEAD:
            return self.legal_lead.format(seat=seat)
        suit = self.suit(legal.led) if legal.led is not None else ""
        if legal.reason is LegalReason.FOLLOW:
            return self.legal_follow.format(seat=seat, suit=suit)
        return self.legal_discard.format(seat=seat, suit=suit)

    def why(self, state: GameState) -> str:
        """The ``w`` key: the rule, the led suit, and which cards it dims."""
        legal = state.legal_plays()
        explanation = self.explanation(legal)
        if legal.seat is None:
            return explanation
        dimmed = [self.card(card) for card in state.hand(legal.seat) if card not in legal]
        if not dimmed:
            return self.why_all_legal.format(explanation=explanation, seat=self.seat(legal.seat))
        return self.why_dimmed.format(explanation=explanation, dimmed=self.listing(dimmed))

    def error(self, error: FourLanternsError, state: GameState, *, typing: str = "card") -> str:
        """The one place an engine error becomes a sentence on the table.

        ``typing`` says what the user was typing (``"card"`` or ``"step"``),
        since a code error means a different thing for each.
        """
        if isinstance(error, IllegalPlay):
            return self._illegal(error, state)
        if isinstance(error, CodeError):
            template = self.bad_step if typing == "step" else self.bad_code
            return template.format(text=repr(error.text))
        return error.message

    def _illegal(self, error: IllegalPlay, state: GameState) -> str:
        card = self.card(error.card)
        if error.kind is IllegalKind.HAND_OVER:
            return self.illegal_over.format(tricks=state.rules.hand_size, card=card)
        seat = self.seat(error.seat) if error.seat is not None else ""
        if error.kind is IllegalKind.OUT_OF_TURN and state.to_play is not None:
            return self.illegal_turn.format(
                to_play=self.seat(state.to_play), step=error.step, seat=seat, card=card
            )
        if error.kind is IllegalKind.MUST_FOLLOW and error.led is not None:
            held = self.listing([self.card(c) for c in error.legal])
            return self.illegal_follow.format(
                seat=seat, held=held, suit=self.suit(error.led), card=card
            )
        if error.kind is IllegalKind.NOT_IN_HAND and error.seat is not None:
            return self._not_held(error.seat, error.card, state)
        return error.message

    def _not_held(self, seat: Seat, card: Card, state: GameState) -> str:
        name = self.seat(seat)
        if card not in state.rules.deck:
            return self.not_in_deck.format(seat=name, code=card.code)
        for number, trick in enumerate((*(t.plays for t in state.tricks), state.trick), start=1):
            for position, play in enumerate(trick, start=1):
                if play.card == card:
                    return self.not_held_played.format(
                        seat=name, card=self.card(card), step=step_id(number, position)
                    )
        for other in Seat:
            if card in state.hand(other):
                return self.not_held_other.format(
                    seat=name, card=self.card(card), other=self.seat(other)
                )
        return self.not_held.format(seat=name, card=self.card(card))


ENGLISH = Words(
    lang="en",
    seats={Seat.NORTH: "North", Seat.EAST: "East", Seat.SOUTH: "South", Seat.WEST: "West"},
    suits={Suit.AMBER: "Amber", Suit.TEAL: "Teal", Suit.MOSS: "Moss", Suit.VIOLET: "Violet"},
    positions=("1st", "2nd", "3rd", "4th"),
    variants={"v0": "every trick 1", "v1": "last trick 2"},
)
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
    ("·", "|"),
    ("×", "x"),
    ("▸", ">"),
    ("…", "..."),
    ("\u00a0", " "),
)


def _spell_ascii(value: object) -> object:
    if isinstance(value, str):
        for symbol, spelling in _ASCII_SPELLING:
            value = value.replace(symbol, spelling)
        return value
    if isinstance(value, tuple):
        return tuple(_spell_ascii(item) for item in value)
    return value


def ascii_words(words: Words) -> Words:
    """``words`` with every arrow, dash and dot spelled in ASCII, for ``--ascii``."""
    changes: dict[str, Any] = {
        field.name: _spell_ascii(getattr(words, field.name))
        for field in dataclasses.fields(words)
        if isinstance(getattr(words, field.name), str | tuple)
    }
    return dataclasses.replace(words, **changes)

"""The engine's facts in English: the one place the engine makes sentences.

Errors, legal plays, trick results and hand results carry facts (kinds,
reasons, rules, seats, cards); their English ``message``, ``explanation``,
``reason`` and ``summary`` are made here, and JSON output keeps these English
sentences in every language. Translations live outside the engine and read the
same facts.

A rule set that adds a fact adds its English with :func:`add_refusal`,
:func:`add_legal` or :func:`add_win_rule`; a fact without words is an error
(``LookupError``), never a silent fallback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from four_lanterns.engine.cards import Seat
from four_lanterns.engine.facts import Fact, IllegalKind, LegalReason, WinRule
from four_lanterns.engine.phases import Phase

if TYPE_CHECKING:
    from four_lanterns.engine.errors import IllegalBid, IllegalPlay
    from four_lanterns.engine.scoring import HandResult
    from four_lanterns.engine.sides import Side
    from four_lanterns.engine.tricks import LegalPlays, TrickResult

__all__ = [
    "add_legal",
    "add_refusal",
    "add_win_rule",
    "bid_refusal",
    "legal",
    "refusal",
    "short_reason",
    "side_name",
    "summary",
    "trick_reason",
]

Refusal = Callable[["IllegalPlay"], str]
Legal = Callable[["LegalPlays"], str]
Reason = Callable[["TrickResult"], str]

_F = TypeVar("_F", bound=Fact)
_W = TypeVar("_W")


def _lookup(table: dict[_F, _W], fact: _F) -> _W:
    try:
        return table[fact]
    except KeyError:
        raise LookupError(f"no English words for {fact!r} (namespace {fact.namespace!r})") from None


# -- refusals ------------------------------------------------------------------


def _hand_over(error: IllegalPlay) -> str:
    return f"The hand is over after {error.tricks} tricks; {error.card.word} cannot be played."


def _out_of_turn(error: IllegalPlay) -> str:
    assert error.to_play is not None and error.seat is not None
    seat = error.seat.word
    return (
        f"It is {error.to_play.word}'s turn at {error.step}, not {seat}'s; "
        f"{seat} cannot play {error.card.word} now."
    )


def _not_in_hand(error: IllegalPlay) -> str:
    assert error.seat is not None
    seat, card = error.seat.word, error.card
    if not error.in_deck:
        return f"{seat} does not hold {card.code}: there is no such card in the deck."
    if error.played_at:
        return f"{seat} does not hold {card.word}: it was played at {error.played_at}."
    if error.holder is not None:
        return f"{seat} does not hold {card.word}; {error.holder.word} holds it."
    return f"{seat} does not hold {card.word}."


def _must_follow(error: IllegalPlay) -> str:
    assert error.seat is not None and error.led is not None
    seat = error.seat.word
    held = " and ".join(card.word for card in error.legal)
    return (
        f"{seat} holds {held}, so {seat} must follow {error.led.word}; "
        f"{error.card.word} is not allowed."
    )


def _not_playing(error: IllegalPlay) -> str:
    if error.phase is Phase.BIDDING:
        return f"The seats are still bidding; {error.card.word} cannot be played yet."
    return f"Nothing has been dealt; {error.card.word} cannot be played."


_REFUSALS: dict[IllegalKind, Refusal] = {
    IllegalKind.NOT_PLAYING: _not_playing,
    IllegalKind.HAND_OVER: _hand_over,
    IllegalKind.OUT_OF_TURN: _out_of_turn,
    IllegalKind.NOT_IN_HAND: _not_in_hand,
    IllegalKind.MUST_FOLLOW: _must_follow,
}


def refusal(error: IllegalPlay) -> str:
    """Why ``error``'s play was refused (``"East holds Teal 4, so East must follow Teal; ..."``)."""
    return _lookup(_REFUSALS, error.kind)(error)


def add_refusal(kind: IllegalKind, words: Refusal) -> None:
    """Give a rule set's own refusal kind its English."""
    _REFUSALS[kind] = words


def _or_list(bids: tuple[int, ...]) -> str:
    words = [str(bid) for bid in bids]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def bid_refusal(error: IllegalBid) -> str:
    """Why ``error``'s bid was refused (``"East cannot bid 5: the bids allowed are 0 or 2."``)."""
    seat = error.seat.word if error.seat is not None else ""
    if error.kind is IllegalKind.OUT_OF_TURN and error.to_play is not None:
        return f"It is {error.to_play.word}'s turn to bid at {error.step}, not {seat}'s."
    if error.kind is IllegalKind.BID_RANGE and error.legal:
        allowed = _or_list(error.legal)
        return f"{seat} cannot bid {error.bid}: the bids allowed are {allowed}."
    who = f"; {seat} cannot bid {error.bid}." if seat else "."
    if error.phase is Phase.CHANCE:
        return f"Nothing has been dealt{who}"
    if error.phase is Phase.OVER:
        return f"The hand is over: no bid can be made{who}"
    return f"No bid can be made while the cards are played{who}"


# -- legal plays -----------------------------------------------------------------


def _lead(plays: LegalPlays) -> str:
    assert plays.seat is not None
    return f"{plays.seat.word} leads: any card may be played."


def _follow(plays: LegalPlays) -> str:
    assert plays.seat is not None and plays.led is not None
    seat, led = plays.seat.word, plays.led.word
    return f"{led} was led and {seat} holds {led}, so {seat} must follow {led}."


def _discard(plays: LegalPlays) -> str:
    assert plays.seat is not None and plays.led is not None
    return (
        f"{plays.led.word} was led and {plays.seat.word} holds none, so any card may be discarded."
    )


_HAND_OVER_LEGAL = "The hand is over: no card may be played."

_LEGAL: dict[LegalReason, Legal] = {
    LegalReason.HAND_OVER: lambda plays: _HAND_OVER_LEGAL,
    LegalReason.BIDDING: lambda plays: "The seats are bidding: no card may be played yet.",
    LegalReason.NOT_DEALT: lambda plays: "Nothing has been dealt: no card may be played yet.",
    LegalReason.LEAD: _lead,
    LegalReason.FOLLOW: _follow,
    LegalReason.DISCARD: _discard,
}


def legal(plays: LegalPlays) -> str:
    """Why these cards may be played (``"North leads: any card may be played."``)."""
    if plays.seat is None and plays.reason not in (LegalReason.BIDDING, LegalReason.NOT_DEALT):
        return _HAND_OVER_LEGAL  # nobody to play: a finished hand, whatever the reason says
    return _lookup(_LEGAL, plays.reason)(plays)


def add_legal(reason: LegalReason, words: Legal) -> None:
    """Give a rule set's own legal-play reason its English."""
    _LEGAL[reason] = words


# -- trick results ---------------------------------------------------------------


def _highest_led(result: TrickResult) -> str:
    assert result.led is not None
    text = f"{result.card.word} is the highest {result.led.word}"
    if result.discards:
        names = ", ".join(card.word for card in result.discards)
        text += f"; off-suit discards cannot win ({names})"
    return text


def _highest_led_short(result: TrickResult) -> str:
    assert result.led is not None
    return f"{result.card.word} — highest {result.led.word}"


_REASONS: dict[WinRule, tuple[Reason, Reason]] = {
    WinRule.HIGHEST_LED: (_highest_led, _highest_led_short),
}


def trick_reason(result: TrickResult) -> str:
    """Why the winner took the trick (``"Teal 4 is the highest Teal"``)."""
    return _lookup(_REASONS, result.rule)[0](result)


def short_reason(result: TrickResult) -> str:
    """The same for a narrow panel (``"Teal 4 — highest Teal"``)."""
    return _lookup(_REASONS, result.rule)[1](result)


def add_win_rule(rule: WinRule, reason: Reason, short: Reason) -> None:
    """Give a rule set's own win rule its English, long and short."""
    _REASONS[rule] = (reason, short)


# -- hand results ----------------------------------------------------------------


def side_name(side: Side) -> str:
    """A side as the hand summary writes it: a team's label (``"E/W"``) or a seat's name."""
    if isinstance(side, Seat):
        return side.word
    label = getattr(side, "label", None)
    return label if isinstance(label, str) else side.code


def summary(result: HandResult) -> str:
    """``"draw 2–2"`` or ``"E/W win 3–2"``: the winners' points first."""
    score = result.score
    if result.is_draw:
        return f"draw {score}"
    names = " and ".join(side_name(side) for side in result.winners)
    points = [score[result.winners[0]]]
    points += [score[side] for side in score if side not in result.winners]
    return f"{names} win {'–'.join(map(str, points))}"

"""The pure rules engine of Four Lanterns.

Nothing here imports a user interface. Typical use::

    from four_lanterns.engine import Card, Deal, V0

    state = Deal.load("fixtures/deal_fixed.toml").new_game()
    state = state.play(Card.parse("T1"))       # checked; raises IllegalPlay
    Card.parse("T4") in state.legal_plays()     # True: East must follow Teal
    state.score(V0)
"""

from four_lanterns.engine.cards import Card, Joker, Seat, Suit
from four_lanterns.engine.deal import Deal, TraceTrick
from four_lanterns.engine.errors import (
    CardCodeError,
    CodeError,
    DealError,
    FourLanternsError,
    IllegalBid,
    IllegalKind,
    IllegalPlay,
)
from four_lanterns.engine.facts import Fact, WinRule
from four_lanterns.engine.phases import Bid, Phase, Turn
from four_lanterns.engine.registry import find_game, games, register
from four_lanterns.engine.rules import Ruleset
from four_lanterns.engine.scoring import (
    V0,
    V1,
    VARIANTS,
    HandResult,
    ScoringVariant,
    TrickValues,
    variant_by_code,
)
from four_lanterns.engine.sides import Score, Side
from four_lanterns.engine.state import GameState
from four_lanterns.engine.tricks import (
    CompletedTrick,
    LegalPlays,
    LegalReason,
    Play,
    TrickResult,
    step_id,
)
from four_lanterns.games.four_lanterns.rules import FOUR_LANTERNS, FourLanternsRules, Team

__all__ = [
    "FOUR_LANTERNS",
    "V0",
    "V1",
    "VARIANTS",
    "Bid",
    "Card",
    "CardCodeError",
    "CodeError",
    "CompletedTrick",
    "Deal",
    "DealError",
    "Fact",
    "FourLanternsError",
    "FourLanternsRules",
    "GameState",
    "HandResult",
    "IllegalBid",
    "IllegalKind",
    "IllegalPlay",
    "Joker",
    "LegalPlays",
    "LegalReason",
    "Phase",
    "Play",
    "Ruleset",
    "Score",
    "ScoringVariant",
    "Seat",
    "Side",
    "Suit",
    "Team",
    "TraceTrick",
    "TrickResult",
    "TrickValues",
    "Turn",
    "WinRule",
    "find_game",
    "games",
    "register",
    "step_id",
    "variant_by_code",
]

# The shipped games register themselves on import; the engine's names above
# are complete by now, so each game's modules can import them.
import four_lanterns.games.sticheln  # noqa: F401

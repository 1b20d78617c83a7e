"""Games by name: a rule set registers itself, a deal file or a command names it.

``find_game("four-lanterns")`` returns the registered rule set; names are
matched ignoring case, spaces, hyphens and underscores, so ``Four Lanterns``
and ``four_lanterns`` find the same game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from four_lanterns.engine.errors import CodeError

if TYPE_CHECKING:
    from four_lanterns.engine.rules import Ruleset

__all__ = ["find_game", "games", "register", "unregister"]

_GAMES: dict[str, Ruleset] = {}
"""Registered rule sets by their own name, in registration order."""
_LOOKUP: dict[str, str] = {}
"""Folded name or alias → registered name."""


def _fold(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch not in " -_")


def register(rules: Ruleset, *, aliases: tuple[str, ...] = ()) -> None:
    """Make ``rules`` findable by ``rules.name`` and each alias.

    Registering a rule set under a name another game already holds is an
    error; registering the same rule set again replaces it (module reloads).
    """
    for name in (rules.name, *aliases):
        owner = _LOOKUP.get(_fold(name))
        if owner is not None and owner != rules.name:
            raise ValueError(f"the game name {name!r} is already taken by {owner!r}")
    _GAMES[rules.name] = rules
    for name in (rules.name, *aliases):
        _LOOKUP[_fold(name)] = rules.name


def unregister(name: str) -> None:
    """Forget a game and its aliases (tests that register a game of their own)."""
    real = _LOOKUP.get(_fold(name), name)
    _GAMES.pop(real, None)
    for key in [key for key, owner in _LOOKUP.items() if owner == real]:
        del _LOOKUP[key]


def find_game(name: str) -> Ruleset:
    """The rule set registered as ``name``; raises :class:`CodeError` naming the known games."""
    real = _LOOKUP.get(_fold(str(name)))
    if real is None:
        known = ", ".join(games())
        raise CodeError(f"{name!r} is not a known game (expected {known})", text=str(name))
    return _GAMES[real]


def games() -> tuple[str, ...]:
    """The names of every registered game, in registration order."""
    return tuple(_GAMES)

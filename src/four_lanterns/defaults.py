"""Defaults shared by the command line and the table: the fixed deals, the bots' pace."""

from __future__ import annotations

from pathlib import Path

__all__ = [
    "BOT_PACE",
    "DEFAULT_DEAL_NAME",
    "FIXED_DEALS",
    "default_deal_path",
    "fixed_deal_path",
]

BOT_PACE = 0.8
"""Seconds a bot waits before it bids or plays, so people can follow (``--bot-pace``)."""

DEFAULT_DEAL_NAME = "fixtures/deal_fixed.toml"
"""How the fixed deal is named in output, wherever it was found."""


FIXED_DEALS = {
    "four-lanterns": "fixtures/deal_fixed.toml",
    "sticheln": "fixtures/sticheln_fixed.toml",
}
"""Each game's fixed deal, by the name it is shown under."""


def fixed_deal_path(game: str) -> Path:
    """A game's fixed deal: shipped inside the wheel, or at the top of a checkout."""
    here = Path(__file__).resolve().parent
    name = Path(FIXED_DEALS[game]).name
    for candidate in (here / "_fixtures" / name, here.parent.parent / "fixtures" / name):
        if candidate.is_file():
            return candidate
    return here.parent.parent / "fixtures" / name


def default_deal_path() -> Path:
    """The fixed deal: shipped inside the wheel, or at the top of a checkout."""
    return fixed_deal_path("four-lanterns")

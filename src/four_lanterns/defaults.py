"""Where the fixed acceptance deal lives, installed or in a checkout."""

from __future__ import annotations

from pathlib import Path

__all__ = ["DEFAULT_DEAL_NAME", "FIXED_DEALS", "default_deal_path", "fixed_deal_path"]

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

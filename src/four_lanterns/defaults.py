"""Where the fixed acceptance deal lives, installed or in a checkout."""

from __future__ import annotations

from pathlib import Path

__all__ = ["DEFAULT_DEAL_NAME", "default_deal_path"]

DEFAULT_DEAL_NAME = "fixtures/deal_fixed.toml"
"""How the fixed deal is named in output, wherever it was found."""


def default_deal_path() -> Path:
    """The fixed deal: shipped inside the wheel, or at the top of a checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (
        here / "_fixtures" / "deal_fixed.toml",
        here.parent.parent / "fixtures" / "deal_fixed.toml",
    ):
        if candidate.is_file():
            return candidate
    return here.parent.parent / "fixtures" / "deal_fixed.toml"

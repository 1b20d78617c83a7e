"""Numbers given on the command line, refused in the words every option uses."""

from __future__ import annotations

import argparse

from four_lanterns.text import printable

__all__ = ["positive", "whole"]


def whole(text: str) -> int:
    """An integer (``--seed``, ``--rounds``, ``resume N``): else "'abc' is not a whole number"."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{printable(text, 20)!r} is not a whole number") from None


def positive(text: str) -> int:
    """An integer of 1 or more (``--duels``, ``--jobs``)."""
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not 1 or more")
    return value

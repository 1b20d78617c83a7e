"""The small types every catalogue module shares."""

from __future__ import annotations

from typing import Literal

__all__ = ["LANGS", "Lang", "Text"]

Lang = Literal["en", "de", "es", "zh"]
LANGS: tuple[Lang, ...] = ("en", "de", "es", "zh")

Text = str | tuple[str, ...] | tuple[tuple[str, str], ...]
"""A message: a template, a tuple of lines, or a tuple of (key, label) rows."""

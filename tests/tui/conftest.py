"""Fixtures of the card-table tests."""

from __future__ import annotations

import pytest

from four_lanterns.tui.app import FourLanternsApp


@pytest.fixture
def bells(monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """Counts terminal bells rung by any app in the test."""
    rung: list[None] = []
    monkeypatch.setattr(FourLanternsApp, "bell", lambda self: rung.append(None))
    return rung

"""Deals shared by the engine tests."""

from __future__ import annotations

import pytest
from lantern_deals import FIXED_DEAL_PATH, MIXED, SUIT_PER_SEAT

from four_lanterns.engine import Deal


@pytest.fixture
def fixed_deal() -> Deal:
    return Deal.load(FIXED_DEAL_PATH)


@pytest.fixture
def suit_per_seat() -> Deal:
    return Deal.from_hands(SUIT_PER_SEAT, "N")


@pytest.fixture
def mixed() -> Deal:
    return Deal.from_hands(MIXED, "N")

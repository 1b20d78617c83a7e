"""The toy game is registered for each test of this folder, and only then."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import toy_trump


@pytest.fixture(autouse=True)
def toy_game() -> Iterator[None]:
    toy_trump.install()
    yield
    toy_trump.uninstall()

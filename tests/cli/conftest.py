"""The command line's tests: the card table replaced by a recorder of its calls."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture
def table(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """``run_table`` replaced: the calls it would get (see ``lantern_cli.on_a_terminal``)."""
    calls: list[dict[str, Any]] = []

    def fake(deal: object, source: str, variant: object, **options: Any) -> int:
        calls.append({"deal": deal, "source": source, **options})
        return 0

    import four_lanterns.tui.app as app

    monkeypatch.setattr(app, "run_table", fake)
    return calls

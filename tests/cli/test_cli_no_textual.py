"""The engine and the trace/replay paths of the CLI never import textual."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "sticheln_duel_seed7.toml"


def test_engine_and_cli_paths_do_not_import_textual() -> None:
    code = textwrap.dedent(
        f"""
        import contextlib, io, sys
        import four_lanterns.engine
        import four_lanterns.cli.main
        from four_lanterns.cli.main import main

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["trace"]) == 0
            assert main(["trace", "--format", "json", "--variant", "v1"]) == 0
            assert main(["replay", "--plays", "N:T1"]) == 0
            assert main(["replay", "--plays", "N:T1 E:A2", "--format", "json"]) == 1
            assert main(["trace", "--deal", {str(RECORD)!r}, "--round", "2"]) == 0
            assert main(["replay", "--deal", {str(RECORD)!r}, "--format", "record"]) == 0
            assert main(["export", "--plays", "N:T1"]) == 0
        assert "Teal 4 is the highest Teal" in out.getvalue()
        loaded = sorted(name for name in sys.modules if name.split(".")[0] == "textual")
        print(loaded)
        assert "textual" not in sys.modules, loaded
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "[]"


def test_the_check_that_textual_is_absent_can_see_textual() -> None:
    # Guard against a test that cannot fail: in the same kind of subprocess,
    # importing textual is seen by the same check.
    code = "import sys, four_lanterns.engine, textual; print('textual' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"

"""The user interface stays inside its package: nothing else loads Textual."""

from __future__ import annotations

import subprocess
import sys

_PROBE = """
import sys
import four_lanterns.cli.main
import four_lanterns.engine
import four_lanterns.engine.record
from four_lanterns.cli.main import main
assert main(["trace", "--format", "json"]) == 0
loaded = sorted(name for name in sys.modules if name.split(".")[0] == "textual")
print("TEXTUAL:", loaded, file=sys.stderr)
sys.exit(1 if loaded else 0)
"""


def test_engine_and_trace_command_never_import_textual() -> None:
    """The engine and `four-lanterns trace` run without loading Textual at all."""
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert '"variant": "v0"' in done.stdout

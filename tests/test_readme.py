"""The command-line sessions pasted in README.md are what the program prints.

Every fenced block that starts with ``$ four-lanterns`` is replayed: each
``$`` line runs in bash from the top of the checkout (``echo $?`` reports the
previous command's exit code), and the block must read exactly as pasted.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = [
    block
    for block in re.findall(
        r"^```\n(.*?)^```", (ROOT / "README.md").read_text("utf-8"), re.M | re.S
    )
    if block.startswith("$ four-lanterns")
]


def replay(block: str) -> str:
    # No COLUMNS or LINES from the caller's shell: the pasted output is at the pipe's 80 columns.
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    out: list[str] = []
    last = 0
    for line in block.splitlines():
        if not line.startswith("$ "):
            continue
        command = line[2:]
        out.append(line)
        if command == "echo $?":
            out.append(str(last))
            continue
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=60,
            check=False,
        )
        last = done.returncode
        out.extend(done.stdout.splitlines())
    return "\n".join(out) + "\n"


def test_the_readme_has_sessions() -> None:
    assert len(BLOCKS) >= 4


def without_gaps(text: str) -> str:
    """A blank line that only separates two pasted commands is layout, not output."""
    return re.sub(r"\n\n(?=\$ )", "\n", text)


@pytest.mark.parametrize("block", BLOCKS, ids=[b.splitlines()[0][2:40] for b in BLOCKS])
def test_pasted_session_is_real(block: str) -> None:
    assert replay(block) == without_gaps(block)

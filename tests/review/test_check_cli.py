"""`four-lanterns check` by subprocess: statuses, divergence, languages, golden report."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data"
GOLDEN = DATA / "golden"


def run(*args: str, env_lang: str = "C") -> subprocess.CompletedProcess[str]:
    program = shutil.which("four-lanterns")
    command = [program] if program else [sys.executable, "-m", "four_lanterns"]
    return subprocess.run(
        [*command, "check", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": str(Path(sys.executable).parent), "LANG": env_lang},
        timeout=60,
        check=False,
    )


def report(*args: str) -> dict[str, object]:
    done = run("--format", "json", *args)
    data = json.loads(done.stdout)
    assert isinstance(data, dict)
    return data


def statuses(data: dict[str, object]) -> list[str]:
    tricks = data["tricks"]
    assert isinstance(tricks, list)
    return [trick["status"] for trick in tricks]


@pytest.mark.parametrize(
    ("variant", "score"), [("v0", {"NS": 2, "EW": 2}), ("v1", {"NS": 2, "EW": 3})]
)
def test_the_fixed_trace_gives_four_matches(variant: str, score: dict[str, int]) -> None:
    done = run("--format", "json", "--variant", variant)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert statuses(data) == ["match"] * 4
    assert data["first_divergence"] is None
    assert data["score"] == score
    assert data["result"] == ("draw" if variant == "v0" else "EW")
    assert data["deal"]["file"] == "fixtures/deal_fixed.toml"
    sha = data["deal"]["sha256"]
    assert re.fullmatch(r"[0-9a-f]{64}", sha)
    first = data["tricks"][0]
    assert first["expected"]["plays"] == ["N:T1", "E:T4", "S:T3", "W:T2"]
    assert first["observed"]["plays"] == ["N:T1", "E:T4", "S:T3", "W:T2"]
    assert first["observed"]["winner"] == "E"


def test_a_partial_sequence_is_not_executed_and_exits_3() -> None:
    done = run("--format", "json", "--plays", "N:T1 E:T4 S:T3 W:T2 E:A2")
    assert done.returncode == 3
    data = json.loads(done.stdout)
    assert statuses(data) == ["match", "not_executed", "not_executed", "not_executed"]
    assert data["first_divergence"] is None
    assert data["result"] is None
    assert data["tricks"][1]["observed"]["plays"] == ["E:A2"]
    assert data["tricks"][2]["observed"] is None


def test_a_departing_sequence_names_the_first_divergence() -> None:
    data = report("--plays", "N:T1 E:T4 S:T3 W:T2 E:M1")
    assert statuses(data) == ["match", "mismatch", "not_executed", "not_executed"]
    assert data["first_divergence"] == {
        "step": "T2.1",
        "expected": "E:A2",
        "observed": "E:M1",
        "field": "plays",
        "refused": None,
    }


def test_a_wrong_winner_in_the_fixture_is_flagged_with_its_field() -> None:
    done = run("--deal", str(DATA / "deal_wrong_winner.toml"), "--format", "json")
    assert done.returncode == 3
    data = json.loads(done.stdout)
    assert statuses(data) == ["match", "match", "mismatch", "match"]
    assert data["tricks"][2]["field"] == "winner"
    assert data["first_divergence"]["field"] == "winner"


def test_an_illegal_play_exits_1_and_still_reports() -> None:
    done = run("--format", "json", "--plays", "N:T1 E:A2")
    assert done.returncode == 1
    data = json.loads(done.stdout)
    assert data["first_divergence"]["step"] == "T1.2"
    assert "must follow Teal" in data["first_divergence"]["refused"]
    assert "T1.2" in done.stderr
    assert "Traceback" not in done.stderr


def normalise(text: str) -> str:
    text = re.sub(r"\d{4}-\d{2}-\d{2}", "YYYY-MM-DD", text)
    return re.sub(
        r"(Program version|Programmversion|Versión del programa|程序版本)(: |：)\S+", r"\1\2X", text
    )


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("fixed_v1_en.md", ["--variant", "v1", "--lang", "en"]),
        ("departing_de.md", ["--plays", "N:T1 E:T4 S:T3 W:T2 E:M1", "--lang", "de"]),
        (
            "wrong_winner_zh.md",
            ["--deal", "tests/review/data/deal_wrong_winner.toml", "--lang", "zh"],
        ),
        # T2 begun on the paper's cards: "en curso", as the checklist on screen says.
        ("in_progress_es.md", ["--plays", "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1", "--lang", "es"]),
    ],
)
def test_markdown_report_matches_the_golden_file(name: str, args: list[str]) -> None:
    done = run("--format", "markdown", *args)
    assert done.returncode in (0, 3), done.stderr
    expected = (GOLDEN / name).read_text(encoding="utf-8")
    assert normalise(done.stdout) == expected


def test_output_is_written_to_a_file(tmp_path: Path) -> None:
    target = tmp_path / "report.md"
    done = run("--format", "markdown", "--output", str(target))
    assert done.returncode == 0
    assert done.stdout == ""
    assert target.read_text(encoding="utf-8").startswith("# Four Lanterns review report")
    assert [p.name for p in tmp_path.iterdir()] == ["report.md"]


def test_an_unwritable_output_is_exit_2_with_one_line(tmp_path: Path) -> None:
    done = run("--output", str(tmp_path / "missing-folder" / "r.md"))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "--output" in done.stderr
    assert "Traceback" not in done.stderr


def test_language_comes_from_the_locale() -> None:
    done = run(env_lang="de_DE.UTF-8")
    assert "Prüfbericht" in done.stdout
    assert "stimmt" in done.stdout
    done = run(env_lang="fr_FR.UTF-8")
    assert "review report" in done.stdout


def test_unknown_language_is_exit_2() -> None:
    done = run("--lang", "fr")
    assert done.returncode == 2
    assert "--lang" in done.stderr
    assert done.stderr.count("\n") == 1


# -- seats, quotes and dashes as each language writes them ---------------------------

STICHELN = "fixtures/sticheln_fixed.toml"


@pytest.mark.parametrize("fmt", ["table", "markdown"])
@pytest.mark.parametrize(
    ("lang", "column", "result"),
    [
        (
            "en",
            "Taken N–E–S–W",
            "Result: tricks taken N 1, E 2, S 2, W 0: match; points N -10, E 40, S -10, W 20: match",
        ),
        (
            "de",
            "Stiche N–O–S–W",
            "Ergebnis: Stiche N 1, O 2, S 2, W 0: stimmt; Punkte N -10, O 40, S -10, W 20: stimmt",
        ),
        (
            "es",
            "Bazas N–E–S–O",
            "Resultado: bazas ganadas N 1, E 2, S 2, O 0: coincide; "
            "puntos N -10, E 40, S -10, O 20: coincide",
        ),
        (
            "zh",
            "赢墩 北 东 南 西",
            "结果：赢墩数 北 1、东 2、南 2、西 0：一致；得分 北 -10、东 40、南 -10、西 20：一致",
        ),
    ],
)
def test_a_sticheln_report_names_seats_as_its_language_abbreviates_them(
    fmt: str, lang: str, column: str, result: str
) -> None:
    """Ost and Oeste are "O", as the bids row and "N/S – O/W" say; Chinese names 北东南西.
    JSON keeps the seat codes."""
    done = run("--deal", STICHELN, "--format", fmt, "--lang", lang)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert sum(column in line for line in lines) == 2  # expected and observed tables
    assert lines[-1] == result
    data = report("--deal", STICHELN, "--lang", lang)
    assert data["totals"] == report("--deal", STICHELN, "--lang", "en")["totals"]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", 'fixtures/deal_fixed.toml ("Four Lanterns — fixed acceptance deal")'),
        ("de", "fixtures/deal_fixed.toml („Four Lanterns — fixed acceptance deal“)"),
        ("es", "fixtures/deal_fixed.toml («Four Lanterns — fixed acceptance deal»)"),
        ("zh", "fixtures/deal_fixed.toml（“Four Lanterns — fixed acceptance deal”）"),
    ],
)
def test_the_deal_title_is_quoted_as_its_language_quotes(lang: str, line: str) -> None:
    done = run("--lang", lang)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[2].endswith(line)


@pytest.mark.parametrize(
    ("lang", "column", "result"),
    [
        ("en", "Score N/S–E/W", "Result: N/S 2 – E/W 2 — draw 2–2"),
        ("de", "Punktestand N/S–O/W", "Ergebnis: N/S 2 – O/W 2 — unentschieden 2–2"),
        # Chinese scores are written 2-2 (an en dash may be drawn two cells wide): the
        # sides are joined as the table's score line joins them, with no en dash either.
        ("zh", "比分 北/南 东/西", "结果：北/南 2，东/西 2 — 平局 2-2"),
    ],
)
def test_a_drawn_hand_is_one_notation_in_each_language(lang: str, column: str, result: str) -> None:
    done = run("--lang", lang)
    lines = done.stdout.splitlines()
    assert sum(column in line for line in lines) == 2
    assert lines[-1] == result

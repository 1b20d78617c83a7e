"""``check --output``: devices, pipes and links survive; the deal is never overwritten."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path

import pytest
from lantern_cli import ROOT, assert_clean_usage_error, run

from four_lanterns.cli.main import main

DEAL = ROOT / "fixtures" / "deal_fixed.toml"
HEADING = "# Four Lanterns review report"
OLD_REPORT = f"{HEADING}\n\n- Deal file: old.toml\n- SHA-256: 0123\n"
"""The head of a report check wrote before: the only kind of file a report replaces."""
needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")


def check(*args: str) -> int:
    return main(["check", "--format", "markdown", "--lang", "en", *args])


def one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith("four-lanterns: ")
    assert "Traceback" not in captured.err
    return lines[0]


@needs_root
def test_a_device_node_stays_a_device(tmp_path: Path) -> None:
    null = tmp_path / "null"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    assert check("--output", str(null)) == 0
    assert stat.S_ISCHR(null.lstat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"]


@needs_root
def test_a_full_device_is_exit_2_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    assert check("--output", str(full)) == 2
    line = one_error_line(capsys)
    assert f"--output {full}: cannot be written (No space left on device)" in line
    assert stat.S_ISCHR(full.lstat().st_mode)


def test_a_named_pipe_reader_receives_the_report(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert check("--output", str(pipe)) == 0
        received = os.read(reader, 65536).decode("utf-8")
    finally:
        os.close(reader)
    assert received.startswith(HEADING)
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_named_pipe_without_reader_is_exit_2_not_a_hang(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert check("--output", str(pipe)) == 2
    assert f"--output {pipe}: is a named pipe with no reader" in one_error_line(capsys)
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_symlink_stays_and_its_target_holds_the_report(tmp_path: Path) -> None:
    (tmp_path / "dotfiles").mkdir()
    real = tmp_path / "dotfiles" / "report.md"
    real.write_text(OLD_REPORT, encoding="utf-8")
    link = tmp_path / "report.md"
    link.symlink_to(Path("dotfiles") / "report.md")
    assert check("--output", str(link)) == 0
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8").startswith(HEADING)


def test_a_directory_is_refused_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check("--output", str(tmp_path)) == 2
    assert (
        one_error_line(capsys) == f"four-lanterns: --output {tmp_path}: is a directory, not a file"
    )


def test_a_new_report_gets_the_umask_mode_and_a_replaced_one_keeps_its_mode(
    tmp_path: Path,
) -> None:
    new, kept = tmp_path / "new.md", tmp_path / "kept.md"
    kept.write_text(OLD_REPORT, encoding="utf-8")
    kept.chmod(0o640)
    old = os.umask(0o022)
    try:
        assert check("--output", str(new)) == 0
        assert check("--output", str(kept)) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    assert kept.read_text(encoding="utf-8").startswith(HEADING)


def test_a_250_byte_file_name_works(tmp_path: Path) -> None:
    target = tmp_path / ("r" * 247 + ".md")
    assert check("--output", str(target)) == 0
    assert target.read_text(encoding="utf-8").startswith(HEADING)
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def bad_name_deal(folder: Path) -> Path:
    """The fixed deal under a name that is not UTF-8 (the byte 0xff)."""
    deal = folder / os.fsdecode(b"bad\xff.toml")
    shutil.copyfile(DEAL, deal)
    return deal


def test_a_deal_named_with_a_bad_byte_is_no_traceback(tmp_path: Path) -> None:
    bad_name_deal(tmp_path)
    done = run("check", "--deal", os.fsdecode(b"bad\xff.toml"), "--output", "r.md", cwd=tmp_path)
    assert "Traceback" not in done.stderr
    assert done.returncode == 0, done.stderr
    assert "Four Lanterns review report" in (tmp_path / "r.md").read_text(encoding="utf-8")


# -- these need main.py to call four_lanterns.files.write_text itself -------------------


def test_dash_is_standard_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    done = run("check", "--format", "markdown", "--lang", "en", "--output", "-", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(HEADING)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("through_link", [False, True])
def test_the_deal_file_is_refused_and_unchanged(tmp_path: Path, through_link: bool) -> None:
    deal = tmp_path / "deal.toml"
    shutil.copyfile(DEAL, deal)
    target = deal
    if through_link:
        target = tmp_path / "report.md"
        target.symlink_to(deal)
    done = run("check", "--deal", str(deal), "--output", str(target), cwd=tmp_path)
    line = assert_clean_usage_error(done, f"--output {target}: is the same file as")
    assert line.count("--output") == 1
    assert deal.read_bytes() == DEAL.read_bytes()


@pytest.mark.parametrize("fmt", ["markdown", "json"])
def test_a_deal_named_with_a_bad_byte_is_named_readably(tmp_path: Path, fmt: str) -> None:
    bad_name_deal(tmp_path)
    name = os.fsdecode(b"bad\xff.toml")
    done = run("check", "--deal", name, "--format", fmt, "--output", "r", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "r").read_text(encoding="utf-8")
    if fmt == "json":
        assert json.loads(text)["deal"]["file"] == "bad\\xff.toml"
    else:
        assert "bad\\xff.toml" in text


@pytest.mark.parametrize("kept", ["deal", "record"])
def test_a_report_is_not_written_over_a_deal_or_a_record(tmp_path: Path, kept: str) -> None:
    # A local fixtures/deal_fixed.toml (or any TOML) is not the deal read by default: keep it.
    target = tmp_path / "fixtures" / "deal_fixed.toml"
    target.parent.mkdir()
    if kept == "deal":
        shutil.copyfile(DEAL, target)
    else:
        exported = run("export", "--output", str(target), cwd=tmp_path)
        assert exported.returncode == 0, exported.stderr
    before = target.read_bytes()
    done = run("check", "--output", "fixtures/deal_fixed.toml", cwd=tmp_path)
    what = "a deal file" if kept == "deal" else "a game record"
    assert_clean_usage_error(
        done,
        f"--output fixtures/deal_fixed.toml: exists and is {what}, not a report; not overwritten",
    )
    assert target.read_bytes() == before


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("game.toml", (ROOT / "tests" / "data" / "records" / "cut_short.toml").read_bytes()),
        ("deal.toml", DEAL.read_bytes().replace(b"[hands]", b"[hands", 1)),
        ("deal.toml", DEAL.read_bytes() + b"# \xff\n"),
        ("game.txt", b"format = 1\n[[round]]\nplays = [\n"),
    ],
    ids=["record-cut-short", "deal-mistyped", "deal-not-utf8", "record-named-txt"],
)
def test_a_report_is_not_written_over_a_broken_deal_or_record(
    tmp_path: Path, name: str, kept: bytes
) -> None:
    """Not valid TOML, but a deal or a record by its name or keys: the file to mend."""
    target = tmp_path / name
    target.write_bytes(kept)
    done = run("check", "--output", name, cwd=tmp_path)
    assert_clean_usage_error(
        done,
        f"--output {name}: exists and reads as a deal file or a game record "
        "that does not parse, not a report; not overwritten",
    )
    assert target.read_bytes() == kept


def test_a_report_is_not_written_over_another_toml_file(tmp_path: Path) -> None:
    """No report is TOML: a .toml file with keys is someone's settings, not an old report."""
    target = tmp_path / "pyproject.toml"
    shutil.copyfile(ROOT / "pyproject.toml", target)
    kept = target.read_bytes()
    done = run("check", "--output", "pyproject.toml", cwd=tmp_path)
    assert_clean_usage_error(
        done, "--output pyproject.toml: exists and is a TOML file, not a report; not overwritten"
    )
    assert target.read_bytes() == kept


@pytest.mark.parametrize("name", ["empty.toml", "empty.md"])
def test_a_report_replaces_an_empty_file_whatever_its_name(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_bytes(b"\n")
    done = run("check", "--output", name, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / name).read_text(encoding="utf-8").startswith("Four Lanterns")


def test_a_report_named_toml_is_written_again_in_each_format(tmp_path: Path) -> None:
    """Its own report is the program's to replace, whatever it is named."""
    for fmt in ("table", "json", "markdown", "table"):
        done = run("check", "--format", fmt, "--output", "r.toml", cwd=tmp_path)
        assert done.returncode == 0, (fmt, done.stderr)
    assert (tmp_path / "r.toml").read_text(encoding="utf-8").startswith("Four Lanterns")


def test_a_file_larger_than_any_report_is_kept(tmp_path: Path) -> None:
    (tmp_path / "big.md").write_text("x" * (2 << 20), encoding="utf-8")
    done = run("check", "--output", "big.md", cwd=tmp_path)
    assert_clean_usage_error(
        done, "--output big.md: exists and is larger than any report, not a report; not overwritten"
    )
    assert (tmp_path / "big.md").stat().st_size == 2 << 20


@pytest.mark.parametrize("command", [["check"], ["export"]], ids=["report", "record"])
@pytest.mark.parametrize("there", [None, "old report\n"], ids=["nothing-there", "a-file"])
def test_an_output_ending_in_a_slash_names_a_folder(
    tmp_path: Path, command: list[str], there: str | None
) -> None:
    """``out/new/`` is not a file called ``new``: a folder that is not there."""
    if there is not None:
        (tmp_path / "new").write_text(there, encoding="utf-8")
    done = run(*command, "--output", "new/", cwd=tmp_path)
    assert_clean_usage_error(done, "--output new/: ends in a slash, and no such folder exists")
    if there is None:
        assert not (tmp_path / "new").exists()
    else:
        assert (tmp_path / "new").read_text(encoding="utf-8") == there


@pytest.mark.parametrize("fmt", ["table", "markdown", "json"])
@pytest.mark.parametrize("lang", ["en", "de", "zh"])
def test_a_report_replaces_an_earlier_report(tmp_path: Path, fmt: str, lang: str) -> None:
    """Whatever its format and language, and whatever the new one's."""
    target = tmp_path / "report.txt"
    first = run("check", "--format", fmt, "--lang", lang, "--output", str(target), cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    done = run("check", "--format", "markdown", "--output", str(target), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert target.read_text(encoding="utf-8").startswith(HEADING)


@pytest.mark.parametrize(
    ("kept", "what"),
    [
        ("# my notes\n", "is not a report"),
        ("old report\n", "is not a report"),
        ("a = 1\n", "is a TOML file, not a report"),
        ('# Notes\n\nA deal:\n\nhands.N = ["T1"]\n', "is not a report"),
        ("# Release 1.2\n\n- Tarball: x.tar.gz\n- SHA-256: 9f86\n", "is not a report"),
        ("[![badge](b.svg)](x)\nMy project\n", "is not a report"),
        (
            'game = "sticheln"\n[[round]]\nplays = []\n',
            "is a game record without its format line, not a report",
        ),
    ],
    ids=["notes", "text", "toml", "text-with-a-deal-key", "a-digest", "a-badge", "unmarked"],
)
def test_a_report_never_replaces_a_file_that_is_not_one(
    tmp_path: Path, kept: str, what: str
) -> None:
    """Only a report the program wrote is its to replace: notes are someone's."""
    target = tmp_path / "report.md"
    target.write_text(kept, encoding="utf-8")
    done = run("check", "--output", "report.md", cwd=tmp_path)
    assert_clean_usage_error(done, f"--output report.md: exists and {what}; not overwritten")
    assert target.read_text(encoding="utf-8") == kept

"""Writing files without harming what is there: devices, pipes, links, modes, names."""

from __future__ import annotations

import errno
import os
import socket
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from four_lanterns.files import OutputError, name_part, shown, write_new, write_text

TEXT = "# Report\n\nNorth Moss 2 — Türkis 中\n"
AS_ROOT = os.geteuid() == 0
needs_root = pytest.mark.skipif(not AS_ROOT, reason="making a device node needs root")


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def leftovers(folder: Path) -> list[str]:
    """Temporary files left behind in ``folder``."""
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def refusal(path: Path, text: str = TEXT, **kwargs: object) -> str:
    with pytest.raises(OutputError) as caught:
        write_text(path, text, **kwargs)  # type: ignore[arg-type]
    message = caught.value.message
    assert "\n" not in message
    return message


# -- what is written, and what stays what it was ------------------------------------


def test_a_new_file_is_written(tmp_path: Path) -> None:
    target = tmp_path / "report.md"
    assert write_text(target, TEXT) == target
    assert target.read_text(encoding="utf-8") == TEXT
    assert leftovers(tmp_path) == []


@needs_root
def test_a_null_device_stays_a_device(tmp_path: Path) -> None:
    null = tmp_path / "null"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    assert write_text(null, TEXT) == null
    assert stat.S_ISCHR(null.lstat().st_mode)
    assert os.major(null.lstat().st_rdev) == 1
    assert leftovers(tmp_path) == []


@needs_root
def test_a_full_device_is_an_error_and_stays_a_device(tmp_path: Path) -> None:
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    message = refusal(full)
    assert message.startswith(f"--output {full}: cannot be written (")
    assert os.strerror(errno.ENOSPC) in message
    assert stat.S_ISCHR(full.lstat().st_mode)


def test_a_named_pipe_gets_the_text_and_stays_a_pipe(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    try:
        write_text(pipe, TEXT)  # far smaller than a pipe's buffer: no reader thread needed
        received = os.read(reader, 65536)
    finally:
        os.close(reader)
    assert received.decode("utf-8") == TEXT
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_named_pipe_with_no_reader_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert refusal(pipe) == f"--output {pipe}: is a named pipe with no reader, not written"
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_link_stays_a_link_and_its_target_is_written(tmp_path: Path) -> None:
    (tmp_path / "dotfiles").mkdir()
    real = tmp_path / "dotfiles" / "report.md"
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "report.md"
    link.symlink_to(Path("dotfiles") / "report.md")  # relative, as dotfile managers make them
    assert write_text(link, TEXT) == real
    assert link.is_symlink()
    assert os.readlink(link) == str(Path("dotfiles") / "report.md")
    assert real.read_text(encoding="utf-8") == TEXT
    assert leftovers(tmp_path) == [] and leftovers(tmp_path / "dotfiles") == []


def test_a_link_to_nothing_yet_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "report.md"
    link.symlink_to(tmp_path / "real.md")
    assert write_text(link, TEXT) == tmp_path / "real.md"
    assert link.is_symlink()
    assert (tmp_path / "real.md").read_text(encoding="utf-8") == TEXT


@needs_root
def test_a_link_to_a_device_writes_the_device(tmp_path: Path) -> None:
    """Like ``--output /dev/stdout`` on a terminal: the link and the device both stay."""
    null = tmp_path / "null"
    os.mknod(null, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    link = tmp_path / "stdout"
    link.symlink_to(null)
    write_text(link, TEXT)
    assert link.is_symlink()
    assert stat.S_ISCHR(null.lstat().st_mode)


def test_standard_output_through_its_proc_link_when_it_is_a_pipe(tmp_path: Path) -> None:
    """``/dev/stdout`` on a pipe resolves to ``pipe:[…]``, a name that is nowhere."""
    reader, writer = os.pipe()
    try:
        write_text(Path(f"/proc/self/fd/{writer}"), TEXT)
        received = os.read(reader, 65536)
    finally:
        os.close(reader)
        os.close(writer)
    assert received.decode("utf-8") == TEXT


# -- refused --------------------------------------------------------------------------


def test_a_directory_is_refused(tmp_path: Path) -> None:
    assert refusal(tmp_path) == f"--output {tmp_path}: is a directory, not a file"


def test_a_socket_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a socket's path must be short
    with socket.socket(socket.AF_UNIX) as server:
        server.bind("sock")
        assert refusal(Path("sock")) == "--output sock: is a socket, not a file"
    assert stat.S_ISSOCK(Path("sock").lstat().st_mode)


@needs_root
def test_a_block_device_is_refused(tmp_path: Path) -> None:
    disk = tmp_path / "loop"
    os.mknod(disk, 0o600 | stat.S_IFBLK, os.makedev(7, 0))
    assert refusal(disk, what="--out") == f"--out {disk}: is a block device, not a file"
    assert stat.S_ISBLK(disk.lstat().st_mode)


def test_a_missing_folder_is_one_line_naming_the_path(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "r.md"
    message = refusal(target)
    assert message == f"--output {target}: cannot be written (No such file or directory)"


def test_a_failed_write_carries_the_systems_reason_alone_and_a_refusal_none(
    tmp_path: Path,
) -> None:
    """For a caller that words its own sentence (the table, in the user's language)."""
    with pytest.raises(OutputError) as failed:
        write_text(tmp_path / "missing" / "r.md", TEXT)
    assert failed.value.reason == os.strerror(errno.ENOENT)
    with pytest.raises(OutputError) as refused:
        write_text(tmp_path, TEXT)
    assert refused.value.reason is None


@pytest.mark.parametrize("how", ["same path", "symlink", "hard link", "other spelling"])
def test_a_protected_file_is_refused_and_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    monkeypatch.chdir(tmp_path)
    deal = tmp_path / "deal.toml"
    deal.write_text("title = 'x'\n", encoding="utf-8")
    target = {
        "same path": deal,
        "symlink": tmp_path / "link.toml",
        "hard link": tmp_path / "hard.toml",
        "other spelling": Path("./deal.toml"),
    }[how]
    if how == "symlink":
        target.symlink_to(deal)
    if how == "hard link":
        os.link(deal, target)
    message = refusal(target, protect=[Path("deal.toml")])
    assert message == (
        f"--output {target}: is the same file as deal.toml, which is read, not overwritten"
    )
    assert deal.read_text(encoding="utf-8") == "title = 'x'\n"


def test_an_unrelated_or_missing_protected_path_does_not_stop_writing(tmp_path: Path) -> None:
    (tmp_path / "deal.toml").write_text("x\n", encoding="utf-8")
    target = tmp_path / "report.md"
    write_text(target, TEXT, protect=[tmp_path / "deal.toml", tmp_path / "gone.toml"])
    assert target.read_text(encoding="utf-8") == TEXT


# -- modes and owners ------------------------------------------------------------------


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_of_the_umask(tmp_path: Path, umask: int, mode: int) -> None:
    old = os.umask(umask)
    try:
        write_text(tmp_path / "r.md", TEXT)
        new = write_new(tmp_path / "n.md", TEXT)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "r.md").stat().st_mode) == mode
    assert stat.S_IMODE(new.stat().st_mode) == mode


def test_a_replaced_file_keeps_its_mode(tmp_path: Path, umask_022: None) -> None:
    target = tmp_path / "r.md"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o640)
    write_text(target, TEXT)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert target.read_text(encoding="utf-8") == TEXT


@needs_root
def test_root_replacing_a_file_keeps_its_owner(tmp_path: Path) -> None:
    target = tmp_path / "r.md"
    target.write_text("old\n", encoding="utf-8")
    os.chown(target, 1234, 2345)
    write_text(target, TEXT)
    info = target.stat()
    assert (info.st_uid, info.st_gid) == (1234, 2345)


# -- names -----------------------------------------------------------------------------


def test_a_250_byte_name_works(tmp_path: Path) -> None:
    target = tmp_path / ("r" * 247 + ".md")
    assert len(target.name.encode()) == 250
    write_text(target, TEXT)
    assert target.read_text(encoding="utf-8") == TEXT
    target.write_text("old\n", encoding="utf-8")
    write_text(target, TEXT)  # and replacing it too
    assert target.read_text(encoding="utf-8") == TEXT
    assert write_new(tmp_path / ("n" * 250), TEXT).name == "n" * 250
    assert leftovers(tmp_path) == []


def test_undecodable_bytes_are_shown_readably() -> None:
    assert shown("bad\udcff.toml") == "bad\\xff.toml"
    assert shown("two\nlines") == "two\\nlines"
    assert shown("Türkis 中.toml") == "Türkis 中.toml"


def test_a_name_part_is_readable_without_backslashes_and_fits() -> None:
    assert name_part("bad\udcff", 100) == "bad_xff"
    assert name_part("中" * 10, 10) == "中" * 3  # cut at a character, not inside one


def test_text_with_a_lone_surrogate_is_written_not_a_crash(tmp_path: Path) -> None:
    """A file name's bad byte that reached the text: written as U+FFFD, still valid UTF-8."""
    target = tmp_path / "r.json"
    write_text(target, '{"file": "bad\udcff.toml"}\n')
    assert target.read_text(encoding="utf-8") == '{"file": "bad\ufffd.toml"}\n'
    write_new(tmp_path / "n.md", "bad\udcff")
    assert (tmp_path / "n.md").read_text(encoding="utf-8") == "bad\ufffd"


def test_a_path_with_an_undecodable_byte_is_named_readably_in_errors(tmp_path: Path) -> None:
    folder = tmp_path / "bad\udcff"
    folder.mkdir()
    assert refusal(folder) == f"--output {tmp_path}/bad\\xff: is a directory, not a file"


# -- write_new -------------------------------------------------------------------------


def test_write_new_numbers_past_earlier_files_and_leaves_them_alone(tmp_path: Path) -> None:
    first = tmp_path / "report-v0.md"
    assert write_new(first, "one\n") == first
    assert write_new(first, "two\n") == tmp_path / "report-v0-2.md"
    assert write_new(first, "three\n") == tmp_path / "report-v0-3.md"
    assert first.read_text(encoding="utf-8") == "one\n"
    assert (tmp_path / "report-v0-2.md").read_text(encoding="utf-8") == "two\n"
    assert leftovers(tmp_path) == []


def test_write_new_never_writes_through_a_link_in_the_way(tmp_path: Path) -> None:
    (tmp_path / "r.md").symlink_to(tmp_path / "elsewhere.md")
    assert write_new(tmp_path / "r.md", TEXT) == tmp_path / "r-2.md"
    assert not (tmp_path / "elsewhere.md").exists()


def test_write_new_unnumbered_writes_the_name_given_or_nothing(tmp_path: Path) -> None:
    first = tmp_path / "r.md"
    assert write_new(first, "one\n", numbered=False) == first
    with pytest.raises(FileExistsError) as caught:
        write_new(first, "two\n", numbered=False)
    assert caught.value.filename == str(first)
    assert first.read_text(encoding="utf-8") == "one\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["r.md"]


def test_write_new_reports_a_folder_in_the_way(tmp_path: Path) -> None:
    (tmp_path / "r.md").mkdir()
    with pytest.raises(IsADirectoryError) as caught:
        write_new(tmp_path / "r.md", TEXT)
    assert caught.value.filename == str(tmp_path / "r.md")
    assert leftovers(tmp_path) == []


def test_write_new_without_hard_links_still_never_overwrites(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "r.md").write_text("one\n", encoding="utf-8")
    assert write_new(tmp_path / "r.md", TEXT) == tmp_path / "r-2.md"
    assert (tmp_path / "r.md").read_text(encoding="utf-8") == "one\n"
    assert (tmp_path / "r-2.md").read_text(encoding="utf-8") == TEXT
    assert leftovers(tmp_path) == []

"""Writing files without harming what is already there.

Two ways to write a text file; where a file is created or replaced, an
interrupted write leaves the old file or none, never half of the new one:

- :func:`write_text` writes what the user named (``check --output FILE``). A
  regular file is replaced atomically (a temporary file in the same folder,
  then a rename) and keeps its mode and, where allowed, its owner; a symbolic
  link is written through to its target and stays a link; a character device
  (``/dev/null``) or a named pipe is written in place, never renamed over;
  anything else (a folder, a socket, a block device) is refused. Files the
  caller reads (``protect``, e.g. the deal) are never overwritten.
- :func:`write_new` writes a file of the program's choosing (the table's
  ``x``): never over an existing one, numbering the name instead.

Text is written as UTF-8. File names need not be: :func:`shown` turns any path
into one readable line, with an undecodable byte spelt ``\\xff``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from four_lanterns.engine.errors import FourLanternsError
from four_lanterns.text import printable

__all__ = [
    "NAME_MAX",
    "OutputError",
    "name_part",
    "names_a_descriptor",
    "shown",
    "sync_folder",
    "write_new",
    "write_text",
]

NAME_MAX = 255
"""The longest file name, in bytes, on the file systems people use (ext4, APFS, NTFS)."""

# The temporary file sits beside the final one, so the rename is atomic; its
# name is short and fixed in length so that any legal final name still works.
_TEMP_PREFIX = ".fl-"
_TEMP_SUFFIX = ".tmp"
_MAX_NUMBER = 9999  # write_new gives up after this many taken names
_NEW_FILE_MODE = 0o666  # what open() asks for; the umask takes its part


class OutputError(FourLanternsError):
    """A file that cannot or must not be written; the message names it, on one line.

    ``reason`` is the operating system's own words for a call that failed
    (``No space left on device``), alone; ``None`` when the program refused.
    """

    title = "Cannot write"

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class _Refused(Exception):
    """Internal: the target is of a kind this module will not write; the reason."""


def shown(path: str | os.PathLike[str]) -> str:
    """``path`` as one readable line: an undecodable byte as ``\\xff``, controls escaped.

    A file name is any bytes but ``/`` and NUL; Python hands the undecodable
    ones over as lone surrogates, which can be neither printed nor written as
    UTF-8. The escaping is :func:`four_lanterns.text.printable`'s.
    """
    return printable(os.fspath(path))


def name_part(text: str, max_bytes: int) -> str:
    """``text`` made fit for a part of a file name of at most ``max_bytes`` bytes of UTF-8.

    Readable as :func:`shown`, but with no backslash (an escape would need quoting
    in a shell) and cut at a character boundary when too long.
    """
    part = shown(text).replace("\\", "_").replace("/", "_")
    encoded = part.encode("utf-8")
    if len(encoded) > max_bytes:
        part = encoded[:max_bytes].decode("utf-8", "ignore")
    return part


def _encode(text: str) -> bytes:
    """``text`` as UTF-8; a lone surrogate (a file name's bad byte) becomes U+FFFD.

    Callers are meant to pass names through :func:`shown`; this is the safety
    net, and keeps a JSON report valid where a backslash escape would not.
    """
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in text).encode()


def _umask() -> int:
    """The process umask, read without changing it where the system allows."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    # Setting and restoring is racy under threads, hence only the fallback.
    old = os.umask(0o022)
    os.umask(old)
    return old


def _new_mode() -> int:
    """The mode a file created by ``open()`` would get: 0o666 less the umask."""
    return _NEW_FILE_MODE & ~_umask()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def sync_folder(folder: Path) -> None:
    """Make a folder's entries (a rename, a new name) durable; quietly skipped where impossible."""
    # So the rename itself survives a crash; not every system can open a folder.
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _temporary(folder: Path, data: bytes, mode: int, owner: tuple[int, int] | None) -> str:
    """A complete temporary file in ``folder`` holding ``data``, with ``mode``; its path."""
    fd, temp = tempfile.mkstemp(prefix=_TEMP_PREFIX, suffix=_TEMP_SUFFIX, dir=folder)
    try:
        try:
            if owner is not None and owner != (os.getuid(), os.getgid()):
                # Only root may give a file away; the mode is kept regardless.
                with contextlib.suppress(OSError):
                    os.fchown(fd, *owner)
            os.fchmod(fd, mode)  # after chown, which would clear set-id bits
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return temp


def _replace(target: Path, data: bytes, mode: int, owner: tuple[int, int] | None) -> None:
    """Atomically make ``target`` (a regular file, or nothing yet) hold ``data``."""
    folder = target.parent
    temp = _temporary(folder, data, mode, owner)
    try:
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    sync_folder(folder)


def _write_in_place(path: Path, data: bytes) -> None:
    """Write ``data`` to a character device or a named pipe, which must not be renamed over."""
    # O_NONBLOCK: opening a pipe nobody reads fails at once (ENXIO) instead of
    # hanging, and a device that waits for a line on open (a modem) does not.
    flags = os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise _Refused("is a named pipe with no reader, not written") from None
        raise
    try:
        # It was checked before opening; check what was opened, in case it changed since.
        kind = os.fstat(fd).st_mode
        if not (stat.S_ISCHR(kind) or stat.S_ISFIFO(kind)):
            raise _Refused("changed while being opened, not written")
        os.set_blocking(fd, True)  # the writes themselves may wait for a slow reader
        _write_all(fd, data)
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISBLK(mode):
        return "a block device"
    return "not a regular file"


def _check_protected(info: os.stat_result, protect: Iterable[str | os.PathLike[str]]) -> None:
    for other in protect:
        try:
            theirs = os.stat(other)
        except OSError:
            continue  # nothing there (any more): nothing to protect
        if (theirs.st_dev, theirs.st_ino) == (info.st_dev, info.st_ino):
            raise _Refused(f"is the same file as {shown(other)}, which is read, not overwritten")


_DESCRIPTOR_FOLDERS = ("/dev/fd/", "/proc/")
_DESCRIPTOR_NAMES = ("/dev/stdin", "/dev/stdout", "/dev/stderr")
_MAX_LINKS = 40  # as the kernel's own limit on a chain of links


def names_a_descriptor(path: str | os.PathLike[str]) -> bool:
    """True if ``path``, or a link on the way to its target, is a descriptor's alias."""
    current = os.path.abspath(path)
    for _ in range(_MAX_LINKS):
        if current in _DESCRIPTOR_NAMES or current.startswith(_DESCRIPTOR_FOLDERS):
            return True
        if not os.path.islink(current):
            return False
        current = os.path.abspath(os.path.join(os.path.dirname(current), os.readlink(current)))
    return False


def _write(path: Path, data: bytes, protect: Iterable[str | os.PathLike[str]]) -> Path:
    """Write ``data`` to ``path`` as :func:`write_text` says; the path written."""
    try:
        info = os.stat(path)  # follows symbolic links: the kind of what is finally written
    except FileNotFoundError:
        # Nothing there, or a link to nothing: create the link's final target.
        target = Path(os.path.realpath(path))
        _replace(target, data, _new_mode(), None)
        return target if path.is_symlink() else path
    if stat.S_ISREG(info.st_mode):
        if names_a_descriptor(path):
            # /dev/stdout, /dev/fd/3, /proc/…/fd/…: another name for a file that
            # is open, maybe for appending; a rename would throw away the rest.
            raise _Refused("names an open file descriptor, not a file to replace")
        _check_protected(info, protect)
        target = Path(os.path.realpath(path))
        # realpath of a /proc link to a deleted file names nothing; do not guess.
        if not os.path.samestat(os.stat(target), info):
            raise _Refused("links to a file whose name cannot be found, not written")
        _replace(target, data, stat.S_IMODE(info.st_mode), (info.st_uid, info.st_gid))
        return target if path.is_symlink() else path
    if stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode):
        # Through the path as given: /dev/stdout resolves to a pipe with no name.
        _write_in_place(path, data)
        return path
    raise _Refused(f"is {_kind(info.st_mode)}, not a file")


def write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    protect: Iterable[str | os.PathLike[str]] = (),
    what: str = "--output",
) -> Path:
    """Write ``text`` (UTF-8) to ``path`` safely; return the path actually written.

    - Nothing there yet, or a regular file: a temporary file in the same folder,
      then a rename, so readers see the old or the new text, never a part.
      A new file gets the mode ``open()`` would give it (0o666 less the umask);
      a replaced one keeps its mode and, where allowed, its owner and group.
    - A symbolic link: the same, at its final target; the link stays. The
      target's path is returned.
    - A character device (``/dev/null``) or a named pipe: written in place. A
      pipe with no reader is refused rather than waited for.
    - A directory, a socket, a block device: refused.
    - The same file as one in ``protect`` (through any link): refused, untouched.

    Raises :class:`OutputError`, its message one line starting with ``what``
    and the path (``--output /x/y: is a directory, not a file``).
    """
    where = Path(path)
    named = os.fspath(path)
    if named.endswith(("/", os.sep)) and not where.is_dir():
        # Path() drops the slash: "out/new/" would write a file called "new".
        raise OutputError(f"{what} {shown(named)}: ends in a slash, and no such folder exists")
    try:
        return _write(where, _encode(text), protect)
    except _Refused as refusal:
        raise OutputError(f"{what} {shown(where)}: {refusal}") from None
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise OutputError(
            f"{what} {shown(where)}: cannot be written ({reason})", reason=reason
        ) from None


def _numbered(path: Path, number: int) -> Path:
    return path if number == 1 else path.with_name(f"{path.stem}-{number}{path.suffix}")


def _create_exclusively(path: Path, data: bytes, mode: int) -> None:
    # Without hard links (some network and FAT file systems): O_EXCL still never
    # overwrites, though an interrupted write could leave a short file.
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags, mode)
    try:
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    os.close(fd)


def write_new(
    path: str | os.PathLike[str], text: str, *, numbered: bool = True, mode: int | None = None
) -> Path:
    """Write ``text`` (UTF-8) to a file that did not exist; return its path.

    The file is ``path`` if that name is free, else ``stem-2.suffix``,
    ``stem-3.suffix`` and so on, in the same folder; with ``numbered`` false,
    ``path`` only (``FileExistsError`` if it is taken). The name is claimed
    exclusively (a hard link from a complete temporary file, which fails if the
    name exists), so no earlier file is ever replaced, even by a race, and no
    half file is ever seen. The mode is ``mode`` from the start, or the one
    ``open()`` would give.

    A folder in the way of ``path`` is reported (``IsADirectoryError``), not
    numbered past: it is not an earlier report, and hiding it would hide the
    mistake. Other errors are the ``OSError`` of the failing call.
    """
    first = Path(path)
    data = _encode(text)
    if mode is None:
        mode = _new_mode()
    folder = first.parent
    temp = _temporary(folder, data, mode, None)
    try:
        for number in range(1, (_MAX_NUMBER if numbered else 1) + 1):
            candidate = _numbered(first, number)
            try:
                os.link(temp, candidate, follow_symlinks=False)
            except FileExistsError:
                if candidate.is_dir() and not candidate.is_symlink():
                    raise IsADirectoryError(
                        errno.EISDIR, os.strerror(errno.EISDIR), str(candidate)
                    ) from None
                continue
            except OSError as error:
                if error.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EXDEV):
                    raise
                try:
                    _create_exclusively(candidate, data, mode)
                except FileExistsError:
                    continue
            sync_folder(folder)
            return candidate
    finally:
        Path(temp).unlink(missing_ok=True)
    taken = _numbered(first, 2) if numbered else first
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(taken))

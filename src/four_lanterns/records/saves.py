"""Autosaves: every game at the table kept as a record in the user's data folder.

The folder is ``$XDG_DATA_HOME/four-lanterns/`` (an absolute
``XDG_DATA_HOME`` only, as the XDG specification asks), else
``~/.local/share/four-lanterns/``. A game's first bid or card creates its
save, named for the game and the time, and never over an existing file;
every later action replaces it atomically and durably (a complete temporary
file, flushed and synced, renamed into place, the folder synced), so a crash
at any moment leaves the previous save or the new one, never part of one.
A save is the game's record with one key more, ``variant``: the scoring on
view at the table, so that the game is taken up on it again.

A save that cannot be read is never deleted or overwritten: it is moved into
``unreadable/`` beside the others, under a name no other file has, and the
user is told where it went; when the save has hidden hands the reason given
names only the round, step and field, never a card. A finished game stays in
the folder as its record.

Only files named as the program names its saves (``sticheln-20261201-103000.toml``)
are read; anything else in the folder is left alone. A save is written only
while it is the regular file the program last wrote there: a link or another
file put in its place is never written through; the game goes on in a new
file instead. A table holds a lock on its save (``.NAME.toml.lock`` beside it),
taken before the save is first written, so a game open at one table is not
offered or resumed at another, not even in the moment its save appears. The table
removes the lock file as it lets the game go (a new game, or quitting), and a
lock file no table holds is removed when the folder is read: none is left
behind, finished games' included.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from four_lanterns.engine.errors import FourLanternsError
from four_lanterns.files import OutputError, shown, sync_folder, write_new, write_text
from four_lanterns.match import Match
from four_lanterns.records.read import load_record
from four_lanterns.records.record import HIDDEN_REASON, GameRecord, NewerFormat, RecordError
from four_lanterns.records.write import record_toml

__all__ = [
    "APP_FOLDER",
    "SaveBusy",
    "SaveFailure",
    "SaveFolder",
    "SaveSlot",
    "Saved",
    "Unreadable",
    "data_folder",
]

APP_FOLDER = "four-lanterns"
"""The program's folder inside the data folder."""

_ASIDE = "unreadable"
_SUFFIX = ".toml"
_MAX_ASIDE = 9999
_MAX_NEW = 9999  # names tried for a game's first save
# The names the program gives its saves (write_new may number a taken one).
_SAVE_NAME = re.compile(r"(?:four-lanterns|sticheln)-\d{8}-\d{6}(?:-\d+)?\.toml")
# A temporary file of files.write_text left by a crash mid-save; one this old
# is no other table's save in progress.
_TEMP_NAME = re.compile(r"\.fl-.*\.tmp")
_STALE_AFTER = 3600.0
_LOCK_NAME = re.compile(r"\.(.+\.toml)\.lock")
_LOCK_TRIES = 100
_HIDDEN = re.compile(r"^\s*hidden\s*=\s*true\b", re.MULTILINE)
_SAVE_MODE = 0o600  # hidden hands are in it: for the user only


class SaveBusy(FourLanternsError):
    """A save another table has open."""

    title = "Game in use"


def data_folder(env: Mapping[str, str] | None = None) -> Path:
    """Where saves live: ``$XDG_DATA_HOME/four-lanterns``, else ``~/.local/share/four-lanterns``."""
    env = os.environ if env is None else env
    base = env.get("XDG_DATA_HOME", "")
    if not base or not os.path.isabs(base):
        home = env.get("HOME") or str(Path.home())
        base = os.path.join(home, ".local", "share")
    return Path(base) / APP_FOLDER


@dataclass(frozen=True, slots=True)
class Saved:
    """A save that was read: its file, its record, when it was last written, and if it is open."""

    path: Path
    record: GameRecord
    saved_at: float
    busy: bool = False
    """Another table has this game open."""

    @property
    def name(self) -> str:
        """The file's name, which identifies the game (``sticheln-20261201-103000``)."""
        return self.path.stem


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A save that could not be read, and where it was moved to (``None``: it stayed)."""

    path: Path
    reason: str
    moved_to: Path | None

    @property
    def message(self) -> str:
        """One line for the user."""
        if self.moved_to is None:
            return f"{shown(self.path)}: cannot be read ({self.reason}); left where it is"
        return (
            f"{shown(self.path)}: cannot be read ({self.reason}); moved to {shown(self.moved_to)}"
        )


@dataclass(frozen=True, slots=True)
class SaveFailure:
    """Why a save could not be written: the file or folder that failed, and the reason in words."""

    path: Path
    reason: str

    @property
    def message(self) -> str:
        """One line for the user: the path, then the reason."""
        return f"{shown(self.path)}: {self.reason}"


class SaveFolder:
    """The folder of saves: lists them, and opens a slot for a new game."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def from_environment(cls, env: Mapping[str, str] | None = None) -> SaveFolder:
        """The user's save folder (see :func:`data_folder`)."""
        return cls(data_folder(env))

    def holds(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is a save of this folder: a file in it, named as saves are."""
        try:
            where = Path(path).resolve()
            return where.parent == self.path.resolve() and bool(_SAVE_NAME.fullmatch(where.name))
        except (OSError, RuntimeError, ValueError):
            return False

    def new_slot(self) -> SaveSlot:
        """A slot for a game not saved yet: its file is made at the first save."""
        return SaveSlot(self)

    def read_all(self) -> tuple[list[Saved], list[Unreadable]]:
        """Every save in the folder, newest first, and those that could not be read.

        An unreadable save is moved aside as it is found (see the module).
        Files not named as saves, links and folders are left alone.
        """
        saved: list[Saved] = []
        unreadable: list[Unreadable] = []
        try:
            entries = sorted(os.scandir(self.path), key=lambda entry: entry.name)
        except (FileNotFoundError, NotADirectoryError):
            return saved, unreadable
        except OSError as error:
            raise FourLanternsError(
                f"{shown(self.path)}: the save folder cannot be read "
                f"({error.strerror or type(error).__name__})"
            ) from None
        for entry in entries:
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            path = Path(entry.path)
            if _LOCK_NAME.fullmatch(entry.name):
                _drop_unheld_lock(path)
                continue
            if _TEMP_NAME.fullmatch(entry.name):
                if time.time() - info.st_mtime > _STALE_AFTER:
                    with contextlib.suppress(OSError):
                        path.unlink()
                continue
            if not _SAVE_NAME.fullmatch(entry.name):
                continue
            try:
                record = load_record(path)
            except FourLanternsError as error:
                if isinstance(error, NewerFormat):
                    # A newer version's game: not broken, so not moved out of its way.
                    unreadable.append(Unreadable(path, _reason(error, path), None))
                else:
                    unreadable.append(self._move_aside(path, _reason(error, path)))
                continue
            saved.append(Saved(path, record, info.st_mtime, busy=_locked(path)))
        saved.sort(key=lambda item: (item.saved_at, item.name), reverse=True)
        return saved, unreadable

    def unfinished(self) -> tuple[list[Saved], list[Unreadable]]:
        """The saves of games not yet over, newest first, and those that could not be read."""
        saved, unreadable = self.read_all()
        return [item for item in saved if not item.record.over], unreadable

    def _move_aside(self, path: Path, reason: str) -> Unreadable:
        """Move ``path`` into ``unreadable/`` under a free name; never over another file."""
        aside = self.path / _ASIDE
        try:
            aside.mkdir(mode=0o700, exist_ok=True)
            if aside.is_symlink() or not aside.is_dir():
                return Unreadable(path, reason, None)  # not the folder the program made
            for number in range(1, _MAX_ASIDE + 1):
                target = aside / (path.name if number == 1 else f"{path.stem}-{number}{_SUFFIX}")
                try:
                    # A hard link claims the name or fails: nothing is ever replaced.
                    os.link(path, target, follow_symlinks=False)
                except FileExistsError:
                    continue
                sync_folder(aside)
                path.unlink()
                sync_folder(self.path)
                return Unreadable(path, reason, target)
        except OSError:
            pass
        return Unreadable(path, reason, None)


class SaveSlot:
    """Where one game is saved. The file is made at the game's first bid or card.

    Attributes:
        folder: the save folder.
        path: the save's file, once it has one.
        failure: why the last save failed, if it did: the path and the reason.
    """

    def __init__(self, folder: SaveFolder, path: Path | None = None, *, over: bool = False) -> None:
        """A slot; given the path of an existing save, it takes that save's lock.

        ``over``: that save is a finished game's (see :meth:`save`).
        Raises :class:`SaveBusy` when another table has that save open.
        """
        self.folder = folder
        self.path = path
        self.failure: SaveFailure | None = None
        self._written: str | None = None
        self._identity: tuple[int, int] | None = None
        self._lock: int | None = None
        self._lock_file: Path | None = None
        self._over = over  # the game last written here was over: that file is its record
        if path is not None:
            self._take(path)

    @property
    def error(self) -> str | None:
        """Why the last save failed, in one line naming the path, if it did."""
        return None if self.failure is None else self.failure.message

    def save(self, match: Match, variant: str | None = None) -> bool:
        """Save ``match``; False (and :attr:`failure` set) if it could not be written.

        ``variant`` is the code of the scoring on view at the table, kept in
        the save so that the game is taken up on it again. A game without a
        bid or card yet is not saved, unless it was saved before (a restart
        back to the deal is saved too). A game once saved over stays in its file
        as its record: taken back or played again (``u``, ``r`` on the result), it
        goes on in a new file.
        """
        record = GameRecord.of_match(match, variant=variant)
        if self._over and not match.over:
            self._release()
            self.path = self._written = self._identity = None
            self._over = False
        if self.path is None and not record.actions and not match.finished:
            return True
        text = record_toml(record)
        if text == self._written:
            return True
        where = self.path or self.folder.path  # what is being written, for the message
        try:
            if self.path is not None and not self._still_ours(self.path):
                # Something else stands at the save's name: never write through it.
                self._release()
                self.path = None
            if self.path is not None:
                where = self.path
                try:
                    write_text(self.path, text, what="save")
                except OutputError as error:
                    if error.reason is not None:
                        raise
                    # Refused: something else was put at the name as it was written.
                    self._release()
                    self.path = None
            if self.path is None:
                where = self.folder.path
                self.folder.path.mkdir(mode=0o700, parents=True, exist_ok=True)
                sync_folder(self.folder.path.parent)
                self.path = where = self._new_file(self.folder.path / _file_name(match), text)
            status = os.lstat(self.path)
        except (OSError, FourLanternsError) as error:
            self.failure = self._failure(error, where)
            return False
        self._identity = (status.st_dev, status.st_ino)
        self.failure = None
        self._written = text
        self._over = match.over
        return True

    def _failure(self, error: OSError | FourLanternsError, where: Path) -> SaveFailure:
        """Why writing ``where`` failed: the path at fault and the reason, in the system's words."""
        blocker = _in_the_way(self.folder.path)
        if blocker is not None:
            return SaveFailure(blocker, os.strerror(errno.ENOTDIR))
        if isinstance(error, OutputError) and error.reason is not None:
            # The system's words alone, as for any other failed call: the table
            # puts them into its own sentence, in its own language.
            return SaveFailure(where, error.reason)
        if isinstance(error, FourLanternsError):
            # The line names the save already (write_text's starts "save PATH: "):
            # keep only its reason.
            message = error.message
            for start in (f"save {shown(where)}: ", f"{shown(where)}: "):
                message = message.removeprefix(start)
            return SaveFailure(where, message)
        named = error.filename
        path = Path(named) if isinstance(named, str) and named else where
        if _TEMP_NAME.fullmatch(path.name):
            path = path.parent  # a temporary file of the save: its folder is at fault
        return SaveFailure(path, error.strerror or type(error).__name__)

    def _new_file(self, first: Path, text: str) -> Path:
        """Write the game's first save, ``first`` or a numbered name, and lock it; its path.

        A name's lock is taken before its save is written, so that no other
        table finds the save unlocked in the moment it appears. A name whose
        lock a table holds (a save of that name open, or being made) is
        numbered past, as is a name that is taken, by any file or folder.
        """
        for number in range(1, _MAX_NEW + 1):
            path = first if number == 1 else first.with_name(f"{first.stem}-{number}{_SUFFIX}")
            lock_file = _lock_path(path)
            lock: int | None
            try:
                lock = _hold(lock_file, create=True)
            except BlockingIOError:
                continue
            except OSError:
                lock = None  # a folder without locks: play on unguarded
            try:
                written = write_new(path, text, numbered=False, mode=_SAVE_MODE)
            except BaseException as error:
                if lock is not None:
                    _let_go(lock, lock_file)
                if isinstance(error, (FileExistsError, IsADirectoryError)):
                    continue
                raise
            self._lock = lock
            self._lock_file = None if lock is None else lock_file
            return written
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(first))

    def close(self) -> None:
        """Let the save go: another table may open it now."""
        self._release()

    def __del__(self) -> None:
        self._release()

    def _still_ours(self, path: Path) -> bool:
        """The save's name still holds the regular file last written (or read) there."""
        try:
            status = os.lstat(path)
        except FileNotFoundError:
            return False
        return stat.S_ISREG(status.st_mode) and (status.st_dev, status.st_ino) == self._identity

    def _take(self, path: Path) -> None:
        """Lock ``path`` for this table, and remember which file it is."""
        try:
            self._lock = _lock(path)
            self._lock_file = _lock_path(path)
        except BlockingIOError:
            raise SaveBusy(f"{shown(path)}: this game is open at another table") from None
        except OSError:
            self._lock = None  # a folder without locks: play on unguarded
        with contextlib.suppress(OSError):
            status = os.lstat(path)
            if stat.S_ISREG(status.st_mode):
                self._identity = (status.st_dev, status.st_ino)

    def _release(self) -> None:
        lock = getattr(self, "_lock", None)  # __del__ of a slot whose __init__ failed
        if lock is not None:
            self._lock = None
            # The lock file goes while its lock is still held, so never another
            # table's: one that opened it meanwhile finds it gone once it gets
            # the lock, and takes a new one (see _hold).
            lock_file = getattr(self, "_lock_file", None)
            self._lock_file = None
            if lock_file is not None:
                _remove_held(lock, lock_file)
            with contextlib.suppress(OSError):
                os.close(lock)


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _lock(path: Path) -> int:
    """An open descriptor holding the lock of the save at ``path``; BlockingIOError if taken."""
    return _hold(_lock_path(path), create=True)


def _hold(lock: Path, *, create: bool) -> int:
    """An open descriptor holding the lock file ``lock``; BlockingIOError if a table holds it.

    Any other failure (no lock file, a folder that may not be searched) is
    raised as its own ``OSError``.

    A lock file is removed by whoever holds its lock. Opened just before that,
    it is locked once let go, but no longer stands at its name: opened again,
    then, so that two tables never hold two files of the same name.
    """
    flags = os.O_RDWR | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(_LOCK_TRIES):
        fd = os.open(lock, flags | (os.O_CREAT if create else 0), _SAVE_MODE)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if _stands_at(fd, lock):
                return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
    # Removed under us time after time: as good as held.
    raise BlockingIOError(errno.EWOULDBLOCK, os.strerror(errno.EWOULDBLOCK), str(lock))


def _stands_at(fd: int, lock: Path) -> bool:
    """Whether the file open as ``fd`` is the one at the name ``lock``; False if none is.

    A look that fails for another reason (a folder that may not be searched)
    raises its ``OSError``: it is no sign of another table.
    """
    opened = os.fstat(fd)
    try:
        named = os.lstat(lock)
    except FileNotFoundError:
        return False
    return (opened.st_dev, opened.st_ino) == (named.st_dev, named.st_ino)


def _remove_held(fd: int, lock: Path) -> None:
    """Remove the lock file ``lock``, whose lock ``fd`` holds, if it still stands at its name."""
    with contextlib.suppress(OSError):
        if _stands_at(fd, lock):
            lock.unlink()


def _let_go(fd: int, lock: Path) -> None:
    """Remove the lock file ``lock``, whose lock ``fd`` holds, and let the lock go."""
    _remove_held(fd, lock)
    with contextlib.suppress(OSError):
        os.close(fd)


def _locked(path: Path) -> bool:
    """Whether another table holds the lock of the save at ``path``.

    No lock file is made to find out; one that no table holds is removed.
    """
    lock = _lock_path(path)
    try:
        fd = _hold(lock, create=False)
    except BlockingIOError:
        return True
    except OSError:
        return False  # no lock file, or none to be seen: no sign of another table
    _remove_held(fd, lock)
    os.close(fd)
    return False


def _drop_unheld_lock(lock: Path) -> None:
    """Remove a lock file no table holds: its save's, or one of a save that is gone.

    Only the lock of a file named as the program names its saves.
    """
    found = _LOCK_NAME.fullmatch(lock.name)
    if found is None or not _SAVE_NAME.fullmatch(found.group(1)):
        return
    try:
        fd = _hold(lock, create=False)
    except OSError:
        return  # held by a table, or already gone
    _remove_held(fd, lock)
    os.close(fd)


def _in_the_way(folder: Path) -> Path | None:
    """What stands where the save folder, or a folder above it, should be: a file, not a folder."""
    for path in (folder, *folder.parents):
        try:
            mode = os.stat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        except OSError:
            return None
        return None if stat.S_ISDIR(mode) else path
    return None


def _file_name(match: Match) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
    return f"{match.setup.game}-{stamp}{_SUFFIX}"


def _reason(error: FourLanternsError, path: Path) -> str:
    """Why a save cannot be read, without its path; for hidden hands, where only."""
    message = error.message
    for start in (f"{shown(path)}: ", f"{path}: "):
        if message.startswith(start):
            message = message[len(start) :]
            break
    if isinstance(error, RecordError) and error.round and _says_hidden(path):
        # The engine's reason may name a card of a hidden hand.
        where = ", ".join(
            part
            for part in (f"round {error.round}", error.step and f"step {error.step}", error.field)
            if part
        )
        return f"{where}: {HIDDEN_REASON}"
    return message


def _says_hidden(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            text = handle.read(1 << 20).decode("utf-8", "replace")
    except OSError:
        return True  # cannot tell: say less
    return _HIDDEN.search(text) is not None

"""Autosaves: every game at the table kept as a record in the user's data folder.

The folder is ``$XDG_DATA_HOME/four-lanterns/`` (an absolute
``XDG_DATA_HOME`` only, as the XDG specification asks), else
``~/.local/share/four-lanterns/``. A game's first bid or card creates its
save, named for the game and the time, and never over an existing file;
every later action replaces it atomically and durably (a complete temporary
file, flushed and synced, renamed into place, the folder synced), so a crash
at any moment leaves the previous save or the new one, never part of one.

A save that cannot be read is never deleted or overwritten: it is moved into
``unreadable/`` beside the others, under a name no other file has, and the
user is told where it went. A finished game stays in the folder as its record.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from four_lanterns.engine.errors import FourLanternsError
from four_lanterns.files import shown, write_new, write_text
from four_lanterns.match import Match
from four_lanterns.records.read import load_record
from four_lanterns.records.record import GameRecord
from four_lanterns.records.write import record_toml

__all__ = ["APP_FOLDER", "SaveFolder", "SaveSlot", "Saved", "Unreadable", "data_folder"]

APP_FOLDER = "four-lanterns"
"""The program's folder inside the data folder."""

_ASIDE = "unreadable"
_SUFFIX = ".toml"
_MAX_ASIDE = 9999


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
    """A save that was read: its file, its record and when it was last written."""

    path: Path
    record: GameRecord
    saved_at: float

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


class SaveFolder:
    """The folder of saves: lists them, and opens a slot for a new game."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def from_environment(cls, env: Mapping[str, str] | None = None) -> SaveFolder:
        """The user's save folder (see :func:`data_folder`)."""
        return cls(data_folder(env))

    def new_slot(self) -> SaveSlot:
        """A slot for a game not saved yet: its file is made at the first save."""
        return SaveSlot(self)

    def read_all(self) -> tuple[list[Saved], list[Unreadable]]:
        """Every save in the folder, newest first, and those that could not be read.

        An unreadable save is moved aside as it is found (see the module).
        Files the program does not write there (other names, links, folders)
        are left alone.
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
            if entry.name.startswith(".") or not entry.name.endswith(_SUFFIX):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode):
                continue
            path = Path(entry.path)
            try:
                record = load_record(path)
            except FourLanternsError as error:
                unreadable.append(self._move_aside(path, _reason(error.message, path)))
                continue
            saved.append(Saved(path, record, info.st_mtime))
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
            for number in range(1, _MAX_ASIDE + 1):
                target = aside / (path.name if number == 1 else f"{path.stem}-{number}{_SUFFIX}")
                try:
                    # A hard link claims the name or fails: nothing is ever replaced.
                    os.link(path, target, follow_symlinks=False)
                except FileExistsError:
                    continue
                path.unlink()
                return Unreadable(path, reason, target)
        except OSError:
            pass
        return Unreadable(path, reason, None)


class SaveSlot:
    """Where one game is saved. The file is made at the game's first bid or card.

    Attributes:
        folder: the save folder.
        path: the save's file, once it has one.
        error: why the last save failed, if it did (the table says so once).
    """

    def __init__(self, folder: SaveFolder, path: Path | None = None) -> None:
        self.folder = folder
        self.path = path
        self.error: str | None = None
        self._written: str | None = None

    def save(self, match: Match) -> bool:
        """Save ``match``; False (and :attr:`error` set) if it could not be written.

        A game without a bid or card yet is not saved, unless it was saved
        before (a restart back to the deal is saved too).
        """
        record = GameRecord.of_match(match)
        if self.path is None and not record.actions and not match.finished:
            return True
        text = record_toml(record)
        if text == self._written:
            return True
        try:
            if self.path is None:
                self.folder.path.mkdir(mode=0o700, parents=True, exist_ok=True)
                self.path = write_new(self.folder.path / _file_name(match), text)
            else:
                write_text(self.path, text, what="save")
        except (OSError, FourLanternsError) as error:
            self.error = getattr(error, "strerror", None) or str(error)
            return False
        self.error = None
        self._written = text
        return True


def _file_name(match: Match) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
    return f"{match.setup.game}-{stamp}{_SUFFIX}"


def _reason(message: str, path: Path) -> str:
    """The record's complaint without the path it starts with (the caller names the file)."""
    for start in (f"{shown(path)}: ", f"{path}: "):
        if message.startswith(start):
            return message[len(start) :]
    return message

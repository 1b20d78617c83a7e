"""The save folder: where it is, what it lists, and what it does with a save it cannot read."""

from __future__ import annotations

import errno
import fcntl
import os
import stat
import time
from pathlib import Path

import pytest

from four_lanterns.engine import V1, Deal
from four_lanterns.files import write_text
from four_lanterns.match import Match
from four_lanterns.records import GameRecord, load_record, record_toml
from four_lanterns.records.saves import SaveBusy, SaveFailure, SaveFolder, SaveSlot, data_folder

REPO = Path(__file__).resolve().parents[2]


def played(match: Match, count: int) -> Match:
    """``match`` after ``count`` actions: the lowest bid, the first legal card, the next round."""
    done = 0
    while done < count:
        state = match.state
        if match.round_over:
            match = match.next_round()
            continue
        if state.legal_bids():
            state = state.bid(state.legal_bids()[0])
        else:
            state = state.play(state.legal_plays().cards[0])
        match = match.with_state(state)
        done += 1
    return match


def fixed_match() -> Match:
    return Match.of_deal(Deal.load(REPO / "fixtures" / "deal_fixed.toml"))


# -- where saves live -----------------------------------------------------------------


def test_the_folder_is_under_xdg_data_home_when_it_is_absolute() -> None:
    assert data_folder({"XDG_DATA_HOME": "/x/data", "HOME": "/home/u"}) == Path(
        "/x/data/four-lanterns"
    )


@pytest.mark.parametrize("value", ["", "relative/data"])
def test_an_empty_or_relative_xdg_data_home_is_ignored(value: str) -> None:
    # The XDG specification: a relative path in these variables is invalid.
    assert data_folder({"XDG_DATA_HOME": value, "HOME": "/home/u"}) == Path(
        "/home/u/.local/share/four-lanterns"
    )


def test_without_xdg_data_home_saves_go_under_home() -> None:
    assert data_folder({"HOME": "/home/u"}) == Path("/home/u/.local/share/four-lanterns")


# -- saving -------------------------------------------------------------------------------


def test_a_game_is_saved_at_its_first_card_and_not_before(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(fixed_match())
    assert slot.path is None and not (tmp_path / "saves").exists()
    assert slot.save(played(fixed_match(), 1))
    assert slot.path is not None and slot.path.parent == tmp_path / "saves"
    assert load_record(slot.path).actions == 1


def test_two_games_saved_in_the_same_second_get_two_files(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    first, second = folder.new_slot(), folder.new_slot()
    assert first.save(played(fixed_match(), 1))
    assert second.save(played(fixed_match(), 2))
    assert first.path != second.path
    assert first.path is not None and second.path is not None
    assert load_record(first.path).actions == 1
    assert load_record(second.path).actions == 2


def test_a_save_replaces_the_file_atomically_and_leaves_no_temporary_file(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    for count in range(1, 9):
        assert slot.save(played(fixed_match(), count))
    names = [path.name for path in (tmp_path / "saves").iterdir() if not path.name.startswith(".")]
    assert names == [slot.path.name]  # type: ignore[union-attr]


# -- listing --------------------------------------------------------------------------------


def test_unfinished_games_are_listed_newest_first_and_finished_ones_kept_but_not_listed(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    old, new, done = folder.new_slot(), folder.new_slot(), folder.new_slot()
    assert old.save(played(fixed_match(), 3))
    assert new.save(played(Match.seeded("sticheln", 4, 4), 5))
    assert done.save(played(fixed_match(), 16))
    assert old.path and new.path and done.path
    os.utime(old.path, (1_000_000, 1_000_000))
    os.utime(new.path, (2_000_000, 2_000_000))
    unfinished, unreadable = folder.unfinished()
    assert unreadable == []
    assert [item.path for item in unfinished] == [new.path, old.path]
    everything, _ = folder.read_all()
    assert done.path in [item.path for item in everything]


def test_a_missing_folder_lists_nothing(tmp_path: Path) -> None:
    assert SaveFolder(tmp_path / "nowhere").unfinished() == ([], [])


def test_an_unreadable_save_is_moved_aside_never_deleted_nor_overwritten(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    good = folder.new_slot()
    assert good.save(played(fixed_match(), 2))
    broken = tmp_path / "saves" / "four-lanterns-20261201-100000.toml"
    broken.write_bytes(b'format = 1\ngame = "four-lanterns"\nrounds = 1\n[[round]]\nplays = ["N:T')
    # An earlier file of that name already set aside stays as it was.
    aside = tmp_path / "saves" / "unreadable"
    aside.mkdir()
    (aside / broken.name).write_text("kept\n")
    unfinished, unreadable = folder.unfinished()
    assert [item.path for item in unfinished] == [good.path]
    (item,) = unreadable
    assert item.moved_to == aside / "four-lanterns-20261201-100000-2.toml"
    assert item.moved_to.read_bytes().endswith(b'plays = ["N:T')
    assert (aside / broken.name).read_text() == "kept\n"
    assert not broken.exists()
    assert "cannot be read (" in item.message and str(item.moved_to) in item.message
    assert "\n" not in item.message


def test_links_folders_and_other_names_in_the_folder_are_left_alone(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    outside = tmp_path / "outside.toml"
    outside.write_text("not a record\n")
    (saves / "link.toml").symlink_to(outside)
    (saves / "folder.toml").mkdir()
    (saves / "notes.txt").write_text("mine\n")
    (saves / "notes.toml").write_text("not = 'a save'\n")
    (saves / "deal.toml").write_text((REPO / "fixtures" / "deal_fixed.toml").read_text())
    (saves / ".fl-half.tmp").write_text("format = 1\n")
    assert SaveFolder(saves).unfinished() == ([], [])
    assert outside.read_text() == "not a record\n"
    assert (saves / "link.toml").is_symlink() and (saves / "notes.txt").exists()
    assert (saves / "notes.toml").exists() and (saves / "deal.toml").exists()
    assert not (saves / "unreadable").exists()


def test_what_is_saved_is_the_games_record(tmp_path: Path) -> None:
    match = played(Match.seeded("sticheln", 9, 8, hidden=True), 30)
    slot = SaveFolder(tmp_path).new_slot()
    assert slot.save(match)
    assert slot.path is not None
    assert slot.path.read_text() == record_toml(GameRecord.of_match(match))
    assert load_record(slot.path).match.state == match.state


def test_the_scoring_on_view_is_saved_as_one_line_more_than_the_record(tmp_path: Path) -> None:
    """``variant = "v1"`` before ``actions``: the record's bytes otherwise, and it reads back."""
    match = played(fixed_match(), 5)
    slot = SaveFolder(tmp_path).new_slot()
    assert slot.save(match, "v1")
    assert slot.path is not None
    lines = record_toml(GameRecord.of_match(match)).splitlines(keepends=True)
    at = lines.index("actions = 5\n")
    assert slot.path.read_text() == "".join([*lines[:at], 'variant = "v1"\n', *lines[at:]])
    saved = load_record(slot.path)
    assert saved.variant == "v1"
    assert saved.match.state == match.state
    assert slot.save(match, "v0")  # p again: the same game, the other scoring
    assert load_record(slot.path).variant == "v0"


def test_a_save_from_before_the_variant_key_still_loads(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    old = tmp_path / "four-lanterns-20260101-120000.toml"
    match = played(fixed_match(), 5)
    old.write_text(record_toml(GameRecord.of_match(match)))  # the record alone, no variant
    saved, unreadable = folder.unfinished()
    assert unreadable == [] and [item.path for item in saved] == [old]
    assert saved[0].record.variant is None
    assert saved[0].record.match.state == match.state


@pytest.mark.parametrize(
    ("saved_on", "asked", "taken_up_on"),
    [
        ("v1", None, "v1"),  # the scoring left on view
        ("v1", "v0", "v0"),  # --variant wins
        (None, None, "v0"),  # a save on v0, from before the key, or a record that is no save
        (None, "v1", "v1"),
    ],
)
def test_a_saved_game_is_taken_up_on_the_scoring_asked_else_the_one_it_was_left_on(
    tmp_path: Path, saved_on: str | None, asked: str | None, taken_up_on: str
) -> None:
    """The one rule of ``resume``, ``play --record`` and the table's offer."""
    slot = SaveFolder(tmp_path).new_slot()
    assert slot.save(played(fixed_match(), 5), saved_on)
    assert slot.path is not None
    record = load_record(slot.path)
    variants = record.match.deal.rules.variants
    chosen = record.resumed_variant(variants[asked] if asked is not None else None)
    assert chosen is variants[taken_up_on]


def test_a_duel_is_taken_up_on_its_own_scoring_whatever_four_lanterns_asked() -> None:
    """The table's offer of a Sticheln save under ``--variant v1``: Sticheln has no v1."""
    record = GameRecord.of_match(played(Match.seeded("sticheln", 9, 4), 3))
    taken = record.match.deal.rules.variants["taken"]
    assert record.resumed_variant(V1) is record.resumed_variant() is taken


def test_a_link_put_in_place_of_a_save_is_never_written_through(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1))
    first = slot.path
    assert first is not None
    victim = tmp_path / "victim.txt"
    victim.write_text("mine\n")
    first.unlink()
    first.symlink_to(victim)
    assert slot.save(played(fixed_match(), 2))
    assert victim.read_text() == "mine\n"
    assert first.is_symlink()
    assert slot.path is not None and slot.path != first
    assert load_record(slot.path).actions == 2


def _disk_full(*args: object, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_save_that_cannot_be_written_names_its_file_and_why_and_keeps_the_last_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slot = SaveFolder(tmp_path / "saves").new_slot()
    assert slot.save(played(fixed_match(), 1))
    path = slot.path
    assert path is not None
    with monkeypatch.context() as full:
        full.setattr(os, "replace", _disk_full)  # the disk fills up
        assert not slot.save(played(fixed_match(), 2))
    reason = os.strerror(errno.ENOSPC)  # the system's words alone, as for a first save
    assert slot.failure == SaveFailure(path, reason)
    assert slot.error == f"{path}: {reason}"
    assert load_record(path).actions == 1  # the last save, whole
    assert slot.save(played(fixed_match(), 3))  # room again: the game, every card
    assert slot.failure is None and slot.error is None
    assert load_record(path).actions == 3


@pytest.mark.parametrize("failing", ["fsync", "link"])
def test_a_first_save_that_cannot_be_written_names_the_folder_and_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    """The disk full while the file is written (fsync) or put at its name (link): the
    folder named, and nothing left in it, no half file and no lock file."""
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    with monkeypatch.context() as full:
        full.setattr(os, failing, _disk_full)
        assert not slot.save(played(fixed_match(), 1))
    assert slot.failure == SaveFailure(folder.path, os.strerror(errno.ENOSPC))
    assert slot.path is None and list(folder.path.iterdir()) == []


@pytest.mark.parametrize("depth", [0, 2])
def test_a_file_where_the_save_folder_should_be_is_named(tmp_path: Path, depth: int) -> None:
    """The file in the way is named, be it the save folder itself or a folder above it."""
    blocker = tmp_path / "data"
    blocker.write_text("a file\n")
    folder = SaveFolder(blocker.joinpath(*["below"] * depth))
    slot = folder.new_slot()
    assert not slot.save(played(fixed_match(), 1))
    assert slot.failure == SaveFailure(blocker, os.strerror(errno.ENOTDIR))
    assert blocker.read_text() == "a file\n"


def test_a_save_is_for_the_user_only(tmp_path: Path) -> None:
    slot = SaveFolder(tmp_path / "saves").new_slot()
    assert slot.save(played(fixed_match(), 1))
    assert slot.path is not None
    assert stat.S_IMODE(os.stat(slot.path).st_mode) == 0o600
    assert slot.save(played(fixed_match(), 2))
    assert stat.S_IMODE(os.stat(slot.path).st_mode) == 0o600


def test_a_new_save_is_for_the_user_only_from_the_moment_it_appears(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not readable by others even between its first write and a later chmod."""
    seen: list[int] = []
    link = os.link

    def linking(source: str, target: Path, **kwargs: bool) -> None:
        seen.append(stat.S_IMODE(os.stat(source).st_mode))
        link(source, target, **kwargs)

    monkeypatch.setattr(os, "link", linking)
    old_umask = os.umask(0o022)
    try:
        slot = SaveFolder(tmp_path / "saves").new_slot()
        assert slot.save(played(fixed_match(), 1))
    finally:
        os.umask(old_umask)
    assert seen == [0o600]


def test_a_save_open_at_one_table_cannot_be_taken_by_another(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1))
    assert slot.path is not None
    with pytest.raises(SaveBusy, match="this game is open at another table"):
        SaveSlot(folder, slot.path)
    (listed,), _ = folder.unfinished()
    assert listed.busy


def test_temporary_files_left_by_a_crash_are_cleared_once_stale(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    stale, fresh = saves / ".fl-abc.tmp", saves / ".fl-def.tmp"
    for path in (stale, fresh):
        path.write_text("format = 1\n")
    os.utime(stale, (1_000_000, 1_000_000))  # long ago: no save is that slow
    SaveFolder(saves).read_all()
    assert not stale.exists() and fresh.exists()


def test_an_unreadable_hidden_save_is_described_without_its_cards(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    match = Match.seeded("sticheln", 7, 4, hidden=True)
    slot = folder.new_slot()
    assert slot.save(played(match, 5))
    assert slot.path is not None
    text = slot.path.read_text()
    first = played(match, 5).state.plays[0]
    # A card another seat holds: the engine's refusal would say who holds it.
    other = next(
        card for seat, cards in match.deal.hands.items() if seat != first.seat for card in cards
    )
    slot.path.write_text(text.replace(f'"{first.code}"', f'"{first.seat.code}:{other.code}"'))
    slot.close()
    _, (item,) = SaveFolder(folder.path).unfinished()
    assert item.reason == (
        "round 1, step T1.1, plays[0]: refused; the reason is not shown, "
        "as it could name a hidden card"
    )
    for cards in match.deal.hands.values():
        for card in cards:
            assert card.code not in item.message


def test_the_lock_of_a_save_that_is_gone_is_cleared(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1))
    assert slot.path is not None
    lock = slot.path.with_name(f".{slot.path.name}.lock")
    assert lock.exists()
    folder.read_all()
    assert lock.exists()  # its game is still saved (and open)
    slot.close()
    slot.path.unlink()
    folder.read_all()
    assert not lock.exists()


def lock_files(folder: SaveFolder) -> list[str]:
    return sorted(path.name for path in folder.path.glob(".*.lock"))


@pytest.mark.parametrize("finished", [False, True])
def test_a_table_removes_its_lock_file_when_it_lets_the_game_go(
    tmp_path: Path, finished: bool
) -> None:
    """While the game is open the lock refuses it to another table; let go, no lock file stays."""
    folder = SaveFolder(tmp_path / "saves")
    match = fixed_match()
    slot = folder.new_slot()
    assert slot.save(played(match, 16 if finished else 3))
    assert slot.path is not None
    assert lock_files(folder) == [f".{slot.path.name}.lock"]
    with pytest.raises(SaveBusy):
        SaveSlot(folder, slot.path)
    slot.close()
    assert lock_files(folder) == []
    again = SaveSlot(folder, slot.path)  # free to take up now, and locked again
    with pytest.raises(SaveBusy):
        SaveSlot(folder, slot.path)
    again.close()
    assert lock_files(folder) == []
    assert [path.name for path in folder.path.iterdir()] == [slot.path.name]


def test_listing_the_saves_leaves_no_lock_file_and_clears_those_no_table_holds(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    left = folder.new_slot()
    assert left.save(played(fixed_match(), 2))
    assert left.path is not None
    left.close()
    stray = left.path.with_name(f".{left.path.name}.lock")
    stray.write_bytes(b"")  # left by a table that was killed, say
    held = folder.new_slot()
    assert held.save(played(Match.seeded("sticheln", 7, 4), 2))
    assert held.path is not None
    listed = {item.path: item.busy for item in folder.read_all()[0]}
    assert listed == {left.path: False, held.path: True}
    assert lock_files(folder) == [f".{held.path.name}.lock"]  # the open game's only
    held.close()
    folder.read_all()
    assert lock_files(folder) == []


def test_a_lock_file_removed_as_another_table_opens_it_is_made_again_for_that_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table lets the game go between another's opening its lock file and locking it: the
    other holds a new lock file at the name, which still refuses the game to a third table."""
    folder = SaveFolder(tmp_path / "saves")
    first = folder.new_slot()
    assert first.save(played(fixed_match(), 2))
    path = first.path
    assert path is not None
    flock = fcntl.flock
    let_go: list[None] = []

    def first_lets_go_meanwhile(fd: int, operation: int) -> None:
        if not let_go:
            let_go.append(None)
            first.close()  # removes the lock file the second table has open
        flock(fd, operation)

    monkeypatch.setattr(fcntl, "flock", first_lets_go_meanwhile)
    second = SaveSlot(folder, path)
    assert let_go
    monkeypatch.setattr(fcntl, "flock", flock)
    with pytest.raises(SaveBusy):
        SaveSlot(folder, path)
    (listed,), _ = folder.unfinished()
    assert listed.busy
    second.close()
    assert lock_files(folder) == []


def test_a_save_refused_as_it_is_written_goes_on_in_a_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder put at the save's name just as it is written: never written into, nor a
    failure worded by the program; the game goes on in a new file, as for a link."""
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1))
    first = slot.path
    assert first is not None

    def a_folder_put_in_its_place(path: Path, text: str, *, what: str) -> Path:
        path.unlink()
        path.mkdir()
        return write_text(path, text, what=what)

    monkeypatch.setattr("four_lanterns.records.saves.write_text", a_folder_put_in_its_place)
    assert slot.save(played(fixed_match(), 2)), slot.error
    assert first.is_dir() and list(first.iterdir()) == []
    assert slot.path is not None and slot.path != first
    assert load_record(slot.path).actions == 2
    assert lock_files(folder) == [f".{slot.path.name}.lock"]


def _ten_thirty(secs: float | None = None) -> time.struct_time:
    return time.struct_time((2026, 12, 1, 10, 30, 0, 1, 335, 0))


NAME = "four-lanterns-20261201-103000"


def test_a_new_save_is_locked_before_another_table_can_see_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another table reading the folder the moment the first save appears finds it open."""
    folder = SaveFolder(tmp_path / "saves")
    link = os.link
    seen: list[tuple[bool, bool]] = []

    def another_table_looks(
        source: str | os.PathLike[str], target: str | os.PathLike[str], **kwargs: bool
    ) -> None:
        link(source, target, **kwargs)
        other = SaveFolder(folder.path)
        (listed,), _ = other.read_all()
        try:
            SaveSlot(other, Path(target)).close()
        except SaveBusy:
            seen.append((listed.busy, False))
        else:
            seen.append((listed.busy, True))

    monkeypatch.setattr(os, "link", another_table_looks)
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1)), slot.error
    monkeypatch.setattr(os, "link", link)
    assert seen == [(True, False)]  # listed as open, and not taken up
    assert slot.path is not None and load_record(slot.path).actions == 1
    assert lock_files(folder) == [f".{slot.path.name}.lock"]
    with pytest.raises(SaveBusy):
        SaveSlot(folder, slot.path)


def test_a_new_save_numbers_past_a_name_being_made_at_another_table_and_a_taken_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same second at two tables: the other's lock, taken before its save appears,
    moves this save to the next name; an older file there moves it once more."""
    monkeypatch.setattr(time, "localtime", _ten_thirty)
    folder = SaveFolder(tmp_path / "saves")
    folder.path.mkdir(parents=True)
    making = folder.path / f".{NAME}.toml.lock"
    older = folder.path / f"{NAME}-2.toml"
    older.write_text("kept\n")
    held = os.open(making, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        slot = folder.new_slot()
        assert slot.save(played(fixed_match(), 1)), slot.error
    finally:
        os.close(held)
    assert slot.path == folder.path / f"{NAME}-3.toml"
    assert load_record(slot.path).actions == 1
    assert older.read_text() == "kept\n"
    assert not (folder.path / f"{NAME}.toml").exists()
    assert lock_files(folder) == [f".{NAME}-3.toml.lock", f".{NAME}.toml.lock"]
    slot.close()
    folder.read_all()  # the other table's lock, let go, is cleared too
    assert lock_files(folder) == []


def test_a_lock_file_that_cannot_be_looked_at_is_no_sign_of_another_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not "open at another table" when looking at a lock file fails for another reason."""
    folder = SaveFolder(tmp_path / "saves")
    slot = folder.new_slot()
    assert slot.save(played(fixed_match(), 1))
    assert slot.path is not None
    slot.close()
    slot.path.with_name(f".{slot.path.name}.lock").write_bytes(b"")  # no table holds it
    lstat = os.lstat

    def not_allowed(path: str | os.PathLike[str], **kwargs: int | None) -> os.stat_result:
        if os.fspath(path).endswith(".lock"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fspath(path))
        return lstat(path, **kwargs)

    monkeypatch.setattr(os, "lstat", not_allowed)
    (listed,), _ = folder.unfinished()
    assert not listed.busy
    SaveSlot(folder, slot.path).close()  # taken up, not refused as open elsewhere

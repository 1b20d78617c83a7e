"""Game records: a match written down so that anyone can replay or review it.

- :mod:`~four_lanterns.records.record`: the record itself, made from a match
  or read from a file, and :class:`RecordError`.
- :mod:`~four_lanterns.records.write`: a record as TOML, the same bytes for
  the same game.
- :mod:`~four_lanterns.records.read`: a record read and checked whole.
- :mod:`~four_lanterns.records.rounds`: one round of a record as a deal with
  its bids and plays, for the commands that read deal files; a record of one hand.

docs/records.md describes the format.
"""

from four_lanterns.records.read import (
    is_record,
    load_game_file,
    load_record,
    record_from_dict,
    record_from_toml,
)
from four_lanterns.records.record import FORMAT, GameRecord, RecordError, RoundLog
from four_lanterns.records.rounds import RecordedRound, hand_game_record, recorded_round
from four_lanterns.records.write import record_toml

__all__ = [
    "FORMAT",
    "GameRecord",
    "RecordError",
    "RecordedRound",
    "RoundLog",
    "hand_game_record",
    "is_record",
    "load_game_file",
    "load_record",
    "record_from_dict",
    "record_from_toml",
    "record_toml",
    "recorded_round",
]

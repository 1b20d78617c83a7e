"""Reading a deal file safely: a regular file, bounded, checked before TOML parses it.

A deal file is untrusted input. Only a regular file of at most 1 MiB is read
(a named pipe or a device is refused before it is opened for reading). Before
the standard TOML parser runs, the text is checked for keys of more than 32
dotted parts (the parser's work grows with their square), values nested more
than 32 deep (it recurses) and integers beyond TOML's 64 bits (Python refuses
to convert thousands of digits). Every path and key shown in a message is
escaped and shortened, so the message stays one line.
"""

from __future__ import annotations

import datetime
import os
import re
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import accumulate, islice
from pathlib import Path
from typing import Any

from four_lanterns.engine.errors import DealError
from four_lanterns.text import printable

__all__ = [
    "MAX_BYTES",
    "MESSAGE_LIMIT",
    "VALUE_LIMIT",
    "check_bounds",
    "decode_text",
    "expected_type",
    "fail",
    "parse_toml",
    "prefix",
    "read_regular_file",
    "toml_message",
    "toml_value",
    "where_from",
]

MAX_BYTES = 1 << 20
"""The largest deal file read."""
# Far above any real deal (keys of three parts, nesting three deep) and far
# below what makes the standard TOML parser slow or recursive.
_MAX_KEY_PARTS = 32
_MAX_NESTING = 32
# How much of a path or of the standard parser's own message a line shows.
_SOURCE_LIMIT = 200
MESSAGE_LIMIT = 200
"""How much of a message quoted from elsewhere (a parser, pydantic) a line shows."""
VALUE_LIMIT = 40
"""How much of a bad value from a file a message shows (:func:`toml_value`)."""


# -- reading ------------------------------------------------------------------

_FILE_KINDS = (
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def read_regular_file(path: Path, kind: str = "a deal file") -> bytes:
    """The bytes of ``path`` if it is a regular file of at most 1 MiB.

    ``kind``: what the file was asked for as, said when it cannot be one.
    """
    source = str(path)
    where = where_from(source)
    try:
        # stat first: opening a pipe for reading waits for a writer, and
        # opening a device can have effects of its own.
        _require_regular(os.stat(path), where, source, kind)
        # Non-blocking, so a pipe put in the file's place after the stat cannot
        # block the open either; fstat then checks what was actually opened.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        descriptor = os.open(path, flags | getattr(os, "O_BINARY", 0))
        with open(descriptor, "rb") as handle:
            _require_regular(os.fstat(handle.fileno()), where, source, kind)
            data = handle.read(MAX_BYTES + 1)
    except DealError:
        raise
    except FileNotFoundError:
        raise DealError(f"{where}: no such file", source=source) from None
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise DealError(f"{where}: cannot be read ({reason})", source=source) from None
    except ValueError:
        # A NUL in the path, or a name the file system's encoding cannot hold
        # (DealError is a ValueError too: it is let through above).
        raise DealError(f"{where}: cannot be read (not a valid file name)", source=source) from None
    if len(data) > MAX_BYTES:
        raise DealError(f"{where}: larger than 1 MiB, not {kind}", source=source)
    return data


def _require_regular(status: os.stat_result, where: str, source: str, kind: str) -> None:
    mode = status.st_mode
    if stat.S_ISREG(mode):
        if status.st_size > MAX_BYTES:
            raise DealError(f"{where}: larger than 1 MiB, not {kind}", source=source)
        return
    if stat.S_ISDIR(mode):
        raise DealError(f"{where}: is a directory, not {kind}", source=source)
    other = next((name for test, name in _FILE_KINDS if test(mode)), "not a file")
    raise DealError(f"{where}: not a regular file ({other}), not {kind}", source=source)


def where_from(source: str) -> str:
    """How a message names the deal: its path, escaped and shortened, else ``deal``."""
    return printable(source, _SOURCE_LIMIT) if source else "deal"


# The standard parser ends its messages with the position; keep it when shortening.
_TOML_POSITION = re.compile(r" \(at (?:line \d+, column \d+|end of document)\)$")


def toml_message(error: tomllib.TOMLDecodeError) -> str:
    """The parser's message, shortened: it can quote keys of any length."""
    text = str(error)
    found = _TOML_POSITION.search(text)
    if found is None:
        return printable(text, MESSAGE_LIMIT)
    return printable(text[: found.start()], MESSAGE_LIMIT) + found.group()


# -- bounds checked before parsing --------------------------------------------
#
# tomllib copies a dotted key's prefix for every part (quadratic: 80,000 parts
# took 24 GB), recurses into nested arrays and inline tables, and lets int()
# refuse an integer of thousands of digits with a bare ValueError. So before it
# runs, the text is checked with regular expressions alone: strings and comments
# are blanked out (outside them every quote or # starts one, so the first match
# from the left is how TOML reads them), then the rest is searched for a long
# dotted key, deep nesting and long numbers. Only when that finds something does
# a slower scan follow the grammar to name the key at fault.

_MULTILINE_BASIC = r'"""(?:[^"\\]++|\\[\s\S]|"(?!""))*+""""{0,2}'
_MULTILINE_LITERAL = r"'''(?:[^']++|'(?!''))*+''''{0,2}"
_BASIC = r'(?!""")"(?:[^"\\\n]++|\\[^\n])*+"'
_LITERAL = r"(?!''')'[^'\n]*+'"
_WORD = r"[^ \t\r\n.\[\]{}=,#\"'\\]++"
_PART = f"(?:{_WORD}|{_BASIC}|{_LITERAL})"
_PARTS = re.compile(_PART)
_STRINGS_AND_COMMENTS = re.compile(
    f"{_MULTILINE_BASIC}|{_MULTILINE_LITERAL}|{_BASIC}|{_LITERAL}|#[^\\n]*+"
)
# In the blanked text: a run of more than _MAX_KEY_PARTS dotted words, starting
# where a key can start.
_LONG_KEY = re.compile(
    r"(?<![^ \t\r\n\[\]{}=,])[^ \t\r\n.\[\]{}=,]++"
    rf"(?:[ \t]*+\.[ \t]*+[^ \t\r\n.\[\]{{}}=,]++){{{_MAX_KEY_PARTS}}}"
)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_NESTING = {"[": 1, "{": 1, "]": -1, "}": -1}
# The shortest integer beyond 64 bits has 16 digits (hexadecimal).
_LONG_NUMBER = re.compile(r"[0-9A-Fa-f_]{16}")
# Tokens the naming scan reads before it gives up: a real deal has a few hundred.
_SCAN_BUDGET = 50_000

_TOKEN = re.compile(
    r"(?P<space>[ \t]++)"
    r"|(?P<newline>\r?\n)"
    r"|(?P<comment>\#[^\n]*+)"
    f"|(?P<multiline>{_MULTILINE_BASIC}|{_MULTILINE_LITERAL})"
    rf"|(?P<chain>{_PART}(?:[ \t]*+\.[ \t]*+{_PART})*+)"
    r"|(?P<mark>[\[\]{}=,])"
)
_INTEGER = re.compile(r"([+-]?)(0[xob])?([0-9A-Fa-f_]+)")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_BASES = {None: 10, "0x": 16, "0o": 8, "0b": 2}

# What the scan expects next.
_KEY, _EQUALS, _VALUE, _AFTER, _HEADER, _HEADER_END, _LOST = range(7)

# A key path built only when a message needs it: (parent, segment). Building
# strings per value would copy a long table name once per key.
_Path = tuple[Any, str] | None


def _path_text(path: _Path) -> str:
    segments: list[str] = []
    while path is not None:
        path, segment = path
        segments.append(segment)
    text = ""
    for segment in reversed(segments):
        text += segment if not text or segment.startswith("[") else "." + segment
    return text


def check_bounds(text: str, source: str) -> None:
    """Refuse, before parsing, what would make the TOML parser slow, deep or fail."""
    plain = _STRINGS_AND_COMMENTS.sub("S", text)
    long_key = _LONG_KEY.search(plain)
    brackets = _NOT_BRACKETS.sub("", plain)
    deep = max(accumulate(map(_NESTING.__getitem__, brackets)), default=0) > _MAX_NESTING
    if long_key is None and not deep and _LONG_NUMBER.search(plain) is None:
        return
    if _BoundsScan(text, source).run(_SCAN_BUDGET):
        return  # followed to the end, or to where the file stops being TOML
    # Too long to follow: name the key if it is the fault, else the file.
    if long_key is not None:
        raise fail(source, printable(long_key.group(), 40), _TOO_MANY_PARTS)
    if deep:
        raise DealError(f"{where_from(source)}: {_TOO_DEEP}", source=source)


_TOO_MANY_PARTS = f"more than {_MAX_KEY_PARTS} dotted parts in one key"
_TOO_DEEP = f"nested too deeply: more than {_MAX_NESTING} levels of arrays and tables"


@dataclass(slots=True)
class _Frame:
    """An open array (``[``) or inline table (``{``) and the path of its value."""

    opener: str
    path: _Path
    items: int = 0


class _BoundsScan:
    """One pass over the tokens of a deal's text; raises :class:`DealError`."""

    def __init__(self, text: str, source: str) -> None:
        self.text = text
        self.source = source
        self.arrays: dict[str, int] = {}  # rows read of each [[array of tables]]
        self.frames: list[_Frame] = []
        self.table: _Path = None  # the [table] keys are read into
        self.key: _Path = None  # the key whose value is read next
        self.header = ""
        self.header_rows = False  # [[...]] rather than [...]
        self.after_date = False
        self.expect = _KEY
        self.depth = 0

    def run(self, budget: int) -> bool:
        """Read the tokens; False if there were more than ``budget`` of them."""
        text = self.text
        pos = 0
        while pos < len(text):
            budget -= 1
            if budget < 0:
                return False
            match = _TOKEN.match(text, pos)
            if match is None:
                # An unterminated string or a lone carriage return: the parser
                # stops here at the latest, having read only what was scanned.
                return True
            kind = match.lastgroup
            start, pos = pos, match.end()
            if kind == "newline":
                self.newline()
            elif kind == "chain":
                self.chain(match.group(), start)
            elif kind == "multiline":
                self.expect = _AFTER if self.expect == _VALUE else _LOST
            elif kind == "mark":
                pos = self.mark(match.group(), start, pos)
        return True

    def refuse(self, at: _Path | str, message: str, start: int) -> DealError:
        line = self.text.count("\n", 0, start) + 1
        shown = at if isinstance(at, str) else printable(_path_text(at), 60)
        return fail(self.source, shown or f"line {line}", f"{message} (line {line})")

    def value_path(self) -> _Path:
        """Where the value starting now goes: an array's next item, else the key."""
        if self.frames and self.frames[-1].opener == "[":
            return (self.frames[-1].path, f"[{self.frames[-1].items}]")
        return self.key

    def newline(self) -> None:
        if self.frames and self.frames[-1].opener == "[":
            return  # arrays span lines
        self.expect = _KEY if self.expect in (_KEY, _AFTER) and not self.frames else _LOST

    def chain(self, chain: str, start: int) -> None:
        """A key, a dotted key, or a scalar value (a float's dot makes two parts)."""
        if chain.count(".") >= _MAX_KEY_PARTS:
            parts = sum(1 for _ in islice(_PARTS.finditer(chain), _MAX_KEY_PARTS + 1))
            if parts > _MAX_KEY_PARTS:
                raise self.refuse(printable(chain, 40), _TOO_MANY_PARTS, start)
        expect = self.expect
        if expect == _KEY:
            parent = self.frames[-1].path if self.frames else self.table
            self.key = (parent, _key_text(chain))
            self.expect = _EQUALS
        elif expect == _VALUE:
            if not _in_int64(chain):
                shown = printable(chain, 40)
                message = f"integer {shown} is beyond the 64 bits of a TOML integer"
                raise self.refuse(self.value_path(), message, start)
            self.after_date = _DATE.fullmatch(chain) is not None
            self.expect = _AFTER
        elif expect == _AFTER and self.after_date and chain[:1].isdigit():
            self.after_date = False  # the time of "1979-05-27 07:32:00"
        elif expect == _HEADER:
            self.header = _key_text(chain)
            self.expect = _HEADER_END
        else:
            self.expect = _LOST

    def mark(self, mark: str, start: int, pos: int) -> int:
        """One of ``[ ] { } = ,``; returns where to read on (``[[`` is one mark)."""
        if mark in "[{":
            self.open(mark, start)
            if self.expect == _HEADER and self.text.startswith("[", pos):
                self.header_rows = True
                self.open("[", start)
                return pos + 1
        elif mark in "]}":
            self.depth = max(self.depth - 1, 0)
            return self.close(mark, pos)
        elif mark == "=":
            self.expect = _VALUE if self.expect == _EQUALS else _LOST
        elif self.frames and self.expect == _AFTER:  # a comma
            top = self.frames[-1]
            top.items += 1
            self.expect = _VALUE if top.opener == "[" else _KEY
        else:
            self.expect = _LOST
        return pos

    def open(self, opener: str, start: int) -> None:
        self.depth += 1
        if self.depth > _MAX_NESTING:
            outer = self.frames[0].path if self.frames and self.expect != _LOST else None
            raise self.refuse(outer, _TOO_DEEP, start)
        if self.expect == _VALUE:
            self.frames.append(_Frame(opener, self.value_path()))
            self.expect = _VALUE if opener == "[" else _KEY
        elif opener == "[" and self.expect == _KEY and not self.frames:
            self.header_rows = False
            self.expect = _HEADER
        elif self.expect != _HEADER:  # the second [ of [[ is read by mark()
            self.expect = _LOST

    def close(self, closer: str, pos: int) -> int:
        if self.expect == _HEADER_END and closer == "]":
            if self.header_rows:
                if not self.text.startswith("]", pos):
                    self.expect = _LOST
                    return pos
                pos += 1
                self.depth = max(self.depth - 1, 0)
                self.arrays[self.header] = self.arrays.get(self.header, 0) + 1
            self.table = _table_path(self.header, self.arrays)
            self.key = None
            self.expect = _AFTER
            return pos
        opener = "[" if closer == "]" else "{"
        # An array may be empty or end in a comma; an inline table may be empty.
        allowed = (_AFTER, _VALUE if opener == "[" else _KEY)
        if self.frames and self.frames[-1].opener == opener and self.expect in allowed:
            self.frames.pop()
            self.expect = _AFTER
        else:
            self.expect = _LOST
        return pos


def _key_text(chain: str) -> str:
    """A dotted key as written, without the blanks TOML allows around its dots."""
    return ".".join(_PARTS.findall(chain)) if " " in chain or "\t" in chain else chain


def _table_path(header: str, arrays: Mapping[str, int]) -> _Path:
    """``trace[2].score`` for ``[trace.score]`` read in the third ``[[trace]]``."""
    path: _Path = None
    prefix = ""
    for part in _PARTS.findall(header):
        prefix = f"{prefix}.{part}" if prefix else part
        path = (path, part)
        if prefix in arrays:
            path = (path, f"[{arrays[prefix] - 1}]")
    return path


def _in_int64(chain: str) -> bool:
    """False for an integer TOML cannot hold; True for anything else, valid or not."""
    found = _INTEGER.fullmatch(chain)
    if found is None:
        return True
    sign, prefix, digits = found.groups()
    digits = digits.replace("_", "").lstrip("0")
    if len(digits) > 64:
        # No base needs more than 64 digits for 64 bits; int() of thousands
        # of digits is refused by Python itself.
        return False
    try:
        value = int(digits or "0", _BASES[prefix])
    except ValueError:
        return True  # not a number after all: the parser will say what it is
    value = -value if sign == "-" else value
    return -(1 << 63) <= value < (1 << 63)


# -- messages -------------------------------------------------------------


def prefix(source: str) -> str:
    """``path: `` to start a message about the deal read from ``source``."""
    return f"{where_from(source)}: " if source else ""


def fail(source: str, loc: str, message: str) -> DealError:
    """The error for key ``loc`` of the deal read from ``source``."""
    return DealError(f"{prefix(source)}{loc}: {message}", field=loc, source=source)


def decode_text(data: bytes, source: str) -> str:
    """The text of a deal file's (or a record's) bytes: UTF-8, a byte-order mark dropped."""
    try:
        # A byte-order mark is legal UTF-8 decoration, not content.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DealError(
            f"{where_from(source)}: not a text file (byte {error.start} is not UTF-8)",
            source=source,
        ) from None


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """TOML text parsed once its bounds are checked; :class:`DealError` naming the problem."""
    where = where_from(source)
    if not text.strip():
        raise DealError(f"{where}: the file is empty", source=source)
    check_bounds(text, source)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DealError(f"{where}: not valid TOML: {toml_message(error)}", source=source) from None
    except RecursionError:
        raise DealError(f"{where}: not valid TOML: nested too deeply", source=source) from None
    except ValueError:
        # int() refusing thousands of digits: the check before names the key
        # wherever it can follow the file, and this is a file it could not.
        raise DealError(f"{where}: not valid TOML: a number is too long", source=source) from None


# -- values and types in TOML's terms ------------------------------------------

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")

# What a schema wanted, by pydantic's error type, as a TOML file says it.
_EXPECTED = {
    "string_type": "a string",
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "an array",
    "tuple_type": "an array",
    "dict_type": "a table",
    "model_type": "a table",
    "model_attributes_type": "a table",
}


def expected_type(kind: str) -> str | None:
    """What a value should have been (``a whole number``), for a pydantic error type."""
    return _EXPECTED.get(kind)


def _toml(value: object) -> str:
    # bool before int: True is an int to Python, true to TOML.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value != value:
            return "nan"
        if value in (float("inf"), float("-inf")):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, dict):
        items = ", ".join(f"{_toml_key(str(key))} = {_toml(item)}" for key, item in value.items())
        return "{ " + items + " }" if items else "{}"
    return repr(value)


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else '"' + key.replace('"', '\\"') + '"'


def toml_value(value: object, limit: int | None = VALUE_LIMIT) -> str:
    r"""A value as a TOML file writes it (``true``, ``{ N = 1 }``), on one line, for a message.

    Every message that shows a bad value from a deal file or a record shows
    it this way. The result is for reading, not for parsing back: a string is
    quoted as Python quotes it (``'A3'``, which TOML reads alike), and its
    control characters are escaped as Python escapes them (``'\x1b[2J'``, which
    TOML would read literally, backslash and all), so the value cannot break
    or recolour the line. With ``limit``, a longer text is cut to ``limit``
    characters ending with ``…``, as :func:`~four_lanterns.text.printable` cuts.
    """
    try:
        text = _toml(value)
    except ValueError:
        # An integer of more digits than Python converts to text (4,300).
        text = "a very long integer"
    except RecursionError:
        text = "a deeply nested value"
    return printable(text, limit)

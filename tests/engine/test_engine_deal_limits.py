"""Hostile deal files: bounded work, one bounded line, never an escaping exception.

A deal file is untrusted. Keys of thousands of dotted parts (quadratic work in
the standard TOML parser), deep nesting, integers of thousands of digits, named
pipes and devices, and text that would break a message's one line must all end
as a :class:`DealError`. The work bound is shown without timing anything: the
refusal happens before the TOML parser is called at all.
"""

from __future__ import annotations

import os
import stat
import threading
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest
from lantern_deals import FIXED_DEAL_PATH, MINIMAL_TOML

from four_lanterns.engine import FOUR_LANTERNS, Card, Deal, DealError, Suit, tomlfile
from four_lanterns.engine.rules import FourLanternsRules
from four_lanterns.text import printable

MINIMAL = MINIMAL_TOML

FIXED = FIXED_DEAL_PATH.read_text(encoding="utf-8")
MIB = 1 << 20

# One line, no control characters, and short enough to read.
LONGEST_MESSAGE = 400


def load(text: str | bytes, source: str) -> Deal:
    if isinstance(text, bytes):
        return Deal.from_bytes(text, source=source)
    return Deal.from_toml(text, source=source)


def refused(text: str | bytes, source: str = "x.toml") -> str:
    """The message of the DealError ``text`` raises; checks that it is one bounded line."""
    with pytest.raises(DealError) as info:
        load(text, source)
    message = str(info.value)
    assert message == printable(message), message  # nothing left to escape
    assert len(message) <= LONGEST_MESSAGE, message
    return message


@pytest.fixture
def parser_not_called(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the TOML parser runs: the refusal must come first."""

    def loads(*args: object, **kwargs: object) -> object:
        pytest.fail("the TOML parser was called on input that should be refused before it")

    monkeypatch.setattr(tomllib, "loads", loads)


# -- long dotted keys and table headers ----------------------------------------


def dotted(parts: int, part: str = "a", dot: str = ".") -> str:
    return dot.join([part] * parts)


LONG_KEYS = {
    # The reviewer's file: 160 KB, one key of 80,000 parts (24 GB, then killed).
    "dotted key": f"{dotted(80_000)} = 1\n",
    "dotted key after a deal": MINIMAL + f"{dotted(80_000)} = 1\n",
    "dotted key in a table": f"[hands]\n{dotted(80_000)} = 1\n",
    "table header": f"[{dotted(80_000)}]\n",
    "array-of-tables header": f"[[{dotted(80_000)}]]\n",
    "blanks around the dots": f"{dotted(40_000, dot=' . ')} = 1\n",
    "quoted parts": f"{dotted(40_000, part=chr(34) + 'a' + chr(34))} = 1\n",
    "literal parts": f"{dotted(40_000, part=chr(39) + 'a' + chr(39))} = 1\n",
    "inline table key": f"x = {{ {dotted(80_000)} = 1 }}\n",
    "key in an array's inline table": f"x = [{{ {dotted(80_000)} = 1 }}]\n",
}


@pytest.mark.usefixtures("parser_not_called")
@pytest.mark.parametrize("text", LONG_KEYS.values(), ids=LONG_KEYS.keys())
def test_a_key_of_thousands_of_parts_is_refused_before_parsing(text: str) -> None:
    message = refused(text)
    assert "more than 32 dotted parts in one key" in message
    assert message.startswith("x.toml: ")
    assert "(line " in message


@pytest.mark.usefixtures("parser_not_called")
def test_the_refused_key_is_named_shortened() -> None:
    message = refused(MINIMAL + f"{dotted(80_000, 'lantern')} = 1\n")
    assert message.startswith("x.toml: lantern.lantern.lantern.")
    assert "…: more than 32 dotted parts in one key (line 7)" in message


@pytest.mark.usefixtures("parser_not_called")
def test_a_one_mebibyte_dotted_key_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "hostile.toml"
    path.write_text(dotted(MIB // 2 - 1), encoding="ascii")
    assert MIB - 100 < path.stat().st_size <= MIB
    with pytest.raises(DealError, match="more than 32 dotted parts in one key"):
        Deal.load(path)


def test_thirty_two_parts_are_parsed_and_thirty_three_are_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 32 parts reach the parser (and then the deal's own validation).
    assert "unknown key" in refused(MINIMAL + f"{dotted(32)} = 1\n")
    assert "unknown key" in refused(MINIMAL + f"[{dotted(31)}]\n{dotted(32)} = 1\n")
    assert "unknown key" in refused(MINIMAL + f"[[{dotted(32)}]]\n")
    monkeypatch.setattr(tomllib, "loads", lambda *a, **k: pytest.fail("parsed"))
    assert "more than 32 dotted parts" in refused(MINIMAL + f"{dotted(33)} = 1\n")
    assert "more than 32 dotted parts" in refused(MINIMAL + f"[{dotted(33)}]\n")
    assert "more than 32 dotted parts" in refused(MINIMAL + f"[[{dotted(33)}]]\n")


# Dots, brackets and hashes that are not TOML syntax: none of these may count.
NOT_SYNTAX = [
    f'title = "{dotted(200)}"\n',
    f"title = '{dotted(200)}'\n",
    f'title = """\n{dotted(200)} = 1\n[{dotted(100)}]\n{"[" * 100}\n"""\n',
    f"title = '''\n{dotted(200)} = 1\n{'{' * 100}\n'''\n",
    f"# {dotted(200)} = 1 {'[' * 100}\n",
    f'title = "# not a comment {"[" * 100}" # {dotted(200)}\n',
    f'title = "a \\" {dotted(100)} \\\\" # quote, then a backslash, escaped\n',
    f'title = """ends in quotes: {dotted(100)}\\""""" \n',
    "title = '''ends in apostrophes: " + dotted(100) + "'''''\n",
]


@pytest.mark.parametrize("extra", NOT_SYNTAX)
def test_dots_and_brackets_inside_strings_and_comments_do_not_count(extra: str) -> None:
    deal = Deal.from_toml(extra + MINIMAL)
    assert deal.first_leader.code == "N"


QUOTED_KEYS = {
    "basic": f'"{dotted(200)}"',
    "literal": f"'{dotted(200)}'",
    "brackets": f'"{"[" * 100}"',
    "dotted with a quoted part": f'x."{dotted(200)}"',
}


@pytest.mark.parametrize("key", QUOTED_KEYS.values(), ids=QUOTED_KEYS.keys())
def test_dots_inside_a_quoted_key_do_not_count(key: str) -> None:
    # The key is parsed, then refused as unknown: the bound let it through.
    assert "unknown key" in refused(f"{key} = 1\n{MINIMAL}")


def test_the_fixed_deal_and_dense_valid_toml_pass_the_bounds() -> None:
    assert Deal.load(FIXED_DEAL_PATH).trace
    # Many short keys, floats and dates: TOML that is valid, long and harmless.
    lines = [f"k{i}.x.y = [1.5, 2.5, 1979-05-27 07:32:00Z, {{ a.b = 'c.d' }}]" for i in range(2000)]
    assert "unknown key" in refused(MINIMAL + "\n".join(lines) + "\n")


# -- nesting --------------------------------------------------------------------


NESTED = {
    "arrays": "hands = " + "[" * 40 + "]" * 40 + "\n",
    "unclosed arrays": "hands = " + "[" * 40 + "\n",
    "inline tables": "hands = " + "{ a = " * 40 + "1" + " }" * 40 + "\n",
    "mixed": "hands = " + "[{ a = " * 20 + "1" + " }]" * 20 + "\n",
    "a megabyte of arrays": "hands = " + "[" * (MIB - 100),
    "a megabyte of tables": "hands = " + "{a=" * (MIB // 3 - 100),
}


@pytest.mark.usefixtures("parser_not_called")
@pytest.mark.parametrize("text", NESTED.values(), ids=NESTED.keys())
def test_deep_nesting_is_refused_before_parsing(text: str) -> None:
    message = refused(text)
    assert message.startswith("x.toml: hands: nested too deeply: more than 32 levels")


def test_nesting_is_named_at_its_key_in_a_trace_row() -> None:
    text = FIXED.replace('led = "A"', "led = " + "[" * 33 + "]" * 33)
    assert "x.toml: trace[1].led: nested too deeply" in refused(text)


def test_thirty_two_levels_are_parsed() -> None:
    text = MINIMAL.replace('W = ["A3"', "W = [" + "[" * 31 + '"A3"' + "]" * 31)
    message = refused(text)
    assert "hands.W[0]: expected a string" in message


# -- integers beyond 64 bits -------------------------------------------------------


def test_a_leader_of_thousands_of_digits_is_one_line_naming_the_key() -> None:
    message = refused(MINIMAL.replace('"N"', "1" * 5000, 1))
    assert message.startswith("x.toml: first_leader: integer 1111")
    assert "is beyond the 64 bits of a TOML integer (line 1)" in message


def test_a_trick_number_of_thousands_of_digits_names_the_trace_row() -> None:
    message = refused(FIXED.replace("trick = 3", "trick = " + "1" * 5000))
    assert "x.toml: trace[2].trick: integer 1111" in message


def test_an_integer_in_an_inline_table_is_named_by_its_path() -> None:
    text = FIXED.replace("v1 = { NS = 2, EW = 3 }", "v1 = { NS = 2, EW = 9223372036854775808 }")
    assert "x.toml: trace[3].score.v1.EW: integer 9223372036854775808 is beyond" in refused(text)


@pytest.mark.parametrize(
    "number", ["9223372036854775808", "-9223372036854775809", "0x8000_0000_0000_0000", "1" * 9000]
)
def test_integers_beyond_64_bits_are_refused(number: str) -> None:
    text = MINIMAL.replace('W = ["A3"', f'W = [{number}, "A3"')
    assert f"hands.W[0]: integer {number[:20]}" in refused(text)


@pytest.mark.parametrize("number", ["9223372036854775807", "-9223372036854775808", "0xFFFF"])
def test_integers_within_64_bits_reach_the_deal_checks(number: str) -> None:
    text = MINIMAL.replace('W = ["A3"', f"W = [{number}")
    assert "hands.W[0]: expected a string" in refused(text)


def test_long_digit_runs_that_are_not_integers_pass() -> None:
    text = f'title = "{"1" * 9000}"\n{"1" * 40} = 1\n' + MINIMAL
    assert "unknown key" in refused(text)  # the all-digit key, quoted and shortened


def test_an_integer_the_scan_cannot_name_is_still_one_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Past the naming scan's budget the parser runs, and int() refuses the digits.
    monkeypatch.setattr(tomlfile, "_SCAN_BUDGET", 0)
    message = refused(MINIMAL.replace('"N"', "1" * 5000, 1))
    assert message == "x.toml: not valid TOML: a number is too long"


def test_integers_given_as_parsed_data_are_shown_short() -> None:
    # from_dict takes parsed TOML from any source, and repr(10**5000) raises.
    with pytest.raises(
        DealError, match=r"first_leader: expected a string, got a very long integer"
    ):
        Deal.from_dict({"first_leader": 10**5000, "hands": {}})
    raw = tomllib.loads(FIXED)
    raw["trace"][2]["trick"] = 10**5000
    with pytest.raises(DealError, match=r"trace\[2\]\.trick: a very long integer is out of order"):
        Deal.from_dict(raw)


# -- the paper trace is at most a hand long ----------------------------------------

FIFTH_ROW = """
[[trace]]
plays = ["N:T1", "E:T4", "S:T3", "W:T2"]
winner = "E"
next_leader = ""
"""


def test_a_trace_longer_than_the_hand_is_refused_at_load() -> None:
    message = refused(FIXED + FIFTH_ROW)
    size = FOUR_LANTERNS.hand_size
    assert message == (
        f"x.toml: trace[{size}]: one row too many: a hand has {size} tricks "
        f"and the trace has {size + 1} rows"
    )


class ThreeCardRules(FourLanternsRules):
    """A smaller game: the hand size comes from the rule set, not from a literal 4."""

    deck = tuple(Card(suit, rank) for suit in Suit for rank in range(1, 4))
    hand_size = 3


def test_the_trace_bound_is_the_rule_sets_hand_size() -> None:
    hands = 'first_leader = "N"\n[hands]\nN = ["A1", "A2", "A3"]\nE = ["T1", "T2", "T3"]\n'
    hands += 'S = ["M1", "M2", "M3"]\nW = ["V1", "V2", "V3"]\n'
    row = FIFTH_ROW.replace('"N:T1", "E:T4", "S:T3", "W:T2"', '"N:A1", "E:T1", "S:M1", "W:V1"')
    three = Deal.from_toml(hands + row * 3, rules=ThreeCardRules())
    assert len(three.trace) == 3
    with pytest.raises(DealError, match=r"trace\[3\]: one row too many: a hand has 3 tricks"):
        Deal.from_toml(hands + row * 4, rules=ThreeCardRules())


# -- messages stay one bounded line -------------------------------------------------


HOSTILE_TEXT = {
    "newline in a key": ('"first\\nleader" = "N"\n', '"first\\nleader": unknown key'),
    "escape sequence in a key": ('"\\u001b[2J" = 1\n', '"\\x1b[2J": unknown key'),
    "line separator in a key": ('"a\\u2028b" = 1\n', '"a\\u2028b": unknown key'),
    "a megabyte key": (f'"{"k" * (MIB - 1000)}" = 1\n', "kkkk…: unknown key"),
    "long bare key": (f"{'k' * 5000} = 1\n", "kkkk…: unknown key"),
}


@pytest.mark.parametrize(("extra", "expected"), HOSTILE_TEXT.values(), ids=HOSTILE_TEXT.keys())
def test_keys_are_shown_escaped_and_short(extra: str, expected: str) -> None:
    assert expected in refused(extra + MINIMAL)


SHOWN_VALUES = {
    "long card code": ('"A4"', '"' + "A" * 5000 + '"', "hands.N[0]: 'AAAA"),
    "padded card code": ('"A4"', '"A5' + " " * 5000 + '"', "hands.N[0]: 'A5' is not a card of"),
    "escape in a card code": ('"A4"', '"\\u001bA4"', "hands.N[0]: '\\x1bA4' is not a card code"),
    "long card in a play": ('"N:T1"', '"N:' + "T" * 5000 + '"', "trace[0].plays[0]: 'TTTT"),
    "long seat in a play": ('"N:T1"', '"' + "N" * 5000 + ':T1"', "trace[0].plays[0]: 'NNNN"),
    "long winner": ('winner = "E"', 'winner = "' + "E" * 5000 + '"', "trace[0].winner: 'EEEE"),
    "escape as the led suit": (
        'led = "T"',
        'led = "\\u001b"',
        "trace[0].led: '\\x1b' is not a suit",
    ),
    "long leader": (
        'first_leader = "N"',
        'first_leader = "' + "N" * 5000 + '"',
        "first_leader: 'NNNN",
    ),
    "long variant": ("v1 = { NS = 0", '"' + "v" * 5000 + '" = { NS = 0', "trace[0].score.vvvv"),
    "newline as a variant": (
        "v1 = { NS = 0",
        '"\\n" = { NS = 0',
        'trace[0].score."\\n": unknown scoring variant',
    ),
}


@pytest.mark.parametrize(("old", "new", "expected"), SHOWN_VALUES.values(), ids=SHOWN_VALUES.keys())
def test_values_are_shown_escaped_and_short(old: str, new: str, expected: str) -> None:
    assert expected in refused(FIXED.replace(old, new, 1))


def test_the_parsers_own_message_is_shortened_but_keeps_the_position() -> None:
    table = "t" * 5000
    message = refused(MINIMAL + f"[{table}]\n[{table}]\n")
    assert message.startswith("x.toml: not valid TOML: Cannot declare")
    assert message.endswith("t… (at line 8, column 5002)")


@pytest.mark.parametrize(
    ("source", "shown"),
    [
        ("deals/bad\nname.toml", "deals/bad\\nname.toml: "),
        ("bad\x1b[31m.toml", "bad\\x1b[31m.toml: "),
        (os.fsdecode(b"bad\xff.toml"), "bad\\xff.toml: "),
        ("四つ/灯籠.toml", "四つ/灯籠.toml: "),
    ],
)
def test_the_source_is_shown_escaped(source: str, shown: str) -> None:
    assert refused("first_leader = 3\n", source=source).startswith(shown)
    assert refused(b"\xff", source=source).startswith(shown)


def test_a_source_of_a_thousand_characters_is_shortened() -> None:
    message = refused("", source="d/" * 500)
    assert message.endswith("…: the file is empty")


# -- only regular files are read ------------------------------------------------------


def load_in_thread(path: Path) -> BaseException | None:
    """Deal.load(path) in a thread that may not finish: a hang fails, it does not hang."""
    outcome: list[BaseException | None] = []

    def target() -> None:
        try:
            Deal.load(path)
            outcome.append(None)
        except BaseException as error:
            outcome.append(error)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout=60)
    assert outcome, "Deal.load blocked"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_without_a_writer_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "deal.toml"
    os.mkfifo(fifo)
    error = load_in_thread(fifo)
    assert isinstance(error, DealError)
    assert str(error) == f"{fifo}: not a regular file (a named pipe), not a deal file"


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null")
def test_a_character_device_is_refused() -> None:
    with pytest.raises(DealError, match=r"^/dev/null: not a regular file \(a character device\)"):
        Deal.load("/dev/null")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_swapped_in_after_the_check_is_refused_after_opening(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The race: stat sees a regular file, then the name is a pipe when opened.
    # Opening does not wait (O_NONBLOCK) and fstat sees what was opened.
    fifo = tmp_path / "deal.toml"
    os.mkfifo(fifo)
    regular = os.stat(FIXED_DEAL_PATH)
    real_stat: Callable[..., os.stat_result] = os.stat

    def stat_says_regular(path: object, *args: object, **kwargs: object) -> os.stat_result:
        return regular if Path(str(path)) == fifo else real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat_says_regular)  # the os.stat tomlfile calls
    error = load_in_thread(fifo)
    assert isinstance(error, DealError)
    assert "not a regular file (a named pipe)" in str(error)


def test_a_file_over_one_mebibyte_is_refused_from_its_size(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    with path.open("wb") as handle:
        handle.truncate(MIB + 1)  # sparse: refused from stat, never read
    assert stat.S_ISREG(path.stat().st_mode)
    with pytest.raises(DealError, match="larger than 1 MiB"):
        Deal.load(path)


def test_a_path_with_a_nul_is_refused() -> None:
    with pytest.raises(DealError, match="cannot be read \\(not a valid file name\\)"):
        Deal.load("deal\x00.toml")


def test_a_path_that_is_not_a_directory_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(DealError, match="cannot be read"):
        Deal.load(tmp_path / "file" / "deal.toml")


# -- printable -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("plain text", "plain text"),
        ("a\nb\rc\td", "a\\nb\\rc\\td"),
        ("\x00\x07\x1b[31m\x7f", "\\x00\\x07\\x1b[31m\\x7f"),
        ("\x85\x9b", "\\x85\\x9b"),  # C1: NEL and CSI
        ("a\u2028b\u2029c", "a\\u2028b\\u2029c"),
        ("\u202eevil\u2066", "\\u202eevil\\u2066"),
        (os.fsdecode(b"bad\xff\xfe.toml"), "bad\\xff\\xfe.toml"),
        ("\ud800", "\\ud800"),  # a lone surrogate that is not an undecodable byte
        ("四つの灯籠 — Türkis, ½, 🏮", "四つの灯籠 — Türkis, ½, 🏮"),
        ("back\\slash", "back\\slash"),
        ("", ""),
    ],
)
def test_printable_escapes_what_could_break_or_disguise_a_line(text: str, shown: str) -> None:
    assert printable(text) == shown
    assert printable(text, limit=1000) == shown


def test_printable_shortens_with_an_ellipsis_within_the_limit() -> None:
    assert printable("abcdef", limit=6) == "abcdef"
    assert printable("abcdefg", limit=6) == "abcde…"
    assert printable("四つの灯籠です", limit=4) == "四つの…"
    assert printable("a" * MIB, limit=40) == "a" * 39 + "…"
    assert printable("x", limit=1) == "x"
    assert printable("xy", limit=1) == "…"


def test_printable_never_cuts_an_escape_in_half() -> None:
    assert printable("ab\ncd", limit=4) == "ab…"
    assert printable("ab\ncd", limit=5) == "ab\\n…"
    assert printable("\x1b\x1b", limit=5) == "\\x1b…"
    assert printable("\n", limit=2) == "\\n"
    for limit in range(1, 30):
        shown = printable("a\x1bb\ncé\u2028d" * 3, limit=limit)
        assert len(shown) <= limit
        assert "\x1b" not in shown and "\n" not in shown


def test_printable_refuses_a_limit_below_one() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        printable("text", limit=0)

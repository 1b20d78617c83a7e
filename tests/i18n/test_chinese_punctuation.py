"""Chinese prose takes full-width punctuation: ，：；（）？！ and 。, never , : ; ( ) ? !.

ASCII punctuation stays where it is part of a code, a key or a number, which
touches no Chinese character: the seat:card syntax (``n:t1``), a key named by
itself (``?``, ``n: e: s: w:``), step ids (``T3.2``), ranges (``1-13``), an
error's ``{kind}:{detail}`` and the ``·`` between the keys of a key line.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from four_lanterns.words import Text, namespaces

ROOT = Path(__file__).resolve().parents[2]
ASCII_PUNCTUATION = ",:;()?!"
CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"  # ideographs, CJK and full-width punctuation
MIXED = re.compile(
    rf"[{CJK}][{re.escape(ASCII_PUNCTUATION)}]|[{re.escape(ASCII_PUNCTUATION)}][{CJK}]"
)

# Fields whose values are Chinese words (a seat, a card, a sentence): a colon
# after ``{seat}`` touches the seat's name once it is filled in.
CHINESE_FIELDS = {
    "best",
    "card",
    "cards",
    "dealer",
    "description",
    "dimmed",
    "draw",
    "explanation",
    "field",
    "held",
    "holder",
    "led",
    "outcome",
    "progress",
    "said",
    "seat",
    "seats",
    "side",
    "suit",
    "team",
    "to_play",
    "trump",
    "turn",
}


def parts(text: Text) -> list[str]:
    if isinstance(text, str):
        return [text]
    return [part for item in text for part in ([item] if isinstance(item, str) else list(item))]


def as_shown(template: str) -> str:
    """``template`` with its fields filled: Chinese words by a Chinese character, others by x."""
    return re.sub(r"\{(\w+)\}", lambda field: "中" if field[1] in CHINESE_FIELDS else "x", template)


def mixed(text: Text) -> list[str]:
    """Each place where ASCII punctuation touches a Chinese character, with its context."""
    found = []
    for part in parts(text):
        shown = as_shown(part)
        found += [shown[max(m.start() - 3, 0) : m.end() + 3] for m in MIXED.finditer(shown)]
    return found


@pytest.mark.parametrize("name", sorted(namespaces()))
def test_chinese_prose_has_full_width_punctuation(name: str) -> None:
    table = namespaces()[name]["zh"]
    bad = {key: found for key, text in table.items() if (found := mixed(text))}
    assert not bad, bad


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("还没有发牌;{seat}不能叫 {bid}。", True),
        ("{seat}:", True),  # 北:
        ("已重做 {step}:{seat}{card}。", True),  # T1.1:北青绿1
        ("{text} 不是步骤:请输入 T", True),
        ("先写座位：n:t1（仅在轮到北家时）", False),
        ("按 Esc 或 ? 关闭帮助。", False),
        ("four-lanterns：意外错误（{kind}:{detail}）", False),
        (("?", "本帮助"), False),
        ("叫准：20 + 每墩 10；否则每差一墩 -10。", False),
    ],
)
def test_the_check_tells_codes_from_prose(text: Text, flagged: bool) -> None:
    assert bool(mixed(text)) is flagged, mixed(text)


# -- the program's own output -------------------------------------------------------

FIXED_DEAL = "fixtures/deal_fixed.toml"
STICHELN_DEAL = "fixtures/sticheln_fixed.toml"
WRONG_WINNER = "tests/review/data/deal_wrong_winner.toml"
FIXED_PLAYS = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"
STICHELN_PLAYS = (
    "N:A10 E:OWL S:OWL W:A7 E:MOLE S:MOLE W:MOLE N:MOLE E:M12 S:T2 W:V5 N:M4"
    " S:T13 W:A6 N:T5 E:A2 S:V1 W:A5 N:V11 E:A3"
)
# Prose put together by the program: ASCII punctuation beside a Chinese
# character, or one space away from it (``北 青绿1; 东``, ``W 0: 一致``).
JOINED = re.compile(
    rf"[{CJK}] ?[{re.escape(ASCII_PUNCTUATION)}]|[{re.escape(ASCII_PUNCTUATION)}] ?[{CJK}]"
)
RUNS = [
    *(
        [command, "--deal", deal, *form]
        for deal in (FIXED_DEAL, STICHELN_DEAL)
        for command in ("trace", "check")
        for form in ([], ["--format", "markdown"])
    ),
    ["replay", "--deal", FIXED_DEAL, "--plays", FIXED_PLAYS],
    ["replay", "--deal", FIXED_DEAL, "--plays", "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1"],
    ["replay", "--deal", STICHELN_DEAL, "--plays", STICHELN_PLAYS],
    ["replay", "--deal", STICHELN_DEAL, "--plays", "N:A10 E:OWL S:OWL W:A7 E:MOLE"],
    # Divergent checks: cards off the paper, a wrong winner on it, a refused
    # card, a trick under way, and totals that differ from the paper's.
    *(
        ["check", *args, *form]
        for args in (
            ["--deal", FIXED_DEAL, "--plays", "N:T1 E:T4 S:T3 W:T2 E:M1"],
            ["--deal", WRONG_WINNER],
            ["--deal", STICHELN_DEAL, "--plays", "N:A10 E:A2 S:OWL W:A7 E:MOLE"],
            ["--deal", STICHELN_DEAL, "--plays", "N:A10 E:V1"],
            ["--deal", STICHELN_DEAL, "--bids", "N:1 E:0 S:2 W:2"],
        )
        for form in ([], ["--format", "markdown"])
    ),
]


@pytest.mark.parametrize("argv", RUNS, ids=" ".join)
def test_chinese_output_has_full_width_punctuation(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from four_lanterns.cli.main import main

    monkeypatch.setenv("COLUMNS", "200")  # every line whole: no break hides a joint
    monkeypatch.chdir(ROOT)
    main(["--lang", "zh", *argv])
    out = capsys.readouterr().out
    assert out.strip()
    bad = [out[max(m.start() - 6, 0) : m.end() + 6] for m in JOINED.finditer(out)]
    assert not bad, bad

"""One catalogue: complete in every language, no English fallback, one sentence per decision."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import get_args

import pytest

from four_lanterns.engine import V0, V1, Card, Deal, IllegalKind, IllegalPlay, Seat, Suit
from four_lanterns.i18n import explain_illegal, explain_legal, hand_summary, trick_reason
from four_lanterns.tui.words import ENGLISH, Words, ascii_words, table_key, words_for
from four_lanterns.words import (
    LANGS,
    Catalogue,
    CoreKey,
    FourLanternsKey,
    Lang,
    MissingMessage,
    StichelnKey,
    Text,
    catalogue,
    detect_lang,
    missing_messages,
    namespaces,
    register_namespace,
    unregister_namespace,
)
from four_lanterns.words.core import CORE
from four_lanterns.words.four_lanterns import FOUR_LANTERNS_WORDS
from four_lanterns.words.sticheln import STICHELN_WORDS

OTHERS: list[Lang] = [lang for lang in LANGS if lang != "en"]

FIXED = Deal.from_hands(
    {
        "N": ["A4", "T1", "M2", "V3"],
        "E": ["A2", "T4", "M1", "V1"],
        "S": ["A1", "T3", "M4", "V2"],
        "W": ["A3", "T2", "M3", "V4"],
    }
)
PLAYS = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def unfilled(template: str) -> str:
    """``template`` without its placeholders: only the words it says itself."""
    return re.sub(r"\{\w+\}", "", template)


def templates(text: Text) -> list[str]:
    if isinstance(text, str):
        return [text]
    return [part for item in text for part in ([item] if isinstance(item, str) else list(item))]


# -- complete, typed, one namespace per key ------------------------------------


@pytest.mark.parametrize("lang", OTHERS)
def test_no_language_lacks_a_message(lang: Lang) -> None:
    missing = {name: keys for name, keys in missing_messages(lang).items() if keys}
    assert not missing, f"{lang} lacks messages: {missing}"


def test_a_missing_message_is_named_and_never_english() -> None:
    english_only: dict[Lang, dict[str, str]] = {
        "en": {"toy.only": "only in English"},
        "de": {},
        "es": {},
        "zh": {},
    }
    register_namespace("toy", english_only)
    try:
        assert missing_messages("de")["toy"] == ["toy.only"]
        assert Catalogue("en", "toy").lookup("toy.only") == "only in English"
        with pytest.raises(MissingMessage, match=r"de: no message 'toy\.only'"):
            Catalogue("de", "toy").lookup("toy.only")
    finally:
        unregister_namespace("toy")
    assert "toy" not in namespaces()


def test_a_word_the_catalogue_lacks_fails_the_table_at_start() -> None:
    register_namespace("bare", {lang: {} for lang in LANGS})
    try:
        # The game's own words (title, rules, teams) are missing: no default fills them.
        with pytest.raises(MissingMessage, match="'title'"):
            Words.from_catalogue(Catalogue("de", "bare"))
    finally:
        unregister_namespace("bare")


@pytest.mark.parametrize("name", ["core", "four-lanterns"])
@pytest.mark.parametrize("lang", OTHERS)
def test_every_translation_has_the_english_placeholders(name: str, lang: Lang) -> None:
    table = namespaces()[name]
    for key, english in table["en"].items():
        theirs = table[lang][key]
        assert type(theirs) is type(english), (lang, key)
        mine_parts, their_parts = templates(english), templates(theirs)
        assert len(their_parts) == len(mine_parts), (lang, key)
        for mine, other in zip(mine_parts, their_parts, strict=True):
            assert placeholders(other) == placeholders(mine), (lang, key, other)


def test_no_game_shadows_a_core_key() -> None:
    # Games share key names (each has its own "title"); none redefines the core's.
    core = set(namespaces()["core"]["en"])
    for name, table in namespaces().items():
        if name != "core":
            assert not core & set(table["en"]), (name, sorted(core & set(table["en"])))


def test_the_key_types_list_exactly_the_keys() -> None:
    assert set(get_args(CoreKey)) == set(CORE["en"])
    assert set(get_args(FourLanternsKey)) == set(FOUR_LANTERNS_WORDS["en"])
    assert set(get_args(StichelnKey)) == set(STICHELN_WORDS["en"])
    for lang in LANGS:
        assert set(CORE[lang]) == set(CORE["en"]), lang
        assert set(FOUR_LANTERNS_WORDS[lang]) == set(FOUR_LANTERNS_WORDS["en"]), lang
        assert set(STICHELN_WORDS[lang]) == set(STICHELN_WORDS["en"]), lang


def test_every_table_message_is_a_field_of_the_table_words() -> None:
    used = {table_key(name) for name in Words.__dataclass_fields__}
    table_keys = {key for key in CORE["en"] if key.startswith("table.")}
    assert table_keys <= used, sorted(table_keys - used)


# Messages that are notation or layout, the same in every language by design.
NOTATION = {
    "title",
    "match.seat_bid_short",
    "report.seat_bid",
    "fmt.list_separator",
    "fmt.decimal_mark",  # "." in English and Chinese, "," in German and Spanish
    "fmt.score_dash",
    # Joints of text put together by the program: full-width only in Chinese.
    "fmt.aside",
    "fmt.bracketed",
    "fmt.clause_separator",
    "fmt.comma",
    "fmt.label",
    "report.illegal_play",
    "table.trick_slot",
    "table.sentence_separator",
    "table.result_line",
    "table.checklist_leads",
    "table.checklist_next",
    "table.checklist_joint",
    "table.checklist_nothing",
    "fmt.side_points",
    "table.round_points",
    "fmt.side_points_joint",
    "fmt.sides_joint",
    "table.no_break_space",
    "table.confirm_yes",  # y in English and Chinese, j for ja, s for sí
    "table.show_move",
    "table.show_play",
    "table.show_next",
    "table.show_back",
    "table.history_play_short",  # "{step} {seat}: {card}": the words are the fields
    "table.key_code",  # "Code" is the German word too
    "table.key_details",  # and "Details"
    "name.suit.A",  # Amber is German too
    "name.suit.T",  # Teal is the Spanish article's word
    "name.seat.W",  # West is German too
    "name.team.NS",  # N/S in German and Spanish
    "name.team.EW",
    "fmt.card",  # "{suit} {rank}" outside Chinese
    "report.status",  # Status in German
    "report.at_step",
    "report.after_step",
    "summary.draw",  # "{draw} {score}": the words are the fields
    "match.game.sticheln",  # the game's own name in every language
    "match.game.four-lanterns",  # and so is this one's
    "match.bot",  # "bot" in Spanish too
    "match.seat_bot",  # "{seat} · {bot}": the words are the fields
    "match.seat_bot_tight",
    "match.col_total",  # and "Total"
    "match.pad_total",  # Σ, as a score pad is summed on paper
    "match.last_hand",  # "Hand {number} · {result}": Hand is German too
}


@pytest.mark.parametrize("lang", OTHERS)
def test_every_sentence_is_translated(lang: Lang) -> None:
    """Only notation may read as the English text."""
    same = {
        key
        for table in namespaces().values()
        for key, english in table["en"].items()
        if table[lang][key] == english
    }
    assert same <= NOTATION, sorted(same - NOTATION)


# -- the language from the environment, as gettext finds it --------------------


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"}, "zh"),
        ({"LC_MESSAGES": "es_ES.UTF-8"}, "es"),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, "es"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
        ({"LANGUAGE": "de", "LANG": "es_ES.UTF-8"}, "de"),
        ({"LANGUAGE": "fr:de:es", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "fr_FR:zh_CN"}, "zh"),
        ({"LANGUAGE": "de", "LC_ALL": "C"}, "en"),  # GNU gettext: C ignores LANGUAGE
        ({"LANGUAGE": "de", "LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "de"}, "de"),
        ({"LANGUAGE": "", "LANG": "es_ES.UTF-8"}, "es"),
        ({"LANGUAGE": "C:de"}, "en"),
        ({"LANGUAGE": "fr", "LANG": "de_DE.UTF-8"}, "en"),  # LANGUAGE decides when set
        ({"LANG": "de_AT.ISO-8859-1@euro"}, "de"),
    ],
)
def test_language_from_the_environment(env: dict[str, str], lang: str) -> None:
    assert detect_lang(env) == lang


# -- one sentence per decision, wherever it is shown ----------------------------


def refusals() -> Iterator[IllegalPlay]:
    cases = [
        ("N:T1", "E:A2"),  # must follow
        ("N:T1", "E:A4"),  # held by another seat
        ("N:T1", "E:T1"),  # already played
        ("N:T1", "E:T5"),  # not in the deck
        ("N:T1", "S:T3"),  # out of turn
        (*PLAYS.split(), "N:A4"),  # hand over
    ]
    for codes in cases:
        state = FIXED.new_game()
        *good, bad = codes
        for code in good:
            state = state.play_code(code)
        with pytest.raises(IllegalPlay) as caught:
            state.play_code(bad)
        yield caught.value


# Refusals of a bid come with the first game that bids (Sticheln).
PLAY_REFUSALS = {
    IllegalKind.MUST_FOLLOW,
    IllegalKind.NOT_IN_HAND,
    IllegalKind.OUT_OF_TURN,
    IllegalKind.HAND_OVER,
}


def test_every_refusal_kind_is_covered() -> None:
    assert {error.kind for error in refusals()} == PLAY_REFUSALS


def test_english_sentences_are_the_engines() -> None:
    """The engine's English (JSON ``message`` and ``reason``) and the catalogue's agree."""
    for error in refusals():
        assert explain_illegal(error, "en") == error.message
    state = FIXED.new_game()
    for code in PLAYS.split():
        assert explain_legal(state.legal_plays(), "en") == state.legal_plays().explanation
        state = state.play_code(code)
        if state.last_trick is not None and not state.trick:
            result = state.last_trick.result
            assert trick_reason(result, "en") == result.reason
            assert trick_reason(result, "en", short=True) == result.short_reason
    assert explain_legal(state.legal_plays(), "en") == state.legal_plays().explanation
    for variant in (V0, V1):
        hand = state.result(variant)
        assert hand is not None
        assert hand_summary(hand, "en") == hand.summary


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_and_the_reports_say_the_same_sentence(lang: Lang) -> None:
    words = words_for(lang)
    state = FIXED.new_game()
    for error in refusals():
        assert words.error(error, state) == explain_illegal(error, lang)
    for code in PLAYS.split():
        assert words.explanation(state.legal_plays()) == explain_legal(state.legal_plays(), lang)
        state = state.play_code(code)
        if state.last_trick is not None and not state.trick:
            result = state.last_trick.result
            assert words.reason(result) == trick_reason(result, lang, short=True)
    for variant in (V0, V1):
        hand = state.result(variant)
        assert hand is not None
        assert words.summary(hand) == hand_summary(hand, lang)


# A Four Lanterns deal is a hand: the table's words for a match of them never say "round".
ROUND_WORDS = r"round|Runde|ronda|轮(?!到)"  # 轮到: "it is … 's turn", not a round


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_for_a_four_lanterns_hand_says_hand(lang: Lang) -> None:
    cat = catalogue(lang)
    # match.hand_over_title, match.next_keys_hand, save.progress_hand, match.quit_hands…
    keys = [
        key for key in namespaces()["core"]["en"] if re.search(r"\bhands?\b", key.replace("_", " "))
    ]
    assert len(keys) >= 10, keys
    for key in keys:
        for text in templates(cat.lookup(key)):
            assert not re.search(ROUND_WORDS, unfilled(text)), (key, text)


@pytest.mark.parametrize("lang", LANGS)
def test_names_exist_once(lang: Lang) -> None:
    words, cat = words_for(lang), catalogue(lang)
    for seat in Seat:
        assert words.seat(seat) == cat.seat(seat) == cat.lookup(f"name.seat.{seat.code}")
    for suit in Suit:
        assert words.suit(suit) == cat.suit(suit)
    assert words.card(Card.parse("T1")) == cat.card(Card.parse("T1"))


def test_ascii_respells_the_catalogue_not_the_names() -> None:
    plain = ascii_words(ENGLISH)
    assert plain.seat(Seat.NORTH) == "North"
    assert "–" not in plain.help_rules[1]
    assert (
        plain.catalogue("reason.highest_led.short", card="Teal 4", led="Teal")
        == "Teal 4 - highest Teal"
    )
    assert (
        ENGLISH.catalogue("reason.highest_led.short", card="Teal 4", led="Teal")
        == "Teal 4 — highest Teal"
    )

"""The table's words in four languages, read from the one catalogue: the same fields, the articles' terms."""

from __future__ import annotations

import dataclasses
import string

import pytest
from match_support import STICHELN_NAME, bid, sticheln_deal
from tui_support import DEAL_NAME, load_deal, paper_plays, screen_text

from four_lanterns.engine import V0, Play, Score, Seat, Suit
from four_lanterns.i18n import LANGS, Lang
from four_lanterns.i18n import Words as Catalogue
from four_lanterns.match import Match
from four_lanterns.tui.app import FourLanternsApp, glyphs_for
from four_lanterns.tui.widgets.round import RoundPanel
from four_lanterns.tui.words import ASCII, ENGLISH, UNICODE, words_for


def fields_of(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def texts(value: object) -> list[str]:
    """Every template inside a field value (strings, and tuples of them)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [text for item in value for text in texts(item)]
    return []


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_has_the_english_fields(lang: Lang) -> None:
    words = words_for(lang)
    assert words.lang == lang
    for field in dataclasses.fields(ENGLISH):
        english, translated = getattr(ENGLISH, field.name), getattr(words, field.name)
        for mine, theirs in zip(texts(english), texts(translated), strict=True):
            assert fields_of(theirs) == fields_of(mine), (lang, field.name, theirs)


# Fields that are notation or layout, the same in every language by design.
NOTATION = {
    "app_title",
    "history_play_short",  # "{step} {seat}: {card}": the words are the fields
    "trick_slot",
    "sentence_separator",
    "result_line",
    "checklist_leads",
    "checklist_next",
    "checklist_joint",
    "checklist_nothing",
    "no_break_space",
    "show_move",
    "show_play",
    "show_next",
    "show_back",
    "key_code",  # "Code" is the German word too
    "key_details",  # and "Details"
    "confirm_yes",  # y: yes, and in Chinese too
}


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_sentence_is_translated(lang: Lang) -> None:
    """Only notation may be left as the English text: every sentence is translated."""
    words = words_for(lang)
    same = {
        field.name
        for field in dataclasses.fields(ENGLISH)
        if getattr(words, field.name) == getattr(ENGLISH, field.name)
    }
    assert same <= NOTATION, sorted(same - NOTATION)


@pytest.mark.parametrize("lang", LANGS)
def test_names_are_the_articles_terms(lang: Lang) -> None:
    """Seats and suits on the table are the catalogue's (the terms table of the rules)."""
    words, catalogue = words_for(lang), Catalogue(lang)
    for seat in Seat:
        assert words.seat(seat) == catalogue.seat(seat)
    for suit in Suit:
        assert words.suit(suit) == catalogue.suit(suit)


def test_chinese_gets_letters_for_suits() -> None:
    """The suit shapes are ambiguous width: a Chinese terminal may draw them two cells wide."""
    assert glyphs_for("zh", ascii_only=False) is ASCII
    assert glyphs_for("de", ascii_only=False) is UNICODE
    assert glyphs_for("en", ascii_only=True) is ASCII


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_lines_name_any_number_of_sides(lang: Lang) -> None:
    """Three seats each for themselves: one slot holds every side, joined by the catalogue."""
    words = words_for(lang)
    sides = (Seat.NORTH, Seat.EAST, Seat.WEST)
    names = words.side_names(sides)
    assert words.status_score.format(sides=names).count(words.side(Seat.WEST)) == 1
    points = words.score_line(Score(sides, (1, 1, 2)))
    # Each seat by its initial in the table's language (Ost, Oeste: "O"), as the bid list.
    expected = {
        "en": "N 1 – E 1 – W 2",
        "de": "N 1 – O 1 – W 2",
        "es": "N 1 – E 1 – O 2",
        "zh": "北 1，东 1，西 2",
    }
    assert points == expected[lang]


@pytest.mark.parametrize(
    ("lang", "listed"),
    [("en", "N 2 E 2 S 1 W 0"), ("es", "N 2 E 2 S 1 O 0"), ("de", "N 2 O 2 S 1 W 0")],
)
async def test_the_bid_list_names_the_seats_in_the_tables_language(lang: Lang, listed: str) -> None:
    """Sticheln: West (Oeste) bids last; the bid list writes its initial as the table names it."""
    deal = sticheln_deal()
    match = Match.of_deal(deal)
    variant = next(iter(deal.rules.variants.values()))
    app = FourLanternsApp(
        deal, STICHELN_NAME, variant, match=match, words=words_for(lang), guard=0.0, bot_pace=0.0
    )
    async with app.run_test(size=(120, 40)) as pilot:
        for tricks in (2, 2, 1, 0):
            await bid(pilot, tricks)
        panel = app.table.query_one(RoundPanel)
        bids = str(panel.render()).splitlines()[-1]
        assert bids.endswith(listed), bids
        assert listed in screen_text(app)


@pytest.mark.parametrize(
    ("lang", "prefix", "seat"),
    [
        ("de", "o", Seat.EAST),  # Ost, as the score pad and the bids write it
        ("de", "e", Seat.EAST),  # the seat's code, as the paper writes it
        ("es", "e", Seat.EAST),  # Este
        ("es", "o", Seat.WEST),  # Oeste
        ("es", "w", Seat.WEST),
        ("en", "w", Seat.WEST),
    ],
)
async def test_a_play_is_typed_with_the_seat_letter_the_table_shows(
    lang: Lang, prefix: str, seat: Seat
) -> None:
    """SEAT:CARD takes the initial shown on the table as well as the seat's code."""
    deal = load_deal()
    state = deal.new_game()
    plays = paper_plays()
    while state.to_play is not seat:
        play = plays[len(state.plays)]
        state = state.play(play.card, play.seat)
    card = plays[len(state.plays)].card
    app = FourLanternsApp(
        deal, DEAL_NAME, V0, words=words_for(lang), match=Match.of_deal(deal).with_state(state)
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press(*f"{prefix}:{card.code.lower()}", "enter")
        await pilot.pause()
        assert app.table.state.plays[-1] == Play(seat, card)


async def test_the_other_seats_letter_is_refused_with_its_name() -> None:
    """In German, o: is Ost: typed while Nord is to play, it is refused as Ost's turn it is not."""
    app = FourLanternsApp(load_deal(), DEAL_NAME, V0, words=words_for("de"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press(*"o:t1", "enter")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "nicht Ost" in text
        assert not app.table.state.plays

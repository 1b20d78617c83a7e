"""The four languages: the articles' own terms and the engine's decisions in words."""

from __future__ import annotations

import re

import pytest

from four_lanterns.engine import (
    V0,
    V1,
    Card,
    Deal,
    IllegalBid,
    IllegalKind,
    IllegalPlay,
    Phase,
    Play,
    Seat,
    Suit,
    Team,
)
from four_lanterns.engine.scoring import Score
from four_lanterns.games.sticheln.rules import STICHELN
from four_lanterns.i18n import (
    LANGS,
    Lang,
    Words,
    explain_illegal,
    explain_legal,
    hand_summary,
    trick_reason,
)
from four_lanterns.tui.words import words_for
from four_lanterns.words import catalogue, namespaces
from four_lanterns.words.render import bid_refusal

FIXED = Deal.from_hands(
    {
        "N": ["A4", "T1", "M2", "V3"],
        "E": ["A2", "T4", "M1", "V1"],
        "S": ["A1", "T3", "M4", "V2"],
        "W": ["A3", "T2", "M3", "V4"],
    }
)

# The terms table of the spec, as the articles write them.
TERMS: dict[Lang, tuple[list[str], list[str], str, str]] = {
    "en": (["North", "East", "South", "West"], ["Amber", "Teal", "Moss", "Violet"], "draw", "not executed"),
    "de": (["Nord", "Ost", "Süd", "West"], ["Amber", "Türkis", "Moos", "Violett"], "unentschieden", "nicht ausgeführt"),
    "es": (["Norte", "Este", "Sur", "Oeste"], ["Ámbar", "Teal", "Musgo", "Violeta"], "empate", "no ejecutada"),
    "zh": (["北", "东", "南", "西"], ["琥珀", "青绿", "苔绿", "紫罗兰"], "平局", "未运行"),
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_terms_are_the_articles_own(lang: Lang) -> None:
    seats, suits, draw, not_executed = TERMS[lang]
    w = Words(lang)
    assert [w.seat(seat) for seat in Seat] == seats
    assert [w.suit(suit) for suit in Suit] == suits
    assert w("outcome.draw") == draw
    assert w("report.not_executed") == not_executed


def refusal(*codes: str) -> IllegalPlay:
    state = FIXED.new_game()
    *good, bad = codes
    for code in good:
        state = state.play_code(code)
    with pytest.raises(IllegalPlay) as caught:
        state.play_code(bad)
    return caught.value


def test_english_refusal_is_the_engines_sentence() -> None:
    error = refusal("N:T1", "E:A2")
    assert explain_illegal(error, "en") == error.message


@pytest.mark.parametrize(
    ("codes", "lang", "expected"),
    [
        (
            ("N:T1", "E:A2"),
            "de",
            "Ost hat Türkis 4, also muss Ost Türkis bedienen; Amber 2 ist nicht erlaubt.",
        ),
        (("N:T1", "E:A2"), "zh", "东手中有青绿4，所以东必须跟青绿；不能出琥珀2。"),
        (("N:T1", "E:A4"), "es", "Este no tiene Ámbar 4; la tiene Norte."),
        (
            ("N:T1", "E:T1"),
            "de",
            "Ost hat Türkis 1 nicht auf der Hand: sie wurde bei T1.1 gespielt.",
        ),
        (
            ("N:T1", "S:T3"),
            "es",
            "En T1.2 le toca a Este, no a Sur; Sur no puede jugar Teal 3 ahora.",
        ),
    ],
)
def test_refusals_in_other_languages(codes: tuple[str, ...], lang: Lang, expected: str) -> None:
    assert explain_illegal(refusal(*codes), lang) == expected


def test_legal_explanations_follow_the_rule() -> None:
    state = FIXED.new_game()
    assert explain_legal(state.legal_plays(), "de") == "Nord spielt aus: jede Karte ist erlaubt."
    state = state.play(Card.parse("T1"))
    assert "must follow Teal" in explain_legal(state.legal_plays(), "en")
    assert explain_legal(state.legal_plays(), "zh") == "领出青绿，东手中有青绿，所以东必须跟花色。"


def test_discard_explanation_on_a_void() -> None:
    deal = Deal.from_hands(
        {
            "N": ["T3", "M3", "V3", "M2"],
            "E": ["A4", "T4", "A1", "A2"],
            "S": ["M4", "M1", "A3", "V4"],
            "W": ["T2", "T1", "V1", "V2"],
        }
    )
    state = deal.new_game().play(Card.parse("V3"))
    assert explain_legal(state.legal_plays(), "es") == (
        "La salida es Violeta y Este no tiene, así que puede descartar cualquier carta."
    )
    for code in ("E:T4", "S:V4", "W:V2"):
        state = state.play(Play.parse(code).card)
    last = state.last_trick
    assert last is not None
    assert trick_reason(last.result, "de") == (
        "Violett 4 ist das höchste Violett; Abwürfe anderer Farben gewinnen nie (Türkis 4)"
    )


def test_hand_summary_in_every_language() -> None:
    state = FIXED.new_game()
    codes = "N:T1 E:T4 S:T3 W:T2 E:A2 S:A1 W:A3 N:A4 N:M2 E:M1 S:M4 W:M3 S:V2 W:V4 N:V3 E:V1"
    for code in codes.split():
        state = state.play_code(code)
    v0, v1 = state.result(V0), state.result(V1)
    assert v0 is not None
    assert v1 is not None
    assert hand_summary(v0, "en") == "draw 2–2"
    assert hand_summary(v1, "en") == "E/W win 3–2"
    assert hand_summary(v1, "de") == "O/W gewinnen 3–2"
    assert hand_summary(v1, "zh") == "东/西以 3 比 2 获胜"
    assert Words("es").team(Team.EW) == "E/O"


def test_a_refused_bid_is_said_in_every_language() -> None:
    error = IllegalBid(
        kind=IllegalKind.BID_RANGE,
        seat=Seat.EAST,
        bid=5,
        legal=(0, 2, 3),
        step="B2",
        phase=Phase.BIDDING,
        to_play=Seat.EAST,
    )
    said = {lang: bid_refusal(error, Words(lang)) for lang in LANGS}
    assert said["en"] == error.message == "East cannot bid 5: the bids allowed are 0, 2 or 3."
    assert said["de"] == "Ost kann nicht 5 ansagen: erlaubte Ansagen sind 0, 2 oder 3."
    assert said["es"] == "Este no puede pujar 5: las pujas permitidas son 0, 2 o 3."
    assert said["zh"] == "东不能叫 5：允许的叫牌是 0、2或3。"
    over = IllegalBid(
        kind=IllegalKind.NOT_BIDDING, seat=None, bid=1, legal=(), step="", phase=Phase.OVER
    )
    assert (
        bid_refusal(over, Words("de"))
        == "Alle Stiche sind gespielt: es kann nicht mehr angesagt werden."
    )


# -- one term for one thing, in German and in Spanish ------------------------------


def messages(lang: Lang) -> list[str]:
    """Every sentence of ``lang`` in every namespace, rows of the help included."""
    found: list[str] = []
    for table in namespaces().values():
        for text in table[lang].values():
            if isinstance(text, str):
                found.append(text)
                continue
            for item in text:
                found.extend([item] if isinstance(item, str) else item)
    return found


@pytest.mark.parametrize("suit", list(Suit))
def test_german_suits_are_neuter(suit: Suit) -> None:
    """Das Violett: "das höchste Violett", and without an article "höchstes Violett"."""
    words = Words("de")
    name, card = words.suit(suit), words.card(Card(suit, 4))
    assert words("reason.highest_led", card=card, led=name) == f"{card} ist das höchste {name}"
    assert words("reason.highest_led.short", card=card, led=name) == f"{card} — höchstes {name}"
    long = words("reason.highest_led.discards", card=card, led=name, cards="Moos 1")
    assert long.startswith(f"{card} ist das höchste {name};")


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_names_the_game_four_lanterns(lang: Lang) -> None:
    """A proper name, as Sticheln is: the list of games, the help, the too-small
    notice, the reports and the window say "Four Lanterns" in every language."""
    table = words_for(lang)
    assert table.catalogue("match.game.four-lanterns") == "Four Lanterns"
    assert table.help_title.startswith("Four Lanterns")
    assert "Four Lanterns" in table.too_small
    translations = ("Vier Laternen", "Cuatro Linternas", "四灯")
    assert [text for text in messages(lang) if any(t in text for t in translations)] == []


def test_german_says_ansagen_for_bidding() -> None:
    """Bids are "Ansagen" ("sagt an") everywhere: never "reizen" or "Gebote"."""
    mixed = [text for text in messages("de") if re.search(r"reiz|Gebot", text, re.IGNORECASE)]
    assert mixed == []
    assert any("sagt an" in text for text in messages("de"))


def test_german_calls_a_four_lanterns_deal_a_hand() -> None:
    """The end of hand 1 of 1 is "Hand 1 von 1 beendet", as the notice says "Die Hand ist beendet"."""
    words = Words("de")
    assert words("match.hand_over_title", number=1, rounds=1) == "Hand 1 von 1 beendet"
    assert words("match.title_hand", number=1, rounds=1) == "Hand 1 von 1"
    assert words_for("de").hand_over.startswith("Die Hand ist beendet.")


def test_spanish_speaks_to_the_player_as_tu() -> None:
    """Informal throughout: "escribe", "elige", "amplía"; never "escriba", "elija", "amplíe"."""
    formal = r"\b(escriba|elija|amplíe|pulse|use|vuelva|pruebe)\b"
    assert [text for text in messages("es") if re.search(formal, text, re.IGNORECASE)] == []
    table = words_for("es")
    assert "Escribe un código (t1)" in table.prompt_play
    assert table.no_card_chosen.startswith("Elige antes una carta")
    assert "Amplía la ventana" in table.too_small


# -- seats, quotes and signs as each language writes them --------------------------


SEAT_INITIALS: dict[Lang, str] = {"en": "NESW", "de": "NOSW", "es": "NESO", "zh": "北东南西"}


@pytest.mark.parametrize("lang", LANGS)
def test_one_seat_initial_for_the_bids_row_the_teams_and_a_seats_side(lang: Lang) -> None:
    """Ost and Oeste are "O", 东 is 东: the table's initial, the teams' names and a
    Sticheln seat's side in a report are one abbreviation, not the seat code."""
    words = catalogue(lang)
    order = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
    assert "".join(words.seat_initial(seat) for seat in order) == SEAT_INITIALS[lang]
    assert "".join(words_for(lang).seat_initial(seat) for seat in order) == SEAT_INITIALS[lang]
    for team in Team:
        initials = [words.seat_initial(seat) for seat in team.seats]
        assert words.team(team) == "/".join(initials)
    sticheln = catalogue(lang, "sticheln")
    for side in STICHELN.sides:
        assert sticheln.side(side) == sticheln.seat_initial(side.seats[0])


def test_totals_name_seats_by_initial_and_chinese_lists_them_with_its_own_comma() -> None:
    score = Score(STICHELN.sides, (1, 2, 2, 0))
    assert catalogue("en", "sticheln").totals(score.items()) == "N 1, E 2, S 2, W 0"
    assert catalogue("de", "sticheln").totals(score.items()) == "N 1, O 2, S 2, W 0"
    assert catalogue("es", "sticheln").totals(score.items()) == "N 1, E 2, S 2, O 0"
    assert catalogue("zh", "sticheln").totals(score.items()) == "北 1、东 2、南 2、西 0"


@pytest.mark.parametrize(
    ("lang", "quoted"),
    [("en", '"Fixed"'), ("de", "„Fixed“"), ("es", "«Fixed»"), ("zh", "“Fixed”")],
)
def test_each_language_quotes_with_its_own_marks(lang: Lang, quoted: str) -> None:
    """German, Spanish and Chinese as the refused typed bid quotes what was typed; English
    keeps the straight quotes its reports have always had."""
    assert catalogue(lang).quoted("Fixed") == quoted
    if lang != "en":
        typed = catalogue(lang)("match.bid_refused_typed", text="x", most=5)
        assert catalogue(lang).quoted("x") in typed


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_writes_a_minus_sign_scores_do_not_use(lang: Lang) -> None:
    """Scores are printed with ASCII "-" (``-10``): the help and every message say so too."""
    assert [text for text in messages(lang) if "\N{MINUS SIGN}" in text] == []
    help_rules = catalogue(lang, "sticheln").text("help.rules")
    assert any("-10" in str(line) for line in help_rules)

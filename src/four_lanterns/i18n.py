"""The words the program shows, in English, German, Spanish and Chinese.

Terms come from the source articles (see ``docs/rules.md``): Türkis, Musgo,
青绿, Nord, Oeste, 北 … Card codes (``A T M V``) are never translated, so
reports compare across languages. Every catalogue has the same keys (a test
checks), and a missing key is a bug, not a silent fallback.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from four_lanterns.engine.cards import Card, Seat, Suit, Team
from four_lanterns.engine.errors import IllegalKind, IllegalPlay
from four_lanterns.engine.scoring import HandResult, Outcome
from four_lanterns.engine.tricks import LegalPlays, LegalReason, TrickResult

__all__ = [
    "LANGS",
    "Lang",
    "Words",
    "detect_lang",
    "explain_illegal",
    "explain_legal",
    "hand_summary",
    "illegal_lines",
    "trick_reason",
    "words",
]

Lang = Literal["en", "de", "es", "zh"]
LANGS: tuple[Lang, ...] = ("en", "de", "es", "zh")

_SEATS: dict[Lang, tuple[str, str, str, str]] = {
    "en": ("North", "East", "South", "West"),
    "de": ("Nord", "Ost", "Süd", "West"),
    "es": ("Norte", "Este", "Sur", "Oeste"),
    "zh": ("北", "东", "南", "西"),
}
_SUITS: dict[Lang, dict[Suit, str]] = {
    "en": {Suit.AMBER: "Amber", Suit.TEAL: "Teal", Suit.MOSS: "Moss", Suit.VIOLET: "Violet"},
    "de": {Suit.AMBER: "Amber", Suit.TEAL: "Türkis", Suit.MOSS: "Moos", Suit.VIOLET: "Violett"},
    "es": {Suit.AMBER: "Ámbar", Suit.TEAL: "Teal", Suit.MOSS: "Musgo", Suit.VIOLET: "Violeta"},
    "zh": {Suit.AMBER: "琥珀", Suit.TEAL: "青绿", Suit.MOSS: "苔绿", Suit.VIOLET: "紫罗兰"},
}
_TEAMS: dict[Lang, dict[Team, str]] = {
    "en": {Team.NS: "N/S", Team.EW: "E/W"},
    "de": {Team.NS: "N/S", Team.EW: "O/W"},
    "es": {Team.NS: "N/S", Team.EW: "E/O"},
    "zh": {Team.NS: "北/南", Team.EW: "东/西"},
}

# Sentences and labels. Placeholders are str.format fields.
_TEXT: dict[Lang, dict[str, str]] = {
    "en": {
        "trick": "Trick",
        "leader": "Leader",
        "next_leader": "Next leader",
        "winner": "Winner",
        "score": "Score",
        "cards": "Cards, clockwise",
        "status": "Status",
        "expected": "Expected (paper)",
        "observed": "Observed (engine)",
        "match": "match",
        "mismatch": "mismatch",
        "not_executed": "not executed",
        "draw": "draw",
        "team_wins": "{team} win {high}–{low}",
        "hand_ends": "hand ends",
        "led": "Led",
        "step": "Step",
        "variant": "Variant",
        "result": "Result",
        "checklist": "Checklist against the paper trace",
        "first_divergence": "First divergence",
        "none": "none",
        "field": "Field",
        "f_plays": "cards",
        "f_led": "led suit",
        "f_winner": "winner",
        "f_score": "score",
        "f_next_leader": "next leader",
        "v0": "every trick 1",
        "v1": "last trick 2",
        "report_title": "Four Lanterns review report",
        "deal_file": "Deal file",
        "version": "Program version",
        "date": "Date",
        "in_progress": "in progress",
        "refused": "refused",
        "play_line": "{step} {seat} plays {card}",
        "left_trace": "left the paper trace at {step}: paper {expected}, played {observed}",
        "differs": "{field} differs at {step}: paper {expected}, engine {observed}",
        "on_trace": "following the paper trace",
        "trace_done": "all {n} tricks match the paper trace",
        "must_follow": "{seat} holds {held}, so {seat} must follow {led}; {card} is not allowed.",
        "not_in_hand": "{seat} does not hold {card}.",
        "not_in_hand_holder": "{seat} does not hold {card}; {holder} holds it.",
        "not_in_hand_played": "{seat} does not hold {card}: it was played at {step}.",
        "out_of_turn": "It is {to_play}'s turn at {step}, not {seat}'s.",
        "hand_over": "The hand is over: no card can be played.",
        "legal_lead": "{seat} leads: any card may be played.",
        "legal_follow": "{led} was led and {seat} holds {led}, so {seat} must follow {led}.",
        "legal_discard": "{led} was led and {seat} holds none, so any card may be discarded.",
        "reason_short": "{card} — highest {led}",
        "reason": "{card} is the highest {led}",
        "reason_discards": "{card} is the highest {led}; off-suit discards cannot win ({cards})",
        "and": " and ",
        "trace_title": "Four Lanterns — {source} — scoring {variant} ({description})",
        "leader_and_cards": "Leader and cards, clockwise",
        "why": "Why",
        "hand_incomplete": "Hand not complete ({played} of {total} cards played): {score} so far",
        "illegal_play": "illegal play {play} {where}: {message}",
        "legal_cards": "legal cards {where}: {cards}",
        "at_step": "at {step}",
        "after_step": "after {step}",
    },
    "de": {
        "trick": "Stich",
        "leader": "Ausspieler",
        "next_leader": "Nächster Ausspieler",
        "winner": "Gewinner",
        "score": "Punktestand",
        "cards": "Karten im Uhrzeigersinn",
        "status": "Status",
        "expected": "Erwartet (Papier)",
        "observed": "Beobachtet (Engine)",
        "match": "stimmt",
        "mismatch": "weicht ab",
        "not_executed": "nicht ausgeführt",
        "draw": "unentschieden",
        "team_wins": "{team} gewinnen {high}–{low}",
        "hand_ends": "Die Hand endet",
        "led": "Ausgespielt",
        "step": "Schritt",
        "variant": "Variante",
        "result": "Ergebnis",
        "checklist": "Prüfliste gegen die Papierfolge",
        "first_divergence": "Erste Abweichung",
        "none": "keine",
        "field": "Feld",
        "f_plays": "Karten",
        "f_led": "ausgespielte Farbe",
        "f_winner": "Gewinner",
        "f_score": "Punktestand",
        "f_next_leader": "nächster Ausspieler",
        "v0": "jeder Stich zählt 1",
        "v1": "letzter Stich zählt 2",
        "report_title": "Four Lanterns Prüfbericht",
        "deal_file": "Austeilungsdatei",
        "version": "Programmversion",
        "date": "Datum",
        "in_progress": "läuft",
        "refused": "abgelehnt",
        "play_line": "{step} {seat} spielt {card}",
        "left_trace": "Papierfolge verlassen bei {step}: Papier {expected}, gespielt {observed}",
        "differs": "{field} weicht ab bei {step}: Papier {expected}, Engine {observed}",
        "on_trace": "folgt der Papierfolge",
        "trace_done": "alle {n} Stiche stimmen mit der Papierfolge überein",
        "must_follow": "{seat} hat {held}, also muss {seat} {led} bedienen; {card} ist nicht erlaubt.",
        "not_in_hand": "{seat} hat {card} nicht auf der Hand.",
        "not_in_hand_holder": "{seat} hat {card} nicht auf der Hand; {holder} hat sie.",
        "not_in_hand_played": "{seat} hat {card} nicht auf der Hand: sie wurde bei {step} gespielt.",
        "out_of_turn": "Bei {step} ist {to_play} am Zug, nicht {seat}.",
        "hand_over": "Die Hand ist beendet: keine Karte kann mehr gespielt werden.",
        "legal_lead": "{seat} spielt aus: jede Karte ist erlaubt.",
        "legal_follow": "{led} wurde ausgespielt und {seat} hat {led}, also muss {seat} bedienen.",
        "legal_discard": "{led} wurde ausgespielt und {seat} hat keine, also ist jeder Abwurf erlaubt.",
        "reason_short": "{card} — höchste {led}",
        "reason": "{card} ist die höchste {led}",
        "reason_discards": "{card} ist die höchste {led}; Abwürfe anderer Farben gewinnen nie ({cards})",
        "and": " und ",
        "trace_title": "Four Lanterns — {source} — Wertung {variant} ({description})",
        "leader_and_cards": "Ausspieler und Karten im Uhrzeigersinn",
        "why": "Warum",
        "hand_incomplete": "Hand nicht beendet ({played} von {total} Karten gespielt): bisher {score}",
        "illegal_play": "unzulässiger Zug {play} {where}: {message}",
        "legal_cards": "erlaubte Karten {where}: {cards}",
        "at_step": "bei {step}",
        "after_step": "nach {step}",
    },
    "es": {
        "trick": "Baza",
        "leader": "Líder",
        "next_leader": "Siguiente líder",
        "winner": "Ganador",
        "score": "Puntuación",
        "cards": "Cartas en sentido horario",
        "status": "Estado",
        "expected": "Esperado (papel)",
        "observed": "Observado (motor)",
        "match": "coincide",
        "mismatch": "no coincide",
        "not_executed": "no ejecutada",
        "draw": "empate",
        "team_wins": "{team} gana {high}–{low}",
        "hand_ends": "fin de la mano",
        "led": "Salida",
        "step": "Paso",
        "variant": "Variante",
        "result": "Resultado",
        "checklist": "Lista de control frente a la traza en papel",
        "first_divergence": "Primera divergencia",
        "none": "ninguna",
        "field": "Campo",
        "f_plays": "cartas",
        "f_led": "palo de salida",
        "f_winner": "ganador",
        "f_score": "puntuación",
        "f_next_leader": "siguiente líder",
        "v0": "cada baza vale 1",
        "v1": "la última baza vale 2",
        "report_title": "Informe de revisión de Four Lanterns",
        "deal_file": "Archivo de reparto",
        "version": "Versión del programa",
        "date": "Fecha",
        "in_progress": "en curso",
        "refused": "rechazada",
        "play_line": "{step} {seat} juega {card}",
        "left_trace": "salió de la traza en papel en {step}: papel {expected}, jugado {observed}",
        "differs": "{field} difiere en {step}: papel {expected}, motor {observed}",
        "on_trace": "sigue la traza en papel",
        "trace_done": "las {n} bazas coinciden con la traza en papel",
        "must_follow": "{seat} tiene {held}, así que {seat} debe seguir el palo {led}; {card} no está permitida.",
        "not_in_hand": "{seat} no tiene {card}.",
        "not_in_hand_holder": "{seat} no tiene {card}; la tiene {holder}.",
        "not_in_hand_played": "{seat} no tiene {card}: se jugó en {step}.",
        "out_of_turn": "En {step} le toca a {to_play}, no a {seat}.",
        "hand_over": "La mano ha terminado: no se puede jugar ninguna carta.",
        "legal_lead": "{seat} sale: puede jugar cualquier carta.",
        "legal_follow": "La salida es {led} y {seat} tiene {led}, así que {seat} debe seguir el palo.",
        "legal_discard": "La salida es {led} y {seat} no tiene, así que puede descartar cualquier carta.",
        "reason_short": "{card} — la más alta de {led}",
        "reason": "{card} es la más alta de {led}",
        "reason_discards": "{card} es la más alta de {led}; los descartes de otro palo no ganan ({cards})",
        "and": " y ",
        "trace_title": "Four Lanterns — {source} — puntuación {variant} ({description})",
        "leader_and_cards": "Líder y cartas en sentido horario",
        "why": "Por qué",
        "hand_incomplete": "Mano sin terminar ({played} de {total} cartas jugadas): {score} por ahora",
        "illegal_play": "jugada ilegal {play} {where}: {message}",
        "legal_cards": "cartas legales {where}: {cards}",
        "at_step": "en {step}",
        "after_step": "después de {step}",
    },
    "zh": {
        "trick": "墩",
        "leader": "领牌者",
        "next_leader": "下一位领牌者",
        "winner": "赢家",
        "score": "比分",
        "cards": "顺时针出牌",
        "status": "状态",
        "expected": "预期(纸面)",
        "observed": "实际(引擎)",
        "match": "一致",
        "mismatch": "不一致",
        "not_executed": "未运行",
        "draw": "平局",
        "team_wins": "{team}以 {high} 比 {low} 获胜",
        "hand_ends": "牌局结束",
        "led": "领出花色",
        "step": "步骤",
        "variant": "计分规则",
        "result": "结果",
        "checklist": "对照纸面轨迹的检查清单",
        "first_divergence": "最早偏差",
        "none": "无",
        "field": "字段",
        "f_plays": "出牌",
        "f_led": "领出花色",
        "f_winner": "赢家",
        "f_score": "比分",
        "f_next_leader": "下一位领牌者",
        "v0": "每墩 1 分",
        "v1": "最后一墩 2 分",
        "report_title": "Four Lanterns 审查报告",
        "deal_file": "牌局文件",
        "version": "程序版本",
        "date": "日期",
        "in_progress": "进行中",
        "refused": "被拒绝",
        "play_line": "{step} {seat}出{card}",
        "left_trace": "在 {step} 偏离纸面轨迹:纸面 {expected},实际 {observed}",
        "differs": "{step} 的{field}不同:纸面 {expected},引擎 {observed}",
        "on_trace": "正在按纸面轨迹进行",
        "trace_done": "全部 {n} 墩与纸面轨迹一致",
        "must_follow": "{seat}手中有{held},所以{seat}必须跟{led};不能出{card}。",
        "not_in_hand": "{seat}手中没有{card}。",
        "not_in_hand_holder": "{seat}手中没有{card};它在{holder}手中。",
        "not_in_hand_played": "{seat}手中没有{card}:它已在 {step} 打出。",
        "out_of_turn": "{step} 轮到{to_play},不是{seat}。",
        "hand_over": "牌局已结束:不能再出牌。",
        "legal_lead": "{seat}领牌:可以出任意一张牌。",
        "legal_follow": "领出{led},{seat}手中有{led},所以必须跟花色。",
        "legal_discard": "领出{led},{seat}没有该花色,可以垫出任意一张牌。",
        "reason_short": "{card} — 最大的{led}",
        "reason": "{card}是最大的{led}",
        "reason_discards": "{card}是最大的{led};其他花色的垫牌不能赢({cards})",
        "and": "和",
        "trace_title": "Four Lanterns — {source} — 计分 {variant}（{description}）",
        "leader_and_cards": "领牌者与顺时针出牌",
        "why": "原因",
        "hand_incomplete": "本手未完成（已出 {played}/{total} 张）：目前 {score}",
        "illegal_play": "非法出牌 {play}（{where}）：{message}",
        "legal_cards": "可出的牌（{where}）：{cards}",
        "at_step": "{step}",
        "after_step": "{step} 之后",
    },
}


def detect_lang(environ: Mapping[str, str] | None = None) -> Lang:
    """The language from ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``; English otherwise."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return next((lang for lang in LANGS if lang == code), "en")
    return "en"


class Words:
    """Everything shown to a person, in one language."""

    def __init__(self, lang: Lang) -> None:
        self.lang: Lang = lang
        self._text = _TEXT[lang]

    def __call__(self, key: str, **fields: object) -> str:
        """The text for ``key`` with its fields filled in."""
        return self._text[key].format(**fields)

    def seat(self, seat: Seat) -> str:
        """``Nord``."""
        return _SEATS[self.lang][seat]

    def suit(self, suit: Suit) -> str:
        """``Türkis``."""
        return _SUITS[self.lang][suit]

    def team(self, team: Team) -> str:
        """``N/S``, ``O/W``, ``东/西``."""
        return _TEAMS[self.lang][team]

    def card(self, card: Card) -> str:
        """``Türkis 4``."""
        return f"{self.suit(card.suit)} {card.rank}"

    def cards(self, cards: tuple[Card, ...] | list[Card]) -> str:
        """Cards joined with the language's "and"."""
        return self("and").join(self.card(card) for card in cards)


def words(lang: Lang = "en") -> Words:
    """The words of ``lang``."""
    return Words(lang)


def explain_illegal(error: IllegalPlay, lang: Lang) -> str:
    """The refusal in ``lang``; English is the engine's own sentence."""
    if lang == "en":
        return error.message
    w = Words(lang)
    seat = w.seat(error.seat) if error.seat is not None else ""
    if error.kind is IllegalKind.MUST_FOLLOW and error.led is not None:
        return w(
            "must_follow",
            seat=seat,
            held=w.cards(error.legal),
            led=w.suit(error.led),
            card=w.card(error.card),
        )
    if error.kind is IllegalKind.OUT_OF_TURN:
        to_play = w.seat(error.to_play) if error.to_play is not None else ""
        return w("out_of_turn", to_play=to_play, step=error.step, seat=seat)
    if error.kind is IllegalKind.HAND_OVER:
        return w("hand_over")
    if error.holder is not None:
        return w(
            "not_in_hand_holder", seat=seat, card=w.card(error.card), holder=w.seat(error.holder)
        )
    if error.played_at:
        return w("not_in_hand_played", seat=seat, card=w.card(error.card), step=error.played_at)
    return w("not_in_hand", seat=seat, card=w.card(error.card))


def illegal_lines(error: IllegalPlay, lang: Lang) -> tuple[str, str]:
    """The refused play with its step and rule, then the legal cards: two lines in ``lang``."""
    w = Words(lang)
    seat = error.seat.code if error.seat is not None else "?"
    if error.step.startswith("after "):
        where = w("after_step", step=error.step.removeprefix("after "))
    else:
        where = w("at_step", step=error.step)
    legal = " ".join(card.code for card in error.legal) or w("none")
    message = explain_illegal(error, lang)
    return (
        w("illegal_play", play=f"{seat}:{error.card.code}", where=where, message=message),
        w("legal_cards", where=where, cards=legal),
    )


def explain_legal(legal: LegalPlays, lang: Lang) -> str:
    """Why the seat to play may play these cards, in ``lang``."""
    w = Words(lang)
    if legal.seat is None or legal.reason is LegalReason.HAND_OVER:
        return w("hand_over")
    seat = w.seat(legal.seat)
    if legal.reason is LegalReason.LEAD or legal.led is None:
        return w("legal_lead", seat=seat)
    key = "legal_follow" if legal.reason is LegalReason.FOLLOW else "legal_discard"
    return w(key, seat=seat, led=w.suit(legal.led))


def trick_reason(result: TrickResult, lang: Lang, *, short: bool = False) -> str:
    """Why the winner took the trick, in ``lang``."""
    w = Words(lang)
    card, led = w.card(result.card), w.suit(result.led) if result.led is not None else ""
    if short:
        return w("reason_short", card=card, led=led)
    if result.discards:
        return w(
            "reason_discards", card=card, led=led, cards=", ".join(map(w.card, result.discards))
        )
    return w("reason", card=card, led=led)


def hand_summary(result: HandResult, lang: Lang) -> str:
    """``draw 2–2`` or ``E/W win 3–2`` in ``lang``."""
    w = Words(lang)
    if result.outcome is Outcome.DRAW:
        return f"{w('draw')} {result.score.ns}–{result.score.ew}"
    team = Team(result.outcome.value)
    other = Team.EW if team is Team.NS else Team.NS
    return w("team_wins", team=w.team(team), high=result.score[team], low=result.score[other])

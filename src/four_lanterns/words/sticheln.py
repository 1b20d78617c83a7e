"""The ``sticheln`` namespace: the words of Sticheln's own rules.

The jokers' names are core notation (``name.joker.*``); here are the legal
reasons, refusals and win rules that only Sticheln has, and the words of its
round reports (dealer, trump, bids, points). German follows the source's
words: Eule, Maulwurf, Trumpf, Ansage, Geber.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from four_lanterns.words.types import Lang, Text

__all__ = ["STICHELN_WORDS", "StichelnKey"]

StichelnKey = Literal[
    "legal.follow_or_joker",
    "legal.nothing_binds",
    "reason.moles",
    "reason.moles.short",
    "reason.owl",
    "reason.owl.short",
    "reason.trump",
    "reason.trump.short",
    "refusal.follow_or_joker",
    "report.bid_line",
    "report.f_points",
    "report.f_rule",
    "report.f_taken",
    "report.taken_column",
    "report.bids",
    "report.no_bids",
    "report.round",
    "report.round_ends",
    "report.round_incomplete",
    "report.seat_bid",
    "report.seat_taken",
    "report.title",
    "report.trace_title",
    "report.turned",
    "rule.led",
    "rule.moles",
    "rule.owl",
    "rule.trump",
    "title",
    "suggest.bid",
    "suggest.card",
    "suggest.mark",
    "suggest.note",
    "suggest.points",
    "suggest.to_bid",
    "suggest.to_play",
    "suggest.tricks",
]
"""Every key of this namespace; a typo is a type error."""

_EN: dict[StichelnKey, Text] = {
    "rule.led": "highest of the led suit",
    "rule.moles": "all four Moles",
    "rule.owl": "first Owl",
    "rule.trump": "highest trump",
    "report.round_ends": "round ends",
    "report.f_points": "points",
    "report.f_rule": "rule",
    "report.f_taken": "tricks taken",
    "report.taken_column": "Taken",
    "legal.follow_or_joker": (
        "{led} binds and {seat} holds {led}, so {seat} must follow {led} or play an Owl or a Mole."
    ),
    "legal.nothing_binds": (
        "No suit binds this trick yet (a led Owl, or only Moles so far), "
        "so {seat} may play any card."
    ),
    "reason.moles": "all four Moles fell: the first Mole takes the trick",
    "reason.moles.short": "all four Moles",
    "reason.owl": "the first Owl played takes the trick",
    "reason.owl.short": "first Owl",
    "reason.trump": "{card} is the highest trump ({trump})",
    "reason.trump.short": "{card} — highest trump",
    "refusal.follow_or_joker": (
        "{seat} holds {held}, so {seat} must follow {led} or play an Owl or a Mole; "
        "{card} is not allowed."
    ),
    "report.bid_line": "{seat}: bid {bid}, took {taken}, {points} points",
    "report.bids": "Bids: {bids}",
    "report.no_bids": "Bids: none given, so no points are scored",
    "report.round": "Round",
    "report.round_incomplete": "Round not complete ({played} of {total} cards played)",
    "report.seat_bid": "{seat} {bid}",
    "report.seat_taken": "{seat}: took {taken}",
    "report.title": "Sticheln review report",
    "report.trace_title": ("Sticheln — {source} — hands of {size}, dealer {dealer}, trump {trump}"),
    "report.turned": "Turned from the stock: {cards}",
    "suggest.bid": "Bid",
    "suggest.card": "Card",
    "suggest.mark": "suggested",
    "suggest.points": "Points",
    "suggest.tricks": "Tricks",
    "suggest.to_bid": "{seat} to bid at {step}; the strong bot suggests {choice}",
    "suggest.to_play": "{seat} to play at {step}; the strong bot suggests {choice}",
    "suggest.note": "Means of {seat}'s points and tricks for the round, over deals of the cards {seat} cannot see, every seat then playing the basic way (seed {seed}).",
    "title": "Sticheln",
}

_DE: dict[StichelnKey, Text] = {
    "rule.led": "höchste Karte der angespielten Farbe",
    "rule.moles": "alle vier Maulwürfe",
    "rule.owl": "erste Eule",
    "rule.trump": "höchster Trumpf",
    "report.round_ends": "Runde endet",
    "report.f_points": "Punkte",
    "report.f_rule": "Regel",
    "report.f_taken": "Stiche",
    "report.taken_column": "Stiche",
    "legal.follow_or_joker": (
        "{led} ist angespielt und {seat} hat {led}, also muss {seat} {led} bedienen "
        "oder eine Eule oder einen Maulwurf spielen."
    ),
    "legal.nothing_binds": (
        "In diesem Stich bindet noch keine Farbe (eine Eule ausgespielt oder bisher nur "
        "Maulwürfe), also darf {seat} jede Karte spielen."
    ),
    "reason.moles": "alle vier Maulwürfe sind gefallen: der erste Maulwurf gewinnt den Stich",
    "reason.moles.short": "alle vier Maulwürfe",
    "reason.owl": "die erste gespielte Eule gewinnt den Stich",
    "reason.owl.short": "erste Eule",
    "reason.trump": "{card} ist der höchste Trumpf ({trump})",
    "reason.trump.short": "{card} — höchster Trumpf",
    "refusal.follow_or_joker": (
        "{seat} hat {held}, also muss {seat} {led} bedienen oder eine Eule oder einen "
        "Maulwurf spielen; {card} ist nicht erlaubt."
    ),
    "report.bid_line": "{seat}: Ansage {bid}, Stiche {taken}, {points} Punkte",
    "report.bids": "Ansagen: {bids}",
    "report.no_bids": "Ansagen: keine angegeben, also werden keine Punkte gezählt",
    "report.round": "Runde",
    "report.round_incomplete": "Runde nicht beendet ({played} von {total} Karten gespielt)",
    "report.seat_bid": "{seat} {bid}",
    "report.seat_taken": "{seat}: Stiche {taken}",
    "report.title": "Sticheln-Prüfbericht",
    "report.trace_title": (
        "Sticheln — {source} — Handgröße {size}, Geber {dealer}, Trumpf {trump}"
    ),
    "report.turned": "Vom Stapel aufgedeckt: {cards}",
    "suggest.bid": "Ansage",
    "suggest.card": "Karte",
    "suggest.mark": "Vorschlag",
    "suggest.points": "Punkte",
    "suggest.tricks": "Stiche",
    "suggest.to_bid": "{seat} sagt an bei {step}; der starke Bot schlägt {choice} vor",
    "suggest.to_play": "{seat} spielt bei {step}; der starke Bot schlägt {choice} vor",
    "suggest.note": "Mittelwerte der Punkte und Stiche von {seat} in dieser Runde, über Verteilungen der Karten, die {seat} nicht sieht; danach spielt jeder Platz nach den einfachen Regeln (Seed {seed}).",
    "title": "Sticheln",
}

_ES: dict[StichelnKey, Text] = {
    "rule.led": "la más alta del palo de salida",
    "rule.moles": "los cuatro topos",
    "rule.owl": "primer búho",
    "rule.trump": "triunfo más alto",
    "report.round_ends": "fin de la ronda",
    "report.f_points": "puntos",
    "report.f_rule": "regla",
    "report.f_taken": "bazas ganadas",
    "report.taken_column": "Bazas",
    "legal.follow_or_joker": (
        "El palo de salida es {led} y {seat} tiene {led}, así que {seat} debe asistir a {led} "
        "o jugar un búho o un topo."
    ),
    "legal.nothing_binds": (
        "Ningún palo manda aún en esta baza (se salió con un búho, o solo hay topos), "
        "así que {seat} puede jugar cualquier carta."
    ),
    "reason.moles": "cayeron los cuatro topos: el primer topo gana la baza",
    "reason.moles.short": "los cuatro topos",
    "reason.owl": "el primer búho jugado gana la baza",
    "reason.owl.short": "primer búho",
    "reason.trump": "{card} es el triunfo más alto ({trump})",
    "reason.trump.short": "{card} — triunfo más alto",
    "refusal.follow_or_joker": (
        "{seat} tiene {held}, así que {seat} debe asistir a {led} o jugar un búho o un topo; "
        "{card} no está permitida."
    ),
    "report.bid_line": "{seat}: pidió {bid}, ganó {taken}, {points} puntos",
    "report.bids": "Pedidos: {bids}",
    "report.no_bids": "Pedidos: no se dieron, así que no se puntúa",
    "report.round": "Ronda",
    "report.round_incomplete": "Ronda sin terminar ({played} de {total} cartas jugadas)",
    "report.seat_bid": "{seat} {bid}",
    "report.seat_taken": "{seat}: ganó {taken}",
    "report.title": "Informe de revisión de Sticheln",
    "report.trace_title": (
        "Sticheln — {source} — manos de {size}, reparte {dealer}, triunfo {trump}"
    ),
    "report.turned": "Levantadas del mazo: {cards}",
    "suggest.bid": "Pedido",
    "suggest.card": "Carta",
    "suggest.mark": "sugerida",
    "suggest.points": "Puntos",
    "suggest.tricks": "Bazas",
    "suggest.to_bid": "{seat} pide en {step}; el bot fuerte sugiere {choice}",
    "suggest.to_play": "{seat} juega en {step}; el bot fuerte sugiere {choice}",
    "suggest.note": "Medias de los puntos y bazas de {seat} en la ronda, sobre repartos de las cartas que {seat} no ve; luego cada asiento juega de la forma básica (semilla {seed}).",
    "title": "Sticheln",
}

_ZH: dict[StichelnKey, Text] = {
    "rule.led": "领出花色中最大",
    "rule.moles": "四张鼹鼠",
    "rule.owl": "第一张猫头鹰",
    "rule.trump": "最大的将牌",
    "report.round_ends": "本轮结束",
    "report.f_points": "得分",
    "report.f_rule": "规则",
    "report.f_taken": "赢墩数",
    "report.taken_column": "赢墩",
    "legal.follow_or_joker": "{led}为领出花色,{seat}有{led},所以{seat}必须跟{led},或出猫头鹰或鼹鼠。",
    "legal.nothing_binds": "这一墩还没有花色约束(领出的是猫头鹰,或至今只有鼹鼠),所以{seat}可以出任意一张牌。",
    "reason.moles": "四张鼹鼠全部出现:第一张鼹鼠赢得这一墩",
    "reason.moles.short": "四张鼹鼠",
    "reason.owl": "第一张猫头鹰赢得这一墩",
    "reason.owl.short": "第一张猫头鹰",
    "reason.trump": "{card} 是最大的将牌({trump})",
    "reason.trump.short": "{card} 是最大的将牌",
    "refusal.follow_or_joker": "{seat}有{held},所以{seat}必须跟{led},或出猫头鹰或鼹鼠;不能出{card}。",
    "report.bid_line": "{seat}:叫 {bid},赢 {taken} 墩,{points} 分",
    "report.bids": "叫牌:{bids}",
    "report.no_bids": "叫牌:未给出,因此不计分",
    "report.round": "本轮",
    "report.round_incomplete": "本轮未完成(已出 {played} 张,共 {total} 张)",
    "report.seat_bid": "{seat} {bid}",
    "report.seat_taken": "{seat}:赢 {taken} 墩",
    "report.title": "Sticheln 审查报告",
    "report.trace_title": "Sticheln — {source} — 每人 {size} 张,庄家{dealer},将牌{trump}",
    "report.turned": "从牌堆翻开:{cards}",
    "suggest.bid": "叫牌",
    "suggest.card": "牌",
    "suggest.mark": "建议",
    "suggest.points": "得分",
    "suggest.tricks": "赢墩",
    "suggest.to_bid": "{seat}在 {step} 叫牌;强机器人建议 {choice}",
    "suggest.to_play": "{seat}在 {step} 出牌;强机器人建议 {choice}",
    "suggest.note": "{seat}本轮得分和赢墩的平均值,取自{seat}看不到的牌的多种分配,之后各座位按基本方式出牌(种子 {seed})。",
    "title": "Sticheln",
}

STICHELN_WORDS: dict[Lang, Mapping[StichelnKey, Text]] = {
    "en": _EN,
    "de": _DE,
    "es": _ES,
    "zh": _ZH,
}
"""The game's words by language."""

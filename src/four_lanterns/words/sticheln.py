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
    "help.keys",
    "help.rules",
    "help.title",
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
    "table.nothing_to_undo",
    "table.confirm_restart",
    "table.restarted",
    "table.trick_hand_over",
    "table.trick_no_winner",
    "table.nothing_to_redo",
    "table.prompt_over",
    "table.too_small",
]
"""Every key of this namespace; a typo is a type error."""

_EN: dict[StichelnKey, Text] = {
    "table.confirm_restart": "Restart the round? Its bids and the cards played so far ({count}) are taken back.",
    "table.restarted": "Restarted: the same hands; {seat} bids first.",
    "table.trick_hand_over": "Round over",
    "table.trick_no_winner": "no card wins yet: only all four Moles win",
    "table.nothing_to_redo": "Nothing to redo: no card or bid has been taken back since the last move.",
    "table.nothing_to_undo": "Nothing to undo yet.",
    "help.keys": (
        ("a t m v 1–13", "type a card code (t12 is Teal 12; owl, mole), then Enter"),
        ("0–9 ⏎", "bid that many tricks (or ←/→ and ⏎)"),
        ("h", "the strong bot's hint for the seat to act"),
    ),
    "table.prompt_over": "The round is over. Enter: what next, r: play it again, q: quit.",
    "help.rules": (
        "Each for themselves, clockwise; the dealer bids first and leads.",
        "60 cards: Amber, Teal, Moss, Violet 1–13, four Owls, four Moles.",
        "Cards are turned until a number card shows: its suit is trump.",
        "Each seat bids how many tricks it will take (0 to the hand size).",
        "Follow the led suit if you can; Owls and Moles may always be played.",
        "The first Owl wins; else all four Moles: the first Mole; else the",
        "highest trump; else the highest card of the led suit.",
        "Exact bid: 20 + 10 a trick; otherwise −10 a trick off the bid.",
    ),
    "help.title": "Sticheln — rules and keys",
    "table.too_small": "Terminal too small: {width}×{height}.\nThe table needs at least {min_width}×{min_height}.\nEnlarge the window; the table comes back by itself.",
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
    "suggest.note": "Means of {seat}'s points and tricks for the round, over deals of the cards {seat} cannot see, then played out the basic way, others half at random (seed {seed}).",
    "title": "Sticheln",
}

_DE: dict[StichelnKey, Text] = {
    "table.confirm_restart": "Runde neu beginnen? Die Ansagen und die gespielten Karten ({count}) werden zurückgenommen.",
    "table.restarted": "Neu begonnen: dieselben Hände; {seat} sagt zuerst an.",
    "table.trick_hand_over": "Die Runde ist beendet",
    "table.trick_no_winner": "noch keine Karte vorn: Maulwürfe nur zu viert",
    "table.nothing_to_redo": "Nichts wieder zu machen: seit dem letzten Zug wurde keine Karte und keine Ansage zurückgenommen.",
    "table.nothing_to_undo": "Noch nichts zurückzunehmen.",
    "help.keys": (
        ("a t m v 1–13", "Kartencode tippen (t12 ist Türkis 12; owl, mole), dann Enter"),
        ("0–9 ⏎", "so viele Stiche ansagen (oder ←/→ und ⏎)"),
        ("h", "Tipp des starken Bots für den Platz, der dran ist"),
    ),
    "table.prompt_over": "Die Runde ist beendet. Enter: wie weiter, r: noch einmal, q: beenden.",
    "help.rules": (
        "Jeder für sich, im Uhrzeigersinn; der Geber sagt zuerst an und spielt aus.",
        "60 Karten: Amber, Türkis, Moos, Violett 1–13, vier Eulen, vier Maulwürfe.",
        "Karten werden aufgedeckt, bis eine Zahlkarte kommt: ihre Farbe ist Trumpf.",
        "Jeder sagt an, wie viele Stiche er macht (0 bis Handgröße).",
        "Farbe bedienen, wenn möglich; Eulen und Maulwürfe dürfen immer.",
        "Die erste Eule gewinnt; sonst alle vier Maulwürfe: der erste; sonst",
        "der höchste Trumpf; sonst die höchste Karte der ausgespielten Farbe.",
        "Genau angesagt: 20 + 10 je Stich; sonst −10 je Stich Abweichung.",
    ),
    "help.title": "Sticheln — Regeln und Tasten",
    "table.too_small": "Terminal zu klein: {width}×{height}.\nDer Tisch braucht mindestens {min_width}×{min_height}.\nFenster vergrößern; der Tisch kommt von selbst zurück.",
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
    "suggest.note": "Mittelwerte der Punkte und Stiche von {seat} in dieser Runde, über Verteilungen der Karten, die {seat} nicht sieht; danach einfache Regeln, die anderen zur Hälfte zufällig (Seed {seed}).",
    "title": "Sticheln",
}

_ES: dict[StichelnKey, Text] = {
    "table.confirm_restart": "¿Reiniciar la ronda? Se deshacen sus pujas y las cartas jugadas ({count}).",
    "table.restarted": "Reiniciada: las mismas manos; {seat} puja primero.",
    "table.trick_hand_over": "Fin de la ronda",
    "table.trick_no_winner": "nadie gana aún: solo ganan los cuatro topos",
    "table.nothing_to_redo": "Nada que rehacer: no se ha deshecho ninguna carta ni puja desde la última jugada.",
    "table.nothing_to_undo": "Todavía no hay nada que deshacer.",
    "help.keys": (
        ("a t m v 1–13", "escribir un código (t12 es Teal 12; owl, mole) y Enter"),
        ("0–9 ⏎", "pujar tantas bazas (o ←/→ y ⏎)"),
        ("h", "la pista del bot fuerte para quien juega"),
    ),
    "table.prompt_over": "La ronda ha terminado. Enter: qué sigue, r: repetirla, q: salir.",
    "help.rules": (
        "Cada uno para sí, en el sentido del reloj; quien reparte puja y sale.",
        "60 cartas: Ámbar, Teal, Musgo, Violeta 1–13, cuatro búhos, cuatro topos.",
        "Se voltean cartas hasta que sale un número: su palo es el triunfo.",
        "Cada asiento puja cuántas bazas hará (de 0 al tamaño de la mano).",
        "Hay que seguir el palo si se puede; búhos y topos siempre se pueden jugar.",
        "Gana el primer búho; si no, con los cuatro topos, el primer topo; si no,",
        "el triunfo más alto; si no, la carta más alta del palo de salida.",
        "Puja exacta: 20 + 10 por baza; si no, −10 por baza de diferencia.",
    ),
    "help.title": "Sticheln — reglas y teclas",
    "table.too_small": "Terminal demasiado pequeño: {width}×{height}.\nLa mesa necesita al menos {min_width}×{min_height}.\nAgranda la ventana; la mesa vuelve sola.",
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
    "report.bid_line": "{seat}: pujó {bid}, ganó {taken}, {points} puntos",
    "report.bids": "Pujas: {bids}",
    "report.no_bids": "Pujas: no se hicieron, así que no se puntúa",
    "report.round": "Ronda",
    "report.round_incomplete": "Ronda sin terminar ({played} de {total} cartas jugadas)",
    "report.seat_bid": "{seat} {bid}",
    "report.seat_taken": "{seat}: ganó {taken}",
    "report.title": "Informe de revisión de Sticheln",
    "report.trace_title": (
        "Sticheln — {source} — manos de {size}, reparte {dealer}, triunfo {trump}"
    ),
    "report.turned": "Levantadas del mazo: {cards}",
    "suggest.bid": "Puja",
    "suggest.card": "Carta",
    "suggest.mark": "sugerida",
    "suggest.points": "Puntos",
    "suggest.tricks": "Bazas",
    "suggest.to_bid": "{seat} puja en {step}; el bot fuerte sugiere {choice}",
    "suggest.to_play": "{seat} juega en {step}; el bot fuerte sugiere {choice}",
    "suggest.note": "Medias de los puntos y bazas de {seat} en la ronda, sobre repartos de las cartas que {seat} no ve; luego juego básico, los demás la mitad al azar (semilla {seed}).",
    "title": "Sticheln",
}

_ZH: dict[StichelnKey, Text] = {
    "table.confirm_restart": "重开本轮？叫牌和已出的 {count} 张牌都会撤回。",
    "table.restarted": "已重开：同样的手牌；{seat}先叫牌。",
    "table.trick_hand_over": "本轮结束",
    "table.trick_no_winner": "暂无领先的牌：四张鼹鼠齐出才能赢",
    "table.nothing_to_redo": "没有可重做的:上次操作后没有撤销过牌或叫牌。",
    "table.nothing_to_undo": "还没有可撤销的操作。",
    "help.keys": (
        ("a t m v 1-13", "输入牌的代码(t12 是青绿12;owl、mole),再按回车"),
        ("0-9 Enter", "叫这么多墩（或左右键加 Enter）"),
        ("h", "强电脑给该行动座位的提示"),
    ),
    "table.prompt_over": "本轮已结束。Enter:下一步,r:重玩,q:退出。",
    "help.rules": (
        "各自为战，顺时针；发牌者先叫牌并首先出牌。",
        "60 张：琥珀、青绿、苔绿、紫罗兰 1-13，四张猫头鹰，四张鼹鼠。",
        "翻牌直到出现数字牌：它的花色为将牌。",
        "每人叫自己将赢的墩数（0 到手牌张数）。",
        "能跟花色就必须跟；猫头鹰和鼹鼠随时可出。",
        "第一张猫头鹰赢；否则四张鼹鼠齐出时第一张鼹鼠赢；",
        "否则最大的将牌赢；否则首出花色最大的牌赢。",
        "叫准：20 + 每墩 10；否则每差一墩 -10。",
    ),
    "help.title": "Sticheln — 规则和按键",
    "table.too_small": "终端太小：{width}×{height}。\n牌桌至少需要 {min_width}×{min_height}。\n放大窗口后牌桌会自动恢复。",
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
    "suggest.note": "{seat}本轮得分和赢墩的平均值,取自{seat}看不到的牌的多种分配,之后按基本方式出牌,其他座位一半随机(种子 {seed})。",
    "title": "Sticheln",
}

STICHELN_WORDS: dict[Lang, Mapping[StichelnKey, Text]] = {
    "en": _EN,
    "de": _DE,
    "es": _ES,
    "zh": _ZH,
}
"""The game's words by language."""

"""The ``four-lanterns`` namespace: the words that belong to the game, not the core.

Team names (partnerships exist in this game only), the scoring variants, the
hand summaries that name a team, the rules in the help screen and the title.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from four_lanterns.words.types import Lang, Text

__all__ = ["FOUR_LANTERNS_WORDS", "FourLanternsKey"]


FourLanternsKey = Literal[
    "analysis.all_kept",
    "analysis.best",
    "analysis.card",
    "analysis.costly_many",
    "analysis.costly_one",
    "analysis.note",
    "analysis.title",
    "analysis.to_play",
    "help.keys",
    "help.rules",
    "help.title",
    "name.team.EW",
    "name.team.NS",
    "outcome.win",
    "report.title",
    "report.trace_title",
    "summary.win",
    "table.nothing_to_undo",
    "table.confirm_restart",
    "table.restarted",
    "table.trick_hand_over",
    "table.prompt_over",
    "table.too_small",
    "title",
    "variant.v0",
    "variant.v1",
]
"""Every key of this namespace; a typo is a type error."""

_EN: dict[FourLanternsKey, Text] = {
    "table.confirm_restart": "Restart the hand? Cards played so far ({count}) go back to the hands.",
    "table.restarted": "Restarted: the same hands, {seat} leads.",
    "table.trick_hand_over": "Hand over",
    "table.nothing_to_undo": "Nothing to undo: no card has been played.",
    "table.prompt_over": "The hand is over. Enter: what next, r: play it again, q: quit.",
    "help.keys": (
        ("a t m v 1–4", "type a card code (t1 is Teal 1), then Enter"),
        ("p", "switch scoring v0 / v1: re-scores, changes no play"),
        ("b", "open hands: each card's points with best play"),
        ("c", "checklist against the paper (hidden at first): compact, every value, hidden"),
    ),
    "analysis.all_kept": "Under {variant}, every play kept the best result.",
    "analysis.costly_many": "{step}: {seat}'s {card} gave away {lost} points under {variant}; {best} kept {score}.",
    "analysis.costly_one": "{step}: {seat}'s {card} gave away a point under {variant}; {best} kept {score}.",
    "analysis.title": "Best play — {variant} ({description})",
    "analysis.best": "best",
    "analysis.card": "Card",
    "analysis.note": "Final hand totals, tricks played included; both teams play best after the card.",
    "analysis.to_play": "{seat} to play at {step}; with best play by both teams: {score}",
    "help.rules": (
        "North and South (N/S) play against East and West (E/W), clockwise.",
        "16 cards: Amber, Teal, Moss, Violet, ranks 1–4; four cards each.",
        "The leader may play any card. The others must follow the led suit",
        "if they can; a seat with none of it may discard any card.",
        "No trump: the highest card of the led suit wins; a discard never",
        "wins. The winner leads the next trick. Four tricks make the hand.",
        "Scoring v0: every trick 1. Scoring v1: the last trick 2, others 1.",
    ),
    "help.title": "Four Lanterns — rules and keys",
    "name.team.EW": "E/W",
    "name.team.NS": "N/S",
    "outcome.win": "{team} win",
    "report.title": "Four Lanterns review report",
    "report.trace_title": "Four Lanterns — {source} — scoring {variant} ({description})",
    "summary.win": "{team} win {high}–{low}",
    "table.too_small": "Terminal too small: {width}×{height}.\nFour Lanterns needs at least {min_width}×{min_height}.\nEnlarge the window; the table comes back by itself.",
    "title": "Four Lanterns",
    "variant.v0": "every trick 1",
    "variant.v1": "last trick 2",
}

_DE: dict[FourLanternsKey, Text] = {
    "table.confirm_restart": "Neu geben? Die gespielten Karten ({count}) gehen zurück auf die Hände.",
    "table.restarted": "Neu gegeben: dieselben Hände, {seat} spielt aus.",
    "table.trick_hand_over": "Die Hand ist beendet",
    "table.nothing_to_undo": "Nichts zurückzunehmen: noch keine Karte gespielt.",
    "table.prompt_over": "Die Hand ist beendet. Enter: wie weiter, r: noch einmal, q: beenden.",
    "help.keys": (
        ("a t m v 1–4", "Kartencode tippen (t1 ist Türkis 1), dann Enter"),
        ("p", "Wertung v0 / v1 wechseln: zählt neu, ändert keine Karte"),
        ("b", "offene Hände: Punkte jeder Karte bei bestem Spiel"),
        ("c", "Prüfliste gegen das Papier (erst verborgen): kurz, alle Werte, verborgen"),
    ),
    "analysis.all_kept": "Unter {variant} hielt jeder Zug das beste Ergebnis.",
    "analysis.costly_many": "{step}: {card} von {seat} gab unter {variant} {lost} Punkte ab; {best} hielt {score}.",
    "analysis.costly_one": "{step}: {card} von {seat} gab unter {variant} einen Punkt ab; {best} hielt {score}.",
    "analysis.title": "Bestes Spiel — {variant} ({description})",
    "analysis.best": "beste",
    "analysis.card": "Karte",
    "analysis.note": "Endstand der Hand mit gespielten Stichen; danach spielen beide Teams bestmöglich.",
    "analysis.to_play": "{seat} spielt bei {step}; bei bestem Spiel beider Teams: {score}",
    "help.rules": (
        "Nord und Süd (N/S) spielen gegen Ost und West (O/W), im Uhrzeigersinn.",
        "16 Karten: Amber, Türkis, Moos, Violett, Ränge 1–4; je vier Karten.",
        "Der Ausspieler darf jede Karte spielen. Die anderen müssen Farbe",
        "bedienen, wenn sie können; wer die Farbe nicht hat, darf abwerfen.",
        "Kein Trumpf: die höchste Karte der ausgespielten Farbe gewinnt; ein Abwurf",
        "gewinnt nie. Der Gewinner spielt den nächsten Stich aus. Vier Stiche.",
        "Wertung v0: jeder Stich 1. Wertung v1: der letzte Stich 2, sonst 1.",
    ),
    "help.title": "Vier Laternen — Regeln und Tasten",
    "name.team.EW": "O/W",
    "name.team.NS": "N/S",
    "outcome.win": "{team} gewinnen",
    "report.title": "Four Lanterns Prüfbericht",
    "report.trace_title": "Four Lanterns — {source} — Wertung {variant} ({description})",
    "summary.win": "{team} gewinnen {high}–{low}",
    "table.too_small": "Terminal zu klein: {width}×{height}.\nVier Laternen braucht mindestens {min_width}×{min_height}.\nFenster vergrößern; der Tisch kommt von selbst zurück.",
    "title": "Four Lanterns",
    "variant.v0": "jeder Stich zählt 1",
    "variant.v1": "letzter Stich zählt 2",
}

_ES: dict[FourLanternsKey, Text] = {
    "table.confirm_restart": "¿Reiniciar la mano? Las cartas jugadas ({count}) vuelven a las manos.",
    "table.restarted": "Reiniciado: las mismas manos, sale {seat}.",
    "table.trick_hand_over": "Fin de la mano",
    "table.nothing_to_undo": "Nada que deshacer: no se ha jugado ninguna carta.",
    "table.prompt_over": "La mano ha terminado. Enter: qué sigue, r: repetirla, q: salir.",
    "help.keys": (
        ("a t m v 1–4", "escribir un código (t1 es Teal 1) y Enter"),
        ("p", "cambiar puntuación v0 / v1: recuenta, no cambia ninguna carta"),
        ("b", "manos abiertas: puntos de cada carta con el mejor juego"),
        (
            "c",
            "lista de control contra el papel (oculta al inicio): breve, todos los valores, oculta",
        ),
    ),
    "analysis.all_kept": "Con {variant}, cada jugada mantuvo el mejor resultado.",
    "analysis.costly_many": "{step}: {card} de {seat} cedió {lost} puntos con {variant}; {best} mantenía {score}.",
    "analysis.costly_one": "{step}: {card} de {seat} cedió un punto con {variant}; {best} mantenía {score}.",
    "analysis.title": "Mejor juego — {variant} ({description})",
    "analysis.best": "mejor",
    "analysis.card": "Carta",
    "analysis.note": "Totales finales de la mano, con las bazas jugadas; luego ambos equipos juegan lo mejor.",
    "analysis.to_play": "Juega {seat} en {step}; con el mejor juego de ambos equipos: {score}",
    "help.rules": (
        "Norte y Sur (N/S) juegan contra Este y Oeste (E/O), en sentido horario.",
        "16 cartas: Ámbar, Teal, Musgo, Violeta, rangos 1–4; cuatro por jugador.",
        "El líder puede jugar cualquier carta. Los demás deben seguir el palo",
        "si pueden; quien no tenga ese palo puede hacer un descarte.",
        "Sin triunfo: gana la carta más alta del palo de salida; un descarte nunca",
        "gana. El ganador sale en la siguiente baza. Cuatro bazas hacen la mano.",
        "Puntuación v0: cada baza 1. Puntuación v1: la última baza 2, las demás 1.",
    ),
    "help.title": "Four Lanterns — reglas y teclas",
    "name.team.EW": "E/O",
    "name.team.NS": "N/S",
    "outcome.win": "gana {team}",
    "report.title": "Informe de revisión de Four Lanterns",
    "report.trace_title": "Four Lanterns — {source} — puntuación {variant} ({description})",
    "summary.win": "gana {team} {high}–{low}",
    "table.too_small": "Terminal demasiado pequeño: {width}×{height}.\nFour Lanterns necesita al menos {min_width}×{min_height}.\nAmplía la ventana; la mesa vuelve sola.",
    "title": "Four Lanterns",
    "variant.v0": "cada baza vale 1",
    "variant.v1": "la última baza vale 2",
}

_ZH: dict[FourLanternsKey, Text] = {
    "table.confirm_restart": "重开本局?已出的 {count} 张牌回到手中。",
    "table.restarted": "已重开:同样的手牌,{seat}领牌。",
    "table.trick_hand_over": "牌局结束",
    "table.nothing_to_undo": "没有可撤销的:还没有出牌。",
    "table.prompt_over": "牌局已结束。Enter:下一步,r:重玩,q:退出。",
    "help.keys": (
        ("a t m v 1-4", "输入牌的代码(t1 是青绿1),再按回车"),
        ("p", "切换计分 v0 / v1:重新计分,不改变出牌"),
        ("b", "明牌：每张合法牌在最佳打法下的最终得分"),
        ("c", "对照纸面的检查清单(起初隐藏):简略,全部值,隐藏"),
    ),
    "analysis.all_kept": "{variant} 下每一步都保持了最佳结果。",
    "analysis.costly_many": "{step}：{seat}的{card}在 {variant} 下丢了 {lost} 分；{best}可保持 {score}。",
    "analysis.costly_one": "{step}：{seat}的{card}在 {variant} 下丢了 1 分；{best}可保持 {score}。",
    "analysis.title": "最佳打法（{variant}：{description}）",
    "analysis.best": "最佳",
    "analysis.card": "牌",
    "analysis.note": "整手牌的最终总分（含已打完的墩），出这张牌后双方都走最佳。",
    "analysis.to_play": "{step} 轮到{seat}出牌；双方都走最佳时：{score}",
    "help.rules": (
        "北和南(北/南)对东和西(东/西),按顺时针出牌。",
        "16 张牌:琥珀、青绿、苔绿、紫罗兰,点数 1 至 4;每人四张。",
        "领牌者可以出任意一张牌。其他人有领出的花色就必须跟花色;",
        "没有该花色的可以垫牌,出任意一张。",
        "没有将牌:领出花色中最大的牌赢得这一墩;垫牌永远不能赢。",
        "赢家领下一墩。四墩为一局。",
        "计分 v0:每墩 1 分。计分 v1:最后一墩 2 分,其余 1 分。",
    ),
    "help.title": "Four Lanterns 规则和按键",
    "name.team.EW": "东/西",
    "name.team.NS": "北/南",
    "outcome.win": "{team}胜",
    "report.title": "Four Lanterns 审查报告",
    "report.trace_title": "Four Lanterns — {source} — 计分 {variant}（{description}）",
    "summary.win": "{team}以 {high} 比 {low} 获胜",
    "table.too_small": "终端太小:{width}x{height}。\nFour Lanterns 至少需要 {min_width}x{min_height}。\n请放大窗口;牌桌会自动恢复。",
    "title": "Four Lanterns",
    "variant.v0": "每墩 1 分",
    "variant.v1": "最后一墩 2 分",
}

FOUR_LANTERNS_WORDS: dict[Lang, Mapping[FourLanternsKey, Text]] = {
    "en": _EN,
    "de": _DE,
    "es": _ES,
    "zh": _ZH,
}
"""The game's words by language."""

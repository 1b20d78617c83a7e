"""The table's words for autosave, resume and game records.

Merged into the ``core`` namespace like the match words; kept apart because
they are the chrome of one feature, saving, and are read only by the table.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from four_lanterns.words.types import Lang, Text

if TYPE_CHECKING:
    from four_lanterns.records.record import GameRecord
    from four_lanterns.words import Catalogue

__all__ = ["SAVE_WORDS", "SaveKey", "describe_game"]

SaveKey = Literal[
    "save.export_both",
    "save.export_done",
    "save.export_hidden",
    "save.export_none_hand",
    "save.export_none_round",
    "save.failed",
    "save.list_bot",
    "save.list_bots",
    "save.list_busy",
    "save.list_hidden",
    "save.list_line",
    "save.list_none",
    "save.not_a_number",
    "save.which_game",
    "save.list_scoring",
    "save.list_seed",
    "save.progress_hand",
    "save.progress_round",
    "save.quit",
    "save.resume_offer",
    "save.saved_note",
    "save.turn_bid",
    "save.turn_over_hand",
    "save.turn_over_round",
    "save.turn_play",
]
"""Every key of the saving words; a typo is a type error."""

_EN: dict[SaveKey, Text] = {
    "save.export_both": "Record and report written: {record}, {report}",
    "save.export_done": "Record written to {path}",
    "save.export_hidden": "Record written to {path}: the finished part of the game only, and no seed, while hands are hidden",
    "save.export_none_hand": "Nothing to export yet: while hands are hidden, only a finished hand can be shared.",
    "save.export_none_round": "Nothing to export yet: while hands are hidden, only a finished round can be shared.",
    "save.failed": "The game could not be saved in {path}: {reason}",
    "save.list_bot": "{game}, bot {seats}",
    "save.list_bots": "{game}, bots {seats}",
    "save.list_busy": "{line} (open at another table)",
    "save.list_hidden": "{game}, hidden hands",
    "save.list_line": "{game}, {progress}, {turn}, saved\u00a0{when}: {file}",
    "save.list_none": "No unfinished games in {path}.",
    "save.not_a_number": "{answer} is not a game number.",
    "save.which_game": "Resume which game? (1 to {last}, Enter for 1) ",
    "save.list_scoring": "{game}, scoring {variant}",
    "save.list_seed": "{game} (seed {seed})",
    "save.progress_hand": "hand {number} of {rounds}",
    "save.progress_round": "round {number} of {rounds}",
    "save.quit": "Quit? The game is saved; four-lanterns resume continues it.",
    "save.resume_offer": "An unfinished game is saved: {game}, {progress}, {turn}, saved {when}. Resume it?",
    "save.saved_note": "The game is saved in {path}; four-lanterns\u00a0resume continues it.",
    "save.turn_bid": "{seat} to bid",
    "save.turn_over_hand": "hand over",
    "save.turn_over_round": "round over",
    "save.turn_play": "{seat} to play",
}

_DE: dict[SaveKey, Text] = {
    "save.export_both": "Protokoll und Bericht geschrieben: {record}, {report}",
    "save.export_done": "Partieprotokoll geschrieben: {path}",
    "save.export_hidden": "Partieprotokoll geschrieben: {path}: nur der beendete Teil der Partie, ohne Startwert, solange die Hände verdeckt sind",
    "save.export_none_hand": "Noch nichts zu exportieren: bei verdeckten Händen lässt sich nur eine beendete Hand weitergeben.",
    "save.export_none_round": "Noch nichts zu exportieren: bei verdeckten Händen lässt sich nur eine beendete Runde weitergeben.",
    "save.failed": "Das Spiel konnte nicht in {path} gespeichert werden: {reason}",
    "save.list_bot": "{game}, Bot {seats}",
    "save.list_bots": "{game}, Bots {seats}",
    "save.list_busy": "{line} (an einem anderen Tisch offen)",
    "save.list_hidden": "{game}, verdeckte Hände",
    "save.list_line": "{game}, {progress}, {turn}, gespeichert\u00a0{when}: {file}",
    "save.list_none": "Keine unfertigen Spiele in {path}.",
    "save.not_a_number": "{answer} ist keine Spielnummer.",
    "save.which_game": "Welches Spiel fortsetzen? (1 bis {last}, Enter für 1) ",
    "save.list_scoring": "{game}, Wertung {variant}",
    "save.list_seed": "{game} (Startwert {seed})",
    "save.progress_hand": "Hand {number} von {rounds}",
    "save.progress_round": "Runde {number} von {rounds}",
    "save.quit": "Beenden? Das Spiel ist gespeichert; four-lanterns resume setzt es fort.",
    "save.resume_offer": "Ein unfertiges Spiel ist gespeichert: {game}, {progress}, {turn}, gespeichert {when}. Fortsetzen?",
    "save.saved_note": "Das Spiel ist gespeichert in {path}; four-lanterns\u00a0resume setzt es fort.",
    "save.turn_bid": "{seat} sagt an",
    "save.turn_over_hand": "Hand vorbei",
    "save.turn_over_round": "Runde vorbei",
    "save.turn_play": "{seat} spielt",
}

_ES: dict[SaveKey, Text] = {
    "save.export_both": "Registro e informe escritos: {record}, {report}",
    "save.export_done": "Registro escrito en {path}",
    "save.export_hidden": "Registro escrito en {path}: solo la parte terminada de la partida y sin semilla, mientras las manos están ocultas",
    "save.export_none_hand": "Aún no hay nada que exportar: con las manos ocultas solo se comparte una mano terminada.",
    "save.export_none_round": "Aún no hay nada que exportar: con las manos ocultas solo se comparte una ronda terminada.",
    "save.failed": "No se pudo guardar la partida en {path}: {reason}",
    "save.list_bot": "{game}, bot en {seats}",
    "save.list_bots": "{game}, bots en {seats}",
    "save.list_busy": "{line} (abierta en otra mesa)",
    "save.list_hidden": "{game}, manos ocultas",
    "save.list_line": "{game}, {progress}, {turn}, guardada\u00a0{when}: {file}",
    "save.list_none": "No hay partidas sin terminar en {path}.",
    "save.not_a_number": "{answer} no es un número de partida.",
    "save.which_game": "¿Qué partida continuar? (1 a {last}, Enter para la 1) ",
    "save.list_scoring": "{game}, puntuación {variant}",
    "save.list_seed": "{game} (semilla {seed})",
    "save.progress_hand": "mano {number} de {rounds}",
    "save.progress_round": "ronda {number} de {rounds}",
    "save.quit": "¿Salir? La partida está guardada; four-lanterns resume la continúa.",
    "save.resume_offer": "Hay una partida sin terminar guardada: {game}, {progress}, {turn}, guardada {when}. ¿Continuarla?",
    "save.saved_note": "La partida está guardada en {path}; four-lanterns\u00a0resume la continúa.",
    "save.turn_bid": "puja {seat}",
    "save.turn_over_hand": "mano terminada",
    "save.turn_over_round": "ronda terminada",
    "save.turn_play": "juega {seat}",
}

_ZH: dict[SaveKey, Text] = {
    "save.export_both": "记录和报告已写入：{record}，{report}",
    "save.export_done": "对局记录已写入 {path}",
    "save.export_hidden": "对局记录已写入 {path}：手牌隐藏期间只含已结束的部分，不含种子",
    "save.export_none_hand": "暂无可导出的内容：手牌隐藏时只能分享已结束的一副牌。",
    "save.export_none_round": "暂无可导出的内容：手牌隐藏时只能分享已结束的轮次。",
    "save.failed": "无法将对局保存到 {path}：{reason}",
    "save.list_bot": "{game}，机器人 {seats}",
    "save.list_bots": "{game}，机器人 {seats}",
    "save.list_busy": "{line}（已在另一张牌桌打开）",
    "save.list_hidden": "{game}，暗牌",
    "save.list_line": "{game}，{progress}，{turn}，保存于\u00a0{when}：{file}",
    "save.list_none": "{path} 中没有未完成的对局。",
    "save.not_a_number": "{answer} 不是对局编号。",
    "save.which_game": "继续哪一局？（1 到 {last}，Enter 选 1）",
    "save.list_scoring": "{game}，计分规则 {variant}",
    "save.list_seed": "{game}（种子 {seed}）",
    "save.progress_hand": "第 {number} 副（共 {rounds} 副）",
    "save.progress_round": "第 {number} 轮（共 {rounds} 轮）",
    "save.quit": "退出？对局已保存；four-lanterns resume 可继续。",
    "save.resume_offer": "有一局未完成的对局已保存：{game}，{progress}，{turn}，保存于 {when}。继续吗？",
    "save.saved_note": "对局已保存在 {path}；four-lanterns\u00a0resume 可继续。",
    "save.turn_bid": "轮到{seat}叫牌",
    "save.turn_over_hand": "本副结束",
    "save.turn_over_round": "本轮结束",
    "save.turn_play": "轮到{seat}出牌",
}

SAVE_WORDS: dict[Lang, Mapping[SaveKey, Text]] = {
    "en": _EN,
    "de": _DE,
    "es": _ES,
    "zh": _ZH,
}
"""The table's saving words in every language."""


def describe_game(record: GameRecord, saved_at: float, words: Catalogue) -> dict[str, str]:
    """What a list of saves, or the table's offer, says of one: the game, the hand or round,
    whose turn, when it was saved.

    The game is named with what tells two saves at the same point apart: its
    seed (an open game's only: a hidden game's seed would deal its hidden hands
    to whoever reads it), the scoring it comes back on (for a game that has
    more than one: Four Lanterns' v0, v1), hidden hands and the bots' seats.
    A Four Lanterns game is counted in hands, as its table counts them; Sticheln in rounds.
    """
    from four_lanterns.engine.phases import Phase

    match = record.match
    setup = record.setup
    state = match.state
    seat = state.turn.seat
    hands = setup.plays_hands
    if state.phase is Phase.BIDDING and seat is not None:
        turn = words("save.turn_bid", seat=words.seat(seat))
    elif state.phase is Phase.PLAY and seat is not None:
        turn = words("save.turn_play", seat=words.seat(seat))
    else:
        turn = words("save.turn_over_hand" if hands else "save.turn_over_round")
    progress: SaveKey = "save.progress_hand" if hands else "save.progress_round"
    game = words(f"match.game.{setup.game}")  # type: ignore[arg-type]
    if setup.seed is not None and not setup.hidden:
        game = words("save.list_seed", game=game, seed=setup.seed)
    if len(match.deal.rules.variants) > 1:
        game = words("save.list_scoring", game=game, variant=record.resumed_variant().code)
    if setup.hidden:
        game = words("save.list_hidden", game=game)
    bots = [seat for seat in match.deal.rules.seats if setup.bot_level(seat) is not None]
    if bots:
        seats = words.listing(map(words.seat_initial, bots))
        game = words(
            "save.list_bot" if len(bots) == 1 else "save.list_bots", game=game, seats=seats
        )
    return {
        "game": game,
        "progress": words(progress, number=match.number, rounds=match.rounds),
        "turn": turn,
        "when": time.strftime("%Y-%m-%d %H:%M", time.localtime(saved_at)),
    }

"""One catalogue for every word the program shows, in every language.

The command line, the ``check`` report, the ``trace`` tables and the card
table all read their words here. Messages live in namespaces: ``core`` (names
of seats and suits, notation, the engine's decisions, and the chrome of every
screen) and one per game (``four-lanterns``: teams, scoring variants, rules).
Keys are typed (:data:`Key`), so a typo is a type error; a key that a
language lacks raises :class:`MissingMessage` naming the language and the
key. There is no fallback to English.

``docs/architecture.md`` says why this is a typed module and not gettext.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import cast

from four_lanterns.engine.cards import Card, Seat, Suit, Team
from four_lanterns.engine.sides import Side
from four_lanterns.words.core import CORE, CoreKey
from four_lanterns.words.four_lanterns import FOUR_LANTERNS_WORDS, FourLanternsKey
from four_lanterns.words.match import MATCH_WORDS, MatchKey
from four_lanterns.words.saves import SAVE_WORDS, SaveKey
from four_lanterns.words.sticheln import STICHELN_WORDS, StichelnKey
from four_lanterns.words.types import LANGS, Lang, Text

__all__ = [
    "LANGS",
    "Catalogue",
    "CoreKey",
    "FourLanternsKey",
    "Key",
    "Lang",
    "MatchKey",
    "MissingMessage",
    "SaveKey",
    "StichelnKey",
    "Text",
    "catalogue",
    "detect_lang",
    "missing_messages",
    "namespaces",
    "register_namespace",
    "unregister_namespace",
]

Key = CoreKey | MatchKey | SaveKey | FourLanternsKey | StichelnKey
"""A key of the core or of a shipped game's namespace."""

CORE_NAMESPACE = "core"
DEFAULT_GAME = "four-lanterns"
STICHELN = "sticheln"

_NAMESPACES: dict[str, Mapping[Lang, Mapping[str, Text]]] = {
    # The table's match and saving words are core words kept in modules of their own.
    CORE_NAMESPACE: cast(
        "Mapping[Lang, Mapping[str, Text]]",
        {lang: {**CORE[lang], **MATCH_WORDS[lang], **SAVE_WORDS[lang]} for lang in CORE},
    ),
    DEFAULT_GAME: cast("Mapping[Lang, Mapping[str, Text]]", FOUR_LANTERNS_WORDS),
    STICHELN: cast("Mapping[Lang, Mapping[str, Text]]", STICHELN_WORDS),
}


class MissingMessage(KeyError):
    """A language lacks a message: a bug in the catalogue, never shown in English instead."""

    def __init__(self, lang: str, key: str, namespaces: tuple[str, ...]) -> None:
        super().__init__(f"{lang}: no message {key!r} in {', '.join(namespaces)}")
        self.lang = lang
        self.key = key


def register_namespace(name: str, table: Mapping[Lang, Mapping[str, Text]]) -> None:
    """Add a game's namespace (its words in every language)."""
    _NAMESPACES[name] = table
    catalogue.cache_clear()


def unregister_namespace(name: str) -> None:
    """Remove a namespace added by :func:`register_namespace` (the shipped ones stay)."""
    if name in (CORE_NAMESPACE, DEFAULT_GAME, STICHELN):
        raise ValueError(f"{name!r} ships with the program")
    _NAMESPACES.pop(name, None)
    catalogue.cache_clear()


def namespaces() -> Mapping[str, Mapping[Lang, Mapping[str, Text]]]:
    """Every namespace by name, ``core`` first."""
    return dict(_NAMESPACES)


def missing_messages(lang: Lang) -> dict[str, list[str]]:
    """The keys English has and ``lang`` lacks, per namespace (empty lists: complete)."""
    return {
        name: sorted(set(table["en"]) - set(table.get(lang, {})))
        for name, table in _NAMESPACES.items()
    }


def _lang_of(entry: str) -> str:
    """``de_DE.UTF-8@euro`` → ``de``; ``C.UTF-8`` → ``c``."""
    return entry.split("@")[0].split(".")[0].split("_")[0].split("-")[0].strip().lower()


def detect_lang(environ: Mapping[str, str] | None = None) -> Lang:
    """The language asked for by the environment, as gettext finds it; English otherwise.

    ``LANGUAGE`` comes first and may list languages separated by colons
    (``LANGUAGE=fr:de``): the first one this program speaks wins, and if it
    speaks none of them, English. Without it, the first non-empty of
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` decides. As in GNU gettext,
    ``LANGUAGE`` is ignored when that locale is ``C`` or ``POSIX`` (so
    ``LC_ALL=C`` always gives English), and ``C`` ends a list.
    """
    env = os.environ if environ is None else environ
    locale = next(
        (env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name, "")), ""
    )
    if _lang_of(locale) in ("c", "posix"):
        return "en"
    for entry in (env.get("LANGUAGE", "") or locale).split(":"):
        code = _lang_of(entry)
        if code in ("c", "posix"):
            return "en"
        for lang in LANGS:
            if lang == code:
                return lang
    return "en"


class Catalogue:
    """Every message in one language: a game's namespace first, then the core."""

    def __init__(
        self, lang: Lang, game: str = DEFAULT_GAME, *, spell: Callable[[str], str] | None = None
    ) -> None:
        self.lang: Lang = lang
        self.game = game
        order = (game, CORE_NAMESPACE) if game != CORE_NAMESPACE else (CORE_NAMESPACE,)
        self._order = order
        self._tables = tuple(_NAMESPACES[name].get(lang, {}) for name in order)
        self._spell = spell

    def respelled(self, spell: Callable[[str], str]) -> Catalogue:
        """The same catalogue with every message passed through ``spell`` (``--ascii``)."""
        return Catalogue(self.lang, self.game, spell=spell)

    def of_game(self, game: str) -> Catalogue:
        """The same language and spelling with ``game``'s namespace first."""
        return Catalogue(self.lang, game, spell=self._spell)

    def text(self, key: Key) -> Text:
        """The message for ``key`` as stored: a template, lines or rows."""
        return self.lookup(key)

    def lookup(self, key: str) -> Text:
        """Like :meth:`text` for a key of a namespace registered at run time."""
        for table in self._tables:
            if key in table:
                text = table[key]
                return text if self._spell is None else _respell(text, self._spell)
        raise MissingMessage(self.lang, key, self._order)

    def __call__(self, key: Key, **fields: object) -> str:
        """The template for ``key`` with its fields filled in."""
        template = self.lookup(key)
        if not isinstance(template, str):
            raise TypeError(f"{key!r} is not a sentence")
        return template.format(**fields)

    def decimal(self, value: float, places: int = 1) -> str:
        """``value`` with ``places`` decimals, in the language's notation: ``14,5`` in German."""
        return f"{value:.{places}f}".replace(".", self("fmt.decimal_mark"))

    # -- names, defined once ---------------------------------------------------

    def seat(self, seat: Seat) -> str:
        """``Nord``."""
        return self._name(f"name.seat.{seat.code}")

    def seat_initial(self, seat: Seat) -> str:
        """A seat's name cut to its first letter: ``O`` for Ost and Oeste, ``东`` for 东.

        The one abbreviation of a seat in words: the table's bids row and score
        pad, a seat's side in a report (``O 2``), and the teams' names
        (``O/W``) agree with it. ``seat.code`` (``W``, ``E``) stays what
        records, traces, JSON and typed plays use, in every language.
        """
        return self.seat(seat)[0]

    def suit(self, suit: Suit) -> str:
        """``Türkis``."""
        return self._name(f"name.suit.{suit.code}")

    def team(self, team: Team) -> str:
        """``N/S``, ``O/W``, ``东/西``."""
        return self._name(f"name.team.{team.value}")

    def side(self, side: Side) -> str:
        """A side's short name: ``N/S`` for a team; a game's ``name.side.<code>``.

        A side of one seat (Sticheln) is that seat's initial in this language
        (``O`` for Ost, ``东``); any other side no catalogue names is written
        as its code: codes are the notation every language shares, like card
        codes in JSON.
        """
        for key in (f"name.team.{side.code}", f"name.side.{side.code}"):
            try:
                return self._name(key)
            except MissingMessage:
                continue
        if len(side.seats) == 1:
            return self.seat_initial(side.seats[0])
        return side.code

    def side_names(self, sides: Iterable[Side]) -> str:
        """Every side's name in the given order, to head their scores: ``N/S–E/W``."""
        return self("fmt.sides_joint").join(self.side(side) for side in sides)

    def score_line(self, score: Iterable[tuple[Side, int]]) -> str:
        """Every side's name and points: ``N/S 2 – E/W 3`` (``北/南 2，东/西 3``)."""
        return self("fmt.side_points_joint").join(
            self("fmt.side_points", side=self.side(side), points=points) for side, points in score
        )

    def totals(self, score: Iterable[tuple[Side, int]]) -> str:
        """A total per side as a list: ``N 1, O 2, S 2, W 0`` (``北 1、东 2、南 2、西 0``)."""
        return self("fmt.list_separator").join(
            self("fmt.side_points", side=self.side(side), points=points) for side, points in score
        )

    def quoted(self, text: str) -> str:
        """``text`` in the language's quotation marks: ``„…“``, ``«…»``, ``“…”``."""
        return self("fmt.quoted", text=text)

    def card(self, card: Card) -> str:
        """``Türkis 4``; ``青绿4`` in Chinese; ``Eule`` for a joker."""
        if card.joker is not None:
            return self._name(f"name.joker.{card.joker.code}")
        assert card.suit is not None
        return self("fmt.card", suit=self.suit(card.suit), rank=card.rank)

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards in hand order, joined with the language's "and" (``Teal 1 and Teal 3``)."""
        return self("fmt.and").join(self.card(card) for card in sorted(cards))

    def listing(self, items: Iterable[str]) -> str:
        """Items joined with the language's "and" list (``a, b and c``)."""
        return self._join("fmt.and_list", list(items))

    def alternatives(self, items: Iterable[str]) -> str:
        """Items joined with the language's "or" list (``0, 2 or 3``)."""
        return self._join("fmt.or_list", list(items))

    def _join(self, key: Key, items: list[str]) -> str:
        if len(items) < 2:
            return "".join(items)
        head = self("fmt.list_separator").join(items[:-1])
        return self(key, head=head, last=items[-1])

    def score(self, points: Iterable[int]) -> str:
        """Points in side order (``2–1``; ``2-1`` in Chinese)."""
        return self("fmt.score_dash").join(str(p) for p in points)

    def _name(self, key: str) -> str:
        name = self.lookup(key)
        assert isinstance(name, str)
        return name


def _respell(text: Text, spell: Callable[[str], str]) -> Text:
    if isinstance(text, str):
        return spell(text)
    rows: list[str] = []
    pairs: list[tuple[str, str]] = []
    for item in text:
        if isinstance(item, str):
            rows.append(spell(item))
        else:
            pairs.append((spell(item[0]), spell(item[1])))
    return tuple(pairs) if pairs else tuple(rows)


@cache
def catalogue(lang: Lang, game: str = DEFAULT_GAME) -> Catalogue:
    """The catalogue of ``lang`` for ``game`` (cached)."""
    return Catalogue(lang, game)

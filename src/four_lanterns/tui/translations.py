"""The card table in German, Spanish and Chinese.

Every word lives in the one catalogue (:mod:`four_lanterns.words`); this
module only names the table's words per language for existing imports.
"""

from __future__ import annotations

from four_lanterns.tui.words import ENGLISH, Words, words_for
from four_lanterns.words import LANGS, Lang

__all__ = ["CHINESE", "ENGLISH", "GERMAN", "SPANISH", "TABLE_WORDS", "words_for"]

GERMAN = words_for("de")
SPANISH = words_for("es")
CHINESE = words_for("zh")

TABLE_WORDS: dict[Lang, Words] = {lang: words_for(lang) for lang in LANGS}
"""The table's words by language code."""

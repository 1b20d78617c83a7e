"""Showing untrusted text on one line: file names, keys and titles from deal files.

A deal file or a path given on the command line can hold a newline, an escape
sequence that recolours the terminal, or a megabyte of text. :func:`printable`
makes such text safe to put inside a one-line message or a report.
"""

from __future__ import annotations

import re

__all__ = ["ELLIPSIS", "printable"]

ELLIPSIS = "…"

# C0 controls, DEL and C1 controls; the line and paragraph separators (text
# tools split lines there too); the bidirectional embeddings, overrides and
# isolates, which reorder what a terminal shows; lone surrogates.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(char: str) -> str:
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:
        # What os.fsdecode makes of an undecodable byte: show the byte.
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def _escape_match(match: re.Match[str]) -> str:
    return _escape(match.group())


def printable(text: str, limit: int | None = None) -> str:
    r"""``text`` with every character that could break or disguise a line escaped.

    Control characters (C0, DEL, C1) become ``\n``, ``\r``, ``\t`` or ``\x1b``
    style escapes; the line and paragraph separators and the bidirectional
    controls become ``\u2028`` style escapes; a lone surrogate, which is how an
    undecodable byte of a file name reaches Python, becomes the byte
    (``\xff``). Everything else, CJK and accents included, is left alone. A
    backslash is not doubled: the result is for reading, not for parsing back.

    With ``limit``, the result has at most ``limit`` characters: longer text is
    cut, never inside an escape, and ends with ``…``.

    >>> printable("a\nb\x1b[31m")
    'a\\nb\\x1b[31m'
    >>> printable("四つの灯籠 — lanterns", limit=8)
    '四つの灯籠 —…'
    """
    if limit is None:
        return _UNPRINTABLE.sub(_escape_match, text)
    if limit < 1:
        raise ValueError(f"limit must be at least 1, got {limit}")
    # Escaping only lengthens text, so looking past the limit is never needed:
    # this stays cheap for a megabyte of input.
    head = _UNPRINTABLE.sub(_escape_match, text[: limit + 1])
    if len(text) <= limit and len(head) <= limit:
        return head
    pieces: list[str] = []
    used = 0
    for char in text[:limit]:
        piece = _escape(char) if _UNPRINTABLE.match(char) else char
        if used + len(piece) > limit - 1:
            break
        pieces.append(piece)
        used += len(piece)
    return "".join(pieces) + ELLIPSIS

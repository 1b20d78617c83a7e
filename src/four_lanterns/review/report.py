"""The review report: expected and observed kept apart, in four languages.

A report never says ``match`` for a trick that was not observed; unplayed
tricks are ``not executed``, and one begun on the paper's cards but not
finished is ``in progress`` (as the checklist panel says; still
``not_executed`` in the JSON). Writing one to a file is :mod:`four_lanterns.files`'
job, which never harms what is already there.
"""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass
from typing import Any

from four_lanterns import __version__
from four_lanterns.columns import layout
from four_lanterns.engine.cards import Seat, Suit
from four_lanterns.engine.deal import Deal, TraceTrick
from four_lanterns.engine.errors import CodeError
from four_lanterns.engine.record import TrickRow
from four_lanterns.engine.scoring import Score
from four_lanterns.engine.tricks import Play
from four_lanterns.review.checklist import Checklist, ChecklistRow, Divergence
from four_lanterns.text import printable
from four_lanterns.words import Catalogue, CoreKey, FourLanternsKey, Key, Lang, catalogue
from four_lanterns.words.render import hand_summary, refusal, trick_reason

__all__ = [
    "FIELD_KEYS",
    "STATUS_KEYS",
    "ReportMeta",
    "describe_divergence",
    "ends_word",
    "render_report",
    "report_json",
    "status_key",
]


@dataclass(frozen=True, slots=True)
class ReportMeta:
    """Where a report's facts came from."""

    source: str
    sha256: str | None
    """The SHA-256 of the file's bytes; ``None`` while its game goes on with hidden hands."""
    date: str
    version: str = __version__
    title: str = ""
    game: str = "four-lanterns"
    """The game's name: its catalogue namespace words the report."""
    file: str | None = None
    """The file's path, when ``source`` says more (``game.toml, round 2``)."""
    round: int | None = None
    """The round of a game record the deal is; ``None`` for a deal file."""

    @classmethod
    def for_deal(
        cls,
        deal: Deal,
        source: str,
        today: datetime.date | None = None,
        *,
        file: str | None = None,
        round: int | None = None,
        hiding: bool = False,
    ) -> ReportMeta:
        """The metadata of a report on ``deal`` made today.

        ``hiding``: the deal is a round of a game still going on with hidden
        hands. The digest of the file, which holds those hands (and maybe the
        seed that deals them), is withheld: a guess could be tested against it.
        """
        day = today or datetime.date.today()
        return cls(
            source,
            None if hiding else deal.sha256,
            day.isoformat(),
            title=deal.title,
            game=deal.rules.name,
            file=file,
            round=round,
        )


_C1 = re.compile("[\x7f-\x9f]")

STATUS_KEYS: dict[str, CoreKey] = {  # checklist status → its word
    "match": "report.match",
    "mismatch": "report.mismatch",
    "not_executed": "report.not_executed",
}
FIELD_KEYS: dict[str, Key] = {  # checklist field → its word
    "plays": "report.f_plays",
    "led": "report.f_led",
    "winner": "report.f_winner",
    "score": "report.f_score",
    "next_leader": "report.f_next_leader",
    # Fields of a game whose paper names the rule and states totals (Sticheln).
    "rule": "report.f_rule",
    "taken": "report.f_taken",
    "points": "report.f_points",
}
_VARIANTS: dict[str, FourLanternsKey] = {"v0": "variant.v0", "v1": "variant.v1"}


def status_key(row: ChecklistRow) -> CoreKey:
    """The word for a trick's status, as the report and the checklist panel both say it.

    A trick begun on the paper's cards and not finished is ``in progress``:
    still not executed (its status in the JSON report), but under way.
    """
    return "report.in_progress" if row.in_progress else STATUS_KEYS[row.status.value]


def _score_json(score: Score | None) -> dict[str, int] | None:
    return score.as_dict() if score is not None else None


def _expected_json(row: TraceTrick, variant_code: str) -> dict[str, Any]:
    expected = {
        "plays": [play.code for play in row.plays],
        # "" when the paper says no suit bound; null when it does not say.
        "led": row.led.code if row.led is not None else "" if row.names_led else None,
        "winner": row.winner.code,
        "score": _score_json(row.scores.get(variant_code)),
        "next_leader": row.next_leader.code if row.next_leader is not None else None,
    }
    if row.rule is not None:
        expected["rule"] = row.rule
    return expected


def _observed_json(row: TrickRow | None, checklist: Checklist) -> dict[str, Any] | None:
    """A trick the engine made, with the rule that took it in a game whose paper names it."""
    if row is None:
        return None
    observed = row.as_json()
    if checklist.rule_codes:
        rule = row.result.rule if row.result is not None else None
        observed["rule"] = checklist.rule_codes.get(rule, rule.value) if rule else None
    return observed


def _score_fields(checklist: Checklist) -> dict[str, Any]:
    # A round scored by its bids: the points (null without bids or unfinished),
    # the tricks taken, and no single-round winner.
    if checklist.bids_scored:
        return {
            "score": _score_json(checklist.points),
            "taken": checklist.score.as_dict(),
            "complete": checklist.over,
            "result": None,
        }
    return {
        "score": checklist.score.as_dict(),
        "complete": checklist.result is not None,
        "result": checklist.result.code if checklist.result is not None else None,
    }


def report_json(checklist: Checklist, meta: ReportMeta) -> dict[str, Any]:
    """The report in the documented JSON shape."""
    divergence = checklist.first_divergence
    file = meta.source if meta.file is None else meta.file
    return {
        # The file name as read (an undecodable byte shown as \xff); the title as written.
        "deal": {
            "file": printable(file),
            "round": meta.round,
            "sha256": meta.sha256,
            "title": meta.title,
        },
        # A game scored by its bids (Sticheln) has no scoring variant.
        "variant": None if checklist.bids_scored else checklist.variant.code,
        "version": meta.version,
        "date": meta.date,
        "expected": [play.code for row in checklist.rows for play in row.expected.plays],
        "observed": [play.code for play in checklist.observed],
        "tricks": [
            {
                "number": row.number,
                "status": row.status.value,
                "field": row.field or None,
                "expected": _expected_json(row.expected, checklist.variant.code),
                "observed": _observed_json(row.observed, checklist),
            }
            for row in checklist.rows
        ],
        "first_divergence": None
        if divergence is None
        else {
            "step": divergence.step,
            "expected": divergence.expected,
            "observed": divergence.observed,
            "field": divergence.field,
            "refused": divergence.refusal.message if divergence.refusal else None,
        },
        **_score_fields(checklist),
        **_totals_json(checklist),
        "all_match": checklist.all_match,
    }


def _totals_json(checklist: Checklist) -> dict[str, Any]:
    # Only a paper that states totals (Sticheln's [result]) adds the key.
    if not checklist.totals:
        return {}
    return {
        "totals": [
            {
                "name": total.name,
                "expected": total.expected.as_dict(),
                "observed": _score_json(total.observed),
                "match": total.matches,
            }
            for total in checklist.totals
        ]
    }


def _plays_text(w: Catalogue, plays: tuple[Play, ...]) -> str:
    return w("fmt.clause_separator").join(
        f"{w.seat(play.seat)} {w.card(play.card)}" for play in plays
    )


def ends_word(w: Catalogue) -> str:
    """ "hand ends" after the last trick; "round ends" in a game played in rounds."""
    key = "report.round_ends" if _has(w, "report.round_ends") else "report.hand_ends"
    text = w.lookup(key)
    assert isinstance(text, str)
    return text


def _has(w: Catalogue, key: str) -> bool:
    try:
        w.lookup(key)
    except KeyError:
        return False
    return True


def _rule_words(w: Catalogue, code: str) -> str:
    """A paper's rule code in words (``owl`` → "first Owl"), or the code if it has none."""
    key = f"rule.{code}"
    text = w.lookup(key) if _has(w, key) else code
    return text if isinstance(text, str) else code


def _expected_cells(w: Catalogue, row: TraceTrick, variant_code: str) -> list[str]:
    score = row.scores.get(variant_code)
    winner = w.seat(row.winner)
    if row.rule is not None:
        winner = w("fmt.aside", text=winner, aside=_rule_words(w, row.rule))
    return [
        f"T{row.number}",
        _plays_text(w, row.plays),
        winner,
        w.score(score.points) if score is not None else "",
        w.seat(row.next_leader) if row.next_leader is not None else ends_word(w),
    ]


def _observed_cells(w: Catalogue, number: int, row: TrickRow | None) -> list[str]:
    if row is None:
        return [f"T{number}", "", "", "", ""]
    if row.result is None or row.score is None:
        in_progress = w("fmt.bracketed", text=w("report.in_progress"))
        return [f"T{number}", _plays_text(w, row.plays), in_progress, "", ""]
    next_leader = w.seat(row.next_leader) if row.next_leader is not None else ends_word(w)
    return [
        f"T{number}",
        _plays_text(w, row.plays),
        w(
            "fmt.aside",
            text=w.seat(row.result.winner),
            aside=trick_reason(row.result, w, short=True),
        ),
        w.score(row.score.points),
        next_leader,
    ]


def _table(rows: list[list[str]]) -> list[str]:
    return layout(rows)


def _markdown(rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
    out += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows[1:]]
    return out


def _value_words(w: Catalogue, field: str, code: str) -> str:
    if not code:
        return "—"
    try:
        if field == "plays":
            play = Play.parse(code)
            return f"{w.seat(play.seat)} {w.card(play.card)}"
        if field in ("winner", "next_leader"):
            return w.seat(Seat.parse(code))
        if field == "led":
            return w.suit(Suit.parse(code))
        if field == "rule":
            return _rule_words(w, code)
    except CodeError:
        return code
    return code


def describe_divergence(divergence: Divergence | None, w: Catalogue) -> str:
    """The first divergence in one sentence: where, the paper's value, the engine's."""
    if divergence is None:
        return w("report.none")
    expected = _value_words(w, divergence.field, divergence.expected)
    observed = _value_words(w, divergence.field, divergence.observed)
    if divergence.departs:
        text = w("report.left_trace", step=divergence.step, expected=expected, observed=observed)
    else:
        field = w(FIELD_KEYS[divergence.field])
        text = w(
            "report.differs",
            field=field,
            step=divergence.step,
            expected=expected,
            observed=observed,
        )
    if divergence.refusal is not None:
        refused = w("fmt.label", label=w("report.refused"), value=refusal(divergence.refusal, w))
        text = w("fmt.aside", text=text, aside=refused)
    return text


def _round_text(checklist: Checklist, w: Catalogue) -> str:
    """A round scored by its bids: each total the paper states beside the engine's.

    ``tricks taken N 1, E 2, S 2, W 0: match; points N -10, E 40, S -10, W 20: match``.
    The engine's points lead only when no stated total says them already.
    """
    said = any(total.name == "points" and total.observed is not None for total in checklist.totals)
    if checklist.points is not None:
        parts = [] if said else [f"{w('report.f_points')} {w.totals(checklist.points.items())}"]
    elif not checklist.over:
        parts = [w("fmt.bracketed", text=w("report.in_progress"))]
    else:
        parts = [w("report.no_bids")]
    for total in checklist.totals:
        name = w(FIELD_KEYS[total.name])
        if total.observed is None:
            parts.append(w("fmt.label", label=name, value=w("report.not_executed")))
        elif total.matches:
            said_total = f"{name} {w.totals(total.observed.items())}"
            parts.append(w("fmt.label", label=said_total, value=w("report.match")))
        else:
            both = w("fmt.comma").join(
                (
                    f"{w('table.checklist_paper')} {w.totals(total.expected.items())}",
                    f"{w('table.checklist_engine')} {w.totals(total.observed.items())}",
                )
            )
            mismatch = w("fmt.aside", text=w("report.mismatch"), aside=both)
            parts.append(w("fmt.label", label=name, value=mismatch))
    return w("fmt.clause_separator").join(parts)


def _deal_file(meta: ReportMeta, w: Catalogue) -> str:
    # The name and title come from outside: no control character reaches a reader.
    source = printable(meta.source)
    if meta.file is not None and meta.round is not None:
        source = w("report.record_round", file=printable(meta.file), number=meta.round)
    if not meta.title:
        return source
    return w("fmt.aside", text=source, aside=w.quoted(printable(meta.title)))


def render_report(checklist: Checklist, meta: ReportMeta, fmt: str, lang: Lang) -> str:
    """The report as ``table`` (plain text), ``markdown`` or ``json``."""
    if fmt == "json":
        text = json.dumps(report_json(checklist, meta), indent=2, ensure_ascii=False)
        # JSON escapes C0 controls itself; C1 controls (CSI is one) are escaped too,
        # so the report can be shown in a terminal as it is.
        return _C1.sub(lambda match: f"\\u{ord(match.group()):04x}", text) + "\n"
    w = catalogue(lang, meta.game)
    code = checklist.variant.code
    teams = w.side_names(checklist.score.sides)
    column: Key = "report.taken_column" if checklist.totals else "report.score"
    head = [
        w("report.trick"),
        w("report.cards"),
        w("report.winner"),
        f"{w(column)} {teams}",
        w("report.next_leader"),
    ]
    expected = [head] + [_expected_cells(w, row.expected, code) for row in checklist.rows]
    observed = [head] + [_observed_cells(w, row.number, row.observed) for row in checklist.rows]
    status = [[w("report.trick"), w("report.status"), w("report.field")]] + [
        [
            f"T{row.number}",
            w(status_key(row)),
            w(FIELD_KEYS[row.field]) if row.field else "",
        ]
        for row in checklist.rows
    ]
    divergence_text = describe_divergence(checklist.first_divergence, w)
    score = w.score_line(checklist.score.items())
    if checklist.bids_scored:
        result_text = _round_text(checklist, w)
    elif checklist.result is not None:
        result_text = f"{score} — {hand_summary(checklist.result, w)}"
    else:
        result_text = w("fmt.aside", text=score, aside=w("report.in_progress"))
    variant = w("fmt.aside", text=code, aside=w(_VARIANTS[code])) if code in _VARIANTS else code
    facts = [
        (w("report.deal_file"), _deal_file(meta, w)),
        ("SHA-256", w("report.sha256_withheld") if meta.sha256 is None else meta.sha256 or "—"),
        # A game scored by its bids has no variant to choose.
        *([] if checklist.bids_scored else [(w("report.variant"), variant)]),
        (w("report.version"), meta.version),
        (w("report.date"), meta.date),
    ]
    table = _markdown if fmt == "markdown" else _table
    heading = (lambda text: f"## {text}") if fmt == "markdown" else (lambda text: text)
    lines = [f"# {w('report.title')}" if fmt == "markdown" else w("report.title"), ""]
    # A Markdown fact is a list item: "- " before the label and its value.
    item = "- " if fmt == "markdown" else ""
    lines += [item + w("fmt.label", label=k, value=v) for k, v in facts]
    for title, rows in (
        (w("report.expected"), expected),
        (w("report.observed"), observed),
        (w("report.checklist"), status),
    ):
        lines += ["", heading(title), "", *table(rows)]
    lines += [
        "",
        w("fmt.label", label=w("report.first_divergence"), value=divergence_text),
        w("fmt.label", label=w("report.result"), value=result_text),
    ]
    return "\n".join(lines) + "\n"

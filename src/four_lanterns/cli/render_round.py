"""Text renderings of a Sticheln round: the reviewer's table, Markdown and JSON.

The same facts as the JSON (:mod:`four_lanterns.games.sticheln.record`), in
the chosen language: dealer, turned cards and trump, bids, every trick with
the rule that took it, then each seat's bid, tricks taken and points.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from four_lanterns.columns import layout, wrap_lines
from four_lanterns.engine.tricks import Play
from four_lanterns.games.sticheln.record import RoundRecord, RoundTrick
from four_lanterns.text import printable
from four_lanterns.words import Catalogue, Lang, catalogue
from four_lanterns.words.render import trick_reason

__all__ = ["render_round_json", "render_round_markdown", "render_round_table"]

_GAME = "sticheln"
# The cards, the reason and the next leader wrap when the table must fit.
_WRAP = (1, 3, 4)


def _words(lang: Lang) -> Catalogue:
    return catalogue(lang, _GAME)


def _headers(w: Catalogue) -> tuple[str, ...]:
    return (
        w("report.trick"),
        w("report.leader_and_cards"),
        w("report.winner"),
        w("report.why"),
        w("report.next_leader"),
    )


def _plays_words(w: Catalogue, plays: Sequence[Play]) -> str:
    return w("fmt.clause_separator").join(
        f"{w.seat(play.seat)} {w.card(play.card)}" for play in plays
    )


def _cells(w: Catalogue, trick: RoundTrick) -> tuple[str, ...]:
    number = f"{trick.number} — {w.suit(trick.led)}" if trick.led is not None else str(trick.number)
    plays = _plays_words(w, trick.plays)
    if trick.result is None:
        return (number, plays, w("fmt.bracketed", text=w("report.in_progress")), "", "")
    leader = trick.next_leader
    next_leader = w("report.round_ends") if leader is None else w.seat(leader)
    return (number, plays, w.seat(trick.result.winner), trick_reason(trick.result, w), next_leader)


def _head(w: Catalogue, record: RoundRecord, source: str) -> list[str]:
    rules = record.rules
    trump = w.suit(rules.trump) if rules.trump is not None else "—"
    title = w(
        "report.trace_title",
        source=printable(source),
        size=rules.hand_size,
        dealer=w.seat(record.dealer),
        trump=trump,
    )
    comma = w("fmt.list_separator")
    turned = w("report.turned", cards=comma.join(map(w.card, rules.turned)))
    if record.bidding is not None:
        made = (
            w("report.seat_bid", seat=w.seat(bid.seat), bid=bid.tricks) for bid in record.bidding
        )
        said = comma.join(made) or w("match.bids_none")
        bids = w("report.bids_unfinished", bids=said)
    elif record.bids is None:
        bids = w("report.no_bids")
    else:
        bids_made = record.bids
        parts = (
            w("report.seat_bid", seat=w.seat(seat), bid=bids_made[seat])
            for seat in record.rules.seats
        )
        bids = w("report.bids", bids=comma.join(parts))
    return [title, turned, bids]


def _result_lines(w: Catalogue, record: RoundRecord) -> list[str]:
    if not record.complete:
        total = record.rules.hand_size * len(record.rules.seats)
        return [w("report.round_incomplete", played=record.cards_played, total=total)]
    lines = []
    for seat in record.rules.seats:
        tricks = record.taken[seat]
        if record.bids is None or record.points is None:
            lines.append(w("report.seat_taken", seat=w.seat(seat), taken=tricks))
        else:
            lines.append(
                w(
                    "report.bid_line",
                    seat=w.seat(seat),
                    bid=record.bids[seat],
                    taken=tricks,
                    points=record.points[seat],
                )
            )
    # The label form with no value on its line: the seats' lines follow, indented.
    heading = w("fmt.label", label=w("report.round"), value="").rstrip()
    return [heading, *(f"  {line}" for line in lines)]


def render_round_table(
    record: RoundRecord, source: str, lang: Lang = "en", *, width: int | None = None
) -> str:
    """A plain-text table with aligned columns, one row per trick.

    With ``width`` the table and the lines around it fit in that many
    columns (as far as their words allow).
    """
    w = _words(lang)
    rows = [_headers(w), *(_cells(w, trick) for trick in record.tricks)]
    lines = [*wrap_lines(_head(w, record, source), width), ""]
    lines += layout(rows, width=width, wrap=_WRAP)
    lines += ["", *wrap_lines(_result_lines(w, record), width)]
    return "\n".join(lines) + "\n"


def render_round_markdown(record: RoundRecord, source: str, lang: Lang = "en") -> str:
    """A Markdown table shaped like the paper trace of ``fixtures/sticheln_fixed.toml``."""
    w = _words(lang)
    head = _head(w, record, source)
    headers = _headers(w)
    lines = [f"## {head[0]}", "", *(f"{line}  " for line in head[1:]), ""]
    lines.append("| " + " | ".join(headers) + " |")
    lines.append("|" + "---|" * len(headers))
    for trick in record.tricks:
        lines.append("| " + " | ".join(_cells(w, trick)) + " |")
    lines += ["", *_result_lines(w, record)]
    return "\n".join(lines) + "\n"


def render_round_json(record: RoundRecord) -> str:
    """The documented JSON shape, indented."""
    return json.dumps(record.as_json(), indent=2, ensure_ascii=False) + "\n"

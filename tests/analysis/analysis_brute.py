"""Best play by exhaustive search through the checked ``GameState``.

No pruning, no card equivalence, no bounds: each node asks ``legal_plays()``
and plays every legal card with ``play`` (the checked entry point), and takes
the best for the team to play. One walk scores both variants, since the tree
of play is the same and only the leaves' points differ.

``memo=True`` looks a position up when the search reaches it a second time
by another order of play (the key is the whole position: the hands, the
leader and the cards of the open trick); the values are the same, only
faster, which lets the tests check thirty random deals in seconds.
"""

from __future__ import annotations

from four_lanterns.engine import V0, V1, GameState, ScoringVariant, Team

VARIANTS: tuple[ScoringVariant, ...] = (V0, V1)

Points = dict[str, tuple[int, int]]


def _points(state: GameState) -> Points:
    out = {}
    for variant in VARIANTS:
        total = state.score(variant)
        out[variant.code] = (total[Team.NS], total[Team.EW])
    return out


def _gained(child: GameState) -> Points:
    """The points the card that led to ``child`` took: a complete trick's, else none."""
    if child.trick or child.last_trick is None:
        return {variant.code: (0, 0) for variant in VARIANTS}
    done = child.last_trick
    out = {}
    for variant in VARIANTS:
        value = variant.trick_value(done.number, child.rules.hand_size)
        out[variant.code] = (value, 0) if done.winner.code in ("N", "S") else (0, value)
    return out


def _future(state: GameState, memo: dict[object, Points] | None) -> Points:
    """Variant code -> the (N/S, E/W) points still to be taken, both teams playing best."""
    if state.is_over:
        return {variant.code: (0, 0) for variant in VARIANTS}
    key = (state.hands, state.leader, state.trick)
    if memo is not None and key in memo:
        return memo[key]
    seat = state.to_play
    assert seat is not None
    children = []
    for card in state.legal_plays():
        child = state.play(card)
        gained = _gained(child)
        below = _future(child, memo)
        children.append(
            {
                code: (gained[code][0] + below[code][0], gained[code][1] + below[code][1])
                for code in below
            }
        )
    ns_to_play = seat.code in ("N", "S")
    out = {}
    for variant in VARIANTS:
        results = [child[variant.code] for child in children]
        margins = [ns - ew for ns, ew in results]
        pick = max(margins) if ns_to_play else min(margins)
        out[variant.code] = results[margins.index(pick)]
    if memo is not None:
        memo[key] = out
    return out


def best_per_card(state: GameState, *, memo: bool = True) -> dict[str, Points]:
    """Variant code -> card code -> the FINAL (N/S, E/W) after that card, then best play."""
    table: dict[object, Points] | None = {} if memo else None
    out: dict[str, Points] = {variant.code: {} for variant in VARIANTS}
    for card in state.legal_plays():
        child = state.play(card)
        reached = _points(child)
        below = _future(child, table)
        for code in out:
            out[code][card.code] = (
                reached[code][0] + below[code][0],
                reached[code][1] + below[code][1],
            )
    return out

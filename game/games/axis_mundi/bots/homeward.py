"""The Angel's or Demon's turn home, planned over where the volcano will turn it.

At the end of every round Level k turns k x 60 degrees (The Game's Rotation
Mechanism) and the sea does not, so a turn that ends on Level k ends, for the
Angel's next turn, at its hex turned k steps. The Angel or Demon climbs for
one action and comes down a level for three (If you have entered Heaven /
Hell): the plan tries every way to spend this turn's moves and keeps the one
whose turned landing is nearest its pier (its pier reached at once beats all).

This is the normal bot's way home (``levels.py``); the hard bot's own policy
(``sharp.py``) plans over several turns instead (``journey.py``).
"""

from __future__ import annotations

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.axis_mundi.bots.sight import Sight, destination, of
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import rotated

#: A step's cost in actions by the change of level (the Angel's and Demon's).
COST = {0: 1, 1: 1, -1: 3}


def homeward(sight: Sight, legal: list[Action]) -> Action | None:
    """The first move of the best plan home, or None when staying put lands best."""
    pier = Hex(*sight.mine["pier"])
    warehouse = next(Hex(*p["warehouse"]) for p in sight.view["board"]["places"]
                     if Hex(*p["pier"]) == pier)
    dist = sight.distances([pier])

    def landing(h: Hex) -> float:
        if h == pier:
            return -100.0
        level = sight.level(h)
        turned = rotated(h, level) if level > 0 else h
        if turned in dist:
            return dist[turned]
        # Lava lies there now: the Angel's own tile turns along, so judge by the hexes
        # around it.
        return 1.0 + min((dist[n] for n in turned.neighbors() if n in dist), default=1e9)

    moves = [a for a in of(legal, A.Move) + of(legal, A.Climb) + of(legal, A.Descend)]
    if not moves:
        return None
    actions, extra = int(sight.turn["actions"] or 0), int(sight.turn["extra_moves"] or 0)
    best_score, best = landing(sight.here) - 0.01, None
    seen: set[tuple[Hex, int, int]] = set()
    frontier = [(sight.here, actions, extra, None)]
    while frontier:
        here, left, spare, first = frontier.pop()
        for n in here.neighbors():
            if not enterable(sight, n, here, pier, warehouse):
                continue
            after = paid(sight, here, n, left, spare)
            if after is None:
                continue
            start = first or n
            score = landing(n)
            if score < best_score - 1e-9:
                best_score, best = score, start
            key = (n, *after)
            if key in seen or n == pier:
                continue
            seen.add(key)
            if sum(after):
                frontier.append((n, *after, start))
    if best is None:
        return None
    for action in moves:
        if destination(sight, action) == best:
            return action
    return None


def paid(sight: Sight, frm: Hex, to: Hex, left: int, spare: int) -> tuple[int, int] | None:
    """The actions and extra moves left after the Angel's or Demon's step from ``frm`` to
    ``to`` (``COST``; an extra move pays a one-action step first), or None when it cannot
    be paid."""
    cost = COST.get(sight.level(to) - sight.level(frm))
    if cost is None:
        return None
    if cost == 1 and spare > 0:
        return left, spare - 1
    if left >= cost:
        return left - cost, spare
    return None


def enterable(sight: Sight, n: Hex, frm: Hex, pier: Hex, warehouse: Hex,
              blocked: bool = True) -> bool:
    """May the Angel or Demon step from ``frm`` onto ``n`` (``blocked``: not onto a
    character; its own pier only from its warehouse)?"""
    terrain = sight.terrain(n)
    if terrain in ("", "inaccessible", "axis_mundi") or (blocked and n in sight.taken):
        return False
    if terrain == "pier":
        return n == pier and frm == warehouse
    return sight.terrain(frm) != "pier"

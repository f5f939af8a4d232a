"""The Angel's or Demon's way home over several turns of the turning volcano.

The hard bot's way home (``sharp.py``). The normal bot's, ``homeward.py``, plans one
turn: the move whose landing, turned by the round's
rotation, lies nearest the pier on the board as it lies now. The board will have
turned again by the turn after, so that nearness misleads: over 120 games between
normal bots the Angel or Demon wandered up and down the top levels for up to nine
rounds, and the hunters brought it down in 28 of 100 walks. Here every turn up to
``HORIZON`` ahead is played on the board as it will lie then (The Game's Rotation
Mechanism: after each round Level k has turned k x 60 degrees more): the hexes the
Angel or Demon can reach in a turn (a step along its level or a climb for one action,
a step down a level for three; If you have entered Heaven / Hell), carried by the
rotation to the next turn's start, until its pier is reached. The first action of the
earliest way home is taken.
"""

from __future__ import annotations

import heapq
from functools import cache
from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.bots.homeward import enterable, paid
from game.games.axis_mundi.bots.judge import turned
from game.games.axis_mundi.bots.sight import Sight, destination, of
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import rotated

__all__ = ["HORIZON", "boards_ahead", "journey", "turns_home"]

#: How many of its turns ahead the way home is looked for.
HORIZON = 9


def journey(sight: Sight, legal: list[Action]) -> Action | None:
    """The first move of the earliest way home (None: staying put is as early, or no
    way is found within the horizon)."""
    moves = of(legal, A.Move) + of(legal, A.Climb) + of(legal, A.Descend)
    if not moves:
        return None
    firsts: dict[Hex, Action] = {}
    for action in moves:
        to = destination(sight, action)
        if to is not None and to not in firsts:
            firsts[to] = action
    boards = boards_ahead(sight)
    best: tuple[int, ...] | None = None
    chosen = None
    stay = turns_home(boards, None)
    for to, action in firsts.items():
        when = turns_home(boards, to)
        if when is None:
            continue
        # Among equally early ways, the step after which stopping costs least (the turn
        # may be cut short: a blocker to strike, a heal).
        when = (*when, *(turns_home(boards, to, stop=True) or (HORIZON, 0)))
        if best is None or when < best:
            best, chosen = when, action
    if chosen is None or (stay is not None and best is not None and stay <= best[:2]):
        return None
    return chosen


def boards_ahead(sight: Sight) -> list[Sight]:
    """The board as it lies at the start of each of the seat's turns ahead."""
    out = [sight]
    view: dict[str, Any] = sight.view
    for _ in range(HORIZON - 1):
        view = turned(view)
        out.append(Sight(view))
    return out


def turns_home(boards: list[Sight], first: Hex | None, stop: bool = False
               ) -> tuple[int, int] | None:
    """(turns, minus the actions left in the last) to the pier from where the seat
    stands, this turn's first step to ``first`` (None: staying put this turn; ``stop``:
    no step after it this turn), or None beyond the horizon; ``boards`` from
    ``boards_ahead``."""
    sight = boards[0]
    pier = Hex(*sight.mine["pier"])
    warehouse = next(Hex(*p["warehouse"]) for p in sight.view["board"]["places"]
                     if Hex(*p["pier"]) == pier)
    actions = int(sight.turn["actions"] or 0)
    extra = int(sight.turn["extra_moves"] or 0)
    here = {sight.here}
    for turn, board in enumerate(boards):
        if turn == 0:
            if first is None:
                reached = {h: (actions, extra) for h in here}
            else:
                step = _step(board, sight.here, first, actions, extra, pier, warehouse,
                             blocked=True)
                if step is None:
                    return None
                reached = {first: step} if stop else _within(board, {first: step}, pier,
                                                             warehouse, blocked=True)
        else:
            reached = _within(board, {h: (3, 0) for h in here}, pier, warehouse,
                              blocked=False)
        if pier in reached:
            left = reached[pier]
            return turn, -(left[0] + left[1])
        here = {_carried(board, h) for h in reached}
    return None


def _carried(board: Sight, h: Hex) -> Hex:
    """Where the round's rotation carries a hex (Level k turns k steps; the sea, the
    piers and the crater stay)."""
    level = board.level(h)
    return rotated(h, level) if level >= 1 and h != ORIGIN else h


def _step(board: Sight, frm: Hex, to: Hex, left: int, spare: int, pier: Hex,
          warehouse: Hex, *, blocked: bool) -> tuple[int, int] | None:
    if not enterable(board, to, frm, pier, warehouse, blocked):
        return None
    return paid(board, frm, to, left, spare)


def _within(board: Sight, starts: dict[Hex, tuple[int, int]], pier: Hex, warehouse: Hex,
            *, blocked: bool) -> dict[Hex, tuple[int, int]]:
    """Every hex reachable this turn from ``starts`` (with the actions and extra moves
    left there), the most left first."""
    best = dict(starts)
    queue = [(-sum(left), i, h) for i, (h, left) in enumerate(starts.items())]
    heapq.heapify(queue)
    count = len(queue)
    while queue:
        minus, _, frm = heapq.heappop(queue)
        left, spare = best[frm]
        if -minus < left + spare or frm == pier:
            continue
        for n in _around(frm):
            step = _step(board, frm, n, left, spare, pier, warehouse, blocked=blocked)
            if step is None:
                continue
            old = best.get(n)
            if old is None or sum(step) > sum(old):
                best[n] = step
                count += 1
                heapq.heappush(queue, (-sum(step), count, n))
    return best


@cache
def _around(h: Hex) -> tuple[Hex, ...]:
    return tuple(h.neighbors())

"""Loop bots' scratch board and one-turn planner, built only from the player's view.

``Scratch`` rebuilds the board from the view; ``Planner`` finds the best use of
a turn's dice by a memoised search over every way to spend them down the
filled paths. A turn scores *progress*: new paths (worth more the deeper they
lead toward a portal), a bigger dice pool and portals; walking an old route
again earns nothing but the dice it keeps off the penalty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.hexgrid import Hex
from game.games.loop.rules.board import DIRECTIONS
from game.games.loop.rules.logic import symbol_allows

LOSS = -10_000.0
#: The most dice a pool holds, so the most hexes one turn's route can take, the top hex
#: and the portal included: every turn walks from the top hex again.
LONGEST_ROUTE = 8
#: What the careful cross-off costs add for each hex a cross-off adds to the shortest
#: route to a portal still needed.
LONGER_ROUTE = 1.5


@dataclass
class Scratch:
    """The board as the bot sees it, rebuilt from the view."""

    view: dict[str, Any]
    symbol: dict[Hex, str]
    depth: dict[Hex, int]
    band: dict[Hex, int]
    gray: set[Hex]
    crossed: set[Hex]
    occupied: set[Hex]
    paths: dict[Hex, dict[str, tuple[Hex, bool]]]
    blank: set[Hex]
    start: Hex
    portals: list[Hex]

    @classmethod
    def of(cls, view: dict[str, Any]) -> Scratch:
        s = cls(view, {}, {}, {}, set(), set(), set(), {}, set(), Hex(*view["start"]), [])
        for cell in view["hexes"]:
            h = Hex(*cell["hex"])
            s.symbol[h], s.depth[h], s.band[h] = cell["symbol"], cell["depth"], cell["band"]
            for flag, bucket in (("gray", s.gray), ("crossed", s.crossed),
                                 ("occupied", s.occupied), ("blank", s.blank)):
                if cell[flag]:
                    bucket.add(h)
            s.paths[h] = {d: (h + DIRECTIONS[d], st == "filled") for d, st in cell["paths"].items()}
        reached = {Hex(*p) for p in view["portals_reached"]}
        s.portals = [Hex(*p) for p in view["portals"] if Hex(*p) not in reached]
        return s

    def open_reach(self, extra_cross: Hex | None = None) -> set[Hex]:
        """Hexes reachable from the top by paths filled or still fillable."""
        return set(self.route_lengths(extra_cross))

    def route_lengths(self, extra_cross: Hex | None = None) -> dict[Hex, int]:
        """The hexes of ``open_reach`` with the fewest hexes a route from the top takes
        to each (the top hex counts 1): the dice a turn needs to get there."""
        if self.start in self.crossed or self.start == extra_cross:
            return {}
        length, todo = {self.start: 1}, [self.start]
        for h in todo:  # breadth first: the list grows while it is walked
            for to, filled in self.paths[h].values():
                if to in length or to in self.crossed or to == extra_cross:
                    continue
                if filled or h not in self.occupied or self.view["owed"]["bridges"]:
                    length[to] = length[h] + 1
                    todo.append(to)
        return length

    def live(self) -> set[Hex]:
        """Hexes reachable from the top by filled paths only."""
        seen, todo = {self.start}, [self.start]
        while todo:
            h = todo.pop()
            for to, filled in self.paths[h].values():
                if filled and to not in seen and to not in self.crossed:
                    seen.add(to)
                    todo.append(to)
        return seen

    def to_portal(self) -> set[Hex]:
        """Hexes from which some remaining portal can still be reached."""
        good = set(self.portals)
        for h in sorted(self.symbol, key=lambda x: -self.depth[x]):
            if h in self.crossed or h in good:
                continue
            if any(to in good for to, _ in self.paths[h].values()):
                good.add(h)
        return good

    def cross_costs(self, careful: bool) -> dict[Hex, float]:
        """What losing each hex costs (a lost game is priced as a loss). The careful
        costs also price how much longer the shortest routes to the portals get: a route
        longer than a full pool can walk in one turn has lost that portal."""
        live, good, routes = self.live(), self.to_portal(), self.route_lengths()
        costs = {}
        for h in self.symbol:
            if h in self.crossed or self.symbol[h] == "portal":
                continue
            if h == self.start:
                costs[h] = -LOSS
                continue
            cost = 0.1 + 0.02 * self.depth[h]
            if h in good:
                cost += 1.0 + (1.5 if careful else 0.5) * sum(
                    f for to, f in self.paths[h].values() if to in good)
            if h in live:
                cost += 2.0
            if h in good:
                reach = self.route_lengths(h)
                if not all(p in reach for p in self.portals):
                    cost = -LOSS / 2
                elif careful:
                    longer = self._longer_routes(routes, reach)
                    cost = -LOSS / 2 if longer is None else cost + longer
            costs[h] = cost
        return costs

    def _longer_routes(self, before: dict[Hex, int], after: dict[Hex, int]) -> float | None:
        """The careful price of the portals' shortest routes going from ``before`` to
        ``after`` (a cross-off), or None (a lost game) once one no longer fits a full pool."""
        fits = [p for p in self.portals if before.get(p, LONGEST_ROUTE + 1) <= LONGEST_ROUTE]
        if any(after[p] > LONGEST_ROUTE for p in fits):
            return None
        return LONGER_ROUTE * sum(after[p] - before[p] for p in fits)


class Planner:
    """Best use of this turn's dice from the current hex (memoised search).

    Hexes are numbered for speed; a step is keyed by (hex, value, dice left,
    used a 3, a 3 still owed).
    """

    def __init__(
        self, s: Scratch, careful: bool, progress: float = 1.0, quick: bool = False
    ) -> None:
        """``progress`` (0-1) weighs new paths and pool growth against the portals;
        it falls as the tracker runs out. ``quick`` searches single dice only (and
        pairs making 3), for sampling many rolls."""
        self.s, self.careful, self.quick = s, careful, quick
        view = s.view
        self.pool = view["pool"]
        self.roll_map = {int(k): tuple(v) for k, v in view["roll_map"].items()}
        self.costs = s.cross_costs(careful)
        cheap = sorted(c for h, c in self.costs.items() if h != s.start)
        self.unused = [sum(cheap[:n]) for n in range(9)]
        good = s.to_portal()
        self.second = len(view["portals_reached"]) == 1
        self.hexes = list(s.symbol)
        self.id = {h: i for i, h in enumerate(self.hexes)}
        self.sym = [s.symbol[h] for h in self.hexes]
        self.value = [
            0.02 * s.depth[h] + progress * max(0, s.band[h] - self.pool) * 2.5
            for h in self.hexes
        ]
        self.cost = [self.costs.get(h, 0.0) for h in self.hexes]
        self.enterable = [h not in s.crossed for h in self.hexes]
        self.blank = [h in s.blank for h in self.hexes]
        self.fresh = [h not in s.occupied for h in self.hexes]
        self.gray = [h in s.gray for h in self.hexes]
        self.exits = [
            [(d, self.id[to], f, self._path_worth(to, good, progress))
             for d, (to, f) in s.paths[h].items()]
            for h in self.hexes
        ]
        self.memo: dict[tuple[Any, ...], float] = {}
        self.from_memo: dict[tuple[Any, ...], float] = {}
        self.move_memo: dict[tuple[int, ...], list[tuple[int, tuple[int, ...], bool]]] = {}

    def _path_worth(self, to: Hex, good: set[Hex], progress: float) -> float:
        """A newly filled path: worth more the deeper it leads toward a portal."""
        if to in self.s.crossed:
            return 0.0
        toward = 0.3 + 0.12 * self.s.depth[to] if to in good else 0.0
        return progress * (0.3 + toward)

    def stop(self, t: int | None, left: tuple[int, ...], pending: bool) -> float:
        if pending:
            return LOSS
        return -self.unused[len(left)] + (0.0 if t is None else self.value[t])

    def moves(self, left: tuple[int, ...]) -> list[tuple[int, tuple[int, ...], bool]]:
        """(value, dice left after, used a 3) for each distinct way to place; a quick
        planner only pairs two dice to make the 3 a portal needs."""
        cached = self.move_memo.get(left)
        if cached is not None:
            return cached
        out, seen = [], set()
        for a in range(len(left)):
            rest = left[:a] + left[a + 1:]
            key = (left[a], rest, left[a] == 3)
            if key not in seen:
                seen.add(key)
                out.append(key)
            for b in range(a + 1, len(left)):
                rest2 = left[:a] + left[a + 1:b] + left[b + 1:]
                x, y = left[a], left[b]
                for v in (x + y, abs(x - y)):
                    k2 = (v, rest2, x == 3 or y == 3)
                    if self.quick and (v != 3 or k2[2]):
                        continue
                    if 1 <= v <= 6 and k2 not in seen:
                        seen.add(k2)
                        out.append(k2)
        self.move_memo[left] = out
        return out

    def step(self, t: int, v: int, left: tuple[int, ...], three: bool, pending: bool) -> float:
        """Score of placing value ``v`` on hex ``t`` and playing on as well as possible."""
        key = (t, v, left, three, pending)
        found = self.memo.get(key)
        if found is not None:
            return found
        symbol = self.sym[t]
        reward = 0.0
        onward = []
        fills = self.roll_map[v] if self.fresh[t] and not three else ()
        for d, to, filled, bonus in self.exits[t]:
            if not filled and d in fills:
                reward += bonus
                filled = True
            if filled and self.enterable[to]:
                onward.append(to)
        if symbol in ("blast", "blast2"):
            reward -= self.unused[2 if symbol == "blast2" else 1]
        if symbol == "portal":
            result = 50_000.0 if self.second else 60.0 - self.unused[1] + self.value[t]
        elif symbol == "bridge":
            result = reward + 1.0 + self.stop(t, left, pending)
        elif three or v == 3:
            result = reward - self.cost[t] + self.stop(t, left, pending)
        elif self.gray[t]:
            result = reward + self.stop(t, left, pending)
        else:
            here = best = self.stop(t, left, pending)
            for to in onward:
                score = self.best_from(to, v, left, pending)
                if self.blank[to] and score > here:
                    # Level 3: its symbol is rolled when the path fills, and exactly one
                    # of + = - allows any value after v: a one-in-three chance.
                    score = here + (score - here) / 3
                best = max(best, score)
            result = reward + best
        self.memo[key] = result
        return result

    def best_from(self, t: int, last: int | None, left: tuple[int, ...], pending: bool) -> float:
        """Score of the best placement on hex ``t`` after ``last`` (LOSS * 2 if none)."""
        symbol = self.sym[t]
        if symbol not in ("+", "-", "="):
            last = None
        key = (t, last, left, pending)
        found = self.from_memo.get(key)
        if found is not None:
            return found
        best = LOSS * 2
        step = self.step
        for v, rest, three in self.moves(left):
            if symbol_allows(symbol, v, last):
                score = step(t, v, rest, three, pending and not three)
                if score > best:
                    best = score
        self.from_memo[key] = best
        return best

"""Loop bots and the table's hint, working only from the player's view.

- ``normal`` plans the whole turn: a memoised search over every way to spend
  the unplaced dice down the filled paths, scoring depth reached, the # Dice
  band, new paths, portals, the cost of hexes it must cross off and the
  "a rolled 3 must be placed" rule. It holds the dice of its route.
- ``hard`` plans the same way and also values paths that lead to a portal
  more, and picks cross-offs and bridges by counting routes to the portals.
- ``easy`` walks greedily to the deepest next hex, one placement at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.loop.actions import EndPlacement, FillBridge, Hold, Place
from game.games.loop.board import DIRECTIONS
from game.games.loop.logic import symbol_allows

LOSS = -10_000.0


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
        if self.start in self.crossed or self.start == extra_cross:
            return set()
        seen, todo = {self.start}, [self.start]
        while todo:
            h = todo.pop()
            for to, filled in self.paths[h].values():
                if to in seen or to in self.crossed or to == extra_cross:
                    continue
                if filled or h not in self.occupied or self.view["owed"]["bridges"]:
                    seen.add(to)
                    todo.append(to)
        return seen

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
        """What losing each hex costs (a lost game is priced as a loss)."""
        live, good = self.live(), self.to_portal()
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
            if h in good and (h in live or careful):
                reach = self.open_reach(h)
                if not all(p in reach for p in self.portals):
                    cost = -LOSS / 2
            costs[h] = cost
        return costs


class Planner:
    """Best use of this turn's dice from the current hex (memoised search).

    Hexes are numbered for speed; a step is keyed by (hex, value, dice left,
    used a 3, a 3 still owed).
    """

    def __init__(self, s: Scratch, careful: bool) -> None:
        self.s, self.careful = s, careful
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
            s.depth[h] * 0.8 + max(0, s.band[h] - self.pool) * 2.5 for h in self.hexes
        ]
        self.cost = [self.costs.get(h, 0.0) for h in self.hexes]
        self.enterable = [
            h not in s.crossed and h not in s.blank for h in self.hexes
        ]
        self.fresh = [h not in s.occupied for h in self.hexes]
        self.gray = [h in s.gray for h in self.hexes]
        self.exits = [
            [(d, self.id[to], f, h2_bonus)
             for d, (to, f) in s.paths[h].items()
             for h2_bonus in [0.0 if to in s.crossed else
                              0.5 + (0.6 if to in good and careful else 0.3)]]
            for h in self.hexes
        ]
        self.memo: dict[tuple[Any, ...], float] = {}
        self.move_memo: dict[tuple[int, ...], list[tuple[int, tuple[int, ...], bool]]] = {}

    def stop(self, t: int | None, left: tuple[int, ...], pending: bool) -> float:
        if pending:
            return LOSS
        return -self.unused[len(left)] + (0.0 if t is None else self.value[t])

    def moves(self, left: tuple[int, ...]) -> list[tuple[int, tuple[int, ...], bool]]:
        """(value, dice left after, used a 3) for each distinct way to place."""
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
        fills = self.roll_map[v] if self.fresh[t] else ()
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
            best = self.stop(t, left, pending)
            for to in onward:
                best = max(best, self.best_from(to, v, left, pending))
            result = reward + best
        self.memo[key] = result
        return result

    def best_from(self, t: int, last: int | None, left: tuple[int, ...], pending: bool) -> float:
        best = LOSS * 2
        symbol = self.sym[t]
        for v, rest, three in self.moves(left):
            if symbol_allows(symbol, v, last):
                best = max(best, self.step(t, v, rest, three, pending and not three))
        return best


def _values(view: dict[str, Any], dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(view["dice"][i]["value"] for i in dice)


def _score_place(plan: Planner, view: dict[str, Any], a: Place) -> float:
    free = [d for d in view["dice"] if not d["used"] and d["index"] not in a.dice]
    left = tuple(sorted(d["value"] for d in free))
    vals = _values(view, a.dice)
    v = vals[0] if a.op == "single" else (sum(vals) if a.op == "sum" else abs(vals[0] - vals[1]))
    three = 3 in vals
    pending = view["must_place_three"] and not three
    score = plan.step(plan.id[a.hex], v, left, three, pending)
    return score - 0.01 * len(a.dice) - 0.001 * sum(view["dice"][i]["held"] for i in a.dice)


def _placement(view: dict[str, Any], legal: list[Action], careful: bool) -> tuple[Action, str]:
    s = Scratch.of(view)
    plan = Planner(s, careful)
    last = view["last"]
    left = tuple(sorted(d["value"] for d in view["dice"] if not d["used"]))
    stop = plan.stop(plan.id[Hex(*last["hex"])] if last else None, left, view["must_place_three"])
    best: tuple[float, Action] = (stop, EndPlacement())
    for a in legal:
        if isinstance(a, Place):
            score = _score_place(plan, view, a)
            if score > best[0] + 1e-9:
                best = (score, a)
    action = best[1]
    if isinstance(action, EndPlacement):
        return action, "no placement improves on stopping here"
    value = _values(view, action.dice)
    text = f"place {'+'.join(map(str, value))} ({action.op}) on ({action.hex})"
    if best[0] > 10_000:
        return action, text + ": it reaches the second portal and wins"
    if view["must_place_three"] and 3 in value:
        return action, text + ": a rolled 3 must be placed this turn"
    return action, text + ": the best route this turn for depth, paths and dice"


def _cross(view: dict[str, Any], legal: list[Action], careful: bool) -> tuple[Action, str]:
    costs = Scratch.of(view).cross_costs(careful)
    best = min(legal, key=lambda a: (costs.get(a.hex, 0.0), a.hex))  # type: ignore[attr-defined]
    return best, f"cross off ({best.hex}): it matters least for reaching the portals"  # type: ignore[attr-defined]


def _bridge(view: dict[str, Any], legal: list[Action]) -> tuple[Action, str]:
    s = Scratch.of(view)
    live, good = s.live(), s.to_portal()

    def score(a: FillBridge) -> tuple[float, Hex, str]:
        to = a.hex + DIRECTIONS[a.direction]
        value = 3.0 * (a.hex in live) + 2.0 * (to in good) + 0.2 * s.depth.get(to, 0)
        return (value - 5.0 * (to in s.crossed), a.hex, a.direction)

    best = max((a for a in legal if isinstance(a, FillBridge)), key=score)
    return best, f"bridge the {best.direction} path of ({best.hex}): it opens the way down"


def _hold(view: dict[str, Any], legal: list[Action]) -> tuple[Action, str]:
    """Hold the route's dice (not 3s), top of the route first, within the limit."""
    order = [i for p in view["placements"] for i in p["dice"]]
    keep = [i for i in order if view["dice"][i]["value"] != 3]
    holds = {tuple(sorted(a.dice)) for a in legal if isinstance(a, Hold)}
    while keep and tuple(sorted(keep)) not in holds:
        keep.pop()
    action = Hold(tuple(sorted(keep)))
    return action, "hold the dice of this turn's route so it can be walked again"


def _decide(view: dict[str, Any], legal: list[Action], careful: bool) -> tuple[Action, str]:
    phase = view["phase"]
    if phase == "cross_off":
        return _cross(view, legal, careful)
    if phase == "bridge":
        return _bridge(view, legal)
    if phase == "hold":
        return _hold(view, legal)
    return _placement(view, legal, careful)


def hint(view: dict[str, Any], legal: list[Action], rng: GameRng) -> tuple[Action, str]:
    """The move the normal bot would make, with a one-line reason for the table."""
    return _decide(view, legal, careful=True)


def normal(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Plans the whole turn's placements; holds its route."""
    return _decide(view, legal, careful=False)[0]


def hard(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Plans like ``normal`` and weighs routes to the portals more carefully."""
    return _decide(view, legal, careful=True)[0]


def easy(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Greedy: the deepest next hex with one die; places a 3 only when it must."""
    if view["phase"] != "placement":
        return _decide(view, legal, careful=False)[0]
    places = [a for a in legal if isinstance(a, Place)]
    depth = {Hex(*c["hex"]): c["depth"] for c in view["hexes"]}
    no_three = [a for a in places if 3 not in _values(view, a.dice)]
    pool = no_three if no_three else places
    if not pool or (view["must_place_three"] and not no_three):
        return places[0] if places else EndPlacement()
    top = max(depth[a.hex] - len(a.dice) for a in pool)
    return rng.choice([a for a in pool if depth[a.hex] - len(a.dice) == top])


BOTS: dict[str, Callable[[dict[str, Any], list[Action], GameRng], Action]] = {
    "easy": easy,
    "normal": normal,
    "hard": hard,
}

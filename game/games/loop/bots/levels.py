"""Loop bots and the table's hint, working only from the player's view.

- ``normal`` plans each turn with ``Planner`` (plan.py), which prizes
  progress (new paths toward a portal, a bigger pool, portals) and not replaying
  old routes. At the end of a turn it chooses which dice to hold by sampling
  rerolls of the other dice with its own rng and planning the next turn for
  each sample (a small Monte Carlo over the hold choices).
- the table's hint (``careful``) plans the same way with the careful cross-off
  costs, samples more rerolls for every hold choice, then re-samples the best
  few again. (The ``hard`` bot is the core search over the dice to come, with
  ``careful`` as its policy: ``worlds.py``.)
- ``easy`` walks greedily to the deepest next hex, one placement at a time, and
  holds the dice of its route, always rerolling at least one die.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.loop.bots.plan import LOSS, Planner, Scratch
from game.games.loop.rules.actions import EndPlacement, FillBridge, GrowPool, Hold, Place
from game.games.loop.rules.board import DIRECTIONS
from game.games.loop.rules.places import below, named

#: A turn replayed with every die held must score this (a portal) to be worth it.
STALL = 30.0
#: (rerolls sampled for every hold choice, best choices re-sampled, extra rerolls each)
SAMPLING = {"normal": (4, 0, 0), "hard": (6, 3, 12)}


def view_symbol(view: dict[str, Any], h: Hex) -> str:
    """A hex's symbol as the view shows it."""
    return next(c["symbol"] for c in view["hexes"] if Hex(*c["hex"]) == h)


def _values(view: dict[str, Any], dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(view["dice"][i]["value"] for i in dice)


def turns_after(view: dict[str, Any]) -> int:
    """Turns still to play after this one before the tracker reaches infinity."""
    squares = view["tracker"]["squares"]
    return squares.index("infinity") - view["tracker"]["position"] - 1


def _progress(turns: int) -> float:
    """How much progress is worth with ``turns`` left to use it (portals always count)."""
    return min(1.0, turns / 3)


def _spelled(view: dict[str, Any], a: Place) -> str:
    vals = _values(view, a.dice)
    if a.op == "single":
        return f"the {vals[0]}"
    if a.op == "sum":
        return f"{vals[0]}+{vals[1]}={vals[0] + vals[1]}"
    hi, lo = max(vals), min(vals)
    return f"{hi}-{lo}={hi - lo}"


def _score_place(plan: Planner, view: dict[str, Any], a: Place) -> float:
    free = [d for d in view["dice"] if not d["used"] and d["index"] not in a.dice]
    left = tuple(sorted(d["value"] for d in free))
    vals = _values(view, a.dice)
    v = vals[0] if a.op == "single" else (sum(vals) if a.op == "sum" else abs(vals[0] - vals[1]))
    three = 3 in vals
    pending = view["must_place_three"] and not three
    score = plan.step(plan.id[a.hex], v, left, three, pending)
    return score - 0.01 * len(a.dice) - 0.001 * sum(view["dice"][i]["held"] for i in a.dice)


def _place_reason(view: dict[str, Any], s: Scratch, a: Place, score: float) -> str:
    text = f"Place {_spelled(view, a)} on {_target(view, s, a.hex)}"
    portal = s.symbol[a.hex] == "portal"
    if score > 10_000:
        return text + (": the second portal wins" if portal else
                       ": this route reaches the second portal and wins")
    if portal:
        return text + ": the first portal, one more to escape"
    if score > 40:
        return text + ": this route reaches a portal this turn"
    if view["must_place_three"] and 3 in _values(view, a.dice):
        return text + ": a showing 3 must be placed this turn"
    if a.hex not in s.occupied:
        return text + ": it fills new paths down the tower"
    if s.band[a.hex] > view["pool"]:
        return text + ": reaching this deep earns a bigger dice pool"
    return text + ": it keeps the best route open toward new paths and the portals"


def _target(view: dict[str, Any], s: Scratch, h: Hex) -> str:
    """The hex a placement goes to, as the player finds it: by its symbol, from
    the last die placed ("the + hex below your last die")."""
    symbol = "portal" if s.symbol[h] == "portal" else s.symbol[h] or "plain"
    if symbol in ("portal", "start") or not view["last"]:
        return named(s.symbol[h], h)
    last = Hex(*view["last"]["hex"])
    side = next(d for d, step in DIRECTIONS.items() if last + step == h)
    word = {"-": "\u2212", "blast2": "blast 2"}.get(symbol, symbol)
    return f"the {word} hex {below(side)}"


def _placement(view: dict[str, Any], legal: list[Action], careful: bool) -> tuple[Action, str]:
    s = Scratch.of(view)
    plan = Planner(s, careful, _progress(turns_after(view)))
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
    if isinstance(action, Place):
        return action, _place_reason(view, s, action, best[0])
    return action, "End placement: no placement here is worth more than stopping"


def _cross(view: dict[str, Any], legal: list[Action], careful: bool) -> tuple[Action, str]:
    costs = Scratch.of(view).cross_costs(careful)
    best = min(legal, key=lambda a: (costs.get(a.hex, 0.0), a.hex))  # type: ignore[attr-defined]
    where = named(view_symbol(view, best.hex), best.hex)  # type: ignore[attr-defined]
    return best, f"Cross off {where}: it matters least for reaching the portals"


def _bridge(view: dict[str, Any], legal: list[Action]) -> tuple[Action, str]:
    s = Scratch.of(view)
    live, good = s.live(), s.to_portal()

    def score(a: FillBridge) -> tuple[float, Hex, str]:
        to = a.hex + DIRECTIONS[a.direction]
        value = 3.0 * (a.hex in live) + 2.0 * (to in good) + 0.2 * s.depth.get(to, 0)
        return (value - 5.0 * (to in s.crossed), a.hex, a.direction)

    best = max((a for a in legal if isinstance(a, FillBridge)), key=score)
    where = named(s.symbol[best.hex], best.hex)
    return best, f"Bridge the {best.direction} path of {where}: it opens the way down"


@dataclass(frozen=True)
class HoldPlan:
    """A hold to sample: walk the top ``k`` placements of this turn's route again
    with their held dice, then place the ``extra`` held dice and the rerolled ones."""

    dice: tuple[int, ...]
    k: int
    extra: tuple[int, ...]


def _hold_choices(view: dict[str, Any], legal: list[Action]) -> dict[tuple[int, ...], HoldPlan]:
    """The holds worth sampling, by held values: each top part of the route walked
    this turn, alone or with dice that make a 3 (a 3, or two dice whose sum or
    difference is 3) for a portal."""
    legal_holds = {tuple(sorted(a.dice)) for a in legal if isinstance(a, Hold)}
    value = {d["index"]: d["value"] for d in view["dice"]}
    crossed = {tuple(c["hex"]) for c in view["hexes"] if c["crossed"]}
    placements = view["placements"]
    out: dict[tuple[int, ...], HoldPlan] = {}
    for k in range(len(placements) + 1):
        if any(tuple(p["hex"]) in crossed for p in placements[:k]):
            break
        top = [i for p in placements[:k] for i in p["dice"]]
        rest = [i for p in placements[k:] for i in p["dice"]]
        makers = [(i,) for i in rest if value[i] == 3][:1] + [
            (i, j) for n, i in enumerate(rest) for j in rest[n + 1:]
            if 3 in (value[i] + value[j], abs(value[i] - value[j]))
            and 3 not in (value[i], value[j])
        ][:1]
        for extra in [(), *makers]:
            dice = tuple(sorted(top + list(extra)))
            key = tuple(sorted(value[i] for i in dice))
            if dice in legal_holds and key not in out:
                out[key] = HoldPlan(dice, k, tuple(value[i] for i in extra))
    return out or {(): HoldPlan((), 0, ())}


def _hold_reason(held: tuple[int, ...], pool: int) -> str:
    if not held:
        return f"Hold nothing: reroll all {pool} dice for fresh options"
    shown = [str(v) for v in held]
    names = "the " + (shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1])
    if len(held) == pool:
        return f"Hold {names}: they walk a route to a portal next turn"
    text = f"Hold {names}, reroll {pool - len(held)} dice: "
    if 3 in held:
        return text + "the held 3 is the value a portal needs"
    for i, a in enumerate(held):
        for b in held[i + 1:]:
            if a + b == 3 or abs(a - b) == 3:
                hi, lo = max(a, b), min(a, b)
                sign = "+" if a + b == 3 else "-"
                return text + f"together {hi}{sign}{lo} make the 3 a portal needs"
    return text + "the held dice walk the known route, the new ones go further"


def _hold(
    view: dict[str, Any], legal: list[Action], rng: GameRng, level: str
) -> tuple[Action, str]:
    """Sample rerolls of the free dice for each hold and keep the best expected turn.

    A sample's value is the planned next turn: walk the held top of the route
    again (paying its blast hexes), then spend the other dice from there.
    """
    choices = _hold_choices(view, legal)
    pool = view["pool"]
    after = turns_after(view)
    if len(choices) == 1 or after <= 0:
        held = min(choices, key=len)
        return Hold(choices[held].dice), _hold_reason(held, pool)
    plan = Planner(Scratch.of(view), level == "hard", _progress(after - 1), quick=True)
    start = plan.id[Hex(*view["start"])]
    route = [(plan.id[Hex(*p["hex"])], p["value"]) for p in view["placements"]]
    blast = {"blast": plan.unused[1], "blast2": plan.unused[2]}

    def mean(choice: HoldPlan, rolls: list[list[int]]) -> float:
        if len(choice.dice) == pool:
            rolls = rolls[:1]  # nothing is rerolled: one sample says it all
        walked = -sum(blast.get(plan.sym[t], 0.0) for t, _ in route[: max(0, choice.k - 1)])
        total = 0.0
        for roll in rolls:
            dice = tuple(sorted(choice.extra + tuple(roll[: pool - len(choice.dice)])))
            pending = 3 in dice
            if choice.k:
                t, v = route[choice.k - 1]
                total += plan.step(t, v, dice, False, pending)
            else:
                total += max(plan.best_from(start, None, dice, pending),
                             plan.stop(None, dice, pending))
        score = walked + total / len(rolls)
        if len(choice.dice) == pool and score < STALL:
            return 3 * LOSS  # replaying without progress can only run out the tracker
        return score

    first, keep, extra = SAMPLING[level]
    rolls = [[rng.d6() for _ in range(pool)] for _ in range(first)]
    scores = {held: mean(c, rolls) for held, c in choices.items()}
    if keep:
        more = [[rng.d6() for _ in range(pool)] for _ in range(extra)]
        top = sorted(scores, key=lambda h: (-scores[h], h))[:keep]
        scores = {h: (scores[h] * first + mean(choices[h], more) * extra) / (first + extra)
                  for h in top}
    held = max(scores, key=lambda h: (scores[h], -len(h), h))
    return Hold(choices[held].dice), _hold_reason(held, pool)


#: Rolls sampled for each pool size when choosing whether to grow, by bot level.
GROW_SAMPLES = {"normal": 6, "hard": 12}
#: The worst a sampled next turn counts for in that choice (a loss, not a price of hexes).
FLOOR = -60.0


def grow_choice(view: dict[str, Any], rng: GameRng, level: str) -> tuple[Action, str]:
    """Grow the pool, or keep it, by the next turn's plan on the same sampled rolls.

    A bigger pool reaches further, but each die left unplaced costs a hex
    (Decoherence Rules): when the board left cannot use the extra dice (few
    hexes, death mode, the last turns), keeping the pool is the better bet.
    """
    pool, offered = view["pool"], view["grow_to"]
    rolls = [[rng.d6() for _ in range(offered)] for _ in range(GROW_SAMPLES[level])]
    progress = _progress(turns_after(view))

    def expected(size: int) -> float:
        plan = Planner(Scratch.of({**view, "pool": size}), level == "hard", progress, quick=True)
        start = plan.id[Hex(*view["start"])]
        total = 0.0
        for roll in rolls:
            dice = tuple(sorted(roll[:size]))
            pending = 3 in dice
            best = max(plan.best_from(start, None, dice, pending), plan.stop(None, dice, pending))
            total += max(best, FLOOR)  # a lost turn counts once, whatever the planner's price
        return total / len(rolls)

    # The planner prices each die the pool grows by (2.5 a die, by ``progress``); keeping
    # the pool would earn that price again next turn, so growing is owed it now.
    if expected(offered) + 2.5 * progress * (offered - pool) >= expected(pool):
        return GrowPool(True), (f"Grow to {offered} dice: more dice reach further down the "
                                "tower, and this board has room to place them")
    return GrowPool(False), (f"Keep {pool} dice: the extra dice would likely go unplaced, "
                             "and each unplaced die costs a hex")


def _decide(
    view: dict[str, Any], legal: list[Action], rng: GameRng, level: str
) -> tuple[Action, str]:
    phase = view["phase"]
    careful = level == "hard"
    if phase == "cross_off":
        return _cross(view, legal, careful)
    if phase == "bridge":
        return _bridge(view, legal)
    if phase == "hold":
        return _hold(view, legal, rng, level)
    if phase == "grow":
        return grow_choice(view, rng, level)
    return _placement(view, legal, careful)


def hint(view: dict[str, Any], legal: list[Action], rng: GameRng) -> tuple[Action, str]:
    """The move the hard bot would make, with a one-line reason for the table."""
    return _decide(view, legal, rng, "hard")


def careful(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The hint's play as a bot: the hard bot's policy (``worlds.py``)."""
    return _decide(view, legal, rng, "hard")[0]


def normal(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Plans each turn for progress; picks holds by sampling a few rerolls."""
    return _decide(view, legal, rng, "normal")[0]


def _easy_hold(view: dict[str, Any], legal: list[Action]) -> Action:
    """Hold the route's dice (never a 3) within the limit, but always reroll one."""
    order = [i for p in view["placements"] for i in p["dice"]]
    keep = [i for i in order if view["dice"][i]["value"] != 3][: view["pool"] - 1]
    holds = {tuple(sorted(a.dice)) for a in legal if isinstance(a, Hold)}
    while keep and tuple(sorted(keep)) not in holds:
        keep.pop()
    return Hold(tuple(sorted(keep)))


def easy(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Greedy: the deepest next hex with one die; places a 3 only when it must."""
    if view["phase"] == "hold":
        return _easy_hold(view, legal)
    if view["phase"] == "grow":
        return GrowPool(True)
    if view["phase"] != "placement":
        return _decide(view, legal, rng, "easy")[0]
    places = [a for a in legal if isinstance(a, Place)]
    depth = {Hex(*c["hex"]): c["depth"] for c in view["hexes"]}
    no_three = [a for a in places if 3 not in _values(view, a.dice)]
    pool = no_three if no_three else places
    if not pool or (view["must_place_three"] and not no_three):
        return places[0] if places else EndPlacement()
    top = max(depth[a.hex] - len(a.dice) for a in pool)
    return rng.choice([a for a in pool if depth[a.hex] - len(a.dice) == top])


#: The hard level is the core search (``worlds.hard``), added where the game registers.
BOTS: dict[str, Callable[[dict[str, Any], list[Action], GameRng], Action]] = {
    "easy": easy,
    "normal": normal,
}

"""Loop's worlds for the core search (``game.core.search``): the hard bot.

The player sees the whole tower, the tracker and every die; the one thing it
may not know is the dice to come. So a world is the position the view shows
with a fresh RNG state drawn from the bot's RNG (``sample_world``). Level 3
symbols already rolled are the view's symbols that the level's sheet leaves
blank.

``evaluate`` estimates the chance to win an unfinished game for truncated
rollouts: the portals reached, how deep the open routes already lead toward
the portals still needed, the dice pool, all weighed by the turns left.

The search spends its budget on the choice to grow the pool (``SEARCHED``):
it is taken before unknown dice and plays out over the turns to come, where
a one-turn plan sees least. Its first guess there, and every other decision
of the hard bot, is ``careful`` (the table's hint): the normal planner with the
careful cross-off costs and more rerolls sampled per hold. The rollouts play
``normal`` (``rollout_policy``): it samples fewer rerolls per hold, so a
growth searches faster. Searching the holds
as well (5 iterations, 3 steps) won 19 of Level 3's seeds 1-40 where careful
alone won 24, at a decision p95 of 1.9 s on the loaded machine: a few
rollouts judge a hold worse than careful's own sampling of the next turn.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState
from game.core.values import Action
from game.games.loop.bots.levels import careful, normal, turns_after
from game.games.loop.bots.plan import Scratch
from game.games.loop.rules.board import load_level
from game.games.loop.rules.state import LoopState

#: Decisions the search looks at (the view's ``phase``); others play ``careful``.
SEARCHED = ("grow",)
#: A growth searched in 0.2-1 s on the development machine (its rollouts are the normal
#: planner, about 10-100 ms a decision there, by load).
BUDGET = Budget(iterations=5, depth=3, exploration=0.5, bias=0.3)


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """The position the view shows, with the dice to come drawn from ``rng``."""
    level = load_level(view["level"])
    rolled = []
    for cell in view["hexes"]:
        h = Hex(*cell["hex"])
        if cell["symbol"] and not level.symbols[h]:
            rolled.append([h.q, h.r, cell["symbol"]])
    owed = view["owed"]
    outcome = view["outcome"]
    return LoopState.from_json({
        "level": view["level"],
        "death": view["death"],
        "rng": rng.next_u64(),
        "turn": view["turn"],
        "square": view["tracker"]["position"],
        "pool": view["pool"],
        "dice": [d["value"] for d in view["dice"]],
        "held": [d["held"] for d in view["dice"]],
        "used": [d["used"] for d in view["dice"]],
        "placements": [dict(p) for p in view["placements"]],
        "crossed": [c["hex"] for c in view["hexes"] if c["crossed"]],
        "occupied": [c["hex"] for c in view["hexes"] if c["occupied"]],
        "filled": [[*c["hex"], d] for c in view["hexes"]
                   for d, st in c["paths"].items() if st == "filled"],
        "rolled": rolled,
        "portals_reached": list(view["portals_reached"]),
        "stage": view["stage"],
        "owed_cross": owed["cross_offs"],
        "owed_bridge": owed["bridges"],
        "owed_cause": owed["cause"],
        "placement_over": view["placement_over"],
        "portal_turn": view["portal_this_turn"],
        "outcome": outcome,
    })


def evaluate(state: GameState) -> dict[int, float]:
    """The player's chance to win, roughly, from the open position (0 to 1)."""
    view = state.view(0)
    s = Scratch.of(view)
    needed = len(s.portals)
    reached = 2 - needed
    bottom = max(s.depth[p] for p in s.portals) if s.portals else 1
    walked = _walked_depth(s)
    turns = max(0, turns_after(view) + 1)
    time_left = min(1.0, turns / (3 + 3 * needed))
    route = min(1.0, walked / bottom)
    pool = (view["pool"] - 4) / 4
    return {0: 0.3 * reached + time_left * (0.25 + 0.25 * route + 0.1 * pool) * (1 - 0.3 * reached)}


def _walked_depth(s: Scratch) -> int:
    """The deepest hex the filled paths lead to from the top, past no crossed hex."""
    if s.start in s.crossed:
        return 0
    seen, todo, deepest = {s.start}, [s.start], 0
    while todo:
        h = todo.pop()
        deepest = max(deepest, s.depth[h])
        for to, filled in s.paths[h].values():
            if filled and to not in seen and to not in s.crossed:
                seen.add(to)
                todo.append(to)
    return deepest


def rollout_policy(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The search's policy: ``careful`` at the grow step (the searched choice's first
    guess), ``normal`` for the rest of a rollout, which is cheaper."""
    return (careful if view["phase"] == "grow" else normal)(view, legal, rng)


_SEARCH = Search(sample_world, rollout_policy, evaluate, BUDGET)


def hard(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Searches growing the pool over sampled dice to come; plays the rest as ``careful``."""
    if view["phase"] not in SEARCHED:
        return careful(view, legal, rng)
    return _SEARCH.bot(view, legal, rng)



"""Shared set-up for Loop tests: build positions straight from JSON."""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.games.loop.rules.actions import EndPlacement, Place
from game.games.loop.rules.board import depth, load_level
from game.games.loop.rules.state import LoopState

L1 = load_level(1)


def at(column: int, d: int) -> Hex:
    """The hex in ``column`` at depth ``d`` (depth = q + 2r)."""
    return Hex(column, (d - column) // 2)


def hexj(h: Hex) -> list[int]:
    return [h.q, h.r]


def position(level: int = 1, death: bool = False, seed: int = 5, **changes: Any) -> LoopState:
    """A fresh game's position with ``changes`` written over its JSON fields.

    ``dice`` alone sets a placement-phase turn with nothing placed yet.
    """
    data = LoopState.new({"level": level, "death": int(death)}, seed, 1).to_json()
    if "dice" in changes:
        n = len(changes["dice"])
        data.update(held=[False] * n, used=[False] * n, placements=[], stage="placement",
                    pool=max(n, data["pool"]))
    data.update(changes)
    return LoopState.from_json(data)


def placed(h: Hex, dice: list[int], op: str, value: int) -> dict[str, Any]:
    return {"hex": hexj(h), "dice": dice, "op": op, "value": value}


def filled(*paths: tuple[Hex, str]) -> list[list[Any]]:
    return [[h.q, h.r, d] for h, d in paths]


def route_to(target: Hex, level: int = 1) -> list[Hex]:
    """A straight list of hexes from the top down to ``target`` (for set-ups)."""
    lv = load_level(level)
    path = [target]
    while path[-1] != lv.start:
        h = path[-1]
        parents = [p for p in lv.symbols if any(to == h for _, to in lv.paths(p))]
        path.append(min(parents, key=lambda p: (abs(p.q), -depth(p))))
    return path[::-1]


def example_1_1(pool: int = 5, **more) -> LoopState:
    """Example 1.1: a 5 then a 4 on the 7-dice `-` hex ends the placement phase there."""
    dice = [5, 4, 4, 4, 4, 4, 4, 4][:pool]
    s = position(dice=dice, pool=pool, used=[True] + [False] * (pool - 1),
                 placements=[placed(at(0, 6), [0], "single", 5)],
                 occupied=[hexj(at(0, 6))], filled=filled((at(0, 6), "middle")), **more)
    s.apply(0, Place((1,), "single", at(0, 8)))
    s.apply(0, EndPlacement())
    while s.phase() == "cross_off":  # the unplaced dice cost hexes first
        s.apply(0, s.legal_actions(0)[-1])
    return s

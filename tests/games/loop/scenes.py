"""Scripted openings for the coverage count: cases of the book that the seeded players
meet too seldom to count on (a die on a gray bridge hex, a first portal with dice left
over, the tracker running out, a held 3).

A scene is a game of its own: a fresh game of the level whose dice (and pool, and
tracker square) are set by hand, the only thing not played, then the scripted actions
(through ``apply``, so each must be legal), then a player to the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.loop.rules import actions as A
from game.games.loop.rules.state import LoopState
from tests.games.loop.coverage import Coverage, explorer


@dataclass(frozen=True)
class Scene:
    name: str
    options: dict[str, int]
    #: The dice of turn 1 (the pool grows to match) and other fields of the position.
    setup: dict[str, Any]
    #: The scripted actions, in order; a hex in a cross-off may be ``None``: the last
    #: hex offered that is not the top hex.
    script: list[Action | None]


def _place(q: int, r: int, *dice: int, op: str = "single") -> A.Place:
    return A.Place(tuple(dice), op, Hex(q, r))


CROSS = None  # cross off the last hex offered (never the top hex)

SCENES = [
    # Down the left edge to the gray bridge hex (+ after a 2, = after a 6, all fresh
    # hexes filling the paths the route needs), where the bridge is drawn and the hex
    # crossed off, and the placement phase ends on the bottom row.
    Scene("a die on a gray bridge hex", {"level": 1},
          {"dice": [6, 4, 2, 5, 6, 6, 1, 2]},
          [_place(0, 0, 0), _place(-1, 1, 1), _place(-2, 2, 2), _place(-3, 3, 3),
           _place(-3, 4, 4), _place(-3, 5, 5), _place(-3, 6, 6), _place(-3, 7, 7)]),
    # Down the middle (a blast hex on the way) to a portal with a single 3 and a die
    # left: no cross-off for it, no hold step.
    Scene("a first portal with a die left over", {"level": 1},
          {"dice": [6, 6, 5, 6, 5, 6, 3, 4]},
          [_place(0, 0, 0), _place(0, 1, 1), _place(0, 2, 2), _place(0, 3, 3), CROSS,
           _place(0, 4, 4), _place(0, 5, 5), _place(-1, 6, 6), CROSS]),
    # The last turn before the infinity square.
    Scene("the tracker runs out", {"level": 2},
          {"dice": [6, 5, 4, 2], "square": 16, "turn": 17},
          [_place(0, 0, 0), A.EndPlacement(), CROSS, CROSS, CROSS, A.Hold((0,))]),
    # A 3 placed (decoherence), held with the dice above it, and placed again next turn;
    # the 5-dice row's growth is declined on the way (Increasing the # of Dice: "may").
    Scene("a held 3", {"level": 1},
          {"dice": [1, 1, 3, 5]},
          [_place(0, 0, 0), _place(0, 1, 1), _place(0, 2, 2), CROSS, A.GrowPool(False),
           A.Hold((0, 1, 2)),
           _place(0, 0, 0), _place(0, 1, 1), _place(-1, 2, 2)]),
]


def prepared(scene: Scene, seed: int) -> LoopState:
    """A fresh game of the scene's level with the scene's dice and fields."""
    data = LoopState.new(scene.options, seed, 1).to_json()
    n = len(scene.setup["dice"])
    data.update(held=[False] * n, used=[False] * n, placements=[], stage="placement",
                pool=max(n, 4))
    data.update(scene.setup)
    return LoopState.from_json(data)


def play_scene(scene: Scene, seed: int, coverage: Coverage,
               then: Callable[..., Action] | None = None) -> LoopState:
    """Play the scene's script, then ``then`` (an edge walker) to the end."""
    state = prepared(scene, seed)
    coverage.start(state, [])
    top = state.level.start
    for action in scene.script:
        if action is None:
            action = [a for a in state.legal_actions(0) if getattr(a, "hex", top) != top][-1]
        assert action in state.legal_actions(0), f"{scene.name}: {action.to_text()}"
        coverage.step(state, 0, action)
    coverage.play(state, then or explorer(-1), seed)
    return state

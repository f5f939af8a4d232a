"""Where a melee attack would push a foe, and how much that costs the foe.

A melee attack moves the attacked one hex, or down a level (Melee Attack;
Reference #2, Forced Movements); while an Angel or Demon is in play it moves
nobody (Angel/Demon Melee Attack Rules). The bot reads the push off a world
drawn from its own view (``sampling.sample_world``), through the rules' own
``push_destination``, so it never sees the true state.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.bots.sight import SAFE, Sight
from game.games.axis_mundi.rules import movement

#: What a push into rough ground (a wound) or beside a lava pool or vent (the next push
#: from there drops a level) is worth, in the foe's actions.
ROUGH, LAVA = 0.3, 0.3


def push_harm(sight: Sight, targets: list[Hex], rng: GameRng) -> dict[Hex, float]:
    """For each target hex, the actions its occupant loses in the race to the gate by
    the push (a level down costs three to climb back), wounds counted; 0: no push."""
    out = dict.fromkeys(targets, 0.0)
    if sight.holder is not None or not targets:
        return out
    world = sample_world(sight.view, rng.fork(17)).table
    race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
    for target in targets:
        victim = world.occupant(target)
        if victim is None or victim == sight.me:
            continue
        to, _case = movement.push_destination(world, sight.here, victim)
        if to is None or to not in race or target not in race:
            continue
        harm = race[to] - race[target]
        if sight.terrain(to) not in SAFE:
            harm += ROUGH
        lava = [n for n in to.neighbors() if sight.terrain(n) == "inaccessible"
                and sight.level(n) == sight.level(to)]
        out[target] = harm + LAVA * len(lava)
    return out


def race_leader(sight: Sight) -> dict[str, Any] | None:
    """The foe nearest the gate's ring, if nearer than the bot (in actions)."""
    race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
    mine = race.get(sight.here, 1e9)
    best, near = None, mine
    for foe in sight.foes():
        d = race.get(Hex(*foe["pos"]), 1e9)
        if d < near:
            best, near = foe, d
    return best

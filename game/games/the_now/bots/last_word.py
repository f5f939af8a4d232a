"""The hard bot's last word: the impacts of a phase's last round.

Measured in seeded games of normal bots, what decided them was not how many
events a player organized but which of the ring's events went whose way when
the Now realized it; and in a phase's last round the forecast of that ring is
nearly exact (the calibrated spread is narrowest there, ``hard.Calibrated``).
So in that round the hard bot looks at every event of the ring it can reach
with the moves and energy it has, and every impact it could still make there
this turn (1 to 4, with the activity units left), and takes the one that
raises its standing most (``Sight.value_after``: its expected points against
the others'), if that is worth more than the activity units it uses: it walks
there, then impacts (strong while 2 or more are wanted). Turning an event of
another player's away from them counts as much as turning one its own way.
"""

from __future__ import annotations

from game.core.values import Action
from game.games.the_now.bots.choices import _reachable
from game.games.the_now.bots.sight import Sight
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.field import FIELD, TRACK

#: Impacts one turn can make at one node: amount -> (activity units, energy).
IMPACTS = {1: (1, 2), 2: (1, 6), 3: (2, 8), 4: (2, 12)}
MOST_A_TURN = 4  # impact a turn ("at most 4 impact a turn")
WORTH = 0.3  # the least gain in standing worth taking
UNIT = 0.1  # what an activity unit spent on impacts is worth otherwise
KEEP = 2  # energy kept after walking and impacting


def last_word(sight: Sight, legal: list[Action]) -> Action | None:
    """In the phase's last round: the step toward, or the impact on, the ring's event
    whose turning raises the seat's standing most (None if none is worth it)."""
    au = sight.turn.get("au", 0)
    if not au or not TRACK.is_phase_end(sight.round):
        return None
    impacts_left = MOST_A_TURN - sight.turn.get("impacts", 0)
    steps = min(sight.mine["speed"] - sight.turn.get("moves", 0), max(0, sight.energy - KEEP))
    reach = _reachable(sight, steps) if any(isinstance(a, A.Move) for a in legal) else {}
    reach[sight.pos] = sight.pos
    base = sight.value()
    best, plan = WORTH, None
    for node, step in sorted(reach.items()):
        if node not in sight.events or FIELD.radius[node] != sight.phase:
            continue
        walk = FIELD.distance(sight.pos, node)
        for amount, (units, energy) in IMPACTS.items():
            if units > au or amount > impacts_left or sight.energy - walk < energy + KEEP:
                continue
            for signed in (amount, -amount):
                gain = sight.value_after({node: signed}) - base - UNIT * units
                if gain > best:
                    best, plan = gain, (node, step, signed)
    if plan is None:
        return None
    node, step, signed = plan
    if node != sight.pos:
        action: Action = A.Move(step)
    else:
        action = A.Impact("for" if signed > 0 else "against", abs(signed) >= 2)
    return action if action in legal else None

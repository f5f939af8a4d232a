"""The Hole in the Box at the end of its owner's turn: tension, and annihilation.

The tension rises by the step of the anti-charge's interval. Past the end of
the scale the Hole annihilates: its field takes energy from its owner first,
then from the others nearest first (the owner orders players at the same
distance), each losing as much as the anti-charge left (all they have if
less); every unit lost takes one off the anti-charge. Shields do not help.
When the anti-charge is gone the Hole goes back in the box.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.table import Table
from game.games.the_now.rules.turn_events import Annihilated, Tension

HOLE = ARTIFACTS["hole_in_the_box"]
FAR = 1000  # V616 Mon is 3000 light years from any node of the field


def distance(a: int, b: int) -> int:
    if a == b:
        return 0
    if V616 in (a, b):
        return FAR
    return FIELD.distance(a, b)


def end_of_turn(t: Table, seat: int) -> None:
    """Move the tension token; start the annihilation if it passes the scale."""
    player = t.players[seat]
    copy = player.cast_copy("hole_in_the_box")
    if copy is None:
        return
    tokens = player.cast[copy]
    rise = HOLE.rise(tokens["anticharge"])
    tokens["tension"] += rise
    if rise:
        t.log.append(Tension(player.colour, tokens["anticharge"], tokens["tension"], rise))
    if tokens["tension"] > HOLE.number("scale"):
        annihilate(t, seat, copy)


def annihilate(t: Table, owner: int, copy: str) -> None:
    """Queue the players by distance from the owner (the owner first) and begin."""
    here = t.players[owner].pos
    rings: dict[int, list[int]] = {}
    for seat, player in enumerate(t.players):
        if seat != owner:
            rings.setdefault(distance(here, player.pos), []).append(seat)
    queue = [[owner]] + [rings[d] for d in sorted(rings)]
    decision: dict[str, Any] = {"kind": "annihilate", "seat": owner, "copy": copy,
                                "queue": queue}
    t.pending.insert(0, decision)
    run(t, decision)


def _hit(t: Table, decision: dict, victim: int) -> None:
    owner = decision["seat"]
    tokens = t.players[owner].cast[decision["copy"]]
    lost = min(tokens["anticharge"], t.players[victim].energy)
    tokens["anticharge"] -= lost
    t.log.append(Annihilated(t.players[owner].colour, t.players[victim].colour, lost,
                             tokens["anticharge"]))
    t.spend(victim, lost)


def run(t: Table, decision: dict) -> None:
    """Strike players in order until the anti-charge is gone or a tie needs the owner."""
    owner = decision["seat"]
    tokens = t.players[owner].cast[decision["copy"]]
    queue = decision["queue"]
    while tokens["anticharge"] > 0 and queue:
        group = [s for s in queue[0] if t.players[s].energy > 0]
        if len(group) > 1:
            queue[0] = group
            return
        queue.pop(0)
        if group:
            _hit(t, decision, group[0])
    del t.players[owner].cast[decision["copy"]]
    t.boxed.append(decision["copy"])
    t.pending.remove(decision)


def order_actions(t: Table, decision: dict) -> list[Action]:
    return [A.Annihilate(t.players[s].colour) for s in decision["queue"][0]]


def choose_next(t: Table, decision: dict, colour: str) -> None:
    victim = t.seat_of(colour)
    decision["queue"][0].remove(victim)
    _hit(t, decision, victim)
    run(t, decision)

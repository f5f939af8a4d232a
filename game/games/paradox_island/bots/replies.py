"""The captives' likely replies, as OP reckons them at a table of several boards (issue
15, item 4): where each captive piece goes on its next turn, so that OP values the end
of its turn by the position its next turn starts from, not the one it leaves.

OP sees the whole island and every captive board (p. 8), and its notebook holds every
arrival and mission mark: it knows each captive's goals (the spaces its mission still
wants, a camp for a piece at half its health or less). A captive piece is reckoned to
use its two actions (p. 12) to come as near its nearest goal as two moves of a space
take it: cheap, and close to what the normal captive does once it knows the way.
Granddead is left where he is: his goals are OP's pieces, which OP keeps out of his
reach already (``op._scare_risk``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.hexgrid import Hex
from game.games.paradox_island.bots.belief import DISTANCE
from game.games.paradox_island.bots.op_model import Captive, Model, kind_of
from game.games.paradox_island.rules.island import CORNERS, HEX_INDEX

STEPS = 2  # a captive's two actions, a move of one space each (p. 12)
SPACE_COUNT = len(DISTANCE)
WITHIN = tuple(tuple(s for s in range(SPACE_COUNT) if DISTANCE[at][s] <= STEPS)
               for at in range(SPACE_COUNT))
WANTS = {"anomalies": ("anomaly",), "portals_oracles": ("portal", "oracle"),
         "mirages_knots": ("mirage", "knot")}


def with_aims(model: Model, view: dict[str, Any]) -> Model:
    """The model with each captive piece's way to its goals: per space, the distance
    to the nearest goal (an empty tuple: none known, the piece is left where it is)."""
    done = _marked(view)
    health = {(b["seat"], i): p["max_health"] for b in view["captives"]
              for i, p in enumerate(b["pieces"])}
    count = {b["seat"]: b["mission"]["count"] for b in view["captives"] if b.get("mission")}
    caps = []
    for cap in model.captives:
        goals = _goals(model, cap, done.get(cap.seat, set()), health.get((cap.seat, cap.piece)))
        aim = tuple(map(min, *(DISTANCE[g] for g in goals))) if len(goals) > 1 \
            else tuple(DISTANCE[goals[0]]) if goals else ()
        low = bool(goals) and model.labels[goals[0]].startswith("camp:")
        gain = 0.0 if low or not count.get(cap.seat) else 1 / count[cap.seat]
        caps.append(replace(cap, aim=aim, gain=gain))
    return replace(model, captives=tuple(caps))


def _marked(view: dict[str, Any]) -> dict[int, set[int]]:
    """The spaces each board's mission marks were made on (the last arrival of the
    board before each mark; for Achilles the corner nearest it)."""
    done: dict[int, set[int]] = {}
    last: dict[int, list[int]] = {}
    for entry in view.get("notebook", ()):
        kind = entry["kind"]
        if kind == "arrived" and entry["space"] is not None:
            last[entry["seat"]] = entry["space"]
        elif kind == "mission_marked" and entry["seat"] in last:
            space = HEX_INDEX[Hex.from_json(last[entry["seat"]])]
            if entry["label"] == "corner":
                space = min(CORNERS, key=lambda k: DISTANCE[space][k])
            done.setdefault(entry["seat"], set()).add(space)
    return done


def _goals(model: Model, cap: Captive, done: set[int], max_health: int | None) -> list[int]:
    if cap.mission == "scares":
        return []
    if max_health and 2 * cap.health <= max_health:
        camps = [s for s, label in enumerate(model.labels) if label.startswith("camp:")]
        if camps:
            return camps
    if cap.mission == "corners":
        return [k for k in CORNERS if k not in done]
    if cap.mission == "fruits":
        return [s for s, label in enumerate(model.labels) if label.startswith("fruit:")
                and label[6:] not in cap.visited_fruits and s != cap.start]
    wanted = WANTS.get(cap.mission, ())
    marked = {model.labels[s] for s in done if model.labels[s] not in ("knot", "oracle")}
    return [s for s, label in enumerate(model.labels) if kind_of(label) in wanted
            and s not in done and label not in marked]


def replied(model: Model) -> Model:
    """The model after every captive piece's likely next turn: each as near its
    nearest goal as two moves take it (the fewest moves among equals), its mission a
    mark further on when it reaches the goal."""
    caps = tuple(_reply(c) if c.aim and c.health > 0 else c for c in model.captives)
    return replace(model, captives=caps, hit=frozenset())


def _reply(cap: Captive) -> Captive:
    dest = min(WITHIN[cap.at], key=lambda s: (cap.aim[s], DISTANCE[cap.at][s]))
    return replace(cap, at=dest, done=cap.done + (cap.gain if cap.aim[dest] == 0 else 0.0))

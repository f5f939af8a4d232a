"""OP's model of the position: what its choices change (captives' spaces, health and
missions, the Wave's part, the Bush's and the Rock's spaces, the token), and ``play``,
one of OP's actions played on it (approximately: activations as OP likes). Damage
dealt and help given are added up as the actions are played; ``op`` values the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    HEX_INDEX,
    direction_index,
    exit_parts,
    step,
)

HURTS = {"mirage": 1.0, "anomaly:wound": 1.0, "anomaly:drain": 0.4, "anomaly:blight": 0.4,
         "anomaly:rockfall": 0.5, "anomaly:thicket": 0.8, "anomaly:swell": 0.5, "lake": 0.5}
GOAL_KINDS = {"anomalies": ("anomaly",), "fruits": ("fruit",), "portals_oracles": ("portal",
              "oracle"), "mirages_knots": ("mirage", "knot")}

@dataclass(frozen=True)
class Captive:
    seat: int
    piece: int
    at: int
    health: float
    character: str
    mission: str
    start: int | None
    lying: bool
    visited_fruits: tuple[str, ...]
    done: float = 0.0  # the share of its mission done


@dataclass(frozen=True)
class Model:
    """OP's position, reduced to what its choices change."""

    labels: tuple[str, ...]
    lake_of: tuple[int, ...]
    captives: tuple[Captive, ...]
    wave: int | None
    bush: int | None
    rock: int | None
    token: str
    damage: float = 0.0
    helped: float = 0.0
    hit: frozenset[tuple[int, int]] = field(default_factory=frozenset)


def model_of(view: dict[str, Any]) -> Model:
    rows = sorted(view["island"], key=lambda r: r["space"])
    labels = tuple(r["label"] for r in rows)
    lakes: dict[str, int] = {}
    lake_of = tuple(lakes.setdefault(r["name"], len(lakes)) if r["kind"] == "lake" else -1
                    for r in rows)
    fruit_at = {r["name"]: r["space"] for r in rows if r["kind"] == "fruit"}
    where = {(p["seat"], p["piece"]): p["hex"] for p in view["positions"]}
    caps = []
    for board in view["captives"]:
        for i, p in enumerate(board["pieces"]):
            spot = where.get((board["seat"], i))
            if spot is None:
                continue
            caps.append(Captive(board["seat"], i, HEX_INDEX[Hex.from_json(spot)], p["health"],
                                board["character"] or "",
                                board["mission"]["kind"] if board["mission"] else "",
                                fruit_at.get(p["start"]), p["lying"],
                                tuple(board["visited_fruits"]),
                                _done(board["mission"])))
    return Model(labels, lake_of, tuple(caps), view["wave"],
                 space_of(view["bush"]), space_of(view["rock"]), view["token"] or "")


def _done(mission: dict[str, Any] | None) -> float:
    return mission["done"] / mission["count"] if mission else 0.0


def space_of(hex_json: list[int] | None) -> int | None:
    """The island space (its index) a view's hex names, or None for none."""
    return None if hex_json is None else HEX_INDEX[Hex.from_json(hex_json)]


def kind_of(label: str) -> str:
    return label.split(":")[0]


# Playing an action on the model.


def _hurt(model: Model, cap: Captive, health: float, energy: float = 0.0) -> Model:
    left = cap.health - health
    damage = health + 0.3 * energy + (3.0 if left <= 0 < cap.health else 0.0)
    caps = tuple(replace(c, health=left) if c is cap else c for c in model.captives)
    return replace(model, captives=caps, damage=model.damage + damage)


def _move_captive(model: Model, cap: Captive, dest: int) -> Model:
    caps = tuple(replace(c, at=dest, lying=False) if c is cap else c for c in model.captives)
    return replace(model, captives=caps)


def arrive(model: Model, cap: Captive, dest: int, by_op: bool) -> Model:
    """A captive moved by OP lands on ``dest``: the Bush there attacks, hazards work."""
    model = _move_captive(model, cap, dest)
    cap = next(c for c in model.captives if c.seat == cap.seat and c.piece == cap.piece)
    label = model.labels[dest]
    for walker in walkers(model):
        at = getattr(model, walker)
        if at is not None and _same(model, at, dest):
            cap = find(model, cap.seat, cap.piece) or cap
            model = _hurt(model, cap, 1, 1)
    if _goal(cap, label):
        model = replace(model, helped=model.helped + 2.5)
    hurt = HURTS.get(label, HURTS.get(kind_of(label), 0.0)) if by_op else 0.0
    if label.startswith("mirage") and model.token == "nightmare":
        hurt = 2.0
    if hurt:
        cap = next(c for c in model.captives if c.seat == cap.seat and c.piece == cap.piece)
        model = _hurt(model, cap, hurt)
    return model


def _goal(cap: Captive, label: str) -> bool:
    if cap.mission == "fruits":
        return label.startswith("fruit:") and label[6:] not in cap.visited_fruits
    return kind_of(label) in GOAL_KINDS.get(cap.mission, ())


def walkers(model: Model) -> tuple[str, ...]:
    """The pieces that attack where they land (both under Lithophytes)."""
    return ("bush", "rock") if model.token == "lithophytes" else ("bush",)


def _same(model: Model, a: int, b: int) -> bool:
    return a == b or (model.lake_of[a] >= 0 and model.lake_of[a] == model.lake_of[b])


def play(model: Model, action: Action) -> Model:
    """The model after one of OP's actions (approximately: activations as OP likes)."""
    if isinstance(action, A.WaveAttack):
        cap = find(model, action.seat, action.piece)
        if cap is None:
            return model
        model = _hurt(model, cap, 1)
        return replace(model, hit=model.hit | {(cap.seat, cap.piece)})
    if isinstance(action, A.WaveMove):
        return replace(model, wave=action.part if action.lake is None else None)
    if isinstance(action, A.PieceMove):
        dest = step(HEX_INDEX[action.start], direction_index(action.direction))
        model = replace(model, **{action.piece: dest})
        if dest is not None and action.piece in walkers(model):
            for cap in [c for c in model.captives if _same(model, c.at, dest)]:
                model = _hurt(model, cap, 1, 1)
        return model
    if isinstance(action, A.Push):
        cap = find(model, action.seat, action.piece)
        if cap is None:
            return model
        d = direction_index(action.direction)
        here, nxt = cap.at, step(cap.at, d)
        lake = model.lake_of[cap.at]
        while nxt is not None and lake >= 0 and model.lake_of[nxt] == lake:
            here, nxt = nxt, step(nxt, d)
        if nxt is not None and model.token == "landslide":
            here, nxt = nxt, step(nxt, d)
        if nxt is None:
            return _to_sea(model, cap, here, d)
        return arrive(model, cap, nxt, True)
    return model


def _corner_counts(model: Model, cap: Captive, shore: int) -> bool:
    """Achilles' corner: the one he stands on, or lies in a lake with (p. 23)."""
    if cap.lying and model.lake_of[cap.at] >= 0:
        lake = [s for s, n in enumerate(model.lake_of) if n == model.lake_of[cap.at]]
        return shore in lake and any(s in CORNERS for s in lake)
    return shore == cap.at and shore in CORNERS


def _to_sea(model: Model, cap: Captive, shore: int, d: int) -> Model:
    parts = exit_parts(shore, d)
    helped = 0.6
    if cap.mission == "corners" and _corner_counts(model, cap, shore):
        helped += 6.0
    model = replace(model, helped=model.helped + helped)
    if model.wave is not None and model.wave in parts:
        model = _hurt(model, cap, 1)
    if model.token == "riptide":
        model = _hurt(model, find(model, cap.seat, cap.piece) or cap, 0, 1)
    cap = find(model, cap.seat, cap.piece) or cap
    if cap.start is not None and cap.health > 0:
        model = _move_captive(model, cap, cap.start)
    return model


def find(model: Model, seat: int, piece: int) -> Captive | None:
    return next((c for c in model.captives if c.seat == seat and c.piece == piece), None)


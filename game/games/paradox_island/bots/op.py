"""The OP bot: play the Omnipotence Paradox to make captives perish.

OP sees the whole island in its view. Every action of its turn is scored by
playing it on a small model of the position (captives' spaces and points, the
Wave's part, the Bush's and the Rock's spaces) and valuing the result: damage
dealt (a perish weighs most), then the threat left for the actions still to
come — the Bush within reach of a captive, the Wave beside a captive on the
shore, the Rock next to a captive it can push into the sea or onto a hazard.
Pushes that would help a captive (Achilles off a corner, a captive onto a
space its mission wants) are marked down. OP's questions (which token to
keep, lake exits, anomaly destinations, activations, where pieces return) are
answered the same way: the choice that hurts the captives most. At a table of
several boards OP also looks one action ahead (what an action sets up: the Wave
moved next to a captive it then attacks, the Bush two steps from one), and keeps
its pieces out of Granddead's reach less widely, since the others must be hunted.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island.bots.belief import DISTANCE
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    HEX_INDEX,
    SIDES,
    SPACES,
    direction_index,
    exit_parts,
    parts_of,
    step,
)

TOKEN_VALUE = {"tremor": 5.0, "gale": 3.0, "landslide": 2.0, "nightmare": 2.0, "seaweed": 2.0,
               "bramble": 2.0, "riptide": 1.5, "drought": 1.5, "lithophytes": 1.0,
               "flood": 1.0, "ivy": 1.0, "hurricane": 0.5}
HURTS = {"mirage": 1.0, "anomaly:wound": 1.0, "anomaly:drain": 0.4, "anomaly:blight": 0.4,
         "anomaly:rockfall": 0.5, "anomaly:thicket": 0.8, "anomaly:swell": 0.5, "lake": 0.5}
CORNER_GUARD = 1.5  # the Wave beside a corner Achilles stands on or next to
SCARE_REACH = (16.0, 16.0, 16.0, 4.0, 0.0, 0.0, 0.0)  # by distance from Granddead
TABLE_REACH = (16.0, 16.0, 8.0, 2.0, 0.0, 0.0, 0.0)  # the same at a table of several boards
LEAD_GAP = 0.2  # at a table of several, the Bush hunts the captives within this of the lead
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
                 _space(view["bush"]), _space(view["rock"]), view["token"] or "")


def _done(mission: dict[str, Any] | None) -> float:
    return mission["done"] / mission["count"] if mission else 0.0


def _space(value: Any) -> int | None:
    return None if value is None else HEX_INDEX[Hex.from_json(value)]


def _kind(label: str) -> str:
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


def _arrive(model: Model, cap: Captive, dest: int, by_op: bool) -> Model:
    """A captive moved by OP lands on ``dest``: the Bush there attacks, hazards work."""
    model = _move_captive(model, cap, dest)
    cap = next(c for c in model.captives if c.seat == cap.seat and c.piece == cap.piece)
    label = model.labels[dest]
    for walker in _walkers(model):
        at = getattr(model, walker)
        if at is not None and _same(model, at, dest):
            cap = _find(model, cap.seat, cap.piece) or cap
            model = _hurt(model, cap, 1, 1)
    if _goal(cap, label):
        model = replace(model, helped=model.helped + 2.5)
    hurt = HURTS.get(label, HURTS.get(_kind(label), 0.0)) if by_op else 0.0
    if label.startswith("mirage") and model.token == "nightmare":
        hurt = 2.0
    if hurt:
        cap = next(c for c in model.captives if c.seat == cap.seat and c.piece == cap.piece)
        model = _hurt(model, cap, hurt)
    return model


def _goal(cap: Captive, label: str) -> bool:
    if cap.mission == "fruits":
        return label.startswith("fruit:") and label[6:] not in cap.visited_fruits
    return _kind(label) in GOAL_KINDS.get(cap.mission, ())


def _walkers(model: Model) -> tuple[str, ...]:
    """The pieces that attack where they land (both under Lithophytes)."""
    return ("bush", "rock") if model.token == "lithophytes" else ("bush",)


def _same(model: Model, a: int, b: int) -> bool:
    return a == b or (model.lake_of[a] >= 0 and model.lake_of[a] == model.lake_of[b])


def play(model: Model, action: Action) -> Model:
    """The model after one of OP's actions (approximately: activations as OP likes)."""
    if isinstance(action, A.WaveAttack):
        cap = _find(model, action.seat, action.piece)
        if cap is None:
            return model
        model = _hurt(model, cap, 1)
        return replace(model, hit=model.hit | {(cap.seat, cap.piece)})
    if isinstance(action, A.WaveMove):
        return replace(model, wave=action.part if action.lake is None else None)
    if isinstance(action, A.PieceMove):
        dest = step(HEX_INDEX[action.start], direction_index(action.direction))
        model = replace(model, **{action.piece: dest})
        if dest is not None and action.piece in _walkers(model):
            for cap in [c for c in model.captives if _same(model, c.at, dest)]:
                model = _hurt(model, cap, 1, 1)
        return model
    if isinstance(action, A.Push):
        cap = _find(model, action.seat, action.piece)
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
        return _arrive(model, cap, nxt, True)
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
        model = _hurt(model, _find(model, cap.seat, cap.piece) or cap, 0, 1)
    cap = _find(model, cap.seat, cap.piece) or cap
    if cap.start is not None and cap.health > 0:
        model = _move_captive(model, cap, cap.start)
    return model


def _find(model: Model, seat: int, piece: int) -> Captive | None:
    return next((c for c in model.captives if c.seat == seat and c.piece == piece), None)


# Valuing a position.


def value(model: Model, actions_left: int) -> float:
    """Damage done, less help given, plus the threat the pieces keep."""
    everyone = [c for c in model.captives if c.health > 0]
    score = 10.0 * model.damage - 4.0 * model.helped + _scare_risk(model, everyone)
    alive = [c for c in everyone if c.mission != "scares"]
    if not alive:  # only Granddead: he wins by meeting the pieces, so none hunts him
        return score
    lead = max(c.done for c in alive)
    hunted = [c for c in alive if c.done >= lead - LEAD_GAP]  # the nearest to finishing
    for walker in _walkers(model):
        hunter = getattr(model, walker)
        if hunter is not None:
            near = min(DISTANCE[hunter][c.at] for c in hunted)
            score += 6.0 if 0 < near <= actions_left else -1.2 * near
    if model.wave is not None:
        shore = [c for c in alive if c.at in SIDES[model.wave]
                 and (c.seat, c.piece) not in model.hit]
        on_any = [c for c in alive if parts_of(c.at)]
        if shore and actions_left >= 1:
            score += 5.0
        elif on_any and actions_left >= 2:
            score += 3.5
        score += 0.4 * len(shore)
        score += CORNER_GUARD * sum(  # Achilles next to a corner: the Wave where he steps out
            any(model.wave in parts_of(k) for k in CORNERS if DISTANCE[k][c.at] <= 1)
            for c in alive if c.mission == "corners")
    pusher = "bush" if model.token == "lithophytes" else "rock"
    rock = getattr(model, pusher)
    if rock is not None:
        near = min(DISTANCE[rock][c.at] for c in alive)
        score += 1.0 if near == 1 else -0.4 * near
    return score


def _boards(model: Model) -> int:
    return len({c.seat for c in model.captives})


def _scare_risk(model: Model, alive: list[Captive]) -> float:
    """Granddead wins by scaring pieces off: keep them out of his reach (two moves one
    space over, and an action more for each scare) and the Wave off his shore; at a
    table of several boards less widely (the Bush must hunt the others near him)."""
    risk = 0.0
    for cap in alive:
        if cap.mission != "scares":
            continue
        reach = SCARE_REACH if _boards(model) == 1 else TABLE_REACH
        for piece in (model.bush, model.rock):
            if piece is not None:
                risk -= reach[min(DISTANCE[piece][cap.at], len(reach) - 1)]
        if model.wave is not None and cap.at in SIDES[model.wave]:
            risk -= 8.0
    return risk


# The bot.


def op_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """OP: the action that leaves the captives worst off."""
    if view["phase"] != "play":
        return rng.choice(legal)
    pending = view.get("pending")
    model = model_of(view)
    if pending:
        return _answer(view, model, pending, legal, rng)
    left = int(view.get("actions_left") or 0)
    return _best(model, legal, left, rng)


def _best(model: Model, legal: list[Action], left: int, rng: GameRng) -> Action:
    """The action of highest value; at a table of several boards, each valued with the
    best follow-up of OP's next action too (alone against one board OP plays greedily:
    that is the balance measured for the two-player game)."""
    ahead = left >= 2 and _boards(model) > 1

    def score(action: Action) -> tuple[float, float]:
        if isinstance(action, A.EndOpTurn | A.Pass):
            return value(model, 0), rng.random()
        after = play(model, action)
        spent = 0 if isinstance(action, A.Push) and left <= 0 else 1
        rest = max(0, left - spent)
        best = value(after, rest)
        if ahead:
            best = max([best] + [value(play(after, nxt), rest - 1) for nxt in _follow_ups(after)])
        return best, rng.random()

    return max(legal, key=score)


def _follow_ups(model: Model) -> list[Action]:
    """OP's next actions on the model, roughly (a step of the Bush or the Rock, the Wave
    moved or attacking): enough to see what an action sets up."""
    moves: list[Action] = [A.PieceMove(piece, SPACES[at], DIRECTION_NAMES[d])
                           for piece, at in (("bush", model.bush), ("rock", model.rock))
                           if at is not None for d in range(6) if step(at, d) is not None]
    if model.wave is not None:
        moves += [A.WaveMove(part, None) for part in range(6) if part != model.wave]
        moves += [A.WaveAttack(c.seat, c.piece) for c in model.captives
                  if c.at in SIDES[model.wave] and (c.seat, c.piece) not in model.hit]
    return moves


def _answer(view: dict[str, Any], model: Model, pending: dict[str, Any], legal: list[Action],
            rng: GameRng) -> Action:
    kind = pending["kind"]
    if kind == "keep_token":
        return max(legal, key=lambda a: (_token_value(model, a.token), rng.random()))
    if kind in ("anomaly_action", "free_step"):
        return _best(model, legal, 0, rng)
    if kind in ("op_activate", "op_piece_activate"):
        wanted = (A.Activate(_harmful(model, pending["task"])) if kind == "op_activate"
                  else _piece_activate(model, pending))
        return wanted if wanted in legal else legal[0]  # the rules may forbid one answer
    if kind in ("lake_exit", "anomaly_dest", "portal_exit"):
        return _worst_landing(model, pending, legal, rng)
    if kind == "return_piece":
        return _return_piece(model, pending["piece"], legal, rng)
    if kind == "op_teleport":
        return min(legal, key=lambda a: (_nearest(model, HEX_INDEX[a.space]), rng.random()))
    if kind in ("blight", "seaweed"):
        board = next(b for b in view["captives"] if b["seat"] == pending["who"][0])
        return max(legal, key=lambda a: (isinstance(a, A.PickFruit),
                                         board["fruits"].get(getattr(a, "fruit", "")) == "circled",
                                         rng.random()))
    return rng.choice(legal)


def _token_value(model: Model, token: str) -> float:
    bonus = 0.0
    on_shore = any(parts_of(c.at) for c in model.captives)
    if token == "gale" and on_shore:
        bonus = 2.0
    if token == "landslide" and model.rock is not None and model.captives and min(
            DISTANCE[model.rock][c.at] for c in model.captives) <= 2:
        bonus = 1.5
    return TOKEN_VALUE.get(token, 0.0) + bonus


def _nearest(model: Model, space: int) -> int:
    return min((DISTANCE[space][c.at] for c in model.captives), default=0)


def _harmful(model: Model, task: dict[str, Any]) -> bool:
    label = model.labels[task["space"]]
    cap = _find(model, *task["ref"])
    if cap is not None and cap.mission == "mirages_knots" and label == "knot":
        return False
    kind = _kind(label)
    return kind in ("mirage", "lake", "anomaly", "portal", "knot")


def _piece_activate(model: Model, pending: dict[str, Any]) -> Action:
    task = pending["task"]
    space = task["space"]
    label = model.labels[space]
    if label.startswith("portal:"):
        twin = next((s for s, lb in enumerate(model.labels) if lb == label and s != space), None)
        if twin is not None:
            return A.Activate(_nearest(model, twin) < _nearest(model, space))
    return A.Activate(False)


def _worst_landing(model: Model, pending: dict[str, Any], legal: list[Action],
                   rng: GameRng) -> Action:
    ref = pending.get("who") or pending.get("task", {}).get("ref")
    cap = _find(model, *ref) if ref else None

    def harm(action: Action) -> tuple[float, float]:
        if not isinstance(action, A.PickSpace) or cap is None:
            return 0.0, rng.random()
        space = HEX_INDEX[action.space]
        if pending["kind"] == "lake_exit":
            task = pending["task"]
            here = space
            for _ in range(task.get("length", 1)):
                nxt = step(here, task["d"])
                if nxt is None:
                    return value(replace(model, helped=model.helped + 0.6), 3), rng.random()
                here = nxt
            space = here
        after = _arrive(model, cap, space, pending["kind"] != "lake_exit")
        return value(after, 3), rng.random()

    return max(legal, key=harm)


def _return_piece(model: Model, piece: str, legal: list[Action], rng: GameRng) -> Action:
    if piece == "wave":
        return max(legal, key=lambda a: (value(replace(model, wave=a.part), 3), rng.random()))
    return max(legal, key=lambda a: (value(replace(model, **{piece: HEX_INDEX[a.space]}), 3),
                                     rng.random()))

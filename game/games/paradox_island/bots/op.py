"""The OP bot: play the Omnipotence Paradox to make captives perish.

OP sees the whole island in its view. Every action of its turn is scored by
playing it on a small model of the position (``op_model``: captives' spaces and
points, the Wave's part, the Bush's and the Rock's spaces) and valuing the result: damage
dealt (a perish weighs most), then the threat left for the actions still to
come — the Bush within reach of a captive, the Wave beside a captive on the
shore, the Rock next to a captive it can push into the sea or onto a hazard.
Pushes that would help a captive (Achilles off a corner, a captive onto a
space its mission wants) are marked down. OP's questions (which token to
keep, lake exits, anomaly destinations, activations, where pieces return) are
answered the same way: the choice that hurts the captives most. At a table of
several boards OP also plans the rest of its turn after each action (what an action
sets up: the Wave moved next to a captive it then attacks, the Bush three steps onto
one), and keeps its pieces out of Granddead's reach less widely, since the others
must be hunted, and values Drought next to Tremor (three captives heal at camps).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island.bots.belief import DISTANCE
from game.games.paradox_island.bots.op_model import (
    Captive,
    Model,
    arrive,
    find,
    kind_of,
    model_of,
    play,
    walkers,
)
from game.games.paradox_island.rules import actions as A
from game.games.paradox_island.rules.island import (
    CORNERS,
    DIRECTION_NAMES,
    HEX_INDEX,
    SIDES,
    SPACES,
    parts_of,
    step,
)

TOKEN_VALUE = {"tremor": 5.0, "gale": 3.0, "landslide": 2.0, "nightmare": 2.0, "seaweed": 2.0,
               "bramble": 2.0, "riptide": 1.5, "drought": 1.5, "lithophytes": 1.0,
               "flood": 1.0, "ivy": 1.0, "hurricane": 0.5}
CORNER_GUARD = 1.5  # the Wave beside a corner Achilles stands on or next to
SCARE_REACH = (16.0, 16.0, 16.0, 4.0, 0.0, 0.0, 0.0)  # by distance from Granddead
TABLE_REACH = (16.0, 16.0, 8.0, 2.0, 0.0, 0.0, 0.0)  # the same at a table of several boards
LEAD_GAP = 0.2  # at a table of several, the Bush hunts the captives within this of the lead
DROUGHT_AT_TABLE = 4.5  # three captives heal at camps: Drought makes a camp restore 1, not 2


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
    for walker in walkers(model):
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
    rest of OP's turn planned after it (alone against one board OP plays greedily:
    that is the balance measured for the two-player game)."""
    ahead = left >= 2 and _boards(model) > 1

    def score(action: Action) -> tuple[float, float]:
        if isinstance(action, A.EndOpTurn | A.Pass):
            return value(model, 0), rng.random()
        after = play(model, action)
        spent = 0 if isinstance(action, A.Push) and left <= 0 else 1
        rest = max(0, left - spent)
        return (_plan(after, rest) if ahead else value(after, rest)), rng.random()

    return max(legal, key=score)


def _plan(model: Model, left: int) -> float:
    """The best value the rest of OP's turn reaches on the model: each next action the
    follow-up of highest value, to the turn's end, stopping where the value is best
    (what an action sets up over the whole turn: the Wave moved beside a captive it
    then attacks, the Bush walked three steps onto one). Greedy, one line a first
    action: about twice the cost of looking one action ahead."""
    best = value(model, left)
    while left > 0:
        nexts = [play(model, nxt) for nxt in _follow_ups(model)]
        if not nexts:
            break
        left -= 1
        model = max(nexts, key=lambda after: value(after, left))
        best = max(best, value(model, left))
    return best


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
    if token == "drought" and _boards(model) > 1:
        return DROUGHT_AT_TABLE
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
    cap = find(model, *task["ref"])
    if cap is not None and cap.mission == "mirages_knots" and label == "knot":
        return False
    kind = kind_of(label)
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
    cap = find(model, *ref) if ref else None

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
        after = arrive(model, cap, space, pending["kind"] != "lake_exit")
        return value(after, 3), rng.random()

    return max(legal, key=harm)


def _return_piece(model: Model, piece: str, legal: list[Action], rng: GameRng) -> Action:
    if piece == "wave":
        return max(legal, key=lambda a: (value(replace(model, wave=a.part), 3), rng.random()))
    return max(legal, key=lambda a: (value(replace(model, **{piece: HEX_INDEX[a.space]}), 3),
                                     rng.random()))

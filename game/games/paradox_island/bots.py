"""Paradox Island's bots: each reads only its seat's view and plays its role.

- The OP bot hunts: it attacks with the Wave whenever it can, walks the Bush
  toward the nearest captive, pushes captives off the island with the Rock,
  and answers every question OP is asked in the way that hurts most.
- The captive bot keeps itself alive (rests, camps, safe moves when hurt),
  activates what helps its mission and leaves hazards alone, and explores.
  It does not yet deduce the map from announcements (a later bot will).
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island import actions as A

GOOD_LABELS = ("fruit", "camp", "oracle", "portal", "knot")
SAFE_ANOMALIES = ("anomaly:orchard", "anomaly:gust", "anomaly:fork", "anomaly:sinkhole")
MISSION_LABELS = {
    "anomalies": ("anomaly",), "fruits": ("fruit",), "portals_oracles": ("portal", "oracle"),
    "mirages_knots": ("mirage", "knot"), "corners": (), "scares": (),
}


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Random play, but a captive with actions left does not end its turn early."""
    if view["role"] == "op":
        return op_bot(view, legal, rng)
    moving = [a for a in legal if not isinstance(a, A.EndTurn | A.UseBonus | A.UseExtra)]
    return rng.choice(moving or legal)


def normal_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    if view["role"] == "op":
        return op_bot(view, legal, rng)
    return captive_bot(view, legal, rng)


hard_bot = normal_bot


# OP.


def op_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    kinds = {a.kind for a in legal}
    if "keep_token" in kinds:
        preferred = [a for a in legal if getattr(a, "token", "") in ("tremor", "gale", "nightmare")]
        return rng.choice(preferred or legal)
    attacks = [a for a in legal if isinstance(a, A.WaveAttack)]
    if attacks:
        return rng.choice(attacks)
    pushes = [a for a in legal if isinstance(a, A.Push)]
    if pushes:
        return rng.choice(pushes)
    if "activate" in kinds:
        return A.Activate(True)
    targets = [Hex.from_json(p["hex"]) for p in view.get("positions", []) if p["hex"]]
    moves = [a for a in legal if isinstance(a, A.PieceMove)]
    if moves and targets:
        return min(moves, key=lambda a: (_distance_after(a, targets), rng.random()))
    picks = [a for a in legal if isinstance(a, A.PickSpace)]
    if picks and targets:
        return min(picks, key=lambda a: (min(a.space.distance(t) for t in targets), rng.random()))
    waves = [a for a in legal if isinstance(a, A.WaveMove) and a.lake is None]
    if waves and targets:
        return rng.choice(waves)
    ends = [a for a in legal if isinstance(a, A.EndOpTurn | A.Pass)]
    return ends[0] if ends else rng.choice(legal)


def _distance_after(move: A.PieceMove, targets: list[Hex]) -> int:
    from game.core.hexgrid import DIRECTIONS
    from game.games.paradox_island.island import DIRECTION_NAMES, HEX_INDEX

    dest = move.start + DIRECTIONS[DIRECTION_NAMES.index(move.direction)]
    if dest not in HEX_INDEX:
        return 99
    return min(dest.distance(t) for t in targets)


# Captives.


def captive_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    pending = view.get("pending")
    me = view["captives"][view["seat"] - 1]
    if pending:
        return _answer(view, me, pending, legal, rng)
    piece = next((i for i, p in enumerate(me["pieces"])
                  if any(getattr(a, "piece", -1) == i for a in legal)), 0)
    mine = me["pieces"][piece]
    weak = mine["health"] <= 1
    restores = [a for a in legal if isinstance(a, A.Restore)]
    moves = [a for a in legal if isinstance(a, A.Move) and a.piece == piece]
    energy = mine["health"] - 1 if me["character"] == "granddead" else mine["energy"]
    if restores and energy <= 1 and rng.random() < 0.7:
        return restores[0]
    if moves:
        safe = weak and any(m.safe for m in moves)
        over = rng.random() < 0.3 and energy >= 2
        fitting = [m for m in moves if m.safe == safe and m.over == (over and m.over)]
        return rng.choice(fitting or moves)
    return next(a for a in legal if isinstance(a, A.EndTurn | A.Pass)) if any(
        isinstance(a, A.EndTurn | A.Pass) for a in legal) else rng.choice(legal)


def _answer(view: dict[str, Any], me: dict[str, Any], pending: dict[str, Any],
            legal: list[Action], rng: GameRng) -> Action:
    kind = pending["kind"]
    if kind == "activate":
        label = _last_label(view)
        wanted = MISSION_LABELS.get(me["mission"]["kind"] if me["mission"] else "", ())
        good = label.split(":")[0] in GOOD_LABELS or label in SAFE_ANOMALIES
        return A.Activate(good or (label.split(":")[0] in wanted and label != "mirage"))
    if kind == "rest":
        piece = me["pieces"][pending.get("piece", 0)]
        hurt = piece["max_health"] - piece["health"]
        return max(legal, key=lambda a: (min(a.health, hurt), rng.random()))
    if kind == "bonus":
        uses = [a for a in legal if isinstance(a, A.UseBonus)]
        if uses and pending["bonus"] in ("anomaly_boost", "meet_boost", "ocean_back"):
            return uses[0]
        return A.Pass()
    return rng.choice(legal)


def _last_label(view: dict[str, Any]) -> str:
    for entry in reversed(view["notebook"]):
        if entry["kind"] == "arrived" and entry["seat"] == view["seat"]:
            return entry["label"]
    return ""

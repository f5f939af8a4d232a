"""How an Axis Mundi table stands for each seat: the hard bot's judgement of a play-out
cut short (``paired.judged``), read from a view of the table with its public parts (an
invisible rival counts where its token lies).

The game is a race to the gate, then the Angel's or Demon's walk home, so:

- **In the race** each seat's time to step into the Axis Mundi, in rounds: its
  way to the gate's ring in actions (a climb is a whole turn, a step along a
  ring one action, rough ground a little more; the board as it lies now), plus
  the step in, paid from the actions it has left if it is on turn, else from its
  next turn (which comes round in seat order). A seat's weight falls by
  ``PACE`` for each round it is behind, and with lost hit points (a hurt racer
  is pushed back and killed on the way).
- **Whoever holds the gate** wins with ``HOLD`` at full health in the crater,
  more as it nears its pier, less as the hunters wear its hit points down
  (the normal bot won 144 of 162 games in which it held the gate). What it
  does not win, the others share as in the race (the gate reopens when it falls).
- **The race's winner** is worth ``HOLD`` too, less a little (the die at the
  gate throws one in six back to a power hex); the rest of the chances are
  shared evenly.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.hexgrid import ORIGIN, Hex
from game.games.axis_mundi.bots.sight import Sight
from game.games.axis_mundi.rules.board import level_of, rotated

__all__ = ["HOLD", "PACE", "judge_view", "turned"]

#: How much a seat's race weight falls for each round it is behind the others.
PACE = 1.6
#: The gate holder's chance at full health, still in the crater.
HOLD = 0.8
#: What a seat holds beyond its race share (each seat's), out of 1.
FLOOR = 0.04
FAR = 40.0


def turned(public: dict[str, Any]) -> dict[str, Any]:
    """``public`` as the table will lie after the round's rotation (The Game's Rotation
    Mechanism: Level k and everything on it turns k x 60 degrees; the sea, the piers
    and the crater do not)."""
    board = public["board"]
    top = board["top_level"]
    turns = [t if level == 0 else (t + level) % 6 for level, t in enumerate(board["turns"])]

    def moved(at: list[int] | None) -> list[int] | None:
        if at is None:
            return None
        h = Hex(*at)
        level = level_of(top, h)
        return rotated(h, level).to_json() if level >= 1 and h.length() else at

    players = [{**p, "pos": moved(p["pos"]), "token": moved(p["token"])}
               for p in public["players"]]
    return {**public, "board": {**board, "turns": turns}, "players": players}


def judge_view(public: dict[str, Any]) -> dict[int, float]:
    """Each seat's estimated chance to win, summing to 1, read from a view of the table
    (the seat on turn's, or any seat's with the public parts only)."""
    sight = Sight(public)
    players = public["players"]
    n = len(players)
    holder = public["axis_mundi"]["holder"]
    race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
    weights = {p["seat"]: _race_weight(public, p, race) for p in players
               if p["seat"] != holder}
    total = sum(weights.values()) or 1.0
    if holder is None:
        share = 1.0 - FLOOR * n
        return {seat: FLOOR + share * HOLD * w / total + share * (1 - HOLD) / n
                for seat, w in weights.items()}
    kept = _holding(sight, players[holder])
    rest = 1.0 - kept - FLOOR * (n - 1)
    values = {seat: FLOOR + rest * w / total for seat, w in weights.items()}
    values[holder] = kept
    return values


def _where(p: dict[str, Any]) -> Hex:
    return Hex(*(p["pos"] or p["token"] or p["pier"]))


def _health(p: dict[str, Any]) -> float:
    hp = p["hp"] if p["hp"] is not None else p["max_hp"]
    return max(0.0, hp) / p["max_hp"]


def _race_weight(public: dict[str, Any], p: dict[str, Any], race: dict[Hex, float]) -> float:
    """``exp(-PACE * rounds to the gate)``, lowered for lost hit points."""
    seat, n = p["seat"], len(public["players"])
    need = race.get(_where(p), FAR) + 1.0  # and the step into the crater
    current = public["current"]
    if seat == current:
        turn = public["turn"]
        left = (turn["actions"] or 0) + (turn["extra_moves"] or 0) \
            if turn["actions"] is not None else 0
        remaining = max(0.0, need - left)
        rounds = 0.0 if remaining == 0 else 1.0 + (remaining - 1) / 3
    else:
        rounds = ((seat - current) % n) / n + (need - 1) / 3
        if p["immobilized"]:  # pinned: its next turn goes nowhere
            rounds += 1.0
    return math.exp(-PACE * rounds) * (0.5 + 0.5 * _health(p))


def _holding(sight: Sight, p: dict[str, Any]) -> float:
    """The Angel's or Demon's chance: its way home, weighed by its hit points."""
    home = sight.distances([Hex(*p["pier"])], heavenly=True, blocking=False)
    start = min((home.get(h, FAR) for h in ORIGIN.ring(1)), default=FAR) + 1.0
    where = _where(p)
    way = start if p["on_axis_mundi"] or where == ORIGIN else home.get(where, start)
    progress = max(0.0, min(1.0, 1.0 - way / start))
    health = _health(p)
    return (HOLD + (0.97 - HOLD) * progress) * (0.2 + 0.8 * health) ** 0.5

"""Paradox Island's bots: each reads only its seat's view and plays its role.

- ``normal``: the OP seat plays ``op.op_bot`` (scores each action
  on a model of the position: damage, threat, help given away; at a table of
  several boards the registered ``normal`` is ``table_look.table_bot``, which plays
  its quick and its planned choice out to the end of its turn); a captive seat
  plays ``captive.captive_bot``, which deduces where it is from the
  announcements it heard (``belief``) and pursues its mission. (Weighing every
  candidate space instead of a sample of 10 was measured weaker: lost pieces
  then move the same way every time.)
- ``hard`` (``worlds.hard_bot``): every seat's own turns are the core search with
  ``normal`` as its policy: OP's over OP's worlds (``worlds``), a captive's over
  islands drawn to fit what it heard (``captive_worlds``).
- ``easy``: OP is the first greedy hunter (attacks first, pushes, walks the
  Bush toward the nearest captive); a captive is a beginner
  (``beginner.beginner_captive``): the normal captive's choice most of the
  time, else a random move or rest.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.paradox_island.bots.beginner import beginner_captive
from game.games.paradox_island.bots.captive import captive_bot
from game.games.paradox_island.bots.op import op_bot
from game.games.paradox_island.rules import actions as A


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The greedy hunter as OP; a beginner as a captive."""
    if view["role"] == "op":
        return greedy_op(view, legal, rng)
    return beginner_captive(view, legal, rng)


def normal_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """OP plays to win; a captive deduces the island and plays its mission."""
    if view["role"] == "op":
        return op_bot(view, legal, rng)
    return captive_bot(view, legal, rng)


# OP.


def greedy_op(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The easy OP: attack, push, walk the Bush toward the nearest captive."""
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
    if A.Activate(True) in legal:
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
    from game.games.paradox_island.rules.island import DIRECTION_NAMES, HEX_INDEX

    dest = move.start + DIRECTIONS[DIRECTION_NAMES.index(move.direction)]
    if dest not in HEX_INDEX:
        return 99
    return min(dest.distance(t) for t in targets)

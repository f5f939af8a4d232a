"""Axis Mundi's hard bot: the core search (``game.core.search``) over worlds drawn
from the seat's view (``sampling.sample_world``), the normal bot as its policy.

The search only plays worlds in which its seat's real legal actions are legal;
a world too far off is skipped.

``evaluate`` is each seat's share of the race: climbing toward the gate, then
the Angel or Demon's way home, weighed by hit points.

The search looks at the seat's own Action Phase turns; owed decisions (a
discard, a shield, a starting hand) are answered by the normal bot.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.state import GameState
from game.core.values import Action
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.rules.board import level_of

__all__ = ["BUDGET", "evaluate", "hard_bot", "sample_world"]

BUDGET = Budget(iterations=10, depth=12, exploration=0.5, bias=0.3)


def evaluate(state: GameState) -> dict[int, float]:
    """Each seat's share of the race: up to the gate, then home as Angel or Demon."""
    view = state.view(-1)
    board = view["board"]
    top = board["top_level"]
    holder = view["axis_mundi"]["holder"]
    scores = {}
    for p in view["players"]:
        where = p["pos"] or p["token"] or p["pier"]
        here = Hex(*where)
        health = 0.5 + 0.5 * (p["hp"] if p["hp"] is not None else p["max_hp"]) / p["max_hp"]
        if p["seat"] == holder:
            pier = Hex(*p["pier"])
            way = here.distance(pier) / max(1, pier.length())
            score = 3.0 + 3.0 * (1 - way)
        else:
            climbed = level_of(top, here) / max(1, top) if here.length() < len(board["rings"]) \
                else 0.0
            score = (0.5 if holder is not None else 1.0) * (0.3 + climbed)
        scores[p["seat"]] = score * health
    total = sum(scores.values())
    return {seat: score / total for seat, score in scores.items()}


_SEARCH = Search(sample_world, normal_bot, evaluate, BUDGET)


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Searches its own Action Phase turns; answers owed decisions as ``normal``."""
    if view["phase"] != "play" or view["you"] is None or view["you"]["decision"] is not None:
        return normal_bot(view, legal, rng)
    return _SEARCH.bot(view, legal, rng)

"""Axis Mundi's hard bot: the core search (``game.core.search``) over worlds drawn
from the seat's view (``sampling.sample_world``), the normal bot as its policy.

The search only plays worlds in which its seat's real legal actions are legal;
a world too far off is skipped.

``evaluate`` (``judge.py``) is each seat's chance: its time to the gate in the
race, then the Angel's or Demon's way home, weighed by hit points.

Where the search is spent: the seat's own Action Phase turns where what it does
shows within a turn or two in that judgement (``contested``): while someone
holds the gate (the hunt, the walk home), and in the race when the seat or a
rival beside it is within a turn or so of the gate (the climb to the top, a
push or pin near the gate). Elsewhere (the walk along the lower rings, owed
decisions: a discard, a shield, a starting hand) it answers as ``normal`` at
once: the rollouts there end before anything is decided, and their noise
would only lead it off the normal bot's route. At six players it does not search
yet (``SEARCHED_PLAYERS``): there the search lost to plain normal play.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.search import Budget, Search
from game.core.values import Action
from game.games.axis_mundi.bots.judge import evaluate
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.bots.sight import Sight

__all__ = ["BUDGET", "SEARCHED_PLAYERS", "contested", "evaluate", "hard_bot", "sample_world"]

BUDGET = Budget(iterations=12, depth=14, exploration=0.5, bias=0.3)
#: The most players it searches for: at six the search's seat won 1 game in 40 against
#: normal (12 and 8 iterations; fair share 6.7), so there it plays as normal for now.
SEARCHED_PLAYERS = 3
#: In the race: searched when the seat, or a rival within ``NEAR`` hexes of it, is
#: this many actions or fewer from the gate's ring.
CLOSE = 6.0
NEAR = 3

_SEARCH = Search(sample_world, normal_bot, evaluate, BUDGET)


def contested(view: dict[str, Any]) -> bool:
    """A turn where the search pays: the gate is held, or the race is close to it."""
    sight = Sight(view)
    if sight.holder is not None:
        return True
    race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
    if race.get(sight.here, 1e9) <= CLOSE:
        return True
    return any(race.get(Hex(*p["pos"]), 1e9) <= CLOSE
               and Hex(*p["pos"]).distance(sight.here) <= NEAR for p in sight.foes())


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Searches its own contested Action Phase turns; answers the rest as ``normal``."""
    if view["phase"] != "play" or view["you"] is None or view["you"]["decision"] is not None \
            or len(legal) == 1 or view["player_count"] > SEARCHED_PLAYERS \
            or not contested(view):
        return normal_bot(view, legal, rng)
    return _SEARCH.bot(view, legal, rng)

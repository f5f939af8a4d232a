"""Axis Mundi's hard bot: its own policy (``sharp.py``) everywhere, with a look ahead
in the race.

Where it looks ahead: its own Action Phase turns while nobody holds the gate
(``racing``), at three and six players (``paired.PLANS``). There the core search's
paired mode (``paired.choose``) plays its own policy's choice and each alternative
step, climb, strike or pin out in the same worlds drawn from the seat's view
(``sampling.sample_world``) and keeps the best for the seat by ``judge.py``; its own
choice and its own turns in the play-outs are ``sharp.py``'s, the others' the normal
bot's. Elsewhere (the hunt and the walk home, owed decisions: a discard, a shield, a
starting hand) it answers by ``sharp.py`` alone (the way home over several turns of
the turning volcano: ``journey.py``). What was measured and tried is in
docs/rules/axis_mundi.md ("Hard against normal").
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.paired import PLANS, choose
from game.games.axis_mundi.bots.sharp import sharp_bot

__all__ = ["OWN", "hard_bot", "racing"]

#: The hard seat's own policy by player count: the normal bot with its worst judgements
#: replaced (``sharp.py``: the race's pins and ways in, the way home over the turning
#: volcano). At six players too: on dev seeds 1001-1100 the hard seat won 41 games with
#: it against 15 with the normal bot (normal in the same seats 14).
OWN = {3: sharp_bot, 6: sharp_bot}


def racing(view: dict[str, Any]) -> bool:
    """The seat's own Action Phase turn while nobody holds the gate."""
    return view["phase"] == "play" and view["you"] is not None \
        and view["you"]["decision"] is None and view["axis_mundi"]["holder"] is None


def hard_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Looks ahead in its own race turns; answers the rest by its own policy
    (``sharp.py``; ``normal`` at a table size without one)."""
    own = OWN.get(view["player_count"], normal_bot)
    plan = PLANS.get(view["player_count"])
    if plan is None or len(legal) == 1 or not racing(view):
        return own(view, legal, rng)
    return choose(view, legal, rng, plan, own)

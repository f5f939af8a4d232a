"""Axis Mundi's hard bot: the normal bot's choices tried against the alternatives in
worlds drawn from the seat's view (``sampling.sample_world``), in the race.

Where it looks ahead: its own Action Phase turns while nobody holds the gate, the
race that decides most games (the normal bot won 144 of 162 games in which it
held the gate), at three and six players (``paired.PLANS``). There the core
search's paired mode (``paired.choose``) plays the normal bot's choice and each
alternative step, climb, strike or pin out in the same worlds and keeps the best
for the seat by ``judge.py``; its own choice and its own turns in the play-outs are
``sharp.py``'s, the others' the normal bot's. Elsewhere (the hunt and the walk home,
owed decisions: a discard, a shield, a starting hand) it answers by its own policy,
``sharp.py`` (the way home over several turns of the turning volcano,
``journey.py``). The
judgement of a hunt turn (who stands nearer the gate's ring) led it off the
hunt in 60 trial games (11 wins in 37 against 9 for normal, at up to 1.3 s a
decision).

``evaluate`` (``judge.py``) is each seat's chance: its time to the gate in the
race, then the Angel's or Demon's way home, weighed by hit points. The core
search's tree (``game.core.search``) over the same worlds and judgement is what
the hard level played before; its checks stay in the tests.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots.judge import evaluate
from game.games.axis_mundi.bots.levels import normal_bot
from game.games.axis_mundi.bots.paired import PLANS, choose
from game.games.axis_mundi.bots.sampling import sample_world
from game.games.axis_mundi.bots.sharp import sharp_bot

__all__ = ["OWN", "evaluate", "hard_bot", "racing", "sample_world"]

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

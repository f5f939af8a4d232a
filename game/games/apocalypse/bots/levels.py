"""The Apocalypse's bots by level: easy, normal, and hard (the core search, ``bots/hard.py``).

Every bot is ``(view, legal_actions, rng) -> action`` and sees one seat's
view only. The easy bot plays loosely: it makes a random main move now and
then, rarely plays a card on anyone, and rerolls dice at random until the
target is reached.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import Bot
from game.core.rng import GameRng
from game.core.values import Action
from game.games.apocalypse.bots.hard import hard_bot
from game.games.apocalypse.bots.normal import normal_bot
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.poker import category, target

MAIN = (A.Travel, A.Face, A.Proceed, A.FreeTime, A.Expedition, A.EndStep, A.PlaceVisited)
#: How often the easy bot makes a random main move instead of a considered one.
CARELESS = 0.25


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Like the normal bot, but often careless: a random main move, seldom a card played
    on anyone, dice rerolled at random until the target is reached."""
    if len(legal) == 1:
        return legal[0]
    decision = view["you"]["decision"] or {}
    kind = decision.get("kind", "")
    if kind == "window":
        plays = [a for a in legal if not isinstance(a, A.Pass)]
        return rng.choice(plays) if plays and rng.random() < 0.2 else A.Pass()
    if kind == "reroll":
        check = view["check"]
        if category(check["dice"]) >= target(check["difficulty"]):
            return A.StopRolling()
        return A.Reroll(rng.below(5))
    if rng.random() < CARELESS:
        main = [a for a in legal if isinstance(a, MAIN) and a != A.Travel("unknown")]
        return rng.choice(main or legal)
    return normal_bot(view, legal, rng)


BOTS: dict[str, Bot] = {"easy": easy_bot, "normal": normal_bot, "hard": hard_bot}

"""The Apocalypse's bots by level: easy, normal, and (for now) hard = normal.

Every bot is ``(view, legal_actions, rng) -> action`` and sees one seat's
view only. The easy bot plays loosely: it wanders, rarely plays a card on
anyone, rerolls dice at random until the target is reached, and goes into The
Unknown only with two Artifacts (or late, on a whim).
"""

from __future__ import annotations

from typing import Any

from game.core.registry import Bot
from game.core.rng import GameRng
from game.core.values import Action
from game.games.apocalypse.bots.normal import normal_bot
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.poker import category, target

MAIN = (A.Travel, A.Face, A.Proceed, A.FreeTime, A.Expedition, A.EndStep, A.PlaceVisited)


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
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
    if kind == "menu":
        return easy_menu(view, legal, decision, rng)
    return rng.choice(legal)


def easy_menu(view: dict[str, Any], legal: list[Action], decision: dict[str, Any],
              rng: GameRng) -> Action:
    main = [a for a in legal if isinstance(a, MAIN)]
    if decision["step"] == "travel":
        me = view["players"][view["seat"]]
        late = view["round"] >= view["round_limit"] - 10 and rng.random() < 0.2
        if A.Travel("unknown") in main and (len(me["artifacts"]) >= 2 or late):
            return A.Travel("unknown")
        main = [a for a in main if a != A.Travel("unknown")] or main
        if rng.random() < 0.5:
            return normal_bot(view, legal, rng)
    if main and rng.random() < 0.85:
        return rng.choice(main)
    return rng.choice(legal)


BOTS: dict[str, Bot] = {"easy": easy_bot, "normal": normal_bot, "hard": normal_bot}

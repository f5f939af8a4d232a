"""The normal bot's choices in its step menus and in reaction windows."""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.apocalypse.bots import judge
from game.games.apocalypse.bots.odds import expected, ladder
from game.games.apocalypse.bots.route import (
    choose_destination,
    expedition_bonus,
    find_chance,
    visited_worth,
)
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules import language as L
from game.games.apocalypse.rules.catalog import SOURCES, card_id, card_of
from game.games.apocalypse.rules.poker import category, target
from game.games.apocalypse.rules.world import PLACES

View = dict[str, Any]
#: What playing a card must be worth at least (a card in the hand is worth keeping too).
PLAY_AT = {"good_luck": 0.7, "plan": 0.3}


def effects_of(card: str) -> list[Any]:
    return SOURCES[card_id(card)].effects


def use_effects(card: str, hooks: tuple[str, ...]) -> list[Any]:
    """The effects of the first use of a table card (or ability) at one of ``hooks``."""
    source = SOURCES[card_id(card)]
    for part in (source, getattr(source, "continuous", None), getattr(source, "unknown", None)):
        for use in getattr(part, "uses", ()) or ():
            if use.hook in hooks:
                return list(use.effects)
    return []


# Menus.


def menu_choice(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    step = d["step"]
    me = judge.me_of(view)
    extra = best_extra(view, legal, me, step)
    if extra is not None:
        return extra
    if step == "travel":
        return A.Travel(choose_destination(view, me, [a.to for a in legal
                                                      if isinstance(a, A.Travel)]))
    if step == "unknown":
        return best_face(view, legal, me)
    if step == "free_time" and A.FreeTime("reward") in legal:
        reward = judge.worth(PLACES[me["place"]].free_time, me, view)
        study = 1.0 if (view["you"]["hand"]["skill"] or me["learning"]) else -1.0
        return A.FreeTime("reward" if reward >= study else "skill")
    if step == "expedition":
        return A.Expedition(A.Expedition(True) in legal)
    if step == "refresh":
        return refresh_choice(view, legal, me)
    return A.RevealObstacle() if A.RevealObstacle() in legal else A.Proceed()


def best_extra(view: View, legal: list[Action], me: judge.Me, step: str) -> Action | None:
    """A card worth playing or using now, if any."""
    best: tuple[float, Action | None] = (0.0, None)
    for action in legal:
        value = -1.0
        if isinstance(action, A.PlayCard):
            info = card_of(action.card)
            value = judge.worth(effects_of(action.card), me, view) + info.xp * 0.5
            value -= PLAY_AT.get(info.deck, 1.0)
        elif isinstance(action, A.UseCard):
            value = use_value(view, me, action.card, step) - 0.2
        elif isinstance(action, A.SwapAspired):
            value = swap_value(view, me)
        if value > best[0]:
            best = (value, action)
    return best[1]


def use_value(view: View, me: judge.Me, card: str, step: str) -> float:
    if card == "sam_the_seer":  # peek where an Unknown card is about to be drawn
        drawing = me["place"] == view["catastrophe"] and me["place"] not in me["visited"]
        return 1.0 if step == "research" and drawing else -1.0
    if card == "dimitriy_martynov":
        need_gear = me["equipment"] == 0 and me["research"] >= 3
        need_clues = me["research"] == 0 and me["equipment"] >= 3
        return 1.0 if need_gear or need_clues else -1.0
    effects = use_effects(card, ("turn_start", "any", "research", "unknown", "travel",
                                 "free_time", "expedition", "refresh"))
    if any(isinstance(op, L.Prevent) for op in effects):
        return phoenix_value(view, me)
    return judge.worth(effects, me, view)


def phoenix_value(view: View, me: judge.Me) -> float:
    """Keep the once-a-visit shield for a card that would kill."""
    help_ = judge.inside_help(me)
    worst = judge.expected_loss(judge.deck_odds(view, me, help_))
    last = len(me["faced"]) >= view["goal"] - 1
    return 3.0 if worst >= me["health"] - 1 or last else -1.0


def swap_value(view: View, me: judge.Me) -> float:
    aspired = me["aspired"]
    if not aspired or not aspired["face_up"] or aspired["obstacle"] is None:
        return -1.0
    obstacle = judge.worth(effects_of(aspired["obstacle"]), me, view)
    return -obstacle - 4.0 if me["research"] >= 4 else -1.0


def best_face(view: View, legal: list[Action], me: judge.Me) -> Action:
    help_ = judge.inside_help(me)
    faces = [a for a in legal if isinstance(a, A.Face)]
    if not faces:
        return A.Proceed()

    def loss(a: A.Face) -> float:
        odds = (judge.harm_odds(a.card, me, view, help_) if a.card
                else judge.deck_odds(view, me, help_))
        return judge.expected_loss(odds)

    return min(faces, key=loss)


def refresh_choice(view: View, legal: list[Action], me: judge.Me) -> Action:
    places = [a for a in legal if isinstance(a, A.PlaceVisited)]
    must = A.EndStep() not in legal
    here = me["place"]
    if not places:
        return A.EndStep()
    if A.PlaceVisited("supply") in places and (must or here != view["catastrophe"]):
        return A.PlaceVisited("supply")
    movable = [a for a in places if a.source != "supply"]
    if not movable:
        return A.EndStep()
    moved = min(movable, key=lambda a: visited_worth(view, me, a.source))
    gain = visited_worth(view, me, here) - visited_worth(view, me, moved.source)
    return moved if must or (gain > 0.5 and here != view["catastrophe"]) else A.EndStep()


# Reaction windows.


def window_choice(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    if d["target"] == view["seat"]:
        return own_reaction(view, legal, d)
    return bad_luck_choice(view, legal, d)


def own_reaction(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    hook = d["hook"]
    for action in legal:
        if isinstance(action, A.UseCard) and use_helps(view, me, action.card, hook):
            return action
    plays = [a for a in legal if isinstance(a, A.PlayCard)]
    if hook == "bad_luck_played" and plays:
        harm = judge.worth(effects_of(d["card"]), me, view) if d.get("card") else 0.0
        return plays[0] if harm <= -1.0 else A.Pass()
    if hook == "check_before_roll" and plays:
        return best_check_help(view, plays, me) or A.Pass()
    if hook == "check_after_rerolls" and plays:
        return plays[0] if bump_helps(view) else A.Pass()
    if hook == "expedition_roll" and plays:
        chance = find_chance(me, PLACES[me["place"]].number,
                             expedition_bonus(me) + (view["expedition"] or {}).get("bonus", 0))
        return plays[0] if chance < 0.85 else A.Pass()
    return A.Pass()


def use_helps(view: View, me: judge.Me, card: str, hook: str) -> bool:
    if hook in ("check_before_roll", "check_done", "two_dice_roll", "discarding"):
        return True
    if hook == "check_after_rerolls":
        return bump_helps(view)
    if hook == "after_roll":
        last = view["last_roll"] or {}
        dice = last.get("dice", [])
        bad = sum(dice) <= (3 if len(dice) == 1 else 6)
        return bad and last.get("purpose") in ("a card's roll", "risk an item")
    return False


def bump_helps(view: View) -> bool:
    """Would turning one die up by one lift the hand to the target or a Great Success?"""
    check = view["check"] or {}
    dice = check.get("dice", [])
    if not dice:
        return False
    now = category(dice)
    level = target(check["difficulty"])
    for i, value in enumerate(dice):
        if value < 6:
            bumped = [*dice[:i], value + 1, *dice[i + 1:]]
            if (now < level <= category(bumped)) or (now < level + 2 <= category(bumped)
                                                      and check["chosen"] == check["required"]):
                return True
    return False


def best_check_help(view: View, plays: list[Action], me: judge.Me) -> Action | None:
    check = view["check"]
    rerolls, level = check["rerolls"], target(check["difficulty"])
    now = expected(ladder(level), rerolls)
    if now >= 0.8:
        return None
    best: tuple[float, Action | None] = (0.08, None)
    for action in plays:
        change = [op for op in effects_of(action.card)
                  if isinstance(op, L.Difficulty | L.Rerolls | L.CheckAbility)]
        more = sum(op.n for op in change if not isinstance(op, L.Difficulty))
        easier = sum(op.n for op in change if isinstance(op, L.Difficulty))
        after = expected(ladder(target(check["difficulty"] + easier)), rerolls + more)
        if after - now > best[0]:
            best = (after - now, action)
    return best[1]


def threat(view: View, seat: int) -> float:
    p = view["players"][seat]
    value = 3.0 * len(p["artifacts"]) + 0.6 * p["collection"] + 2.0 * len(p["faced"])
    value += 4.0 if p["in_unknown"] else 0.0
    if p["aspired"] and p["research"] >= 3:
        value += 1.5
    return value + 0.4 * p["level"]


def bad_luck_choice(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    plays = [a for a in legal if isinstance(a, A.PlayCard)]
    if not plays:
        return A.Pass()
    me = judge.me_of(view)
    victim = d["target"]
    rivals = [s for s in range(view["player_count"]) if s != view["seat"]]
    lead = max(threat(view, s) for s in rivals)
    full = me["hand"]["bad_luck"] >= 5
    if threat(view, victim) < lead - 0.5 and not full and not view["players"][victim]["in_unknown"]:
        return A.Pass()
    them = view["players"][victim]
    best: tuple[float, Action | None] = (0.9 if not full else 0.3, None)
    for action in plays:
        hurt = harm_to(view, them, action.card, d)
        if hurt > best[0]:
            best = (hurt, action)
    return best[1] or A.Pass()


def harm_to(view: View, them: judge.Me, card: str, d: dict[str, Any]) -> float:
    """How much a Bad Luck card sets its target back, from what the table shows."""
    effects = effects_of(card)
    if any(isinstance(op, L.Cancel) for op in effects):
        cancelled = d.get("card", "")
        return judge.worth(effects_of(cancelled), them, view) if cancelled else 0.0
    if any(isinstance(op, L.Blind) for op in effects):
        return 3.0 if them["collection"] else 0.0
    if any(isinstance(op, L.ExpeditionBonus) for op in effects):
        return 3.0
    if any(isinstance(op, L.Difficulty | L.CheckAbility | L.BumpDie) for op in effects):
        return 2.0 if view["check"] else 0.0
    if any(isinstance(op, L.Tax) for op in effects):
        return 2.5
    return -judge.worth(effects, them, view)

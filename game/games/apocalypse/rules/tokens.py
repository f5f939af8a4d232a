"""Tokens, health, Skills being learned, leveling and death.

Gaining a Research token without an Aspired Artifact discovers one;
Skill tokens always go onto Skills being learned (or are lost); 5 XP make a
level (the surplus is kept). Health at 0 marks a character dying: the death
itself is applied by a ``settle`` task once the card or step that caused it
is over, so leveling from the same card comes first ("first apply the
effects of gaining a Level") and the Last Breath of a find can wait.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.catalog import card_of
from game.games.apocalypse.rules.events import (
    AbilityChanged,
    Died,
    HealthChanged,
    LevelGained,
    SkillLearned,
    SkillTokenPlaced,
    TokensChanged,
    VisitEnded,
)
from game.games.apocalypse.rules.powers import (
    Ctx,
    abilities,
    ctx_for,
    fire,
    locked,
    max_health,
    modifier,
)
from game.games.apocalypse.rules.table import XP_PER_LEVEL, Table
from game.games.apocalypse.rules.vocabulary import ABILITIES


def gain(t: Table, seat: int, what: str, n: int, ctx: Ctx | None = None) -> None:
    """Gain ``n`` tokens of a kind, with everything that follows from it."""
    if n <= 0:
        return
    p = t.players[seat]
    if what == "skill":
        t.later({"t": "skill_tokens", "p": seat, "n": n})
        return
    setattr(p, what, getattr(p, what) + n)
    t.say(TokensChanged(seat, what, n, getattr(p, what)))
    if what == "research" and p.aspired is None:
        t.later({"t": "aspire", "p": seat, "force": False})
    elif what == "xp":
        t.later({"t": "level", "p": seat, "stage": "check"})
    elif what == "equipment":
        cause = (ctx or {}).get("trigger", "")
        t.later(*fire(t, seat, "gain_equipment", but=cause))  # the bonus does not retrigger


def lose(t: Table, seat: int, what: str, n: int) -> None:
    p = t.players[seat]
    n = min(n, getattr(p, what))
    if n > 0:
        setattr(p, what, getattr(p, what) - n)
        t.say(TokensChanged(seat, what, -n, getattr(p, what)))


def heal(t: Table, seat: int, n: int | None) -> None:
    """Heal ``n`` Health (None: to the maximum); never above the maximum."""
    p = t.players[seat]
    top = max_health(t, seat)
    after = top if n is None else min(top, p.health + n)
    if after > p.health and not p.dying:
        t.say(HealthChanged(seat, after - p.health, after))
        p.health = after


def harm(t: Table, seat: int, n: int, ctx: Ctx | None = None) -> None:
    """Lose ``n`` Health, less what modifiers and prevention take off."""
    p = t.players[seat]
    if n <= 0 or p.dying:
        return
    ctx = ctx or ctx_for(seat)
    less = modifier(t, seat, "harm", ctx, trait=ctx.get("trait", ""))
    loss = max(0, n - max(0, less))
    prevented = min(loss, p.shield)
    p.shield -= prevented
    loss -= prevented
    loss = min(loss, p.health)
    p.health -= loss
    t.say(HealthChanged(seat, -loss, p.health, n - loss))
    if p.health == 0:
        p.dying = True


def change_ability(t: Table, seat: int, name: str, n: int) -> None:
    p = t.players[seat]
    p.abilities[name] += n
    t.say(AbilityChanged(seat, name, n, abilities(t, seat)[name]))


# Skill tokens: always on a Skill being learned, or discarded.


def skill_targets(t: Table, seat: int) -> list[str]:
    """Skills a token can go on: those being learned, and Skill cards in the hand."""
    p = t.players[seat]
    from_hand = [] if locked(t, seat) else list(p.hand["skill"])
    return [*p.learning, *from_hand]


def run_skill_tokens(t: Table, task: dict[str, Any]) -> None:
    seat, n = task["p"], task["n"]
    targets = skill_targets(t, seat)
    if n <= 0:
        return
    if not targets:
        t.say(TokensChanged(seat, "skill", -n, 0))  # nowhere to study: the tokens are lost
        return
    p = t.players[seat]
    if len(targets) == 1 and not p.hand["skill"]:
        place_skill_token(t, seat, targets[0])  # the one Skill being learned
        t.later({"t": "skill_tokens", "p": seat, "n": n - 1})
        return
    t.decide({"kind": "skill_token", "seat": seat, "n": n})


def place_skill_token(t: Table, seat: int, skill: str) -> None:
    """One token on a Skill (laid from the hand if need be); learned when it has enough."""
    p = t.players[seat]
    if skill in p.hand["skill"]:
        p.hand["skill"].remove(skill)
        p.learning[skill] = 0
    p.learning[skill] += 1
    cost = card_of(skill).cost
    t.say(SkillTokenPlaced(seat, skill, p.learning[skill], cost))
    if p.learning[skill] >= cost:
        del p.learning[skill]
        p.skills.append(skill)
        t.say(SkillLearned(seat, skill))
        gain(t, seat, "xp", card_of(skill).xp)


# Leveling.


def run_level(t: Table, task: dict[str, Any]) -> None:
    """Gaining a Level: raise it, +1 to an ability, 1 Good and 1 Bad Luck card, maybe a
    new Personality, then 5 XP are discarded (the surplus is kept)."""
    seat = task["p"]
    p = t.players[seat]
    if task["stage"] == "check":
        if p.xp >= XP_PER_LEVEL:
            p.level += 1
            t.say(LevelGained(seat, p.level))
            t.later({"t": "level", "p": seat, "stage": "cards"})
            t.decide({"kind": "raise_ability", "seat": seat})
        return
    if task["stage"] == "cards":
        t.later({"t": "draw", "p": seat, "deck": "good_luck", "n": 1},
                {"t": "draw", "p": seat, "deck": "bad_luck", "n": 1},
                {"t": "personality", "p": seat},
                {"t": "level", "p": seat, "stage": "done"})
        return
    p.xp -= XP_PER_LEVEL
    t.say(TokensChanged(seat, "xp", -XP_PER_LEVEL, p.xp))
    t.later({"t": "level", "p": seat, "stage": "check"})


def run_personality(t: Table, task: dict[str, Any]) -> None:
    t.decide({"kind": "personality", "seat": task["p"]})


# Death.


def settle(seat: int) -> dict[str, Any]:
    """The task that applies a pending death."""
    return {"t": "settle", "p": seat}


def run_settle(t: Table, task: dict[str, Any]) -> None:
    seat = task["p"]
    p = t.players[seat]
    if not p.dying or p.last_breath > 0:
        return
    p.dying = False
    p.back_round = t.round + 2  # the rest of this turn and the whole next one
    t.say(Died(seat, p.back_round))
    end_visit(t, seat)
    p.place = None
    t.update_token()
    lose(t, seat, "xp", 2)
    for skill in list(p.learning):  # the studies are lost; the cards go back to the hand
        del p.learning[skill]
        p.hand["skill"].append(skill)
        t.say(SkillTokenPlaced(seat, skill, 0, card_of(skill).cost))
    t.later({"t": "hand_limit", "p": seat, "deck": "skill"})
    values = abilities(t, seat)
    top = max(values.values())
    highest = [a for a in ABILITIES if values[a] == top]
    if len(highest) == 1:
        change_ability(t, seat, highest[0], -1)
    else:
        t.later({"t": "lower_ability", "p": seat, "choices": highest})
    t.say(HealthChanged(seat, 2 - p.health, 2))
    p.health = 2


def run_lower_ability(t: Table, task: dict[str, Any]) -> None:
    t.decide({"kind": "lower_ability", "seat": task["p"], "choices": task["choices"]})


def end_visit(t: Table, seat: int) -> None:
    """A visit to The Unknown ends: cards from the collection go back, drawn ones are
    discarded (a win keeps everything where it is)."""
    p = t.players[seat]
    if p.place != "unknown":
        return
    for card, from_collection in p.faced:
        if from_collection:
            p.collection.append(card)
        else:
            t.discard(card)
    p.faced = []
    p.visit_used = []
    t.say(VisitEnded(seat))


HANDLERS = {
    "skill_tokens": run_skill_tokens, "level": run_level, "personality": run_personality,
    "settle": run_settle, "lower_ability": run_lower_ability,
}

"""Questions about a player: conditions, abilities, modifiers, what can be played or used.

An effect's *context* (``ctx``) is a small dict: ``you`` (the seat the effect
happens to), ``player`` (who played or owns the card), ``card`` (the card
copy, or a character id), ``source`` ("adventure", "obstacle", "unknown",
...) and ``trait`` (of the Unknown card being faced).

A player's powers are those of the character, the learned Skills, the Rare
Items, the Artifacts' Continuous parts and, inside The Unknown (or while
facing an Unknown card), the Artifacts' The Unknown parts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.games.apocalypse.rules.catalog import CARDS, CHARACTERS, Powers, card_id, card_of
from game.games.apocalypse.rules.language import Use
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.vocabulary import ABILITIES, Cond
from game.games.apocalypse.rules.world import PLACES

Ctx = dict[str, Any]


def ctx_for(seat: int, card: str = "", **more: Any) -> Ctx:
    return {"you": seat, "player": seat, "card": card, **more}


def current_check(t: Table) -> dict[str, Any] | None:
    """The ability check under way, else the one just finished."""
    return t.checks[-1] if t.checks else t.last_check


def count(t: Table, seat: int, what: str) -> int:
    p = t.players[seat]
    values = {
        "research": p.research, "equipment": p.equipment, "health": p.health,
        "level": p.level, "xp": p.xp, "rare_items": len(p.items),
        "artifacts": len(p.artifacts), "unknown_cards": len(p.collection),
        "learned_skills": len(p.skills),
    }
    if what == "missing_health":
        return max_health(t, seat) - p.health
    if what in values:
        return values[what]
    return len(p.hand[what])


def holds(t: Table, cond: Cond | None, ctx: Ctx) -> bool:
    """Does ``cond`` hold for the context's ``you``?"""
    if cond is None:
        return True
    kind = cond.kind()
    seat = ctx["you"]
    p = t.players[seat]
    check = current_check(t)
    value = getattr(cond, kind)
    if kind == "personality":
        return value in p.personalities
    if kind == "location":
        return at(t, seat, value, ctx.get("card", ""))
    if kind == "count":
        n = count(t, seat, value)
        return (cond.min is None or n >= cond.min) and (cond.max is None or n <= cond.max)
    if kind == "check_ability":
        return check is not None and check["chosen"] == value
    if kind == "check_result":
        result = t.last_check["result"] if t.last_check else ""
        return result in ("success", "great") if value == "passed" else result == value
    if kind == "check_source":
        return check is not None and check["source"] == value
    if kind == "not_":
        return not holds(t, value, ctx)
    if kind == "all":
        return all(holds(t, c, ctx) for c in value)
    if kind == "any":
        return any(holds(t, c, ctx) for c in value)
    truth = {
        "has_aspired": p.aspired is not None,
        "obstacle_face_down": bool(p.aspired and p.aspired["obstacle"]
                                   and not p.aspired["face_up"]),
        "catastrophe_here": p.place == t.catastrophe,
        "starting_player": seat == t.start,
        "in_unknown": p.place == "unknown",
        "more_artifacts_than_player": len(p.artifacts) > len(t.players[ctx["player"]].artifacts),
    }
    if kind in truth:
        return truth[kind] == value
    return ctx.get("trait", "") == value  # unknown_trait


def at(t: Table, seat: int, where: str, card: str = "") -> bool:
    """Is the player at ``where``: a place id, a kind of place, or "marked" (by ``card``)?"""
    place = t.players[seat].place
    p = PLACES.get(place or "")
    if p is None:
        return False
    if where == "city":
        return p.is_city
    if where in ("western", "exotic", "field", "unknown"):
        return p.kind == where
    if where == "marked":
        return t.players[seat].marks.get(card) == place
    return place == where


# Powers and modifiers.


def facing_unknown(t: Table, seat: int) -> bool:
    """The Unknown parts of Artifacts work inside, and while facing an Unknown card."""
    return t.in_unknown(seat) or (bool(t.facing) and t.active == seat)


def powers(t: Table, seat: int) -> Iterator[tuple[str, list[Any], Powers]]:
    """(card copy or character id, the reference of its powers, the powers) for
    everything working for a player now."""
    p = t.players[seat]
    if p.character:
        yield p.character, [p.character], CHARACTERS[p.character].powers
    for card in (*p.skills, *p.items):
        yield card, [card_id(card)], card_of(card).parts["table"]
    inside = facing_unknown(t, seat)
    for card in p.artifacts:
        parts = card_of(card).parts
        yield card, [card_id(card), "continuous"], parts["continuous"]
        if inside:
            yield card, [card_id(card), "unknown"], parts["unknown"]


def modifier(t: Table, seat: int, kind: str, ctx: Ctx | None = None, ability: str = "",
             trait: str = "") -> int:
    """The sum of a player's steady modifiers of one kind that apply now."""
    return sum(n for _, n in modifier_parts(t, seat, kind, ctx, ability, trait))


def modifier_parts(t: Table, seat: int, kind: str, ctx: Ctx | None = None, ability: str = "",
                   trait: str = "") -> list[tuple[str, int]]:
    """Each steady modifier of one kind that applies now: (the card or character, n)."""
    parts = []
    for card, _, power in powers(t, seat):
        for mod in power.modifiers:
            if mod.kind != kind:
                continue
            if mod.ability is not None and mod.ability not in (ability, "all"):
                continue
            if mod.trait is not None and mod.trait != trait:
                continue
            if holds(t, mod.cond, {**(ctx or ctx_for(seat)), "you": seat, "card": card}):
                parts.append((card, mod.n))
    return parts


def ability(t: Table, seat: int, name: str) -> int:
    """An ability's value now (printed, levels, deaths, and every card in play)."""
    return t.players[seat].abilities[name] + modifier(t, seat, "ability", ability=name)


def abilities(t: Table, seat: int) -> dict[str, int]:
    return {a: ability(t, seat, a) for a in ABILITIES}


def max_health(t: Table, seat: int) -> int:
    return t.players[seat].max_health + modifier(t, seat, "max_health")


# What can be used and played.


def uses(t: Table, seat: int, hook: str) -> Iterator[tuple[str, list[Any], Use]]:
    """(card or character, the use's reference, the use) of every use a player could
    make at ``hook`` now."""
    p = t.players[seat]
    check = t.checks[-1] if t.checks else None
    for card, ref, power in powers(t, seat):
        for i, use in enumerate(power.uses):
            if use.hook != hook:
                continue
            key = use_key(card, i)
            if use.limit in ("refresh", "turn") and key in p.used:
                continue
            if use.limit == "visit" and key in p.visit_used:
                continue
            if use.limit == "check" and (check is None or key in check["used"]):
                continue
            if holds(t, use.cond, ctx_for(seat, card)):
                yield card, [*ref, "uses", i], use


def use_key(card: str, index: int) -> str:
    """How a use is remembered as used: the card (turned sideways) or the ability."""
    return card if index == 0 else f"{card}/{index}"


def once_a_turn(key: str) -> bool:
    """Is a used key a "once per turn" use? Those wait for the next turn, not for the
    Refresh step: Refresh comes inside the turn ("A Game Turn is composed of 6 separate
    steps ... 6. Refresh"), so a use turned back there is not yet a new turn's."""
    card, _, index = key.partition("/")
    i = int(index) if index else 0
    parts = [CHARACTERS[card].powers] if card in CHARACTERS else card_of(card).parts.values()
    return any(i < len(part.uses) and part.uses[i].limit == "turn" for part in parts)


def fire(t: Table, seat: int, on: str, but: str = "") -> list[dict[str, Any]]:
    """The tasks of a player's triggers answering ``on`` whose condition holds (not ``but``'s)."""
    tasks = []
    for card, ref, trig in triggers(t, seat, on):
        ctx = ctx_for(seat, card, trigger=card)
        if card != but and trig.subject == "you" and holds(t, trig.cond, ctx):
            tasks.append(ops([*ref, "effects"], ctx))
    return tasks


def triggers(t: Table, seat: int, on: str) -> Iterator[tuple[str, list[Any], Any]]:
    """(card, the trigger's reference, the trigger) of a player's powers answering ``on``."""
    for card, ref, power in powers(t, seat):
        for i, trig in enumerate(power.triggers):
            if trig.on == on:
                yield card, [*ref, "triggers", i], trig


def locked(t: Table, seat: int) -> bool:
    """Overconfident: no cards from or to the hand for the rest of this turn."""
    return t.round > 0 and t.players[seat].locked_round == t.round


def visits_done(t: Table, seat: int, card: str) -> bool:
    """A Plan's Visit list: a Visited token of ours on every place it names."""
    visited = t.players[seat].visited
    for place in card_of(card).visit:
        if place.startswith("field:"):
            city = place.removeprefix("field:")
            if not any(PLACES[v].city == city for v in visited):
                return False
        elif place not in visited:
            return False
    return True


def playable(t: Table, seat: int, card: str, hook: str, target: int) -> bool:
    """May ``seat`` play this hand card at ``hook`` now (on ``target`` if Bad Luck)?"""
    info = CARDS[card_id(card)]
    if info.hook != hook or locked(t, seat):
        return False
    if info.deck == "bad_luck":
        if seat == target or target != t.active or t.bad_luck_played:
            return False
        ctx = {"you": target, "player": seat, "card": card}
    else:
        if seat != t.active:
            return False
        if info.deck == "plan" and not visits_done(t, seat, card):
            return False
        ctx = ctx_for(seat, card)
    if hook == "adventure":
        return info.adventure is not None and info.adventure.allows(t.players[target].place)
    return holds(t, info.cond, ctx)

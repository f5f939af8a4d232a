"""Ability checks (dice poker with Rerolls) and every other roll of the dice.

A check: choose the ability (its value is the number of Rerolls), a window
for cards that change the Difficulty or the ability before the roll, five
dice rolled, rerolls one die at a time (one action each) until the player
stops or the Rerolls run out, a window for cards played after rerolling,
then the result: Fail, Success, or Great Success (the required ability and a
hand two categories above the target). On a Field, an Adventure's checks are
harder by the Field's number.

Every other roll: a window before two dice are rolled (Seven-Sided Coin),
the roll, and a window right after it (Persistence; never after an
Expedition roll). Each roll is one ``DiceRolled`` event with its values.
"""

from __future__ import annotations

from typing import Any

from game.games.apocalypse.rules.catalog import effects_at
from game.games.apocalypse.rules.events import (
    AbilityChosen,
    CheckResolved,
    CheckStarted,
    DiceRolled,
    DieRerolled,
)
from game.games.apocalypse.rules.language import Check
from game.games.apocalypse.rules.poker import HANDS, category, outcome, target
from game.games.apocalypse.rules.powers import Ctx, ability, holds, modifier, modifier_parts
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.vocabulary import ABILITIES
from game.games.apocalypse.rules.world import PLACES


def window(hook: str, target: int, **ctx: Any) -> dict[str, Any]:
    """The task that opens a reaction window."""
    return {"t": "window", "hook": hook, "target": target, "ctx": ctx}


def start_check(t: Table, op: Check, ref: list[Any], ctx: Ctx) -> None:
    seat = ctx["you"]
    place = PLACES.get(t.players[seat].place or "")
    on_field = ctx.get("source") == "adventure" and place is not None and place.kind == "field"
    check = {
        "seat": seat, "required": op.ability, "base": op.difficulty,
        "field": place.number if on_field and place else 0,
        "source": ctx.get("source", "other"), "card": ctx.get("card", ""), "ref": ref,
        "ctx": ctx, "chosen": "", "mods": [], "dice": [], "rerolled": 0, "used": [],
        "result": "",
    }
    t.checks.append(check)
    t.say(CheckStarted(seat, op.ability, difficulty(t, check), check["card"], check["source"]))
    t.later({"t": "check", "stage": "choose"})


def difficulty(t: Table, check: dict[str, Any]) -> int:
    """The Difficulty now: printed, Field, cards in play, cards played; never below 0."""
    seat = check["seat"]
    mods = sum(m["n"] for m in check["mods"] if m["what"] == "difficulty")
    steady = modifier(t, seat, "difficulty", check["ctx"], ability=check["chosen"])
    return max(0, check["base"] + check["field"] + steady + mods)


def rerolls(t: Table, check: dict[str, Any]) -> int:
    """Rerolls: the chosen ability's value (with this check's changes) and bonuses."""
    if not check["chosen"]:
        return 0
    seat, chosen = check["seat"], check["chosen"]
    op = effects_at(check["ref"])
    total = ability(t, seat, chosen)
    total += sum(m["n"] for m in check["mods"] if m["what"] in ("ability", "rerolls"))
    total += modifier(t, seat, "rerolls", check["ctx"], ability=chosen)
    total += sum(b.n for b in op.rerolls if holds(t, b.cond, check["ctx"]))
    return max(0, total)


def picture(t: Table, check: dict[str, Any]) -> dict[str, Any]:
    """What a screen shows of a check: the dice tray and the numbers around it."""
    level = difficulty(t, check)
    total = rerolls(t, check)
    hand = category(check["dice"]) if check["dice"] else -1
    return {
        "seat": check["seat"], "required": check["required"], "chosen": check["chosen"],
        "difficulty": level, "target": HANDS[target(level)], "rerolls": total,
        "rerolls_left": max(0, total - check["rerolled"]), "dice": list(check["dice"]),
        "hand": HANDS[hand] if hand >= 0 else "", "source": check["source"],
        "card": check["card"], "mods": list(check["mods"]), "result": check["result"],
        "ref": list(check["ref"]),
        "parts": {"difficulty": difficulty_parts(t, check), "rerolls": rerolls_parts(t, check)},
    }


def difficulty_parts(t: Table, check: dict[str, Any]) -> list[list[Any]]:
    """What the Difficulty is made of, as [where, n] pairs: "printed" (the card's), "field"
    (its number on a Field), then each card in play and each card played on the check."""
    seat = check["seat"]
    parts: list[list[Any]] = [["printed", check["base"]]]
    if check["field"]:
        parts.append(["field", check["field"]])
    ctx = check["ctx"]
    parts += [[card, n] for card, n in
              modifier_parts(t, seat, "difficulty", ctx, ability=check["chosen"]) if n]
    parts += [[m["card"], m["n"]] for m in check["mods"] if m["what"] == "difficulty"]
    return parts


def rerolls_parts(t: Table, check: dict[str, Any]) -> list[list[Any]]:
    """What the Rerolls are made of, as [where, n] pairs: "printed" (the chosen ability's
    value on the character's board with its levels), then each card that changes it."""
    if not check["chosen"]:
        return []
    seat, chosen = check["seat"], check["chosen"]
    parts: list[list[Any]] = [["printed", t.players[seat].abilities[chosen]]]
    parts += [[card, n] for card, n in modifier_parts(t, seat, "ability", ability=chosen) if n]
    parts += [[m["card"], m["n"]] for m in check["mods"] if m["what"] in ("ability", "rerolls")]
    parts += [[card, n] for card, n in
              modifier_parts(t, seat, "rerolls", check["ctx"], ability=chosen) if n]
    op = effects_at(check["ref"])
    parts += [[check["card"], b.n] for b in op.rerolls if holds(t, b.cond, check["ctx"])]
    return parts


def preview(t: Table, check: dict[str, Any]) -> dict[str, dict[str, int]]:
    """Each ability's Rerolls and Difficulty, as the ability is being chosen."""
    chosen = check["chosen"]
    out = {}
    for name in ABILITIES:
        check["chosen"] = name
        out[name] = {"rerolls": rerolls(t, check), "difficulty": difficulty(t, check)}
    check["chosen"] = chosen
    return out


def run_check(t: Table, task: dict[str, Any]) -> None:
    check = t.checks[-1]
    seat = check["seat"]
    stage = task["stage"]
    if stage == "choose":
        t.decide({"kind": "ability", "seat": seat})
    elif stage == "roll":
        check["dice"] = [t.rng.d6() for _ in range(5)]
        t.say(DiceRolled(seat, "ability check", tuple(check["dice"])))
        t.later({"t": "check", "stage": "reroll"})
    elif stage == "reroll":
        if rerolls(t, check) > check["rerolled"]:
            t.decide({"kind": "reroll", "seat": seat})
        else:
            t.later(window("check_after_rerolls", seat), {"t": "check", "stage": "result"})
    else:
        resolve(t, check)


def choose_ability(t: Table, chosen: str) -> None:
    check = t.checks[-1]
    check["chosen"] = chosen
    t.say(AbilityChosen(check["seat"], chosen, rerolls(t, check)))
    t.later(window("check_before_roll", check["seat"]), {"t": "check", "stage": "roll"})


def reroll_die(t: Table, die: int) -> None:
    check = t.checks[-1]
    check["dice"][die] = t.rng.d6()
    check["rerolled"] += 1
    left = rerolls(t, check) - check["rerolled"]
    t.say(DieRerolled(check["seat"], die, check["dice"][die], tuple(check["dice"]), left))
    t.later({"t": "check", "stage": "reroll"})


def stop_rolling(t: Table) -> None:
    t.later(window("check_after_rerolls", t.checks[-1]["seat"]), {"t": "check", "stage": "result"})


def resolve(t: Table, check: dict[str, Any]) -> None:
    level = difficulty(t, check)
    hand = category(check["dice"])
    check["result"] = outcome(hand, level, check["required"], check["chosen"])
    t.say(CheckResolved(check["seat"], tuple(check["dice"]), HANDS[hand], HANDS[target(level)],
                        check["result"]))
    t.last_check = picture(t, check)
    t.checks.pop()
    op = effects_at(check["ref"])
    branch = check["result"]
    if branch == "great" and op.great is None:
        branch = "success"
    t.later(ops([*check["ref"], branch], check["ctx"]), window("check_done", check["seat"]))


# Other rolls.


def roll(seat: int, dice: int, purpose: str, then: dict[str, Any]) -> dict[str, Any]:
    """The task that rolls ``dice`` dice for ``purpose``, then runs ``then``."""
    return {"t": "roll", "p": seat, "dice": dice, "purpose": purpose, "then": then,
            "stage": "before"}


def run_roll(t: Table, task: dict[str, Any]) -> None:
    seat, dice = task["p"], task["dice"]
    if task["stage"] == "before":
        if dice == 2 and not t.checks:  # "for any reason except during an Ability check"
            t.later(window("two_dice_roll", seat))
        t.later({**task, "stage": "roll"})
    elif task["stage"] == "roll":
        values = tuple(t.rng.d6() for _ in range(dice))
        t.last_roll = {"seat": seat, "dice": list(values), "purpose": task["purpose"]}
        t.say(DiceRolled(seat, task["purpose"], values))
        if task["purpose"] != "expedition":
            t.later(window("after_roll", seat))
        t.later({**task, "stage": "done"})
    else:
        total = sum(t.last_roll["dice"]) if t.last_roll else 0
        if dice == 2:
            for bet in [b for b in t.bets if b["seat"] == seat]:
                t.bets.remove(bet)
                low, high = bet["at_least"], bet["at_most"]
                if (low is None or total >= low) and (high is None or total <= high):
                    t.later(ops(bet["ref"], bet["ctx"]))
        t.later(task["then"])


def reroll_last(t: Table) -> None:
    """Persistence: the roll just made is made again."""
    last = t.last_roll
    if last is None:
        return
    last["dice"] = [t.rng.d6() for _ in last["dice"]]
    t.say(DiceRolled(last["seat"], f"{last['purpose']} (again)", tuple(last["dice"])))


HANDLERS = {"check": run_check, "roll": run_roll}

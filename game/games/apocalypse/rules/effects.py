"""The effect language at work: one function per op, run by the ``ops`` task.

An ``ops`` task holds a reference to a list of effects, the index of the next
one, and the context (who "you" and "the player" are). Each op does its part
and queues what must follow; an op that needs a choice asks for it, and the
list goes on once it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.apocalypse.rules import language as L
from game.games.apocalypse.rules.card_events import (
    CardCancelled,
    CardDiscarded,
    CardRevealed,
    CardTaken,
    CityMarked,
    HandLocked,
)
from game.games.apocalypse.rules.cards import (
    discard_obstacle,
    draw,
    drop_aspired,
    reveal_obstacle,
)
from game.games.apocalypse.rules.catalog import card_of, effects_at
from game.games.apocalypse.rules.checks import reroll_last, roll, start_check
from game.games.apocalypse.rules.events import CheckModified, CityClosed, MaxHealthChanged
from game.games.apocalypse.rules.moves import from_now, move_catastrophe, rolled_city, travel_to
from game.games.apocalypse.rules.powers import Ctx, ability, holds
from game.games.apocalypse.rules.table import Table, ops
from game.games.apocalypse.rules.tokens import change_ability, gain, harm, heal, lose
from game.games.apocalypse.rules.world import PLACES

Ref = list[Any]


def run_ops(t: Table, task: dict[str, Any]) -> None:
    effects = effects_at(task["ref"])
    i = task["i"]
    if i >= len(effects):
        return
    op = effects[i]
    OPS[type(op)](t, op, [*task["ref"], i], task["ctx"])
    if i + 1 < len(effects):
        t.later({**task, "i": i + 1})


# Tokens, health, abilities.


def _gain(t: Table, op: L.Gain, ref: Ref, ctx: Ctx) -> None:
    gain(t, ctx["you"], op.what, op.n, ctx)


def _lose(t: Table, op: L.Lose, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    lose(t, seat, op.what, getattr(t.players[seat], op.what) if op.all else op.n)


def _pay(t: Table, op: L.Pay, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    if getattr(t.players[seat], op.what) >= op.n:
        lose(t, seat, op.what, op.n)
    else:
        t.later(ops([*ref, "otherwise"], ctx))


def _heal(t: Table, op: L.Heal, ref: Ref, ctx: Ctx) -> None:
    heal(t, ctx["you"], None if op.full else op.n)


def _harm(t: Table, op: L.Harm, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    n = op.n
    if op.minus == "artifacts":
        n -= len(t.players[seat].artifacts)
    elif op.minus == "level":
        n -= t.players[seat].level
    elif op.minus is not None:
        n -= ability(t, seat, op.minus)
    if op.discard is None and op.pay is None:
        harm(t, seat, n, ctx)
        return
    t.discard_bonus = 0
    t.decide({"kind": "reduce", "seat": seat, "n": n, "discard": op.discard or "",
              "pay": op.pay or "", "ctx": ctx})


def _prevent(t: Table, op: L.Prevent, ref: Ref, ctx: Ctx) -> None:
    t.players[ctx["you"]].shield += op.n


def _ability(t: Table, op: L.AbilityChange, ref: Ref, ctx: Ctx) -> None:
    if op.ability == "choose":
        t.decide({"kind": "raise_ability", "seat": ctx["you"], "n": op.n})
    else:
        change_ability(t, ctx["you"], op.ability, op.n)


def _max_health(t: Table, op: L.MaxHealth, ref: Ref, ctx: Ctx) -> None:
    p = t.players[ctx["you"]]
    p.max_health += op.n
    t.say(MaxHealthChanged(ctx["you"], op.n))


def _change_personality(t: Table, op: L.ChangePersonality, ref: Ref, ctx: Ctx) -> None:
    t.decide({"kind": "personality", "seat": ctx["you"]})


# Cards.


def _draw(t: Table, op: L.Draw, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    if op.deck == "rare_item" and (op.trait is not None or op.alt is not None):
        alt = [*ref, "alt"] if op.alt is not None else None
        for _ in range(op.n):
            t.later({"t": "draw_trait", "p": seat, "trait": op.trait, "alt": alt, "ctx": ctx})
    elif op.keep is not None:
        t.later({"t": "draw_choice", "p": seat, "deck": op.deck, "n": op.n, "keep": op.keep,
                 "cards": []})
    else:
        t.later(draw(seat, op.deck, op.n))


def _discard(t: Table, op: L.Discard, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    hand = t.players[seat].hand[op.deck]
    n = min(op.n, len(hand))
    if op.how == "random":
        for _ in range(n):
            card = hand.pop(t.rng.below(len(hand)))
            t.discard(card)
            t.say(CardDiscarded(seat, card, "at random"))
    elif n:
        t.decide({"kind": "discard", "seat": seat, "deck": op.deck, "n": n})


def _lose_item(t: Table, op: L.LoseItem, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    items = t.players[seat].items
    if not items:
        return
    if op.how == "random" or len(items) == 1:
        lose_item(t, seat, items[t.rng.below(len(items))])
    else:
        t.decide({"kind": "lose_item", "seat": seat})


def lose_item(t: Table, seat: int, card: str) -> None:
    t.players[seat].items.remove(card)
    t.players[seat].marks.pop(card, None)
    t.discard(card)
    t.say(CardDiscarded(seat, card, "lost"))


def _risk_items(t: Table, op: L.RiskItems, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    for item in t.players[seat].items:
        t.later(roll(seat, 1, "risk an item", {"t": "risk_item", "p": seat, "card": item,
                                                "fails": list(op.fails)}))


def run_risk_item(t: Table, task: dict[str, Any]) -> None:
    seat, card = task["p"], task["card"]
    if t.last_roll and t.last_roll["dice"][0] in task["fails"] and card in t.players[seat].items:
        lose_item(t, seat, card)


def _tax(t: Table, op: L.Tax, ref: Ref, ctx: Ctx) -> None:
    player = ctx["player"]
    laid: list[str] = []
    for seat in t.order_from(player):
        p = t.players[seat]
        if len(p.artifacts) <= len(t.players[player].artifacts):
            continue
        for _ in range(min(op.n, len(p.hand[op.deck]))):
            card = p.hand[op.deck].pop(t.rng.below(len(p.hand[op.deck])))
            t.in_play.append(card)
            laid.append(card)
            t.say(CardRevealed(seat, card, "laid on the table"))
    if laid:
        t.decide({"kind": "keep", "seat": player, "cards": laid, "keep": min(op.keep, len(laid)),
                  "deck": op.deck, "public": True})


def _each_other(t: Table, op: L.EachOther, ref: Ref, ctx: Ctx) -> None:
    for seat in t.opponents(ctx["you"]):
        t.later(ops([*ref, "effects"], {**ctx, "you": seat}))


def _peek(t: Table, op: L.Peek, ref: Ref, ctx: Ctx) -> None:
    t.decide({"kind": "peek_deck", "seat": ctx["you"]})


def _lock_hand(t: Table, op: L.LockHand, ref: Ref, ctx: Ctx) -> None:
    t.players[ctx["you"]].locked_round = t.round
    t.say(HandLocked(ctx["you"]))


def _cancel(t: Table, op: L.Cancel, ref: Ref, ctx: Ctx) -> None:
    card = ctx.get("target_card", "")
    if card and card not in t.cancelled:
        t.cancelled.append(card)
        t.say(CardCancelled(ctx["you"], card))


def _keep_cancelled(t: Table, op: L.KeepCancelled, ref: Ref, ctx: Ctx) -> None:
    card = ctx.get("target_card", "")
    if card in t.in_play:
        deck = card_of(card).deck
        t.in_play.remove(card)
        t.players[ctx["you"]].hand[deck].append(card)
        t.say(CardTaken(ctx["you"], card, ctx.get("target_player", -1)))
        t.later({"t": "hand_limit", "p": ctx["you"], "deck": deck})


# Artifacts.


def _find(t: Table, op: L.FindArtifact, ref: Ref, ctx: Ctx) -> None:
    if t.players[ctx["you"]].aspired is not None:
        t.later({"t": "find", "p": ctx["you"], "stage": "obstacle"})


def _new_aspired(t: Table, op: L.NewAspired, ref: Ref, ctx: Ctx) -> None:
    t.later({"t": "aspire", "p": ctx["you"], "force": True})


def _lose_aspired(t: Table, op: L.LoseAspired, ref: Ref, ctx: Ctx) -> None:
    drop_aspired(t, ctx["you"])


def _reveal(t: Table, op: L.RevealObstacle, ref: Ref, ctx: Ctx) -> None:
    reveal_obstacle(t, ctx["you"])


def _discard_obstacle(t: Table, op: L.DiscardObstacle, ref: Ref, ctx: Ctx) -> None:
    discard_obstacle(t, ctx["you"])


def _not_found(t: Table, op: L.NotFound, ref: Ref, ctx: Ctx) -> None:
    t.players[ctx["you"]].not_found = True


# The world.


def _catastrophe(t: Table, op: L.Catastrophe, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    if op.to == "roll":
        t.later(roll(ctx["player"], 2, "the Catastrophe", {"t": "catastrophe_to"}))
    elif op.to == "here":
        place = PLACES.get(t.players[seat].place or "")
        if place is not None and place.is_city:
            move_catastrophe(t, place.id, "here")
    else:
        t.decide({"kind": "pick_city", "seat": seat, "why": "catastrophe"})


def _travel(t: Table, op: L.Travel, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    if op.to == "choose":
        t.decide({"kind": "pick_city", "seat": seat, "why": "travel"})
    elif op.to == "random":
        t.later(roll(seat, 2, "a random Western City", {"t": "go_to_rolled", "p": seat,
                                                        "how": "travel"}))
    else:
        travel_to(t, seat, t.catastrophe if op.to == "catastrophe" else op.to)


def _must_travel(t: Table, op: L.MustTravel, ref: Ref, ctx: Ctx) -> None:
    seat = ctx["you"]
    if op.to == "random":
        t.later(roll(ctx["player"], 2, "a random Western City",
                     {"t": "go_to_rolled", "p": seat, "how": "must"}))
    else:
        from_now(t, seat, t.catastrophe if op.to == "catastrophe" else op.to)


def _close_city(t: Table, op: L.CloseCity, ref: Ref, ctx: Ctx) -> None:
    place = t.players[ctx["you"]].place
    if place in PLACES and PLACES[place].is_city:
        t.closed[place] = [t.round + op.rounds, t.next_stamp()]
        t.say(CityClosed(place, t.round + op.rounds))


def _mark_city(t: Table, op: L.MarkCity, ref: Ref, ctx: Ctx) -> None:
    t.later(roll(ctx["you"], 2, "a random Western City",
                 {"t": "mark_city", "p": ctx["you"], "card": ctx["card"]}))


def _face_unknown(t: Table, op: L.FaceUnknown, ref: Ref, ctx: Ctx) -> None:
    t.later({"t": "face", "p": ctx["you"], "card": "", "stage": "reveal"})


def _blind(t: Table, op: L.Blind, ref: Ref, ctx: Ctx) -> None:
    t.players[ctx["you"]].blind = True


# Ability checks and rolls.


def _check(t: Table, op: L.Check, ref: Ref, ctx: Ctx) -> None:
    start_check(t, op, ref, ctx)


def _check_mod(what: str) -> Callable[[Table, Any, Ref, Ctx], None]:
    def apply(t: Table, op: Any, ref: Ref, ctx: Ctx) -> None:
        if t.checks:
            check = t.checks[-1]
            check["mods"].append({"what": what, "n": op.n, "card": ctx.get("card", "")})
            t.say(CheckModified(check["seat"], what, op.n, ctx.get("card", "")))
    return apply


def _bump(t: Table, op: L.BumpDie, ref: Ref, ctx: Ctx) -> None:
    if t.checks and any(1 <= d + op.n <= 6 for d in t.checks[-1]["dice"]):
        chooser = ctx["player"] if op.by == "player" else ctx["you"]
        t.decide({"kind": "turn_die", "seat": chooser, "n": op.n})


def _expedition_bonus(t: Table, op: L.ExpeditionBonus, ref: Ref, ctx: Ctx) -> None:
    if t.expedition is not None:
        t.expedition["bonus"] += op.n
        t.say(CheckModified(t.expedition["seat"], "expedition roll", op.n, ctx.get("card", "")))


def _roll(t: Table, op: L.Roll, ref: Ref, ctx: Ctx) -> None:
    then = {"t": "roll_result", "ref": ref, "ctx": ctx}
    t.later(roll(ctx["you"], op.dice, "a card's roll", then))


def run_roll_result(t: Table, task: dict[str, Any]) -> None:
    op = effects_at(task["ref"])
    total = sum(t.last_roll["dice"]) if t.last_roll else 0
    for k, result in enumerate(op.results):
        if result.matches(total):
            t.later(ops([*task["ref"], "results", k, "effects"], task["ctx"]))
            return


def _bet(t: Table, op: L.Bet, ref: Ref, ctx: Ctx) -> None:
    t.bets.append({"seat": ctx["you"], "at_least": op.at_least, "at_most": op.at_most,
                   "ref": [*ref, "effects"], "ctx": ctx})


def _reroll_last(t: Table, op: L.RerollLast, ref: Ref, ctx: Ctx) -> None:
    reroll_last(t)


def _bonus_discards(t: Table, op: L.BonusDiscards, ref: Ref, ctx: Ctx) -> None:
    t.discard_bonus += op.n


# Control.


def _if(t: Table, op: L.If, ref: Ref, ctx: Ctx) -> None:
    branch = "then" if holds(t, op.cond, ctx) else "else_"
    t.later(ops([*ref, branch], ctx))


def _choose(t: Table, op: L.Choose, ref: Ref, ctx: Ctx) -> None:
    labels = [o.label for o in op.options if holds(t, o.cond, ctx)]
    if labels:
        t.decide({"kind": "choose", "seat": ctx["you"], "labels": labels, "ref": ref, "ctx": ctx})


OPS: dict[type, Callable[[Table, Any, Ref, Ctx], None]] = {
    L.Gain: _gain, L.Lose: _lose, L.Pay: _pay, L.Heal: _heal, L.Harm: _harm,
    L.Prevent: _prevent, L.AbilityChange: _ability, L.MaxHealth: _max_health,
    L.ChangePersonality: _change_personality, L.Draw: _draw, L.Discard: _discard,
    L.LoseItem: _lose_item, L.RiskItems: _risk_items, L.Tax: _tax, L.EachOther: _each_other,
    L.Peek: _peek, L.LockHand: _lock_hand, L.Cancel: _cancel, L.KeepCancelled: _keep_cancelled,
    L.FindArtifact: _find, L.NewAspired: _new_aspired, L.LoseAspired: _lose_aspired,
    L.RevealObstacle: _reveal, L.DiscardObstacle: _discard_obstacle, L.NotFound: _not_found,
    L.Catastrophe: _catastrophe, L.Travel: _travel, L.MustTravel: _must_travel,
    L.CloseCity: _close_city, L.MarkCity: _mark_city, L.FaceUnknown: _face_unknown,
    L.Blind: _blind, L.Check: _check, L.Difficulty: _check_mod("difficulty"),
    L.Rerolls: _check_mod("rerolls"), L.CheckAbility: _check_mod("ability"), L.BumpDie: _bump,
    L.ExpeditionBonus: _expedition_bonus, L.Roll: _roll, L.Bet: _bet,
    L.RerollLast: _reroll_last, L.BonusDiscards: _bonus_discards, L.If: _if, L.Choose: _choose,
}


def run_mark_city(t: Table, task: dict[str, Any]) -> None:
    """Local Allies: the rolled Western City gets the card's Health token."""
    city = rolled_city(t)
    t.players[task["p"]].marks[task["card"]] = city
    t.say(CityMarked(task["p"], task["card"], city))


HANDLERS = {"ops": run_ops, "risk_item": run_risk_item, "roll_result": run_roll_result,
            "mark_city": run_mark_city}

"""What things are worth to a bot, judged from its view and the printed cards.

``worth(effects, me, view)`` prices a list of effects in *points* (about one
Research token each) for the player they happen to; ``harm_odds(card, ...)``
is the Health an Unknown card would cost, as a distribution over outcomes,
with the player's Artifacts and other help counted in; ``survival`` puts
those together for a whole visit to The Unknown.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.games.apocalypse.bots.odds import expected, ladder
from game.games.apocalypse.rules import language as L
from game.games.apocalypse.rules.catalog import (
    CARDS,
    SOURCES,
    card_id,
    card_of,
    deck_list,
    effects_at,
)
from game.games.apocalypse.rules.poker import target
from game.games.apocalypse.rules.world import PLACES, UNKNOWN

View = dict[str, Any]
Me = dict[str, Any]
CARD_WORTH = {"good_luck": 0.8, "bad_luck": 0.5, "skill": 0.6, "plan": 0.6, "rare_item": 2.2,
              "unknown": 1.6}
TOKEN_WORTH = {"research": 1.0, "equipment": 0.9, "skill": 0.6, "xp": 0.5}
#: Sam the Seer discards a peeked Unknown card that would cost this much Health or more.
PEEK_AT = 4


def me_of(view: View) -> Me:
    return view["players"][view["seat"]]


def cards_on_table(me: Me) -> list[str]:
    return [*me["skills"], *me["items"], *me["artifacts"]]


def holds(cond: L.Cond | None, me: Me, view: View, ctx: dict[str, Any] | None = None) -> bool:
    """A condition judged from the view (what cannot be seen counts as false)."""
    if cond is None:
        return True
    kind = cond.kind()
    value = getattr(cond, kind)
    ctx = ctx or {}
    if kind == "personality":
        return value in me["personalities"]
    if kind == "location":
        place = PLACES.get(me["place"] or "")
        if place is None:
            return False
        if value == "city":
            return place.is_city
        if value in ("western", "exotic", "field", "unknown"):
            return place.kind == value
        return value == me["place"]
    if kind == "count":
        n = count(me, value)
        return (cond.min is None or n >= cond.min) and (cond.max is None or n <= cond.max)
    if kind == "not_":
        return not holds(value, me, view, ctx)
    if kind == "all":
        return all(holds(c, me, view, ctx) for c in value)
    if kind == "any":
        return any(holds(c, me, view, ctx) for c in value)
    flags = {
        "has_aspired": me["aspired"] is not None,
        "obstacle_face_down": bool(me["aspired"] and me["aspired"]["has_obstacle"]
                                   and not me["aspired"]["face_up"]),
        "catastrophe_here": me["place"] == view["catastrophe"],
        "starting_player": me["seat"] == view["starting_player"],
        "in_unknown": ctx.get("inside", me["in_unknown"]),
        "more_artifacts_than_player": False,
    }
    if kind in flags:
        return flags[kind] == value
    check = view.get("check") or view.get("last_check") or {}
    if kind == "check_ability":
        return check.get("chosen") == value
    if kind == "check_source":
        return check.get("source") == value
    if kind == "check_result":
        return check.get("result") in (("success", "great") if value == "passed" else (value,))
    return ctx.get("trait") == value


def count(me: Me, what: str) -> int:
    if what in me["hand"]:
        return me["hand"][what]
    named = {"rare_items": "items", "artifacts": "artifacts", "learned_skills": "skills"}
    if what in named:
        return len(me[named[what]])
    if what == "missing_health":
        return me["max_health"] - me["health"]
    if what == "unknown_cards":
        return me["collection"]
    return me.get(what, 0)


# What effects are worth.


def check_odds(op: L.Check, me: Me, view: View, extra: int = 0) -> dict[str, float]:
    """Chances of Fail / Success / Great for a printed check, with the best ability."""
    field = 0
    place = PLACES.get(me["place"] or "")
    if place is not None and place.kind == "field":
        field = place.number
    best: dict[str, float] = {"fail": 1.0, "success": 0.0, "great": 0.0}
    for ability, value in me["abilities"].items():
        level = target(op.difficulty + field + extra)
        great = level + 2 if ability == op.ability and level + 2 <= 7 else None
        rerolls = max(0, value + extra_rerolls(op, me, view))
        p_pass = expected(ladder(level), rerolls)
        p_great = expected(ladder(great), rerolls) if great is not None else 0.0
        if p_pass + 0.3 * p_great > best["success"] + best["great"] * 1.3:
            best = {"fail": 1 - p_pass, "success": p_pass - p_great, "great": p_great}
    return best


def check_utilities(view: View, check: dict[str, Any], chosen: str,
                    difficulty: int) -> tuple[float, ...]:
    """Utility by hand category for a check under way, from what its branches are worth."""
    me = me_of(view)
    op = effects_at(check["ref"])
    fail = worth(op.fail, me, view)
    success = worth(op.success, me, view)
    great = worth(op.great if op.great is not None else op.success, me, view)
    span = max(success - fail, 0.5)
    ratio = (great - success) / span
    bonus = next(b for b in (2.0, 1.0, 0.5, 0.0) if ratio >= b * 0.75)  # few dice tables
    level = target(difficulty)
    great_at = level + 2 if chosen == check["required"] and level + 2 <= 7 else None
    return ladder(level, great_at, bonus)


def extra_rerolls(op: L.Check, me: Me, view: View) -> int:
    return sum(b.n for b in op.rerolls if holds(b.cond, me, view))


def worth(effects: list[Any] | tuple[Any, ...], me: Me, view: View,
          ctx: dict[str, Any] | None = None) -> float:
    return sum(op_worth(op, me, view, ctx or {}) for op in effects)


def op_worth(op: Any, me: Me, view: View, ctx: dict[str, Any]) -> float:
    health = me["health"]
    if isinstance(op, L.Gain):
        return TOKEN_WORTH[op.what] * op.n
    if isinstance(op, L.Lose):
        have = me.get(op.what, 0)
        return -TOKEN_WORTH[op.what] * (have if op.all else min(op.n, have))
    if isinstance(op, L.Pay):
        if me.get(op.what, 0) >= op.n:
            return -TOKEN_WORTH[op.what] * op.n
        return worth(op.otherwise, me, view, ctx)
    if isinstance(op, L.Heal):
        missing = me["max_health"] - health
        n = missing if op.full else min(op.n or 0, missing)
        return n * (1.5 if health <= 2 else 0.8)
    if isinstance(op, L.Harm):
        loss = max(0, op.n - (me["abilities"].get(op.minus, 0) if op.minus else 0))
        return -loss * 1.2 - (8.0 if loss >= health else 0.0)
    if isinstance(op, L.Prevent):
        return 0.5 * min(op.n, 6)
    if isinstance(op, L.AbilityChange):
        return 2.5 * op.n
    if isinstance(op, L.MaxHealth):
        return 1.5 * op.n
    if isinstance(op, L.Draw):
        kept = op.keep if op.keep is not None else op.n
        each = CARD_WORTH[op.deck]
        if op.deck == "unknown" and me["collection"] < 3:
            each += 0.6  # the first cards of the map matter most
        return each * kept + (0.3 if op.keep is not None else 0.0)
    if isinstance(op, L.Discard):
        return -0.6 * min(op.n, me["hand"][op.deck])
    if isinstance(op, L.LoseItem):
        return -2.0 if me["items"] else 0.0
    if isinstance(op, L.RiskItems):
        return -2.0 * len(me["items"]) * len(op.fails) / 6
    if isinstance(op, L.FindArtifact):
        return 8.0 if me["aspired"] else 0.0
    if isinstance(op, L.LoseAspired):
        return -3.0 - me["research"] * 0.3 if me["aspired"] else 0.0
    if isinstance(op, L.NotFound):
        return -5.0
    if isinstance(op, L.RevealObstacle):
        return 0.5 if me["aspired"] and not me["aspired"]["face_up"] else 0.0
    if isinstance(op, L.DiscardObstacle):
        return 1.5 if me["aspired"] and me["aspired"]["has_obstacle"] else 0.0
    if isinstance(op, L.FaceUnknown):
        return -2.0
    if isinstance(op, L.LockHand):
        return -1.5
    if isinstance(op, L.Check):
        odds = check_odds(op, me, view)
        great = op.great if op.great is not None else op.success
        return (odds["fail"] * worth(op.fail, me, view, ctx)
                + odds["success"] * worth(op.success, me, view, ctx)
                + odds["great"] * worth(great, me, view, ctx))
    if isinstance(op, L.If):
        branch = op.then if holds(op.cond, me, view, ctx) else op.else_
        return worth(branch, me, view, ctx)
    if isinstance(op, L.Choose):
        return max(worth(o.effects, me, view, ctx) for o in op.options
                   if holds(o.cond, me, view, ctx)) if any(
            holds(o.cond, me, view, ctx) for o in op.options) else 0.0
    if isinstance(op, L.Roll):
        return roll_worth(op, me, view, ctx)
    if isinstance(op, L.Difficulty | L.Rerolls | L.CheckAbility | L.BumpDie):
        return 0.3 * abs(op.n)
    if isinstance(op, L.ExpeditionBonus):
        return 0.3 * op.n
    return 0.2 if isinstance(op, L.Peek | L.ChangePersonality | L.NewAspired | L.Bet) else 0.0


def roll_worth(op: L.Roll, me: Me, view: View, ctx: dict[str, Any]) -> float:
    totals = Counter(a + b for a in range(1, 7) for b in range(1, 7)) if op.dice == 2 else Counter(
        range(1, 7))
    size = sum(totals.values())
    out = 0.0
    for total, ways in totals.items():
        hit = next((r for r in op.results if r.matches(total)), None)
        if hit is not None:
            out += ways / size * worth(hit.effects, me, view, ctx)
    return out


def card_worth(card: str, me: Me, view: View) -> float:
    """What playing or having a card is worth now (a rough, stable order of cards)."""
    info = card_of(card)
    if info.deck == "plan":
        done = sum(1 for place in info.visit if place in me["visited"])
        base = worth(_source(card).effects, me, view) + info.xp * 0.5
        return base * (0.4 + 0.6 * done / len(info.visit))
    if info.deck in ("good_luck", "bad_luck") and info.has_effects:
        return 0.5 + 0.2 * abs(worth(_source(card).effects, me, view))
    if info.deck == "skill":
        return 0.4 + 0.8 * info.xp / info.cost + 0.2 * len(info.parts["table"].modifiers)
    if info.deck == "rare_item":
        return 1.0 + info.xp * 0.4
    return 0.5


def _source(card: str) -> Any:
    return SOURCES[card_id(card)]


# The Unknown.


def inside_help(me: Me) -> dict[str, Any]:
    """What the player's cards do for him inside The Unknown."""
    help_: dict[str, Any] = {"harm": 0, "trait": Counter(), "ability": 0, "difficulty": 0,
                             "heal": 0, "prevent": 0}
    for card in cards_on_table(me):
        info = card_of(card)
        parts = [info.parts.get("table"), info.parts.get("continuous"), info.parts.get("unknown")]
        for part in (p for p in parts if p is not None):
            for mod in part.modifiers:
                if mod.cond is not None and mod.cond.in_unknown is not True:
                    continue
                if mod.kind == "harm":
                    if mod.trait:
                        help_["trait"][mod.trait] += mod.n
                    else:
                        help_["harm"] += mod.n
                elif mod.kind == "ability" and mod.ability == "all" and part is parts[2]:
                    help_["ability"] += mod.n
                elif mod.kind == "difficulty" and mod.cond is None and part is parts[2]:
                    help_["difficulty"] += mod.n
            for use in part.uses:
                if any(isinstance(op, L.Prevent) for op in use.effects):
                    help_["prevent"] += 1
            for trig in part.triggers:
                if trig.on == "face_unknown":
                    help_["heal"] += sum(op.n or 0 for op in trig.effects
                                         if isinstance(op, L.Heal))
        if info.deck == "rare_item" and any(
                use.hook == "turn_start" and any(isinstance(op, L.Heal) for op in use.effects)
                for use in info.parts["table"].uses):
            help_["heal"] += 2
    return help_


def harm_odds(card: str, me: Me, view: View, help_: dict[str, Any]) -> dict[int, float]:
    """The Health an Unknown card would cost the player: {loss: chance}."""
    trait = card_of(card).traits[0]
    reduce = help_["harm"] + help_["trait"][trait]
    out: Counter[int] = Counter()
    for loss, chance in _losses(_source(card).effects, me, view, help_, trait).items():
        out[max(0, loss - reduce)] += chance
    return dict(out)


def _losses(effects: Any, me: Me, view: View, help_: dict[str, Any], trait: str,
            ) -> Counter[int]:
    out: Counter[int] = Counter({0: 1.0})
    for op in effects:
        step: Counter[int]
        if isinstance(op, L.Harm):
            n = op.n
            if op.minus == "artifacts":
                n -= len(me["artifacts"])
            elif op.minus is not None and op.minus != "level":
                n -= me["abilities"][op.minus] + help_["ability"]
            if op.discard:
                n -= me["hand"][op.discard]
            if op.pay:
                n -= me.get(op.pay, 0)
            step = Counter({max(0, n): 1.0})
        elif isinstance(op, L.Check):
            odds = check_odds(op, {**me, "abilities": {a: v + help_["ability"] for a, v in
                                                       me["abilities"].items()}}, view,
                              extra=help_["difficulty"])
            step = Counter()
            great = op.great if op.great is not None else op.success
            for branch, chance in (("fail", op.fail), ("success", op.success),
                                   ("great", great)):
                for loss, p in _losses(chance, me, view, help_, trait).items():
                    step[loss] += odds[branch] * p
        elif isinstance(op, L.If):
            ctx = {"inside": True, "trait": trait}
            step = _losses(op.then if holds(op.cond, me, view, ctx) else op.else_, me, view,
                           help_, trait)
        else:
            continue
        out = _combine(out, step)
    return out


def _combine(a: Counter[int], b: Counter[int]) -> Counter[int]:
    out: Counter[int] = Counter()
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] += p * q
    return out


def unseen_unknown(view: View) -> list[str]:
    """Unknown cards that may lie in the deck (not in my collection, faced or discarded)."""
    seen = Counter(card_id(c) for c in view["you"]["collection"])
    seen.update(card_id(c) for c in view["discards"]["unknown"])
    for p in view["players"]:
        seen.update(card_id(f[0]) for f in p["faced"])
    pool = Counter(card_id(c) for c in deck_list("unknown"))
    pool.subtract(seen)
    return [c for c, n in pool.items() for _ in range(max(n, 0))]


def deck_odds(view: View, me: Me, help_: dict[str, Any], sharp: bool = False,
              ) -> dict[int, float]:
    """The Health the top Unknown card would cost. ``sharp`` (the hard level): Sam the
    Seer peeks at it first and discards one that would cost ``PEEK_AT`` or more, so such
    a card is replaced by a fresh draw."""
    pool = unseen_unknown(view) or [c.id for c in CARDS.values() if c.deck == "unknown"]
    each = [harm_odds(card, me, view, help_) for card in pool]
    out: Counter[int] = Counter()
    for odds in each:
        for loss, p in odds.items():
            out[loss] += p / len(pool)
    if not (sharp and me["character"] == "sam_the_seer"):
        return dict(out)
    kept = [odds for odds in each if expected_loss(odds) < PEEK_AT]
    peeked: Counter[int] = Counter()
    for odds in kept:
        for loss, p in odds.items():
            peeked[loss] += p / len(pool)
    for loss, p in out.items():
        peeked[loss] += p * (len(pool) - len(kept)) / len(pool)
    return dict(peeked)


def expected_loss(odds: dict[int, float]) -> float:
    return sum(loss * p for loss, p in odds.items())


def survival(view: View, me: Me, cards_left: int | None = None, sharp: bool = False) -> float:
    """The chance to survive the rest of a visit, facing the best collection cards first.
    ``sharp`` (the hard level): a collection card only where it is kinder than the top of
    the deck (as the bots face them), the deck as ``deck_odds`` sharply sees it, and the
    checks as they are made inside (the normal bot's count adds the Field's number of the
    place it stands on to each check, which no check inside The Unknown has)."""
    if sharp:
        me = {**me, "place": UNKNOWN}
    help_ = inside_help(me)
    faced = {c for c, _ in me["faced"]}
    mine = [c for c in view["you"]["collection"] if c not in faced]
    plans = sorted((harm_odds(c, me, view, help_) for c in mine), key=expected_loss)
    need = cards_left if cards_left is not None else view["goal"] - len(me["faced"])
    deck = deck_odds(view, me, help_, sharp)
    if sharp:
        plans = [odds for odds in plans if expected_loss(odds) <= expected_loss(deck)]
    plans = (plans + [deck] * need)[:need]
    alive: Counter[int] = Counter({me["health"]: 1.0})
    top = me["max_health"]
    shields = help_["prevent"]
    for k, odds in enumerate(plans):
        nxt: Counter[int] = Counter()
        for health, p in alive.items():
            health = min(top, health + (help_["heal"] if k else 0))
            for loss, q in odds.items():
                if shields and loss >= health:
                    loss = 0
                if health - loss > 0:
                    nxt[health - loss] += p * q
        if shields and any(loss >= 2 for loss in odds):
            shields -= 1
        alive = nxt
    return sum(alive.values())


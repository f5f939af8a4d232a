"""The normal bot: plans a route, plays its luck at the right moments, rolls by the odds.

It sees its view only. Ability checks: the ability and every Reroll are chosen
by dynamic programming over dice-poker hands, weighing Fail, Success and
Great Success by what each branch of the card is worth to it. The Unknown: it
goes in when its Artifacts, collection and Health give it a fair chance to
survive the visit (sooner late in the game, or when a rival is about to win).
Bad Luck: kept for whoever leads (Artifacts, Unknown cards, a visit under
way), spent faster from a full hand.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import GameRng
from game.core.values import Action
from game.games.apocalypse.bots import judge
from game.games.apocalypse.bots.judge import check_utilities
from game.games.apocalypse.bots.menus import menu_choice, window_choice
from game.games.apocalypse.bots.odds import best_reroll, expected
from game.games.apocalypse.bots.route import choose_destination
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import SOURCES, card_id, card_of, effects_at
from game.games.apocalypse.rules.poker import category

View = dict[str, Any]
TRAIT_SCORE = {"saint": 2.0, "talkative": 2.0, "perfectionist": 1.5, "cold_blooded": 1.0,
               "antisocial": 0.5, "bastard": 0.5, "passionate": 0.0, "impatient": -1.0}
CHARACTER_ORDER = ("brandon_the_broken", "sam_the_seer", "john_dante", "alex",
                   "dimitriy_martynov")


def normal_bot(view: View, legal: list[Action], rng: GameRng) -> Action:
    if len(legal) == 1:
        return legal[0]
    decision = view["you"]["decision"] or {}
    decide = DECIDERS.get(decision.get("kind", ""))
    choice = decide(view, legal, decision) if decide else None
    return choice if choice in legal else legal[0]


def first(legal: list[Action], kind: type) -> Action | None:
    return next((a for a in legal if isinstance(a, kind)), None)


def trait_score(me: judge.Me, trait: str) -> float:
    return TRAIT_SCORE[trait] + (3.0 if trait == "bastard" and me["character"] == "john_dante"
                                 else 0.0)


# Setting up, keeping and discarding.


def _character(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    options = {a.character: a for a in legal if isinstance(a, A.ChooseCharacter)}
    return next(options[c] for c in CHARACTER_ORDER if c in options)


def _personalities(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    return max(legal, key=lambda a: trait_score(me, a.first) + trait_score(me, a.second))


def _personality(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    keep = A.ChangePersonality("", "")
    best = max(legal, key=lambda a: (trait_score(me, a.new) - trait_score(me, a.old)
                                     if a.old else 0.0))
    return best if best.old and trait_score(me, best.new) > trait_score(me, best.old) else keep


def _keep(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    if d["deck"] == "artifact":
        return max(legal, key=lambda a: artifact_worth(view, me, a.card))
    return max(legal, key=lambda a: judge.card_worth(a.card, me, view))


def artifact_worth(view: View, me: judge.Me, card: str) -> float:
    """An Artifact is worth what it does in The Unknown against the cards we know of."""
    info = card_of(card)
    traits = [card_of(c).traits[0] for c in view["you"]["collection"]]
    value = info.xp * 0.5
    for mod in info.parts["unknown"].modifiers:
        if mod.kind == "harm":
            value += mod.n * (1.0 + traits.count(mod.trait) if mod.trait else 2.5)
        else:
            value += 2.0
    value += 2.5 * len(info.parts["unknown"].uses) + 2.0 * len(info.parts["unknown"].triggers)
    return value + len(info.parts["continuous"].modifiers)


def _discard(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    return min(legal, key=lambda a: judge.card_worth(a.card, me, view))


def _skill_token(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    places = [a for a in legal if isinstance(a, A.PlaceSkillToken)]
    if not places:
        return legal[-1]

    def left(a: A.PlaceSkillToken) -> tuple[int, float]:
        cost = card_of(a.skill).cost
        return cost - me["learning"].get(a.skill, 0), -judge.card_worth(a.skill, me, view)

    return min(places, key=left)


def _raise(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    values = judge.me_of(view)["abilities"]
    return max(legal, key=lambda a: values.get(a.ability, 0))


def _choose(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    op = effects_at(d["ref"]) if "ref" in d else None
    if op is None:
        return legal[0]
    values = {o.label: judge.worth(o.effects, me, view) for o in op.options}
    return max(legal, key=lambda a: values.get(a.option, -99.0))


def _keep_or_alt(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    item = judge.card_worth(d["card"], me, view)
    return legal[0] if item >= 2.6 else legal[1]


def _reduce(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    use = first(legal, A.UseCard)
    if use is not None:
        return use
    need = d["n"] - me["health"] + 1  # enough to live; more if it is cheap
    if d["pay"]:
        return max(legal, key=lambda a: a.n)
    options = [a for a in legal if isinstance(a, A.DiscardCards)]
    safe = [a for a in options if len(a.cards) >= need]
    return min(safe, key=lambda a: len(a.cards)) if safe and need > 0 else max(
        options, key=lambda a: len(a.cards)) if need > 0 else options[0]


def _pick_city(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    if d["why"] == "catastrophe":
        here = A.PickCity(me["place"] or "")
        return here if here in legal and me["place"] not in me["visited"] else legal[0]
    return A.PickCity(choose_destination(view, me, [a.city for a in legal]))


def _peek_deck(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    return next((a for a in legal if a.option == "unknown"), legal[0])


def _peek_answer(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    card = d.get("card", "")
    if card and card_of(card).deck == "unknown":
        odds = judge.harm_odds(card, me, view, judge.inside_help(me))
        return A.PeekAnswer(judge.expected_loss(odds) >= judge.PEEK_AT)
    return A.PeekAnswer(False)


# Ability checks.


def _ability(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    check = view["check"]
    options = d.get("options", {})

    def value(a: A.ChooseAbility) -> float:
        info = options.get(a.ability, {"rerolls": 0, "difficulty": 0})
        return expected(check_utilities(view, check, a.ability, info["difficulty"]),
                        info["rerolls"])

    return max(legal, key=value)


def _reroll(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    check = view["check"]
    utilities = check_utilities(view, check, check["chosen"], check["difficulty"])
    die, _ = best_reroll(check["dice"], check["rerolls_left"], utilities)
    return A.StopRolling() if die is None else A.Reroll(die)


def _turn_die(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    dice = list(view["check"]["dice"])
    mine = view["check"]["seat"] == view["seat"]

    def after(a: A.TurnDie) -> int:
        bumped = list(dice)
        bumped[a.die] += d["n"]
        return category(bumped)

    return max(legal, key=after) if mine else min(legal, key=after)


# Menus and windows.


def _adventure(view: View, legal: list[Action], d: dict[str, Any]) -> Action:
    me = judge.me_of(view)
    plays = [a for a in legal if isinstance(a, A.PlayCard) and card_of(a.card).hook == "adventure"]
    if not plays:
        return A.Proceed()
    best = max(plays, key=lambda a: judge.worth(SOURCES[card_id(a.card)].effects, me, view))
    return best if judge.worth(SOURCES[card_id(best.card)].effects, me, view) > 0 else A.Proceed()


DECIDERS: dict[str, Any] = {
    "character": _character, "personalities": _personalities, "personality": _personality,
    "keep": _keep, "hand_limit": _discard, "discard": _discard, "lose_item": _discard,
    "skill_token": _skill_token, "raise_ability": _raise, "choose": _choose,
    "keep_or_alt": _keep_or_alt, "reduce": _reduce, "pick_city": _pick_city,
    "peek_deck": _peek_deck, "peek_answer": _peek_answer, "ability": _ability,
    "reroll": _reroll, "turn_die": _turn_die, "menu": menu_choice, "window": window_choice,
    "adventure": _adventure,
    "start_place": lambda view, legal, d: A.StartAt("london"),
}

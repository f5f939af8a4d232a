"""Every legal action of a seat for the decision it owes (``Table.decision``)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.values import Action
from game.games.apocalypse.rules import actions as A
from game.games.apocalypse.rules.catalog import CARDS, card_id
from game.games.apocalypse.rules.checks import preview
from game.games.apocalypse.rules.moves import closed_stamp, destinations
from game.games.apocalypse.rules.powers import count, once_a_turn, playable, powers, uses
from game.games.apocalypse.rules.setup import free_characters, personality_pairs
from game.games.apocalypse.rules.table import Table
from game.games.apocalypse.rules.turn import (
    MENU_HOOKS,
    has_choice,
    must_place,
    reveal_here,
    visited_sources,
)
from game.games.apocalypse.rules.vocabulary import ABILITIES, DECKS, HAND_DECKS, PERSONALITY_PAIRS
from game.games.apocalypse.rules.windows import window_cards, window_uses
from game.games.apocalypse.rules.world import CITIES, PLACES


def to_move(t: Table) -> list[int]:
    d = t.decision
    if t.phase == "over" or d is None:
        return []
    if d["kind"] == "window":
        return [s for s in d["asked"] if s not in d["passed"]]
    return [d["seat"]]


def legal_actions(t: Table, seat: int) -> list[Action]:
    if seat not in to_move(t):
        return []
    d = t.decision
    assert d is not None
    return BY_KIND[d["kind"]](t, seat, d)


def _menu(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    step = d["step"]
    p = t.players[seat]
    out: list[Action] = []
    if step == "travel":
        out += [A.Travel(place) for place in destinations(t, seat)]
    elif step == "unknown":
        faced = {c for c, _ in p.faced}
        if not p.blind:
            out += [A.Face(c) for c in p.collection if c not in faced]
        if t.decks["unknown"] or t.discards["unknown"]:
            out.append(A.Face(""))
        if not out:
            out.append(A.Proceed())  # no Unknown card left to face: the step passes
    elif step == "free_time" and has_choice(t, seat, step):
        out += [A.FreeTime("skill"), A.FreeTime("reward")]
    elif step == "expedition":
        out += [A.Expedition(True)] if p.equipment >= 1 else []
        out.append(A.Expedition(False))
    elif step == "refresh":
        out += [A.PlaceVisited(source) for source in visited_sources(t, seat)]
        if not must_place(t, seat):
            out.append(A.EndStep())
    else:
        out.append(A.Proceed())
    if step == "research" and reveal_here(t, seat):
        out.append(A.RevealObstacle())
    return out + extras(t, seat, MENU_HOOKS[step])


def extras(t: Table, seat: int, hooks: tuple[str, ...]) -> list[Action]:
    """Cards to play or use at these hooks, and the Aspired Artifact swap."""
    p = t.players[seat]
    out: list[Action] = []
    for deck in ("good_luck", "plan"):
        out += [A.PlayCard(c) for c in p.hand[deck]
                if any(playable(t, seat, c, hook, seat) for hook in hooks)]
    used = {card for hook in hooks for card, _, _ in uses(t, seat, hook)}
    out += [A.UseCard(card) for card in sorted(used)]
    if p.aspired is not None and p.research >= 2:
        out.append(A.SwapAspired())
    return out


def _adventure(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    p = t.players[seat]
    cards = [c for deck in ("good_luck", "plan") for c in p.hand[deck]
             if playable(t, seat, c, "adventure", seat)]
    return [*(A.PlayCard(c) for c in cards), A.Proceed(),
            *extras(t, seat, MENU_HOOKS["adventure"])]


def _window(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    hook, target = d["hook"], d["target"]
    cards = window_cards(t, seat, hook, target)
    return [A.Pass(), *(A.PlayCard(c) for c in cards),
            *(A.UseCard(c) for c in window_uses(t, seat, hook))]


def _reduce(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    p = t.players[seat]
    if d["pay"]:
        have = getattr(p, d["pay"])
        return [A.Pay(k) for k in range(min(have, max(d["n"], 0)) + 1)]
    hand = sorted(p.hand[d["discard"]])
    subsets = [A.DiscardCards(tuple(combo)) for k in range(len(hand) + 1)
               for combo in combinations(hand, k)]
    return subsets + [A.UseCard(c) for c in
                      sorted({card for card, _, _ in uses(t, seat, "discarding")})]


def _personality(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    current = t.players[seat].personalities
    out: list[Action] = [A.ChangePersonality("", "")]
    for old in current:
        other = next(x for x in current if x != old)
        blocked = next(pair for pair in PERSONALITY_PAIRS if other in pair)
        out += [A.ChangePersonality(old, new) for pair in PERSONALITY_PAIRS for new in pair
                if new not in blocked and new != old]
    return out


def _pick_city(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    if d["why"] == "catastrophe":
        return [A.PickCity(c) for c in CITIES]
    here = t.players[seat].place
    return [A.PickCity(place) for place in PLACES
            if place != "unknown" and (place == here or not closed_stamp(t, place))]


def _turn_die(t: Table, seat: int, d: dict[str, Any]) -> list[Action]:
    dice = t.checks[-1]["dice"] if t.checks else []
    return [A.TurnDie(i) for i, v in enumerate(dice) if 1 <= v + d["n"] <= 6]


BY_KIND: dict[str, Any] = {
    "character": lambda t, s, d: [A.ChooseCharacter(c) for c in free_characters(t)],
    "keep": lambda t, s, d: [A.Keep(c) for c in d["cards"]],
    "personalities": lambda t, s, d: [A.ChoosePersonalities(a, b) for a, b in personality_pairs()],
    "start_place": lambda t, s, d: [A.StartAt(c) for c in CITIES],
    "menu": _menu,
    "adventure": _adventure,
    "window": _window,
    "hand_limit": lambda t, s, d: [A.Discard(c) for c in t.players[s].hand[d["deck"]]],
    "discard": lambda t, s, d: [A.Discard(c) for c in t.players[s].hand[d["deck"]]],
    "lose_item": lambda t, s, d: [A.Discard(c) for c in t.players[s].items],
    "skill_token": lambda t, s, d: [
        *(A.PlaceSkillToken(c) for c in [*t.players[s].learning, *t.players[s].hand["skill"]]),
        A.DropSkillTokens()],
    "raise_ability": lambda t, s, d: [A.RaiseAbility(a) for a in ABILITIES],
    "lower_ability": lambda t, s, d: [A.LowerAbility(a) for a in d["choices"]],
    "personality": _personality,
    "reduce": _reduce,
    "choose": lambda t, s, d: [A.Choose(label) for label in d["labels"]],
    "keep_or_alt": lambda t, s, d: [A.Choose("keep it"), A.Choose("take the other reward")],
    "pick_city": _pick_city,
    "peek_deck": lambda t, s, d: [A.Choose(deck) for deck in DECKS if t.decks[deck]],
    "peek_answer": lambda t, s, d: [A.PeekAnswer(False), A.PeekAnswer(True)],
    "ability": lambda t, s, d: [A.ChooseAbility(a) for a in ABILITIES],
    "reroll": lambda t, s, d: [*(A.Reroll(i) for i in range(5)), A.StopRolling()],
    "turn_die": _turn_die,
}


def refusal(t: Table, seat: int, action: Action) -> str:
    """Why a card is not offered, where the table shows it ("" if nothing to add): a use
    already made, or a card that only heals at full Health."""
    full = count(t, seat, "missing_health") <= 0
    hand = [card for deck in HAND_DECKS for card in t.players[seat].hand[deck]]
    if isinstance(action, A.PlayCard) and action.card in hand:
        cond = CARDS[card_id(action.card)].cond
        return HEALS_NOTHING if full and cond is not None and cond.count == "missing_health" else ""
    if not isinstance(action, A.UseCard):
        return ""
    used = [key for key in t.players[seat].used if key.partition("/")[0] == action.card]
    if used:
        return (": it is used once per turn, and was used this turn" if once_a_turn(used[0])
                else ": it is turned sideways until your Refresh step")
    heals = [u for card, _, power in powers(t, seat) if card == action.card
             for u in power.uses if u.cond is not None and u.cond.count == "missing_health"]
    return HEALS_NOTHING if heals and full else ""


HEALS_NOTHING = ": your Health is full, so it would heal nothing"


def describe(t: Table, seat: int) -> dict[str, Any] | None:
    """What the seat is asked now, for its view (None if nothing)."""
    d = t.decision
    if d is None or seat not in to_move(t):
        return None
    out = {k: v for k, v in d.items() if k not in ("ctx", "ref", "alt", "asked", "passed")}
    if d["kind"] == "window":
        out["card"] = d["ctx"].get("card", "")
    if d["kind"] == "ability" and t.checks:
        out["options"] = preview(t, t.checks[-1])
    if "cards" in out:
        out["cards"] = [c for c in out["cards"] if card_id(c)]
    return out

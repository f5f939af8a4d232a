"""The normal bot's use of the characters' powers, upgraded ones too, and of time bombs
(Characters and Their Variable Player Powers; Place Timebomb / Disarm Timebomb)."""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.values import Action
from game.games.axis_mundi.bots.sight import SAFE, Sight, goals, is_permanent, of, value
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import level_of, rotated
from game.games.axis_mundi.rules.catalog import card_type


def demand(sight: Sight, legal: list[Action]) -> Action | None:
    """The Savant's once-a-game demand (free): from the fullest hand, while there is room."""
    demands = of(legal, A.Demand)
    if not demands or len(sight.hand) >= sight.limit:
        return None
    best = max(demands, key=lambda a: (sight.players[a.seat]["hand_size"],  # type: ignore
                                       a.seat == sight.holder))  # type: ignore[attr-defined]
    return best if sight.players[best.seat]["hand_size"] >= 2 else None  # type: ignore


def pull(sight: Sight, legal: list[Action]) -> Action | None:
    """The Mischievous' free pull: the foe it sets back most in the race (a hex or more)."""
    pulls = of(legal, A.Pull)
    if not pulls:
        return None
    race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
    best, gain = None, 0.9
    for action in pulls:
        assert isinstance(action, A.Pull)
        frm = Hex(*sight.players[action.seat]["pos"])
        lost = race.get(action.to, 99.0) - race.get(frm, 99.0)
        if lost > gain:
            best, gain = action, lost
    return best


def shove(sight: Sight, legal: list[Action]) -> Action | None:
    """The upgraded Mischievous' shove: the Angel or Demon a hex further from its pier."""
    shoves = of(legal, A.Shove)
    if not shoves or sight.holder is None:
        return None
    holder = sight.players[sight.holder]
    home = sight.distances([Hex(*holder["pier"])], heavenly=True, blocking=False)
    here = home.get(Hex(*holder["pos"]), 0.0)
    best = max(shoves, key=lambda a: home.get(a.to, 0.0))  # type: ignore[attr-defined]
    return best if home.get(best.to, 0.0) > here + 0.5 else None  # type: ignore


def wander(sight: Sight, legal: list[Action]) -> Action:
    """The upgraded Mischievous' walk while the volcano turns: nearer the hunt's goal."""
    want = goals(sight)
    stay = legal[0]
    if want is None:
        return stay
    dist = sight.distances(want)
    here = dist.get(sight.here, 1e9)
    best = min(legal, key=lambda a: dist.get(a.to, 1e9) if a.to else here)  # type: ignore
    return best if best.to is not None and dist.get(best.to, 1e9) < here - 0.5 else stay  # type: ignore


def hover(view: dict[str, Any], legal: list[Action]) -> Action:
    """Hover when a foe will turn into the Mischievous' hex (and be knocked down)."""
    me = view["players"][view["seat"]]
    here = Hex(*me["pos"])
    board = view["board"]
    level = level_of(board["top_level"], here)
    hovering = A.Levitate(here)
    if hovering not in legal:
        return legal[0]
    for other in view["players"]:
        pos = other["pos"]
        if other["seat"] != me["seat"] and pos is not None \
                and level_of(board["top_level"], Hex(*pos)) == level \
                and rotated(Hex(*pos), level) == here:
            return hovering
    return legal[0]


def free_harvest(sight: Sight, legal: list[Action]) -> Action | None:
    """The upgraded Cultivator's action-free harvest: two cards while they fit, else two
    hit points (or the one it may still give)."""
    if sight.mine["form"] != "upgraded" or sight.turn.get("identity") not in ("", None) \
            or sight.mine["character"] != "cultivator":
        return None
    return harvest(sight, legal, amount=2)


def harvest(sight: Sight, legal: list[Action], amount: int = 1) -> Action | None:
    """A harvest (chosen where the Cultivator or a Harvester may choose) that keeps the
    hand under its limit."""
    harvests = of(legal, A.Harvest)
    if not harvests:
        return None
    room = sight.limit - len(sight.hand)
    deficit = int(sight.mine["max_hp"]) - sight.hp
    wanted = "heal" if deficit >= amount + 1 or room < amount else (
        "permanent" if not sight.mine["slots"] and not any(is_permanent(c) for c in sight.hand)
        else "one_time")
    for action in harvests:
        if action.choice == wanted and not action.card:  # type: ignore[attr-defined]
            return action
    plain = [a for a in harvests if not a.choice]  # type: ignore[attr-defined]
    if plain and room >= 1:
        return plain[0]
    chosen = [a for a in harvests if a.choice == wanted]  # type: ignore[attr-defined]
    return chosen[0] if chosen and (room >= 1 or wanted == "heal") else None


def scrounge(sight: Sight, legal: list[Action]) -> Action | None:
    """The Scrounger's card from the discard pile: a good one, while there is room."""
    options = of(legal, A.Scrounge)
    if not options or len(sight.hand) >= sight.limit:
        return None
    best = max(options, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    return best if value(best.card) >= 5 else None  # type: ignore[attr-defined]


def bomb(sight: Sight, legal: list[Action], spare: bool) -> Action | None:
    """Disarm a foe's time bomb under the bot's feet (it gains the bomb); place its own on
    the Angel's or Demon's warehouse, or with two spare actions on another's."""
    disarm = of(legal, A.DisarmTimeBomb)
    if disarm and not sight.heavenly:
        return disarm[0]
    place = of(legal, A.PlaceTimeBomb)
    if not place or sight.heavenly:
        return None
    own = [p for p in sight.view["board"]["places"] if Hex(*p["warehouse"]) == sight.here]
    if own and own[0]["pier"] == sight.mine["pier"]:
        return None
    if sight.holder is not None:
        holder = sight.players[sight.holder]
        if own and own[0]["pier"] == holder["pier"]:
            return place[0]
    return place[0] if spare else None


def bomb_goal(sight: Sight) -> list[Hex] | None:
    """The Angel's or Demon's warehouse, for a hunter holding the time bomb."""
    if sight.holder is None or sight.heavenly or "time_bomb" not in sight.view["you"]["treasures"]:
        return None
    holder = sight.players[sight.holder]
    for place in sight.view["board"]["places"]:
        if place["pier"] == holder["pier"] and not place["destroyed"] and not place["time_bomb"]:
            return [Hex(*place["warehouse"])]
    return None


def infect(sight: Sight, legal: list[Action]) -> Action | None:
    """The Malignant's spare step: beside more foes (its area wounds them), or onto the
    Angel's or Demon's way home (its infection hurts who enters)."""
    if sight.heavenly or (sight.turn.get("identity") or sight.mine["character"]) != "malignant":
        return None
    board = sight.view["board"]
    infected = {rotated(Hex(*h), board["turns"][level_of(board["top_level"], Hex(*h))])
                for h in board["infected"]}
    way: dict[Hex, float] = {}
    if sight.holder is not None and sight.players[sight.holder]["pos"] is not None:
        holder = sight.players[sight.holder]
        way = sight.distances([Hex(*holder["pier"])], heavenly=True, blocking=False)
        start = way.get(Hex(*holder["pos"]), 0.0)
        way = {h: d for h, d in way.items() if d < start}

    def beside(h: Hex) -> int:
        return sum(1 for p in sight.foes() if Hex(*p["pos"]).distance(h) == 1)

    best, top = None, 0.6
    for action in of(legal, A.Move):
        to = action.to  # type: ignore[attr-defined]
        score = beside(to) - beside(sight.here) + (1.0 if to in way and to not in infected
                                                      else 0.0)
        score -= 0.3 if sight.terrain(to) not in SAFE else 0.0
        if score > top:
            best, top = action, score
    return best


def borrow(sight: Sight, legal: list[Action]) -> Action | None:
    """So, S., who are you, then? At the turn's start, another character's powers when
    they help this turn: the Scrounger's free move, the Savant's free swap, the
    Malignant's wounds beside a foe; any, free, when the hand is full."""
    plays = {p.option: p for p in of(legal, A.PlayCard)  # type: ignore[attr-defined]
             if card_type(p.card) == "who_are_you"}  # type: ignore[attr-defined]
    if not plays:
        return None
    me = sight.mine["character"]
    beside = [p for p in sight.foes() if Hex(*p["pos"]).distance(sight.here) == 1]
    if "scrounger" in plays and me != "scrounger" and goals(sight) is not None:
        return plays["scrounger"]
    slotted = [card_type(c) for c in sight.mine["slots"]]
    if "savant" in plays and me != "savant" and slotted and any(
            is_permanent(c) and card_type(c) not in slotted for c in sight.hand):
        return plays["savant"]
    if "malignant" in plays and me != "malignant" and beside:
        return plays["malignant"]
    if len(sight.hand) >= sight.limit:
        return next(iter(plays.values()))
    return None

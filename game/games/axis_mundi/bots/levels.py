"""Axis Mundi bots: they read only their view and the legal actions.

The plan, in the game's own terms: race up the volcano to the Axis Mundi
(climb whenever a whole turn allows it, walk the ring to a climbable spot
otherwise, spend spare actions on cards, treasure and harvests); as Angel or
Demon walk home to the pier, striking whoever blocks the way; when someone
else holds the gate, hunt them, or stand on their pier to block it.

Distances are action costs over the board as it lies now (a Dijkstra search
on the view's tiles, turned to where they lie now), so the bots are quick and
never see the true state.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any

from game.core.hexgrid import DIRECTIONS, ORIGIN, Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import level_of, ring_hexes, rotated
from game.games.axis_mundi.rules.catalog import card_type

#: How much a bot likes to hold a card (higher: keep, activate, pick first).
VALUE: dict[str, float] = {
    "rock_climber": 9, "inspiration": 8, "second_wind": 7, "dexterity": 8, "alpinist": 8,
    "short_bow": 7, "long_bow": 6, "honed_blade": 6, "shields_up": 5, "perfect_execution": 5,
    "hickory_shield": 6, "wooden_shield": 5, "suture_kit": 6, "salve": 4, "holistic_herbs": 4,
    "god_mode": 6, "follow_the_monkey": 5, "options": 5, "double_double": 4,
    "unstoppable": 4, "cornered_animal": 3, "hail_anemoi": 2, "elusive": 4,
}
PERMANENT_ORDER = ("dexterity", "alpinist", "short_bow", "long_bow", "honed_blade",
                   "shields_up", "perfect_execution", "unstoppable", "cornered_animal",
                   "hail_anemoi")
COSTS = {0: 1.0, 1: 3.0, -1: 1.0}  # actions for a step: same level, up, down
HEAVENLY_COSTS = {0: 1.0, 1: 1.0, -1: 3.0}
STEPS = tuple((d.q, d.r) for d in DIRECTIONS)
SAFE = frozenset({"pier", "warehouse", "power", "path", "sheltered", "axis_mundi"})


def value(card: str) -> float:
    return VALUE.get(card_type(card), 2.0)


class Sight:
    """What the bot knows of the board from its view."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me = view["seat"]
        board = view["board"]
        top, turns = board["top_level"], board["turns"]
        names = board["letters"]
        self.hexes: dict[Hex, dict[str, Any]] = {}
        for radius, letters in enumerate(board["rings"]):
            for home, letter in zip(ring_hexes(radius), letters, strict=True):
                level = level_of(top, home)
                self.hexes[rotated(home, turns[level])] = {"level": level,
                                                           "terrain": names[letter]}
        for place in board["places"]:
            self.hexes[Hex(*place["pier"])] = {"level": 0, "terrain": "pier"}
        self.players = view["players"]
        self.mine = self.players[self.me]
        self.here = Hex(*self.mine["pos"])
        self.holder = view["axis_mundi"]["holder"]
        self.heavenly = self.mine["form"] in ("angel", "demon")
        self.taken = {Hex(*p["pos"]) for p in self.players
                      if p["pos"] is not None and p["seat"] != self.me}

    def distances(self, goals: list[Hex]) -> dict[Hex, float]:
        """Cost to reach any goal from every hex (searching backwards from the goals)."""
        levels = {(h.q, h.r): info["level"] for h, info in self.hexes.items()
                  if info["terrain"] not in ("inaccessible", "axis_mundi")}
        rough = {(h.q, h.r) for h, info in self.hexes.items() if info["terrain"] not in SAFE}
        blocked = {(h.q, h.r) for h in self.taken}
        costs = HEAVENLY_COSTS if self.heavenly else COSTS
        found: dict[tuple[int, int], float] = {(g.q, g.r): 0.0 for g in goals}
        queue = [(0.0, g.q, g.r) for g in goals]
        heapq.heapify(queue)
        while queue:
            d, q, r = heapq.heappop(queue)
            if d > found[(q, r)]:
                continue
            level = levels.get((q, r), 0)
            step_in = 0.4 if (q, r) in rough else 0.0
            for dq, dr in STEPS:
                n = (q + dq, r + dr)
                up = level - levels.get(n, -9)
                if up not in costs or n in blocked:
                    continue
                nd = d + costs[up] + step_in
                if nd < found.get(n, 1e9):
                    found[n] = nd
                    heapq.heappush(queue, (nd, n[0], n[1]))
        return {Hex(q, r): d for (q, r), d in found.items()}


def _dest(action: Action) -> Hex | None:
    if isinstance(action, A.Move | A.Run | A.Climb | A.Descend):
        return action.to
    return None


def _spent(action: Action, heavenly: bool) -> float:
    if isinstance(action, A.Climb):
        return 1.0 if heavenly else 3.0
    if isinstance(action, A.Descend):
        return 3.0 if heavenly else 1.0
    return 1.0


def best_step(sight: Sight, legal: list[Action], dist: dict[Hex, float]) -> Action | None:
    """The move action that gains the most distance (cheaper first among equals).

    Taking the biggest gain (a whole-turn climb or descent over a step along
    the ring) keeps the bots from wasting turns on a ring that turns anyway.
    """
    here = dist.get(sight.here, 1e9)
    best, gain = None, 0.0
    for action in legal:
        if isinstance(action, A.ThroughCave):
            to = Hex(-sight.here.q, -sight.here.r)
        else:
            to = _dest(action)
        if to is None or to not in dist:
            continue
        gained = here - dist[to]
        if gained / _spent(action, sight.heavenly) < 0.5:
            continue
        rate = gained - 0.01 * _spent(action, sight.heavenly)
        if isinstance(action, A.Run):
            rate -= 0.3
        if rate > gain + 1e-9:
            best, gain = action, rate
    return best


def _of(legal: list[Action], kind: type) -> list[Action]:
    return [a for a in legal if isinstance(a, kind)]


def decide(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """A decision owed outside the Action Phase."""
    first = legal[0]
    if isinstance(first, A.DrawStartingHand):
        return A.DrawStartingHand(3)
    if isinstance(first, A.Redraw):
        return A.Redraw((), 0)
    if isinstance(first, A.Discard | A.GiveCard | A.DealCard | A.Unslot):
        return min(legal, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    if isinstance(first, A.FeedFamiliar):  # the emptiest familiar
        energy = view["players"][view["seat"]]["energy"]
        return min(legal, key=lambda a: energy[a.section])  # type: ignore[attr-defined]
    if isinstance(first, A.KeepCard):
        return max(legal, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    if isinstance(first, A.Shield | A.Evade):
        return legal[-1]
    if isinstance(first, A.ChooseSlots):
        return max(legal, key=lambda a: sum(value(c) for c in a.cards))  # type: ignore
    if isinstance(first, A.Levitate):
        return _hover(view, legal)
    takes = _of(legal, A.TakeFromCrate)
    if takes:
        return max(takes, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    return first


def _hover(view: dict[str, Any], legal: list[Action]) -> Action:
    """Hover when a foe will turn into the Mischievous' hex (and be knocked down)."""
    me = view["players"][view["seat"]]
    here = Hex(*me["pos"])
    board = view["board"]
    level = level_of(board["top_level"], here)
    hover = A.Levitate(here)
    if view["you"]["decision"]["kind"] != "levitate" or hover not in legal:
        return legal[0]
    for other in view["players"]:
        pos = other["pos"]
        if other["seat"] != me["seat"] and pos is not None \
                and level_of(board["top_level"], Hex(*pos)) == level \
                and rotated(Hex(*pos), level) == here:
            return hover
    return legal[0]


def normal_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Race, use cards and treasure, then go home or hunt."""
    if view["you"]["decision"] is not None:
        return decide(view, legal, rng)
    if len(legal) == 1:
        return legal[0]
    sight = Sight(view)
    for pick in (_finish, _boost, _strike, _travel, _tend):
        action = pick(sight, legal)
        if action is not None:
            return action
    return _of(legal, A.EndTurn)[0]


def _finish(sight: Sight, legal: list[Action]) -> Action | None:
    """Enter the gate, or climb out of it."""
    enter = _of(legal, A.EnterAxisMundi)
    if enter:
        return enter[0]
    heal = _of(legal, A.PowerHeal)
    if sight.heavenly and heal and (sight.mine["hp"] or 0) <= sight.mine["max_hp"] // 2:
        return heal[0]
    if sight.mine["on_axis_mundi"]:
        home = sight.distances([Hex(*sight.mine["pier"])])
        return best_step(sight, legal, home) or (_of(legal, A.Climb) or [None])[0]
    return None


def _boost(sight: Sight, legal: list[Action]) -> Action | None:
    """Free help for the turn: extra moves and actions, Rock-Climber, healing treasure."""
    turn = sight.view["turn"]
    for action in _of(legal, A.PlayCard):
        kind = card_type(action.card)  # type: ignore[attr-defined]
        if kind == "rock_climber" and sight.holder is None:
            return action
        if kind == "inspiration" and turn["actions"] == 2 and not action.double:  # type: ignore
            return action
    for action in _of(legal, A.UseTreasure):
        name = action.treasure  # type: ignore[attr-defined]
        if name == "extra_action" and turn["actions"] == 2:
            return action
        if name == "heal_four" and (sight.mine["hp"] or 10) <= sight.mine["max_hp"] - 4:
            return action
        if name in ("two_moves", "two_energy") or (name == "draw_three" and action.one_time == 2):
            return action
    if not sight.mine["slots"]:
        acts = _of(legal, A.Activate)
        if acts:
            return min(acts, key=lambda a: PERMANENT_ORDER.index(card_type(a.card)))  # type: ignore
    return None


def _strike(sight: Sight, legal: list[Action]) -> Action | None:
    """Attack the Angel/Demon (or, as one, whoever stands in the way)."""
    holder = sight.holder
    if holder is None:
        return None
    if sight.heavenly:
        target_seats = [p["seat"] for p in sight.players if p["seat"] != sight.me]
    else:
        target_seats = [holder]
    targets = {Hex(*sight.players[s]["pos"]) for s in target_seats
               if sight.players[s]["pos"] is not None}
    hp = sight.mine["hp"] or 10
    options = []
    for action in legal:
        target = getattr(action, "target", None)
        if target not in targets:
            continue
        if isinstance(action, A.DemonicMelee | A.Shoot | A.ThrowGrenade):
            options.append((3, action))
        elif isinstance(action, A.Melee) and (hp > 2 or action.cards):
            options.append((2 + len(action.cards), action))
        elif isinstance(action, A.SendFamiliar) and action.purpose == "pin":
            options.append((1, action))
        elif isinstance(action, A.PlayCard) and card_type(action.card) == "seek_and_destroy":
            options.append((2, action))
    if sight.heavenly and sight.mine["form"] == "demon" and _of(legal, A.DemonicBlast):
        near = sum(1 for t in targets if 1 <= t.distance(sight.here) <= 3)
        if near >= 2:
            options.append((4, _of(legal, A.DemonicBlast)[0]))
    if sight.heavenly and options and _travel(sight, legal) is not None:
        return None  # walking home comes first
    return max(options, key=lambda o: o[0])[1] if options else None


def _travel(sight: Sight, legal: list[Action]) -> Action | None:
    if sight.heavenly:
        goals = [Hex(*sight.mine["pier"])]
    elif sight.holder is None:
        goals = [h for h in ORIGIN.ring(1) if h in sight.hexes]
        if sight.here in goals:
            return None
    else:
        holder = sight.players[sight.holder]
        if holder["pos"] is None or holder["on_axis_mundi"]:
            goals = [Hex(*holder["pier"])]
        else:
            goals = [n for n in Hex(*holder["pos"]).neighbors() if n in sight.hexes]
        if sight.here in goals:
            return None
    dist = sight.distances(goals)
    return best_step(sight, legal, dist)


def _tend(sight: Sight, legal: list[Action]) -> Action | None:
    """Spare actions: heal, treasure, harvest, crates, cards."""
    hp = sight.mine["hp"] or 10
    low = hp <= sight.mine["max_hp"] - 4
    heals = _of(legal, A.PowerHeal)
    if heals and low:
        return heals[0]
    for action in _of(legal, A.PlayCard):
        kind = card_type(action.card)  # type: ignore[attr-defined]
        if low and kind in ("suture_kit", "holistic_herbs") and not action.double:  # type: ignore
            return action
        if kind in ("second_wind", "follow_the_monkey", "morsel_of_vermin", "vermin"):
            continue
        if kind == "free_refills" and len(sight.view["you"]["hand"]) <= 3:
            return action
    picks = _of(legal, A.PickUpTreasure) + [
        a for a in _of(legal, A.SendFamiliar) if a.purpose in ("fetch", "harvest")  # type: ignore
    ]
    if picks:
        return picks[0]
    harvest = _of(legal, A.Harvest)
    if harvest:
        return max(harvest, key=lambda a: (a.choice == "permanent", a.choice != ""))  # type: ignore
    takes = _of(legal, A.TakeFromCrate)
    if takes:
        return max(takes, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    if len(sight.view["you"]["hand"]) < 3:
        draws = _of(legal, A.DrawCard)
        want = "permanent" if not sight.mine["slots"] else "one_time"
        for action in draws:
            if action.deck == want:  # type: ignore[attr-defined]
                return action
    return None


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The normal plan, with one choice in four made at random (never ending the turn)."""
    if view["you"]["decision"] is None and rng.random() < 0.25:
        choices = [a for a in legal if not isinstance(a, A.EndTurn)]
        if choices:
            return rng.choice(choices)
    return normal_bot(view, legal, rng)


#: The hard level is the core search (``worlds.hard_bot``), added where the game registers.
BOTS: dict[str, Callable[[dict[str, Any], list[Action], GameRng], Action]] = {
    "easy": easy_bot,
    "normal": normal_bot,
}

"""What an Axis Mundi bot knows of the table, read from its view only.

Distances are action costs over the board as it lies now (a Dijkstra search
on the view's tiles, turned to where they lie now), so the bots are quick and
never see the true state.
"""

from __future__ import annotations

import heapq
from typing import Any

from game.core.hexgrid import DIRECTIONS, ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import level_of, ring_hexes, rotated
from game.games.axis_mundi.rules.catalog import CARDS, card_type

#: How much a bot likes to hold a card (higher: keep, activate, pick first).
VALUE: dict[str, float] = {
    "rock_climber": 9, "inspiration": 8, "second_wind": 7, "dexterity": 8, "alpinist": 8,
    "short_bow": 7, "long_bow": 6, "honed_blade": 6, "shields_up": 5, "perfect_execution": 5,
    "hickory_shield": 6, "wooden_shield": 5, "suture_kit": 6, "salve": 4, "holistic_herbs": 4,
    "god_mode": 6, "follow_the_monkey": 5, "options": 5, "double_double": 4,
    "unstoppable": 4, "cornered_animal": 3, "hail_anemoi": 2, "elusive": 4,
    "empty_vessel": 5, "who_are_you": 4, "free_refills": 5, "seek_and_destroy": 4,
    "godspeed": 4, "phrygian_tumble": 3, "hafdasa_c4": 4, "crates": 3, "archers_tales": 3,
    "second_times_the_charm": 3, "ethereal_drain": 3, "perfect_counter": 3,
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


def is_permanent(card: str) -> bool:
    return CARDS[card_type(card)].deck == "permanent"


#: The attacks: the melee, the shot, the grenade and the Angel's or Demon's blows.
ATTACKS = (A.Melee, A.Shoot, A.ThrowGrenade, A.DemonicMelee, A.DemonicBlast)


def of(legal: list[Action], kind: type) -> list[Action]:
    return [a for a in legal if isinstance(a, kind)]


def pins(action: Action) -> bool:
    """The familiar sent to pin, or a card played to the same end."""
    return (isinstance(action, A.SendFamiliar) and action.purpose == "pin") or (
        isinstance(action, A.PlayCard) and action.option == "pin")


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
        self.hand: list[str] = list(view["you"]["hand"])
        self.turn = view["turn"]

    @property
    def hp(self) -> int:
        return int(self.mine["hp"] or self.mine["max_hp"])

    @property
    def limit(self) -> int:
        """The hand limit (the Savant's is 6, upgraded 7; borrowed for this turn too)."""
        who = self.turn.get("identity") or self.mine["character"]
        if who != "savant" or self.heavenly:
            return 5
        return 7 if self.mine["form"] == "upgraded" else 6

    def level(self, h: Hex) -> int:
        return int(self.hexes[h]["level"]) if h in self.hexes else -1

    def terrain(self, h: Hex) -> str:
        return str(self.hexes[h]["terrain"]) if h in self.hexes else ""

    def foes(self) -> list[dict[str, Any]]:
        """The other players, visible ones only."""
        return [p for p in self.players if p["seat"] != self.me and p["pos"] is not None]

    def gate_ring(self) -> list[Hex]:
        return [h for h in ORIGIN.ring(1) if h in self.hexes]

    def distances(self, goals: list[Hex], *, heavenly: bool | None = None,
                  blocking: bool = True) -> dict[Hex, float]:
        """Cost to reach any goal from every hex (searching backwards from the goals),
        by the step costs of a character (``heavenly``: of the Angel or Demon)."""
        levels = {(h.q, h.r): info["level"] for h, info in self.hexes.items()
                  if info["terrain"] not in ("inaccessible", "axis_mundi")}
        rough = {(h.q, h.r) for h, info in self.hexes.items() if info["terrain"] not in SAFE}
        blocked = {(h.q, h.r) for h in self.taken} if blocking else set()
        heavenly = self.heavenly if heavenly is None else heavenly
        costs = HEAVENLY_COSTS if heavenly else COSTS
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


def destination(sight: Sight, action: Action) -> Hex | None:
    if isinstance(action, A.ThroughCave):
        return Hex(-sight.here.q, -sight.here.r)
    if isinstance(action, A.Move | A.Run | A.Climb | A.Descend):
        return action.to
    return None


def spent(action: Action, heavenly: bool) -> float:
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
        to = destination(sight, action)
        if to is None or to not in dist:
            continue
        gained = here - dist[to]
        if gained / spent(action, sight.heavenly) < 0.5:
            continue
        rate = gained - 0.01 * spent(action, sight.heavenly)
        if isinstance(action, A.Run):
            rate -= 0.3
        if rate > gain + 1e-9:
            best, gain = action, rate
    return best


def goals(sight: Sight) -> list[Hex] | None:
    """Where the bot is heading: its pier as the Angel or Demon, the gate's ring in the
    race, else next to the Angel or Demon (its pier while it sits in the gate); None
    when it is there already."""
    if sight.heavenly:
        return [Hex(*sight.mine["pier"])]
    if sight.holder is None:
        out = sight.gate_ring()
    else:
        holder = sight.players[sight.holder]
        if holder["pos"] is None or holder["on_axis_mundi"]:
            out = [Hex(*holder["pier"])]
        else:
            out = [n for n in Hex(*holder["pos"]).neighbors() if n in sight.hexes]
    return None if sight.here in out else out

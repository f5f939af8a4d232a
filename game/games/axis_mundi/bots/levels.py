"""Axis Mundi bots: they read only their view and the legal actions.

The plan, in the game's own terms: race up the volcano to the Axis Mundi
(climb whenever a whole turn allows it, walk the ring to a climbable spot
otherwise); as Angel or Demon walk home to the pier, striking whoever blocks
the way; when someone else holds the gate, hunt them, or stand on their pier
to block it. Around that plan the normal bot uses the whole game: its
character's powers, upgraded ones too (``powers.py``), the 1-Time cards that
help now and a hand kept under its limit by playing (``hand.py``), melee
attacks whose forced movement sets a rival back (``pushes.py``), time bombs
and invisibility.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.values import Action
from game.games.axis_mundi.bots import hand, powers
from game.games.axis_mundi.bots.homeward import homeward
from game.games.axis_mundi.bots.pushes import push_harm, race_leader
from game.games.axis_mundi.bots.sight import Sight, best_step, goals, of, pins, value
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.catalog import card_type

__all__ = ["BOTS", "Sight", "best_step", "decide", "easy_bot", "normal_bot", "value"]


def decide(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """A decision owed outside the Action Phase."""
    chosen = hand.decide(view, legal, rng)
    if chosen is not None:
        return chosen
    first = legal[0]
    if isinstance(first, A.FeedFamiliar):  # the emptiest familiar
        energy = view["players"][view["seat"]]["energy"]
        return min(legal, key=lambda a: energy[a.section])  # type: ignore[attr-defined]
    if isinstance(first, A.Shield | A.Evade):
        return legal[-1]
    if isinstance(first, A.Levitate):
        if view["you"]["decision"]["kind"] == "wander":
            return powers.wander(Sight(view), legal)
        return powers.hover(view, legal)
    return first


def normal_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """Race, use cards, powers and treasure, then go home or hunt."""
    if view["you"]["decision"] is not None:
        return decide(view, legal, rng)
    if len(legal) == 1:
        return legal[0]
    sight = Sight(view)
    for pick in (_finish, _opening, _boost, _strike, _travel, _tend, _last):
        action = pick(sight, legal, rng)
        if action is not None:
            return action
    return of(legal, A.EndTurn)[0]


def _finish(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """Enter the gate, or climb out of it."""
    enter = of(legal, A.EnterAxisMundi)
    if enter:
        return enter[0]
    heal = of(legal, A.PowerHeal)
    if sight.heavenly and heal and sight.hp <= sight.mine["max_hp"] // 2:
        return heal[0]
    if sight.mine["on_axis_mundi"]:
        home = sight.distances([Hex(*sight.mine["pier"])])
        return best_step(sight, legal, home) or (of(legal, A.Climb) or [None])[0]
    return None


def _opening(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """The turn's first choices: So, S.; Rock-Climber; five cards when the hand is poor
    and the turn has nowhere better to go."""
    if not sight.turn["fresh"]:
        return None
    borrowed = powers.borrow(sight, legal)
    if borrowed is not None:
        return borrowed
    want = goals(sight)
    climbs = [p for p in of(legal, A.PlayCard) if card_type(p.card) == "rock_climber"]  # type: ignore
    if climbs and sight.holder is None and want is not None:
        dist = sight.distances(want)
        return min(climbs, key=lambda p: dist.get(p.target, 1e9))  # type: ignore[attr-defined]
    five = hand.draw_five(sight, legal) if hand.poor(sight) and not sight.heavenly else None
    if five is None:
        return None
    step = None if want is None else best_step(sight, legal, sight.distances(want))
    if sight.mine["immobilized"] or step is None or (
            not sight.hand and not isinstance(step, A.Climb)):
        return five
    return None


def _boost(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """Free help: powers that cost no action, a slot filled, treasure, extra actions,
    and invisibility or God-Mode when foes close in."""
    for power in (powers.demand, powers.shove, powers.pull, powers.free_harvest):
        action = power(sight, legal)
        if action is not None:
            return action
    bombing = powers.bomb(sight, legal, spare=False)
    if bombing is not None:
        return bombing
    for play in of(legal, A.PlayCard):
        if card_type(play.card) in ("empty_vessel", "god_mode") \
                and hand.worth(sight, play) >= 1.5:  # type: ignore[arg-type]
            return play
    if _free_swap(sight):
        slotting = hand.activation(sight, legal, free=True)
        if slotting is not None:
            return slotting
    actions = sight.turn["actions"]
    for action in of(legal, A.UseTreasure):
        name = action.treasure  # type: ignore[attr-defined]
        if name == "extra_action" and actions == 2:
            return action
        if name == "heal_four" and sight.hp <= sight.mine["max_hp"] - 4:
            return action
        if name in ("two_moves", "two_energy") or (name == "draw_three" and action.one_time == 2
                                                   and len(sight.hand) + 3 <= sight.limit):
            return action
        if name == "extra_attack" and actions == 0 and _attack_waiting(sight):
            return action
    if actions == 2 and goals(sight) is not None:
        inspired = hand.free_card(sight, legal, "inspiration")
        if inspired is not None:
            return inspired
    return None


def _strike(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """Attack the Angel/Demon (or, as one, whoever stands in the way); in the race,
    push a rival where it hurts and pin the leader near the gate."""
    holder = sight.holder
    if holder is None:
        return _race_strike(sight, legal, rng)
    if sight.heavenly:
        target_seats = [p["seat"] for p in sight.players if p["seat"] != sight.me]
    else:
        target_seats = [holder]
    targets = {Hex(*sight.players[s]["pos"]) for s in target_seats
               if sight.players[s]["pos"] is not None}
    options = []
    for action in legal:
        target = getattr(action, "target", None)
        if isinstance(action, A.PlayCard) and card_type(action.card) == "hafdasa_c4":
            if sum(1 for t in targets if t.distance(sight.here) == 1):
                options.append((2.5, action))
            continue
        if target not in targets:
            continue
        if isinstance(action, A.DemonicMelee | A.Shoot | A.ThrowGrenade):
            options.append((3, action))
        elif isinstance(action, A.Melee) and (sight.hp > 2 or action.cards):
            options.append((2 + len(action.cards), action))
        elif isinstance(action, A.SendFamiliar) and action.purpose == "pin":
            options.append((1, action))
        elif isinstance(action, A.PlayCard) and card_type(action.card) == "seek_and_destroy":
            options.append((2, action))
    if sight.heavenly and sight.mine["form"] == "demon" and of(legal, A.DemonicBlast):
        near = sum(1 for t in targets if 1 <= t.distance(sight.here) <= 3)
        if near >= 2:
            options.append((4, of(legal, A.DemonicBlast)[0]))
    if sight.heavenly and options and _travel(sight, legal, rng) is not None \
            and not any(getattr(o[1], "target", None) in _blockers(sight) for o in options):
        return None  # walking home comes first, unless a foe blocks the way in
    blocking = _blockers(sight)
    return max(options, key=lambda o: (getattr(o[1], "target", None) in blocking, o[0]))[1] \
        if options else None


def _blockers(sight: Sight) -> set[Hex]:
    """Foes standing on the Angel's or Demon's pier or warehouse (Blocking Tactics)."""
    pier = sight.mine["pier"]
    ways = {Hex(*p[k]) for p in sight.view["board"]["places"] if p["pier"] == pier
            for k in ("pier", "warehouse")}
    return {Hex(*p["pos"]) for p in sight.foes()} & ways


def _race_strike(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    melees = [a for a in of(legal, A.Melee)
              if sight.hp >= 4 or any(card_type(c) == "perfect_counter" for c in a.cards)]  # type: ignore
    want = goals(sight)
    step = None if want is None else best_step(sight, legal, sight.distances(want))
    stepping = step is not None
    # A push that costs the bot its own climb this turn must set the rival back more.
    bar = 4.0 if isinstance(step, A.Climb) else 1.5 if stepping else 0.8
    if melees and not sight.heavenly:
        harm = push_harm(sight, sorted({a.target for a in melees}), rng)  # type: ignore
        best = max(melees, key=lambda a: (harm[a.target], -len(a.cards)))  # type: ignore
        malignant = (sight.turn.get("identity") or sight.mine["character"]) == "malignant"
        if harm[best.target] + (0.4 if malignant else 0.0) >= bar:  # type: ignore
            return best
    leader = race_leader(sight)
    if leader is not None:
        race = sight.distances(sight.gate_ring(), heavenly=False, blocking=False)
        at = Hex(*leader["pos"])
        near = race.get(at, 1e9)
        spare = sight.turn["actions"] < 3 and not stepping
        if (near < 0.5 or (near <= 3.5 and spare)) and not leader["immobilized"]:
            for action in legal:
                if getattr(action, "target", None) == at and pins(action):
                    return action
    beside = sum(1 for p in sight.foes() if Hex(*p["pos"]).distance(sight.here) == 1)
    if beside >= 2:
        for play in of(legal, A.PlayCard):
            if card_type(play.card) == "hafdasa_c4":  # type: ignore[attr-defined]
                return play
    return None


def _travel(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    if sight.heavenly:
        return homeward(sight, legal)
    want = powers.bomb_goal(sight) or goals(sight)
    if want is None:
        return None
    dist = sight.distances(want)
    return best_step(sight, legal, dist) or _hidden_cave(sight, legal, dist)


def _hidden_cave(sight: Sight, legal: list[Action], dist: dict[Hex, float]) -> Action | None:
    """Now You See Me: a hidden cave N hexes along the ring, left or right by a die;
    taken when the two sides save more than an action on the way, on average."""
    radius = sight.here.length()
    if radius == 0 or radius >= len(sight.view["board"]["rings"]):
        return None
    ring = list(ring_hexes(radius))
    if sight.here not in ring:
        return None
    at = ring.index(sight.here)
    here = dist.get(sight.here, 1e9)
    for play in of(legal, A.PlayCard):
        kind = card_type(play.card)  # type: ignore[attr-defined]
        if not kind.startswith("now_you_see_me"):
            continue
        steps = int(kind.rsplit("_", 1)[1])
        sides = [ring[(at + steps) % len(ring)], ring[(at - steps) % len(ring)]]
        if sum(here - dist.get(h, 1e9) for h in sides) / 2 >= 1.2:
            return play
    return None


def _tend(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """Spare actions: heal, cards that help, treasure, harvests, crates, bombs, draws."""
    heals = of(legal, A.PowerHeal)
    if heals and sight.hp <= sight.mine["max_hp"] - 4:
        return heals[0]
    card = hand.spare(sight, legal) or hand.activation(sight, legal, free=_free_swap(sight))
    if card is not None:
        return card
    picks = of(legal, A.PickUpTreasure) + [
        a for a in of(legal, A.SendFamiliar) if a.purpose in ("fetch", "harvest")  # type: ignore
    ] + [a for a in of(legal, A.PlayCard) if a.option == "fetch"]  # type: ignore[attr-defined]
    if picks:
        return picks[0]
    for choice in (powers.bomb(sight, legal, spare=True), powers.infect(sight, legal),
                   powers.scrounge(sight, legal), powers.harvest(sight, legal)):
        if choice is not None:
            return choice
    takes = of(legal, A.TakeFromCrate)
    if takes and len(sight.hand) < sight.limit:
        return max(takes, key=lambda a: value(a.card))  # type: ignore[attr-defined]
    return hand.draw(sight, legal)


def _last(sight: Sight, legal: list[Action], rng: GameRng) -> Action | None:
    """Before ending the turn: a free move, action or attack card where it would be
    used (into the gate this turn, rather than the next), or any free card while the
    hand is full (played, not discarded later)."""
    turn = sight.turn
    want = goals(sight)
    at_gate = sight.holder is None and not sight.heavenly and sight.here.length() == 1
    if turn["actions"] == 0 and at_gate and not turn["extra_moves"]:  # in this turn still
        card = hand.free_card(sight, legal, "second_wind") \
            or hand.free_card(sight, legal, "options", "move") \
            or hand.free_card(sight, legal, "inspiration")
        boosts = [a for a in of(legal, A.UseTreasure)
                  if a.treasure in ("extra_action", "two_moves")]  # type: ignore[attr-defined]
        if card is not None or boosts:
            return card or boosts[0]
    if turn["actions"] == 0 and want is not None and _would_step(sight, want):
        card = hand.free_card(sight, legal, "second_wind") \
            or hand.free_card(sight, legal, "options", "move") \
            or hand.free_card(sight, legal, "inspiration")
        if card is not None:
            return card
    if turn["actions"] == 0 and _attack_waiting(sight):
        card = hand.free_card(sight, legal, "follow_the_monkey")
        if card is not None:
            return card
    if len(sight.hand) >= sight.limit:
        for kind in ("inspiration", "second_wind", "follow_the_monkey"):
            card = hand.free_card(sight, legal, kind)
            if card is not None:
                return card
    return None


def _free_swap(sight: Sight) -> bool:
    """The Savant's activations cost no action (one a turn; upgraded, all)."""
    who = sight.turn.get("identity") or sight.mine["character"]
    return who == "savant" and not sight.heavenly


def _would_step(sight: Sight, want: list[Hex]) -> bool:
    """Would one more move (along the level, or up as Angel or Demon) gain ground?"""
    dist = sight.distances(want)
    here = dist.get(sight.here, 1e9)
    level = sight.level(sight.here)
    ok = (level, level + 1) if sight.heavenly else (level,)
    return any(dist.get(n, 1e9) < here - 0.5 for n in sight.here.neighbors()
               if n not in sight.taken and sight.level(n) in ok)


def _attack_waiting(sight: Sight) -> bool:
    """The Angel or Demon (or, as one, a foe) stands beside the bot."""
    if sight.holder is None:
        return False
    seats = [sight.holder] if not sight.heavenly else [p["seat"] for p in sight.foes()]
    return any(sight.players[s]["pos"] is not None
               and Hex(*sight.players[s]["pos"]).distance(sight.here) == 1 for s in seats)


#: How often the easy bot makes a choice of its turn at random: two in five (one in
#: four left the normal bot at 1.99 times its fair share at 3 players, 1.8 at 6).
EASY_WHIM = 0.4


def easy_bot(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The normal plan, with two choices in five made at random (never ending the turn)."""
    if view["you"]["decision"] is None and rng.random() < EASY_WHIM:
        choices = [a for a in legal if not isinstance(a, A.EndTurn)]
        if choices:
            return rng.choice(choices)
    return normal_bot(view, legal, rng)


#: The hard level is the core search (``worlds.hard_bot``), added where the game registers.
BOTS: dict[str, Callable[[dict[str, Any], list[Action], GameRng], Action]] = {
    "easy": easy_bot,
    "normal": normal_bot,
}

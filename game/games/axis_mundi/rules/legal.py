"""Every legal action for a seat, rule by rule."""

from __future__ import annotations

from itertools import combinations

from game.core.hexgrid import ORIGIN, Hex
from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import combat, flow, movement
from game.games.axis_mundi.rules.board import HARVESTABLE
from game.games.axis_mundi.rules.cardplay import _first_copies, card_plays
from game.games.axis_mundi.rules.catalog import CARDS, card_type
from game.games.axis_mundi.rules.table import Table

SHIELDS = ("wooden_shield", "hickory_shield")
BOOSTS = ("extra_action", "two_moves", "extra_attack", "two_energy")
#: Hexes where a guessed attack can never hit anyone.
GUARDED = ("", "inaccessible", "axis_mundi", "sheltered")


def legal_actions(t: Table, seat: int) -> list[Action]:
    if t.phase == "over":
        return []
    if t.pending:
        decision = t.pending[0]
        return decision_actions(t, seat, decision) if decision["seat"] == seat else []
    if seat != t.current:
        return []
    return turn_actions(t, seat)


def decision_actions(t: Table, seat: int, d: dict) -> list[Action]:
    mat = t.mats[seat]
    kind = d["kind"]
    hand = _first_copies(mat.hand)
    if kind == "starting_hand":
        return [A.DrawStartingHand(k) for k in range(6)]
    if kind == "redraw":
        out: list[Action] = []
        for size in range(len(mat.hand) + 1):
            for chosen in combinations(mat.hand, size):
                out += [A.Redraw(chosen, k) for k in range(size + 1)]
        return out
    if kind == "pre_crate":
        crate = t.crates[seat] or []
        return [A.Pass()] + [A.TakeFromCrate(c) for c in _first_copies(crate)]
    if kind == "discard":
        return [A.Discard(c) for c in hand]
    if kind == "shield":
        out = [A.Shield(())]
        dd = [c for c in mat.hand if card_type(c) == "double_double"][:1]
        for c in hand:
            if card_type(c) in SHIELDS:
                out.append(A.Shield((c,)))
                out += [A.Shield((c, dd[0]))] if dd else []
        return out
    if kind == "evade":
        return [A.Evade("")] + [A.Evade(c) for c in hand if card_type(c) == "elusive"]
    if kind == "give":
        return [A.GiveCard(c) for c in hand]
    if kind == "keep":
        return [A.KeepCard(c) for c in _first_copies(d["cards"])]
    if kind == "pick":
        pool = t.discard if d["from"] == "discard" else [c for cr in t.crates for c in cr or []]
        return [A.KeepCard(c) for c in _first_copies(pool)]
    if kind == "arrange":
        return [A.Arrange(a, b) for a in (False, True) for b in (False, True)]
    if kind == "slots":
        slotted = {card_type(c) for c in mat.slots}  # "must be different"
        perms = [c for c in hand if CARDS[card_type(c)].deck == "permanent"
                 and card_type(c) not in slotted]
        size = min(d["count"], len(perms))
        return [A.ChooseSlots(chosen) for chosen in combinations(perms, size)]
    if kind == "levitate":
        hover = [A.Levitate(mat.pos)] if flow.can_hover(t, seat) else []
        return [A.Levitate(None), *hover]
    if kind == "unslot":
        return [A.Unslot(c) for c in _first_copies(mat.slots)]
    if kind == "energy":
        return [A.FeedFamiliar(i) for i, e in enumerate(mat.energy) if e < 2]
    if kind == "deal":
        return [A.DealCard(c) for c in _first_copies(d["cards"])]
    if kind == "wander":
        return [A.Levitate(None)] + [A.Levitate(h) for h in flow.wander_targets(t, seat)]
    raise AssertionError(f"unknown decision {kind}")


def can_move(t: Table, cost: int = 1) -> bool:
    return (cost == 1 and t.turn.extra_moves > 0) or t.turn.actions >= cost


def can_attack(t: Table, melee: bool = False) -> bool:
    turn = t.turn
    return turn.actions >= 1 or turn.extra_attacks > 0 or (melee and turn.free_melee > 0)


def _foes_at(t: Table, seat: int, hexes: list[Hex]) -> list[Hex]:
    """Target hexes: unprotected visible foes, or, while a foe is invisible, any enterable
    hex but a sheltered one (shelter offers "full protection from Attacks")."""
    guessing = any(m.invisible for s, m in enumerate(t.mats) if s != seat)
    out = []
    for h in hexes:
        other = t.occupant(h)
        if other is not None and other != seat:
            if not (t.mats[other].on_axis or t.sheltered(other)):
                out.append(h)
        elif other is None and guessing and t.terrain(h) not in GUARDED:
            out.append(h)
    return out


def turn_actions(t: Table, seat: int) -> list[Action]:
    mat = t.mats[seat]
    turn = t.turn
    here = mat.pos
    level = t.level(here)
    if turn.must_leave_axis:
        exits = [A.Climb(h) for h in t.board.neighbours(here) if t.is_free(h, seat)]
        return exits if exits and can_move(t) else [A.EndTurn()]
    out: list[Action] = [A.EndTurn()]
    acts = turn.actions
    place = t.place_at(here)
    crate = t.crates[place] if place >= 0 else None
    scrounger = t.is_(seat, "scrounger")
    more = scrounger and 0 < turn.crate_takes < 4
    # An invisible character only moves, plays cards and attacks: acts on the hex it
    # stands on (crate, treasure, harvest, time bomb, the Mischievous' pull) would show
    # everyone where it is.
    seen = not mat.invisible
    if seen and crate and ((turn.crate_takes == 0 and acts >= 1) or more):
        out += [A.TakeFromCrate(c) for c in _first_copies(crate)]
    # Nor sends the familiar: its flight would show how far away it is.
    if seen and acts >= 1 and t.energy_ready(seat) >= 0:
        out += familiar_actions(t, seat)
    if seen and acts >= 1 and t.home(here) in t.treasures:
        out.append(A.PickUpTreasure())
    out += card_plays(t, seat)
    if acts >= 1:
        out += [A.DrawCard(d) for d in ("one_time", "permanent") if t.deck_size(d)]
    if acts >= 3:
        sizes = t.deck_size("one_time"), t.deck_size("permanent")
        out += [A.DrawFive(k) for k in range(6) if k <= sizes[0] and 5 - k <= sizes[1]]
    if turn.began_on_power and turn.fresh and acts >= 1 and mat.hp < mat.max_hp:
        out.append(A.PowerHeal())
    if seen:
        out += harvest_actions(t, seat)
    out += activate_actions(t, seat)
    if seen and place >= 0 and place not in t.destroyed:
        if "time_bomb" in mat.treasures and place not in t.bombs and acts >= 2:
            out.append(A.PlaceTimeBomb())
        if t.bombs.get(place, seat) != seat and acts >= 1:
            out.append(A.DisarmTimeBomb())
    out += treasure_actions(t, seat)
    out += power_actions(t, seat)
    if not t.sheltered(seat):
        out += attack_actions(t, seat)
    elif mat.form == "demon" and can_attack(t):
        out.append(A.DemonicBlast())
    if movement.can_leave(t, seat):
        out += move_actions(t, seat, here, level)
    return out


def familiar_actions(t: Table, seat: int) -> list[Action]:
    here = t.mats[seat].pos
    reach = combat.familiar_range(t, seat, card=False)
    out: list[Action] = [A.SendFamiliar(t.world(h), "fetch") for h in sorted(t.treasures)
                         if here.distance(t.world(h)) <= reach]
    for other, m in enumerate(t.mats):
        if other == seat or m.invisible or here.distance(m.pos) > reach:
            continue
        if combat.can_be_pinned(t, other) or (
            m.heavenly and t.is_(seat, "beastmaster") and not t.protected(other)
        ):
            out.append(A.SendFamiliar(m.pos, "pin"))
    if t.is_(seat, "beastmaster") and t.upgraded(seat):
        for h in t.board.homes:
            w = t.world(h)
            # "up to 3 spaces", and Hail Anemoi's "Flight Path limit is increased by 1 Hex"
            # for the Beastmaster's familiars ("Combines with ... Variable Player Powers").
            if here.distance(w) <= reach and h not in t.harvested \
                    and t.terrain(w) in HARVESTABLE:
                out.append(A.SendFamiliar(w, "harvest"))
    return out


def harvest_actions(t: Table, seat: int) -> list[Action]:
    here = t.mats[seat].pos
    terrain = t.terrain(here)
    cultivator = t.is_(seat, "cultivator")
    upgraded = cultivator and t.upgraded(seat)
    ground = HARVESTABLE | ({"path"} if upgraded else set())
    # The crater is accessible terrain once the gate is taken ("changes to an Accessible
    # Terrain Hex"): harvested like any other.
    if terrain not in ground or t.home(here) in t.harvested:
        return []
    free = upgraded and not t.turn.free_harvest
    if not free and t.turn.actions < 1:
        return []
    choices = ("one_time", "permanent", "heal")
    if cultivator:
        return [A.Harvest(c) for c in choices]
    out: list[Action] = [A.Harvest()]
    for card in _first_copies(t.mats[seat].hand):
        if card_type(card) == "harvester":
            out += [A.Harvest(c, card) for c in choices]
    return out


def activate_actions(t: Table, seat: int) -> list[Action]:
    mat = t.mats[seat]
    free = t.turn.free_activation or (t.is_(seat, "savant") and t.upgraded(seat))
    if not free and t.turn.actions < 1:
        return []
    active = {card_type(c) for c in mat.slots}
    out: list[Action] = []
    for card in _first_copies(mat.hand):
        kind = card_type(card)
        if CARDS[kind].deck != "permanent":
            continue
        if len(mat.slots) < t.slot_count(seat):
            if kind not in active:
                out.append(A.Activate(card))
        else:
            out += [A.Activate(card, s) for s in mat.slots
                    if kind not in active - {card_type(s)}]
    return out


def treasure_actions(t: Table, seat: int) -> list[Action]:
    mat = t.mats[seat]
    out: list[Action] = []
    for treasure in mat.treasures:
        if treasure == "draw_three":
            out += [A.UseTreasure(treasure, k) for k in range(4)]
        elif (treasure == "heal_four" and mat.hp < mat.max_hp) or treasure in BOOSTS:
            out.append(A.UseTreasure(treasure))
    return out


def power_actions(t: Table, seat: int) -> list[Action]:
    """The characters' own powers: Scrounge, the Savant's demand, pull and shove."""
    mat = t.mats[seat]
    out: list[Action] = []
    if t.is_(seat, "scrounger") and t.turn.actions >= 1:
        own = mat.character == "scrounger"
        if (own and mat.scrounge >= 3) or (not own and not t.turn.scrounged):
            out += [A.Scrounge(c) for c in _first_copies(t.discard)]
    # An upgrade replaces the power: the upgraded mats name no demand and no pull.
    if t.is_(seat, "savant") and not t.upgraded(seat) and not mat.demanded:
        out += [A.Demand(s) for s, m in enumerate(t.mats) if s != seat and m.hand]
    if t.is_(seat, "mischievous") and not t.upgraded(seat) and not t.turn.pulled \
            and not mat.invisible:
        spots = [h for h in t.board.neighbours(mat.pos)
                 if t.level(h) == t.level(mat.pos) and h.length() and t.is_free(h, seat)]
        for other, m in enumerate(t.mats):
            if other != seat and not m.invisible and not m.on_axis \
                    and t.level(m.pos) == t.level(mat.pos):
                out += [A.Pull(other, h) for h in spots if h != m.pos]
    holder = t.heavenly()
    if t.is_(seat, "mischievous") and t.upgraded(seat) and mat.mischief >= 2 and holder is not None:
        demon = t.mats[holder]
        if not demon.on_axis and not demon.invisible:
            out += [A.Shove(h) for h in t.board.neighbours(demon.pos)
                    if t.level(h) == t.level(demon.pos) and h.length() and t.is_free(h, holder)]
    return out


def attack_actions(t: Table, seat: int) -> list[Action]:
    mat = t.mats[seat]
    here = mat.pos
    out: list[Action] = []
    near = t.board.neighbours(here)
    if can_attack(t, melee=True) and not mat.on_axis:
        reachable = [h for h in near if mat.heavenly or t.level(h) in (t.level(here),
                                                                      t.level(here) + 1)]
        extras = [()]
        pc = [c for c in mat.hand if card_type(c) == "perfect_counter"][:1]
        dm = [c for c in mat.hand if card_type(c) == "desperate_measures"][:1] \
            if mat.hp <= 3 else []
        extras += [(c,) for c in pc + dm] + ([(pc[0], dm[0])] if pc and dm else [])
        for h in _foes_at(t, seat, reachable):
            out += [A.Melee(h, cards) for cards in extras]
            if mat.form == "demon":
                out.append(A.DemonicMelee(h))
    if not can_attack(t):
        return out
    bows = set()
    if t.active(seat, "short_bow"):
        bows |= {1, 2}
    if t.active(seat, "long_bow"):
        bows |= {2, 3}
    if bows:
        ring = [h for d in sorted(bows) for h in here.ring(d) if t.board.on_board(h)]
        out += [A.Shoot(h) for h in _foes_at(t, seat, ring)]
    if "grenade" in mat.treasures:
        out += [A.ThrowGrenade(h) for h in _foes_at(t, seat, near)]
    if mat.form == "demon":
        out.append(A.DemonicBlast())
    return out


def move_actions(t: Table, seat: int, here: Hex, level: int) -> list[Action]:
    mat = t.mats[seat]
    out: list[Action] = []
    near = [h for h in t.board.neighbours(here) if h != ORIGIN or t.holder is not None]
    free = [h for h in near if t.is_free(h, seat)]
    if can_move(t):
        out += [A.Move(h) for h in free if t.level(h) == level]
        if not mat.heavenly:
            for via in free:
                if t.level(via) not in (level, level - 1):
                    continue
                for to in t.board.neighbours(via):
                    if to != here and to != ORIGIN and t.level(to) in (t.level(via),
                                                                        t.level(via) - 1) \
                            and t.is_free(to, seat):
                        out.append(A.Run(via, to))
        if t.terrain(here) == "cave" and t.is_free(Hex(-here.q, -here.r), seat):
            out.append(A.ThroughCave())
        if t.holder is None and here.length() == 1 and t.occupant(ORIGIN) is None \
                and not mat.heavenly:
            out.append(A.EnterAxisMundi())
    up_cost, down_cost = (1, 3) if mat.heavenly else (3, 1)
    if can_move(t, up_cost):
        out += [A.Climb(h) for h in free if t.level(h) == level + 1]
    if can_move(t, down_cost):
        out += [A.Descend(h) for h in free if t.level(h) == level - 1]
    return out

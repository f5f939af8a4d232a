"""Attack Actions, the Demon's attacks and the familiar.

A melee attack opens a reaction window for the attacked seat (shields); a
familiar sent to pin a foe opens one for Elusive. The window is always
opened for the target, whatever their hand holds, so it reveals nothing.
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules import harm, heaven, movement
from game.games.axis_mundi.rules.catalog import card_type
from game.games.axis_mundi.rules.events import (
    Announced,
    CardPlayed,
    Energy,
    FamiliarSent,
    Harvested,
    Immobilized,
    Missed,
)
from game.games.axis_mundi.rules.table import Table


def victim_at(t: Table, attacker: int, target: Hex) -> tuple[int | None, bool]:
    """The character hit at ``target`` and whether it was a guess on an invisible one."""
    seen = t.occupant(target)
    if seen is not None and seen != attacker:
        return seen, False
    for seat, mat in enumerate(t.mats):
        if seat != attacker and mat.invisible and mat.pos == target and not t.sheltered(seat):
            return seat, True  # shelter gives full protection: the guess misses
    return None, True


def melee_damage(t: Table, attacker: int, cards: tuple[str, ...], demonic: bool) -> tuple[int, int]:
    """(hit points, wounds) a melee attack deals before shields.

    Permanent powers stack with everything ("every benefit is added together"), the
    Demonic Melee Attack included. The upgraded Malignant's melee is the upgraded mat's
    "your Melee Attacks do 3 Hit Points of Damage" (an upgrade replaces the power).
    """
    malignant = t.is_(attacker, "malignant")
    if demonic:
        damage, wounds = 2, 3
    elif malignant and t.upgraded(attacker):
        damage, wounds = 3, 0
    else:
        damage, wounds = 2, 2 if malignant else 0
    if any(card_type(c) == "desperate_measures" for c in cards):
        damage += 1
    if t.active(attacker, "honed_blade"):
        wounds += 3
    if t.cornered(attacker):
        wounds += 2
    return damage, wounds


def melee(t: Table, attacker: int, target: Hex, cards: tuple[str, ...], *,
          demonic: bool = False, free: bool = False) -> None:
    """Strike an adjacent hex; the attacked seat then owes its shield decision."""
    mat = t.mats[attacker]
    if mat.invisible:
        heaven.reappear(t, attacker)
    for card in cards:
        mat.hand.remove(card)
        t.discard.append(card)
        t.log.append(CardPlayed(attacker, card))
    victim, guessed = victim_at(t, attacker, target)
    costly = not (guessed or free or demonic or t.active(attacker, "perfect_execution")
                  or t.cornered(attacker)
                  or any(card_type(c) == "perfect_counter" for c in cards))
    if victim is None:
        t.log.append(Missed(attacker, "melee attack", target, *t.where(target)))
        return
    if t.mats[victim].invisible:
        heaven.reappear(t, victim)
    damage, wounds = melee_damage(t, attacker, cards, demonic)
    t.push({"seat": victim, "kind": "shield", "attack": {
        "attacker": attacker, "damage": damage, "wounds": wounds,
        "from": mat.pos.to_json(), "costly": costly,
    }})


#: Why a melee attack moved no one (Designer's choices, "Forced movement, blocked
#: everywhere": with no free hex to go to, the attacked stays put).
STAYS = "stays put: no free hex to be pushed to"
STAYS_AT_SEA = "stays put: no free hex to be pushed to, and nothing lies below Sea Level"


def resolve_melee(t: Table, victim: int, attack: dict[str, Any], shields: tuple[str, ...]) -> None:
    """Apply a melee attack after the attacked seat chose its shields."""
    mat = t.mats[victim]
    attacker = attack["attacker"]
    reduce = 1 if t.active(victim, "shields_up") else 0
    for card in shields:
        mat.hand.remove(card)
        t.discard.append(card)
        t.log.append(CardPlayed(victim, card))
    kinds = [card_type(c) for c in shields]
    times = 2 if "double_double" in kinds else 1
    reduce += times * sum({"wooden_shield": 1, "hickory_shield": 2}.get(k, 0) for k in kinds)
    pos = mat.pos
    harm.lose_hp(t, victim, max(0, attack["damage"] - reduce), "melee attack")
    if mat.pos == pos:
        harm.add_wounds(t, victim, attack["wounds"], "melee attack")
    if mat.pos == pos and t.heavenly() is None and t.phase == "play":
        to, case = movement.push_destination(t, Hex.from_json(attack["from"]), victim)
        if to is not None:
            movement.enter(t, victim, to, case, downhill=False)
        else:  # the book names no hex for this case: the attacked stays, and the log says why
            t.log.append(Announced(victim, STAYS_AT_SEA if t.level(pos) == 0 else STAYS))
    if attack["costly"]:
        harm.lose_hp(t, attacker, 1, "the cost of a melee attack", kind="terrain")


def shoot(t: Table, attacker: int, target: Hex) -> None:
    """An arrow: 1 hit point and 2 wounds, no movement (Shoot an Arrow)."""
    _ranged(t, attacker, target, 1, 2, "arrow")


def throw_grenade(t: Table, attacker: int, target: Hex) -> None:
    t.mats[attacker].treasures.remove("grenade")
    _ranged(t, attacker, target, 3, 0, "grenade")


def _ranged(t: Table, attacker: int, target: Hex, damage: int, wounds: int, cause: str) -> None:
    if t.mats[attacker].invisible:
        heaven.reappear(t, attacker)
    victim, _ = victim_at(t, attacker, target)
    if victim is None:
        t.log.append(Missed(attacker, cause, target, *t.where(target)))
        return
    if t.mats[victim].invisible:
        heaven.reappear(t, victim)
    pos = t.mats[victim].pos
    harm.lose_hp(t, victim, damage, cause)
    if t.mats[victim].pos == pos:
        harm.add_wounds(t, victim, wounds, cause)


def demonic_blast(t: Table, demon: int) -> None:
    """Every foe within 1-3 hexes loses 1 hit point (Demonic AoE Attack)."""
    if t.mats[demon].invisible:
        heaven.reappear(t, demon)  # an attack turns the invisible visible
    here = t.mats[demon].pos
    for seat, mat in enumerate(t.mats):
        if seat != demon and 1 <= mat.pos.distance(here) <= 3:
            if mat.invisible:  # the blast hits its hex: "you immediately become Visible"
                heaven.reappear(t, seat)
            harm.lose_hp(t, seat, 1, "demonic blast", kind="area")


def hafdasa(t: Table, seat: int, times: int) -> None:
    """Spray the six surrounding hexes: each foe there loses 1 hit point per copy."""
    here = t.mats[seat].pos
    for other, mat in enumerate(t.mats):
        if other != seat and mat.pos.distance(here) == 1:
            if mat.invisible and not t.sheltered(other):
                # the spray hits its hex ("If it did, you immediately become Visible", God-Mode
                # or not); shelter gives "full protection from Attacks": it is not hit
                heaven.reappear(t, other)
            harm.lose_hp(t, other, times, "Hafdasa C-4")


# The familiar.


def familiar_range(t: Table, seat: int, card: bool) -> int:
    """How far the familiar flies: 2 (cards: 3), Beastmaster 3 (cards: 5, upgraded 6)."""
    if card:
        reach = (6 if t.upgraded(seat) else 5) if t.is_(seat, "beastmaster") else 3
    else:
        reach = 3 if t.is_(seat, "beastmaster") else 2
    return reach + (1 if t.active(seat, "hail_anemoi") else 0)


def spend_energy(t: Table, seat: int) -> None:
    mat = t.mats[seat]
    i = t.energy_ready(seat)
    mat.energy[i] = 0
    t.log.append(Energy(seat, tuple(mat.energy)))


def can_be_pinned(t: Table, seat: int) -> bool:
    """Can a familiar pin this seat? Not the Angel/Demon, Unstoppable, shelter or a guarded one."""
    mat = t.mats[seat]
    if mat.heavenly or t.active(seat, "unstoppable") or t.sheltered(seat) or mat.on_axis:
        return False
    return not (t.is_(seat, "beastmaster") and t.energy_ready(seat) >= 0)


def fetch(t: Table, seat: int, target: Hex) -> None:
    """The familiar takes the treasure; it reaches the play area at the end of the turn."""
    home = t.home(target)
    treasure = t.treasures.pop(home)
    t.turn.fetching.append(treasure)
    t.turn.fetched_from.append(target.to_json())
    t.log.append(FamiliarSent(seat, "fetch", target, *t.where(target)))


def pin(t: Table, seat: int, target: Hex) -> None:
    """Send the familiar at a foe; the foe owes its Elusive decision first."""
    victim = t.occupant(target)
    assert victim is not None
    t.log.append(FamiliarSent(seat, "pin", target, *t.where(target)))
    hurt = 1 if t.is_(seat, "beastmaster") else 0
    t.push({"seat": victim, "kind": "evade", "by": seat, "hurt": hurt})


def resolve_pin(t: Table, victim: int, by: int, hurt: int, elusive: str) -> None:
    mat = t.mats[victim]
    if elusive:
        mat.hand.remove(elusive)
        t.discard.append(elusive)
        t.log.append(CardPlayed(victim, elusive))
        t.log.append(Announced(victim, "slipped away from the familiar"))
        return
    if hurt:
        harm.lose_hp(t, victim, hurt, "the Beastmaster's familiar")
    if not mat.heavenly and not t.active(victim, "unstoppable"):
        mat.immobilized = True
        t.log.append(Immobilized(victim, by))


def seek_and_destroy(t: Table, seat: int, target: Hex, times: int) -> None:
    victim = t.occupant(target)
    assert victim is not None
    t.log.append(FamiliarSent(seat, "attack", target, *t.where(target)))
    damage = 2 if t.is_(seat, "beastmaster") and t.upgraded(seat) else 1
    harm.lose_hp(t, victim, damage * times, "Seek and Destroy")


def harvest_yield(t: Table, seat: int, choice: str, amount: int) -> None:
    """Take a harvest: a card of a deck or hit points."""
    if choice == "heal":
        harm.heal(t, seat, amount, "harvest")
    else:
        for _ in range(amount):
            t.draw(seat, choice)
        t.check_hand(seat)


def harvest(t: Table, seat: int, at: Hex, choice: str, amount: int = 1,
            familiar: bool = False) -> None:
    """Harvest a hex once a game: a die (1-2 1-Time, 3-4 Permanent, 5-6 heal) or a choice."""
    t.harvested.add(t.home(at))
    t.log.append(Harvested(seat, at, *t.where(at), familiar))
    if not choice:
        value = t.roll(seat, "harvest")
        choice = "one_time" if value <= 2 else "permanent" if value <= 4 else "heal"
    harvest_yield(t, seat, choice, amount)


def malignant_turn_start(t: Table, seat: int) -> None:
    """Area wounds at a turn's start (The Malignant's AoE): those due at ``seat``'s start."""
    movement.area_at_start(t, seat)

"""The Action Phase: carrying out an action already checked legal."""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.axis_mundi.rules import actions as A
from game.games.axis_mundi.rules import cardplay, combat, energy, harm, heaven, movement
from game.games.axis_mundi.rules.events import (
    CardActivated,
    CardTaken,
    Demanded,
    FamiliarSent,
    TimeBomb,
    TreasureTaken,
    TreasureUsed,
)
from game.games.axis_mundi.rules.table import Table


def act(t: Table, seat: int, action: Action) -> None:
    """Carry out an action of the Action Phase."""
    turn = t.turn
    mat = t.mats[seat]
    if not isinstance(action, A.PlayCard):
        turn.tumble = False
    if not (isinstance(action, A.PlayCard) and action.card.startswith("who_are_you")):
        turn.fresh = False
    handler = _HANDLERS.get(type(action))
    if handler is not None:
        handler(t, seat, action)
        return
    if isinstance(action, A.EndTurn):
        t.turn_over = True
    elif isinstance(action, A.PlayCard):
        cardplay.play(t, seat, action)
    elif isinstance(action, A.UseTreasure):
        _use_treasure(t, seat, action)
    elif isinstance(action, A.Demand):
        mat.demanded = True
        t.log.append(Demanded(seat, action.seat))
        t.push({"seat": action.seat, "kind": "give", "to": seat})
    else:
        _move(t, seat, action)


def _take(t: Table, seat: int, action: A.TakeFromCrate) -> None:
    if t.turn.crate_takes == 0:
        t.turn.actions -= 1
    t.turn.crate_takes += 1
    cardplay.take_from_crate(t, seat, action.card)
    t.check_hand(seat)


def _familiar(t: Table, seat: int, action: A.SendFamiliar) -> None:
    t.turn.actions -= 1
    combat.spend_energy(t, seat)
    if action.purpose == "fetch":
        combat.fetch(t, seat, action.target)
    elif action.purpose == "harvest":
        t.log.append(FamiliarSent(seat, "harvest", action.target, *t.where(action.target)))
        combat.harvest(t, seat, action.target, "", familiar=True)
    else:
        combat.pin(t, seat, action.target)


def _pick_up(t: Table, seat: int, action: A.PickUpTreasure) -> None:
    t.turn.actions -= 1
    here = t.mats[seat].pos
    treasure = t.treasures.pop(t.home(here))
    t.mats[seat].treasures.append(treasure)
    t.log.append(TreasureTaken(seat, here, treasure))


def _draw(t: Table, seat: int, action: A.DrawCard | A.DrawFive) -> None:
    if isinstance(action, A.DrawCard):
        t.turn.actions -= 1
        t.draw(seat, action.deck)
    else:
        t.turn.actions -= 3
        t.draw_split(seat, 5, action.one_time)
    t.check_hand(seat)


def _power_heal(t: Table, seat: int, action: A.PowerHeal) -> None:
    t.turn.actions -= 1
    t.turn.power_healed = True
    harm.power_heal(t, seat)


def _harvest(t: Table, seat: int, action: A.Harvest) -> None:
    amount = 1
    if t.is_(seat, "cultivator") and t.upgraded(seat) and not t.turn.free_harvest:
        t.turn.free_harvest = True
        amount = 2
    else:
        t.turn.actions -= 1
    if action.card:  # Harvester, played with the harvest
        cardplay.spend(t, seat, action.card)
    combat.harvest(t, seat, t.mats[seat].pos, action.choice, amount)


def _activate(t: Table, seat: int, action: A.Activate) -> None:
    mat = t.mats[seat]
    if t.turn.free_activation:
        t.turn.free_activation = False
    elif not (t.is_(seat, "savant") and t.upgraded(seat)):
        t.turn.actions -= 1
    mat.hand.remove(action.card)
    if action.replace:
        mat.slots.remove(action.replace)
        mat.hand.append(action.replace)
    mat.slots.append(action.card)
    t.log.append(CardActivated(seat, action.card, action.replace))


def _bomb(t: Table, seat: int, action: A.PlaceTimeBomb | A.DisarmTimeBomb) -> None:
    here = t.mats[seat].pos
    place = t.place_at(here)
    if isinstance(action, A.PlaceTimeBomb):
        t.turn.actions -= 2
        t.mats[seat].treasures.remove("time_bomb")
        t.bombs[place] = seat
        t.log.append(TimeBomb(seat, here, "placed"))
    else:
        t.turn.actions -= 1
        del t.bombs[place]
        t.mats[seat].treasures.append("time_bomb")
        t.log.append(TimeBomb(seat, here, "disarmed"))


def _scrounge(t: Table, seat: int, action: A.Scrounge) -> None:
    t.turn.actions -= 1
    if t.mats[seat].character == "scrounger":
        t.mats[seat].scrounge = 0
    else:  # borrowed powers: one Scrounge, no tokens to spend
        t.turn.scrounged = True
    t.discard.remove(action.card)
    t.mats[seat].hand.append(action.card)
    t.log.append(CardTaken(seat, action.card, "discard"))
    t.check_hand(seat)


def _pay_attack(t: Table, melee: bool = False) -> bool:
    """Spend an attack; True if it was the upgraded Scrounger's free melee."""
    turn = t.turn
    if melee and turn.free_melee:
        turn.free_melee -= 1
        return True
    if turn.extra_attacks:
        turn.extra_attacks -= 1
    else:
        turn.actions -= 1
    return False


def _attack(t: Table, seat: int, action: Action) -> None:
    if isinstance(action, A.Melee):
        free = _pay_attack(t, melee=True)
        combat.melee(t, seat, action.target, action.cards, free=free)
    elif isinstance(action, A.DemonicMelee):
        _pay_attack(t)
        combat.melee(t, seat, action.target, (), demonic=True)
    elif isinstance(action, A.Shoot):
        _pay_attack(t)
        combat.shoot(t, seat, action.target)
    elif isinstance(action, A.ThrowGrenade):
        _pay_attack(t)
        t.log.append(TreasureUsed(seat, "grenade"))
        combat.throw_grenade(t, seat, action.target)
    elif isinstance(action, A.DemonicBlast):
        _pay_attack(t)
        combat.demonic_blast(t, seat)


def _powers(t: Table, seat: int, action: Action) -> None:
    mat = t.mats[seat]
    if isinstance(action, A.Pull):
        t.turn.pulled = True
        movement.enter(t, action.seat, action.to, "pulled", wounds=False)
    elif isinstance(action, A.Shove):
        mat.mischief -= 2
        holder = t.heavenly()
        assert holder is not None
        movement.enter(t, holder, action.to, "shoved", wounds=False)


def _use_treasure(t: Table, seat: int, action: A.UseTreasure) -> None:
    mat = t.mats[seat]
    mat.treasures.remove(action.treasure)
    t.log.append(TreasureUsed(seat, action.treasure))
    kind = action.treasure
    if kind == "draw_three":
        t.draw_split(seat, 3, action.one_time)
        t.check_hand(seat)
    elif kind == "extra_action":
        t.turn.actions += 1
    elif kind == "heal_four":
        harm.heal(t, seat, 4, "treasure")
    elif kind == "two_moves":
        t.turn.extra_moves += 2
    elif kind == "extra_attack":
        t.turn.extra_attacks += 1
    elif kind == "two_energy":
        energy.gain(t, seat, 2)


def _pay_move(t: Table, cost: int) -> None:
    if cost == 1 and t.turn.extra_moves:
        t.turn.extra_moves -= 1
    else:
        t.turn.actions -= cost


def _move(t: Table, seat: int, action: Action) -> None:
    """The Move Actions."""
    mat = t.mats[seat]
    turn = t.turn
    turn.left_shelter = True
    if isinstance(action, A.Move):
        _pay_move(t, 1)
        movement.enter(t, seat, action.to, "move")
    elif isinstance(action, A.Run):
        _pay_move(t, 1)
        here = mat.pos
        movement.enter(t, seat, action.via, "run", downhill=t.level(action.via) < t.level(here))
        if mat.pos == action.via and t.phase == "play":
            movement.enter(t, seat, action.to, "run",
                           downhill=t.level(action.to) < t.level(action.via))
    elif isinstance(action, A.Climb):
        _pay_move(t, 1 if mat.heavenly else 3)
        if mat.on_axis:
            mat.on_axis = False
            turn.must_leave_axis = False
        movement.enter(t, seat, action.to, "climb")
    elif isinstance(action, A.Descend):
        _pay_move(t, 3 if mat.heavenly else 1)
        turn.descents += 1
        movement.enter(t, seat, action.to, "descend")
        if turn.descents == 3:
            harm.lose_hp(t, seat, 1, "a third descent", kind="terrain")
    elif isinstance(action, A.ThroughCave):
        _pay_move(t, 1)
        here = mat.pos
        movement.enter(t, seat, type(here)(-here.q, -here.r), "cave")
    elif isinstance(action, A.EnterAxisMundi):
        _pay_move(t, 1)
        if mat.invisible:
            heaven.reappear(t, seat)
        heaven.enter_axis_mundi(t, seat)


_HANDLERS: dict[type, Any] = {
    A.TakeFromCrate: _take,
    A.SendFamiliar: _familiar,
    A.PickUpTreasure: _pick_up,
    A.DrawCard: _draw,
    A.DrawFive: _draw,
    A.PowerHeal: _power_heal,
    A.Harvest: _harvest,
    A.Activate: _activate,
    A.PlaceTimeBomb: _bomb,
    A.DisarmTimeBomb: _bomb,
    A.Scrounge: _scrounge,
    A.Melee: _attack,
    A.DemonicMelee: _attack,
    A.Shoot: _attack,
    A.ThrowGrenade: _attack,
    A.DemonicBlast: _attack,
    A.Pull: _powers,
    A.Shove: _powers,
}

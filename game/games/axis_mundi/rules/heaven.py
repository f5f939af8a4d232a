"""The Axis Mundi gate: entering it, Angel and Demon, upgrades and downgrades,
and invisibility's end.

``fall`` is the gate's share of a death; whoever builds a ``Table`` hands it in
(``Table.fall``), since harm, which runs deaths, sits below the gate.
"""

from __future__ import annotations

from game.core.hexgrid import ORIGIN
from game.games.axis_mundi.rules import movement
from game.games.axis_mundi.rules.catalog import CARDS, MATS, card_type
from game.games.axis_mundi.rules.events import (
    Announced,
    CardDiscarded,
    Moved,
    Reappeared,
    Transformed,
)
from game.games.axis_mundi.rules.table import Table


def eject(t: Table, seat: int) -> None:
    """Thrown out of the gate onto a power hex picked by a die (Move into the Axis Mundi Hex)."""
    value = t.roll(seat, "ejected to power hex")
    number = (value + 1) // 2 if t.n == 3 else value
    hexes = t.board.power_hexes
    order = [hexes[(number - 1 + k) % len(hexes)] for k in range(len(hexes))]
    to = next((h for h in order if t.occupant(h) in (None, seat)), order[0])
    movement.enter(t, seat, to, "ejected", wounds=False)


def enter_axis_mundi(t: Table, seat: int) -> None:
    """Roll to pass the gate (1: ejected), then roll Heaven (1-3) or Hell (4-6)."""
    t.turn_over = True
    if t.roll(seat, "enter the Axis Mundi") == 1:
        t.log.append(Announced(seat, "was thrown out of the Axis Mundi"))
        eject(t, seat)
        return
    mat = t.mats[seat]
    frm = mat.pos
    mat.pos = ORIGIN
    t.log.append(Moved(seat, frm, ORIGIN, "axis", False, *t.where(ORIGIN)))
    form = "angel" if t.roll(seat, "heaven or hell") <= 3 else "demon"
    become(t, seat, form)


def become(t: Table, seat: int, form: str) -> None:
    """Turn ``seat`` into the Angel or Demon and upgrade everyone else."""
    mat = t.mats[seat]
    spec = MATS[form]
    t.holder = seat
    mat.form = form
    mat.max_hp = mat.hp = spec.hit_points[t.n]
    mat.energy = [3]
    mat.wounds = 0
    mat.immobilized = False
    mat.on_axis = True
    t.log.append(Transformed(seat, form))
    if form == "angel":
        for _ in range(spec.draw[t.n]):
            t.draw(seat, "permanent")
        mat.hand.extend(mat.slots)
        mat.slots.clear()
        _owe_slots(t, seat, spec.slots[t.n])
    elif not mat.slots:
        _owe_slots(t, seat, 1)
    for other in range(t.n):
        if other != seat:
            upgrade(t, other)
    if not any(d["kind"] == "slots" and d["seat"] == seat for d in t.pending):
        t.check_hand(seat)
    movement.update_area(t)


def _owe_slots(t: Table, seat: int, count: int, limit: int | None = None) -> bool:
    """Owe filling ``count`` slots with kinds not slotted yet ("must be different"), then
    the hand limit (``limit``, or the seat's own); False if there is nothing to slot."""
    mat = t.mats[seat]
    slotted = {card_type(c) for c in mat.slots}
    perms = {card_type(c) for c in mat.hand if CARDS[card_type(c)].deck == "permanent"} - slotted
    if not perms:
        return False
    owed: dict = {"seat": seat, "kind": "slots", "count": min(count, len(perms))}
    if limit is not None:
        owed["limit"] = limit
    t.pending.append(owed)
    return True


def upgrade(t: Table, seat: int) -> None:
    """The burst of energy: full health, energy and no wounds, upgraded powers."""
    mat = t.mats[seat]
    mat.form = "upgraded"
    mat.max_hp = mat.hp = 10
    mat.wounds = 0
    mat.energy = [2, 2, 2] if mat.character == "beastmaster" else [3]
    if mat.character == "mischievous":
        mat.mischief = 2
    if mat.character == "scrounger":
        mat.scrounge = 3
    t.log.append(Transformed(seat, "upgraded"))
    if mat.character == "savant":
        # "Activate/Swap any 2 of your Permanent Power Cards to the 2 Slots ... In the unlikely
        # event that you have more than 5 Cards in your Hand, discard down to 5 Cards."
        room = t.slot_count(seat) - len(mat.slots)
        if not (room > 0 and _owe_slots(t, seat, room, limit=5)):
            t.check_hand(seat, limit=5)


def downgrade_all(t: Table, dead: int) -> None:
    """The Angel/Demon fell: every mat turns back and the gate reopens."""
    for seat, mat in enumerate(t.mats):
        was_savant = mat.form == "upgraded" and mat.character == "savant"
        mat.form = "character"
        mat.max_hp = 10
        mat.hp = min(mat.hp, 10)
        mat.energy = [min(3, sum(mat.energy))]
        mat.on_axis = False
        if seat == dead:
            continue
        t.log.append(Transformed(seat, "character"))
        if was_savant and len(mat.slots) > 1:
            # "choose 1 of them and add it to your Hand. Discard your Hand down to 5"
            t.pending.append({"seat": seat, "kind": "unslot"})
        elif was_savant:
            t.check_hand(seat, limit=5)
        else:
            t.check_hand(seat)
    t.log.append(Transformed(dead, "character"))
    t.holder = None
    squatter = t.occupant(ORIGIN)
    if squatter is None:
        squatter = next((s for s, m in enumerate(t.mats) if m.pos == ORIGIN), None)
    if squatter is not None and squatter != dead:
        eject(t, squatter)
    movement.update_area(t)


def end_invisibility(t: Table, seat: int) -> None:
    """The invisibility is over: the token goes, the face-down cards go to the discard pile
    (still face down: "place them face down")."""
    mat = t.mats[seat]
    mat.invisible = False
    mat.token = None
    for card in mat.face_down:
        t.discard.append(card)
        t.log.append(CardDiscarded(seat, card, face_down=True))
    mat.face_down.clear()


def reappear(t: Table, seat: int) -> None:
    """Become visible on the secret hex; a visible character there sends you left or right."""
    mat = t.mats[seat]
    end_invisibility(t, seat)
    crowded = any(
        s != seat and m.pos == mat.pos and not m.invisible for s, m in enumerate(t.mats)
    )
    if crowded and mat.pos != ORIGIN:
        clockwise = t.roll(seat, "reappear left or right") <= 3
        spot = mat.pos
        for _ in range(6 * mat.pos.length()):
            spot = t.board.ring_step(spot, clockwise)
            if t.is_free(spot, seat):
                mat.pos = spot
                break
        else:  # the whole ring is taken: the nearest free hex anywhere
            here = mat.pos
            mat.pos = min((h for h in t.board.homes if h.length() and h not in t.board.piers
                           and t.is_free(h, seat)),
                          key=lambda h: (h.distance(here), h))
    t.log.append(Reappeared(seat, mat.pos, *t.where(mat.pos)))
    movement.update_area(t)


def fall(t: Table, seat: int) -> None:
    """The gate's share of ``seat``'s death, before the fall down the volcano (Dying):
    an Angel or Demon turns every mat back; an invisible character reappears."""
    mat = t.mats[seat]
    if mat.heavenly:
        downgrade_all(t, seat)
    if mat.invisible:  # it shows itself where it falls to, not where it stood
        end_invisibility(t, seat)


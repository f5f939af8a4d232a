"""Wounds, hit points, healing and dying.

Harm comes in three kinds, by what stops it: ``"terrain"`` (wounds from
entering hexes: only God-Mode and the Axis Mundi hex stop it), ``"area"``
(area of effect: the same two), and ``"attack"`` (everything else:
sheltered terrain stops it too).

Dying starts with the gate's share (``heaven.fall``: an Angel or Demon turns
everyone back, the invisible reappear). That lives in ``heaven``, above this
module: leaving the gate moves characters, and moving wounds them. So the table
carries it (``Table.fall``, handed in by whoever builds the table) and harm needs
nothing above it.
"""

from __future__ import annotations

from game.core.hexgrid import Hex
from game.games.axis_mundi.rules.events import Died, HitPoints, Wounded
from game.games.axis_mundi.rules.table import Table


def _blocked(t: Table, seat: int, kind: str) -> bool:
    return t.protected(seat, area=kind in ("terrain", "area"))


def add_wounds(t: Table, seat: int, count: int, cause: str, kind: str = "attack") -> None:
    """Add wound tokens; each 4th clears them and costs a hit point (Wounds)."""
    mat = t.mats[seat]
    if count <= 0 or _blocked(t, seat, kind):
        return
    lost = 0
    for _ in range(count):
        mat.wounds += 1
        if mat.wounds >= 4:
            mat.wounds = 0
            lost += 1
    t.log.append(Wounded(seat, count, mat.wounds, cause, mat.invisible))
    if lost:
        lose_hp(t, seat, lost, "fourth wound", kind="terrain")


def lose_hp(t: Table, seat: int, amount: int, cause: str, kind: str = "attack") -> None:
    """Lose hit points; at zero the character dies (Dying)."""
    mat = t.mats[seat]
    if amount <= 0 or _blocked(t, seat, kind) or t.phase == "over":
        return
    mat.hp = max(0, mat.hp - amount)
    t.log.append(HitPoints(seat, -amount, mat.hp, cause, mat.invisible))
    if mat.hp == 0:
        die(t, seat)


def heal(t: Table, seat: int, amount: int, cause: str) -> None:
    mat = t.mats[seat]
    gained = min(amount, mat.max_hp - mat.hp)
    if gained > 0:
        mat.hp += gained
        t.log.append(HitPoints(seat, gained, mat.hp, cause, mat.invisible))


def power_heal_amount(hp: int, max_hp: int) -> int:
    """Half the lost hit points, rounded up (Power Hex).

    >>> power_heal_amount(3, 10), power_heal_amount(8, 25)
    (4, 9)
    """
    return (max_hp - hp + 1) // 2


def power_heal(t: Table, seat: int) -> None:
    mat = t.mats[seat]
    heal(t, seat, power_heal_amount(mat.hp, mat.max_hp), "power hex")


def _turn(a: Hex, b: Hex) -> int:
    """The sign of the turn from ``a`` to ``b`` about the centre (axial cross product)."""
    cross = a.q * b.r - a.r * b.q
    return (cross > 0) - (cross < 0)


def nearest_power_hex(t: Table, seat: int) -> Hex:
    """The nearest free power hex (Dying). Two as near: "1-3: move to the left Power Hex,
    4-6: move to the right", left and right seen from the hex facing the centre as for
    every die; more (only from the crater) share the die evenly."""
    pos = t.mats[seat].pos
    free = [h for h in t.board.power_hexes if t.occupant(h) in (None, seat)]
    best = min(h.distance(pos) for h in free)
    tied = [h for h in free if h.distance(pos) == best]
    if len(tied) == 1:
        return tied[0]
    if len(tied) == 2 and pos.length():
        probe = t.board.power_hexes[0]
        clockwise = _turn(probe, t.board.ring_step(probe, True))
        left = [h for h in tied if _turn(pos, h) == clockwise]
        if len(left) == 1:
            right = next(h for h in tied if h != left[0])
            return left[0] if t.roll(seat, "nearest power hex left or right") <= 3 else right
    value = t.roll(seat, "nearest power hex")
    return tied[(value - 1) * len(tied) // 6]


def die(t: Table, seat: int) -> None:
    """Fall down the volcano to the nearest power hex with half the hit points."""
    t.fall(t, seat)
    mat = t.mats[seat]
    to = nearest_power_hex(t, seat)
    mat.pos = to
    mat.hp = mat.max_hp // 2
    mat.god_mode = False
    mat.on_axis = False
    mat.dead_count += 1
    mat.hand.extend(mat.slots)
    mat.slots.clear()
    # Every slotted card is back in the hand: a Savant's downgrade choice of which one
    # returns (owed when the Angel/Demon fell) is moot, and would have nothing to offer.
    t.pending = [d for d in t.pending if not (d["seat"] == seat and d["kind"] == "unslot")]
    t.log.append(Died(seat, to, t.board.power_hexes.index(to) + 1))
    t.check_hand(seat)
    if seat == t.current and t.phase == "play":
        t.turn_over = True

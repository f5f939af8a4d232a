"""Energy tokens: gaining them (the upgraded Beastmaster chooses the familiar fed) and
Ethereal Drain."""

from __future__ import annotations

from game.games.axis_mundi.rules.events import Energy
from game.games.axis_mundi.rules.table import Table


def gain(t: Table, seat: int, amount: int) -> None:
    """Energy tokens, up to 3; the upgraded Beastmaster puts each on the familiar of its
    choice ("apply them to the Energy Section(s) of your choice"), up to 2 each."""
    mat = t.mats[seat]
    if len(mat.energy) > 1:
        feed(t, seat, -1, amount)
        return
    mat.energy[0] = min(3, mat.energy[0] + amount)
    t.log.append(Energy(seat, tuple(mat.energy)))


def feed(t: Table, seat: int, section: int, count: int) -> None:
    """Put one token on ``section`` (-1: none yet), then owe the choice for the rest."""
    mat = t.mats[seat]
    if section >= 0:
        mat.energy[section] += 1
        count -= 1
        t.log.append(Energy(seat, tuple(mat.energy)))
    if count > 0 and any(e < 2 for e in mat.energy):
        t.push({"seat": seat, "kind": "energy", "count": count})


def drain(t: Table, seat: int) -> None:
    """Ethereal Drain: each foe loses a token (from its fullest familiar), the player's mat
    fills up ("enough Energy Token(s) to fill your Player Mat")."""
    for other, m in enumerate(t.mats):
        if other != seat and sum(m.energy):
            high = max(range(len(m.energy)), key=lambda i: m.energy[i])
            m.energy[high] -= 1
            t.log.append(Energy(other, tuple(m.energy)))
    mat = t.mats[seat]
    mat.energy = [2] * 3 if len(mat.energy) > 1 else [3]
    t.log.append(Energy(seat, tuple(mat.energy)))

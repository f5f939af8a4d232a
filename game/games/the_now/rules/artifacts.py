"""Artifacts: casting, discharging and using them (the Artifact Catalog).

One artifact of each group a turn (the Hole in the Box may be drawn on again
up to its limit; paying its debt back is no use). No Events-group artifact in
a pre-realization round. Never two of the same artifact cast by one player.
The Tangle of Fates' bets are in ``tangle``; the Hole's tension at the end of
its owner's turn and its annihilation in ``hole``.
"""

from __future__ import annotations

from typing import Any

from game.core.values import Action
from game.games.the_now.rules import actions as A
from game.games.the_now.rules.catalog import ARTIFACTS, NUMBERS, artifact_kind
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.organize import apply_delayed
from game.games.the_now.rules.table import Placed, Table
from game.games.the_now.rules.tangle import open_bets
from game.games.the_now.rules.turn import may_move
from game.games.the_now.rules.turn_events import (
    ArtifactCast,
    ArtifactDischarged,
    ArtifactUsed,
    Impacted,
    Moved,
    NeedlePlaced,
)


def fresh_tokens(kind: str) -> dict[str, int]:
    """What lies on an artifact just cast."""
    numbers = ARTIFACTS[kind]
    if kind == "hole_in_the_box":
        return {"anticharge": 0, "tension": 0}
    if kind == "lachesis_needle":
        return {"pairs": numbers.number("pairs")}
    if kind == "tangle_of_fates":
        return {"node": -1}
    return {"charges": numbers.number("charges")}


def _usable(t: Table, seat: int, kind: str, token: str = "charges") -> str | None:
    """The seat's cast artifact of ``kind`` if it has a charge and its group is free."""
    copy = t.players[seat].cast_copy(kind)
    if copy is None or t.players[seat].cast[copy].get(token, 0) <= 0:
        return None
    if not t.group_free(seat, copy):
        return None
    if ARTIFACTS[kind].group == "events" and t.pre_realization():
        return None
    return copy


def artifact_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    out: list[Action] = []
    for copy in sorted(set(player.artifacts)):
        if not t.turn.discharged:
            out.append(A.Discharge(copy))
        kind = artifact_kind(copy)
        if not t.may_cast(seat, copy):
            continue
        if ARTIFACTS[kind].group == "events" and t.pre_realization():
            continue
        if kind != "tangle_of_fates":
            out.append(A.Cast(copy))
        elif t.group_free(seat, copy) and t.on_field(seat) and player.pos not in t.events:
            out += [A.Cast(copy, "yes"), A.Cast(copy, "no")]
    out += _jumps(t, seat) + _hole_actions(t, seat)
    needle = _usable(t, seat, "lachesis_needle", "pairs")
    if needle and t.on_field(seat):
        out += [A.Needle(target, link) for target in needle_targets(t, player.pos)
                for link in ("cause", "hindrance")]
    if _usable(t, seat, "symmetrical_stabilizer") and t.on_field(seat):
        out += [A.Stabilize("for"), A.Stabilize("against")]
    return out


def _jumps(t: Table, seat: int) -> list[Action]:
    if not _usable(t, seat, "collapse_generator") or not may_move(t, seat):
        return []
    pos = t.players[seat].pos
    targets = [n for n in t.open_nodes() if n != pos]
    return [A.Jump(n) for n in targets] + ([A.Jump(V616)] if pos != V616 else [])


def _hole_actions(t: Table, seat: int) -> list[Action]:
    player = t.players[seat]
    copy = player.cast_copy("hole_in_the_box")
    if copy is None:
        return []
    hole = ARTIFACTS["hole_in_the_box"]
    tokens = player.cast[copy]
    out: list[Action] = []
    if t.group_free(seat, copy):
        room = min(hole.number("borrow_per_turn") - t.turn.borrowed,
                   hole.number("max_anticharge") - tokens["anticharge"])
        out += [A.Borrow(n) for n in range(1, room + 1)]
    out += [A.Repay(n) for n in range(1, min(player.energy, tokens["anticharge"]) + 1)]
    return out


def needle_targets(t: Table, source: int) -> list[int]:
    """Later unrealized nodes within reach, not linked to the source already."""
    reach = ARTIFACTS["lachesis_needle"].number("reach")
    return [n for n in t.open_nodes()
            if n > source and FIELD.distance(source, n) <= reach and not t.linked(source, n)]


def cast(t: Table, seat: int, action: A.Cast) -> None:
    player = t.players[seat]
    copy = action.artifact
    kind = artifact_kind(copy)
    player.artifacts.remove(copy)
    player.cast[copy] = fresh_tokens(kind)
    if kind == "tangle_of_fates":
        node = player.pos
        player.cast[copy]["node"] = node
        t.turn.used["events"] = copy
        t.events[node] = Placed(copy, seat, action.token, None, None, [None] * 6)
        t.log.append(ArtifactCast(player.colour, copy, node))
        apply_delayed(t, seat, node)
        open_bets(t, seat, node)
        return
    t.log.append(ArtifactCast(player.colour, copy))
    if kind == "collapse_generator" and not t.v616:
        t.v616 = True
        t.log.append(ArtifactUsed(player.colour, copy, "V616 Mon appears beside the field"))


def discharge(t: Table, seat: int, copy: str) -> None:
    """Take the artifact's energy out of it; it goes to the discard pile, shown."""
    player = t.players[seat]
    player.artifacts.remove(copy)
    t.artifact_discard.append(copy)
    t.turn.discharged = True
    player.energy += NUMBERS.discharge
    t.log.append(ArtifactDischarged(player.colour, copy, NUMBERS.discharge))


def jump(t: Table, seat: int, to: int) -> None:
    """The Collapse Generator: a charge and a move to any node; leaving for V616 Mon
    opens a wormhole where you were."""
    player = t.players[seat]
    copy = player.cast_copy("collapse_generator")
    assert copy is not None
    player.cast[copy]["charges"] -= 1
    t.turn.used["movement"] = copy
    t.turn.moves += 1
    frm = player.pos
    if to == V616 and frm != V616 and frm not in t.wormholes:
        t.wormholes.append(frm)
        t.wormholes.sort()
    player.pos = to
    t.charge_storage(seat)
    t.log.append(Moved(player.colour, frm, to, "jump", NUMBERS.move_cost))
    t.spend(seat, NUMBERS.move_cost)


def borrow(t: Table, seat: int, amount: int) -> None:
    player = t.players[seat]
    copy = player.cast_copy("hole_in_the_box")
    assert copy is not None
    player.cast[copy]["anticharge"] += amount
    t.turn.borrowed += amount
    t.turn.used["energy"] = copy
    player.energy += amount
    t.log.append(ArtifactUsed(player.colour, copy, f"takes {amount} energy from the Hole in "
                              f"the Box (anti-charge {player.cast[copy]['anticharge']})"))


def repay(t: Table, seat: int, amount: int) -> None:
    player = t.players[seat]
    copy = player.cast_copy("hole_in_the_box")
    assert copy is not None
    player.cast[copy]["anticharge"] -= amount
    t.log.append(ArtifactUsed(player.colour, copy, f"pays {amount} energy back into the Hole "
                              f"in the Box (anti-charge {player.cast[copy]['anticharge']})"))
    t.spend(seat, amount)


def place_needle(t: Table, seat: int, action: A.Needle) -> None:
    player = t.players[seat]
    copy = player.cast_copy("lachesis_needle")
    assert copy is not None
    player.cast[copy]["pairs"] -= 1
    t.turn.used["events"] = copy
    needle: dict[str, Any] = {"source": player.pos, "target": action.target,
                              "type": action.link, "boost": 0, "seat": seat}
    t.needles.append(needle)
    t.log.append(NeedlePlaced(player.colour, player.pos, action.target, action.link))


def stabilize(t: Table, seat: int, side: str) -> None:
    """3 impact here and on the two symmetric nodes; an empty node keeps it waiting."""
    player = t.players[seat]
    copy = player.cast_copy("symmetrical_stabilizer")
    assert copy is not None
    player.cast[copy]["charges"] -= 1
    t.turn.used["events"] = copy
    amount = ARTIFACTS["symmetrical_stabilizer"].number("impact")
    amount = amount if side == "for" else -amount
    for node in FIELD.symmetric(player.pos):
        if t.is_realized(node):
            continue
        if node in t.events:
            t.events[node].impact += amount
            t.log.append(Impacted(player.colour, node, amount, "stabilizer"))
        else:
            t.delayed[node] = t.delayed.get(node, 0) + amount
            t.log.append(Impacted(player.colour, node, amount, "stabilizer", waiting=True))

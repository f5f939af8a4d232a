"""Tracks of the Bush and the Rock: where a captive may believe they stand.

OP says aloud every step of the Bush and the Rock (the direction and the space
reached, with the pieces there), the Bush's first fruit, attacks and pushes;
it puts a piece back in secret, but only on a fruit (the Bush) or an anomaly
(the Rock). A captive follows each piece as a set of candidate spaces the way
it follows its own pieces: a step in a named direction moves every candidate,
the space named keeps those that may carry its label, a move without a
direction (a portal, a knot, Ivy) spreads the piece over every space that may
carry the label. An empty set means the piece is off the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.hexgrid import Hex
from game.games.paradox_island.rules.island import (
    HEX_INDEX,
    SPACES,
    direction_index,
    far_end,
    step,
)

if TYPE_CHECKING:
    from game.games.paradox_island.bots.belief import Belief

OP_PIECES = ("bush", "rock")
RETURNS = {"bush": "fruit:", "rock": "anomaly:"}


def may_be_kind(belief: Belief, prefix: str) -> set[int]:
    """The spaces that may carry some label starting with ``prefix``."""
    return {s for s in range(len(SPACES))
            if belief.known.get(s, prefix).startswith(prefix)}


def read_track(belief: Belief, entry: dict[str, Any], seat: int) -> None:
    """Take in one announcement about the Bush or the Rock."""
    kind = entry["kind"]
    name = entry.get("piece") if kind != "scared_off" else entry["op_piece"]
    if kind == "op_piece_placed" and name in OP_PIECES:
        label = entry["label"]
        belief.op_at[name] = belief.spaces_for(label) if label \
            else may_be_kind(belief, RETURNS[name])
    elif kind == "op_piece_back" and name in OP_PIECES:
        belief.op_at[name] = may_be_kind(belief, RETURNS[name])
    elif kind in ("op_piece_gone", "scared_off") and name in OP_PIECES:
        belief.op_at[name] = set()
    elif kind == "op_moved" and name in OP_PIECES:
        _moved(belief, name, entry)
    elif kind == "piece_spotted" and entry["op_piece"] in OP_PIECES:
        space = entry["space"]
        belief.op_at[entry["op_piece"]] = set() if space is None \
            else {HEX_INDEX[Hex.from_json(space)]}
    elif entry.get("seat") == seat:
        _met(belief, entry)
    for piece in OP_PIECES:
        spots = belief.op_at.get(piece, set())
        belief.op_seen[piece] = next(iter(spots)) if len(spots) == 1 else None


def _moved(belief: Belief, name: str, entry: dict[str, Any]) -> None:
    label, d = entry["label"], entry["direction"]
    if label == "ocean":
        belief.op_at[name] = set()
        return
    before = belief.op_at.get(name, set())
    if d and entry["how"] in ("move", "step") and before:
        after = {n for s in before if (n := step(s, direction_index(d))) is not None
                 and belief.can_be(n, label)}
    elif d and entry["how"] == "crossing" and before:  # Seaweed: ashore on the far side
        back = (direction_index(d) + 3) % 6
        after = {far_end(s, back) for s in before if step(s, direction_index(d)) is None
                 and belief.can_be(far_end(s, back), label)}
    else:
        after = set()
    spaces = after or belief.spaces_for(label)
    mine = [i for i, n in enumerate(belief.names) if n in entry["pieces"]]
    for piece in mine:
        spaces = (spaces & belief.at[piece]) or spaces
    belief.op_at[name] = spaces


def _met(belief: Belief, entry: dict[str, Any]) -> None:
    """Our own piece met, was attacked by or pushed by an OP piece: it is here or next door."""
    kind, piece = entry["kind"], entry.get("piece", 0)
    if kind == "met":
        names = [n for n in OP_PIECES if n in entry["pieces"]]
    elif kind == "attacked" and entry["by"] in OP_PIECES:
        names = [entry["by"]]
    elif kind == "pushed":
        d = (direction_index(entry["direction"]) + 3) % 6
        behind = {n for s in belief.at[piece] if (n := step(s, d)) is not None}
        belief.op_at["rock"] = behind
        return
    else:
        return
    for name in names:
        belief.op_at[name] = (belief.op_at.get(name, set()) & belief.at[piece]) \
            or set(belief.at[piece])

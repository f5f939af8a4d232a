"""How a world of the hard bots' search stands: each side's chance in an unfinished
game (``evaluate``), and the keys a board's mission marks are kept under, read
back from the announcements (``mark_key``). Both the OP's worlds (``worlds``)
and a captive's (``captive_worlds``) use them.

A piece's lost health counts toward OP's target as well as the perishes
(``WOUND`` of a perish for a piece at no health): a look of a round rarely ends
with a perish or a mark more, so with perishes and marks alone most play-outs
came back alike and an attack, a camp or a piece kept out of the Bush's way did
not show."""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.state import GameState
from game.games.paradox_island.rules.island import HEX_INDEX, Island

#: A piece's lost health, as a share of a perish (all of its health: this much).
WOUND = 0.5


def evaluate(state: GameState) -> dict[int, float]:
    """Each side's chance, roughly: OP's as the captives' perishings and wounds near its
    target and their missions lag; each captive's share of the rest by its mission's
    progress."""
    view = state.view(0)
    done = {b["seat"]: b["mission"]["done"] / b["mission"]["count"]
            for b in view["captives"] if b["mission"]}
    wounds = sum(WOUND * (1 - p["health"] / p["max_health"])
                 for b in view["captives"] for p in b["pieces"]
                 if not p["perished"] and p["max_health"])
    harm = min(1.0, (view["perishes"] + wounds) / view["target"])
    ahead = max(done.values(), default=0.0)
    op = min(1.0, max(0.0, 0.5 + 0.5 * harm - 0.5 * ahead))
    total = sum(done.values())
    share = {seat: (p / total if total else 1 / max(1, len(done))) for seat, p in done.items()}
    return {0: op, **{seat: (1 - op) * part for seat, part in share.items()}}


def mark_key(label: str, arrived: dict[str, Any], marks: list[str], island: Island) -> str:
    """The key a mission mark was kept under (``Moves.visit``): a fruit's or portal's
    label, else the space: the one the piece just arrived on, or with that label."""
    if label.startswith(("fruit:", "portal:")):
        return label
    if label.startswith("scare:"):  # the Granddead counts the pieces it scared off
        return f"scare{len(marks)}"
    if label == "corner" and arrived.get("space") is not None:  # Achilles left a corner
        return f"corner{HEX_INDEX[Hex.from_json(arrived['space'])]}"
    if arrived.get("label") == label and arrived.get("space") is not None:
        return f"space{HEX_INDEX[Hex.from_json(arrived['space'])]}"
    named = [f"space{i}" for i, space in enumerate(island.spaces)
             if space.label == label or (space.kind == "anomaly" and label.startswith("anomaly"))]
    free = [key for key in named if key not in marks]
    return (free or named or [label])[0]

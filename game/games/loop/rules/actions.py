"""Loop's actions (the player's choices) and events (what happened).

Every value has a ``kind`` and a one-line ``to_text()`` for the table's log.
Dice are named by their index in the turn's dice list (see the view's
``dice``; the text counts them from 1, as the tray shows them left to right);
hexes are axial ``Hex`` coordinates, named in text as the sheet shows them
(``places``); directions are ``left``, ``middle`` or ``right`` (the three
downward paths of a hex).

Only the rolls (``DiceRolled``, ``SymbolRolled``) bring out anything the player
did not know: every other event follows from the player's choices and the
printed board and is marked ``reveals = False``, so undo takes placements,
cross-offs and bridges back until the next roll (``Match.can_undo``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex
from game.core.values import Action, Codec, Event
from game.games.loop.rules.places import where


def _dice(indices: tuple[int, ...]) -> str:
    """"die 2", "dice 1 and 3", "no dice"."""
    if not indices:
        return "no dice"
    names = [str(i + 1) for i in indices]
    if len(names) == 1:
        return f"die {names[0]}"
    return f"dice {', '.join(names[:-1])} and {names[-1]}"


# Actions.


@dataclass(frozen=True)
class Place(Action):
    """Set one die (``op`` "single") or two dice ("sum" or "diff") on ``hex``."""

    kind = "place"
    dice: tuple[int, ...]
    op: str
    hex: Hex

    def to_text(self) -> str:
        what = _dice(self.dice) if self.op == "single" else \
            f"the {'sum' if self.op == 'sum' else 'difference'} of {_dice(self.dice)}"
        return f"place {what} on {where(self.hex)}"


@dataclass(frozen=True)
class EndPlacement(Action):
    """Stop placing dice this turn and go to the End Turn phase."""

    kind = "end_placement"

    def to_text(self) -> str:
        return "end the placement phase"


@dataclass(frozen=True)
class CrossOff(Action):
    """Cross off a hex while a cross-off is owed (Decoherence Rules)."""

    kind = "cross_off"
    hex: Hex

    def to_text(self) -> str:
        return f"cross off {where(self.hex)}"


@dataclass(frozen=True)
class FillBridge(Action):
    """Fill one more downward path of an occupied hex while a bridge is owed."""

    kind = "fill_bridge"
    hex: Hex
    direction: str

    def to_text(self) -> str:
        return f"bridge: fill the {self.direction} path of {where(self.hex)}"


@dataclass(frozen=True)
class Hold(Action):
    """Keep these placed dice (by index) with their values for next turn."""

    kind = "hold"
    dice: tuple[int, ...]

    def to_text(self) -> str:
        return f"hold {_dice(self.dice)}"


@dataclass(frozen=True)
class GrowPool(Action):
    """Grow the dice pool to what the deepest hex offers, or keep it (``grow`` False)."""

    kind = "grow_pool"
    grow: bool

    def to_text(self) -> str:
        return "grow the dice pool" if self.grow else "keep the dice pool as it is"


ACTIONS = Codec([Place, EndPlacement, CrossOff, FillBridge, Hold, GrowPool])


# Events.


@dataclass(frozen=True)
class TurnStarted(Event):
    """The Placement Tracker moved to ``square`` (0-based) for turn ``turn``."""

    kind = "turn_started"
    reveals = False
    turn: int
    square: int
    symbol: str

    def to_text(self) -> str:
        mark = f", tracker symbol {self.symbol}" if self.symbol else ""
        return f"turn {self.turn} begins on tracker square {self.square + 1}{mark}"


@dataclass(frozen=True)
class DiceRolled(Event):
    """The turn's dice: rolled values and those held from last turn."""

    kind = "dice_rolled"
    values: tuple[int, ...]
    held: tuple[bool, ...]
    reveals = True

    def to_text(self) -> str:
        shown = ", ".join(f"{v}{' (held)' if h else ''}" for v, h in zip(
            self.values, self.held, strict=True))
        return f"dice: {shown}"


@dataclass(frozen=True)
class Placed(Event):
    """Dice set on a hex, and the value they make."""

    kind = "placed"
    reveals = False
    hex: Hex
    dice: tuple[int, ...]
    op: str
    value: int

    def to_text(self) -> str:
        how = _dice(self.dice) if self.op == "single" else \
            f"{'sum' if self.op == 'sum' else 'difference'} of {_dice(self.dice)}"
        return f"placed value {self.value} ({how}) on {where(self.hex)}"


@dataclass(frozen=True)
class PathsFilled(Event):
    """Downward paths filled on a hex (Roll Map on first placement, or a bridge)."""

    kind = "paths_filled"
    reveals = False
    hex: Hex
    directions: tuple[str, ...]
    cause: str

    def to_text(self) -> str:
        which = ", ".join(self.directions) or "no"
        paths = "path" if len(self.directions) == 1 else "paths"
        return f"{self.cause}: {which} {paths} of {where(self.hex)} filled"


@dataclass(frozen=True)
class SymbolRolled(Event):
    """Level 3: a blank hex reached by a path gets a rolled symbol."""

    kind = "symbol_rolled"
    hex: Hex
    roll: int
    symbol: str
    reveals = True

    def to_text(self) -> str:
        return f"{where(self.hex)} rolled {self.roll}: symbol {self.symbol}"


@dataclass(frozen=True)
class HexCrossed(Event):
    """A hex is crossed off for good (decoherence)."""

    kind = "hex_crossed"
    reveals = False
    hex: Hex
    cause: str

    def to_text(self) -> str:
        return f"{where(self.hex)} crossed off: {self.cause}"


@dataclass(frozen=True)
class Owed(Event):
    """The player now owes cross-offs and/or bridges, and why."""

    kind = "owed"
    reveals = False
    cross_offs: int
    bridges: int
    cause: str

    def to_text(self) -> str:
        parts = []
        if self.cross_offs:
            parts.append(f"cross off {_count(self.cross_offs, 'hex', 'hexes')}")
        if self.bridges:
            parts.append(f"fill {_count(self.bridges, 'bridge path', 'bridge paths')}")
        return f"{self.cause}: {' and '.join(parts)}"


@dataclass(frozen=True)
class NoBridge(Event):
    """A bridge was owed but no occupied hex has an unfilled path."""

    kind = "no_bridge"
    reveals = False

    def to_text(self) -> str:
        return "no path is available for the bridge"


@dataclass(frozen=True)
class PortalReached(Event):
    """A portal hex was occupied with a 3 (``number`` is 1 or 2)."""

    kind = "portal_reached"
    reveals = False
    hex: Hex
    number: int

    def to_text(self) -> str:
        return f"portal {self.number} of 2 reached: {where(self.hex)}"


@dataclass(frozen=True)
class PlacementEnded(Event):
    """The Placement Phase is over, and why."""

    kind = "placement_ended"
    reveals = False
    reason: str

    def to_text(self) -> str:
        return f"placement phase over: {self.reason}"


@dataclass(frozen=True)
class PoolGrew(Event):
    """The dice pool grew (# Dice chart); it never shrinks."""

    kind = "pool_grew"
    reveals = False
    size: int

    def to_text(self) -> str:
        return f"dice pool grows to {self.size} dice"


@dataclass(frozen=True)
class PoolKept(Event):
    """The player kept the dice pool at ``size`` when the deepest hex offered ``offered``."""

    kind = "pool_kept"
    reveals = False
    size: int
    offered: int

    def to_text(self) -> str:
        return f"dice pool kept at {self.size} dice ({self.offered} were on offer)"


@dataclass(frozen=True)
class DiceHeld(Event):
    """Dice kept with their values for the next turn."""

    kind = "dice_held"
    reveals = False
    values: tuple[int, ...]

    def to_text(self) -> str:
        return "held: " + (", ".join(map(str, self.values)) or "nothing")


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: won or lost, and the rule that decided it."""

    kind = "game_over"
    reveals = False
    won: bool
    reason: str

    def to_text(self) -> str:
        return f"{'won' if self.won else 'lost'}: {self.reason}"


EVENTS = Codec(
    [
        TurnStarted, DiceRolled, Placed, PathsFilled, SymbolRolled, HexCrossed, Owed,
        NoBridge, PortalReached, PlacementEnded, PoolGrew, PoolKept, DiceHeld, GameOver,
    ]
)


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"

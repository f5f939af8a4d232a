"""The words of Loop's table: log lines, tooltips and the status of the turn.

``Narrator`` turns events into friendly log lines. Events name dice by index,
so it remembers the values of the latest roll as it reads the log in order
(the table describes events oldest first, also when it rebuilds the log).
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex
from game.core.values import Action, Event
from game.games.loop.rules import actions as A
from game.games.loop.rules.places import named
from game.games.loop.screen.board import placed_label

SYMBOL_NAMES = {
    "": "plain", "+": "+", "-": "\u2212", "=": "=", "blast": "blast", "blast2": "blast 2",
    "bridge": "bridge", "portal": "portal", "start": "top",
}
SYMBOL_MEANING = {
    "": "Plain hex: any value 1-6.",
    "+": "+ hex: place a larger value than the hex you came from.",
    "-": "\u2212 hex: place a smaller value than the hex you came from.",
    "=": "= hex: place the same value as the hex you came from.",
    "blast": "Blast hex: landing here makes you cross off 1 hex.",
    "blast2": "Blast 2 hex: landing here makes you cross off 2 hexes.",
    "bridge": "Bridge hex (bottom row): fill one more path of a hex you occupied, "
              "then this hex is crossed off. Placement ends here.",
    "portal": "Portal: needs a value of exactly 3. Reach both portals to escape the loop.",
    "start": "Top hex: every turn starts here with any value 1-6. Crossing it off loses.",
}
TRACKER_MEANING = {
    "": "A plain turn.",
    "start": "Start: the first turn.",
    "blast": "Blast square: cross off 1 hex before rolling.",
    "blast2": "Blast 2 square: cross off 2 hexes before rolling.",
    "bridge": "Bridge square: fill one more path of a hex you occupied before rolling.",
    "infinity": "Infinity: reaching this square loses the game.",
}
PHASE_TITLES = {
    "placement": "Place dice down the tower",
    "cross_off": "Cross off a hex",
    "bridge": "Fill a bridge path",
    "hold": "Choose dice to hold",
    "grow": "Grow your dice pool?",
    "over": "Game over",
    "tracker": "Moving the tracker",
}


def hex_name(symbol: str, start: bool = False) -> str:
    """"the + hex", "the top hex", "a plain hex", "a portal"."""
    if start or symbol == "start":
        return "the top hex"
    if symbol == "portal":
        return "a portal"
    if symbol == "":
        return "a plain hex"
    return f"the {SYMBOL_NAMES.get(symbol, symbol)} hex"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}es" if word.endswith("x") else f"{n} {word}s"


def dice_count(n: int) -> str:
    """"1 die", "3 dice"."""
    return f"{n} {'die' if n == 1 else 'dice'}"


def owed_line(view: dict[str, Any]) -> str:
    """The decision owed now and its cause, for the status line."""
    owed = view["owed"]
    cause = owed["cause"]
    if view["phase"] == "bridge":
        return f"Fill {plural(owed['bridges'], 'bridge path')} \u2014 {cause}"
    if view["phase"] == "cross_off":
        return f"Cross off {plural(owed['cross_offs'], 'hex')} \u2014 {cause}"
    if view["phase"] == "hold":
        limit = view["max_hold"]
        return f"Hold placed dice for next turn (up to {limit})" if limit else \
            "Hold any placed dice for next turn"
    if view["phase"] == "grow":
        return f"Your pool of {view['pool']} may grow to {view['grow_to']} dice"
    if view["phase"] == "placement":
        if not view["placements"]:
            return "Start on the top hex: any value 1-6"
        last = view["last"]
        return f"Move down a filled path from your {last['value']}"
    return ""


class Narrator:
    """Friendly log lines per event kind."""

    def __init__(self) -> None:
        self.values: tuple[int, ...] = ()

    def describe(self, event: Event, view: dict[str, Any]) -> str:
        """One log line; ``view`` supplies symbols and, failing a seen roll, dice values."""
        symbols = {Hex(*c["hex"]): c["symbol"] for c in view.get("hexes", [])}
        if isinstance(event, A.TurnStarted):
            extra = {"blast": " \u2014 tracker blast: cross off 1 hex",
                     "blast2": " \u2014 tracker blast 2: cross off 2 hexes",
                     "bridge": " \u2014 tracker bridge: fill 1 path",
                     "infinity": " \u2014 the tracker reached infinity"}.get(event.symbol, "")
            return f"Turn {event.turn} begins{extra}"
        if isinstance(event, A.DiceRolled):
            self.values = event.values
            rolled = [str(v) for v, h in zip(event.values, event.held, strict=True) if not h]
            kept = [str(v) for v, h in zip(event.values, event.held, strict=True) if h]
            line = "Rolled " + (" ".join(rolled) or "nothing")
            return line + (f" \u00b7 kept {_faces(kept)}" if kept else "")
        if isinstance(event, A.Placed):
            values = self.values or tuple(d["value"] for d in view.get("dice", []))
            dice = tuple(values[i] for i in event.dice if i < len(values))
            label = placed_label(dice, event.op, event.value)
            return f"Placed {label} on {hex_name(symbols.get(event.hex, ''))}"
        if isinstance(event, A.PathsFilled):
            if not event.directions:
                return "No new paths (a 3 fills none)"
            ways = ", ".join(event.directions)
            how = "Bridge" if event.cause == "bridge" else "Inked"
            return f"{how}: {ways} path{'s' if len(event.directions) > 1 else ''}"
        if isinstance(event, A.SymbolRolled):
            return f"A blank hex rolled {event.roll}: it becomes {SYMBOL_NAMES[event.symbol]}"
        if isinstance(event, A.HexCrossed):
            return f"Crossed out {named(symbols.get(event.hex, ''), event.hex)} " \
                f"({_cause(event.cause)})"
        if isinstance(event, A.Owed):
            owed = []
            if event.cross_offs:
                owed.append(f"cross off {plural(event.cross_offs, 'hex')}")
            if event.bridges:
                owed.append(f"fill {plural(event.bridges, 'bridge path')}")
            return f"{event.cause[0].upper()}{event.cause[1:]}: {' and '.join(owed)}"
        if isinstance(event, A.NoBridge):
            return "No path is left for the bridge"
        if isinstance(event, A.PortalReached):
            return f"Portal {event.number} of 2 reached!"
        if isinstance(event, A.PlacementEnded):
            return f"Placement over: {event.reason}"
        if isinstance(event, A.PoolGrew):
            return f"Dice pool grows to {event.size} dice"
        if isinstance(event, A.PoolKept):
            return f"Dice pool kept at {event.size} dice ({event.offered} on offer)"
        if isinstance(event, A.DiceHeld):
            return "Held " + (_faces([str(v) for v in event.values]) or "nothing")
        if isinstance(event, A.GameOver):
            why = event.reason.split(" - ", 1)[-1]
            return ("You escaped the loop: " if event.won else "Lost: ") + why
        return event.to_text()


def _faces(values: list[str]) -> str:
    """Dice by the faces they show: "the 1" alone (not to be read as a count), else
    "4 2 5"."""
    return f"the {values[0]}" if len(values) == 1 else " ".join(values)


def _cause(cause: str) -> str:
    if cause.startswith("chosen ("):
        return cause[len("chosen ("):-1]
    if cause == "decoherence: a 3 was placed":
        return "a 3 was used"
    return cause


def action_words(action: Action, view: dict[str, Any]) -> str:
    """A hinted or previewed action in the player's words."""
    symbols = {Hex(*c["hex"]): c["symbol"] for c in view["hexes"]}
    if isinstance(action, A.Place):
        values = tuple(view["dice"][i]["value"] for i in action.dice)
        total = {"single": values[0], "sum": sum(values)}.get(action.op, max(values) - min(values))
        shown = placed_label(values, action.op, total)
        return f"place {shown} on {hex_name(symbols.get(action.hex, ''))}"
    if isinstance(action, A.CrossOff):
        return f"cross off {hex_name(symbols.get(action.hex, ''))}"
    if isinstance(action, A.FillBridge):
        return f"fill the {action.direction} path of {hex_name(symbols.get(action.hex, ''))}"
    if isinstance(action, A.Hold):
        values = [str(view["dice"][i]["value"]) for i in action.dice]
        return "hold " + (" ".join(values) or "nothing")
    if isinstance(action, A.GrowPool):
        return f"grow to {view['grow_to']} dice" if action.grow else \
            f"keep {dice_count(view['pool'])}"
    return "end the placement phase"


def hex_tooltip(cell: dict[str, Any]) -> str:
    """A hex's symbol meaning, # Dice band and path state."""
    parts = [SYMBOL_MEANING.get(cell["symbol"], cell["symbol"])]
    if cell["blank"]:
        parts = ["Blank hex: it rolls a symbol when a path first reaches it."]
    if cell["crossed"]:
        parts.insert(0, "Crossed out: gone for good.")
    parts.append(f"# Dice band {cell['band']}: finishing a turn this deep grows the pool "
                 f"to {cell['band']}.")
    paths = cell["paths"]
    if paths:
        filled = [d for d, st in paths.items() if st == "filled"]
        empty = [d for d, st in paths.items() if st != "filled"]
        words = []
        if filled:
            words.append("filled " + ", ".join(filled))
        if empty:
            words.append("empty " + ", ".join(empty))
        parts.append("Paths: " + "; ".join(words) + ".")
    elif cell["gray"]:
        parts.append("Bottom row: placement ends here.")
    return " ".join(parts)

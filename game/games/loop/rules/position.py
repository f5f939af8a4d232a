"""Loop positions as JSON (the game's "FEN") and the player's view.

``write_position`` / ``read_position`` are the full state, RNG included;
``read_position`` checks every field and raises ``CorruptSave`` naming it.
``make_view`` builds the view documented in ``state.py`` (never the RNG).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.errors import CorruptSave, HexfoldError
from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.state import Outcome
from game.games.loop.rules.board import DIRECTION_NAMES, HEX_SYMBOLS, depth
from game.games.loop.rules.logic import OPS, placement_value

if TYPE_CHECKING:
    from game.games.loop.rules.state import LoopState

STAGES = ("tracker", "placement", "penalty", "grow", "hold", "over")


def _hex(h: Hex) -> list[int]:
    return [h.q, h.r]


def write_position(s: LoopState) -> dict[str, Any]:
    """The whole position as JSON-able data (sorted, so hashes are stable)."""
    return {
        "level": s.level_no,
        "death": s.death,
        "rng": s.rng.state,
        "turn": s.turn,
        "square": s.square,
        "pool": s.pool,
        "dice": list(s.dice),
        "held": list(s.held),
        "used": list(s.used),
        "placements": [
            {"hex": _hex(p["hex"]), "dice": list(p["dice"]), "op": p["op"], "value": p["value"]}
            for p in s.placements
        ],
        "crossed": [_hex(h) for h in sorted(s.crossed)],
        "occupied": [_hex(h) for h in sorted(s.occupied)],
        "filled": [[h.q, h.r, d] for h, d in sorted(s.filled)],
        "rolled": [[h.q, h.r, sym] for h, sym in sorted(s.rolled.items())],
        "portals_reached": [_hex(h) for h in s.portals_reached],
        "stage": s.stage,
        "owed_cross": s.owed_cross,
        "owed_bridge": s.owed_bridge,
        "owed_cause": s.owed_cause,
        "placement_over": s.placement_over,
        "portal_turn": s.portal_turn,
        "outcome": s.result.to_json() if s.result else None,
    }


class _Reader:
    """Checked access to a position's fields; every failure names the field."""

    def __init__(self, data: Mapping[str, Any], board: set[Hex]) -> None:
        self.data, self.board = data, board

    def fail(self, field: str, problem: str) -> CorruptSave:
        return CorruptSave(f"loop position: field {field!r}: {problem}")

    def get(self, field: str) -> Any:
        if field not in self.data:
            raise self.fail(field, "is missing")
        return self.data[field]

    def int(self, field: str, low: int, high: int) -> int:
        v = self.get(field)
        if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
            raise self.fail(field, f"must be an integer {low}-{high}, not {v!r}")
        return v

    def bool(self, field: str) -> bool:
        v = self.get(field)
        if not isinstance(v, bool):
            raise self.fail(field, f"must be true or false, not {v!r}")
        return v

    def str(self, field: str, choices: tuple[str, ...] | None = None) -> str:
        v = self.get(field)
        if not isinstance(v, str) or (choices is not None and v not in choices):
            wanted = f"one of {choices}" if choices else "text"
            raise self.fail(field, f"must be {wanted}, not {v!r}")
        return v

    def list(self, field: str) -> list[Any]:
        v = self.get(field)
        if not isinstance(v, list):
            raise self.fail(field, f"must be a list, not {v!r}")
        return v

    def ints(self, field: str, low: int, high: int) -> list[int]:
        v = self.list(field)
        if not all(isinstance(x, int) and not isinstance(x, bool) and low <= x <= high for x in v):
            raise self.fail(field, f"must list integers {low}-{high}")
        return list(v)

    def bools(self, field: str) -> list[bool]:
        v = self.list(field)
        if not all(isinstance(x, bool) for x in v):
            raise self.fail(field, "must list true/false values")
        return list(v)

    def hex(self, field: str, value: Any) -> Hex:
        try:
            h = Hex.from_json(value[:2] if isinstance(value, list) else value)
        except ValueError as exc:
            raise self.fail(field, str(exc)) from None
        if h not in self.board:
            raise self.fail(field, f"hex ({h}) is not on the board")
        return h

    def hexes(self, field: str) -> list[Hex]:
        return [self.hex(field, v) for v in self.list(field)]


def read_position(cls: type[LoopState], data: Mapping[str, Any]) -> LoopState:
    """Rebuild a state from ``write_position`` output, checking every field."""
    if not isinstance(data, Mapping):
        raise CorruptSave("loop position: must be a JSON object")
    top = _Reader(data, set())
    level_no = top.int("level", 1, 3)
    death = top.bool("death")
    rng = GameRng(0)
    rng.state = top.int("rng", 0, (1 << 64) - 1)
    try:
        s = cls(level_no, death, rng)
    except HexfoldError as exc:
        raise top.fail("death", str(exc)) from None
    r = _Reader(data, set(s.level.symbols))
    s.pool = r.int("pool", 4, 8)
    s.turn = r.int("turn", 0, 1000)
    s.square = r.int("square", -1, len(s.level.tracker) - 1)
    s.dice = r.ints("dice", 1, 6)
    s.held, s.used = r.bools("held"), r.bools("used")
    if len(s.dice) > s.pool or len(s.held) != len(s.dice) or len(s.used) != len(s.dice):
        raise r.fail("dice", "dice, held and used must have the same length, at most the pool")
    s.placements = []
    for raw in r.list("placements"):
        if not isinstance(raw, dict) or set(raw) != {"hex", "dice", "op", "value"}:
            raise r.fail("placements", "each needs exactly hex, dice, op and value")
        dice = raw["dice"]
        if not isinstance(dice, list) or not all(
            isinstance(i, int) and 0 <= i < len(s.dice) and s.used[i] for i in dice
        ) or raw["op"] not in OPS or len(dice) != (1 if raw["op"] == "single" else 2):
            raise r.fail("placements", f"bad dice or op in {raw!r}")
        if raw["value"] != placement_value(tuple(s.dice[i] for i in dice), raw["op"]):
            raise r.fail("placements", f"value does not match the dice in {raw!r}")
        s.placements.append(
            {"hex": r.hex("placements", raw["hex"]), "dice": tuple(dice), "op": raw["op"],
             "value": raw["value"]}
        )
    s.crossed = set(r.hexes("crossed"))
    s.occupied = set(r.hexes("occupied"))
    s.filled = set()
    for raw in r.list("filled"):
        if not isinstance(raw, list) or len(raw) != 3 or raw[2] not in DIRECTION_NAMES:
            raise r.fail("filled", f"each path is [q, r, direction], not {raw!r}")
        h = r.hex("filled", raw)
        if s.level.target(h, raw[2]) is None:
            raise r.fail("filled", f"hex ({h}) has no {raw[2]} path")
        s.filled.add((h, raw[2]))
    s.rolled = {}
    for raw in r.list("rolled"):
        if not isinstance(raw, list) or len(raw) != 3 or raw[2] not in HEX_SYMBOLS[1:4]:
            raise r.fail("rolled", f"each rolled symbol is [q, r, symbol], not {raw!r}")
        s.rolled[r.hex("rolled", raw)] = raw[2]
    s.portals_reached = r.hexes("portals_reached")
    if any(s.level.symbols[h] != "portal" for h in s.portals_reached):
        raise r.fail("portals_reached", "lists a hex that is not a portal")
    s.stage = r.str("stage", STAGES)
    s.owed_cross = r.int("owed_cross", 0, 64)
    s.owed_bridge = r.int("owed_bridge", 0, 64)
    s.owed_cause = r.str("owed_cause")
    s.placement_over = r.bool("placement_over")
    s.portal_turn = r.bool("portal_turn")
    outcome = r.get("outcome")
    if outcome is not None:
        if not isinstance(outcome, dict) or not isinstance(outcome.get("reason"), str) or \
                outcome.get("winners") not in ([], [0]):
            raise r.fail("outcome", "must be null or {winners: [] or [0], reason}")
        s.result = Outcome(tuple(outcome["winners"]), outcome["reason"])
    if s.stage in ("tracker", "penalty") and not (s.owed_cross or s.owed_bridge):
        raise r.fail("stage", f"{s.stage!r} waits only on an owed cross-off or bridge")
    if s.stage in ("placement", "penalty", "grow") and len(s.dice) != s.pool:
        raise r.fail("dice", f"the turn's dice number the pool ({s.pool}) once rolled")
    if s.stage == "grow" and not s.growth():
        raise r.fail("stage", "is 'grow' only when the deepest hex placed on offers more dice")
    if (s.result is None) != (s.stage != "over"):
        raise r.fail("stage", "is 'over' exactly when the outcome is set")
    return s


def make_view(s: LoopState) -> dict[str, Any]:
    """The player's picture of the game (schema in ``rules.py``); no RNG."""
    last = s.placements[-1] if s.placements else None
    threes = [i for i, v in enumerate(s.dice) if v == 3]
    hexes = []
    for h in s.level.symbols:
        band = s.level.band(h)
        hexes.append({
            "hex": _hex(h),
            "depth": depth(h),
            "symbol": s.symbol(h),
            "blank": s.level.symbol_roll is not None and s.symbol(h) == "",
            "gray": h in s.level.gray,
            "crossed": h in s.crossed,
            "occupied": h in s.occupied,
            "band": band.dice,
            "colour": band.colour,
            "paths": {
                d: "filled" if (h, d) in s.filled else "empty" for d, _ in s.level.paths(h)
            },
        })
    return {
        "level": s.level_no,
        "death": s.death,
        "turn": s.turn,
        "phase": s.phase(),
        "stage": s.stage,
        "owed": {"cross_offs": s.owed_cross, "bridges": s.owed_bridge, "cause": s.owed_cause},
        "pool": s.pool,
        "max_hold": None if s.level.max_hold is None else s.max_hold(),
        "grow_to": s.growth() if s.stage == "grow" else None,
        "dice": [
            {"index": i, "value": v, "held": s.held[i], "used": s.used[i], "three": v == 3}
            for i, v in enumerate(s.dice)
        ],
        "placements": [
            {"hex": _hex(p["hex"]), "dice": list(p["dice"]), "op": p["op"], "value": p["value"]}
            for p in s.placements
        ],
        "last": None if last is None else {"hex": _hex(last["hex"]), "value": last["value"]},
        "must_place_three": s.stage == "placement" and bool(threes)
        and not any(s.used[i] for i in threes),
        "placement_over": s.placement_over,
        "portal_this_turn": s.portal_turn,
        "portals_reached": [_hex(h) for h in s.portals_reached],
        "start": _hex(s.level.start),
        "portals": [_hex(h) for h in s.level.portals],
        "hexes": hexes,
        "tracker": {"squares": list(s.level.tracker), "position": s.square},
        "roll_map": {str(v): list(d) for v, d in s.level.roll_map.items()},
        "symbol_roll": None if s.level.symbol_roll is None
        else {str(v): sym for v, sym in s.level.symbol_roll.items()},
        "outcome": s.result.to_json() if s.result else None,
    }

"""An Axis Mundi position as JSON (the game's "FEN"), RNG included.

A recommended board is saved by name; a random board is saved hex by hex.
Loading checks every field and raises ``CorruptSave`` naming the bad one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.errors import CorruptSave
from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.games.axis_mundi.rules import heaven
from game.games.axis_mundi.rules.board import Board, load_board
from game.games.axis_mundi.rules.mats import PlayerMat, TurnState
from game.games.axis_mundi.rules.table import Table


def _hexes(items: Any, field: str) -> list[Hex]:
    try:
        return [Hex.from_json(h) for h in items]
    except (TypeError, ValueError) as exc:
        raise CorruptSave(f"field {field!r}: {exc}") from None


def board_to_json(board: Board) -> dict[str, Any]:
    data: dict[str, Any] = {"players": board.players, "setup": board.setup}
    if board.setup == "random":
        data["terrain"] = [[h.q, h.r, t] for h, t in sorted(board.terrain.items())]
        data["caves"] = [[a.to_json(), b.to_json()] for a, b in board.caves]
        data["treasure_spots"] = [h.to_json() for h in board.treasure_spots]
    return data


def board_from_json(data: Any) -> Board:
    if not isinstance(data, dict) or data.get("players") not in (3, 6):
        raise CorruptSave("field 'board.players' must be 3 or 6")
    base = load_board(data["players"])
    if data.get("setup") == "recommended":
        return base
    if data.get("setup") != "random":
        raise CorruptSave("field 'board.setup' must be 'recommended' or 'random'")
    try:
        terrain = {Hex(q, r): t for q, r, t in data["terrain"]}
        caves = tuple((Hex.from_json(a), Hex.from_json(b)) for a, b in data["caves"])
    except (KeyError, TypeError, ValueError) as exc:
        raise CorruptSave(f"field 'board.terrain': {exc}") from None
    return Board(
        name=f"The {base.players}-player volcano (random setup)", players=base.players,
        setup="random", top_level=base.top_level, sea_radius=base.sea_radius, terrain=terrain,
        power_hexes=base.power_hexes, places=base.places, caves=caves,
        treasure_spots=tuple(_hexes(data.get("treasure_spots", []), "board.treasure_spots")),
        loose=base.loose,
    )


def table_to_json(t: Table, options: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "options": dict(options),
        "board": board_to_json(t.board),
        "rng": t.rng.state,
        "mats": [m.to_json() for m in t.mats],
        "decks": {k: list(v) for k, v in t.decks.items()},
        "discard": list(t.discard),
        "crates": [None if c is None else list(c) for c in t.crates],
        "turns": list(t.turns),
        "round": t.round,
        "start": t.start,
        "current": t.current,
        "phase": t.phase,
        "turn": t.turn.to_json(),
        "pending": [dict(p) for p in t.pending],
        "treasures": [[h.q, h.r, name] for h, name in sorted(t.treasures.items())],
        "harvested": [h.to_json() for h in sorted(t.harvested)],
        "infection": [[h.q, h.r, owner] for h, owner in sorted(t.infection.items())],
        "bombs": [[place, seat] for place, seat in sorted(t.bombs.items())],
        "destroyed": sorted(t.destroyed),
        "holder": t.holder,
        "winner": t.winner,
        "end_reason": t.end_reason,
        "in_aoe": [list(pair) for pair in sorted(t.in_aoe)],
        "aoe_own": [list(pair) for pair in sorted(t.aoe_own)],
        "aoe_due": [list(pair) for pair in sorted(t.aoe_due)],
        "aoe_taken": [[s, n] for s, n in sorted(t.aoe_taken.items())],
        "turn_over": t.turn_over,
    }


def _need(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise CorruptSave(f"field {name!r} is missing or malformed")
    return value


def table_from_json(data: Mapping[str, Any]) -> tuple[Table, dict[str, Any]]:
    """Rebuild a table (and its options) from ``table_to_json``'s output."""
    if not isinstance(data, Mapping):
        raise CorruptSave("a position must be a JSON object")
    board = board_from_json(data.get("board"))
    rng = GameRng(0)
    rng.state = _need(data, "rng", int)
    mats_data = _need(data, "mats", list)
    if len(mats_data) != board.players:
        raise CorruptSave(f"field 'mats' must list {board.players} mats")
    mats = [PlayerMat.from_json(m, f"mats[{i}]") for i, m in enumerate(mats_data)]
    t = Table(board, rng, mats, heaven.fall)
    decks = _need(data, "decks", dict)
    t.decks = {k: list(_need(decks, k, list)) for k in ("one_time", "permanent")}
    t.discard = list(_need(data, "discard", list))
    t.crates = [None if c is None else list(c) for c in _need(data, "crates", list)]
    t.turns = list(_need(data, "turns", list))
    if len(t.turns) != board.top_level + 1:
        raise CorruptSave("field 'turns' needs one count per level")
    t.round = _need(data, "round", int)
    t.start = _need(data, "start", int)
    t.current = _need(data, "current", int)
    t.phase = _need(data, "phase", str)
    if t.phase not in ("setup", "play", "over"):
        raise CorruptSave("field 'phase' must be setup, play or over")
    t.turn = TurnState.from_json(data.get("turn"))
    t.pending = [dict(p) for p in _need(data, "pending", list)]
    try:
        t.treasures = {Hex(q, r): name for q, r, name in _need(data, "treasures", list)}
        t.bombs = {int(p): int(s) for p, s in _need(data, "bombs", list)}
        t.aoe_taken = {int(s): int(n) for s, n in _need(data, "aoe_taken", list)}
        t.infection = {Hex(q, r): int(o) for q, r, o in _need(data, "infection", list)}
        t.in_aoe = {(int(a), int(b)) for a, b in _need(data, "in_aoe", list)}
        t.aoe_own = {(int(a), int(b)) for a, b in _need(data, "aoe_own", list)}
        t.aoe_due = {(int(a), int(b)) for a, b in _need(data, "aoe_due", list)}
    except (TypeError, ValueError) as exc:
        raise CorruptSave("field 'treasures'/'bombs'/'aoe_taken'/'infection'/'in_aoe'/"
                          f"'aoe_own'/'aoe_due': {exc}") from None
    t.harvested = set(_hexes(_need(data, "harvested", list), "harvested"))
    t.destroyed = set(_need(data, "destroyed", list))
    t.holder = data.get("holder")
    t.winner = data.get("winner")
    t.end_reason = str(data.get("end_reason", ""))
    t.turn_over = bool(data.get("turn_over", False))
    return t, dict(_need(data, "options", dict))

"""A position of The Now as JSON (the game's "FEN"), RNG included.

Loading checks the shape with a schema and then the references (cards,
artifacts, colours, nodes); a bad field raises ``CorruptSave`` naming it,
e.g. ``players[1].energy: expected int, got str``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from game.core.errors import CorruptSave
from game.core.rng import GameRng
from game.core.schema import Natural, Schema, SchemaError, convert
from game.games.the_now.rules.catalog import CARDS, COLOURS, ITEMS, artifact_copies
from game.games.the_now.rules.field import FIELD, V616
from game.games.the_now.rules.table import Placed, Player, Table, Turn

Side = Literal["yes", "no"]


class PlayerData(Schema, kw_only=True):
    colour: str
    pos: int
    energy: Natural
    points: Natural
    history: list[int]
    hand: list[str]
    artifacts: list[str]
    cast: dict[str, dict[str, int]]
    items: dict[str, int]
    storage: Natural
    amplifier: Natural
    drawn: list[str]
    offered: list[str]
    out: bool


class PlacedData(Schema, kw_only=True):
    node: int
    card: str
    organizer: int
    token: Side
    yes: str | None
    no: str | None
    edges: list[tuple[str, str] | None]
    rotation: int = 0
    impact: int = 0
    bets: list[tuple[int, int, int]] = []
    outcome: bool | None = None


class NeedleData(Schema):
    source: int
    target: int
    type: Literal["cause", "hindrance"]
    boost: Natural
    seat: int


class TurnData(Schema, kw_only=True):
    au: Natural
    moves: Natural
    impacts: Natural
    bought: bool
    attacked: bool
    discharged: bool
    used: dict[str, str]
    amplified: Natural
    borrowed: Natural
    offer: dict[str, Any] | None
    logistic: int


class Position(Schema, kw_only=True):
    options: dict[str, Any]
    rng: int
    players: list[PlayerData]
    deck: list[str]
    discard: list[str]
    removed: list[str]
    artifact_deck: list[str]
    artifact_discard: list[str]
    boxed: list[str]
    events: list[PlacedData]
    realized: list[tuple[int, bool | None]]
    delayed: list[tuple[int, int]]
    boosts: list[tuple[int, int, int]]
    needles: list[NeedleData]
    wormholes: list[int]
    v616: bool
    round: int
    first: int
    order: list[int]
    turn_index: int
    current: int
    started: bool
    stage: Literal["setup", "turns", "realize", "over"]
    cursor: Natural
    turn: TurnData
    pending: list[dict[str, Any]]
    short: dict[str, int] | None
    winners: list[int]
    end_reason: str


def _player_json(p: Player) -> dict[str, Any]:
    return {"colour": p.colour, "pos": p.pos, "energy": p.energy, "points": p.points,
            "history": list(p.history), "hand": list(p.hand), "artifacts": list(p.artifacts),
            "cast": {c: dict(tokens) for c, tokens in sorted(p.cast.items())},
            "items": dict(sorted(p.items.items())), "storage": p.storage,
            "amplifier": p.amplifier, "drawn": list(p.drawn), "offered": list(p.offered),
            "out": p.out}


def _placed_json(node: int, p: Placed) -> dict[str, Any]:
    return {"node": node, "card": p.card, "organizer": p.organizer, "token": p.token,
            "yes": p.yes, "no": p.no, "edges": [list(e) if e else None for e in p.edges],
            "rotation": p.rotation, "impact": p.impact, "bets": [list(b) for b in p.bets],
            "outcome": p.outcome}


def table_to_json(t: Table, options: Mapping[str, Any]) -> dict[str, Any]:
    turn = t.turn
    return {
        "options": dict(options), "rng": t.rng.state,
        "players": [_player_json(p) for p in t.players],
        "deck": list(t.deck), "discard": list(t.discard), "removed": list(t.removed),
        "artifact_deck": list(t.artifact_deck), "artifact_discard": list(t.artifact_discard),
        "boxed": list(t.boxed),
        "events": [_placed_json(n, p) for n, p in sorted(t.events.items())],
        "realized": [[n, o] for n, o in sorted(t.realized.items())],
        "delayed": [[n, v] for n, v in sorted(t.delayed.items())],
        "boosts": [[a, b, v] for (a, b), v in sorted(t.boosts.items())],
        "needles": [dict(n) for n in t.needles], "wormholes": list(t.wormholes),
        "v616": t.v616, "round": t.round, "first": t.first, "order": list(t.order),
        "turn_index": t.turn_index, "current": t.current, "started": t.started,
        "stage": t.stage, "cursor": t.cursor,
        "turn": {"au": turn.au, "moves": turn.moves, "impacts": turn.impacts,
                 "bought": turn.bought, "attacked": turn.attacked,
                 "discharged": turn.discharged, "used": dict(turn.used),
                 "amplified": turn.amplified, "borrowed": turn.borrowed,
                 "offer": _copy(turn.offer), "logistic": turn.logistic},
        "pending": [_copy(d) for d in t.pending],
        "short": dict(t.short) if t.short else None,
        "winners": list(t.winners), "end_reason": t.end_reason,
    }


def _copy(value: Any) -> Any:
    """A deep copy of JSON-like data (decisions hold lists and dicts)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _check(condition: bool, field: str, problem: str) -> None:
    if not condition:
        raise CorruptSave(f"{field}: {problem}")


def _check_references(data: Position) -> None:
    nodes = range(len(FIELD.hexes))
    artifacts = set(artifact_copies())
    _check(3 <= len(data.players) <= 5, "players", "The Now seats 3 to 5 players")
    for i, p in enumerate(data.players):
        where = f"players[{i}]"
        _check(p.colour in COLOURS, f"{where}.colour", f"{p.colour!r} is not a colour")
        _check(p.pos in nodes or p.pos == V616, f"{where}.pos", f"no node {p.pos}")
        for field in ("hand", "drawn", "offered"):
            for card in getattr(p, field):
                _check(card in CARDS, f"{where}.{field}", f"no event card {card!r}")
        for copy in [*p.artifacts, *p.cast]:
            _check(copy in artifacts, f"{where}.artifacts", f"no artifact {copy!r}")
        for item, level in p.items.items():
            _check(item in ITEMS and 1 <= level <= len(ITEMS[item].levels), f"{where}.items",
                   f"{item!r} at level {level}")
    for field in ("deck", "discard", "removed"):
        for card in getattr(data, field):
            _check(card in CARDS, field, f"no event card {card!r}")
    for i, e in enumerate(data.events):
        _check(e.node in nodes, f"events[{i}].node", f"no node {e.node}")
        _check(e.card in CARDS or e.card in artifacts, f"events[{i}].card",
               f"no card {e.card!r}")
        _check(len(e.edges) == 6, f"events[{i}].edges", "an event has six edges")
    for i, (node, _) in enumerate(data.realized):
        _check(node in nodes, f"realized[{i}]", f"no node {node}")


def table_from_json(data: Mapping[str, Any]) -> tuple[Table, dict[str, Any]]:
    """Rebuild a table (and its options) from ``table_to_json``'s output."""
    try:
        pos = convert(dict(data), Position)
    except SchemaError as exc:
        raise CorruptSave(str(exc)) from None
    _check_references(pos)
    rng = GameRng(0)
    rng.state = pos.rng
    players = [Player(p.colour, p.pos, p.energy, p.points, list(p.history), list(p.hand),
                      list(p.artifacts), {c: dict(v) for c, v in p.cast.items()},
                      dict(p.items), p.storage, p.amplifier, list(p.drawn), list(p.offered),
                      p.out) for p in pos.players]
    t = Table(players, rng)
    t.deck, t.discard, t.removed = list(pos.deck), list(pos.discard), list(pos.removed)
    t.artifact_deck, t.artifact_discard = list(pos.artifact_deck), list(pos.artifact_discard)
    t.boxed = list(pos.boxed)
    t.events = {e.node: Placed(e.card, e.organizer, e.token, e.yes, e.no,
                               [list(x) if x else None for x in e.edges], e.rotation, e.impact,
                               [list(b) for b in e.bets], e.outcome) for e in pos.events}
    t.realized = {n: o for n, o in pos.realized}
    t.delayed = {n: v for n, v in pos.delayed}
    t.boosts = {(a, b): v for a, b, v in pos.boosts}
    t.needles = [{"source": n.source, "target": n.target, "type": n.type, "boost": n.boost,
                  "seat": n.seat} for n in pos.needles]
    t.wormholes, t.v616 = list(pos.wormholes), pos.v616
    t.round, t.first, t.order = pos.round, pos.first, list(pos.order)
    t.turn_index, t.current, t.started = pos.turn_index, pos.current, pos.started
    t.stage, t.cursor = pos.stage, pos.cursor
    turn = pos.turn
    t.turn = Turn(turn.au, turn.moves, turn.impacts, turn.bought, turn.attacked,
                  turn.discharged, dict(turn.used), turn.amplified, turn.borrowed,
                  _copy(turn.offer), turn.logistic)
    t.pending = [_copy(d) for d in pos.pending]
    t.short = dict(pos.short) if pos.short else None
    t.winners, t.end_reason = list(pos.winners), pos.end_reason
    return t, dict(pos.options)

"""What one seat may see of a table of The Now: everything a screen or a bot needs.

Hidden from a seat: other hands (event cards, artifacts, drawn cards and the
setup's three: counts only), the decks' order and the discard pile's faces,
other players' Tangle bets until they open, and every other player's energy
while a Tangle's bets are open. The RNG is never shown.

Schema::

    {game, seat, player_count, round, phase, stage, current, first, to_move, outcome,
     track: {rounds, phases: [[first, last]...], safety: [a, b], artifacts: [a, b],
             pre_realization: [...], now: {safety, artifacts, pre_realization, last_round},
             realizing},
     field: {nodes: [{node, name, ring, place, hex, extraction, wormhole, delayed, event}],
             realized: [node...], v616: {open, extraction},
             links: [{a, b, type, strength}] (a earlier), needles: [{source, target, type, strength,
             owner}]},
     players: [{seat, colour, name, faction, pos, energy, points, space, laps, hand,
                artifacts, drawn, items: {item: level}, speed, defense, storage, amplifier,
                cast: {copy: tokens}, out}],
     decks: {events, discard, removed, artifacts, artifact_discard: [copies], boxed},
     turn: {au, moves, impacts, bought, attacked, discharged, used, amplified, borrowed,
            logistic} | null, bets: {node, owner, waiting} | null,
     you: {hand, artifacts, drawn, offered, offer, bet, decision} | null,
     history: [[points by seat] after each realized phase], cards: {card id: face}}

An ``event`` is ``{card, name, organizer, token, yes, no, centre, points, bonus, artifact,
radii, not_now, flexible, edges: [{type, dir, toward, strength} | null] * 6, impact,
links_now, bets, outcome}``; ``links_now`` is what its links to realized events give now.
The realized nodes are one list in realization order (``is_realized``), so that a ring
realized, or the rest of the game run out in one step, adds its nodes to one list on the
LAN (a flag on each node sent one patch a node: 54 in one update); a realized node's
outcome is its event's (``node_outcome``). Pawns stand where the players' ``pos`` says
(``pawns_at``): a move changes a player, not the two nodes as well. The points after each
realized phase are one row a phase (``points_history``): a phase's end adds one row.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.state import Outcome
from game.core.values import SPECTATOR
from game.games.the_now.rules import turn as turn_rules
from game.games.the_now.rules.catalog import ARTIFACTS, CARDS, COLOURS, artifact_kind
from game.games.the_now.rules.field import FIELD, TRACK
from game.games.the_now.rules.realization import link_effects
from game.games.the_now.rules.table import Placed, Table
from game.games.the_now.rules.tangle import bets_open


def card_face(card_id: str) -> dict[str, Any]:
    """A card's printed face (or a Tangle of Fates'), for drawing it (a fresh copy)."""
    face = _face(card_id)
    return {**face, "radii": list(face["radii"]), "links": [dict(lk) for lk in face["links"]]}


@cache
def _face(card_id: str) -> dict[str, Any]:
    if card_id not in CARDS:
        kind = artifact_kind(card_id)
        copy = int(card_id.partition("#")[2] or 1)
        return {"id": card_id, "name": ARTIFACTS[kind].name, "centre": "gain", "yes": None,
                "no": None, "points": 1, "bonus": 0, "artifact": False, "radii": [1, 2, 3, 4],
                "not_now": False, "flexible": None, "owner": None, "links": [],
                "symbol": ARTIFACTS[kind].symbols[copy - 1]}
    card = CARDS[card_id]
    return {"id": card.id, "name": card.name, "centre": card.centre, "yes": card.yes,
            "no": card.no, "points": card.points, "bonus": card.bonus,
            "artifact": card.artifact, "radii": list(card.radii), "not_now": card.not_now,
            "flexible": card.flexible, "owner": card.owner,
            "links": [{"edge": lk.edge, "type": lk.type, "dir": lk.dir} for lk in card.links]}


def _event(t: Table, node: int, placed: Placed) -> dict[str, Any]:
    face = _face(placed.card)
    edges: list[dict[str, Any] | None] = []
    for direction, edge in enumerate(placed.edges):
        toward = FIELD.neighbours[node][direction]
        edges.append(None if edge is None else {
            "type": edge[0], "dir": edge[1], "toward": toward,
            "strength": min(4, t.edge_strength(node, direction))})
    organizer = t.players[placed.organizer].colour if placed.organizer >= 0 else None
    return {
        "card": placed.card, "name": face["name"], "organizer": organizer,
        "token": placed.token, "yes": placed.yes, "no": placed.no, "centre": face["centre"],
        "points": face["points"], "bonus": face["bonus"], "artifact": face["artifact"],
        "radii": face["radii"], "not_now": face["not_now"], "flexible": face["flexible"],
        "edges": edges, "rotation": placed.rotation, "impact": placed.impact,
        "links_now": sum(e.value for e in link_effects(t, node))
        if not t.is_realized(node) else None,
        "bets": [[t.players[s].colour, y, n] for s, y, n in placed.bets],
        "outcome": placed.outcome,
    }


#: What never changes about a node.
_STATIC = [{"node": n, "name": FIELD.name(n), "ring": FIELD.radius[n], "place": FIELD.place[n],
            "hex": h.to_json()} for n, h in enumerate(FIELD.hexes)]


def is_realized(field: dict[str, Any], node: int) -> bool:
    """Whether ``node`` of a view's field is realized (in the past)."""
    return node in field["realized"]


def node_outcome(field: dict[str, Any], node: int) -> str | None:
    """The realization of a view's node: None before it, "" if it was empty, else "yes" or
    "no" (its event occurred or not)."""
    if not is_realized(field, node):
        return None
    event = field["nodes"][node]["event"]
    return "" if event is None else "yes" if event["outcome"] else "no"


def pawns_at(view: dict[str, Any], node: int) -> list[str]:
    """The colours of the pawns on ``node`` (or V616 Mon) in a view, in seat order."""
    return [p["colour"] for p in view["players"] if p["pos"] == node]


def points_history(view: dict[str, Any], seat: int) -> list[int]:
    """A seat's points after each realized phase, in a view."""
    return [row[seat] for row in view["history"]]


def _field(t: Table) -> dict[str, Any]:
    nodes = []
    for node, static in enumerate(_STATIC):
        placed = t.events.get(node)
        nodes.append({
            **static,
            "extraction": 3 * static["ring"] + (turn_rules.bonus_at(t, node) if placed else 0),
            "wormhole": node in t.wormholes,
            "delayed": t.delayed.get(node, 0),
            "event": _event(t, node, placed) if placed else None,
        })
    links = []
    past = t.realized  # a link between two realized nodes is gone: never looked at
    junctions = sorted({t.junction(n, other) for n in t.events for other in FIELD.adjacent(n)
                        if n not in past or other not in past})
    for a, b in junctions:
        kind = t.junction_link(a, b)
        if kind is not None:
            links.append({"a": a, "b": b, "type": kind, "strength": min(4, t.strength(a, b))})
    return {
        "nodes": nodes,
        "realized": sorted(t.realized),
        "v616": {"open": t.v616, "extraction": FIELD.v616_extraction},
        "links": links,
        "needles": [{"source": n["source"], "target": n["target"], "type": n["type"],
                     "strength": min(4, t.strength(n["source"], n["target"], needle=True)),
                     "owner": t.players[n["seat"]].colour} for n in t.needles],
    }


def _player(t: Table, seat: int, viewer: int) -> dict[str, Any]:
    player = t.players[seat]
    secret = bets_open(t) and seat != viewer
    colour = COLOURS[player.colour]
    return {
        "seat": seat, "colour": player.colour, "name": colour.name, "faction": colour.faction,
        "pos": player.pos, "energy": None if secret else player.energy,
        "points": player.points, "space": player.points % 15, "laps": player.points // 15,
        "hand": len(player.hand),
        "artifacts": len(player.artifacts), "drawn": len(player.drawn),
        "items": dict(player.items), "speed": t.speed(seat),
        "defense": t.item(seat, "shield_generator", "defense"),
        "storage": player.storage, "amplifier": player.amplifier,
        "cast": {copy: dict(tokens) for copy, tokens in sorted(player.cast.items())},
        "out": player.out,
    }


def _offer(offer: dict[str, Any]) -> dict[str, Any]:
    """A copy of an exchange offer: its artifact lists are the state's, which go on
    changing while it is drafted (a view never hands out a list the state changes)."""
    return {**offer, "give": list(offer["give"]), "take": list(offer["take"])}


def _decision(t: Table, seat: int) -> dict[str, Any] | None:
    if not t.pending:
        return None
    d = t.pending[0]
    if d["kind"] in ("bets", "replace"):
        if seat not in d["waiting"]:
            return None
        if d["kind"] == "replace":
            return {"kind": "replace", "offered": list(t.players[seat].offered)}
        return {"kind": "bet", "node": d["node"], "owner": t.players[d["owner"]].colour,
                "tokens": 3 if seat == d["owner"] else 1}
    if d["seat"] != seat:
        return None
    if d["kind"] == "surf":
        return {"kind": "surf", "options": list(d["options"])}
    if d["kind"] == "answer":
        return {"kind": "answer", "from": t.players[d["offerer"]].colour,
                **_offer(d["offer"]), "partner": t.players[seat].colour}
    return {"kind": "annihilate", "tied": [t.players[s].colour for s in d["queue"][0]]}


def view(t: Table, seat: int, to_move: list[int], outcome: Outcome | None) -> dict[str, Any]:
    """The redacted picture of the table for ``seat`` (-1: a spectator)."""
    return _view(t, seat, to_move, outcome)


def views(t: Table, seats: list[int], to_move: list[int], outcome: Outcome | None,
          ) -> list[dict[str, Any]]:
    """``view`` of each of ``seats``: the field, the same for every seat and most of a
    view's cost, each player's public entry and the faces of the cards on the field are
    built once and shared (a view is never changed once handed out)."""
    shared = _Shared(_field(t), [_player(t, s, SPECTATOR) for s in range(t.n)],
                     {p.card: card_face(p.card) for p in t.events.values()})
    return [_view(t, seat, to_move, outcome, shared) for seat in seats]


@dataclass(frozen=True)
class _Shared:
    """What every seat's view of one position shares: the field, every player's entry
    as a spectator sees it, and the faces of the cards on the field by id."""

    field: dict[str, Any]
    players: list[dict[str, Any]]
    faces: dict[str, dict[str, Any]]


def _view(t: Table, seat: int, to_move: list[int], outcome: Outcome | None,
          shared: _Shared | None = None) -> dict[str, Any]:
    if shared is None:
        shared = _Shared(_field(t), [], {})
    secret = bets_open(t)
    players = [shared.players[s] if shared.players and (s != seat or not secret)
               else _player(t, s, seat) for s in range(t.n)]
    you = None
    shown: set[str] = {p.card for p in t.events.values()}
    if 0 <= seat < t.n:
        player = t.players[seat]
        bets = next((d for d in t.pending if d["kind"] == "bets"), None)
        you = {"hand": list(player.hand), "artifacts": list(player.artifacts),
               "drawn": list(player.drawn), "offered": list(player.offered),
               "offer": _offer(t.turn.offer) if t.turn.offer and seat == t.current else None,
               "bet": bets["bets"].get(str(seat)) if bets else None,
               "decision": _decision(t, seat)}
        shown |= set(player.hand) | set(player.drawn) | set(player.offered)
    bets = next((d for d in t.pending if d["kind"] == "bets"), None)
    turn = t.turn
    return {
        "game": "the_now", "seat": seat, "player_count": t.n, "round": t.round,
        "phase": TRACK.phase_of(t.round), "stage": t.stage, "current": t.current,
        "first": t.first, "to_move": list(to_move),
        "outcome": outcome.to_json() if outcome else None,
        "track": {
            "rounds": TRACK.rounds, "phases": [list(p) for p in TRACK.phases],
            "safety": list(TRACK.safety), "artifacts": list(TRACK.artifacts),
            "pre_realization": sorted(TRACK.pre_rounds),
            "now": {"safety": TRACK.safe(t.round),
                    "artifacts": TRACK.artifacts_open(t.round),
                    "pre_realization": TRACK.pre_realization(t.round),
                    "last_round": TRACK.is_phase_end(t.round)},
            "realizing": FIELD.rings[TRACK.phase_of(t.round)][t.cursor]
            if t.stage == "realize" and t.cursor < len(FIELD.rings[TRACK.phase_of(t.round)])
            else None,
        },
        "field": shared.field,
        "players": players,
        "decks": {"events": len(t.deck), "discard": len(t.discard), "removed": len(t.removed),
                  "artifacts": len(t.artifact_deck),
                  "artifact_discard": list(t.artifact_discard), "boxed": list(t.boxed)},
        "turn": None if not t.started else {
            "au": turn.au, "moves": turn.moves, "impacts": turn.impacts,
            "bought": turn.bought, "attacked": turn.attacked, "discharged": turn.discharged,
            "used": dict(turn.used), "amplified": turn.amplified, "borrowed": turn.borrowed,
            "logistic": turn.logistic},
        "bets": None if bets is None else {
            "node": bets["node"], "owner": t.players[bets["owner"]].colour,
            "waiting": [t.players[s].colour for s in bets["waiting"]]},
        "you": you,
        "history": [list(row) for row in zip(*(p.history for p in t.players), strict=True)],
        "cards": {c: shared.faces.get(c) or card_face(c) for c in sorted(shown)},
    }

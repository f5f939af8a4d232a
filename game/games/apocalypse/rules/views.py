"""What one seat may see of the table.

Hidden from a seat: the other hands (counts per type only), the other
collections of Unknown cards (counts only), face-down Obstacles (from their
owner too), the order of every deck, the cards someone else is choosing
from, and the RNG. A reaction window shows whom it asks (everyone who could
react in principle) but never who has passed already.

Schema::

    {game, seat, player_count, round, round_limit (null: none), goal, phase, step, active,
     starting_player, token_active, catastrophe, closed: {city: last turn},
     players: [{seat, character, level, xp, health, max_health, abilities,
                printed_abilities, personalities, place, visited, research, equipment,
                hand: {good_luck, bad_luck, skill, plan} (counts), learning: {skill: tokens},
                skills, items, marks, artifacts, aspired: {artifact, marker, obstacle
                (null while face down), face_up, has_obstacle} | null, collection (count),
                faced: [[card, from_collection]], used, visit_used, dead, back_round,
                in_unknown, locked, obligation, shield}],
     decks: {deck: count}, discards: {deck: [cards]}, markers_left, table: [cards],
     adventure, facing, check: {...} | null, last_check, last_roll, expedition,
     window: {hook, target, asked, card} | null, waiting_for, outcome,
     you: {hand: {deck: [cards]}, collection, decision} | null}
"""

from __future__ import annotations

from typing import Any

from game.core.state import Outcome
from game.games.apocalypse.rules.checks import picture
from game.games.apocalypse.rules.legal import describe, to_move
from game.games.apocalypse.rules.powers import abilities, locked, max_health
from game.games.apocalypse.rules.table import Table


def _player(t: Table, seat: int) -> dict[str, Any]:
    p = t.players[seat]
    aspired = None
    if p.aspired is not None:
        a = p.aspired
        aspired = {"artifact": a["artifact"], "marker": a["marker"],
                   "obstacle": a["obstacle"] if a["face_up"] else None,
                   "face_up": a["face_up"], "has_obstacle": a["obstacle"] is not None}
    return {
        "seat": seat, "character": p.character, "level": p.level, "xp": p.xp,
        "health": p.health, "max_health": max_health(t, seat) if p.character else p.max_health,
        "abilities": abilities(t, seat) if p.character else {},
        "printed_abilities": dict(p.abilities), "personalities": list(p.personalities),
        "place": p.place, "visited": list(p.visited), "research": p.research,
        "equipment": p.equipment, "hand": {k: len(v) for k, v in p.hand.items()},
        "learning": dict(p.learning), "skills": list(p.skills), "items": list(p.items),
        "marks": dict(p.marks), "artifacts": list(p.artifacts), "aspired": aspired,
        "collection": len(p.collection), "faced": [list(f) for f in p.faced],
        "used": list(p.used), "visit_used": list(p.visit_used), "dead": t.dead(seat),
        "back_round": p.back_round, "in_unknown": p.place == "unknown",
        "locked": locked(t, seat), "obligation": p.obligation[0] if p.obligation else None,
        "shield": p.shield,
    }


def _hidden_choice(t: Table, seat: int) -> set[str]:
    """Cards laid out for someone else to choose from, face down to this seat."""
    d = t.decision
    if d is None or d["kind"] != "keep" or d["seat"] == seat or d.get("public"):
        return set()
    if d["deck"] == "setup_item":
        return set()
    return set(d["cards"])


def view(t: Table, seat: int, outcome: Outcome | None) -> dict[str, Any]:
    """The redacted picture of the table for ``seat`` (-1: a spectator)."""
    d = t.decision
    window = None
    if d is not None and d["kind"] == "window":
        window = {"hook": d["hook"], "target": d["target"], "asked": list(d["asked"]),
                  "card": d["ctx"].get("card", "")}
    hidden = _hidden_choice(t, seat)
    you = None
    if 0 <= seat < t.n:
        p = t.players[seat]
        decision = describe(t, seat)
        if decision is not None and decision["kind"] == "peek_answer":
            decision["card"] = t.decks[decision["deck"]][-1]
        you = {"hand": {k: list(v) for k, v in p.hand.items()},
               "collection": list(p.collection), "decision": decision}
    waiting = list(window["asked"]) if window else to_move(t)
    return {
        "game": "apocalypse", "seat": seat, "player_count": t.n, "round": t.round,
        "round_limit": t.round_limit, "goal": t.goal, "phase": t.phase, "step": t.step,
        "active": t.active, "starting_player": t.start, "token_active": t.token_active,
        "catastrophe": t.catastrophe,
        "closed": {city: entry[0] for city, entry in t.closed.items() if entry[0] >= t.round},
        "players": [_player(t, s) for s in range(t.n)],
        "decks": {k: len(v) for k, v in t.decks.items()},
        "discards": {k: list(v) for k, v in t.discards.items()},
        "markers_left": len(t.markers),
        "table": [c if c not in hidden else "" for c in t.in_play],
        "adventure": t.adventure, "facing": t.facing,
        "check": picture(t, t.checks[-1]) if t.checks else None,
        "last_check": t.last_check, "last_roll": t.last_roll, "expedition": t.expedition,
        "window": window, "waiting_for": waiting,
        "outcome": outcome.to_json() if outcome else None,
        "you": you,
    }

"""What one seat may see of an Axis Mundi table.

Hidden from a seat: other hands (sizes only), other seats' face-down
treasure (counts only), treasure identities on the board (face down), an
invisible character's hex, wounds and hit points (its invisibility token is
shown instead), the order of the decks and the RNG.

The terrain comes as one string per ring (``rings[r][i]`` is the letter of
home hex ``Hex(0, 0).ring(r)[i]``; ``letters`` names them; piers are in
``places``). Terrain, harvested markers, infection tokens and treasure
tokens are given by their *home* hex: a hex on ring r belongs to Level
``top_level + 1 - r`` (the crater to ``top_level - 1``, the sea ring and
piers to 0) and lies now at its home hex rotated ``turns[level]`` x 60
degrees counter-clockwise (``board.rotated``). Everything else (characters,
invisibility tokens, power hexes, places, caves) is given where it is now.

Schema::

    {game, seat, player_count, round, round_limit (null: none), phase, start (the seat that
     began: the volcano turns when play comes back to it), current, to_move, outcome,
     turn: {actions, extra_moves, extra_attacks, free_melee, crate_takes, descents,
            identity, fresh, free_activation, tumble, free_harvest} (the seat on turn; its
            counters and what its cards spare it null for others while it is invisible),
     board: {setup, top_level, turns: [per level], rings: ["X", "pcappc", ...], letters,
             harvested, infected, treasures: [[q, r]...] (face down),
             power_hexes: [[q, r]...], places: [{warehouse, pier, destroyed, time_bomb}],
             caves: [[a, b]...]},
     players: [{seat, character, colour, form, hp, max_hp, wounds, energy, hand_size,
                slots, treasures, pos, invisible, token, immobilized, god_mode,
                mischief, scrounge, on_axis_mundi, pier, deaths}],
     crates: [[card ids] or null], decks: {one_time, permanent}, discard: size,
     axis_mundi: {holder}, you: {hand, treasures, face_down, decision} | null}
"""

from __future__ import annotations

from typing import Any

from game.core.hexgrid import ORIGIN
from game.core.state import Outcome
from game.core.values import SPECTATOR
from game.games.axis_mundi.rules.board import ring_hexes
from game.games.axis_mundi.rules.catalog import CHARACTERS
from game.games.axis_mundi.rules.table import Table


def _player(t: Table, seat: int, viewer: int) -> dict[str, Any]:
    mat = t.mats[seat]
    hidden = mat.invisible and seat != viewer
    return {
        "seat": seat,
        "character": mat.character,
        "colour": CHARACTERS[mat.character].colour,
        "form": mat.form,
        "hp": None if hidden else mat.hp,
        "max_hp": mat.max_hp,
        "wounds": None if hidden else mat.wounds,
        "energy": list(mat.energy),
        "hand_size": len(mat.hand),
        "slots": list(mat.slots),
        "treasures": len(mat.treasures),
        "pos": None if hidden else mat.pos.to_json(),
        "invisible": mat.invisible,
        "token": mat.token.to_json() if mat.token else None,
        "immobilized": mat.immobilized,
        "god_mode": mat.god_mode,
        "mischief": mat.mischief,
        "scrounge": mat.scrounge,
        "on_axis_mundi": mat.on_axis,
        "pier": t.pier(seat).to_json(),
        "deaths": mat.dead_count,
    }


#: One letter per terrain in ``board.rings``.
LETTERS: dict[str, str] = {
    "axis_mundi": "X", "pier": "P", "warehouse": "W", "power": "H", "path": "p",
    "accessible": "a", "cave": "c", "sheltered": "s", "inaccessible": "x",
}


def _board(t: Table) -> dict[str, Any]:
    b = t.board
    rings = []
    for radius in range(b.sea_radius + 1):
        letters = []
        for home in ring_hexes(radius):
            kind = b.terrain[home]
            if kind == "warehouse" or radius == 0:
                kind = t.terrain(home)  # the sea and the crater never turn
            letters.append(LETTERS[kind])
        rings.append("".join(letters))
    return {
        "setup": b.setup,
        "top_level": b.top_level,
        "turns": list(t.turns),
        "rings": rings,
        "letters": {v: k for k, v in LETTERS.items()},
        "harvested": [h.to_json() for h in sorted(t.harvested)],
        "infected": [h.to_json() for h in sorted(t.infection)],
        "treasures": [h.to_json() for h in sorted(t.treasures)],
        "power_hexes": [h.to_json() for h in b.power_hexes],
        "places": [
            {"warehouse": p.warehouse.to_json(), "pier": p.pier.to_json(),
             "destroyed": i in t.destroyed, "time_bomb": i in t.bombs}
            for i, p in enumerate(b.places)
        ],
        "caves": [[t.world(a).to_json(), t.world(c).to_json()] for a, c in b.caves],
    }


def _decision(t: Table, seat: int) -> dict[str, Any] | None:
    if not t.pending or t.pending[0]["seat"] != seat:
        return None
    d = t.pending[0]
    out: dict[str, Any] = {"kind": d["kind"]}
    for key in ("cards", "one_time", "permanent", "count", "limit", "from", "rest"):
        if key in d:
            out[key] = d[key]
    if "attack" in d:
        out["attacker"] = d["attack"]["attacker"]
        out["damage"] = d["attack"]["damage"]
    return out


def _turn(t: Table, seat: int) -> dict[str, Any]:
    """What the seat on turn has left. While it is invisible, only it sees its counters:
    descents tell its level, extra moves and actions the cards it played "face down"."""
    turn = t.turn
    out: dict[str, Any] = {
        "actions": turn.actions, "extra_moves": turn.extra_moves,
        "extra_attacks": turn.extra_attacks, "free_melee": turn.free_melee,
        "crate_takes": turn.crate_takes, "descents": turn.descents,
        "identity": turn.identity, "fresh": turn.fresh,
        # What the turn spares (so a button can tell its price): the Savant's free
        # activation, The Phrygian Tumble's free card plays, the upgraded Cultivator's
        # free harvest already spent.
        "free_activation": turn.free_activation, "tumble": turn.tumble,
        "free_harvest": turn.free_harvest,
    }
    if t.mats[t.current].invisible and seat != t.current:
        for key in ("actions", "extra_moves", "extra_attacks", "free_melee", "descents",
                    "free_activation", "tumble", "free_harvest"):
            out[key] = None
    return out


def view(t: Table, seat: int, to_move: list[int], outcome: Outcome | None) -> dict[str, Any]:
    """The redacted picture of the table for ``seat`` (-1: a spectator)."""
    return _view(t, seat, to_move, outcome, _board(t))


def views(t: Table, seats: list[int], to_move: list[int], outcome: Outcome | None,
          ) -> list[dict[str, Any]]:
    """``view`` of each of ``seats``: the board, the same for every seat and most of a
    view's cost, and each player's public entry are built once and shared (a view is
    never changed once handed out)."""
    board = _board(t)
    public = [_player(t, s, SPECTATOR) for s in range(t.n)]
    return [_view(t, seat, to_move, outcome, board, public) for seat in seats]


def _view(t: Table, seat: int, to_move: list[int], outcome: Outcome | None,
          board: dict[str, Any], public: list[dict[str, Any]] | None = None,
          ) -> dict[str, Any]:
    """``seat``'s view; ``public``: every player's entry as a spectator sees it, which is
    what a seat sees of all but its own invisible character."""
    players = [_player(t, s, seat) if public is None or (s == seat and t.mats[s].invisible)
               else public[s] for s in range(t.n)]
    turn = t.turn
    you = None
    if 0 <= seat < t.n:
        mat = t.mats[seat]
        you = {"hand": list(mat.hand), "treasures": list(mat.treasures),
               "face_down": list(mat.face_down), "decision": _decision(t, seat),
               "fetching": list(turn.fetching) if seat == t.current else []}
    return {
        "game": "axis_mundi",
        "seat": seat,
        "player_count": t.n,
        "round": t.round,
        "round_limit": t.round_limit,
        "phase": t.phase,
        "start": t.start,
        "current": t.current,
        "to_move": list(to_move),
        "outcome": outcome.to_json() if outcome else None,
        "turn": _turn(t, seat),
        "board": board,
        "players": players,
        "crates": [None if c is None else list(c) for c in t.crates],
        "decks": {k: len(v) for k, v in t.decks.items()},
        "discard": len(t.discard),  # not public: redraws go face down
        "axis_mundi": {"holder": t.holder, "at": ORIGIN.to_json()},
        "you": you,
    }

"""Per-game secret probes: what one recipient's byte stream must never hold.

A probe is ``probe(match, seat, messages, raw)``: the finished match (the host's
true state and its whole log), the recipient (a seat or ``SPECTATOR``), the
messages it was sent, parsed, and the raw bytes. Secret values are taken from
the true state and the unredacted log, then searched for in every line in the
encodings they would take on the wire (compact JSON), and the parsed messages
are checked field by field where a value is too small to search for as bytes.
Each probe also checks that its patterns do occur in the stream of a seat that
may see them (OP's island, a player's own hand), so a probe never passes
because it searches for the wrong encoding.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from game.core.match import Match
from game.core.values import Event
from game.games.paradox_island.catalog import power_tokens

#: View keys only OP's client may receive (``views.op_secrets`` and the raw state).
PARADOX_OP_KEYS = {"island", "placements", "wave", "wave_lake", "rock", "bush", "drawn", "gone",
                   "positions", "stack", "anomalies", "tasks", "rng", "seed"}
#: Fields of the unredacted log that OP never says aloud (event kind → fields).
PARADOX_UNSAID = {"island_ready": {"anomalies"}, "tokens_drawn": {"tokens"},
                  "tile_laid": {"tile", "anchor", "turn"}, "wave_moved": {"part", "lake"},
                  "in_ocean": {"part"}, "op_piece_back": {"space", "part"},
                  "op_piece_placed": {"space", "part"}}
BIG_NUMBER = re.compile(rb"-?\d{10,}")
#: Keys whose value is a hex ``[q, r]`` when the key is set.
HEX_KEYS = {"hex", "space", "anchor", "rock", "bush", "at", "pos"}


def full_log(match: Match) -> list[Event]:
    """Every event of the match, unredacted, in the order each seat's log has them."""
    return [*match.opening, *(e for step in match.steps for e in step.events)]


def replay_states(match: Match) -> Iterator[Any]:
    """The true state before the first step and after every step."""
    state = match.info.state_class.new(match.options, match.seed, len(match.seats))
    yield state
    for step in match.steps:
        state.apply(step.seat, step.action)
        yield state


def lines_of(raw: bytes) -> list[bytes]:
    return [line for line in raw.splitlines() if line]


def walk(data: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    """Every (key, value) pair in a JSON value, depth first."""
    yield key, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from walk(v, k)
    elif isinstance(data, list):
        for v in data:
            yield from walk(v, key)


def paced(messages: list[dict[str, Any]]) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each message with how many log events its recipient holds once it arrives."""
    held = 0
    for message in messages:
        if message["type"] == "sync":
            held = len(message["events"])
        elif message["type"] == "update":
            held += len(message["events"])
        yield held, message


def check_lines(raw: bytes, messages: list[dict[str, Any]]) -> list[bytes]:
    lines = lines_of(raw)
    assert len(lines) == len(messages)
    return lines


# Paradox Island.


def paradox_secrets(match: Match) -> dict[str, Any]:
    """The island and OP's hidden pieces, from the true state at every step (kept on the
    match, as every recipient's stream is checked against the same secrets)."""
    cached = getattr(match, "_probe_secrets", None)
    if cached is not None:
        return cached
    tiles: set[bytes] = set()
    layout: set[bytes] = set()
    places: set[bytes] = set()
    rng: set[bytes] = set()
    placed: set[str] = set()
    for state in replay_states(match):
        data = state.to_json()
        rng.add(str(data["rng"]).encode())
        for tile, anchor, turn in data["placements"]:
            tiles.add(json.dumps(tile).encode())
            places.add(json.dumps([tile, anchor, turn], separators=(",", ":")).encode())
        if state.island is not None:
            for row in state.island.layout():
                layout.add(f'"hex":{json.dumps(row["hex"], separators=(",", ":"))},'
                           f'"kind":"{row["kind"]}"'.encode())
        for piece in ("rock", "bush"):
            if data[piece] is not None:
                hex_json = json.dumps(state.op_secrets()[piece], separators=(",", ":"))
                places.add(f'"{piece}":{hex_json}'.encode())
        placed.update(data["anomalies"].values())
    found = {"tiles": tiles, "layout": layout, "places": places, "rng": rng, "anomalies": placed}
    match._probe_secrets = found  # type: ignore[attr-defined]
    return found


class Told:
    """What one recipient has been told so far, fed the true log one event at a time."""

    def __init__(self, log: list[Event], seat: int) -> None:
        self.log, self.seat, self.held = log, seat, 0
        self.anomalies: set[str] = set()
        self.powers: set[str] = set()
        self.hexes: set[tuple[int, ...]] = set()
        self.spotted = False

    def until(self, held: int) -> Told:
        """Take in the events up to ``held`` (the count the recipient's log holds)."""
        for event in self.log[self.held:held]:
            self._hear(event.to_json())
        self.held = max(self.held, held)
        return self

    def _hear(self, data: dict[str, Any]) -> None:
        kind = data["kind"]
        mine = data.get("seat") == self.seat and kind in ("start_fruit_chosen", "piece_spotted")
        self.spotted |= mine and kind == "piece_spotted"
        unsaid = PARADOX_UNSAID.get(kind, set())
        if kind == "piece_spotted" and not mine:
            unsaid = {"label", "space", "part"}
        if kind == "op_piece_placed" and data["piece"] != "bush":
            unsaid = unsaid | {"label"}
        for key, value in data.items():
            if key in unsaid:
                continue
            if kind == "token_kept" and key == "token":
                self.powers.add(value)
            elif key == "token" or (isinstance(value, str) and value.startswith("anomaly:")):
                self.anomalies.add(value.removeprefix("anomaly:"))
            elif key == "labels":
                self.anomalies |= {v.removeprefix("anomaly:") for v in value}
            elif key == "space" and mine and value is not None:
                self.hexes.add(tuple(value))


def paradox_probe(match: Match, seat: int, messages: list[dict[str, Any]], raw: bytes) -> None:
    """A captive (or onlooker) never gets the island, unsaid anomalies, OP's pieces, the
    power-token stack or the RNG; OP gets all of it (which proves the patterns right)."""
    secrets = paradox_secrets(match)
    lines = check_lines(raw, messages)
    if seat == 0:
        for name in ("tiles", "layout", "places"):
            assert any(p in raw for p in secrets[name]), f"OP was never sent its {name}"
        assert b'"island":[{' in raw
        drew = any(e.kind == "tokens_drawn" and getattr(e, "tokens", ()) for e in full_log(match))
        assert not drew or b'"tokens_drawn","tokens":["' in raw
        return
    told = Told(full_log(match), seat)
    always = (*secrets["tiles"], *secrets["layout"], *secrets["places"],
              b'"island":[{', b'"placements":[[', b'"stack":[')
    unkept = {t: f'"{t}"'.encode() for t in power_tokens()}
    noted = 0
    for (held, message), line in zip(paced(messages), lines, strict=True):
        for pattern in always:
            assert pattern not in line, f"seat {seat} was sent {pattern[:60]!r}"
        assert not set(BIG_NUMBER.findall(line)) & secrets["rng"], f"seat {seat} got the RNG"
        if message["type"] not in ("sync", "update"):
            continue
        told.until(held)
        assert not PARADOX_OP_KEYS & set(message["view"]), f"seat {seat} got OP's view"
        for token in secrets["anomalies"] - told.anomalies:
            for pattern in (f'"anomaly:{token}"', f'"{token}"'):
                assert pattern.encode() not in line, f"seat {seat} learnt anomaly {token}"
        for token, pattern in unkept.items():
            assert token in told.powers or pattern not in line, \
                f"seat {seat} saw power token {token}"
        view = dict(message["view"])
        notebook = view.pop("notebook", [])  # each view repeats it: look at new entries only
        fresh = notebook[noted:] if message["type"] == "update" else notebook
        noted = len(notebook)
        for key, value in walk([view, fresh, message["legal"], message["events"]]):
            if key in HEX_KEYS and isinstance(value, list):
                assert tuple(value) in told.hexes, f"seat {seat} was shown hex {value} ({key})"
            if key == "part" and isinstance(value, int):
                assert value == -1 or told.spotted, f"seat {seat} learnt an ocean part"
            if key == "lake":
                assert not value, f"seat {seat} learnt the Wave's lake"


# Axis Mundi.

#: A card copy's id on the wire ("short_bow#2"): unique, so safe to search as bytes.
CARD_ID = re.compile(rb'"([a-z_]+#\d+)"')
#: Events about a seat that an invisible character's foes never get (``hidden`` set).
AXIS_HIDDEN = {"moved", "wounded", "hit_points"}


def axis_known(data: dict[str, Any], events: list[dict[str, Any]], seat: int) -> set[str]:
    """Cards and treasures ``seat`` may name once the state is ``data`` after ``events``:
    its own, the face-up piles and slots, and what was played, taken or shown aloud."""
    known: set[str] = set(data["discard"])
    for crate in data["crates"]:
        known.update(crate or ())
    for number, mat in enumerate(data["mats"]):
        known.update(mat["slots"])
        if number == seat:
            known.update(mat["hand"], mat["treasures"], mat["face_down"])
    if data["current"] == seat:
        known.update(data["turn"]["fetching"])  # the familiar brings it to this seat
    for decision in data["pending"]:  # cards this seat is choosing among
        if decision.get("seat") == seat:
            for key in ("cards", "one_time", "permanent"):
                known.update(v for v in decision.get(key, ()) if isinstance(v, str))
    for e in events:
        mine = e.get("seat") == seat or seat in (e.get("giver"), e.get("receiver"))
        if e["kind"] in ("card_drawn", "card_given", "peeked", "treasure_taken") and not mine:
            continue
        if e["kind"] == "card_played" and e["hidden"] and not mine:
            continue
        known.update(v for k, v in e.items() if isinstance(v, str) and k != "kind")
        for key in ("one_time", "permanent"):
            known.update(e.get(key, ()))
    return known


def axis_probe(match: Match, seat: int, messages: list[dict[str, Any]], raw: bytes) -> None:
    """Another player's hand and face-down cards, treasure identities not yet shown, an
    invisible foe's hex, hit points and wounds, and the RNG never reach ``seat``."""
    from game.games.axis_mundi.catalog import TREASURES

    lines = check_lines(raw, messages)
    truth: dict[str, list[tuple[dict[str, Any], set[str]]]] = {}
    log: list[dict[str, Any]] = [e.to_json() for e in match.opening]
    states = replay_states(match)
    rng: set[bytes] = set()
    for index, state in enumerate(states):
        if index:
            log += [e.to_json() for e in match.steps[index - 1].events]
        data = state.to_json()
        rng.add(str(data["rng"]).encode())
        key = json.dumps(state.view(seat), sort_keys=True)
        truth.setdefault(key, []).append((data, axis_known(data, log, seat)))
    own_cards_seen = False
    for message, line in zip(messages, lines, strict=True):
        assert not set(BIG_NUMBER.findall(line)) & rng, f"seat {seat} got the RNG"
        if message["type"] not in ("sync", "update"):
            continue
        view = message["view"]
        data, known = truth[json.dumps(view, sort_keys=True)][-1]
        named = {m.decode() for m in CARD_ID.findall(line)}
        named |= {v for k, v in walk([view, message["events"]])
                  if k in ("treasure", "treasures", "fetching") and isinstance(v, str)
                  and v in TREASURES}
        assert named <= known, f"seat {seat} was told {sorted(named - known)[:3]}"
        if 0 <= seat < len(data["mats"]):
            own_cards_seen |= bool(data["mats"][seat]["hand"])
            assert view["you"]["hand"] == data["mats"][seat]["hand"]
        for player in view["players"]:
            other = player["seat"]
            assert not {"hand", "face_down"} & set(player) and player["treasures"] == len(
                data["mats"][other]["treasures"]), f"seat {seat} saw seat {other}'s cards"
            if other != seat and data["mats"][other]["invisible"]:
                assert player["pos"] is None and player["hp"] is None and \
                    player["wounds"] is None, f"seat {seat} saw invisible seat {other}"
        for event in message["events"]:
            hidden = event.get("hidden") and event["seat"] != seat
            assert not (hidden and event["kind"] in AXIS_HIDDEN), \
                f"seat {seat} got an invisible foe's {event['kind']}"
        assert all(isinstance(h, list) for h in view["board"]["treasures"])
    assert seat < 0 or own_cards_seen, f"seat {seat} never saw its own hand (probe misaimed)"

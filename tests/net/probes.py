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
from collections.abc import Iterator, Sequence
from typing import Any

from game.core.match import Match
from game.core.values import SPECTATOR, Event
from game.games.paradox_island.rules.catalog import power_tokens
from game.net import delta, packing

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


def expand(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages of one recipient's stream with each update's patch applied and its
    packed events unpacked (``game.net.packing``): every sync and update then holds the
    whole ``view`` and ``legal`` list and its events, as a client hands them on."""
    out = []
    picture: dict[str, Any] = {}
    for message in messages:
        if message["type"] not in ("sync", "update"):
            pass
        elif "view" in message:  # a sync, or a whole picture put in by a test
            picture = {"view": message["view"], "legal": message["legal"]}
        else:
            if message.get("patch") is not None:
                picture = delta.patch(picture, message["patch"])
            message = message | picture | {
                "events": packing.unpack(message.get("forms") or [], message["events"])}
        out.append(message)
    return out


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
        data = state.hash_parts()  # the state's JSON but for the notebooks (they grow)
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
        # the island comes in the sync or, built tile by tile, in a patch of a later update
        assert any((m.get("view") or {}).get("island") for m in messages), "OP got no island"
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


def axis_known(data: dict[str, Any], events: list[dict[str, Any]], seat: int,
               told: set[str] | None = None) -> set[str]:
    """Cards and treasures ``seat`` may name once the state is ``data`` after ``events``:
    its own, the face-up piles and slots, and what was played, taken or shown aloud.
    ``told`` (from ``axis_told``) stands in for ``events`` already heard."""
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
    return known | (axis_told(events, seat) if told is None else told)


def axis_told(events: list[dict[str, Any]], seat: int) -> set[str]:
    """Card and treasure names said aloud to ``seat`` in ``events`` (unredacted)."""
    known: set[str] = set()
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
    invisible foe's hex, hit points and wounds, and the RNG never reach ``seat``
    (``axis_invisible_probe`` looks at the invisible foe in every event and view)."""
    from game.games.axis_mundi.rules.catalog import TREASURES

    lines = check_lines(raw, messages)
    truth: dict[str, list[tuple[dict[str, Any], set[str]]]] = {}
    told = axis_told([e.to_json() for e in match.opening], seat)
    rng: set[bytes] = set()
    for index, (data, views, _) in enumerate(axis_replay(match)):
        if index:
            told |= axis_told([e.to_json() for e in match.steps[index - 1].events], seat)
        rng.add(str(data["rng"]).encode())
        key = views[seat]
        truth.setdefault(key, []).append((data, axis_known(data, [], seat, set(told))))
    own_cards_seen = False
    for message, line in zip(messages, lines, strict=True):
        assert not set(BIG_NUMBER.findall(line)) & rng, f"seat {seat} got the RNG"
        if message["type"] not in ("sync", "update"):
            continue
        view = message["view"]
        for player in view["players"]:  # the view's own flag first: a leak fits no true view
            if player["seat"] != seat and player["invisible"]:
                assert player["pos"] is None and player["hp"] is None and \
                    player["wounds"] is None, f"seat {seat} saw invisible seat {player['seat']}"
        pictured = truth.get(json.dumps(view, sort_keys=True))
        assert pictured, f"seat {seat} was sent a view no true state gives it"
        data, known = pictured[-1]
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
    axis_invisible_probe(match, seat, messages)


# Axis Mundi: the invisible character.

#: Keys of Axis Mundi events whose value is a hex where a character is, goes or acts.
AXIS_HEX_KEYS = {"frm", "to", "at", "token", "via", "target"}


def axis_hexes(data: Any) -> set[tuple[int, int]]:
    """Every hex under a hex key in a JSON value."""
    return {(v[0], v[1]) for k, v in walk(data) if k in AXIS_HEX_KEYS and isinstance(v, list)
            and len(v) == 2 and all(type(c) is int for c in v)}


Where = list[tuple[bool, tuple[int, int], tuple[int, int] | None]]


def axis_replay(match: Match) -> list[tuple[dict[str, Any], dict[int, str], Where]]:
    """The true state before the first step and after each: its JSON, every recipient's
    view (sorted JSON text, by seat and ``SPECTATOR``) and each character's (invisible,
    hex, invisibility token); worked out once per match, as every stream is checked
    against the same truth."""
    cached = getattr(match, "_axis_replay", None)
    if cached is not None:
        return cached
    out = []
    for state in replay_states(match):
        views = {r: json.dumps(state.view(r), sort_keys=True)
                 for r in [*range(len(match.seats)), SPECTATOR]}
        where = [(m.invisible, (m.pos.q, m.pos.r), (m.token.q, m.token.r) if m.token else None)
                 for m in state.table.mats]
        out.append((state.to_json(), views, where))
    match._axis_replay = out  # type: ignore[attr-defined]
    return out


def axis_unseen(match: Match, seat: int) -> list[set[tuple[int, int]]]:
    """For every step, the hexes no event of that step sent to ``seat`` may name: where a
    foe stood or went while invisible (before, during and after the step), less what is
    public anyway (invisibility tokens, reappearing and death hexes, ``seat``'s own hex
    and hexes named by a visible character's moves or where one stands)."""
    out: list[set[tuple[int, int]]] = []
    replay = axis_replay(match)
    before = replay[0][2]
    for step, (_, _, after) in zip(match.steps, replay[1:], strict=True):
        secret: set[tuple[int, int]] = set()
        public = {before[seat][1], after[seat][1]} if 0 <= seat < len(after) else set()
        for x, (invisible, pos, token) in enumerate(before + after):
            x %= len(after)
            if token is not None:
                public.add(token)
            if x == seat:
                continue
            (secret if invisible else public).add(pos)
        unseen = {x for x, (invisible, _, _) in enumerate(before) if invisible and x != seat}
        for event in step.events:
            e = event.to_json()
            who, kind = e.get("seat"), e["kind"]
            if kind == "vanished" and who != seat:
                unseen.add(who)
            elif kind == "reappeared":
                unseen.discard(who)
            if kind == "moved":
                (secret if who in unseen else public).update(axis_hexes(e))
            elif kind in ("vanished", "reappeared", "died"):
                public.update(axis_hexes(e))
        out.append(secret - public)
        before = after
    return out


def axis_blind_spot(state: Any, seat: int) -> None:
    """``seat``'s view and legal actions are the same wherever each invisible foe stands
    and whatever its hit points and wounds (so no byte built from them can tell)."""
    t = state.table
    for x, mat in enumerate(t.mats):
        if x == seat or not mat.invisible:
            continue
        moved = state.clone()
        other = moved.table.mats[x]
        other.pos = next(h for h in sorted(moved.table.board.homes)
                         if h.length() and h != mat.pos and moved.table.is_free(h, x))
        other.hp = 1 if mat.hp != 1 else 2
        other.wounds = mat.wounds + 1
        assert moved.view(seat) == state.view(seat), \
            f"seat {seat}'s view depends on invisible seat {x}'s hex, hit points or wounds"
        if seat >= 0:
            assert moved.legal_actions(seat) == state.legal_actions(seat), \
                f"seat {seat}'s legal actions depend on where invisible seat {x} is"


def axis_invisible_probe(match: Match, seat: int, messages: list[dict[str, Any]]) -> None:
    """No event sent to ``seat`` names a hex an invisible foe stood on or went to unseen,
    and nothing ``seat`` is shown depends on the foe's hex, hit points or wounds."""
    owner = [-1 for e in match.opening if e.for_seat(seat) is not None]
    for number, step in enumerate(match.steps):
        owner += [number for e in step.events if e.for_seat(seat) is not None]
    unseen = axis_unseen(match, seat)
    held = 0
    for message in messages:
        if message["type"] not in ("sync", "update"):
            continue
        first = 0 if message["type"] == "sync" else held
        held = first + len(message["events"])
        for index, event in enumerate(message["events"], first):
            step = owner[index] if index < len(owner) else len(unseen) - 1
            named = axis_hexes(event) & unseen[step] if step >= 0 else set()
            assert not named, f"seat {seat} was told invisible hex {sorted(named)} " \
                              f"by {event['kind']} (step {step})"
    for data, _, where in axis_replay(match):
        if any(invisible for n, (invisible, _, _) in enumerate(where) if n != seat):
            axis_blind_spot(match.info.state_class.from_json(data), seat)


def axis_invisible_stretches(steps: list[tuple[int, Sequence[Event]]]) -> list[dict[str, Any]]:
    """Each vanishing in a game's (acting seat, events) steps: seat, token, the hexes it
    entered unseen and how many steps of other seats fell inside it."""
    out: list[dict[str, Any]] = []
    open_: dict[int, dict[str, Any]] = {}
    for actor, events in steps:
        for stretch in open_.values():
            if actor != stretch["seat"]:
                stretch["foe_steps"] += 1
        for event in events:
            e = event.to_json()
            if e["kind"] == "vanished":
                open_[e["seat"]] = {"seat": e["seat"], "token": tuple(e["token"]),
                                    "entered": [], "foe_steps": 0}
                out.append(open_[e["seat"]])
            elif e["kind"] == "reappeared":
                open_.pop(e["seat"], None)
            elif e["kind"] == "moved" and e["seat"] in open_:
                open_[e["seat"]]["entered"].append(tuple(e["to"]))
    return out

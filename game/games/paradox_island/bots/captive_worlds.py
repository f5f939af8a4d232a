"""A captive's worlds for the core search (``game.core.search``): the hard captive.

A captive never sees the island: it heard labels, was told its starting fruit
and reads its own moves (``belief``). A world is an island and a position drawn
to fit that, and only that:

- each of the captive's pieces stands on one of its candidate spaces, drawn
  at random, and the labels that candidate's trail heard on the way hold;
- the island is laid tile by tile (``fit_island``) so that every label the
  captive is certain of, every label of the drawn trails and the label each
  piece stands on (its board shows it) are where they were heard; the rest
  of the island is laid at random, as the tiles allow. Anomaly tokens heard
  are where they were heard, the others drawn from the tokens not heard;
- the Bush and the Rock stand on one of their tracked candidates (``tracks``),
  or where they return to (a fruit, an anomaly) when untracked; the Wave in a
  part it was last met in, else any part; other captives' pieces on a space
  with the label their boards show;
- every notebook is the captive's own (the others' private words are not
  its to know), the power tokens' stack is shuffled, the dice are fresh.

A world is drawn only for the captive's own turn with nothing asked of it,
where the hard captive searches (``worlds.hard_bot``). The belief keeps every
space a piece may be on, and a few no island fits: the pieces' spaces are drawn
again while the island cannot be laid (within a step limit); after a few draws
the island fits the certain labels alone, then any island.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from game.core.hexgrid import Hex
from game.core.rng import GameRng
from game.core.search import Search
from game.core.state import GameState
from game.core.values import Action
from game.games.paradox_island.bots.belief import CENSUS, Belief, belief_of
from game.games.paradox_island.bots.levels import normal_bot
from game.games.paradox_island.bots.paired import CAPTIVE_PLAN
from game.games.paradox_island.bots.standing import mark_key
from game.games.paradox_island.rules.catalog import anomaly_tokens, power_tokens
from game.games.paradox_island.rules.island import (
    HEX_INDEX,
    SPACES,
    Island,
    Placement,
    placed_cells,
    tile_specs,
)
from game.games.paradox_island.rules.state import ParadoxIslandState
from game.games.paradox_island.rules.tiling import FULL, first_empty, random_island

FIT_STEPS = 400  # tiles tried before an island fitting the labels is given up
DRAWS = 6  # the pieces' spaces drawn again while no island fits them


def sample_world(view: dict[str, Any], rng: GameRng) -> GameState:
    """A position the captive whose ``view`` this is cannot tell from the true one."""
    if view["role"] != "captive" or view["turn"] != view["seat"] or view["pending"]:
        raise ValueError("a captive's worlds are drawn on its own turn only")
    seat = view["seat"]
    belief = belief_of(view)
    me = view["captives"][seat - 1]
    spots, heard, placements = _island(belief, me, rng)
    island = Island.from_placements(placements)
    anomalies = _anomalies(island, heard, rng)
    notebook = view["notebook"]
    boards = []
    for board in view["captives"]:
        own = board["seat"] == seat
        at = spots if own else [_somewhere(island, anomalies, p, rng) for p in board["pieces"]]
        boards.append(_board(board, at, notebook, island))
    stack = sorted(t for t in power_tokens() if t != view["token"])
    rng.shuffle(stack)
    seats = len(view["captives"]) + 1
    data = {
        "seats": seats,
        "options": {"island": "random", "round_limit": "none"},
        "phase": view["phase"],
        "placements": [p.to_json() for p in placements],
        "anomalies": anomalies,
        "stack": stack, "drawn": [], "token": view["token"], "gone": [],
        "wave": rng.choice(list(belief.wave_parts) or list(range(6))),
        "wave_lake": None,
        "rock": _op_piece(belief, "rock", island, anomalies, rng),
        "bush": _op_piece(belief, "bush", island, anomalies, rng),
        "captives": boards,
        "turn": {"seat": seat, "over": False, "actions": list(view["actions_left"] or []),
                 "started": _started(notebook, seat)},
        "round": view["round"], "perishes": view["perishes"], "target": view["target"],
        "pending": None, "tasks": [], "queue": [],
        "revive_queue": [[b["seat"], n] for b in view["captives"]
                         for n, p in enumerate(b["pieces"]) if p["perished"]],
        # Entries are shared, never changed: the belief of a world's notebook reads on
        # from the captive's own reading (``belief_of``).
        "notebooks": [list(notebook) for _ in range(seats)],
        "result": view["result"],
    }
    return ParadoxIslandState(data, GameRng(rng.next_u64()))


def _my_spaces(belief: Belief, me: dict[str, Any],
               rng: GameRng) -> tuple[list[int | None], dict[int, str]]:
    """Where each of the captive's pieces stands, and the labels that holds to."""
    heard = dict(belief.known)
    spots: list[int | None] = []
    for n, piece in enumerate(me["pieces"]):
        if piece["perished"] or piece["label"] in ("ocean", "gone") or not piece["label"]:
            spots.append(None)
            continue
        trails = belief.trails[n] if n < len(belief.trails) else {}
        options = sorted(trails) or sorted(s for s in range(len(SPACES))
                                           if belief.can_be(s, piece["label"]))
        rng.shuffle(options)
        spot = next((s for s in options if _agrees(heard, trails.get(s), s, piece["label"])),
                    options[0] if options else None)
        if spot is not None and _agrees(heard, trails.get(spot), spot, piece["label"]):
            if spot in trails:
                heard.update(trails[spot].labels)
            heard[spot] = piece["label"]
        spots.append(spot)
    return spots, heard


def _agrees(heard: dict[int, str], trail: Any, spot: int, label: str) -> bool:
    labels = dict(trail.labels) if trail is not None else {}
    labels[spot] = label
    return all(heard.get(s, lb) == lb for s, lb in labels.items()) and _census_holds(
        {**heard, **labels})


def _census_holds(labels: dict[int, str]) -> bool:
    counts: dict[str, int] = {}
    for label in labels.values():
        counts[label] = counts.get(label, 0) + 1
    anomalies = sum(n for lb, n in counts.items() if lb.startswith("anomaly:"))
    return anomalies <= 5 and all(n <= CENSUS.get(lb, 1) for lb, n in counts.items())



def _island(belief: Belief, me: dict[str, Any],
            rng: GameRng) -> tuple[list[int | None], dict[int, str], tuple[Placement, ...]]:
    """The pieces' spaces and an island that fits them: candidates whose trails no
    island fits are drawn again (the belief keeps some), a few times; a draw whose
    trails fit no island may still fit with the certain labels and the pieces' own."""
    for _ in range(DRAWS):
        spots, heard = _my_spaces(belief, me, rng)
        bare = {**belief.known, **{s: heard[s] for s in spots if s is not None and s in heard}}
        for labels in (heard, bare):
            placements = fit_island(labels, rng)
            if placements is not None:
                return spots, labels, placements
    placements = fit_island(belief.known, rng) or random_island(rng)
    island = Island.from_placements(placements)
    anomalies = _anomalies(island, belief.known, rng)
    for n, piece in enumerate(me["pieces"]):  # on a space of the island with its label
        if spots[n] is not None:
            spots[n] = _somewhere(island, anomalies, piece, rng, belief.at[n])
    kept = {s: p["label"] for s, p in zip(spots, me["pieces"], strict=True) if s is not None}
    return spots, {**belief.known, **kept}, placements


@cache
def _layings() -> dict[int, tuple[tuple[str, Hex, int, tuple[int, ...], int], ...]]:
    """Every way to lay a tile on the empty island, by the spaces it covers:
    (tile, anchor, turn, its spaces in the tile's order, their mask)."""
    by_space: dict[int, list[tuple[str, Hex, int, tuple[int, ...], int]]] = {}
    for tile, spec in sorted(tile_specs().items()):
        seen = set()
        for anchor in SPACES:
            for turn in range(6):
                hexes = placed_cells(spec, anchor, turn)
                if any(h not in HEX_INDEX for h in hexes):
                    continue
                cells = tuple(HEX_INDEX[h] for h in hexes)
                if cells in seen:
                    continue
                seen.add(cells)
                laying = (tile, anchor, turn, cells, sum(1 << c for c in cells))
                for cell in cells:
                    by_space.setdefault(cell, []).append(laying)
    return {space: tuple(found) for space, found in by_space.items()}


@lru_cache(maxsize=200_000)
def _can_fill(filled: int, shapes: tuple[int, ...]) -> bool:
    """``tiling.can_fill`` with the tiles' shapes as small numbers (hashed at once)."""
    if filled == FULL:
        return not shapes
    first = first_empty(filled)
    for k, shape in enumerate(shapes):
        if k and shapes[k - 1] == shape:
            continue
        rest = shapes[:k] + shapes[k + 1:]
        for m in _MASKS[shape][first]:
            if not m & filled and _can_fill(filled | m, rest):
                return True
    return False


def fit_island(labels: dict[int, str], rng: GameRng,
               steps: int = FIT_STEPS) -> tuple[Placement, ...] | None:
    """A random island whose spaces carry ``labels`` (space -> label; an anomaly's
    token aside), or None if none was found within ``steps`` tiles tried. The
    labelled spaces are covered first, the one with the fewest fitting tiles
    first; the rest is laid at random; every tile laid must leave the others a
    way to fill the island."""
    specs = tile_specs()
    layings = _layings()
    budget = [steps]

    def agrees(tile: str, cells: tuple[int, ...]) -> bool:
        for cell, info in zip(cells, specs[tile].spaces, strict=True):
            want = labels.get(cell)
            if want is not None and (not want.startswith("anomaly") if info.kind == "anomaly"
                                     else info.label != want):
                return False
        return True

    wrong = {id(laying) for space in labels for laying in layings[space]
             if not agrees(laying[0], laying[3])}

    def options(space: int, filled: int, left: frozenset[str]) -> list[tuple[str, Hex, int, int]]:
        return [laying[:3] + laying[4:] for laying in layings[space]
                if laying[0] in left and not laying[4] & filled and id(laying) not in wrong]

    def lay(filled: int, left: frozenset[str]) -> list[Placement] | None:
        if filled == FULL:
            return []
        open_labels = [s for s in labels if not filled >> s & 1]
        if open_labels:
            found = [(s, options(s, filled, left)) for s in open_labels]
            space, choices = min(found, key=lambda f: (len(f[1]), f[0]))
        else:
            space = first_empty(filled)
            choices = options(space, filled, left)
        rng.shuffle(choices)
        for tile, anchor, turn, mask in choices:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            rest = left - {tile}
            if not _can_fill(filled | mask, tuple(sorted(_SHAPE[t] for t in rest))):
                continue
            tail = lay(filled | mask, rest)
            if tail is not None:
                return [Placement(tile, anchor, turn), *tail]
        return None

    found = lay(0, frozenset(specs))
    return None if found is None else tuple(found)


def _kind_of(label: str) -> str:
    """What a label needs of a tile: an anomaly space (any token), else the label."""
    return "anomaly" if label.startswith("anomaly") else label


def _anomalies(island: Island, heard: dict[int, str], rng: GameRng) -> dict[int, str]:
    """The anomaly tokens: those heard where they were heard, the rest drawn."""
    spaces = island.find("anomaly")
    placed = {s: heard[s].partition(":")[2] for s in spaces
              if heard.get(s, "").startswith("anomaly:")}
    others = sorted(set(anomaly_tokens()) - set(placed.values())
                    - {lb.partition(":")[2] for lb in heard.values() if lb.startswith("anomaly:")})
    rng.shuffle(others)
    free = iter(others)
    return {s: placed[s] if s in placed else next(free) for s in spaces}


def _label(island: Island, anomalies: dict[int, str], space: int) -> str:
    info = island.spaces[space]
    return f"anomaly:{anomalies[space]}" if info.kind == "anomaly" else info.label


def _somewhere(island: Island, anomalies: dict[int, str], piece: dict[str, Any],
               rng: GameRng, likely: set[int] | None = None) -> int | None:
    """A piece on a space with the label its board shows (of the ``likely`` ones if
    any has it)."""
    if piece["perished"] or piece["label"] in ("ocean", "gone") or not piece["label"]:
        return None
    spots = [s for s in range(len(SPACES)) if _label(island, anomalies, s) == piece["label"]]
    return rng.choice([s for s in spots if s in (likely or ())] or spots
                      or list(range(len(SPACES))))


def _op_piece(belief: Belief, name: str, island: Island, anomalies: dict[int, str],
              rng: GameRng) -> int | None:
    """The Bush or the Rock: on a tracked candidate, else where it returns to."""
    if name in belief.op_at:
        spots = sorted(belief.op_at[name])
        return rng.choice(spots) if spots else None
    kind = "fruit" if name == "bush" else "anomaly"
    return rng.choice([s for s in range(len(SPACES)) if island.spaces[s].kind == kind])


def _board(board: dict[str, Any], at: list[int | None], notebook: list[dict[str, Any]],
           island: Island) -> dict[str, Any]:
    """A captive's whole board: its public board, the pieces' spaces, and the revivals
    and mission marks the announcements tell."""
    seat = board["seat"]
    revivals: dict[int, int] = {}
    marks: list[str] = []
    arrived: dict[str, Any] = {}
    for entry in notebook:
        if entry.get("seat") != seat:
            continue
        if entry["kind"] == "arrived":
            arrived = entry
        elif entry["kind"] == "revived":
            revivals[entry["piece"]] = revivals.get(entry["piece"], 0) + 1
        elif entry["kind"] == "mission_marked":
            marks.append(mark_key(entry["label"], arrived, marks, island))
    pieces = [{**{k: v for k, v in piece.items() if k != "perished"}, "at": at[n],
               "revivals": revivals.get(n, 0)} for n, piece in enumerate(board["pieces"])]
    return {
        "character": board["character"], "fruits": dict(board["fruits"]),
        "palms": list(board["palms"]), "palm_used": list(board["palm_used"]),
        "extras": list(board["extras"]), "marks": marks,
        "visited_fruits": list(board["visited_fruits"]),
        "second_wind": list(board["second_wind"]), "pieces": pieces,
    }


def _started(notebook: list[dict[str, Any]], seat: int) -> list[int]:
    """The pieces that acted this turn, in order (two-player game: one, then the
    other): a move or a rest of the captive's since its turn began; a free leap
    is no action."""
    began = max((i for i, e in enumerate(notebook)
                 if e["kind"] == "turn_started" and e["seat"] == seat), default=-1)
    started: list[int] = []
    leap = False
    for entry in notebook[began + 1:]:
        if entry.get("seat") != seat:
            continue
        kind = entry["kind"]
        acted = (kind == "move_declared" and not leap) or (
            kind == "points_changed" and entry["why"] == "restore")
        leap = kind == "bonus_used" and entry["bonus"] == "free_leap"
        if acted and (not started or started[-1] != entry["piece"]):
            started.append(entry["piece"])
    return started


_SHAPES = sorted({spec.cells for spec in tile_specs().values()})
_SHAPE = {tile: _SHAPES.index(spec.cells) for tile, spec in tile_specs().items()}
# Each shape's layings on the empty island, by the first space they cover.
_MASKS = tuple(tuple(tuple(sorted({laying[4] for laying in _layings().get(first, ())
                                   if _SHAPE[laying[0]] == n and min(laying[3]) == first}))
                     for first in range(len(SPACES))) for n in range(len(_SHAPES)))
SEARCH = Search(sample_world, normal_bot, paired=CAPTIVE_PLAN)


def look(view: dict[str, Any], legal: list[Action], rng: GameRng) -> Action:
    """The hard captive's choice on its own turn: the paired look over its worlds. A
    world laid without some label the captive heard (``DRAWS``: the island fits the
    certain labels alone, or none) may bring a play-out to a question with no answer
    (a lake exit the drawn lake does not have, so OP has no legal action): the
    search sets that world aside (``Searched.stuck``), the look is dropped and the
    normal bot chooses with the bot's RNG as the look left it."""
    found = SEARCH.run(view, legal, rng)
    if found.stuck:
        return normal_bot(view, legal, rng)
    return found.action

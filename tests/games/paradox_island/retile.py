"""Other islands for Paradox Island's twins: lay some of the 17 tiles again, keeping the
rest, so that two worlds differ in where tiles lie and how they are turned.

Spaces are ints 0..36 (``rules.island``). A new layout keeps every ``pinned`` space
as it was (a captive's space, whose label every captive may ask for; the starting
fruit OP marked on the watcher's map) and carries the anomaly tokens with their tiles.
"""

from __future__ import annotations

from game.core.hexgrid import DIRECTIONS
from game.core.rng import GameRng
from game.games.paradox_island.rules.island import (
    HEX_INDEX,
    SPACES,
    Island,
    Placement,
    placed_cells,
    step,
    tile_specs,
)
from game.games.paradox_island.rules.state import ParadoxIslandState


def placements_of(state: ParadoxIslandState) -> list[Placement]:
    return [Placement(p[0], SPACES[0].from_json(p[1]), p[2]) for p in state.placements]


def cells(placement: Placement) -> list[int]:
    spec = tile_specs()[placement.tile]
    return [HEX_INDEX[h] for h in placed_cells(spec, placement.anchor, placement.turn)]


def is_lake(placement: Placement) -> bool:
    return bool(tile_specs()[placement.tile].lake)


def dominoes(free: set[int], rng: GameRng) -> list[tuple[int, int]] | None:
    """Two-space slots covering exactly ``free`` (None if there are none)."""
    if not free:
        return []
    if len(free) % 2:
        return None
    first = min(free)
    order = list(range(6))
    rng.shuffle(order)
    for d in order:
        other = step(first, d)
        if other is not None and other in free:
            rest = dominoes(free - {first, other}, rng)
            if rest is not None:
                return [(first, other), *rest]
    return None


def lay_pairs(tiles: list[str], slots: list[tuple[int, int]], rng: GameRng) -> list[Placement]:
    """Two-space ``tiles`` laid on ``slots`` in random order, each turned either way."""
    tiles = list(tiles)
    rng.shuffle(tiles)
    out = []
    for tile, (a, b) in zip(tiles, slots, strict=True):
        first, second = (a, b) if rng.below(2) else (b, a)
        out.append(Placement(tile, SPACES[first], DIRECTIONS.index(SPACES[second] - SPACES[first])))
    return out


def region(state: ParadoxIslandState, pinned: set[int], rng: GameRng) -> list[Placement] | None:
    """Two-space tiles near a random space (none holding a pinned space), laid again."""
    old = placements_of(state)
    centre, radius = rng.below(37), 1 + rng.below(2)
    free = [i for i, p in enumerate(old) if not is_lake(p) and not set(cells(p)) & pinned
            and any(SPACES[c].distance(SPACES[centre]) <= radius for c in cells(p))]
    if len(free) < 2:
        return None
    slots = dominoes({c for i in free for c in cells(old[i])}, rng)
    if slots is None:
        return None
    laid = lay_pairs([old[i].tile for i in free], slots, rng)
    new = list(old)
    for i, placement in zip(free, laid, strict=True):
        new[i] = placement
    return new if new != old else None


def lake(state: ParadoxIslandState, number: int, pinned: set[int], keep: set[int],
         rng: GameRng) -> list[Placement] | None:
    """Lake ``number`` laid again elsewhere or turned, still covering ``keep`` (captives in
    it keep their lake), with the two-space tiles around it (none pinned) laid again."""
    old = placements_of(state)
    slot = [i for i, p in enumerate(old) if is_lake(p)][number]
    mine = set(cells(old[slot]))
    near = {c for c in range(37) if any(SPACES[c].distance(SPACES[m]) <= 1 for m in mine)}
    free = [i for i, p in enumerate(old) if not is_lake(p) and not set(cells(p)) & pinned
            and set(cells(p)) & near]
    room = mine | {c for i in free for c in cells(old[i])}
    spec = tile_specs()[old[slot].tile]
    spots = [(h, turn) for h in SPACES for turn in range(6)]
    rng.shuffle(spots)
    for anchor, turn in spots:
        hexes = placed_cells(spec, anchor, turn)
        if not all(h in HEX_INDEX for h in hexes):
            continue
        covered = {HEX_INDEX[h] for h in hexes}
        if covered == mine or not covered <= room or not keep <= covered:
            continue
        slots = dominoes(room - covered, rng)
        if slots is None:
            continue
        new = list(old)
        new[slot] = Placement(old[slot].tile, anchor, turn)
        for i, placement in zip(free, lay_pairs([old[i].tile for i in free], slots, rng),
                                strict=True):
            new[i] = placement
        return new
    return None


def swap_tiles(state: ParadoxIslandState, kind: str, pinned: set[int],
               rng: GameRng) -> list[Placement] | None:
    """Two two-space tiles that each hold a ``kind`` space (a fruit ...) trade places."""
    old = placements_of(state)
    holders = [i for i, p in enumerate(old) if not is_lake(p) and not set(cells(p)) & pinned
               and kind in (s.kind for s in tile_specs()[p.tile].spaces)]
    if len(holders) < 2:
        return None
    a = rng.choice(holders)
    b = rng.choice([h for h in holders if h != a])
    new = list(old)
    new[a] = Placement(old[b].tile, old[a].anchor, old[a].turn)
    new[b] = Placement(old[a].tile, old[b].anchor, old[b].turn)
    return new


def relaid(state: ParadoxIslandState, new: list[Placement]) -> ParadoxIslandState:
    """A copy of ``state`` on the island ``new``; each anomaly token stays on its tile."""
    old = placements_of(state)
    where_old = {(p.tile, k): c for p in old for k, c in enumerate(cells(p))}
    where_new = {(p.tile, k): c for p in new for k, c in enumerate(cells(p))}
    by_space = {c: key for key, c in where_old.items()}
    two = state.clone()
    two.placements = [p.to_json() for p in new]
    two.island = Island.from_placements(tuple(new))
    two.anomalies = {where_new[by_space[s]]: token for s, token in state.anomalies.items()}
    assert sorted(two.anomalies) == two.island.find("anomaly")
    return two

"""How the 17 tiles pack the island: the building options of the tile-by-tile setup
and a random island, both checked the same way (every placement must leave the
remaining tiles a way to fill what is left)."""

from __future__ import annotations

from functools import cache, lru_cache

from game.core.hexgrid import DIRECTIONS, Hex
from game.core.rng import GameRng
from game.games.paradox_island.rules.island import (
    HEX_INDEX,
    SPACES,
    Placement,
    placed_cells,
    step,
    tile_specs,
    turned,
)


def _mask(hexes: tuple[Hex, ...]) -> int | None:
    bits = 0
    for h in hexes:
        i = HEX_INDEX.get(h)
        if i is None or bits >> i & 1:
            return None
        bits |= 1 << i
    return bits


@cache
def _shape_masks(shape: tuple[Hex, ...]) -> tuple[int, ...]:
    """Every placement (as a bit mask) of a tile shape on the empty island."""
    masks = set()
    for h in SPACES:
        for turn in range(6):
            m = _mask(tuple(h + turned(c, turn) for c in shape))
            if m is not None:
                masks.add(m)
    return tuple(sorted(masks))


DOMINO: tuple[Hex, ...] = (Hex(0, 0), Hex(1, 0))
FULL = (1 << 37) - 1


@lru_cache(maxsize=200_000)
def can_fill(filled: int, shapes: tuple[tuple[Hex, ...], ...]) -> bool:
    """True if the tiles of ``shapes`` (a sorted multiset) exactly fill the empty spaces."""
    if filled == FULL:
        return not shapes
    first = (~filled & (filled + 1)).bit_length() - 1
    for k, shape in enumerate(shapes):
        if k and shapes[k - 1] == shape:
            continue
        rest = shapes[:k] + shapes[k + 1:]
        for m in _shape_masks(shape):
            if m >> first & 1 and not m & filled and (m & -m) == 1 << first and can_fill(
                filled | m, rest
            ):
                return True
    return False


def shapes_left(laid: set[str]) -> tuple[tuple[Hex, ...], ...]:
    specs = tile_specs()
    return tuple(sorted(specs[t].cells for t in specs if t not in laid))


def first_empty(filled: int) -> int:
    """The first space in reading order no tile covers yet."""
    return (~filled & (filled + 1)).bit_length() - 1


def build_options(placements: tuple[Placement, ...]) -> list[Placement]:
    """Build mode: every way to lay a next tile over the first empty space (reading
    order) that still lets the remaining tiles fill the island."""
    specs = tile_specs()
    laid = {p.tile for p in placements}
    filled = 0
    for p in placements:
        filled |= _mask(placed_cells(specs[p.tile], p.anchor, p.turn)) or 0
    target = SPACES[first_empty(filled)]
    options: list[Placement] = []
    for tile in sorted(t for t in specs if t not in laid):
        spec = specs[tile]
        rest = shapes_left(laid | {tile})
        for turn in range(6):
            for cell in spec.cells:
                anchor = target - turned(cell, turn)
                m = _mask(placed_cells(spec, anchor, turn))
                if m is None or m & filled or first_empty(filled) != (m & -m).bit_length() - 1:
                    continue
                if can_fill(filled | m, rest):
                    options.append(Placement(tile, anchor, turn))
    return options


def random_island(rng: GameRng) -> tuple[Placement, ...]:
    """A random valid island: lakes anywhere they fit, then two-space tiles, turned at random."""
    specs = tile_specs()
    lakes = [t for t in sorted(specs) if specs[t].lake]
    pairs = [t for t in sorted(specs) if not specs[t].lake]
    while True:
        filled, placements = 0, []
        for tile in lakes:
            spots = [(h, turn) for h in SPACES for turn in range(6)]
            rng.shuffle(spots)
            for h, turn in spots:
                m = _mask(placed_cells(specs[tile], h, turn))
                if m is not None and not m & filled:
                    filled |= m
                    placements.append(Placement(tile, h, turn))
                    break
        slots = _random_dominoes(filled, rng)
        if slots is None:
            continue
        rng.shuffle(pairs)
        for tile, (a, b) in zip(pairs, slots, strict=True):
            first, second = (a, b) if rng.below(2) else (b, a)
            turn = DIRECTIONS.index(SPACES[second] - SPACES[first])
            placements.append(Placement(tile, SPACES[first], turn))
        return tuple(placements)


def _random_dominoes(filled: int, rng: GameRng) -> list[tuple[int, int]] | None:
    """Cover every empty space with two-space slots, trying directions in random order."""
    if filled == FULL:
        return []
    if not can_fill(filled, tuple([DOMINO] * ((37 - filled.bit_count()) // 2))):
        return None
    first = first_empty(filled)
    order = list(range(6))
    rng.shuffle(order)
    for d in order:
        other = step(first, d)
        if other is None or filled >> other & 1 or other < first:
            continue
        rest = _random_dominoes(filled | 1 << first | 1 << other, rng)
        if rest is not None:
            return [(first, other), *rest]
    return None

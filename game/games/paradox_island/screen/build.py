"""Build mode for a human OP: lay the island tile by tile (``island=build``).

A mixin of ``ParadoxIslandScene``'s controls. Each tile still to lay is a
button showing the tile itself (its spaces' symbols on sand or lake); the
chosen one shows as a ghost on the island where it would go. "Turn" steps
through the placements the rules offer for it (only placements that keep the
island completable are legal), "Lay tile" lays it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from game.core.hexgrid import POINTY, Hex, Layout
from game.games.paradox_island.rules.actions import LayTile
from game.games.paradox_island.rules.island import HEX_INDEX, placed_cells, tile_specs
from game.games.paradox_island.screen.art import LAKE, SAND
from game.games.paradox_island.screen.icons import symbol

Row = list[tuple[Any, ...]]


@lru_cache(maxsize=32)
def tile_picture(tile: str, turn: int, size: int) -> pygame.Surface:
    """A small picture of a tile, turned ``turn`` steps, ``size`` pixels per space."""
    spec = tile_specs()[tile]
    cells = placed_cells(spec, Hex(0, 0), turn)
    probe = Layout(POINTY, (size, size), (0, 0))
    xs = [probe.to_pixel(c)[0] for c in cells]
    ys = [probe.to_pixel(c)[1] for c in cells]
    w = round(max(xs) - min(xs) + size * 1.8) + 2
    h = round(max(ys) - min(ys) + size * 2) + 2
    layout = Layout(POINTY, (size, size), (w / 2 - (max(xs) + min(xs)) / 2,
                                           h / 2 - (max(ys) + min(ys)) / 2))
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    for cell, info in zip(cells, spec.spaces, strict=True):
        points = layout.corners(cell, 0.97)
        pygame.draw.polygon(image, LAKE if info.kind == "lake" else SAND, points)
        pygame.draw.aalines(image, (60, 50, 40), True, points)
        label = "anomaly" if info.kind == "anomaly" else info.label
        icon = symbol(label, round(size * 1.25))
        image.blit(icon, icon.get_rect(center=layout.to_pixel(cell)))
    return image


class BuildControls:
    """The tile rows and the ghost of the tile being laid."""

    legal: list[Any]
    tile: str
    tile_turn: int
    _player: Callable[[Any], Callable[[], None]]

    def tile_options(self, tile: str) -> list[LayTile]:
        return [a for a in self.legal if isinstance(a, LayTile) and a.tile == tile]

    def tile_rows(self) -> list[Row]:
        tiles = sorted({a.tile for a in self.legal if isinstance(a, LayTile)})
        if self.tile not in tiles:
            self.tile, self.tile_turn = tiles[0], 0
        cells = [(f"tile:{t}", "", self._pick_tile(t), "on" if t == self.tile else "normal",
                  t.replace("-", " "), tile_picture(t, 0, 9 if t.startswith("lake") else 12))
                 for t in tiles]
        rows: list[Row] = [cells[i:i + 4] for i in range(0, len(cells), 4)]
        options = self.tile_options(self.tile)
        chosen = options[self.tile_turn % len(options)]
        rows.append([("turn", f"Turn ({self.tile_turn % len(options) + 1}/{len(options)})",
                      self._next_turn() if len(options) > 1 else None, "normal",
                      "Try the next place and turn this tile may go", None),
                     ("lay", "Lay tile", self._player(chosen), "primary",
                      "Lay the tile where the ghost shows", None)])
        return rows

    def _pick_tile(self, tile: str) -> Callable[[], None]:
        def pick() -> None:
            self.tile, self.tile_turn = tile, 0
        return pick

    def _next_turn(self) -> Callable[[], None]:
        def turn() -> None:
            self.tile_turn += 1
        return turn

    def tile_ghost(self) -> list[tuple[Hex, str]]:
        """The cells the tile being laid would cover, with what each shows."""
        options = self.tile_options(self.tile)
        if not options:
            return []
        chosen = options[self.tile_turn % len(options)]
        spec = tile_specs()[chosen.tile]
        cells = placed_cells(spec, chosen.anchor, chosen.turn)
        return [(h, "anomaly" if info.kind == "anomaly" else info.label)
                for h, info in zip(cells, spec.spaces, strict=True) if h in HEX_INDEX]

"""Antialiased hex drawing on top of ``game.core.hexgrid.Layout``.

Two ways, by cost:

- ``draw_hex`` draws one hex straight onto a surface (gfxdraw fill plus an
  antialiased outline): fine for a few highlighted hexes per frame.
- ``hex_sprite`` renders a hex tile once at 2x and smoothscales it down (soft,
  thick, antialiased edges), cached by its look; ``board_layer`` blits those
  sprites into one surface for a whole static board. Blit the layer every
  frame; rebuild it only when the board changes. (Measured: a 61-hex board
  layer builds in a few ms and blits in well under 1 ms at 1280x720.)

>>> from game.core.hexgrid import POINTY, Layout
>>> len(hex_points(Layout(POINTY, (20, 20), (0, 0)), Hex(0, 0)))
6
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame
import pygame.gfxdraw

from game.core.hexgrid import Hex, Layout, Orientation
from game.ui.palette import RGB

Point = tuple[float, float]


def hex_points(layout: Layout, h: Hex, shrink: float = 1.0) -> list[Point]:
    """The six corners of ``h`` in pixels."""
    return layout.corners(h, shrink)


def draw_hex(
    surface: pygame.Surface,
    layout: Layout,
    h: Hex,
    fill: RGB | tuple[int, int, int, int] | None = None,
    edge: RGB | None = None,
    shrink: float = 1.0,
) -> None:
    """Fill and/or outline one hex with antialiased edges."""
    points = [(round(x), round(y)) for x, y in hex_points(layout, h, shrink)]
    if fill is not None:
        pygame.gfxdraw.filled_polygon(surface, points, fill)
        pygame.gfxdraw.aapolygon(surface, points, fill)
    if edge is not None:
        pygame.gfxdraw.aapolygon(surface, points, edge)


@lru_cache(maxsize=256)
def hex_sprite(
    orientation: Orientation,
    radius: float,
    fill: RGB,
    edge: RGB | None = None,
    edge_width: float = 1.5,
    shrink: float = 1.0,
) -> pygame.Surface:
    """One hex tile drawn at 2x then smoothscaled: soft antialiased edges, cached.

    Blit it centred on ``layout.to_pixel(h)`` (use ``sprite_offset``).
    """
    scale = 2
    big_r = radius * scale
    side = int(big_r * 2 + 4 * scale)
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    layout = Layout(orientation, (big_r, big_r), (side / 2, side / 2))
    outer = layout.corners(Hex(0, 0), shrink)
    if edge is not None:
        pygame.draw.polygon(big, edge, outer)
        inner_shrink = max(0.0, shrink - edge_width * scale / big_r)
        pygame.draw.polygon(big, fill, layout.corners(Hex(0, 0), inner_shrink))
    else:
        pygame.draw.polygon(big, fill, outer)
    return pygame.transform.smoothscale(big, (side // scale, side // scale))


def sprite_offset(sprite: pygame.Surface, centre: Point) -> tuple[int, int]:
    """Top-left position that centres ``sprite`` on ``centre``."""
    return round(centre[0] - sprite.get_width() / 2), round(centre[1] - sprite.get_height() / 2)


def board_layer(
    size: tuple[int, int],
    layout: Layout,
    hexes: Iterable[Hex],
    fill: RGB,
    edge: RGB,
    edge_width: float = 1.5,
    gap: float = 0.94,
) -> pygame.Surface:
    """A transparent surface with every hex of a static board drawn once."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    sprite = hex_sprite(layout.orientation, layout.size[0], fill, edge, edge_width, gap)
    for h in hexes:
        layer.blit(sprite, sprite_offset(sprite, layout.to_pixel(h)))
    return layer

"""The volcano's rock: one raised tier under each level's ring, drawn once and cached.

Each level's ring of hexes turns on a tier of rock that never turns: its top is
the ring's outline (a ring turned by 60° lands on its own outline, so the tier
fits the ring at rest), a little wider, and its side wall drops ``lift`` pixels
to the level below. Walls are shaded from a lit rim down to a dark foot, the
rock grows lighter and warmer level by level toward the glowing crater, and
the front of each wall carries its level's number. A soft shadow falls on the
terrace below. The gaps between rings show that lower terrace, so each level
reads as a step of the mountain. Sea Level's tier is the island's shore,
standing in the water.

A tier is a ``Tier``: its sprite and where the ring's centre lies in it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame
import pygame.gfxdraw

from game.ui.palette import RGB
from game.ui.theme import mix

Point = tuple[float, float]

ROCK: RGB = (70, 58, 62)  # the terraces at Sea Level
LIGHT: RGB = (255, 214, 150)  # the crater's glow the upper rock catches
SHORE: RGB = (96, 84, 70)


@dataclass
class Tier:
    """A level's rock under its ring: ``sprite`` with the ring's centre at ``anchor``;
    ``front``: how far below the centre the top's front edge lies (its wall hangs below)."""

    sprite: pygame.Surface
    anchor: tuple[int, int]
    front: float

    def blit(self, surface: pygame.Surface, centre: Point) -> None:
        surface.blit(self.sprite, (round(centre[0] - self.anchor[0]),
                                   round(centre[1] - self.anchor[1])))


def terrace(level: int, top: int) -> RGB:
    """The rock's colour on ``level``: lighter and warmer toward the crater."""
    t = level / max(top, 1)
    return mix(mix(ROCK, (150, 132, 128), 0.55 * t), LIGHT, 0.22 * t * t)


def widen(outline: list[Point], by: float) -> list[Point]:
    """``outline`` pushed ``by`` pixels outward from its centre."""
    out = []
    for x, y in outline:
        d = math.hypot(x, y) or 1.0
        out.append((x * (d + by) / d, y * (d + by) / d))
    return out


def tier(outline: list[Point], level: int, top: int, lift: float, ledge: float,
         label: pygame.Surface | None) -> Tier:
    """The tier of rock under a ring whose outer edge is ``outline`` (about its centre)."""
    points = widen(outline, ledge)
    depth = max(2, round(lift))
    shadow = (depth * 0.6, depth * 1.1)
    reach_x = max(abs(x) for x, _ in points) + shadow[0] + 3
    reach_y = max(abs(y) for _, y in points) + 3
    w, h = math.ceil(2 * reach_x), math.ceil(2 * reach_y + depth + shadow[1])
    cx, cy = w / 2, reach_y
    sprite = pygame.Surface((w, h), pygame.SRCALPHA)
    # The shadow the tier casts on the terrace below, soft at its edge.
    for k, alpha in ((0, 40), (2, 30), (4, 22)):
        pygame.gfxdraw.filled_polygon(sprite, [(round(cx + x + shadow[0] + k / 2),
                                                round(cy + y + shadow[1] + k)) for x, y in
                                               widen(points, k)], (8, 6, 10, alpha))
    rock = terrace(level, top) if level else SHORE
    foot, rim = mix(rock, (0, 0, 0), 0.7), mix(rock, (0, 0, 0), 0.2)
    for k in range(depth, -1, -1):  # the wall, from its dark foot up to its lit rim
        colour = mix(rim, foot, k / depth)
        pygame.draw.polygon(sprite, colour, [(cx + x, cy + y + k) for x, y in points])
    sprite.blit(_side_light(w, h), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    front = max(points, key=lambda p: p[1])
    pygame.draw.polygon(sprite, rock, [(cx + x, cy + y) for x, y in points])
    edge = mix(rock, (255, 240, 220), 0.35)
    pygame.draw.aalines(sprite, edge, True, [(cx + x, cy + y) for x, y in points])
    if label is not None and depth >= label.get_height() - 6:
        sprite.blit(label, label.get_rect(center=(round(cx), round(cy + front[1] + depth / 2))))
    return Tier(sprite, (round(cx), round(cy)), front[1])


def _side_light(w: int, h: int) -> pygame.Surface:
    """Light from the upper left: walls facing right lie in shade."""
    strip = pygame.Surface((w, 1))
    for x in range(w):
        v = round(255 - 95 * x / max(w - 1, 1))
        strip.set_at((x, 0), (v, v, v))
    return pygame.transform.scale(strip, (w, h))

"""Where the field's nodes lie on screen: a flat-top hex layout around the centre.

Node numbers are the rules' (``rules.field.FIELD``: 0 the centre, then each
ring clockwise from its first node, which lies straight up). V616 Mon,
opened by the Collapse Generator, sits in the field's empty upper right
corner.

>>> g = FieldGeometry(pygame.Rect(0, 0, 532, 592), 38)
>>> g.node_at(g.centre(0)), g.node_at(g.centre(9)), g.node_at((2, 2))
(0, 9, None)
"""

from __future__ import annotations

import math

import pygame

from game.core.hexgrid import FLAT, Hex, Layout
from game.games.the_now.rules.field import FIELD, V616

Point = tuple[float, float]


class FieldGeometry:
    """Pixels of nodes and their corners for a field drawn in ``rect`` with hex ``size``."""

    def __init__(self, rect: pygame.Rect, size: float) -> None:
        self.rect = rect
        self.size = size
        self.origin = (rect.centerx, rect.centery)
        self.layout = Layout(FLAT, (size, size), self.origin)
        self._centres = [self.layout.to_pixel(h) for h in FIELD.hexes]
        self.v616 = (rect.right - size * 1.4, rect.y + size * 1.3)
        self._index = {h: n for n, h in enumerate(FIELD.hexes)}

    def centre(self, node: int) -> Point:
        if node == V616:
            return self.v616
        return self._centres[node]

    def corners(self, node: int, shrink: float = 1.0) -> list[Point]:
        cx, cy = self.centre(node)
        r = self.size * shrink
        return [(cx + r * math.cos(math.pi * k / 3), cy + r * math.sin(math.pi * k / 3))
                for k in range(6)]

    def junction(self, a: int, b: int) -> Point:
        """The middle of the edge between neighbouring nodes ``a`` and ``b``."""
        (ax, ay), (bx, by) = self.centre(a), self.centre(b)
        return (ax + bx) / 2, (ay + by) / 2

    def node_at(self, pos: Point, v616_open: bool = False) -> int | None:
        """The field node under ``pos`` (or V616 Mon when it is open), else None."""
        if v616_open and math.dist(pos, self.v616) < self.size * 0.9:
            return V616
        h: Hex = self.layout.from_pixel(*pos)
        return self._index.get(h)

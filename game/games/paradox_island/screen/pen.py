"""The pen Paradox Island's symbols are drawn with (``icons``): thick polylines
with round joins and caps, letters, stars, wavy lines, hexagons, hearts, bolts
and arrows. Each draws on a surface in that surface's pixels, so a symbol is
drawn once at the supersampled size and smoothscaled down.
"""

from __future__ import annotations

import itertools
import math

import pygame

from game.ui.palette import RGB
from game.ui.widgets import text

Point = tuple[float, float]


def _stroke(s: pygame.Surface, pts: list[Point], width: float, colour: RGB) -> None:
    """A thick polyline with round joins and caps."""
    r = width / 2
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        steps = max(1, int(math.dist((ax, ay), (bx, by)) / max(1.0, r / 2)))
        for k in range(steps + 1):
            t = k / steps
            pygame.draw.circle(s, colour, (ax + (bx - ax) * t, ay + (by - ay) * t), r)


def _letter(s: pygame.Surface, words: str, colour: RGB, centre: Point, height: float) -> None:
    image = text(words, max(8, round(height)), colour, bold=True)
    s.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def _star(s: pygame.Surface, c: Point, outer: float, inner: float, points: int,
          colour: RGB) -> None:
    pts = []
    for k in range(points * 2):
        r = outer if k % 2 == 0 else inner
        a = math.pi * k / points - math.pi / 2
        pts.append((c[0] + math.cos(a) * r, c[1] + math.sin(a) * r))
    pygame.draw.polygon(s, colour, pts)


def _wavy(s: pygame.Surface, y: float, x0: float, x1: float, amp: float, width: float,
          colour: RGB, waves: float = 2.0) -> None:
    n = 40
    pts = [(x0 + (x1 - x0) * k / n, y + amp * math.sin(2 * math.pi * waves * k / n))
           for k in range(n + 1)]
    _stroke(s, pts, width, colour)


def _hexagon(c: Point, r: float) -> list[Point]:
    return [(c[0] + r * math.cos(math.radians(-90 + 60 * k)),
             c[1] + r * math.sin(math.radians(-90 + 60 * k))) for k in range(6)]


def _heart(s: pygame.Surface, c: Point, r: float, colour: RGB) -> None:
    pygame.draw.circle(s, colour, (c[0] - r * 0.5, c[1] - r * 0.2), r * 0.55)
    pygame.draw.circle(s, colour, (c[0] + r * 0.5, c[1] - r * 0.2), r * 0.55)
    pygame.draw.polygon(s, colour, [(c[0] - r * 1.02, c[1] - r * 0.05), (c[0] + r * 1.02,
                                    c[1] - r * 0.05), (c[0], c[1] + r * 1.0)])


def _bolt(s: pygame.Surface, c: Point, r: float, colour: RGB) -> None:
    x, y = c
    pygame.draw.polygon(s, colour, [(x + r * 0.2, y - r), (x - r * 0.55, y + r * 0.12),
                                    (x - r * 0.02, y + r * 0.12), (x - r * 0.25, y + r),
                                    (x + r * 0.55, y - r * 0.15), (x + r * 0.02, y - r * 0.15)])


def _arrow(s: pygame.Surface, pts: list[Point], width: float, colour: RGB) -> None:
    _stroke(s, pts, width, colour)
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    a = math.atan2(by - ay, bx - ax)
    head = width * 2.2
    pygame.draw.polygon(s, colour, [
        (bx + math.cos(a) * head * 0.6, by + math.sin(a) * head * 0.6),
        (bx + math.cos(a + 2.4) * head, by + math.sin(a + 2.4) * head),
        (bx + math.cos(a - 2.4) * head, by + math.sin(a - 2.4) * head)])

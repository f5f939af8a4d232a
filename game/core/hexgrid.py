"""Hex geometry in axial/cube coordinates, and a pixel layout for screens.

Algorithms use cube coordinates (q, r, s = -q - r); offset coordinates never
enter them. ``Layout`` turns hexes into pixels and back and is used by screens
only, but it is pure arithmetic, so it lives here and is tested here.

>>> Hex(1, -1).distance(Hex(-1, 1))
2
>>> Hex(1, 0).rotate_left()
Hex(q=1, r=-1)
>>> len(Hex(0, 0).spiral(2))
19
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True, order=True, slots=True)
class Hex:
    """One hex in axial coordinates; ``s`` is derived so q + r + s == 0."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbor(self, direction: int) -> Hex:
        """The neighbour in direction 0..5 (see ``DIRECTIONS``)."""
        return self + DIRECTIONS[direction % 6]

    def neighbors(self) -> list[Hex]:
        return [self + d for d in DIRECTIONS]

    def length(self) -> int:
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2

    def distance(self, other: Hex) -> int:
        return (self - other).length()

    def rotate_left(self, center: Hex | None = None) -> Hex:
        """Rotate 60 degrees counter-clockwise about ``center`` (origin by default).

        In cube terms [q, r, s] -> [-s, -q, -r].
        """
        c = center or ORIGIN
        v = self - c
        return Hex(-v.s, -v.q) + c

    def rotate_right(self, center: Hex | None = None) -> Hex:
        """Rotate 60 degrees clockwise about ``center``: [q, r, s] -> [-r, -s, -q]."""
        c = center or ORIGIN
        v = self - c
        return Hex(-v.r, -v.s) + c

    def rotate(self, steps: int, center: Hex | None = None) -> Hex:
        """Rotate by ``steps`` x 60 degrees counter-clockwise (negative: clockwise)."""
        h = self
        for _ in range(steps % 6):
            h = h.rotate_left(center)
        return h

    def reflect_q(self) -> Hex:
        """Mirror across the q axis: swap r and s."""
        return Hex(self.q, self.s)

    def ring(self, radius: int) -> list[Hex]:
        """The hexes at exactly ``radius`` from this one, in ring order."""
        if radius == 0:
            return [self]
        result = []
        h = self + DIRECTIONS[4].scale(radius)
        for side in range(6):
            for _ in range(radius):
                result.append(h)
                h = h.neighbor(side)
        return result

    def spiral(self, radius: int) -> list[Hex]:
        """This hex then every ring out to ``radius``."""
        result = [self]
        for k in range(1, radius + 1):
            result.extend(self.ring(k))
        return result

    def line_to(self, other: Hex) -> list[Hex]:
        """Hexes on the straight line from here to ``other``, both ends included."""
        n = self.distance(other)
        if n == 0:
            return [self]
        # Nudge so that ties on edges always round the same way.
        aq, ar, as_ = self.q + 1e-6, self.r + 1e-6, self.s - 2e-6
        bq, br, bs = other.q + 1e-6, other.r + 1e-6, other.s - 2e-6
        return [
            cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n, as_ + (bs - as_) * i / n)
            for i in range(n + 1)
        ]

    def to_json(self) -> list[int]:
        return [self.q, self.r]

    @classmethod
    def from_json(cls, value: object) -> Hex:
        if (
            not isinstance(value, list | tuple)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise ValueError(f"a hex is written [q, r] with two integers, not {value!r}")
        return cls(value[0], value[1])

    def __str__(self) -> str:
        return f"{self.q},{self.r}"


ORIGIN = Hex(0, 0)

#: The six directions, counter-clockwise starting east: E, NE, NW, W, SW, SE
#: for a pointy-top layout where +r points down the screen.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)


def cube_round(fq: float, fr: float, fs: float) -> Hex:
    """Round fractional cube coordinates to the nearest hex."""
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


def hexagon(radius: int, center: Hex = ORIGIN) -> list[Hex]:
    """All hexes within ``radius`` of ``center`` (a hexagonal board)."""
    return center.spiral(radius)


class Orientation(NamedTuple):
    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float  # in multiples of 60 degrees


POINTY = Orientation(
    math.sqrt(3.0), math.sqrt(3.0) / 2.0, 0.0, 3.0 / 2.0,
    math.sqrt(3.0) / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0,
    0.5,
)
FLAT = Orientation(
    3.0 / 2.0, 0.0, math.sqrt(3.0) / 2.0, math.sqrt(3.0),
    2.0 / 3.0, 0.0, -1.0 / 3.0, math.sqrt(3.0) / 3.0,
    0.0,
)


@dataclass(frozen=True)
class Layout:
    """Maps hexes to pixel centres and back. ``size`` is the corner radius."""

    orientation: Orientation
    size: tuple[float, float]
    origin: tuple[float, float]

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        m = self.orientation
        x = (m.f0 * h.q + m.f1 * h.r) * self.size[0]
        y = (m.f2 * h.q + m.f3 * h.r) * self.size[1]
        return x + self.origin[0], y + self.origin[1]

    def from_pixel(self, x: float, y: float) -> Hex:
        m = self.orientation
        px = (x - self.origin[0]) / self.size[0]
        py = (y - self.origin[1]) / self.size[1]
        fq = m.b0 * px + m.b1 * py
        fr = m.b2 * px + m.b3 * py
        return cube_round(fq, fr, -fq - fr)

    def corners(self, h: Hex, shrink: float = 1.0) -> list[tuple[float, float]]:
        """The six corner points of ``h``; ``shrink`` < 1 draws an inset hex."""
        cx, cy = self.to_pixel(h)
        points = []
        for i in range(6):
            angle = 2.0 * math.pi * (self.orientation.start_angle + i) / 6.0
            points.append(
                (
                    cx + self.size[0] * shrink * math.cos(angle),
                    cy + self.size[1] * shrink * math.sin(angle),
                )
            )
        return points

